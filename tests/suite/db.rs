//! The games database: WTHOR years imported (tests/data/wthor, as the federation ships them)
//! hold the games, players and tournaments their files say; a position's statistics equal a
//! direct count over the games, under every symmetry of the board; a bad file is refused and
//! leaves the database as it was; the command line imports, lists, explores and opens games.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use othello::engine::color::Color;
use othello::engine::game::Game;
use othello::engine::position::Position;
use othello::engine::rules::Rules;
use othello::engine::square::Square;
use othello::engine::symmetry;
use othello::store::Player;
use othello::store::db::{self, Database, DbErrorKind, Filter};
use othello::store::library::Library;
use othello::store::{self, SavedGame};

const WTHOR: &str = "tests/data/wthor";

fn imported() -> (tempfile::TempDir, Database) {
    let dir = tempfile::tempdir().unwrap();
    db::import(&db::path(dir.path()), &[PathBuf::from(WTHOR)], None).unwrap();
    let database = Database::open(&db::path(dir.path())).unwrap().unwrap();
    (dir, database)
}

/// A year's games as its file's bytes say, read here without the program's reader: the
/// header's count, then for each record the tournament, both players, black's discs and the
/// moves (row-column bytes, 0 after the last).
struct RawGame {
    tournament: u16,
    players: [u16; 2],
    black_discs: u8,
    theoretical: u8,
    moves: Vec<Square>,
}

fn raw_games() -> Vec<RawGame> {
    let mut games = Vec::new();
    for year in 1977..=1980 {
        let bytes = std::fs::read(format!("{WTHOR}/WTH_{year}.wtb")).unwrap();
        let count = u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
        assert_eq!(bytes.len(), 16 + 68 * count);
        for record in bytes[16..].chunks(68) {
            let word = |at: usize| u16::from_le_bytes([record[at], record[at + 1]]);
            let moves = record[8..]
                .iter()
                .take_while(|&&b| b != 0)
                .map(|&b| format!("{}{}", char::from(b'a' + b % 10 - 1), b / 10).parse().unwrap())
                .collect();
            games.push(RawGame {
                tournament: word(0),
                players: [word(2), word(4)],
                black_discs: record[6],
                theoretical: record[7],
                moves,
            });
        }
    }
    games
}

/// The names of a WTHOR names file, read here: fixed-width, NUL-padded.
fn raw_names(file: &str, width: usize) -> Vec<String> {
    let bytes = std::fs::read(format!("{WTHOR}/{file}")).unwrap();
    bytes[16..]
        .chunks(width)
        .map(|name| {
            name.split(|&b| b == 0).next().unwrap().iter().map(|&b| char::from(b)).collect::<String>()
        })
        .map(|name| name.trim().to_string())
        .collect()
}

#[test]
fn imported_years_hold_the_games_players_and_tournaments_their_files_say() {
    let (_dir, database) = imported();
    let raw = raw_games();
    assert_eq!(database.games().len(), raw.len());
    assert!(raw.len() > 150, "four years of games");
    let players = raw_names("WTHOR.JOU", 20);
    let tournaments = raw_names("WTHOR.TRN", 26);
    let player_names: BTreeSet<&str> =
        raw.iter().flat_map(|g| g.players).map(|n| players[usize::from(n)].as_str()).collect();
    let tournament_names: BTreeSet<&str> =
        raw.iter().map(|g| tournaments[usize::from(g.tournament)].as_str()).collect();
    assert_eq!(database.players().iter().map(String::as_str).collect::<BTreeSet<_>>(), player_names);
    assert_eq!(database.tournaments().iter().map(String::as_str).collect::<BTreeSet<_>>(), tournament_names);
    for (number, raw) in raw.iter().enumerate() {
        let game = database.game(number as u32).unwrap().unwrap();
        assert_eq!(game.moves, raw.moves, "game {number}");
        assert_eq!((game.meta.black_discs, game.meta.theoretical), (raw.black_discs, Some(raw.theoretical)));
        assert_eq!(database.player(game.meta.black), players[usize::from(raw.players[0])]);
        assert_eq!(database.player(game.meta.white), players[usize::from(raw.players[1])]);
        assert_eq!(database.tournament(game.meta.tournament), tournaments[usize::from(raw.tournament)]);
    }
}

