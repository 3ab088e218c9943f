//! `BoardView`: the board as a widget over the data it shows: coordinates, grid, discs (drawn
//! large and round in colour when the cells are big), legal moves, the cursor, the last move,
//! just-flipped discs, move numbers and the strategy overlay's marks; or, while paused, the
//! board hidden.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Span;
use ratatui::widgets::Widget;

use crate::engine::bitboard::Bitboard;
use crate::engine::color::ByColor;
use crate::engine::square::Square;

use super::super::app::ScreenGeometry;
use super::super::hints::Hint;
use super::super::overlay::Mark;
use super::super::theme::Theme;

/// What the board shows.
#[derive(Clone, Debug)]
pub struct BoardView {
    /// The discs by colour.
    pub board: ByColor<Bitboard>,
    /// The legal moves of the player to move.
    pub legal: Bitboard,
    /// The cursor, when it is shown.
    pub cursor: Option<Square>,
    /// The last move.
    pub last_move: Option<Square>,
    /// The discs the last move flipped, while they are shown as flipped.
    pub flipped: Bitboard,
    /// The move that placed each disc, when move numbers are shown (0: none).
    pub numbers: Option<[u8; 64]>,
    /// The strategy overlay's mark on each square (a1 first).
    pub marks: [Option<Mark>; 64],
    /// The hints: scores written on the legal moves' squares.
    pub hints: Vec<Hint>,
    /// Whether the discs are hidden (a paused game).
    pub hidden: bool,
    /// How to draw.
    pub theme: Theme,
    /// Width of a cell, grid line included.
    pub cell_width: u16,
    /// Height of a cell, grid line included.
    pub cell_height: u16,
    /// In which language its words are.
    pub language: crate::i18n::Language,
}

/// Width and height of the board with its coordinates, for a cell size (grid line included).
pub fn size(cell_width: u16, cell_height: u16) -> (u16, u16) {
    (2 + 8 * cell_width + 1, 1 + 8 * cell_height + 1)
}

/// Quadrant blocks by their filled quarters: top-left 1, top-right 2, bottom-left 4, bottom-right 8.
const QUADRANTS: [char; 16] =
    [' ', '▘', '▝', '▀', '▖', '▌', '▞', '▛', '▗', '▚', '▐', '▜', '▄', '▙', '▟', '█'];

/// A round disc filling a cell's inside of `width` × `height` characters, as rows of quadrant
/// blocks (a character is twice as tall as it is wide), leaving a column free on each side.
/// A `ring` is only the disc's rim: how a white disc is drawn without colour.
pub fn disc_art(width: u16, height: u16, ring: bool) -> Vec<String> {
    let (w, h) = (f64::from(width), f64::from(height));
    // In a cell two lines tall, a touch more than fits: the middle column then runs the full
    // height (` ▟█▙ ` over ` ▜█▛ `), round rather than a brick, and a mark drawn there (the last
    // move's dot, a move number) sits inside the disc instead of above it.
    let fill = if height == 2 { 0.2 } else { 0.0 };
    let radius = (w - 2.0).min(2.0 * h - 0.5) / 2.0 + fill;
    let hole = if ring { radius - 1.0 } else { -1.0 };
    let (cx, cy) = (w / 2.0, h);
    let inside = |x: f64, y: f64| {
        let distance = (x - cx).powi(2) + (y - cy).powi(2);
        distance <= radius * radius && (hole < 0.0 || distance > hole * hole)
    };
    (0..height)
        .map(|row| {
            (0..width)
                .map(|column| {
                    let (x, y) = (f64::from(column), 2.0 * f64::from(row));
                    let quarters = [(0.25, 0.5, 1), (0.75, 0.5, 2), (0.25, 1.5, 4), (0.75, 1.5, 8)];
                    let mask = quarters
                        .iter()
                        .filter(|(dx, dy, _)| inside(x + dx, y + dy))
                        .map(|q| q.2)
                        .sum::<usize>();
                    QUADRANTS[mask]
                })
                .collect()
        })
        .collect()
}

impl BoardView {
    /// Where the board goes in `area` (which has [`size`]).
    pub fn geometry(&self, area: Rect) -> ScreenGeometry {
        ScreenGeometry {
            left: area.x + 2,
            top: area.y + 1,
            cell_width: self.cell_width,
            cell_height: self.cell_height,
            moves: None,
        }
    }

    /// Whether discs are drawn large: with cells at least three lines tall, unless in ASCII.
    fn large(&self) -> bool {
        !self.theme.ascii && self.cell_height >= 3
    }

