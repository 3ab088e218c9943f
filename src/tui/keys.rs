//! Key bindings as data: the input mapping, the help screen, the dialogs' choices and the hint
//! line all read these tables, so what the screen says a key does is what it does.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::app::{App, Mode, Question};
use super::line_edit::Edit;
use super::update::{Action, Direction};
use crate::engine::color::Color;

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
    /// Any key not bound otherwise.
    Any,
}

/// What a binding asks for; the event fills in the details (which letter, where clicked).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Command {
    /// Move the cursor.
    Cursor(Direction),
    /// Play the square under the cursor.
    PlayCursor,
    /// A letter or digit of a typed square.
    TypeSquare,
    /// Play the square clicked (or, while paused, resume).
    Click,
    /// Take back the last move.
    Undo,
    /// Play an undone move again.
    Redo,
    /// Pause or resume both clocks.
    Pause,
    /// Save to a file.
    Save,
    /// Start a new game.
    NewGame,
    /// Show or hide the move numbers on the discs.
    MoveNumbers,
    /// The next strategy overlay.
    Overlay,
    /// Every move's score, on or off.
    Hints,
    /// The best move alone, on or off.
    BestHint,
    /// Enter or leave review mode.
    Review,
    /// In review, step through the moves.
    Step(isize),
    /// In review, the move clicked in the move list.
    StepToClicked,
    /// In review, a new game from the position shown.
    PlayFromHere,
    /// Open the board editor.
    EditBoard,
    /// In the editor, the next state of the square under the cursor (or clicked).
    EditSquare,
    /// In the editor, who moves first.
    EditSide(Color),
    /// In the editor, an empty board.
    EditClear,
    /// In the editor, the standard start.
    EditStandard,
    /// In the editor, play the position set up.
    EditDone,
    /// Scroll the move list towards the first move.
    ScrollBack,
    /// Scroll the move list towards the newest move.
    ScrollOn,
    /// The help.
    Help,
    /// Quit.
    Quit,
    /// Close, cancel, forget a typed letter.
    Cancel,
    /// Yes to a question.
    Yes,
    /// No to a question.
    No,
    /// Save to a file, then quit (in the quit question).
    SaveThenQuit,
    /// Confirm the save box.
    Submit,
    /// Edit the text of the save box.
    Edit(Edit),
    /// Scroll the help.
    ScrollHelp(i16),
    /// Resume the paused game, then do what the key does in play.
    Resume,
    /// Close the result banner.
    Dismiss,
}

/// One binding: its keys, what they do, the help's words for it, and the hint line's (if any).
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// The keys.
    pub keys: &'static [Key],
    /// What they do.
    pub command: Command,
    /// The help's description; consecutive bindings with the same description share a line.
    pub help: &'static str,
    /// The hint line's word, if the binding is on it.
    pub hint: Option<&'static str>,
}

const fn bind(keys: &'static [Key], command: Command, help: &'static str) -> Binding {
    Binding { keys, command, help, hint: None }
}

const fn hinted(keys: &'static [Key], command: Command, help: &'static str, hint: &'static str) -> Binding {
    Binding { keys, command, help, hint: Some(hint) }
}

use Key::{Char, Code, Ctrl};

