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

    /// The palette's colours: chosen so that every disc and mark is at least 3:1 against the
    /// square it is drawn on (the board or the cursor's cell), by the WCAG contrast ratio.
    fn colors(self) -> &'static BoardColors {
        match self {
            Palette::Green => &GREEN,
            Palette::Dark => &DARK,
            Palette::Light => &LIGHT,
            Palette::Contrast => &CONTRAST,
        }
    }
}

/// One palette's colours, as indices into the terminal's 256 colours (so that they look the same
/// whatever the terminal's sixteen colours are). The cursor's cell differs from the board by a
/// shade only: both must keep black and white discs readable, which leaves them close; the
/// cursor is seen by its brackets, which stand out against its cell.
#[derive(Debug, PartialEq, Eq)]
struct BoardColors {
    board: u8,
    grid: u8,
    cursor: u8,
    brackets: u8,
    legal: u8,
    last_move: u8,
    hint_best: u8,
    hint: u8,
    overlay_strong: u8,
    overlay_weak: u8,
    /// A disc turning black, for a moment: a dark grey.
    turning_black: u8,
    /// A disc turning white, for a moment: a light grey.
    turning_white: u8,
}

/// A green board, as the game is played on felt; an olive cursor, yellow marks.
const GREEN: BoardColors = BoardColors {
    board: 28,
    grid: 22,
    cursor: 100,
    brackets: 226,
    legal: 226,
    last_move: 231,
    hint_best: 226,
    hint: 230,
    overlay_strong: 51,
    overlay_weak: 195,
    turning_black: 235,
    turning_white: 254,
};

/// A slate board, quiet on a dark terminal.
const DARK: BoardColors = BoardColors {
    board: 60,
    grid: 17,
    cursor: 67,
    brackets: 226,
    legal: 226,
    last_move: 231,
    hint_best: 226,
    hint: 230,
    overlay_strong: 51,
    overlay_weak: 195,
    turning_black: 233,
    turning_white: 231,
};

/// A wooden board for light terminals, with dark marks.
const LIGHT: BoardColors = BoardColors {
    board: 137,
    grid: 94,
    cursor: 131,
    brackets: 16,
    legal: 16,
    last_move: 52,
    hint_best: 16,
    hint: 52,
    overlay_strong: 17,
    overlay_weak: 234,
    turning_black: 234,
    turning_white: 230,
};

/// The strongest contrast: a board whose luminance is where black and white discs both read
/// best (4.5:1), black lines, a yellow cursor, yellow and white marks.
const CONTRAST: BoardColors = BoardColors {
    board: 29,
    grid: 16,
    cursor: 64,
    brackets: 226,
    legal: 226,
    last_move: 231,
    hint_best: 226,
    hint: 231,
    overlay_strong: 231,
    overlay_weak: 230,
    turning_black: 16,
    turning_white: 231,
};

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
const BLACK: Paint = ink(16);
const WHITE: Paint = ink(231);
/// The red dot of the last move, on a disc of either colour.
const LAST_MOVE_DOT: Paint = ink(196);

/// Colours of text on the terminal's own background, which may be black or white: each has a
/// luminance in the narrow band where it is 4.5:1 against both (the WCAG minimum for text).
struct Inks {
    /// Quiet text: coordinates, hints, notes (a mid grey).
    quiet: u8,
    /// The review graph's line (a violet blue).
    graph: u8,
    /// Errors and warnings (a brick red).
    error: u8,
}

const INKS: Inks = Inks { quiet: 243, graph: 63, error: 131 };

/// Text on a background of its own: (text, background). No amber or bright red reads on both
/// a black and a white terminal, so the result and a low clock carry their own background; the
/// running clock's light blue stands out from a black terminal and from a white one alike.
const RESULT: (u8, u8) = (16, 214);
const CLOCK_LOW: (u8, u8) = (231, 124);
const CLOCK_RUNNING: (u8, u8) = (16, 117);

