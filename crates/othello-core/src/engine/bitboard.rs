//! `Bitboard`: a set of squares as one `u64`, bit 0 = `a1`, bit 63 = `h8`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::square::Square;

/// One of the eight directions on the board; north is towards row 1, east towards column h.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dir {
    /// Towards row 1.
    North,
    /// Towards row 1 and column h.
    NorthEast,
    /// Towards column h.
    East,
    /// Towards row 8 and column h.
    SouthEast,
    /// Towards row 8.
    South,
    /// Towards row 8 and column a.
    SouthWest,
    /// Towards column a.
    West,
    /// Towards row 1 and column a.
    NorthWest,
}

impl Dir {
    /// All eight directions.
    pub const ALL: [Dir; 8] = [
        Dir::North,
        Dir::NorthEast,
        Dir::East,
        Dir::SouthEast,
        Dir::South,
        Dir::SouthWest,
        Dir::West,
        Dir::NorthWest,
    ];
}

/// Every square but those of column a: a shift towards h keeps only these (nothing wraps round).
pub const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
/// Every square but those of column h: a shift towards a keeps only these.
pub const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
/// The four corners: a1, h1, a8 and h8.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// The four X-squares, diagonal to the corners (b2, g2, b7, g7): a move there most often gives the
/// corner away.
pub const X_SQUARES: u64 = 0x0042_0000_0000_4200;

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

    /// Every square one step from a square of the set in direction `dir`; steps that would
    /// leave the board (or wrap around to the other side) are dropped.
    #[inline(always)]
    pub const fn shift(self, dir: Dir) -> Bitboard {
        let b = self.0;
        Bitboard(match dir {
            Dir::North => b >> 8,
            Dir::South => b << 8,
            Dir::East => (b << 1) & NOT_A,
            Dir::West => (b >> 1) & NOT_H,
            Dir::NorthEast => (b >> 7) & NOT_A,
            Dir::NorthWest => (b >> 9) & NOT_H,
            Dir::SouthEast => (b << 9) & NOT_A,
            Dir::SouthWest => (b << 7) & NOT_H,
        })
    }

    /// Every square next to a square of the set, in any of the eight directions.
    #[inline(always)]
    pub const fn neighbours(self) -> Bitboard {
        let b = self.0;
        let sideways = ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
        let row = b | sideways;
        Bitboard(sideways | (row << 8) | (row >> 8))
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
    fn shifts_stop_at_the_edges() {
        let sq = |name: &str| name.parse::<Square>().unwrap();
        let h4 = sq("h4").bit();
        assert_eq!(h4.shift(Dir::East), Bitboard::EMPTY, "nothing east of column h");
        assert_eq!(h4.shift(Dir::NorthEast), Bitboard::EMPTY);
        assert_eq!(h4.shift(Dir::West), sq("g4").bit());
        assert_eq!(sq("a1").bit().shift(Dir::North), Bitboard::EMPTY);
        assert_eq!(sq("a1").bit().shift(Dir::SouthEast), sq("b2").bit());
        assert_eq!(sq("a8").bit().shift(Dir::SouthWest), Bitboard::EMPTY);
        // Every direction from every square agrees with walking the coordinates.
        for square in Square::all() {
            for (dir, (dc, dr)) in Dir::ALL.into_iter().zip([
                (0, -1),
                (1, -1),
                (1, 0),
                (1, 1),
                (0, 1),
                (-1, 1),
                (-1, 0),
                (-1, -1),
            ]) {
                let (c, r) = (i32::from(square.column()) + dc, i32::from(square.row()) + dr);
                let expected = if (0..8).contains(&c) && (0..8).contains(&r) {
                    Square::from_coords(c as u8, r as u8).unwrap().bit()
                } else {
                    Bitboard::EMPTY
                };
                assert_eq!(square.bit().shift(dir), expected, "{square} {dir:?}");
            }
            let around: Bitboard =
                Dir::ALL.iter().fold(Bitboard::EMPTY, |set, &dir| set | square.bit().shift(dir));
            assert_eq!(square.bit().neighbours(), around, "{square}");
        }
    }

    #[test]
    fn display_draws_row_one_on_top() {
        let text = Square::H1.bit().to_string();
        assert_eq!(text.lines().next(), Some(".......x"));
        assert_eq!(text.lines().count(), 8);
    }
}