/// The image of `position` under `symmetry`, square by square.
fn image(position: Position, symmetry: usize) -> Position {
    let turn = |bits: u64| {
        (0..64u8)
            .filter(|&s| bits >> s & 1 == 1)
            .fold(0u64, |image, s| image | 1 << othello::engine::symmetry::square(symmetry, s))
    };
    Position::new(
        othello::engine::bitboard::Bitboard(turn(position.player().0)),
        othello::engine::bitboard::Bitboard(turn(position.opponent().0)),
    )
    .unwrap()
}

/// A move's name up to the symmetries that leave `position` as it is: the least square of its
/// images under them (so that moves that are the same move count together).
fn orbit(position: Position, square: Square) -> u8 {
    (0..8)
        .filter(|&s| image(position, s) == position)
        .map(|s| symmetry::square(s, square.index() as u8))
        .min()
        .unwrap()
}

type Tally = BTreeMap<u8, (u32, u32, u32, u32, i64)>;

/// Counted here over every game and every position in it, by comparing it with the query's
/// eight images: the moves played from `query` with their games, wins, draws, losses and margins.
fn direct_count((query, to_move): (Position, Color), games: &[RawGame]) -> Tally {
    let images: Vec<Position> = (0..8).map(|s| image(query, s)).collect();
    let mut tally = Tally::new();
    for game in games {
        let (mut position, mut color) = (Position::START, Color::Black);
        for &square in &game.moves {
            if !position.can_move() {
                position = position.pass();
                color = !color;
            }
            // The game's position is the query's image under `s`: its move, turned back.
            if let Some(s) = (0..8).find(|&s| images[s] == position && color == to_move) {
                let back = (0..8)
                    .find(|&b| (0..64).all(|x| symmetry::square(b, symmetry::square(s, x)) == x))
                    .unwrap();
                let played = Square::from_index(symmetry::square(back, square.index() as u8)).unwrap();
                let entry = tally.entry(orbit(query, played)).or_default();
                let margin = 2 * i64::from(game.black_discs) - 64;
                entry.0 += 1;
                match margin.signum() {
                    1 => entry.1 += 1,
                    0 => entry.2 += 1,
                    _ => entry.3 += 1,
                }
                entry.4 += margin;
            }
            position = position.play(square);
            color = !color;
        }
    }
    tally
}

fn explored(database: &Database, (query, to_move): (Position, Color), filter: &Filter) -> Tally {
    database
        .explore(query, to_move, filter)
        .unwrap()
        .iter()
        .map(|s| {
            let square = s.square.unwrap();
            assert!(query.legal_moves().contains(square), "{square} is legal where asked");
            (orbit(query, square), (s.games, s.black_wins, s.draws, s.black_losses, s.margin_sum))
        })
        .collect()
}

#[test]
fn a_positions_statistics_equal_a_direct_count_over_the_games_under_every_symmetry() {
    let (_dir, database) = imported();
    let raw = raw_games();
    let mut queries = vec![(Position::START, Color::Black)];
    // Positions along a few games, at several depths.
    for game in raw.iter().step_by(37) {
        let (mut position, mut color) = (Position::START, Color::Black);
        for (ply, &square) in game.moves.iter().enumerate() {
            if !position.can_move() {
                position = position.pass();
                color = !color;
            }
            if [1, 2, 3, 6, 12, 25, 40].contains(&ply) {
                queries.push((position, color));
            }
            position = position.play(square);
            color = !color;
        }
    }
    assert!(queries.len() > 20);
    let everything = Filter::default();
    for query in queries {
        let expected = direct_count(query, &raw);
        assert!(!expected.is_empty());
        for s in 0..8 {
            let turned = (image(query.0, s), query.1);
            assert_eq!(explored(&database, turned, &everything), direct_count(turned, &raw));
        }
        // The same discs with the other colour to move are another position.
        let other = (query.0, !query.1);
        assert_eq!(explored(&database, other, &everything), direct_count(other, &raw));
        assert_eq!(explored(&database, query, &everything), expected);
        let games: u32 = expected.values().map(|t| t.0).sum();
        assert_eq!(database.matching(Some(query), &everything).unwrap().len() as u32, games);
    }
    // The start: every game, and its first moves are one move under the symmetries.
    let start = explored(&database, (Position::START, Color::Black), &everything);
    assert_eq!(start.len(), 1);
    assert_eq!(start.values().next().unwrap().0 as usize, raw.len());
}

