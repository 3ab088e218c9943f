//! The search, pure: evaluation, iterative-deepening principal-variation search, the exact
//! endgame solver, levels and per-move analysis. It depends on the engine only; it has no
//! threads but the parallel search's helpers (on [`SEARCH_STACK`]) and reads no clock: the caller stops it with a shared flag, a node limit, or its
//! observer's answer.

pub mod book;
mod busy;
mod canonical;
mod choice;
mod context;
mod core;
pub mod eval;
mod last;
pub mod level;
mod line;
mod line_proof;
mod near;
pub mod opening;
mod ordering;
pub(crate) mod pages;
pub mod probcut;
pub mod random;
mod root;
mod score;
mod tt;

use std::sync::Arc;

use crate::engine::movegen::{Fastest, fastest};
use crate::engine::position::Position;
use crate::engine::square::Square;

pub use book::Book;
pub use eval::{Basic, Evaluate, Evaluation, Patterns};
pub use level::{Level, Limits};
pub use score::{Bound, Score, Verdict};

/// The stack a thread that searches needs. The search recurses a frame a ply, up to sixty plies
/// of the solver, and an unoptimised build keeps every inlined last-moves routine's locals in
/// one frame of about 170 KB: a debug build overflowed both a spawned thread's 2 MiB and the
/// main thread's 8 MiB. Release frames are a hundredth of that; the memory is reserved, and
/// only what the recursion reaches is used.
pub const SEARCH_STACK: usize = 64 << 20;

/// The name of the threads that help a parallel search, so that a front end can tell their
/// faults from its own (a helper's fault costs the search only its share of the nodes).
pub const HELPER_THREAD: &str = "search helper";

/// Watches a search: told of what it has found after each depth it completes (the same
/// [`SearchResult`] it returns at the end), and asked every few thousand nodes whether to go on.
pub trait Observer {
    /// A depth has been completed: what the search has found so far.
    fn progress(&mut self, _found: &SearchResult) {}
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
    /// Whether the move wins, draws or loses, where a search to the end proved it (the exact
    /// solve, or the win/draw/loss search before it); `None` where the result is only judged.
    pub verdict: Option<Verdict>,
}

/// What a search found: after each depth it completes (told to its observer), and at the end.
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
    /// Where the selective endgame reached the end of the game without proving it: how often,
    /// in percent, a search of its step is right (73 to 99); `None` otherwise.
    pub probability: Option<u8>,
    /// The expected line, best move first.
    pub pv: Vec<Square>,
    /// The legal moves with their scores, best first; a move searched only enough to tell it is
    /// worse than the best has an upper bound.
    pub moves: Vec<MoveScore>,
    /// Nodes visited.
    pub nodes: u64,
    /// Whether the move comes from the opening book (no search: `moves` are the book moves).
    pub book: bool,
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

    /// Whether the side to move wins, draws or loses with the move to play, where a search to
    /// the end proved it: the exact score's sign, or the best move's proven verdict.
    pub fn verdict(&self) -> Option<Verdict> {
        if self.exact {
            return Some(Verdict::of_discs(self.score.round()));
        }
        self.moves.iter().find(|m| Some(m.square) == self.best).and_then(|m| m.verdict)
    }
}

/// A search engine: its transposition table (kept from one search to the next), its
/// evaluation, and the move generator of this CPU.
///
/// The searcher is not generic: its evaluation is chosen when it is made, and each search
/// dispatches once, at its start, to the search compiled for that evaluation and move
/// generator, so that a program using it compiles no copy of the search of its own.
///
/// Every search runs on the canonical image of its position ([`Position::canonical`]), so
/// that a fresh search gives the images of a position the same scores; moves to positions
/// equal under a symmetry are searched once, and get the same score. A search stops when its
/// observer says so ([`Observer::keep_going`]), or at its limits.
pub struct Searcher {
    table: tt::Table,
    eval: Evaluation,
    kernel: Fastest,
    threads: usize,
    book: Option<Arc<Book>>,
}

/// The size of the transposition table: 2^20 buckets of two entries, 32 MiB.
const TABLE_BITS: u32 = 20;

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new()
    }
}

impl Searcher {
    /// A searcher with the learned evaluation.
    pub fn new() -> Searcher {
        Searcher::with_eval(Patterns::shipped())
    }

    /// A searcher with the evaluation `eval` (`Basic`, `Patterns`, or an [`Evaluation`]).
    pub fn with_eval(eval: impl Into<Evaluation>) -> Searcher {
        Searcher {
            table: tt::Table::new(TABLE_BITS),
            eval: eval.into(),
            kernel: fastest(),
            threads: 1,
            book: None,
        }
    }

    /// The same searcher on the move generator `kernel` instead of the fastest this CPU has
    /// (so that tests and benchmarks can run the portable path on any CPU).
    pub fn on_kernel(self, kernel: Fastest) -> Searcher {
        Searcher { kernel, ..self }
    }

    /// The same searcher with a table of `2^bits` buckets (32 bytes each) instead of `2^20`: a
    /// small one clears in a moment, for many small searches that must not depend on each other.
    pub fn with_table_bits(self, bits: u32) -> Searcher {
        Searcher { table: tt::Table::new(bits), ..self }
    }

