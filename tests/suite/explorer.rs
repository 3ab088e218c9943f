//! The opening explorer in the game: `%` shows what the games database holds of the position on
//! the board (in play, in the review, in the editor), follows the board as it changes, and says
//! so when there is no database; in the real binary, each value says which search gave it.

use std::path::PathBuf;

use crate::common::app::{Session, screen};
use othello::engine::color::Color;
use othello::engine::position::Position;
use othello::store::db::{self, Database, Filter};
use othello::tui::{Action, Effect, Explored};

fn with_database() -> (tempfile::TempDir, Session) {
    let dir = tempfile::tempdir().unwrap();
    db::import(&db::path(dir.path()), &[PathBuf::from("tests/data/wthor")], None).unwrap();
    let session = Session::saving_in(None, dir.path());
    (dir, session)
}

/// What the database itself says of `position`.
fn expected(dir: &std::path::Path, at: (Position, Color)) -> Explored {
    expected_of(dir, at, &Filter::default())
}

/// What the database itself says of `position`, in the games `filter` lets through.
fn expected_of(dir: &std::path::Path, (position, to_move): (Position, Color), filter: &Filter) -> Explored {
    let database = Database::open(&db::path(dir)).unwrap().unwrap();
    let moves = database.explore(position, to_move, filter).unwrap();
    Explored { games: moves.iter().map(|m| m.games).sum(), total: database.count(filter), moves }
}

fn shown(session: &Session) -> Explored {
    session.app.explorer().found.clone().expect("answered").expect("a database")
}

fn asked(session: &Session) -> usize {
    session.effects.iter().filter(|e| matches!(e, Effect::Explore(..))).count()
}

#[test]
fn the_explorer_follows_the_board_in_play_in_the_review_and_in_the_editor() {
    let (dir, mut session) = with_database();
    session.type_moves("f5d6");
    assert_eq!(asked(&session), 0, "not asked while hidden");
    session.act(Action::Explorer);
    let after_two = session.app.shown_position().unwrap();
    assert_eq!(shown(&session), expected(dir.path(), after_two));
    assert!(shown(&session).games > 0 && shown(&session).moves.len() > 1);
    let text = screen(&session, 100, 32);
    assert!(text.contains("Games database"), "{text}");
    let first = shown(&session).moves[0];
    let line = format!("{:<4}", first.square.unwrap().to_string());
    assert!(text.lines().any(|l| l.contains(&line) && l.contains('%')), "{text}");
    // Black's shares of wins, draws and losses, in percent.
    let share = |count: u32| (100.0 * f64::from(count) / f64::from(first.games)).round();
    let results =
        format!("{:>3}/{:>2}/{:>3}%", share(first.black_wins), share(first.draws), share(first.black_losses));
    assert!(text.lines().any(|l| l.contains(&line) && l.contains(&results)), "{results} in\n{text}");
    // A move: the new position is asked about, once.
    session.type_square("c3");
    assert_eq!(asked(&session), 2);
    let after_three = session.app.shown_position().unwrap();
    assert_ne!(after_three, after_two);
    assert_eq!(shown(&session), expected(dir.path(), after_three));
    session.act(Action::Cursor(othello::tui::Direction::Left));
    assert_eq!(asked(&session), 2, "the same position is not asked again");
    // The review's step: it opens on the last move, from the position before it.
    session.act(Action::Review);
    assert_eq!(session.app.shown_position(), Some(after_two));
    assert_eq!(shown(&session), expected(dir.path(), after_two));
    session.act(Action::Step(-1));
    let after_one = session.app.shown_position().unwrap();
    assert_eq!((after_one.0.legal_moves().count(), after_one.1), (3, Color::White), "after f5");
    assert_eq!(shown(&session), expected(dir.path(), after_one));
    session.act(Action::Step(-60));
    assert_eq!(shown(&session).games as usize, shown(&session).total, "every game starts there");
    session.act(Action::Review);
    // The editor's board, the side to move as set.
    session.act(Action::EditBoard);
    session.act(Action::EditStandard);
    session.act(Action::EditSide(Color::White));
    let white_first = session.app.shown_position().unwrap();
    assert_eq!(shown(&session), expected(dir.path(), white_first));
    assert_eq!(shown(&session).games, 0, "no game starts with white to move");
    // The same discs, black to move: every game.
    session.act(Action::EditSide(Color::Black));
    assert_eq!(shown(&session).games as usize, shown(&session).total);
    session.act(Action::EditSide(Color::White));
    assert!(screen(&session, 100, 32).contains("None of the"));
    // Hidden again: nothing more is asked.
    session.act(Action::Explorer);
    let before = asked(&session);
    session.act(Action::EditSide(Color::Black));
    assert_eq!(asked(&session), before);
    assert!(!screen(&session, 100, 32).contains("Games database"));
}

