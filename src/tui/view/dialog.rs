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
use super::super::mode::Holds;
use super::super::new_game::NewGameForm;
use super::super::theme::Theme;
use super::panel::ClockFace;
use super::wrap;
use crate::i18n::Language;
use crate::text::printable;
use crate::tr;
use crate::words;

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
    centered(area, width.max(Span::raw(title).width() as u16 + 6), rows as u16 + 2)
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
pub fn clock_bar(play: &Play, theme: Theme, language: Language, frame: &mut Frame, row: Rect, now: Instant) {
    let mut spans = Vec::new();
    for color in Color::ALL {
        let face = ClockFace::of(play, color, now);
        let title = words::titled(language, &play.players()[color], color);
        spans.push(Span::styled(format!(" {title} "), theme.strong()));
        spans.push(face.span(theme));
        spans.push(Span::raw("  "));
    }
    frame.render_widget(Clear, row);
    frame.render_widget(Paragraph::new(Line::from(spans)), row);
}

/// The help's lines for a table of keys, at `width` columns: keys in bold, what they do after.
fn key_lines(language: Language, table: &[Binding], theme: Theme, width: u16) -> Vec<Line<'static>> {
    let lines = keys::help_lines(language, table, theme.ascii);
    let keys_width =
        lines.iter().map(|(keys, _)| Span::raw(keys.as_str()).width()).max().unwrap_or(0).min(24);
    let mut out = Vec::new();
    for (keys, help) in lines {
        let room = usize::from(width).saturating_sub(keys_width + 4).max(12);
        let mut described = wrap(&help, room as u16).into_iter();
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
pub fn help(
    theme: Theme,
    language: Language,
    frame: &mut Frame,
    area: Rect,
    scroll: u16,
    under: &Mode,
    network: bool,
) {
    let width = area.width.saturating_sub(4).min(76);
    let underlined =
        |id: String| Line::styled(format!(" {id}"), theme.strong().add_modifier(Modifier::UNDERLINED));
    let title = if matches!(under, Mode::Review(_)) {
        tr!(language, "help-keys-review")
    } else {
        tr!(language, "help-keys")
    };
    let mut lines = vec![underlined(title)];
    lines.extend(key_lines(language, keys::bindings(under, network), theme, width));
    lines.push(Line::default());
    lines.push(underlined(tr!(language, "help-on-the-board")));
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
    // What each mark means, and on a large board how it looks (never in ASCII): the message's
    // value, or its `.large` attribute.
    let marks = [
        (pair(theme.disc(true), theme.disc(false)), "help-mark-discs"),
        (mark(theme.legal_mark()), "help-mark-legal"),
        (mark("[ ]"), "help-mark-cursor"),
        (mark("( )"), "help-mark-last-move"),
        (pair(theme.flipped_disc(true), theme.flipped_disc(false)), "help-mark-flipped"),
        (mark("12"), "help-mark-number"),
        (mark("* +"), "help-mark-stable"),
        (mark("X C"), "help-mark-x-c"),
        (mark("3"), "help-mark-region"),
        (mark(theme.running_mark()), "help-mark-running"),
        (mark(theme.low_mark()), "help-mark-low"),
        (mark(theme.winner_mark()), "help-mark-winner"),
    ];
    for (mut spans, id) in marks {
        let meaning = if theme.ascii { language.message(id) } else { language.attribute(id, "large") };
        // Wrapped beside the mark, as the keys' words are beside their keys.
        let indent: usize = spans.iter().map(Span::width).sum::<usize>() + 1;
        let mut wrapped = wrap(&meaning, width.saturating_sub(indent as u16 + 1).max(12)).into_iter();
        spans.push(Span::raw(format!(" {}", wrapped.next().unwrap_or_default())));
        lines.push(Line::from(spans));
        lines.extend(wrapped.map(|more| Line::raw(format!("{}{more}", " ".repeat(indent)))));
    }
    lines.push(Line::default());
    lines.push(underlined(tr!(language, "help-in-the-save-box")));
    lines.extend(key_lines(language, keys::SAVE_BOX, theme, width));
    scrolled(
        theme,
        language,
        frame,
        area,
        &tr!(language, "help-title"),
        lines,
        scroll,
        &tr!(language, "help-to-rules"),
    );
}

/// The rules of the game in `language`, in the help: the title, then each section's heading and
/// its paragraph, set to the box's width.
pub fn rules(theme: Theme, frame: &mut Frame, area: Rect, scroll: u16, language: Language) {
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
    scrolled(
        theme,
        language,
        frame,
        area,
        &tr!(language, "rules-box-title"),
        lines,
        scroll,
        &tr!(language, "help-to-keys"),
    );
}

/// `lines` in a box titled `title`, scrolled `scroll` lines down where they do not all fit, with
/// the keys that scroll, `other` and the key that closes at the foot.
#[allow(clippy::too_many_arguments)]
fn scrolled(
    theme: Theme,
    language: Language,
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
    let arrows = if theme.ascii { "Up Down" } else { "↑ ↓" };
    let footer = if more {
        format!(" {}", tr!(language, "help-foot-scroll", arrows = arrows, other = other))
    } else {
        format!(" {}", tr!(language, "help-foot", other = other))
    };
    let widest = widest.max(Span::raw(footer.as_str()).width());
    shown.push(Line::styled(footer, theme.dim()));
    boxed_at_width(theme, frame, area, title, shown, widest);
}

/// The new-game screen: a row per choice, the one being changed highlighted with arrows around
/// its value, and the keys.
pub fn new_game(
    theme: Theme,
    language: Language,
    frame: &mut Frame,
    area: Rect,
    form: &NewGameForm,
    game_in_play: bool,
) {
    let (left, right) = if theme.ascii { ("<", ">") } else { ("◀", "▶") };
    let mut lines = vec![Line::default()];
    let rows = form.rows(language);
    // The labels in a column as wide as the widest (a Chinese character is two columns).
    let label_width = rows.iter().map(|(label, _)| Span::raw(label.as_str()).width()).max().unwrap_or(0);
    for (index, (label, value)) in rows.into_iter().enumerate() {
        let chosen = index == form.field;
        let style = if chosen { theme.strong().add_modifier(Modifier::REVERSED) } else { Style::new() };
        let (open, close) = if chosen { (left, right) } else { (" ", " ") };
        let pad = " ".repeat(label_width.saturating_sub(Span::raw(label.as_str()).width()));
        lines.push(Line::from(vec![
            Span::styled(format!(" {label}{pad}"), theme.strong()),
            Span::styled(format!(" {open} {value} {close} "), style),
        ]));
    }
    lines.push(Line::default());
    if game_in_play {
        lines.push(Line::styled(format!(" {}", tr!(language, "new-game-stays")), theme.dim()));
    }
    let table = if form.game_behind { keys::NEW_GAME } else { keys::NEW_GAME_FIRST };
    let choices: Vec<Binding> = table.to_vec();
    lines.extend(key_lines(language, &choices, theme, area.width.saturating_sub(4).min(70)));
    boxed(theme, frame, area, &tr!(language, "new-game-title"), lines);
}

/// A question, with its choices from its bindings.
pub fn confirm(theme: Theme, language: Language, frame: &mut Frame, area: Rect, question: &Question) {
    let width = area.width.saturating_sub(4).min(70);
    let (title, text, table) = match question {
        Question::Quit => (tr!(language, "quit-title"), tr!(language, "quit-question"), keys::QUIT),
        Question::Overwrite { path, holds, .. } => (
            tr!(language, "overwrite-title"),
            tr!(
                language,
                "overwrite-question",
                path = crate::text::printable(&path.display().to_string()),
                holds = holds_words(language, holds)
            ),
            keys::OVERWRITE,
        ),
        Question::Asked { ask, by } => (
            tr!(language, "asked-title"),
            super::super::network_words::asked_of_you(language, *ask, by),
            keys::ASKED,
        ),
        Question::Resign => (tr!(language, "resign-title"), tr!(language, "resign-question"), keys::RESIGN),
        Question::OpenPasted { kind, .. } => (
            tr!(language, "open-pasted-title"),
            tr!(language, "open-pasted-question", kind = *kind),
            keys::OPEN_PASTED,
        ),
    };
    let mut lines = paragraph(&text, width);
    lines.push(Line::default());
    let choices: Vec<Binding> = table.iter().filter(|binding| binding.hint.is_some()).cloned().collect();
    lines.extend(key_lines(language, &choices, theme, width));
    boxed(theme, frame, area, &title, lines);
}

/// What a file about to be written over holds, in a few words.
fn holds_words(language: Language, holds: &Holds) -> String {
    match holds {
        Holds::Game { players, moves, outcome } => {
            let name = |color: Color| words::name_or_side(language, &players[color], color);
            let state = match outcome {
                Some(outcome) => words::outcome(language, outcome),
                None => tr!(language, "holds-unfinished"),
            };
            tr!(
                language,
                "holds-game",
                black = name(Color::Black),
                white = name(Color::White),
                moves = *moves,
                state = state
            )
        }
        Holds::NotAGame => tr!(language, "holds-not-a-game"),
        Holds::Unreadable => tr!(language, "holds-unreadable"),
    }
}

/// The chat box: the line being typed for the other player, with its cursor.
pub fn chat_box(theme: Theme, language: Language, frame: &mut Frame, area: Rect, input: &LineEdit, to: &str) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(&tr!(language, "chat-say-to", name = to), width);
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    lines.push(Line::styled(format!(" {}", tr!(language, "chat-keys")), theme.strong()));
    boxed(theme, frame, area, &tr!(language, "chat-title"), lines);
}