#[test]
fn every_position_of_every_game_is_found_with_the_move_played_there() {
    let (_dir, database) = imported();
    for (number, game) in raw_games().iter().enumerate() {
        let (mut position, mut color) = (Position::START, Color::Black);
        for &square in &game.moves {
            if !position.can_move() {
                position = position.pass();
                color = !color;
            }
            let found = database.occurrences(position, color).unwrap();
            // This game among them, its move turned onto the position as asked (a move the
            // same as it under the position's own symmetries).
            assert!(
                found
                    .iter()
                    .any(|o| o.game == number as u32 && orbit(position, o.next) == orbit(position, square)),
                "game {number}"
            );
            position = position.play(square);
            color = !color;
        }
    }
}

#[test]
fn after_a_pass_the_other_colour_is_to_move_in_the_index() {
    let (_dir, database) = imported();
    let raw = raw_games();
    let everything = Filter::default();
    let mut checked = 0;
    for (number, game) in raw.iter().enumerate() {
        let (mut position, mut color) = (Position::START, Color::Black);
        for &square in &game.moves {
            if !position.can_move() {
                position = position.pass();
                color = !color;
                // Right after the pass: this game is found with the colour that moves on.
                let found = database.matching(Some((position, color)), &everything).unwrap();
                assert!(found.contains(&(number as u32)), "game {number}");
                let other = database.matching(Some((position, !color)), &everything).unwrap();
                assert!(!other.contains(&(number as u32)), "game {number}");
                checked += 1;
            }
            position = position.play(square);
            color = !color;
        }
    }
    assert!(checked >= 5, "{checked} passes");
}

#[test]
fn filters_count_the_games_of_a_player_and_of_years() {
    let (_dir, database) = imported();
    let raw = raw_games();
    let players = raw_names("WTHOR.JOU", 20);
    // The player of the most games, by part of their name in another case.
    let mut counts = BTreeMap::new();
    for game in &raw {
        let names: BTreeSet<&String> = game.players.iter().map(|&n| &players[usize::from(n)]).collect();
        for name in names.into_iter().filter(|name| name.chars().any(char::is_alphabetic)) {
            *counts.entry(name.clone()).or_insert(0) += 1;
        }
    }
    let (name, games) = counts.iter().max_by_key(|(_, n)| **n).unwrap();
    let part = name[..name.len().min(5)].to_uppercase();
    let filter = Filter { players: vec![part.clone()], ..Filter::default() };
    let with_part = raw
        .iter()
        .filter(|g| g.players.iter().any(|&n| players[usize::from(n)].to_uppercase().contains(&part)))
        .count();
    assert!(with_part >= *games, "{name:?} {part:?} {with_part} {games}");
    assert_eq!(database.matching(None, &filter).unwrap().len(), with_part);
    let start = database.explore(Position::START, Color::Black, &filter).unwrap();
    assert_eq!(start.iter().map(|s| s.games as usize).sum::<usize>(), with_part);
    // Two names: the games between them, counted here from the files.
    let first = &raw[0];
    let [black, white] = first.players.map(|n| players[usize::from(n)].to_lowercase());
    let between = raw
        .iter()
        .filter(|g| {
            let names = g.players.map(|n| players[usize::from(n)].to_lowercase());
            [&black, &white].iter().all(|wanted| names.iter().any(|name| name.contains(wanted.as_str())))
        })
        .count();
    assert!(between >= 1);
    let both = Filter { players: vec![black.clone(), white.clone()], ..Filter::default() };
    assert_eq!(database.matching(None, &both).unwrap().len(), between);
    let one = Filter { players: vec![black.clone()], ..Filter::default() };
    assert!(database.matching(None, &one).unwrap().len() > between, "one name: more games");
    let years = Filter { from_year: Some(1978), to_year: Some(1979), ..Filter::default() };
    let expected: usize = [1978, 1979]
        .iter()
        .map(|year| std::fs::read(format!("{WTHOR}/WTH_{year}.wtb")).unwrap().len() / 68)
        .sum();
    assert_eq!(database.matching(None, &years).unwrap().len(), expected);
}

