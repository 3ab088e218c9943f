//! `update(&mut App, Action, now) -> Vec<Effect>`: the only code that changes the `App`. It does
//! no I/O: saving is an `Effect` that the loop carries out and answers with an `Action`. What
//! every mode shares is here (time, the files' and the engine's replies, quitting, the help);
//! each mode's keys are in a file of their own.

mod browsing;
mod choosing;
mod clipboard;
mod dialogs;
mod editing;
mod learning;
mod network;
mod playing;
mod reviewing;
mod session;
mod thinking;
mod training;

use crate::text::printable;
use crate::tr;
use std::time::Instant;

use super::action::{Action, Effect};
use super::app::{App, Mode, Question};
use super::line_edit::LineEdit;
use super::trainer::Leave;
use thinking::{Finished, follow_the_turn, replied};

pub(super) use training::open as open_trainer;

/// Applies one action at the instant `now`, and says what the loop must do.
pub fn update(app: &mut App, action: Action, now: Instant) -> Vec<Effect> {
    let mut effects = Vec::new();
    if network::check_flag(app, now, &mut effects) && action.is_input() {
        return effects;
    }
    let typed_move = if action.is_input() {
        app.message = None;
        if !matches!(action, Action::Row(_) | Action::Column(_)) {
            app.typing.forget_column();
        }
        // Players often press Enter after typing a square, which already played it: that
        // Enter confirms the move instead of playing the (now taken) square under the cursor.
        app.typing.take_played()
    } else {
        None
    };
    // Over the network the clocks start when both players are in, never with a key.
    if action.starts_clock() && app.mode == Mode::Playing && app.remote.is_none() {
        app.play.start_clock(now);
    }
    match action {
        Action::Tick => {
            network::tick(app, now, &mut effects);
            reviewing::tick(app, now);
        }
        Action::Net(event) => network::on_event(app, event, now, &mut effects),
        // The last autosave of a game left for a new one answers after the new one began.
        Action::Autosaved { game, result } => app.file.autosaved(game, result),
        Action::Saved { .. } | Action::SaveFailed(_) | Action::SaveConflict { .. } => {
            dialogs::saved(app, action, now, &mut effects);
        }
        Action::Stop => session::leave(app, now, &mut effects),
        Action::Engine(reply) => match replied(app, reply) {
            Some(Finished::Move(result, asked)) => {
                playing::computer_found(app, result, asked, now, &mut effects)
            }
            Some(Finished::Training(result)) => training::analysed(app, result, &mut effects),
            Some(Finished::Failed(purpose, problem)) => thinking::failed(app, &purpose, &problem, now),
            None => {}
        },
        Action::OpenTrainer(what) => {
            let leave = match &*app.mode {
                Mode::NewGame(form) => Leave::NewGameScreen { game_behind: form.game_behind },
                _ => Leave::Game,
            };
            training::open(app, what, leave, now);
        }
        Action::TrainingRecordNotKept(problem) => {
            app.warn(tr!(app.language(), "training-record-not-kept", problem = problem));
        }
        Action::EngineFailed(problem) => {
            app.warn(tr!(app.language(), "engine-failed", problem = problem));
            // Its clock stops, so that it does not lose on time for a thread that never ran.
            app.engine.clear();
            app.pause(now);
            return effects;
        }
        Action::BookLearned(learned) => learning::learned(app, learned, &mut effects),
        Action::Quit => quit(app, now, &mut effects),
        Action::Copy(what) => clipboard::copy(app, what, now, &mut effects),
        Action::CopyFailed(problem) => {
            app.warn(tr!(app.language(), "copy-failed", problem = problem));
        }
        Action::CopyUnread(problem) => {
            app.warn(tr!(app.language(), "copy-unread", problem = printable(&problem)));
        }
        Action::Paste(text) => clipboard::paste(app, text, now, &mut effects),
        Action::ChatHistory => network::chat_history(app),
        Action::ScrollChat(lines) => network::scroll_chat(app, lines),
        Action::Explorer => {
            app.explorer.on = !app.explorer.on;
            app.explorer.asked = None;
            app.explorer.found = None;
        }
        Action::RandomStartFound { form, start } => {
            // The screen's choices may have been left meanwhile (a game over the network
            // began): the new game starts only from the new-game screen.
            if matches!(*app.mode, Mode::NewGame(_)) {
                session::start_new_game_at(app, now, &mut effects, &form, start);
            }
        }
        Action::Explored { position, found } => {
            if app.explorer.asked == Some(position) {
                app.explorer.found = Some(found);
            }
        }
        Action::ExplorerGames => browsing::ask(app, &mut effects),
        Action::GamesListed { position, found } => browsing::listed(app, position, found, now),
        Action::ListedGame { number, moves } => browsing::opened(app, number, moves),
        Action::ExplorerFilter => {
            let typed = super::explorer::describe_filter(&app.explorer.filter);
            app.mode.open_over(|under| Mode::ExplorerFilter { input: LineEdit::new(&typed), under });
        }
        Action::Help => match *app.mode {
            Mode::Help { .. } => app.mode.close(),
            _ => app.mode.open_over(|under| Mode::Help { scroll: 0, rules: false, under }),
        },
        Action::HelpRules => {
            if let Mode::Help { scroll, rules, .. } = app.mode.edit() {
                *rules = !*rules;
                *scroll = 0;
            }
        }
        Action::ScrollHelp(lines) => {
            if let Mode::Help { scroll, .. } = app.mode.edit() {
                *scroll = (i32::from(*scroll) + i32::from(lines)).clamp(0, 200) as u16;
            }
        }
        action => match &*app.mode {
            Mode::Review(_) => reviewing::update(app, action, now, &mut effects),
            Mode::Edit(_) => editing::update(app, action, now, &mut effects),
            Mode::Confirm(Question::Asked { .. }) if action.is_on_the_board() => {
                playing::update(app, action, typed_move, now, &mut effects)
            }
            Mode::Confirm(_) | Mode::SaveAs { .. } | Mode::Chat { .. } => {
                dialogs::update(app, action, now, &mut effects)
            }
            Mode::NewGame(_) => choosing::update(app, action, now, &mut effects),
            Mode::Train(_) => training::update(app, action, now, &mut effects),
            Mode::ExplorerFilter { .. } => dialogs::filter_box(app, action),
            Mode::Copy { .. } => clipboard::choice(app, action),
            Mode::Comment { .. } => reviewing::comment_box(app, action, now, &mut effects),
            Mode::ChatHistory { .. } => network::from_chat_history(app, action, now, &mut effects),
            Mode::Games(_) => browsing::update(app, action, now, &mut effects),
            Mode::Playing | Mode::Paused | Mode::Help { .. } | Mode::Result => {
                playing::update(app, action, typed_move, now, &mut effects)
            }
        },
    }
    playing::play_held_move(app, now, &mut effects);
    follow_the_turn(app, now, &mut effects);
    network::put_question(app, now, &mut effects);
    follow_the_board(app, &mut effects);
    effects
}

