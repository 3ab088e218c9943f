//! The opening book of the data folder (`book.bin`, grown by `othello book grow`), which the
//! program plays from instead of the shipped one once it exists.

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::search::Book;
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

/// The data folder's book, if it has one: read whole (an ordinary file of bounded size), or a
/// message that names the file and says why it is not a book.
pub fn load(data_dir: &Path) -> Result<Option<Book>, String> {
    let path = path(data_dir);
    let shown = || printable(&path.display().to_string());
    let metadata = match std::fs::metadata(&path) {
        Ok(metadata) => metadata,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", shown())),
    };
    if !metadata.is_file() || metadata.len() > MAX_BOOK_BYTES {
        return Err(format!("{}: not an ordinary file of at most 256 MB", shown()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(&path)
        .and_then(|file| file.take(MAX_BOOK_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("{}: {e}", shown()))?;
    Book::from_bytes(&bytes).map(Some).map_err(|e| format!("{}: {e}", shown()))
}

/// The book the program plays from: the data folder's if it has a good one, else the shipped.
pub fn active(data_dir: &Path) -> Book {
    load(data_dir).ok().flatten().unwrap_or_else(Book::shipped)
}

/// Writes `book` as the data folder's, atomically (an interrupted write leaves the old one).
pub fn save(data_dir: &Path, book: &Book) -> Result<(), String> {
    std::fs::create_dir_all(data_dir)
        .map_err(|e| format!("{}: {e}", printable(&data_dir.display().to_string())))?;
    let bytes = book.to_bytes();
    write_atomic_with(&path(data_dir), |file| std::io::Write::write_all(file, &bytes))
        .map_err(|e| e.to_string())
}

/// The largest book in text read: some ninety bytes a position, for a book of millions.
const MAX_TEXT_BYTES: u64 = 1 << 30;

/// A book in text (`othello book export`) from `path`, or a message that names the file and says
/// why it is not one (the line, for a line that is not a book position).
pub fn load_text(path: &Path) -> Result<Book, String> {
    let shown = || printable(&path.display().to_string());
    let metadata = std::fs::metadata(path).map_err(|e| format!("{}: {e}", shown()))?;
    if !metadata.is_file() || metadata.len() > MAX_TEXT_BYTES {
        return Err(format!("{}: not an ordinary file of at most 1 GB", shown()));
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_TEXT_BYTES + 1).read_to_string(&mut text))
        .map_err(|e| format!("{}: {e}", shown()))?;
    Book::from_text(&text).map_err(|e| format!("{}: {e}", shown()))
}
