//! Saved games as JSON: the versioned schema (version 2, and version 1 read forever), bounded
//! reads, atomic writes, and loading as parse + replay + check.

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::clock::TimeControl;
use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Game, RecordedMove, Turn};
use crate::engine::notation::{parse_position, position_string};
use crate::engine::outcome::{Ending, Outcome};
use crate::engine::rules::{Handicap, Rules};
use crate::engine::square::Square;
use crate::player::Player;
use crate::search::level::Level;
use crate::text::printable;

/// The `format` field of every save file.
pub const FORMAT: &str = "othello-save";
/// The schema version this program writes and the newest it reads.
pub const VERSION: u32 = 2;
/// The largest file the loader reads: a whole game takes a few kilobytes.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// What tells one game from another, the same in every file that holds it (its file in the
/// library and any copy saved under a name): 16 hexadecimal digits.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GameId(String);

impl GameId {
    /// A new identity, unlike any other game's.
    pub fn random() -> GameId {
        use std::hash::{BuildHasher, Hasher};
        // The standard library seeds each `RandomState` from the operating system's randomness.
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u128(
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos()),
        );
        hasher.write_u32(std::process::id());
        GameId(format!("{:016x}", hasher.finish()))
    }

    /// The identity as written in files.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    fn parse(text: &str) -> Option<GameId> {
        let valid =
            (1..=64).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
        valid.then(|| GameId(text.to_string()))
    }
}

/// A game with everything a save file holds besides the rules and moves: who played, which game
/// it is, when it started, and how long the player to move had been thinking.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The game, replayed from the file's moves.
    pub game: Game,
    /// Who played each side.
    pub players: ByColor<Player>,
    /// Which game this is.
    pub id: GameId,
    /// When the game started; unknown for a game saved by a version-1 file.
    pub started: Option<jiff::Timestamp>,
    /// Time spent in the turn in progress when the file was written.
    pub turn: Duration,
}