/// The explorer, when shown, asks the games database about each new position on the board.
fn follow_the_board(app: &mut App, effects: &mut Vec<Effect>) {
    if !app.explorer.on {
        return;
    }
    let position = app.shown_position();
    if position != app.explorer.asked {
        app.explorer.asked = position;
        app.explorer.found = None;
        let filter = app.explorer.filter.clone();
        effects.extend(position.map(|(position, to_move)| Effect::Explore(position, to_move, filter)));
    }
}

/// Quits: at once from the quit question or a finished or unsaved-free game, else asks first.
/// The review and the editor are left first (the board as it was).
fn quit(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    if app.mode == Mode::Confirm(Question::Quit) {
        return session::leave(app, now, effects);
    }
    if app.remote.is_some() && matches!(*app.mode, Mode::Review(_)) {
        // Over the network the review stops no clock; leaving it leaves the game.
        app.mode.set(Mode::Playing);
    }
    // Quitting in a box over a trainer (its help) leaves the trainer, as it does in the trainer.
    if !matches!(*app.mode, Mode::Train(_)) && matches!(app.mode.beneath_help(), Mode::Train(_)) {
        app.mode.close();
    }
    if matches!(*app.mode, Mode::Train(_)) {
        return training::leave(app, now, effects);
    }
    if matches!(*app.mode, Mode::Review(_) | Mode::Edit(_)) {
        app.mode.set(Mode::Playing);
    }
    let unfinished = !app.game().is_over() && app.game().moves().next().is_some();
    if unfinished && app.file.unsaved_or_never_saved() {
        app.mode.set(Mode::Confirm(Question::Quit));
    } else {
        session::leave(app, now, effects);
    }
}
