//! A game over the network, driven through `update` with the network's events (no sockets): the
//! host checks and plays the guest's messages and keeps the clocks; the guest follows the host;
//! take-backs, resignation and rematches go through the other player's answer.

use std::time::Duration;

use crate::common::app::{Session, players, rules, settings};
use othello::engine::color::Color;
use othello::engine::game::Game;
use othello::engine::outcome::Ending;
use othello::play::Play;
use othello::play::network::protocol::Message;
use othello::play::network::{NetEvent, NetworkGame, Outgoing};
use othello::store::{Role, Seat};
use othello::tui::{Action, App, Effect, Mode, Question};

pub(crate) const LINK: u64 = 7;

fn seat(role: Role, you: Color) -> Seat {
    Seat {
        role,
        address: "127.0.0.1:7654".into(),
        key: "0123456789abcdef0123456789abcdef".into(),
        relay: None,
        you,
    }
}

/// A session on the host's side (black), nobody joined yet, under `time` each.
pub(crate) fn host(time: Option<Duration>) -> Session {
    let mut session = Session::new(time);
    let play = Play::new(Game::new(rules(time)), players(), Duration::ZERO);
    session.app = App::new(play, None, settings(None)).over_the_network(NetworkGame::new(
        seat(Role::Host, Color::Black),
        None,
        None,
        session.now,
    ));
    session
}

/// A host whose guest (white) has joined and accepted.
pub(crate) fn host_in_play(time: Option<Duration>) -> Session {
    let mut session = host(time);
    session.act(Action::Net(NetEvent::Joined { link: LINK, name: Some("Eve".into()) }));
    from_other(&mut session, Message::Accept {});
    session.effects.clear();
    session
}

/// A guest (white) connected to the host.
pub(crate) fn guest(time: Option<Duration>) -> Session {
    let mut session = Session::new(time);
    let play = Play::new(Game::new(rules(time)), players(), Duration::ZERO);
    session.app = App::new(play, None, settings(None)).over_the_network(NetworkGame::new(
        seat(Role::Guest, Color::White),
        Some(LINK),
        None,
        session.now,
    ));
    session
}

pub(crate) fn from_other(session: &mut Session, message: Message) {
    session.act(Action::Net(NetEvent::Message { link: LINK, message }));
}

/// What was sent to the other side, in order.
pub(crate) fn sent(session: &Session) -> Vec<&Outgoing> {
    session
        .effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { link, outgoing } if *link == LINK => Some(outgoing),
            _ => None,
        })
        .collect()
}

pub(crate) fn sent_messages(session: &Session) -> Vec<&Message> {
    sent(session)
        .into_iter()
        .filter_map(|outgoing| match outgoing {
            Outgoing::Message(message) => Some(message),
            Outgoing::Game { .. } => None,
        })
        .collect()
}

pub(crate) fn games_sent(session: &Session) -> usize {
    sent(session).iter().filter(|outgoing| matches!(outgoing, Outgoing::Game { .. })).count()
}

#[test]
fn the_clocks_start_when_the_guest_accepts_and_never_with_a_key_before() {
    let mut session = host(Some(Duration::from_secs(60)));
    session.type_square("f5");
    assert_eq!(session.app.game().plies().len(), 0, "nobody to play against yet");
    assert!(!session.app.play().clock_running());
    session.act(Action::Net(NetEvent::Joined { link: LINK, name: Some("Eve".into()) }));
    let welcome = sent(&session);
    assert!(
        matches!(welcome.as_slice(), [Outgoing::Game { welcome: Some((Some(host), false)), you: Color::White, .. }] if host == "Ann")
    );
    assert_eq!(session.app.play().players()[Color::White].name.as_deref(), Some("Eve"));
    assert!(!session.app.play().clock_running(), "the guest is reading the rules");
    // Someone else with the code, while Eve is in: refused.
    session.act(Action::Net(NetEvent::Joined { link: LINK + 1, name: None }));
    assert!(session.effects.iter().any(|e| matches!(e, Effect::Send { link, outgoing: Outgoing::Message(Message::Refused { .. }) } if *link == LINK + 1)));
    assert!(session.effects.iter().any(|e| matches!(e, Effect::Close(link) if *link == LINK + 1)));
    from_other(&mut session, Message::Accept {});
    assert!(session.app.play().clock_running());
    assert!(matches!(sent(&session).last(), Some(Outgoing::Game { running: true, welcome: None, .. })));
}

