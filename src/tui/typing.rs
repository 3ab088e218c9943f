//! `Typing`: a square typed on the board, `f5`: the column letter waiting for its row digit,
//! and the square just played by typing it (an Enter right after confirms that move rather than
//! playing the square under the cursor, which is now taken).

use crate::engine::square::Square;

/// What has been typed on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Typing {
    /// A column letter typed (0 = a), waiting for its row digit.
    column: Option<u8>,
    /// The square just played by typing it, until the next key.
    played: Option<Square>,
}

impl Typing {
    /// The column letter waiting for its row digit.
    pub fn column(&self) -> Option<u8> {
        self.column
    }

    /// A column letter typed.
    pub(super) fn column_typed(&mut self, column: u8) {
        self.column = Some(column);
    }

    /// A row digit typed: the square it makes with the column typed before (`None` without one).
    pub(super) fn row_typed(&mut self, row: u8) -> Option<Square> {
        let column = self.column.take()?;
        Some(Square::from_coords(column, row).expect("a-h and 1-8 are on the board"))
    }

    /// A key other than a letter or a digit: the letter typed is forgotten.
    pub(super) fn forget_column(&mut self) {
        self.column = None;
    }

    /// `square` was played by typing it.
    pub(super) fn played(&mut self, square: Square) {
        self.played = Some(square);
    }

    /// The square played by typing it with the key before, if it was; forgotten with this key.
    pub(super) fn take_played(&mut self) -> Option<Square> {
        self.played.take()
    }
}
