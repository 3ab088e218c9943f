//! Review mode through `update` with scripted engine replies: the clocks stop, the moves are
//! analysed one after another (the one shown first), the keys step through them, the game is
//! left as it was, "play from here" starts a new game, and the screen with its graph.

mod common;

use std::time::Duration;

use common::{
    app::{Session, screen},
    sq,
};
use othello::engine::position::Position;
use othello::play::{Reply, Request, Task};
use othello::search::{Bound, MoveScore, Score, SearchResult};
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
        })
        .collect();
    Action::Engine(Reply::Done {
        id: request.id,
        result: SearchResult {
            best: Some(moves[0].square),
            score: moves[0].score,
            depth: 8,
            exact: false,
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
    let Task::Analyze(limits) = first.task else { panic!("{:?}", first.task) };
    assert_eq!(limits.depth, 8, "level {REVIEW_LEVEL}");
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
    assert!(s.effects.iter().any(|e| matches!(e, Effect::NewGame)), "a new game in the library");
    assert_eq!(s.autosaves().len(), autosaves + 1, "the old one is saved first");
    assert_eq!(s.autosaves().last().unwrap().game.transcript(), "f5d6c3d3c4f4f6f3e6e7d7g6");
}

#[test]
fn the_review_screen_with_its_graph() {
    let mut s = reviewed();
    s.act(Action::Step(-5));
    let small = screen(&s, 80, 24);
    assert!(small.contains("Review") && small.contains("move 7 of 12"), "{small}");
    assert!(small.contains("score for black"), "the graph's label:\n{small}");
    assert!(small.contains("[+1]") || small.contains("+1"), "the move played under the brackets:\n{small}");
    assert!(small.contains("← prev  → next  Enter play from here"), "{small}");
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
