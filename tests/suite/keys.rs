//! Keys and the mouse to actions, in every mode: what the bindings promise is what happens.

use crate::common::app::Session;
use othello::tui::{Action, Mode, ScreenGeometry, TextEdit, action};
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn char(c: char) -> Event {
    key(KeyCode::Char(c))
}

fn ctrl(c: char) -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL))
}

fn mouse(kind: MouseEventKind, column: u16, row: u16) -> Event {
    Event::Mouse(MouseEvent { kind, column, row, modifiers: KeyModifiers::NONE })
}

const GEOMETRY: ScreenGeometry =
    ScreenGeometry { left: 3, top: 2, cell_width: 4, cell_height: 2, moves: None };

/// A session on a screen large enough for the board.
fn session() -> Session {
    let mut s = Session::new(Some(std::time::Duration::from_secs(300)));
    s.app.set_geometry(Some(GEOMETRY));
    s
}

/// Presses `event` the way the loop does: mapped in the current mode, then applied.
fn press(s: &mut Session, event: Event) -> Option<Action> {
    let action = action(&event, &s.app);
    if let Some(action) = action.clone() {
        s.act(action);
    }
    action
}

#[test]
fn the_keys_of_play_do_what_the_help_says() {
    let mut s = session();
    // A square typed in either case plays it; u takes it back, r plays it again.
    press(&mut s, char('F'));
    press(&mut s, char('5'));
    assert_eq!(s.app.game().transcript(), "f5");
    press(&mut s, char('u'));
    assert_eq!(s.app.game().transcript(), "");
    press(&mut s, char('r'));
    assert_eq!(s.app.game().transcript(), "f5");
    // The arrows and k j l move the cursor; h starts a square on column h, or moves left.
    let cursor = s.app.cursor();
    for (event, columns, rows) in
        [(key(KeyCode::Right), 1, 0), (char('j'), 0, 1), (char('k'), 0, -1), (char('l'), 1, 0)]
    {
        let before = s.app.cursor();
        press(&mut s, event);
        let after = s.app.cursor();
        assert_eq!(
            (
                i32::from(after.column()) - i32::from(before.column()),
                i32::from(after.row()) - i32::from(before.row())
            ),
            (columns, rows)
        );
    }
    press(&mut s, char('h'));
    assert_eq!(s.app.pending_column(), Some(7));
    assert_eq!(s.app.cursor().column() + 1, cursor.column() + 2, "h also moves left");
    press(&mut s, key(KeyCode::Esc));
    assert_eq!(s.app.pending_column(), None, "Esc forgets the letter");
    // Enter and Space play the square under the cursor.
    for event in [key(KeyCode::Enter), char(' ')] {
        let legal = s.app.game().legal_moves().squares().next().unwrap();
        while s.app.cursor() != legal {
            let (dc, dr) = (
                legal.column() as i32 - s.app.cursor().column() as i32,
                legal.row() as i32 - s.app.cursor().row() as i32,
            );
            press(
                &mut s,
                key(match (dc.signum(), dr.signum()) {
                    (1, _) => KeyCode::Right,
                    (-1, _) => KeyCode::Left,
                    (_, 1) => KeyCode::Down,
                    _ => KeyCode::Up,
                }),
            );
        }
        let moves = s.app.game().moves().count();
        press(&mut s, event);
        assert_eq!(s.app.game().moves().count(), moves + 1);
    }
    press(&mut s, char('m'));
    assert!(s.app.move_numbers());
    press(&mut s, key(KeyCode::PageUp));
    assert_eq!(s.app.moves_back(), 3, "ten plies back, at most to the first");
    press(&mut s, key(KeyCode::PageDown));
    assert_eq!(s.app.moves_back(), 0);
    press(&mut s, char('?'));
    assert!(matches!(s.app.mode(), Mode::Help { .. }));
    press(&mut s, char('?'));
    assert_eq!(press(&mut s, char('z')), None, "an unbound key does nothing");
    assert_eq!(press(&mut s, ctrl('u')), None);
    press(&mut s, char('p'));
    assert_eq!(*s.app.mode(), Mode::Paused);
    press(&mut s, char('p'));
    press(&mut s, char('s'));
    assert!(matches!(s.app.mode(), Mode::SaveAs { .. }));
    press(&mut s, key(KeyCode::Esc));
    press(&mut s, char('n'));
    assert!(matches!(s.app.mode(), Mode::NewGame(_)), "the new-game screen");
    press(&mut s, key(KeyCode::Down));
    press(&mut s, key(KeyCode::Right));
    let Mode::NewGame(form) = s.app.mode() else { panic!() };
    assert_eq!((form.field, form.choices.level), (1, 6), "↓ to the level, → one up");
    press(&mut s, key(KeyCode::Esc));
    assert_eq!(*s.app.mode(), Mode::Playing, "Esc: back to the game");
    let release =
        Event::Key(KeyEvent::new_with_kind(KeyCode::Char('q'), KeyModifiers::NONE, KeyEventKind::Release));
    assert_eq!(action(&release, &s.app), None, "a key's release does nothing");
    assert_eq!(press(&mut s, ctrl('c')), Some(Action::Quit));
}

