//! `update(&mut App, Action, now)`: the only code that changes the `App`.

use std::path::PathBuf;
use std::time::Instant;

use crate::engine::game::{Game, PlayError};
use crate::engine::square::Square;
use crate::save;

use super::app::{
    App, FLASH, Flash, Message, Mode, Question, TurnTimer, first_legal_square, pass_announcement,
};
use super::input::{Action, Direction};

/// Applies one action at the instant `now`.
pub fn update(app: &mut App, action: Action, now: Instant) {
    // Players often press Enter after typing a square, which already played it: that Enter
    // confirms the move instead of replaying the (now taken) square under the cursor.
    let typed_move = if action == Action::Tick { app.typed_move } else { app.typed_move.take() };
    match action {
        Action::Tick => {
            if app.clock_running() && app.game.check_flag(app.timer.elapsed(now)) {
                app.timer.stop(now);
                app.message = None;
                autosave(app);
            }
        }
        Action::Cursor(direction) => move_cursor(app, direction),
        Action::PlayCursor if typed_move == Some(app.cursor) => {}
        Action::PlayCursor => {
            play(app, app.cursor, now);
        }
        Action::PlayAt(square) => {
            app.cursor = square;
            play(app, square, now);
        }
        Action::Column(column) => {
            app.pending_column = Some(column);
            if column == 7 {
                // `h` is also vi's "left"; a digit next plays on column h instead.
                move_cursor(app, Direction::Left);
            }
            app.message = None;
        }
        Action::Row(row) => match app.pending_column.take() {
            Some(column) => {
                let square = Square::from_coords(column, row).expect("a-h and 1-8 are on the board");
                app.cursor = square;
                if play(app, square, now) {
                    app.typed_move = Some(square);
                }
            }
            None => warn(app, format!("Type a column first: a-h, then {}", row + 1)),
        },
        Action::Undo => take_back(app, now, Game::undo, "Nothing to undo", "Move taken back"),
        Action::Redo => take_back(app, now, Game::redo, "Nothing to redo", "Move played again"),
        Action::Pause => {
            if app.game.is_over() {
                warn(app, "The game is over: the clocks are stopped".into());
            } else {
                app.timer.stop(now);
                app.mode = Mode::Paused;
                inform(app, "Paused: press any key to resume".into());
            }
        }
        Action::Resume => {
            app.timer.start(now);
            app.mode = Mode::Playing;
            app.message = None;
        }
        Action::Save => match app.save_path.clone() {
            Some(path) => {
                save_to(app, path, now);
            }
            None => app.mode = Mode::SaveAs { input: default_save_name(app), then_quit: false },
        },
        Action::NewGame => app.mode = Mode::Confirm(Question::NewGame),
        Action::Help => {
            app.mode = if app.mode == Mode::Help { Mode::Playing } else { Mode::Help };
        }
        Action::Quit => {
            if app.unsaved && app.game.plies().len() > 0 {
                app.mode = Mode::Confirm(Question::SaveBeforeQuit);
            } else {
                leave(app, now);
            }
        }
        Action::Yes => match app.mode {
            Mode::Confirm(Question::NewGame) => new_game(app, now),
            Mode::Confirm(Question::SaveBeforeQuit) => match app.save_path.clone() {
                Some(path) => {
                    if save_to(app, path, now) {
                        leave(app, now);
                    }
                }
                None => app.mode = Mode::SaveAs { input: default_save_name(app), then_quit: true },
            },
            _ => {}
        },
        Action::No => match app.mode {
            Mode::Confirm(Question::SaveBeforeQuit) => leave(app, now),
            _ => app.mode = Mode::Playing,
        },
        Action::Cancel => {
            if app.mode == Mode::Playing {
                app.pending_column = None;
                app.message = None;
            }
            app.mode = Mode::Playing;
        }
        Action::Type(c) => {
            if let Mode::SaveAs { input, .. } = &mut app.mode {
                input.push(c);
            }
        }
        Action::Backspace => {
            if let Mode::SaveAs { input, .. } = &mut app.mode {
                input.pop();
            }
        }
        Action::Submit => {
            if let Mode::SaveAs { input, then_quit } = app.mode.clone() {
                let path = expand_home(input.trim());
                if input.trim().is_empty() {
                    warn(app, "Type a file name, or Esc to cancel".into());
                } else if save_to(app, path, now) {
                    app.mode = Mode::Playing;
                    if then_quit {
                        leave(app, now);
                    }
                }
            }
        }
    }
}

/// Ends the session now (a signal, or the terminal closing): the game is autosaved first.
pub fn stop(app: &mut App, now: Instant) {
    leave(app, now);
}

fn inform(app: &mut App, text: String) {
    app.message = Some(Message { text, warning: false });
}

fn warn(app: &mut App, text: String) {
    app.message = Some(Message { text, warning: true });
}

