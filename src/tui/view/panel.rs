//! The side panel as a widget over its data: each player's name, discs, hand, mobility and clock
//! (the winner marked), the rules in force, the opening's name, the hints' lines (the best move's
//! and the cursor's), and the move list numbered 1 to 60, which scrolls.

use std::time::Instant;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::engine::clock::{format_left, format_used};
use crate::engine::color::{ByColor, Color};
use crate::engine::game::Turn;
use crate::engine::notation::numbered_plies;
use crate::engine::openings;
use crate::engine::position::Position;
use crate::i18n::Language;
use crate::play::Play;
use crate::tr;
use crate::words;

use super::super::lines::{ShownLine, fitted};
use super::super::theme::Theme;
use super::wrap;

/// A clock as shown: its reading, whether it runs, whether it is low.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClockFace {
    /// `4:32`, `0:09.4`.
    pub reading: String,
    /// Time left (or else time used).
    pub timed: bool,
    /// Whether it is running.
    pub running: bool,
    /// Whether it is low.
    pub low: bool,
}

impl ClockFace {
    /// `color`'s clock in `play` at `now`.
    pub fn of(play: &Play, color: Color, now: Instant) -> ClockFace {
        let reading = play.clock_reading(color, now);
        let timed = play.game().clock().remaining(color).is_some();
        ClockFace {
            reading: if timed { format_left(reading) } else { format_used(reading) },
            timed,
            running: play.game().to_move() == Some(color) && play.clock_running(),
            low: play.clock_is_low(color, now),
        }
    }

    /// The clock as one span: `▶ 4:32 !`, highlighted when running, alarming when low.
    pub fn span(&self, theme: Theme) -> Span<'static> {
        let marker = if self.running { theme.running_mark() } else { " " };
        let low = if self.low && self.timed { format!(" {}", theme.low_mark()) } else { String::new() };
        let text = format!(" {marker} {}{low} ", self.reading);
        let style = match (self.timed && self.low, self.running) {
            (true, _) => theme.clock_low(),
            (false, true) => theme.clock_running(),
            (false, false) => Style::new(),
        };
        Span::styled(text, style)
    }
}

/// One player as the panel shows them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayerFace {
    /// The colour.
    pub color: Color,
    /// The name shown, if any (made printable).
    pub name: Option<String>,
    /// Discs on the board.
    pub discs: u8,
    /// Discs in hand.
    pub hand: u8,
    /// Legal moves on the board as it stands (whoever is to move).
    pub mobility: u32,
    /// The clock.
    pub clock: ClockFace,
    /// Whether it is this player's turn.
    pub to_move: bool,
    /// Whether this player won.
    pub winner: bool,
}

/// What the panel shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PanelView {
    /// Both players.
    pub players: ByColor<PlayerFace>,
    /// The rules in force, in a few words.
    pub rules: String,
    /// The name of the opening, while the game is on a known line.
    pub opening: Option<&'static str>,
    /// For a recorded game, its tournament and year.
    pub played_at: Option<String>,
    /// The moves, numbered (`None` for a pass), with who played them.
    pub moves: Vec<(Option<usize>, Option<String>)>,
    /// How many moves back from the newest the list is scrolled.
    pub moves_back: usize,
    /// Whether the moves are hidden (a paused game).
    pub hidden: bool,
    /// With hints on: their heading (which search they come from) and their lines.
    pub lines: Option<(String, Vec<ShownLine>)>,
    /// How to draw.
    pub theme: Theme,
    /// In which language.
    pub language: Language,
}

/// How many columns `text` takes on a terminal (a Chinese character two).
fn width_of(text: &str) -> usize {
    Span::raw(text).width()
}

/// `text` padded with spaces to `columns` columns (as `{:<columns$}` does for characters).
fn padded(text: &str, columns: usize) -> String {
    format!("{text}{}", " ".repeat(columns.saturating_sub(width_of(text))))
}

/// `text` cut to `room` characters, the cut marked with `ellipsis`.
fn cut(text: &str, room: usize, ellipsis: &str) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let kept: String = text.chars().take(room.saturating_sub(ellipsis.chars().count())).collect();
    format!("{kept}{ellipsis}")
}

