//! The games behind the explorer's moves: the database's games through the position on the board
//! (as the explorer's filter lets them through), one move's at a time or all, one of them chosen
//! to be opened in the review, read-only.

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::engine::square::Square;

/// The most games listed for each move: the newest.
pub const GAMES_A_MOVE: usize = 200;

/// A game of the database as the list shows it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRow {
    /// Its number in the database, from 0 (`db:N` is one more).
    pub number: u32,
    /// The year it was played, 0 if unknown.
    pub year: u16,
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
    /// The tournament.
    pub tournament: String,
    /// Black's discs at the end.
    pub black_discs: u8,
    /// The move it played from the position, on the board as shown.
    pub next: Square,
}

/// What the database holds of the games through a position: the moves played from it, each
/// with its games (of the filter's), most played first, and the newest games of each move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GamesFound {
    /// The moves and their games.
    pub moves: Vec<(Square, u32)>,
    /// The games, newest first.
    pub rows: Vec<GameRow>,
}

/// The list of the games through a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GamesList {
    /// The position, and the side to move there.
    pub position: (Position, Color),
    /// The moves played from it, each with how many games (of the filter's) played it, most
    /// played first.
    pub moves: Vec<(Square, u32)>,
    /// The games, newest first, at most [`GAMES_A_MOVE`] of each move.
    pub rows: Vec<GameRow>,
    /// The move whose games are shown; `None` for every move's.
    pub chosen_move: Option<usize>,
    /// The game chosen among those shown.
    pub selected: usize,
}

impl GamesList {
    /// The list of `found` through `position`, every move's games shown, the first chosen.
    pub fn new(position: (Position, Color), found: GamesFound) -> GamesList {
        let GamesFound { moves, rows } = found;
        GamesList { position, moves, rows, chosen_move: None, selected: 0 }
    }

    /// The games shown: the chosen move's, or all.
    pub fn shown(&self) -> Vec<&GameRow> {
        let chosen = self.chosen_move.map(|at| self.moves[at].0);
        self.rows.iter().filter(|row| chosen.is_none_or(|square| row.next == square)).collect()
    }

    /// The game chosen, if any is shown.
    pub fn chosen(&self) -> Option<&GameRow> {
        self.shown().get(self.selected).copied()
    }

    /// The share of the games through the position that played `square`, in percent.
    pub fn share(&self, square: Square) -> f64 {
        let total: u32 = self.moves.iter().map(|(_, games)| games).sum();
        let games = self.moves.iter().find(|(s, _)| *s == square).map_or(0, |(_, games)| *games);
        100.0 * f64::from(games) / f64::from(total.max(1))
    }

    /// The game `delta` rows down (up for a negative one), within those shown.
    pub fn step(&mut self, delta: i32) {
        let last = self.shown().len().saturating_sub(1) as i64;
        self.selected = (self.selected as i64 + i64::from(delta)).clamp(0, last) as usize;
    }

    /// The next move's games (`delta` 1), or the one before (-1), every move's between the last
    /// and the first.
    pub fn change_move(&mut self, delta: i32) {
        let count = self.moves.len() as i64 + 1;
        let now = self.chosen_move.map_or(0, |at| at as i64 + 1);
        let next = (now + i64::from(delta)).rem_euclid(count);
        self.chosen_move = (next > 0).then(|| (next - 1) as usize);
        self.selected = 0;
    }
}
