//! The scores of the game in play as the searches found them, for the score graph in play
//! (Ctrl-G): the computer's score of each move it played and the hints' score of each move a
//! person played with hints on, each kept with the position and the move it is of, so that a
//! move nobody analysed (or one taken back and played otherwise) has no point.

use crate::engine::color::Color;
use crate::engine::game::{Game, Turn};
use crate::engine::notation::numbered_plies;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::search::Score;

/// Which search a score comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScoredBy {
    /// The computer's search of its own move.
    Computer,
    /// The hints' search of the move a person played.
    Hints,
}

/// The score of one move as a search found it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Scored {
    /// How many plies were on the board before it.
    ply: usize,
    /// The position it was played in.
    before: Position,
    /// The move.
    square: Square,
    /// The search it comes from.
    source: ScoredBy,
    /// The score after it, from black's side, in discs.
    for_black: i32,
}

/// A point of the graph: the move's number, the search, the score after it for black in discs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Point {
    /// The move's number (1 for the first move of the game).
    pub number: usize,
    /// The search the score comes from.
    pub source: ScoredBy,
    /// The score after the move, from black's side, in discs.
    pub for_black: i32,
}

/// The scores found so far in this game, and whether the graph is shown.
#[derive(Clone, Debug, Default)]
pub struct ScoreGraph {
    /// Whether the graph is shown in play.
    pub shown: bool,
    scores: Vec<Scored>,
}

impl ScoreGraph {
    /// Keeps `score` (for `mover`, the side that plays `square` in `before`, `ply` plies into
    /// the game) as the score after that move; a later score of the same move replaces it.
    pub(super) fn keep(
        &mut self,
        ply: usize,
        before: Position,
        square: Square,
        mover: Color,
        source: ScoredBy,
        score: Score,
    ) {
        let for_black = if mover == Color::Black { score.round() } else { -score.round() };
        self.scores.retain(|kept| !(kept.ply == ply && kept.before == before && kept.square == square));
        self.scores.push(Scored { ply, before, square, source, for_black });
    }

    /// No scores: a new game.
    pub(super) fn forget(&mut self) {
        self.scores.clear();
    }

    /// The points of `game` as it stands: one for each move on the board whose score a search
    /// found, in order; none for a move nobody analysed.
    pub fn points(&self, game: &Game) -> Vec<Point> {
        let before: Vec<Position> = game.history().map(|(position, _)| position).collect();
        numbered_plies(game)
            .into_iter()
            .enumerate()
            .filter_map(|(ply, (number, played))| {
                let (Some(number), Turn::Move { square, .. }) = (number, played.turn) else { return None };
                let kept = self.scores.iter().find(|kept| {
                    kept.ply == ply && kept.square == square && before.get(ply) == Some(&kept.before)
                })?;
                Some(Point { number, source: kept.source, for_black: kept.for_black })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::{Handicap, Rules};

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_score_is_a_point_only_for_the_move_it_was_found_for() {
        let mut game = Game::new(Rules::new(Handicap::NONE, None).unwrap());
        let mut graph = ScoreGraph::default();
        graph.keep(0, game.position(), sq("f5"), Color::Black, ScoredBy::Hints, Score(180));
        game.play_untimed(sq("f5")).unwrap();
        graph.keep(1, game.position(), sq("d6"), Color::White, ScoredBy::Computer, Score(-300));
        game.play_untimed(sq("d6")).unwrap();
        game.play_untimed(sq("c3")).unwrap();
        let points = graph.points(&game);
        assert_eq!(
            points,
            [
                Point { number: 1, source: ScoredBy::Hints, for_black: 2 },
                Point { number: 2, source: ScoredBy::Computer, for_black: 3 },
            ],
            "white's -3 is black's +3; c3, searched by nobody, has no point"
        );
        game.undo().unwrap();
        game.undo().unwrap();
        game.play_untimed(sq("f6")).unwrap();
        assert_eq!(graph.points(&game).len(), 1, "another move in d6's place has no point");
        graph.forget();
        assert!(graph.points(&game).is_empty());
    }

    #[test]
    fn a_later_score_of_a_move_replaces_its_own_and_no_other() {
        let mut game = Game::new(Rules::new(Handicap::NONE, None).unwrap());
        let mut graph = ScoreGraph::default();
        let start = game.position();
        graph.keep(0, start, sq("f5"), Color::Black, ScoredBy::Hints, Score(200));
        graph.keep(0, start, sq("d3"), Color::Black, ScoredBy::Hints, Score(100));
        game.play_untimed(sq("f5")).unwrap();
        graph.keep(1, game.position(), sq("d6"), Color::White, ScoredBy::Hints, Score(0));
        // The same move searched deeper, by the computer now.
        graph.keep(0, start, sq("f5"), Color::Black, ScoredBy::Computer, Score(400));
        assert_eq!(graph.points(&game), [Point { number: 1, source: ScoredBy::Computer, for_black: 4 }]);
        game.play_untimed(sq("d6")).unwrap();
        assert_eq!(graph.points(&game).len(), 2, "d6's score, of another ply, is kept");
        game.undo().unwrap();
        game.undo().unwrap();
        game.play_untimed(sq("d3")).unwrap();
        assert_eq!(
            graph.points(&game),
            [Point { number: 1, source: ScoredBy::Hints, for_black: 1 }],
            "d3's score, of another move of the same ply, is kept"
        );
    }
}
