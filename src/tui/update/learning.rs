//! The computer learning from the games it loses: the line sent to the book when such a game
//! ends on the board, and the book that comes back, which the computer plays from from then on.

use crate::tr;
use std::sync::Arc;

use crate::engine::color::Color;
use crate::play::book_learning::{DEPTH, Learned, line_to_learn};

use super::super::action::Effect;
use super::super::app::App;

/// After the game's last move: if learning is chosen and the computer, alone against a person
/// at this keyboard, lost on the board, its line goes to the book.
pub(super) fn game_ended(app: &App, effects: &mut Vec<Effect>) {
    if !app.new_game_choices.learn_from_losses || app.remote.is_some() {
        return;
    }
    let players = app.play.players();
    let computer = match (players[Color::Black].computer, players[Color::White].computer) {
        (Some(_), None) => Color::Black,
        (None, Some(_)) => Color::White,
        _ => return,
    };
    if let Some(line) = line_to_learn(app.game(), computer) {
        effects.push(Effect::LearnFromLoss { line, depth: DEPTH });
    }
}

/// The book learned from a lost game: the computer and the hints take it, and the player is told.
pub(super) fn learned(app: &mut App, learned: Result<Learned, String>, effects: &mut Vec<Effect>) {
    match learned {
        Ok(Learned { positions: 0, .. }) => {
            app.inform(tr!(app.language(), "learned-nothing"));
        }
        Ok(Learned { positions, book }) => {
            let book = Arc::new(book);
            app.set_book(book.clone());
            effects.push(Effect::UseBook(book));
            app.inform(tr!(app.language(), "learned", positions = positions));
        }
        Err(problem) => app.warn(tr!(app.language(), "learning-failed", problem = problem)),
    }
}