#[test]
fn a_bad_file_is_refused_by_name_and_the_database_left_as_it_was() {
    let (dir, _) = imported();
    let path = db::path(dir.path());
    let before = std::fs::read(&path).unwrap();
    let bad = tempfile::tempdir().unwrap();
    for name in ["WTHOR.JOU", "WTHOR.TRN"] {
        std::fs::copy(format!("{WTHOR}/{name}"), bad.path().join(name)).unwrap();
    }
    let mut cut = std::fs::read(format!("{WTHOR}/WTH_1980.wtb")).unwrap();
    cut.truncate(cut.len() - 30);
    std::fs::write(bad.path().join("WTH_1981.wtb"), &cut).unwrap();
    std::fs::write(bad.path().join("notes.txt"), "not a game at all\n").unwrap();
    let mut illegal = std::fs::read(format!("{WTHOR}/WTH_1977.wtb")).unwrap();
    illegal[16 + 8] = 11; // a1 as the first move
    std::fs::write(bad.path().join("WTH_1982.wtb"), &illegal).unwrap();
    for (file, why) in [
        ("WTH_1981.wtb", "the header announces"),
        ("notes.txt", "not GGF"),
        ("WTH_1982.wtb", "game 1: move 1 is not a legal move"),
    ] {
        let error = db::import(&path, &[PathBuf::from(WTHOR), bad.path().join(file)], None).unwrap_err();
        assert!(matches!(error.kind, DbErrorKind::Source(_)), "{error}");
        let error = error.to_string();
        assert!(error.contains(file) && error.contains(why), "{error}");
        assert_eq!(std::fs::read(&path).unwrap(), before, "{file}");
    }
    // The names files given with the games (as `WTHOR/*` gives them) are read as their names.
    let given = tempfile::tempdir().unwrap();
    let files: Vec<PathBuf> =
        ["WTH_1977.wtb", "WTHOR.JOU", "WTHOR.TRN"].iter().map(|f| PathBuf::from(WTHOR).join(f)).collect();
    let report = db::import(&db::path(given.path()), &files, None).unwrap();
    assert_eq!(report.games, std::fs::read(&files[0]).unwrap().len() / 68);
    // A player without a name goes by their number.
    let blank = tempfile::tempdir().unwrap();
    std::fs::copy(&files[0], blank.path().join("WTH_1977.wtb")).unwrap();
    std::fs::copy(&files[2], blank.path().join("WTHOR.TRN")).unwrap();
    let mut names = std::fs::read(&files[1]).unwrap();
    names[16..].fill(0);
    std::fs::write(blank.path().join("WTHOR.JOU"), names).unwrap();
    db::import(&db::path(blank.path()), &[blank.path().to_path_buf()], None).unwrap();
    let nameless = Database::open(&db::path(blank.path())).unwrap().unwrap();
    let first = nameless.game(0).unwrap().unwrap();
    assert_eq!(nameless.player(first.meta.black), format!("#{}", raw_games()[0].players[0]));
    // Games without the names beside them are refused too.
    let lone = tempfile::tempdir().unwrap();
    std::fs::copy(format!("{WTHOR}/WTH_1977.wtb"), lone.path().join("WTH_1977.wtb")).unwrap();
    let error = db::import(&path, &[lone.path().to_path_buf()], None).unwrap_err().to_string();
    assert!(error.contains("WTHOR.JOU"), "{error}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    // While another import holds the lock, an import is refused and changes nothing.
    let held = std::fs::File::create(dir.path().join("games.db.lock")).unwrap();
    held.try_lock().unwrap();
    let error = db::import(&path, &[PathBuf::from(WTHOR)], None).unwrap_err();
    assert!(matches!(error.kind, DbErrorKind::ImportRunning), "{error}");
    assert!(error.to_string().contains("another othello db import"), "{error}");
    drop(held);
    assert_eq!(std::fs::read(&path).unwrap(), before);
    // A damaged database is refused when opened, and an import over it refused too.
    let mut damaged = before.clone();
    damaged[100] ^= 0x55;
    std::fs::write(&path, &damaged).unwrap();
    let error = Database::open(&path).unwrap_err();
    assert!(error.is_damage() && error.to_string().contains("damaged"), "{error}");
    assert!(db::import(&path, &[PathBuf::from(WTHOR)], None).is_err());
    assert_eq!(std::fs::read(&path).unwrap(), damaged);
    std::fs::write(&path, &before[..before.len() - 5]).unwrap();
    assert!(Database::open(&path).unwrap_err().to_string().contains("length"));
    std::fs::write(&path, b"OTHELLDB and nothing else of one").unwrap();
    assert!(Database::open(&path).is_err());
    // No database is not an error; a path that cannot be one is.
    assert!(Database::open(&dir.path().join("none.db")).unwrap().is_none());
    let error = Database::open(&path.join("games.db")).unwrap_err();
    assert!(matches!(error.kind, DbErrorKind::Io(_)) && error.to_string().contains("games.db"), "{error}");
}

#[test]
fn a_game_imported_twice_is_kept_once_and_ggf_and_library_games_join_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = db::path(dir.path());
    let first = db::import(&path, &[PathBuf::from(WTHOR)], None).unwrap();
    let again = db::import(&path, &[PathBuf::from(WTHOR)], None).unwrap();
    assert_eq!((again.added, again.duplicates, again.games), (0, first.games, first.games));
    // A finished game of the library and an unfinished one; a GGF archive of a finished game.
    let library = Library::new(dir.path());
    std::fs::create_dir_all(library.folder()).unwrap();
    let mut finished = Game::new(Rules::default());
    let transcript = "F5D6C5F4E3C6D3F6E6D7G4G3G6H3G5H4E7F7H5H6E8F3C4C7D8C8B8B4B6B5A4A5A6E2A3D2D1C1B1C2C3B2F2F1A1B3E1A2G1G2H1H2H7G7H8B7A8A7F8G8";
    finished.play_transcript(transcript).unwrap();
    assert!(finished.is_over());
    let named = |black: &str, white: &str| {
        othello::engine::color::ByColor::new(
            Player::person(Some(black.to_string())),
            Player::person(Some(white.to_string())),
        )
    };
    store::save(&library.folder().join("done.json"), &SavedGame::new(finished.clone(), named("Ann", "Ben")))
        .unwrap();
    let mut unfinished = Game::new(Rules::default());
    unfinished.play_transcript("f5d6").unwrap();
    store::save(&library.folder().join("open.json"), &SavedGame::new(unfinished, named("Ann", "Ben")))
        .unwrap();
    let archive = dir.path().join("archive.ggf");
    let ggf = store::ggf::write(&SavedGame::new(finished, named("Cy", "Di")));
    // Undated, as GGS archives may be.
    let at = ggf.find("DT[").unwrap();
    let undated = format!("{}{}", &ggf[..at], &ggf[at + ggf[at..].find(']').unwrap() + 1..]);
    std::fs::write(&archive, format!("1 {}\n", undated.trim())).unwrap();
    let more = db::import(&path, &[archive], Some(&library)).unwrap();
    assert_eq!((more.added, more.not_from_start_or_unfinished, more.games), (2, 1, first.games + 2));
    let database = Database::open(&path).unwrap().unwrap();
    let ours = Filter { players: vec!["ann".into()], ..Filter::default() };
    let found = database.matching(None, &ours).unwrap();
    assert_eq!(found.len(), 1);
    let game = database.game(found[0]).unwrap().unwrap();
    assert_eq!(database.tournament(game.meta.tournament), db::LIBRARY);
    assert_eq!((game.meta.black_discs, game.meta.margin()), (35, 6), "35-29 with the empties to the winner");
    let from_ggf =
        database.matching(None, &Filter { tournament: Some("archive".into()), ..Filter::default() });
    let from_ggf = from_ggf.unwrap();
    assert_eq!(from_ggf.len(), 1);
    // Opened as a game: the players, the moves, where it came from and its year where it has
    // one, and never a date of start made up from the year.
    let undated = database.saved_game(from_ggf[0]).unwrap().unwrap();
    assert_eq!((undated.started, undated.game.transcript().to_uppercase()), (None, transcript.to_string()));
    assert_eq!(undated.players[Color::Black].name.as_deref(), Some("Cy"));
    let first = database.saved_game(0).unwrap().unwrap();
    assert_eq!(first.started, None);
    let played_at = first.played_at.unwrap();
    assert_eq!(played_at.year, Some(1977));
    assert_eq!(played_at.tournament.as_deref(), Some(database.tournament(database.games()[0].tournament)));
}

