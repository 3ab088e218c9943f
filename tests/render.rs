//! What the screen shows, drawn with ratatui's `TestBackend` and kept as insta snapshots.

mod common;

use std::time::Duration;

use common::app::{Session, settings};
use othello::tui::{Action, Settings, Theme, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::{Color as Paint, Modifier};

fn render(session: &Session, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            draw(&session.app, frame, session.now);
        })
        .unwrap();
    terminal
}

fn text(terminal: &Terminal<TestBackend>) -> String {
    let buffer = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..buffer.area.height {
        let line: String = (0..buffer.area.width).map(|x| buffer[(x, y)].symbol().to_string()).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn timed() -> Session {
    Session::new(Some(Duration::from_secs(300)))
}

#[test]
fn start_at_80x24() {
    let s = timed();
    let screen = text(&render(&s, 80, 24));
    assert!(screen.contains("Black (Ann) to move"));
    insta::assert_snapshot!(screen);
}

#[test]
fn mid_game_shows_the_moves_the_last_move_and_the_flipped_discs() {
    let mut s = timed();
    for square in ["f5", "d6", "c3", "d3"] {
        s.wait(Duration::from_secs(3));
        s.type_square(square);
    }
    s.wait(Duration::from_secs(2));
    s.type_square("c4");
    let flashing = text(&render(&s, 80, 24));
    assert!(flashing.contains("◉"), "just-flipped discs are marked");
    insta::assert_snapshot!("mid_game_flashing", flashing);
    s.wait(Duration::from_secs(1));
    let settled = text(&render(&s, 80, 24));
    assert!(!settled.contains("◉"), "the mark goes after a moment");
    insta::assert_snapshot!("mid_game_settled", settled);
}

#[test]
fn a_pass() {
    let mut s = timed();
    s.type_moves("d3c3b3b2f5a3a1c1");
    let screen = text(&render(&s, 80, 24));
    assert!(screen.contains("Black has no legal move and passes"));
    assert!(screen.contains("pass"), "the move list shows the pass");
    insta::assert_snapshot!(screen);
}

#[test]
fn game_over_by_discs_and_on_time() {
    let mut s = timed();
    s.type_moves("e6f4e3f6g5d6e7f5c5");
    let screen = text(&render(&s, 80, 24));
    assert!(screen.contains("Black wins 64-0 (13-0 on the board; the 51 empty squares go to the winner)"));
    insta::assert_snapshot!("game_over", screen);

    let mut s = timed();
    s.type_square("f5");
    s.wait(Duration::from_secs(301));
    s.act(Action::Tick);
    let screen = text(&render(&s, 80, 24));
    assert!(screen.contains("White lost on time: Black wins 63-1 (4-1 on the board)"), "{screen}");
    insta::assert_snapshot!("lost_on_time", screen);
}

#[test]
fn paused() {
    let mut s = timed();
    s.act(Action::Pause);
    let screen = text(&render(&s, 80, 24));
    assert!(screen.contains("Paused"));
    insta::assert_snapshot!(screen);
}

#[test]
fn help_lists_every_key() {
    let mut s = timed();
    s.act(Action::Help);
    let screen = text(&render(&s, 80, 24));
    for binding in othello::tui::BINDINGS {
        assert!(screen.contains(binding.keys), "{} is listed", binding.keys);
    }
    insta::assert_snapshot!(screen);
}

#[test]
fn no_color_has_no_colour_at_all_and_keeps_every_signal() {
    let mut s = Session::with_settings(
        Some(Duration::from_secs(300)),
        Settings { theme: Theme { color: false, ascii: false }, ..settings(None) },
    );
    s.type_square("f5");
    let terminal = render(&s, 80, 24);
    for cell in terminal.backend().buffer().content() {
        assert_eq!((cell.fg, cell.bg), (Paint::Reset, Paint::Reset), "no colour in {:?}", cell);
    }
    let screen = text(&terminal);
    assert!(screen.contains("●") && screen.contains("○"), "discs differ by glyph");
    assert!(screen.contains("·"), "legal moves are marked");
    assert!(screen.contains("[●]"), "the cursor is bracketed");
    let underlined =
        terminal.backend().buffer().content().iter().any(|c| c.modifier.contains(Modifier::UNDERLINED));
    assert!(underlined, "the last move is underlined");
    insta::assert_snapshot!(screen);
}

#[test]
fn ascii_board() {
    let mut s = Session::with_settings(
        Some(Duration::from_secs(300)),
        Settings { theme: Theme { color: true, ascii: true }, ..settings(None) },
    );
    s.type_moves("f5d6");
    let screen = text(&render(&s, 80, 24));
    assert!(screen.is_ascii(), "only ASCII characters:\n{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_larger_terminal_gets_a_larger_board() {
    let s = timed();
    let screen = text(&render(&s, 120, 40));
    assert!(screen.contains("┌─────┬"), "cells six columns wide");
    let row_4 = screen.lines().find(|line| line.starts_with(" 4 ")).expect("row 4 is labelled");
    assert!(row_4.contains("○") && row_4.contains("●"), "row 4's discs sit on its number's line:\n{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn too_small_says_so() {
    let s = timed();
    let screen = text(&render(&s, 50, 15));
    let words = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("The terminal is 50×15; othello needs at least 64×20"), "{words}");
    assert!(!screen.contains("┌"), "no half-drawn board");
    insta::assert_snapshot!(screen);
}

#[test]
fn the_move_list_scrolls_to_the_newest_moves() {
    let mut s = timed();
    let game = &common::data_rows("games.tsv")[0][1];
    s.type_moves(&game[..80]);
    let screen = text(&render(&s, 80, 24));
    assert!(screen.contains("20. "), "the 40th move is in view:\n{screen}");
    assert!(!screen.contains(" 1. f5"), "the first moves scrolled away");
}
