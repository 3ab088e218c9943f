//! The opening explorer's box, at the foot of the side panel: the moves the games database holds
//! for the position on the board, with their games, black's shares of wins, draws and losses,
//! black's mean margin and each move's value: the opening book's, else the hints'.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use crate::engine::square::Square;
use crate::i18n::Language;
use crate::tr;

use super::super::explorer::{Explorer, describe_filter};
use super::super::theme::Theme;
use super::wrap;

/// The explorer as drawn.
pub struct ExplorerView {
    lines: Vec<Line<'static>>,
    /// The title: the filter in words, if any.
    title: String,
    theme: Theme,
}

/// `text` padded with spaces to `columns` columns, on the right (`left`) or on the left.
fn pad(text: &str, columns: usize, left: bool) -> String {
    let fill = " ".repeat(columns.saturating_sub(Span::raw(text).width()));
    if left { format!("{text}{fill}") } else { format!("{fill}{text}") }
}

impl ExplorerView {
    /// The explorer's box for `explorer`, with the `values` of the position's moves beside (the
    /// book's, from searches `book_plies` deep, or the hints').
    pub fn of(
        explorer: &Explorer,
        values: &[(Square, String)],
        book_plies: Option<String>,
        theme: Theme,
        language: Language,
        width: u16,
    ) -> ExplorerView {
        let mut lines = Vec::new();
        match &explorer.found {
            None if explorer.asked.is_none() => {
                lines.push(Line::styled(format!(" {}", tr!(language, "explorer-over")), theme.dim()))
            }
            None => lines.push(Line::styled(format!(" {}", tr!(language, "explorer-looking")), theme.dim())),
            Some(Err(why)) => {
                for line in wrap(&why.said(language), width.saturating_sub(2)) {
                    lines.push(Line::styled(format!(" {line}"), theme.error()));
                }
            }
            Some(Ok(found)) if found.moves.is_empty() => {
                let none = tr!(
                    language,
                    "explorer-none",
                    total = found.total,
                    total_text = language.thousands(found.total as u64)
                );
                for line in wrap(&none, width.saturating_sub(2)) {
                    lines.push(Line::styled(format!(" {line}"), theme.dim()));
                }
            }
            Some(Ok(found)) => {
                lines.push(Line::styled(
                    format!(
                        " {}",
                        tr!(
                            language,
                            "explorer-games",
                            games = language.thousands(u64::from(found.games)),
                            total = found.total,
                            total_text = language.thousands(found.total as u64)
                        )
                    ),
                    theme.dim(),
                ));
                let head = |id: &str| language.attribute("explorer-head", id);
                let header = format!(
                    " {}{}  {}  {} {}",
                    pad(&head("move"), 4, true),
                    pad(&head("games"), 8, false),
                    pad(&head("results"), 11, true),
                    pad(&head("mean"), 5, false),
                    pad(&head("value"), 5, false)
                );
                lines.push(Line::styled(header, theme.strong()));
                for stats in &found.moves {
                    let Some(square) = stats.square else { continue };
                    let share = |count: u32| 100.0 * f64::from(count) / f64::from(stats.games.max(1));
                    let results = format!(
                        "{:>3.0}/{:>2.0}/{:>3.0}%",
                        share(stats.black_wins),
                        share(stats.draws),
                        share(stats.black_losses)
                    );
                    // A mean that rounds to nothing is shown as 0.0, not -0.0.
                    let mean = (stats.mean_margin() * 10.0).round() / 10.0 + 0.0;
                    let value = values.iter().find(|(s, _)| *s == square).map_or("-", |(_, v)| v.as_str());
                    lines.push(Line::raw(format!(
                        " {:<4}{:>8}  {results:<11}  {:>5} {:>5}",
                        square.to_string(),
                        language.thousands(u64::from(stats.games)),
                        language.signed_decimal(mean, 1),
                        value
                    )));
                }
                if !values.is_empty() {
                    let legend = match book_plies {
                        Some(plies) => tr!(language, "explorer-legend-plies", plies = plies),
                        None => tr!(language, "explorer-legend"),
                    };
                    for line in wrap(&legend, width.saturating_sub(2)) {
                        lines.push(Line::styled(format!(" {line}"), theme.dim()));
                    }
                }
            }
        }
        let filter = describe_filter(&explorer.filter);
        let title = if filter.is_empty() {
            tr!(language, "explorer-title")
        } else {
            tr!(language, "explorer-title-filtered", filter = filter)
        };
        ExplorerView { lines, title: format!(" {title} "), theme }
    }

    /// The rows it takes with its border, at most `room`.
    pub fn height(&self, room: u16) -> u16 {
        (self.lines.len() as u16 + 2).min(room)
    }
}

impl Widget for &ExplorerView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = Block::default()
            .borders(Borders::TOP)
            .title(Line::styled(self.title.clone(), self.theme.strong()));
        Paragraph::new(self.lines.clone()).block(block).render(area, buf);
    }
}
