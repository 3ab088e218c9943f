//! The search, pure: evaluation, iterative-deepening principal-variation search, the exact
//! endgame solver, levels and per-move analysis. It depends on the engine only; it has no
//! threads and reads no clock: the caller stops it with a shared flag, a node limit, or its
//! observer's answer.

mod canonical;
mod context;
mod core;
pub mod eval;
mod last;
pub mod level;
mod line;
pub mod opening;
mod ordering;
pub mod probcut;
pub mod random;
mod root;
mod score;
mod tt;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::engine::movegen::{Fastest, fastest};
use crate::engine::position::Position;
use crate::engine::square::Square;

pub use eval::{Basic, Evaluate, Evaluation, Patterns};
pub use level::{Level, Limits};
pub use score::{Bound, Score};

/// What the search has found so far, reported after each completed depth.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Progress {
    /// The depth completed (plies), or the number of empties when solved to the end.
    pub depth: u32,
    /// Whether the search reached the end of the game.
    pub exact: bool,
    /// The best move so far (`None`: the side to move must pass).
    pub best: Option<Square>,
    /// Its score.
    pub score: Score,
    /// The line the search expects, best move first.
    pub pv: Vec<Square>,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Every legal move with what this depth found of its score, best first: exact for every
    /// move when analysing, else exact for the best and bounds for the others.
    pub moves: Vec<MoveScore>,
}

/// Watches a search: told of its progress, and asked every few thousand nodes whether to go on.
pub trait Observer {
    /// A depth has been completed.
    fn progress(&mut self, _progress: &Progress) {}
    /// Whether to go on, `nodes` into the search.
    fn keep_going(&mut self, _nodes: u64) -> bool {
        true
    }
}

/// An observer that watches nothing.
impl Observer for () {}

/// A legal move with what the search knows of its value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveScore {
    /// The move.
    pub square: Square,
    /// Its score for the side to move.
    pub score: Score,
    /// Whether the score is exact or a bound.
    pub bound: Bound,
    /// The line the search expects after it, this move first (passes left out): it leads to
    /// the score, to the end of the game where the search solved it. A move with only a bound
    /// has itself alone.
    pub pv: Vec<Square>,
}

/// What a search found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SearchResult {
    /// The move to play; `None` if the side to move has no legal move.
    pub best: Option<Square>,
    /// Its score (for a pass, the score after passing, still for the side to move).
    pub score: Score,
    /// The last depth completed, or the number of empties when solved to the end.
    pub depth: u32,
    /// Whether the score is the exact value of the game.
    pub exact: bool,
    /// The expected line, best move first.
    pub pv: Vec<Square>,
    /// The legal moves with their scores, best first; a move searched only enough to tell it is
    /// worse than the best has an upper bound.
    pub moves: Vec<MoveScore>,
    /// Nodes visited.
    pub nodes: u64,
}

impl SearchResult {
    /// Every move proved to reach the score (after a solve, every best move), best first.
    pub fn best_moves(&self) -> Vec<Square> {
        self.moves
            .iter()
            .filter(|m| m.bound == Bound::Exact && m.score == self.score)
            .map(|m| m.square)
            .collect()
    }
}

/// A search engine: its transposition table (kept from one search to the next), its
/// evaluation, and the flag that stops it.
///
/// Every search runs on the canonical image of its position ([`Position::canonical`]), so
/// that a fresh search gives the images of a position the same scores; moves to positions
/// equal under a symmetry are searched once, and get the same score.
pub struct Searcher<E = Patterns> {
    table: tt::Table,
    eval: E,
    stop: Arc<AtomicBool>,
    kernel: Fastest,
}

/// The size of the transposition table: 2^20 buckets of two entries, 32 MiB.
const TABLE_BITS: u32 = 20;

impl Searcher<Patterns> {
    /// A searcher with the learned evaluation.
    pub fn new() -> Searcher<Patterns> {
        Searcher::with_eval(Patterns::shipped())
    }
}

impl Default for Searcher<Patterns> {
    fn default() -> Self {
        Searcher::new()
    }
}

impl<E: Evaluate> Searcher<E> {
    /// A searcher with the evaluation `eval`.
    pub fn with_eval(eval: E) -> Searcher<E> {
        Searcher {
            table: tt::Table::new(TABLE_BITS),
            eval,
            stop: Arc::new(AtomicBool::new(false)),
            kernel: fastest(),
        }
    }

    /// The same searcher on the move generator `kernel` instead of the fastest this CPU has
    /// (so that tests and benchmarks can run the portable path on any CPU).
    pub fn on_kernel(self, kernel: Fastest) -> Searcher<E> {
        Searcher { kernel, ..self }
    }

    /// The same searcher with a table of `2^bits` buckets (32 bytes each) instead of `2^20`: a
    /// small one clears in a moment, for many small searches that must not depend on each other.
    pub fn with_table_bits(self, bits: u32) -> Searcher<E> {
        Searcher { table: tt::Table::new(bits), ..self }
    }

    /// The flag that stops the search in progress when set (from another thread); cleared at the
    /// start of every search.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Forgets what earlier searches learned.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Chooses a move under `limits`: deepening to `limits.depth` plies, or solving to the end
    /// from `limits.exact_from` empties; with `limits.noise`, the scores of all moves are
    /// blurred by that much before the best is taken, as a weaker player would.
    pub fn think(
        &mut self,
        position: Position,
        limits: &Limits,
        observer: &mut impl Observer,
    ) -> SearchResult {
        canonical::search(position, observer, |position, observer| {
            root::think(self, position, limits, observer, limits.noise > 0)
        })
    }

    /// Scores every legal move under `limits` (each exactly at the depth reached).
    pub fn analyze(
        &mut self,
        position: Position,
        limits: &Limits,
        observer: &mut impl Observer,
    ) -> SearchResult {
        canonical::search(position, observer, |position, observer| {
            root::think(self, position, &Limits { noise: 0, ..*limits }, observer, true)
        })
    }

    /// Solves the position to the end: the exact score, and every move that reaches it (the
    /// others with an upper bound).
    pub fn solve(&mut self, position: Position, observer: &mut impl Observer) -> SearchResult {
        canonical::search(position, observer, |position, observer| root::solve(self, position, observer))
    }
}
