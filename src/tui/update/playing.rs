//! The keys of the game in play (and of the pause, the help and the result banner, which come
//! back to it): the cursor, moves typed, clicked or the computer's, undo and redo, the pause,
//! saving, the toggles, and the doors to the review and the editor.

use crate::tr;
use crate::words;
use std::path::Path;
use std::time::Instant;

use crate::engine::color::Color;
use crate::engine::game::{PlayError, Ply, TakeBackError, Turn};
use crate::engine::pool::Source;
use crate::engine::square::Square;
use crate::play::Play;
use crate::search::{Bound, SearchResult};

use super::super::action::{Action, Effect, SaveTarget};
use super::super::app::{App, FLASH, Flash, HeldMove, Mode, Notice, Question, first_legal_square};
use super::super::editor::Editor;
use super::super::graph::ScoredBy;
use super::super::hints::{MAX_HINT_DEPTH, NotDeeper};
use super::super::line_edit::LineEdit;
use super::super::new_game::NewGameForm;
use super::super::review::Review;
use super::session;
use crate::play::network::Ask;

/// A key of the game in play; `typed_move` is the square just played by typing it, if the key
/// before was its digit.
pub(super) fn update(
    app: &mut App,
    action: Action,
    typed_move: Option<Square>,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    if app.remote.is_some() && !network_allows(app, &action, now, effects) {
        return;
    }
    match action {
        Action::Cursor(direction) => app.move_cursor(direction),
        Action::PlayCursor if typed_move == Some(app.cursor) => {}
        Action::PlayCursor => {
            play_by_hand(app, app.cursor, now, effects);
        }
        Action::PlayAt(square) => {
            app.cursor = square;
            play_by_hand(app, square, now, effects);
        }
        Action::Column(column) => app.type_column(column),
        Action::Row(row) => match app.type_row(row) {
            Some(square) => {
                if play_by_hand(app, square, now, effects) {
                    app.typing.played(square);
                }
            }
            None => app.warn(tr!(app.language(), "type-column-first", row = row + 1)),
        },
        Action::Undo => undo_or_redo(app, now, true, effects),
        Action::Redo => undo_or_redo(app, now, false, effects),
        Action::Pause if app.mode == Mode::Paused => resume(app, now),
        Action::Pause => {
            if app.game().is_over() {
                app.warn(tr!(app.language(), "over-clocks-stopped"));
            } else {
                app.pause(now);
                app.inform(tr!(app.language(), "paused"));
                effects.push(app.autosave(now));
            }
        }
        Action::Resume(then) => {
            resume(app, now);
            if let Some(then) = then {
                effects.extend(super::update(app, *then, now));
            }
        }
        Action::Save => match app.file.save_path().map(Path::to_path_buf) {
            Some(path) => effects.push(Effect::Save {
                game: app.file.number(),
                target: SaveTarget::Known(path),
                snapshot: app.play.snapshot(now),
                overwrite: true,
                then_quit: false,
            }),
            None => {
                let input = LineEdit::new(&session::default_save_name(app));
                app.mode.set(Mode::SaveAs { input, then_quit: false });
            }
        },
        Action::NewGame => app.mode.set(Mode::NewGame(NewGameForm::new(app.new_game_choices))),
        Action::Rematch => session::rematch(app, now, effects),
        Action::MoveNumbers => {
            app.move_numbers = !app.move_numbers;
            let state = if app.move_numbers { "on" } else { "off" };
            app.inform(tr!(app.language(), "move-numbers", state = state));
        }
        Action::Overlay => app.overlay = app.overlay.next(),
        Action::Review => {
            if app.game().moves().next().is_none() {
                app.warn(tr!(app.language(), "review-nothing-yet"));
            } else {
                app.play.stop_clock(now);
                let review = Review::of(app.game(), app.review_level, &app.book);
                app.mode.set(Mode::Review(Review { pace: app.review_pace, ..review }));
                app.inform(tr!(app.language(), "review-clocks-stopped"));
            }
        }
        Action::EditBoard => {
            app.play.stop_clock(now);
            let to_move = app.game().to_move().unwrap_or(Color::Black);
            app.mode.set(Mode::Edit(Editor::new(app.game().board(), to_move)));
        }
        Action::Hints => app.hints.show(app.hints.mode().toggle_every()),
        Action::BestHint => app.hints.show(app.hints.mode().toggle_best()),
        Action::NextTheme => {
            app.settings.theme.palette = app.settings.theme.palette.next();
            app.inform(tr!(app.language(), "theme-chosen", theme = app.settings.theme.palette.name()));
            effects.push(Effect::SavePreferences(app.preferences()));
        }
        Action::LegalMarks => {
            app.settings.theme.legal_marks = !app.settings.theme.legal_marks;
            let marked = if app.settings.theme.legal_marks { "yes" } else { "no" };
            app.inform(tr!(app.language(), "legal-marks", marked = marked));
            effects.push(Effect::SavePreferences(app.preferences()));
        }
        Action::PreferencesNotKept(problem) => {
            app.warn(tr!(app.language(), "preferences-not-kept", problem = problem))
        }
        Action::DeeperHints => {
            let language = app.language();
            let said = match app.hints.deeper() {
                Ok(depth) => tr!(language, "hints-deeper", depth = depth),
                Err(NotDeeper::Off) => tr!(language, "hints-deeper-off"),
                Err(NotDeeper::Deepest) => tr!(language, "hints-deepest", depth = MAX_HINT_DEPTH),
            };
            app.inform(said);
        }
        Action::ScrollMoves(step) => {
            let plies = app.game().plies().len();
            let back = app.moves_back as i64 - i64::from(step) * 10;
            app.moves_back = back.clamp(0, plies as i64) as usize;
        }
        Action::SolveNow => solve_now(app),
        Action::ScoreGraph => {
            app.graph.shown = !app.graph.shown;
            let shown = if app.graph.shown { "yes" } else { "no" };
            app.inform(tr!(app.language(), "graph-shown", shown = shown));
            effects.push(Effect::SavePreferences(app.preferences()));
        }
        Action::Cancel if app.solves.stop() => {
            app.mode.set(Mode::Playing);
            app.inform(tr!(app.language(), "solve-stopped"));
        }
        Action::Dismiss | Action::Cancel => app.mode.set(Mode::Playing),
        _ => {}
    }
}

