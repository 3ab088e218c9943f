//! The lines behind the numbers: the hints' panel shows the best move's line and the cursor's,
//! cut to fit, saying which search they come from; and every line the hints' search gives is
//! legal by the reference rules and ends in the score shown (played out to the end of the game
//! where it is exact or seen to the end selectively, as deep as the search went where it is not);
//! and the real binary draws lines that do, in the hints and in the review at a mistake.

use std::time::Duration;

use crate::common::{
    Rng,
    app::{Session, screen},
    final_score, is_over, random_endgames, reference_moves, replay_line, sq,
};
use othello::engine::position::Position;
use othello::engine::square::Square;
use othello::play::{Reply, Request};
use othello::search::{Bound, MoveScore, Score, SearchResult, Searcher};
use othello::tui::{Action, Direction, HINT_EXACT_FROM, hint_limits};

fn line(names: &str) -> Vec<Square> {
    names.split(' ').map(sq).collect()
}

/// A completed depth of the hints' search: each move with its score and line.
fn progress(request: &Request, depth: u32, exact: bool, moves: &[(&str, i32, &str)]) -> Action {
    let moves: Vec<MoveScore> = moves
        .iter()
        .map(|&(square, score, pv)| MoveScore {
            square: sq(square),
            score: Score(score),
            bound: Bound::Exact,
            pv: line(pv),
            verdict: None,
        })
        .collect();
    Action::Engine(Reply::Progress {
        id: request.id,
        progress: SearchResult {
            best: Some(moves[0].square),
            score: moves[0].score,
            depth,
            exact,
            probability: None,
            book: false,
            pv: moves[0].pv.clone(),
            moves,
            nodes: 500,
        },
        elapsed: Duration::from_millis(5),
    })
}

/// Moves the cursor to `square` with the arrow keys.
fn cursor_to(s: &mut Session, square: Square) {
    while s.app.cursor().row() != square.row() {
        s.act(Action::Cursor(if s.app.cursor().row() > square.row() {
            Direction::Up
        } else {
            Direction::Down
        }));
    }
    while s.app.cursor().column() != square.column() {
        let left = s.app.cursor().column() > square.column();
        s.act(Action::Cursor(if left { Direction::Left } else { Direction::Right }));
    }
}

/// The screen's row that holds `text`, and the row under it.
fn row_and_next<'a>(screen: &'a str, text: &str) -> (&'a str, &'a str) {
    let rows: Vec<&str> = screen.lines().collect();
    let at = rows.iter().position(|row| row.contains(text)).unwrap_or_else(|| panic!("{text}:\n{screen}"));
    (rows[at], rows.get(at + 1).copied().unwrap_or(""))
}

#[test]
fn with_hints_on_the_panel_shows_the_best_line_and_the_cursor_s_cut_to_fit() {
    let mut s = Session::new(None);
    s.act(Action::Hints);
    let request = *s.requests().last().unwrap();
    let best = "d3 c3 c4 e3 f6 e6 f3 c5 b4 e7 b6 f7 g5 g6";
    s.act(progress(
        &request,
        6,
        false,
        &[("d3", 150, best), ("c4", -50, "c4 e3 f6 e6"), ("f5", -50, "f5 f4")],
    ));
    cursor_to(&mut s, sq("c4"));
    for (width, height) in [(80, 24), (100, 32)] {
        let shown = screen(&s, width, height);
        let (heading, best_row) = row_and_next(&shown, "Lines (depth 6)");
        assert!(
            heading.trim_end().ends_with("Lines (depth 6)"),
            "the search the numbers come from:\n{shown}"
        );
        assert!(best_row.contains("best") && best_row.contains("+2  d3 c3 c4 e3"), "{shown}");
        assert!(best_row.ends_with('…'), "cut, not wrapped, at {width}×{height}:\n{shown}");
        let (cursor_row, under) = row_and_next(&shown, "cursor");
        assert!(cursor_row.contains("-1  c4 e3 f6 e6") && !cursor_row.contains('…'), "{shown}");
        assert!(!under.contains("f7") && !under.contains("g6"), "the best line wraps onto no row:\n{shown}");
    }
    // On the best move, its line alone.
    cursor_to(&mut s, sq("d3"));
    assert!(!screen(&s, 80, 24).contains("cursor"), "{}", screen(&s, 80, 24));
    // A solve says so; the lines go to the end of the game.
    s.act(progress(&request, 60, true, &[("d3", 200, "d3 c3")]));
    assert!(screen(&s, 100, 32).contains("Lines (exact, played out to the end)"), "{}", screen(&s, 100, 32));
    // Hints off: no lines.
    s.act(Action::Hints);
    assert!(!screen(&s, 80, 24).contains("Lines ("), "{}", screen(&s, 80, 24));
}

#[test]
fn the_hints_exact_lines_play_out_to_the_end_and_the_score_shown() {
    let mut rng = Rng::new(52);
    let mut searcher = Searcher::new();
    for empties in [8, 12, 14] {
        for position in random_endgames(&mut rng, empties, 10) {
            if reference_moves(position).is_empty() {
                continue;
            }
            let found = searcher.analyze(position, &hint_limits(4, HINT_EXACT_FROM), &mut ());
            assert!(found.exact, "{empties} empties are solved by the hints");
            assert_eq!(found.moves.len(), reference_moves(position).count() as usize, "every move");
            for m in &found.moves {
                assert_eq!(m.pv.first(), Some(&m.square));
                let (end, sign) = replay_line(position, &m.pv);
                assert!(is_over(end), "an exact line goes to the end of the game: {:?} {:?}", position, m.pv);
                assert_eq!(Score::discs(sign * final_score(end)), m.score, "{position:?} {:?}", m.pv);
            }
        }
    }
}

