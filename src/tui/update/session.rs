//! The games of a session: a new game, or one restarted from a move or a position set up (the
//! game left stays in the library), leaving the session, and the name the save box offers.

use crate::tr;
use crate::words;
use std::time::Instant;

use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::store::SavedGame;

use super::super::action::Effect;
use super::super::app::{App, Mode, first_legal_square};
use super::super::editor::Editor;
use super::super::new_game::{NewGameForm, Start};

/// A new game with the same rules and players, its first `from` moves those of the game left
/// (which stays in the library).
pub(in super::super) fn restart(app: &mut App, now: Instant, effects: &mut Vec<Effect>, from: usize) {
    let had_moves = leave_for_a_new_game(app, now, effects);
    app.play.restart_from(from);
    reset_for_new_game(app);
    let kept = if had_moves { "yes" } else { "no" };
    app.inform(tr!(app.language(), "new-game-from-move", from = from, kept = kept));
}

/// A new game from a position set up, `to_move` to move (the game left stays in the library).
pub(super) fn start_from(
    app: &mut App,
    now: Instant,
    effects: &mut Vec<Effect>,
    position: Position,
    to_move: Color,
) {
    leave_for_a_new_game(app, now, effects);
    app.play.start_from(position, to_move);
    reset_for_new_game(app);
    // A side set to move without a move passes at once: the words say who moves, not who was set.
    let language = app.language();
    app.inform(match app.game().to_move() {
        Some(moving) if moving != to_move => tr!(
            language,
            "new-game-set-up-passes",
            side = words::side(language, to_move),
            moving = words::side(language, moving)
        ),
        _ => tr!(language, "new-game-set-up", side = words::side(language, to_move)),
    });
}

/// The game the new-game screen chose: its players, rules and start (the game left stays in
/// the library). A start set up in the editor opens the editor on the standard start; the game
/// begins when the position is played. A random start is searched for first, out of `update`.
pub(super) fn start_new_game(app: &mut App, now: Instant, effects: &mut Vec<Effect>, form: &NewGameForm) {
    if form.choices.start == Start::Random {
        effects.push(Effect::RandomStart { form: Box::new(form.clone()), seed: app.random.next_u64() });
        return;
    }
    start_new_game_at(app, now, effects, form, None);
}

/// The new game `form` chose, from `start` (the position and the side to move) if a random one
/// was found, else from the standard start.
pub(super) fn start_new_game_at(
    app: &mut App,
    now: Instant,
    effects: &mut Vec<Effect>,
    form: &NewGameForm,
    start: Option<(Position, Color)>,
) {
    let rules = form.rules();
    let players = form.players(app.play.players());
    let game = match start {
        Some((position, to_move)) => Game::from_position(position, to_move, rules),
        None => Game::new(rules),
    };
    let had_moves = leave_for_a_new_game(app, now, effects);
    app.play.begin(game, players);
    reset_for_new_game(app);
    app.hints.set(form.choices.hint_depth, form.choices.hint_exact_from);
    let kept = if had_moves { "yes" } else { "no" };
    app.inform(tr!(app.language(), "new-game-from-move", from = 0, kept = kept));
    if form.choices.start == Start::Editor {
        app.mode.set(Mode::Edit(Editor::new(app.game().board(), Color::Black)));
    }
}

/// A new game from a record read (a paste): its game, rules and comments; its players if the
/// record `named` them, else the players of the game left (which stays in the library).
pub(super) fn open_record(
    app: &mut App,
    now: Instant,
    effects: &mut Vec<Effect>,
    saved: SavedGame,
    named: bool,
) {
    leave_for_a_new_game(app, now, effects);
    let players = if named { saved.players } else { app.play.players().clone() };
    app.play.begin(saved.game, players);
    app.play.set_comments(saved.comments);
    reset_for_new_game(app);
}

/// A rematch after a game: the same rules, each player on the other colour.
pub(super) fn rematch(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    leave_for_a_new_game(app, now, effects);
    app.play.rematch();
    reset_for_new_game(app);
    app.inform(tr!(app.language(), "rematch"));
}

/// Keeps the game left in the library (if it has moves) and tells the files a new game begins;
/// returns whether it had moves.
pub(super) fn leave_for_a_new_game(app: &mut App, now: Instant, effects: &mut Vec<Effect>) -> bool {
    let had_moves = app.game().moves().next().is_some();
    if had_moves {
        effects.push(app.autosave(now));
    }
    // Over the network the seat goes on (its colour already swapped for a rematch).
    effects.push(Effect::NewGame { seat: app.remote.as_ref().map(|remote| remote.seat.clone()) });
    had_moves
}

/// The session's state for the new game in play: its own number, so that the files' replies
/// about the game left are not taken for it.
pub(super) fn reset_for_new_game(app: &mut App) {
    app.file.new_game();
    app.graph.forget();
    app.cursor = first_legal_square(app.game());
    app.flash = None;
    app.moves_back = 0;
    app.mode.set(Mode::Playing);
}

/// Leaves the game: it is saved with the time of the turn in progress (over the network, the
/// other player is told).
pub(super) fn leave(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    super::network::say_goodbye(app, effects);
    effects.push(app.autosave(now));
    app.play.stop_clock(now);
    app.quit = true;
}

/// The name the save box offers: the game's id in the library, or the players' names.
pub(super) fn default_save_name(app: &App) -> String {
    if let Some(id) = app.file.library_id() {
        return id.to_string();
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

/// Back to the game from the review or the editor: the clock of the player to move runs again
/// at once if the game is under way (the key that came back is a key of the game), else with
/// the first key, as at any start.
pub(super) fn back_to_the_game(app: &mut App, now: Instant) {
    app.mode.set(Mode::Playing);
    if app.game().plies().len() > 0 && app.play.computer_to_move().is_none() {
        app.play.start_clock(now);
    }
}