/// One of the terminal's 256 colours (16 to 255: the first sixteen are the terminal's choice,
/// so their contrast is unknown and none is used). Every colour of the theme is one of these.
const fn ink(index: u8) -> Paint {
    Paint::Indexed(index)
}

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
        self.paint(Style::new().fg(BLACK).bg(ink(self.palette.colors().board)))
    }

    /// The board while paused, when its discs are hidden: its squares in the grid's colour.
    pub fn board_hidden(&self) -> Style {
        self.paint(Style::new().bg(ink(self.palette.colors().grid)))
    }

    /// The grid lines.
    pub fn grid_style(&self) -> Style {
        let colors = self.palette.colors();
        self.paint(Style::new().fg(ink(colors.grid)).bg(ink(colors.board)))
    }

    /// The cursor's cell.
    pub fn cursor_cell(&self) -> Style {
        let colors = self.palette.colors();
        self.paint(Style::new().fg(ink(colors.brackets)).bg(ink(colors.cursor)).add_modifier(Modifier::BOLD))
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

    /// A strategy overlay's mark on the background `cell`: bold when it stands out, else plain
    /// in a paler colour (not dim: a dimmed colour's contrast is the terminal's guess).
    pub fn overlay_mark(&self, strong: bool, cell: Style) -> Style {
        let colors = self.palette.colors();
        if strong {
            self.paint(cell.fg(ink(colors.overlay_strong)).add_modifier(Modifier::BOLD))
        } else {
            self.paint(cell.fg(ink(colors.overlay_weak)))
        }
    }

    /// A hint's score on a legal move's square: a best move's bold and underlined.
    pub fn hint_style(&self, best: bool, cell: Style) -> Style {
        if best {
            let best = ink(self.palette.colors().hint_best);
            self.paint(cell.fg(best).add_modifier(Modifier::BOLD | Modifier::UNDERLINED))
        } else {
            self.paint(cell.fg(ink(self.palette.colors().hint)))
        }
    }

    /// The legal-move marker.
    pub fn legal_style(&self, cell: Style) -> Style {
        self.paint(cell.fg(ink(self.palette.colors().legal)).add_modifier(Modifier::BOLD))
    }

    /// The marks around the last move; `cell` is its background.
    pub fn last_move_style(&self, cell: Style) -> Style {
        self.paint(cell.fg(ink(self.palette.colors().last_move)).add_modifier(Modifier::BOLD))
    }

    /// The dot in the middle of the last move's disc, on a disc of that colour.
    pub fn last_move_dot(&self, black: bool) -> Style {
        let bg = if black { BLACK } else { WHITE };
        self.paint(Style::new().fg(LAST_MOVE_DOT).bg(bg).add_modifier(Modifier::BOLD))
    }

    /// Coordinates around the board: on the terminal's own background, so a mid grey that reads
    /// on dark and light backgrounds alike (the 16-colour grey vanishes on white).
    pub fn label(&self) -> Style {
        self.paint(Style::new().fg(ink(INKS.quiet)))
    }

    /// Text that stands out: headings, the player to move.
    pub fn strong(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Quiet text: hints (a mid grey, for dark and light backgrounds).
    pub fn dim(&self) -> Style {
        self.paint(Style::new().fg(ink(INKS.quiet)))
    }

    /// The review graph's score line: a blue that reads on dark and light backgrounds alike.
    pub fn graph(&self) -> Style {
        self.paint(Style::new().fg(ink(INKS.graph)).add_modifier(Modifier::BOLD))
    }

    /// A running clock.
    pub fn clock_running(&self) -> Style {
        if self.color {
            Style::new().fg(ink(CLOCK_RUNNING.0)).bg(ink(CLOCK_RUNNING.1)).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
        }
    }

    /// A just-flipped disc drawn large in colour: a grey between its old and new colour.
    pub fn flipped_shade(&self, black: bool, cell: Style) -> Style {
        let colors = self.palette.colors();
        let fg = if black { colors.turning_black } else { colors.turning_white };
        self.paint(cell.fg(ink(fg)))
    }

    /// A clock that is low on time.
    pub fn clock_low(&self) -> Style {
        self.paint(Style::new().fg(ink(CLOCK_LOW.0)).bg(ink(CLOCK_LOW.1)).add_modifier(Modifier::BOLD))
    }

    /// An error or warning message: a red that reads on dark and light backgrounds.
    pub fn error(&self) -> Style {
        self.paint(Style::new().fg(ink(INKS.error)).add_modifier(Modifier::BOLD))
    }

    /// The result of a finished game: black on amber (amber text would vanish on white).
    pub fn result(&self) -> Style {
        self.paint(Style::new().fg(ink(RESULT.0)).bg(ink(RESULT.1)).add_modifier(Modifier::BOLD))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The colour xterm draws for one of its 256 colours, from 16 on: a 6×6×6 cube, then greys.
    fn rgb(index: u8) -> [u8; 3] {
        const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
        match index {
            0..=15 => panic!("colour {index} is the terminal's choice"),
            16..=231 => {
                let i = usize::from(index - 16);
                [LEVELS[i / 36], LEVELS[i / 6 % 6], LEVELS[i % 6]]
            }
            _ => [8 + 10 * (index - 232); 3],
        }
    }

    /// WCAG relative luminance.
    fn luminance(index: u8) -> f64 {
        let linear = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.03928 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        let [r, g, b] = rgb(index);
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG contrast ratio, from 1 (none) to 21 (black on white).
    fn ratio(a: u8, b: u8) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    fn index(paint: Option<Paint>, what: &str) -> u8 {
        match paint {
            Some(Paint::Indexed(i)) => i,
            other => panic!("{what}: {other:?} is not one of the 256 colours"),
        }
    }

    /// Everything drawn on the board's squares and on the cursor's cell, with its ratio to the
    /// square beneath, in one palette.
    fn marks(palette: Palette) -> Vec<(String, f64)> {
        let theme = Theme { palette, ..Theme::new(false, false) };
        let mut marks = Vec::new();
        let mut measure = |what: String, style: Style| {
            let fg = index(style.fg, &what);
            let bg = index(style.bg, &what);
            marks.push((what, ratio(fg, bg)));
        };
        for (place, cell) in [("board", theme.board()), ("cursor", theme.cursor_cell())] {
            for black in [true, false] {
                let disc = if black { "black" } else { "white" };
                measure(format!("{disc} disc on the {place}"), theme.disc_style(black, cell));
                measure(format!("{disc} disc turning on the {place}"), theme.flipped_shade(black, cell));
                measure(format!("strong={black} overlay on the {place}"), theme.overlay_mark(black, cell));
                measure(format!("best={black} hint on the {place}"), theme.hint_style(black, cell));
            }
            measure(format!("legal move on the {place}"), theme.legal_style(cell));
        }
        measure("the cursor's brackets".into(), theme.cursor_cell());
        measure("the last move's marks".into(), theme.last_move_style(theme.board()));
        for black in [true, false] {
            measure(format!("the last move's dot on black={black}"), theme.last_move_dot(black));
            measure(format!("a move number on black={black}"), theme.on_disc(black));
        }
        marks
    }

    #[test]
    fn every_disc_mark_and_cursor_stands_three_to_one_on_its_square_in_every_palette() {
        let faint: Vec<String> = Palette::ALL
            .iter()
            .flat_map(|&palette| {
                marks(palette)
                    .into_iter()
                    .filter(|(_, r)| *r < 3.0)
                    .map(move |(what, r)| format!("{}: {what} {r:.2}:1", palette.name()))
            })
            .collect();
        assert!(faint.is_empty(), "below 3:1: {faint:#?}");
    }

    #[test]
    fn the_contrast_palette_is_the_clearest_of_all() {
        let weakest = |palette| marks(palette).into_iter().map(|(_, r)| r).fold(f64::INFINITY, f64::min);
        let contrast = weakest(Palette::Contrast);
        for palette in Palette::ALL.into_iter().filter(|&p| p != Palette::Contrast) {
            assert!(
                contrast > weakest(palette),
                "{}: {:.2} against {contrast:.2}",
                palette.name(),
                weakest(palette)
            );
        }
    }

    #[test]
    fn every_style_of_the_theme_is_measured_by_a_contrast_test_or_said_why_not() {
        // A style added without a measurement would escape the tests: each is read by them
        // (as `theme.NAME(`), or is a ground or the terminal's own colour.
        const NOT_MEASURED: [(&str, &str); 4] = [
            ("board", "the ground every disc and mark is measured on"),
            ("board_hidden", "the paused board's ground: nothing is drawn on it"),
            ("grid_style", "the lines between squares, which the squares' marks do not need"),
            ("strong", "bold in the terminal's own colour, which the terminal keeps readable"),
        ];
        let source = include_str!("theme.rs");
        let styles = &source[source.find("impl Theme {").unwrap()..source.find("#[cfg(test)]").unwrap()];
        let tests = &source[source.find("#[cfg(test)]").unwrap()..];
        let names: Vec<&str> = styles
            .lines()
            .filter_map(|line| line.trim_start().strip_prefix("pub fn "))
            .filter(|rest| rest.contains("-> Style"))
            .filter_map(|rest| rest.split('(').next())
            .collect();
        assert!(names.len() > 10, "the styles found: {names:?}");
        let unmeasured: Vec<&&str> = names
            .iter()
            .filter(|name| !tests.contains(&format!("theme.{name}(")))
            .filter(|name| !NOT_MEASURED.iter().any(|(exempt, _)| exempt == *name))
            .collect();
        assert!(unmeasured.is_empty(), "styles no contrast test reads: {unmeasured:?}");
    }

    #[test]
    fn text_reads_four_and_a_half_to_one_on_a_black_and_on_a_white_terminal() {
        for palette in Palette::ALL {
            text_reads_on_both_terminals(Theme { palette, ..Theme::new(false, false) });
        }
    }

    fn text_reads_on_both_terminals(theme: Theme) {
        let texts = [
            ("label", theme.label()),
            ("dim", theme.dim()),
            ("graph", theme.graph()),
            ("error", theme.error()),
            ("result", theme.result()),
            ("running clock", theme.clock_running()),
            ("low clock", theme.clock_low()),
        ];
        for (what, style) in texts {
            let fg = index(style.fg, what);
            // Text with its own background is read against it; other text against the
            // terminal's, which may be black (16) or white (231).
            let grounds = match style.bg {
                Some(bg) => vec![index(Some(bg), what)],
                None => vec![16, 231],
            };
            // A background of its own shows as one on a black and on a white terminal.
            if let Some(bg) = style.bg {
                for terminal in [16, 231] {
                    let r = ratio(index(Some(bg), what), terminal);
                    assert!(r >= 1.5, "{what}'s background: {r:.2}:1 on terminal colour {terminal}");
                }
            }
            for ground in grounds {
                let r = ratio(fg, ground);
                assert!(r >= 4.5, "{what}: {r:.2}:1 on colour {ground}");
            }
        }
    }

    #[test]
    fn every_colour_comes_from_the_tables_the_contrast_tests_read() {
        // A colour written inside a style would escape the tests above: the styles take theirs
        // from the palettes' tables and the named constants only.
        let source = include_str!("theme.rs");
        let styles = &source[source.find("impl Theme {").unwrap()..source.find("#[cfg(test)]").unwrap()];
        assert!(!styles.contains("Paint::"), "a colour named in a style");
        assert!(!styles.contains("ink(1") && !styles.contains("ink(2"), "a colour number in a style");
        assert_eq!(source.matches("Paint::Indexed(").count(), 3, "one place makes a colour (and two tests)");
    }

    #[test]
    fn the_ratio_is_the_wcag_one() {
        // Known values: black on white is 21:1, a colour on itself 1:1, xterm's grey 244 on white 3.95:1.
        assert!((ratio(16, 231) - 21.0).abs() < 1e-9);
        assert!((ratio(28, 28) - 1.0).abs() < 1e-9);
        assert!((ratio(244, 231) - 3.95).abs() < 0.01, "{}", ratio(244, 231));
    }
}
