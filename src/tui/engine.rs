//! What a request to the engine is for, in the terminal game: the computer's move, the hints of
//! a person's position, a solve asked for, a trainer's analysis, or the review's analysis of a
//! move. The one request
//! in flight is `play::EngineLink`'s; `update/thinking` keeps it in step with the game.

use std::time::Duration;

use crate::engine::position::Position;
use crate::search::{Level, SearchResult};

/// What a request to the engine is for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// The computer's move in `position`, and what its search has found so far.
    Move {
        /// The position, the computer to move.
        position: Position,
        /// The deepest search completed so far.
        found: Option<SearchResult>,
    },
    /// The hints of `position`, searched `depth` plies deep, kept in the app's hints as they come.
    Hints {
        /// The position, a person to move.
        position: Position,
        /// How deep the search goes.
        depth: u32,
        /// From how many empties it solves the game exactly.
        exact_from: u32,
    },
    /// Solve now: `position` solved to the end, and how far the solve has got.
    Solve {
        /// The position, a person to move.
        position: Position,
        /// The last step completed so far (the selective endgame's, then the exact one).
        found: Option<SearchResult>,
        /// The nodes searched so far.
        nodes: u64,
        /// The time it has taken so far, as the engine thread last said.
        elapsed: Duration,
    },
    /// A trainer's exact analysis of `position`: every move solved.
    Train {
        /// The position.
        position: Position,
    },
    /// The review's analysis of the position before move `index`, at `level`.
    Review {
        /// The move's index in the review.
        index: usize,
        /// The review's level when it was asked: an analysis at another is not kept.
        level: Level,
    },
}
