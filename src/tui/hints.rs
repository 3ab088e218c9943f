//! Hints: the engine's score of every legal move of the player to move, searched in the
//! background and deepening while the player thinks, shown on the board (`i`), or only the best
//! move (`t`).

use crate::engine::square::Square;
use crate::search::{Bound, Limits, SearchResult};

/// Which hints are shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum HintMode {
    /// None.
    #[default]
    Off,
    /// The score of every legal move.
    Every,
    /// Only the best move (or moves), with its score.
    Best,
}

/// How deep the hints' search goes: it deepens until it solves the game, solving exactly from
/// this many empty squares.
pub const HINT_LIMITS: Limits = Limits::depth(60, 20);

/// A hint on a square: the move's score as written on it, and whether it is a best move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hint {
    /// The square.
    pub square: Square,
    /// `+4`, `-2`.
    pub text: String,
    /// Whether it is one of the best moves.
    pub best: bool,
}

impl HintMode {
    /// `i`: every move's score, or off.
    pub fn toggle_every(self) -> HintMode {
        if self == HintMode::Every { HintMode::Off } else { HintMode::Every }
    }

    /// `t`: the best move alone, or off.
    pub fn toggle_best(self) -> HintMode {
        if self == HintMode::Best { HintMode::Off } else { HintMode::Best }
    }

    /// The hints to draw from what the search found.
    pub fn hints(self, found: &SearchResult) -> Vec<Hint> {
        let Some(top) = found.moves.iter().map(|m| m.score.round()).max() else { return Vec::new() };
        found
            .moves
            .iter()
            .filter(|m| m.bound == Bound::Exact)
            .map(|m| Hint { square: m.square, text: m.score.to_string(), best: m.score.round() == top })
            .filter(|hint| self == HintMode::Every || (self == HintMode::Best && hint.best))
            .collect()
    }

    /// The status line's words on the hints, if they are on, given the hints' search of the
    /// position in play, if there is one: what it found so far and whether it goes on.
    pub fn status(self, search: Option<(Option<&SearchResult>, bool)>) -> Option<String> {
        let what = match self {
            HintMode::Off => return None,
            HintMode::Every => "Hints (i)",
            HintMode::Best => "Best move (t)",
        };
        let found = search.and_then(|(found, running)| found.map(|found| (found, running)));
        Some(match found {
            None if search.is_some() => format!("{what}: thinking..."),
            None => format!("{what}: on"),
            Some((found, _)) if found.exact => {
                format!("{what}: solved to the end, exact final scores in discs")
            }
            Some((found, true)) => format!("{what}: depth {}, deepening; scores in discs", found.depth),
            Some((found, false)) => format!("{what}: depth {}; scores in discs", found.depth),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{MoveScore, Score};

    fn found(scores: &[(&str, i32)], exact: bool) -> SearchResult {
        SearchResult {
            best: None,
            score: Score(0),
            pv: vec![],
            nodes: 1,
            depth: 9,
            exact,
            moves: scores
                .iter()
                .map(|&(square, score)| MoveScore {
                    square: square.parse().unwrap(),
                    score: Score(score),
                    bound: Bound::Exact,
                    pv: vec![square.parse().unwrap()],
                })
                .collect(),
        }
    }

    #[test]
    fn every_move_or_only_the_best_ones_are_hinted() {
        let found = found(&[("d3", 420), ("c4", 380), ("e6", -150)], false);
        let every = HintMode::Every.hints(&found);
        let shown: Vec<(String, &str, bool)> =
            every.iter().map(|h| (h.square.to_string(), h.text.as_str(), h.best)).collect();
        assert_eq!(
            shown,
            [("d3".into(), "+4", true), ("c4".into(), "+4", true), ("e6".into(), "-2", false)],
            "moves that round to the best score are best too"
        );
        let best = HintMode::Best.hints(&found);
        assert_eq!(best.len(), 2);
        assert!(HintMode::Off.hints(&found).is_empty());
        assert!(HintMode::Every.hints(&SearchResult { moves: vec![], ..found }).is_empty());
    }

    #[test]
    fn bounds_are_not_shown_as_scores() {
        let mut found = found(&[("d3", 420), ("c4", 380)], false);
        found.moves[1].bound = Bound::Upper;
        assert_eq!(HintMode::Every.hints(&found).len(), 1);
    }

    #[test]
    fn keys_toggle_and_the_status_says_how_far_the_search_got() {
        assert_eq!(HintMode::Off.toggle_every(), HintMode::Every);
        assert_eq!(HintMode::Every.toggle_every(), HintMode::Off);
        assert_eq!(HintMode::Every.toggle_best(), HintMode::Best);
        assert_eq!(HintMode::Best.toggle_best(), HintMode::Off);
        assert_eq!(HintMode::Best.toggle_every(), HintMode::Every);
        assert_eq!(HintMode::Off.status(None), None);
        assert_eq!(HintMode::Every.status(None).unwrap(), "Hints (i): on");
        assert_eq!(HintMode::Every.status(Some((None, true))).unwrap(), "Hints (i): thinking...");
        let deepening = found(&[("d3", 0)], false);
        assert_eq!(
            HintMode::Best.status(Some((Some(&deepening), true))).unwrap(),
            "Best move (t): depth 9, deepening; scores in discs"
        );
        assert_eq!(
            HintMode::Every.status(Some((Some(&deepening), false))).unwrap(),
            "Hints (i): depth 9; scores in discs"
        );
        let solved = found(&[("d3", 0)], true);
        assert!(
            HintMode::Every
                .status(Some((Some(&solved), false)))
                .unwrap()
                .contains("solved to the end, exact")
        );
    }
}
