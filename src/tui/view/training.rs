//! The trainer's panel beside the board: what is asked (the puzzle's side, empties, origin and
//! difficulty, or the drill's line and side), the moves played, every move's exact score of the
//! position on the board once a puzzle is over, and the record.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::engine::square::Square;
use crate::search::Book;
use crate::store::trainers::{Streak, TrainingRecord};
use crate::trainers::attempt::AttemptEnd;

use super::super::theme::Theme;
use super::super::trainer::{OpeningChooser, Openings, Puzzles, Trainer, Training};
use super::wrap;
use crate::trainers::drill::OpeningLine;

/// The trainer's panel as drawn.
pub struct TrainingView {
    lines: Vec<Line<'static>>,
}

/// Lines of `text` wrapped to `width`, in `style`, indented by a space.
fn wrapped(text: &str, width: u16, style: Style) -> Vec<Line<'static>> {
    wrap(text, width.saturating_sub(2))
        .into_iter()
        .map(|line| Line::styled(format!(" {line}"), style))
        .collect()
}

fn moves_text(squares: &[Square]) -> String {
    squares.iter().map(Square::to_string).collect::<Vec<_>>().join(" ")
}

/// The record in a line (two on a narrow panel), above what may be cut at the panel's foot.
fn record_lines(streak: &Streak, kept: bool, theme: Theme, width: u16) -> Vec<Line<'static>> {
    let text = format!(
        "Streak {} (best {}), right {} of {}",
        streak.current, streak.best, streak.right, streak.tried
    );
    let mut lines = wrapped(&text, width, theme.strong());
    if !kept {
        lines.extend(wrapped("(the record file could not be read: not kept)", width, theme.error()));
    }
    lines
}

impl TrainingView {
    /// The panel of `training`, `width` columns wide.
    pub fn of(
        training: &Training,
        record: &TrainingRecord,
        record_kept: bool,
        book: &Book,
        theme: Theme,
        width: u16,
    ) -> TrainingView {
        // The record comes before the moves: on a small screen the foot of the list is cut.
        let lines = match &training.trainer {
            Trainer::Endgame(puzzles) => {
                puzzle_lines(puzzles, record_lines(&record.endgame, record_kept, theme, width), theme, width)
            }
            Trainer::Opening(openings) => drill_lines(
                openings,
                record_lines(&record.openings, record_kept, theme, width),
                book,
                theme,
                width,
            ),
        };
        TrainingView { lines }
    }
}

fn puzzle_lines(
    puzzles: &Puzzles,
    record: Vec<Line<'static>>,
    theme: Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let attempt = &puzzles.attempt;
    let puzzle = &attempt.puzzle;
    let mut lines = vec![
        Line::styled(" Endgame puzzle", theme.strong()),
        Line::raw(format!(" {} to move, {} empties", attempt.learner(), puzzle.empties())),
    ];
    lines.extend(wrapped(&format!("From {}", crate::text::printable(&puzzle.source)), width, theme.dim()));
    lines.extend(wrapped(&format!("Set: {}", puzzles.difficulty.describe()), width, theme.dim()));
    let way = if attempt.play_out { "play it out (p: first move)" } else { "first move (p: play it out)" };
    lines.push(Line::styled(format!(" Way: {way}"), theme.dim()));
    lines.extend(record);
    if !attempt.played().is_empty() {
        lines.extend(wrapped(&format!("Played: {}", moves_text(attempt.played())), width, Style::new()));
    }
    match attempt.outcome() {
        None if attempt.waiting().is_some() => lines.push(Line::styled(" The solver judges…", theme.dim())),
        None if attempt.needs_analysis().is_some() => {
            lines.push(Line::styled(" The solver answers…", theme.dim()))
        }
        None => {}
        Some(outcome) => {
            let (text, style) = match outcome {
                AttemptEnd::Solved => ("Solved", theme.strong()),
                AttemptEnd::Missed { .. } => ("Missed", theme.error()),
                AttemptEnd::GaveUp => ("Solution", theme.strong()),
            };
            lines.push(Line::styled(format!(" {text}."), style));
            // What the panel lists is of the position on the board, or says which it is of:
            // a list of the puzzle's first moves beside a later position would read as its own.
            let moved_on = !attempt.played().is_empty();
            let best_line = match outcome {
                AttemptEnd::Missed { best, .. } => format!("Best line: {}", moves_text(&best.line)),
                AttemptEnd::GaveUp
                    if moved_on && let Some(here) = attempt.moves_here().and_then(|m| m.first()) =>
                {
                    format!("Best line from here: {}", moves_text(&here.line))
                }
                _ if moved_on => {
                    format!("Line from the puzzle's position: {}", moves_text(&puzzle.best().line))
                }
                _ => format!("Line: {}", moves_text(&puzzle.best().line)),
            };
            lines.extend(wrapped(&best_line, width, Style::new()));
            let (heading, moves) = match (outcome, attempt.moves_here()) {
                (_, _) if !moved_on => (" The first moves:", &puzzle.moves[..]),
                (AttemptEnd::Missed { .. } | AttemptEnd::GaveUp, Some(here)) => (" The moves here:", here),
                (AttemptEnd::Solved, _) => (" The puzzle's first moves:", &puzzle.moves[..]),
                _ => ("", &[][..]),
            };
            if !moves.is_empty() {
                lines.push(Line::styled(heading, theme.dim()));
            }
            let top = moves.first().map_or(0, |m| m.score);
            for solved in moves {
                let mark = if solved.score == top { "best" } else { "" };
                lines.push(Line::raw(format!(
                    " {:<3} {:>+4}  {mark}",
                    solved.square.to_string(),
                    solved.score
                )));
            }
        }
    }
    lines
}

