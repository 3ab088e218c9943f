//! The opening book of the data folder (`book.bin`, grown by `othello book grow`), which the
//! program plays from instead of the shipped one once it exists.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::search::Book;
use crate::search::book::{BookError, TextError};
use crate::text::printable;

use super::files::write_atomic_with;

/// The book's file name in the data folder.
pub const FILE: &str = "book.bin";
/// The largest book read: a book of a few million positions.
const MAX_BOOK_BYTES: u64 = 256 << 20;

/// Where the data folder keeps its book.
pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join(FILE)
}

/// Why an opening book file could not be read or written. Always names the file.
#[derive(Debug)]
pub struct BookFileError {
    /// The file (or the data folder that could not be made).
    pub path: PathBuf,
    /// What went wrong.
    pub kind: BookFileErrorKind,
}

/// The kinds of [`BookFileError`].
#[derive(Debug)]
pub enum BookFileErrorKind {
    /// The file could not be read or written.
    Io(std::io::Error),
    /// A folder, a device, or larger than a book is: 256 MB for `book.bin`, 1 GB for a book in
    /// text (`text`).
    NotAFile {
        /// Whether it was to be a book in text.
        text: bool,
    },
    /// Its bytes are not a book this program reads.
    Book(BookError),
    /// A line of a book in text is not a book position.
    Text(TextError),
}

/// In English, for logs (the player reads `words::book_file_error`).
impl std::fmt::Display for BookFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shown = printable(&self.path.display().to_string());
        match &self.kind {
            BookFileErrorKind::Io(e) => write!(f, "{shown}: {e}"),
            BookFileErrorKind::NotAFile { text: false } => {
                write!(f, "{shown}: not an ordinary file of at most 256 MB")
            }
            BookFileErrorKind::NotAFile { text: true } => {
                write!(f, "{shown}: not an ordinary file of at most 1 GB")
            }
            BookFileErrorKind::Book(e) => write!(f, "{shown}: {e}"),
            BookFileErrorKind::Text(e) => write!(f, "{shown}: {}", printable(&e.to_string())),
        }
    }
}

impl std::error::Error for BookFileError {}

/// The error of `path` of `kind`.
fn failed(path: &Path, kind: BookFileErrorKind) -> BookFileError {
    BookFileError { path: path.to_path_buf(), kind }
}

/// The data folder's book, if it has one: read whole (an ordinary file of bounded size), or why
/// it is not a book.
pub fn load(data_dir: &Path) -> Result<Option<Book>, BookFileError> {
    let path = path(data_dir);
    let io = |e| failed(&path, BookFileErrorKind::Io(e));
    let metadata = match std::fs::metadata(&path) {
        Ok(metadata) => metadata,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io(e)),
    };
    if !metadata.is_file() || metadata.len() > MAX_BOOK_BYTES {
        return Err(failed(&path, BookFileErrorKind::NotAFile { text: false }));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(&path)
        .and_then(|file| file.take(MAX_BOOK_BYTES + 1).read_to_end(&mut bytes))
        .map_err(io)?;
    Book::from_bytes(&bytes).map(Some).map_err(|e| failed(&path, BookFileErrorKind::Book(e)))
}

/// The book the program plays from: the data folder's if it has a good one, else the shipped.
pub fn active(data_dir: &Path) -> Book {
    load(data_dir).ok().flatten().unwrap_or_else(Book::shipped)
}

/// Writes `book` as the data folder's, atomically (an interrupted write leaves the old one).
pub fn save(data_dir: &Path, book: &Book) -> Result<(), BookFileError> {
    std::fs::create_dir_all(data_dir).map_err(|e| failed(data_dir, BookFileErrorKind::Io(e)))?;
    let bytes = book.to_bytes();
    write_atomic_with(&path(data_dir), |file| std::io::Write::write_all(file, &bytes)).map_err(|e| {
        let io = match e.kind {
            super::SaveErrorKind::Io(io) => io,
            other => std::io::Error::other(other.to_string()),
        };
        failed(&e.path, BookFileErrorKind::Io(io))
    })
}

/// The largest book in text read: some ninety bytes a position, for a book of millions.
const MAX_TEXT_BYTES: u64 = 1 << 30;

/// A book in text (`othello book export`) from `path`, or why it is not one (the line, for a
/// line that is not a book position).
pub fn load_text(path: &Path) -> Result<Book, BookFileError> {
    let io = |e| failed(path, BookFileErrorKind::Io(e));
    let metadata = std::fs::metadata(path).map_err(io)?;
    if !metadata.is_file() || metadata.len() > MAX_TEXT_BYTES {
        return Err(failed(path, BookFileErrorKind::NotAFile { text: true }));
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_TEXT_BYTES + 1).read_to_string(&mut text))
        .map_err(io)?;
    Book::from_text(&text).map_err(|e| failed(path, BookFileErrorKind::Text(e)))
}
