//! Saved games as JSON: the versioned schema, atomic writes, and loading as parse + replay + check.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::clock::TimeControl;
use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Action, Game, PlayError};
use crate::engine::outcome::{Ending, Outcome};
use crate::engine::setup::{Handicap, Setup};
use crate::engine::square::Square;

/// The `format` field of every save file.
pub const FORMAT: &str = "othello-save";
/// The schema version this program writes and the newest it reads.
pub const VERSION: u32 = 1;
/// The autosave's file name in the data folder.
pub const AUTOSAVE: &str = "autosave.json";

/// A game with its players' names: what a save file holds.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The game, replayed from the file's moves.
    pub game: Game,
    /// The players' names, if given.
    pub names: ByColor<Option<String>>,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    format: String,
    version: u32,
    rules: Rules,
    players: ByColor<Option<String>>,
    moves: Vec<MoveRecord>,
    clocks: ByColor<ClockRecord>,
    result: Option<ResultRecord>,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Rules {
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

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MoveRecord {
    square: String,
    ms: u64,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct ClockRecord {
    remaining_ms: Option<u64>,
    used_ms: u64,
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

fn ms(duration: Duration) -> u64 {
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
        let path = self.path.display();
        match &self.kind {
            SaveErrorKind::Io(error) => write!(f, "{path}: {error}"),
            SaveErrorKind::Json(error) => write!(f, "{path}: {error}"),
            SaveErrorKind::NotASave => {
                write!(f, "{path}: not an othello save file (no \"format\": \"{FORMAT}\" field)")
            }
            SaveErrorKind::Version(version) => write!(
                f,
                "{path}: save format version {version} is not known to this othello, which reads version {VERSION}; a newer othello may read it"
            ),
            SaveErrorKind::Invalid(reason) => write!(f, "{path}: {reason}"),
        }
    }
}

impl std::error::Error for SaveError {}

/// The file's contents for `game`, as pretty-printed JSON.
pub fn to_json(game: &Game, names: &ByColor<Option<String>>) -> String {
    let setup = game.setup();
    let file = SaveFile {
        format: FORMAT.to_string(),
        version: VERSION,
        rules: Rules {
            handicap: setup.handicap().corners(),
            handicap_to: setup.handicap().receiver(),
            time_control: setup.time_control().map(|c| TimeControlRecord {
                black_ms: ms(c.base.black),
                white_ms: ms(c.base.white),
                increment_ms: ms(c.increment),
                delay_ms: ms(c.delay),
            }),
        },
        players: ByColor { black: names.black.clone(), white: names.white.clone() },
        moves: game
            .plies()
            .filter_map(|ply| match ply.action {
                Action::Move { square, .. } => {
                    Some(MoveRecord { square: square.to_string(), ms: ms(ply.took) })
                }
                Action::Pass => None,
            })
            .collect(),
        clocks: ByColor { black: clock_record(game, Color::Black), white: clock_record(game, Color::White) },
        result: game.outcome().as_ref().map(ResultRecord::from),
    };
    let mut text = serde_json::to_string_pretty(&file).expect("the schema always serialises");
    text.push('\n');
    text
}

fn clock_record(game: &Game, color: Color) -> ClockRecord {
    let clock = game.clock();
    ClockRecord {
        remaining_ms: clock.remaining(color).map(ms),
        used_ms: ms(clock.used(color, Duration::ZERO)),
    }
}

/// Reads a save file's text: parse, check the format and version, replay every move, check the
/// clocks and the result.
pub fn from_json(text: &str) -> Result<SavedGame, SaveErrorKind> {
    #[derive(Deserialize)]
    struct Header {
        format: Option<serde_json::Value>,
        version: Option<serde_json::Value>,
    }
    let header: Header = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
    if header.format.as_ref().and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(SaveErrorKind::NotASave);
    }
    match header.version.as_ref().and_then(|v| v.as_u64()) {
        Some(version) if version == u64::from(VERSION) => {}
        Some(version) => return Err(SaveErrorKind::Version(version)),
        None => {
            return Err(SaveErrorKind::Invalid(
                "the \"version\" field is missing or not a whole number".into(),
            ));
        }
    }
    let file: SaveFile = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
    let invalid = |reason: String| SaveErrorKind::Invalid(reason);

    let handicap = Handicap::new(file.rules.handicap, file.rules.handicap_to)
        .map_err(|e| invalid(format!("rules: {e}")))?;
    let time_control = file.rules.time_control.as_ref().map(|c| TimeControl {
        base: ByColor::new(Duration::from_millis(c.black_ms), Duration::from_millis(c.white_ms)),
        increment: Duration::from_millis(c.increment_ms),
        delay: Duration::from_millis(c.delay_ms),
    });
    let setup = Setup::new(handicap, time_control).map_err(|e| invalid(format!("rules: {e}")))?;

    let mut game = Game::new(setup);
    for (index, record) in file.moves.iter().enumerate() {
        let number = index + 1;
        let square: Square = record.square.parse().map_err(|e| invalid(format!("move {number}: {e}")))?;
        // The clocks are not charged here: their saved readings are restored below.
        game.play_recorded(square, Duration::from_millis(record.ms)).map_err(|e| match e {
            PlayError::GameOver => invalid(format!("move {number} ({square}): the game was already over")),
            e => invalid(format!("move {number} ({square}) is illegal: {e}")),
        })?;
    }

    let remaining = ByColor::new(file.clocks.black.remaining_ms, file.clocks.white.remaining_ms);
    let used = ByColor::new(file.clocks.black.used_ms, file.clocks.white.used_ms).map(Duration::from_millis);
    let remaining = match (time_control, remaining.black, remaining.white) {
        (None, None, None) => ByColor::both(Duration::ZERO),
        (Some(_), Some(black), Some(white)) => ByColor::new(black, white).map(Duration::from_millis),
        (None, ..) => return Err(invalid("clocks: an untimed game has no \"remaining_ms\"".into())),
        (Some(_), ..) => {
            return Err(invalid("clocks: a timed game needs \"remaining_ms\" for both players".into()));
        }
    };
    game.restore_clock(remaining, used);

    match &file.result {
        Some(ResultRecord { by: EndingName::Time, winner: Some(winner), .. }) if !game.is_over() => {
            let loser = !*winner;
            if time_control.is_none() || game.clock().remaining(loser) != Some(Duration::ZERO) {
                return Err(invalid(format!(
                    "result: {loser} lost on time, but {loser}'s clock has time left"
                )));
            }
            game.set_lost_on_time(loser);
        }
        _ => {}
    }
    let expected = game.outcome().as_ref().map(ResultRecord::from);
    if expected != file.result {
        let describe = |r: &Option<ResultRecord>| match r {
            None => "no result (the game goes on)".to_string(),
            Some(r) => format!("{}-{} by {:?}", r.black, r.white, r.by).to_lowercase(),
        };
        return Err(invalid(format!(
            "result: the file says {}, but the moves give {}",
            describe(&file.result),
            describe(&expected)
        )));
    }
    Ok(SavedGame { game, names: ByColor::new(file.players.black, file.players.white) })
}

/// Loads a save file.
pub fn load(path: &Path) -> Result<SavedGame, SaveError> {
    let error = |kind| SaveError { path: path.to_path_buf(), kind };
    let text = std::fs::read_to_string(path).map_err(|e| error(SaveErrorKind::Io(e)))?;
    from_json(&text).map_err(error)
}

/// Writes `contents` to `path` atomically: a temporary file in the same folder is written,
/// synced and renamed over `path`, so an interrupted save never damages the file that was there.
pub fn write_atomic(path: &Path, contents: &str) -> Result<(), SaveError> {
    write_atomic_with(path, |file| file.write_all(contents.as_bytes()))
}

/// [`write_atomic`] with the writing done by `write`. If `write` fails, the temporary file is
/// removed and `path` is left as it was.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<(), SaveError> {
    let error = |e: std::io::Error| SaveError { path: path.to_path_buf(), kind: SaveErrorKind::Io(e) };
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(folder).map_err(error)?;
    let mut temporary =
        tempfile::Builder::new().prefix(".othello-").suffix(".tmp").tempfile_in(folder).map_err(error)?;
    write(temporary.as_file_mut()).map_err(error)?;
    temporary.as_file().sync_all().map_err(error)?;
    temporary.persist(path).map_err(|e| error(e.error))?;
    // Make the rename itself durable where the platform allows it.
    if let Ok(directory) = std::fs::File::open(folder) {
        let _ = directory.sync_all();
    }
    Ok(())
}

/// Saves `game` to `path` atomically.
pub fn save(path: &Path, game: &Game, names: &ByColor<Option<String>>) -> Result<(), SaveError> {
    write_atomic(path, &to_json(game, names))
}

/// The folder for autosaves and the default save names: `override_dir` if given, else the
/// platform's data folder (such as `~/.local/share/othello`), else the current folder.
pub fn data_dir(override_dir: Option<&Path>) -> PathBuf {
    override_dir.map(Path::to_path_buf).unwrap_or_else(|| {
        directories::ProjectDirs::from("", "", "othello")
            .map_or_else(|| PathBuf::from("."), |dirs| dirs.data_dir().to_path_buf())
    })
}