/// The choice of what to copy to the clipboard, with a word on where it goes.
pub fn copy_choice(theme: Theme, language: Language, frame: &mut Frame, area: Rect) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(&tr!(language, "copy-what"), width);
    lines.push(Line::default());
    let choices: Vec<Binding> = keys::COPY.iter().filter(|binding| binding.hint.is_some()).cloned().collect();
    lines.extend(key_lines(language, &choices, theme, width));
    boxed(theme, frame, area, &tr!(language, "copy-title"), lines);
}

/// The comment box: the comment on move `about` (`12. f5`) being typed, with its cursor.
pub fn comment_box(
    theme: Theme,
    language: Language,
    frame: &mut Frame,
    area: Rect,
    input: &LineEdit,
    about: &str,
) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(&tr!(language, "comment-on", about = about), width);
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    lines.push(Line::styled(format!(" {}", tr!(language, "comment-keys")), theme.strong()));
    boxed_at_width(theme, frame, area, &tr!(language, "comment-title"), lines, usize::from(width));
}

/// What was said over the network, the newest at the foot, `back` lines scrolled back.
pub fn chat_history(
    theme: Theme,
    language: Language,
    frame: &mut Frame,
    area: Rect,
    said: &[(String, String)],
    back: u16,
) {
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
        lines.push(Line::raw(format!(" {}", tr!(language, "chat-nothing-yet"))));
    }
    let room = usize::from(area.height.saturating_sub(4)).max(1);
    let end = lines.len().saturating_sub(usize::from(back)).max(room.min(lines.len()));
    let mut shown: Vec<Line<'static>> = lines[end.saturating_sub(room)..end].to_vec();
    shown.push(Line::styled(format!(" {}", tr!(language, "chat-history-keys")), theme.strong()));
    boxed_at_width(theme, frame, area, &tr!(language, "chat-title"), shown, usize::from(width));
}