#[test]
fn a_declining_guest_leaves_the_seat_to_the_next_under_the_next_ones_name() {
    let mut session = host(None);
    let given = session.app.play().players()[Color::White].name.clone();
    session.act(Action::Net(NetEvent::Joined { link: LINK, name: Some("Dan".into()) }));
    assert_eq!(session.app.play().players()[Color::White].name.as_deref(), Some("Dan"));
    from_other(&mut session, Message::Decline {});
    assert!(session.effects.iter().any(|e| matches!(e, Effect::Close(LINK))));
    assert_eq!(session.app.remote().unwrap().link, None);
    // The next joiner, without a name, does not sit under Dan's.
    session.act(Action::Net(NetEvent::Joined { link: LINK + 1, name: None }));
    assert_eq!(session.app.remote().unwrap().link, Some(LINK + 1));
    assert_eq!(session.app.play().players()[Color::White].name, given, "the seat as the host gave it");
    session.act(Action::Net(NetEvent::Message { link: LINK + 1, message: Message::Decline {} }));
    session.act(Action::Net(NetEvent::Joined { link: LINK + 2, name: Some("Cy".into()) }));
    assert_eq!(session.app.play().players()[Color::White].name.as_deref(), Some("Cy"));
}

#[test]
fn the_host_plays_only_the_guests_own_legal_moves_and_charges_what_it_measured() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    // Black (the host) to move: a guest's move now is refused and answered with the game.
    from_other(&mut session, Message::Move { ply: 0, square: "f5".into(), thought_ms: 0 });
    assert_eq!(session.app.game().plies().len(), 0);
    assert_eq!(games_sent(&session), 1);
    session.type_square("f5");
    assert!(
        matches!(sent_messages(&session).last(), Some(Message::Played { ply: 0, square, .. }) if square == "f5")
    );
    for (ply, square) in [(1, "a1"), (1, "k9"), (2, "d6"), (0, "d6")] {
        from_other(&mut session, Message::Move { ply, square: square.into(), thought_ms: 0 });
        assert_eq!(session.app.game().transcript(), "f5", "{square} at ply {ply}");
    }
    assert_eq!(games_sent(&session), 5, "each refusal sends the game again");
    // Messages that only the host sends change nothing.
    from_other(&mut session, Message::Played { ply: 1, square: "d6".into(), took_ms: 0 });
    assert_eq!(session.app.game().transcript(), "f5");
    // The claim counts between the host's measure less the round trip (none yet) and the measure.
    session.wait(Duration::from_millis(2000));
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 900 });
    let took = session.app.game().last_ply().unwrap().took;
    assert_eq!(took, Some(Duration::from_millis(2000)), "no round trip measured: all of it");
    assert!(matches!(sent_messages(&session).last(), Some(Message::Played { ply: 1, took_ms: 2000, .. })));
    session.type_square("c3");
    session.wait(Duration::from_millis(500));
    from_other(&mut session, Message::Move { ply: 3, square: "d3".into(), thought_ms: 3_000_000 });
    assert_eq!(
        session.app.game().last_ply().unwrap().took,
        Some(Duration::from_millis(500)),
        "never more than measured"
    );
}

/// Pings the guest answers after `rtt`: the host's round trip becomes `rtt`.
pub(crate) fn measure_round_trip(session: &mut Session, rtt: Duration) {
    for _ in 0..3 {
        session.effects.clear();
        session.wait(Duration::from_secs(2));
        session.act(Action::Tick);
        let Some(Message::Ping { n }) = sent_messages(session).last().copied().cloned() else {
            panic!("a ping every 2 s: {:?}", session.effects)
        };
        session.wait(rtt);
        from_other(session, Message::Pong { n });
    }
}

