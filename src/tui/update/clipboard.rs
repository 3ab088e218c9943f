//! Positions in and out: `y` copies the transcript, the position or the GGF of what is shown to
//! the terminal's clipboard (an effect the loop writes as OSC 52); a paste opens the game record
//! it holds as a new game (asking first when a game would be left), or sets its board up in the
//! editor, or is typed into the box where a line is typed; anything else is refused with the
//! reason.

use std::time::Instant;

use crate::engine::color::Color;
use crate::store::records::{self, Kind};
use crate::text::printable;

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode, Question};
use super::super::clipboard::{Clip, CopyWhat, MAX_PASTE, position_text};
use super::super::line_edit::TextEdit;
use super::session;

/// The most characters a paste types into a box: more than any name, filter or chat line.
const MAX_TYPED: usize = 500;

/// What the status line adds to every copy: where it went, and that it may go nowhere.
const WHERE_IT_WENT: &str =
    "to the terminal's clipboard (OSC 52): some terminals, and tmux without set-clipboard on, ignore it";

/// `y`: copies `what`, or opens the choice of what to copy.
pub(super) fn copy(app: &mut App, what: Option<CopyWhat>, now: Instant, effects: &mut Vec<Effect>) {
    let Some(what) = what else {
        let under = std::mem::replace(&mut app.mode, Mode::Playing);
        app.mode = Mode::Copy { under: Box::new(under) };
        return;
    };
    if let Mode::Copy { under } = &app.mode {
        app.mode = (**under).clone();
    }
    let (clip, detail) = match what {
        CopyWhat::Transcript => {
            let transcript = app.game().transcript();
            if transcript.is_empty() {
                app.warn("No moves to copy yet".into());
                return;
            }
            let moves = crate::text::count(app.game().moves().count() as i64, "move", "moves");
            (Clip::Text(transcript), format!(" ({moves})"))
        }
        CopyWhat::Position => {
            if let Some(editor) = app.editor()
                && let Err(why) = editor.position()
            {
                app.warn(format!("Nothing copied: this board is not a position ({why})"));
                return;
            }
            let to_move = app.shown_position().map_or(Color::Black, |(_, to_move)| to_move);
            let text = position_text(app.shown_board(), to_move);
            (Clip::Text(text), format!(", {to_move} to move,"))
        }
        CopyWhat::Ggf => (Clip::Ggf(Box::new(app.play.snapshot(now))), String::new()),
    };
    effects.push(Effect::Copy(clip));
    app.inform(format!("Copied {}{detail} {WHERE_IT_WENT}", what.name()));
}

/// A key of the choice of what to copy.
pub(super) fn choice(app: &mut App, action: Action) {
    if let (Action::Cancel, Mode::Copy { under }) = (&action, &app.mode) {
        app.mode = (**under).clone();
    }
}

/// Text pasted: a game record opens (in the editor, its board is set up there); anything else
/// is refused, saying why.
pub(super) fn paste(app: &mut App, text: String, now: Instant, effects: &mut Vec<Effect>) {
    if let Mode::SaveAs { input, .. }
    | Mode::Chat { input }
    | Mode::Comment { input, .. }
    | Mode::ExplorerFilter { input, .. } = &mut app.mode
    {
        // In a box where a line is typed, the paste is typed in: its first line, printable.
        let line = text.lines().next().unwrap_or_default();
        for c in line.chars().filter(|c| !c.is_control()).take(MAX_TYPED) {
            input.apply(TextEdit::Insert(c));
        }
        return;
    }
    if app.remote.is_some() {
        // A network game's session is that game's: a record opened here would become a game of
        // the link, its moves sent to the other player.
        app.warn("Nothing opened: a pasted game opens at one keyboard, not in a network game".into());
        return;
    }
    if text.len() > MAX_PASTE {
        app.warn(format!(
            "Nothing opened: the paste is longer than {} KiB, more than a game record",
            MAX_PASTE / 1024
        ));
        return;
    }
    let (saved, kind) = match records::read(&text) {
        Ok(read) => read,
        Err(error) => {
            let why = printable(&error.to_string());
            app.warn(format!(
                "Nothing opened: the paste is not a transcript, a position or a GGF game ({why})"
            ));
            return;
        }
    };
    if let Mode::Edit(editor) = &mut app.mode {
        editor.board = saved.game.board();
        if let Some(to_move) = saved.game.to_move() {
            editor.to_move = to_move;
        }
        app.inform(format!("The board of the pasted {} is set up: Enter plays it", bare(kind)));
        return;
    }
    let leaves_a_game = !app.game().is_over() && app.game().moves().next().is_some();
    if leaves_a_game {
        app.mode = Mode::Confirm(Question::OpenPasted { text, kind: kind.name() });
    } else {
        open(app, &text, now, effects);
    }
}

/// Opens the game record `text` as a new game (the game left stays in the library).
pub(super) fn open(app: &mut App, text: &str, now: Instant, effects: &mut Vec<Effect>) {
    match records::read(text) {
        Ok((saved, kind)) => {
            // A transcript or a position names nobody: the players go on; a GGF game or a save
            // says who played it.
            let named = matches!(kind, Kind::Ggf | Kind::Save);
            session::open_record(app, now, effects, saved, named);
            let turn = match app.game().to_move() {
                Some(color) => format!(", {color} to move"),
                None => ": the game is over".into(),
            };
            app.inform(format!("Opened the pasted {} as a new game{turn}", bare(kind)));
        }
        Err(error) => app.warn(format!("Nothing opened: {}", printable(&error.to_string()))),
    }
}

/// The kind's name without its article: `transcript`.
fn bare(kind: Kind) -> &'static str {
    let name = kind.name();
    name.strip_prefix("an ").or_else(|| name.strip_prefix("a ")).unwrap_or(name)
}
