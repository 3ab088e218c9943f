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
use crate::i18n::Language;
use crate::tr;
use crate::trainers::drill::OpeningLine;
use crate::words;

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
fn record_lines(streak: &Streak, kept: bool, look: Look, width: u16) -> Vec<Line<'static>> {
    let Look { theme, language } = look;
    let text = tr!(
        language,
        "training-streak",
        current = streak.current,
        best = streak.best,
        right = streak.right,
        tried = streak.tried
    );
    let mut lines = wrapped(&text, width, theme.strong());
    if !kept {
        lines.extend(wrapped(&tr!(language, "training-record-unreadable"), width, theme.error()));
    }
    lines
}

/// How the panel is drawn: its colours and its language.
#[derive(Clone, Copy)]
struct Look {
    theme: Theme,
    language: Language,
}

impl TrainingView {
    /// The panel of `training`, `width` columns wide.
    pub fn of(
        training: &Training,
        record: &TrainingRecord,
        record_kept: bool,
        book: &Book,
        theme: Theme,
        language: Language,
        width: u16,
    ) -> TrainingView {
        let look = Look { theme, language };
        // The record comes before the moves: on a small screen the foot of the list is cut.
        let lines = match &training.trainer {
            Trainer::Endgame(puzzles) => {
                puzzle_lines(puzzles, record_lines(&record.endgame, record_kept, look, width), look, width)
            }
            Trainer::Opening(openings) => drill_lines(
                openings,
                record_lines(&record.openings, record_kept, look, width),
                book,
                look,
                width,
            ),
        };
        TrainingView { lines }
    }
}

