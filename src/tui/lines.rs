//! The lines behind the numbers, as the screen shows them: the principal variation of a move,
//! cut to fit with an ellipsis rather than wrapped, and which search a number comes from (a
//! depth, the selective endgame's certainty, an exact solve, the opening book).

use crate::engine::square::Square;
use crate::i18n::Language;
use crate::search::{Bound, SearchResult, Verdict};
use crate::tr;

/// Which search the numbers of `found` come from, in a few words: `book`, `exact`, `95% sure`,
/// `depth 12`, or `depth 8 selective` for a search that prunes (`selective`), so that a student
/// can tell why two numbers of the same move differ.
pub fn source(language: Language, found: &SearchResult, selective: bool) -> String {
    if found.book {
        tr!(language, "source-book")
    } else if found.exact {
        tr!(language, "source-exact")
    } else if let Some(percent) = found.probability {
        tr!(language, "source-sure", percent = percent)
    } else if selective {
        tr!(language, "source-depth-selective", depth = found.depth)
    } else {
        tr!(language, "source-depth", depth = found.depth)
    }
}

/// The heading over the hints' lines: which search they come from, and that an exact one played
/// them out to the end.
pub fn heading(language: Language, found: &SearchResult) -> String {
    if found.exact {
        tr!(language, "lines-heading-exact")
    } else {
        tr!(language, "lines-heading", source = source(language, found, false))
    }
}

/// A move's line as shown: the move, its score as written on the board, and its line (the move
/// first, passes left out).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ShownLine {
    /// What the line is: `best`, or `cursor` for the move under the cursor (chosen by in the
    /// messages that name it).
    pub label: &'static str,
    /// `+4`, `-2`.
    pub score: String,
    /// Whether the move wins, draws or loses, where that is proven before its exact score.
    pub verdict: Option<Verdict>,
    /// The line, the move first.
    pub line: Vec<Square>,
}

/// The lines of the hints: the best move's, and (when `cursor` is on another move with a score)
/// the cursor's move's. None while the search has scored no move.
pub fn hint_lines(found: &SearchResult, cursor: Option<Square>) -> Vec<ShownLine> {
    // A move proved to win or lose may have only a bound, and itself alone for a line.
    let scored =
        |m: &&crate::search::MoveScore| (m.bound == Bound::Exact || m.verdict.is_some()) && !m.pv.is_empty();
    let Some(best) = found.moves.iter().find(scored) else { return Vec::new() };
    let shown = |label, m: &crate::search::MoveScore| ShownLine {
        label,
        score: m.score.to_string(),
        verdict: m.verdict.filter(|_| !found.exact),
        line: m.pv.clone(),
    };
    let mut lines = vec![shown("best", best)];
    if let Some(other) =
        found.moves.iter().filter(scored).find(|m| Some(m.square) == cursor && m.square != best.square)
    {
        lines.push(shown("cursor", other));
    }
    lines
}