/// Keys while playing.
pub const PLAYING: &[Binding] = &[
    bind(
        &[Code(KeyCode::Left), Code(KeyCode::Up), Code(KeyCode::Down), Code(KeyCode::Right)],
        Command::Cursor(Direction::Left),
        "move the cursor",
    ),
    bind(&[Char('k'), Char('j'), Char('l')], Command::Cursor(Direction::Up), "move the cursor"),
    bind(&[Code(KeyCode::Enter), Char(' ')], Command::PlayCursor, "play the square under the cursor"),
    hinted(&[Key::Square], Command::TypeSquare, "play that square, e.g. f5 (h alone moves left)", "play"),
    bind(&[Key::Click], Command::Click, "play the square clicked"),
    hinted(&[Char('u')], Command::Undo, "take back the last move", "undo"),
    bind(&[Char('r')], Command::Redo, "play an undone move again"),
    hinted(&[Char('p')], Command::Pause, "pause both clocks (hides the board)", "pause"),
    hinted(&[Char('s')], Command::Save, "save to a file", "save"),
    hinted(&[Char('n')], Command::NewGame, "new game (this one stays in the library)", "new"),
    bind(&[Char('m')], Command::MoveNumbers, "move numbers on the discs, on or off"),
    bind(
        &[Char('o')],
        Command::Overlay,
        "strategy on the board: stable discs, frontier, X- and C-squares, parity, then none",
    ),
    hinted(
        &[Char('i')],
        Command::Hints,
        "hints: every legal move's score, deepening; again to hide",
        "hints",
    ),
    bind(&[Char('t')], Command::BestHint, "the best move alone, with its score; again to hide"),
    hinted(&[Char('v')], Command::Review, "review the game move by move (the clocks stop)", "review"),
    bind(&[Char('x')], Command::EditBoard, "set up a position in the board editor (the clocks stop)"),
    bind(&[Code(KeyCode::PageUp), Key::Wheel], Command::ScrollBack, "scroll the move list"),
    bind(&[Code(KeyCode::PageDown)], Command::ScrollOn, "scroll the move list"),
    hinted(&[Char('?')], Command::Help, "this help", "help"),
    bind(&[Code(KeyCode::Esc)], Command::Cancel, "forget a typed letter"),
    hinted(&[Char('q'), Ctrl('c')], Command::Quit, "quit (the game stays in the library)", "quit"),
];

/// Keys in review mode.
pub const REVIEW: &[Binding] = &[
    hinted(&[Code(KeyCode::Left)], Command::Step(-1), "the move before", "prev"),
    hinted(&[Code(KeyCode::Right)], Command::Step(1), "the move after", "next"),
    bind(&[Code(KeyCode::PageUp)], Command::Step(-10), "ten moves back"),
    bind(&[Code(KeyCode::PageDown)], Command::Step(10), "ten moves on"),
    bind(&[Code(KeyCode::Home)], Command::Step(-60), "the first move"),
    bind(&[Code(KeyCode::End)], Command::Step(60), "the final position"),
    bind(&[Key::Click], Command::StepToClicked, "the move clicked in the move list"),
    hinted(
        &[Code(KeyCode::Enter)],
        Command::PlayFromHere,
        "play from here: a new game from this position (this one stays in the library)",
        "play from here",
    ),
    bind(&[Char('o')], Command::Overlay, "strategy on the board"),
    hinted(&[Char('v'), Code(KeyCode::Esc)], Command::Review, "back to the game", "back"),
    hinted(&[Char('q'), Ctrl('c')], Command::Quit, "quit (the game stays in the library)", "quit"),
];

/// Keys of the board editor.
pub const EDIT: &[Binding] = &[
    bind(
        &[Code(KeyCode::Left), Code(KeyCode::Up), Code(KeyCode::Down), Code(KeyCode::Right)],
        Command::Cursor(Direction::Left),
        "move the cursor",
    ),
    hinted(
        &[Char(' '), Key::Click],
        Command::EditSquare,
        "the square: empty, black, white, empty…",
        "square",
    ),
    hinted(&[Char('b')], Command::EditSide(Color::Black), "black moves first", "black"),
    hinted(&[Char('w')], Command::EditSide(Color::White), "white moves first", "white"),
    hinted(&[Char('c')], Command::EditClear, "clear the board", "clear"),
    hinted(&[Char('s')], Command::EditStandard, "the standard start", "start"),
    hinted(
        &[Code(KeyCode::Enter)],
        Command::EditDone,
        "play this position: a new game (this one stays in the library)",
        "play it",
    ),
    hinted(&[Code(KeyCode::Esc)], Command::Cancel, "leave the board as it was", "cancel"),
    bind(&[Ctrl('c')], Command::Quit, "quit"),
];