fn move_cursor(app: &mut App, direction: Direction) {
    let (column, row) = (app.cursor.column(), app.cursor.row());
    let (column, row) = match direction {
        Direction::Up => (column, row.saturating_sub(1)),
        Direction::Down => (column, (row + 1).min(7)),
        Direction::Left => (column.saturating_sub(1), row),
        Direction::Right => ((column + 1).min(7), row),
    };
    app.cursor = Square::from_coords(column, row).expect("clamped to the board");
}

/// Plays `square` for the side to move; returns whether the move was played.
fn play(app: &mut App, square: Square, now: Instant) -> bool {
    app.pending_column = None;
    if app.game.is_over() {
        warn(app, "The game is over: n starts a new one, q quits".into());
        return false;
    }
    if app.mode == Mode::Paused {
        warn(app, "Paused: press any key to resume".into());
        return false;
    }
    match app.game.play(square, app.timer.elapsed(now)) {
        Ok(flipped) => {
            app.flash = Some(Flash { discs: flipped, until: now + FLASH });
            app.timer = TurnTimer::new(now, true);
            app.unsaved = true;
            app.message = pass_announcement(&app.game);
            autosave(app);
            return true;
        }
        Err(PlayError::Illegal(illegal)) => warn(app, illegal.to_string()),
        Err(PlayError::OutOfTime(_)) => {
            app.timer.stop(now);
            app.message = None;
            autosave(app);
        }
        Err(PlayError::GameOver) => warn(app, "The game is over".into()),
    }
    false
}

/// Charges the player to move for the turn so far and restarts the turn timer (stopped or
/// running as it was): time used is never given back.
fn settle_clock(app: &mut App, now: Instant) {
    let elapsed = app.timer.elapsed(now);
    if !app.game.is_over() && app.game.spend(elapsed) {
        app.message = None;
    }
    let running = app.timer.is_running() && !app.game.is_over();
    app.timer = TurnTimer::new(now, running);
}

fn take_back(app: &mut App, now: Instant, step: fn(&mut Game) -> bool, nothing: &str, done: &str) {
    if app.game.lost_on_time().is_some() {
        warn(app, "A loss on time cannot be taken back".into());
        return;
    }
    settle_clock(app, now);
    if step(&mut app.game) {
        app.flash = None;
        app.unsaved = true;
        inform(app, done.into());
        if let Some(square) = app.game.last_move() {
            app.cursor = square;
        }
        // Undoing from a finished game makes the clocks run again.
        if app.mode == Mode::Playing {
            app.timer.start(now);
        }
        autosave(app);
    } else {
        warn(app, nothing.into());
    }
}

fn new_game(app: &mut App, now: Instant) {
    app.game = Game::new(app.game.setup());
    app.cursor = first_legal_square(&app.game);
    app.timer = TurnTimer::new(now, true);
    app.flash = None;
    app.save_path = None;
    app.unsaved = false;
    app.mode = Mode::Playing;
    inform(app, "New game".into());
}

/// Saves to `path`; returns whether it worked (a failure is shown, and the old file stays).
fn save_to(app: &mut App, path: PathBuf, now: Instant) -> bool {
    settle_clock(app, now);
    match save::save(&path, &app.game, &app.names) {
        Ok(()) => {
            inform(app, format!("Saved to {}", path.display()));
            app.save_path = Some(path);
            app.unsaved = false;
            if matches!(app.mode, Mode::SaveAs { .. }) {
                app.mode = Mode::Playing;
            }
            autosave(app);
            true
        }
        Err(error) => {
            warn(app, format!("Not saved: {error}"));
            false
        }
    }
}

/// Writes the autosave that `othello --resume` reads. The first write of a session that did not
/// come from the autosave keeps the one before as `autosave.previous.json`.
fn autosave(app: &mut App) {
    if !app.settings.autosave {
        return;
    }
    let path = app.settings.data_dir.join(save::AUTOSAVE);
    if !app.autosave_moved_aside {
        app.autosave_moved_aside = true;
        if path.exists() {
            let previous = app.settings.data_dir.join("autosave.previous.json");
            if let Err(error) = std::fs::rename(&path, &previous) {
                warn(
                    app,
                    format!("Autosave off: cannot keep the previous autosave {}: {error}", path.display()),
                );
                app.settings.autosave = false;
                return;
            }
        }
    }
    if let Err(error) = save::save(&path, &app.game, &app.names) {
        warn(app, format!("Autosave failed: {error}"));
    }
}

fn leave(app: &mut App, now: Instant) {
    settle_clock(app, now);
    if app.game.plies().len() > 0 || app.autosave_moved_aside {
        autosave(app);
    }
    app.quit = true;
}

fn default_save_name(app: &App) -> String {
    let stamp = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
    let stamp: String =
        stamp.trim_end_matches('Z').chars().map(|c| if c == ':' || c == 'T' { '-' } else { c }).collect();
    app.settings.data_dir.join(format!("game-{stamp}.json")).display().to_string()
}

fn expand_home(path: &str) -> PathBuf {
    match (path.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
        _ => PathBuf::from(path),
    }
}
