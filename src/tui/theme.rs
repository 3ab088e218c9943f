//! Glyphs and styles: colour when allowed (not under `NO_COLOR`), Unicode or ASCII board.

use ratatui::style::{Color as Paint, Modifier, Style};

/// How the screen is drawn. Colour is never the only signal: discs, legal moves, the cursor and
/// the last move also differ by glyph or modifier.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    /// Whether to use colour (off when `NO_COLOR` is set).
    pub color: bool,
    /// Whether to use ASCII only.
    pub ascii: bool,
}

/// The characters that draw the board grid.
pub struct Grid {
    /// A horizontal line.
    pub horizontal: &'static str,
    /// A vertical line.
    pub vertical: &'static str,
    /// Corners and joints, by (row kind: top, middle, bottom) × (column kind: left, middle, right).
    pub joints: [[&'static str; 3]; 3],
}

const UNICODE_GRID: Grid =
    Grid {
        horizontal: "─", vertical: "│", joints: [["┌", "┬", "┐"], ["├", "┼", "┤"], ["└", "┴", "┘"]]
    };

const ASCII_GRID: Grid = Grid { horizontal: "-", vertical: "|", joints: [["+"; 3]; 3] };

impl Theme {
    /// The theme for this environment: colour unless `no_color`.
    pub fn new(no_color: bool, ascii: bool) -> Theme {
        Theme { color: !no_color, ascii }
    }

    /// The board's grid characters.
    pub fn grid(&self) -> &'static Grid {
        if self.ascii { &ASCII_GRID } else { &UNICODE_GRID }
    }

    /// A black disc, a white disc.
    pub fn disc(&self, black: bool) -> &'static str {
        match (self.ascii, black) {
            (false, true) => "●",
            (false, false) => "○",
            (true, true) => "X",
            (true, false) => "O",
        }
    }

    /// A disc that has just been flipped (shown for a moment after the move).
    pub fn flipped_disc(&self, black: bool) -> &'static str {
        match (self.ascii, black) {
            (false, true) => "◉",
            (false, false) => "◎",
            (true, true) => "x",
            (true, false) => "o",
        }
    }

    /// A legal move of the side to move.
    pub fn legal_mark(&self) -> &'static str {
        if self.ascii { "." } else { "·" }
    }

    /// The marker of the clock that is running.
    pub fn running_mark(&self) -> &'static str {
        if self.ascii { ">" } else { "▶" }
    }

    fn paint(&self, style: Style) -> Style {
        if self.color { style } else { Style::new().add_modifier(style.add_modifier) }
    }

    /// The board's squares.
    pub fn board(&self) -> Style {
        self.paint(Style::new().fg(Paint::Black).bg(Paint::Green))
    }

    /// The grid lines and coordinates on the board.
    pub fn grid_style(&self) -> Style {
        self.paint(Style::new().fg(Paint::Rgb(0, 60, 0)).bg(Paint::Green))
    }

    /// A disc of one colour.
    pub fn disc_style(&self, black: bool) -> Style {
        let fg = if black { Paint::Black } else { Paint::White };
        self.paint(Style::new().fg(fg).bg(Paint::Green).add_modifier(Modifier::BOLD))
    }

    /// The legal-move marker.
    pub fn legal_style(&self) -> Style {
        self.paint(Style::new().fg(Paint::Yellow).bg(Paint::Green).add_modifier(Modifier::BOLD))
    }

    /// The cursor's brackets and cell.
    pub fn cursor_style(&self) -> Style {
        self.paint(Style::new().fg(Paint::Yellow).bg(Paint::LightGreen).add_modifier(Modifier::BOLD))
    }

    /// The marks around the last move.
    pub fn last_move_style(&self) -> Style {
        self.paint(Style::new().fg(Paint::Red).bg(Paint::Green).add_modifier(Modifier::BOLD))
    }

    /// Coordinates around the board.
    pub fn label(&self) -> Style {
        self.paint(Style::new().fg(Paint::Gray))
    }

    /// Text that stands out: headings, the player to move.
    pub fn strong(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Quiet text: hints.
    pub fn dim(&self) -> Style {
        self.paint(Style::new().fg(Paint::DarkGray))
    }

    /// A running clock.
    pub fn clock_running(&self) -> Style {
        self.paint(Style::new().fg(Paint::Black).bg(Paint::White).add_modifier(Modifier::BOLD))
    }

    /// A clock that is low on time.
    pub fn clock_low(&self) -> Style {
        self.paint(Style::new().fg(Paint::White).bg(Paint::Red).add_modifier(Modifier::BOLD))
    }

    /// An error or warning message.
    pub fn error(&self) -> Style {
        self.paint(Style::new().fg(Paint::LightRed).add_modifier(Modifier::BOLD))
    }

    /// The result of a finished game.
    pub fn result(&self) -> Style {
        self.paint(Style::new().fg(Paint::LightYellow).add_modifier(Modifier::BOLD))
    }
}