#[test]
fn without_a_database_the_explorer_says_how_to_make_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::saving_in(None, dir.path());
    session.act(Action::Explorer);
    let why = session.app.explorer().found.clone().unwrap().unwrap_err();
    let folder = othello::text::printable(&dir.path().display().to_string());
    assert_eq!(why, othello::tui::Unanswered::NoDatabase { folder });
    assert!(why.said(othello::i18n::Language::En).contains("othello db import"), "{why:?}");
    // Said in the player's language, as the panel's other words are.
    let dutch = why.said(othello::i18n::Language::Nl);
    assert!(
        dutch.starts_with("nog geen partijendatabase in ") && dutch.contains("othello db import"),
        "{dutch}"
    );
    let text = screen(&session, 80, 24);
    assert!(text.contains("othello db import"), "{text}");
    // Imported meanwhile: the next position finds it.
    db::import(&db::path(dir.path()), &[PathBuf::from("tests/data/wthor")], None).unwrap();
    session.type_square("f5");
    assert!(session.app.explorer().found.clone().unwrap().is_ok());
}

#[test]
fn an_answer_for_a_position_left_behind_is_not_shown() {
    let (_dir, mut session) = with_database();
    session.act(Action::Explorer);
    let start = session.app.shown_position().unwrap();
    session.type_square("f5");
    let stale = Explored { games: 1, total: 1, moves: Vec::new() };
    session.act(Action::Explored { position: start, found: Ok(stale.clone()) });
    assert_ne!(session.app.explorer().found.clone().unwrap().unwrap(), stale);
}

#[test]
fn the_explorer_counts_the_games_of_the_players_and_years_typed() {
    let (dir, mut session) = with_database();
    session.type_moves("f5d6");
    // Typed in its box: a part of a name and years; the explorer comes on.
    session.act(Action::ExplorerFilter);
    assert!(matches!(session.app.mode(), othello::tui::Mode::ExplorerFilter { .. }));
    assert!(screen(&session, 80, 24).contains("Explorer filter"));
    session.type_name("a 1978-1979");
    session.act(Action::Submit);
    assert_eq!(*session.app.mode(), othello::tui::Mode::Playing, "back to the game");
    let filter =
        Filter { players: vec!["a".into()], from_year: Some(1978), to_year: Some(1979), ..Filter::default() };
    assert_eq!(session.app.explorer().filter, filter);
    let here = session.app.shown_position().unwrap();
    let filtered = expected_of(dir.path(), here, &filter);
    assert_eq!(shown(&session), filtered);
    let all = expected(dir.path(), here);
    assert!(0 < filtered.games && filtered.games < all.games, "{} of {}", filtered.games, all.games);
    assert!(screen(&session, 100, 32).contains("Games database (%): a 1978-1979"));
    // Out of the games the filter lets through, which all start at the first position.
    let database = Database::open(&db::path(dir.path())).unwrap().unwrap();
    assert!(filtered.total < database.games().len());
    session.act(Action::Review);
    session.act(Action::Step(-60));
    assert_eq!(shown(&session).games as usize, shown(&session).total, "every game it counts starts there");
    assert_eq!(database.matching(None, &filter).unwrap().len(), shown(&session).total);
    session.act(Action::Review);
    let asked_with: Vec<&Filter> = session
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Explore(_, _, filter) => Some(filter),
            _ => None,
        })
        .collect();
    assert_eq!(asked_with.last(), Some(&&filter));
    // The box opens on the filter in force; a bad year is refused and the box stays.
    session.act(Action::ExplorerFilter);
    session.act(Action::EditText(othello::tui::TextEdit::End));
    session.type_name("1985-1980");
    session.act(Action::Submit);
    assert!(session.app.message().unwrap().warning);
    assert!(matches!(session.app.mode(), othello::tui::Mode::ExplorerFilter { .. }));
    assert_eq!(session.app.explorer().filter, filter, "unchanged");
    // Esc leaves it; an empty filter counts every game again, in the review too.
    session.act(Action::Cancel);
    session.act(Action::Review);
    session.act(Action::ExplorerFilter);
    session.type_name("");
    session.act(Action::Submit);
    assert!(session.app.review().is_some(), "back to the review");
    assert_eq!(session.app.explorer().filter, Filter::default());
    assert_eq!(shown(&session), expected(dir.path(), session.app.shown_position().unwrap()));
}

