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

impl std::fmt::Display for Evaluation {
    /// The name it is chosen by.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Evaluation::Basic(_) => "basic",
            Evaluation::Patterns(_) => "patterns",
        })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::movegen::Portable;
    use crate::engine::position::Position;

    #[test]
    fn an_evaluation_is_chosen_by_name_and_evaluates_as_itself() {
        let position = Position::START.play("f5".parse().unwrap()).play("f6".parse().unwrap());
        let (player, opponent) = (position.player().0, position.opponent().0);
        let basic: Evaluation = "basic".parse().unwrap();
        let patterns: Evaluation = "patterns".parse().unwrap();
        assert_eq!(basic.evaluate(Portable, player, opponent), Basic.evaluate(Portable, player, opponent));
        assert_eq!(
            patterns.evaluate(Portable, player, opponent),
            Patterns::shipped().evaluate(Portable, player, opponent)
        );
        assert_ne!(basic.evaluate(Portable, player, opponent), patterns.evaluate(Portable, player, opponent));
        assert_eq!((basic.to_string(), patterns.to_string()), ("basic".to_string(), "patterns".to_string()));
        assert!("learned".parse::<Evaluation>().unwrap_err().contains("basic or patterns"));
    }
}