/// The opening explorer's filter box: a part of a player's name and years.
pub fn filter_box(theme: Theme, language: Language, frame: &mut Frame, area: Rect, input: &LineEdit) {
    let width = area.width.saturating_sub(6).min(70);
    let mut lines = paragraph(&tr!(language, "filter-what"), width);
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    lines.push(Line::styled(format!(" {}", tr!(language, "filter-keys")), theme.strong()));
    boxed(theme, frame, area, &tr!(language, "filter-title"), lines);
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
pub fn save_box(
    settings: &Settings,
    language: Language,
    frame: &mut Frame,
    area: Rect,
    input: &LineEdit,
    then_quit: bool,
) {
    let theme = settings.theme;
    let width = area.width.saturating_sub(6).min(70);
    let folder = crate::text::printable(&settings.data_dir.display().to_string());
    let mut lines = paragraph(&tr!(language, "save-as", folder = folder), width);
    lines.push(input_line(theme, input, width));
    lines.push(Line::default());
    let keys = if then_quit { tr!(language, "save-keys-then-quit") } else { tr!(language, "save-keys") };
    lines.push(Line::styled(format!(" {keys}"), theme.strong()));
    let arrows = if theme.ascii { "Left Right" } else { "← →" };
    lines.push(Line::styled(format!(" {}", tr!(language, "save-editing", arrows = arrows)), theme.dim()));
    boxed(theme, frame, area, &tr!(language, "save-title"), lines);
}

/// The banner at the end of a game: the winner's name, the official score, the board count.
pub fn result_banner(play: &Play, theme: Theme, language: Language, frame: &mut Frame, area: Rect) {
    let Some(outcome) = play.game().outcome() else { return };
    let titled = |color: Color| words::titled(language, &play.players()[color], color);
    let mut details = Vec::new();
    let headline = match outcome.winner {
        Some(winner) => {
            let loser = !winner;
            match outcome.ending {
                Ending::Time { loser } => {
                    details.push(tr!(language, "result-out-of-time", name = titled(loser)))
                }
                Ending::Resignation { loser } => {
                    details.push(tr!(language, "result-resigned", name = titled(loser)))
                }
                Ending::Discs => {}
            }
            details.push(tr!(
                language,
                "result-on-the-board",
                first = outcome.discs[winner],
                second = outcome.discs[loser]
            ));
            let wins = tr!(
                language,
                "result-wins",
                name = titled(winner),
                won = outcome.score[winner],
                lost = outcome.score[loser]
            );
            format!("{} {wins} {}", theme.winner_mark(), theme.winner_mark())
        }
        None => {
            details.push(tr!(
                language,
                "result-on-the-board",
                first = outcome.discs.black,
                second = outcome.discs.white
            ));
            tr!(language, "result-draw")
        }
    };
    let width = area.width.saturating_sub(4);
    let mut lines: Vec<Line> =
        wrap(&headline, width).into_iter().map(|l| Line::styled(format!(" {l} "), theme.result())).collect();
    for detail in details {
        lines.extend(wrap(&detail, width).into_iter().map(|l| Line::raw(format!(" {l} "))));
    }
    lines.push(Line::styled(format!(" {} ", tr!(language, "result-any-key")), theme.dim()));
    boxed_over_the_board(theme, frame, area, &tr!(language, "result-title"), lines);
}

/// The database's games through the position: the move whose games are shown with its share,
/// then a game a line (its number, year, players, result, tournament and the move it played),
/// the chosen one marked by a sign as well as its style, as many as the box holds around it.
pub fn games_list(theme: Theme, language: Language, frame: &mut Frame, area: Rect, list: &GamesList) {
    let width = usize::from(area.width.saturating_sub(6).min(96));
    let shown = list.shown();
    let heading = match list.chosen_move {
        Some(at) => {
            let (square, games) = list.moves[at];
            tr!(
                language,
                "games-of-move",
                square = square.to_string(),
                games = games,
                games_text = language.thousands(u64::from(games)),
                share = language.decimal(list.share(square), 0)
            )
        }
        None => tr!(
            language,
            "games-every-move",
            games = shown.len(),
            games_text = language.thousands(shown.len() as u64)
        ),
    };
    let heading = format!(" {heading}");
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
    lines.push(Line::styled(format!(" {}", tr!(language, "games-keys")), theme.strong()));
    boxed_at_width(theme, frame, area, &tr!(language, "games-title"), lines, width);
}

/// `text` cut to `width` characters.
fn cut_to(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::color::ByColor;
    use crate::engine::outcome::Outcome;
    use crate::store::Player;

    #[test]
    fn the_question_before_a_file_is_replaced_says_what_it_holds() {
        let players = ByColor::new(Player::person(Some("Ann".into())), Player::person(None));
        let unfinished = Holds::Game { players: players.clone(), moves: 1, outcome: None };
        assert_eq!(holds_words(Language::En, &unfinished), "another game (Ann - White, 1 move, unfinished)");
        let over = Holds::Game { players, moves: 58, outcome: Some(Outcome::by_discs(ByColor::new(40, 24))) };
        assert_eq!(
            holds_words(Language::En, &over),
            "another game (Ann - White, 58 moves, Black wins 40-24)"
        );
        assert!(holds_words(Language::Nl, &over).contains("Zwart"), "{}", holds_words(Language::Nl, &over));
        assert_eq!(holds_words(Language::En, &Holds::Unreadable), "a save file that cannot be read");
    }
}