/// Keys while paused: any key resumes and then acts as it does in play.
pub const PAUSED: &[Binding] = &[
    hinted(&[Char('q'), Ctrl('c')], Command::Quit, "quit", "quit"),
    hinted(&[Char('p'), Key::Click], Command::Pause, "resume", "resume"),
    hinted(&[Key::Any], Command::Resume, "resume", "any key resumes"),
];

/// Keys while the help is shown.
pub const HELP: &[Binding] = &[
    bind(&[Code(KeyCode::Up)], Command::ScrollHelp(-1), "scroll"),
    bind(&[Code(KeyCode::Down)], Command::ScrollHelp(1), "scroll"),
    bind(&[Code(KeyCode::PageUp)], Command::ScrollHelp(-10), "scroll"),
    bind(&[Code(KeyCode::PageDown)], Command::ScrollHelp(10), "scroll"),
    bind(&[Key::Wheel], Command::ScrollHelp(3), "scroll"),
    hinted(&[Ctrl('c')], Command::Quit, "quit", "quit"),
    hinted(&[Key::Any], Command::Help, "close the help", "any key closes the help"),
];

/// Keys of the quit question.
pub const QUIT: &[Binding] = &[
    hinted(&[Char('q'), Char('y'), Ctrl('c')], Command::Yes, "quit", "quit"),
    hinted(&[Char('s')], Command::SaveThenQuit, "save to a file first", "save to a file first"),
    hinted(&[Code(KeyCode::Esc), Char('n')], Command::No, "keep playing", "keep playing"),
];

/// Keys of the new game question.
pub const NEW_GAME: &[Binding] = &[
    hinted(&[Char('y')], Command::Yes, "new game", "new game"),
    hinted(&[Char('n'), Code(KeyCode::Esc)], Command::No, "keep playing", "keep playing"),
    bind(&[Ctrl('c')], Command::Quit, "quit"),
];

/// Keys of the question before a file is written over.
pub const OVERWRITE: &[Binding] = &[
    hinted(&[Char('y')], Command::Yes, "replace it", "replace it"),
    hinted(&[Char('n'), Code(KeyCode::Esc)], Command::No, "choose another name", "choose another name"),
    bind(&[Ctrl('c')], Command::Quit, "quit"),
];

/// Keys of the save box.
pub const SAVE_BOX: &[Binding] = &[
    hinted(&[Code(KeyCode::Enter)], Command::Submit, "save", "save"),
    hinted(&[Code(KeyCode::Esc)], Command::Cancel, "cancel", "cancel"),
    bind(&[Code(KeyCode::Left)], Command::Edit(Edit::Left), "move in the name"),
    bind(&[Code(KeyCode::Right)], Command::Edit(Edit::Right), "move in the name"),
    bind(&[Code(KeyCode::Home), Ctrl('a')], Command::Edit(Edit::Home), "to the start"),
    bind(&[Code(KeyCode::End), Ctrl('e')], Command::Edit(Edit::End), "to the end"),
    bind(&[Code(KeyCode::Backspace)], Command::Edit(Edit::Backspace), "delete before the cursor"),
    bind(&[Code(KeyCode::Delete)], Command::Edit(Edit::Delete), "delete under the cursor"),
    bind(&[Ctrl('u')], Command::Edit(Edit::ClearToStart), "delete to the start"),
    bind(&[Ctrl('w')], Command::Edit(Edit::DeleteWord), "delete the word before the cursor"),
    bind(&[Ctrl('c')], Command::Quit, "quit"),
    bind(&[Key::Printable], Command::Edit(Edit::Insert(' ')), "type the name"),
];

/// Keys while the result banner is shown.
pub const RESULT: &[Binding] = &[hinted(&[Key::Any], Command::Dismiss, "close", "any key closes")];

