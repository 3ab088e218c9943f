//! Over the network, what one player asks of the other (take-back, rematch) and the answer,
//! resignation, chat and leaving, from this side and from the other.

use std::time::Instant;

use crate::engine::color::Color;
use crate::engine::game::{TakeBackError, Turn};
use crate::net::LinkId;
use crate::net::protocol::Message;
use crate::text::printable;

use super::super::super::action::Effect;
use super::super::super::app::{App, Mode, Question};
use super::super::super::remote::{Ask, Remote};
use super::{lost, opponent, send, send_game};

/// What either side may send: requests, answers, resignation news, chat, leaving.
pub(super) fn common(
    app: &mut App,
    remote: Remote,
    link: LinkId,
    message: Message,
    now: Instant,
    effects: &mut Vec<Effect>,
) {
    let other = opponent(app, &remote);
    match message {
        Message::TakeBack {} if remote.accepted && !app.game().is_over() => {
            asked_of_us(app, &remote, link, Ask::TakeBack, can_take_back(app, !remote.you()), effects);
        }
        Message::Rematch {} if app.game().is_over() => {
            asked_of_us(app, &remote, link, Ask::Rematch, true, effects);
        }
        Message::Answer { yes } => {
            let Some(ask) = remote.asked else { return };
            if let Some(remote) = &mut app.remote {
                remote.asked = None;
            }
            match (yes, remote.is_host()) {
                (false, _) => app.inform(format!("{other} said no")),
                // The guest waits for the host's board.
                (true, false) => app.inform(format!("{other} said yes")),
                (true, true) => grant(app, ask, remote.you(), now, effects),
            }
        }
        Message::Chat { text } => app.inform(format!("{other}: {}", printable(&text))),
        Message::Bye {} => {
            lost(app, now, effects);
            app.inform(if app.game().is_over() {
                format!("{other} left: the game is kept on both sides")
            } else {
                format!("{other} left: the game is kept on both sides, and goes on when they come back")
            });
        }
        Message::Hello { .. }
        | Message::Welcome { .. }
        | Message::Accept {}
        | Message::Decline {}
        | Message::Move { .. }
        | Message::Played { .. }
        | Message::State { .. }
        | Message::Refused { .. }
        | Message::TakeBack {}
        | Message::Rematch {}
        | Message::Resign {}
        | Message::Ping { .. }
        | Message::Pong { .. } => {
            app.warn(format!("{other}'s side sent a message out of place: ignored"));
        }
    }
}

/// The other side asks `ask` of this one, which `possible` says the game allows. Asked once a
/// ply: the same request again while it waits is dropped, and again at a ply where it was
/// answered is answered no at once, without a question.
fn asked_of_us(
    app: &mut App,
    remote: &Remote,
    link: LinkId,
    ask: Ask,
    possible: bool,
    effects: &mut Vec<Effect>,
) {
    let waiting = remote.asked_of_us == Some(ask)
        || matches!(app.mode, Mode::Confirm(Question::Asked { ask: open, .. }) if open == ask);
    if waiting {
        return;
    }
    let at = (app.game_number, app.game().plies().len());
    let first = app.remote.as_mut().is_some_and(|remote| remote.asked_at.first_at(ask, at));
    if first && possible {
        put_to_us(app, ask, effects);
    } else {
        send(effects, link, Message::Answer { yes: false });
    }
}

/// This side played on while the other side's question was open: that is a no.
pub(super) fn declined_by_playing_on(app: &mut App, ask: Ask, now: Instant, effects: &mut Vec<Effect>) {
    let news = app.message.take();
    answer(app, ask, false, now, effects);
    let said = match ask {
        Ask::TakeBack => "You played on: the take-back is declined",
        Ask::Rematch => "The rematch is declined",
    };
    app.inform(news.map_or_else(|| said.to_string(), |news| format!("{}. {said}", news.text)));
}

/// The other side's request, put to this side: asked now over the board or the result, or as
/// soon as this side is back to it (what is being typed or reviewed is not thrown away).
fn put_to_us(app: &mut App, ask: Ask, effects: &mut Vec<Effect>) {
    if let Some(remote) = &mut app.remote {
        remote.asked_of_us = Some(ask);
    }
    if !matches!(app.mode, Mode::Playing | Mode::Result) {
        let other = app.remote.as_ref().map(|remote| opponent(app, remote)).unwrap_or_default();
        app.inform(format!("{} Answer it back at the board.", ask.asked_of_you(&other)));
    }
    put_question(app, effects);
}

/// Puts the other side's waiting request to this side, once the board or the result is shown.
/// A request the game has gone past meanwhile is answered no.
pub(in super::super) fn put_question(app: &mut App, effects: &mut Vec<Effect>) {
    if !matches!(app.mode, Mode::Playing | Mode::Result) {
        return;
    }
    let Some(remote) = &mut app.remote else { return };
    let Some(ask) = remote.asked_of_us.take() else { return };
    let remote = remote.clone();
    let still = match ask {
        Ask::TakeBack => !app.game().is_over() && can_take_back(app, !remote.you()),
        Ask::Rematch => app.game().is_over(),
    };
    match remote.link.filter(|_| remote.accepted) {
        Some(_) if still => app.mode = Mode::Confirm(Question::Asked { ask, by: opponent(app, &remote) }),
        Some(link) => send(effects, link, Message::Answer { yes: false }),
        None => {}
    }
}

