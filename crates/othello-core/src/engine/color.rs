//! `Color` and `ByColor<T>`: one container for anything a player has (discs, hands, clocks, names).

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// A side: black moves first. In files it is `"black"` or `"white"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// The first player, `X` in position strings.
    Black,
    /// The second player, `O` in position strings.
    White,
}

impl Color {
    /// Both colours, black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The name in lower case, as in files: `black` or `white`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The letter used by position strings: `X` for black, `O` for white.
    pub const fn symbol(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

/// `Black` or `White`, capitalised for sentences.
impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "Black",
            Color::White => "White",
        })
    }
}

/// One value for each colour. In files it is `{"black": …, "white": …}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByColor<T> {
    /// Black's value.
    pub black: T,
    /// White's value.
    pub white: T,
}

impl<T> ByColor<T> {
    /// A pair from black's and white's values.
    pub const fn new(black: T, white: T) -> ByColor<T> {
        ByColor { black, white }
    }

    /// The same value for both colours.
    pub fn both(value: T) -> ByColor<T>
    where
        T: Clone,
    {
        ByColor { black: value.clone(), white: value }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor { black: f(self.black), white: f(self.white) }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    fn index(&self, color: Color) -> &T {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}
