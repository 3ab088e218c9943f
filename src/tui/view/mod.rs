//! `draw(&App, &mut Frame, now)`: lays out the board (as large as the screen allows), the side
//! panel, the status lines and the boxes over them, and says where the board went.

mod board;
mod dialog;
mod explorer;
mod graph;
mod panel;
mod review;
mod status;
mod training;

use crate::tr;
use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::widgets::{Paragraph, Wrap};

use crate::engine::game::Turn;
use crate::engine::notation::numbered_plies;

use super::app::{App, Mode, ScreenGeometry};
use super::hints::HintMode;
use super::lines;
use super::review::Review;
use crate::engine::bitboard::Bitboard;
use crate::engine::position::Position;

pub use board::BoardView;
pub use explorer::ExplorerView;
pub use graph::GraphView;
pub use panel::PanelView;
pub use review::ReviewView;
pub use status::StatusView;
pub use training::TrainingView;

/// The smallest screen the game is drawn on.
pub const MIN_WIDTH: u16 = 64;
/// The smallest screen the game is drawn on: the smallest board (18 lines), three status lines
/// (a long message wraps) and the key line, so that the board is never pushed off.
pub const MIN_HEIGHT: u16 = 22;
/// The side panel's narrowest and widest.
const PANEL_MIN: u16 = 28;
const PANEL_MAX: u16 = 56;
/// The rows the panel keeps above the explorer: both players, the rules, the opening and three
/// rows of moves.
const PANEL_ABOVE_EXPLORER: u16 = 14;
/// The rows the panel keeps above the score graph when its move list must go: both players, the
/// rules, the opening and the move list's heading.
const PANEL_WITHOUT_MOVES: u16 = 12;
/// The status lines at most (a longer message is cut).
const STATUS_MAX: usize = 3;

/// `text` wrapped at spaces and between Chinese characters to lines of at most `width` columns
/// (a longer word is cut).
pub(super) fn wrap(text: &str, width: u16) -> Vec<String> {
    crate::text::wrap(text, usize::from(width.max(1)), "")
}

/// The largest cells that fit `main` beside a panel: twice as wide as tall, so they look square.
fn cell_size(main: Rect) -> (u16, u16) {
    (2..=16u16)
        .rev()
        .map(|height| (2 * height, height))
        .find(|&(w, h)| {
            let (width, height) = board::size(w, h);
            width + 3 + PANEL_MIN <= main.width && height <= main.height
        })
        .unwrap_or((4, 2))
}

/// What the board shows of `app` at `now`, in cells of the given size.
fn board_view(app: &App, now: Instant, cell_width: u16, cell_height: u16) -> BoardView {
    if let Some(review) = app.review() {
        return review_board(app, review, cell_width, cell_height);
    }
    if let Some(training) = app.training() {
        let (position, _) = training.position();
        return BoardView {
            board: training.board(),
            legal: training.playable(&app.book),
            cursor: Some(app.cursor()),
            last_move: training.last_move(),
            flipped: app.flashing(now),
            numbers: None,
            marks: app.overlay().marks(position.board(training.position().1)),
            hints: Vec::new(),
            hidden: false,
            theme: app.settings().theme,
            cell_width,
            cell_height,
            language: app.language(),
        };
    }
    if let Some(editor) = app.editor() {
        let position = Position::from_board(editor.board, editor.to_move);
        return BoardView {
            board: editor.board,
            legal: position.map_or(Bitboard::EMPTY, |p| p.legal_moves()),
            cursor: Some(app.cursor()),
            last_move: None,
            flipped: Bitboard::EMPTY,
            numbers: None,
            marks: [None; 64],
            hints: Vec::new(),
            hidden: false,
            theme: app.settings().theme,
            cell_width,
            cell_height,
            language: app.language(),
        };
    }
    let game = app.game();
    let numbers = app.move_numbers().then(|| {
        let mut numbers = [0u8; 64];
        for (number, ply) in numbered_plies(game) {
            if let (Some(number), Turn::Move { square, .. }) = (number, ply.turn) {
                numbers[square.index()] = number as u8;
            }
        }
        numbers
    });
    BoardView {
        board: game.board(),
        legal: game.legal_moves(),
        cursor: (*app.mode() == Mode::Playing && !game.is_over()).then_some(app.cursor()),
        last_move: game.last_move(),
        flipped: app.flashing(now),
        numbers,
        marks: app.overlay().marks(game.board()),
        hints: if *app.mode() == Mode::Paused { Vec::new() } else { app.hints() },
        hidden: *app.mode() == Mode::Paused,
        theme: app.settings().theme,
        cell_width,
        cell_height,
        language: app.language(),
    }
}

