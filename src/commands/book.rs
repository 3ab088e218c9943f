//! `othello book`: a position's book moves with their values (text or one JSON object);
//! `othello book grow`, which grows the data folder's book with more searches, from the start or
//! on the positions of WTHOR's games (in shards, a part each); `merge`, which merges the parts;
//! `export` and `import`, the book as text.

use std::path::Path;
use std::time::Instant;

use serde::Serialize;

use crate::cli::{BookAction, BookArgs, GrowArgs, SolveFormat};
use crate::engine::position::Position;
use crate::i18n::Language;
use crate::search::book::{Growth, grow};
use crate::search::{Book, Searcher};
use crate::store;
use crate::text::printable;
use crate::tr;

use super::{Failure, game_at, print, said};

/// Shows the book moves of the position `args` name, or grows the book; what it says for people
/// in `language` (JSON and the book as text are the same in every language).
pub(super) fn run(
    args: &BookArgs,
    data_dir: &Path,
    threads: usize,
    language: Language,
) -> Result<(), Failure> {
    match &args.action {
        Some(BookAction::Grow(grow_args)) if grow_args.wthor.is_some() => {
            return super::book_shards::grow_on_wthor(grow_args, data_dir, language);
        }
        Some(BookAction::Grow(grow_args)) if grow_args.leaves => {
            return super::book_shards::grow_on_leaves(grow_args, data_dir, language);
        }
        Some(BookAction::Grow(grow_args)) => return grow_book(grow_args, data_dir, threads, language),
        Some(BookAction::Merge { parts, out, .. }) => {
            return super::book_shards::merge_parts(parts, out.as_deref(), data_dir, language);
        }
        Some(BookAction::Export { out, .. }) => return export(out.as_deref(), data_dir),
        Some(BookAction::Learn { games, plies, depth, .. }) => {
            return super::book_learn::learn_games(games, *plies, *depth, data_dir, threads, language);
        }
        Some(BookAction::Show { at, plies, .. }) => {
            return super::book_learn::show_tree(at, *plies, data_dir, language);
        }
        Some(BookAction::Import { file, replace, .. }) => return import(file, *replace, data_dir, language),
        None => {}
    }
    let game = game_at(&args.at)?;
    let to_move = game.to_move().unwrap_or(crate::engine::color::Color::Black);
    let position = Position::from_board(game.board(), to_move).expect("a game's board");
    let (book, path) = match store::book::load(data_dir).map_err(|e| unreadable_book(&e))? {
        Some(book) => (book, Some(store::book::path(data_dir).display().to_string())),
        None => (Book::shipped(), None),
    };
    let text = match args.at.format {
        SolveFormat::Text => {
            let source = path.map_or_else(|| tr!(language, "book-shipped"), |path| printable(&path));
            text(&book, position, &source, language)
        }
        // The shipped book named in English, as scripts have read it.
        SolveFormat::Json => json(&book, position, path.as_deref().unwrap_or("the shipped book")),
    };
    print(text.as_bytes())
}

/// The book moves as lines in `language`: the book (`source`, its file or the shipped one), each
/// move and its value, then the best move out of the book.
fn text(book: &Book, position: Position, source: &str, language: Language) -> String {
    let summary = tr!(
        language,
        "book-summary",
        positions = book.len(),
        positions_text = language.thousands(book.len() as u64),
        plies = book.plies(),
        source = source
    );
    let mut out = format!("{summary}\n");
    let moves = book.moves(position);
    if moves.is_empty() {
        out.push_str(&format!("{}\n", tr!(language, "book-not-in")));
        return out;
    }
    out.push_str(&format!("{}\n", tr!(language, "book-moves")));
    for m in &moves {
        out.push_str(&format!("  {:<3} {:>6}\n", m.square.to_string(), m.score.to_string()));
    }
    if let Some(leaf) = book.leaf(position) {
        let best =
            tr!(language, "book-best-out", square = leaf.square.to_string(), score = leaf.score.to_string());
        out.push_str(&format!("{best}\n"));
    }
    out
}

/// The book moves as one JSON object.
fn json(book: &Book, position: Position, source: &str) -> String {
    #[derive(Serialize)]
    struct Move {
        square: String,
        /// Hundredths of a disc for the side to move.
        score: i32,
    }
    #[derive(Serialize)]
    struct Report {
        book: String,
        positions: usize,
        plies: u32,
        moves: Vec<Move>,
        out_of_book: Option<Move>,
    }
    let shown = |m: crate::search::book::BookMove| Move { square: m.square.to_string(), score: m.score.0 };
    let report = Report {
        book: crate::text::printable(source),
        positions: book.len(),
        plies: book.plies(),
        moves: book.moves(position).into_iter().map(shown).collect(),
        out_of_book: book.leaf(position).map(shown),
    };
    let mut text = serde_json::to_string_pretty(&report).expect("the report always serialises");
    text.push('\n');
    text
}

