//! The keys of the review: stepping through the moves (or from mistake to mistake, or by
//! themselves at a pace), a deeper or shallower review, a comment on a move, going back to the
//! game, and playing on from the move shown as a new game.

use crate::tr;
use std::time::Instant;

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode};
use super::super::line_edit::LineEdit;
use super::session;

/// Time passed: the autoplay shows the moves due.
pub(super) fn tick(app: &mut App, now: Instant) {
    if let Some(review) = app.review_mut() {
        review.play_on(now);
    }
}

/// A pace in words: `0.5 s`, `2 s`.
fn pace_words(language: crate::i18n::Language, pace: std::time::Duration) -> String {
    crate::words::seconds(language, pace)
}

/// A key of the comment box, over the review: Enter keeps the comment on the move shown (empty
/// removes it) and the game's file with it; Esc leaves it as it was.
pub(super) fn comment_box(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    let Mode::Comment { input, .. } = app.mode.edit() else { return };
    match action {
        Action::EditText(edit) => input.apply(edit),
        Action::Submit => {
            let text = input.text();
            app.mode.close();
            let Some((step, number)) =
                app.review().and_then(|review| Some((review.step, review.turning()?.number)))
            else {
                return;
            };
            if app.play.set_comment(step, &text) {
                effects.push(app.autosave(now));
                app.inform(if text.trim().is_empty() {
                    tr!(app.language(), "comment-removed", number = number)
                } else {
                    tr!(app.language(), "comment-kept", number = number)
                });
            }
        }
        Action::Cancel => app.mode.close(),
        _ => {}
    }
}

/// A key of the review.
pub(super) fn update(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    let language = app.language();
    let Mode::Review(review) = app.mode.edit() else { return };
    match action {
        Action::Step(delta) => review.go(delta),
        Action::StepTo(index) => review.step = index.min(review.steps() - 1),
        Action::StepToMistake(direction) => match review.next_mistake(direction) {
            Some(step) => review.step = step,
            None if review.analysed() < review.turnings.len() => {
                app.inform(tr!(app.language(), "review-no-mistake-yet"))
            }
            None => app.inform(tr!(app.language(), "review-no-mistake")),
        },
        Action::ReviewLevel(delta) if review.change_level(delta) => {
            app.review_level = review.level;
            let level = review.level;
            app.inform(tr!(app.language(), "review-level", level = level.number()));
        }
        Action::Overlay => app.overlay = app.overlay.next(),
        Action::Review | Action::Cancel if review.record.is_some() => {
            let record = review.record.take().expect("checked");
            super::browsing::back_to_the_list(app, *record);
        }
        Action::Review | Action::Cancel => {
            session::back_to_the_game(app, now);
            app.inform(tr!(app.language(), "back-to-the-game"));
        }
        Action::PlayFromHere if review.record.is_some() => {
            let (record, from) = (review.record.take().expect("checked"), review.step);
            app.mode.set(Mode::Playing);
            super::browsing::play_on(app, &record, from, now, effects);
        }
        Action::Autoplay => {
            let pace = pace_words(language, review.pace);
            if review.toggle_autoplay(now) {
                app.inform(tr!(app.language(), "autoplay-on", pace = pace));
            } else {
                app.inform(tr!(app.language(), "autoplay-off"));
            }
        }
        Action::AutoplayPace(delta) => {
            review.change_pace(delta, now);
            app.review_pace = review.pace;
            let pace = pace_words(language, review.pace);
            app.inform(tr!(app.language(), "autoplay-pace", pace = pace));
        }
        Action::Comment if review.record.is_some() => {
            // The moves shown are the database's game, the comments the player's own game's.
            app.warn(tr!(app.language(), "comment-database-game"));
        }
        Action::Comment => match review.turning() {
            Some(_) => {
                // The comment is on the move shown when the box opened: the moves stop there.
                review.autoplay = None;
                let written = app.play.comments().get(&review.step).cloned().unwrap_or_default();
                app.mode.open_over(|under| Mode::Comment { input: LineEdit::new(&written), under });
            }
            None => app.warn(tr!(app.language(), "comment-final-position")),
        },
        Action::PlayFromHere => {
            let from = review.step;
            app.mode.set(Mode::Playing);
            session::restart(app, now, effects, from);
        }
        _ => {}
    }
}
