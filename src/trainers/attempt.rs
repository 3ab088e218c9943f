//! One attempt at an endgame puzzle: the learner's first move judged by the puzzle's exact
//! scores, or (played out) every move of the learner judged by an exact analysis of its
//! position, the other side answering with a best move, until the end or the first mistake.

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::position::Position;
use crate::engine::square::Square;

use super::puzzle::{Puzzle, SolvedMove};

/// How an attempt ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AttemptEnd {
    /// Every move the learner played was a best move.
    Solved,
    /// The learner played `played`, losing `lost` discs, where `best` was better.
    Missed {
        /// The move played.
        played: Square,
        /// The discs it loses against the best.
        lost: i32,
        /// A best move of that position, with its score and line.
        best: SolvedMove,
        /// The learner's moves played before it (0: the puzzle's first move).
        moves_before: usize,
    },
    /// The learner asked for the solution.
    GaveUp,
}

impl AttemptEnd {
    /// Whether the puzzle counts as solved.
    pub fn solved(&self) -> bool {
        *self == AttemptEnd::Solved
    }
}

/// An attempt at a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Attempt {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Whether the position is played out to the end (else the first move alone is asked for).
    pub play_out: bool,
    position: Position,
    to_move: Color,
    /// The moves since the puzzle's position, both sides', passes left out.
    played: Vec<Square>,
    /// Every legal move of `position` solved, best first, once known.
    analysis: Option<Vec<SolvedMove>>,
    /// The learner's move, waiting for the analysis of its position to be judged.
    waiting: Option<Square>,
    /// The learner's moves played.
    learner_moves: usize,
    outcome: Option<AttemptEnd>,
}

impl Attempt {
    /// The puzzle set up, the learner to move.
    pub fn new(puzzle: Puzzle, play_out: bool) -> Attempt {
        Attempt {
            position: puzzle.position,
            to_move: puzzle.to_move,
            analysis: Some(puzzle.moves.clone()),
            puzzle,
            play_out,
            played: Vec::new(),
            waiting: None,
            learner_moves: 0,
            outcome: None,
        }
    }

    /// The side the learner plays.
    pub fn learner(&self) -> Color {
        self.puzzle.to_move
    }

    /// The position on the board and the side to move.
    pub fn position(&self) -> (Position, Color) {
        (self.position, self.to_move)
    }

    /// The board.
    pub fn board(&self) -> ByColor<Bitboard> {
        self.position.board(self.to_move)
    }

    /// The moves played since the puzzle's position.
    pub fn played(&self) -> &[Square] {
        &self.played
    }

    /// How it ended, once it has.
    pub fn outcome(&self) -> Option<&AttemptEnd> {
        self.outcome.as_ref()
    }

    /// Every legal move of the position on the board solved, best first, once known: the
    /// puzzle's own moves before the first move, then each position's as play goes on (after a
    /// miss, the position where the learner missed).
    pub fn moves_here(&self) -> Option<&[SolvedMove]> {
        self.analysis.as_deref()
    }

    /// The learner's move waiting to be judged, if any.
    pub fn waiting(&self) -> Option<Square> {
        self.waiting
    }

    /// Whether the learner may play now (it is their turn and the attempt goes on).
    pub fn learners_turn(&self) -> bool {
        self.outcome.is_none() && self.to_move == self.learner() && self.waiting.is_none()
    }

    /// The position whose exact analysis the attempt needs now, if any: the computer's to find
    /// its answer, or the learner's to judge the move they will play.
    pub fn needs_analysis(&self) -> Option<Position> {
        (self.outcome.is_none() && self.analysis.is_none()).then_some(self.position)
    }

    /// The learner plays `square`; returns whether it was taken (a legal move on their turn).
    /// It is judged at once when the position's analysis is known, else when it comes.
    pub fn answer(&mut self, square: Square) -> bool {
        if !self.learners_turn() || !self.position.legal_moves().contains(square) {
            return false;
        }
        self.waiting = Some(square);
        self.judge_waiting();
        true
    }

    /// The learner gives up: the attempt ends, unsolved.
    pub fn give_up(&mut self) {
        if self.outcome.is_none() {
            self.waiting = None;
            self.outcome = Some(AttemptEnd::GaveUp);
        }
    }

    /// Takes in the exact analysis of `position` (ignored if the attempt has moved on): the
    /// waiting move is judged, or the computer plays a best move. Returns the computer's move.
    pub fn take_analysis(&mut self, position: Position, mut moves: Vec<SolvedMove>) -> Option<Square> {
        if position != self.position || self.analysis.is_some() || self.outcome.is_some() {
            return None;
        }
        moves.sort_by_key(|m| -m.score);
        self.analysis = Some(moves);
        if self.to_move == self.learner() {
            self.judge_waiting();
            return None;
        }
        let best = self.analysis.as_ref().and_then(|moves| moves.first()).map(|m| m.square)?;
        self.play(best);
        Some(best)
    }

    /// Judges the waiting move if the analysis is there: a best move is played (and, when the
    /// position is not played out, solves the puzzle); another ends the attempt.
    fn judge_waiting(&mut self) {
        let (Some(square), Some(moves)) = (self.waiting, &self.analysis) else { return };
        self.waiting = None;
        let best = moves[0].clone();
        let score = moves.iter().find(|m| m.square == square).map_or(-64, |m| m.score);
        if score < best.score {
            let moves_before = self.learner_moves;
            self.outcome =
                Some(AttemptEnd::Missed { played: square, lost: best.score - score, best, moves_before });
            return;
        }
        self.learner_moves += 1;
        self.play(square);
        if !self.play_out {
            self.outcome = Some(AttemptEnd::Solved);
        }
    }

    /// Plays `square`, then passes for a side without a move; at the end of the game the
    /// learner, who never lost a disc, has solved it.
    fn play(&mut self, square: Square) {
        self.position = self.position.play(square);
        self.to_move = !self.to_move;
        self.played.push(square);
        self.analysis = None;
        if !self.position.can_move() && !self.position.is_over() {
            self.position = self.position.pass();
            self.to_move = !self.to_move;
        }
        if self.position.is_over() {
            self.outcome = Some(AttemptEnd::Solved);
        }
    }
}
