//! Glyphs and styles: colour when allowed (not under `NO_COLOR`), Unicode or ASCII throughout.
//! In colour the board is green with solid black and white discs; without colour, discs, marks
//! and the cursor still differ by glyph or by bold, underline and reverse video.

use ratatui::style::{Color as Paint, Modifier, Style};
use ratatui::symbols::border;

/// How the screen is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    /// Whether to use colour (off when `NO_COLOR` is set).
    pub color: bool,
    /// Whether to use ASCII only.
    pub ascii: bool,
    /// The board's colours.
    pub palette: Palette,
    /// Whether the legal moves are marked (players practise without the marks).
    pub legal_marks: bool,
}

/// The board's colours: the player's choice, remembered.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Palette {
    /// A green board, as the game is played on felt.
    #[default]
    Green,
    /// A dark slate board, quiet on a dark terminal.
    Dark,
    /// A pale board for light terminals.
    Light,
    /// The strongest contrast: bright green, black lines, a yellow cursor.
    Contrast,
}

impl Palette {
    /// Every palette, in the order `T` goes through them.
    pub const ALL: [Palette; 4] = [Palette::Green, Palette::Dark, Palette::Light, Palette::Contrast];

    /// The palette's name, as `--theme` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Palette::Green => "green",
            Palette::Dark => "dark",
            Palette::Light => "light",
            Palette::Contrast => "contrast",
        }
    }

    /// The next palette (after the last, the first).
    pub fn next(self) -> Palette {
        let at = Palette::ALL.iter().position(|p| *p == self).unwrap_or(0);
        Palette::ALL[(at + 1) % Palette::ALL.len()]
    }

    /// The legal-move mark and the cursor's brackets: yellow, but black on the contrast
    /// palette's yellow cursor.
    fn marks(self) -> (Paint, Paint) {
        match self {
            Palette::Contrast => (BLACK, BLACK),
            _ => (Paint::Indexed(220), Paint::Indexed(226)),
        }
    }

    /// The board, its grid lines and the cursor's cell (256-colour palette, so they look the
    /// same whatever the terminal's sixteen colours are).
    fn board(self) -> (Paint, Paint, Paint) {
        match self {
            Palette::Green => (Paint::Indexed(28), Paint::Indexed(22), Paint::Indexed(70)),
            Palette::Dark => (Paint::Indexed(24), Paint::Indexed(17), Paint::Indexed(31)),
            Palette::Light => (Paint::Indexed(108), Paint::Indexed(65), Paint::Indexed(150)),
            Palette::Contrast => (Paint::Indexed(34), Paint::Indexed(16), Paint::Indexed(226)),
        }
    }
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

/// The discs' colours.
const BLACK: Paint = Paint::Indexed(16);
/// Text on the terminal's own background that must read whether it is dark or light.
const MID_GREY: Paint = Paint::Indexed(244);
const WHITE: Paint = Paint::Indexed(231);

impl Theme {
    /// The theme for this environment: colour unless `no_color`.
    pub fn new(no_color: bool, ascii: bool) -> Theme {
        Theme { color: !no_color, ascii, palette: Palette::Green, legal_marks: true }
    }