fn puzzle_lines(puzzles: &Puzzles, record: Vec<Line<'static>>, look: Look, width: u16) -> Vec<Line<'static>> {
    let Look { theme, language } = look;
    let line = |id: String| Line::raw(format!(" {id}"));
    let attempt = &puzzles.attempt;
    let puzzle = &attempt.puzzle;
    let mut lines = vec![
        Line::styled(format!(" {}", tr!(language, "puzzle-title")), theme.strong()),
        line(tr!(
            language,
            "puzzle-to-move",
            side = words::side(language, attempt.learner()),
            empties = puzzle.empties()
        )),
    ];
    let source = tr!(language, "puzzle-from", source = crate::text::printable(&puzzle.source));
    lines.extend(wrapped(&source, width, theme.dim()));
    let set = tr!(language, "puzzle-set", set = words::difficulty(language, &puzzles.difficulty));
    lines.extend(wrapped(&set, width, theme.dim()));
    let way = if attempt.play_out { "play-out" } else { "first-move" };
    lines.extend(wrapped(&tr!(language, "puzzle-way", way = way), width, theme.dim()));
    lines.extend(record);
    if !attempt.played().is_empty() {
        let played = tr!(language, "puzzle-played", moves = moves_text(attempt.played()));
        lines.extend(wrapped(&played, width, Style::new()));
    }
    match attempt.outcome() {
        None if attempt.waiting().is_some() => {
            lines.push(Line::styled(format!(" {}", tr!(language, "puzzle-judging")), theme.dim()))
        }
        None if attempt.needs_analysis().is_some() => {
            lines.push(Line::styled(format!(" {}", tr!(language, "puzzle-answering")), theme.dim()))
        }
        None => {}
        Some(outcome) => {
            let (text, style) = match outcome {
                AttemptEnd::Solved => (tr!(language, "puzzle-solved"), theme.strong()),
                AttemptEnd::Missed { .. } => (tr!(language, "puzzle-missed"), theme.error()),
                AttemptEnd::GaveUp => (tr!(language, "puzzle-solution"), theme.strong()),
            };
            lines.push(Line::styled(format!(" {text}"), style));
            // What the panel lists is of the position on the board, or says which it is of:
            // a list of the puzzle's first moves beside a later position would read as its own.
            let moved_on = !attempt.played().is_empty();
            let best_line = match outcome {
                AttemptEnd::Missed { best, .. } => {
                    tr!(language, "puzzle-best-line", moves = moves_text(&best.line))
                }
                AttemptEnd::GaveUp
                    if moved_on && let Some(here) = attempt.moves_here().and_then(|m| m.first()) =>
                {
                    tr!(language, "puzzle-best-line-here", moves = moves_text(&here.line))
                }
                _ if moved_on => {
                    tr!(language, "puzzle-line-from-start", moves = moves_text(&puzzle.best().line))
                }
                _ => tr!(language, "puzzle-line", moves = moves_text(&puzzle.best().line)),
            };
            lines.extend(wrapped(&best_line, width, Style::new()));
            let (heading, moves) = match (outcome, attempt.moves_here()) {
                (_, _) if !moved_on => (tr!(language, "puzzle-first-moves"), &puzzle.moves[..]),
                (AttemptEnd::Missed { .. } | AttemptEnd::GaveUp, Some(here)) => {
                    (tr!(language, "puzzle-moves-here"), here)
                }
                (AttemptEnd::Solved, _) => (tr!(language, "puzzle-its-first-moves"), &puzzle.moves[..]),
                _ => (String::new(), &[][..]),
            };
            if !moves.is_empty() {
                lines.push(Line::styled(format!(" {heading}"), theme.dim()));
            }
            let top = moves.first().map_or(0, |m| m.score);
            let best = tr!(language, "puzzle-best-mark");
            for solved in moves {
                let mark = if solved.score == top { best.as_str() } else { "" };
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
    look: Look,
    width: u16,
) -> Vec<Line<'static>> {
    let Look { theme, language } = look;
    let drill = &openings.drill;
    if let Some(chooser) = &openings.choosing {
        return chooser_lines(chooser, look, width);
    }
    let mut lines = vec![Line::styled(format!(" {}", tr!(language, "drill-title")), theme.strong())];
    let title = tr!(language, "drill-line", line = words::line_title(language, &drill.line));
    lines.extend(wrapped(&title, width, Style::new()));
    lines.push(Line::raw(format!(
        " {}",
        tr!(language, "drill-you-play", side = words::side(language, drill.learner))
    )));
    lines.extend(record);
    if let Some(name) = drill.opening_name() {
        lines.extend(wrapped(&tr!(language, "drill-opening", name = name), width, Style::new()));
    }
    if !drill.played().is_empty() {
        lines.extend(wrapped(
            &tr!(language, "drill-moves", moves = moves_text(drill.played())),
            width,
            Style::new(),
        ));
    }
    lines.push(Line::raw(format!(" {}", tr!(language, "drill-missed", misses = drill.misses))));
    if drill.finished(book) {
        lines.push(Line::styled(format!(" {}", tr!(language, "drill-over")), theme.dim()));
    }
    lines
}

/// How many of the openings the list shows at once, the one chosen among them.
const LIST_ROWS: usize = 12;

/// The drill's list of openings: the text typed, then the lines it leaves, the chosen one
/// marked (by a sign as well as by its style).
fn chooser_lines(chooser: &OpeningChooser, look: Look, width: u16) -> Vec<Line<'static>> {
    let Look { theme, language } = look;
    let mut lines = vec![Line::styled(format!(" {}", tr!(language, "chooser-title")), theme.strong())];
    let typed = crate::text::printable(&chooser.typed.text());
    lines.extend(wrapped(&tr!(language, "chooser-name", typed = typed), width, Style::new()));
    let choices = chooser.choices();
    if choices.is_empty() {
        lines.extend(wrapped(&tr!(language, "chooser-none"), width, theme.dim()));
        return lines;
    }
    lines.push(Line::styled(
        format!(" {}", tr!(language, "chooser-count", count = choices.len())),
        theme.dim(),
    ));
    let first = chooser.selected.saturating_sub(LIST_ROWS / 2).min(choices.len().saturating_sub(LIST_ROWS));
    let room = usize::from(width).saturating_sub(4);
    for (at, line) in choices.iter().enumerate().skip(first).take(LIST_ROWS) {
        let name = match line {
            OpeningLine::Named { name, .. } => (*name).to_string(),
            OpeningLine::Book => tr!(language, "chooser-book-line"),
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
