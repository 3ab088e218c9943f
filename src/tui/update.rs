//! `update(&mut App, Action, now) -> Vec<Effect>`: the only code that changes the `App`. It does
//! no I/O: saving is an `Effect` that the loop carries out and answers with an `Action`.

use std::path::PathBuf;
use std::time::Instant;

use crate::engine::color::Color;
use crate::engine::game::{PlayError, TakeBackError, Turn};
use crate::engine::pool::Source;
use crate::engine::square::Square;
use crate::play::{Play, Reply, Request, Snapshot};

use super::app::{App, FLASH, Flash, Message, Mode, Question, first_legal_square};
use super::editor::Editor;
use super::engine_turn::{engine_replied, follow_the_turn};
use super::line_edit::{Edit, LineEdit};
use super::review::Review;

/// A cursor step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards row 1.
    Up,
    /// Towards row 8.
    Down,
    /// Towards column a.
    Left,
    /// Towards column h.
    Right,
}

/// Something the player asked for, or that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Move the cursor.
    Cursor(Direction),
    /// Play the square under the cursor.
    PlayCursor,
    /// Play a square that was clicked.
    PlayAt(Square),
    /// A column letter typed (0 = a); `h` also moves the cursor left.
    Column(u8),
    /// A row digit typed (0 = row 1).
    Row(u8),
    /// Take back the last move.
    Undo,
    /// Play an undone move again.
    Redo,
    /// Stop both clocks (or, paused, start them again).
    Pause,
    /// A key while paused: start the clocks, then do what the key does in play.
    Resume(Option<Box<Action>>),
    /// Save the game to a file.
    Save,
    /// Start a new game (asks first).
    NewGame,
    /// Show or hide the move numbers on the discs.
    MoveNumbers,
    /// Show the next strategy overlay (after the last, none).
    Overlay,
    /// Show or hide every legal move's score.
    Hints,
    /// Show or hide the best move alone.
    BestHint,
    /// Enter review mode, or leave it.
    Review,
    /// In review, step through the moves by this many (very large: to the first or the end).
    Step(isize),
    /// In review, show the move with this index (from 0).
    StepTo(usize),
    /// In review, start a new game from the position shown.
    PlayFromHere,
    /// Open the board editor on the board in play.
    EditBoard,
    /// In the editor, the next state of a square (the cursor's if none).
    EditSquare(Option<Square>),
    /// In the editor, who moves first.
    EditSide(Color),
    /// In the editor, an empty board.
    EditClear,
    /// In the editor, the standard start.
    EditStandard,
    /// In the editor, a new game from the position set up.
    EditDone,
    /// Scroll the move list: negative towards the first move.
    ScrollMoves(i16),
    /// Show or hide the help.
    Help,
    /// Scroll the help by this many lines.
    ScrollHelp(i16),
    /// Quit (asks first when the game is unfinished).
    Quit,
    /// Yes to a question.
    Yes,
    /// No to a question.
    No,
    /// Close a question, the save box or the help; forget a typed letter.
    Cancel,
    /// In the quit question: save to a file, then quit.
    SaveThenQuit,
    /// Confirm the save box.
    Submit,
    /// Edit the save box.
    Edit(Edit),
    /// Close the result banner.
    Dismiss,
    /// Time passed: check the flag, end a flash.
    Tick,
    /// The game was written to the library (its id), or could not be (why).
    Autosaved(Result<String, String>),
    /// The game was saved to a file.
    Saved {
        /// The file.
        path: PathBuf,
        /// Whether to quit now.
        then_quit: bool,
    },
    /// Saving to a file failed; nothing was changed.
    SaveFailed(String),
    /// The file chosen holds another game; nothing was written.
    SaveConflict {
        /// The file.
        path: PathBuf,
        /// What it holds.
        holds: String,
    },
    /// A signal, or the terminal went away: save and leave now, asking nothing.
    Stop,
    /// The engine's progress or its move.
    Engine(Reply),
    /// The engine thread could not be started (why).
    EngineFailed(String),
}

impl Action {
    /// Whether the action comes from the player (a key or the mouse).
    fn is_input(&self) -> bool {
        !matches!(
            self,
            Action::Tick
                | Action::Autosaved(_)
                | Action::Saved { .. }
                | Action::SaveFailed(_)
                | Action::SaveConflict { .. }
                | Action::Stop
                | Action::Engine(_)
                | Action::EngineFailed(_)
        )
    }

