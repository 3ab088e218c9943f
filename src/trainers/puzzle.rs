//! Endgame puzzles: positions of real games (and FFO) with 8 to 24 empty squares whose best move
//! is better than every other by a margin, each shipped with every legal move's exact score and
//! line (written by `examples/puzzles.rs`, checked against the solver by `tests/suite/training.rs`).

use std::fmt;
use std::sync::OnceLock;

use crate::engine::color::Color;
use crate::engine::notation::{parse_position, position_string};
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::search::random::SplitMix64;

/// The puzzles compiled into the program.
const SHIPPED: &str = include_str!("puzzles.txt");

/// The fewest empty squares a puzzle has.
pub const FEWEST_EMPTIES: u32 = 8;
/// The most empty squares a puzzle has.
pub const MOST_EMPTIES: u32 = 24;
/// Every puzzle's best move is better than the second best by at least this many discs.
pub const LEAST_MARGIN: i32 = 2;

/// A legal move of a puzzle, solved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SolvedMove {
    /// The move.
    pub square: Square,
    /// The final disc difference it reaches for the side to move with perfect play after it.
    pub score: i32,
    /// The line of perfect play after it, this move first (passes left out).
    pub line: Vec<Square>,
}

/// An endgame puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// Its name in the collection (`1980-0123-18`: the year, the game, the empties; `ffo-40`).
    pub id: String,
    /// The position, `to_move` to play.
    pub position: Position,
    /// The side to move.
    pub to_move: Color,
    /// Every legal move with its exact score, best first.
    pub moves: Vec<SolvedMove>,
    /// Where it comes from, in a few words (the players and the tournament).
    pub source: String,
}

/// How good an answer was.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The best move.
    Best,
    /// A legal move that loses `lost` discs against the best.
    Worse {
        /// The discs lost.
        lost: i32,
    },
}

impl Puzzle {
    /// The empty squares.
    pub fn empties(&self) -> u32 {
        self.position.empties().count()
    }

    /// The best move.
    pub fn best(&self) -> &SolvedMove {
        &self.moves[0]
    }

    /// How many discs the best move is better than the second best.
    pub fn margin(&self) -> i32 {
        self.moves[0].score - self.moves.get(1).map_or(-64, |second| second.score)
    }

    /// The solved move `square`, if it is legal.
    pub fn solved(&self, square: Square) -> Option<&SolvedMove> {
        self.moves.iter().find(|solved| solved.square == square)
    }

    /// How good `square` is as an answer; `None` if it is not a legal move.
    pub fn judge(&self, square: Square) -> Option<Verdict> {
        let lost = self.best().score - self.solved(square)?.score;
        Some(if lost == 0 { Verdict::Best } else { Verdict::Worse { lost } })
    }

    /// The puzzle as a line of the collection: id, position, moves (`square:score:line`), source,
    /// separated by tabs.
    pub fn to_line(&self) -> String {
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|m| {
                let line: String = m.line.iter().map(Square::to_string).collect();
                format!("{}:{:+}:{line}", m.square, m.score)
            })
            .collect();
        format!(
            "{}\t{}\t{}\t{}",
            self.id,
            position_string(self.position, self.to_move),
            moves.join(" "),
            self.source
        )
    }

    /// Reads a line of the collection, checking that it is a puzzle: every legal move listed
    /// once, best first, each line legal and starting with its move, the margin at least
    /// [`LEAST_MARGIN`], the empties within [`FEWEST_EMPTIES`] to [`MOST_EMPTIES`].
    pub fn from_line(text: &str) -> Result<Puzzle, PuzzleError> {
        let bad = |why: &str| PuzzleError(why.to_string());
        let fields: Vec<&str> = text.split('\t').collect();
        let [id, position, moves, source] = fields[..] else {
            return Err(bad("it needs four fields separated by tabs"));
        };
        let (position, to_move) = parse_position(position).map_err(|e| PuzzleError(e.to_string()))?;
        let mut solved = Vec::new();
        for text in moves.split_whitespace() {
            let mut parts = text.split(':');
            let (Some(square), Some(score), Some(line), None) =
                (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                return Err(bad("a move is written square:score:line"));
            };
            let square: Square = square.parse().map_err(|_| bad("a move that is not a square"))?;
            let score: i32 = score.parse().map_err(|_| bad("a score that is not a number"))?;
            let line = squares(line).ok_or_else(|| bad("a line that is not squares"))?;
            if line.first() != Some(&square) || !playable(position, &line) {
                return Err(PuzzleError(format!("the line of {square} cannot be played")));
            }
            solved.push(SolvedMove { square, score, line });
        }
        let mut listed: Vec<Square> = solved.iter().map(|m| m.square).collect();
        listed.sort_by_key(|s| s.index());
        let legal: Vec<Square> = position.legal_moves().squares().collect();
        if listed != legal {
            return Err(bad("the moves listed are not the legal moves"));
        }
        if solved.windows(2).any(|pair| pair[0].score < pair[1].score) {
            return Err(bad("the moves are not listed best first"));
        }
        let puzzle =
            Puzzle { id: id.to_string(), position, to_move, moves: solved, source: source.to_string() };
        if !(FEWEST_EMPTIES..=MOST_EMPTIES).contains(&puzzle.empties()) || puzzle.margin() < LEAST_MARGIN {
            return Err(bad("not a puzzle: too many or too few empties, or no clear best move"));
        }
        Ok(puzzle)
    }
}

