//! Review mode through `update` with scripted engine replies: the clocks stop, the moves are
//! analysed one after another (the one shown first), the keys step through them, the game is
//! left as it was, "play from here" starts a new game, and the screen with its graph.

use std::time::Duration;

use crate::common::{
    app::{Session, screen},
    sq,
};
use othello::engine::position::Position;
use othello::play::{Reply, Request, Task};
use othello::review::{self, MISTAKE};
use othello::search::{Bound, Level, MoveScore, Score, SearchResult, Searcher};
use othello::tui::{Action, Effect, Mode, REVIEW_LEVEL, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The engine's answer to `request`: every legal move scored, the first `best` discs up, each
/// next one two discs less.
fn analysed(request: &Request, best: i32) -> Action {
    let moves: Vec<MoveScore> = request
        .position
        .legal_moves()
        .squares()
        .enumerate()
        .map(|(i, square)| MoveScore {
            square,
            score: Score::discs(best - 2 * i as i32),
            bound: Bound::Exact,
            pv: vec![square],
            verdict: None,
        })
        .collect();
    Action::Engine(Reply::Done {
        id: request.id,
        result: SearchResult {
            best: Some(moves[0].square),
            score: moves[0].score,
            depth: 8,
            exact: false,
            probability: None,
            book: false,
            pv: vec![moves[0].square],
            moves,
            nodes: 100,
        },
        elapsed: Duration::from_millis(3),
    })
}

fn last_request(s: &Session) -> Request {
    *s.requests().last().expect("the engine was asked")
}

/// A timed game of the first 12 moves of a real one, reviewed to the end by scripted replies.
fn reviewed() -> Session {
    let mut s = Session::new(Some(Duration::from_secs(300)));
    s.type_moves("f5d6c3d3c4f4f6f3e6e7d7g6");
    s.wait(Duration::from_secs(5));
    s.act(Action::Review);
    for round in 0..12 {
        let request = last_request(&s);
        s.act(analysed(&request, 3 - round % 3));
    }
    s
}

#[test]
fn the_moves_are_analysed_one_by_one_the_one_shown_first_with_the_clocks_stopped() {
    let mut s = Session::new(Some(Duration::from_secs(300)));
    s.act(Action::Review);
    assert_eq!(*s.app.mode(), Mode::Playing, "nothing to review yet");
    s.type_moves("f5d6c3");
    s.wait(Duration::from_secs(2));
    let clock = s.app.play().clock_reading(othello::engine::color::Color::Black, s.now);
    s.act(Action::Review);
    assert!(matches!(s.app.mode(), Mode::Review(_)));
    assert!(!s.app.play().clock_running(), "the clocks stop");
    let first = last_request(&s);
    let Task::Review(limits) = first.task else { panic!("{:?}", first.task) };
    assert_eq!(limits, review::limits(REVIEW_LEVEL), "as othello analyze at level {REVIEW_LEVEL}");
    assert_eq!(first.position, Position::START.play(sq("f5")).play(sq("d6")), "move 3 first: it is shown");
    s.act(analysed(&first, 4));
    let second = last_request(&s);
    assert_eq!(second.position, Position::START, "then from the first move on");
    assert_eq!(s.requests().len(), 2, "one at a time");
    s.act(Action::Engine(Reply::Progress {
        id: second.id,
        progress: othello::search::SearchResult {
            depth: 1,
            exact: false,
            probability: None,
            book: false,
            best: None,
            score: Score(0),
            pv: vec![],
            nodes: 1,
            moves: vec![],
        },
        elapsed: Duration::ZERO,
    }));
    assert_eq!(s.requests().len(), 2, "progress is not an answer");
    s.wait(Duration::from_secs(30));
    let review = s.app.review().unwrap();
    assert_eq!((review.step, review.analysed()), (2, 1));
    let verdict = review.verdict(2).unwrap();
    assert_eq!((verdict.played, verdict.lost), (sq("c3"), 0), "c3 is the first legal move, scored best");
    assert_eq!(
        s.app.play().clock_reading(othello::engine::color::Color::Black, s.now),
        clock,
        "no time passes in review"
    );
    s.act(Action::Review);
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert!(s.app.play().clock_running(), "back in a game under way, its clock runs again");
    assert!(!screen(&s, 80, 24).contains("start with the first key"));
    assert_eq!(s.stops(), 1, "leaving stops the analysis under way");
    assert_eq!(s.app.game().transcript(), "f5d6c3", "the game is as it was");
}

#[test]
fn keys_step_through_the_moves_and_play_from_here_starts_a_new_game() {
    let mut s = reviewed();
    let review = s.app.review().unwrap();
    assert_eq!(review.analysed(), 12);
    assert_eq!(review.step, 11);
    s.act(Action::Step(60));
    assert_eq!(s.app.review().unwrap().step, 12, "the final position");
    s.act(Action::Step(-60));
    assert_eq!(s.app.review().unwrap().step, 0);
    s.act(Action::Step(1));
    s.act(Action::Step(1));
    s.act(Action::Step(1));
    let autosaves = s.autosaves().len();
    s.act(Action::PlayFromHere);
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert_eq!(s.app.game().transcript(), "f5d6c3", "the first three moves, the game goes on from there");
    assert!(
        s.effects.iter().any(|e| matches!(e, Effect::NewGame { seat: None })),
        "a new game in the library"
    );
    assert_eq!(s.autosaves().len(), autosaves + 1, "the old one is saved first");
    assert_eq!(s.autosaves().last().unwrap().game.transcript(), "f5d6c3d3c4f4f6f3e6e7d7g6");
}

#[test]
fn the_review_screen_with_its_graph() {
    let mut s = reviewed();
    s.act(Action::Step(-5));
    let small = screen(&s, 80, 24);
    assert!(small.contains("Review") && small.contains("move 7 of 12"), "{small}");
    assert!(small.contains("for black") && small.contains("move"), "the graph's axes:\n{small}");
    assert!(small.contains("Black  lost 58  mistakes 5  blunders 3"), "each player's account:\n{small}");
    assert!(small.contains("[+1]") || small.contains("+1"), "the move played under the brackets:\n{small}");
    assert!(
        small.contains("← prev  → next  n mistake  + deeper  Enter play from here  v back  ? help"),
        "{small}"
    );
    insta::assert_snapshot!("review_80x24", small);
    let large = screen(&s, 120, 40);
    assert!(large.chars().any(|c| ('\u{2800}'..='\u{28FF}').contains(&c)), "a Braille graph:\n{large}");
    insta::assert_snapshot!("review_120x40", large);
}

#[test]
fn a_click_on_the_move_list_shows_that_move() {
    use ratatui::crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    let mut s = reviewed();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let mut geometry = None;
    terminal.draw(|frame| geometry = draw(&s.app, frame, s.now)).unwrap();
    s.app.set_geometry(geometry);
    let buffer = terminal.backend().buffer().clone();
    // Where " 3 c3" is written in the move list.
    let (x, y) = (0..buffer.area.height)
        .find_map(|y| {
            let line: String = (0..buffer.area.width).map(|x| buffer[(x, y)].symbol().to_string()).collect();
            line.find(" 3 c3").map(|at| (line[..at].chars().count() as u16 + 2, y))
        })
        .expect("move 3 is in the list");
    let click = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    });
    let action = othello::tui::action(&click, &s.app).expect("a click on a move");
    assert_eq!(action, Action::StepTo(2));
    s.act(action);
    assert_eq!(s.app.review().unwrap().step, 2, "move 3 shown");
    let miss = Event::Mouse(MouseEvent {
        column: 0,
        row: 0,
        ..match click {
            Event::Mouse(m) => m,
            _ => unreachable!(),
        }
    });
    assert_eq!(othello::tui::action(&miss, &s.app), None, "a click off the list does nothing");
}