    /// Whether the action starts clocks that wait for the first key.
    fn starts_clock(&self) -> bool {
        matches!(
            self,
            Action::Cursor(_)
                | Action::PlayCursor
                | Action::PlayAt(_)
                | Action::Column(_)
                | Action::Row(_)
                | Action::Undo
                | Action::Redo
        )
    }
}

/// Something for the loop to do: the only I/O of the game.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Write the game to its file in the library.
    Autosave(Snapshot),
    /// Write the game to a file.
    Save {
        /// Where.
        target: SaveTarget,
        /// What.
        snapshot: Snapshot,
        /// Whether to write over a file that holds another game.
        overwrite: bool,
        /// Whether to quit once saved.
        then_quit: bool,
    },
    /// The game in play is a new one: its autosaves go to a new file.
    NewGame,
    /// Start a search on the engine thread (stopping the one before).
    Think(Request),
    /// Stop the engine's search.
    StopThinking,
}

/// Where a save goes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveTarget {
    /// The file the game came from or was last saved to.
    Known(PathBuf),
    /// A name as typed: a bare name goes into the data folder with `.json` added.
    Typed(String),
}

/// Applies one action at the instant `now`, and says what the loop must do.
pub fn update(app: &mut App, action: Action, now: Instant) -> Vec<Effect> {
    let mut effects = Vec::new();
    if app.play.check_flag(now) {
        flag_fell(app, now, &mut effects);
        if action.is_input() {
            return effects;
        }
    }
    let typed_move = if action.is_input() {
        app.message = None;
        if !matches!(action, Action::Row(_) | Action::Column(_)) {
            app.pending_column = None;
        }
        // Players often press Enter after typing a square, which already played it: that
        // Enter confirms the move instead of playing the (now taken) square under the cursor.
        app.typed_move.take()
    } else {
        None
    };
    if action.starts_clock() && app.mode == Mode::Playing {
        app.play.start_clock(now);
    }
    match action {
        Action::Tick => {}
        Action::Cursor(direction) => move_cursor(app, direction),
        Action::PlayCursor if typed_move == Some(app.cursor) => {}
        Action::PlayCursor => {
            play_by_hand(app, app.cursor, now, &mut effects);
        }
        Action::PlayAt(square) => {
            app.cursor = square;
            play_by_hand(app, square, now, &mut effects);
        }
        Action::Column(column) => {
            app.pending_column = Some(column);
            if column == 7 {
                // `h` is also vi's "left"; a digit next plays on column h instead.
                move_cursor(app, Direction::Left);
            }
        }
        Action::Row(row) => match app.pending_column.take() {
            Some(column) => {
                let square = Square::from_coords(column, row).expect("a-h and 1-8 are on the board");
                app.cursor = square;
                if play_by_hand(app, square, now, &mut effects) {
                    app.typed_move = Some(square);
                }
            }
            None => warn(app, format!("Type a column first: a-h, then {}", row + 1)),
        },
        Action::Undo => take_back(app, now, true, &mut effects),
        Action::Redo => take_back(app, now, false, &mut effects),
        Action::Pause if app.mode == Mode::Paused => resume(app, now),
        Action::Pause => {
            if app.game().is_over() {
                warn(app, "The game is over: the clocks are stopped".into());
            } else {
                app.play.stop_clock(now);
                app.mode = Mode::Paused;
                inform(app, "Paused: press any key to resume".into());
                effects.push(Effect::Autosave(app.play.snapshot(now)));
            }
        }
        Action::Resume(then) => {
            resume(app, now);
            if let Some(then) = then {
                effects.extend(update(app, *then, now));
            }
        }
        Action::Save => match app.save_path.clone() {
            Some(path) => effects.push(Effect::Save {
                target: SaveTarget::Known(path),
                snapshot: app.play.snapshot(now),
                overwrite: true,
                then_quit: false,
            }),
            None => {
                app.mode = Mode::SaveAs { input: LineEdit::new(&default_save_name(app)), then_quit: false }
            }
        },
        Action::NewGame => app.mode = Mode::Confirm(Question::NewGame),
        Action::MoveNumbers => {
            app.move_numbers = !app.move_numbers;
            let state = if app.move_numbers { "on" } else { "off" };
            inform(app, format!("Move numbers on the discs: {state} (m)"));
        }
        Action::Overlay => app.overlay = app.overlay.next(),
        Action::Review if app.mode == Mode::Review => {
            leave_review(app, &mut effects);
            inform(app, "Back to the game".into());
        }
        Action::Review => {
            if app.game().moves().next().is_none() {
                warn(app, "No moves to review yet".into());
            } else {
                app.play.stop_clock(now);
                app.review = Some(Review::of(app.game()));
                app.mode = Mode::Review;
                inform(app, "Review: the clocks are stopped until you go back to the game".into());
            }
        }
        Action::Step(delta) => {
            if let Some(review) = app.review.as_mut() {
                review.go(delta);
            }
        }
        Action::StepTo(index) => {
            if let Some(review) = app.review.as_mut() {
                review.step = index.min(review.steps() - 1);
            }
        }
        Action::PlayFromHere => {
            let from = app.review.as_ref().map_or(0, |review| review.step);
            leave_review(app, &mut effects);
            restart(app, now, &mut effects, from);
        }
        Action::EditBoard => {
            app.play.stop_clock(now);
            let to_move = app.game().to_move().unwrap_or(Color::Black);
            app.editor = Some(Editor::new(app.game().board(), to_move));
            app.mode = Mode::Edit;
        }
        Action::EditSquare(square) => {
            let square = square.unwrap_or(app.cursor);
            app.cursor = square;
            if let Some(editor) = app.editor.as_mut() {
                editor.cycle(square);
            }
        }
        Action::EditSide(color) => {
            if let Some(editor) = app.editor.as_mut() {
                editor.to_move = color;
            }
        }
        Action::EditClear => {
            if let Some(editor) = app.editor.as_mut() {
                editor.clear();
            }
        }
        Action::EditStandard => {
            if let Some(editor) = app.editor.as_mut() {
                editor.standard();
            }
        }
        Action::EditDone => {
            if let Some(editor) = app.editor.clone() {
                match editor.position() {
                    Ok(position) => {
                        app.editor = None;
                        let had_moves = app.game().moves().next().is_some();
                        if had_moves {
                            effects.push(Effect::Autosave(app.play.snapshot(now)));
                        }
                        effects.push(Effect::NewGame);
                        app.play.start_from(position, editor.to_move);
                        reset_for_new_game(app);
                        inform(app, format!("New game from the position set up, {} to move", editor.to_move));
                    }
                    Err(why) => warn(app, format!("This position cannot be played: {why}")),
                }
            }
        }
        Action::Hints => app.hint_mode = app.hint_mode.toggle_every(),
        Action::BestHint => app.hint_mode = app.hint_mode.toggle_best(),
        Action::ScrollMoves(step) => {
            let plies = app.game().plies().len();
            let back = app.moves_back as i64 - i64::from(step) * 10;
            app.moves_back = back.clamp(0, plies as i64) as usize;
        }
        Action::Help if matches!(app.mode, Mode::Help { .. }) => app.mode = Mode::Playing,
        Action::Help => app.mode = Mode::Help { scroll: 0 },
        Action::ScrollHelp(lines) => {
            if let Mode::Help { scroll } = &mut app.mode {
                *scroll = (i32::from(*scroll) + i32::from(lines)).clamp(0, 200) as u16;
            }
        }
        Action::Quit if app.mode == Mode::Confirm(Question::Quit) => leave(app, now, &mut effects),
        Action::Quit => {
            if app.mode == Mode::Review {
                leave_review(app, &mut effects);
            }
            let unfinished = !app.game().is_over() && app.game().moves().next().is_some();
            if unfinished && app.unsaved_or_never_saved() {
                app.mode = Mode::Confirm(Question::Quit);
            } else {
                leave(app, now, &mut effects);
            }
        }
        Action::Yes => match app.mode.clone() {
            Mode::Confirm(Question::NewGame) => new_game(app, now, &mut effects),
            Mode::Confirm(Question::Quit) => leave(app, now, &mut effects),
            Mode::Confirm(Question::Overwrite { path, then_quit, .. }) => effects.push(Effect::Save {
                target: SaveTarget::Known(path),
                snapshot: app.play.snapshot(now),
                overwrite: true,
                then_quit,
            }),
            _ => {}
        },
        Action::Cancel if app.mode == Mode::Edit => {
            app.editor = None;
            app.mode = Mode::Playing;
            inform(app, "The board is as it was".into());
        }
        Action::No | Action::Cancel => match app.mode.clone() {
            Mode::Confirm(Question::Overwrite { input, then_quit, .. }) => {
                app.mode = Mode::SaveAs { input, then_quit };
            }
            _ => app.mode = Mode::Playing,
        },
        Action::SaveThenQuit => {
            app.mode = Mode::SaveAs { input: LineEdit::new(&default_save_name(app)), then_quit: true };
        }
        Action::Edit(edit) => {
            if let Mode::SaveAs { input, .. } = &mut app.mode {
                input.apply(edit);
            }
        }
        Action::Submit => {
            if let Mode::SaveAs { input, then_quit } = &app.mode {
                let name = input.text().trim().to_string();
                if name.is_empty() {
                    warn(app, "Type a file name, or Esc to cancel".into());
                } else {
                    effects.push(Effect::Save {
                        target: SaveTarget::Typed(name),
                        snapshot: app.play.snapshot(now),
                        overwrite: false,
                        then_quit: *then_quit,
                    });
                }
            }
        }
        Action::Dismiss => app.mode = Mode::Playing,
        Action::Autosaved(Ok(id)) => {
            app.library_id = Some(id);
            app.save_problem = None;
        }
        Action::Autosaved(Err(problem)) => app.save_problem = Some(problem),
        Action::Saved { path, then_quit } => {
            inform(app, format!("Saved to {}", crate::text::printable(&path.display().to_string())));
            app.save_path = Some(path);
            app.unsaved = false;
            if matches!(app.mode, Mode::SaveAs { .. } | Mode::Confirm(_)) {
                app.mode = Mode::Playing;
            }
            if then_quit {
                leave(app, now, &mut effects);
            }
        }
        Action::SaveFailed(problem) => {
            warn(app, format!("Not saved: {problem}"));
            if let Mode::Confirm(Question::Overwrite { input, then_quit, .. }) = app.mode.clone() {
                app.mode = Mode::SaveAs { input, then_quit };
            }
        }
        Action::SaveConflict { path, holds } => {
            if let Mode::SaveAs { input, then_quit } = app.mode.clone() {
                app.mode = Mode::Confirm(Question::Overwrite { path, holds, input, then_quit });
            }
        }
        Action::Stop => leave(app, now, &mut effects),
        Action::Engine(reply) => engine_replied(app, reply, now, &mut effects),
        Action::EngineFailed(problem) => {
            warn(app, format!("The computer cannot play: {problem}"));
            // Its clock stops, so that it does not lose on time for a thread that never ran.
            app.thinking = None;
            app.play.stop_clock(now);
            app.mode = Mode::Paused;
            return effects;
        }
    }
    follow_the_turn(app, now, &mut effects);
    effects
}

