//! Importing games into the database: WTHOR files (`WTH_YYYY.wtb`, with `WTHOR.JOU` and
//! `WTHOR.TRN` beside them for the names), GGF files and archives, and the library's finished
//! games. Every source is read before anything is written, so a file that is refused (its path
//! and why) leaves the database as it was; a game already in the database is not added twice,
//! and none is lost: the old database is read whole and checked, and a damaged one is refused.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::store::library::{Library, Lock};
use crate::store::{SavedGame, ggf, wthor};

use super::write::write;
use super::{Catalog, Database, DbError, DbErrorKind, GameMeta, GameRecord, SourceError};

/// The largest file read: WTHOR's yearly files are under a megabyte, GGS archives tens.
const MAX_FILE_BYTES: u64 = 512 << 20;
/// The tournament under which the library's games go.
pub const LIBRARY: &str = "othello library";

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// Games added.
    pub added: usize,
    /// Games left out because the database had them already.
    pub duplicates: usize,
    /// Games left out because they did not start from the standard start or were not played to
    /// the end on the board (a result by time or resignation has no final score).
    pub not_from_start_or_unfinished: usize,
    /// The games in the database now.
    pub games: usize,
    /// The positions indexed now.
    pub positions: u64,
}

/// Imports `paths` (files, or folders: their WTHOR and GGF files) and, with `library`, its
/// finished games, into the database at `database`.
///
/// # Errors
/// A [`DbError`], and nothing written: a file given that cannot be read as games
/// ([`DbErrorKind::Source`], or [`DbErrorKind::Io`]), another import running
/// ([`DbErrorKind::ImportRunning`]), the database there not one to build on (as
/// [`Database::open`] and [`Database::verify`] say, an older format excepted: it is brought up to
/// date), a full disk ([`DbErrorKind::DiskFull`], [`DbErrorKind::QuotaExceeded`]), too many
/// games, or a failed write.
pub fn import(database: &Path, paths: &[PathBuf], library: Option<&Library>) -> Result<Imported, DbError> {
    if let Some(parent) = database.parent() {
        std::fs::create_dir_all(parent).map_err(|e| DbError::io(parent, e))?;
    }
    // One import at a time: a second would replace the first's games with its own.
    let lock_path = database.with_extension("db.lock");
    let _lock = Lock::acquire(&lock_path)
        .map_err(|e| DbError::io(&lock_path, e))?
        .ok_or_else(|| DbError { path: database.to_path_buf(), kind: DbErrorKind::ImportRunning })?;
    // The games there are read whole and checked, every block of the file: a game that does not
    // decode stops the import, which would otherwise write the database without it.
    let mut catalog = match Database::open_to_import(database)? {
        Some(existing) => {
            existing.verify()?;
            Catalog::of(&existing)?
        }
        None => Catalog::default(),
    };
    let had: HashSet<GameRecord> = catalog.games.iter().cloned().collect();
    let before = catalog.games.len();
    let mut report = Imported::default();
    for path in files(paths)? {
        read_source(&path, &mut catalog, &mut report)?;
    }
    if let Some(library) = library {
        for entry in library.entries() {
            if let Ok(saved) = entry.game {
                add_saved(&saved, LIBRARY, &mut catalog, &mut report);
            }
        }
    }
    // Games the database had are dropped from the new ones, order kept: every game it had is
    // written again (`a_game_imported_twice_is_kept_once…` counts them).
    let mut seen = had;
    let mut kept = catalog.games[..before].to_vec();
    for game in catalog.games.drain(before..) {
        if seen.insert(game.clone()) {
            kept.push(game);
        } else {
            report.duplicates += 1;
        }
    }
    report.added = kept.len() - before;
    catalog.games = kept;
    report.games = catalog.games.len();
    report.positions = write(database, &catalog)?;
    Ok(report)
}

/// The error of a file given to an import that is not games that can be read: `why`.
fn refused(path: &Path, why: SourceError) -> DbError {
    DbError { path: path.to_path_buf(), kind: DbErrorKind::Source(why) }
}