impl SavedGame {
    /// A game that starts now.
    pub fn new(game: Game, players: ByColor<Player>) -> SavedGame {
        let started = jiff::Timestamp::now().round(jiff::Unit::Second).ok();
        SavedGame { game, players, id: GameId::random(), started, turn: Duration::ZERO }
    }
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct FileV2 {
    format: String,
    version: u32,
    game_id: String,
    started: Option<String>,
    rules: RulesRecord,
    /// The board before the first move, as a position string, if not the one the rules give.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<String>,
    players: ByColor<Option<String>>,
    /// The computer's level for each side it played; `null` for a person.
    #[serde(default)]
    computer: ByColor<Option<u8>>,
    moves: Vec<MoveRecord>,
    clocks: ByColor<ClockRecord>,
    turn_ms: u64,
    result: Option<ResultRecord>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct FileV1 {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    version: u32,
    rules: RulesRecord,
    players: ByColor<Option<String>>,
    moves: Vec<MoveRecordV1>,
    clocks: ByColor<ClockRecord>,
    result: Option<ResultRecord>,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct RulesRecord {
    handicap: u8,
    handicap_to: Color,
    time_control: Option<TimeControlRecord>,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct TimeControlRecord {
    black_ms: u64,
    white_ms: u64,
    increment_ms: u64,
    delay_ms: u64,
}

/// A move in a version-2 file: `ms` is `null` for a move set up before the clocks started.
#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MoveRecord {
    square: String,
    ms: Option<u64>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MoveRecordV1 {
    square: String,
    ms: u64,
}

/// A player's clock as files and `show --format json` write it: time left at the start of the
/// turn in progress (`null` when untimed) and time used, in milliseconds.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClockRecord {
    remaining_ms: Option<u64>,
    used_ms: u64,
}

/// Both players' clock records for `game`.
pub(crate) fn clock_records(game: &Game) -> ByColor<ClockRecord> {
    let clock = game.clock();
    ByColor::new(Color::Black, Color::White).map(|color| ClockRecord {
        remaining_ms: clock.remaining(color).map(ms),
        used_ms: ms(clock.used(color, Duration::ZERO)),
    })
}

/// A finished game's result as files and `show --format json` write it: the winner, the official
/// score, and `"discs"` or `"time"`.
#[derive(Serialize, Deserialize, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResultRecord {
    winner: Option<Color>,
    black: u8,
    white: u8,
    by: EndingName,
}

impl From<&Outcome> for ResultRecord {
    fn from(outcome: &Outcome) -> ResultRecord {
        ResultRecord {
            winner: outcome.winner,
            black: outcome.score.black,
            white: outcome.score.white,
            by: match outcome.ending {
                Ending::Discs => EndingName::Discs,
                Ending::Time { .. } => EndingName::Time,
            },
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum EndingName {
    Discs,
    Time,
}

/// Milliseconds, as files write durations.
pub(crate) fn ms(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

/// Why a save file could not be read or written. Always names the file.
#[derive(Debug)]
pub struct SaveError {
    /// The file.
    pub path: PathBuf,
    /// What went wrong.
    pub kind: SaveErrorKind,
}

/// The kinds of [`SaveError`].
#[derive(Debug)]
pub enum SaveErrorKind {
    /// The file could not be read or written.
    Io(std::io::Error),
    /// A folder, a device, a pipe: not an ordinary file.
    NotAFile,
    /// Larger than [`MAX_FILE_BYTES`].
    TooLarge,
    /// Not UTF-8 text.
    NotText,
    /// It is not JSON, or not of the schema (serde's message carries the line and column).
    Json(serde_json::Error),
    /// The `format` field is missing or not [`FORMAT`].
    NotASave,
    /// A version this program does not know.
    Version(u64),
    /// The content is well formed but does not describe a possible game.
    Invalid(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = printable(&self.path.display().to_string());
        match &self.kind {
            SaveErrorKind::Io(error) => write!(f, "{path}: {error}"),
            SaveErrorKind::NotAFile => {
                write!(f, "{path}: not an ordinary file (a save file is a .json file)")
            }
            SaveErrorKind::TooLarge => {
                write!(
                    f,
                    "{path}: too large for a save file (a game takes a few kilobytes; the limit is 1 MiB)"
                )
            }
            SaveErrorKind::NotText => write!(f, "{path}: not a save file (it is not UTF-8 text)"),
            SaveErrorKind::Json(error) => write!(f, "{path}: {}", printable(&error.to_string())),
            SaveErrorKind::NotASave => {
                write!(f, "{path}: not an othello save file (no \"format\": \"{FORMAT}\" field)")
            }
            SaveErrorKind::Version(version) => write!(
                f,
                "{path}: save format version {version} is not known to this othello, which reads versions 1 to {VERSION}; a newer othello may read it"
            ),
            SaveErrorKind::Invalid(reason) => write!(f, "{path}: {}", printable(reason)),
        }
    }
}

impl std::error::Error for SaveError {}

/// The file's contents for `saved`, as pretty-printed JSON (version 2).
pub fn to_json(saved: &SavedGame) -> String {
    let game = &saved.game;
    let rules = game.rules();
    let file = FileV2 {
        format: FORMAT.to_string(),
        version: VERSION,
        game_id: saved.id.0.clone(),
        started: saved.started.map(|t| t.to_string()),
        rules: RulesRecord {
            handicap: rules.handicap().corners(),
            handicap_to: rules.handicap().receiver(),
            time_control: rules.time_control().map(|c| TimeControlRecord {
                black_ms: ms(c.base.black),
                white_ms: ms(c.base.white),
                increment_ms: ms(c.increment),
                delay_ms: ms(c.delay),
            }),
        },
        start: game.custom_start().map(|(position, to_move)| position_string(position, to_move)),
        players: saved.players.clone().map(|player| player.name),
        computer: saved.players.clone().map(|player| player.computer.map(Level::number)),
        moves: game
            .plies()
            .filter_map(|ply| match ply.turn {
                Turn::Move { square, .. } => {
                    Some(MoveRecord { square: square.to_string(), ms: ply.took.map(ms) })
                }
                Turn::Pass => None,
            })
            .collect(),
        clocks: clock_records(game),
        turn_ms: if game.is_over() { 0 } else { ms(saved.turn) },
        result: game.outcome().as_ref().map(ResultRecord::from),
    };
    let mut text = serde_json::to_string_pretty(&file).expect("the schema always serialises");
    text.push('\n');
    text
}

/// The parts every version of the file has, before they are checked against each other.
struct Parts {
    rules: RulesRecord,
    start: Option<String>,
    players: ByColor<Option<String>>,
    computer: ByColor<Option<u8>>,
    moves: Vec<(String, Option<u64>)>,
    clocks: ByColor<ClockRecord>,
    result: Option<ResultRecord>,
    id: GameId,
    started: Option<jiff::Timestamp>,
    turn: Duration,
    /// Version 1 counted the increment of an undone move (a bug), so its time left is not checked.
    check_remaining: bool,
}

/// Reads a save file's text: parse, check the format and version, replay every move, check the
/// clocks and the result.
pub fn from_json(text: &str) -> Result<SavedGame, SaveErrorKind> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(SaveErrorKind::NotASave);
    }
    let invalid = SaveErrorKind::Invalid;
    let parts = match value.get("version").and_then(|v| v.as_u64()) {
        Some(1) => {
            let file: FileV1 = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
            Parts {
                rules: file.rules,
                start: None,
                players: file.players,
                computer: ByColor::default(),
                moves: file.moves.into_iter().map(|m| (m.square, Some(m.ms))).collect(),
                clocks: file.clocks,
                result: file.result,
                id: GameId::random(),
                started: None,
                turn: Duration::ZERO,
                check_remaining: false,
            }
        }
        Some(2) => {
            let file: FileV2 = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
            let id = GameId::parse(&file.game_id)
                .ok_or_else(|| invalid("game_id: 1 to 64 letters, digits or dashes".into()))?;
            let started = match &file.started {
                None => None,
                Some(text) => Some(text.parse::<jiff::Timestamp>().map_err(|e| {
                    invalid(format!("started: not a date and time such as 2026-11-22T14:05:00Z ({e})"))
                })?),
            };
            Parts {
                rules: file.rules,
                start: file.start,
                players: file.players,
                computer: file.computer,
                moves: file.moves.into_iter().map(|m| (m.square, m.ms)).collect(),
                clocks: file.clocks,
                result: file.result,
                id,
                started,
                turn: Duration::from_millis(file.turn_ms),
                check_remaining: true,
            }
        }
        Some(version) => return Err(SaveErrorKind::Version(version)),
        None => return Err(invalid("the \"version\" field is missing or not a whole number".into())),
    };
    rebuild(parts)
}

fn rebuild(parts: Parts) -> Result<SavedGame, SaveErrorKind> {
    let invalid = SaveErrorKind::Invalid;
    let handicap = Handicap::new(parts.rules.handicap, parts.rules.handicap_to)
        .map_err(|e| invalid(format!("rules: {e}")))?;
    let time_control = parts.rules.time_control.as_ref().map(|c| TimeControl {
        base: ByColor::new(Duration::from_millis(c.black_ms), Duration::from_millis(c.white_ms)),
        increment: Duration::from_millis(c.increment_ms),
        delay: Duration::from_millis(c.delay_ms),
    });
    let rules = Rules::new(handicap, time_control).map_err(|e| invalid(format!("rules: {e}")))?;

    let mut moves = Vec::with_capacity(parts.moves.len());
    for (index, (square, took)) in parts.moves.iter().enumerate() {
        let square: Square = square.parse().map_err(|e| invalid(format!("move {}: {e}", index + 1)))?;
        moves.push(RecordedMove { square, took: took.map(Duration::from_millis) });
    }
    let used = parts.clocks.map(|c| Duration::from_millis(c.used_ms));
    match (time_control, parts.clocks.black.remaining_ms, parts.clocks.white.remaining_ms) {
        (None, None, None) | (Some(_), Some(_), Some(_)) => {}
        (None, ..) => return Err(invalid("clocks: an untimed game has no \"remaining_ms\"".into())),
        (Some(_), ..) => {
            return Err(invalid("clocks: a timed game needs \"remaining_ms\" for both players".into()));
        }
    }
    let lost_on_time = match &parts.result {
        Some(ResultRecord { by: EndingName::Time, winner: Some(winner), .. }) => Some(!*winner),
        _ => None,
    };
    let start = match &parts.start {
        None => None,
        Some(text) => Some(parse_position(text).map_err(|e| invalid(format!("start: {e}")))?),
    };
    let mut players = ByColor::default();
    for color in Color::ALL {
        let computer = match parts.computer[color] {
            None => None,
            Some(n) => Some(Level::new(n).ok_or_else(|| {
                invalid(format!("computer: {color}'s level is {n}, but levels go from 1 to 20"))
            })?),
        };
        players[color] = Player { name: parts.players[color].clone(), computer };
    }
    let game = Game::resume(rules, start, &moves, used, lost_on_time).map_err(|e| invalid(e.to_string()))?;

    if parts.check_remaining {
        let clock = game.clock();
        for color in Color::ALL {
            let (written, counted) = (parts.clocks[color].remaining_ms, clock.remaining(color).map(ms));
            if written != counted {
                return Err(invalid(format!(
                    "clocks: {color}'s \"remaining_ms\" is {}, but the rules, the moves and the time used give {}",
                    written.unwrap_or_default(),
                    counted.unwrap_or_default()
                )));
            }
        }
    }
    let expected = game.outcome().as_ref().map(ResultRecord::from);
    if expected != parts.result {
        let describe = |r: &Option<ResultRecord>| match r {
            None => "no result (the game goes on)".to_string(),
            Some(r) => format!("{}-{} by {:?}", r.black, r.white, r.by).to_lowercase(),
        };
        return Err(invalid(format!(
            "result: the file says {}, but the moves give {}",
            describe(&parts.result),
            describe(&expected)
        )));
    }
    Ok(SavedGame { game, players, id: parts.id, started: parts.started, turn: parts.turn })
}

/// Reads a file that should be a save: an ordinary file of at most [`MAX_FILE_BYTES`] bytes of
/// UTF-8 text. A folder, a device such as `/dev/zero` or a pipe is refused without reading it,
/// so a pipe with no writer cannot hang the loader.
pub fn read_text(path: &Path) -> Result<String, SaveError> {
    let error = |kind| SaveError { path: path.to_path_buf(), kind };
    let metadata = std::fs::metadata(path).map_err(|e| error(SaveErrorKind::Io(e)))?;
    if !metadata.is_file() {
        return Err(error(SaveErrorKind::NotAFile));
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(error(SaveErrorKind::TooLarge));
    }
    let file = std::fs::File::open(path).map_err(|e| error(SaveErrorKind::Io(e)))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| error(SaveErrorKind::Io(e)))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(error(SaveErrorKind::TooLarge));
    }
    String::from_utf8(bytes).map_err(|_| error(SaveErrorKind::NotText))
}

/// Loads a save file.
pub fn load(path: &Path) -> Result<SavedGame, SaveError> {
    let text = read_text(path)?;
    from_json(&text).map_err(|kind| SaveError { path: path.to_path_buf(), kind })
}

/// The prefix and suffix of this program's temporary files, so that stale ones can be found.
const TEMP_PREFIX: &str = ".othello-";
const TEMP_SUFFIX: &str = ".tmp";

/// Writes `contents` to `path` atomically: a temporary file in the same folder is written,
/// synced and renamed over `path`, so an interrupted save never damages the file that was there.
/// The folder must exist. A new file gets the permissions a new file gets (the umask decides);
/// a file written over keeps its permissions; a symbolic link is written through, to its target.
pub fn write_atomic(path: &Path, contents: &str) -> Result<(), SaveError> {
    write_atomic_with(path, |file| file.write_all(contents.as_bytes()))
}

/// [`write_atomic`] with the writing done by `write`. If anything fails, the temporary file is
/// removed and `path` is left as it was.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<(), SaveError> {
    let error = |e: std::io::Error| SaveError { path: path.to_path_buf(), kind: SaveErrorKind::Io(e) };
    let target = resolve_links(path).map_err(error)?;
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !folder.is_dir() {
        return Err(error(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            format!("the folder {} does not exist", printable(&folder.display().to_string())),
        )));
    }
    if target.is_dir() {
        return Err(error(std::io::Error::new(std::io::ErrorKind::IsADirectory, "that is a folder")));
    }
    let (temporary_path, mut file) = create_temporary(&folder).map_err(error)?;
    let result = (|| {
        if let Ok(existing) = std::fs::metadata(&target) {
            file.set_permissions(existing.permissions())?;
        }
        write(&mut file)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temporary_path, &target)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&temporary_path);
        return Err(error(e));
    }
    // Make the rename itself durable where the platform allows it.
    if let Ok(directory) = std::fs::File::open(&folder) {
        let _ = directory.sync_all();
    }
    Ok(())
}

