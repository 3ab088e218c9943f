//! Studying at the board through `update`, with scripted engine replies: the score graph in
//! play (the computer's and the hints' scores, each marked, gaps where nobody searched) and
//! solve now (its progress, Esc stopping it, its result kept for the session).

use std::time::Duration;

use crate::common::{
    app::{Session, screen, settings},
    sq,
};
use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::position::Position;
use othello::engine::rules::{Handicap, Rules};
use othello::play::{Reply, Request, Task};
use othello::search::{Bound, Level, MoveScore, Score, SearchResult};
use othello::store::Player;
use othello::tui::{Action, Effect, Point, SOLVE_NOW, ScoredBy, StatusView};

fn result(best: &str, score: i32, moves: &[(&str, i32, Bound)]) -> SearchResult {
    SearchResult {
        best: Some(sq(best)),
        score: Score(score),
        pv: vec![sq(best)],
        nodes: 4321,
        depth: 6,
        exact: false,
        probability: None,
        book: false,
        moves: moves
            .iter()
            .map(|&(square, score, bound)| MoveScore {
                square: sq(square),
                score: Score(score),
                bound,
                pv: vec![],
                verdict: None,
            })
            .collect(),
    }
}

fn done(request: &Request, result: SearchResult) -> Action {
    Action::Engine(Reply::Done { id: request.id, result, elapsed: Duration::from_millis(1500) })
}

fn last_request(s: &Session) -> Request {
    *s.requests().last().expect("the engine was asked")
}

