//! The keys of the review: stepping through the moves (or from mistake to mistake), a deeper or
//! shallower review, going back to the game, and playing on from the move shown as a new game.

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
        Action::StepToMistake(direction) => match review.next_mistake(direction) {
            Some(step) => review.step = step,
            None if review.analysed() < review.turnings.len() => {
                app.inform("No mistake marked that way yet: the analysis goes on".into())
            }
            None => app.inform("No mistake that way".into()),
        },
        Action::ReviewLevel(delta) if review.change_level(delta) => {
            app.review_level = review.level;
            let level = review.level;
            app.inform(format!("Reviewing again at level {level}"));
        }
        Action::Overlay => app.overlay = app.overlay.next(),
        Action::Review | Action::Cancel if review.record.is_some() => {
            let record = review.record.take().expect("checked");
            super::browsing::back_to_the_list(app, *record);
        }
        Action::Review | Action::Cancel => {
            session::back_to_the_game(app, now);
            app.inform("Back to the game".into());
        }
        Action::PlayFromHere if review.record.is_some() => {
            let (record, from) = (review.record.take().expect("checked"), review.step);
            app.mode = Mode::Playing;
            super::browsing::play_on(app, &record, from, now, effects);
        }
        Action::PlayFromHere => {
            let from = review.step;
            app.mode = Mode::Playing;
            session::restart(app, now, effects, from);
        }
        _ => {}
    }
}
