//! Boxes drawn over the board: the help, questions, the save box and the result banner; and the
//! clock bar that keeps both clocks in sight while a box covers the panel.

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

use crate::engine::color::Color;
use crate::engine::outcome::Ending;

use crate::play::Play;

use super::super::app::{Mode, Question, Settings};
use super::super::games_list::GamesList;
use super::super::keys::{self, Binding};
use super::super::line_edit::LineEdit;
use super::super::new_game::NewGameForm;
use super::super::theme::Theme;
use super::panel::ClockFace;
use super::wrap;
use crate::text::{printable, thousands};

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] =
        Layout::vertical([Constraint::Length(height.min(area.height))]).flex(Flex::Center).areas(area);
    let [cell] =
        Layout::horizontal([Constraint::Length(width.min(area.width))]).flex(Flex::Center).areas(row);
    cell
}

/// A box with a title around `lines`, centred in `area`.
fn boxed(theme: Theme, frame: &mut Frame, area: Rect, title: &str, lines: Vec<Line<'static>>) {
    let width = lines.iter().map(Line::width).max().unwrap_or(0);
    let lines = without_spare_blanks(lines, usize::from(area.height.saturating_sub(2)));
    boxed_at_width(theme, frame, area, title, lines, width);
}

/// `lines` with their blank lines left out, first to last, until they fit in `room` lines (a
/// box on a small terminal keeps its text, not its air).
fn without_spare_blanks(mut lines: Vec<Line<'static>>, room: usize) -> Vec<Line<'static>> {
    while lines.len() > room {
        let Some(blank) = lines.iter().position(|line| line.width() == 0) else { break };
        lines.remove(blank);
    }
    lines
}

/// [`boxed`], as wide as the text's widest line is `width` (wider than the lines shown, for a
/// box that keeps its place as its text scrolls).
fn boxed_at_width(
    theme: Theme,
    frame: &mut Frame,
    area: Rect,
    title: &str,
    lines: Vec<Line<'static>>,
    width: usize,
) {
    let popup = popup(area, title, lines.len(), width);
    // Cleared to the area's right edge: the ends of the panel's lines do not show beside it.
    frame.render_widget(Clear, Rect { width: area.right() - popup.x, ..popup });
    draw_box(theme, frame, popup, title, lines);
}

/// [`boxed`] over the board alone (the result): the board's own grid may show beside it.
fn boxed_over_the_board(theme: Theme, frame: &mut Frame, area: Rect, title: &str, lines: Vec<Line<'static>>) {
    let width = lines.iter().map(Line::width).max().unwrap_or(0);
    let popup = popup(area, title, lines.len(), width);
    frame.render_widget(Clear, popup);
    draw_box(theme, frame, popup, title, lines);
}

/// Where a box of `rows` lines of text `width` wide goes in `area`: in its middle.
fn popup(area: Rect, title: &str, rows: usize, width: usize) -> Rect {
    let width = width as u16 + 4;
    centered(area, width.max(title.len() as u16 + 6), rows as u16 + 2)
}

/// `lines` in a bordered box titled `title` at `popup`.
fn draw_box(theme: Theme, frame: &mut Frame, popup: Rect, title: &str, lines: Vec<Line<'static>>) {
    let block =
        Block::bordered().border_set(theme.border()).title(format!(" {title} ")).title_style(theme.strong());
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}

/// Text wrapped to `width`, each line indented by one space.
fn paragraph(text: &str, width: u16) -> Vec<Line<'static>> {
    wrap(text, width.saturating_sub(1)).into_iter().map(|line| Line::raw(format!(" {line}"))).collect()
}

/// Both clocks on one line, for the top of the screen while a box covers the panel.
pub fn clock_bar(play: &Play, theme: Theme, frame: &mut Frame, row: Rect, now: Instant) {
    let mut spans = Vec::new();
    for color in Color::ALL {
        let face = ClockFace::of(play, color, now);
        spans.push(Span::styled(format!(" {} ", play.players()[color].titled(color)), theme.strong()));
        spans.push(face.span(theme));
        spans.push(Span::raw("  "));
    }
    frame.render_widget(Clear, row);
    frame.render_widget(Paragraph::new(Line::from(spans)), row);
}