impl PanelView {
    /// The panel of `play` at `now`.
    pub fn of(
        play: &Play,
        now: Instant,
        moves_back: usize,
        hidden: bool,
        theme: Theme,
        language: Language,
    ) -> PanelView {
        let game = play.game();
        let (discs, hands) = (game.discs(), game.hands());
        let winner = game.outcome().and_then(|outcome| outcome.winner);
        let board = game.board();
        let players = ByColor::new(Color::Black, Color::White).map(|color| PlayerFace {
            color,
            name: words::shown_name(language, &play.players()[color]),
            discs: discs[color],
            hand: hands[color],
            mobility: Position::from_board(board, color).map_or(0, |position| position.legal_moves().count()),
            clock: ClockFace::of(play, color, now),
            to_move: game.to_move() == Some(color),
            winner: winner == Some(color),
        });
        let moves = numbered_plies(game)
            .into_iter()
            .map(|(number, ply)| match ply.turn {
                Turn::Move { square, .. } => (number, Some(square.to_string())),
                Turn::Pass => (None, None),
            })
            .collect();
        let opening = match openings::opening(game.boards()) {
            (name, true) => name,
            (_, false) => None,
        };
        let lines = None;
        PanelView {
            players,
            rules: words::rules(language, &game.rules()),
            opening,
            played_at: None,
            moves,
            moves_back,
            hidden,
            lines,
            theme,
            language,
        }
    }

    /// The same panel with the hints' lines under their `heading`.
    pub fn with_lines(self, heading: String, lines: Vec<ShownLine>) -> PanelView {
        PanelView { lines: (!lines.is_empty()).then_some((heading, lines)), ..self }
    }