/// Serves the session's review requests with `searcher`, as the engine thread does, until every
/// move is analysed.
fn serve_the_review(s: &mut Session, searcher: &mut Searcher) {
    while s.app.review().is_some_and(|review| review.analysed() < review.turnings.len()) {
        let request = last_request(s);
        let Task::Review(limits) = request.task else { panic!("{:?}", request.task) };
        let result = searcher.review(request.position, &limits, &mut ());
        s.act(Action::Engine(Reply::Done { id: request.id, result, elapsed: Duration::from_millis(1) }));
    }
}

#[test]
fn the_app_reviews_as_othello_analyze_does_whatever_the_engine_searched_before() {
    // The Tiger's main line, then c5: the game the review once marked all over.
    let transcript = "f5d6c3d3c4f4c5";
    let mut s = Session::new(None);
    s.type_moves(transcript);
    // The engine thread's searcher has been busy: deep hints on every position of the game.
    let mut searcher = Searcher::new();
    for (position, _) in s.app.game().history() {
        searcher.analyze(position, &othello::search::Limits::depth(11, 0), &mut ());
    }
    s.act(Action::Review);
    serve_the_review(&mut s, &mut searcher);
    let expected =
        review::review(s.app.game(), &review::limits(REVIEW_LEVEL), &othello::search::Book::new(), |_, _| {});
    let app = s.app.review().unwrap();
    let verdicts: Vec<_> = (0..expected.len()).map(|index| app.verdict(index).unwrap()).collect();
    assert_eq!(verdicts, expected);
    // Opened again, after more searches, the review is the same.
    s.act(Action::Review);
    searcher.analyze(s.app.game().position(), &othello::search::Limits::depth(12, 0), &mut ());
    s.act(Action::Review);
    serve_the_review(&mut s, &mut searcher);
    let again = s.app.review().unwrap();
    assert_eq!((0..expected.len()).map(|index| again.verdict(index).unwrap()).collect::<Vec<_>>(), expected);
    // Each player's account is the sum of the marks.
    let tally = again.tally();
    let black_mistakes =
        expected.iter().filter(|v| v.color == othello::engine::color::Color::Black && v.lost >= MISTAKE);
    assert_eq!(tally[othello::engine::color::Color::Black].mistakes, black_mistakes.count());
}