/// The help's lines for a table of keys, at `width` columns: keys in bold, what they do after.
fn key_lines(table: &[Binding], theme: Theme, width: u16) -> Vec<Line<'static>> {
    let lines = keys::help_lines(table, theme.ascii);
    let keys_width =
        lines.iter().map(|(keys, _)| Span::raw(keys.as_str()).width()).max().unwrap_or(0).min(24);
    let mut out = Vec::new();
    for (keys, help) in lines {
        let room = usize::from(width).saturating_sub(keys_width + 4).max(12);
        let mut described = wrap(help, room as u16).into_iter();
        let first = described.next().unwrap_or_default();
        let pad = keys_width.saturating_sub(Span::raw(keys.as_str()).width());
        out.push(Line::from(vec![
            Span::styled(format!(" {keys}{}", " ".repeat(pad)), theme.strong()),
            Span::raw(format!("  {first}")),
        ]));
        for more in described {
            out.push(Line::raw(format!(" {}  {more}", " ".repeat(keys_width))));
        }
    }
    out
}

/// Every key, from the bindings, and every mark on the board, from the theme.
pub fn help(theme: Theme, frame: &mut Frame, area: Rect, scroll: u16, under: &Mode, network: bool) {
    let width = area.width.saturating_sub(4).min(76);
    let title = if matches!(under, Mode::Review(_)) { " Keys of the review" } else { " Keys" };
    let mut lines = vec![Line::styled(title, theme.strong().add_modifier(Modifier::UNDERLINED))];
    lines.extend(key_lines(keys::bindings(under, network), theme, width));
    lines.push(Line::default());
    lines.push(Line::styled(" On the board", theme.strong().add_modifier(Modifier::UNDERLINED)));
    // A pair of discs as they look on the board, in their colours.
    let pair = |black: &'static str, white: &'static str| {
        vec![
            Span::raw(" "),
            Span::styled(black, theme.disc_style(true, theme.board())),
            Span::styled(" ", theme.board()),
            Span::styled(white, theme.disc_style(false, theme.board())),
            Span::raw("  "),
        ]
    };
    let mark = |text: &str| vec![Span::styled(format!(" {text:<5}"), theme.strong())];
    // What each mark means, and how it looks on a large board (never in ASCII).
    let marks = [
        (
            pair(theme.disc(true), theme.disc(false)),
            "black and white discs",
            " (large and round on a large board)",
        ),
        (mark(theme.legal_mark()), "a legal move of the player to move", " (• on a large board)"),
        (mark("[ ]"), "the cursor", ""),
        (mark("( )"), "the last move, also underlined", " (a dot on a large disc)"),
        (
            pair(theme.flipped_disc(true), theme.flipped_disc(false)),
            "discs the last move flipped, for a moment",
            " (grey or dim on a large board)",
        ),
        (mark("12"), "with m: the move that placed the disc", ""),
        (mark("* +"), "with o: stable discs; frontier discs", ""),
        (mark("X C"), "with o: X- and C-squares next to an empty corner", ""),
        (mark("3"), "with o: an empty region's size (bold when odd)", ""),
        (mark(theme.running_mark()), "the clock that is running", ""),
        (mark(theme.low_mark()), "a clock that is low on time", ""),
        (mark(theme.winner_mark()), "the winner", ""),
    ];
    for (mut spans, meaning, large) in marks {
        let large = if theme.ascii { "" } else { large };
        spans.push(Span::raw(format!(" {meaning}{large}")));
        lines.push(Line::from(spans));
    }
    lines.push(Line::default());
    lines.push(Line::styled(" In the save box", theme.strong().add_modifier(Modifier::UNDERLINED)));
    lines.extend(key_lines(keys::SAVE_BOX, theme, width));
    scrolled(theme, frame, area, "Help", lines, scroll, "r the rules");
}

/// The rules of the game in `language`, in the help: the title, then each section's heading and
/// its paragraph, set to the box's width.
pub fn rules(theme: Theme, frame: &mut Frame, area: Rect, scroll: u16, language: crate::i18n::Language) {
    let width = usize::from(area.width.saturating_sub(4).min(76));
    let heading =
        |text: String| Line::styled(format!(" {text}"), theme.strong().add_modifier(Modifier::UNDERLINED));
    let (title, sections) = language.rules();
    let mut lines = vec![heading(title)];
    for (section, body) in sections {
        lines.push(Line::default());
        lines.push(Line::styled(format!(" {section}"), theme.strong()));
        lines.extend(crate::text::wrap(&body, width.saturating_sub(1), "  ").into_iter().map(Line::raw));
    }
    scrolled(theme, frame, area, "Rules", lines, scroll, "r the keys");
}

