//! The terminal game's update logic without a terminal: actions in, state and effects out.

use std::time::Duration;

use crate::common::{app::Session, sq};
use othello::engine::clock::{TimeControl, format_left, format_used};
use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::square::Square;
use othello::tui::{Action, Direction, Effect, Mode, Question, SaveTarget, ScreenGeometry};

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn clock(s: &Session, color: Color) -> Duration {
    s.app.play().clock_reading(color, s.now)
}

fn started(time: Option<Duration>) -> Session {
    let mut s = Session::new(time);
    s.act(Action::Cursor(Direction::Up));
    s.act(Action::Cursor(Direction::Down));
    s
}

#[test]
fn typing_a_square_plays_it_and_an_illegal_one_says_why() {
    let mut s = Session::new(None);
    s.type_square("f4");
    assert_eq!(s.app.message().map(|m| (m.text.as_str(), m.warning)), Some(("f4 flips nothing.", true)));
    assert_eq!(s.app.game().transcript(), "", "an illegal square changes nothing");
    s.type_square("F5");
    assert_eq!(s.app.game().transcript(), "f5");
    assert_eq!(s.app.game().discs(), ByColor::new(4, 1));
    assert_eq!(s.app.game().to_move(), Some(Color::White));
    s.type_square("d4");
    assert_eq!(s.app.message().unwrap().text, "d4 is already taken.");
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
fn h_then_a_cursor_key_forgets_the_letter_so_a_digit_plays_nothing() {
    let mut s = Session::new(None);
    s.act(Action::Column(7));
    assert_eq!(s.app.pending_column(), Some(7), "h may start a square");
    s.act(Action::Cursor(Direction::Down));
    assert_eq!(s.app.pending_column(), None, "a cursor key ends it");
    s.act(Action::Row(6));
    assert_eq!(s.app.game().transcript(), "");
    assert!(s.app.message().unwrap().text.contains("column first"));
}

#[test]
fn the_cursor_moves_within_the_board_and_enter_plays_it() {
    let mut s = Session::new(None);
    for _ in 0..10 {
        s.act(Action::Cursor(Direction::Up));
        s.act(Action::Cursor(Direction::Left));
    }
    assert_eq!(s.app.cursor(), Square::A1, "clamped at the corner");
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
    let geometry = ScreenGeometry { left: 3, top: 2, cell_width: 4, cell_height: 2, moves: None };
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
fn a_forced_pass_is_announced_when_played_and_when_redone() {
    let mut s = Session::new(None);
    s.type_moves("d3c3b3b2f5a3a1c1");
    assert_eq!(s.app.message().unwrap().text, "Black has no legal move and passes.");
    assert_eq!(s.app.game().to_move(), Some(Color::White));
    s.act(Action::Undo);
    assert_eq!(s.app.message().unwrap().text, "Move taken back.");
    s.act(Action::Redo);
    let text = &s.app.message().unwrap().text;
    assert!(
        text.starts_with("Move played again") && text.contains("Black has no legal move and passes."),
        "{text}"
    );
}

#[test]
fn a_disc_taken_from_the_other_hand_is_announced() {
    // Find a game whose moves run a hand empty, and play it through the screen.
    let mut rng = crate::common::Rng::new(7);
    let transcript = (0..2000)
        .find_map(|_| {
            let mut game = Game::new(Default::default());
            while game.to_move().is_some() {
                let color = game.to_move().unwrap();
                if game.hands()[color] == 0 {
                    let square = rng.pick(game.legal_moves());
                    return Some(format!("{}{square}", game.transcript()));
                }
                game.play(rng.pick(game.legal_moves()), Duration::ZERO).unwrap();
            }
            None
        })
        .expect("a random game runs a hand empty");
    let mut s = Session::new(None);
    s.type_moves(&transcript);
    let text = &s.app.message().unwrap().text;
    assert!(text.contains("hand was empty") && text.contains("took a disc from"), "{text}");
}

#[test]
fn clocks_wait_for_the_first_key_and_show_their_full_time_until_then() {
    let mut s = Session::new(Some(secs(60)));
    s.wait(secs(5));
    assert_eq!(clock(&s, Color::Black), secs(60), "a clock that has not started shows its full time");
    assert_eq!(format_left(clock(&s, Color::Black)), "1:00");
    assert!(!s.app.play().clock_running());
    s.act(Action::Cursor(Direction::Down));
    assert!(s.app.play().clock_running(), "the first key starts black's clock");
    s.wait(Duration::from_millis(1));
    assert_eq!(format_left(clock(&s, Color::Black)), "0:59", "and it never shows more than is left");
}

#[test]
fn clocks_charge_the_mover_and_undo_gives_no_time_back() {
    let mut s = started(Some(secs(300)));
    s.wait(secs(10));
    s.type_square("f5");
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
fn undo_takes_back_the_increment_the_move_earned() {
    // --time 1m --increment 10s, then f5 and u, five times over: the increments do not pile up.
    let mut s =
        Session::with_control(TimeControl { increment: secs(10), ..TimeControl::sudden_death(secs(60)) });
    s.act(Action::Cursor(Direction::Down));
    for _ in 0..5 {
        s.wait(secs(1));
        s.type_square("f5");
        s.wait(secs(1));
        s.act(Action::Undo);
    }
    assert_eq!(clock(&s, Color::Black), secs(55), "five seconds used, no increment kept");
    assert_eq!(clock(&s, Color::White), secs(55));
}

#[test]
fn undo_with_nothing_to_undo_and_saving_leave_the_clock_and_the_move_time_alone() {
    let delay = TimeControl { delay: secs(3), ..TimeControl::sudden_death(secs(60)) };
    let mut s = Session::with_control(delay);
    s.act(Action::Cursor(Direction::Down));
    s.wait(secs(1));
    s.act(Action::Undo);
    assert_eq!(s.app.message().unwrap().text, "Nothing to undo.");
    s.wait(secs(1));
    s.act(Action::Save);
    s.act(Action::Cancel);
    s.wait(secs(1));
    s.type_square("f5");
    let took = s.app.game().last_ply().unwrap().took;
    assert_eq!(took, Some(secs(3)), "the move took all three seconds");
    assert_eq!(clock(&s, Color::Black), secs(60), "and the delay gave all three back");
}

#[test]
fn pause_stops_both_clocks_and_saves_the_turn_so_far() {
    let mut s = started(Some(secs(60)));
    s.wait(secs(5));
    s.act(Action::Pause);
    assert_eq!(*s.app.mode(), Mode::Paused);
    assert_eq!(s.autosaves().last().map(|snapshot| snapshot.turn), Some(secs(5)));
    s.wait(secs(100));
    assert_eq!(clock(&s, Color::Black), secs(55));
    assert_eq!(s.app.next_change(s.now), None, "nothing to redraw while paused");
    s.act(Action::Tick);
    assert!(!s.app.game().is_over(), "no flag falls while paused");
    s.act(Action::Resume(Some(Box::new(Action::Column(5)))));
    s.act(Action::Row(4));
    assert_eq!(s.app.game().transcript(), "f5", "the key that resumed was not swallowed");
}

#[test]
fn a_flag_falls_with_no_key_pressed_even_over_a_dialog() {
    let mut s = started(Some(secs(30)));
    s.type_square("f5");
    s.act(Action::Help);
    s.wait(secs(29));
    s.act(Action::Tick);
    assert!(!s.app.game().is_over());
    assert!(matches!(s.app.mode(), Mode::Help { .. }));
    s.wait(secs(1));
    s.act(Action::Tick);
    let outcome = s.app.game().outcome().expect("white lost on time");
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(*s.app.mode(), Mode::Result, "the dialog closed and the result is shown");
    assert_eq!(s.app.next_change(s.now), None, "the clocks stopped");
    assert!(s.autosaves().last().unwrap().game.is_over(), "the result is saved");
    s.act(Action::Dismiss);
    assert_eq!(*s.app.mode(), Mode::Playing);
}

#[test]
fn the_loop_wakes_when_the_clock_digits_change_and_not_before() {
    for (time, waited) in [(Some(secs(12)), 400u64), (Some(secs(12)), 2_900), (None, 1_300)] {
        let mut s = started(time);
        s.wait(Duration::from_millis(waited));
        let shown = |s: &Session| {
            let reading = clock(s, Color::Black);
            if time.is_some() { format_left(reading) } else { format_used(reading) }
        };
        let wait = s.app.next_change(s.now).unwrap();
        let before = shown(&s);
        s.wait(wait - Duration::from_millis(1));
        assert_eq!(shown(&s), before, "nothing changes before the wake-up");
        s.wait(Duration::from_millis(1));
        assert_ne!(shown(&s), before, "the digits change at the wake-up");
        assert!(wait <= secs(1));
    }
}

#[test]
fn quitting_asks_first_only_for_an_unfinished_game_and_q_or_ctrl_c_again_quits() {
    let mut s = Session::new(None);
    s.act(Action::Quit);
    assert!(s.app.should_quit(), "nothing to lose: quits at once");

    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::Quit);
    assert_eq!(*s.app.mode(), Mode::Confirm(Question::Quit));
    s.act(Action::Cancel);
    assert_eq!(*s.app.mode(), Mode::Playing);
    s.act(Action::Quit);
    s.act(Action::Quit);
    assert!(s.app.should_quit(), "Ctrl-C twice quits");
    let last = s.autosaves().last().unwrap().game.transcript();
    assert_eq!(last, "f5", "the game is saved on the way out");

    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::Quit);
    s.act(Action::SaveThenQuit);
    assert!(matches!(s.app.mode(), Mode::SaveAs { then_quit: true, .. }));
}

#[test]
fn a_signal_or_a_closed_terminal_saves_the_turn_in_progress_and_leaves_without_asking() {
    let mut s = started(Some(secs(60)));
    s.type_square("f5");
    s.wait(secs(7));
    s.act(Action::Stop);
    assert!(s.app.should_quit());
    let last = (*s.autosaves().last().unwrap()).clone();
    assert_eq!((last.game.transcript(), last.turn), ("f5".to_string(), secs(7)));
}

#[test]
fn a_new_game_keeps_the_old_one_in_the_library() {
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::NewGame);
    assert!(matches!(s.app.mode(), Mode::NewGame(_)), "the new-game screen");
    s.act(Action::Cancel);
    assert_eq!(s.app.game().transcript(), "f5");
    s.effects.clear();
    s.act(Action::NewGame);
    s.act(Action::Submit);
    assert_eq!(s.app.game().transcript(), "");
    assert!(
        matches!(&s.effects[..], [Effect::SavePreferences(_), Effect::Autosave { snapshot: old, .. }, Effect::NewGame { seat: None }] if old.game.transcript() == "f5"),
        "the old game is saved, then a new file begun: {:?}",
        s.effects
    );
    assert!(s.app.message().unwrap().text.contains("in the library"));
}

