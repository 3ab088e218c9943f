//! The engine kept in step with the game: the one request it works on (the computer's move,
//! a solve asked for, the hints of a person's position, a trainer's analysis, or the review's
//! analysis of a move),
//! started and stopped as the game goes, and its replies taken in. Replies to any other request
//! are dropped.

use crate::tr;
use std::time::{Duration, Instant};

use crate::play::{InFlight, Reply, Request, Task};
use crate::search::{Limits, SearchResult};

use super::super::action::Effect;
use super::super::app::{App, Mode};
use super::super::engine::Purpose;
use super::super::hints::{HintMode, hint_limits};
use super::super::solve::SOLVE_NOW;
use super::super::trainer::Trainer;

/// What the engine should be working on now, if anything: the computer's move while its clock
/// runs; else the solve asked for; else, with hints on, the hints of the person to move; else,
/// in review, the move being analysed or the next to analyse. `None` when it should rest.
fn wanted(app: &App) -> Option<Purpose> {
    if let Mode::Train(training) = app.mode.beneath_help() {
        // The game beneath waits with its clocks stopped.
        return match &training.trainer {
            Trainer::Endgame(puzzles) if !app.quit => {
                puzzles.attempt.needs_analysis().map(|position| Purpose::Train { position })
            }
            _ => None,
        };
    }
    let position = app.game().position();
    let computer_turn = app.play.computer_to_move().is_some() && !app.quit;
    if app.held_move.is_some() {
        // The computer's move is found: nothing to search until it is played.
        return None;
    }
    if computer_turn && app.play.clock_running() {
        return Some(Purpose::Move { position, found: None });
    }
    let mode = app.mode.beneath_help();
    // Solving, like the hints, is a person's study of the position in play on their own move.
    let study = !computer_turn
        && !matches!(mode, Mode::Paused | Mode::Review(_))
        && !app.game().is_over()
        && !app.quit;
    if study && app.solves.asked() == Some(position) {
        return Some(Purpose::Solve { position, found: None, nodes: 0, elapsed: Duration::ZERO });
    }
    if study && app.hints.mode() != HintMode::Off {
        return Some(Purpose::Hints {
            position,
            depth: app.hints.depth(),
            exact_from: app.hints.exact_from(),
        });
    }
    let Mode::Review(review) = mode else { return None };
    match app.engine.in_flight() {
        // One analysis at a time: the one under way is finished first, unless the level changed.
        Some(InFlight { purpose: Purpose::Review { index, level }, .. }) if *level == review.level => {
            Some(Purpose::Review { index: *index, level: *level })
        }
        _ => review.next_to_analyse().map(|index| Purpose::Review { index, level: review.level }),
    }
}

/// Whether the work `a` asks is that `b` asks (a search's progress aside).
fn same_work(a: &Purpose, b: &Purpose) -> bool {
    match (a, b) {
        (Purpose::Move { position: a, .. }, Purpose::Move { position: b, .. })
        | (Purpose::Solve { position: a, .. }, Purpose::Solve { position: b, .. }) => a == b,
        (a, b) => a == b,
    }
}

/// Keeps the engine in step with the game: starts the request the game needs (which stops the
/// one before), or stops the engine when nothing is needed. The computer's clock starts by
/// itself.
pub(super) fn follow_the_turn(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    if app.play.computer_to_move().is_some() && !app.quit && app.mode == Mode::Playing {
        app.play.start_clock(now);
    }
    let wanted = wanted(app);
    if !matches!(wanted, Some(Purpose::Solve { .. })) {
        // The game moved on, or the study stopped: the solve asked for is no longer wanted.
        app.solves.stop();
    }
    if !matches!(wanted, Some(Purpose::Hints { .. })) {
        app.hints.forget();
    }
    let Some(purpose) = wanted else {
        if app.engine.clear() {
            effects.push(Effect::StopThinking);
        }
        return;
    };
    // Hints of this position found to the end need no new search.
    let hints_done = matches!(&purpose, Purpose::Hints { position, depth, .. }
        if app.hints.searched(*position, *depth));
    if app.engine.in_flight().is_some_and(|pending| same_work(&pending.purpose, &purpose))
        || (hints_done && app.engine.in_flight().is_none())
    {
        return;
    }
    if app.engine.failed().is_some_and(|failed| same_work(failed, &purpose)) {
        // Its search failed: asked again, it would fail again, for ever. The person was told.
        if app.engine.clear() {
            effects.push(Effect::StopThinking);
        }
        return;
    }
    let id = app.engine.ask(purpose.clone(), now);
    let request = match &purpose {
        Purpose::Move { .. } => app.play.computer_request(id, now).expect("the computer is to move"),
        Purpose::Hints { position, depth, exact_from } => {
            app.hints.searching(*position, *depth);
            let task = Task::Analyze(hint_limits(*depth, *exact_from));
            Request { id, position: *position, task, time: None }
        }
        Purpose::Solve { position, .. } => {
            Request { id, position: *position, task: Task::Think(SOLVE_NOW), time: None }
        }
        Purpose::Train { position } => {
            Request { id, position: *position, task: Task::Analyze(Limits::depth(60, 60)), time: None }
        }
        Purpose::Review { index, .. } => {
            let review = app.review().expect("review requests come in review");
            Request {
                id,
                position: review.turnings[*index].position,
                task: Task::Review(review.limits()),
                time: None,
            }
        }
    };
    effects.push(Effect::Think(request));
}