    fn render_grid(&self, geometry: &ScreenGeometry, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let (cell_width, cell_height) = (self.cell_width, self.cell_height);
        // Column letters above, row numbers to the left, each centred on its cell.
        for i in 0..8u16 {
            let x = geometry.left + i * cell_width + cell_width / 2;
            buf.set_string(x, area.y, ((b'a' + i as u8) as char).to_string(), theme.label());
            let y = geometry.top + i * cell_height + cell_height / 2;
            buf.set_string(area.x, y, (i + 1).to_string(), theme.label());
        }
        let grid = theme.grid();
        let style = theme.grid_style();
        let kind = |i: u16| match i {
            0 => 0,
            8 => 2,
            _ => 1,
        };
        for row in 0..=8u16 {
            let y = geometry.top + row * cell_height;
            for column in 0..=8u16 {
                let x = geometry.left + column * cell_width;
                buf.set_string(x, y, grid.joints[kind(row)][kind(column)], style);
                if column < 8 {
                    for dx in 1..cell_width {
                        buf.set_string(x + dx, y, grid.horizontal, style);
                    }
                }
                if row < 8 {
                    for dy in 1..cell_height {
                        buf.set_string(x, y + dy, grid.vertical, style);
                    }
                }
            }
        }
    }

    fn render_cell(&self, square: Square, geometry: &ScreenGeometry, buf: &mut Buffer) {
        let theme = self.theme;
        let x = geometry.left + u16::from(square.column()) * self.cell_width + 1;
        let y = geometry.top + u16::from(square.row()) * self.cell_height + 1;
        let (width, height) = (self.cell_width - 1, self.cell_height - 1);
        let is_cursor = self.cursor == Some(square);
        let cell = if self.hidden {
            theme.board_hidden()
        } else if is_cursor {
            theme.cursor_cell()
        } else {
            theme.board()
        };
        for dy in 0..height {
            buf.set_string(x, y + dy, " ".repeat(width.into()), cell);
        }
        if self.hidden {
            return;
        }
        // The middle of the cell's inside (with an even height, the upper middle line).
        let (cx, cy) = (x + width / 2, y + (height - 1) / 2);
        let black = self.board.black.contains(square);
        let has_disc = black || self.board.white.contains(square);
        let is_last = self.last_move == Some(square);
        let number = self.numbers.map(|n| n[square.index()]).filter(|&n| n > 0 && has_disc);
        if has_disc && self.large() {
            // In colour a disc is solid in its colour (grey for a moment when just flipped);
            // without colour a black disc is solid, a white one a ring, a flipped one dim.
            let flipped = self.flipped.contains(square);
            let ring = !theme.color && !black;
            let style = match (flipped, theme.color) {
                (true, true) => theme.flipped_shade(black, cell),
                (true, false) => theme.disc_style(black, cell).add_modifier(Modifier::DIM),
                (false, _) => theme.disc_style(black, cell),
            };
            let text = number.map(|number| number.to_string());
            let mut art = disc_art(width, height, ring);
            // A number wider than the disc's solid middle would eat its shoulders: the disc is
            // drawn a column wider instead (taking the free column on its right), so that two
            // digits sit between them.
            let solid = |art: &[String]| art[usize::from(cy - y)].chars().filter(|&c| c == '█').count();
            let digits = text.as_ref().map_or(0, String::len);
            let wide = digits > 1 && solid(&disc_art(width, height, false)) < digits + 1;
            if wide {
                art = disc_art(width + 1, height, ring)
                    .into_iter()
                    .map(|line| line.chars().take(usize::from(width)).collect())
                    .collect();
            }
            for (dy, line) in art.iter().enumerate() {
                for (dx, c) in line.chars().enumerate().filter(|&(_, c)| c != ' ') {
                    buf.set_string(x + dx as u16, y + dy as u16, c.to_string(), style);
                }
            }
            if let Some(text) = text {
                let style =
                    if is_last && theme.color { theme.last_move_dot(black) } else { theme.on_disc(black) };
                let style = if is_last { style.add_modifier(Modifier::UNDERLINED) } else { style };
                let drawn_width = if wide { width + 1 } else { width };
                buf.set_string(x + (drawn_width - text.len() as u16) / 2, cy, &text, style);
            } else if is_last {
                // A red dot; without colour a hole in a black disc, a dot inside a white ring.
                let (dot, style) = match (theme.color, black) {
                    (true, _) => ("●", theme.last_move_dot(black)),
                    (false, true) => (" ", Style::new()),
                    (false, false) => ("●", theme.disc_style(black, cell)),
                };
                buf.set_string(cx, cy, dot, style);
            }
            if is_cursor {
                let style = theme.cursor_cell();
                buf.set_string(x, cy, "[", style);
                buf.set_string(x + width - 1, cy, "]", style);
            }
            return;
        }
        if has_disc {
            let glyph =
                if self.flipped.contains(square) { theme.flipped_disc(black) } else { theme.disc(black) };
            let mut style = theme.disc_style(black, cell);
            if is_last {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            match number {
                Some(number) => {
                    let text = number.to_string();
                    let mut style = if is_cursor { theme.cursor_cell() } else { theme.on_disc(black) };
                    if is_last {
                        style = style.add_modifier(Modifier::UNDERLINED);
                    }
                    buf.set_string(cx + 1 - text.len() as u16, cy, &text, style);
                    if text.len() == 2 {
                        return;
                    }
                }
                None => buf.set_string(cx, cy, glyph, style),
            }
        } else if let Some(hint) = self.hints.iter().find(|hint| hint.square == square) {
            // The score in the middle of the cell, over the legal move's dot; the cursor's
            // brackets around it when they fit, else the score in reverse video.
            let len = hint.text.len() as u16;
            let text_x = x + width.saturating_sub(len) / 2;
            let brackets_fit = text_x > x && text_x + len < x + width;
            if is_cursor && !brackets_fit {
                let style = theme.cursor_cell().add_modifier(Modifier::REVERSED);
                buf.set_string(text_x, cy, &hint.text, style);
                return;
            }
            buf.set_string(text_x, cy, &hint.text, theme.hint_style(hint.best, cell));
            if is_cursor {
                let style = theme.cursor_cell().patch(Style::new().add_modifier(Modifier::BOLD));
                buf.set_string(text_x - 1, cy, "[", style);
                buf.set_string(text_x + len, cy, "]", style);
            }
            return;
        } else if self.legal.contains(square) && theme.legal_marks {
            // Beside large discs a larger dot.
            let mark = if self.large() { "•" } else { theme.legal_mark() };
            buf.set_string(cx, cy, mark, theme.legal_style(cell));
        }
        let marks = if is_cursor {
            Some(("[", "]", theme.cursor_cell()))
        } else if is_last {
            Some(("(", ")", theme.last_move_style(cell)))
        } else {
            None
        };
        if let Some((open, close, style)) = marks {
            let style = style.patch(Style::new().add_modifier(Modifier::BOLD));
            buf.set_string(cx - 1, cy, open, style);
            buf.set_string(cx + 1, cy, close, style);
        }
    }

    /// The overlay's mark: in the cell's bottom-left corner when the cells are tall, else left
    /// of the middle, where the cursor and the last move's brackets go first.
    fn render_mark(&self, square: Square, geometry: &ScreenGeometry, buf: &mut Buffer) {
        let Some(mark) = self.marks[square.index()] else { return };
        let x = geometry.left + u16::from(square.column()) * self.cell_width + 1;
        let y = geometry.top + u16::from(square.row()) * self.cell_height + 1;
        let (width, height) = (self.cell_width - 1, self.cell_height - 1);
        let (mark_x, mark_y) = if height >= 2 {
            (x, y + height - 1)
        } else {
            // The brackets of the cursor and the last move, and a hint's score, come first.
            if self.cursor == Some(square)
                || self.last_move == Some(square)
                || self.hints.iter().any(|hint| hint.square == square)
            {
                return;
            }
            (x + width / 2 - 1, y)
        };
        let cell = if self.cursor == Some(square) { self.theme.cursor_cell() } else { self.theme.board() };
        buf.set_string(mark_x, mark_y, mark.glyph.to_string(), self.theme.overlay_mark(mark.strong, cell));
    }

    fn render_hidden_label(&self, geometry: &ScreenGeometry, buf: &mut Buffer) {
        let label = format!(" {} ", crate::tr!(self.language, "board-paused"));
        let width = 8 * self.cell_width + 1;
        let x = geometry.left + width.saturating_sub(Span::raw(label.as_str()).width() as u16) / 2;
        let y = geometry.top + 4 * self.cell_height;
        buf.set_string(x, y, &label, self.theme.strong().patch(self.theme.board()));
    }
}

impl Widget for &BoardView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let geometry = self.geometry(area);
        self.render_grid(&geometry, area, buf);
        for square in Square::all() {
            self.render_cell(square, &geometry, buf);
            if !self.hidden {
                self.render_mark(square, &geometry, buf);
            }
        }
        if self.hidden {
            self.render_hidden_label(&geometry, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_discs_are_round_and_leave_the_side_columns_free() {
        let art = disc_art(7, 3, false);
        assert_eq!(art.len(), 3);
        for line in &art {
            assert_eq!(line.chars().count(), 7);
            assert!(line.starts_with(' ') && line.ends_with(' '), "{art:?}");
        }
        let middle: String = art[1].chars().skip(1).take(5).collect();
        assert_eq!(middle, "█████", "{art:?}");
        assert_ne!(art[0], art[1], "the top is rounded: {art:?}");
        assert_eq!(disc_art(5, 2, false), [" ▟█▙ ", " ▜█▛ "], "round in two lines, its middle full height");
        let ring = disc_art(13, 6, true);
        let solid = disc_art(13, 6, false);
        let centre = |art: &Vec<String>| art[2].chars().nth(6).unwrap();
        assert_eq!((centre(&solid), centre(&ring)), ('█', ' '), "a ring is hollow:\n{}", ring.join("\n"));
    }
}