/// Grows the data folder's book (from the shipped one if it has none), saving it every few
/// positions and at the end.
fn grow_book(args: &GrowArgs, data_dir: &Path, threads: usize, language: Language) -> Result<(), Failure> {
    let mut book =
        store::book::load(data_dir).map_err(|e| unreadable_book(&e))?.unwrap_or_else(Book::shipped);
    let growth = Growth { plies: args.plies, margin: args.margin as i32 * 100, depth: args.depth };
    let mut searcher = Searcher::new().with_threads(threads);
    let started = Instant::now();
    let before = book.len();
    let mut failure = None;
    let searched = grow(&mut book, &mut searcher, &growth, |book, searched| {
        if searched % SAVE_EVERY == 0 {
            let said = tr!(
                language,
                "book-grow-progress",
                searched = searched,
                searched_text = language.thousands(searched as u64),
                positions_text = language.thousands(book.len() as u64),
                seconds = language.thousands(started.elapsed().as_secs())
            );
            crate::output::err(&format!("{said}\n"));
        }
        keep_every(data_dir, book, searched, &mut failure)
    });
    keep_at_the_end(data_dir, &book, failure)?;
    let said = tr!(
        language,
        "book-grown",
        searched = searched,
        searched_text = language.thousands(searched as u64),
        seconds = language.thousands(started.elapsed().as_secs()),
        positions = book.len(),
        positions_text = language.thousands(book.len() as u64),
        new_text = language.thousands((book.len() - before) as u64),
        plies = book.plies(),
        path = printable(&store::book::path(data_dir).display().to_string())
    );
    print(format!("{said}\n").as_bytes())
}

/// The book is saved after every this many positions searched.
const SAVE_EVERY: usize = 20;

/// Saves a book being grown (negamaxed) in the data folder after every [`SAVE_EVERY`] positions
/// searched, so that Ctrl-C loses at most that many; a save that fails is kept in `failure` and
/// stops the growth. Returns whether to go on.
pub(super) fn keep_every(
    data_dir: &Path,
    book: &Book,
    searched: usize,
    failure: &mut Option<store::book::BookFileError>,
) -> bool {
    if !searched.is_multiple_of(SAVE_EVERY) {
        return true;
    }
    let mut saved = book.clone();
    saved.negamax();
    match store::book::save(data_dir, &saved) {
        Ok(()) => true,
        Err(e) => {
            *failure = Some(e);
            false
        }
    }
}

/// Saves the grown `book` in the data folder, unless a save on the way failed (`failure`).
pub(super) fn keep_at_the_end(
    data_dir: &Path,
    book: &Book,
    failure: Option<store::book::BookFileError>,
) -> Result<(), Failure> {
    let failed = cannot_save_the_book;
    if let Some(e) = failure {
        return Err(failed(e));
    }
    store::book::save(data_dir, book).map_err(failed)
}

/// The book could not be saved, and why.
pub(super) fn cannot_save_the_book(error: store::book::BookFileError) -> Failure {
    Failure::System(tr!(
        said(),
        "error-cannot-save-book",
        why = crate::words::book_file_error(said(), &error)
    ))
}

/// A book file that cannot be read, or is not a book: the file's to mend.
pub(super) fn unreadable_book(error: &store::book::BookFileError) -> Failure {
    Failure::Input(crate::words::book_file_error(said(), error))
}

/// A file could not be written, and why.
pub(super) fn cannot_write(error: &store::SaveError) -> Failure {
    let path = printable(&error.path.display().to_string());
    let why = match &error.kind {
        store::SaveErrorKind::Io(e) => crate::words::io_error(said(), e),
        other => other.to_string(),
    };
    Failure::System(tr!(said(), "error-cannot-write", path = path, why = why))
}

/// The data folder's book, or the shipped one if it has none yet.
pub(super) fn book_of(data_dir: &Path) -> Result<Book, Failure> {
    Ok(store::book::load(data_dir).map_err(|e| unreadable_book(&e))?.unwrap_or_else(Book::shipped))
}

/// Writes the data folder's book as text to `out`, or to standard output.
fn export(out: Option<&Path>, data_dir: &Path) -> Result<(), Failure> {
    let text = book_of(data_dir)?.to_text();
    match out {
        None => print(text.as_bytes()),
        Some(path) => store::write_atomic_with(path, |file| std::io::Write::write_all(file, text.as_bytes()))
            .map_err(|e| cannot_write(&e)),
    }
}

/// Reads the book in text `file` into the data folder's book (in its place if `replace`).
fn import(file: &Path, replace: bool, data_dir: &Path, language: Language) -> Result<(), Failure> {
    let shown = printable(&file.display().to_string());
    let read = store::book::load_text(file).map_err(|e| unreadable_book(&e))?;
    let mut book = if replace { Book::new() } else { book_of(data_dir)? };
    book.absorb(&read);
    book.negamax();
    store::book::save(data_dir, &book).map_err(cannot_save_the_book)?;
    let said = tr!(
        language,
        "book-imported",
        read = read.len(),
        read_text = language.thousands(read.len() as u64),
        file = shown,
        positions = book.len(),
        positions_text = language.thousands(book.len() as u64),
        path = printable(&store::book::path(data_dir).display().to_string())
    );
    print(format!("{said}\n").as_bytes())
}
