//! `Score`: a value for the side to move in hundredths of a disc (an exact endgame score is a
//! whole number of discs), `Bound`: whether a score is exact or one side of the truth, and
//! `Verdict`: a win, a draw or a loss that a search to the end proved.

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

/// What a search to the end of the game proved of a move or a position for the side to move,
/// before (or without) its exact score: a win/draw/loss search needs only to tell the score
/// from zero, which it proves long before the exact margin.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Verdict {
    /// The side to move loses, however well it plays.
    Loss,
    /// Neither side can do better than a draw.
    Draw,
    /// The side to move wins, whatever the opponent does.
    Win,
}

impl Verdict {
    /// The verdict an exact final score (in discs) gives.
    pub const fn of_discs(discs: i32) -> Verdict {
        if discs > 0 {
            Verdict::Win
        } else if discs < 0 {
            Verdict::Loss
        } else {
            Verdict::Draw
        }
    }

    /// The verdict of what a search to the end found of a score (in discs): an exact score's
    /// sign, a lower bound above zero (a win) or an upper bound below it (a loss); nothing where
    /// the bound leaves the result open.
    pub const fn of_bound(discs: i32, bound: Bound) -> Option<Verdict> {
        match bound {
            Bound::Exact => Some(Verdict::of_discs(discs)),
            Bound::Lower if discs > 0 => Some(Verdict::Win),
            Bound::Upper if discs < 0 => Some(Verdict::Loss),
            _ => None,
        }
    }

    /// The same result seen by the other side.
    pub const fn negate(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Loss,
            Verdict::Draw => Verdict::Draw,
            Verdict::Loss => Verdict::Win,
        }
    }
}

/// `wins`, `draws`, `loses`: as the status line and the hints say it of the side to move.
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Win => "wins",
            Verdict::Draw => "draws",
            Verdict::Loss => "loses",
        })
    }
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

    #[test]
    fn a_verdict_is_proved_by_a_sign_or_a_bound_beyond_zero() {
        assert_eq!(Verdict::of_discs(2), Verdict::Win);
        assert_eq!(Verdict::of_discs(0), Verdict::Draw);
        assert_eq!(Verdict::of_discs(-64), Verdict::Loss);
        assert_eq!(Verdict::of_bound(0, Bound::Exact), Some(Verdict::Draw));
        assert_eq!(Verdict::of_bound(2, Bound::Lower), Some(Verdict::Win));
        assert_eq!(Verdict::of_bound(0, Bound::Lower), None, "at least a draw is not a verdict");
        assert_eq!(Verdict::of_bound(2, Bound::Upper), None);
        assert_eq!(Verdict::of_bound(0, Bound::Upper), None, "at most a draw is not a verdict");
        assert_eq!(Verdict::of_bound(-2, Bound::Upper), Some(Verdict::Loss));
        assert_eq!(Verdict::of_bound(-2, Bound::Lower), None);
        assert_eq!(Verdict::Win.negate(), Verdict::Loss);
        assert_eq!(Verdict::Draw.negate(), Verdict::Draw);
        assert_eq!(Verdict::Loss.negate(), Verdict::Win);
        assert!(Verdict::Win > Verdict::Draw && Verdict::Draw > Verdict::Loss, "better sorts higher");
        assert_eq!(format!("{} {} {}", Verdict::Win, Verdict::Draw, Verdict::Loss), "wins draws loses");
    }
}