fn othello_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--threads", "1", "--data-dir", dir.to_str().unwrap()])
        .args(args)
        .output()
        .expect("othello runs")
}

fn json(output: &Output) -> serde_json::Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn the_command_line_imports_lists_explores_and_opens_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let none = othello_in(dir.path(), &["db", "explore"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&none.stderr).contains("othello db import"));
    let imported = othello_in(dir.path(), &["db", "import", WTHOR]);
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    let said = String::from_utf8_lossy(&imported.stdout).to_string();
    let raw = raw_games();
    assert!(said.contains(&format!("Imported {} games", raw.len())), "{said}");

    let explored = json(&othello_in(dir.path(), &["db", "explore", "--moves", "f5d6", "--format", "json"]));
    let moves = explored["moves"].as_array().unwrap();
    let total: u64 = moves.iter().map(|m| m["games"].as_u64().unwrap()).sum();
    assert_eq!(explored["matching"].as_u64(), Some(total));
    let after = Game::new(Rules::default());
    let mut after = after;
    after.play_transcript("f5d6").unwrap();
    let query = Position::from_board(after.board(), Color::Black).unwrap();
    assert_eq!(total as u32, direct_count((query, Color::Black), &raw).values().map(|t| t.0).sum::<u32>());
    let counted = direct_count((query, Color::Black), &raw);
    for m in moves {
        // Every move valued: the book's where it has it (with the depth of its search), else a
        // search.
        assert!(m["value"].is_i64(), "{m}");
        let book_move = othello::search::Book::shipped()
            .moves(query)
            .into_iter()
            .find(|b| b.square.to_string() == m["square"].as_str().unwrap());
        match book_move {
            Some(b) => {
                assert_eq!(
                    (m["value_from"].as_str(), m["value_depth"].as_u64()),
                    (Some("book"), Some(u64::from(b.depth)))
                )
            }
            None => assert_eq!((m["value_from"].as_str(), m["value_depth"].as_u64()), (Some("engine"), None)),
        }
        let square: Square = m["square"].as_str().unwrap().parse().unwrap();
        let (games, .., margins) = counted[&orbit(query, square)];
        let mean = m["black_mean_margin"].as_f64().unwrap();
        assert!((mean - margins as f64 / f64::from(games)).abs() < 0.006, "{m}");
        let wdl = ["black_wins", "draws", "black_losses"].iter().map(|k| m[k].as_u64().unwrap()).sum::<u64>();
        assert_eq!(wdl, m["games"].as_u64().unwrap());
    }
    let text = othello_in(dir.path(), &["db", "explore", "--moves", "f5d6", "--no-engine"]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("Black won"));

    let listed = json(&othello_in(
        dir.path(),
        &["db", "games", "--from", "1980", "--limit", "3", "--moves", "f5", "--format", "json"],
    ));
    let shown = listed["shown"].as_array().unwrap();
    assert_eq!(shown.len(), 3);
    assert!(shown.iter().all(|g| g["year"] == 1980));
    // --player twice: the games between the two.
    let (black, white) = (shown[0]["black"].as_str().unwrap(), shown[0]["white"].as_str().unwrap());
    let between = json(&othello_in(
        dir.path(),
        &["db", "games", "--player", black, "--player", white, "--limit", "0", "--format", "json"],
    ));
    let between = between["shown"].as_array().unwrap();
    assert!(!between.is_empty());
    for game in between {
        let names = [game["black"].as_str().unwrap(), game["white"].as_str().unwrap()];
        assert!([black, white].iter().all(|wanted| names.iter().any(|name| name.contains(wanted))), "{game}");
    }
    let reference = shown[0]["game"].as_str().unwrap();
    let opened = othello_in(dir.path(), &["show", reference, "--format", "transcript"]);
    assert_eq!(String::from_utf8_lossy(&opened.stdout).trim(), shown[0]["moves"].as_str().unwrap());
    let reviewed = othello_in(dir.path(), &["analyze", reference, "--level", "1", "--format", "json"]);
    assert!(reviewed.status.success(), "{}", String::from_utf8_lossy(&reviewed.stderr));

    for (args, words) in [
        (vec!["show", "db:0"], "not a game of the database"),
        (vec!["show", "db:x"], "not a game of the database"),
        (vec!["show", "db:99999"], "no game 99999"),
        (vec!["db", "import", "/nonexistent/wthor"], "/nonexistent/wthor"),
        (vec!["db", "explore", "--moves", "a1"], "--moves"),
    ] {
        let output = othello_in(dir.path(), &args);
        let message = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
        assert!(message.contains(words), "{args:?}: {message}");
    }
}

