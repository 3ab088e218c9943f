//! `othello book`: a position's book moves with their values (text or one JSON object);
//! `othello book grow`, which grows the data folder's book with more searches, from the start or
//! on the positions of WTHOR's games (in shards, a part each); `merge`, which merges the parts;
//! `export` and `import`, the book as text.

use std::path::Path;
use std::time::Instant;

use serde::Serialize;

use crate::cli::{BookAction, BookArgs, GrowArgs, SolveFormat};
use crate::engine::position::Position;
use crate::search::book::{Growth, grow};
use crate::search::{Book, Searcher};
use crate::store;
use crate::text::printable;

use super::{Failure, game_at, print};

/// Shows the book moves of the position `args` name, or grows the book.
pub(super) fn run(args: &BookArgs, data_dir: &Path, threads: usize) -> Result<(), Failure> {
    match &args.action {
        Some(BookAction::Grow(grow_args)) if grow_args.wthor.is_some() => {
            return super::book_shards::grow_on_wthor(grow_args, data_dir);
        }
        Some(BookAction::Grow(grow_args)) if grow_args.leaves => {
            return super::book_shards::grow_on_leaves(grow_args, data_dir);
        }
        Some(BookAction::Grow(grow_args)) => return grow_book(grow_args, data_dir, threads),
        Some(BookAction::Merge { parts, out, .. }) => {
            return super::book_shards::merge_parts(parts, out.as_deref(), data_dir);
        }
        Some(BookAction::Export { out, .. }) => return export(out.as_deref(), data_dir),
        Some(BookAction::Learn { games, plies, depth, .. }) => {
            return super::book_learn::learn_games(games, *plies, *depth, data_dir, threads);
        }
        Some(BookAction::Show { at, plies, .. }) => {
            return super::book_learn::show_tree(at, *plies, data_dir);
        }
        Some(BookAction::Import { file, replace, .. }) => return import(file, *replace, data_dir),
        None => {}
    }
    let game = game_at(&args.at)?;
    let to_move = game.to_move().unwrap_or(crate::engine::color::Color::Black);
    let position = Position::from_board(game.board(), to_move).expect("a game's board");
    let (book, source) = match store::book::load(data_dir).map_err(Failure::Input)? {
        Some(book) => (book, store::book::path(data_dir).display().to_string()),
        None => (Book::shipped(), "the shipped book".to_string()),
    };
    let text = match args.at.format {
        SolveFormat::Text => text(&book, position, &source),
        SolveFormat::Json => json(&book, position, &source),
    };
    print(text.as_bytes())
}

/// The book moves as lines: each move and its value, then the best move out of the book.
fn text(book: &Book, position: Position, source: &str) -> String {
    let mut out = format!(
        "Opening book: {} positions, up to {} moves from the start ({}).\n",
        crate::text::thousands(book.len() as u64),
        book.plies(),
        crate::text::printable(source)
    );
    let moves = book.moves(position);
    if moves.is_empty() {
        out.push_str("This position is not in the book.\n");
        return out;
    }
    out.push_str("Book moves, scores in discs for the side to move:\n");
    for m in &moves {
        out.push_str(&format!("  {:<3} {:>6}\n", m.square.to_string(), m.score.to_string()));
    }
    if let Some(leaf) = book.leaf(position) {
        out.push_str(&format!("Best move out of the book: {} {}\n", leaf.square, leaf.score));
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
fn grow_book(args: &GrowArgs, data_dir: &Path, threads: usize) -> Result<(), Failure> {
    let mut book = store::book::load(data_dir).map_err(Failure::Input)?.unwrap_or_else(Book::shipped);
    let growth = Growth { plies: args.plies, margin: args.margin as i32 * 100, depth: args.depth };
    let mut searcher = Searcher::new().with_threads(threads);
    let started = Instant::now();
    let before = book.len();
    let mut failure = None;
    let searched = grow(&mut book, &mut searcher, &growth, |book, searched| {
        if searched % SAVE_EVERY == 0 {
            crate::output::err(&format!(
                "{searched} positions searched, {} in the book, {:.0} s\n",
                book.len(),
                started.elapsed().as_secs_f64()
            ));
        }
        keep_every(data_dir, book, searched, &mut failure)
    });
    keep_at_the_end(data_dir, &book, failure)?;
    let text = format!(
        "{searched} positions searched in {:.0} s; the book holds {} positions ({} new), up to {} moves from the start: {}\n",
        started.elapsed().as_secs_f64(),
        book.len(),
        book.len() - before,
        book.plies(),
        crate::text::printable(&store::book::path(data_dir).display().to_string())
    );
    print(text.as_bytes())
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
    failure: &mut Option<String>,
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
pub(super) fn keep_at_the_end(data_dir: &Path, book: &Book, failure: Option<String>) -> Result<(), Failure> {
    let failed = |e: String| Failure::System(format!("cannot save the book: {e}"));
    if let Some(e) = failure {
        return Err(failed(e));
    }
    store::book::save(data_dir, book).map_err(failed)
}

/// The data folder's book, or the shipped one if it has none yet.
pub(super) fn book_of(data_dir: &Path) -> Result<Book, Failure> {
    Ok(store::book::load(data_dir).map_err(Failure::Input)?.unwrap_or_else(Book::shipped))
}

/// Writes the data folder's book as text to `out`, or to standard output.
fn export(out: Option<&Path>, data_dir: &Path) -> Result<(), Failure> {
    let text = book_of(data_dir)?.to_text();
    match out {
        None => print(text.as_bytes()),
        Some(path) => store::write_atomic_with(path, |file| std::io::Write::write_all(file, text.as_bytes()))
            .map_err(|e| {
                Failure::System(format!("cannot write {}: {e}", printable(&path.display().to_string())))
            }),
    }
}

/// Reads the book in text `file` into the data folder's book (in its place if `replace`).
fn import(file: &Path, replace: bool, data_dir: &Path) -> Result<(), Failure> {
    let shown = printable(&file.display().to_string());
    let read = store::book::load_text(file).map_err(Failure::Input)?;
    let mut book = if replace { Book::new() } else { book_of(data_dir)? };
    book.absorb(&read);
    book.negamax();
    store::book::save(data_dir, &book).map_err(|e| Failure::System(format!("cannot save the book: {e}")))?;
    let text = format!(
        "{} positions read from {shown}; the book holds {} positions: {}\n",
        crate::text::thousands(read.len() as u64),
        crate::text::thousands(book.len() as u64),
        printable(&store::book::path(data_dir).display().to_string())
    );
    print(text.as_bytes())
}
