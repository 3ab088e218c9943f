//! Hints: the engine's score of every legal move of the player to move, searched in the
//! background and deepening while the player thinks, shown on the board (`i`), or only the best
//! move (`t`).

use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::i18n::Language;
use crate::search::level::VERDICT_BEFORE_EXACT;
use crate::search::{Bound, Limits, SearchResult};
use crate::tr;

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

/// How deep the hints' search goes unless asked for more (or set otherwise on the new-game
/// screen), and then the engine rests: about ten seconds for every move of a midgame position on
/// the development machine (14 plies take a minute and a half).
pub const HINT_DEPTH: u32 = 12;

/// The hints' depths the new-game screen offers: even, as only even depths are shown.
pub const HINT_DEPTHS: std::ops::RangeInclusive<u32> = 2..=MAX_HINT_DEPTH;

/// The empties from which the new-game screen lets the hints solve exactly.
pub const HINT_EXACT_RANGE: std::ops::RangeInclusive<u32> = 8..=30;

/// How much deeper each `+` takes the hints.
pub const HINT_DEEPER: u32 = 4;

/// The deepest `+` takes the hints: from 20 empties they solve the game anyway.
pub const MAX_HINT_DEPTH: u32 = 38;

/// The hints solve the game exactly from this many empty squares unless set otherwise...
pub const HINT_EXACT_FROM: u32 = 20;
/// ...and see the end of it, more surely at each step (73% to 99%), from this many more.
pub const HINT_PROBABLE_BEFORE_EXACT: u32 = 4;

/// The limits of a hints' search `depth` plies deep (full width), solving the game exactly
/// from `exact_from` empty squares, reaching its end selectively from
/// [`HINT_PROBABLE_BEFORE_EXACT`] more and proving who wins from [`VERDICT_BEFORE_EXACT`] more
/// (as the levels do).
pub fn hint_limits(depth: u32, exact_from: u32) -> Limits {
    Limits {
        probable_from: exact_from + HINT_PROBABLE_BEFORE_EXACT,
        verdict_from: exact_from + VERDICT_BEFORE_EXACT,
        ..Limits::depth(depth, exact_from)
    }
}

/// Whether a completed depth of the hints' search replaces the one shown: the first found, then
/// only even depths and searches to the end of the game (selective or exact). A search's score swings between odd and even depths (each
/// side's search sees its own last move), so hints of one parity hold still as they deepen.
pub fn shown_instead(shown: Option<&SearchResult>, found: &SearchResult) -> bool {
    found.depth > 0
        && (shown.is_none() || found.exact || found.probability.is_some() || found.depth.is_multiple_of(2))
}

/// The hints: which are shown, how deep their search goes, and what it found of which position.
#[derive(Clone, Debug)]
pub struct Hints {
    mode: HintMode,
    depth: u32,
    exact_from: u32,
    /// The position searched, how deep, and what is shown of what the search found so far.
    found: Option<(Position, u32, Option<SearchResult>)>,
}

impl Default for Hints {
    fn default() -> Hints {
        Hints { mode: HintMode::Off, depth: HINT_DEPTH, exact_from: HINT_EXACT_FROM, found: None }
    }
}

/// Why the hints cannot go deeper.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NotDeeper {
    /// They are off.
    Off,
    /// They go as deep as they can.
    Deepest,
}

impl Hints {
    /// Which hints are shown.
    pub fn mode(&self) -> HintMode {
        self.mode
    }

    /// How deep their search goes.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// From how many empties their search solves the game exactly.
    pub fn exact_from(&self) -> u32 {
        self.exact_from
    }

    /// Searches `depth` plies deep and solves from `exact_from` empties from now on (the
    /// preferences), each within what is offered.
    pub(super) fn set(&mut self, depth: u32, exact_from: u32) {
        self.depth = depth.clamp(*HINT_DEPTHS.start(), *HINT_DEPTHS.end());
        self.exact_from = exact_from.clamp(*HINT_EXACT_RANGE.start(), *HINT_EXACT_RANGE.end());
        self.found = None;
    }

    /// Shows `mode`'s hints.
    pub(super) fn show(&mut self, mode: HintMode) {
        self.mode = mode;
    }

