//! The board editor (`e`): discs placed and removed square by square, the side to move chosen,
//! then a new game played from the position, for setting up problems.

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::position::Position;
use crate::engine::square::Square;

/// The position being set up.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Editor {
    /// The discs.
    pub board: ByColor<Bitboard>,
    /// Who moves first.
    pub to_move: Color,
}

impl Editor {
    /// The editor on `board`, `to_move` to move.
    pub fn new(board: ByColor<Bitboard>, to_move: Color) -> Editor {
        Editor { board, to_move }
    }

    /// The square's next state: empty, then black, then white, then empty again.
    pub fn cycle(&mut self, square: Square) {
        let bit = square.bit();
        if self.board.black.contains(square) {
            self.board.black = Bitboard(self.board.black.0 & !bit.0);
            self.board.white |= bit;
        } else if self.board.white.contains(square) {
            self.board.white = Bitboard(self.board.white.0 & !bit.0);
        } else {
            self.board.black |= bit;
        }
    }

    /// An empty board.
    pub fn clear(&mut self) {
        self.board = ByColor::both(Bitboard::EMPTY);
    }

    /// The four discs of the start, black to move.
    pub fn standard(&mut self) {
        self.board = Position::START.board(Color::Black);
        self.to_move = Color::Black;
    }

    /// The position to play, or [`NeitherMoves`] when it cannot be played.
    pub fn position(&self) -> Result<Position, NeitherMoves> {
        let position =
            Position::from_board(self.board, self.to_move).expect("a square holds one disc at most");
        if position.is_over() { Err(NeitherMoves) } else { Ok(position) }
    }
}

/// Why a position set up cannot be played: neither side would have a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NeitherMoves;

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_square_cycles_empty_black_white() {
        let mut editor = Editor::new(ByColor::both(Bitboard::EMPTY), Color::Black);
        let a1 = sq("a1");
        editor.cycle(a1);
        assert!(editor.board.black.contains(a1));
        editor.cycle(a1);
        assert!(editor.board.white.contains(a1) && !editor.board.black.contains(a1));
        editor.cycle(a1);
        assert!(!editor.board.white.contains(a1) && !editor.board.black.contains(a1));
    }

    #[test]
    fn only_a_position_with_a_move_can_be_played() {
        let mut editor = Editor::new(ByColor::both(Bitboard::EMPTY), Color::White);
        assert_eq!(editor.position(), Err(NeitherMoves));
        editor.standard();
        assert_eq!(editor.position(), Ok(Position::START));
        editor.to_move = Color::White;
        editor.cycle(sq("d4"));
        assert_eq!(editor.board.white.count(), 1, "d4, white, emptied");
        assert!(editor.position().is_ok(), "white passes, black plays");
        editor.clear();
        assert_eq!(editor.board, ByColor::both(Bitboard::EMPTY));
    }
}