#[test]
fn help_opens_and_closes() {
    let mut s = Session::new(None);
    s.act(Action::Help);
    assert_eq!(*s.app.mode(), Mode::Help { scroll: 0, rules: false, under: Box::new(Mode::Playing) });
    s.act(Action::ScrollHelp(3));
    assert_eq!(*s.app.mode(), Mode::Help { scroll: 3, rules: false, under: Box::new(Mode::Playing) });
    s.act(Action::Help);
    assert_eq!(*s.app.mode(), Mode::Playing);
}

#[test]
fn saving_asks_for_a_name_and_then_saves_there_without_asking() {
    let mut s = Session::new(Some(secs(300)));
    s.type_moves("f5d6");
    s.act(Action::Save);
    let Mode::SaveAs { input, then_quit: false } = s.app.mode().clone() else { panic!("asks for a name") };
    assert_eq!(input.text(), "ann-ben", "it offers a name from the players");
    s.type_name("final");
    s.act(Action::Submit);
    let Some(Effect::Save { target, overwrite: false, .. }) = s.effects.last() else {
        panic!("{:?}", s.effects)
    };
    assert_eq!(*target, SaveTarget::Typed("final".into()));
    let path = std::path::PathBuf::from("/somewhere/final.json");
    s.act(Action::Saved { game: 0, path: path.clone(), then_quit: false });
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert!(s.app.message().unwrap().text.starts_with("Saved to /somewhere/final.json"));
    s.type_square("c3");
    s.act(Action::Save);
    let Some(Effect::Save { target, overwrite: true, .. }) = s.effects.last() else { panic!() };
    assert_eq!(*target, SaveTarget::Known(path), "the second save goes to the same file without asking");
}

