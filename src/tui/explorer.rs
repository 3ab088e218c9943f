//! The opening explorer's state: whether it is shown, the position last asked of the games
//! database, and what the database said of the position on the board.

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::store::db::MoveStats;

/// What the games database holds of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explored {
    /// The games that went through it.
    pub games: u32,
    /// The games in the database.
    pub total: usize,
    /// The moves played from it, most played first.
    pub moves: Vec<MoveStats>,
}

/// The explorer: shown or not, and the database's answer for the position on the board.
#[derive(Clone, Debug, Default)]
pub struct Explorer {
    /// Whether it is shown.
    pub on: bool,
    /// The position last asked about, with the colour to move (its answer may still be on the
    /// way).
    pub asked: Option<(Position, Color)>,
    /// The answer for `asked`, or why there is none (no database, a damaged one).
    pub found: Option<Result<Explored, String>>,
}
