//! The terminal game's update logic without a terminal: actions in, state out.

mod common;

use std::time::Duration;

use common::app::{Session, settings};
use othello::engine::color::{ByColor, Color};
use othello::engine::square::Square;
use othello::save;
use othello::tui::{Action, BoardGeometry, Direction, Mode, Question};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn typing_a_square_plays_it_and_an_illegal_one_says_why() {
    let mut s = Session::new(None);
    s.type_square("f4");
    assert_eq!(s.app.message().map(|m| (m.text.as_str(), m.warning)), Some(("f4 flips nothing", true)));
    assert_eq!(s.app.game().transcript(), "", "an illegal square changes nothing");
    s.type_square("F5");
    assert_eq!(s.app.game().transcript(), "f5");
    assert_eq!(s.app.game().discs(), ByColor::new(4, 1));
    assert_eq!(s.app.game().to_move(), Some(Color::White));
    s.type_square("d4");
    assert_eq!(s.app.message().unwrap().text, "d4 is already taken");
}

#[test]
fn a_row_without_a_column_asks_for_the_column_and_escape_clears_a_letter() {
    let mut s = Session::new(None);
    s.act(Action::Row(4));
    assert!(s.app.message().unwrap().text.contains("column first"));
    s.act(Action::Column(5));
    s.act(Action::Cancel);
    s.act(Action::Row(4));
    assert_eq!(s.app.game().transcript(), "", "the letter was cleared");
}

#[test]
fn the_cursor_moves_within_the_board_and_enter_plays_it() {
    let mut s = Session::new(None);
    let start = s.app.cursor();
    s.act(Action::Cursor(Direction::Up));
    assert_eq!(s.app.cursor().row(), start.row().saturating_sub(1));
    for _ in 0..10 {
        s.act(Action::Cursor(Direction::Up));
        s.act(Action::Column(7)); // `h` doubles as "left"
        s.act(Action::Cancel);
    }
    assert_eq!(s.app.cursor(), Square::A1, "clamped at the corner");
    // From a1 to f5: five right, four down.
    for _ in 0..5 {
        s.act(Action::Cursor(Direction::Right));
    }
    for _ in 0..4 {
        s.act(Action::Cursor(Direction::Down));
    }
    assert_eq!(s.app.cursor(), sq("f5"));
    s.act(Action::PlayCursor);
    assert_eq!(s.app.game().transcript(), "f5");
}

#[test]
fn a_click_plays_the_square_under_the_mouse() {
    let geometry = BoardGeometry { left: 3, top: 2, cell_width: 4, cell_height: 2 };
    // f5: column 5, row 4; the cell's inside starts one past its grid line.
    assert_eq!(geometry.square_at(3 + 5 * 4 + 2, 2 + 4 * 2 + 1), Some(sq("f5")));
    assert_eq!(geometry.square_at(3 + 5 * 4, 2 + 4 * 2 + 1), None, "a grid line");
    assert_eq!(geometry.square_at(1, 1), None, "outside the board");
    assert_eq!(geometry.square_at(3 + 8 * 4 + 2, 3), None, "right of the board");
    let mut s = Session::new(None);
    s.act(Action::PlayAt(sq("f5")));
    assert_eq!(s.app.game().transcript(), "f5");
    assert_eq!(s.app.cursor(), sq("f5"));
}

#[test]
fn a_forced_pass_is_announced() {
    let mut s = Session::new(None);
    s.type_moves("d3c3b3b2f5a3a1c1");
    assert_eq!(s.app.message().unwrap().text, "Black has no legal move and passes");
    assert_eq!(s.app.game().to_move(), Some(Color::White));
}

#[test]
fn clocks_charge_the_mover_and_undo_gives_no_time_back() {
    let mut s = Session::new(Some(secs(300)));
    s.wait(secs(10));
    s.type_square("f5");
    let clock = |s: &Session, c| s.app.clock_reading(c, s.now);
    assert_eq!(clock(&s, Color::Black), secs(290));
    s.wait(secs(20));
    assert_eq!(clock(&s, Color::White), secs(280), "white's clock runs on its turn");
    assert_eq!(clock(&s, Color::Black), secs(290), "black's is stopped");
    s.act(Action::Undo);
    assert_eq!(s.app.game().to_move(), Some(Color::Black));
    assert_eq!(clock(&s, Color::White), secs(280), "white's 20 s are not given back");
    assert_eq!(clock(&s, Color::Black), secs(290));
    s.act(Action::Redo);
    assert_eq!(s.app.game().transcript(), "f5");
}

#[test]
fn pause_stops_both_clocks_until_a_key() {
    let mut s = Session::new(Some(secs(60)));
    s.wait(secs(5));
    s.act(Action::Pause);
    assert_eq!(*s.app.mode(), Mode::Paused);
    s.wait(secs(100));
    assert_eq!(s.app.clock_reading(Color::Black, s.now), secs(55));
    assert_eq!(s.app.next_change(s.now), None, "nothing to redraw while paused");
    s.act(Action::Tick);
    assert!(!s.app.game().is_over(), "no flag falls while paused");
    s.type_square("f5");
    assert_eq!(s.app.game().transcript(), "", "no move while paused");
    s.act(Action::Resume);
    s.wait(secs(1));
    assert_eq!(s.app.clock_reading(Color::Black, s.now), secs(54));
}

#[test]
fn a_flag_falls_with_no_key_pressed() {
    let mut s = Session::new(Some(secs(30)));
    s.type_square("f5");
    s.wait(secs(29));
    s.act(Action::Tick);
    assert!(!s.app.game().is_over());
    s.wait(secs(1));
    s.act(Action::Tick);
    let outcome = s.app.game().outcome().expect("white lost on time");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert!(outcome.to_string().starts_with("White lost on time"));
    assert_eq!(s.app.next_change(s.now), None, "the clocks stopped");
}