/// `lines` in a box titled `title`, scrolled `scroll` lines down where they do not all fit, with
/// the keys that scroll, `other` and the key that closes at the foot.
fn scrolled(
    theme: Theme,
    frame: &mut Frame,
    area: Rect,
    title: &str,
    lines: Vec<Line<'static>>,
    scroll: u16,
    other: &str,
) {
    let room = usize::from(area.height.saturating_sub(3));
    // The box is as wide as all of its text, not only the lines shown: it stays put as it scrolls.
    let widest = lines.iter().map(Line::width).max().unwrap_or(0);
    let more = lines.len() > room;
    // With more than fits, the foot takes a line of the room: scrolled to the end, the last
    // line shows above it.
    let room = if more { room.saturating_sub(1).max(1) } else { room };
    let scroll = usize::from(scroll).min(lines.len().saturating_sub(room));
    let mut shown: Vec<Line> = lines.into_iter().skip(scroll).take(room).collect();
    let footer = match (more, theme.ascii) {
        (true, false) => format!(" ↑ ↓ PgUp PgDn scroll; {other}; any other key closes"),
        (true, true) => format!(" Up Down PgUp PgDn scroll; {other}; any other key closes"),
        (false, _) => format!(" {other}; any other key closes"),
    };
    let widest = widest.max(footer.chars().count());
    shown.push(Line::styled(footer, theme.dim()));
    boxed_at_width(theme, frame, area, title, shown, widest);
}

/// The new-game screen: a row per choice, the one being changed highlighted with arrows around
/// its value, and the keys.
pub fn new_game(theme: Theme, frame: &mut Frame, area: Rect, form: &NewGameForm, game_in_play: bool) {
    let (left, right) = if theme.ascii { ("<", ">") } else { ("◀", "▶") };
    let mut lines = vec![Line::default()];
    for (index, (label, value)) in form.rows().into_iter().enumerate() {
        let chosen = index == form.field;
        let style = if chosen { theme.strong().add_modifier(Modifier::REVERSED) } else { Style::new() };
        let (open, close) = if chosen { (left, right) } else { (" ", " ") };
        lines.push(Line::from(vec![
            Span::styled(format!(" {label:<10}"), theme.strong()),
            Span::styled(format!(" {open} {value} {close} "), style),
        ]));
    }
    lines.push(Line::default());
    if game_in_play {
        lines.push(Line::styled(" The game in play stays in the library.", theme.dim()));
    }
    let table = if form.game_behind { keys::NEW_GAME } else { keys::NEW_GAME_FIRST };
    let choices: Vec<Binding> = table.to_vec();
    lines.extend(key_lines(&choices, theme, area.width.saturating_sub(4).min(70)));
    boxed(theme, frame, area, "New game", lines);
}

/// A question, with its choices from its bindings.
pub fn confirm(theme: Theme, frame: &mut Frame, area: Rect, question: &Question) {
    let width = area.width.saturating_sub(4).min(70);
    let (title, text, table) = match question {
        Question::Quit => (
            "Quit",
            "Quit? The game stays in your library: othello --resume continues it.".to_string(),
            keys::QUIT,
        ),
        Question::Overwrite { path, holds, .. } => (
            "Replace?",
            format!(
                "{} holds {holds}. Replace it with this game?",
                crate::text::printable(&path.display().to_string())
            ),
            keys::OVERWRITE,
        ),
        Question::Asked { ask, by } => {
            ("Asked", super::super::network_words::asked_of_you(*ask, by), keys::ASKED)
        }
        Question::Resign => {
            ("Resign", "Resign this game? It ends now, and the other player wins.".to_string(), keys::RESIGN)
        }
        Question::OpenPasted { kind, .. } => (
            "Open?",
            format!(
                "Open the pasted {} as a new game? The game in play stays in your library.",
                kind.trim_start_matches("an ").trim_start_matches("a ")
            ),
            keys::OPEN_PASTED,
        ),
    };
    let mut lines = paragraph(&text, width);
    lines.push(Line::default());
    let choices: Vec<Binding> = table.iter().filter(|binding| binding.hint.is_some()).cloned().collect();
    lines.extend(key_lines(&choices, theme, width));
    boxed(theme, frame, area, title, lines);
}

