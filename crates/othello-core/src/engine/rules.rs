//! `Rules`: the options a game is played under (corner handicap, time control), checked before
//! they become a `Game`.

use std::fmt;
use std::time::Duration;

use super::bitboard::Bitboard;
use super::clock::{TimeControl, format_used};
use super::color::Color;
use super::square::Square;

/// The order in which handicap corners are given: a1, h8, h1, a8.
pub const HANDICAP_CORNERS: [Square; 4] = [Square::A1, Square::H8, Square::H1, Square::A8];

/// Corners given to the weaker player before the first move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Handicap {
    corners: u8,
    receiver: Color,
}

impl Handicap {
    /// No handicap.
    pub const NONE: Handicap = Handicap { corners: 0, receiver: Color::Black };

    /// `corners` (0 to 4) for `receiver`.
    ///
    /// # Errors
    /// [`RulesError::Handicap`] for more than four corners.
    pub fn new(corners: u8, receiver: Color) -> Result<Handicap, RulesError> {
        if corners <= 4 { Ok(Handicap { corners, receiver }) } else { Err(RulesError::Handicap(corners)) }
    }

    /// How many corners, 0 to 4.
    pub const fn corners(self) -> u8 {
        self.corners
    }

    /// Who receives the corners.
    pub const fn receiver(self) -> Color {
        self.receiver
    }

    /// The corner squares given, in the traditional order.
    pub fn squares(self) -> Bitboard {
        HANDICAP_CORNERS[..usize::from(self.corners)].iter().copied().collect()
    }
}

impl Default for Handicap {
    fn default() -> Handicap {
        Handicap::NONE
    }
}

/// The rules a game is played under.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    handicap: Handicap,
    time_control: Option<TimeControl>,
}

impl Rules {
    /// Rules from a handicap and an optional time control, checked: every player's total time
    /// must be above zero, and no time may exceed [`TimeControl::MAX`].
    ///
    /// # Errors
    /// A [`RulesError`] if a player would have no time, or a time above [`TimeControl::MAX`].
    pub fn new(handicap: Handicap, time_control: Option<TimeControl>) -> Result<Rules, RulesError> {
        if let Some(control) = time_control {
            for color in Color::ALL {
                if control.base[color] == Duration::ZERO {
                    return Err(RulesError::NoTime(color));
                }
            }
            let longest =
                control.base.black.max(control.base.white).max(control.increment).max(control.delay);
            if longest > TimeControl::MAX {
                return Err(RulesError::TooLong(longest));
            }
        }
        Ok(Rules { handicap, time_control })
    }

    /// The corner handicap.
    pub const fn handicap(self) -> Handicap {
        self.handicap
    }

    /// The time control, `None` for an untimed game.
    pub const fn time_control(self) -> Option<TimeControl> {
        self.time_control
    }
}

/// The rules in a few words: `10:00 each + 5 s a move, handicap: 2 corners to White`.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seconds = |d: Duration| {
            let text = format!("{:.1}", d.as_secs_f64());
            format!("{} s", text.trim_end_matches(".0"))
        };
        match self.time_control {
            None => write!(f, "untimed")?,
            Some(control) => {
                let (black, white) = (control.base.black, control.base.white);
                if black == white {
                    write!(f, "{} each", format_used(black))?;
                } else {
                    write!(f, "{} for Black, {} for White", format_used(black), format_used(white))?;
                }
                if control.increment > Duration::ZERO {
                    write!(f, " + {} a move", seconds(control.increment))?;
                }
                if control.delay > Duration::ZERO {
                    write!(f, ", delay {}", seconds(control.delay))?;
                }
            }
        }
        let handicap = self.handicap;
        match handicap.corners {
            0 => Ok(()),
            1 => write!(f, ", handicap: 1 corner to {}", handicap.receiver),
            n => write!(f, ", handicap: {n} corners to {}", handicap.receiver),
        }
    }
}

/// Rule options that cannot make a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RulesError {
    /// A handicap of more than four corners.
    Handicap(u8),
    /// A time control that gives this player no time.
    NoTime(Color),
    /// A time longer than [`TimeControl::MAX`].
    TooLong(Duration),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Handicap(n) => write!(f, "a handicap is 0 to 4 corners, not {n}"),
            RulesError::NoTime(color) => write!(f, "{color} has no time: a time limit must be above zero"),
            RulesError::TooLong(time) => write!(
                f,
                "{} hours is too long: a time is at most {} hours",
                time.as_secs() / 3600,
                TimeControl::MAX.as_secs() / 3600
            ),
        }
    }
}

impl std::error::Error for RulesError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_in_a_few_words() {
        let s = Duration::from_secs;
        let fischer = TimeControl { increment: s(5), ..TimeControl::sudden_death(s(600)) };
        let two = Handicap::new(2, Color::White).unwrap();
        assert_eq!(
            Rules::new(two, Some(fischer)).unwrap().to_string(),
            "10:00 each + 5 s a move, handicap: 2 corners to White"
        );
        let odds = TimeControl {
            base: crate::engine::color::ByColor::new(s(60), s(30)),
            increment: Duration::ZERO,
            delay: Duration::from_millis(2500),
        };
        let one = Handicap::new(1, Color::Black).unwrap();
        assert_eq!(
            Rules::new(one, Some(odds)).unwrap().to_string(),
            "1:00 for Black, 0:30 for White, delay 2.5 s, handicap: 1 corner to Black"
        );
        assert_eq!(Rules::default().to_string(), "untimed");
        assert_eq!(
            Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(s(3600)))).unwrap().to_string(),
            "1:00:00 each"
        );
    }
}