/// A finished search that `update` acts on.
pub(super) enum Finished {
    /// The computer's move, and when it was asked for.
    Move(SearchResult, Instant),
    /// A trainer's analysis.
    Training(SearchResult),
    /// A search that failed, what it was for, and what went wrong.
    Failed(Purpose, String),
}

/// Takes in a reply of the engine: progress is kept to be shown, hints and analyses where they
/// belong. Returns the computer's finished search, whose move is to be played, a trainer's
/// analysis, or a failed search. Replies to any request but the one pending are dropped (the game has moved on
/// since).
pub(super) fn replied(app: &mut App, reply: Reply) -> Option<Finished> {
    let reply_id = reply.id();
    app.engine.answered_by(reply_id)?;
    let (result, done, took) = match reply {
        Reply::Progress { progress, elapsed, .. } => (progress, false, elapsed),
        Reply::Done { result, elapsed, .. } => (result, true, elapsed),
        Reply::Working { nodes: working, elapsed: so_far, .. } => {
            if let Some(InFlight { purpose: Purpose::Solve { nodes, elapsed, .. }, .. }) =
                app.engine.in_flight_mut()
            {
                (*nodes, *elapsed) = (working, so_far);
            }
            return None;
        }
        Reply::Failed { problem, .. } => {
            let purpose = app.engine.failed_by(reply_id).expect("answered above");
            return Some(Finished::Failed(purpose, problem));
        }
    };
    if done {
        let InFlight { purpose, asked, .. } = app.engine.finished_by(reply_id).expect("answered above");
        match purpose {
            Purpose::Move { .. } => return Some(Finished::Move(result, asked)),
            Purpose::Solve { position, .. } => app.solves.finished(position, result, took),
            Purpose::Train { .. } => return Some(Finished::Training(result)),
            Purpose::Hints { .. } => app.hints.take(result),
            Purpose::Review { index, level } => {
                if let Some(review) = app.review_mut()
                    && review.level == level
                {
                    review.analyses[index] = Some(result);
                }
            }
        }
        return None;
    }
    match &mut app.engine.in_flight_mut().expect("answered above").purpose {
        Purpose::Move { found, .. } => *found = Some(result),
        Purpose::Solve { found, nodes, elapsed, .. } => {
            (*nodes, *elapsed) = (result.nodes.max(*nodes), took);
            *found = Some(result);
        }
        Purpose::Hints { .. } => app.hints.take(result),
        // The review and the trainers keep only finished analyses.
        Purpose::Review { .. } | Purpose::Train { .. } => {}
    }
    None
}

/// A search failed (a fault of the program): the person is told, and it is not asked again. The
/// computer's clock stops with the game paused, so that it does not lose on time for a search
/// that cannot end; resuming asks again.
pub(super) fn failed(app: &mut App, purpose: &Purpose, problem: &str, now: Instant) {
    if let Purpose::Move { .. } = purpose {
        app.warn(tr!(app.language(), "engine-failed", problem = problem));
        app.pause(now);
    } else {
        app.warn(tr!(app.language(), "search-failed", problem = problem));
    }
}