/// Squares written one after another (`f5d6c3`); `None` if the text is not that.
fn squares(text: &str) -> Option<Vec<Square>> {
    if !text.is_ascii() || !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len()).step_by(2).map(|at| text[at..at + 2].parse().ok()).collect()
}

/// Whether `line` can be played from `position`, passing where a side has no move.
fn playable(mut position: Position, line: &[Square]) -> bool {
    for &square in line {
        if !position.can_move() {
            position = position.pass();
        }
        match position.try_play(square) {
            Ok((next, _)) => position = next,
            Err(_) => return false,
        }
    }
    true
}

/// Why a line is not a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PuzzleError(String);

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "not a puzzle: {}", self.0)
    }
}

impl std::error::Error for PuzzleError {}

/// Reads a collection: one puzzle a line, `#` comments and blank lines skipped.
pub fn read_collection(text: &str) -> Result<Vec<Puzzle>, (usize, PuzzleError)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(number, line)| Puzzle::from_line(line).map_err(|e| (number + 1, e)))
        .collect()
}

/// The puzzles compiled into the program.
pub fn shipped() -> &'static [Puzzle] {
    static PUZZLES: OnceLock<Vec<Puzzle>> = OnceLock::new();
    PUZZLES.get_or_init(|| read_collection(SHIPPED).expect("the shipped puzzles are checked by the tests"))
}

/// Which puzzles to set: their empty squares and the margin of their best move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Difficulty {
    /// The fewest empty squares.
    pub fewest: u32,
    /// The most empty squares.
    pub most: u32,
    /// The best move better than the others by at most this many discs: a small margin is a
    /// subtle puzzle, a large one an obvious one.
    pub margin_at_most: i32,
}

impl Default for Difficulty {
    fn default() -> Difficulty {
        Difficulty { fewest: FEWEST_EMPTIES, most: 14, margin_at_most: 64 }
    }
}

impl Difficulty {
    /// Whether `puzzle` is of this difficulty.
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        (self.fewest..=self.most).contains(&puzzle.empties()) && puzzle.margin() <= self.margin_at_most
    }

    /// In words: "8 to 14 empties", with the margin when it limits.
    pub fn describe(&self) -> String {
        let empties = if self.fewest == self.most {
            format!("{} empties", self.fewest)
        } else {
            format!("{} to {} empties", self.fewest, self.most)
        };
        if self.margin_at_most < 64 {
            format!("{empties}, margin at most {}", self.margin_at_most)
        } else {
            empties
        }
    }
}

/// The `turn`-th puzzle of a session seeded with `seed` among those of `difficulty`: every
/// puzzle of the difficulty comes once, in a shuffled order, before any comes again.
pub fn choose<'a>(
    puzzles: &'a [Puzzle],
    difficulty: &Difficulty,
    seed: u64,
    turn: u64,
) -> Option<&'a Puzzle> {
    let mut admitted: Vec<&Puzzle> = puzzles.iter().filter(|p| difficulty.admits(p)).collect();
    if admitted.is_empty() {
        return None;
    }
    let round = turn / admitted.len() as u64;
    let mut rng = SplitMix64(seed ^ round.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    for i in (1..admitted.len()).rev() {
        admitted.swap(i, rng.below(i as u64 + 1) as usize);
    }
    Some(admitted[(turn % admitted.len() as u64) as usize])
}
