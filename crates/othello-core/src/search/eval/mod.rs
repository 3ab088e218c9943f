//! Evaluation: what a position is worth to the side to move, in hundredths of a disc of the final
//! score, behind a small trait: the learned `Patterns` and the hand-made `Basic` it replaced.

mod basic;
pub mod counts;
pub mod layout;
pub mod patterns;
pub mod weights;

use crate::engine::movegen::Kernel;

pub use basic::Basic;
pub use patterns::{Patterns, PatternsParent};

/// A static evaluation of positions.
pub trait Evaluate: Send + Sync {
    /// What evaluating the positions after each move of one position can share.
    type Parent: Copy;

    /// What the position is worth to the side to move (`player`), in hundredths of a disc of
    /// the final disc difference; positive is good for `player`.
    fn evaluate<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32;

    /// The shared part for the moves of `player` (to move) against `opponent`.
    fn parent(&self, player: u64, opponent: u64) -> Self::Parent;

    /// The same as `evaluate` of the position after a move of `parent`'s side to move, given
    /// as the discs of the side then to move (`player`) and of the side that moved.
    fn evaluate_after<K: Kernel>(&self, kernel: K, parent: &Self::Parent, player: u64, opponent: u64) -> i32;
}

/// One of the evaluations, chosen at run time (by the benchmarks that compare them).
#[derive(Clone, Debug)]
pub enum Evaluation {
    /// The hand-made one.
    Basic(Basic),
    /// The learned one.
    Patterns(Patterns),
}

impl From<Basic> for Evaluation {
    fn from(basic: Basic) -> Evaluation {
        Evaluation::Basic(basic)
    }
}

impl From<Patterns> for Evaluation {
    fn from(patterns: Patterns) -> Evaluation {
        Evaluation::Patterns(patterns)
    }
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
    /// The learned evaluation's shared part; the hand-made one shares none.
    type Parent = Option<PatternsParent>;

    #[inline(always)]
    fn evaluate<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32 {
        match self {
            Evaluation::Basic(basic) => basic.evaluate(kernel, player, opponent),
            Evaluation::Patterns(patterns) => patterns.evaluate(kernel, player, opponent),
        }
    }

    #[inline(always)]
    fn parent(&self, player: u64, opponent: u64) -> Option<PatternsParent> {
        match self {
            Evaluation::Basic(_) => None,
            Evaluation::Patterns(patterns) => Some(patterns.parent(player, opponent)),
        }
    }

    #[inline(always)]
    fn evaluate_after<K: Kernel>(&self, kernel: K, parent: &Self::Parent, player: u64, opponent: u64) -> i32 {
        match (self, parent) {
            (Evaluation::Patterns(patterns), Some(parent)) => {
                patterns.evaluate_after(kernel, parent, player, opponent)
            }
            _ => self.evaluate(kernel, player, opponent),
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

    #[test]
    fn each_evaluation_values_the_position_after_a_move_as_on_its_own() {
        let before = Position::START.play("f5".parse().unwrap());
        let after = before.play("f6".parse().unwrap());
        let (player, opponent) = (before.player().0, before.opponent().0);
        let (next_player, next_opponent) = (after.player().0, after.opponent().0);
        for name in ["basic", "patterns"] {
            let evaluation: Evaluation = name.parse().unwrap();
            let parent = evaluation.parent(player, opponent);
            assert_eq!(parent.is_some(), name == "patterns");
            assert_eq!(
                evaluation.evaluate_after(Portable, &parent, next_player, next_opponent),
                evaluation.evaluate(Portable, next_player, next_opponent),
                "{name}"
            );
        }
        assert_eq!(
            Basic.evaluate_after(Portable, &(), next_player, next_opponent),
            Basic.evaluate(Portable, next_player, next_opponent)
        );
    }
}
