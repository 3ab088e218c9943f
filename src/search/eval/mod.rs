//! Evaluation: what a position is worth to the side to move, in hundredths of a disc of the final
//! score, behind a small trait so that another evaluation can take the hand-made one's place.

mod basic;

use crate::engine::movegen::Kernel;

pub use basic::Basic;

/// A static evaluation of positions.
pub trait Evaluate: Send + Sync {
    /// What the position is worth to the side to move (`player`), in hundredths of a disc of
    /// the final disc difference; positive is good for `player`.
    fn evaluate<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32;
}
