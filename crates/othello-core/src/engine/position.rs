//! `Position`: the discs seen from the side to move, `{player, opponent}`; legal moves, a `Move`
//! that carries its flips, checked and unchecked play, and a hash.

use super::bitboard::Bitboard;
use super::color::{ByColor, Color};
use super::movegen::{Kernel, Portable};
use super::square::Square;
use super::symmetry;

/// The discs on the board relative to the side to move, as Edax keeps them: a move XORs the
/// flipped discs into both sides and swaps them, so the next player is always `player`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    player: Bitboard,
    opponent: Bitboard,
}

/// A legal move: where the disc goes and the discs it flips, found once.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// Where the disc goes.
    pub square: Square,
    /// The opponent discs it turns over (never empty).
    pub flips: Bitboard,
}

/// Why a move cannot be played in a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// The square already holds a disc.
    Occupied(Square),
    /// The square is empty but the move would outflank no disc.
    FlipsNothing(Square),
}

impl std::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IllegalMove::Occupied(square) => write!(f, "{square} is already taken"),
            IllegalMove::FlipsNothing(square) => write!(f, "{square} flips nothing"),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// The standard start, black to move: black on d5 and e4, white on d4 and e5.
    pub const START: Position =
        Position { player: Bitboard((1 << 28) | (1 << 35)), opponent: Bitboard((1 << 27) | (1 << 36)) };

    /// A position from the discs of the side to move and of the other side, or `None` if the
    /// two sets overlap.
    pub const fn new(player: Bitboard, opponent: Bitboard) -> Option<Position> {
        if player.0 & opponent.0 == 0 { Some(Position { player, opponent }) } else { None }
    }

    /// A position from discs by colour, with `to_move` to move; `None` if the sets overlap.
    pub fn from_board(board: ByColor<Bitboard>, to_move: Color) -> Option<Position> {
        Position::new(board[to_move], board[!to_move])
    }

    /// The discs by colour, given which colour is to move.
    pub fn board(self, to_move: Color) -> ByColor<Bitboard> {
        let mut board = ByColor::both(self.opponent);
        board[to_move] = self.player;
        board
    }

    /// The discs of the side to move.
    pub const fn player(self) -> Bitboard {
        self.player
    }

    /// The discs of the side not to move.
    pub const fn opponent(self) -> Bitboard {
        self.opponent
    }

    /// The empty squares.
    pub const fn empties(self) -> Bitboard {
        Bitboard(!(self.player.0 | self.opponent.0))
    }

    /// The squares where the side to move can play.
    pub fn legal_moves(self) -> Bitboard {
        Bitboard(Portable.legal_moves(self.player.0, self.opponent.0))
    }

    /// Whether the side to move has at least one legal move.
    pub fn can_move(self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// Whether neither side can move: the game is over.
    pub fn is_over(self) -> bool {
        !self.can_move() && !self.pass().can_move()
    }

    /// The opponent discs a move on `square` would flip (empty if the move is illegal).
    pub fn flips(self, square: Square) -> Bitboard {
        if self.empties().contains(square) {
            Bitboard(Portable.flips(self.player.0, self.opponent.0, square.index()))
        } else {
            Bitboard::EMPTY
        }
    }

    /// The move on `square` with its flips, or why it is not legal.
    ///
    /// # Errors
    /// [`IllegalMove`]: the square is taken, or the move flips nothing.
    pub fn legal_move(self, square: Square) -> Result<Move, IllegalMove> {
        if !self.empties().contains(square) {
            return Err(IllegalMove::Occupied(square));
        }
        let flips = self.flips(square);
        if flips.is_empty() {
            return Err(IllegalMove::FlipsNothing(square));
        }
        Ok(Move { square, flips })
    }

    /// Every legal move, with its flips, from `a1` towards `h8`.
    pub fn moves(self) -> impl Iterator<Item = Move> {
        self.legal_moves().into_iter().map(move |square| Move { square, flips: self.flips(square) })
    }

    /// Plays `mv`, which must be a legal move of this position (as [`Position::legal_move`] and
    /// [`Position::moves`] give): the flips are XORed in and the sides swapped, nothing checked.
    pub const fn play_unchecked(self, mv: Move) -> Position {
        let flips = mv.flips.0;
        Position {
            player: Bitboard(self.opponent.0 ^ flips),
            opponent: Bitboard(self.player.0 ^ flips ^ (1 << mv.square.index())),
        }
    }

    /// Plays `square` for the side to move and returns the position with the other side to
    /// move, and the move. On an illegal move, returns why and changes nothing.
    ///
    /// # Errors
    /// [`IllegalMove`], as [`Position::legal_move`] says.
    pub fn try_play(self, square: Square) -> Result<(Position, Move), IllegalMove> {
        let mv = self.legal_move(square)?;
        Ok((self.play_unchecked(mv), mv))
    }

    /// Plays `square`, which must be legal.
    ///
    /// # Panics
    /// If the move is illegal; use [`Position::try_play`] for untrusted input.
    pub fn play(self, square: Square) -> Position {
        match self.try_play(square) {
            Ok((next, _)) => next,
            Err(error) => panic!("illegal move: {error}"),
        }
    }

    /// The same discs with the other side to move.
    pub const fn pass(self) -> Position {
        Position { player: self.opponent, opponent: self.player }
    }

    /// The position turned or reflected by `symmetry` (0 to 7, see [`super::symmetry`]).
    pub const fn transformed(self, symmetry: usize) -> Position {
        Position {
            player: Bitboard(symmetry::board(symmetry, self.player.0)),
            opponent: Bitboard(symmetry::board(symmetry, self.opponent.0)),
        }
    }

    /// The same position for every one of its eight images: the least of them (by the side to
    /// move's discs, then the other's), with the symmetry that turns this position into it.
    ///
    /// # Panics
    /// Never: there are always eight symmetries to choose from.
    pub fn canonical(self) -> (Position, usize) {
        let (players, opponents) =
            (symmetry::all_boards(self.player.0), symmetry::all_boards(self.opponent.0));
        let least =
            (0..symmetry::SYMMETRIES).min_by_key(|&s| (players[s], opponents[s])).expect("eight symmetries");
        (self.transformed(least), least)
    }

    /// A 64-bit hash of the position (discs and side to move), for transposition tables: two
    /// multiplications and a fold, well mixed, with no tables.
    #[inline(always)]
    pub const fn hash(self) -> u64 {
        hash(self.player.0, self.opponent.0)
    }
}

