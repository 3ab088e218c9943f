//! Hints through `update` with scripted engine replies: with hints on, the moves of the person
//! to move are scored in the background, shown as the search deepens, renewed after each move,
//! stopped on the computer's turn and while paused, and drawn on the board.

use std::time::Duration;

use crate::common::{
    app::{Session, screen, settings},
    sq,
};
use othello::engine::color::ByColor;
use othello::engine::game::Game;
use othello::engine::position::Position;
use othello::play::{Reply, Request, Task};
use othello::search::{Bound, Level, MoveScore, Score, SearchResult};
use othello::store::Player;
use othello::tui::{Action, HINT_DEEPER, HINT_DEPTH, HINT_EXACT_FROM, HintMode, StatusView, hint_limits};

fn scores(list: &[(&str, i32)]) -> Vec<MoveScore> {
    list.iter()
        .map(|&(s, score)| MoveScore {
            square: sq(s),
            score: Score(score),
            bound: Bound::Exact,
            pv: vec![sq(s)],
            verdict: None,
        })
        .collect()
}

fn progress(request: &Request, depth: u32, list: &[(&str, i32)]) -> Action {
    let moves = scores(list);
    Action::Engine(Reply::Progress {
        id: request.id,
        progress: SearchResult {
            depth,
            exact: false,
            probability: None,
            book: false,
            best: Some(moves[0].square),
            score: moves[0].score,
            pv: vec![moves[0].square],
            nodes: 500,
            moves,
        },
        elapsed: Duration::from_millis(5),
    })
}

fn done(request: &Request, depth: u32, exact: bool, list: &[(&str, i32)]) -> Action {
    let moves = scores(list);
    Action::Engine(Reply::Done {
        id: request.id,
        result: SearchResult {
            best: moves.first().map(|m| m.square),
            score: moves.first().map_or(Score(0), |m| m.score),
            depth,
            exact,
            probability: None,
            book: false,
            pv: vec![],
            moves,
            nodes: 900,
        },
        elapsed: Duration::from_millis(9),
    })
}

fn status(s: &Session) -> String {
    StatusView::of(&s.app)
        .lines(300)
        .iter()
        .map(|line| line.spans.iter().map(|span| span.content.as_ref()).collect::<String>())
        .collect()
}

fn last_request(s: &Session) -> Request {
    *s.requests().last().expect("the engine was asked")
}