#[test]
fn the_mouse_plays_a_square_and_scrolls_the_move_list() {
    let s = session();
    let down = MouseEventKind::Down(MouseButton::Left);
    assert_eq!(
        action(&mouse(down, 3 + 5 * 4 + 2, 2 + 4 * 2 + 1), &s.app),
        Some(Action::PlayAt("f5".parse().unwrap()))
    );
    assert_eq!(action(&mouse(down, 3 + 5 * 4, 2 + 4 * 2 + 1), &s.app), None, "a grid line");
    assert_eq!(action(&mouse(MouseEventKind::ScrollUp, 60, 10), &s.app), Some(Action::ScrollMoves(-1)));
    assert_eq!(action(&mouse(MouseEventKind::ScrollDown, 60, 10), &s.app), Some(Action::ScrollMoves(1)));
    assert_eq!(action(&mouse(MouseEventKind::Moved, 25, 12), &s.app), None);
}

#[test]
fn nothing_is_played_blind_on_a_screen_too_small_for_the_board() {
    let mut s = session();
    s.app.set_geometry(None);
    for event in [char('f'), char('5'), key(KeyCode::Enter), char('u')] {
        assert_eq!(action(&event, &s.app), None, "{event:?}");
    }
    assert_eq!(action(&char('q'), &s.app), Some(Action::Quit), "but q still quits");
}

#[test]
fn the_key_that_resumes_a_paused_game_also_plays() {
    let mut s = session();
    press(&mut s, char('p'));
    assert_eq!(*s.app.mode(), Mode::Paused);
    press(&mut s, char('f'));
    assert_eq!(*s.app.mode(), Mode::Playing);
    press(&mut s, char('5'));
    assert_eq!(s.app.game().transcript(), "f5", "f5 after a pause plays f5");
    press(&mut s, char('p'));
    assert_eq!(press(&mut s, char('p')), Some(Action::Pause), "p resumes");
    assert_eq!(*s.app.mode(), Mode::Playing);
    press(&mut s, char('p'));
    let click = mouse(MouseEventKind::Down(MouseButton::Left), 3 + 2 * 4 + 2, 2 + 3 * 2 + 1);
    press(&mut s, click);
    assert_eq!(*s.app.mode(), Mode::Playing, "a click resumes");
    assert_eq!(s.app.game().transcript(), "f5", "but plays nothing on a board it could not see");
    press(&mut s, char('p'));
    assert_eq!(action(&char('q'), &s.app), Some(Action::Quit), "q quits while paused");
}

#[test]
fn the_quit_question_takes_q_y_and_ctrl_c_and_ctrl_c_twice_quits() {
    for second in [char('q'), char('y'), ctrl('c')] {
        let mut s = session();
        press(&mut s, char('f'));
        press(&mut s, char('5'));
        press(&mut s, ctrl('c'));
        assert!(matches!(s.app.mode(), Mode::Confirm(_)), "the first asks");
        press(&mut s, second.clone());
        assert!(s.app.should_quit(), "{second:?} quits");
    }
    let mut s = session();
    press(&mut s, char('f'));
    press(&mut s, char('5'));
    press(&mut s, char('q'));
    press(&mut s, key(KeyCode::Esc));
    assert_eq!(*s.app.mode(), Mode::Playing);
    press(&mut s, char('q'));
    press(&mut s, char('n'));
    assert_eq!(*s.app.mode(), Mode::Playing, "n keeps playing");
}

#[test]
fn the_help_scrolls_and_any_other_key_closes_it() {
    let mut s = session();
    press(&mut s, char('?'));
    assert_eq!(action(&key(KeyCode::Down), &s.app), Some(Action::ScrollHelp(1)));
    assert_eq!(action(&key(KeyCode::PageUp), &s.app), Some(Action::ScrollHelp(-10)));
    assert_eq!(action(&mouse(MouseEventKind::ScrollDown, 1, 1), &s.app), Some(Action::ScrollHelp(3)));
    assert_eq!(action(&ctrl('c'), &s.app), Some(Action::Quit));
    press(&mut s, char('x'));
    assert_eq!(*s.app.mode(), Mode::Playing);
}

