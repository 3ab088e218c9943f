//! The real binary in a pseudo-terminal: typing moves and reading the screen a player sees.

mod common;

use common::pty::Pty;
use othello::save;

#[test]
fn typed_moves_update_the_discs_and_quitting_restores_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--black", "Ann", "--white", "Ben", "--time", "5m"], dir.path());
    pty.wait_for("Black (Ann) to move");
    assert!(pty.with_screen(|s| s.alternate_screen()), "the game uses the alternate screen");
    pty.send("f5");
    let screen = pty.wait_for("White (Ben) to move");
    assert!(screen.contains("4 discs"), "black has four discs after f5:\n{screen}");
    assert!(screen.contains("1 disc "), "white has one:\n{screen}");
    assert!(screen.contains("1. f5"));
    pty.send("a1");
    pty.wait_for("a1 flips nothing");
    pty.send("q");
    pty.wait_for("not saved");
    pty.send("n");
    let status = pty.wait_exit();
    assert!(status.success(), "{status:?}");
    pty.with_screen(|s| {
        assert!(!s.alternate_screen(), "the alternate screen was left");
        assert!(!s.hide_cursor(), "the cursor is shown again");
        assert_eq!(s.mouse_protocol_mode(), vt100::MouseProtocolMode::None, "mouse capture is off");
    });
    let autosave = save::load(&dir.path().join(save::AUTOSAVE)).unwrap();
    assert_eq!(autosave.game.transcript(), "f5");
}

#[test]
fn a_forced_pass_is_shown_and_a_game_plays_to_its_result() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&[], dir.path());
    pty.wait_for("Black to move");
    pty.send("d3c3b3b2f5a3a1c1");
    pty.wait_for("Black has no legal move and passes");
    pty.send("n");
    pty.wait_for("Start a new game?");
    pty.send("y");
    pty.wait_for("New game");
    pty.send("e6f4e3f6g5d6e7f5c5");
    pty.wait_for("Black wins 64-0 (13-0 on the board; the 51 empty squares go to the winner)");
    pty.send("q");
    pty.wait_for("not saved");
    pty.send("\x1b");
    pty.wait_for("Black wins 64-0");
    pty.send("\x03");
    pty.wait_for("not saved");
    pty.send("n");
    assert!(pty.wait_exit().success());
}

#[test]
fn a_mouse_click_plays_the_square() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&[], dir.path());
    pty.wait_for("Black to move");
    // At 80×24 the board's grid starts at column 3, row 3 (from 0), with 4×2 cells: f5's middle
    // is at column 3 + 5×4 + 2 = 25, row 3 + 4×2 + 1 = 12; SGR mouse reports count from 1.
    pty.send("\x1b[<0;26;13M\x1b[<0;26;13m");
    let screen = pty.wait_for("White to move");
    assert!(screen.contains("1. f5"), "{screen}");
}

#[test]
fn sigterm_restores_the_terminal_and_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--time", "10m"], dir.path());
    pty.wait_for("Black to move");
    pty.send("f5d6");
    pty.wait_for("1. f5 d6");
    let pid = pty.pid();
    // The shell's own `kill`, which every machine has.
    let killed =
        std::process::Command::new("sh").args(["-c", &format!("kill -TERM {pid}")]).status().unwrap();
    assert!(killed.success());
    pty.wait_exit();
    pty.with_screen(|s| assert!(!s.alternate_screen(), "the alternate screen was left"));
    let saved = save::load(&dir.path().join(save::AUTOSAVE)).unwrap();
    assert_eq!(saved.game.transcript(), "f5d6");

    // --resume continues it, paused until a key is pressed.
    let mut pty = Pty::start(&["--resume"], dir.path());
    pty.wait_for("Paused");
    pty.wait_for("1. f5 d6");
    pty.send(" ");
    pty.wait_for("Black to move");
    pty.send("c3");
    pty.wait_for("2. c3");
    pty.send("q");
    pty.wait_for("not saved");
    pty.send("n");
    assert!(pty.wait_exit().success());
    assert_eq!(save::load(&dir.path().join(save::AUTOSAVE)).unwrap().game.transcript(), "f5d6c3");
}

#[test]
fn no_color_sends_no_colour_codes() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start_with_env(&[], dir.path(), &[("NO_COLOR", "1")]);
    pty.wait_for("Black to move");
    pty.send("f5");
    pty.wait_for("White to move");
    pty.with_screen(|screen| {
        for row in 0..24 {
            for column in 0..80 {
                let cell = screen.cell(row, column).unwrap();
                assert_eq!(cell.fgcolor(), vt100::Color::Default, "colour at {row},{column}");
                assert_eq!(cell.bgcolor(), vt100::Color::Default, "colour at {row},{column}");
            }
        }
    });
    pty.send("q");
    pty.send("n");
    assert!(pty.wait_exit().success());
}