#[test]
fn the_hints_depth_limited_lines_are_legal_and_as_deep_as_the_search() {
    let mut rng = Rng::new(53);
    let mut searcher = Searcher::new();
    for position in random_endgames(&mut rng, 34, 6) {
        if reference_moves(position).is_empty() {
            continue;
        }
        let depth = 6;
        let found = searcher.analyze(position, &hint_limits(depth, HINT_EXACT_FROM), &mut ());
        assert_eq!((found.depth, found.exact), (depth, false));
        for m in &found.moves {
            let (end, _) = replay_line(position, &m.pv);
            // A midgame line reaches the search's depth (its value came from there, or from
            // deeper where the table had it), or the end of the game before it.
            assert!(m.pv.len() as u32 >= depth || is_over(end), "{position:?} {:?}", m.pv);
        }
    }
}

/// The score and the squares after ` label ` on the first row of a screen where only squares
/// follow it, after a score if there is one (`best +2  d3 c3`, `line   g2 h2`); panics if no
/// row has it.
fn labelled_line(screen: &str, label: &str) -> (Option<i32>, Vec<Square>) {
    let pattern = format!(" {label} ");
    let read = |row: &str| {
        let mut words = row[row.find(&pattern)? + pattern.len()..].split_whitespace().peekable();
        let score = words.peek().and_then(|word| word.parse::<i32>().ok());
        if score.is_some() {
            words.next();
        }
        let line: Vec<Square> = words.map(|word| word.parse().ok()).collect::<Option<_>>()?;
        (!line.is_empty()).then_some((score, line))
    };
    screen.lines().find_map(read).unwrap_or_else(|| panic!("no line labelled {label}:\n{screen}"))
}

/// The position after the first `moves` of the transcript `game`, the side to move's.
fn position_after(game: &str, moves: usize) -> Position {
    let mut played = othello::engine::game::Game::new(othello::engine::rules::Rules::default());
    played.play_transcript(&game[..2 * moves]).unwrap();
    played.position()
}

/// Asserts that `line` is legal from `position` and ends the game `score` discs up for its side
/// to move.
fn assert_ends_in(position: Position, line: &[Square], score: i32) {
    let (end, sign) = replay_line(position, line);
    assert!(is_over(end), "the whole line, to the end of the game: {line:?}");
    assert_eq!(sign * final_score(end), score, "{line:?}");
}

#[test]
fn the_real_binary_shows_the_exact_line_which_ends_in_the_score_shown() {
    use crate::common::pty::{Options, Pty};
    // Eight empties from the end of a real game, Black to move: the hints solve it at once.
    let game = &crate::common::data_rows("games.tsv")[0][1];
    let moves = &game[..104];
    let dir = tempfile::tempdir().unwrap();
    let args = ["--black", "Ann", "--white", "Ben", "--moves", moves];
    let mut pty = Pty::start_with(&args, dir.path(), Options { size: (100, 32), ..Options::default() });
    pty.wait_for("Black (Ann) to move");
    pty.send("i");
    let shown = pty.wait_for("Lines (exact, played out to the end)");
    let (score, line) = labelled_line(&shown, "best");
    assert_ends_in(position_after(game, 52), &line, score.expect("the best line's score"));
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn the_real_binary_s_review_shows_at_a_mistake_the_best_line_and_the_played_one_each_ending_in_its_score() {
    use crate::common::pty::{Options, Pty};
    // The 2007 world final's first game: 49. g1? with twelve empties, which the review solves.
    let game = &crate::common::data_rows("games.tsv")[0][1];
    let dir = tempfile::tempdir().unwrap();
    let args = ["--black", "Ann", "--white", "Ben", "--moves", game];
    let mut pty = Pty::start_with(&args, dir.path(), Options { size: (100, 32), ..Options::default() });
    pty.wait_for("Black wins");
    pty.send("v");
    pty.wait_for("move 60 of 60");
    pty.send(&"\x1b[D".repeat(11));
    pty.wait_for("move 49 of 60");
    let shown = pty.wait_for("lost 4 discs (exact)");
    assert!(shown.contains("Black played g1? (+6)") && shown.contains("best g2 (+10)"), "{shown}");
    let position = position_after(game, 48);
    let (_, best) = labelled_line(&shown, "line");
    assert_eq!(best[0], sq("g2"), "{shown}");
    assert_ends_in(position, &best, 10);
    let (_, played) = labelled_line(&shown, "played");
    assert_eq!(played[0], sq("g1"), "{shown}");
    assert_ends_in(position, &played, 6);
    pty.send("vq");
    assert!(pty.wait_exit().success(), "a finished game quits at once");
}

#[test]
fn the_hints_lines_seen_to_the_end_selectively_are_legal_and_reach_it() {
    let mut rng = Rng::new(54);
    let mut searcher = Searcher::new();
    // One position: five selective searches of every move to the end take seconds.
    for position in random_endgames(&mut rng, 21, 1) {
        assert!(!reference_moves(position).is_empty());
        let found = searcher.analyze(position, &hint_limits(4, HINT_EXACT_FROM), &mut ());
        assert_eq!((found.exact, found.probability), (false, Some(99)), "seen to the end, not solved");
        for m in &found.moves {
            let (end, sign) = replay_line(position, &m.pv);
            // The selective endgame proves each move of the line at its certainty, so the line
            // goes to the end of the game and to the score shown: 99% sure, not a proof, but so
            // on these positions (the searches of one thread always give the same lines).
            assert!(is_over(end), "{position:?} {:?}", m.pv);
            assert_eq!(Score::discs(sign * final_score(end)), m.score, "{position:?} {:?}", m.pv);
        }
    }
}
