//! `draw(&App, &mut Frame, now)`: lays out the board, side panel, status lines and overlays, and
//! says where the board went.

mod board;
mod overlay;
mod panel;
mod status;

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::widgets::{Paragraph, Wrap};

use super::app::{App, BoardGeometry, Mode};

/// The smallest screen the game is drawn on.
pub const MIN_WIDTH: u16 = 64;
/// The smallest screen the game is drawn on.
pub const MIN_HEIGHT: u16 = 20;
/// The side panel's narrowest width.
const PANEL_MIN: u16 = 26;
/// Cell sizes tried from the largest: about twice as wide as tall, so cells look square.
const CELL_SIZES: [(u16, u16); 2] = [(6, 3), (4, 2)];

/// Draws the whole screen for `now`; returns where the board is, or `None` if the terminal is
/// too small to draw it.
pub fn draw(app: &App, frame: &mut Frame, now: Instant) -> Option<BoardGeometry> {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = format!(
            "The terminal is {}×{}; othello needs at least {MIN_WIDTH}×{MIN_HEIGHT}. Make the window larger (q quits).",
            area.width, area.height
        );
        let [middle] =
            Layout::vertical([Constraint::Length(3)]).flex(ratatui::layout::Flex::Center).areas(area);
        frame.render_widget(
            Paragraph::new(text).alignment(Alignment::Center).wrap(Wrap { trim: true }),
            middle,
        );
        return None;
    }
    let [main, status_area, hints_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(1), Constraint::Length(1)]).areas(area);
    let (cell_width, cell_height) = CELL_SIZES
        .into_iter()
        .find(|&(w, h)| {
            board::size(w, h).0 + 2 + PANEL_MIN <= main.width && board::size(w, h).1 <= main.height
        })
        .unwrap_or(CELL_SIZES[1]);
    let (board_width, board_height) = board::size(cell_width, cell_height);
    let top = main.y + (main.height - board_height) / 2;
    let board_area = Rect::new(main.x + 1, top, board_width, board_height);
    let panel_left = board_area.right() + 2;
    let panel_area = Rect::new(panel_left, top, (main.right() - panel_left).min(60), main.bottom() - top);

    let geometry = board::render(app, frame.buffer_mut(), board_area, cell_width, cell_height, now);
    panel::render(app, frame, panel_area, now);
    status::render(app, frame, status_area, hints_area);
    match app.mode() {
        Mode::Help => overlay::help(app, frame, main),
        Mode::Confirm(question) => overlay::confirm(app, frame, main, *question),
        Mode::SaveAs { input, then_quit } => overlay::save_as(app, frame, main, input, *then_quit),
        Mode::Playing | Mode::Paused => {}
    }
    Some(geometry)
}
