//! Whose clock runs over the network while a connection comes and goes, and what the network may
//! take off a move, driven through `update` (no sockets): a player's clock never runs for the
//! other side's connection, and late pongs buy nothing.

use std::time::Duration;

use crate::common::app::{players, rules};
use crate::remote::{LINK, from_other, guest, host_in_play, measure_round_trip, sent_messages};
use othello::engine::color::Color;
use othello::engine::game::Game;
use othello::play::network::protocol::Message;
use othello::play::network::{NetEvent, Outgoing};
use othello::store::{self, SavedGame};
use othello::tui::{Action, Effect};

const SECOND: Duration = Duration::from_secs(1);

#[test]
fn a_guest_dropping_and_coming_back_in_the_hosts_turn_costs_the_host_nothing() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    // The host (black) thinks: six times the guest is there for a second, then gone for three.
    for link in LINK..LINK + 6 {
        session.wait(SECOND);
        session.act(Action::Net(NetEvent::Closed { link }));
        assert!(!session.app.play().clock_running(), "stopped as the guest goes");
        session.wait(3 * SECOND);
        session.act(Action::Tick);
        session.act(Action::Net(NetEvent::Joined { link: link + 1, name: Some("Eve".into()) }));
        assert!(session.app.play().clock_running(), "running again as the guest is back");
    }
    // Charged the six seconds the guest was there, not the eighteen it was away.
    let used = Duration::from_secs(600) - session.app.play().clock_reading(Color::Black, session.now);
    assert_eq!(used, 6 * SECOND);
    session.type_square("f5");
    assert_eq!(session.app.game().last_ply().unwrap().took, Some(6 * SECOND));
}

#[test]
fn the_host_moves_while_the_guest_is_gone_and_the_guest_sees_it_on_return() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    session.wait(2 * SECOND);
    session.act(Action::Net(NetEvent::Closed { link: LINK }));
    session.wait(5 * SECOND);
    session.type_square("f5");
    assert_eq!(session.app.game().transcript(), "f5", "the host's move is not refused");
    assert_eq!(session.app.game().last_ply().unwrap().took, Some(2 * SECOND));
    assert!(session.app.message().unwrap().text.contains("when they are back"));
    // The guest's clock waits for the guest.
    assert!(!session.app.play().clock_running());
    session.wait(30 * SECOND);
    assert_eq!(session.app.play().clock_reading(Color::White, session.now), Duration::from_secs(600));
    session.effects.clear();
    session.act(Action::Net(NetEvent::Joined { link: LINK + 1, name: Some("Eve".into()) }));
    let welcome = session.effects.iter().find_map(|effect| match effect {
        Effect::Send { link, outgoing: Outgoing::Game { snapshot, welcome: Some(_), running, .. } }
            if *link == LINK + 1 =>
        {
            Some((snapshot, *running))
        }
        _ => None,
    });
    let (snapshot, running) = welcome.expect("a welcome with the game");
    assert!(running, "the welcome says the clocks run, so the guest's screen runs them too");
    assert_eq!(snapshot.game.transcript(), "f5");
    assert!(session.app.play().clock_running(), "their clock runs from their return");
    session.wait(SECOND);
    assert_eq!(session.app.play().clock_reading(Color::White, session.now), Duration::from_secs(599));
}

#[test]
fn a_guest_gone_in_their_own_turn_keeps_their_clock_running() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    session.type_square("f5");
    session.act(Action::Net(NetEvent::Closed { link: LINK }));
    for _ in 0..4 {
        session.wait(5 * SECOND);
        session.act(Action::Tick);
        assert!(session.app.play().clock_running(), "pulling the plug does not stop one's own clock");
    }
    assert_eq!(session.app.play().clock_reading(Color::White, session.now), Duration::from_secs(580));
    session.act(Action::Net(NetEvent::Joined { link: LINK + 1, name: None }));
    session.wait(SECOND);
    assert_eq!(session.app.play().clock_reading(Color::White, session.now), Duration::from_secs(579));
    // Out of time while away: the flag falls on the host all the same.
    session.act(Action::Net(NetEvent::Closed { link: LINK + 1 }));
    session.wait(Duration::from_secs(580));
    session.act(Action::Tick);
    assert_eq!(session.app.game().lost_on_time(), Some(Color::White));
}

#[test]
fn the_guest_stops_the_hosts_clock_as_the_host_does_when_the_host_is_gone() {
    let mut session = guest(Some(Duration::from_secs(600)));
    // The host's game, its clock running for the host's first move.
    let game = Game::new(rules(Some(Duration::from_secs(600))));
    let json = serde_json::from_str(&store::to_json(&SavedGame::new(game, players()))).unwrap();
    from_other(&mut session, Message::State { game: json, you: Color::White, running: true });
    assert!(session.app.play().clock_running());
    session.act(Action::Net(NetEvent::Closed { link: LINK }));
    assert!(!session.app.play().clock_running(), "the host's turn: stopped on this side too");
    let mut session = guest(Some(Duration::from_secs(600)));
    from_other(&mut session, Message::Played { ply: 0, square: "f5".into(), took_ms: 100 });
    session.act(Action::Net(NetEvent::Closed { link: LINK }));
    assert!(session.app.play().clock_running(), "this side's own turn runs on");
}

#[test]
fn waiting_for_a_guest_costs_nothing() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    session.act(Action::Tick);
    assert!(session.app.next_change(session.now).is_some_and(|wait| wait > Duration::ZERO), "a ping sent");
    from_other(&mut session, Message::Bye {});
    // Nothing to wake for until someone comes: no clock runs, no ping is due.
    for _ in 0..5 {
        session.wait(10 * SECOND);
        session.act(Action::Tick);
        assert_eq!(session.app.next_change(session.now), None);
    }
    // Nor while a new guest reads the rules.
    let mut session = crate::remote::host(None);
    session.act(Action::Net(NetEvent::Joined { link: LINK, name: None }));
    session.wait(60 * SECOND);
    session.act(Action::Tick);
    assert_eq!(session.app.next_change(session.now), None);
}

#[test]
fn pongs_delayed_after_honest_ones_take_nothing_more_off_the_guests_moves() {
    let mut session = host_in_play(Some(Duration::from_secs(600)));
    measure_round_trip(&mut session, Duration::from_millis(50));
    // The guest now sits on every pong for 900 ms.
    measure_round_trip(&mut session, Duration::from_millis(950));
    measure_round_trip(&mut session, Duration::from_millis(950));
    assert_eq!(session.app.remote().unwrap().transit.round_trip(), Some(Duration::from_millis(950)));
    session.type_square("f5");
    session.wait(Duration::from_millis(1950));
    from_other(&mut session, Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    assert_eq!(
        session.app.game().last_ply().unwrap().took,
        Some(Duration::from_millis(1900)),
        "only the link's best round trip comes off"
    );
    assert!(matches!(sent_messages(&session).last(), Some(Message::Played { took_ms: 1900, .. })));
}
