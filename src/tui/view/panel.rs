//! The side panel: each player's name, colour, discs, hand and clock, then the move list.

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::engine::color::Color;
use crate::report::{format_clock, format_used, move_list};

use super::super::app::App;

/// Draws the panel into `area`.
pub fn render(app: &App, frame: &mut Frame, area: Rect, now: Instant) {
    let theme = app.settings.theme;
    let game = app.game();
    let (discs, hands) = (game.discs(), game.hands());
    let timed = game.clock().control().is_some();
    let mut lines = Vec::new();
    for color in Color::ALL {
        let to_move = game.to_move() == Some(color);
        let name = app.names()[color].as_deref().map(|n| format!("  {n}")).unwrap_or_default();
        let heading = format!("{} {color}{name}", theme.disc(color == Color::Black));
        let heading_style = if to_move {
            theme.strong().add_modifier(ratatui::style::Modifier::REVERSED)
        } else {
            theme.strong()
        };
        lines.push(Line::from(vec![Span::raw(" "), Span::styled(heading, heading_style)]));
        let plural = |n: u8, word: &str| format!("{n:>2} {word}{}", if n == 1 { "" } else { "s" });
        lines.push(Line::from(format!("   {}   {:>2} in hand", plural(discs[color], "disc"), hands[color])));

        let reading = app.clock_reading(color, now);
        let reading = if timed { format_clock(reading) } else { format_used(reading) };
        let running = to_move && app.clock_running();
        let low = app.clock_is_low(color, now);
        let marker = if running { theme.running_mark() } else { " " };
        let (text, style) = match (timed, low, running) {
            (true, true, _) => (format!(" {marker} {reading} ! "), theme.clock_low()),
            (_, _, true) => (format!(" {marker} {reading} "), theme.clock_running()),
            _ => (format!(" {marker} {reading} "), ratatui::style::Style::new()),
        };
        let label = if timed { "left" } else { "used" };
        lines.push(Line::from(vec![
            Span::raw("  "),
            Span::styled(text, style),
            Span::styled(format!(" {label}"), theme.dim()),
        ]));
        lines.push(Line::default());
    }
    lines.push(Line::styled(" Moves", theme.strong()));
    let moves = move_list(game);
    let room = usize::from(area.height).saturating_sub(lines.len());
    if moves.is_empty() {
        lines.push(Line::styled("   none yet", theme.dim()));
    }
    // Keep the newest moves in view as the list grows.
    let skip = moves.len().saturating_sub(room);
    lines.extend(moves.into_iter().skip(skip).map(|line| Line::from(format!("  {line}"))));
    frame.render_widget(Paragraph::new(lines), area);
}
