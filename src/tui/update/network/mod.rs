//! A game over the network: what the other side's messages do (the host checks each against the
//! game it keeps and charges the clocks; the guest follows the host), the connection's life
//! (pings, silence, loss and return), and this side's moves sent across; requests in requests.rs.
//!
//! A player's clock never runs for the other side's connection: while the connection is lost the
//! host counts the guest gone, so only the guest's clock runs on, in the guest's turn (as in
//! online chess, pulling the plug does not stop one's own clock), and the host may move
//! meanwhile, its move sent with the game when the guest is back. The guest's side does the same.

use std::time::{Duration, Instant};

use crate::engine::color::Color;
use crate::engine::game::PlayError;
use crate::engine::square::Square;
use crate::net::lag::{self, Transit};
use crate::net::protocol::Message;
use crate::net::{LinkId, NetEvent};
use crate::store::{self, GameIdentity};
use crate::text::printable;

use super::super::action::{Effect, Outgoing};
use super::super::app::{App, Mode, Question};
use super::super::remote::{QUIET, Remote, SILENCE};

mod requests;

use requests::common;
use requests::declined_by_playing_on;
pub(super) use requests::{answer, ask, chat, put_question, resign, say_goodbye};

/// The other player's name or colour, printable.
fn opponent(app: &App, remote: &Remote) -> String {
    let color = !remote.you();
    app.play.players()[color].name_or_side(color)
}

fn send(effects: &mut Vec<Effect>, link: LinkId, message: Message) {
    effects.push(Effect::Send { link, outgoing: Outgoing::Message(message) });
}

/// Host: the game as it stands, for the guest on `link`; a welcome if `welcome`.
fn send_game(
    app: &App,
    remote: &Remote,
    link: LinkId,
    welcome: bool,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let host = app.play.players()[remote.you()].name.clone();
    effects.push(Effect::Send {
        link,
        outgoing: Outgoing::Game {
            snapshot: Box::new(app.play.snapshot(now)),
            you: !remote.you(),
            running: app.play.clock_running(),
            welcome: welcome.then_some((host, remote.accepted)),
        },
    });
}

/// Something the network did.
pub(super) fn on_event(app: &mut App, event: NetEvent, now: Instant, effects: &mut Vec<Effect>) {
    let Some(remote) = app.remote.clone() else { return };
    match event {
        NetEvent::Joined { link, name } => joined(app, remote, link, name, now, effects),
        NetEvent::Rejoined { link, welcome } => {
            let mut remote = remote;
            remote.link = Some(link);
            remote.heard_at = Some(now);
            app.remote = Some(remote);
            if let Message::Welcome { game, you, .. } = welcome {
                follow_state(app, &game, you, true, now, effects);
            }
            let other = opponent(app, app.remote.as_ref().expect("set above"));
            app.inform(format!("Connected to {other} again: the game goes on"));
        }
        NetEvent::Message { link, message } if remote.link == Some(link) => {
            if let Some(remote) = &mut app.remote {
                remote.heard_at = Some(now);
            }
            if remote.is_host() {
                from_guest(app, remote, link, message, now, effects);
            } else {
                from_host(app, link, message, now, effects);
            }
        }
        NetEvent::Bad { link, problem } if remote.link == Some(link) => {
            lost(app, now, effects);
            let other = opponent(app, &remote);
            app.warn(format!(
                "{other}'s side sent what this game does not understand ({}): disconnected",
                printable(&problem)
            ));
        }
        NetEvent::Closed { link } if remote.link == Some(link) => {
            lost(app, now, effects);
        }
        // A connection that is no longer the game's.
        NetEvent::Message { .. } | NetEvent::Bad { .. } | NetEvent::Closed { .. } => {}
    }
}