/// `S`: solves the position in play to the end on the engine thread, as a study on a person's
/// own move (the computer's turn is its own search's); a position solved before this session
/// shows its solution at once.
fn solve_now(app: &mut App) {
    let position = app.game().position();
    let language = app.language();
    if app.game().is_over() {
        app.warn(tr!(language, "solve-over"));
    } else if let (Some(color), Some(_)) = (app.game().to_move(), app.play.computer_to_move()) {
        let name = words::titled(language, &app.play.players()[color], color);
        app.warn(tr!(language, "solve-on-your-move", name = name));
    } else if app.solves.of(position).is_some() {
        app.inform(tr!(language, "solve-already-solved"));
    } else if app.solves.asked() == Some(position) {
        app.inform(tr!(language, "solve-already-solving"));
    } else {
        app.solves.ask(position);
    }
}

/// Over the network: what a key does instead (a take-back or a rematch asked of the other
/// player, resigning, chat), and what it cannot do (anything that would stop or change the game
/// on one side alone). Returns whether the key goes on as at one keyboard.
fn network_allows(app: &mut App, action: &Action, now: Instant, effects: &mut Vec<Effect>) -> bool {
    // `what` says why, by a key of the message `network-refused`.
    let refuse = |app: &mut App, what: &str| {
        app.warn(tr!(app.language(), "network-refused", what = what));
        false
    };
    match action {
        Action::Undo => {
            super::network::ask(app, Ask::TakeBack, now, effects);
            false
        }
        Action::Rematch => {
            super::network::ask(app, Ask::Rematch, now, effects);
            false
        }
        Action::Resign if app.game().is_over() => {
            app.warn(tr!(app.language(), "game-over"));
            false
        }
        Action::Resign => {
            app.mode.set(Mode::Confirm(Question::Resign));
            false
        }
        Action::Chat => {
            app.mode.set(Mode::Chat { input: LineEdit::new("") });
            false
        }
        Action::Redo => refuse(app, "redo"),
        Action::Pause => refuse(app, "pause"),
        Action::NewGame => refuse(app, "new-game"),
        Action::Hints | Action::BestHint | Action::DeeperHints => refuse(app, "hints"),
        Action::EditBoard => refuse(app, "edit"),
        Action::Review if !app.game().is_over() => refuse(app, "review"),
        _ => {
            let _ = now;
            true
        }
    }
}

