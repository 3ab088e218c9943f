//! `Position`: the discs seen from the side to move, `{player, opponent}`; legal moves, flips and play.

use super::bitboard::Bitboard;
use super::color::{ByColor, Color};
use super::movegen;
use super::square::Square;

/// The discs on the board relative to the side to move, as Edax keeps them: a move XORs the
/// flipped discs into both sides and swaps them, so the next player is always `player`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    player: Bitboard,
    opponent: Bitboard,
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
        Bitboard(movegen::legal_moves(self.player.0, self.opponent.0))
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
            Bitboard(movegen::flips(self.player.0, self.opponent.0, square.index()))
        } else {
            Bitboard::EMPTY
        }
    }

    /// Plays `square` for the side to move and returns the position with the other side to
    /// move, and the discs that flipped. On an illegal move, returns why and changes nothing.
    pub fn try_play(self, square: Square) -> Result<(Position, Bitboard), IllegalMove> {
        if !self.empties().contains(square) {
            return Err(IllegalMove::Occupied(square));
        }
        let flipped = self.flips(square);
        if flipped.is_empty() {
            return Err(IllegalMove::FlipsNothing(square));
        }
        let next =
            Position { player: self.opponent ^ flipped, opponent: self.player ^ flipped ^ square.bit() };
        Ok((next, flipped))
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
}
