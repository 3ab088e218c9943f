//! The keys of the board editor: squares cycled, the side to move chosen, the board cleared or
//! set to the start, then played as a new game, or left as it was.

use crate::tr;
use std::time::Instant;

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode};
use super::session;

/// A key of the board editor.
pub(super) fn update(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    let Mode::Edit(editor) = app.mode.edit() else { return };
    match action {
        Action::Cursor(direction) => app.move_cursor(direction),
        Action::EditSquare(square) => {
            let square = square.unwrap_or(app.cursor);
            editor.cycle(square);
            app.cursor = square;
        }
        Action::EditSide(color) => editor.to_move = color,
        Action::EditClear => editor.clear(),
        Action::EditStandard => editor.standard(),
        Action::EditDone => match editor.position() {
            Ok(position) => {
                let to_move = editor.to_move;
                session::start_from(app, now, effects, position, to_move);
            }
            Err(super::super::editor::NeitherMoves) => app.warn(tr!(app.language(), "editor-cannot-play")),
        },
        Action::Cancel => {
            session::back_to_the_game(app, now);
            app.inform(tr!(app.language(), "editor-cancelled"));
        }
        _ => {}
    }
}
