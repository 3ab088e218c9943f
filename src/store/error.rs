//! Why a file of games could not be read or written: the error always names the file.

use std::fmt;
use std::path::PathBuf;

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
    Invalid(String),
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
            SaveErrorKind::Invalid(reason) => write!(f, "{}", printable(reason)),
        }
    }
}

impl std::error::Error for SaveError {}
