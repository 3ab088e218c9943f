//! `Score`: a value for the side to move in hundredths of a disc (an exact endgame score is a
//! whole number of discs), and `Bound`: whether a score is exact or one side of the truth.

use std::fmt;

/// A value for the side to move, in hundredths of a disc: +400 means "ahead by four discs at the
/// end". Exact endgame scores are multiples of 100, between -6400 and +6400.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Score(pub i32);

impl Score {
    /// One disc.
    pub const DISC: i32 = 100;
    /// More than any score.
    pub const INFINITE: Score = Score(10_000);

    /// A whole number of discs.
    pub const fn discs(discs: i32) -> Score {
        Score(discs * Score::DISC)
    }

    /// The score in discs, rounded to the nearest whole disc.
    pub const fn round(self) -> i32 {
        if self.0 >= 0 {
            (self.0 + Score::DISC / 2) / Score::DISC
        } else {
            -((-self.0 + Score::DISC / 2) / Score::DISC)
        }
    }

    /// The score from the other side's point of view.
    pub const fn negate(self) -> Score {
        Score(-self.0)
    }
}

/// `+4`, `-2`, `0`: the score in whole discs with its sign.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:+}", self.round())
    }
}

/// What a score says about the truth.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score.
    Lower,
    /// The value is at most the score.
    Upper,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_round_to_whole_discs_with_a_sign() {
        assert_eq!(Score::discs(4).to_string(), "+4");
        assert_eq!(Score(-250).to_string(), "-3");
        assert_eq!(Score(249).round(), 2);
        assert_eq!(Score(0).to_string(), "+0");
        assert_eq!(Score(-40).negate(), Score(40));
    }
}