/// The chat box: the line being typed for the other player, with its cursor.
pub fn chat_box(theme: Theme, frame: &mut Frame, area: Rect, input: &LineEdit, to: &str) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(&format!("Say to {to}:"), width);
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    lines.push(Line::styled(" Enter: send   Esc: cancel", theme.strong()));
    boxed(theme, frame, area, "Chat", lines);
}

/// The choice of what to copy to the clipboard, with a word on where it goes.
pub fn copy_choice(theme: Theme, frame: &mut Frame, area: Rect) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(
        "Copy to the clipboard through the terminal (OSC 52; some terminals, and tmux without set-clipboard on, ignore it):",
        width,
    );
    lines.push(Line::default());
    let choices: Vec<Binding> = keys::COPY.iter().filter(|binding| binding.hint.is_some()).cloned().collect();
    lines.extend(key_lines(&choices, theme, width));
    boxed(theme, frame, area, "Copy", lines);
}

/// The comment box: the comment on move `about` (`12. f5`) being typed, with its cursor.
pub fn comment_box(theme: Theme, frame: &mut Frame, area: Rect, input: &LineEdit, about: &str) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(&format!("Comment on {about}:"), width);
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    lines.push(Line::styled(" Enter: keep (empty removes it)   Esc: cancel", theme.strong()));
    boxed_at_width(theme, frame, area, "Comment", lines, usize::from(width));
}

/// What was said over the network, the newest at the foot, `back` lines scrolled back.
pub fn chat_history(theme: Theme, frame: &mut Frame, area: Rect, said: &[(String, String)], back: u16) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines: Vec<Line<'static>> = Vec::new();
    for (speaker, text) in said {
        for (index, line) in
            wrap(&format!("{speaker}: {text}"), width.saturating_sub(1)).into_iter().enumerate()
        {
            let indent = if index == 0 { " " } else { "   " };
            lines.push(Line::raw(format!("{indent}{line}")));
        }
    }
    if lines.is_empty() {
        lines.push(Line::raw(" Nothing said yet: t talks."));
    }
    let room = usize::from(area.height.saturating_sub(4)).max(1);
    let end = lines.len().saturating_sub(usize::from(back)).max(room.min(lines.len()));
    let mut shown: Vec<Line<'static>> = lines[end.saturating_sub(room)..end].to_vec();
    shown.push(Line::styled(" Up Down PgUp PgDn: scroll   t: talk   any other key: back", theme.strong()));
    boxed_at_width(theme, frame, area, "Chat", shown, usize::from(width));
}

/// The opening explorer's filter box: a part of a player's name and years.
pub fn filter_box(theme: Theme, frame: &mut Frame, area: Rect, input: &LineEdit) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(
        "The explorer's games: a part of a player's name and years (2005, 1990-2000, 2000-); empty for every game.",
        width,
    );
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    lines.push(Line::styled(" Enter: count these games   Esc: cancel", theme.strong()));
    boxed(theme, frame, area, "Explorer filter", lines);
}

/// The line being typed, the cursor kept in view in `width` columns.
fn input_line(theme: Theme, input: &LineEdit, width: u16) -> Line<'static> {
    let text: Vec<char> = input.text().chars().collect();
    let room = usize::from(width).saturating_sub(3);
    // Keep the cursor in view: show the end of a long name, or the part around the cursor.
    let start = input.cursor().saturating_sub(room);
    let before: String = text[start..input.cursor()].iter().collect();
    let under = text.get(input.cursor()).map(|c| c.to_string());
    let after: String =
        text.iter().skip(input.cursor() + 1).take(room.saturating_sub(before.chars().count() + 1)).collect();
    let shown_start = if start > 0 { theme.ellipsis() } else { "" };
    let cursor = match &under {
        Some(c) => Span::styled(c.clone(), theme.strong().add_modifier(Modifier::REVERSED)),
        None => Span::styled(theme.text_cursor(), theme.strong()),
    };
    Line::from(vec![
        Span::raw(format!(" {shown_start}")),
        Span::styled(before, theme.strong()),
        cursor,
        Span::styled(after, theme.strong()),
    ])
}