#[test]
fn the_save_box_has_the_editing_keys_people_expect() {
    let mut s = session();
    press(&mut s, char('s'));
    assert!(matches!(s.app.mode(), Mode::SaveAs { .. }));
    let cases = [
        (ctrl('u'), Action::EditText(TextEdit::ClearToStart)),
        (ctrl('w'), Action::EditText(TextEdit::DeleteWord)),
        (ctrl('a'), Action::EditText(TextEdit::Home)),
        (ctrl('e'), Action::EditText(TextEdit::End)),
        (key(KeyCode::Home), Action::EditText(TextEdit::Home)),
        (key(KeyCode::End), Action::EditText(TextEdit::End)),
        (key(KeyCode::Left), Action::EditText(TextEdit::Left)),
        (key(KeyCode::Right), Action::EditText(TextEdit::Right)),
        (key(KeyCode::Backspace), Action::EditText(TextEdit::Backspace)),
        (key(KeyCode::Delete), Action::EditText(TextEdit::Delete)),
        (char('q'), Action::EditText(TextEdit::Insert('q'))),
        (char('é'), Action::EditText(TextEdit::Insert('é'))),
        (key(KeyCode::Enter), Action::Submit),
        (key(KeyCode::Esc), Action::Cancel),
        (ctrl('c'), Action::Quit),
    ];
    for (event, expected) in cases {
        assert_eq!(action(&event, &s.app), Some(expected), "{event:?}");
    }
    for event in [ctrl('u'), char('m'), char('y'), key(KeyCode::Left), key(KeyCode::Left), char('-')] {
        press(&mut s, event);
    }
    let Mode::SaveAs { input, .. } = s.app.mode() else { panic!() };
    assert_eq!(input.text(), "-my");
}

#[test]
fn any_key_closes_the_result_banner() {
    let mut s = session();
    for square in ["e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5"] {
        press(&mut s, char(square.chars().next().unwrap()));
        press(&mut s, char(square.chars().nth(1).unwrap()));
    }
    assert_eq!(*s.app.mode(), Mode::Result);
    assert_eq!(action(&char('u'), &s.app), Some(Action::Dismiss), "the key is not taken as an undo");
    press(&mut s, char('u'));
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert!(s.app.game().is_over());
}

#[test]
fn the_manual_names_every_key_of_the_game_and_the_save_box() {
    use othello::tui::{Key, PLAYING, SAVE_BOX, key_name};
    let manual = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/src/playing.md");
    let manual = std::fs::read_to_string(manual).unwrap().replace('`', "");
    for binding in PLAYING.iter().chain(SAVE_BOX) {
        for &key in binding.keys.iter().filter(|key| !matches!(key, Key::Printable | Key::Any)) {
            let name = key_name(othello::i18n::Language::En, key, false);
            assert!(manual.contains(&name), "docs/src/playing.md names {name:?} ({})", binding.help);
        }
    }
}

#[test]
fn no_key_is_taken_by_an_earlier_binding_of_its_table() {
    // A letter of a column is a typed square wherever squares are typed: `F` there typed f.
    for table in othello::tui::TABLES {
        assert_eq!(othello::tui::shadowed(table), Vec::<(char, &str)>::new());
    }
}

#[test]
fn keys_are_named_as_the_keyboards_of_each_language_print_them() {
    use othello::i18n::Language::{De, En, Fr, Zh};
    use othello::tui::{Key, key_name};
    use ratatui::crossterm::event::KeyCode;
    let named = |language, key, ascii| key_name(language, key, ascii);
    // English as crossterm and the manual write them.
    assert_eq!(named(En, Key::Ctrl('c'), false), "Ctrl-C");
    assert_eq!(named(En, Key::Code(KeyCode::Delete), false), "Del");
    assert_eq!(named(En, Key::Code(KeyCode::Left), true), "Left");
    // A German keyboard's own labels.
    assert_eq!(named(De, Key::Ctrl('c'), false), "Strg-C");
    assert_eq!(named(De, Key::Code(KeyCode::Delete), false), "Entf");
    assert_eq!(named(De, Key::Code(KeyCode::Home), false), "Pos1");
    assert_eq!(named(De, Key::Code(KeyCode::PageDown), false), "BildAb");
    assert_eq!(named(Fr, Key::Code(KeyCode::Esc), false), "Échap");
    assert_eq!(named(Fr, Key::Code(KeyCode::Enter), false), "Entrée");
    // The arrows drawn in every language, written out only where they cannot be drawn.
    assert_eq!(named(De, Key::Code(KeyCode::Left), false), "←");
    assert_eq!(named(De, Key::Code(KeyCode::Left), true), "Links");
    assert_eq!(named(Zh, Key::Code(KeyCode::Up), true), "上");
}
