//! The keys of the review: stepping through the moves, going back to the game, and playing on
//! from the move shown as a new game.

use std::time::Instant;

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode};
use super::session;

/// A key of the review.
pub(super) fn update(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    let Mode::Review(review) = &mut app.mode else { return };
    match action {
        Action::Step(delta) => review.go(delta),
        Action::StepTo(index) => review.step = index.min(review.steps() - 1),
        Action::Overlay => app.overlay = app.overlay.next(),
        Action::Review | Action::Cancel => {
            app.mode = Mode::Playing;
            app.inform("Back to the game".into());
        }
        Action::PlayFromHere => {
            let from = review.step;
            app.mode = Mode::Playing;
            session::restart(app, now, effects, from);
        }
        _ => {}
    }
}
