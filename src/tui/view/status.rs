//! The status lines (an autosave problem, messages, whose turn it is, the result, a typed
//! letter), wrapped to the screen's width, and the key hints below them.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::super::app::{App, Mode};
use super::super::keys;
use super::super::theme::Theme;
use super::{player_name, wrap};

/// What the status lines say, as pieces of text in their styles.
#[derive(Clone, Debug)]
pub struct StatusView {
    pieces: Vec<(String, Style)>,
    problem: Option<String>,
    hints: String,
    theme: Theme,
}

impl StatusView {
    /// The status of `app`.
    pub fn of(app: &App) -> StatusView {
        let theme = app.settings().theme;
        let game = app.game();
        let mut pieces = Vec::new();
        let message = app.message().map(|m| {
            let style = if m.warning { theme.error() } else { theme.strong() };
            (format!("{}.", m.text.trim_end_matches('.')), style)
        });
        if let Some(outcome) = game.outcome() {
            pieces.extend(message);
            pieces.push((outcome.to_string(), theme.result()));
        } else {
            pieces.extend(message);
            if let Some(color) = game.to_move()
                && *app.mode() != Mode::Paused
            {
                let waiting =
                    if app.play().clock_running() { "" } else { ": the clocks start with the first key" };
                pieces.push((format!("{} to move{waiting}", player_name(app.play(), color)), Style::new()));
            }
            if let Some(column) = app.pending_column() {
                pieces.push((format!("typed: {}_", (b'a' + column) as char), theme.strong()));
            }
        }
        let problem = app.save_problem().map(|problem| {
            format!("Not saved: {}. It is tried again after every move.", crate::text::printable(problem))
        });
        StatusView { pieces, problem, hints: keys::hint_line(keys::bindings(app.mode()), theme.ascii), theme }
    }

    /// The status lines at `width` columns.
    pub fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let width = width.saturating_sub(1);
        let mut lines = Vec::new();
        if let Some(problem) = &self.problem {
            lines.extend(
                wrap(problem, width)
                    .into_iter()
                    .map(|line| Line::styled(format!(" {line}"), self.theme.error())),
            );
        }
        // The pieces flow on, word by word, each in its own style.
        let mut current: Vec<Span<'static>> = vec![Span::raw(" ")];
        let mut used = 1usize;
        for (text, style) in &self.pieces {
            for word in text.split(' ').filter(|w| !w.is_empty()) {
                let word_width = Span::raw(word).width();
                if used > 1 && used + 1 + word_width > usize::from(width) {
                    lines.push(Line::from(std::mem::replace(&mut current, vec![Span::raw(" ")])));
                    used = 1;
                }
                if used > 1 {
                    current.push(Span::raw(" "));
                    used += 1;
                }
                current.push(Span::styled(word.to_string(), *style));
                used += word_width;
            }
            current.push(Span::raw(" "));
            used += 1;
        }
        if used > 1 || lines.is_empty() {
            lines.push(Line::from(current));
        }
        lines
    }

    /// The key hints.
    pub fn hints(&self) -> Line<'static> {
        Line::styled(format!(" {}", self.hints), self.theme.dim())
    }
}
