//! The review panel as a widget over its data: the verdict on the move shown (the move played
//! and its score, the best moves and theirs, the discs lost, the best line), the move list with
//! mistakes marked and the move shown highlighted, and a graph of the score after each move.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Paragraph, Widget};

use crate::review::MoveReview;

use super::super::app::MoveListGeometry;
use super::super::review::Review;

/// Width of a move list entry, the gap after it included: ` 12 b2??  `.
const ENTRY: usize = 9;
use super::super::theme::Theme;

/// What the review panel shows.
#[derive(Clone, Debug)]
pub struct ReviewView {
    /// The step shown (0: before the first move), and how many there are.
    pub step: usize,
    /// The moves: number, square, and the verdict once analysed.
    pub moves: Vec<(usize, String, Option<MoveReview>)>,
    /// The verdict on the move shown, if analysed.
    pub verdict: Option<MoveReview>,
    /// How many moves are analysed.
    pub analysed: usize,
    /// How to draw.
    pub theme: Theme,
}

impl ReviewView {
    /// The panel of `review`.
    pub fn of(review: &Review, theme: Theme) -> ReviewView {
        let moves = review
            .turnings
            .iter()
            .enumerate()
            .map(|(index, turning)| (turning.number, turning.played.to_string(), review.verdict(index)))
            .collect();
        ReviewView {
            step: review.step,
            moves,
            verdict: review.verdict(review.step),
            analysed: review.analysed(),
            theme,
        }
    }

    fn heading(&self) -> Vec<Line<'static>> {
        let theme = self.theme;
        let total = self.moves.len();
        let mut lines = vec![Line::from(vec![
            Span::styled(" Review ", theme.strong().add_modifier(Modifier::REVERSED)),
            Span::raw(match self.moves.get(self.step) {
                Some((number, _, _)) => format!(" move {number} of {total}"),
                None => format!(" the final position, after {total} moves"),
            }),
        ])];
        if self.analysed < total {
            lines.push(Line::styled(
                format!(" analysing: {} of {total} moves done", self.analysed),
                theme.dim(),
            ));
        }
        match (&self.verdict, self.moves.get(self.step)) {
            (Some(verdict), _) => {
                let best: Vec<String> = verdict.best.iter().map(ToString::to_string).collect();
                let exact = if verdict.exact { ", exact" } else { "" };
                lines.push(Line::from(vec![
                    Span::raw(format!(" {} played ", verdict.color.name())),
                    Span::styled(format!("{}{}", verdict.played, verdict.mark()), theme.strong()),
                    Span::raw(format!(" ({}{exact})", verdict.score)),
                ]));
                lines.push(Line::from(format!(" best {} ({})", best.join(" "), verdict.best_score)));
                let lost = match verdict.lost {
                    0 => Span::styled(" a best move".to_string(), theme.dim()),
                    1 => Span::raw(" lost 1 disc"),
                    n => Span::styled(format!(" lost {n} discs"), theme.error()),
                };
                lines.push(Line::from(lost));
                let line: Vec<String> = verdict.line.iter().take(8).map(ToString::to_string).collect();
                lines.push(Line::styled(format!(" line {}", line.join(" ")), theme.dim()));
            }
            (None, Some((_, square, _))) => {
                lines.push(Line::from(format!(" played {square}: waiting for the engine")));
            }
            (None, None) => {}
        }
        lines
    }

    /// The panel's three parts: the verdict, the move list, the graph.
    fn areas(&self, area: Rect) -> [Rect; 3] {
        let graph_rows = (area.height / 3).clamp(4, 12);
        Layout::vertical([
            Constraint::Length(self.heading().len() as u16 + 1),
            Constraint::Fill(1),
            Constraint::Length(graph_rows),
        ])
        .areas(area)
    }

    /// Where the move list goes in the panel's `area`, scrolled to keep the move shown in view.
    pub fn move_list(&self, area: Rect) -> MoveListGeometry {
        let moves = self.areas(area)[1];
        let columns = (usize::from(moves.width.saturating_sub(2)) / ENTRY).max(1);
        let rows = usize::from(moves.height);
        let shown_row = self.step.min(self.moves.len().saturating_sub(1)) / columns;
        let first_row = shown_row.saturating_sub(rows.saturating_sub(1));
        MoveListGeometry {
            left: moves.x + 1,
            top: moves.y,
            rows: moves.height,
            columns: columns as u16,
            entry_width: ENTRY as u16,
            first: first_row * columns,
            count: self.moves.len(),
        }
    }

    /// The move list's lines, the move shown highlighted.
    fn move_lines(&self, geometry: &MoveListGeometry) -> Vec<Line<'static>> {
        let columns = usize::from(geometry.columns);
        let (first_row, rows) = (geometry.first / columns, usize::from(geometry.rows));
        self.moves
            .chunks(columns)
            .enumerate()
            .skip(first_row)
            .take(rows)
            .map(|(row, entries)| {
                let mut spans = vec![Span::raw(" ")];
                for (column, (number, square, verdict)) in entries.iter().enumerate() {
                    let mark = verdict.as_ref().map_or("", MoveReview::mark);
                    let text = format!("{number:>2} {square}{mark:<2}");
                    let style = if row * columns + column == self.step {
                        self.theme.strong().add_modifier(Modifier::REVERSED)
                    } else if !mark.is_empty() {
                        self.theme.error()
                    } else {
                        Style::new()
                    };
                    spans.push(Span::styled(text, style));
                    spans.push(Span::raw("  "));
                }
                Line::from(spans)
            })
            .collect()
    }

    /// The graph's points: the score after each analysed move, from black's side, in discs.
    fn points(&self) -> Vec<(f64, f64)> {
        self.moves
            .iter()
            .map_while(|(number, _, verdict)| {
                verdict.as_ref().map(|v| (*number as f64, f64::from(v.for_black().round())))
            })
            .collect()
    }

    fn render_graph(&self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let [label, chart] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
        let points = self.points();
        let top = points.iter().map(|p| p.1.abs()).fold(8.0f64, f64::max);
        Paragraph::new(Line::styled(
            format!(" score for black, {top:+.0} to {:+.0} discs", -top),
            theme.dim(),
        ))
        .render(label, buf);
        let last = self.moves.len().max(1) as f64;
        let even = [(0.0, 0.0), (last, 0.0)];
        let shown = self.moves.get(self.step).map_or(last, |(number, _, _)| *number as f64);
        let cursor = [(shown, -top), (shown, top)];
        let marker = if theme.ascii { Marker::Dot } else { Marker::Braille };
        let datasets = vec![
            Dataset::default().data(&even).graph_type(GraphType::Line).marker(marker).style(theme.dim()),
            Dataset::default().data(&cursor).graph_type(GraphType::Line).marker(marker).style(theme.error()),
            Dataset::default().data(&points).graph_type(GraphType::Line).marker(marker).style(theme.strong()),
        ];
        Chart::new(datasets)
            .x_axis(Axis::default().bounds([0.0, last]))
            .y_axis(Axis::default().bounds([-top, top]))
            .render(chart, buf);
        if theme.ascii {
            // The chart's dots are not ASCII: stars instead.
            for y in chart.top()..chart.bottom() {
                for x in chart.left()..chart.right() {
                    if buf[(x, y)].symbol() == "•" {
                        buf[(x, y)].set_symbol("*");
                    }
                }
            }
        }
    }
}

impl Widget for &ReviewView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [top, moves, graph] = self.areas(area);
        Paragraph::new(self.heading()).render(top, buf);
        Paragraph::new(self.move_lines(&self.move_list(area))).render(moves, buf);
        self.render_graph(graph, buf);
    }
}