/// Host: a player gave the right code. Once the game is on, whoever gives it takes the seat
/// again, under the name they bring (a player without one keeps the seat's).
fn joined(
    app: &mut App,
    mut remote: Remote,
    link: LinkId,
    name: Option<String>,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let quiet = remote.heard_at.is_none_or(|heard| now.saturating_duration_since(heard) >= QUIET);
    if let Some(old) = remote.link.filter(|_| remote.accepted && quiet) {
        // The guest's old connection is gone without a word: the code given again takes its place.
        effects.push(Effect::Close(old));
        remote.link = None;
    }
    if remote.link.is_some() {
        let reason = "the game already has two players".to_string();
        send(effects, link, Message::Refused { reason });
        effects.push(Effect::Close(link));
        return;
    }
    let guest = !remote.you();
    let name = name.map(|name| name.trim().to_string()).filter(|name| !name.is_empty());
    let back = remote.accepted;
    if back {
        if let Some(name) = name {
            app.play.rename(guest, name);
        }
        remote.transit.reset();
    } else {
        // A new guest names themselves (or keeps the name the host gave their side).
        let mut players = app.play.players().clone();
        players[guest].name = name.or(players[guest].name.take());
        let game = app.play.game().clone();
        app.play.begin(game, players);
        remote.transit = Transit::default();
    }
    remote.link = Some(link);
    remote.heard_at = Some(now);
    app.remote = Some(remote.clone());
    if back && !app.game().is_over() {
        app.play.start_clock(now);
    }
    send_game(app, &remote, link, true, now, effects);
    let other = opponent(app, &remote);
    if back {
        app.inform(format!("{other} is back: the game goes on"));
        effects.push(app.autosave(now));
    } else {
        app.inform(format!("{other} joined and is reading the rules"));
    }
}

/// The connection is gone: said, the link forgotten, the questions it carried closed, and the
/// clocks stopped unless it is the guest's turn; the guest tries to reconnect.
fn lost(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    let Some(remote) = &mut app.remote else { return };
    if let Some(link) = remote.link.take() {
        effects.push(Effect::Close(link));
    }
    remote.transit.reset();
    remote.sent_move = None;
    remote.asked_of_us = None;
    let unanswered = remote.asked.take();
    let remote = remote.clone();
    if !remote.accepted {
        // Nobody had accepted yet: wait for the next player.
        app.inform("The player left before the game began: waiting for another".into());
        return;
    }
    if matches!(app.mode, Mode::Confirm(Question::Asked { .. })) {
        // Their question goes with them: no answer can reach them now.
        app.mode = if app.game().is_over() { Mode::Result } else { Mode::Playing };
    }
    let other = opponent(app, &remote);
    if unanswered.is_some() {
        app.inform(format!("{other} cannot answer your request now: the connection is lost"));
    } else if app.message.as_ref().is_some_and(|message| !message.warning) {
        // What was said of the connection or a request before is no longer so.
        app.message = None;
    }
    if app.game().to_move() != Some(remote.guest()) {
        app.play.stop_clock(now);
    }
    effects.push(app.autosave(now));
    // The status line says the connection is lost, and what the clocks do.
    if !remote.is_host() {
        effects.push(Effect::Reconnect);
    }
}

/// Ends the game on time if a flag fell at `now`: at one keyboard and on the host, which keeps
/// the clocks (a remote player's flag falls only once their time is up beyond the network's
/// round trip, which their move's charge leaves out too); never on the guest, who waits for the
/// host's word.
pub(super) fn check_flag(app: &mut App, now: Instant, effects: &mut Vec<Effect>) -> bool {
    let fell = match app.remote.clone() {
        None => app.play.check_flag(now),
        Some(remote) if !remote.is_host() => false,
        Some(remote) => {
            let remote_turn = app.game().to_move() == Some(!remote.you());
            let transit = remote.transit.compensation();
            let fell = app.play.check_flag_allowing(now, if remote_turn { transit } else { Duration::ZERO });
            if fell && let Some(link) = remote.link {
                super::playing::flag_fell(app, now, effects);
                send_game(app, &remote, link, false, now, effects);
                return true;
            }
            fell
        }
    };
    if fell {
        super::playing::flag_fell(app, now, effects);
    }
    fell
}

/// Time passed: pings, and a silent connection given up.
pub(super) fn tick(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    let Some(remote) = &mut app.remote else { return };
    // Pings only once the game is on: a guest reading the rules answers none.
    let Some(link) = remote.link.filter(|_| remote.accepted) else { return };
    if remote.heard_at.is_some_and(|heard| now.saturating_duration_since(heard) >= SILENCE) {
        lost(app, now, effects);
        return;
    }
    if let Some(n) = remote.transit.ping_due(now) {
        send(effects, link, Message::Ping { n });
    }
}

