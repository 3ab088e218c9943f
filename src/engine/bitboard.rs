//! `Bitboard`: a set of squares as one `u64`, bit 0 = `a1`, bit 63 = `h8`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::square::Square;

/// A set of squares. Bit `i` stands for the square with index `i`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    pub const FULL: Bitboard = Bitboard(!0);

    /// Whether the set holds `square`.
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.index()) != 0
    }

    /// How many squares the set holds.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in the set, from `a1` towards `h8`.
    pub fn squares(self) -> Squares {
        Squares(self.0)
    }
}

/// Iterator over the squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        self.squares()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, |set, square| set | square.bit())
    }
}

impl From<Square> for Bitboard {
    fn from(square: Square) -> Bitboard {
        square.bit()
    }
}

macro_rules! bit_ops {
    ($($op:ident $method:ident $assign:ident $assign_method:ident;)*) => {$(
        impl $op for Bitboard {
            type Output = Bitboard;
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard($op::$method(self.0, rhs.0))
            }
        }
        impl $assign for Bitboard {
            fn $assign_method(&mut self, rhs: Bitboard) {
                $assign::$assign_method(&mut self.0, rhs.0)
            }
        }
    )*};
}

bit_ops! {
    BitAnd bitand BitAndAssign bitand_assign;
    BitOr bitor BitOrAssign bitor_assign;
    BitXor bitxor BitXorAssign bitxor_assign;
}

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Eight rows of `x` (in the set) and `.`, row 1 first.
impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..8 {
            let line: String = (0..8)
                .filter_map(|column| Square::from_coords(column, row))
                .map(|square| if self.contains(square) { 'x' } else { '.' })
                .collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_come_out_in_order_and_collect_back() {
        let set: Bitboard = ["h8", "a1", "d4"].iter().map(|s| s.parse::<Square>().unwrap()).collect();
        let names: Vec<String> = set.squares().map(|s| s.to_string()).collect();
        assert_eq!(names, ["a1", "d4", "h8"]);
        assert_eq!(set.count(), 3);
        assert_eq!(set.squares().collect::<Bitboard>(), set);
    }

    #[test]
    fn display_draws_row_one_on_top() {
        let text = Square::H1.bit().to_string();
        assert_eq!(text.lines().next(), Some(".......x"));
        assert_eq!(text.lines().count(), 8);
    }
}