/// The score graph of the game in play.
fn graph_view(app: &App, theme: super::theme::Theme) -> GraphView {
    let game = app.game();
    let before_first = game
        .custom_start()
        .map_or(0, |(position, _)| (64 - position.empties().count() as usize).saturating_sub(4));
    let last = numbered_plies(game).iter().rev().find_map(|(number, _)| *number).unwrap_or(before_first);
    GraphView { points: app.graph_points(), before_first, last, theme, language: app.language() }
}

/// The board of the step a review shows: the position before the move, every move's score on
/// it, the move played under the cursor's brackets; or the final position.
fn review_board(app: &App, review: &Review, cell_width: u16, cell_height: u16) -> BoardView {
    let (board, legal, played) = match review.turning() {
        Some(turning) => {
            (turning.position.board(turning.color), turning.position.legal_moves(), Some(turning.played))
        }
        None => (app.game().board(), Bitboard::EMPTY, None),
    };
    BoardView {
        board,
        legal,
        cursor: played,
        last_move: None,
        flipped: Bitboard::EMPTY,
        numbers: None,
        marks: app.overlay().marks(app.shown_board()),
        hints: review.hints(),
        hidden: false,
        theme: app.settings().theme,
        cell_width,
        cell_height,
        language: app.language(),
    }
}