/// [`Position::hash`] on raw boards.
#[inline(always)]
pub const fn hash(player: u64, opponent: u64) -> u64 {
    let a = (player ^ (player >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let b = (opponent ^ (opponent >> 31)).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    let mixed = a ^ b.rotate_left(31);
    mixed ^ (mixed >> 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_carries_its_flips_and_plays_without_checks() {
        let f5: Square = "f5".parse().unwrap();
        let mv = Position::START.legal_move(f5).unwrap();
        assert_eq!(mv.flips, "e5".parse::<Square>().unwrap().bit());
        assert_eq!(Position::START.play_unchecked(mv), Position::START.play(f5));
        assert_eq!(Position::START.moves().count(), 4);
        assert!(Position::START.moves().all(|m| !m.flips.is_empty()));
        assert_eq!(Position::START.legal_move(Square::A1), Err(IllegalMove::FlipsNothing(Square::A1)));
    }

    #[test]
    fn every_image_of_a_position_has_the_same_canonical_form() {
        let position = Position::START.play("f5".parse().unwrap()).play("f4".parse().unwrap());
        let (canonical, symmetry) = position.canonical();
        assert_eq!(position.transformed(symmetry), canonical);
        let images: std::collections::HashSet<Position> = (0..8).map(|s| position.transformed(s)).collect();
        assert_eq!(images.len(), 8, "f5 f4 has no symmetry of its own");
        for image in images {
            assert_eq!(image.canonical().0, canonical);
        }
        let f5 = Position::START.play("f5".parse().unwrap());
        assert_ne!(f5.pass().canonical().0, f5.canonical().0, "the side to move counts");
        let d3 = Position::START.play("d3".parse().unwrap());
        assert_eq!(d3.canonical().0, f5.canonical().0);
    }

    #[test]
    fn the_hash_tells_positions_and_sides_apart() {
        let start = Position::START;
        assert_ne!(start.hash(), start.pass().hash(), "the side to move counts");
        let hashes: std::collections::HashSet<u64> =
            start.moves().map(|m| start.play_unchecked(m).hash()).chain([start.hash()]).collect();
        assert_eq!(hashes.len(), 5);
    }
}
