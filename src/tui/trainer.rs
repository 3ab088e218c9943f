//! The trainer on screen, owned by its mode: an endgame puzzle (the session's order of puzzles,
//! the difficulty, the attempt) or an opening drill (the line, the learner's side, the last
//! answer), and where leaving it goes.

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::openings::named_lines;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::search::Book;
use crate::trainers::attempt::Attempt;
use crate::trainers::drill::{Answer, Drill, OpeningLine};

use super::line_edit::{LineEdit, TextEdit};
use crate::trainers::puzzle::{self, Difficulty, MOST_EMPTIES, Puzzle};

/// The endgame puzzles of a session.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzles {
    /// Which puzzles are set.
    pub difficulty: Difficulty,
    /// The session's order of puzzles.
    pub seed: u64,
    /// The puzzle's place in that order.
    pub turn: u64,
    /// The attempt at it.
    pub attempt: Attempt,
    /// Whether the attempt's end was counted in the record.
    pub counted: bool,
}

/// The margins the `m` key goes through: any, then smaller and smaller (harder puzzles).
pub const MARGINS: [i32; 4] = [64, 8, 4, 2];

impl Puzzles {
    /// The `turn`-th puzzle of `difficulty` in the order of `seed`; `None` if there is none.
    pub fn new(difficulty: Difficulty, seed: u64, turn: u64, play_out: bool) -> Option<Puzzles> {
        let attempt = Attempt::new(chosen(&difficulty, seed, turn)?, play_out);
        Some(Puzzles { difficulty, seed, turn, attempt, counted: false })
    }

    /// The next puzzle (the same difficulty and way of playing).
    pub fn next(&mut self) {
        self.set(self.difficulty, self.turn + 1);
    }

    /// The same puzzle again, from its position.
    pub fn retry(&mut self) {
        self.attempt = Attempt::new(self.attempt.puzzle.clone(), self.attempt.play_out);
        self.counted = false;
    }

    /// Plays the position out, or asks for the first move alone, from the next attempt on (the
    /// puzzle starts again).
    pub fn toggle_play_out(&mut self) {
        self.attempt.play_out = !self.attempt.play_out;
        self.retry();
    }

    /// Puzzles with `delta` empties more (within 8 to 24), the span kept.
    pub fn shift_empties(&mut self, delta: i32) {
        let span = self.difficulty.most - self.difficulty.fewest;
        let highest = (MOST_EMPTIES - span) as i32;
        let fewest =
            (self.difficulty.fewest as i32 + delta).clamp(puzzle::FEWEST_EMPTIES as i32, highest) as u32;
        self.set(Difficulty { fewest, most: fewest + span, ..self.difficulty }, 0);
    }

    /// The next margin of [`MARGINS`].
    pub fn next_margin(&mut self) {
        let at = MARGINS.iter().position(|&m| m == self.difficulty.margin_at_most).map_or(0, |at| at + 1);
        let margin_at_most = MARGINS[at % MARGINS.len()];
        self.set(Difficulty { margin_at_most, ..self.difficulty }, 0);
    }

    fn set(&mut self, difficulty: Difficulty, turn: u64) {
        if let Some(puzzle) = chosen(&difficulty, self.seed, turn) {
            self.difficulty = difficulty;
            self.turn = turn;
            self.attempt = Attempt::new(puzzle, self.attempt.play_out);
            self.counted = false;
        }
    }
}

fn chosen(difficulty: &Difficulty, seed: u64, turn: u64) -> Option<Puzzle> {
    puzzle::choose(puzzle::shipped(), difficulty, seed, turn).cloned()
}

/// The opening drill of a session.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Openings {
    /// The drill.
    pub drill: Drill,
    /// The learner's last answer, right or wrong.
    pub last: Option<Answer>,
    /// Whether the drill's end was counted in the record.
    pub counted: bool,
    /// The list of openings to choose from, while it is open.
    pub choosing: Option<OpeningChooser>,
}