#[test]
fn the_guests_move_is_charged_less_the_round_trip_and_their_flag_falls_only_beyond_it() {
    let mut session = host_in_play(Some(Duration::from_secs(60)));
    measure_round_trip(&mut session, Duration::from_millis(300));
    assert_eq!(session.app.remote().unwrap().transit.round_trip(), Some(Duration::from_millis(300)));
    session.type_square("f5");
    session.wait(Duration::from_millis(1300));
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    assert_eq!(session.app.game().last_ply().unwrap().took, Some(Duration::from_millis(1000)));
    // The host's turn runs on its own clock; then the guest's 59 s left run out.
    session.type_square("c3");
    let left = session.app.game().clock().remaining(Color::White).unwrap();
    session.wait(left + Duration::from_millis(250));
    from_other(&mut session, Message::Pong { n: 0 });
    session.act(Action::Tick);
    assert!(!session.app.game().is_over(), "within the round trip, the move may be on its way");
    session.wait(Duration::from_millis(100));
    session.effects.clear();
    session.act(Action::Tick);
    assert_eq!(session.app.game().lost_on_time(), Some(Color::White));
    assert_eq!(games_sent(&session), 1, "the guest is told");
}

#[test]
fn a_silent_connection_is_lost_and_a_player_back_with_the_code_takes_the_seat_under_their_name() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    session.type_square("f5");
    session.act(Action::Net(NetEvent::Closed { link: LINK }));
    assert_eq!(session.app.remote().unwrap().link, None);
    let white = session.app.play().clock_reading(Color::White, session.now);
    session.act(Action::Net(NetEvent::Joined { link: LINK + 1, name: Some("Mallory".into()) }));
    assert_eq!(
        session.app.play().players()[Color::White].name.as_deref(),
        Some("Mallory"),
        "whoever takes the seat again brings their own name"
    );
    assert!(session.effects.iter().any(|effect| matches!(effect, Effect::Send { link, outgoing: Outgoing::Game { welcome: Some((_, true)), .. } } if *link == LINK + 1)));
    assert!(session.app.play().clock_running(), "back: the clocks run again");
    assert_eq!(session.app.play().clock_reading(Color::White, session.now), white);
    // Back without a name: the seat keeps the one it has.
    session.act(Action::Net(NetEvent::Closed { link: LINK + 1 }));
    session.act(Action::Net(NetEvent::Joined { link: LINK + 2, name: None }));
    assert_eq!(session.app.play().players()[Color::White].name.as_deref(), Some("Mallory"));
    // Seven seconds without a word: lost.
    session.wait(Duration::from_secs(7));
    session.act(Action::Tick);
    assert_eq!(session.app.remote().unwrap().link, None);
}

#[test]
fn a_take_back_asked_by_the_guest_is_the_hosts_to_grant() {
    let mut session = host_in_play(None);
    session.type_square("f5");
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    session.type_square("c3");
    from_other(&mut session, Message::TakeBack {});
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })));
    session.act(Action::Yes);
    assert_eq!(session.app.game().transcript(), "f5", "back to the guest's turn, their d6 undone");
    assert!(sent_messages(&session).contains(&&Message::Answer { yes: true }));
    assert!(matches!(sent(&session).last(), Some(Outgoing::Game { .. })));
    // The host asks; the guest says no: nothing changes.
    session.act(Action::Undo);
    assert!(matches!(sent_messages(&session).last(), Some(Message::TakeBack {})));
    from_other(&mut session, Message::Answer { yes: false });
    assert_eq!(session.app.game().transcript(), "f5");
    // Yes to a request never made changes nothing either.
    from_other(&mut session, Message::Answer { yes: true });
    assert_eq!(session.app.game().transcript(), "f5");
    session.act(Action::Undo);
    from_other(&mut session, Message::Answer { yes: true });
    assert_eq!(session.app.game().transcript(), "", "the host's f5 taken back");
}