fn resume(app: &mut App, now: Instant) {
    // A computer's move whose search failed is asked again.
    app.engine.forget_failure();
    app.play.start_clock(now);
    app.mode.set(Mode::Playing);
    app.message = None;
}

/// The game ended on time: the banner shows the result, closing any question or box.
pub(super) fn flag_fell(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    app.mode.set(Mode::Result);
    app.message = None;
    effects.push(app.autosave(now));
}

/// What happened besides the move: a disc borrowed from the other hand, a forced pass.
fn move_news(app: &App) -> Option<Notice> {
    let borrowed = app.game().plies().rev().find_map(|ply| match ply.turn {
        Turn::Move { source: Source::Borrowed, .. } => Some(Some(ply.color)),
        Turn::Move { .. } => Some(None),
        Turn::Pass => None,
    });
    let mut news = Vec::new();
    let language = app.language();
    if let Some(Some(color)) = borrowed {
        news.push(tr!(
            language,
            "borrowed-disc",
            side = words::side(language, color),
            other = words::side(language, !color)
        ));
    }
    if let Some(pass) = app.pass_announcement() {
        news.push(pass.text);
    }
    (!news.is_empty()).then(|| Notice { text: news.join(" "), ..Notice::default() })
}

/// Plays `square` for a person; on the computer's turn it waits for the computer; over the
/// network, it goes to the other side.
fn play_by_hand(app: &mut App, square: Square, now: Instant, effects: &mut Vec<Effect>) -> bool {
    if app.remote.is_some() {
        return super::network::local_move(app, square, now, effects);
    }
    if let (Some(color), Some(_)) = (app.game().to_move(), app.play.computer_to_move()) {
        let name = words::titled(app.language(), &app.play.players()[color], color);
        app.warn(tr!(app.language(), "computer-thinking-wait", name = name));
        return false;
    }
    keep_hints_score(app, square);
    play(app, square, now, effects)
}

/// The hints' score of `square`, about to be played in the position in play, kept for the
/// score graph when their search of this position has it exactly (a bound is no score).
fn keep_hints_score(app: &mut App, square: Square) {
    let (position, ply) = (app.game().position(), app.game().plies().len());
    let Some(mover) = app.game().to_move() else { return };
    let Some(Some(found)) = app.hints.of(position) else { return };
    let Some(scored) = found.moves.iter().find(|m| m.square == square && m.bound == Bound::Exact) else {
        return;
    };
    let score = scored.score;
    app.graph.keep(ply, position, square, mover, ScoredBy::Hints, score);
}

/// The computer's search is over: its move is played.
/// The computer's search, asked at `asked`, found `best`: played now, or held until its minimum
/// time on screen is up (never when its clock is short: that time would count against it).
pub(super) fn computer_found(
    app: &mut App,
    found: SearchResult,
    asked: Instant,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let best = found.best;
    // Its score of the move it plays, for the score graph: the best move's, or the move's own
    // where it scored every move (a level that errs on purpose may not play its best).
    if let (Some(square), Some(mover)) = (best, app.game().to_move()) {
        let own = found.moves.iter().find(|m| m.square == square && m.bound == Bound::Exact).map(|m| m.score);
        let score = own.or((!found.book).then_some(found.score));
        if let Some(score) = score {
            let (position, ply) = (app.game().position(), app.game().plies().len());
            app.graph.keep(ply, position, square, mover, ScoredBy::Computer, score);
        }
    }
    let due = asked + app.settings.min_move_time;
    let time_to_spare = app.play.computer_to_move().is_some()
        && app.game().to_move().is_some_and(|color| !app.play.clock_is_low(color, now));
    if now < due && time_to_spare {
        app.held_move = Some(HeldMove { position: app.game().position(), best, due });
    } else {
        computer_moved(app, best, now, effects);
    }
}