    /// `+`: 4 plies deeper (to at most [`MAX_HINT_DEPTH`]); the new depth, or why not.
    pub(super) fn deeper(&mut self) -> Result<u32, NotDeeper> {
        if self.mode == HintMode::Off {
            return Err(NotDeeper::Off);
        }
        if self.depth >= MAX_HINT_DEPTH {
            return Err(NotDeeper::Deepest);
        }
        self.depth = (self.depth + HINT_DEEPER).min(MAX_HINT_DEPTH);
        Ok(self.depth)
    }

    /// What the search found of `position`, if it is the one searched: `Some(None)` while it has
    /// found nothing yet.
    pub fn of(&self, position: Position) -> Option<Option<&SearchResult>> {
        let (searched, _, found) = self.found.as_ref()?;
        (*searched == position).then_some(found.as_ref())
    }

    /// Whether `position` was searched `depth` deep already.
    pub(super) fn searched(&self, position: Position, depth: u32) -> bool {
        self.found.as_ref().is_some_and(|(found, to, _)| *found == position && *to == depth)
    }

    /// A search of `position` `depth` deep begins; deeper hints of the same position keep showing
    /// what was found until they find more.
    pub(super) fn searching(&mut self, position: Position, depth: u32) {
        let shown = match self.found.take() {
            Some((found, _, shown)) if found == position => shown,
            _ => None,
        };
        self.found = Some((position, depth, shown));
    }

    /// No hints are searched.
    pub(super) fn forget(&mut self) {
        self.found = None;
    }