#[test]
fn a_resignation_ends_the_game_and_a_rematch_swaps_the_colours() {
    let mut session = host_in_play(None);
    session.type_square("f5");
    from_other(&mut session, Message::Resign {});
    let outcome = session.app.game().outcome().unwrap();
    assert_eq!(outcome.ending, Ending::Resignation { loser: Color::White });
    assert_eq!(*session.app.mode(), Mode::Result);
    assert!(matches!(sent(&session).last(), Some(Outgoing::Game { .. })));
    session.act(Action::Dismiss);
    from_other(&mut session, Message::Rematch {});
    session.act(Action::Yes);
    assert_eq!(session.app.game().plies().len(), 0);
    assert_eq!(session.app.remote().unwrap().you(), Color::White, "the host plays white now");
    assert_eq!(session.app.play().players()[Color::Black].name.as_deref(), Some("Eve"));
    assert!(
        session
            .effects
            .iter()
            .any(|e| matches!(e, Effect::NewGame { seat: Some(seat) } if seat.you == Color::White))
    );
    assert!(matches!(sent(&session).last(), Some(Outgoing::Game { you: Color::Black, .. })));
    // The host resigns the new game, asking first.
    session.act(Action::Resign);
    assert_eq!(*session.app.mode(), Mode::Confirm(Question::Resign));
    session.act(Action::Yes);
    assert_eq!(session.app.game().outcome().unwrap().ending, Ending::Resignation { loser: Color::White });
}

#[test]
fn a_game_pasted_in_a_network_games_review_is_refused_not_opened_on_the_link() {
    let mut session = host_in_play(None);
    session.type_square("f5");
    from_other(&mut session, Message::Resign {});
    session.act(Action::Dismiss);
    session.act(Action::Review);
    assert!(matches!(session.app.mode(), Mode::Review(_)));
    let games_before = games_sent(&session);
    session.act(Action::Paste("f5d6c3".into()));
    assert_eq!(session.app.game().transcript(), "f5", "the network game stays");
    assert!(session.app.message().unwrap().warning, "refused, saying why");
    assert_eq!(games_sent(&session), games_before, "no game sent down the link");
    assert!(!session.effects.iter().any(|e| matches!(e, Effect::NewGame { .. })));
}

#[test]
fn over_the_network_nothing_stops_or_changes_the_game_on_one_side_alone() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    session.type_square("f5");
    for action in
        [Action::Pause, Action::NewGame, Action::Hints, Action::EditBoard, Action::Review, Action::Redo]
    {
        session.act(action.clone());
        assert_eq!(*session.app.mode(), Mode::Playing, "{action:?}");
        assert!(session.app.play().clock_running(), "{action:?}");
        assert!(session.app.message().is_some_and(|m| m.warning), "{action:?} says why not");
    }
    assert!(session.requests().is_empty(), "no engine against a person");
    // Chat goes out without its control characters; the other's comes in printable.
    session.act(Action::Chat);
    session.type_name("gg\u{7}");
    session.act(Action::Submit);
    assert!(sent_messages(&session).contains(&&Message::Chat { text: "gg".into() }));
    from_other(&mut session, Message::Chat { text: "hi\u{1b}[2J".into() });
    assert_eq!(session.app.message().unwrap().text, "Eve: hi\\u{1b}[2J");
    // Leaving tells the other side.
    session.act(Action::Quit);
    session.act(Action::Yes);
    assert!(sent_messages(&session).contains(&&Message::Bye {}));
}