fn status(s: &Session) -> String {
    StatusView::of(&s.app)
        .lines(400)
        .iter()
        .map(|line| line.spans.iter().map(|span| span.content.as_ref()).collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The graph's part of the screen: the lines from its legend down, from the legend's column on.
fn graph_part(screen: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let Some(top) = lines.iter().position(|line| line.contains("Scores for black:")) else { return vec![] };
    let at = lines[top].find("Scores for black:").unwrap();
    let column = lines[top][..at].chars().count();
    lines[top..].iter().map(|line| line.chars().skip(column).collect()).collect()
}

fn marks(part: &[String], mark: char) -> usize {
    part.iter().skip(1).map(|line| line.matches(mark).count()).sum()
}

/// Ann (black, hints on) against the computer (white, level 3).
fn ann_against_the_computer() -> Session {
    let players =
        ByColor::new(Player::person(Some("Ann".into())), Player::computer(Level::new(3).unwrap(), None));
    let mut s =
        Session::with_players(Game::new(Rules::new(Handicap::NONE, None).unwrap()), players, settings(None));
    s.act(Action::Hints);
    s
}

#[test]
fn the_graph_in_play_plots_the_computers_and_the_hints_scores_and_leaves_gaps() {
    let mut s = ann_against_the_computer();
    let hints = last_request(&s);
    s.act(done(&hints, result("f5", 100, &[("f5", 100, Bound::Exact), ("d3", 100, Bound::Exact)])));
    s.type_square("f5");
    let thinking = last_request(&s);
    assert!(matches!(thinking.task, Task::Think(_)), "the computer's turn");
    s.act(done(&thinking, result("d6", 150, &[])));
    // The hints of the next position have c3 only as a bound: no score of c3.
    let hints = last_request(&s);
    s.act(done(&hints, result("c5", 0, &[("c5", 0, Bound::Exact), ("c3", -200, Bound::Upper)])));
    s.type_square("c3");
    assert_eq!(s.app.game().transcript(), "f5d6c3");
    assert_eq!(
        s.app.graph_points(),
        [
            Point { number: 1, source: ScoredBy::Hints, for_black: 1 },
            Point { number: 2, source: ScoredBy::Computer, for_black: -2 },
        ],
        "white's +1.5 is black's -2; c3, which nobody scored, has no point"
    );
    let before = screen(&s, 80, 24);
    assert!(graph_part(&before).is_empty(), "hidden until asked:\n{before}");

    let reply_to_c3 = last_request(&s);
    s.effects.clear();
    s.act(Action::ScoreGraph);
    assert!(
        s.effects.iter().any(|e| matches!(e, Effect::SavePreferences(kept) if kept.graph)),
        "remembered: {:?}",
        s.effects
    );
    for (width, height) in [(80, 24), (100, 32)] {
        let shown = screen(&s, width, height);
        let part = graph_part(&shown);
        assert!(part.len() >= 5, "the graph at {width}x{height}:\n{shown}");
        assert!(part[0].contains("● computer  ◆ hints"), "a legend:\n{shown}");
        assert_eq!((marks(&part, '●'), marks(&part, '◆')), (1, 1), "one point each, no third:\n{shown}");
        assert!(shown.contains("Ann"), "the players stay above it:\n{shown}");
    }
    // Move 2's point (black -2) is below move 1's (black +1).
    let part = graph_part(&screen(&s, 100, 32));
    let row = |mark: char| part.iter().skip(1).position(|line| line.contains(mark)).unwrap();
    assert!(row('●') > row('◆'), "{}", part.join("\n"));

    // It follows the game: the computer's reply to c3 comes in as a new point.
    s.act(done(&reply_to_c3, result("d3", -300, &[])));
    let part = graph_part(&screen(&s, 100, 32));
    assert_eq!(marks(&part, '●'), 2, "{}", part.join("\n"));
    s.act(Action::ScoreGraph);
    assert!(graph_part(&screen(&s, 100, 32)).is_empty(), "again hides it");
}

/// The manual's solve example, 20 empties, black to move (a2 wins by 38), two people at the
/// keyboard.
fn endgame() -> Session {
    let (position, to_move) = othello::engine::notation::parse_position(
        "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X",
    )
    .unwrap();
    let game = Game::from_position(position, to_move, Rules::new(Handicap::NONE, None).unwrap());
    Session::with_game(game, settings(None))
}

#[test]
fn solve_now_shows_its_progress_stops_at_esc_and_keeps_its_result_for_the_session() {
    let mut s = endgame();
    let position = s.app.game().position();
    let empties = position.empties().count();
    s.act(Action::SolveNow);
    let asked = last_request(&s);
    assert_eq!((asked.position, asked.task, asked.time), (position, Task::Think(SOLVE_NOW), None));
    assert!(
        status(&s).contains(&format!("Solving {empties} empties: first steps; 0 nodes, 0.0 s (Esc stops)."))
    );

    let mut step = result("a2", 600, &[]);
    step.probability = Some(87);
    s.act(Action::Engine(Reply::Progress {
        id: asked.id,
        progress: step,
        elapsed: Duration::from_millis(400),
    }));
    s.act(Action::Engine(Reply::Working {
        id: asked.id,
        nodes: 1_234_567,
        elapsed: Duration::from_millis(600),
    }));
    let said = status(&s);
    assert!(said.contains("87% sure, best a2 (+6); 1,234,567 nodes, 0.6 s (Esc stops)."), "{said}");
    let shown = screen(&s, 80, 24);
    assert!(shown.contains("87% sure"), "on the screen at 80x24:\n{shown}");

    let stops = s.stops();
    s.act(Action::Cancel);
    assert_eq!(s.stops(), stops + 1, "the engine is told to stop at once");
    assert!(status(&s).contains("Solve stopped (S starts it again)"), "{}", status(&s));
    assert!(!status(&s).contains("Solving"));
    // The stopped search's last word is dropped: nothing is kept of it.
    s.act(done(&asked, result("a2", 600, &[])));
    assert!(!status(&s).contains("Solved"));

    s.act(Action::SolveNow);
    let again = last_request(&s);
    assert!(again.id > asked.id);
    let mut exact = result("a2", 600, &[]);
    exact.exact = true;
    s.act(done(&again, exact));
    let said = status(&s);
    assert!(
        said.contains("Solved: a2 is best, Black wins by 6 with perfect play (+6; 4,321 nodes, 1.5 s)."),
        "{said}"
    );

    // Away from the position and back: the solution is shown again, not solved again.
    let requests = s.requests().len();
    s.type_square("a2");
    assert!(!status(&s).contains("Solved"), "not the position solved");
    s.act(Action::Undo);
    assert!(status(&s).contains("Solved: a2 is best"), "{}", status(&s));
    s.act(Action::SolveNow);
    assert_eq!(s.requests().len(), requests, "no new solve of a position solved");
    assert!(status(&s).contains("Solved already"), "{}", status(&s));
}

#[test]
fn solve_now_is_for_a_persons_own_move_and_a_move_played_ends_it() {
    let mut s = ann_against_the_computer();
    s.type_square("f5");
    let thinking = last_request(&s);
    s.act(Action::SolveNow);
    assert_eq!(last_request(&s), thinking, "the computer's search goes on");
    assert!(s.app.message().unwrap().text.contains("is to move: solve on your own move"));

    let mut s = endgame();
    s.act(Action::SolveNow);
    let solving = last_request(&s);
    s.type_square("a2");
    assert!(s.app.solving().is_none(), "the position solved is gone");
    s.act(Action::Undo);
    assert!(s.app.solving().is_none(), "and not solved again unasked");
    let _ = solving;
    assert_eq!(s.app.game().to_move(), Some(Color::Black));
    let _ = Position::START;
}
