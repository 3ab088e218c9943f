//! Positions in and out: `y` copies the transcript, the position or the GGF of what is shown to
//! the terminal's clipboard (an effect the loop writes as OSC 52); a paste opens the game record
//! it holds as a new game (asking first when a game would be left), or sets its board up in the
//! editor, or is typed into the box where a line is typed; anything else is refused with the
//! reason.

use crate::tr;
use std::time::Instant;

use crate::engine::color::Color;
use crate::store::records::{self, Kind};

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode, Question};
use super::super::clipboard::{Clip, CopyWhat, MAX_PASTE, position_text};
use super::super::line_edit::TextEdit;
use super::session;

/// The most characters a paste types into a box: more than any name, filter or chat line.
const MAX_TYPED: usize = 500;

/// `y`: copies `what`, or opens the choice of what to copy.
pub(super) fn copy(app: &mut App, what: Option<CopyWhat>, now: Instant, effects: &mut Vec<Effect>) {
    let Some(what) = what else {
        app.mode.open_over(|under| Mode::Copy { under });
        return;
    };
    if let Mode::Copy { .. } = *app.mode {
        app.mode.close();
    }
    // Each copy says where it went (the messages `copied-…`).
    let language = app.language();
    // A game of the database under review is the game on screen: it is the one copied, not the
    // game in play that waits beneath.
    let record = app.review().and_then(|review| review.record.as_deref()).map(|record| {
        let moves = record.moves.len();
        (record.number, record.transcript(), moves)
    });
    let (clip, said) = match what {
        CopyWhat::Transcript => {
            let (transcript, moves) = match record {
                Some((_, transcript, moves)) => (transcript, moves),
                None => (app.game().transcript(), app.game().moves().count()),
            };
            if transcript.is_empty() {
                app.warn(tr!(language, "copy-no-moves"));
                return;
            }
            (Clip::Text(transcript), tr!(language, "copied-transcript", moves = moves))
        }
        CopyWhat::Position => {
            if let Some(editor) = app.editor()
                && editor.position().is_err()
            {
                app.warn(tr!(language, "copy-not-a-position"));
                return;
            }
            let to_move = app.shown_position().map_or(Color::Black, |(_, to_move)| to_move);
            let text = position_text(app.shown_board(), to_move);
            (Clip::Text(text), tr!(language, "copied-position", side = crate::words::side(language, to_move)))
        }
        CopyWhat::Ggf => {
            let clip = match record {
                Some((number, _, _)) => Clip::DatabaseGame(number),
                None => Clip::Ggf(Box::new(app.play.snapshot(now))),
            };
            (clip, tr!(language, "copied-ggf"))
        }
    };
    effects.push(Effect::Copy(clip));
    // Whether it reached the clipboard is the terminal's to say, and it does not: what its
    // environment tells is said after.
    match app.settings.clipboard.caveat() {
        None => app.inform(said),
        Some((caveat, warning)) => {
            let caveat = language.text(caveat, None, None);
            let said = tr!(language, "two-sentences", first = said, second = caveat);
            if warning { app.warn(said) } else { app.inform(said) }
        }
    }
}

/// A key of the choice of what to copy.
pub(super) fn choice(app: &mut App, action: Action) {
    if let (Action::Cancel, Mode::Copy { .. }) = (&action, &*app.mode) {
        app.mode.close();
    }
}

/// Text pasted: a game record opens (in the editor, its board is set up there); anything else
/// is refused, saying why.
pub(super) fn paste(app: &mut App, text: String, now: Instant, effects: &mut Vec<Effect>) {
    if let Mode::SaveAs { input, .. }
    | Mode::Chat { input }
    | Mode::Comment { input, .. }
    | Mode::ExplorerFilter { input, .. } = app.mode.edit()
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
        app.warn(tr!(app.language(), "paste-network"));
        return;
    }
    if text.len() > MAX_PASTE {
        app.warn(tr!(app.language(), "paste-too-long", kib = MAX_PASTE / 1024));
        return;
    }
    let (saved, kind) = match records::read(&text) {
        Ok(read) => read,
        Err(error) => {
            let why = crate::words::record_problem(app.language(), &error);
            app.warn(tr!(app.language(), "paste-not-a-record", why = why));
            return;
        }
    };
    if let Mode::Edit(editor) = app.mode.edit() {
        editor.board = saved.game.board();
        if let Some(to_move) = saved.game.to_move() {
            editor.to_move = to_move;
        }
        app.inform(tr!(app.language(), "paste-set-up", kind = kind.key()));
        return;
    }
    let leaves_a_game = !app.game().is_over() && app.game().moves().next().is_some();
    if leaves_a_game {
        app.mode.set(Mode::Confirm(Question::OpenPasted { text, kind: kind.key() }));
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
            let language = app.language();
            app.inform(match app.game().to_move() {
                Some(color) => {
                    tr!(
                        language,
                        "pasted-opened",
                        kind = kind.key(),
                        side = crate::words::side(language, color)
                    )
                }
                None => tr!(language, "pasted-opened-over", kind = kind.key()),
            });
        }
        Err(error) => app.warn(tr!(
            app.language(),
            "paste-failed",
            why = crate::words::record_problem(app.language(), &error)
        )),
    }
}