    fn pick(&self, unicode: &'static str, ascii: &'static str) -> &'static str {
        if self.ascii { ascii } else { unicode }
    }

    /// The board's grid characters.
    pub fn grid(&self) -> &'static Grid {
        if self.ascii { &ASCII_GRID } else { &UNICODE_GRID }
    }

    /// The borders of boxes drawn over the board.
    pub fn border(&self) -> border::Set<'static> {
        if self.ascii {
            border::Set {
                top_left: "+",
                top_right: "+",
                bottom_left: "+",
                bottom_right: "+",
                vertical_left: "|",
                vertical_right: "|",
                horizontal_top: "-",
                horizontal_bottom: "-",
            }
        } else {
            border::ROUNDED
        }
    }

    /// A disc. In colour both are solid, told apart by their colour; without colour the white
    /// one is a ring.
    pub fn disc(&self, black: bool) -> &'static str {
        match (self.ascii, black) {
            (true, true) => "X",
            (true, false) => "O",
            (false, true) => "●",
            (false, false) if self.color => "●",
            (false, false) => "○",
        }
    }

    /// A disc that has just been flipped (shown for a moment after the move).
    pub fn flipped_disc(&self, black: bool) -> &'static str {
        match (self.ascii, black) {
            (false, true) => "◉",
            (false, false) if self.color => "◉",
            (false, false) => "◎",
            (true, true) => "x",
            (true, false) => "o",
        }
    }

    /// A legal move of the side to move.
    pub fn legal_mark(&self) -> &'static str {
        self.pick("·", ".")
    }

    /// The marker of the clock that is running.
    pub fn running_mark(&self) -> &'static str {
        self.pick("▶", ">")
    }

    /// The marker of a clock that is low.
    pub fn low_mark(&self) -> &'static str {
        "!"
    }

    /// The mark beside the winner's name.
    pub fn winner_mark(&self) -> &'static str {
        self.pick("★", "*")
    }

    /// The mark of text cut short.
    pub fn ellipsis(&self) -> &'static str {
        self.pick("…", "...")
    }

    /// The cursor of the save box.
    pub fn text_cursor(&self) -> &'static str {
        self.pick("█", "_")
    }

    /// The sign between a width and a height: 80×24.
    pub fn times(&self) -> &'static str {
        self.pick("×", "x")
    }

    fn paint(&self, style: Style) -> Style {
        if self.color { style } else { Style::new().add_modifier(style.add_modifier) }
    }

    /// The board's squares.
    pub fn board(&self) -> Style {
        self.paint(Style::new().fg(BLACK).bg(self.palette.board().0))
    }

    /// The board while paused, when its discs are hidden.
    pub fn board_hidden(&self) -> Style {
        self.paint(Style::new().fg(Paint::Gray).bg(self.palette.board().1))
    }

    /// The grid lines.
    pub fn grid_style(&self) -> Style {
        let (board, grid, _) = self.palette.board();
        self.paint(Style::new().fg(grid).bg(board))
    }

    /// The cursor's cell.
    pub fn cursor_cell(&self) -> Style {
        let brackets = self.palette.marks().1;
        self.paint(Style::new().fg(brackets).bg(self.palette.board().2).add_modifier(Modifier::BOLD))
    }

    /// A disc of one colour, on the background `cell` (the board or the cursor).
    pub fn disc_style(&self, black: bool, cell: Style) -> Style {
        let fg = if black { BLACK } else { WHITE };
        self.paint(cell.fg(fg).add_modifier(Modifier::BOLD))
    }

    /// Text written on a disc (a move number): the disc's colour as background. Without colour
    /// black discs are in reverse video.
    pub fn on_disc(&self, black: bool) -> Style {
        if self.color {
            let (fg, bg) = if black { (WHITE, BLACK) } else { (BLACK, WHITE) };
            Style::new().fg(fg).bg(bg).add_modifier(Modifier::BOLD)
        } else if black {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    /// A strategy overlay's mark on the background `cell`: bold when it stands out, else dim.
    pub fn overlay_mark(&self, strong: bool, cell: Style) -> Style {
        if strong {
            self.paint(cell.fg(Paint::Indexed(51)).add_modifier(Modifier::BOLD))
        } else {
            self.paint(cell.fg(Paint::Indexed(152)).add_modifier(Modifier::DIM))
        }
    }

    /// A hint's score on a legal move's square: a best move's bold and underlined.
    pub fn hint_style(&self, best: bool, cell: Style) -> Style {
        if best {
            self.paint(cell.fg(Paint::Indexed(226)).add_modifier(Modifier::BOLD | Modifier::UNDERLINED))
        } else {
            self.paint(cell.fg(Paint::Indexed(230)))
        }
    }

    /// The legal-move marker.
    pub fn legal_style(&self, cell: Style) -> Style {
        self.paint(cell.fg(self.palette.marks().0).add_modifier(Modifier::BOLD))
    }

    /// The marks around the last move; `cell` is its background.
    pub fn last_move_style(&self, cell: Style) -> Style {
        self.paint(cell.fg(Paint::Indexed(196)).add_modifier(Modifier::BOLD))
    }

    /// The dot in the middle of the last move's disc, on a disc of that colour.
    pub fn last_move_dot(&self, black: bool) -> Style {
        let bg = if black { BLACK } else { WHITE };
        self.paint(Style::new().fg(Paint::Indexed(196)).bg(bg).add_modifier(Modifier::BOLD))
    }

    /// Coordinates around the board: on the terminal's own background, so a mid grey that reads
    /// on dark and light backgrounds alike (the 16-colour grey vanishes on white).
    pub fn label(&self) -> Style {
        self.paint(Style::new().fg(MID_GREY))
    }

    /// Text that stands out: headings, the player to move.
    pub fn strong(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Quiet text: hints (a mid grey, for dark and light backgrounds).
    pub fn dim(&self) -> Style {
        self.paint(Style::new().fg(MID_GREY))
    }

    /// The review graph's score line: a blue that reads on dark and light backgrounds alike.
    pub fn graph(&self) -> Style {
        self.paint(Style::new().fg(Paint::Indexed(33)).add_modifier(Modifier::BOLD))
    }

    /// A running clock.
    pub fn clock_running(&self) -> Style {
        if self.color {
            Style::new().fg(BLACK).bg(WHITE).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
        }
    }

    /// A just-flipped disc drawn large in colour: a grey between its old and new colour.
    pub fn flipped_shade(&self, black: bool, cell: Style) -> Style {
        let fg = if black { Paint::Indexed(240) } else { Paint::Indexed(250) };
        self.paint(cell.fg(fg))
    }

    /// A clock that is low on time.
    pub fn clock_low(&self) -> Style {
        self.paint(Style::new().fg(Paint::White).bg(Paint::Red).add_modifier(Modifier::BOLD))
    }

    /// An error or warning message: a red that reads on dark and light backgrounds.
    pub fn error(&self) -> Style {
        self.paint(Style::new().fg(Paint::Indexed(160)).add_modifier(Modifier::BOLD))
    }

    /// The result of a finished game: a deep amber, where bright yellow would vanish on white.
    pub fn result(&self) -> Style {
        self.paint(Style::new().fg(Paint::Indexed(172)).add_modifier(Modifier::BOLD))
    }
}