/// Plays the computer's held move once its time is up, unless the game has moved on (an undo,
/// a new game) or is paused; a move no longer wanted is dropped.
pub(super) fn play_held_move(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    let Some(held) = app.held_move else { return };
    let still_wanted = app.play.computer_to_move().is_some() && app.game().position() == held.position;
    if !still_wanted {
        app.held_move = None;
    } else if now >= held.due && app.mode == Mode::Playing {
        app.held_move = None;
        computer_moved(app, held.best, now, effects);
    }
}

pub(super) fn computer_moved(app: &mut App, best: Option<Square>, now: Instant, effects: &mut Vec<Effect>) {
    match best {
        Some(square) => {
            if !play(app, square, now, effects) {
                app.warn(tr!(app.language(), "engine-chose-illegal", square = square.to_string()));
            }
        }
        None => app.warn(tr!(app.language(), "engine-no-move")),
    }
}

/// What follows a move on screen and on disk: the discs it flipped shown, the news said, the
/// result banner if it ended the game, the game saved.
pub(super) fn after_move(
    app: &mut App,
    flipped: crate::engine::bitboard::Bitboard,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    app.flash = Some(Flash { discs: flipped, until: now + FLASH });
    app.file.moved();
    app.moves_back = 0;
    // The words on the handicap's corners stay through the computer's first move, until the
    // person's first key: a move that comes at once must not take them off the screen unread.
    let computer_moved =
        app.game().last_ply().is_some_and(|ply| app.play.players()[ply.color].computer.is_some());
    let kept = app.message.take().filter(|said| {
        computer_moved && app.game().plies().len() == 1 && app.handicap_notice().as_ref() == Some(said)
    });
    app.message = move_news(app).or(kept);
    if app.game().is_over() {
        app.mode.set(Mode::Result);
        super::learning::game_ended(app, effects);
    }
    effects.push(app.autosave(now));
}

/// Plays `square` for the side to move; returns whether the move was played.
pub(super) fn play(app: &mut App, square: Square, now: Instant, effects: &mut Vec<Effect>) -> bool {
    if app.game().is_over() {
        app.warn(tr!(app.language(), "over-new-or-quit"));
        return false;
    }
    match app.play.play(square, now) {
        Ok(flipped) => {
            after_move(app, flipped, now, effects);
            true
        }
        Err(PlayError::Illegal(illegal)) => {
            app.warn(words::illegal_move(app.language(), &illegal));
            false
        }
        Err(PlayError::OutOfTime(_)) => {
            flag_fell(app, now, effects);
            false
        }
        Err(PlayError::GameOver) => {
            app.warn(tr!(app.language(), "game-over"));
            false
        }
    }
}

/// Undo or redo one move; against the computer, as many as bring the turn back to the person
/// (undo takes back your last move and the computer's reply, redo plays them again).
fn undo_or_redo(app: &mut App, now: Instant, undo: bool, effects: &mut Vec<Effect>) {
    let step = |play: &mut Play| if undo { play.undo(now) } else { play.redo(now) };
    let mut play = app.play.clone();
    let before: Vec<Ply> = app.game().plies().copied().collect();
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
            app.file.moved();
            app.moves_back = 0;
            app.cursor = app.game().last_move().unwrap_or_else(|| first_legal_square(app.game()));
            // A take-back from a finished game makes the clocks run again.
            app.play.start_clock(now);
            // Say how many went, passes aside: against the computer, its reply goes too.
            let after: Vec<Ply> = app.game().plies().copied().collect();
            let (longer, shorter) = if undo { (&before, &after) } else { (&after, &before) };
            let moves = longer[shorter.len()..].iter().filter(|ply| ply.turn != Turn::Pass).count();
            let done = if undo {
                tr!(app.language(), "taken-back", moves = moves)
            } else {
                tr!(app.language(), "played-again", moves = moves)
            };
            let news = if undo { None } else { move_news(app) };
            let text = news.map_or(done.clone(), |news| format!("{done} {}", news.text));
            app.inform(text);
            effects.push(app.autosave(now));
        }
        Err(TakeBackError::Nothing) => {
            app.warn(if undo {
                tr!(app.language(), "nothing-to-undo")
            } else {
                tr!(app.language(), "nothing-to-redo")
            });
        }
        Err(error) => app.warn(tr!(
            app.language(),
            "not-taken-back",
            why = words::take_back_error(app.language(), error)
        )),
    }
}
