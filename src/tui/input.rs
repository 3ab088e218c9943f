//! Key and mouse events -> `Action`, depending on the mode; the bindings are data, shared with
//! the help screen.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use crate::engine::square::Square;

use super::app::{App, Mode};

/// A cursor step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards row 1.
    Up,
    /// Towards row 8.
    Down,
    /// Towards column a.
    Left,
    /// Towards column h.
    Right,
}

/// Something the player asked for, or that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Move the cursor.
    Cursor(Direction),
    /// Play the square under the cursor.
    PlayCursor,
    /// Play a square that was clicked.
    PlayAt(Square),
    /// A column letter typed (0 = a); `h` also moves the cursor left.
    Column(u8),
    /// A row digit typed (0 = row 1).
    Row(u8),
    /// Take back the last move.
    Undo,
    /// Play an undone move again.
    Redo,
    /// Stop or restart both clocks.
    Pause,
    /// Save the game.
    Save,
    /// Start a new game (asks first).
    NewGame,
    /// Show or hide the help.
    Help,
    /// Quit (asks first when there are unsaved moves).
    Quit,
    /// Yes to a question.
    Yes,
    /// No to a question.
    No,
    /// Close a question, prompt or help; clear a half-typed square.
    Cancel,
    /// A character typed into a prompt.
    Type(char),
    /// Delete the last character of a prompt.
    Backspace,
    /// Confirm a prompt.
    Submit,
    /// Any key while paused: start the clocks again.
    Resume,
    /// Time passed: check the flag, end a flash.
    Tick,
}

/// One line of the help screen: the keys and what they do.
pub struct Binding {
    /// The keys, as shown.
    pub keys: &'static str,
    /// What they do.
    pub does: &'static str,
}

/// Every key of the game, as the help screen and the README list them.
pub const BINDINGS: &[Binding] = &[
    Binding { keys: "arrows, h j k l", does: "move the cursor" },
    Binding { keys: "Enter, Space", does: "play the square under the cursor" },
    Binding { keys: "a-h then 1-8", does: "play that square at once, e.g. f5" },
    Binding { keys: "mouse click", does: "play the square clicked" },
    Binding { keys: "u / r", does: "undo / redo a move (clocks keep their time)" },
    Binding { keys: "p", does: "pause and resume both clocks" },
    Binding { keys: "s", does: "save the game" },
    Binding { keys: "n", does: "new game (asks first)" },
    Binding { keys: "?", does: "this help" },
    Binding { keys: "Esc", does: "close a question or help; clear a typed letter" },
    Binding { keys: "q, Ctrl-C", does: "quit (offers to save unsaved moves)" },
];

/// The action an event asks for in the app's current mode, if any.
pub fn action(event: &Event, app: &App) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => key_action(key, app.mode()),
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => match app.mode() {
            Mode::Playing => app.geometry()?.square_at(mouse.column, mouse.row).map(Action::PlayAt),
            Mode::Paused => Some(Action::Resume),
            _ => None,
        },
        _ => None,
    }
}

fn key_action(key: &KeyEvent, mode: &Mode) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(key.code, KeyCode::Char('c')) {
        return Some(Action::Quit);
    }
    match mode {
        Mode::Playing => playing_key(key.code),
        Mode::Paused => Some(match key.code {
            KeyCode::Char('q') => Action::Quit,
            _ => Action::Resume,
        }),
        Mode::Help => Some(match key.code {
            KeyCode::Char('q') => Action::Quit,
            _ => Action::Help,
        }),
        Mode::Confirm(_) => match key.code {
            KeyCode::Char('y' | 'Y') => Some(Action::Yes),
            KeyCode::Char('n' | 'N') => Some(Action::No),
            KeyCode::Esc | KeyCode::Char('c') => Some(Action::Cancel),
            _ => None,
        },
        Mode::SaveAs { .. } => match key.code {
            KeyCode::Enter => Some(Action::Submit),
            KeyCode::Esc => Some(Action::Cancel),
            KeyCode::Backspace => Some(Action::Backspace),
            KeyCode::Char(c) if !ctrl => Some(Action::Type(c)),
            _ => None,
        },
    }
}

fn playing_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Action::Cursor(Direction::Up),
        KeyCode::Down | KeyCode::Char('j') => Action::Cursor(Direction::Down),
        KeyCode::Left => Action::Cursor(Direction::Left),
        KeyCode::Right | KeyCode::Char('l') => Action::Cursor(Direction::Right),
        KeyCode::Enter | KeyCode::Char(' ') => Action::PlayCursor,
        KeyCode::Char(c @ 'a'..='h') => Action::Column(c as u8 - b'a'),
        KeyCode::Char(c @ 'A'..='H') => Action::Column(c as u8 - b'A'),
        KeyCode::Char(c @ '1'..='8') => Action::Row(c as u8 - b'1'),
        KeyCode::Char('u') => Action::Undo,
        KeyCode::Char('r') => Action::Redo,
        KeyCode::Char('p') => Action::Pause,
        KeyCode::Char('s') => Action::Save,
        KeyCode::Char('n') => Action::NewGame,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Char('q') => Action::Quit,
        KeyCode::Esc => Action::Cancel,
        _ => return None,
    })
}