#[test]
fn hints_score_every_move_as_the_search_deepens_and_follow_the_game() {
    let mut s = Session::new(None);
    s.act(Action::Tick);
    assert!(s.requests().is_empty(), "hints are off by default");
    s.act(Action::Hints);
    assert_eq!(s.app.hint_mode(), HintMode::Every);
    let first = last_request(&s);
    assert_eq!(first.position, Position::START);
    assert_eq!(first.task, Task::Analyze(hint_limits(HINT_DEPTH, HINT_EXACT_FROM)));
    assert_eq!(first.time, None, "the hints take no time from the clocks");
    assert!(status(&s).contains("Hints (i): thinking..."), "{}", status(&s));

    s.act(progress(&first, 4, &[("d3", 300), ("c4", 300), ("f5", 300), ("e6", 300)]));
    let hints = s.app.hints();
    assert_eq!(hints.len(), 4);
    assert!(hints.iter().all(|hint| hint.text == "+3" && hint.best));
    assert!(status(&s).contains("depth 4 of 12, deepening"), "{}", status(&s));
    let board = screen(&s, 80, 24);
    // The board's columns: the panel beside it writes the best line's score too.
    let on_board: String = board.lines().map(|row| row.chars().take(39).collect::<String>() + "\n").collect();
    assert_eq!(
        on_board.matches("+3").count(),
        4,
        "each move's score on its square, the cursor's too:\n{board}"
    );
    assert!(board.contains("Lines (depth 4)"), "{board}");
    insta::assert_snapshot!("hints_every_move_80x24", board);

    // An odd depth would swing the scores: it is not shown. A deeper even depth replaces them;
    // the search's end keeps them.
    s.act(progress(&first, 5, &[("d3", 100), ("c4", 100), ("f5", 100), ("e6", 100)]));
    assert!(s.app.hints().iter().all(|hint| hint.text == "+3"), "depth 4 still");
    s.act(progress(&first, 6, &[("d3", 200), ("c4", 200), ("f5", 200), ("e6", 200)]));
    s.act(done(&first, 7, false, &[("d3", 100), ("c4", 100), ("f5", 100), ("e6", 100)]));
    assert!(s.app.hints().iter().all(|hint| hint.text == "+2"));
    assert!(status(&s).contains("Hints (i): depth 6; scores in discs; + deeper"), "{}", status(&s));
    // + asks for more: the same position searched deeper, the scores shown until it finds more.
    s.act(Action::DeeperHints);
    let deeper = last_request(&s);
    assert_eq!(
        (deeper.position, deeper.task),
        (first.position, Task::Analyze(hint_limits(HINT_DEPTH + HINT_DEEPER, HINT_EXACT_FROM)))
    );
    assert!(deeper.id > first.id);
    assert!(s.app.hints().iter().all(|hint| hint.text == "+2"));

    // After a move, the new position is searched, and the old search's replies are dropped.
    s.type_square("f5");
    let second = last_request(&s);
    assert_eq!(second.position, Position::START.play(sq("f5")));
    assert!(second.id > first.id);
    assert!(s.app.hints().is_empty(), "no scores of the old position on the new board");
    s.act(progress(&first, 9, &[("d3", 900)]));
    assert!(s.app.hints().is_empty(), "a stale reply is dropped");
    s.act(done(&second, 8, true, &[("d6", 0), ("f6", 0), ("f4", -400)]));
    let shown: Vec<(String, String, bool)> =
        s.app.hints().into_iter().map(|h| (h.square.to_string(), h.text, h.best)).collect();
    assert_eq!(
        shown,
        [
            ("d6".into(), "+0".into(), true),
            ("f6".into(), "+0".into(), true),
            ("f4".into(), "-4".into(), false)
        ]
    );
    assert!(status(&s).contains("solved to the end, exact final scores"), "{}", status(&s));

    // Only the best moves; then off, which stops nothing already finished.
    s.act(Action::BestHint);
    assert_eq!(s.app.hints().len(), 2);
    assert!(status(&s).contains("Best move (t)"));
    let board = screen(&s, 120, 40);
    assert_eq!(board.matches("+0").count(), 3, "the two best squares and the best line's score:\n{board}");
    assert!(board.contains("best    +0  d6"), "{board}");
    assert!(!board.contains("-4"), "not the other moves' scores, nor their lines:\n{board}");
    insta::assert_snapshot!("hints_best_move_120x40", board);
    let stops = s.stops();
    s.act(Action::BestHint);
    assert_eq!(s.app.hint_mode(), HintMode::Off);
    assert!(s.app.hints().is_empty());
    assert_eq!(s.stops(), stops, "the search had ended");
    assert!(!status(&s).contains("Best move"));
}

#[test]
fn hints_stop_while_paused_and_when_turned_off() {
    let mut s = Session::new(Some(Duration::from_secs(300)));
    s.app = s.app.clone().with_hints(true);
    s.act(Action::Cursor(othello::tui::Direction::Down));
    let first = last_request(&s);
    s.act(Action::Pause);
    assert_eq!(s.stops(), 1, "paused: the board is hidden, the search stops");
    assert!(s.app.hints().is_empty());
    s.act(Action::Pause);
    let again = last_request(&s);
    assert!(again.id > first.id, "resumed: a new search");
    s.act(Action::Hints);
    assert_eq!(s.stops(), 2, "hints off: the search stops");
    assert_eq!(s.requests().len(), 2);
}

