//! Where the board and the review's move list were drawn last, so that a mouse click can be
//! turned into a square or a move.

use crate::engine::square::Square;

/// Where the board (and, in review, the move list) was drawn last, so that a mouse click can be
/// mapped to a square or a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ScreenGeometry {
    /// Column of the left edge of a1's cell (its grid line).
    pub left: u16,
    /// Row of the top edge of a1's cell (its grid line).
    pub top: u16,
    /// Width of a cell, grid line included.
    pub cell_width: u16,
    /// Height of a cell, grid line included.
    pub cell_height: u16,
    /// The review's move list, in review mode.
    pub moves: Option<MoveListGeometry>,
}

/// Where the review's move list was drawn: its rows of entries, each `ENTRY` columns wide.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MoveListGeometry {
    /// Column of the first entry's first character.
    pub left: u16,
    /// Row of the first row shown.
    pub top: u16,
    /// Rows shown.
    pub rows: u16,
    /// Entries a row.
    pub columns: u16,
    /// Width of an entry.
    pub entry_width: u16,
    /// The index of the first entry shown.
    pub first: usize,
    /// How many entries there are.
    pub count: usize,
}

impl MoveListGeometry {
    /// The index of the entry under a screen position, if any.
    pub fn entry_at(&self, column: u16, row: u16) -> Option<usize> {
        if column < self.left || row < self.top || row >= self.top + self.rows || self.entry_width == 0 {
            return None;
        }
        let column = (column - self.left) / self.entry_width;
        if column >= self.columns {
            return None;
        }
        let index =
            self.first + usize::from(row - self.top) * usize::from(self.columns) + usize::from(column);
        (index < self.count).then_some(index)
    }
}

impl ScreenGeometry {
    /// The square under a screen position, if it is inside a cell (not on a grid line).
    pub fn square_at(&self, column: u16, row: u16) -> Option<Square> {
        if self.cell_width == 0 || column <= self.left || row <= self.top {
            return None;
        }
        let (dx, dy) = (column - self.left, row - self.top);
        if dx % self.cell_width == 0 || dy % self.cell_height == 0 {
            return None;
        }
        let (c, r) = (dx / self.cell_width, dy / self.cell_height);
        Square::from_coords(u8::try_from(c).ok()?, u8::try_from(r).ok()?)
    }
}
