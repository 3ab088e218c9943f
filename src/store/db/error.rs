//! Why the games database could not answer or be written: `DbError`, the file and what went wrong.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::store::ggf::GgfError;
use crate::store::{SaveError, SaveErrorKind};
use crate::text::printable;

use super::file::{MAX_GAMES, OLD_VERSION, VERSION};

/// What the user is told to do about a damaged database: its games come again from their files.
const REMEDY: &str = "remove the file and import your games again with othello db import";

/// Why the games database (or a file given to an import) could not be read or written. Always
/// names the file.
#[derive(Debug)]
pub struct DbError {
    /// The file: the database, its lock, its folder, or a source of an import.
    pub path: PathBuf,
    /// What went wrong.
    pub kind: DbErrorKind,
}

/// The kinds of [`DbError`]: the commands refuse most as the file's fault, and take a failed
/// read or write ([`DbErrorKind::Io`]) as the system's.
#[derive(Debug)]
pub enum DbErrorKind {
    /// There is no database: nothing was imported yet.
    Missing,
    /// The file is not a games database of this program: why.
    NotADatabase(&'static str),
    /// A database of the older format, which only an import reads (and writes again).
    OlderFormat,
    /// A database of a format this othello does not read (a newer othello's, or damage).
    UnknownFormat(u32),
    /// The database is damaged: what is.
    Damaged(String),
    /// Another import holds the database's lock.
    ImportRunning,
    /// The disk filled up while the file was written (the database is left as it was).
    DiskFull,
    /// The disk quota was used up while the file was written (the database is left as it was).
    QuotaExceeded,
    /// More games than an index entry can number.
    TooManyGames,
    /// A file given to an import is not games that can be read: why.
    Source(SourceError),
    /// A read or a write failed.
    Io(io::Error),
}

/// Why a file given to an import is not games that can be read.
#[derive(Debug)]
pub enum SourceError {
    /// Text that is not GGF at all: why.
    NotGgf(GgfError),
    /// Game `number` (from 1) of a GGF file cannot be read: why.
    GgfGame(usize, GgfError),
    /// A folder given to import holds no WTHOR or GGF file.
    NoGamesFiles,
    /// A `.wtb` file the WTHOR reader refuses.
    NotWthor(crate::store::wthor::WthorError),
    /// No WTHOR names file `WTHOR.JOU` or `WTHOR.TRN` (the name) beside the games.
    NoNames(&'static str),
    /// A WTHOR names file the reader refuses.
    NotNames(crate::store::wthor::WthorError),
    /// A folder, a device, or a file over the import's limit.
    NotAFile,
    /// Neither a WTHOR file nor text.
    NeitherWthorNorGgf,
}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceError::NotGgf(error) => write!(f, "not GGF: {error}"),
            SourceError::GgfGame(number, error) => write!(f, "game {number}: {error}"),
            SourceError::NoGamesFiles => write!(f, "no WTHOR (.wtb) or GGF (.ggf) file in this folder"),
            SourceError::NotWthor(error) => write!(f, "not a WTHOR file: {error}"),
            SourceError::NoNames(name) => write!(f, "no {name} beside the games, for their names"),
            SourceError::NotNames(error) => write!(f, "not a WTHOR names file: {error}"),
            SourceError::NotAFile => write!(f, "not an ordinary file of at most 512 MB"),
            SourceError::NeitherWthorNorGgf => write!(f, "neither a WTHOR file (.wtb) nor GGF text"),
        }
    }
}

impl DbError {
    /// The error of a failed read or write of `path`, a full disk told apart (the system's "No
    /// space left on device" does not say that nothing was changed).
    pub(super) fn io(path: &Path, error: io::Error) -> DbError {
        let kind = match error.kind() {
            io::ErrorKind::StorageFull => DbErrorKind::DiskFull,
            io::ErrorKind::QuotaExceeded => DbErrorKind::QuotaExceeded,
            _ => DbErrorKind::Io(error),
        };
        DbError { path: path.to_path_buf(), kind }
    }

    /// The error of the database at `path`, damaged: `what` is.
    pub(super) fn damaged(path: &Path, what: &str) -> DbError {
        DbError { path: path.to_path_buf(), kind: DbErrorKind::Damaged(what.to_string()) }
    }

    /// Whether the database is damaged (rather than the system failing to read it).
    pub fn is_damage(&self) -> bool {
        matches!(self.kind, DbErrorKind::Damaged(_))
    }
}

impl From<SaveError> for DbError {
    fn from(error: SaveError) -> DbError {
        match error.kind {
            SaveErrorKind::Io(io) => DbError::io(&error.path, io),
            // The atomic writer fails with I/O errors; any other says what it says.
            other => DbError { path: error.path, kind: DbErrorKind::Io(io::Error::other(other.to_string())) },
        }
    }
}

impl fmt::Display for DbErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unchanged = "free some space and import again; the database is left as it was";
        match self {
            DbErrorKind::Missing => {
                write!(f, "no games database yet: import games first, such as othello db import WTH_2019.wtb")
            }
            DbErrorKind::NotADatabase(why) => write!(f, "not a games database of this program ({why})"),
            DbErrorKind::OlderFormat => write!(
                f,
                "a games database of an older othello (format {OLD_VERSION}; this one reads format {VERSION}): \
                 run othello db import again (with your files, or --library) to bring it up to date; the games \
                 it holds are kept"
            ),
            DbErrorKind::UnknownFormat(version) => write!(
                f,
                "a games database of format {version}, which this othello (format {VERSION}) does not read: a \
                 newer othello's, or a damaged file"
            ),
            DbErrorKind::Damaged(what) => write!(f, "damaged: {what} ({REMEDY})"),
            DbErrorKind::ImportRunning => write!(f, "another othello db import is running: wait for it"),
            DbErrorKind::DiskFull => write!(f, "the disk is full: {unchanged}"),
            DbErrorKind::QuotaExceeded => write!(f, "the disk quota is used up: {unchanged}"),
            DbErrorKind::TooManyGames => write!(f, "more than {MAX_GAMES} games"),
            DbErrorKind::Source(why) => write!(f, "{why}"),
            DbErrorKind::Io(error) => write!(f, "{error}"),
        }
    }
}

impl fmt::Display for DbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = printable(&self.path.display().to_string());
        match &self.kind {
            DbErrorKind::Missing => write!(
                f,
                "no games database yet ({path}): import games first, such as othello db import WTH_2019.wtb"
            ),
            DbErrorKind::ImportRunning => {
                write!(f, "another othello db import is running on {path}: wait for it")
            }
            kind => write!(f, "{path}: {kind}"),
        }
    }
}

impl std::error::Error for DbError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            DbErrorKind::Io(error) => Some(error),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_is_said_in_words_with_the_path() {
        let path = Path::new("/data/games.db.lock");
        let said = DbError::io(path, io::ErrorKind::StorageFull.into()).to_string();
        assert!(said.starts_with("/data/games.db.lock: the disk is full"), "{said}");
        assert!(said.contains("left as it was"), "{said}");
        let said = DbError::io(path, io::ErrorKind::QuotaExceeded.into()).to_string();
        assert!(said.contains("quota"), "{said}");
        let said = DbError::io(path, io::ErrorKind::PermissionDenied.into()).to_string();
        assert!(said.starts_with("/data/games.db.lock: ") && !said.contains("full"), "{said}");
    }
}
