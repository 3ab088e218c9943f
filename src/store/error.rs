//! Why a file of games could not be read or written: the error always names the file.

use std::fmt;
use std::path::PathBuf;

use crate::engine::color::Color;
use crate::engine::game::ResumeError;
use crate::engine::notation::ParsePositionError;
use crate::engine::rules::RulesError;
use crate::engine::square::ParseSquareError;
use crate::search::level::Level;
use crate::text::printable;

use super::json::{FORMAT, VERSION};

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
    /// Larger than [`MAX_FILE_BYTES`](super::MAX_FILE_BYTES).
    TooLarge,
    /// Not UTF-8 text.
    NotText,
    /// The folder it is to be written in does not exist (none is made for a name typed wrong).
    NoFolder(PathBuf),
    /// It is not JSON, or not of the schema (serde's message carries the line and column).
    Json(serde_json::Error),
    /// The `format` field is missing or not [`FORMAT`].
    NotASave,
    /// A version this program does not know.
    Version(u64),
    /// The content is well formed but does not describe a possible game.
    Invalid(InvalidSave),
}

/// What a well-formed save says that no game can be: each kind with what was found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum InvalidSave {
    /// `game_id` is not 1 to 64 letters, digits or dashes.
    GameId,
    /// `started` is not a date and time: the text found (cut if long).
    Started(String),
    /// The `version` field is missing or not a whole number.
    NoVersion,
    /// The rules (handicap, time control) cannot make a game.
    Rules(RulesError),
    /// Move `number` (from 1, passes not written) is not a square.
    NotASquare {
        /// The move's number.
        number: usize,
        /// What it is instead.
        error: ParseSquareError,
    },
    /// An untimed game with a player's time left written.
    UntimedRemaining,
    /// A timed game without both players' time left.
    TimedWithoutRemaining,
    /// The start position is not a position string.
    Start(ParsePositionError),
    /// A computer's level outside [`Level::MIN`] to [`Level::MAX`].
    Level {
        /// The side the computer played.
        color: Color,
        /// The level written.
        level: u8,
    },
    /// The moves, times and result do not make a game.
    Resume(ResumeError),
    /// A player's time left is not what the rules, the moves and the time used give.
    Remaining {
        /// The player.
        color: Color,
        /// The milliseconds written.
        written: u64,
        /// The milliseconds counted.
        counted: u64,
    },
    /// The result written is not the one the moves give.
    Result {
        /// The file's result (`None`: the game goes on).
        written: Option<SavedResult>,
        /// The moves' result.
        counted: Option<SavedResult>,
    },
}

/// A result as a save writes it: the official score and how the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SavedResult {
    /// Black's score.
    pub black: u8,
    /// White's score.
    pub white: u8,
    /// How the game ended.
    pub by: EndedBy,
}

/// How a finished game ended, as a save writes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EndedBy {
    /// The discs were counted.
    Discs,
    /// A player's time ran out.
    Time,
    /// A player resigned.
    Resignation,
}

impl EndedBy {
    /// The word the save file writes, `discs`, `time` or `resignation` (the messages select on
    /// it too).
    pub fn key(self) -> &'static str {
        match self {
            EndedBy::Discs => "discs",
            EndedBy::Time => "time",
            EndedBy::Resignation => "resignation",
        }
    }
}

/// What is impossible, in English (for logs and tests; the player reads
/// `words::save_problem`, which says the same in English).
impl fmt::Display for InvalidSave {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = |result: &Option<SavedResult>| match result {
            None => "no result (the game goes on)".to_string(),
            Some(r) => format!("{}-{} by {}", r.black, r.white, r.by.key()),
        };
        match self {
            InvalidSave::GameId => write!(f, "game_id: 1 to 64 letters, digits or dashes"),
            InvalidSave::Started(found) => {
                write!(f, "started: `{found}` is not a date and time such as 2026-11-22T14:05:00Z")
            }
            InvalidSave::NoVersion => write!(f, "the \"version\" field is missing or not a whole number"),
            InvalidSave::Rules(error) => write!(f, "rules: {error}"),
            InvalidSave::NotASquare { number, error } => write!(f, "move {number}: {error}"),
            InvalidSave::UntimedRemaining => write!(f, "clocks: an untimed game has no \"remaining_ms\""),
            InvalidSave::TimedWithoutRemaining => {
                write!(f, "clocks: a timed game needs \"remaining_ms\" for both players")
            }
            InvalidSave::Start(error) => write!(f, "start: {error}"),
            InvalidSave::Level { color, level } => write!(
                f,
                "computer: {color}'s level is {level}, but levels go from {} to {}",
                Level::MIN.number(),
                Level::MAX.number()
            ),
            InvalidSave::Resume(error) => write!(f, "{error}"),
            InvalidSave::Remaining { color, written, counted } => write!(
                f,
                "clocks: {color}'s \"remaining_ms\" is {written}, but the rules, the moves and the time used give {counted}"
            ),
            InvalidSave::Result { written, counted } => {
                write!(f, "result: the file says {}, but the moves give {}", result(written), result(counted))
            }
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", printable(&self.path.display().to_string()), self.kind)
    }
}

/// What went wrong, as said after the file's name.
impl fmt::Display for SaveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveErrorKind::Io(error) => write!(f, "{error}"),
            SaveErrorKind::NotAFile => write!(f, "not an ordinary file (a save file is a .json file)"),
            SaveErrorKind::TooLarge => {
                write!(f, "too large for a save file (a game takes a few kilobytes; the limit is 1 MiB)")
            }
            SaveErrorKind::NotText => write!(f, "not a save file (it is not UTF-8 text)"),
            SaveErrorKind::NoFolder(folder) => {
                write!(f, "the folder {} does not exist", printable(&folder.display().to_string()))
            }
            SaveErrorKind::Json(error) => write!(f, "{}", printable(&error.to_string())),
            SaveErrorKind::NotASave => {
                write!(f, "not an othello save file (no \"format\": \"{FORMAT}\" field)")
            }
            SaveErrorKind::Version(version) => write!(
                f,
                "save format version {version} is not known to this othello, which reads versions 1 to {VERSION}; a newer othello may read it"
            ),
            SaveErrorKind::Invalid(invalid) => write!(f, "{}", printable(&invalid.to_string())),
        }
    }
}

impl std::error::Error for SaveError {}
