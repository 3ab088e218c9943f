//! The review panel as a widget over its data: the level, each player's account, the verdict on
//! the move shown (the move played and its score, the best moves and theirs, which search they
//! come from, the discs lost, the best line and at a mistake the line of the move played), the
//! move list with mistakes marked and the move shown highlighted, and a graph of the score after
//! each move, with labelled axes.

use crate::i18n::Language;
use crate::tr;
use crate::words;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Paragraph, Widget};

use crate::engine::color::{ByColor, Color};
use crate::review::{self, MISTAKE, MoveReview, Tally};
use crate::search::Level;

use super::super::app::MoveListGeometry;
use super::super::lines::fitted;
use super::super::review::Review;

use super::super::theme::Theme;

/// Width of a move list entry, the gap after it included: ` 12 b2??  `.
const ENTRY: usize = 9;

/// `text` in at most `width` columns, the cut marked with `ellipsis`.
fn one_line(text: &str, width: usize, ellipsis: &str) -> String {
    if Span::raw(text).width() <= width {
        return text.to_string();
    }
    let room = width.saturating_sub(Span::raw(ellipsis).width());
    let mut kept = String::new();
    for c in text.chars() {
        kept.push(c);
        if Span::raw(kept.as_str()).width() > room {
            kept.pop();
            break;
        }
    }
    format!("{kept}{ellipsis}")
}

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
    /// The level of the analyses.
    pub level: Level,
    /// Each player's account over the moves analysed.
    pub tally: ByColor<Tally>,
    /// Where the game was played: for a game of the database looked through from the explorer,
    /// its number and players, then its tournament and year; for the game in play, its own
    /// tournament and year if it has them (a game loaded from the database); else nothing.
    pub record: Vec<String>,
    /// How to draw.
    pub theme: Theme,
    /// In which language.
    pub language: Language,
}