#[test]
fn garbage_and_damaged_files_are_refused_or_read_never_a_panic_and_real_ggf_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = db::path(dir.path());
    // The samples real programs write: read (the unfinished games left out, as they say).
    let report = db::import(&path, &[PathBuf::from("tests/data/ggf")], None).unwrap();
    assert_eq!(report.added + report.not_from_start_or_unfinished, 4, "{report:?}");
    let mut games = report.games;
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let wthor = std::fs::read(format!("{WTHOR}/WTH_1977.wtb")).unwrap();
    let ggf = std::fs::read("tests/data/ggf/ggs-archive-line.ggf").unwrap();
    let folder = tempfile::tempdir().unwrap();
    for name in ["WTHOR.JOU", "WTHOR.TRN"] {
        std::fs::copy(format!("{WTHOR}/{name}"), folder.path().join(name)).unwrap();
    }
    for round in 0..300 {
        // Random bytes, or a real file with bytes changed, cut or repeated.
        let (name, bytes) = match round % 3 {
            0 => ("x.ggf", (0..next() % 400).map(|_| next() as u8).collect::<Vec<u8>>()),
            1 => {
                let mut bytes = wthor.clone();
                for _ in 0..1 + next() % 4 {
                    let at = (next() as usize) % bytes.len();
                    bytes[at] = next() as u8;
                }
                bytes.truncate(bytes.len() - (next() as usize % 3) * (next() as usize % 70));
                ("WTH_1999.wtb", bytes)
            }
            _ => {
                let mut bytes = ggf.clone();
                let at = (next() as usize) % bytes.len();
                bytes[at] = b"[];()/ \n\xff"[(next() % 9) as usize];
                ("y.ggf", bytes)
            }
        };
        let file = folder.path().join(name);
        std::fs::write(&file, &bytes).unwrap();
        match db::import(&path, &[file], None) {
            Ok(_) => {
                // Whatever was taken is legal games, and the database reads back.
                let database = Database::open(&path).unwrap().unwrap();
                assert_eq!(database.all_games().unwrap().len(), database.games().len());
                assert!(database.games().len() >= games, "an import never loses games");
                games = database.games().len();
            }
            Err(why) => {
                assert!(why.to_string().contains(name), "{why}");
                assert_eq!(Database::open(&path).unwrap().unwrap().games().len(), games, "left as it was");
            }
        }
    }
}