#[test]
fn the_guest_follows_the_host_and_never_flags_anyone_itself() {
    let time = Some(Duration::from_secs(60));
    let mut session = guest(time);
    from_other(&mut session, Message::Played { ply: 0, square: "f5".into(), took_ms: 1500 });
    assert_eq!(session.app.game().transcript(), "f5");
    assert_eq!(session.app.game().last_ply().unwrap().took, Some(Duration::from_millis(1500)));
    // A move that does not fit this board is not played.
    from_other(&mut session, Message::Played { ply: 5, square: "d6".into(), took_ms: 0 });
    assert_eq!(session.app.game().transcript(), "f5");
    // The guest's own move goes to the host, and is played when the host says so.
    session.wait(Duration::from_millis(800));
    session.type_square("d6");
    assert_eq!(session.app.game().transcript(), "f5");
    assert!(matches!(sent_messages(&session).last(), Some(Message::Move { ply: 1, thought_ms: 800, .. })));
    session.type_square("f4");
    assert_eq!(
        sent_messages(&session).iter().filter(|m| matches!(m, Message::Move { .. })).count(),
        1,
        "one at a time"
    );
    from_other(&mut session, Message::Played { ply: 1, square: "d6".into(), took_ms: 790 });
    assert_eq!(session.app.game().transcript(), "f5d6");
    // Past the host's time, the guest waits for the host's word.
    session.wait(Duration::from_secs(70));
    from_other(&mut session, Message::Pong { n: 1 });
    session.act(Action::Tick);
    assert!(!session.app.game().is_over());
    // The host's state replaces this side's game.
    let mut game = session.app.game().clone();
    assert!(game.check_flag(Duration::from_secs(70)));
    let saved = othello::store::SavedGame::new(game, players());
    let json: serde_json::Value = serde_json::from_str(&othello::store::to_json(&saved)).unwrap();
    from_other(&mut session, Message::State { game: json, you: Color::White, running: false });
    assert_eq!(session.app.game().lost_on_time(), Some(Color::Black));
    assert!(session.effects.iter().any(|e| matches!(e, Effect::Adopt(identity) if identity.id == saved.id)));
    // A state that is not a game is refused with a message, and changes nothing.
    from_other(
        &mut session,
        Message::State { game: serde_json::json!({"format": 1}), you: Color::Black, running: true },
    );
    assert_eq!(session.app.remote().unwrap().you(), Color::White);
    assert!(session.app.message().unwrap().warning);
}

#[test]
fn a_guest_that_loses_the_host_tries_again_and_follows_the_welcome_back() {
    let mut session = guest(None);
    session.act(Action::Net(NetEvent::Closed { link: LINK }));
    assert!(session.effects.iter().any(|e| matches!(e, Effect::Reconnect)));
    let mut game = Game::new(rules(None));
    game.play_transcript("f5d6").unwrap();
    let saved = othello::store::SavedGame::new(game, players());
    let json: serde_json::Value = serde_json::from_str(&othello::store::to_json(&saved)).unwrap();
    let welcome = Message::Welcome {
        version: 1,
        host: None,
        you: Color::White,
        game: json,
        started: true,
        key: "0".repeat(32),
    };
    session.act(Action::Net(NetEvent::Rejoined { link: LINK + 1, welcome }));
    assert_eq!(session.app.remote().unwrap().link, Some(LINK + 1));
    assert_eq!(session.app.game().transcript(), "f5d6");
}

#[test]
fn a_request_that_comes_while_chatting_waits_and_the_line_typed_is_kept() {
    let mut session = host_in_play(None);
    session.type_square("f5");
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    session.act(Action::Chat);
    session.type_name("one mo");
    from_other(&mut session, Message::TakeBack {});
    assert!(matches!(session.app.mode(), Mode::Chat { input } if input.text() == "one mo"));
    assert!(session.app.message().unwrap().text.contains("take back"), "said, for later");
    session.type_name("one moment");
    session.act(Action::Submit);
    assert!(sent_messages(&session).contains(&&Message::Chat { text: "one moment".into() }));
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })), "asked now");
    session.act(Action::Yes);
    assert_eq!(session.app.game().transcript(), "f5");
    // Asked again while the help is open; meanwhile the guest resigns: the request is moot,
    // and answered no when the result shows.
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    session.act(Action::Help);
    from_other(&mut session, Message::TakeBack {});
    assert!(matches!(session.app.mode(), Mode::Help { .. }));
    session.effects.clear();
    from_other(&mut session, Message::Resign {});
    assert_eq!(*session.app.mode(), Mode::Result);
    assert_eq!(sent_messages(&session), [&Message::Answer { yes: false }]);
}