#[test]
fn a_file_holding_another_game_is_replaced_only_when_asked() {
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::Save);
    s.type_name("final");
    s.act(Action::SaveConflict { path: "/x/final.json".into(), holds: othello::tui::Holds::NotAGame });
    assert!(matches!(s.app.mode(), Mode::Confirm(Question::Overwrite { .. })));
    s.act(Action::No);
    let Mode::SaveAs { input, .. } = s.app.mode() else { panic!("back to the name") };
    assert_eq!(input.text(), "final", "with the name as typed");
    s.act(Action::Submit);
    s.act(Action::SaveConflict { path: "/x/final.json".into(), holds: othello::tui::Holds::NotAGame });
    s.act(Action::Yes);
    let Some(Effect::Save { target, overwrite: true, .. }) = s.effects.last() else { panic!() };
    assert_eq!(*target, SaveTarget::Known("/x/final.json".into()));
}

#[test]
fn an_autosave_problem_stays_on_screen_until_a_save_works() {
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::Autosaved { game: 0, result: Err("/data/games: No space left on device".into()) });
    s.type_square("d6");
    s.act(Action::Cursor(Direction::Up));
    assert_eq!(s.app.save_problem(), Some("/data/games: No space left on device"), "keys do not clear it");
    s.act(Action::Autosaved { game: 0, result: Ok("2026-11-22-1405-ann-ben".into()) });
    assert_eq!(s.app.save_problem(), None);
    assert_eq!(s.app.library_id(), Some("2026-11-22-1405-ann-ben"));
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
    assert_eq!(s.app.message().unwrap().text, "f5 is already taken.");
    s.act(Action::Cursor(Direction::Down));
    s.act(Action::PlayCursor);
    assert_eq!(s.app.game().transcript(), "f5f6");
}