    /// The same searcher on `threads` threads (at least one) instead of one: the search is
    /// then faster but no longer the same from one run to the next (the threads race each other
    /// through the shared table), so the tests and benchmarks keep one unless told.
    pub fn with_threads(self, threads: usize) -> Searcher {
        Searcher { threads: threads.max(1), ..self }
    }

    /// The same searcher playing the opening from `book`: [`think`](Searcher::think) under
    /// limits that take the book ([`Limits::book`]: the computer's moves in a game, the NBoard
    /// engine's) picks among the book's moves within the variety of the best, at random by the
    /// seed; analysis never uses it.
    pub fn with_book(self, book: Arc<Book>) -> Searcher {
        Searcher { book: Some(book), ..self }
    }

    /// The threads a search runs on.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The evaluation.
    pub fn eval(&self) -> &Evaluation {
        &self.eval
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
        observer: &mut dyn Observer,
    ) -> SearchResult {
        if limits.book
            && let Some(found) = self.book.as_deref().and_then(|book| from_book(book, position, limits))
        {
            observer.progress(&found);
            return found;
        }
        let varied = limits.variety > 0 && position.empties().count() >= level::VARIETY_EMPTIES;
        let goal = if limits.noise > 0 || varied { root::Goal::Every } else { root::Goal::Best };
        self.search(position, limits, observer, goal, self.threads)
    }

    /// Scores every legal move under `limits` (each exactly at the depth reached).
    pub fn analyze(
        &mut self,
        position: Position,
        limits: &Limits,
        observer: &mut dyn Observer,
    ) -> SearchResult {
        self.search(
            position,
            &Limits { noise: 0, variety: 0, ..*limits },
            observer,
            root::Goal::Every,
            self.threads,
        )
    }

    /// Scores every legal move under `limits` from an empty table and on one thread, as a
    /// game's review does: what earlier searches left in the table (deeper values for some
    /// moves, shallower for others) cannot change a score, nor can threads racing each other,
    /// so a position gets the same scores whatever ran before.
    pub fn review(
        &mut self,
        position: Position,
        limits: &Limits,
        observer: &mut dyn Observer,
    ) -> SearchResult {
        self.clear();
        self.search(position, &Limits { noise: 0, variety: 0, ..*limits }, observer, root::Goal::Every, 1)
    }

    /// Solves the position to the end: the exact score, and every move that reaches it (the
    /// others with an upper bound).
    pub fn solve(&mut self, position: Position, observer: &mut dyn Observer) -> SearchResult {
        self.search(position, &Limits::depth(60, 60), observer, root::Goal::AllBest, self.threads)
    }

    /// The search of the canonical image of `position` on `threads` threads, compiled for this
    /// searcher's evaluation and move generator.
    fn search(
        &mut self,
        position: Position,
        limits: &Limits,
        observer: &mut dyn Observer,
        goal: root::Goal,
        threads: usize,
    ) -> SearchResult {
        let Searcher { table, eval, kernel, .. } = self;
        canonical::search(position, observer, |position, observer| match (*kernel, &*eval) {
            #[cfg(target_arch = "x86_64")]
            (Fastest::Avx2(k), Evaluation::Patterns(e)) => {
                root::search(k, table, e, position, limits, observer, goal, threads)
            }
            #[cfg(target_arch = "x86_64")]
            (Fastest::Avx2(k), Evaluation::Basic(e)) => {
                root::search(k, table, e, position, limits, observer, goal, threads)
            }
            (Fastest::Portable(k), Evaluation::Patterns(e)) => {
                root::search(k, table, e, position, limits, observer, goal, threads)
            }
            (Fastest::Portable(k), Evaluation::Basic(e)) => {
                root::search(k, table, e, position, limits, observer, goal, threads)
            }
        })
    }
}

/// A move of `book` for `position`: one of its book moves within `limits.variety` of the best, at
/// random by the seed and the position, each weighted by how close it is to the best (the best
/// `variety + 1` times, one at the margin's edge once), so that the main lines come most often and
/// the others still come; none if the book has no move there, or if its best move out of the
/// book is better than every move into it (a line learned from a lost game is then left for the
/// search, as Edax's book leaves it).
fn from_book(book: &Book, position: Position, limits: &Limits) -> Option<SearchResult> {
    let moves = book.moves(position);
    let best = moves.first()?.score;
    if book.leaf(position).is_some_and(|leaf| leaf.score > best) {
        return None;
    }
    let weight = |m: &book::BookMove| (limits.variety - (best.0 - m.score.0) + 1).max(0) as u64;
    let total: u64 = moves.iter().map(weight).sum();
    let mut rng = random::SplitMix64(limits.seed ^ position.hash() ^ 0xB00C_B00C_B00C_B00C);
    let mut drawn = rng.below(total.max(1));
    let chosen = moves
        .iter()
        .find(|m| {
            let w = weight(m);
            if drawn < w {
                return true;
            }
            drawn -= w;
            false
        })
        .unwrap_or(&moves[0]);
    Some(SearchResult {
        best: Some(chosen.square),
        score: chosen.score,
        depth: book.get(position).map_or(0, |entry| u32::from(entry.depth)),
        exact: false,
        probability: None,
        pv: vec![chosen.square],
        moves: moves
            .iter()
            .map(|m| MoveScore {
                square: m.square,
                score: m.score,
                bound: Bound::Exact,
                pv: vec![m.square],
                verdict: None,
            })
            .collect(),
        nodes: 0,
        book: true,
    })
}
