//! The board editor through `update`: discs placed and removed, the side to move chosen, the
//! position played as a new game (the old one saved), or left as it was; in the real binary, a
//! side set to move that has none is said to pass.

use std::time::Duration;

use crate::common::{
    app::{Session, screen},
    sq,
};
use othello::engine::color::Color;
use othello::engine::position::Position;
use othello::tui::{Action, Effect, Mode};

#[test]
fn a_position_set_up_square_by_square_is_played_as_a_new_game() {
    let mut s = Session::new(Some(Duration::from_secs(300)));
    s.type_moves("f5d6");
    s.wait(Duration::from_secs(3));
    s.act(Action::EditBoard);
    assert!(matches!(s.app.mode(), Mode::Edit(_)));
    assert!(!s.app.play().clock_running(), "the clocks stop");
    assert_eq!(s.app.editor().unwrap().board, s.app.game().board(), "it starts from the board in play");
    s.act(Action::EditClear);
    for (square, presses) in [("b1", 1), ("c1", 2), ("c2", 1)] {
        for _ in 0..presses {
            s.act(Action::EditSquare(Some(sq(square))));
        }
    }
    s.act(Action::EditSide(Color::White));
    let editor = s.app.editor().unwrap();
    assert_eq!((editor.board.black.count(), editor.board.white.count()), (2, 1));
    let board = screen(&s, 80, 24);
    assert!(
        board.contains("Board editor: black 2 discs, white 1 disc; White to move (2 legal moves)"),
        "{board}"
    );
    insta::assert_snapshot!("editor_80x24", board);
    let autosaves = s.autosaves().len();
    s.act(Action::EditDone);
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert_eq!(s.app.game().to_move(), Some(Color::White));
    assert_eq!(
        s.app.game().board(),
        editor_board(&[("b1", Color::Black), ("c2", Color::Black), ("c1", Color::White)])
    );
    assert!(s.app.game().moves().next().is_none());
    assert!(s.effects.iter().any(|e| matches!(e, Effect::NewGame { seat: None })));
    assert_eq!(s.autosaves().len(), autosaves + 1, "the game left is saved");
    assert!(s.app.game().custom_start().is_some(), "the start is the position set up");
}

#[test]
fn a_side_set_to_move_without_a_move_is_said_to_pass_and_the_keys_say_who_moves() {
    let mut s = Session::new(None);
    s.act(Action::EditBoard);
    s.act(Action::EditClear);
    // White a1, black b1: black has nothing to flip, white takes c1.
    for (square, presses) in [("a1", 2), ("b1", 1)] {
        for _ in 0..presses {
            s.act(Action::EditSquare(Some(sq(square))));
        }
    }
    s.act(Action::EditSide(Color::Black));
    let board = screen(&s, 80, 24);
    let status = board.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        status.contains(
            "Board editor: black 1 disc, white 1 disc; Black to move (no legal move: Black passes first)"
        ),
        "{board}"
    );
    assert!(status.contains("b/w who moves"), "the keys choose who moves, not discs: {board}");
    s.act(Action::EditDone);
    assert_eq!(s.app.game().to_move(), Some(Color::White));
    let said = &s.app.message().unwrap().text;
    assert_eq!(said, "New game from the position set up: Black has no legal move and passes, White to move.");
}

#[test]
fn in_the_real_terminal_the_editor_says_who_passes_counts_one_disc_and_its_keys_choose_who_moves() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = crate::common::pty::Pty::start(&["--black", "Ann", "--white", "Ben"], dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("x");
    pty.wait_for("Board editor");
    // White a1, black b1 (pasted), black to move: black has nothing to flip.
    pty.send(&format!("\x1b[200~OX{} X\x1b[201~", "-".repeat(62)));
    pty.send("b");
    pty.wait_for(
        "Board editor: black 1 disc, white 1 disc; Black to move (no legal move: Black passes first)",
    );
    pty.wait_for("b/w who moves");
    pty.send("\r");
    pty.wait_for("New game from the position set up: Black has no legal move and passes, White to move.");
    pty.send("q");
    assert!(pty.wait_exit().success(), "no move made: nothing to keep, nothing asked");
}

fn editor_board(
    discs: &[(&str, Color)],
) -> othello::engine::color::ByColor<othello::engine::bitboard::Bitboard> {
    let mut board = othello::engine::color::ByColor::both(othello::engine::bitboard::Bitboard::EMPTY);
    for &(square, color) in discs {
        board[color] |= sq(square).bit();
    }
    board
}

#[test]
fn a_position_without_moves_is_refused_and_escape_leaves_the_board_as_it_was() {
    let mut s = Session::new(None);
    s.type_moves("f5");
    s.act(Action::EditBoard);
    s.act(Action::EditClear);
    s.act(Action::EditDone);
    assert!(matches!(s.app.mode(), Mode::Edit(_)), "an empty board cannot be played");
    assert!(s.app.message().unwrap().text.contains("neither side would have a move"));
    s.act(Action::EditStandard);
    assert_eq!(s.app.editor().unwrap().board, Position::START.board(Color::Black));
    assert!(!s.app.play().clock_running(), "the clocks stop in the editor");
    s.act(Action::Cancel);
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert_eq!(s.app.game().transcript(), "f5", "the game is as it was");
    assert!(s.app.play().clock_running(), "and goes on: white's clock runs");
}

#[test]
fn quitting_from_the_editor_and_saying_no_goes_back_to_the_game_with_the_board_as_it_was() {
    let mut s = Session::new(None);
    s.type_moves("f5");
    s.act(Action::EditBoard);
    s.act(Action::EditClear);
    s.act(Action::Quit);
    s.act(Action::No);
    assert_eq!(*s.app.mode(), Mode::Playing);
    assert!(s.app.editor().is_none(), "no editor left behind");
    assert_eq!(s.app.shown_board(), s.app.game().board());
    assert_eq!(s.app.game().transcript(), "f5");
}
