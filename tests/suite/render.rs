//! What the screen shows, drawn with ratatui's `TestBackend` and kept as insta snapshots.

use std::time::Duration;

use crate::common::app::{Session, settings};
use othello::engine::color::ByColor;
use othello::engine::game::Game;
use othello::store::Player;
use othello::tui::{Action, Direction, Settings, TextEdit, Theme, draw};
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

fn screen(session: &Session) -> String {
    text(&render(session, 80, 24))
}

/// White space runs folded, so that wrapped text can be searched.
fn folded(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A way to bring a session to the screen a test looks at.
type Setup = Box<dyn Fn(&mut Session)>;

fn timed() -> Session {
    let mut s = Session::new(Some(Duration::from_secs(300)));
    s.act(Action::Cursor(Direction::Down));
    s.act(Action::Cursor(Direction::Up));
    s
}

fn themed(theme: Theme) -> Session {
    let game = Game::new(crate::common::app::rules(Some(Duration::from_secs(300))));
    let mut s = Session::with_game(game, Settings { theme, ..settings(None) });
    s.act(Action::Cursor(Direction::Down));
    s
}

#[test]
fn start_at_80x24() {
    let s = Session::new(Some(Duration::from_secs(300)));
    let screen = screen(&s);
    assert!(folded(&screen).contains("Black (Ann) to move: the clocks start with the first key"));
    assert!(folded(&screen).contains("5:00 left"), "full time before the first key");
    assert!(screen.contains("5:00 each"), "the rules are shown");
    assert!(screen.contains("? help  q quit"), "the hint line fits 80 columns to its end:\n{screen}");
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
    let flashing = screen(&s);
    assert!(flashing.contains("◉"), "just-flipped discs are marked");
    assert!(flashing.contains(" 1 f5   2 d6   3 c3   4 d3   5 c4"), "moves numbered 1 to 60:\n{flashing}");
    insta::assert_snapshot!("mid_game_flashing", flashing);
    s.wait(Duration::from_secs(1));
    let settled = screen(&s);
    assert!(!settled.contains("◉"), "the mark goes after a moment");
    insta::assert_snapshot!("mid_game_settled", settled);
}

#[test]
fn the_last_move_stays_marked_under_the_cursor() {
    let mut s = timed();
    s.type_square("f5");
    let terminal = render(&s, 80, 24);
    let screen = text(&terminal);
    assert!(screen.contains("[●]"), "the cursor is on f5:\n{screen}");
    let buffer = terminal.backend().buffer();
    let underlined = buffer.content().iter().filter(|c| c.modifier.contains(Modifier::UNDERLINED)).count();
    assert_eq!(underlined, 1, "the last move's disc is underlined under the cursor too");
}

#[test]
fn a_pass() {
    let mut s = timed();
    s.type_moves("d3c3b3b2f5a3a1c1");
    let screen = screen(&s);
    assert!(screen.contains("Black has no legal move and passes"));
    assert!(screen.contains("pass"), "the move list shows the pass");
    insta::assert_snapshot!(screen);
}

#[test]
fn the_end_of_a_game_is_a_banner_and_the_panel_marks_the_winner() {
    let mut s = timed();
    s.type_moves("e6f4e3f6g5d6e7f5c5");
    let banner = screen(&s);
    let words = folded(&banner);
    assert!(words.contains("Game over"), "{banner}");
    assert!(words.contains("★ Black (Ann) wins 64-0 ★"), "{banner}");
    assert!(words.contains("13-0 on the board"), "{banner}");
    assert!(words.contains("★ wins"), "the panel marks the winner:\n{banner}");
    insta::assert_snapshot!("game_over_banner", banner);
    s.act(Action::Dismiss);
    let after = screen(&s);
    assert!(
        folded(&after).contains("Black wins 64-0 (13-0 on the board; the 51 empty squares go to the winner)")
    );
    insta::assert_snapshot!("game_over", after);
}

#[test]
fn lost_on_time() {
    let mut s = timed();
    s.type_square("f5");
    s.wait(Duration::from_secs(301));
    s.act(Action::Tick);
    let screen = screen(&s);
    assert!(
        screen.contains("White (Ben) ran out of time") && screen.contains("4-1 on the board"),
        "{screen}"
    );
    assert!(folded(&screen).contains("White lost on time: Black wins 63-1 (4-1 on the board)"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_paused_game_hides_the_board_and_the_moves() {
    let mut s = timed();
    s.type_moves("f5d6");
    s.act(Action::Pause);
    let screen = screen(&s);
    assert!(screen.contains("Paused: any key resumes"));
    assert!(
        !screen.contains('●') || screen.matches('●').count() == 2,
        "only the panel's two chips:\n{screen}"
    );
    assert!(screen.contains("hidden while paused"));
    assert!(screen.contains("any key resumes  q quit") || screen.contains("q quit  p resume"), "{screen}");
    assert!(!screen.contains("p pause"), "the hints say how to resume");
    insta::assert_snapshot!(screen);
}

#[test]
fn the_help_lists_the_keys_and_the_marks_on_the_board() {
    let mut s = timed();
    s.act(Action::Help);
    // Tall enough for the whole help: every key of the game and of the save box on one page.
    let top = folded(&text(&render(&s, 100, 96)));
    for expected in [
        "← ↑ ↓ → k j l move the cursor",
        "Enter Space play the square under the cursor",
        "a-h then 1-8 play that square, e.g. f5",
        "u take back the last move",
        "r play an undone move again",
        "p pause both clocks",
        "s save to a file",
        "n new game",
        "m move numbers on the discs",
        "o strategy on the board",
        "i hints: every legal move's score",
        "t the best move alone",
        "* + with o: stable discs; frontier discs",
        "PgUp wheel PgDn scroll the move list",
        "q Ctrl-C quit",
        "· a legal move",
        "[ ] the cursor",
        "( ) the last move",
        "◉ ◉ discs the last move flipped",
        "▶ the clock that is running",
        "! a clock that is low on time",
        "★ the winner",
        "Ctrl-U delete to the start",
        "Ctrl-W delete the word before the cursor",
    ] {
        assert!(top.contains(expected), "the help says {expected:?}:\n{top}");
    }
    insta::assert_snapshot!("help_at_80x24", screen(&s));
}

#[test]
fn a_dialog_never_hides_the_running_clock() {
    let mut open: Vec<(&str, Setup)> = vec![
        ("help", Box::new(|s: &mut Session| s.act(Action::Help))),
        ("quit", Box::new(|s: &mut Session| s.act(Action::Quit))),
        ("new game", Box::new(|s: &mut Session| s.act(Action::NewGame))),
        ("save", Box::new(|s: &mut Session| s.act(Action::Save))),
        (
            "overwrite",
            Box::new(|s: &mut Session| {
                s.act(Action::Save);
                s.act(Action::SaveConflict {
                    path: "/x/final.json".into(),
                    holds: othello::tui::Holds::NotAGame,
                });
            }),
        ),
    ];
    for (name, open) in open.drain(..) {
        let mut s = timed();
        s.type_square("f5");
        s.wait(Duration::from_secs(12));
        open(&mut s);
        let screen = screen(&s);
        assert!(screen.contains("▶ 4:48"), "{name}: white's running clock is in sight:\n{screen}");
        insta::assert_snapshot!(format!("dialog_{}", name.replace(' ', "_")), screen);
    }
}

#[test]
fn no_color_has_no_colour_at_all_and_keeps_every_signal() {
    let mut s = themed(Theme { color: false, ascii: false, ..Theme::new(false, false) });
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
fn in_colour_both_discs_are_solid_on_a_green_board() {
    let mut s = timed();
    s.type_square("f5");
    let terminal = render(&s, 80, 24);
    let screen = text(&terminal);
    assert!(!screen.contains('○'), "no hollow discs in colour:\n{screen}");
    let buffer = terminal.backend().buffer();
    let d4 = (3 + 3 * 4 + 2, 3 + 3 * 2 + 1);
    let cell = &buffer[d4];
    assert_eq!(cell.symbol(), "●", "d4 is a solid white disc");
    assert_eq!(cell.fg, Paint::Indexed(231), "white");
    assert_eq!(cell.bg, Paint::Indexed(28), "on green");
}

#[test]
fn ascii_is_ascii_on_every_screen() {
    let theme = Theme { color: true, ascii: true, ..Theme::new(false, false) };
    let screens: Vec<(&str, Setup)> = vec![
        ("playing", Box::new(|_s: &mut Session| {})),
        ("help", Box::new(|s: &mut Session| s.act(Action::Help))),
        ("quit", Box::new(|s: &mut Session| s.act(Action::Quit))),
        ("save", Box::new(|s: &mut Session| s.act(Action::Save))),
        ("paused", Box::new(|s: &mut Session| s.act(Action::Pause))),
        ("numbers", Box::new(|s: &mut Session| s.act(Action::MoveNumbers))),
        (
            "result",
            Box::new(|s: &mut Session| {
                s.act(Action::NewGame);
                s.act(Action::Submit);
                s.type_moves("e6f4e3f6g5d6e7f5c5");
            }),
        ),
    ];
    for (name, setup) in screens {
        for (width, height) in [(80, 24), (140, 45), (40, 10)] {
            let mut s = themed(theme);
            s.type_moves("f5d6");
            setup(&mut s);
            let screen = text(&render(&s, width, height));
            assert!(screen.is_ascii(), "{name} at {width}x{height} is ASCII:\n{screen}");
        }
    }
    let mut s = themed(theme);
    s.type_moves("f5d6");
    insta::assert_snapshot!("ascii_board", screen(&s));
}

#[test]
fn larger_terminals_get_a_larger_board_with_round_discs() {
    let s = timed();
    let screen = text(&render(&s, 120, 40));
    assert!(screen.contains("┌───────┬"), "cells eight columns wide:\n{screen}");
    let row_4 = screen.lines().find(|line| line.trim_start().starts_with("4 ")).expect("row 4 is labelled");
    assert!(row_4.contains('█'), "row 4's discs are drawn large on its number's line:\n{screen}");
    insta::assert_snapshot!("at_120x40", screen);
    let screen = text(&render(&s, 200, 60));
    assert!(screen.contains(&format!("┌{}┬", "─".repeat(13))), "cells fourteen columns wide at 200x60");
    insta::assert_snapshot!("at_200x60", screen);
}

#[test]
fn too_small_says_so() {
    let s = timed();
    let screen = text(&render(&s, 50, 15));
    let words = folded(&screen);
    assert!(words.contains("The terminal is 50×15; othello needs at least 64×22"), "{words}");
    assert!(!screen.contains("┌"), "no half-drawn board");
    insta::assert_snapshot!(screen);
}

#[test]
fn the_move_list_scrolls_back_to_the_first_move() {
    let mut s = timed();
    let game = &crate::common::data_rows("games.tsv")[0][1];
    s.type_moves(&game[..100]);
    let screen = screen(&s);
    assert!(screen.contains("50 "), "the newest move is in view:\n{screen}");
    assert!(!screen.contains(" 1 f5"), "the first moves scrolled away:\n{screen}");
    assert!(screen.contains("more: PgUp PgDn"), "the list says there is more");
    for _ in 0..5 {
        s.act(Action::ScrollMoves(-1));
    }
    let screen = self::screen(&s);
    assert!(screen.contains(" 1 f5"), "back to the first move:\n{screen}");
}

#[test]
fn move_numbers_on_the_discs() {
    let mut s = timed();
    s.type_moves("f5d6c3d3c4");
    s.act(Action::MoveNumbers);
    let screen = screen(&s);
    let row_3 = screen.lines().find(|line| line.starts_with(" 3 ")).unwrap();
    assert!(row_3.contains(" 3 ") && row_3.contains('4'), "c3 shows 3 and d3 shows 4: {row_3}");
    insta::assert_snapshot!(screen);
}

#[test]
fn long_messages_wrap_instead_of_being_cut() {
    let mut s = timed();
    s.type_square("f5");
    s.act(Action::Autosaved {
        game: 0,
        result: Err(
            "/home/ann/.local/share/othello/games/2026-11-22-1405-ann-ben.json: No space left on device (os error 28)"
                .into(),
        ),
    });
    s.act(Action::Undo);
    let screen = screen(&s);
    let words = folded(&screen);
    assert!(
        words.contains("No space left on device (os error 28). It is tried again after every move."),
        "{screen}"
    );
    assert!(words.contains("Move taken back"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn the_save_box_shows_where_a_bare_name_goes_and_its_cursor() {
    let mut s = timed();
    s.type_square("f5");
    s.act(Action::Save);
    s.act(Action::EditText(TextEdit::Left));
    let screen = screen(&s);
    assert!(
        screen.contains("a name alone goes into") && screen.contains("/nonexistent-othello-test-dir"),
        "{screen}"
    );
    assert!(screen.contains("Home End Ctrl-U Ctrl-W"), "{screen}");
}

#[test]
fn without_colour_large_discs_are_solid_for_black_and_rings_for_white() {
    let s = themed(Theme { color: false, ascii: false, ..Theme::new(false, false) });
    let terminal = render(&s, 200, 60);
    let buffer = terminal.backend().buffer();
    for cell in buffer.content() {
        assert_eq!((cell.fg, cell.bg), (Paint::Reset, Paint::Reset), "no colour");
    }
    // Find the middle of d4 (white) and e4 (black) from the grid: the fourth row's label line.
    let screen = text(&terminal);
    let row = screen.lines().position(|line| line.trim_start().starts_with("4 ")).unwrap();
    let line: Vec<char> = screen.lines().nth(row).unwrap().chars().collect();
    let bars: Vec<usize> = line.iter().enumerate().filter(|(_, c)| **c == '│').map(|(i, _)| i).collect();
    let middle = |column: usize| line[(bars[column] + bars[column + 1]) / 2];
    assert_eq!(middle(3), ' ', "d4, white, is a ring:\n{screen}");
    assert_eq!(middle(4), '█', "e4, black, is solid:\n{screen}");
    assert!(line[bars[3]..bars[4]].contains(&'▌') || line[bars[3]..bars[4]].contains(&'█'), "the ring's rim");
}

#[test]
fn every_screen_draws_or_explains_at_every_size() {
    let setups: Vec<(&str, Setup)> = vec![
        ("playing", Box::new(|_s: &mut Session| {})),
        ("help", Box::new(|s: &mut Session| s.act(Action::Help))),
        ("quit", Box::new(|s: &mut Session| s.act(Action::Quit))),
        ("save", Box::new(|s: &mut Session| s.act(Action::Save))),
        ("paused", Box::new(|s: &mut Session| s.act(Action::Pause))),
        ("numbers", Box::new(|s: &mut Session| s.act(Action::MoveNumbers))),
        (
            "result",
            Box::new(|s: &mut Session| {
                s.act(Action::NewGame);
                s.act(Action::Submit);
                s.type_moves("e6f4e3f6g5d6e7f5c5");
            }),
        ),
    ];
    for (name, setup) in setups {
        for theme in [
            Theme { color: true, ascii: false, ..Theme::new(false, false) },
            Theme { color: false, ascii: false, ..Theme::new(false, false) },
        ] {
            let mut s = themed(theme);
            s.type_moves("f5d6c3d3c4f4");
            setup(&mut s);
            let sizes = (1..=130).step_by(13).flat_map(|w| (1..=70).step_by(7).map(move |h| (w, h)));
            for (width, height) in sizes.chain([(63, 21), (64, 21), (63, 22), (64, 22), (1000, 300)]) {
                let screen = text(&render(&s, width, height));
                assert!(
                    !screen.trim().is_empty() || width < 10,
                    "{name} at {width}x{height} draws something"
                );
            }
        }
    }
}

#[test]
fn each_strategy_overlay_marks_the_board_and_says_what_the_marks_mean() {
    let mut s = timed();
    s.type_moves("f5d6c3d3c4");
    let plain = screen(&s);
    assert!(folded(&plain).contains("Opening: Tiger"), "the opening is named:\n{plain}");
    assert!(folded(&plain).contains("6 discs 27 in hand 9 legal moves"), "black's mobility:\n{plain}");
    assert!(folded(&plain).contains("3 discs 28 in hand 6 legal moves"), "white's, to move:\n{plain}");
    let expected = [
        ("overlay_stable", "Stable discs (*)", 0),
        ("overlay_frontier", "Frontier discs (+)", 9),
        ("overlay_corners", "X- and C-squares (X, C)", 12),
        ("overlay_parity", "Parity: the empty regions are marked from 20", 0),
    ];
    for (name, explanation, marks) in expected {
        s.act(Action::Overlay);
        let screen = screen(&s);
        assert!(folded(&screen).contains(explanation), "{name}:\n{screen}");
        let board: String =
            screen.lines().take(19).map(|line| line.chars().take(38).collect::<String>() + "\n").collect();
        let on_board = board.matches(['*', '+', 'X', 'C']).count();
        // The cursor's brackets hide the mark of its square (c4 here, a frontier disc).
        let hidden = usize::from(name == "overlay_frontier");
        assert_eq!(on_board + hidden, marks, "{name}:\n{screen}");
        insta::assert_snapshot!(name, screen);
        insta::assert_snapshot!(format!("{name}_120x40"), text(&render(&s, 120, 40)));
    }
    s.act(Action::Overlay);
    assert_eq!(screen(&s), plain, "after the last overlay, none");
}

#[test]
fn the_parity_overlay_in_an_endgame_at_120x40() {
    let mut s = timed();
    let game = &crate::common::data_rows("games.tsv")[0][1];
    // 46 moves: 14 empty squares left.
    s.type_moves(&game[..92]);
    for _ in 0..4 {
        s.act(Action::Overlay);
    }
    let screen = text(&render(&s, 120, 40));
    assert!(folded(&screen).contains("Parity:") && folded(&screen).contains("empty regions"), "{screen}");
    assert!(screen.contains("(o: next)"));
    insta::assert_snapshot!("overlay_parity_endgame_120x40", screen);
}

#[test]
fn text_on_the_terminal_s_own_background_reads_on_dark_and_light_alike() {
    use ratatui::style::Color as Paint;
    // Colours that vanish on a white background, or on a black one.
    let unreadable = [
        Paint::White,
        Paint::Gray,
        Paint::LightYellow,
        Paint::Yellow,
        Paint::LightCyan,
        Paint::LightGreen,
        Paint::Indexed(7),
        Paint::Indexed(11),
        Paint::Indexed(15),
        Paint::Indexed(231),
        Paint::Indexed(255),
        Paint::Black,
        Paint::Indexed(0),
        Paint::Indexed(16),
    ];
    let mut s = timed();
    let mut screens = vec![("start", render(&s, 100, 32))];
    s.type_moves("f5d6c3d3c4f4f6f3e6e7d7g6");
    screens.push(("mid-game", render(&s, 100, 32)));
    s.act(Action::Review);
    screens.push(("review", render(&s, 100, 32)));
    s.act(Action::Review);
    s.act(Action::Help);
    screens.push(("help", render(&s, 100, 32)));
    s.act(Action::Help);
    let mut over = Session::new(Some(Duration::from_secs(300)));
    over.type_moves("e6f4e3f6g5d6e7f5c5");
    assert!(over.app.game().is_over(), "black wins 64-0");
    screens.push(("over", render(&over, 100, 32)));
    for (name, terminal) in &screens {
        let buffer = terminal.backend().buffer();
        for cell in buffer.content() {
            if cell.bg == Paint::Reset && cell.symbol().trim() != "" {
                assert!(!unreadable.contains(&cell.fg), "{name}: {:?} in {:?}", cell.symbol(), cell.fg);
            }
        }
    }
}

#[test]
fn at_100x32_discs_are_round_and_the_last_move_s_dot_is_inside_its_disc() {
    let mut s = timed();
    s.type_moves("f5d6c3");
    let screen = text(&render(&s, 100, 32));
    assert!(screen.contains("▟●▙"), "the dot inside the last move's disc:\n{screen}");
    assert!(screen.contains("▜█▛"), "round discs, not bricks:\n{screen}");
    assert!(!screen.contains("▄●▄"), "{screen}");
    insta::assert_snapshot!("board_100x32", screen);
    s.act(Action::MoveNumbers);
    let numbered = text(&render(&s, 100, 32));
    assert!(numbered.contains("▟3▙"), "a move number inside its disc:\n{numbered}");
}

#[test]
fn the_legal_marks_can_be_hidden_and_every_palette_has_its_own_board() {
    use othello::tui::Palette;
    let mut s = timed();
    let marked = screen(&s);
    assert_eq!(marked.matches('·').count(), 4, "the four legal moves:\n{marked}");
    s.act(Action::LegalMarks);
    let bare = screen(&s);
    assert_eq!(bare.matches('·').count(), 0, "practising without them:\n{bare}");
    insta::assert_snapshot!("no_legal_marks_80x24", bare);
    let boards: Vec<_> = Palette::ALL
        .iter()
        .map(|&palette| {
            let theme = Theme { palette, ..Theme::new(false, false) };
            (
                theme.board().bg,
                theme.disc_style(true, theme.board()).fg,
                theme.disc_style(false, theme.board()).fg,
            )
        })
        .collect();
    for palette in Palette::ALL {
        let theme = Theme { palette, ..Theme::new(false, false) };
        for cell in [theme.board(), theme.cursor_cell()] {
            assert_ne!(
                theme.legal_style(cell).fg,
                cell.bg,
                "{palette:?}: a legal move shows, under the cursor too"
            );
        }
    }
    for (i, a) in boards.iter().enumerate() {
        assert_ne!(a.0, a.1, "black discs show on the board");
        assert_ne!(a.0, a.2, "white discs show on the board");
        for b in &boards[i + 1..] {
            assert_ne!(a.0, b.0, "each palette its own board");
        }
    }
}

#[test]
fn at_the_smallest_size_a_long_status_never_pushes_the_board_off_and_long_names_are_cut_visibly() {
    let game = Game::new(crate::common::app::rules(Some(Duration::from_secs(300))));
    let long = "Maximilian Alexander von Hohenzollern-Sigmaringen";
    let players = ByColor::new(Player::person(Some(long.into())), Player::person(Some("Ben".into())));
    let mut s = Session::with_players(game, players, crate::common::app::settings(None));
    s.type_moves("f5d6c3d3c4f4f6f3e6e7d7g6");
    s.act(Action::Hints);
    s.act(Action::Overlay);
    let screen = text(&render(&s, 64, 22));
    let status_lines = screen.lines().skip(19).filter(|line| !line.trim().is_empty()).count();
    assert!(status_lines >= 2, "a status of two lines or more:\n{screen}");
    assert!(screen.contains('└') && screen.contains('┘'), "the board's bottom is drawn:\n{screen}");
    assert!(screen.contains('…'), "a long name is cut with an ellipsis:\n{screen}");
}

#[test]
fn each_theme_at_80x24_100x32_and_160x48_with_its_colours() {
    use othello::tui::Palette;
    for palette in Palette::ALL {
        let theme = Theme { palette, ..Theme::new(false, false) };
        let mut s = themed(theme);
        s.type_moves("f5d6c3d3c4f4");
        for (width, height) in [(80, 24), (100, 32), (160, 48)] {
            let terminal = render(&s, width, height);
            // The buffer with its styles: every colour change is in the snapshot.
            let drawn = format!("{:?}", terminal.backend().buffer());
            insta::assert_snapshot!(format!("theme_{}_{width}x{height}", palette.name()), drawn);
        }
    }
}

#[test]
fn two_digit_move_numbers_sit_between_the_discs_shoulders_at_100x32() {
    let mut s = Session::new(None);
    s.type_moves("f5d6c3d3c4f4f6f3e6e7d7c6");
    s.act(Action::Cursor(Direction::Up));
    s.act(Action::MoveNumbers);
    let screen = crate::common::app::screen(&s, 100, 32);
    // Cells five columns wide inside: a one-digit number in the disc's middle (`▟1▙`), two
    // digits in a disc drawn a column wider, both shoulders kept (`▄11▄` over `▀██▀`).
    for number in ["11", "10", "12"] {
        assert!(screen.contains(&format!("▄{number}▄")), "{number}'s shoulders:\n{screen}");
        assert!(!screen.contains(&format!("{number}▙")), "{number} eats a shoulder:\n{screen}");
    }
    assert!(screen.contains("▟1▙") && screen.contains("▀██▀"), "{screen}");
}

/// The text inside the box of each line of `screen` (between its first and last `│`).
fn boxed_text(screen: &str) -> String {
    screen
        .lines()
        .filter_map(|line| {
            let (start, end) = (line.find('│')?, line.rfind('│')?);
            (end > start).then(|| line[start + '│'.len_utf8()..end].to_string())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn r_in_the_help_shows_the_rules_in_the_players_language_whole_and_scrolled() {
    use othello::i18n::Language;
    for (language, (width, height)) in
        [(Language::En, (80, 24)), (Language::Nl, (80, 24)), (Language::Zh, (100, 32))]
    {
        let game = Game::new(crate::common::app::rules(Some(Duration::from_secs(300))));
        let mut s = Session::with_game(game, Settings { language: Some(language), ..settings(None) });
        let (to_rules, to_keys) = (language.message("help-to-rules"), language.message("help-to-keys"));
        let shows = |screen: String, text: &str| screen.replace(' ', "").contains(&text.replace(' ', ""));
        s.act(Action::Help);
        assert!(shows(crate::common::app::screen(&s, width, height), &to_rules), "the help says how");
        s.act(Action::HelpRules);
        // A wide character's second column reads as a space: compared without spaces.
        let first = crate::common::app::screen(&s, width, height);
        assert!(
            first.replace(' ', "").contains(&language.message("rules-title").replace(' ', "")),
            "{first}"
        );
        assert!(shows(first.clone(), &to_keys), "{first}");
        let last_heading = language.message("rules-clock");
        let last_heading = last_heading.replace(' ', "");
        assert!(!first.replace(' ', "").contains(&last_heading), "too long for one screen: it scrolls");
        s.act(Action::ScrollHelp(200));
        let last = crate::common::app::screen(&s, width, height);
        assert!(last.replace(' ', "").contains(&last_heading), "{last}");
        // Whole: the last paragraph's words are all in the box, none cut at its edge.
        let shown: String = boxed_text(&last).split_whitespace().collect();
        let body: String = language.attribute("rules-clock", "body").split_whitespace().collect();
        assert!(shown.contains(&body), "{last}");
        s.act(Action::HelpRules);
        assert!(shows(crate::common::app::screen(&s, width, height), &to_rules), "r again: the keys");
    }
}
