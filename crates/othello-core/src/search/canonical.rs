//! Searching a position as its canonical image (the least of its eight images under the
//! board's symmetries), so that positions equal under a symmetry get the same search and the
//! same scores, and turning what the search finds back onto the position asked about.

use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::engine::symmetry;

use super::{MoveScore, Observer, SearchResult};

/// Runs `search` on the canonical image of `position`, with an observer that sees progress on
/// `position` itself, and returns its result turned back.
pub(super) fn search(
    position: Position,
    observer: &mut dyn Observer,
    search: impl FnOnce(Position, &mut dyn Observer) -> SearchResult,
) -> SearchResult {
    let (canonical, symmetry) = position.canonical();
    let back = symmetry::inverse(symmetry);
    let result = search(canonical, &mut Turned { observer, back });
    turn_result(result, back)
}

/// An observer of the search of the canonical image, told of progress on the position asked
/// about.
struct Turned<'a> {
    observer: &'a mut dyn Observer,
    back: usize,
}

impl Observer for Turned<'_> {
    fn progress(&mut self, progress: &SearchResult) {
        let back = self.back;
        let turned = SearchResult {
            best: progress.best.map(|s| turn(s, back)),
            pv: turn_all(&progress.pv, back),
            moves: progress.moves.iter().map(|m| turn_move(m, back)).collect(),
            ..progress.clone()
        };
        self.observer.progress(&turned);
    }

    fn keep_going(&mut self, nodes: u64) -> bool {
        self.observer.keep_going(nodes)
    }
}

fn turn(square: Square, symmetry: usize) -> Square {
    Square::from_index(symmetry::square(symmetry, square.index() as u8))
        .expect("a symmetry keeps squares on the board")
}

fn turn_all(squares: &[Square], symmetry: usize) -> Vec<Square> {
    squares.iter().map(|&s| turn(s, symmetry)).collect()
}

fn turn_move(score: &MoveScore, symmetry: usize) -> MoveScore {
    MoveScore { square: turn(score.square, symmetry), pv: turn_all(&score.pv, symmetry), ..score.clone() }
}

fn turn_result(result: SearchResult, symmetry: usize) -> SearchResult {
    SearchResult {
        best: result.best.map(|s| turn(s, symmetry)),
        pv: turn_all(&result.pv, symmetry),
        moves: result.moves.iter().map(|m| turn_move(m, symmetry)).collect(),
        ..result
    }
}