/// The files to read: each file given, and a folder's WTHOR and GGF files in name order.
fn files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, DbError> {
    let mut files = Vec::new();
    for path in paths {
        let failed = |e| DbError::io(path, e);
        let metadata = std::fs::metadata(path).map_err(failed)?;
        if metadata.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(failed)?
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|file| matches!(extension(file).as_str(), "wtb" | "ggf"))
                .collect();
            found.sort();
            if found.is_empty() {
                return Err(refused(path, SourceError::NoGamesFiles));
            }
            files.extend(found);
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

fn extension(path: &Path) -> String {
    path.extension().map(|e| e.to_string_lossy().to_lowercase()).unwrap_or_default()
}

/// Reads one file into `catalog`: a WTHOR games file, a WTHOR names file (read with the games
/// beside it), or GGF.
fn read_source(path: &Path, catalog: &mut Catalog, report: &mut Imported) -> Result<(), DbError> {
    let refuse = |why: SourceError| refused(path, why);
    match extension(path).as_str() {
        // The names go with the games files; given alone they add nothing.
        "jou" | "trn" => {
            read_bytes(path)?;
            Ok(())
        }
        "wtb" => {
            let file = wthor::parse(&read_bytes(path)?).map_err(|e| refuse(SourceError::NotWthor(e)))?;
            let folder = path.parent().unwrap_or(Path::new("."));
            let players = names(folder, "WTHOR.JOU", wthor::PLAYER_NAME_LEN)?;
            let tournaments = names(folder, "WTHOR.TRN", wthor::TOURNAMENT_NAME_LEN)?;
            let name = |names: &[String], number: u16| match names.get(usize::from(number)) {
                Some(name) if !name.is_empty() => name.clone(),
                _ => format!("#{number}"),
            };
            for game in &file.games {
                let meta = GameMeta {
                    year: file.year,
                    black: catalog.player(&name(&players, game.black)),
                    white: catalog.player(&name(&players, game.white)),
                    tournament: catalog.tournament(&name(&tournaments, game.tournament)),
                    black_discs: game.black_discs.min(64),
                    theoretical: (game.black_theoretical <= 64).then_some(game.black_theoretical),
                };
                let record = GameRecord { meta, moves: game.moves.clone() };
                catalog.games.push(record);
            }
            Ok(())
        }
        _ => {
            let bytes = read_bytes(path)?;
            let text = String::from_utf8(bytes).map_err(|_| refuse(SourceError::NeitherWthorNorGgf))?;
            let source_error = |error| DbError { path: path.to_path_buf(), kind: DbErrorKind::Source(error) };
            let games = ggf::read_all(&text).map_err(|e| source_error(SourceError::NotGgf(e)))?;
            let source =
                path.file_name().map_or_else(|| "GGF".into(), |name| name.to_string_lossy().into_owned());
            for (number, game) in games.into_iter().enumerate() {
                let game = game.map_err(|e| source_error(SourceError::GgfGame(number + 1, e)))?;
                add_saved(&game.saved, &source, catalog, report);
            }
            Ok(())
        }
    }
}

/// The names of the WTHOR names file `name` in `folder` (any case).
fn names(folder: &Path, name: &'static str, width: usize) -> Result<Vec<String>, DbError> {
    let path = std::fs::read_dir(folder)
        .ok()
        .and_then(|entries| {
            entries.filter_map(|entry| entry.ok().map(|entry| entry.path())).find(|path| {
                path.file_name().is_some_and(|file| file.to_string_lossy().eq_ignore_ascii_case(name))
            })
        })
        .ok_or_else(|| refused(folder, SourceError::NoNames(name)))?;
    wthor::parse_names(&read_bytes(&path)?, width).map_err(|e| refused(&path, SourceError::NotNames(e)))
}

fn read_bytes(path: &Path) -> Result<Vec<u8>, DbError> {
    use std::io::Read;
    let failed = |e| DbError::io(path, e);
    let file = std::fs::File::open(path).map_err(failed)?;
    let metadata = file.metadata().map_err(failed)?;
    if !metadata.is_file() || metadata.len() > MAX_FILE_BYTES {
        return Err(refused(path, SourceError::NotAFile));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES).read_to_end(&mut bytes).map_err(failed)?;
    Ok(bytes)
}

/// Adds a game read from a GGF file or the library, if it was played from the standard start to
/// the end on the board.
fn add_saved(saved: &SavedGame, source: &str, catalog: &mut Catalog, report: &mut Imported) {
    let Some(black_discs) = final_black_discs(&saved.game) else {
        report.not_from_start_or_unfinished += 1;
        return;
    };
    let name = |color: Color| saved.players[color].name.clone().unwrap_or_else(|| "?".into());
    let year = saved
        .started
        .map(|started| started.to_zoned(jiff::tz::TimeZone::UTC).year())
        .and_then(|year| u16::try_from(year).ok())
        .unwrap_or(0);
    let meta = GameMeta {
        year,
        black: catalog.player(&name(Color::Black)),
        white: catalog.player(&name(Color::White)),
        tournament: catalog.tournament(source),
        black_discs,
        theoretical: None,
    };
    let record = GameRecord { meta, moves: saved.game.moves().collect() };
    catalog.games.push(record);
}

/// Black's discs at the end of `game`, the empty squares counted for the winner; `None` for a
/// game not played from the standard start to the end on the board.
fn final_black_discs(game: &Game) -> Option<u8> {
    let standard = game.start() == (Position::START, Color::Black);
    if !standard || !game.is_over() || game.lost_on_time().is_some() || game.resigned().is_some() {
        return None;
    }
    let discs = game.discs();
    let (black, white) = (discs[Color::Black], discs[Color::White]);
    let empties = 64 - black - white;
    Some(match black.cmp(&white) {
        std::cmp::Ordering::Greater => black + empties,
        std::cmp::Ordering::Less => black,
        std::cmp::Ordering::Equal => black + empties / 2,
    })
}