#[test]
fn the_loop_wakes_when_the_clock_digits_change() {
    let mut s = Session::new(Some(secs(12)));
    // 11.6 s left, shown as 0:11 (readings are floored): the next change, to 0:10, is 0.6 s away.
    s.wait(Duration::from_millis(400));
    assert_eq!(s.app.next_change(s.now), Some(Duration::from_millis(601)));
    s.wait(Duration::from_millis(2100));
    // 9.5 s left: tenths are shown, so the next change is within 0.1 s.
    let wait = s.app.next_change(s.now).unwrap();
    assert!(wait <= Duration::from_millis(101), "{wait:?}");
    let mut untimed = Session::new(None);
    untimed.wait(Duration::from_millis(1300));
    assert_eq!(untimed.app.next_change(untimed.now), Some(Duration::from_millis(701)));
}

#[test]
fn quitting_asks_first_only_when_there_are_unsaved_moves() {
    let mut s = Session::new(None);
    s.act(Action::Quit);
    assert!(s.app.should_quit(), "nothing to lose: quits at once");

    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::Quit);
    assert_eq!(*s.app.mode(), Mode::Confirm(Question::SaveBeforeQuit));
    s.act(Action::Cancel);
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert!(!s.app.should_quit());
    s.act(Action::Quit);
    s.act(Action::No);
    assert!(s.app.should_quit());
}

#[test]
fn a_new_game_is_asked_for_first() {
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::NewGame);
    assert_eq!(*s.app.mode(), Mode::Confirm(Question::NewGame));
    s.act(Action::No);
    assert_eq!(s.app.game().transcript(), "f5");
    s.act(Action::NewGame);
    s.act(Action::Yes);
    assert_eq!(s.app.game().transcript(), "");
    assert_eq!(*s.app.mode(), Mode::Playing);
}

#[test]
fn help_opens_and_closes() {
    let mut s = Session::new(None);
    s.act(Action::Help);
    assert_eq!(*s.app.mode(), Mode::Help);
    s.act(Action::Help);
    assert_eq!(*s.app.mode(), Mode::Playing);
}

#[test]
fn saving_asks_for_a_name_then_saves_there_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::with_settings(Some(secs(300)), settings(Some(dir.path().to_path_buf())));
    s.type_moves("f5d6");
    s.wait(secs(7));
    s.act(Action::Save);
    let Mode::SaveAs { input, .. } = s.app.mode().clone() else { panic!("asks for a name") };
    assert!(input.starts_with(&dir.path().display().to_string()), "defaults to the data folder: {input}");
    for _ in 0..input.len() {
        s.act(Action::Backspace);
    }
    let path = dir.path().join("mine.json");
    for c in path.display().to_string().chars() {
        s.act(Action::Type(c));
    }
    s.act(Action::Submit);
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert!(s.app.message().unwrap().text.starts_with("Saved to"));
    let saved = save::load(&path).unwrap();
    assert_eq!(saved.game.transcript(), "f5d6");
    assert_eq!(saved.names.black.as_deref(), Some("Ann"));
    assert_eq!(saved.game.clock().remaining(Color::Black), Some(secs(293)), "the turn so far is counted");

    s.type_square("c3");
    s.act(Action::Save);
    assert_eq!(*s.app.mode(), Mode::Playing, "the second save does not ask");
    assert_eq!(save::load(&path).unwrap().game.transcript(), "f5d6c3");
    let autosave = save::load(&dir.path().join(save::AUTOSAVE)).unwrap();
    assert_eq!(autosave.game.transcript(), "f5d6c3", "every move is autosaved");
}

#[test]
fn a_failed_save_says_why_and_keeps_the_prompt() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::Save);
    let Mode::SaveAs { input, .. } = s.app.mode().clone() else { panic!() };
    for _ in 0..input.len() {
        s.act(Action::Backspace);
    }
    // A folder cannot be replaced by a file.
    for c in dir.path().display().to_string().chars() {
        s.act(Action::Type(c));
    }
    s.act(Action::Submit);
    assert!(matches!(s.app.mode(), Mode::SaveAs { .. }));
    assert!(s.app.message().unwrap().text.starts_with("Not saved"), "{:?}", s.app.message());
}

#[test]
fn a_session_keeps_the_previous_autosave_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Session::with_settings(None, settings(Some(dir.path().to_path_buf())));
    first.type_square("f5");
    let mut second = Session::with_settings(None, settings(Some(dir.path().to_path_buf())));
    second.type_square("e6");
    assert_eq!(save::load(&dir.path().join(save::AUTOSAVE)).unwrap().game.transcript(), "e6");
    assert_eq!(save::load(&dir.path().join("autosave.previous.json")).unwrap().game.transcript(), "f5");
}

#[test]
fn enter_right_after_a_typed_square_confirms_it_instead_of_replaying_it() {
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::Tick);
    s.act(Action::PlayCursor);
    assert_eq!(s.app.game().transcript(), "f5");
    assert_eq!(s.app.message(), None, "no warning after a good move");
    // Only the Enter that follows at once: a later one plays the cursor as usual.
    s.act(Action::PlayCursor);
    assert_eq!(s.app.message().unwrap().text, "f5 is already taken");
    s.act(Action::Cursor(Direction::Down));
    s.act(Action::PlayCursor);
    assert_eq!(s.app.game().transcript(), "f5f6");
}
