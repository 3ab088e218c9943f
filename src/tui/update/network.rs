//! A game over the network on the terminal: the keys and the connection's events handed to the
//! network game's rules (`play::network`), and what they decide put on screen: the board, the
//! result, the other player's question as a dialog, and every piece of news in words.

use std::time::Instant;

use crate::engine::square::Square;
use crate::play::network::{Ask, NetEvent, News, Step};

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode, Question};
use super::super::network_words::{opponent, words};

/// What the network did.
pub(super) fn on_event(app: &mut App, event: NetEvent, now: Instant, effects: &mut Vec<Effect>) {
    let Some(network) = &mut app.remote else { return };
    let was_connected = network.link.is_some();
    let steps = network.event(&mut app.play, event, now);
    if was_connected && app.remote.as_ref().is_some_and(|network| network.link.is_none()) {
        // What was said of the connection or a request before is no longer so; the status line
        // says it is lost.
        if app.message.as_ref().is_some_and(|message| !message.warning) {
            app.message = None;
        }
    }
    apply(app, steps, now, effects);
}

/// Time passed: pings, a silent connection given up.
pub(super) fn tick(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    let Some(network) = &mut app.remote else { return };
    let steps = network.tick(&mut app.play, now);
    apply(app, steps, now, effects);
}

/// Ends the game on time if a flag fell at `now`: at one keyboard, and on the host over the
/// network (never on the guest, who waits for the host's word). Returns whether it fell.
pub(super) fn check_flag(app: &mut App, now: Instant, effects: &mut Vec<Effect>) -> bool {
    let Some(network) = &mut app.remote else {
        let fell = app.play.check_flag(now);
        if fell {
            super::playing::flag_fell(app, now, effects);
        }
        return fell;
    };
    match network.check_flag(&mut app.play, now) {
        Some(steps) => {
            apply(app, steps, now, effects);
            true
        }
        None => false,
    }
}

/// This side plays `square`. Returns whether it went.
pub(super) fn local_move(app: &mut App, square: Square, now: Instant, effects: &mut Vec<Effect>) -> bool {
    let Some(network) = &mut app.remote else { return false };
    let steps = network.play_move(&mut app.play, square, now);
    let went = steps.iter().any(|step| matches!(step, Step::Played(_) | Step::Send(..) | Step::Ended));
    apply(app, steps, now, effects);
    went
}

/// This side asks the other for `ask`.
pub(super) fn ask(app: &mut App, ask: Ask, now: Instant, effects: &mut Vec<Effect>) {
    let Some(network) = &mut app.remote else { return };
    let steps = network.ask(&app.play, ask);
    apply(app, steps, now, effects);
}

/// This side answers the other's question.
pub(super) fn answer(app: &mut App, yes: bool, now: Instant, effects: &mut Vec<Effect>) {
    app.mode.set(if app.game().is_over() { Mode::Result } else { Mode::Playing });
    let Some(network) = &mut app.remote else { return };
    let steps = network.answer(&mut app.play, yes, now);
    apply(app, steps, now, effects);
}

/// This side resigns.
pub(super) fn resign(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    app.mode.set(Mode::Playing);
    let Some(network) = &mut app.remote else { return };
    let steps = network.resign(&mut app.play, now);
    apply(app, steps, now, effects);
}

/// This side says `text`.
pub(super) fn chat(app: &mut App, text: &str, now: Instant, effects: &mut Vec<Effect>) {
    let Some(network) = &mut app.remote else { return };
    let steps = network.chat(text);
    apply(app, steps, now, effects);
}

/// `w`: shows what was said, or goes back to the board.
pub(super) fn chat_history(app: &mut App) {
    if matches!(*app.mode, Mode::ChatHistory { .. }) {
        app.mode.close();
    } else if app.remote.is_some() {
        app.mode.open_over(|under| Mode::ChatHistory { back: 0, under });
    }
}

/// Scrolls what was said, `lines` back in time if negative.
pub(super) fn scroll_chat(app: &mut App, lines: i16) {
    let said = app.chat.lines().len();
    if let Mode::ChatHistory { back, .. } = app.mode.edit() {
        let moved = i64::from(*back) - i64::from(lines);
        *back = moved.clamp(0, said as i64).try_into().unwrap_or(0);
    }
}