impl App {
    /// Whether quitting would leave moves that are in no file saved by name.
    fn unsaved_or_never_saved(&self) -> bool {
        self.unsaved || self.save_path.is_none()
    }
}

fn inform(app: &mut App, text: String) {
    app.message = Some(Message { text, warning: false });
}

pub(super) fn warn(app: &mut App, text: String) {
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

fn resume(app: &mut App, now: Instant) {
    app.play.start_clock(now);
    app.mode = Mode::Playing;
    app.message = None;
}

/// The game ended on time: the banner shows the result, closing any question or box.
fn flag_fell(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    app.mode = Mode::Result;
    app.message = None;
    effects.push(Effect::Autosave(app.play.snapshot(now)));
}

/// What happened besides the move: a disc borrowed from the other hand, a forced pass.
fn move_news(app: &App) -> Option<Message> {
    let borrowed = app.game().plies().rev().find_map(|ply| match ply.turn {
        Turn::Move { source: Source::Borrowed, .. } => Some(Some(ply.color)),
        Turn::Move { .. } => Some(None),
        Turn::Pass => None,
    });
    let mut news = Vec::new();
    if let Some(Some(color)) = borrowed {
        news.push(format!("{color}'s hand was empty: {color} took a disc from {}'s hand", !color));
    }
    if let Some(pass) = app.pass_announcement() {
        news.push(pass.text);
    }
    (!news.is_empty()).then(|| Message { text: news.join(". "), warning: false })
}

/// Plays `square` for a person; on the computer's turn it waits for the computer.
fn play_by_hand(app: &mut App, square: Square, now: Instant, effects: &mut Vec<Effect>) -> bool {
    if let (Some(color), Some(_)) = (app.game().to_move(), app.play.computer_to_move()) {
        let name = app.play.players()[color].titled(color);
        warn(app, format!("{name} is thinking: its move comes by itself (u takes back your last move)"));
        return false;
    }
    play(app, square, now, effects)
}

/// Plays `square` for the side to move; returns whether the move was played.
pub(super) fn play(app: &mut App, square: Square, now: Instant, effects: &mut Vec<Effect>) -> bool {
    if app.game().is_over() {
        warn(app, "The game is over: n starts a new one, q quits".into());
        return false;
    }
    match app.play.play(square, now) {
        Ok(flipped) => {
            app.flash = Some(Flash { discs: flipped, until: now + FLASH });
            app.unsaved = true;
            app.moves_back = 0;
            app.message = move_news(app);
            if app.game().is_over() {
                app.mode = Mode::Result;
            }
            effects.push(Effect::Autosave(app.play.snapshot(now)));
            true
        }
        Err(PlayError::Illegal(illegal)) => {
            warn(app, illegal.to_string());
            false
        }
        Err(PlayError::OutOfTime(_)) => {
            flag_fell(app, now, effects);
            false
        }
        Err(PlayError::GameOver) => {
            warn(app, "The game is over".into());
            false
        }
    }
}

/// Undo or redo one move; against the computer, as many as bring the turn back to the person
/// (undo takes back your last move and the computer's reply, redo plays them again).
fn take_back(app: &mut App, now: Instant, undo: bool, effects: &mut Vec<Effect>) {
    let step = |play: &mut Play| if undo { play.undo(now) } else { play.redo(now) };
    let mut play = app.play.clone();
    let mut result = step(&mut play);
    let person_plays = Color::ALL.iter().any(|&color| play.players()[color].computer.is_none());
    while result.is_ok() && person_plays && play.computer_to_move().is_some() {
        match step(&mut play) {
            Ok(()) => {}
            // Redo stops at the computer's turn if its reply was not played yet.
            Err(TakeBackError::Nothing) if !undo => break,
            Err(error) => result = Err(error),
        }
    }
    // Nothing changes unless every step could be taken; but a flag that fell stays fallen.
    if matches!(result, Ok(()) | Err(TakeBackError::LostOnTime)) {
        app.play = play;
    }
    match result {
        Ok(()) => {
            app.flash = None;
            app.unsaved = true;
            app.moves_back = 0;
            if let Some(square) = app.game().last_move() {
                app.cursor = square;
            } else {
                app.cursor = first_legal_square(app.game());
            }
            // A take-back from a finished game makes the clocks run again.
            app.play.start_clock(now);
            let done = if undo { "Move taken back" } else { "Move played again" };
            let news = if undo { None } else { move_news(app) };
            let text = news.map_or(done.to_string(), |news| format!("{done}. {}", news.text));
            inform(app, text);
            effects.push(Effect::Autosave(app.play.snapshot(now)));
        }
        Err(TakeBackError::Nothing) => {
            warn(app, if undo { "Nothing to undo".into() } else { "Nothing to redo".into() });
        }
        Err(error) => warn(app, format!("Not taken back: {error}")),
    }
}

fn new_game(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    restart(app, now, effects, 0);
}

/// Leaves review mode, stopping its analysis.
fn leave_review(app: &mut App, effects: &mut Vec<Effect>) {
    if app.review.take().is_some_and(|review| review.pending.is_some()) {
        effects.push(Effect::StopThinking);
    }
    app.mode = Mode::Playing;
}

/// A new game with the same rules and players, its first `from` moves those of the game left
/// (which stays in the library).
fn restart(app: &mut App, now: Instant, effects: &mut Vec<Effect>, from: usize) {
    let had_moves = app.game().moves().next().is_some();
    if had_moves {
        effects.push(Effect::Autosave(app.play.snapshot(now)));
    }
    effects.push(Effect::NewGame);
    app.play.restart_from(from);
    reset_for_new_game(app);
    let kept = if had_moves { ": the last one is in the library (othello games lists it)" } else { "" };
    let here = if from > 0 { format!(" from move {from}") } else { String::new() };
    inform(app, format!("New game{here}{kept}"));
}

/// The session's state for the new game in play.
fn reset_for_new_game(app: &mut App) {
    app.cursor = first_legal_square(app.game());
    app.flash = None;
    app.save_path = None;
    app.unsaved = false;
    app.library_id = None;
    app.moves_back = 0;
    app.mode = Mode::Playing;
}

/// Leaves the game: it is saved with the time of the turn in progress.
fn leave(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    effects.push(Effect::Autosave(app.play.snapshot(now)));
    app.play.stop_clock(now);
    app.quit = true;
}

/// The name the save box offers: the game's id in the library, or the players' names.
fn default_save_name(app: &App) -> String {
    if let Some(id) = &app.library_id {
        return id.clone();
    }
    let names = app.play.players().clone().map(|player| player.shown_name());
    match (&names.black, &names.white) {
        (None, None) => "game".to_string(),
        (black, white) => format!(
            "{}-{}",
            black.as_deref().unwrap_or("black").to_lowercase(),
            white.as_deref().unwrap_or("white").to_lowercase()
        )
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' { c } else { '-' })
        .collect(),
    }
}
