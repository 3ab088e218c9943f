//! Rule options (corner handicap, time control) validated before they become a `Game`.

use std::fmt;
use std::time::Duration;

use super::bitboard::Bitboard;
use super::clock::TimeControl;
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
    pub fn new(corners: u8, receiver: Color) -> Result<Handicap, SetupError> {
        if corners <= 4 { Ok(Handicap { corners, receiver }) } else { Err(SetupError::Handicap(corners)) }
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
pub struct Setup {
    handicap: Handicap,
    time_control: Option<TimeControl>,
}

impl Setup {
    /// Rules from a handicap and an optional time control, checked: every player's total time
    /// must be above zero.
    pub fn new(handicap: Handicap, time_control: Option<TimeControl>) -> Result<Setup, SetupError> {
        if let Some(control) = time_control {
            for color in Color::ALL {
                if control.base[color] == Duration::ZERO {
                    return Err(SetupError::NoTime(color));
                }
            }
        }
        Ok(Setup { handicap, time_control })
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

/// Rule options that cannot make a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// A handicap of more than four corners.
    Handicap(u8),
    /// A time control that gives this player no time.
    NoTime(Color),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Handicap(n) => write!(f, "a handicap is 0 to 4 corners, not {n}"),
            SetupError::NoTime(color) => write!(f, "{color} has no time: a time limit must be above zero"),
        }
    }
}

impl std::error::Error for SetupError {}
