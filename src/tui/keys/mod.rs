//! Key bindings as data: the input mapping, the help screen, the dialogs' choices and the hint
//! line all read these tables, so what the screen says a key does is what it does.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::action::{Action, Direction};
use super::app::{App, Mode, Question};
use super::clipboard::MAX_PASTE;
use super::line_edit::TextEdit;
use super::trainer::Trainer;
use crate::i18n::Language;
use crate::tr;
use ratatui::text::Span;

mod tables;
pub use tables::{
    ASKED, CHAT_BOX, CHAT_HISTORY, CHOOSE_OPENING, COMMENT_BOX, COPY, DRILL, EDIT, FILTER_BOX, GAMES, HELP,
    NETWORK, NETWORK_RESULT, NEW_GAME, NEW_GAME_FIRST, OPEN_PASTED, OVERWRITE, PAUSED, PLAYING, PUZZLES,
    QUIT, RESIGN, RESULT, REVIEW, SAVE_BOX, TABLES,
};

use Does::Act;
use Key::{Char, Code, Ctrl};

/// A key, or a family of keys, as a binding names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    /// A character key without Ctrl.
    Char(char),
    /// A character key with Ctrl.
    Ctrl(char),
    /// A named key: arrows, Enter, Esc, Page Up…
    Code(KeyCode),
    /// A column letter `a`-`h` (either case), then a row digit `1`-`8`.
    Square,
    /// Any printable character (in the save box).
    Printable,
    /// The left mouse button.
    Click,
    /// The mouse wheel, up or down.
    Wheel,
    /// Text pasted into the terminal (its paste keys, such as Ctrl-Shift-V).
    Paste,
    /// Any key not bound otherwise.
    Any,
}

/// What a binding does: an action, or one that the event completes (which direction, which
/// letter, where clicked).
#[derive(Clone, Debug)]
pub enum Does {
    /// This action.
    Act(Action),
    /// Move the cursor the way of the key (arrows, `k` `j` `l`).
    Cursor,
    /// A letter or digit of a typed square.
    TypeSquare,
    /// Play the square clicked.
    PlayClicked,
    /// In the editor, the next state of the square clicked.
    EditClicked,
    /// In review, the move clicked in the move list.
    StepToClicked,
    /// Scroll the move list the way the wheel turns.
    WheelMoves,
    /// Scroll the help the way the wheel turns.
    WheelHelp,
    /// Type the character in the save box.
    TypeChar,
    /// Resume the paused game, then do what the key does in play.
    Resume,
    /// Open the game record pasted.
    Paste,
}

/// One binding: its keys, what they do, the help's words for it, and the hint line's (if any).
#[derive(Clone, Debug)]
pub struct Binding {
    /// The keys.
    pub keys: &'static [Key],
    /// What they do.
    pub does: Does,
    /// The help's description, as the id of its message in `locales/*/keys.ftl`; consecutive
    /// bindings with the same description share a line.
    pub help: &'static str,
    /// The hint line's word, if the binding is on it (a message id too).
    pub hint: Option<&'static str>,
}

const fn bind(keys: &'static [Key], does: Does, help: &'static str) -> Binding {
    Binding { keys, does, help, hint: None }
}

const fn hinted(keys: &'static [Key], does: Does, help: &'static str, hint: &'static str) -> Binding {
    Binding { keys, does, help, hint: Some(hint) }
}

/// The bindings in force in `mode`, over the `network` or not.
pub fn bindings(mode: &Mode, network: bool) -> &'static [Binding] {
    match mode {
        Mode::Playing if network => NETWORK,
        Mode::Result if network => NETWORK_RESULT,
        Mode::Playing => PLAYING,
        Mode::Paused => PAUSED,
        Mode::Help { .. } => HELP,
        Mode::Confirm(Question::Quit) => QUIT,
        Mode::NewGame(form) if !form.game_behind => NEW_GAME_FIRST,
        Mode::NewGame(_) => NEW_GAME,
        Mode::Confirm(Question::Overwrite { .. }) => OVERWRITE,
        Mode::SaveAs { .. } => SAVE_BOX,
        Mode::Result => RESULT,
        Mode::Review(_) => REVIEW,
        Mode::Edit(_) => EDIT,
        Mode::Confirm(Question::Asked { .. }) => ASKED,
        Mode::Confirm(Question::Resign) => RESIGN,
        Mode::Chat { .. } => CHAT_BOX,
        Mode::Copy { .. } => COPY,
        Mode::Comment { .. } => COMMENT_BOX,
        Mode::ChatHistory { .. } => CHAT_HISTORY,
        Mode::Confirm(Question::OpenPasted { .. }) => OPEN_PASTED,
        Mode::ExplorerFilter { .. } => FILTER_BOX,
        Mode::Games(_) => GAMES,
        Mode::Train(training) => match &training.trainer {
            Trainer::Endgame(_) => PUZZLES,
            Trainer::Opening(openings) if openings.choosing.is_some() => CHOOSE_OPENING,
            Trainer::Opening(_) => DRILL,
        },
    }
}

