//! `othello book learn`: games (files, or the library's by ID) taken into the data folder's
//! book, their new positions searched and the values backed up; and `othello book show`, the
//! book's tree from a position.

use std::path::{Path, PathBuf};
use std::time::Instant;

use serde::Serialize;

use crate::cli::{PositionArgs, SolveFormat};
use crate::engine::position::Position;
use crate::i18n::Language;
use crate::search::book::{learn, line_of};
use crate::search::{Book, Searcher};
use crate::store::library::Library;
use crate::store::{self, SavedGame, ggf, records};
use crate::text::printable;
use crate::tr;

use super::book::{book_of, keep_at_the_end, keep_every};
use super::{Failure, game_at, print, resolve, said};

/// The largest game file read: a GGS archive of some hundred thousand games.
const MAX_GAMES_BYTES: u64 = 256 << 20;

/// The games of `path`: every game of a GGF text, or the one game of a save or a transcript.
fn games_of(path: &Path) -> Result<Vec<SavedGame>, Failure> {
    let shown = printable(&path.display().to_string());
    let unreadable = |e: std::io::Error| {
        Failure::Input(tr!(
            said(),
            "error-file",
            path = shown.clone(),
            why = crate::words::io_error(said(), &e)
        ))
    };
    let metadata = std::fs::metadata(path).map_err(unreadable)?;
    if !metadata.is_file() || metadata.len() > MAX_GAMES_BYTES {
        return Err(Failure::Input(tr!(said(), "error-games-file", path = shown)));
    }
    let text = std::fs::read_to_string(path).map_err(unreadable)?;
    if let Ok(games) = ggf::read_all(&text) {
        // The games of an archive that cannot be read are left out, as the database does.
        return Ok(games.into_iter().filter_map(Result::ok).map(|game| game.saved).collect());
    }
    let (saved, _) =
        records::read(&text).map_err(|e| Failure::Input(super::record_error(super::said(), e, path)))?;
    Ok(vec![saved])
}

/// Learns the games `references` name into the data folder's book.
pub(super) fn learn_games(
    references: &[PathBuf],
    plies: u32,
    depth: u32,
    data_dir: &Path,
    threads: usize,
    language: Language,
) -> Result<(), Failure> {
    let library = Library::new(data_dir);
    let mut lines = Vec::new();
    let mut games = 0;
    for reference in references {
        let path = resolve(reference, &library)?;
        for saved in games_of(&path)? {
            games += 1;
            lines.push(line_of(&saved.game, plies));
        }
    }
    let mut book = book_of(data_dir)?;
    let before = book.len();
    let mut searcher = Searcher::new().with_threads(threads);
    let started = Instant::now();
    let mut failure = None;
    let searched = learn(&mut book, &mut searcher, &lines, depth, |book, searched| {
        keep_every(data_dir, book, searched, &mut failure)
    });
    keep_at_the_end(data_dir, &book, failure)?;
    let said = tr!(
        language,
        "book-learned",
        games = games,
        games_text = language.thousands(games as u64),
        searched = searched,
        searched_text = language.thousands(searched as u64),
        seconds = language.thousands(started.elapsed().as_secs()),
        positions = book.len(),
        positions_text = language.thousands(book.len() as u64),
        before_text = language.thousands(before as u64),
        path = printable(&store::book::path(data_dir).display().to_string())
    );
    print(format!("{said}\n").as_bytes())
}

/// A book move in the tree, and the tree below it.
#[derive(Serialize)]
struct Branch {
    square: String,
    /// Hundredths of a disc for the side that plays it.
    score: i32,
    /// The depth of the search its value comes from.
    depth: u8,
    below: Vec<Branch>,
}

/// The book's tree below `position`, `plies` moves down.
fn tree(book: &Book, position: Position, plies: u32) -> Vec<Branch> {
    if plies == 0 {
        return Vec::new();
    }
    book.moves(position)
        .into_iter()
        .map(|m| {
            let child = position.play(m.square);
            Branch {
                square: m.square.to_string(),
                score: m.score.0,
                depth: m.depth,
                below: tree(book, child, plies - 1),
            }
        })
        .collect()
}

/// The tree as indented lines, in `language`.
fn lines(branches: &[Branch], indent: usize, out: &mut String, language: Language) {
    for branch in branches {
        let line = tr!(
            language,
            "book-tree-move",
            square = branch.square.clone(),
            score = crate::search::Score(branch.score).to_string(),
            depth = branch.depth
        );
        out.push_str(&format!("{:indent$}{line}\n", ""));
        lines(&branch.below, indent + 2, out, language);
    }
}

/// Prints the book's tree from the position `at` names, `plies` moves down.
pub(super) fn show_tree(
    at: &PositionArgs,
    plies: u32,
    data_dir: &Path,
    language: Language,
) -> Result<(), Failure> {
    let game = game_at(at)?;
    let to_move = game.to_move().unwrap_or(crate::engine::color::Color::Black);
    let position = Position::from_board(game.board(), to_move).expect("a game's board");
    let book = book_of(data_dir)?;
    let branches = tree(&book, position, plies);
    let text = match at.format {
        SolveFormat::Json => {
            let mut text = serde_json::to_string_pretty(&branches).expect("the tree always serialises");
            text.push('\n');
            text
        }
        SolveFormat::Text if branches.is_empty() => format!("{}\n", tr!(language, "book-tree-none")),
        SolveFormat::Text => {
            let mut text = format!("{}\n", tr!(language, "book-tree-heading"));
            lines(&branches, 0, &mut text, language);
            text
        }
    };
    print(text.as_bytes())
}
