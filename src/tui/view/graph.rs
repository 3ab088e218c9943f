//! The score graph in play as a widget over its points: a legend, the score after each move
//! the computer or the hints searched (from black's side, in discs, each search with its own
//! mark), zero dotted, the moves along the bottom; a move nobody searched leaves a gap.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::super::graph::{Point, ScoredBy};
use super::super::theme::Theme;

/// The fewest rows the graph is drawn in: the legend, three rows of scores and the moves.
pub const GRAPH_MIN: u16 = 5;
/// The most rows it takes.
pub const GRAPH_MAX: u16 = 10;
/// The columns of the score labels left of the axis: `+12 `.
const LABELS: u16 = 4;

/// What the graph in play shows.
#[derive(Clone, Debug)]
pub struct GraphView {
    /// The points, in the order of the moves.
    pub points: Vec<Point>,
    /// The number of the move before the first of the game (0 from the start; more from a
    /// position set up).
    pub before_first: usize,
    /// The number of the last move played.
    pub last: usize,
    /// How to draw.
    pub theme: Theme,
    /// In which language its words are.
    pub language: crate::i18n::Language,
}

impl GraphView {
    /// The mark of a search's scores, and its style.
    fn mark(&self, by: ScoredBy) -> (&'static str, Style) {
        match (by, self.theme.ascii) {
            (ScoredBy::Computer, false) => ("●", self.theme.graph()),
            (ScoredBy::Computer, true) => ("*", self.theme.graph()),
            (ScoredBy::Hints, false) => ("◆", self.theme.strong()),
            (ScoredBy::Hints, true) => ("o", self.theme.strong()),
        }
    }
}

impl Widget for &GraphView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height < GRAPH_MIN || area.width <= LABELS + 8 {
            return;
        }
        let theme = self.theme;
        let (computer, computer_style) = self.mark(ScoredBy::Computer);
        let (hints, hints_style) = self.mark(ScoredBy::Hints);
        let mut x = area.x;
        let language = self.language;
        let (title, by_computer, by_hints) = (
            format!(" {} ", crate::tr!(language, "graph-title")),
            format!(" {}  ", crate::tr!(language, "graph-computer")),
            format!(" {}", crate::tr!(language, "graph-hints")),
        );
        for (text, style) in [
            (title.as_str(), theme.dim()),
            (computer, computer_style),
            (by_computer.as_str(), theme.dim()),
            (hints, hints_style),
            (by_hints.as_str(), theme.dim()),
        ] {
            let (next, _) = buf.set_stringn(x, area.y, text, usize::from(area.right() - x), style);
            x = next;
        }
        let rows = area.height - 2;
        let top_row = area.y + 1;
        let axis_x = area.x + LABELS;
        let (plot_x, columns) = (axis_x + 1, area.width - LABELS - 2);
        let top = self.points.iter().map(|p| p.for_black.abs()).fold(8, i32::max);
        let row_of = |score: i32| {
            let fraction = f64::from(top - score) / f64::from(2 * top);
            top_row + (fraction * f64::from(rows - 1)).round() as u16
        };
        let (first, last) = (self.before_first, self.last.max(self.before_first + 1));
        let column_of = |number: usize| {
            let fraction = (number - first) as f64 / (last - first) as f64;
            plot_x + (fraction * f64::from(columns - 1)).round() as u16
        };
        for row in 0..rows {
            buf.set_string(axis_x, top_row + row, if theme.ascii { "|" } else { "│" }, theme.dim());
        }
        for (score, label) in [(top, format!("{top:+}")), (0, "0".into()), (-top, format!("{:+}", -top))] {
            buf.set_string(area.x, row_of(score), format!("{label:>3}"), theme.dim());
        }
        // Zero dotted every other column, under the points.
        for column in (0..columns).step_by(2) {
            buf.set_string(plot_x + column, row_of(0), if theme.ascii { "." } else { "·" }, theme.dim());
        }
        for point in &self.points {
            let (mark, style) = self.mark(point.source);
            buf.set_string(column_of(point.number), row_of(point.for_black), mark, style);
        }
        let bottom = area.bottom() - 1;
        let (left, right) = (first.to_string(), last.to_string());
        buf.set_string(plot_x, bottom, &left, theme.dim());
        let word = crate::tr!(language, "graph-move");
        let word_width = ratatui::text::Span::raw(word.as_str()).width() as u16;
        buf.set_string(plot_x + (columns.saturating_sub(word_width)) / 2, bottom, &word, theme.dim());
        buf.set_string(plot_x + columns - right.len() as u16, bottom, &right, theme.dim());
    }
}