/// `d3 c3 c4 e3 f6`, cut after a whole move to fit in `room` columns, the cut marked with
/// `ellipsis` (never a line wrapped over the text below it).
pub fn fitted(line: &[Square], room: usize, ellipsis: &str) -> String {
    let words: Vec<String> = line.iter().map(Square::to_string).collect();
    let whole = words.join(" ");
    if whole.chars().count() <= room {
        return whole;
    }
    let mut kept = String::new();
    for word in &words {
        let longer = kept.len() + usize::from(!kept.is_empty()) + word.len();
        if longer + 1 + ellipsis.chars().count() > room {
            break;
        }
        if !kept.is_empty() {
            kept.push(' ');
        }
        kept.push_str(word);
    }
    if kept.is_empty() { ellipsis.chars().take(room).collect() } else { format!("{kept} {ellipsis}") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{MoveScore, Score};

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn line(names: &str) -> Vec<Square> {
        names.split(' ').map(sq).collect()
    }

    fn found(moves: &[(&str, i32, &str)]) -> SearchResult {
        SearchResult {
            best: None,
            score: Score(0),
            depth: 12,
            exact: false,
            probability: None,
            pv: vec![],
            moves: moves
                .iter()
                .map(|&(square, score, pv)| MoveScore {
                    square: sq(square),
                    score: Score(score),
                    bound: Bound::Exact,
                    pv: line(pv),
                    verdict: None,
                })
                .collect(),
            nodes: 1,
            book: false,
        }
    }

    #[test]
    fn a_line_is_cut_after_a_whole_move_and_marked() {
        let pv = line("d3 c3 c4 e3 f6 e6");
        assert_eq!(fitted(&pv, 17, "…"), "d3 c3 c4 e3 f6 e6", "it fits whole");
        assert_eq!(fitted(&pv, 16, "…"), "d3 c3 c4 e3 f6 …");
        assert_eq!(fitted(&pv, 9, "..."), "d3 c3 ...");
        assert_eq!(fitted(&pv, 3, "…"), "…", "no room for a move");
        assert!(fitted(&pv, 13, "…").chars().count() <= 13);
    }

    #[test]
    fn the_best_line_and_the_cursor_s_when_it_is_another_move() {
        let found = found(&[("d3", 400, "d3 c3 c4"), ("c4", -200, "c4 e3"), ("f5", -300, "f5 f6")]);
        let lines = hint_lines(&found, Some(sq("c4")));
        assert_eq!(
            lines,
            [
                ShownLine { label: "best", score: "+4".into(), verdict: None, line: line("d3 c3 c4") },
                ShownLine { label: "cursor", score: "-2".into(), verdict: None, line: line("c4 e3") },
            ]
        );
        assert_eq!(hint_lines(&found, Some(sq("d3"))).len(), 1, "the cursor on the best move");
        assert_eq!(hint_lines(&found, Some(sq("a1"))).len(), 1, "the cursor on no move");
        let mut bounded = found.clone();
        bounded.moves[1].bound = Bound::Upper;
        assert_eq!(hint_lines(&bounded, Some(sq("c4"))).len(), 1, "a bound has no line to show");
        assert!(hint_lines(&SearchResult { moves: vec![], ..found }, None).is_empty());
    }

    #[test]
    fn a_proven_win_or_loss_is_shown_beside_its_line_until_the_exact_score_comes() {
        let mut found = found(&[("d3", 200, "d3"), ("c4", -200, "c4")]);
        found.probability = Some(95);
        found.moves[0].verdict = Some(Verdict::Win);
        found.moves[0].bound = Bound::Lower;
        found.moves[1].verdict = Some(Verdict::Loss);
        found.moves[1].bound = Bound::Upper;
        let lines = hint_lines(&found, Some(sq("c4")));
        let verdicts: Vec<_> = lines.iter().map(|l| (l.label, l.verdict)).collect();
        assert_eq!(verdicts, [("best", Some(Verdict::Win)), ("cursor", Some(Verdict::Loss))]);
        let solved = SearchResult { exact: true, probability: None, ..found };
        assert!(hint_lines(&solved, None).iter().all(|l| l.verdict.is_none()), "an exact score says it all");
    }

    #[test]
    fn each_number_says_which_search_it_comes_from() {
        let at = found(&[("d3", 0, "d3")]);
        assert_eq!(source(Language::En, &at, false), "depth 12");
        assert_eq!(source(Language::En, &SearchResult { depth: 8, ..at.clone() }, true), "depth 8 selective");
        assert_eq!(source(Language::En, &SearchResult { exact: true, ..at.clone() }, true), "exact");
        assert_eq!(
            source(Language::En, &SearchResult { probability: Some(95), ..at.clone() }, false),
            "95% sure"
        );
        assert_eq!(source(Language::En, &SearchResult { book: true, ..at }, false), "book");
    }

    #[test]
    fn a_line_cut_to_fit_is_never_wider_than_its_room_and_keeps_every_whole_move_that_fits() {
        let line: Vec<Square> = ["d3", "c3", "c4", "e3", "f6"].iter().map(|s| s.parse().unwrap()).collect();
        for room in 0..=16 {
            let shown = fitted(&line, room, "…");
            assert!(shown.chars().count() <= room, "{room}: {shown:?}");
            let kept: Vec<&str> = shown.split(' ').filter(|w| *w != "…" && !w.is_empty()).collect();
            let moves: Vec<String> = line.iter().map(Square::to_string).collect();
            assert_eq!(kept, moves[..kept.len()], "{room}: the first moves, whole");
            if kept.len() < moves.len() {
                // One more move and the mark would not fit.
                let longer = format!("{} {} …", kept.join(" "), moves[kept.len()]);
                assert!(longer.trim_start().chars().count() > room, "{room}: {shown:?} could keep more");
            }
        }
    }
}