impl ReviewView {
    /// The panel of `review` of a game played at `played_at` (its tournament and year), if known.
    pub fn of(review: &Review, played_at: Option<&str>, theme: Theme, language: Language) -> ReviewView {
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
            level: review.level,
            tally: review.tally(),
            record: match (&review.record, played_at) {
                (Some(record), _) => record.heading(language).to_vec(),
                (None, Some(played_at)) => vec![played_at.to_string()],
                (None, None) => Vec::new(),
            },
            theme,
            language,
        }
    }

    fn heading(&self, width: u16) -> Vec<Line<'static>> {
        let (theme, language) = (self.theme, self.language);
        let total = self.moves.len();
        let mut lines = vec![Line::from(vec![
            Span::styled(
                format!(" {} ", tr!(language, "review-title")),
                theme.strong().add_modifier(Modifier::REVERSED),
            ),
            Span::raw(match self.moves.get(self.step) {
                Some((number, _, _)) => {
                    format!(" {}", tr!(language, "review-move-of", number = *number, total = total))
                }
                None => format!(" {}", tr!(language, "review-final-position", total = total)),
            }),
            Span::styled(
                format!("  {}", tr!(language, "review-at-level", level = self.level.number())),
                theme.dim(),
            ),
        ])];
        for line in &self.record {
            let room = usize::from(width).saturating_sub(2);
            lines.push(Line::styled(format!(" {}", one_line(line, room, theme.ellipsis())), theme.dim()));
        }
        // The sides' names in a column as wide as the wider.
        let sides = Color::ALL.map(|color| words::side(language, color));
        let side_width = sides.iter().map(|side| Span::raw(side.as_str()).width()).max().unwrap_or(0).max(6);
        for (color, side) in Color::ALL.into_iter().zip(sides) {
            let Tally { lost, mistakes, blunders } = self.tally[color];
            let pad = " ".repeat(side_width.saturating_sub(Span::raw(side.as_str()).width()));
            lines.push(Line::from(vec![
                Span::raw(format!(" {side}{pad}")),
                Span::raw(format!(
                    " {} ",
                    tr!(
                        language,
                        "review-tally",
                        lost = format!("{lost:<3}"),
                        mistakes = format!("{mistakes:<2}")
                    )
                )),
                Span::styled(
                    tr!(language, "review-blunders", blunders = blunders),
                    if blunders > 0 { theme.error() } else { Style::new() },
                ),
            ]));
        }
        if self.analysed < total {
            lines.push(Line::styled(
                format!(" {}", tr!(language, "review-analysing", done = self.analysed, total = total)),
                theme.dim(),
            ));
        }
        match (&self.verdict, self.moves.get(self.step)) {
            (Some(verdict), _) => {
                let best: Vec<String> = verdict.best.iter().map(ToString::to_string).collect();
                // Which search each number comes from, so that the hints' and the book's
                // numbers beside them can be told apart.
                let limits = review::limits(self.level);
                let source = match verdict.exact {
                    true => tr!(language, "source-exact"),
                    false if limits.selective => {
                        tr!(language, "source-depth-selective", depth = limits.depth)
                    }
                    false => tr!(language, "source-depth", depth = limits.depth),
                };
                let score = match verdict.book {
                    Some(value) => tr!(
                        language,
                        "review-score-book",
                        score = verdict.score.to_string(),
                        book = value.to_string()
                    ),
                    None => verdict.score.to_string(),
                };
                lines.push(Line::from(vec![
                    Span::raw(format!(
                        " {} ",
                        tr!(language, "review-played", side = words::side(language, verdict.color))
                    )),
                    Span::styled(format!("{}{}", verdict.played, verdict.mark()), theme.strong()),
                    Span::raw(format!(" ({score})")),
                ]));
                lines.push(Line::from(format!(
                    " {}",
                    tr!(
                        language,
                        "review-best",
                        moves = best.join(" "),
                        score = verdict.best_score.to_string()
                    )
                )));
                let lost = tr!(language, "review-lost", discs = verdict.lost);
                let lost = match verdict.lost {
                    0 => Span::styled(format!(" {lost}"), theme.dim()),
                    1 => Span::raw(format!(" {lost}")),
                    _ => Span::styled(format!(" {lost}"), theme.error()),
                };
                lines.push(Line::from(vec![lost, Span::styled(format!(" ({source})"), theme.dim())]));
                let mut shown = vec![("line", &verdict.line)];
                if verdict.lost >= MISTAKE {
                    shown.push(("played", &verdict.played_line));
                }
                for (label, line) in shown {
                    let label = tr!(language, "review-line-label", label = label);
                    let pad = " ".repeat(6usize.saturating_sub(Span::raw(label.as_str()).width()));
                    let head = format!(" {label}{pad} ");
                    let room = usize::from(width).saturating_sub(Span::raw(head.as_str()).width() + 1);
                    lines.push(Line::from(vec![
                        Span::styled(head, theme.dim()),
                        Span::raw(fitted(line, room, theme.ellipsis())),
                    ]));
                }
            }
            (None, Some((_, square, _))) => {
                lines.push(Line::from(format!(
                    " {}",
                    tr!(language, "review-waiting", square = square.as_str())
                )));
            }
            (None, None) => {}
        }
        lines
    }

    /// The panel's three parts: the verdict, the move list, the graph.
    fn areas(&self, area: Rect) -> [Rect; 3] {
        let graph_rows = (area.height / 3).clamp(4, 12);
        Layout::vertical([
            Constraint::Length(self.heading(area.width).len() as u16 + 1),
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
        let points = self.points();
        let top = points.iter().map(|p| p.1.abs()).fold(8.0f64, f64::max);
        let first = self.moves.first().map_or(1, |(number, _, _)| *number);
        let last = self.moves.last().map_or(first, |(number, _, _)| *number).max(first + 1);
        let (x0, x1) = (first as f64 - 1.0, last as f64);
        // Zero is dotted and dim, a point every other move, so the score's line never hides in it.
        let even: Vec<(f64, f64)> = (first - 1..=last).step_by(2).map(|x| (x as f64, 0.0)).collect();
        let shown = self.moves.get(self.step).map_or(x1, |(number, _, _)| *number as f64);
        let cursor = [(shown, -top), (shown, top)];
        let marker = if theme.ascii { Marker::Dot } else { Marker::Braille };
        let datasets = vec![
            Dataset::default()
                .data(&even)
                .graph_type(GraphType::Scatter)
                .marker(Marker::Dot)
                .style(theme.dim()),
            Dataset::default().data(&cursor).graph_type(GraphType::Line).marker(marker).style(theme.error()),
            Dataset::default().data(&points).graph_type(GraphType::Line).marker(marker).style(theme.graph()),
        ];
        let middle = (first - 1 + last) / 2;
        let x_labels: Vec<Span> =
            [first - 1, middle, last].iter().map(|n| Span::styled(n.to_string(), theme.dim())).collect();
        // Below three rows of plot (the axis and its labels take two) the zero's label would be
        // written over the bottom's: the ends alone then.
        let mut y_labels = vec![format!("{:+.0}", -top), "0".into(), format!("{top:+.0}")];
        if area.height < 5 {
            y_labels.remove(1);
        }
        let y_labels: Vec<Span> = y_labels.into_iter().map(|l| Span::styled(l, theme.dim())).collect();
        Chart::new(datasets)
            .x_axis(
                Axis::default()
                    .title(Span::styled(tr!(self.language, "graph-move"), theme.dim()))
                    .bounds([x0, x1])
                    .labels(x_labels),
            )
            .y_axis(
                Axis::default()
                    .title(Span::styled(tr!(self.language, "review-graph-for-black"), theme.dim()))
                    .bounds([-top, top])
                    .labels(y_labels),
            )
            .render(area, buf);
        if theme.ascii {
            // The chart's dots and axes are not ASCII: stars and ASCII lines instead.
            for y in area.top()..area.bottom() {
                for x in area.left()..area.right() {
                    let ascii = match buf[(x, y)].symbol() {
                        "•" => "*",
                        "│" => "|",
                        "─" => "-",
                        "└" => "+",
                        _ => continue,
                    };
                    buf[(x, y)].set_symbol(ascii);
                }
            }
        }
    }
}

impl Widget for &ReviewView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [top, moves, graph] = self.areas(area);
        Paragraph::new(self.heading(area.width)).render(top, buf);
        Paragraph::new(self.move_lines(&self.move_list(area))).render(moves, buf);
        self.render_graph(graph, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Game;
    use crate::engine::rules::Rules;
    use crate::search::book::Book;
    use crate::tui::theme::Theme;

    /// The score axis's labels of a graph drawn `rows` tall: the text left of the axis, row by row.
    fn labels(rows: u16) -> Vec<String> {
        let mut game = Game::new(Rules::default());
        game.play_transcript("f5d6c3d3c4f4").unwrap();
        let review = crate::tui::review::Review::of(&game, Level::new(4).unwrap(), &Book::new());
        let view = ReviewView::of(&review, None, Theme::new(false, false), Language::En);
        let area = Rect::new(0, 0, 40, rows);
        let mut buf = Buffer::empty(area);
        view.render_graph(area, &mut buf);
        (0..rows)
            .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>())
            .filter_map(|row| row.split_once('│').map(|(label, _)| label.trim().to_string()))
            .filter(|label| !label.is_empty())
            .collect()
    }

    #[test]
    fn the_score_axis_keeps_its_labels_apart_however_short_the_graph() {
        for rows in 4..8 {
            let labels = labels(rows);
            assert!(
                labels.iter().any(|l| l.starts_with('-')),
                "{rows} rows: the bottom's label in {labels:?}"
            );
            assert!(labels.iter().any(|l| l.starts_with('+')), "{rows} rows: the top's label in {labels:?}");
            assert_eq!(labels.contains(&"0".to_string()), rows >= 5, "{rows} rows: {labels:?}");
        }
    }
}