#[test]
fn move_numbers_and_the_move_list_scroll() {
    let mut s = Session::new(None);
    assert!(!s.app.move_numbers());
    s.act(Action::MoveNumbers);
    assert!(s.app.move_numbers());
    s.type_moves("f5d6c3d3c4f4f6f3e6e7");
    s.act(Action::ScrollMoves(-1));
    assert_eq!(s.app.moves_back(), 10);
    s.act(Action::ScrollMoves(-1));
    assert_eq!(s.app.moves_back(), 10, "no further back than the first move");
    s.act(Action::ScrollMoves(1));
    assert_eq!(s.app.moves_back(), 0);
}

#[test]
fn saving_a_finished_game_says_where_it_went() {
    let mut s = Session::new(None);
    s.type_moves("e6f4e3f6g5d6e7f5c5");
    s.act(Action::Dismiss);
    s.act(Action::Save);
    s.type_name("won");
    s.act(Action::Submit);
    s.act(Action::Saved { game: 0, path: "/games/won.json".into(), then_quit: false });
    let status = othello::tui::StatusView::of(&s.app).lines(200);
    let text: String =
        status.iter().flat_map(|line| line.spans.iter().map(|span| span.content.to_string())).collect();
    assert!(text.contains("Saved to /games/won.json") && text.contains("Black wins 64-0"), "{text}");
}

#[test]
fn a_game_from_a_file_waits_paused_unless_it_is_over() {
    let s = Session::new(None);
    let paused = s.app.clone().paused_until_key();
    assert_eq!(*paused.mode(), Mode::Paused);
    assert!(paused.message().unwrap().text.contains("press any key"));
    let mut over = Session::new(None);
    over.type_moves("e6f4e3f6g5d6e7f5c5");
    over.act(Action::Dismiss);
    let finished = over.app.clone().paused_until_key();
    assert_eq!(*finished.mode(), Mode::Playing, "a finished game has no clock to pause");
}

#[test]
fn the_help_box_keeps_its_place_as_it_scrolls() {
    let mut s = Session::new(None);
    s.act(Action::Help);
    // Where the box's top border starts, on a screen too short for all of the help.
    let corner = |s: &Session| {
        let shown = crate::common::app::screen(s, 80, 24);
        let line = shown.lines().find(|line| line.contains(" Help ")).expect("the box's title").to_string();
        line.find(|c: char| c != ' ').unwrap()
    };
    let first = corner(&s);
    for _ in 0..12 {
        s.act(Action::ScrollHelp(3));
        assert_eq!(corner(&s), first);
    }
    assert!(matches!(s.app.mode(), Mode::Help { scroll, .. } if *scroll > 0));
}

#[test]
fn the_cursor_never_starts_on_an_x_square_when_another_move_is_legal() {
    use othello::engine::game::Game;
    use othello::engine::rules::Rules;
    let x_squares = ["b2", "g2", "b7", "g7"].map(sq);
    let mut rng = crate::common::Rng::new(23);
    let mut checked = 0;
    for _ in 0..200 {
        let mut game = Game::new(Rules::default());
        for _ in 0..rng.below(40) {
            let moves: Vec<_> = game.legal_moves().squares().collect();
            if moves.is_empty() {
                break;
            }
            game.play_untimed(moves[rng.below(moves.len())]).unwrap();
        }
        let legal = game.legal_moves();
        if legal.squares().next().is_none_or(|first| !x_squares.contains(&first)) || legal.count() < 2 {
            continue;
        }
        let cursor = Session::with_game(game, crate::common::app::settings(None)).app.cursor();
        assert!(legal.contains(cursor) && !x_squares.contains(&cursor), "{cursor}");
        checked += 1;
    }
    assert!(checked > 0, "some positions had an X-square first in reading order");
}