/// The bindings in force in `mode`.
pub fn bindings(mode: &Mode) -> &'static [Binding] {
    match mode {
        Mode::Playing => PLAYING,
        Mode::Paused => PAUSED,
        Mode::Help { .. } => HELP,
        Mode::Confirm(Question::Quit) => QUIT,
        Mode::Confirm(Question::NewGame) => NEW_GAME,
        Mode::Confirm(Question::Overwrite { .. }) => OVERWRITE,
        Mode::SaveAs { .. } => SAVE_BOX,
        Mode::Result => RESULT,
        Mode::Review => REVIEW,
        Mode::Edit => EDIT,
    }
}

/// How a key is written on screen; `ascii` for terminals without arrows.
pub fn key_name(key: Key, ascii: bool) -> String {
    match key {
        Char(' ') => "Space".into(),
        Char(c) => c.to_string(),
        Ctrl(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
        Code(code) => match (code, ascii) {
            (KeyCode::Left, false) => "←".into(),
            (KeyCode::Right, false) => "→".into(),
            (KeyCode::Up, false) => "↑".into(),
            (KeyCode::Down, false) => "↓".into(),
            (KeyCode::Left, true) => "Left".into(),
            (KeyCode::Right, true) => "Right".into(),
            (KeyCode::Up, true) => "Up".into(),
            (KeyCode::Down, true) => "Down".into(),
            (KeyCode::PageUp, _) => "PgUp".into(),
            (KeyCode::PageDown, _) => "PgDn".into(),
            (KeyCode::Backspace, _) => "Backspace".into(),
            (code, _) => code.to_string(),
        },
        Key::Square => "a-h then 1-8".into(),
        Key::Printable => "letters".into(),
        Key::Click => "click".into(),
        Key::Wheel => "wheel".into(),
        Key::Any => "any key".into(),
    }
}

/// The keys of a binding as one label: `q Ctrl-C`.
pub fn keys_label(binding: &Binding, ascii: bool) -> String {
    binding.keys.iter().map(|&key| key_name(key, ascii)).collect::<Vec<_>>().join(" ")
}

/// The help's lines for a table: keys and description, consecutive bindings with the same
/// description merged.
pub fn help_lines(table: &[Binding], ascii: bool) -> Vec<(String, &'static str)> {
    let mut lines: Vec<(String, &'static str)> = Vec::new();
    for binding in table {
        let keys = keys_label(binding, ascii);
        match lines.last_mut() {
            Some((previous, help)) if *help == binding.help => {
                previous.push(' ');
                previous.push_str(&keys);
            }
            _ => lines.push((keys, binding.help)),
        }
    }
    lines
}

/// The hint line for a table: `? help  f5 play  u undo …`; a typed square is shown as `f5`.
pub fn hint_line(table: &[Binding], ascii: bool) -> String {
    let hints = table.iter().filter_map(|binding| {
        let hint = binding.hint?;
        let keys = match binding.keys {
            [Key::Square] => "f5".to_string(),
            [Key::Any] => return Some(hint.to_string()),
            [first, ..] => key_name(*first, ascii),
            [] => return None,
        };
        Some(format!("{keys} {hint}"))
    });
    hints.collect::<Vec<_>>().join("  ")
}

/// The action an event asks for in the app's current state, if any. While the screen is too
/// small to show the board, only quitting is possible: nothing is played blind.
pub fn action(event: &Event, app: &App) -> Option<Action> {
    let table = bindings(app.mode());
    let action = match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => key_action(table, key),
        Event::Mouse(mouse) => mouse_action(table, mouse, app),
        _ => None,
    }?;
    if app.geometry().is_none() && !matches!(action, Action::Quit | Action::Yes) {
        return None;
    }
    Some(action)
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
    match binding.command {
        Command::Cursor(_) => Some(Action::Cursor(match event.code {
            KeyCode::Up | KeyCode::Char('k') => Direction::Up,
            KeyCode::Down | KeyCode::Char('j') => Direction::Down,
            KeyCode::Left => Direction::Left,
            _ => Direction::Right,
        })),
        Command::TypeSquare => match event.code {
            KeyCode::Char(c @ '1'..='8') => Some(Action::Row(c as u8 - b'1')),
            KeyCode::Char(c) => Some(Action::Column(c.to_ascii_lowercase() as u8 - b'a')),
            _ => None,
        },
        Command::Edit(Edit::Insert(_)) => match event.code {
            KeyCode::Char(c) => Some(Action::Edit(Edit::Insert(c))),
            _ => None,
        },
        Command::Resume => {
            // The key that resumes also does what it does in play.
            let then = key_action(PLAYING, event).filter(|action| *action != Action::Pause);
            Some(Action::Resume(then.map(Box::new)))
        }
        command => command_action(command),
    }
}

/// The action of a command that needs nothing from the event.
fn command_action(command: Command) -> Option<Action> {
    Some(match command {
        Command::PlayCursor => Action::PlayCursor,
        Command::Undo => Action::Undo,
        Command::Redo => Action::Redo,
        Command::Pause => Action::Pause,
        Command::Save => Action::Save,
        Command::NewGame => Action::NewGame,
        Command::MoveNumbers => Action::MoveNumbers,
        Command::Overlay => Action::Overlay,
        Command::Hints => Action::Hints,
        Command::Review => Action::Review,
        Command::Step(delta) => Action::Step(delta),
        Command::PlayFromHere => Action::PlayFromHere,
        Command::EditBoard => Action::EditBoard,
        Command::EditSquare => Action::EditSquare(None),
        Command::EditSide(color) => Action::EditSide(color),
        Command::EditClear => Action::EditClear,
        Command::EditStandard => Action::EditStandard,
        Command::EditDone => Action::EditDone,
        Command::BestHint => Action::BestHint,
        Command::ScrollBack => Action::ScrollMoves(-1),
        Command::ScrollOn => Action::ScrollMoves(1),
        Command::Help => Action::Help,
        Command::Quit => Action::Quit,
        Command::Cancel => Action::Cancel,
        Command::Yes => Action::Yes,
        Command::No => Action::No,
        Command::SaveThenQuit => Action::SaveThenQuit,
        Command::Submit => Action::Submit,
        Command::Edit(edit) => Action::Edit(edit),
        Command::ScrollHelp(lines) => Action::ScrollHelp(lines),
        Command::Dismiss => Action::Dismiss,
        Command::Resume => Action::Resume(None),
        // Handled where their key or click is read: the cursor keys, typed squares, clicks.
        Command::Cursor(_) | Command::TypeSquare | Command::Click | Command::StepToClicked => return None,
    })
}

fn mouse_action(table: &[Binding], mouse: &MouseEvent, app: &App) -> Option<Action> {
    let key = match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => Key::Click,
        MouseEventKind::ScrollUp | MouseEventKind::ScrollDown => Key::Wheel,
        _ => return None,
    };
    let binding =
        table.iter().find(|binding| binding.keys.contains(&key) || binding.keys.contains(&Key::Any))?;
    match (binding.command, mouse.kind) {
        (Command::Click, _) => app.geometry()?.square_at(mouse.column, mouse.row).map(Action::PlayAt),
        (Command::StepToClicked, _) => {
            app.geometry()?.moves?.entry_at(mouse.column, mouse.row).map(Action::StepTo)
        }
        (Command::EditSquare, _) => {
            app.geometry()?.square_at(mouse.column, mouse.row).map(|square| Action::EditSquare(Some(square)))
        }
        (Command::ScrollBack, MouseEventKind::ScrollDown) => Some(Action::ScrollMoves(1)),
        (Command::ScrollBack, _) => Some(Action::ScrollMoves(-1)),
        (Command::ScrollHelp(lines), MouseEventKind::ScrollUp) => Some(Action::ScrollHelp(-lines.abs())),
        (Command::ScrollHelp(lines), _) => Some(Action::ScrollHelp(lines.abs())),
        // A click resumes a paused game but plays nothing on the board it could not see.
        (Command::Resume, _) => Some(Action::Resume(None)),
        (command, _) => command_action(command),
    }
}