/// Whether `color` has a move of theirs that a take-back would undo.
fn can_take_back(app: &App, color: Color) -> bool {
    app.game().plies().any(|ply| ply.color == color && ply.turn != Turn::Pass)
}

/// Host: does what was asked and agreed, for `asker`, and sends the guest the game.
fn grant(app: &mut App, ask: Ask, asker: Color, now: Instant, effects: &mut Vec<Effect>) {
    let Some(remote) = app.remote.clone() else { return };
    match ask {
        Ask::TakeBack => {
            // Back to the asker's turn, their last move undone.
            let mut play = app.play.clone();
            let mut undone = false;
            while !undone || play.game().to_move() != Some(asker) {
                let mover = play.game().plies().rev().find(|ply| ply.turn != Turn::Pass).map(|ply| ply.color);
                match play.undo(now) {
                    Ok(()) => undone |= mover == Some(asker),
                    Err(TakeBackError::Nothing) => break,
                    Err(_) => return app.warn("The move could not be taken back".into()),
                }
            }
            app.play = play;
            app.play.start_clock(now);
            if let Some(remote) = &mut app.remote {
                // The plies taken back may come again, and a take-back with them.
                remote.asked_at.forget(Ask::TakeBack);
            }
            app.flash = None;
            app.cursor = app.game().last_move().unwrap_or(app.cursor);
            app.inform(format!("{} took back a move", app.play.players()[asker].name_or_side(asker)));
            effects.push(app.autosave(now));
        }
        Ask::Rematch => {
            if let Some(remote) = &mut app.remote {
                remote.seat.you = !remote.seat.you;
            }
            super::super::session::rematch(app, now, effects);
            app.play.start_clock(now);
        }
    }
    if let Some(link) = remote.link {
        let remote = app.remote.clone().expect("a network game");
        send_game(app, &remote, link, false, now, effects);
    }
}

/// This side asks the other for `ask`.
pub(in super::super) fn ask(app: &mut App, ask: Ask, effects: &mut Vec<Effect>) {
    let Some(remote) = app.remote.clone() else { return };
    let other = opponent(app, &remote);
    let Some(link) = remote.link.filter(|_| remote.accepted) else {
        return app.warn(format!("{other} is not connected"));
    };
    match ask {
        Ask::TakeBack if app.game().is_over() => return app.warn("The game is over".into()),
        Ask::TakeBack if !can_take_back(app, remote.you()) => {
            return app.warn("You have no move to take back".into());
        }
        Ask::Rematch if !app.game().is_over() => return app.warn("A rematch comes after the game".into()),
        _ => {}
    }
    send(
        effects,
        link,
        match ask {
            Ask::TakeBack => Message::TakeBack {},
            Ask::Rematch => Message::Rematch {},
        },
    );
    if let Some(remote) = &mut app.remote {
        remote.asked = Some(ask);
    }
    let what = match ask {
        Ask::TakeBack => "to take back your last move",
        Ask::Rematch => "for a rematch, colours swapped",
    };
    app.inform(format!("Asked {other} {what}: waiting for the answer"));
}

/// This side answers the other's request.
pub(in super::super) fn answer(app: &mut App, ask: Ask, yes: bool, now: Instant, effects: &mut Vec<Effect>) {
    app.mode = if app.game().is_over() { Mode::Result } else { Mode::Playing };
    let Some(remote) = app.remote.clone() else { return };
    let Some(link) = remote.link else { return app.warn("The connection is lost: no answer sent".into()) };
    send(effects, link, Message::Answer { yes });
    if yes && remote.is_host() {
        grant(app, ask, !remote.you(), now, effects);
    }
}

/// This side resigns.
pub(in super::super) fn resign(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    app.mode = Mode::Playing;
    let Some(remote) = app.remote.clone() else { return };
    let Some(link) = remote.link.filter(|_| remote.accepted) else {
        return app.warn("Not connected: resign when the other player is back".into());
    };
    if remote.is_host() {
        if app.play.resign(remote.you()).is_ok() {
            app.mode = Mode::Result;
            effects.push(app.autosave(now));
            send_game(app, &remote, link, false, now, effects);
        }
    } else {
        send(effects, link, Message::Resign {});
    }
}

/// This side says `text`.
pub(in super::super) fn chat(app: &mut App, text: &str, effects: &mut Vec<Effect>) {
    let Some(remote) = app.remote.clone() else { return };
    let Some(link) = remote.link else { return app.warn("Not connected: nothing sent".into()) };
    let text: String =
        text.chars().filter(|c| !c.is_control()).take(crate::net::protocol::MAX_CHAT).collect();
    if text.trim().is_empty() {
        return;
    }
    app.inform(format!("You: {text}"));
    send(effects, link, Message::Chat { text });
}

/// This side leaves: the other is told.
pub(in super::super) fn say_goodbye(app: &App, effects: &mut Vec<Effect>) {
    if let Some(link) = app.remote.as_ref().and_then(|remote| remote.link) {
        send(effects, link, Message::Bye {});
    }
}