#[test]
fn n_jumps_from_mistake_to_mistake_and_plus_reviews_deeper() {
    let mut s = reviewed();
    let review = s.app.review().unwrap();
    let mistakes: Vec<usize> = (0..review.turnings.len())
        .filter(|&index| review.verdict(index).is_some_and(|v| v.lost >= MISTAKE))
        .collect();
    assert!(mistakes.len() >= 2, "the scripted replies mark most moves: {mistakes:?}");
    s.act(Action::Step(-60));
    let mut visited = Vec::new();
    loop {
        let before = s.app.review().unwrap().step;
        s.act(Action::StepToMistake(1));
        let after = s.app.review().unwrap().step;
        if after == before {
            break;
        }
        visited.push(after);
    }
    let expected: Vec<usize> = mistakes.iter().copied().filter(|&index| index > 0).collect();
    assert_eq!(visited, expected, "every mistake after the first move, in order");
    s.act(Action::StepToMistake(-1));
    assert_eq!(s.app.review().unwrap().step, expected[expected.len() - 2], "and back");
    let asked = s.requests().len();
    s.act(Action::ReviewLevel(1));
    let review = s.app.review().unwrap();
    assert_eq!((review.level, review.analysed()), (Level::new(9).unwrap(), 0), "everything again, deeper");
    let request = last_request(&s);
    assert_eq!(s.requests().len(), asked + 1);
    assert_eq!(request.task, Task::Review(review::limits(Level::new(9).unwrap())));
    // An answer at the old level that arrives late is not kept.
    s.act(Action::ReviewLevel(-1));
    s.act(analysed(&request, 4));
    assert_eq!(s.app.review().unwrap().analysed(), 0, "the level-9 answer came after the change back to 8");
    // The next review opens at the level asked last.
    s.act(Action::ReviewLevel(2));
    s.act(Action::Review);
    s.act(Action::Review);
    assert_eq!(s.app.review().unwrap().level, Level::new(10).unwrap());
}

#[test]
fn the_help_in_the_review_lists_its_keys_and_goes_back_to_the_move_shown() {
    let mut s = reviewed();
    s.act(Action::Step(-3));
    let step = s.app.review().unwrap().step;
    s.act(Action::Help);
    let shown = screen(&s, 100, 40);
    for expected in
        ["Keys of the review", "the next mistake", "review again a level deeper", "play from here"]
    {
        assert!(shown.contains(expected), "{expected}:\n{shown}");
    }
    s.act(Action::Help);
    assert!(matches!(s.app.mode(), Mode::Review(_)));
    assert_eq!(s.app.review().unwrap().step, step);
}