#[test]
fn filters_are_read_as_names_and_years() {
    use othello::tui::parse_filter;
    let filter = parse_filter("  Tastet  Marc 2000- ").unwrap();
    assert_eq!(
        filter,
        Filter { players: vec!["Tastet Marc".into()], from_year: Some(2000), ..Filter::default() }
    );
    assert_eq!(parse_filter("-1999").unwrap(), Filter { to_year: Some(1999), ..Filter::default() });
    assert_eq!(
        parse_filter("1985").unwrap(),
        Filter { from_year: Some(1985), to_year: Some(1985), ..Filter::default() }
    );
    assert_eq!(parse_filter("").unwrap(), Filter::default());
    // Said back as typed, so that the box opens on it.
    for typed in ["tastet 2000-", "1985", "-1999", "a b 1990-2000", ""] {
        assert_eq!(othello::tui::describe_filter(&parse_filter(typed).unwrap()), typed);
    }
    assert!(parse_filter("2001-1999").is_err());
    assert!(parse_filter("99999").is_err());
    assert!(parse_filter("12-").is_err());
}

#[test]
fn a_move_out_of_the_book_takes_the_hints_value_beside_its_games() {
    use othello::play::{Reply, Task};
    use othello::search::{Bound, MoveScore, Score, SearchResult};
    let (_dir, mut session) = with_database();
    session.act(Action::Explorer);
    session.type_square("f5");
    // Along the most played moves until one the games played is not in the book.
    let mut out_of_book = None;
    for _ in 0..30 {
        let book = session.app.book_moves();
        let played: Vec<_> = shown(&session).moves.iter().filter_map(|m| m.square).collect();
        if let Some(&square) = played.iter().find(|&&s| !book.iter().any(|b| b.square == s)) {
            out_of_book = Some(square);
            break;
        }
        let Some(&next) = played.first() else { break };
        session.type_square(&next.to_string());
    }
    let square = out_of_book.expect("a move the games played and the book does not have");
    let row = |session: &Session| -> String {
        let text = screen(session, 100, 32);
        let prefix = format!(" {:<4}", square.to_string());
        text.lines()
            .find(|line| line.contains(&prefix) && line.contains('%'))
            .unwrap_or_else(|| panic!("{square} in the explorer:\n{text}"))
            .to_string()
    };
    assert!(row(&session).trim_end().ends_with('-'), "no value before the hints: {}", row(&session));
    // Hints on: each legal move scored +1, +2, ... in turn; the book's keep the book's value.
    session.act(Action::Hints);
    let request = *session.requests().last().unwrap();
    assert!(matches!(request.task, Task::Analyze(_)));
    let (position, _) = session.app.shown_position().unwrap();
    let moves: Vec<MoveScore> = position
        .legal_moves()
        .into_iter()
        .zip(1..)
        .map(|(s, n)| MoveScore {
            square: s,
            score: Score(100 * n),
            bound: Bound::Exact,
            pv: vec![s],
            verdict: None,
        })
        .collect();
    let hinted = moves.iter().find(|m| m.square == square).expect("a legal move").score.to_string();
    session.act(Action::Engine(Reply::Done {
        id: request.id,
        result: SearchResult {
            best: moves.first().map(|m| m.square),
            score: Score(100),
            depth: 12,
            exact: false,
            probability: None,
            book: false,
            pv: vec![],
            moves,
            nodes: 900,
        },
        elapsed: std::time::Duration::from_millis(9),
    }));
    assert!(row(&session).trim_end().ends_with(&format!(" {hinted} h")), "{hinted}: {}", row(&session));
    assert!(
        screen(&session, 100, 32).contains("Value: b the opening book, h the hints"),
        "the source of each value said:\n{}",
        screen(&session, 100, 32)
    );
    let values = session.app.shown_move_values();
    for book in session.app.book_moves() {
        let shown = values.iter().find(|(s, _)| *s == book.square).map(|(_, v)| v.clone());
        assert_eq!(shown, Some(format!("{} b", book.score)), "the book's value for {}", book.square);
    }
    // In the review, of another position than the hints', none of theirs.
    session.act(Action::Review);
    session.act(Action::Step(-1));
    let (earlier, _) = session.app.shown_position().unwrap();
    assert_ne!(earlier, position);
    let legal: Vec<_> = earlier.legal_moves().into_iter().collect();
    assert!(
        session.app.shown_move_values().iter().all(|(s, _)| legal.contains(s)),
        "only the moves of the position shown: {:?}",
        session.app.shown_move_values()
    );
    // With the shipped book, back to a position of it: the depth of the searches behind its
    // values is said.
    session.app.set_book(std::sync::Arc::new(othello::search::Book::shipped()));
    for _ in 0..60 {
        if !session.app.shown_book_moves().is_empty() {
            break;
        }
        session.act(Action::Step(-1));
    }
    let depths: Vec<u8> = session.app.shown_book_moves().iter().map(|m| m.depth).collect();
    let (low, high) = (depths.iter().min().unwrap(), depths.iter().max().unwrap());
    let plies = if low == high { format!("{high} plies") } else { format!("{low}-{high} plies") };
    let legend = format!("Value: b the opening book ({plies}),");
    assert!(screen(&session, 100, 32).contains(&legend), "{legend}:\n{}", screen(&session, 100, 32));
}

