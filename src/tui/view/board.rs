//! The board: coordinates, grid, discs, legal moves, cursor, last move and just-flipped discs.

use std::time::Instant;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use crate::engine::square::Square;

use super::super::app::{App, BoardGeometry, Mode};

/// Width and height of the board with its coordinates, for a cell size (grid line included).
pub fn size(cell_width: u16, cell_height: u16) -> (u16, u16) {
    (2 + 8 * cell_width + 1, 1 + 8 * cell_height + 1)
}

/// The screen row of the middle of a cell's inside, for the cells in board row `row`: its disc
/// and its row number go there. With an even inside height, the upper of the two middle lines.
fn middle_row(geometry: &BoardGeometry, row: u16) -> u16 {
    geometry.top + row * geometry.cell_height + 1 + (geometry.cell_height - 2) / 2
}

/// Draws the board into `area` (which has [`size`]) and returns its geometry.
pub fn render(
    app: &App,
    buf: &mut Buffer,
    area: Rect,
    cell_width: u16,
    cell_height: u16,
    now: Instant,
) -> BoardGeometry {
    let theme = app.settings.theme;
    let geometry = BoardGeometry { left: area.x + 2, top: area.y + 1, cell_width, cell_height };
    let game = app.game();

    // Column letters above, row numbers to the left, each centred on its cell.
    for i in 0..8u16 {
        let x = geometry.left + i * cell_width + cell_width / 2;
        buf.set_string(x, area.y, ((b'a' + i as u8) as char).to_string(), theme.label());
        buf.set_string(area.x, middle_row(&geometry, i), (i + 1).to_string(), theme.label());
    }

    // The grid.
    let grid = theme.grid();
    let grid_style = theme.grid_style();
    for row in 0..=8u16 {
        let y = geometry.top + row * cell_height;
        let kind = if row == 0 {
            0
        } else if row == 8 {
            2
        } else {
            1
        };
        for column in 0..=8u16 {
            let x = geometry.left + column * cell_width;
            let joint = grid.joints[kind][if column == 0 {
                0
            } else if column == 8 {
                2
            } else {
                1
            }];
            buf.set_string(x, y, joint, grid_style);
            if column < 8 {
                for dx in 1..cell_width {
                    buf.set_string(x + dx, y, grid.horizontal, grid_style);
                }
            }
            if row < 8 {
                for dy in 1..cell_height {
                    buf.set_string(x, y + dy, grid.vertical, grid_style);
                }
            }
        }
    }

    // The cells.
    let board = game.board();
    let legal = game.legal_moves();
    let flashing = app.flashing(now);
    let last_move = game.last_move();
    let show_cursor = matches!(app.mode(), Mode::Playing) && !game.is_over();
    for square in Square::all() {
        let x = geometry.left + u16::from(square.column()) * cell_width + 1;
        let y = geometry.top + u16::from(square.row()) * cell_height + 1;
        let (inner_width, inner_height) = (cell_width - 1, cell_height - 1);
        let is_cursor = show_cursor && square == app.cursor();
        let background = if is_cursor { theme.cursor_style() } else { theme.board() };
        for dy in 0..inner_height {
            buf.set_string(x, y + dy, " ".repeat(inner_width.into()), background);
        }
        let (cx, cy) = (x + inner_width / 2, middle_row(&geometry, u16::from(square.row())));
        let black = board.black.contains(square);
        if black || board.white.contains(square) {
            let flipped = flashing.contains(square);
            let glyph = if flipped { theme.flipped_disc(black) } else { theme.disc(black) };
            let mut style = theme.disc_style(black);
            if is_cursor {
                style = style.bg(theme.cursor_style().bg.unwrap_or_default());
            }
            if last_move == Some(square) {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            buf.set_string(cx, cy, glyph, style);
        } else if legal.contains(square) {
            let style = if is_cursor { theme.cursor_style() } else { theme.legal_style() };
            buf.set_string(cx, cy, theme.legal_mark(), style);
        }
        let marks = if is_cursor {
            Some(("[", "]", theme.cursor_style()))
        } else if last_move == Some(square) {
            Some(("(", ")", theme.last_move_style()))
        } else {
            None
        };
        if let Some((open, close, style)) = marks {
            buf.set_string(cx - 1, cy, open, style.patch(Style::new().add_modifier(Modifier::BOLD)));
            buf.set_string(cx + 1, cy, close, style.patch(Style::new().add_modifier(Modifier::BOLD)));
        }
    }
    geometry
}