/// The save box: the name being typed, with its cursor; a name alone goes into `data_dir`.
pub fn save_box(settings: &Settings, frame: &mut Frame, area: Rect, input: &LineEdit, then_quit: bool) {
    let theme = settings.theme;
    let width = area.width.saturating_sub(6).min(70);
    let folder = crate::text::printable(&settings.data_dir.display().to_string());
    let mut lines = paragraph(&format!("Save the game as (a name alone goes into {folder}):"), width);
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    let after_save = if then_quit { "save and quit" } else { "save" };
    lines.push(Line::styled(format!(" Enter: {after_save}   Esc: cancel"), theme.strong()));
    let arrows = if theme.ascii { "Left Right" } else { "← →" };
    lines.push(Line::styled(format!(" Editing: {arrows} Home End Ctrl-U Ctrl-W"), theme.dim()));
    boxed(theme, frame, area, "Save", lines);
}

/// The banner at the end of a game: the winner's name, the official score, the board count.
pub fn result_banner(play: &Play, theme: Theme, frame: &mut Frame, area: Rect) {
    let Some(outcome) = play.game().outcome() else { return };
    let mut details = Vec::new();
    let headline = match outcome.winner {
        Some(winner) => {
            let loser = !winner;
            match outcome.ending {
                Ending::Time { loser } => {
                    details.push(format!("{} ran out of time", play.players()[loser].titled(loser)));
                }
                Ending::Resignation { loser } => {
                    details.push(format!("{} resigned", play.players()[loser].titled(loser)));
                }
                Ending::Discs => {}
            }
            details.push(format!("{}-{} on the board", outcome.discs[winner], outcome.discs[loser]));
            format!(
                "{} {} wins {}-{} {}",
                theme.winner_mark(),
                play.players()[winner].titled(winner),
                outcome.score[winner],
                outcome.score[loser],
                theme.winner_mark()
            )
        }
        None => {
            details.push(format!("{}-{} on the board", outcome.discs.black, outcome.discs.white));
            "Draw 32-32".to_string()
        }
    };
    let width = area.width.saturating_sub(4);
    let mut lines: Vec<Line> =
        wrap(&headline, width).into_iter().map(|l| Line::styled(format!(" {l} "), theme.result())).collect();
    for detail in details {
        lines.extend(wrap(&detail, width).into_iter().map(|l| Line::raw(format!(" {l} "))));
    }
    lines.push(Line::styled(" any key closes ", theme.dim()));
    boxed_over_the_board(theme, frame, area, "Game over", lines);
}

/// The database's games through the position: the move whose games are shown with its share,
/// then a game a line (its number, year, players, result, tournament and the move it played),
/// the chosen one marked by a sign as well as its style, as many as the box holds around it.
pub fn games_list(theme: Theme, frame: &mut Frame, area: Rect, list: &GamesList) {
    let width = usize::from(area.width.saturating_sub(6).min(96));
    let shown = list.shown();
    let heading = match list.chosen_move {
        Some(at) => {
            let (square, games) = list.moves[at];
            format!(
                " {square}: {} games, {:.0}% of them   (← → another move)",
                thousands(u64::from(games)),
                list.share(square)
            )
        }
        None => format!(" Every move: {} games listed   (← → one move's)", thousands(shown.len() as u64)),
    };
    let mut lines = vec![Line::styled(cut_to(&heading, width), theme.strong()), Line::default()];
    let room = usize::from(area.height.saturating_sub(8)).max(1);
    let first = list.selected.saturating_sub(room / 2).min(shown.len().saturating_sub(room));
    for (at, row) in shown.iter().enumerate().skip(first).take(room) {
        let year = if row.year > 0 { row.year.to_string() } else { "----".to_string() };
        let players = format!("{} - {}", printable(&row.black), printable(&row.white));
        let text = format!(
            "{} db:{:<7} {year} {:<2} {:<34} {:>2}-{:<2} {}",
            if at == list.selected { ">" } else { " " },
            row.number + 1,
            row.next.to_string(),
            cut_to(&players, 34),
            row.black_discs,
            64 - row.black_discs,
            printable(&row.tournament),
        );
        let text = cut_to(&text, width);
        lines.push(if at == list.selected {
            Line::styled(text, theme.strong().add_modifier(Modifier::REVERSED))
        } else {
            Line::raw(text)
        });
    }
    lines.push(Line::default());
    lines.push(Line::styled(" ↑ ↓ choose   Enter review it (read-only)   Esc back", theme.strong()));
    boxed_at_width(theme, frame, area, "Games database: the games of this position", lines, width);
}

/// `text` cut to `width` characters.
fn cut_to(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}