    /// The hints' lines: a heading that says which search they come from, then each line, its
    /// label and score first (and `wins`, `draws` or `loses` where that is proven before the
    /// exact score), cut to `width` with an ellipsis.
    fn line_lines(&self, width: u16) -> Vec<Line<'static>> {
        let Some((heading, shown)) = self.lines.as_ref().filter(|_| !self.hidden) else { return Vec::new() };
        let (theme, language) = (self.theme, self.language);
        let mut lines = vec![Line::styled(format!(" {heading}"), theme.strong())];
        for line in shown {
            let verdict = line
                .verdict
                .map(|verdict| {
                    format!(" {}", tr!(language, "verdict", verdict = words::verdict_key(verdict)))
                })
                .unwrap_or_default();
            let label = padded(&tr!(language, "lines-label", label = line.label), 6);
            let head = format!("  {label} {:>3}{verdict}  ", line.score);
            let room = usize::from(width).saturating_sub(Span::raw(head.as_str()).width() + 1);
            lines.push(Line::from(vec![
                Span::styled(head, theme.dim()),
                Span::raw(fitted(&line.line, room, theme.ellipsis())),
            ]));
        }
        lines.push(Line::default());
        lines
    }

    fn player_lines(&self, face: &PlayerFace, width: u16) -> Vec<Line<'static>> {
        let (theme, language) = (self.theme, self.language);
        let black = face.color == Color::Black;
        let chip = Span::styled(format!(" {} ", theme.disc(black)), theme.disc_style(black, theme.board()));
        let side = words::side(language, face.color);
        let winner = face.winner.then(|| format!(" {} {}", theme.winner_mark(), tr!(language, "panel-wins")));
        // A name too long for the panel is cut with an ellipsis, never silently.
        let taken = 6 + 1 + width_of(&side) + 2 + 1 + winner.as_deref().map_or(0, width_of);
        let room = usize::from(width).saturating_sub(taken);
        let name =
            face.name.as_deref().map(|n| format!("  {}", cut(n, room, theme.ellipsis()))).unwrap_or_default();
        let heading_style =
            if face.to_move { theme.strong().add_modifier(Modifier::REVERSED) } else { theme.strong() };
        let mut heading = vec![Span::raw(" "), chip, Span::styled(format!(" {side}{name} "), heading_style)];
        if let Some(winner) = winner {
            heading.push(Span::styled(winner, theme.result()));
        }
        let label = if face.clock.timed {
            tr!(language, "panel-clock-left")
        } else {
            tr!(language, "panel-clock-used")
        };
        // The counts in columns: a number of one digit padded to two, the disc count to the
        // width of the plural's.
        let two_digits = |n: u8, text: String| if n < 10 { format!(" {text}") } else { text };
        let disc_count = padded(
            &two_digits(face.discs, words::discs(language, face.discs)),
            width_of(&words::discs(language, 10)),
        );
        let in_hand = two_digits(face.hand, tr!(language, "panel-in-hand", count = face.hand));
        let discs = format!("   {disc_count}   {in_hand}");
        // Moves it could play, not moves it has played.
        let mobility = tr!(language, "legal-moves", count = face.mobility);
        let mut lines = vec![Line::from(heading)];
        // The mobility beside the discs when the panel is wide enough, else under them.
        if width_of(&discs) + 3 + width_of(&mobility) < usize::from(width) {
            lines.push(Line::from(vec![
                Span::raw(discs),
                Span::styled(format!("   {mobility}"), theme.dim()),
            ]));
        } else {
            lines.push(Line::from(discs));
            lines.push(Line::styled(format!("   {mobility}"), theme.dim()));
        }
        lines.push(Line::from(vec![
            Span::raw("  "),
            face.clock.span(theme),
            Span::styled(format!(" {label}"), theme.dim()),
        ]));
        lines.push(Line::default());
        lines
    }

    /// The move list's lines for `width` columns and `rows` rows, and its heading.
    fn move_lines(&self, width: u16, rows: usize) -> (String, Vec<Line<'static>>) {
        const ENTRY: usize = 7;
        let language = self.language;
        if self.moves.is_empty() {
            let none = format!("   {}", tr!(language, "panel-moves-none"));
            return (tr!(language, "panel-moves"), vec![Line::styled(none, self.theme.dim())]);
        }
        if self.hidden {
            let hidden = format!("   {}", tr!(language, "panel-moves-hidden"));
            return (tr!(language, "panel-moves"), vec![Line::styled(hidden, self.theme.dim())]);
        }
        let pass = padded(&format!(" {}", tr!(language, "move-pass")), ENTRY);
        let columns = (usize::from(width.saturating_sub(2)) / ENTRY).max(1);
        let entries: Vec<String> = self
            .moves
            .iter()
            .map(|(number, square)| match (number, square) {
                (Some(number), Some(square)) => format!("{number:>2} {square}  "),
                _ => pass.clone(),
            })
            .collect();
        let total_rows = entries.len().div_ceil(columns);
        let shown_end = entries.len().saturating_sub(self.moves_back).max(1);
        let last_row = shown_end.div_ceil(columns);
        let first_row = last_row.saturating_sub(rows.max(1));
        let lines = entries
            .chunks(columns)
            .skip(first_row)
            .take(last_row - first_row)
            .map(|row| Line::from(format!("  {}", row.concat().trim_end())))
            .collect();
        let heading = if total_rows > rows {
            tr!(language, "panel-moves-more", rows = total_rows - (last_row - first_row))
        } else {
            tr!(language, "panel-moves")
        };
        (heading, lines)
    }
}

impl Widget for &PanelView {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let mut lines: Vec<Line> = Vec::new();
        for color in Color::ALL {
            lines.extend(self.player_lines(&self.players[color], area.width));
        }
        lines.extend(
            wrap(&self.rules, area.width.saturating_sub(2))
                .into_iter()
                .map(|line| Line::styled(format!(" {line}"), theme.dim())),
        );
        if let Some(played_at) = &self.played_at {
            lines.extend(
                wrap(played_at, area.width.saturating_sub(2))
                    .into_iter()
                    .map(|line| Line::styled(format!(" {line}"), theme.dim())),
            );
        }
        if let Some(opening) = self.opening {
            let label = format!(" {} ", tr!(self.language, "panel-opening"));
            lines.push(Line::from(vec![Span::styled(label, theme.dim()), Span::raw(opening)]));
        }
        lines.push(Line::default());
        lines.extend(self.line_lines(area.width));
        let rows = usize::from(area.height).saturating_sub(lines.len() + 1);
        let (heading, moves) = self.move_lines(area.width, rows);
        lines.push(Line::styled(format!(" {heading}"), theme.strong()));
        lines.extend(moves);
        Paragraph::new(lines).render(area, buf);
    }
}
