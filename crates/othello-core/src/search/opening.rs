//! Random openings the engine judges balanced: a start some moves deep for players who know the
//! openings by heart, and the starts of the benchmarks' matches.

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::engine::square::Square;

use super::random::SplitMix64;
use super::{Limits, Searcher};

/// How a balanced opening is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Balance {
    /// The random moves from the start.
    pub moves: usize,
    /// The depth of the search that judges the position.
    pub depth: u32,
    /// The largest advantage it may find for either side, in hundredths of a disc.
    pub within: i32,
}

/// A balanced opening: the moves from the start (passes left out), the position they reach and
/// who is to move there.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Opening {
    /// The moves played from the start.
    pub moves: Vec<Square>,
    /// The position they reach.
    pub position: Position,
    /// Who is to move there.
    pub to_move: Color,
}

/// A position `balance.moves` random moves from the start (a player without a move passes) that
/// a search of `balance.depth` plies finds within `balance.within` of even; drawn with `rng`.
/// None in 1,000 draws: `None` (only for openings too deep to stay even).
pub fn balanced_opening(searcher: &mut Searcher, balance: Balance, rng: &mut SplitMix64) -> Option<Opening> {
    for _ in 0..1000 {
        let (mut position, mut to_move) = (Position::START, Color::Black);
        let mut played = Vec::new();
        while played.len() < balance.moves && !position.is_over() {
            let moves: Vec<_> = position.moves().collect();
            if moves.is_empty() {
                position = position.pass();
            } else {
                let chosen = moves[rng.below(moves.len() as u64) as usize];
                position = position.play_unchecked(chosen);
                played.push(chosen.square);
            }
            to_move = !to_move;
        }
        // A start where the player to move must pass (or the game is over) is no start.
        if !position.can_move() {
            continue;
        }
        let value = searcher.think(position, &Limits::depth(balance.depth, 0), &mut ()).score;
        if value.0.abs() <= balance.within {
            return Some(Opening { moves: played, position, to_move });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Basic;

    #[test]
    fn openings_are_as_deep_as_asked_and_even_by_the_search() {
        let mut searcher = Searcher::with_eval(Basic);
        let balance = Balance { moves: 7, depth: 4, within: 200 };
        let mut rng = SplitMix64(3);
        let Opening { moves, position, to_move } =
            balanced_opening(&mut searcher, balance, &mut rng).unwrap();
        assert_eq!(64 - position.empties().count(), 4 + 7);
        assert_eq!(to_move, Color::White, "seven moves: white to move");
        let replayed = moves.iter().fold(Position::START, |p, &square| p.play(square));
        assert_eq!((moves.len(), replayed), (7, position), "the moves lead to the position");
        let value = searcher.think(position, &Limits::depth(4, 0), &mut ()).score;
        assert!(value.0.abs() <= 200, "{value:?}");
        let again = balanced_opening(&mut searcher, balance, &mut SplitMix64(3)).unwrap();
        assert_eq!(again.position, position, "the same seed, the same opening");
        let other = balanced_opening(&mut searcher, balance, &mut SplitMix64(4)).unwrap();
        assert_ne!(other.position, position);
        let impossible = Balance { within: -1, ..balance };
        assert_eq!(balanced_opening(&mut searcher, Balance { moves: 1, ..impossible }, &mut rng), None);
    }
}
