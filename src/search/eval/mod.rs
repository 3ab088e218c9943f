//! Evaluation: what a position is worth to the side to move, in hundredths of a disc of the final
//! score, behind a small trait: the learned `Patterns` and the hand-made `Basic` it replaced.

mod basic;
pub mod patterns;
pub mod weights;

use crate::engine::movegen::Kernel;

pub use basic::Basic;
pub use patterns::Patterns;

/// A static evaluation of positions.
pub trait Evaluate: Send + Sync {
    /// What the position is worth to the side to move (`player`), in hundredths of a disc of
    /// the final disc difference; positive is good for `player`.
    fn evaluate<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32;
}

/// One of the evaluations, chosen at run time (by the benchmarks that compare them).
#[derive(Clone, Debug)]
pub enum Evaluation {
    /// The hand-made one.
    Basic(Basic),
    /// The learned one.
    Patterns(Patterns),
}

impl std::str::FromStr for Evaluation {
    type Err = String;

    /// `basic`, or `patterns` (the shipped weights).
    fn from_str(name: &str) -> Result<Evaluation, String> {
        match name {
            "basic" => Ok(Evaluation::Basic(Basic)),
            "patterns" => Ok(Evaluation::Patterns(Patterns::shipped())),
            _ => Err(format!("no evaluation called {name:?}: basic or patterns")),
        }
    }
}

impl Evaluate for Evaluation {
    #[inline(always)]
    fn evaluate<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32 {
        match self {
            Evaluation::Basic(basic) => basic.evaluate(kernel, player, opponent),
            Evaluation::Patterns(patterns) => patterns.evaluate(kernel, player, opponent),
        }
    }
}
