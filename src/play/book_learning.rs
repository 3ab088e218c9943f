//! The computer learning from the games it loses (a preference, off unless chosen): the line of
//! such a game searched into the data folder's book on a thread of its own, as Edax's book learns.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::search::book::{learn, line_of};
use crate::search::{Book, Searcher};
use crate::store;
use crate::store::book::BookFileError;

/// A lost game's positions in its first this many moves are learned, as `othello book learn`
/// takes them.
pub const PLIES: u32 = 20;
/// Each new position is searched this many plies deep, as `othello book learn` searches it.
pub const DEPTH: u32 = 18;

/// What a lost game taught the book.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Learned {
    /// The positions searched into it.
    pub positions: usize,
    /// The book as saved, which the computer plays from from now on.
    pub book: Book,
}

/// The line to learn from `game` if the computer, playing `computer`, lost it on the board
/// against a person, from the standard start: the book plays that start only, and a loss on
/// time or by resignation says nothing about its moves.
pub fn line_to_learn(game: &Game, computer: Color) -> Option<Vec<Position>> {
    let outcome = game.outcome()?;
    let lost =
        outcome.winner == Some(!computer) && game.lost_on_time().is_none() && game.resigned().is_none();
    let line = line_of(game, PLIES);
    (lost && !line.is_empty()).then_some(line)
}

/// Searches `line` into the book of `data_dir` (the shipped book's positions first, if it has
/// none yet) `depth` plies deep, then saves it: the positions searched go over the book file as
/// it is then, each taking the place of one searched less deep. With nothing new to learn nothing
/// is written. A book file that cannot be read is left as it is, and said so.
pub fn learn_line(data_dir: &Path, line: &[Position], depth: u32) -> Result<Learned, BookFileError> {
    // One learning at a time: a second lost game learns from the book the first one saved.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _learning = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let mut book = store::book::load(data_dir)?.unwrap_or_else(Book::shipped);
    let new: Vec<Position> =
        line.iter().copied().filter(|p| p.can_move() && book.get(*p).is_none_or(|e| e.depth == 0)).collect();
    let mut searcher = Searcher::new().with_threads(1);
    let positions = learn(&mut book, &mut searcher, &[line.to_vec()], depth, |_, _| true);
    if positions == 0 {
        return Ok(Learned { positions, book });
    }
    // Only what was searched goes over the file: the rest of the book read at the start may be
    // older than the file now.
    let mut searched = Book::new();
    for position in new {
        if let Some(entry) = book.get(position) {
            searched.insert(position, *entry);
        }
    }
    let book = keep_learned(data_dir, &searched)?;
    Ok(Learned { positions, book })
}

/// Saves `learned` over the book of `data_dir` as it is now (the shipped one if it has none): what
/// was saved there meanwhile stays, each position searched deeper on either side winning, and the
/// values are backed up again. Returns the book saved.
fn keep_learned(data_dir: &Path, learned: &Book) -> Result<Book, BookFileError> {
    let mut book = store::book::load(data_dir)?.unwrap_or_else(Book::shipped);
    book.absorb(learned);
    book.negamax();
    store::book::save(data_dir, &book)?;
    Ok(book)
}