impl Openings {
    /// A drill of `line`, the learner playing `learner`; the app's first move is played.
    pub fn new(line: OpeningLine, learner: Color, book: &Book) -> Openings {
        let mut drill = Drill::new(line, learner);
        drill.play_app_move(book);
        Openings { drill, last: None, counted: false, choosing: None }
    }

    /// The same line again, the learner on `learner`'s side.
    pub fn again(&mut self, learner: Color, book: &Book) {
        *self = Openings::new(self.drill.line, learner, book);
    }
}

/// The list of the lines the drill knows (the book's main line, then every named opening),
/// narrowed as a part of a name is typed, one of them chosen.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OpeningChooser {
    /// The part of a name typed.
    pub typed: LineEdit,
    /// The chosen line's place among those the typed text leaves.
    pub selected: usize,
}

impl OpeningChooser {
    /// The lines whose name holds the typed text (in any case), the book's main line first.
    pub fn choices(&self) -> Vec<OpeningLine> {
        let typed = self.typed.text().trim().to_lowercase();
        let holds = |title: &str| title.to_lowercase().contains(&typed);
        let named = named_lines().map(|(name, moves)| OpeningLine::Named { name, moves });
        std::iter::once(OpeningLine::Book).chain(named).filter(|line| holds(&line.title())).collect()
    }

    /// The line chosen, if the typed text leaves any.
    pub fn chosen(&self) -> Option<OpeningLine> {
        self.choices().get(self.selected).copied()
    }

    /// Text typed or edited: the first line it leaves is chosen.
    pub fn edit(&mut self, edit: TextEdit) {
        self.typed.apply(edit);
        self.selected = 0;
    }

    /// The line `delta` places down the list (up for a negative one), within it.
    pub fn step(&mut self, delta: i32) {
        let last = self.choices().len().saturating_sub(1) as i64;
        self.selected = (self.selected as i64 + i64::from(delta)).clamp(0, last) as usize;
    }
}

/// What is trained.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Trainer {
    /// Endgame puzzles.
    Endgame(Puzzles),
    /// An opening drill.
    Opening(Openings),
}

/// Where leaving a trainer goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Leave {
    /// Out of the program: it was started to train (`othello train`).
    Quit,
    /// Back to the game in play.
    Game,
    /// Back to the new-game screen, which opened it (with a game behind it or, at the
    /// program's first screen, none).
    NewGameScreen {
        /// Whether a game waits behind the screen.
        game_behind: bool,
    },
}

/// The trainer's mode.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Training {
    /// What is trained.
    pub trainer: Trainer,
    /// Where leaving it goes.
    pub leave: Leave,
}

impl Training {
    /// The board shown.
    pub fn board(&self) -> ByColor<Bitboard> {
        match &self.trainer {
            Trainer::Endgame(puzzles) => puzzles.attempt.board(),
            Trainer::Opening(openings) => openings.drill.board(),
        }
    }

    /// The position shown and the side to move.
    pub fn position(&self) -> (Position, Color) {
        match &self.trainer {
            Trainer::Endgame(puzzles) => puzzles.attempt.position(),
            Trainer::Opening(openings) => openings.drill.position(),
        }
    }

    /// The last move played on the board, if any.
    pub fn last_move(&self) -> Option<Square> {
        match &self.trainer {
            Trainer::Endgame(puzzles) => puzzles.attempt.played().last().copied(),
            Trainer::Opening(openings) => openings.drill.played().last().copied(),
        }
    }

    /// The squares the learner may play now (none while it is not their turn).
    pub fn playable(&self, book: &Book) -> Bitboard {
        let yours = match &self.trainer {
            Trainer::Endgame(puzzles) => puzzles.attempt.learners_turn(),
            Trainer::Opening(openings) => openings.drill.learners_turn(book),
        };
        if yours { self.position().0.legal_moves() } else { Bitboard::EMPTY }
    }
}
