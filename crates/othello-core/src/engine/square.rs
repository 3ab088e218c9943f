//! A square of the board, `a1` (top-left) to `h8`, and its algebraic name.

use std::fmt;
use std::str::FromStr;

use super::bitboard::Bitboard;

/// One of the 64 squares. Index 0 is `a1` (top-left), 7 is `h1`, 56 is `a8`, 63 is `h8`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The top-left corner.
    pub const A1: Square = Square(0);
    /// The top-right corner.
    pub const H1: Square = Square(7);
    /// The bottom-left corner.
    pub const A8: Square = Square(56);
    /// The bottom-right corner.
    pub const H8: Square = Square(63);

    /// The square with this index (0 = `a1`, 63 = `h8`), if it is on the board.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 { Some(Square(index)) } else { None }
    }

    /// The square at a column (0 = `a`) and row (0 = `1`), if both are on the board.
    pub const fn from_coords(column: u8, row: u8) -> Option<Square> {
        if column < 8 && row < 8 { Some(Square(row * 8 + column)) } else { None }
    }

    /// Index from 0 (`a1`) to 63 (`h8`), row by row.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column, 0 for `a` to 7 for `h`.
    pub const fn column(self) -> u8 {
        self.0 % 8
    }

    /// Row, 0 for `1` (the top) to 7 for `8`.
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// The bitboard holding just this square.
    pub const fn bit(self) -> Bitboard {
        Bitboard(1 << self.0)
    }

    /// All 64 squares, `a1`, `b1`, … `h8`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

/// A string that is not a square name such as `f5`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseSquareError {
    /// The text that was given (cut if long).
    pub input: String,
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a square: expected a column a-h and a row 1-8, like f5", self.input)
    }
}

impl std::error::Error for ParseSquareError {}

/// `text` cut to `max` characters with `...`, so that an error never repeats a huge input whole.
pub fn clipped(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        text.chars().take(max.saturating_sub(3)).chain("...".chars()).collect()
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let error = || ParseSquareError { input: clipped(s, 12) };
        match s.as_bytes() {
            &[column, row] => {
                let column = column.to_ascii_lowercase().wrapping_sub(b'a');
                let row = row.wrapping_sub(b'1');
                Square::from_coords(column, row).ok_or_else(error)
            }
            _ => Err(error()),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_for_every_square() {
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
    }

    #[test]
    fn a1_is_top_left_and_either_case_parses() {
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("H1".parse::<Square>().unwrap(), Square::H1);
        assert_eq!("F5".parse::<Square>().unwrap().to_string(), "f5");
        for bad in ["", "a", "a0", "a9", "i1", "z9", "f55", "5f", "ä1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad} parsed");
        }
    }
}