    /// Takes in a depth the search completed: shown if it is of the parity shown (or a solve, or
    /// the first).
    pub(super) fn take(&mut self, result: SearchResult) {
        if let Some((_, _, shown)) = &mut self.found
            && shown_instead(shown.as_ref(), &result)
        {
            *shown = Some(result);
        }
    }
}

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
            // A move proved to win or lose may have only a bound (+2 or more): it is shown.
            .filter(|m| m.bound == Bound::Exact || m.verdict.is_some())
            .map(|m| Hint { square: m.square, text: m.score.to_string(), best: m.score.round() == top })
            .filter(|hint| self == HintMode::Every || (self == HintMode::Best && hint.best))
            .collect()
    }

    /// The status line's words on the hints, if they are on, given the hints' search of the
    /// position in play, if there is one: what it found so far and whether it goes on.
    pub fn status(
        self,
        language: Language,
        search: Option<(Option<&SearchResult>, bool)>,
        depth: u32,
    ) -> Option<String> {
        let what = match self {
            HintMode::Off => return None,
            HintMode::Every => tr!(language, "hints-every"),
            HintMode::Best => tr!(language, "hints-best"),
        };
        let found = search.and_then(|(found, running)| found.map(|found| (found, running)));
        let going_on = |running: bool| if running { "yes" } else { "no" };
        Some(match found {
            None if search.is_some() => tr!(language, "hints-thinking", what = what),
            None => tr!(language, "hints-on", what = what),
            Some((found, _)) if found.exact => tr!(language, "hints-exact", what = what),
            Some((found, running)) if let Some(percent) = found.probability => {
                match (found.best, found.verdict()) {
                    (Some(best), Some(verdict)) => tr!(
                        language,
                        "hints-proven",
                        what = what,
                        best = best.to_string(),
                        verdict = crate::words::verdict_key(verdict),
                        percent = percent,
                        more = going_on(running)
                    ),
                    _ => {
                        tr!(language, "hints-sure", what = what, percent = percent, more = going_on(running))
                    }
                }
            }
            Some((found, true)) => {
                tr!(language, "hints-deepening", what = what, depth = found.depth, target = depth)
            }
            Some((found, false)) => tr!(language, "hints-depth", what = what, depth = found.depth),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{MoveScore, Score, Verdict};

    fn found(scores: &[(&str, i32)], exact: bool) -> SearchResult {
        SearchResult {
            best: None,
            score: Score(0),
            pv: vec![],
            nodes: 1,
            depth: 9,
            exact,
            probability: None,
            book: false,
            moves: scores
                .iter()
                .map(|&(square, score)| MoveScore {
                    square: square.parse().unwrap(),
                    score: Score(score),
                    bound: Bound::Exact,
                    pv: vec![square.parse().unwrap()],
                    verdict: None,
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
        assert_eq!(HintMode::Off.status(Language::En, None, 14), None);
        assert_eq!(HintMode::Every.status(Language::En, None, 14).unwrap(), "Hints (i): on.");
        assert_eq!(
            HintMode::Every.status(Language::En, Some((None, true)), 14).unwrap(),
            "Hints (i): thinking..."
        );
        let deepening = found(&[("d3", 0)], false);
        assert_eq!(
            HintMode::Best.status(Language::En, Some((Some(&deepening), true)), 14).unwrap(),
            "Best move (t): depth 9 of 14, deepening; scores in discs."
        );
        assert_eq!(
            HintMode::Every.status(Language::En, Some((Some(&deepening), false)), 14).unwrap(),
            "Hints (i): depth 9; scores in discs; + deeper."
        );
        let solved = found(&[("d3", 0)], true);
        assert!(
            HintMode::Every
                .status(Language::En, Some((Some(&solved), false)), 14)
                .unwrap()
                .contains("solved to the end, exact")
        );
        let probable = SearchResult { probability: Some(95), depth: 23, ..found(&[("d3", 0)], false) };
        assert_eq!(
            HintMode::Every.status(Language::En, Some((Some(&probable), true)), 14).unwrap(),
            "Hints (i): final scores in discs, 95% sure, surer next."
        );
        assert_eq!(
            HintMode::Best.status(Language::En, Some((Some(&probable), false)), 14).unwrap(),
            "Best move (t): final scores in discs, 95% sure."
        );
    }

    #[test]
    fn the_hints_see_the_end_four_squares_before_they_solve_and_prove_who_wins_two_before() {
        let limits = hint_limits(12, 20);
        assert_eq!((limits.depth, limits.exact_from), (12, 20));
        assert_eq!((limits.probable_from, limits.verdict_from), (24, 22));
        assert!(!limits.selective, "full width, as the review's numbers are not");
    }

    #[test]
    fn a_proven_result_is_said_and_a_move_proved_with_only_a_bound_is_still_hinted() {
        let mut proved = SearchResult { probability: Some(95), depth: 22, ..found(&[], false) };
        let mv = |square: &str, score, bound, verdict| MoveScore {
            square: square.parse().unwrap(),
            score: Score(score),
            bound,
            pv: vec![square.parse().unwrap()],
            verdict,
        };
        proved.moves = vec![
            mv("d3", 200, Bound::Lower, Some(Verdict::Win)),
            mv("c4", 100, Bound::Exact, None),
            mv("e6", -300, Bound::Upper, None),
        ];
        proved.best = Some("d3".parse().unwrap());
        let shown: Vec<String> =
            HintMode::Every.hints(&proved).iter().map(|h| h.square.to_string()).collect();
        assert_eq!(shown, ["d3", "c4"], "a bound alone is not a score, a proven win is");
        assert_eq!(
            HintMode::Every.status(Language::En, Some((Some(&proved), true)), 14).unwrap(),
            "Hints (i): d3 wins (proven); final scores in discs, 95% sure, surer next."
        );
        proved.moves[0].verdict = None;
        assert!(
            !HintMode::Every
                .status(Language::En, Some((Some(&proved), true)), 14)
                .unwrap()
                .contains("proven")
        );
    }
}

#[cfg(test)]
mod parity {
    use super::*;
    use crate::search::Score;

    fn at(depth: u32, exact: bool) -> SearchResult {
        SearchResult {
            best: None,
            score: Score(0),
            pv: vec![],
            nodes: 1,
            depth,
            exact,
            probability: None,
            book: false,
            moves: vec![],
        }
    }

    #[test]
    fn hints_show_the_first_depth_then_even_depths_and_searches_to_the_end_only() {
        assert!(shown_instead(None, &at(1, false)), "something to show at once");
        assert!(!shown_instead(None, &at(0, false)), "a search stopped before its first depth");
        assert!(shown_instead(Some(&at(1, false)), &at(2, false)));
        assert!(!shown_instead(Some(&at(2, false)), &at(3, false)), "an odd depth would swing");
        assert!(shown_instead(Some(&at(12, false)), &at(13, true)), "a solve is the truth");
        let probable = SearchResult { probability: Some(73), ..at(23, false) };
        assert!(
            shown_instead(Some(&at(12, false)), &probable),
            "the end seen, an odd number of empties away"
        );
    }
}