/// When the network needs the loop to wake: the next ping and the silence limit, while the game
/// is on and connected (otherwise nothing is due: waiting costs nothing).
pub(in super::super) fn next_change(remote: &Remote, now: Instant) -> Option<Duration> {
    if !remote.live() {
        return None;
    }
    let ping = remote.transit.until_ping(now);
    let silence = remote.heard_at.map(|heard| (heard + SILENCE).saturating_duration_since(now));
    Some(silence.map_or(ping, |silence| silence.min(ping)))
}

/// Host: a message from the guest. Nothing in it reaches the game unchecked.
fn from_guest(
    app: &mut App,
    remote: Remote,
    link: LinkId,
    message: Message,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let other = opponent(app, &remote);
    match message {
        Message::Accept {} if !remote.accepted => {
            if let Some(remote) = &mut app.remote {
                remote.accepted = true;
            }
            app.play.start_clock(now);
            app.mode = Mode::Playing;
            app.inform(format!("{other} accepted: the game begins, the clocks run"));
            send_game(app, app.remote.as_ref().expect("a network game"), link, false, now, effects);
            effects.push(app.autosave(now));
        }
        Message::Decline {} if !remote.accepted => {
            effects.push(Effect::Close(link));
            if let Some(remote) = &mut app.remote {
                remote.link = None;
            }
            app.inform(format!("{other} declined the game: waiting for another player"));
        }
        Message::Move { ply, square, thought_ms } => {
            guest_move(app, remote, link, ply, &square, thought_ms, now, effects)
        }
        Message::Resign {} if remote.accepted && !app.game().is_over() => {
            if app.play.resign(!remote.you()).is_ok() {
                app.mode = Mode::Result;
                effects.push(app.autosave(now));
                send_game(app, &remote, link, false, now, effects);
            }
        }
        Message::Ping { n } => send(effects, link, Message::Pong { n }),
        Message::Pong { n } => {
            if let Some(remote) = &mut app.remote {
                remote.transit.pong(n, now);
            }
        }
        message => common(app, remote, link, message, now, effects),
    }
}

/// Host: the guest's move, played only if it is theirs to make, for this ply, and legal; its
/// time is charged as the host measured it, less the network's round trip within a bound.
#[allow(clippy::too_many_arguments)]
fn guest_move(
    app: &mut App,
    remote: Remote,
    link: LinkId,
    ply: usize,
    square: &str,
    thought_ms: u64,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let other = opponent(app, &remote);
    let guest = !remote.you();
    let refusal = if !remote.accepted {
        Some("the game has not begun".to_string())
    } else if app.game().is_over() {
        Some("the game is over".to_string())
    } else if app.game().to_move() != Some(guest) || ply != app.game().plies().len() {
        Some("not their turn".to_string())
    } else {
        match square.parse::<Square>() {
            Err(_) => Some(format!("{} is not a square", printable(square))),
            Ok(square) if !app.game().legal_moves().contains(square) => {
                Some(format!("{square} is not legal"))
            }
            Ok(_) => None,
        }
    };
    if let Some(why) = refusal {
        app.warn(format!("{other}'s move {} refused: {why}", printable(square)));
        // Whatever their screen shows, it shows the game again.
        send_game(app, &remote, link, false, now, effects);
        return;
    }
    let square: Square = square.parse().expect("checked above");
    let elapsed = app.play.turn_elapsed(now);
    let took = lag::charge(elapsed, Duration::from_millis(thought_ms), remote.transit.compensation());
    match app.play.play_charged(square, took, now) {
        Ok(flipped) => {
            super::playing::after_move(app, flipped, now, effects);
            let took_ms = store::ms(took);
            send(effects, link, Message::Played { ply, square: square.to_string(), took_ms });
        }
        Err(PlayError::OutOfTime(_)) => {
            super::playing::flag_fell(app, now, effects);
            send_game(app, &remote, link, false, now, effects);
        }
        Err(error) => app.warn(format!("{other}'s move {square} refused: {error}")),
    }
}