/// The character keys of `table` that never reach their binding because an earlier binding
/// takes them first (a letter of a column where squares are typed), with what they were for.
pub fn shadowed(table: &[Binding]) -> Vec<(char, &'static str)> {
    let mut found = Vec::new();
    for (at, binding) in table.iter().enumerate() {
        for key in binding.keys {
            let Char(c) = *key else { continue };
            let event = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
            if table[..at].iter().any(|earlier| earlier.keys.iter().any(|&k| key_matches(k, &event))) {
                found.push((c, binding.help));
            }
        }
    }
    found
}

/// How a key is written on screen in `language`; `ascii` for terminals without arrows.
pub fn key_name(language: Language, key: Key, ascii: bool) -> String {
    match key {
        Char(' ') => tr!(language, "key-space"),
        Char(c) => c.to_string(),
        Ctrl(c) => tr!(language, "key-ctrl", letter = c.to_ascii_uppercase().to_string()),
        Code(code) => match (code, ascii) {
            (KeyCode::Left, false) => "←".into(),
            (KeyCode::Right, false) => "→".into(),
            (KeyCode::Up, false) => "↑".into(),
            (KeyCode::Down, false) => "↓".into(),
            (KeyCode::Left, true) => tr!(language, "key-left"),
            (KeyCode::Right, true) => tr!(language, "key-right"),
            (KeyCode::Up, true) => tr!(language, "key-up"),
            (KeyCode::Down, true) => tr!(language, "key-down"),
            (KeyCode::PageUp, _) => tr!(language, "key-page-up"),
            (KeyCode::PageDown, _) => tr!(language, "key-page-down"),
            (KeyCode::Backspace, _) => tr!(language, "key-backspace"),
            (KeyCode::Enter, _) => tr!(language, "key-enter"),
            (KeyCode::Esc, _) => tr!(language, "key-esc"),
            (KeyCode::Delete, _) => tr!(language, "key-delete"),
            (KeyCode::Home, _) => tr!(language, "key-home"),
            (KeyCode::End, _) => tr!(language, "key-end"),
            // No table binds another key: crossterm's English name, should one ever be bound.
            (code, _) => code.to_string(),
        },
        Key::Square => tr!(language, "key-square"),
        Key::Printable => tr!(language, "key-letters"),
        Key::Click => tr!(language, "key-click"),
        Key::Wheel => tr!(language, "key-wheel"),
        Key::Paste => tr!(language, "key-paste"),
        Key::Any => tr!(language, "key-any"),
    }
}

/// The keys of a binding as one label: `q Ctrl-C`.
pub fn keys_label(language: Language, binding: &Binding, ascii: bool) -> String {
    binding.keys.iter().map(|&key| key_name(language, key, ascii)).collect::<Vec<_>>().join(" ")
}

/// The help's lines for a table in `language`: keys and description, consecutive bindings with
/// the same description merged.
pub fn help_lines(language: Language, table: &[Binding], ascii: bool) -> Vec<(String, String)> {
    let mut lines: Vec<(String, &'static str)> = Vec::new();
    for binding in table {
        let keys = keys_label(language, binding, ascii);
        match lines.last_mut() {
            Some((previous, help)) if *help == binding.help => {
                previous.push(' ');
                previous.push_str(&keys);
            }
            _ => lines.push((keys, binding.help)),
        }
    }
    lines.into_iter().map(|(keys, help)| (keys, language.message(help))).collect()
}

/// The hint line's entries for a table: `f5 play`, `u undo`, … `? help`; a typed square is
/// shown as `f5`, and bindings in a row with the same word share it (`b/w who moves`).
pub fn hint_line(language: Language, table: &[Binding], ascii: bool) -> Vec<String> {
    let mut hints: Vec<(String, &str)> = Vec::new();
    for binding in table {
        let Some(hint) = binding.hint else { continue };
        let keys = match binding.keys {
            [Key::Square] => "f5".to_string(),
            [Key::Any] => String::new(),
            [first, ..] => key_name(language, *first, ascii),
            [] => continue,
        };
        match hints.last_mut() {
            Some((before, word)) if *word == hint && !keys.is_empty() => {
                before.push('/');
                before.push_str(&keys);
            }
            _ => hints.push((keys, hint)),
        }
    }
    hints
        .into_iter()
        .map(|(keys, hint)| {
            let hint = language.message(hint);
            if keys.is_empty() { hint } else { format!("{keys} {hint}") }
        })
        .collect()
}

/// The hint line's entries joined to fit in `width` columns: where they do not all fit (in a
/// language of longer words), those before the last two (help and quit, in most tables) are
/// left out from the right until the rest fits; the help lists every key.
pub fn fitted_hint_line(entries: &[String], width: usize) -> String {
    let columns = |entries: &[&String]| {
        entries.iter().map(|entry| Span::raw(entry.as_str()).width()).sum::<usize>()
            + 2 * entries.len().saturating_sub(1)
    };
    let mut kept: Vec<&String> = entries.iter().collect();
    while columns(&kept) > width && kept.len() > 2 {
        kept.remove(kept.len() - 3);
    }
    kept.iter().map(|entry| entry.as_str()).collect::<Vec<_>>().join("  ")
}

/// The action an event asks for in the app's current state, if any. While the screen is too
/// small to show the board, only quitting is possible: nothing is played blind.
pub fn action(event: &Event, app: &App) -> Option<Action> {
    let table = bindings(app.mode(), app.remote().is_some());
    let action = match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => key_action(table, key),
        Event::Mouse(mouse) => mouse_action(table, mouse, app),
        Event::Paste(text) => table
            .iter()
            .any(|binding| binding.keys.contains(&Key::Paste))
            .then(|| Action::Paste(bounded(text))),
        _ => None,
    }?;
    if app.geometry().is_none() && !matches!(action, Action::Quit | Action::Yes) {
        return None;
    }
    Some(action)
}