/// Draws the whole screen for `now`; returns where the board is, or `None` if the terminal is
/// too small to draw it.
pub fn draw(app: &App, frame: &mut Frame, now: Instant) -> Option<ScreenGeometry> {
    let area = frame.area();
    let theme = app.settings().theme;
    let language = app.language();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = tr!(
            language,
            "too-small",
            size = format!("{}{}{}", area.width, theme.times(), area.height),
            least = format!("{MIN_WIDTH}{}{MIN_HEIGHT}", theme.times())
        );
        let [middle] = Layout::vertical([Constraint::Length(3)]).flex(Flex::Center).areas(area);
        frame.render_widget(
            Paragraph::new(text).alignment(Alignment::Center).wrap(Wrap { trim: true }),
            middle,
        );
        return None;
    }
    let status = StatusView::of(app);
    let mut status_lines = status.lines(area.width);
    status_lines.truncate(STATUS_MAX);
    let [main, status_area, hints_area] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(status_lines.len() as u16),
        Constraint::Length(1),
    ])
    .areas(area);
    let (cell_width, cell_height) = cell_size(main);
    let (board_width, board_height) = board::size(cell_width, cell_height);
    let panel_width = main.width.saturating_sub(board_width + 3).clamp(PANEL_MIN.min(main.width), PANEL_MAX);
    let left = main.x + main.width.saturating_sub(board_width + 3 + panel_width) / 2;
    let top = main.y + main.height.saturating_sub(board_height) / 2;
    let board_area = Rect::new(left + 1, top, board_width, board_height.min(main.height));
    let panel_left = board_area.right() + 2;
    let mut panel_area =
        Rect::new(panel_left, top, panel_width.min(main.right() - panel_left), main.bottom() - top);
    let in_play = app.review().is_none() && app.training().is_none() && app.editor().is_none();
    if app.graph_shown() && in_play {
        // The graph takes the panel's foot: below the move list, or instead of it when the
        // screen is short.
        let below_moves = panel_area.height.saturating_sub(PANEL_ABOVE_EXPLORER).min(graph::GRAPH_MAX);
        let height = if below_moves >= graph::GRAPH_MIN {
            below_moves
        } else {
            panel_area.height.saturating_sub(PANEL_WITHOUT_MOVES).min(graph::GRAPH_MAX)
        };
        if height >= graph::GRAPH_MIN {
            let foot = Rect { y: panel_area.bottom() - height, height, ..panel_area };
            frame.render_widget(&graph_view(app, theme), foot);
            panel_area.height -= height;
        }
    }
    if app.explorer().on {
        // The explorer takes the panel's foot; the panel keeps its players, rules and a few
        // moves above it.
        let book_plies = status::searched_plies(language, &app.shown_book_moves());
        let view = ExplorerView::of(
            app.explorer(),
            &app.shown_move_values(),
            book_plies,
            theme,
            language,
            panel_area.width,
        );
        let height = view.height(panel_area.height.saturating_sub(PANEL_ABOVE_EXPLORER).max(4));
        let foot = Rect { y: panel_area.bottom() - height, height, ..panel_area };
        frame.render_widget(&view, foot);
        panel_area.height -= height;
    }

    let board = board_view(app, now, cell_width, cell_height);
    frame.render_widget(&board, board_area);
    let mut moves = None;
    match app.review() {
        None if app.training().is_some() => {
            let training = app.training().expect("checked");
            let kept = app.training_record_problem().is_none();
            let view = TrainingView::of(
                training,
                app.training_record(),
                kept,
                &app.book,
                theme,
                language,
                panel_area.width,
            );
            frame.render_widget(&view, panel_area);
        }
        Some(review) => {
            let view = ReviewView::of(review, app.played_at(), theme, language);
            frame.render_widget(&view, panel_area);
            moves = Some(view.move_list(panel_area));
        }
        None => {
            let panel = PanelView {
                played_at: app.played_at().map(String::from),
                ..PanelView::of(
                    app.play(),
                    now,
                    app.moves_back(),
                    *app.mode() == Mode::Paused,
                    theme,
                    language,
                )
            };
            let panel = match app.hint_search() {
                Some((Some(found), _)) if app.hint_mode() != HintMode::Off => {
                    // The cursor's line only where every move's score is shown.
                    let cursor = (app.hint_mode() == HintMode::Every).then(|| app.cursor());
                    panel.with_lines(lines::heading(language, found), lines::hint_lines(found, cursor))
                }
                _ => panel,
            };
            frame.render_widget(&panel, panel_area);
        }
    }
    frame.render_widget(Paragraph::new(status_lines), status_area);
    frame.render_widget(Paragraph::new(status.hints(hints_area.width)), hints_area);

    // Boxes cover the panel: both clocks stay in sight on the top line.
    let below_bar = Rect { y: main.y + 1, height: main.height - 1, ..main };
    let bar = Rect { height: 1, ..main };
    match app.mode() {
        Mode::Help { scroll, rules, under } => {
            // A trainer has no clocks: those of the game waiting beneath it are not its own.
            if !matches!(**under, Mode::Train(_)) {
                dialog::clock_bar(app.play(), theme, language, frame, bar, now);
            }
            if *rules {
                dialog::rules(theme, frame, below_bar, *scroll, language);
            } else {
                dialog::help(theme, language, frame, below_bar, *scroll, under, app.remote().is_some());
            }
        }
        Mode::Confirm(question) => {
            dialog::clock_bar(app.play(), theme, language, frame, bar, now);
            dialog::confirm(theme, language, frame, below_bar, question);
        }
        Mode::SaveAs { input, then_quit } => {
            dialog::clock_bar(app.play(), theme, language, frame, bar, now);
            dialog::save_box(app.settings(), language, frame, below_bar, input, *then_quit);
        }
        Mode::Result => dialog::result_banner(app.play(), theme, language, frame, board_area),
        Mode::Chat { input } => {
            dialog::clock_bar(app.play(), theme, language, frame, bar, now);
            let to = app.remote().map_or_else(String::new, |remote| {
                crate::words::name_or_side(language, &app.play().players()[!remote.you()], !remote.you())
            });
            dialog::chat_box(theme, language, frame, below_bar, input, &to);
        }
        Mode::NewGame(form) => {
            // At the program's first screen no game is under way: no clocks to show.
            if form.game_behind {
                dialog::clock_bar(app.play(), theme, language, frame, bar, now);
            }
            dialog::new_game(theme, language, frame, below_bar, form, app.game().moves().next().is_some());
        }
        Mode::ExplorerFilter { input, .. } => dialog::filter_box(theme, language, frame, below_bar, input),
        Mode::Copy { .. } => dialog::copy_choice(theme, language, frame, below_bar),
        Mode::Comment { input, .. } => {
            let about = app
                .review()
                .and_then(Review::turning)
                .map_or_else(String::new, |turning| format!("{}. {}", turning.number, turning.played));
            dialog::comment_box(theme, language, frame, below_bar, input, &about);
        }
        Mode::ChatHistory { back, .. } => {
            dialog::clock_bar(app.play(), theme, language, frame, bar, now);
            let said: Vec<(String, String)> =
                app.chat_log().lines().iter().map(|line| (line.speaker.clone(), line.text.clone())).collect();
            dialog::chat_history(theme, language, frame, below_bar, &said, *back);
        }
        Mode::Games(list) => {
            dialog::clock_bar(app.play(), theme, language, frame, bar, now);
            dialog::games_list(theme, language, frame, below_bar, list);
        }
        Mode::Playing | Mode::Paused | Mode::Review(_) | Mode::Edit(_) | Mode::Train(_) => {}
    }
    Some(ScreenGeometry { moves, ..board.geometry(board_area) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_wraps_at_spaces_and_cuts_long_words() {
        assert_eq!(
            wrap("a loss on time cannot be taken back", 12),
            ["a loss on", "time cannot", "be taken", "back"]
        );
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), [""]);
    }

    #[test]
    fn the_board_grows_with_the_screen() {
        assert_eq!(cell_size(Rect::new(0, 0, 80, 22)), (4, 2));
        assert_eq!(cell_size(Rect::new(0, 0, 120, 38)), (8, 4));
        assert_eq!(cell_size(Rect::new(0, 0, 200, 58)), (14, 7));
    }
}