/// [`learn_line`] on a thread of its own, telling `done` what came of it. A program that ends
/// before it is done loses only the learning: the book is written whole or not at all.
pub fn learn_in_background(
    data_dir: PathBuf,
    line: Vec<Position>,
    depth: u32,
    done: impl FnOnce(Result<Learned, BookFileError>) + Send + 'static,
) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name("book-learning".into())
        .stack_size(crate::search::SEARCH_STACK)
        .spawn(move || done(learn_line(&data_dir, &line, depth)))
        .map(drop)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::{Handicap, Rules};

    /// A game of `moves` from the standard start, under `rules`.
    fn game_of(rules: Rules, moves: &str) -> Game {
        let mut game = Game::new(rules);
        for i in (0..moves.len()).step_by(2) {
            game.play_untimed(moves[i..i + 2].parse().unwrap()).unwrap();
        }
        game
    }

    /// The final of the 2007 World Othello Championship, game 1 (from the test data's
    /// tournament games): black won 35-29.
    const BLACK_WON: &str = "f5d6c5f4e3c6d3f6e6d7g4g3g6h3g5h4e7f7h5h6e8f3c4c7d8c8b8b4b6b5a4a5a6e2a3d2d1c1b1c2c3b2f2f1a1b3e1a2g1g2h1h2h7g7h8b7a8a7f8g8";

    #[test]
    fn only_a_loss_on_the_board_from_the_standard_start_is_learned() {
        let game = game_of(Rules::default(), BLACK_WON);
        let outcome = game.outcome().expect("a whole game");
        assert_eq!(outcome.winner, Some(Color::Black));
        let line = line_to_learn(&game, Color::White).expect("white lost it");
        assert_eq!(line, line_of(&game, PLIES));
        assert_eq!(line.len(), PLIES as usize + 1);
        assert_eq!(line_to_learn(&game, Color::Black), None, "black won it");
        let mut unfinished = game_of(Rules::default(), &BLACK_WON[..40]);
        assert_eq!(line_to_learn(&unfinished, Color::White), None, "not over");
        unfinished.resign(Color::White).unwrap();
        assert_eq!(line_to_learn(&unfinished, Color::White), None, "resigned: not the book's doing");
        let handicap = Rules::new(Handicap::new(1, Color::White).unwrap(), None).unwrap();
        let mut cornered = Game::new(handicap);
        while let Some(square) = cornered.legal_moves().squares().next() {
            cornered.play_untimed(square).unwrap();
        }
        let loser = !cornered.outcome().unwrap().winner.unwrap_or(Color::Black);
        assert_eq!(line_to_learn(&cornered, loser), None, "handicap corners");
    }

    #[test]
    fn a_lost_line_enters_the_book_file_each_new_position_searched() {
        let folder = tempfile::tempdir().unwrap();
        let game = game_of(Rules::default(), BLACK_WON);
        let line = line_to_learn(&game, Color::White).unwrap();
        let shipped = Book::shipped();
        let new = line.iter().filter(|p| shipped.get(**p).is_none_or(|e| e.depth == 0)).count();
        assert!(new > 0, "the game leaves the shipped book");
        let learned = learn_line(folder.path(), &line, 2).unwrap();
        assert_eq!(learned.positions, new);
        let saved = store::book::load(folder.path()).unwrap().expect("written");
        assert_eq!(saved.to_bytes(), learned.book.to_bytes(), "the book saved is the one returned");
        for position in &line {
            assert!(saved.get(*position).is_some_and(|e| e.depth > 0), "every position searched");
        }
        // Learned again: nothing new, nothing written.
        let written = std::fs::metadata(store::book::path(folder.path())).unwrap().modified().unwrap();
        assert_eq!(learn_line(folder.path(), &line, 2).unwrap().positions, 0);
        let unchanged = std::fs::metadata(store::book::path(folder.path())).unwrap().modified().unwrap();
        assert_eq!(written, unchanged);
        // A damaged book is not overwritten.
        std::fs::write(store::book::path(folder.path()), b"not a book").unwrap();
        assert!(learn_line(folder.path(), &line, 2).is_err());
        assert_eq!(std::fs::read(store::book::path(folder.path())).unwrap(), b"not a book");
    }

    #[test]
    fn what_another_program_saved_meanwhile_stays_and_the_deeper_search_wins() {
        let folder = tempfile::tempdir().unwrap();
        let game = game_of(Rules::default(), BLACK_WON);
        let line = line_to_learn(&game, Color::White).unwrap();
        let mut learned = Book::new();
        learn(&mut learned, &mut Searcher::new().with_table_bits(12), &[line[..4].to_vec()], 2, |_, _| true);
        // Meanwhile: a position of the line searched deeper, and one learned is not.
        let mut meanwhile = Book::new();
        learn(&mut meanwhile, &mut Searcher::new().with_table_bits(12), &[line[2..6].to_vec()], 4, |_, _| {
            true
        });
        store::book::save(folder.path(), &meanwhile).unwrap();
        let kept = keep_learned(folder.path(), &learned).unwrap();
        assert_eq!(store::book::load(folder.path()).unwrap().unwrap().to_bytes(), kept.to_bytes());
        assert_eq!(kept.get(line[0]).unwrap().depth, 2, "learned only");
        assert_eq!(kept.get(line[2]).unwrap().depth, 4, "searched deeper meanwhile");
        assert_eq!(kept.get(line[5]).unwrap().depth, 4, "saved meanwhile only");
    }
}