#[test]
fn against_the_computer_hints_give_way_to_its_search_and_come_back_on_your_turn() {
    let players =
        ByColor::new(Player::person(Some("Ann".into())), Player::computer(Level::new(3).unwrap(), None));
    let mut s = Session::with_players(Game::new(crate::common::app::rules(None)), players, settings(None));
    s.act(Action::Hints);
    let hint = last_request(&s);
    assert!(matches!(hint.task, Task::Analyze(_)));
    s.type_square("f5");
    let think = last_request(&s);
    assert!(matches!(think.task, Task::Think(_)), "the computer's turn: it thinks instead");
    assert!(s.app.hint_search().is_none());
    s.act(progress(&hint, 9, &[("d3", 900)]));
    assert!(s.app.thinking(), "a late hint reply changes nothing");
    s.act(Action::Engine(Reply::Done {
        id: think.id,
        result: SearchResult {
            best: Some(sq("d6")),
            score: Score(0),
            depth: 3,
            exact: false,
            probability: None,
            book: false,
            pv: vec![],
            moves: vec![],
            nodes: 10,
        },
        elapsed: Duration::from_millis(3),
    }));
    let back = last_request(&s);
    assert!(matches!(back.task, Task::Analyze(_)), "your turn again: hints again");
    assert_eq!(back.position, Position::START.play(sq("f5")).play(sq("d6")));
}

#[test]
fn a_score_is_not_overwritten_by_the_parity_overlay_on_a_small_board() {
    let mut s = Session::new(None);
    let game = &crate::common::data_rows("games.tsv")[0][1];
    s.type_moves(&game[..92]);
    s.act(Action::Hints);
    let request = last_request(&s);
    let legal: Vec<String> = request.position.legal_moves().squares().map(|sq| sq.to_string()).collect();
    let list: Vec<(&str, i32)> =
        legal.iter().enumerate().map(|(i, sq)| (sq.as_str(), 1200 - 200 * i as i32)).collect();
    s.act(done(&request, 14, true, &list));
    for _ in 0..4 {
        s.act(Action::Overlay);
    }
    let board = screen(&s, 80, 24);
    assert!(board.contains("Parity:"), "{board}");
    for hint in s.app.hints() {
        let row =
            board.lines().find(|line| line.starts_with(&format!(" {} ", hint.square.row() + 1))).unwrap();
        let cell = &row.chars().skip(4 + 4 * usize::from(hint.square.column())).take(3).collect::<String>();
        assert!(cell.contains(&hint.text), "{} shows {cell:?} for {}:\n{board}", hint.square, hint.text);
    }
}

#[test]
fn with_hints_on_the_status_line_shows_the_opening_book_s_moves() {
    let mut s = Session::new(None);
    let mut book = othello::search::Book::new();
    let f5 = Position::START.play(sq("f5"));
    let valued = |value, depth| othello::search::book::Entry { value, leaf: 64, leaf_value: 0, depth };
    book.insert(f5, valued(-150, 12));
    book.insert(f5.play(sq("d6")), valued(200, 8));
    s.app.set_book(std::sync::Arc::new(book));
    assert!(!status(&s).contains("Opening book"), "hints off: {}", status(&s));
    s.act(Action::Hints);
    assert!(status(&s).contains("Opening book (12 plies): d3 +2, c4 +2, f5 +2, e6 +2."), "{}", status(&s));
    s.type_square("f5");
    assert!(status(&s).contains("Opening book (8 plies): d6 -2."), "{}", status(&s));
    s.type_square("f4");
    assert!(!status(&s).contains("Opening book"), "out of the book: {}", status(&s));
}

#[test]
fn a_failed_hints_search_is_said_and_not_asked_again_for_that_position() {
    let mut s = Session::new(None);
    s.act(Action::Hints);
    let first = last_request(&s);
    s.act(Action::Engine(Reply::Failed { id: first.id, problem: "a fault".into() }));
    assert!(status(&s).contains("The analysis failed: a fault."), "{}", status(&s));
    s.act(Action::Tick);
    assert_eq!(s.requests().len(), 1, "the same search would fail again");
    assert_eq!(s.app.mode(), &othello::tui::Mode::Playing, "the game goes on");
    s.type_square("f5");
    let next = last_request(&s);
    assert_eq!(next.position, Position::START.play(sq("f5")), "the next position's hints are asked");
}