/// Guest: a message from the host, who keeps the game.
fn from_host(app: &mut App, link: LinkId, message: Message, now: Instant, effects: &mut Vec<Effect>) {
    let remote = app.remote.clone().expect("a network game");
    match message {
        Message::Played { ply, square, took_ms } => {
            let square = square.parse::<Square>().ok().filter(|_| ply == app.game().plies().len());
            let played =
                square.map(|square| app.play.play_charged(square, Duration::from_millis(took_ms), now));
            match played {
                Some(Ok(flipped)) => {
                    if let Some(remote) = &mut app.remote {
                        remote.sent_move = None;
                    }
                    super::playing::after_move(app, flipped, now, effects);
                }
                // Out of step with the host: its next state puts this side right.
                _ => app
                    .warn("A move from the host did not fit this board: waiting for the host's board".into()),
            }
        }
        Message::State { game, you, running } => follow_state(app, &game, you, running, now, effects),
        Message::Refused { reason } => {
            app.warn(format!("The host refused: {}", printable(&reason)));
        }
        Message::Ping { n } => send(effects, link, Message::Pong { n }),
        Message::Pong { n } => {
            if let Some(remote) = &mut app.remote {
                remote.transit.pong(n, now);
            }
        }
        message => common(app, remote, link, message, now, effects),
    }
}

/// Guest: the host's game replaces the one on this side (a new one is adopted by the files).
fn follow_state(
    app: &mut App,
    game: &serde_json::Value,
    you: Color,
    running: bool,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let saved = match store::from_json(&game.to_string()) {
        Ok(saved) => saved,
        Err(kind) => {
            let error = store::SaveError { path: "the host's game".into(), kind };
            app.warn(format!("The host sent a game this side cannot read: {error}"));
            return;
        }
    };
    let Some(remote) = &mut app.remote else { return };
    remote.seat.you = you;
    remote.sent_move = None;
    let identity = GameIdentity { seat: Some(remote.seat.clone()), ..saved.identity() };
    let rematch = app.identity.as_ref().is_some_and(|followed| followed.id != saved.id);
    if rematch {
        super::session::reset_for_new_game(app);
    }
    let was_over = app.game().is_over();
    app.play.take_over(saved.game, saved.players, saved.turn, running, now);
    app.flash = None;
    app.held_move = None;
    if app.game().is_over() && !was_over {
        app.mode = Mode::Result;
    } else if !app.game().is_over() && matches!(app.mode, Mode::Result) {
        app.mode = Mode::Playing;
    }
    app.cursor = app.game().last_move().unwrap_or(app.cursor);
    effects.push(Effect::Adopt(identity));
    effects.push(app.autosave(now));
}

/// This side plays `square` in a network game: the host plays it and sends it (or, the guest
/// gone, keeps it for the welcome back); the guest sends it and the host plays it. A question of
/// the other side's still open is answered no: this side played on. Returns whether it went.
pub(super) fn local_move(app: &mut App, square: Square, now: Instant, effects: &mut Vec<Effect>) -> bool {
    let Some(remote) = app.remote.clone() else { return false };
    let other = opponent(app, &remote);
    if !remote.accepted {
        app.warn("Not played: the game has not begun".into());
        return false;
    }
    if app.game().to_move() != Some(remote.you()) {
        app.warn(format!("It is {other}'s move"));
        return false;
    }
    let ply = app.game().plies().len();
    let went = if remote.is_host() {
        if !super::playing::play(app, square, now, effects) {
            return false;
        }
        let took = app.game().plies().nth(ply).and_then(|p| p.took).unwrap_or_default();
        match remote.link {
            Some(link) => {
                send(
                    effects,
                    link,
                    Message::Played { ply, square: square.to_string(), took_ms: store::ms(took) },
                );
                if app.game().is_over() {
                    send_game(app, &remote, link, false, now, effects);
                }
            }
            None => {
                // Their clock starts when they are back and see the move.
                app.play.stop_clock(now);
                let news = app.message.take().map_or_else(String::new, |news| format!("{}. ", news.text));
                app.inform(format!("{news}{square} played: {other} sees it when they are back"));
            }
        }
        true
    } else {
        let Some(link) = remote.link else {
            app.warn("Not played: the connection to the host is lost".into());
            return false;
        };
        if remote.sent_move.is_some() {
            app.warn("Your move is on its way to the host".into());
            return false;
        }
        if !app.game().legal_moves().contains(square) {
            app.warn(format!("{square} is not a legal move"));
            return false;
        }
        let thought_ms = store::ms(app.play.turn_elapsed(now));
        send(effects, link, Message::Move { ply, square: square.to_string(), thought_ms });
        if let Some(remote) = &mut app.remote {
            remote.sent_move = Some(square);
        }
        true
    };
    if let Mode::Confirm(Question::Asked { ask, .. }) = app.mode {
        declined_by_playing_on(app, ask, now, effects);
    }
    went
}