/// The files of the library of `data_dir`.
fn library_files(data_dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(data_dir.join("games"))
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "json"))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn a_database_game_is_looked_through_without_a_library_file_and_is_the_player_s_once_played_on() {
    use crate::common::app::{Session, settings};
    use othello::store::GameIdentity;
    use othello::tui::{Action, Storage};
    let (dir, database) = imported();
    let saved = database.saved_game(0).unwrap().unwrap();
    let recorded = saved.game.transcript();
    let played_at = saved.played_at.clone().unwrap();
    let mut s =
        Session::with_players(saved.game.clone(), saved.players.clone(), settings(Some(dir.path().into())));
    s.storage = Some(
        Storage::new(
            Library::new(dir.path()),
            GameIdentity { started: None, ..GameIdentity::new(None) },
            None,
        )
        .of_a_record(recorded.clone(), played_at.clone()),
    );
    // Looked through: paused, moves taken back, left: no file.
    s.act(Action::Pause);
    s.act(Action::Pause);
    for _ in 0..20 {
        s.act(Action::Undo);
    }
    s.act(Action::Redo);
    s.act(Action::Stop);
    assert!(library_files(dir.path()).is_empty(), "{:?}", library_files(dir.path()));
    assert_eq!(s.app.library_id(), None);

    // Played on from move 20 with a move the record does not have: one game of the player's,
    // begun now, not dated in the tournament's year nor said to be the tournament's.
    let mut s =
        Session::with_players(saved.game.clone(), saved.players.clone(), settings(Some(dir.path().into())));
    s.storage = Some(
        Storage::new(
            Library::new(dir.path()),
            GameIdentity { started: None, ..GameIdentity::new(None) },
            None,
        )
        .of_a_record(recorded.clone(), played_at),
    );
    let mut at = saved.game.clone();
    let mut taken = 0;
    while at.plies().len() > 20 {
        at.undo().unwrap();
        taken += 1;
    }
    for _ in 0..taken {
        s.act(Action::Undo);
    }
    let other = at.legal_moves().squares().find(|&m| !recorded[40..].starts_with(&m.to_string())).unwrap();
    s.type_square(&other.to_string());
    s.act(Action::Stop);
    let files = library_files(dir.path());
    assert_eq!(files.len(), 1, "{files:?}");
    let kept = store::load(&files[0]).unwrap();
    assert_eq!(kept.game.transcript(), format!("{}{other}", &recorded[..40]));
    assert_eq!(kept.played_at, None);
    let started = kept.started.unwrap();
    assert!(jiff::Timestamp::now().duration_since(started).as_secs() < 60, "begun now: {started}");
}