#[test]
fn a_rematch_the_guest_follows_is_a_game_of_its_own_for_the_files() {
    let mut session = guest(None);
    let state = |saved: &othello::store::SavedGame| {
        let json: serde_json::Value = serde_json::from_str(&othello::store::to_json(saved)).unwrap();
        Message::State { game: json, you: Color::White, running: true }
    };
    let autosaved = |session: &Session| match session.autosaves().last() {
        Some(_) => session.effects.iter().rev().find_map(|e| match e {
            Effect::Autosave { game, .. } => Some(*game),
            _ => None,
        }),
        None => None,
    };
    let mut first = Game::new(rules(None));
    first.play_transcript("f5d6").unwrap();
    let mut saved = othello::store::SavedGame::new(first, players());
    from_other(&mut session, state(&saved));
    let number = autosaved(&session).expect("the followed game is kept");
    // The same game again (a take-back, a rejoin): still the same game.
    saved.game.play_transcript("c3").unwrap();
    from_other(&mut session, state(&saved));
    assert_eq!(autosaved(&session), Some(number));
    session.act(Action::Autosaved { game: number, result: Ok("first".into()) });
    assert_eq!(session.app.library_id(), Some("first"));
    // The host's rematch: another game, whose file is not the first's.
    from_other(&mut session, state(&othello::store::SavedGame::new(Game::new(rules(None)), players())));
    let rematch = autosaved(&session).unwrap();
    assert_ne!(rematch, number);
    assert_eq!(session.app.library_id(), None);
    session.act(Action::Autosaved { game: number, result: Ok("first".into()) });
    assert_eq!(session.app.library_id(), None, "a late reply about the first game");
}

#[test]
fn the_code_given_again_takes_over_a_quiet_connection_never_a_live_one() {
    let mut session = host_in_play(None);
    session.act(Action::Net(NetEvent::Joined { link: LINK + 1, name: None }));
    assert_eq!(session.app.remote().unwrap().link, Some(LINK), "heard from just now");
    assert!(session.effects.iter().any(|e| matches!(e, Effect::Close(link) if *link == LINK + 1)));
    session.wait(Duration::from_millis(2900));
    from_other(&mut session, Message::Pong { n: 1 });
    session.wait(Duration::from_millis(2900));
    session.effects.clear();
    session.act(Action::Net(NetEvent::Joined { link: LINK + 2, name: None }));
    assert_eq!(session.app.remote().unwrap().link, Some(LINK), "a pong 2.9 s ago");
    session.wait(Duration::from_millis(100));
    session.effects.clear();
    session.act(Action::Net(NetEvent::Joined { link: LINK + 3, name: None }));
    assert_eq!(session.app.remote().unwrap().link, Some(LINK + 3));
    assert!(session.effects.iter().any(|e| matches!(e, Effect::Close(LINK))));
    assert!(session.app.message().unwrap().text.contains("is back"));
}

fn answers(session: &Session) -> Vec<bool> {
    sent_messages(session)
        .into_iter()
        .filter_map(|message| match message {
            Message::Answer { yes } => Some(*yes),
            _ => None,
        })
        .collect()
}

#[test]
fn a_request_is_put_once_a_ply_however_often_it_comes() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    session.type_square("f5");
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    // The host's turn: the guest asks to take back d6, a hundred times.
    for _ in 0..100 {
        from_other(&mut session, Message::TakeBack {});
        session.wait(Duration::from_millis(200));
    }
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })), "asked once");
    assert!(answers(&session).is_empty(), "the copies while it waits are dropped, not answered");
    session.act(Action::No);
    assert_eq!(answers(&session), [false]);
    // Asked again at the same ply: answered no at once, and nothing put to the host.
    session.effects.clear();
    for _ in 0..20 {
        from_other(&mut session, Message::TakeBack {});
        assert_eq!(*session.app.mode(), Mode::Playing);
    }
    assert_eq!(answers(&session), [false; 20]);
    // The host's keys reach the board all along.
    session.type_square("c3");
    assert_eq!(session.app.game().transcript(), "f5d6c3");
    // A new ply (the guest's move, then the host's): the request may be made again, once.
    from_other(&mut session, Message::Move { ply: 3, square: "d3".into(), thought_ms: 0 });
    from_other(&mut session, Message::TakeBack {});
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })));
    session.act(Action::Yes);
    assert_eq!(session.app.game().transcript(), "f5d6c3");
    // Granted: the plies taken back may come again, and the request with them.
    from_other(&mut session, Message::Move { ply: 3, square: "d3".into(), thought_ms: 0 });
    from_other(&mut session, Message::TakeBack {});
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })));
}

