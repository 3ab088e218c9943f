//! The engine kept in step with the game: the computer's search on its turn, the hints' search
//! on a person's, the review's analyses one after another, and their replies taken in.

use std::time::Instant;

use crate::play::{Reply, Request, Task};

use super::app::{App, Mode, Thinking};
use super::hints::{HINT_LIMITS, HintMode, HintSearch};
use super::update::{Effect, play, warn};

/// Keeps the engine in step with the game: thinking while the computer's clock runs, on the
/// position in play; else, with hints on, scoring the moves of the person to move; stopped
/// otherwise. The computer's clock starts by itself.
pub(super) fn follow_the_turn(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    let computer_turn = app.play.computer_to_move().is_some() && !app.quit;
    if computer_turn && app.mode == Mode::Playing {
        app.play.start_clock(now);
    }
    let position = app.game().position();
    match &app.thinking {
        Some(thinking) if computer_turn && app.play.clock_running() && thinking.position == position => {}
        _ if computer_turn && app.play.clock_running() => {
            app.last_request += 1;
            let request = app.play.computer_request(app.last_request, now).expect("the computer is to move");
            app.thinking = Some(Thinking { id: request.id, position, progress: None });
            app.hint_search = None;
            effects.push(Effect::Think(request));
        }
        Some(_) => {
            app.thinking = None;
            effects.push(Effect::StopThinking);
        }
        None => {}
    }
    let hints_wanted = app.hint_mode != HintMode::Off
        && !computer_turn
        && !matches!(app.mode, Mode::Paused | Mode::Review)
        && !app.game().is_over()
        && !app.quit;
    if hints_wanted {
        if app.hint_search.as_ref().is_none_or(|search| search.position != position) {
            app.last_request += 1;
            let request =
                Request { id: app.last_request, position, task: Task::Analyze(HINT_LIMITS), time: None };
            app.hint_search = Some(HintSearch { id: request.id, position, found: None, running: true });
            effects.push(Effect::Think(request));
        }
    } else if let Some(search) = app.hint_search.take()
        && search.running
        && app.thinking.is_none()
    {
        effects.push(Effect::StopThinking);
    }
    // In review, the moves are analysed one after another, once the searches above are stopped.
    if app.mode == Mode::Review
        && let Some(review) = app.review.as_mut()
        && let Some(request) = review.next_request(app.last_request + 1)
    {
        app.last_request = request.id;
        effects.push(Effect::Think(request));
    }
}

/// The engine's progress is shown, and its move played; replies to an earlier request are
/// dropped (the game has moved on since).
pub(super) fn engine_replied(app: &mut App, reply: Reply, now: Instant, effects: &mut Vec<Effect>) {
    if let Some(review) = app.review.as_mut()
        && review.pending.is_some_and(|(id, _)| id == reply.id())
    {
        if let Reply::Done { id, result, .. } = reply {
            review.take(id, result);
        }
        return;
    }
    if let Some(search) = app.hint_search.as_mut().filter(|search| search.id == reply.id()) {
        match reply {
            Reply::Progress { progress, .. } => search.found = Some(progress.into()),
            Reply::Done { result, .. } => {
                search.running = false;
                // A search stopped before its first depth has found nothing to show.
                if result.depth > 0 {
                    search.found = Some(result.into());
                }
            }
        }
        return;
    }
    let Some(thinking) = app.thinking.as_mut().filter(|thinking| thinking.id == reply.id()) else {
        return;
    };
    match reply {
        Reply::Progress { progress, .. } => thinking.progress = Some(progress),
        Reply::Done { result, .. } => {
            app.thinking = None;
            match result.best {
                Some(square) => {
                    if !play(app, square, now, effects) {
                        warn(app, format!("The engine chose {square}, which cannot be played"));
                    }
                }
                None => warn(app, "The engine found no move".into()),
            }
        }
    }
}
