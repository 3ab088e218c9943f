//! Importing games into the database: WTHOR files (`WTH_YYYY.wtb`, with `WTHOR.JOU` and
//! `WTHOR.TRN` beside them for the names), GGF files and archives, and the library's finished
//! games. Every source is read before anything is written, so a file that is refused (its path
//! and why) leaves the database as it was; a game already in the database is not added twice,
//! and none is lost: the old database is read whole and checked, and a damaged one is refused.

use std::collections::HashSet;
use std::io;
use std::path::{Path, PathBuf};

use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::store::library::{Library, Lock};
use crate::store::{SaveError, SaveErrorKind, SavedGame, ggf, wthor};
use crate::text::printable;

use super::write::{WriteError, write};
use super::{Catalog, Database, GameMeta, GameRecord};

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
pub fn import(database: &Path, paths: &[PathBuf], library: Option<&Library>) -> Result<Imported, String> {
    if let Some(parent) = database.parent() {
        std::fs::create_dir_all(parent).map_err(|e| failed(parent, &e))?;
    }
    // One import at a time: a second would replace the first's games with its own.
    let lock_path = database.with_extension("db.lock");
    let _lock = Lock::acquire(&lock_path)
        .map_err(|e| failed(&lock_path, &e))?
        .ok_or_else(|| format!("another othello db import is running on {}: wait for it", shown(database)))?;
    // The games there are read whole and checked, every block of the file: a game that does not
    // decode stops the import, which would otherwise write the database without it.
    let mut catalog = match Database::open_to_import(database)? {
        Some(existing) => existing
            .verify()
            .and_then(|()| Catalog::of(&existing))
            .map_err(|e| format!("{}: {e}", shown(database)))?,
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
    // Games the database had are dropped from the new ones, order kept.
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
    if report.games < before {
        return Err(format!(
            "{}: the import would write {} games where the database holds {before}: nothing written",
            shown(database),
            report.games
        ));
    }
    report.positions = write(database, &catalog).map_err(|e| match e {
        WriteError::TooMany => format!("{}: more than {} games", shown(database), super::file::MAX_GAMES),
        WriteError::Save(SaveError { path, kind: SaveErrorKind::Io(error) }) => failed(&path, &error),
        WriteError::Save(other) => other.to_string(),
    })?;
    Ok(report)
}

/// What an import says when `path` could not be written: a full disk in words, since the
/// system's "No space left on device" does not say that nothing was changed.
fn failed(path: &Path, error: &io::Error) -> String {
    let unchanged = "free some space and import again; the database is left as it was";
    match error.kind() {
        io::ErrorKind::StorageFull => format!("{}: the disk is full: {unchanged}", shown(path)),
        io::ErrorKind::QuotaExceeded => format!("{}: the disk quota is used up: {unchanged}", shown(path)),
        _ => format!("{}: {error}", shown(path)),
    }
}

/// The files to read: each file given, and a folder's WTHOR and GGF files in name order.
fn files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for path in paths {
        let metadata = std::fs::metadata(path).map_err(|e| format!("{}: {e}", shown(path)))?;
        if metadata.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(|e| format!("{}: {e}", shown(path)))?
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|file| matches!(extension(file).as_str(), "wtb" | "ggf"))
                .collect();
            found.sort();
            if found.is_empty() {
                return Err(format!("{}: no WTHOR (.wtb) or GGF (.ggf) file in this folder", shown(path)));
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

fn shown(path: &Path) -> String {
    printable(&path.display().to_string())
}

/// Reads one file into `catalog`: a WTHOR games file, a WTHOR names file (read with the games
/// beside it), or GGF.
fn read_source(path: &Path, catalog: &mut Catalog, report: &mut Imported) -> Result<(), String> {
    let refuse = |why: String| format!("{}: {why}", shown(path));
    match extension(path).as_str() {
        // The names go with the games files; given alone they add nothing.
        "jou" | "trn" => {
            read_bytes(path)?;
            Ok(())
        }
        "wtb" => {
            let file =
                wthor::parse(&read_bytes(path)?).map_err(|e| refuse(format!("not a WTHOR file: {e}")))?;
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
            let text = String::from_utf8(bytes)
                .map_err(|_| refuse("neither a WTHOR file (.wtb) nor GGF text".into()))?;
            let games = ggf::read_all(&text).map_err(|e| refuse(format!("not GGF: {e}")))?;
            let source =
                path.file_name().map_or_else(|| "GGF".into(), |name| name.to_string_lossy().into_owned());
            for (number, game) in games.into_iter().enumerate() {
                let game = game.map_err(|e| refuse(format!("game {}: {e}", number + 1)))?;
                add_saved(&game.saved, &source, catalog, report);
            }
            Ok(())
        }
    }
}

/// The names of the WTHOR names file `name` in `folder` (any case).
fn names(folder: &Path, name: &str, width: usize) -> Result<Vec<String>, String> {
    let path = std::fs::read_dir(folder)
        .ok()
        .and_then(|entries| {
            entries.filter_map(|entry| entry.ok().map(|entry| entry.path())).find(|path| {
                path.file_name().is_some_and(|file| file.to_string_lossy().eq_ignore_ascii_case(name))
            })
        })
        .ok_or_else(|| format!("{}: no {name} beside the games, for their names", shown(folder)))?;
    wthor::parse_names(&read_bytes(&path)?, width)
        .map_err(|e| format!("{}: not a WTHOR names file: {e}", shown(&path)))
}

fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", shown(path)))?;
    let metadata = file.metadata().map_err(|e| format!("{}: {e}", shown(path)))?;
    if !metadata.is_file() || metadata.len() > MAX_FILE_BYTES {
        return Err(format!("{}: not an ordinary file of at most 512 MB", shown(path)));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES).read_to_end(&mut bytes).map_err(|e| format!("{}: {e}", shown(path)))?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_is_said_in_words_with_the_path() {
        let path = Path::new("/data/games.db.lock");
        let said = failed(path, &io::ErrorKind::StorageFull.into());
        assert!(said.starts_with("/data/games.db.lock: the disk is full"), "{said}");
        assert!(said.contains("left as it was"), "{said}");
        let said = failed(path, &io::ErrorKind::QuotaExceeded.into());
        assert!(said.contains("quota"), "{said}");
        let said = failed(path, &io::ErrorKind::PermissionDenied.into());
        assert!(said.starts_with("/data/games.db.lock: ") && !said.contains("full"), "{said}");
    }
}