/// A paste cut just past [`MAX_PASTE`], so that one too long is refused as such without being
/// carried whole.
fn bounded(text: &str) -> String {
    let mut end = text.len().min(MAX_PASTE + 1);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_string()
}

fn key_matches(key: Key, event: &KeyEvent) -> bool {
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    match (key, event.code) {
        (Char(c), KeyCode::Char(typed)) => !ctrl && typed == c,
        (Ctrl(c), KeyCode::Char(typed)) => ctrl && typed.eq_ignore_ascii_case(&c),
        (Code(code), typed) => code == typed && !ctrl,
        (Key::Square, KeyCode::Char(c)) => {
            !ctrl && (matches!(c.to_ascii_lowercase(), 'a'..='h') || ('1'..='8').contains(&c))
        }
        (Key::Printable, KeyCode::Char(c)) => !ctrl && !c.is_control(),
        (Key::Any, _) => true,
        _ => false,
    }
}

fn key_action(table: &[Binding], event: &KeyEvent) -> Option<Action> {
    let binding = table.iter().find(|binding| binding.keys.iter().any(|&key| key_matches(key, event)))?;
    match &binding.does {
        Act(action) => Some(action.clone()),
        Does::Cursor => Some(Action::Cursor(match event.code {
            KeyCode::Up | KeyCode::Char('k') => Direction::Up,
            KeyCode::Down | KeyCode::Char('j') => Direction::Down,
            KeyCode::Left => Direction::Left,
            _ => Direction::Right,
        })),
        Does::TypeSquare => match event.code {
            KeyCode::Char(c @ '1'..='8') => Some(Action::Row(c as u8 - b'1')),
            KeyCode::Char(c) => Some(Action::Column(c.to_ascii_lowercase() as u8 - b'a')),
            _ => None,
        },
        Does::TypeChar => match event.code {
            KeyCode::Char(c) => Some(Action::EditText(TextEdit::Insert(c))),
            _ => None,
        },
        Does::Resume => {
            // The key that resumes also does what it does in play.
            let then = key_action(PLAYING, event).filter(|action| *action != Action::Pause);
            Some(Action::Resume(then.map(Box::new)))
        }
        // Mouse and paste bindings: a key never matches them.
        Does::PlayClicked
        | Does::EditClicked
        | Does::StepToClicked
        | Does::WheelMoves
        | Does::WheelHelp
        | Does::Paste => None,
    }
}

fn mouse_action(table: &[Binding], mouse: &MouseEvent, app: &App) -> Option<Action> {
    let key = match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Key::Click,
        MouseEventKind::ScrollUp | MouseEventKind::ScrollDown => Key::Wheel,
        _ => return None,
    };
    let binding =
        table.iter().find(|binding| binding.keys.contains(&key) || binding.keys.contains(&Key::Any))?;
    let up = mouse.kind == MouseEventKind::ScrollUp;
    match &binding.does {
        Does::PlayClicked => app.geometry()?.square_at(mouse.column, mouse.row).map(Action::PlayAt),
        Does::StepToClicked => app.geometry()?.moves?.entry_at(mouse.column, mouse.row).map(Action::StepTo),
        Does::EditClicked => {
            app.geometry()?.square_at(mouse.column, mouse.row).map(|square| Action::EditSquare(Some(square)))
        }
        Does::WheelMoves => Some(Action::ScrollMoves(if up { -1 } else { 1 })),
        Does::WheelHelp => Some(Action::ScrollHelp(if up { -3 } else { 3 })),
        // A click resumes a paused game but plays nothing on the board it could not see.
        Does::Resume => Some(Action::Resume(None)),
        Act(action) => Some(action.clone()),
        Does::Cursor | Does::TypeSquare | Does::TypeChar | Does::Paste => None,
    }
}