/// A key over the chat's history: `t` talks from there (the box goes back to the board).
pub(super) fn from_chat_history(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    if action == Action::Chat && matches!(*app.mode, Mode::ChatHistory { .. }) {
        app.mode.close();
        super::playing::update(app, Action::Chat, None, now, effects);
    }
}

/// This side leaves: the other is told.
pub(super) fn say_goodbye(app: &App, effects: &mut Vec<Effect>) {
    if let Some(network) = &app.remote {
        apply_sends(network.leave(), effects);
    }
}

/// Puts the other side's waiting request to this side, once the board or the result is shown.
pub(super) fn put_question(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    if !at_the_board(app) {
        return;
    }
    let Some(network) = &mut app.remote else { return };
    let steps = network.put_question(&app.play);
    apply(app, steps, now, effects);
}

/// Whether the board or the result is shown, so that a question can be put.
fn at_the_board(app: &App) -> bool {
    matches!(*app.mode, Mode::Playing | Mode::Result)
}

fn apply_sends(steps: Vec<Step>, effects: &mut Vec<Effect>) {
    for step in steps {
        if let Step::Send(link, outgoing) = step {
            effects.push(Effect::Send { link, outgoing });
        }
    }
}

/// Puts what the network game decided on screen and on the way to the files and the network.
fn apply(app: &mut App, steps: Vec<Step>, now: Instant, effects: &mut Vec<Effect>) {
    for step in steps {
        match step {
            Step::Send(link, outgoing) => effects.push(Effect::Send { link, outgoing }),
            Step::Close(link) => effects.push(Effect::Close(link)),
            Step::Reconnect => effects.push(Effect::Reconnect),
            Step::RetireCode => effects.push(Effect::RetireCode),
            Step::Keep => effects.push(app.autosave(now)),
            Step::Played(flipped) => super::playing::after_move(app, flipped, now, effects),
            Step::Ended => super::playing::flag_fell(app, now, effects),
            Step::TookBack => {
                app.flash = None;
                app.cursor = app.game().last_move().unwrap_or(app.cursor);
                effects.push(app.autosave(now));
            }
            Step::Rematch { left, seat } => {
                if left.game.moves().next().is_some() {
                    effects.push(app.file.autosave(*left));
                }
                effects.push(Effect::NewGame { seat: Some(seat) });
                super::session::reset_for_new_game(app);
            }
            Step::Followed { identity, rematch, ended } => {
                if rematch {
                    super::session::reset_for_new_game(app);
                }
                app.flash = None;
                app.held_move = None;
                if ended {
                    app.mode.set(Mode::Result);
                } else if !app.game().is_over() && app.mode == Mode::Result {
                    app.mode.set(Mode::Playing);
                }
                app.cursor = app.game().last_move().unwrap_or(app.cursor);
                effects.push(Effect::Adopt(identity));
                effects.push(app.autosave(now));
            }
            Step::Question(ask) => {
                let by = opponent(app);
                app.mode.set(Mode::Confirm(Question::Asked { ask, by }));
            }
            Step::QuestionGone => {
                if matches!(*app.mode, Mode::Confirm(Question::Asked { .. })) {
                    app.mode.set(if app.game().is_over() { Mode::Result } else { Mode::Playing });
                }
            }
            // Put at once if the board is shown (at the end of the update); said for later if not.
            Step::Say(News::AskedLater(_)) if at_the_board(app) => {}
            Step::Say(news @ (News::Chat(_) | News::YouSaid(_))) => {
                let (speaker, said) = match &news {
                    News::Chat(said) => (opponent(app), said.clone()),
                    News::YouSaid(said) => (crate::tr!(app.language(), "chat-you"), said.clone()),
                    _ => continue,
                };
                app.chat.push(&speaker, &said);
                // The words as typed: no full stop after them.
                let text = words(app, &news);
                app.quote(text);
            }
            Step::Say(news) => {
                let text = words(app, &news);
                app.inform(after_the_move_news(app, &news, text));
            }
            Step::Warn(news) => {
                let text = words(app, &news);
                app.warn(text);
            }
        }
    }
}

/// The news a move brought (a pass, a disc borrowed) kept before what is said of the move.
fn after_the_move_news(app: &App, news: &News, text: String) -> String {
    let about_the_move = matches!(news, News::PlayedWhileAway(_) | News::DeclinedByPlayingOn(_));
    match &app.message {
        Some(before) if about_the_move && !before.warning => format!("{} {text}", before.text),
        _ => text,
    }
}
