//! Solve now (`S`): the position in play solved to the end on the engine thread, whatever the
//! empties, through the selective endgame's steps (73% to 99% sure) and the proof of who wins
//! to the exact score; Esc
//! stops it. Every finished solve is kept for the session, so that coming back to a position
//! shows its solution without solving it again.

use std::time::Duration;

use crate::engine::position::Position;
use crate::search::{Limits, SearchResult};

/// The limits of a solve now: to the end from any number of empties, through every step of the
/// selective endgame first, so that its certainty grows on screen before the exact score comes,
/// and (from 22 empties, where the solve is long) the proof of who wins before the margin.
pub const SOLVE_NOW: Limits = Limits { probable_from: 60, verdict_from: 60, ..Limits::depth(60, 60) };

/// A finished solve: what it found, and how long it took.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Solved {
    /// The exact score, the best move and its line.
    pub result: SearchResult,
    /// The time it took.
    pub took: Duration,
}

/// The solve asked for, and those done this session.
#[derive(Clone, Debug, Default)]
pub struct Solves {
    /// The position to solve, while its solve is wanted.
    asked: Option<Position>,
    /// The positions solved this session.
    kept: Vec<(Position, Solved)>,
}

impl Solves {
    /// The position whose solve is wanted, if one is.
    pub fn asked(&self) -> Option<Position> {
        self.asked
    }

    /// A solve of `position` is wanted.
    pub(super) fn ask(&mut self, position: Position) {
        self.asked = Some(position);
    }

    /// No solve is wanted any more; whether one was.
    pub(super) fn stop(&mut self) -> bool {
        self.asked.take().is_some()
    }

    /// The solve of `position` ended with `result` after `took`: kept if it reached the exact
    /// end (a solve stopped halfway proves nothing).
    pub(super) fn finished(&mut self, position: Position, result: SearchResult, took: Duration) {
        if self.asked == Some(position) {
            self.asked = None;
        }
        if result.exact && self.of(position).is_none() {
            self.kept.push((position, Solved { result, took }));
        }
    }

    /// The solve of `position` done this session, if any.
    pub fn of(&self, position: Position) -> Option<&Solved> {
        self.kept.iter().find(|(solved, _)| *solved == position).map(|(_, solved)| solved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Score;

    fn result(exact: bool) -> SearchResult {
        SearchResult {
            best: None,
            score: Score(400),
            pv: vec![],
            nodes: 1,
            depth: 20,
            exact,
            probability: (!exact).then_some(95),
            book: false,
            moves: vec![],
        }
    }

    #[test]
    fn only_a_solve_that_reached_the_end_is_kept() {
        let mut solves = Solves::default();
        solves.ask(Position::START);
        solves.finished(Position::START, result(false), Duration::from_secs(1));
        assert_eq!(solves.asked(), None, "a solve stopped is no longer wanted");
        assert_eq!(solves.of(Position::START), None, "95% sure is not solved");
        solves.ask(Position::START);
        solves.finished(Position::START, result(true), Duration::from_secs(2));
        assert_eq!(solves.of(Position::START).map(|s| s.took), Some(Duration::from_secs(2)));
        assert!(!solves.stop(), "nothing wanted any more");
    }
}
