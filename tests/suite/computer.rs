//! Playing the computer, through `update` with scripted engine replies (no thread): it thinks on
//! its turn with its clock running, its move is played like any other, stale replies are
//! dropped, pause and quit stop it, undo takes back a move and its reply, its flag falls; and in
//! the real binary, the words on the corners it receives stay through its first move.

use std::time::Duration;

use crate::common::{
    app::{Session, settings},
    sq,
};
use othello::engine::clock::TimeControl;
use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::position::Position;
use othello::engine::rules::{Handicap, Rules};
use othello::play::{Reply, Request, Task};
use othello::search::{Level, Limits, Score, SearchResult};
use othello::store::Player;
use othello::tui::{Action, Mode, StatusView};

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

/// Ann (black) against the computer (white) at level 3, `time` each.
fn against_white(time: Option<Duration>) -> Session {
    let rules = Rules::new(Handicap::NONE, time.map(TimeControl::sudden_death)).unwrap();
    let players = ByColor::new(Player::person(Some("Ann".into())), Player::computer(level(3), None));
    Session::with_players(Game::new(rules), players, settings(None))
}

fn status(s: &Session) -> String {
    StatusView::of(&s.app)
        .lines(200)
        .iter()
        .map(|line| line.spans.iter().map(|span| span.content.as_ref()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

fn done(request: &Request, best: &str) -> Action {
    Action::Engine(Reply::Done {
        id: request.id,
        result: SearchResult {
            best: Some(sq(best)),
            score: Score(150),
            depth: 4,
            exact: false,
            probability: None,
            book: false,
            pv: vec![sq(best)],
            moves: vec![],
            nodes: 1000,
        },
        elapsed: Duration::from_millis(10),
    })
}

fn progress(request: &Request, depth: u32, best: &str) -> Action {
    Action::Engine(Reply::Progress {
        id: request.id,
        progress: SearchResult {
            depth,
            exact: false,
            probability: None,
            book: false,
            best: Some(sq(best)),
            score: Score(-250),
            pv: vec![sq(best)],
            nodes: 500,
            moves: vec![],
        },
        elapsed: Duration::from_millis(5),
    })
}

fn last_request(s: &Session) -> Request {
    *s.requests().last().expect("the engine was asked to think")
}

#[test]
fn after_your_move_the_computer_thinks_shows_its_progress_and_its_move_is_played() {
    let mut s = against_white(None);
    s.act(Action::Tick);
    assert!(s.requests().is_empty(), "black is a person: nobody thinks yet");
    s.type_square("f5");
    let request = last_request(&s);
    let after_f5 = Position::START.play(sq("f5"));
    assert_eq!(request.position, after_f5);
    let Task::Think(limits) = request.task else { panic!("{:?}", request.task) };
    assert_eq!(Limits { seed: 0, ..limits }, level(3).limits(0), "the level's limits");
    assert_eq!(request.time, None, "untimed: the level alone bounds the search");
    assert!(status(&s).contains("White (computer, level 3) is thinking..."), "{}", status(&s));

    s.act(progress(&request, 6, "d6"));
    assert!(status(&s).contains("is thinking: depth 6, best d6 (-3)"), "{}", status(&s));
    let Action::Engine(Reply::Progress { progress: seen, .. }) = progress(&request, 59, "d6") else {
        unreachable!()
    };
    s.act(Action::Engine(Reply::Progress {
        id: request.id,
        progress: SearchResult { probability: Some(95), ..seen.clone() },
        elapsed: Duration::from_millis(6),
    }));
    assert!(status(&s).contains("is thinking: sees the end, best d6 (-3, 95% sure)"), "{}", status(&s));
    s.act(Action::Engine(Reply::Progress {
        id: request.id,
        progress: SearchResult { exact: true, score: Score(-400), ..seen },
        elapsed: Duration::from_millis(7),
    }));
    assert!(status(&s).contains("is thinking: solved to the end, best d6 (-4 exactly)"), "{}", status(&s));

    let autosaves = s.autosaves().len();
    s.act(done(&request, "f4"));
    assert_eq!(s.app.game().transcript(), "f5f4");
    assert_eq!(s.app.game().last_move(), Some(sq("f4")), "its move is the last move, marked");
    assert!(!s.app.flashing(s.now).is_empty(), "and its flips are shown");
    assert_eq!(s.autosaves().len(), autosaves + 1, "and it is saved like any other");
    assert!(!s.app.thinking());
    assert!(status(&s).contains("Black (Ann) to move"), "{}", status(&s));
    assert_eq!(s.requests().len(), 1, "nobody thinks on the person's turn");
}

#[test]
fn keys_answer_while_it_thinks_but_no_move_is_played_for_it() {
    let mut s = against_white(None);
    s.type_square("f5");
    let cursor = s.app.cursor();
    s.act(Action::Cursor(othello::tui::Direction::Down));
    assert_ne!(s.app.cursor(), cursor, "the cursor still moves");
    s.type_square("f4");
    assert_eq!(s.app.game().transcript(), "f5", "the person cannot move for the computer");
    assert!(status(&s).contains("White (computer, level 3) is thinking"), "{}", status(&s));
    s.act(Action::Help);
    assert!(matches!(s.app.mode(), Mode::Help { .. }));
    assert_eq!(s.stops(), 0, "it thinks on behind the help");
    let request = last_request(&s);
    s.act(done(&request, "f4"));
    assert_eq!(s.app.game().transcript(), "f5f4", "and moves when it has found its move");
}

#[test]
fn a_reply_to_an_earlier_request_is_dropped() {
    let mut s = against_white(None);
    s.type_square("f5");
    let first = last_request(&s);
    s.act(Action::Undo);
    assert_eq!(s.app.game().transcript(), "");
    assert_eq!(s.stops(), 1, "undo stops the search of the position it left");
    s.act(done(&first, "f4"));
    assert_eq!(s.app.game().transcript(), "", "a move for a position no longer on the board is dropped");
    s.type_square("d3");
    let second = last_request(&s);
    assert!(second.id > first.id);
    s.act(progress(&first, 9, "c3"));
    assert!(status(&s).contains("is thinking..."), "stale progress is not shown: {}", status(&s));
    s.act(done(&first, "e3"));
    assert_eq!(s.app.game().transcript(), "d3");
    s.act(done(&second, "c3"));
    assert_eq!(s.app.game().transcript(), "d3c3");
}

#[test]
fn undo_takes_back_your_move_and_its_reply_and_redo_plays_both_again() {
    let mut s = against_white(None);
    s.type_square("f5");
    s.act(done(&last_request(&s), "f4"));
    s.type_square("e3");
    s.act(done(&last_request(&s), "f6"));
    let requests = s.requests().len();
    s.act(Action::Undo);
    assert_eq!(s.app.game().transcript(), "f5f4", "your e3 and its f6 are taken back");
    assert_eq!(s.app.message().unwrap().text, "2 moves taken back (yours and the computer's reply).");
    assert_eq!(s.app.game().to_move(), Some(Color::Black));
    assert_eq!(s.requests().len(), requests, "your turn again: nobody thinks");
    s.act(Action::Redo);
    assert_eq!(s.app.game().transcript(), "f5f4e3f6", "redo plays both again");
    assert!(s.app.message().unwrap().text.starts_with("2 moves played again"));
    s.act(Action::Undo);
    s.act(Action::Undo);
    assert_eq!(s.app.game().transcript(), "");
    s.act(Action::Undo);
    assert!(status(&s).contains("Nothing to undo"), "{}", status(&s));
}

#[test]
fn undo_while_it_thinks_takes_back_your_move_only() {
    let mut s = against_white(None);
    s.type_square("f5");
    s.act(done(&last_request(&s), "f4"));
    s.type_square("e3");
    s.act(Action::Undo);
    assert_eq!(s.app.game().transcript(), "f5f4");
    assert!(!s.app.thinking());
}

#[test]
fn when_the_computer_opens_it_starts_at_once_and_undo_cannot_take_back_its_first_move() {
    let players = ByColor::new(Player::computer(level(5), None), Player::person(None));
    let rules = Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(Duration::from_secs(60)))).unwrap();
    let mut s = Session::with_players(Game::new(rules), players, settings(None));
    s.act(Action::Tick);
    assert!(s.app.play().clock_running(), "its clock starts without waiting for a key");
    let request = last_request(&s);
    assert_eq!(request.position, Position::START);
    s.wait(Duration::from_secs(2));
    s.act(done(&request, "d3"));
    assert_eq!(s.app.game().plies().next().unwrap().took, Some(Duration::from_secs(2)), "it used its time");
    s.act(Action::Undo);
    assert!(status(&s).contains("Nothing to undo"), "{}", status(&s));
    assert_eq!(s.app.game().transcript(), "d3");
}

#[test]
fn its_clock_runs_while_it_thinks_and_it_is_given_a_share_of_its_time() {
    let mut s = against_white(Some(Duration::from_secs(60)));
    s.type_square("f5");
    let request = last_request(&s);
    let budget = request.time.expect("a timed game gives the search a budget");
    assert!(budget.soft > Duration::from_millis(1500) && budget.hard < Duration::from_secs(5), "{budget:?}");
    s.wait(Duration::from_secs(3));
    s.act(Action::Tick);
    assert_eq!(s.app.play().clock_reading(Color::White, s.now), Duration::from_secs(57));
    s.act(done(&request, "f4"));
    assert_eq!(s.app.game().clock().remaining(Color::White), Some(Duration::from_secs(57)));
}

#[test]
fn its_flag_falls_like_anyone_elses_and_a_late_move_is_dropped() {
    let mut s = against_white(Some(Duration::from_secs(10)));
    s.type_square("f5");
    let request = last_request(&s);
    s.wait(Duration::from_millis(10_001));
    s.act(Action::Tick);
    assert_eq!(s.app.game().lost_on_time(), Some(Color::White));
    assert_eq!(*s.app.mode(), Mode::Result);
    assert_eq!(s.stops(), 1, "the search is stopped");
    s.act(done(&request, "f4"));
    assert_eq!(s.app.game().transcript(), "f5", "its move came too late");
}

#[test]
fn pause_stops_the_search_and_resuming_starts_a_new_one() {
    let mut s = against_white(Some(Duration::from_secs(60)));
    s.type_square("f5");
    let first = last_request(&s);
    s.act(Action::Pause);
    assert_eq!(s.stops(), 1);
    assert!(!s.app.thinking());
    s.wait(Duration::from_secs(30));
    s.act(done(&first, "f4"));
    assert_eq!(s.app.game().transcript(), "f5", "no move while paused");
    s.act(Action::Pause);
    let second = last_request(&s);
    assert!(second.id > first.id);
    assert_eq!(second.position, first.position);
    s.act(done(&second, "f4"));
    assert_eq!(s.app.game().transcript(), "f5f4");
}

#[test]
fn quitting_while_it_thinks_stops_it_at_once() {
    let mut s = against_white(None);
    s.type_square("f5");
    s.act(Action::Stop);
    assert!(s.app.should_quit());
    assert_eq!(s.stops(), 1);
    let saved = s.autosaves().last().unwrap().players.clone();
    assert_eq!(saved.white.computer, Some(level(3)), "the save says who played");
}

#[test]
fn the_computer_plays_itself_to_the_end() {
    let players = ByColor::new(Player::computer(level(1), None), Player::computer(level(2), None));
    let mut s = Session::with_players(Game::new(Rules::default()), players, settings(None));
    s.act(Action::Tick);
    let hints = StatusView::of(&s.app).hints(200).to_string();
    assert!(!hints.contains("play") && hints.contains("q quit"), "nobody types a move: {hints}");
    let mut searcher = othello::search::Searcher::new();
    // The seed of the levels' noise changes from game to game, so the game's length does too (a
    // wipe-out may end it early); what holds is that every move played is one the engine chose.
    let mut chosen = String::new();
    while !s.app.game().is_over() {
        let request = last_request(&s);
        let Task::Think(limits) = request.task else { panic!("{:?}", request.task) };
        let result = searcher.think(request.position, &limits, &mut ());
        chosen.extend(result.best.map(|square| square.to_string()));
        s.act(Action::Engine(Reply::Done { id: request.id, result, elapsed: Duration::ZERO }));
    }
    assert!(chosen.len() >= 2 * 9, "even the shortest game has nine moves: {chosen}");
    assert_eq!(s.app.game().transcript(), chosen);
    assert_eq!(*s.app.mode(), Mode::Result);
}

#[test]
fn a_handicap_given_to_the_computer_is_said_at_the_start() {
    let rules = Rules::new(Handicap::new(2, Color::Black).unwrap(), None).unwrap();
    let players = ByColor::new(Player::computer(level(5), None), Player::person(Some("Ann".into())));
    let s = Session::with_players(Game::new(rules), players, settings(None));
    let said = s.app.message().expect("a word on the corners").text.clone();
    assert!(said.contains("2 handicap corners") && said.contains("the computer receives them"), "{said}");
    assert!(said.contains("--handicap-to white"), "{said}");
    let players = ByColor::new(Player::person(Some("Ann".into())), Player::computer(level(5), None));
    let s = Session::with_players(Game::new(rules), players, settings(None));
    assert_eq!(s.app.message().unwrap().text, "Black (Ann) has the 2 handicap corners.");
}

#[test]
fn a_move_found_at_once_stays_on_screen_for_the_minimum_time_unless_the_game_moves_on() {
    let rules = Rules::new(Handicap::NONE, None).unwrap();
    let players = ByColor::new(Player::person(Some("Ann".into())), Player::computer(level(3), None));
    let slow = othello::tui::Settings { min_move_time: Duration::from_millis(500), ..settings(None) };
    let mut s = Session::with_players(Game::new(rules), players.clone(), slow.clone());
    s.type_square("f5");
    let request = last_request(&s);
    s.wait(Duration::from_millis(100));
    s.act(done(&request, "d6"));
    assert_eq!(s.app.game().transcript(), "f5", "found in 0.1 s: it waits");
    assert_eq!(s.app.next_change(s.now), Some(Duration::from_millis(400)), "the loop wakes when it is due");
    let asked = s.requests().len();
    s.wait(Duration::from_millis(300));
    s.act(Action::Tick);
    assert_eq!(s.app.game().transcript(), "f5");
    assert_eq!(s.requests().len(), asked, "nothing is searched meanwhile");
    s.wait(Duration::from_millis(100));
    s.act(Action::Tick);
    assert_eq!(s.app.game().transcript(), "f5d6", "played half a second after it was asked");
    // Taken back while it waits, the move is dropped.
    s.type_square("c3");
    let request = last_request(&s);
    s.act(done(&request, "c4"));
    s.act(Action::Undo);
    s.wait(Duration::from_secs(1));
    s.act(Action::Tick);
    assert_eq!(s.app.game().transcript(), "f5d6");
    // With no minimum, the move is played as the engine answers.
    let mut quick = Session::with_players(Game::new(rules), players, settings(None));
    quick.type_square("f5");
    let request = last_request(&quick);
    quick.act(done(&request, "d6"));
    assert_eq!(quick.app.game().transcript(), "f5d6");
}

#[test]
fn the_words_on_the_computers_handicap_corners_stay_through_its_first_move_until_a_key() {
    let rules = Rules::new(Handicap::new(2, Color::Black).unwrap(), None).unwrap();
    let players = ByColor::new(Player::computer(level(5), None), Player::person(Some("Ann".into())));
    let mut s = Session::with_players(Game::new(rules), players, settings(None));
    let warning = s.app.message().expect("the corners are announced").clone();
    assert!(warning.warning && warning.text.contains("the computer receives them"), "{warning:?}");
    s.act(Action::Tick);
    let request = last_request(&s);
    let first = s.app.game().legal_moves().squares().next().unwrap().to_string();
    s.act(done(&request, &first));
    assert_eq!(s.app.game().plies().len(), 1, "the computer played");
    assert_eq!(s.app.message(), Some(&warning), "still there after its move");
    assert!(status(&s).contains("the computer receives them"), "{}", status(&s));
    s.act(Action::Cursor(othello::tui::Direction::Up));
    assert_eq!(s.app.message(), None, "the person's first key takes it off");
}

#[test]
fn in_the_real_terminal_the_words_on_the_computers_corners_stay_through_its_first_move_until_a_key() {
    use crate::common::pty::Pty;
    let dir = tempfile::tempdir().unwrap();
    let args = ["-c", "black", "--handicap", "2", "--level", "1", "--min-move-time", "0"];
    let mut pty = Pty::start(&args, dir.path());
    let corners = "has the 2 handicap corners: the computer receives them";
    // White to move: the computer has played its first move, and the words are still there.
    pty.wait_for("White to move");
    assert!(pty.shows(corners), "{}", pty.screen());
    std::thread::sleep(Duration::from_millis(500));
    assert!(pty.shows(corners), "they stay: {}", pty.screen());
    pty.send("\x1b[A");
    pty.wait_until_gone(corners);
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
}

/// The final of the 2007 World Othello Championship, game 1 (the tournament games of the test
/// data): black won 35-29.
const BLACK_WON: &str = "f5d6c5f4e3c6d3f6e6d7g4g3g6h3g5h4e7f7h5h6e8f3c4c7d8c8b8b4b6b5a4a5a6e2a3d2d1c1b1c2c3b2f2f1a1b3e1a2g1g2h1h2h7g7h8b7a8a7f8g8";

/// `BLACK_WON` played in a session where the computer plays `computer` and its losses teach
/// its book if `learning`: the person's moves typed, the computer's given as its engine's.
fn play_it_out(computer: Color, learning: bool) -> Session {
    let people = |name: &str| Player::person(Some(name.into()));
    let players = match computer {
        Color::Black => ByColor::new(Player::computer(level(3), None), people("Ann")),
        Color::White => ByColor::new(people("Ann"), Player::computer(level(3), None)),
    };
    let mut s = Session::with_players(Game::new(Rules::default()), players, settings(None));
    let preferences = othello::tui::Preferences {
        new_game: othello::tui::Choices { learn_from_losses: learning, ..Default::default() },
        ..Default::default()
    };
    s.app = s.app.with_new_game_choices(&preferences);
    s.act(Action::Tick);
    for i in (0..BLACK_WON.len()).step_by(2) {
        let square = &BLACK_WON[i..i + 2];
        if s.app.game().to_move() == Some(computer) {
            let request = last_request(&s);
            s.act(done(&request, square));
        } else {
            s.type_square(square);
        }
    }
    assert!(s.app.game().is_over());
    s
}

fn lines_learned(s: &Session) -> Vec<Vec<Position>> {
    s.effects
        .iter()
        .filter_map(|effect| match effect {
            othello::tui::Effect::LearnFromLoss { line, depth } => {
                assert_eq!(*depth, othello::play::book_learning::DEPTH);
                Some(line.clone())
            }
            _ => None,
        })
        .collect()
}

#[test]
fn with_learning_chosen_a_game_the_computer_loses_goes_to_its_book_and_no_other() {
    let lost = play_it_out(Color::White, true);
    let line = othello::search::book::line_of(lost.app.game(), othello::play::book_learning::PLIES);
    assert_eq!(lines_learned(&lost), vec![line], "once, at the end");
    assert!(lines_learned(&play_it_out(Color::Black, true)).is_empty(), "the computer won");
    assert!(lines_learned(&play_it_out(Color::White, false)).is_empty(), "learning not chosen");
}

#[test]
fn the_book_learned_goes_to_the_engine_and_the_player_is_told() {
    use othello::play::book_learning::Learned;
    let mut s = play_it_out(Color::White, true);
    let book = othello::search::Book::new();
    s.act(Action::BookLearned(Ok(Learned { positions: 3, book: book.clone() })));
    let used: Vec<_> = s
        .effects
        .iter()
        .filter_map(|effect| match effect {
            othello::tui::Effect::UseBook(used) => Some(used.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(used.len(), 1);
    assert_eq!(*used[0], book);
    assert!(
        status(&s).contains("The book learned from the lost game: 3 positions searched"),
        "{}",
        status(&s)
    );
    s.act(Action::BookLearned(Ok(Learned { positions: 0, book })));
    assert!(status(&s).contains("nothing new to learn"), "{}", status(&s));
    assert_eq!(s.effects.iter().filter(|e| matches!(e, othello::tui::Effect::UseBook(_))).count(), 1);
    s.act(Action::BookLearned(Err("disk full".into())));
    assert!(status(&s).contains("The book did not learn from the lost game: disk full"), "{}", status(&s));
}

#[test]
fn a_failed_search_for_the_computer_s_move_pauses_the_game_says_why_and_resuming_asks_again() {
    let mut s = against_white(Some(Duration::from_secs(60)));
    s.type_square("f5");
    let request = last_request(&s);
    s.wait(Duration::from_secs(2));
    s.act(Action::Engine(Reply::Failed { id: request.id, problem: "a fault in the search".into() }));
    assert_eq!(s.app.mode(), &Mode::Paused, "its clock stops: it cannot lose on time for a fault");
    assert!(!s.app.thinking());
    assert!(status(&s).contains("The computer cannot play: a fault in the search."), "{}", status(&s));
    let reading = s.app.play().clock_reading(Color::White, s.now);
    s.wait(Duration::from_secs(30));
    s.act(Action::Tick);
    assert_eq!(s.app.play().clock_reading(Color::White, s.now), reading, "stopped");
    assert_eq!(s.requests().len(), 1, "not asked again by itself, to fail again for ever");
    s.act(Action::Pause);
    assert_eq!(s.app.mode(), &Mode::Playing);
    let again = last_request(&s);
    assert!(again.id > request.id && again.position == request.position, "resuming asks again");
    s.act(done(&again, "f4"));
    assert_eq!(s.app.game().transcript(), "f5f4", "and its move is played");
}