#[test]
fn a_database_game_keeps_its_tournament_and_year_in_every_export() {
    let dir = tempfile::tempdir().unwrap();
    let imported = othello_in(dir.path(), &["db", "import", WTHOR]);
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    let database = Database::open(&db::path(dir.path())).unwrap().unwrap();
    let meta = database.games()[0];
    let tournament = database.tournament(meta.tournament).to_string();
    assert!(!tournament.is_empty() && meta.year == 1977);

    let ggf = String::from_utf8(othello_in(dir.path(), &["show", "db:1", "--format", "ggf"]).stdout).unwrap();
    assert!(ggf.contains(&format!("PC[{tournament}, 1977]")), "{ggf}");
    assert!(!ggf.contains("DT["), "no day or hour made up: {ggf}");
    let shown = json(&othello_in(dir.path(), &["show", "db:1", "--format", "json"]));
    assert_eq!(shown["played_at"], serde_json::json!({ "tournament": tournament, "year": 1977 }));
    let text = String::from_utf8(othello_in(dir.path(), &["show", "db:1"]).stdout).unwrap();
    assert!(text.contains(&format!("Played at: {tournament}, 1977")), "{text}");

    // Saved as JSON and read back, it keeps both; a save without them (every older one) reads.
    let saved = database.saved_game(0).unwrap().unwrap();
    let text = store::to_json(&saved);
    assert!(!text.contains("\"started\": \"1977"), "{text}");
    let read = store::from_json(&text).unwrap();
    assert_eq!(read.played_at, saved.played_at);
    assert_eq!(read.started, None);
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value.as_object_mut().unwrap().remove("played_at");
    assert_eq!(store::from_json(&value.to_string()).unwrap().played_at, None);
}
