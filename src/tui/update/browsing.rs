//! The games behind the explorer's moves: asked for, listed, one chosen and reviewed read-only;
//! leaving the review comes back to the list as it was, and the list back to the game.

use crate::tr;
use std::time::Instant;

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::store::PlayedAt;
use crate::store::wthor;

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode};
use super::super::games_list::{GamesFound, GamesList};
use super::super::review::{Review, ReviewedRecord};
use super::session;

/// Asks the games database for the games through the position the explorer shows.
pub(super) fn ask(app: &mut App, effects: &mut Vec<Effect>) {
    if app.mode != Mode::Playing {
        return;
    }
    if !app.explorer.on {
        app.warn(tr!(app.language(), "games-explorer-first"));
        return;
    }
    if app.play.computer_to_move().is_some() && !app.game().is_over() {
        // Its move would change the board beneath the list.
        app.warn(tr!(app.language(), "games-computer-to-move"));
        return;
    }
    let Some((position, to_move)) = app.explorer.asked else {
        app.warn(tr!(app.language(), "games-over"));
        return;
    };
    effects.push(Effect::ListGames(position, to_move, app.explorer.filter.clone()));
}

/// The games through `position` came: listed, if the board is still there.
pub(super) fn listed(
    app: &mut App,
    position: (Position, Color),
    found: Result<GamesFound, String>,
    now: Instant,
) {
    if app.mode != Mode::Playing || app.explorer.asked != Some(position) {
        return;
    }
    match found {
        Err(why) => app.warn(why),
        Ok(found) if found.rows.is_empty() => app.inform(tr!(app.language(), "games-none")),
        Ok(found) => {
            app.play.stop_clock(now);
            app.mode.set(Mode::Games(Box::new(GamesList::new(position, found))));
        }
    }
}

/// A key of the list.
pub(super) fn update(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    let Mode::Games(list) = app.mode.edit() else { return };
    match action {
        Action::ListStep(delta) => list.step(delta),
        Action::ListMove(delta) => list.change_move(delta),
        Action::Submit => match list.chosen() {
            Some(row) => effects.push(Effect::ReadDbGame(row.number)),
            None => app.warn(tr!(app.language(), "games-nothing-chosen")),
        },
        Action::Cancel => {
            session::back_to_the_game(app, now);
            app.inform(tr!(app.language(), "back-to-the-game"));
        }
        _ => {}
    }
}

/// The moves of game `number` came: reviewed, read-only, if it is still the one chosen.
pub(super) fn opened(app: &mut App, number: u32, moves: Result<Vec<Square>, String>) {
    let Mode::Games(list) = &*app.mode else { return };
    let Some(row) = list.chosen().filter(|row| row.number == number).cloned() else { return };
    let moves = match moves {
        Ok(moves) => moves,
        Err(why) => return app.warn(why),
    };
    let Ok(game) = wthor::game_of(&moves) else {
        return app.warn(tr!(app.language(), "games-not-legal", number = number + 1));
    };
    let Mode::Games(list) = app.mode.take() else { return };
    // The review opens at the position the list was of (its number of discs).
    let (position, _) = list.position;
    let played = (position.player().0.count_ones() + position.opponent().0.count_ones()) as usize - 4;
    let mut review = Review { pace: app.review_pace, ..Review::of(&game, app.review_level, &app.book) };
    review.step = played.min(review.steps() - 1);
    let record = ReviewedRecord { moves, number, row: row.clone(), list: *list };
    app.inform(record.describe(app.language()));
    review.record = Some(Box::new(record));
    app.mode.set(Mode::Review(review));
}

/// Leaves the review of a game of the database: back to the list it was chosen from, as it was.
pub(super) fn back_to_the_list(app: &mut App, record: ReviewedRecord) {
    app.mode.set(Mode::Games(Box::new(record.list)));
    app.inform(tr!(app.language(), "games-back-to-list"));
}

/// Plays on from move `from` of the database's game: a new game of the player's (the game in
/// play stays in the library), with the same players as the game left.
pub(super) fn play_on(
    app: &mut App,
    record: &ReviewedRecord,
    from: usize,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let Ok(game) = wthor::game_of(&record.moves[..from.min(record.moves.len())]) else { return };
    let players = app.play.players().clone();
    session::leave_for_a_new_game(app, now, effects);
    let row = &record.row;
    let played_at = PlayedAt {
        tournament: Some(row.tournament.clone()).filter(|t| !t.is_empty()),
        year: (row.year > 0).then_some(row.year),
    };
    // Nothing is kept of the record until a move of the player's own.
    effects.push(Effect::FromRecord { transcript: game.transcript(), played_at });
    app.play.begin(game, players);
    session::reset_for_new_game(app);
    app.inform(tr!(app.language(), "games-play-on", from = from, number = record.number + 1));
}
