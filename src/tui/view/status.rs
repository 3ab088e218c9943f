//! The status line (whose turn, a pass, the result, messages) and the key hints below it.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::super::app::{App, Mode};

/// Draws the status line into `status` and the key hints into `hints`.
pub fn render(app: &App, frame: &mut Frame, status: Rect, hints: Rect) {
    let theme = app.settings.theme;
    let game = app.game();
    let mut spans = Vec::new();
    if let Some(outcome) = game.outcome() {
        spans.push(Span::styled(format!(" {outcome}"), theme.result()));
        if let Some(message) = app.message().filter(|m| m.warning) {
            spans.push(Span::styled(format!("  {}", message.text), theme.error()));
        }
    } else {
        if let Some(message) = app.message() {
            let style = if message.warning { theme.error() } else { theme.strong() };
            spans.push(Span::styled(format!(" {}. ", message.text.trim_end_matches('.')), style));
        }
        if let Some(color) = game.to_move()
            && *app.mode() != Mode::Paused
        {
            let name = app.names()[color].as_deref().map(|n| format!(" ({n})")).unwrap_or_default();
            spans.push(Span::raw(format!(" {color}{name} to move")));
        }
        if let Some(column) = app.pending_column {
            spans.push(Span::styled(format!("   typed: {}_", (b'a' + column) as char), theme.strong()));
        }
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), status);
    let keys = " ? help  arrows+Enter or f5 play  u undo  r redo  p pause  s save  n new  q quit";
    frame.render_widget(Paragraph::new(Line::styled(keys, theme.dim())), hints);
}
