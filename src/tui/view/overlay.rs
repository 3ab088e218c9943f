//! Boxes drawn over the board: the help, a yes/no question, the save-as prompt.

use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

use super::super::app::{App, Question};
use super::super::input::BINDINGS;

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] =
        Layout::vertical([Constraint::Length(height.min(area.height))]).flex(Flex::Center).areas(area);
    let [cell] =
        Layout::horizontal([Constraint::Length(width.min(area.width))]).flex(Flex::Center).areas(row);
    cell
}

fn boxed(app: &App, frame: &mut Frame, area: Rect, title: &str, lines: Vec<Line>) {
    let width = lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 4;
    let popup = centered(area, width.max(title.len() as u16 + 6), lines.len() as u16 + 2);
    frame.render_widget(Clear, popup);
    let block = Block::bordered().title(format!(" {title} ")).title_style(app.settings.theme.strong());
    let block = if app.settings.theme.ascii {
        block.border_set(ratatui::symbols::border::PLAIN).border_type(ratatui::widgets::BorderType::Plain)
    } else {
        block.border_type(ratatui::widgets::BorderType::Rounded)
    };
    frame.render_widget(Paragraph::new(lines).block(block).wrap(Wrap { trim: false }), popup);
}

/// Every key and what it does.
pub fn help(app: &App, frame: &mut Frame, area: Rect) {
    let theme = app.settings.theme;
    let width = BINDINGS.iter().map(|b| b.keys.len()).max().unwrap_or(0);
    let mut lines: Vec<Line> = BINDINGS
        .iter()
        .map(|b| {
            Line::from(vec![
                Span::styled(format!(" {:<width$}  ", b.keys), theme.strong()),
                Span::raw(b.does),
            ])
        })
        .collect();
    lines.push(Line::default());
    lines.push(Line::styled(" Any key closes this help.", theme.dim()));
    boxed(app, frame, area, "Keys", lines);
}

/// A yes/no question.
pub fn confirm(app: &App, frame: &mut Frame, area: Rect, question: Question) {
    let (title, text, choices) = match question {
        Question::NewGame => (
            "New game",
            "Start a new game? This one is left as it is.",
            "y: new game   n or Esc: keep playing",
        ),
        Question::SaveBeforeQuit => (
            "Quit",
            "The game has moves that are not saved.",
            "y: save, then quit   n: quit without saving   Esc: keep playing",
        ),
    };
    let theme = app.settings.theme;
    boxed(
        app,
        frame,
        area,
        title,
        vec![
            Line::raw(format!(" {text}")),
            Line::default(),
            Line::styled(format!(" {choices}"), theme.strong()),
        ],
    );
}

/// The file name prompt.
pub fn save_as(app: &App, frame: &mut Frame, area: Rect, input: &str, then_quit: bool) {
    let theme = app.settings.theme;
    let after = if then_quit { "save and quit" } else { "save" };
    let room = usize::from(area.width.saturating_sub(8));
    // Show the end of a long path, where the name is typed.
    let shown: String = if input.chars().count() > room {
        let skip = input.chars().count() - room + 1;
        format!("…{}", input.chars().skip(skip).collect::<String>())
    } else {
        input.to_string()
    };
    let cursor = if theme.ascii { "_" } else { "█" };
    let lines = vec![
        Line::raw(" Save the game as:"),
        Line::from(vec![Span::raw(" "), Span::styled(shown, theme.strong()), Span::raw(cursor)]),
        Line::default(),
        Line::styled(format!(" Enter: {after}   Esc: cancel"), theme.dim()),
    ];
    boxed(app, frame, area, "Save", lines);
}