#[test]
fn in_the_real_terminal_each_value_says_whether_the_book_or_the_hints_gave_it() {
    use crate::common::pty::{Options, Pty};
    let dir = tempfile::tempdir().unwrap();
    db::import(&db::path(dir.path()), &[PathBuf::from("tests/data/wthor")], None).unwrap();
    std::fs::write(dir.path().join("settings.json"), r#"{"new_game":{"hint_depth":8}}"#).unwrap();
    let args = ["--hints", "--moves", "f5d6"];
    let mut pty = Pty::start_with(&args, dir.path(), Options { size: (100, 32), ..Options::default() });
    pty.wait_for("Hints (i): depth 8;");
    pty.send("%");
    // In the book: its values, marked b, with the depth of the searches behind them.
    let shown = pty.wait_for("Value: b the opening book (");
    assert!(shown.lines().any(|row| row.contains("% ") && row.trim_end().ends_with(" b")), "{shown}");
    // Twenty moves of db:1, out of the book: its next move, f7, valued by the hints, which say
    // their depth; the value beside its games is the one on the board.
    pty.send("c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3");
    pty.wait_for("20 h3");
    let shown = pty.wait_for("Hints (i): depth 8;");
    assert!(shown.contains("Value: b the opening book, h the hints"), "{shown}");
    let row = shown.lines().find(|row| row.contains(" f7 ") && row.contains("% ")).expect("f7's games");
    let words: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(words[words.len() - 1], "h", "{row}");
    let board_row = shown.lines().find(|row| row.starts_with(" 7 │")).unwrap();
    let f7 = board_row.split('│').nth(6).unwrap().trim().trim_matches(['[', ']']);
    assert_eq!(words[words.len() - 2], f7, "the hints' own number:\n{shown}");
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn a_damaged_database_is_said_with_the_file_it_is() {
    let (dir, mut session) = with_database();
    let path = db::path(dir.path());
    let mut bytes = std::fs::read(&path).unwrap();
    // The index, the file's last and largest part: every query reads some of it.
    let from = bytes.len() * 6 / 10;
    for byte in &mut bytes[from..] {
        *byte ^= 0x5a;
    }
    std::fs::write(&path, bytes).unwrap();
    session.act(Action::Explorer);
    let othello::tui::Unanswered::Failed(why) = session.app.explorer().found.clone().unwrap().unwrap_err()
    else {
        panic!("the database is there")
    };
    assert!(why.contains("games.db") && why.contains("damaged"), "{why}");
}

/// The files of the library of `data_dir`.
fn library_files(data_dir: &std::path::Path) -> Vec<PathBuf> {
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
fn the_games_behind_a_move_are_listed_one_reviewed_read_only_and_leaving_comes_back_where_it_was() {
    use othello::tui::{GamesList, Mode};
    let (dir, mut session) = with_database();
    session.type_moves("f5d6");
    let before = library_files(dir.path());
    session.act(Action::ExplorerGames);
    assert!(session.app.message().unwrap().text.contains("Show the opening explorer first"));
    session.act(Action::Explorer);
    session.act(Action::ExplorerFilter);
    session.type_name("1978-1979");
    session.act(Action::Submit);
    let filter = session.app.explorer().filter.clone();
    session.act(Action::ExplorerGames);
    let list = |session: &Session| match session.app.mode() {
        Mode::Games(list) => (**list).clone(),
        mode => panic!("the list of games, not {mode:?}"),
    };
    // Every game of the filter through the position, as the database counts them.
    let explored = shown(&session);
    let listed = list(&session);
    assert_eq!(listed.rows.len() as u32, explored.games.min(200 * explored.moves.len() as u32));
    assert!(listed.rows.iter().all(|row| (1978..=1979).contains(&row.year)), "the explorer's filter");
    for stats in &explored.moves {
        let square = stats.square.unwrap();
        assert_eq!(listed.moves.iter().find(|(s, _)| *s == square).unwrap().1, stats.games);
    }
    // The second move's games: its share said; the second game of them chosen.
    session.act(Action::ListMove(1));
    session.act(Action::ListMove(1));
    let chosen: GamesList = list(&session);
    let (square, games) = chosen.moves[1];
    assert!(chosen.shown().iter().all(|row| row.next == square));
    let text = screen(&session, 100, 32);
    let share = format!("{square}: {games} games, {:.0}%", chosen.share(square));
    assert!(text.contains(&share), "{share} in\n{text}");
    let first = chosen.shown()[0].clone();
    assert!(text.contains(&format!("db:{}", first.number + 1)) && text.contains(&first.tournament), "{text}");
    assert!(screen(&session, 80, 24).contains(&format!("db:{}", first.number + 1)));
    session.act(Action::ListStep(1));
    let row = list(&session).chosen().unwrap().clone();
    session.act(Action::Submit);
    let Mode::Review(review) = session.app.mode() else { panic!("the review: {:?}", session.app.mode()) };
    let database = Database::open(&db::path(dir.path())).unwrap().unwrap();
    let record = database.game(row.number).unwrap().unwrap();
    assert_eq!(review.turnings.len(), record.moves.len());
    assert_eq!(review.step, 2, "at the position listed");
    assert!(session.app.message().unwrap().text.contains("read-only"));
    // Its players, tournament and year stay in the panel, whatever the status line says next.
    session.act(Action::Step(1));
    let players = format!("db:{} {} - {}", row.number + 1, row.black, row.white);
    let event = format!("{}, {}", row.tournament, row.year);
    for (width, height) in [(100, 32), (80, 24)] {
        let panel = screen(&session, width, height);
        let event_shown = event.chars().take(usize::from(width) - 60).collect::<String>();
        assert!(panel.contains(&players) && panel.contains(&event_shown), "{players}, {event} in\n{panel}");
    }
    session.act(Action::Step(-1));
    assert_eq!(session.app.game().transcript(), "f5d6", "the game in play is left as it was");
    // A comment here would go on the player's own game's move: refused, the review stays.
    session.act(Action::Comment);
    assert!(matches!(session.app.mode(), Mode::Review(_)) && session.app.message().unwrap().warning);
    assert!(session.app.play().comments().is_empty());
    // Back: the list as it was (the move, the game chosen), then the game and the explorer.
    session.act(Action::Cancel);
    let back = list(&session);
    assert_eq!((back.chosen_move, back.selected), (Some(1), 1));
    session.act(Action::Cancel);
    assert_eq!(*session.app.mode(), Mode::Playing);
    assert!(session.app.explorer().on);
    assert_eq!(session.app.explorer().filter, filter);
    assert_eq!(library_files(dir.path()), before, "looking leaves no file");

    // Played on from the move shown: one new game of the player's in the library.
    session.act(Action::ExplorerGames);
    session.act(Action::Submit);
    session.act(Action::Step(10));
    let Mode::Review(review) = session.app.mode() else { panic!("the review") };
    let from = review.step;
    session.act(Action::PlayFromHere);
    assert_eq!(session.app.game().moves().count(), from);
    session.act(Action::Pause);
    session.act(Action::Pause);
    let stored: Vec<_> = library_files(dir.path()).into_iter().filter(|p| !before.contains(p)).collect();
    assert!(
        stored.iter().all(|p| othello::store::load(p).unwrap().game.transcript() == "f5d6"),
        "only the game left"
    );
    let legal = session.app.game().legal_moves().squares().next().unwrap();
    session.type_square(&legal.to_string());
    let stored: Vec<_> = library_files(dir.path())
        .into_iter()
        .map(|p| othello::store::load(&p).unwrap().game.transcript())
        .filter(|t| t.len() == 2 * (from + 1))
        .collect();
    assert_eq!(stored.len(), 1, "one new game: {stored:?}");
}