#[test]
fn the_host_plays_on_through_an_open_request_and_that_is_a_no() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    session.type_square("f5");
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    from_other(&mut session, Message::TakeBack {});
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })));
    session.effects.clear();
    // A square typed into the question plays, as at the board.
    session.type_square("c3");
    assert_eq!(session.app.game().transcript(), "f5d6c3");
    assert_eq!(*session.app.mode(), Mode::Playing);
    assert_eq!(answers(&session), [false]);
    assert!(matches!(sent_messages(&session).first(), Some(Message::Played { ply: 2, .. })));
    assert!(session.app.message().unwrap().text.contains("take-back is declined"));
    // A square that cannot be played changes nothing: the question stays open.
    from_other(&mut session, Message::Move { ply: 3, square: "d3".into(), thought_ms: 0 });
    from_other(&mut session, Message::TakeBack {});
    session.effects.clear();
    session.type_square("a1");
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })));
    assert!(answers(&session).is_empty());
}

#[test]
fn a_rematch_offered_again_and_again_is_put_once() {
    let mut session = host_in_play(None);
    session.type_square("f5");
    from_other(&mut session, Message::Resign {});
    session.act(Action::Dismiss);
    from_other(&mut session, Message::Rematch {});
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })));
    session.act(Action::No);
    session.effects.clear();
    for _ in 0..10 {
        from_other(&mut session, Message::Rematch {});
    }
    assert!(!matches!(session.app.mode(), Mode::Confirm(_)));
    assert_eq!(answers(&session), [false; 10]);
}

#[test]
fn a_lost_connection_takes_its_questions_with_it_and_the_words_fit_the_game() {
    let mut session = host_in_play(None);
    session.type_square("f5");
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    // Their question is open when they go: it goes with them.
    from_other(&mut session, Message::TakeBack {});
    assert!(matches!(session.app.mode(), Mode::Confirm(Question::Asked { .. })));
    session.act(Action::Net(NetEvent::Closed { link: LINK }));
    assert_eq!(*session.app.mode(), Mode::Playing);
    // Ours is waiting for their answer when they go: no answer will come, and we are told.
    session.act(Action::Net(NetEvent::Joined { link: LINK + 1, name: None }));
    session.act(Action::Undo);
    assert!(session.app.message().unwrap().text.contains("waiting for the answer"));
    session.act(Action::Net(NetEvent::Closed { link: LINK + 1 }));
    let said = &session.app.message().unwrap().text;
    assert!(said.contains("cannot answer your request now") && !said.contains("waiting"), "{said}");
    // A guest who leaves an unfinished game may come back to it; a finished one is only kept.
    session.act(Action::Net(NetEvent::Joined { link: LINK + 2, name: None }));
    session.act(Action::Net(NetEvent::Message { link: LINK + 2, message: Message::Bye {} }));
    assert!(session.app.message().unwrap().text.contains("goes on when they come back"));
    session.act(Action::Net(NetEvent::Joined { link: LINK + 3, name: None }));
    session.act(Action::Net(NetEvent::Message { link: LINK + 3, message: Message::Resign {} }));
    assert!(session.app.game().is_over());
    session.act(Action::Net(NetEvent::Message { link: LINK + 3, message: Message::Bye {} }));
    let said = &session.app.message().unwrap().text;
    assert!(said.contains("the game is kept on both sides") && !said.contains("goes on"), "{said}");
}