/// Follows symbolic links from `path` to the file they name (which may not exist yet).
fn resolve_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&current) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let target = std::fs::read_link(&current)?;
                // A relative target is relative to the link's folder; joining keeps an absolute one.
                current = match current.parent() {
                    Some(parent) => parent.join(target),
                    None => target,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(std::io::Error::other("too many levels of symbolic links"))
}

/// A new, empty temporary file in `folder`, created with the permissions of any new file.
fn create_temporary(folder: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    loop {
        let name = format!("{TEMP_PREFIX}{}{TEMP_SUFFIX}", GameId::random().as_str());
        let path = folder.join(name);
        match std::fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Removes this program's temporary files in `folder` that an interrupted save left behind.
/// A save takes milliseconds, so a file older than a minute belongs to no save in progress.
pub fn remove_stale_temporaries(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX)) {
            continue;
        }
        let age = entry.metadata().and_then(|m| m.modified()).ok().and_then(|t| t.elapsed().ok());
        if age.is_some_and(|age| age > Duration::from_secs(60)) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Saves `saved` to `path` atomically.
pub fn save(path: &Path, saved: &SavedGame) -> Result<(), SaveError> {
    write_atomic(path, &to_json(saved))
}

/// The folder for the library of games and for save names given without a folder:
/// `override_dir` if given, else the platform's data folder (such as `~/.local/share/othello`),
/// else the current folder.
pub fn data_dir(override_dir: Option<&Path>) -> PathBuf {
    override_dir.map(Path::to_path_buf).unwrap_or_else(|| {
        directories::ProjectDirs::from("", "", "othello")
            .map_or_else(|| PathBuf::from("."), |dirs| dirs.data_dir().to_path_buf())
    })
}