fn drill_lines(
    openings: &Openings,
    record: Vec<Line<'static>>,
    book: &Book,
    theme: Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let drill = &openings.drill;
    if let Some(chooser) = &openings.choosing {
        return chooser_lines(chooser, theme, width);
    }
    let mut lines = vec![Line::styled(" Opening drill", theme.strong())];
    lines.extend(wrapped(&format!("Line: {}", drill.line.title()), width, Style::new()));
    lines.push(Line::raw(format!(" You play {}", drill.learner)));
    lines.extend(record);
    if let Some(name) = drill.opening_name() {
        lines.extend(wrapped(&format!("Opening: {name}"), width, Style::new()));
    }
    if !drill.played().is_empty() {
        lines.extend(wrapped(&format!("Moves: {}", moves_text(drill.played())), width, Style::new()));
    }
    lines.push(Line::raw(format!(" Missed: {}", drill.misses)));
    if drill.finished(book) {
        lines.push(Line::styled(" The line is over (n: again)", theme.dim()));
    }
    lines
}

/// How many of the openings the list shows at once, the one chosen among them.
const LIST_ROWS: usize = 12;

/// The drill's list of openings: the text typed, then the lines it leaves, the chosen one
/// marked (by a sign as well as by its style).
fn chooser_lines(chooser: &OpeningChooser, theme: Theme, width: u16) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(" Choose the opening to drill", theme.strong())];
    let typed = crate::text::printable(&chooser.typed.text());
    lines.extend(wrapped(&format!("Name: {typed}_"), width, Style::new()));
    let choices = chooser.choices();
    if choices.is_empty() {
        lines.extend(wrapped("No opening has that in its name.", width, theme.dim()));
        return lines;
    }
    lines.push(Line::styled(format!(" {} of them", choices.len()), theme.dim()));
    let first = chooser.selected.saturating_sub(LIST_ROWS / 2).min(choices.len().saturating_sub(LIST_ROWS));
    let room = usize::from(width).saturating_sub(4);
    for (at, line) in choices.iter().enumerate().skip(first).take(LIST_ROWS) {
        let name = match line {
            OpeningLine::Named { name, .. } => (*name).to_string(),
            OpeningLine::Book => "The book's main line".to_string(),
        };
        let name: String = name.chars().take(room).collect();
        if at == chooser.selected {
            lines.push(Line::styled(format!(" > {name}"), theme.strong().add_modifier(Modifier::REVERSED)));
        } else {
            lines.push(Line::raw(format!("   {name}")));
        }
    }
    lines
}

impl Widget for &TrainingView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Paragraph::new(self.lines.clone()).render(area, buf);
    }
}
