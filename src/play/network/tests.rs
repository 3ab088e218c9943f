//! The network game's rules driven directly, with no screen between: what a front end gets back
//! from the host's side for the guest's messages, its requests and its comings and goings.

use std::time::{Duration, Instant};

use super::*;
use crate::engine::color::ByColor;
use crate::engine::game::Game;
use crate::engine::rules::Rules;
use crate::store::Player;

const LINK: LinkId = 3;

/// The host (black) with ten minutes each, its guest Eve in and the rules accepted.
fn host_in_play() -> (NetworkGame, Play, Instant) {
    let now = Instant::now();
    let control = crate::engine::clock::TimeControl::sudden_death(Duration::from_secs(600));
    let rules = Rules::new(crate::engine::rules::Handicap::NONE, Some(control)).unwrap();
    let mut play = Play::new(Game::new(rules), ByColor::both(Player::person(None)), Duration::ZERO);
    let seat = Seat {
        role: Role::Host,
        address: "127.0.0.1:7654".into(),
        key: "k".into(),
        relay: None,
        you: Color::Black,
    };
    let mut network = NetworkGame::new(seat, None, None, now);
    network.event(&mut play, NetEvent::Joined { link: LINK, name: Some("Eve".into()) }, now);
    network.event(&mut play, said(Message::Accept {}), now);
    (network, play, now)
}

fn said(message: Message) -> NetEvent {
    NetEvent::Message { link: LINK, message }
}

fn answers(steps: &[Step]) -> Vec<bool> {
    steps
        .iter()
        .filter_map(|step| match step {
            Step::Send(_, Outgoing::Message(Message::Answer { yes })) => Some(*yes),
            _ => None,
        })
        .collect()
}

#[test]
fn the_guests_move_is_played_and_charged_as_the_host_measured_it() {
    let (mut network, mut play, now) = host_in_play();
    assert_eq!(play.players()[Color::White].name.as_deref(), Some("Eve"));
    assert!(play.clock_running(), "accepted: the clocks run");
    let steps = network.play_move(&mut play, "f5".parse().unwrap(), now);
    assert!(matches!(
        steps.as_slice(),
        [Step::Played(_), Step::Send(LINK, Outgoing::Message(Message::Played { ply: 0, .. }))]
    ));
    let later = now + Duration::from_millis(1500);
    let steps =
        network.event(&mut play, said(Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 }), later);
    assert!(matches!(steps.first(), Some(Step::Played(_))));
    assert_eq!(
        play.game().last_ply().unwrap().took,
        Some(Duration::from_millis(1500)),
        "no round trip measured"
    );
    // Out of turn: refused, and the game sent again.
    let steps =
        network.event(&mut play, said(Message::Move { ply: 2, square: "c3".into(), thought_ms: 0 }), later);
    assert!(matches!(steps.first(), Some(Step::Warn(News::MoveRefused { why: Refusal::NotTheirTurn, .. }))));
    assert!(matches!(steps.last(), Some(Step::Send(LINK, Outgoing::Game { welcome: None, .. }))));
    assert_eq!(play.game().transcript(), "f5d6");
}

#[test]
fn a_request_asked_again_and_again_is_put_once_a_ply() {
    let (mut network, mut play, now) = host_in_play();
    network.play_move(&mut play, "f5".parse().unwrap(), now);
    network.event(&mut play, said(Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 }), now);
    let mut steps = Vec::new();
    for _ in 0..10 {
        steps.extend(network.event(&mut play, said(Message::TakeBack {}), now));
    }
    assert!(answers(&steps).is_empty(), "waiting, not answered");
    assert_eq!(network.waiting_question(), Some(Ask::TakeBack));
    assert!(matches!(network.put_question(&play).as_slice(), [Step::Question(Ask::TakeBack)]));
    // Playing on answers it no; asked again at this ply, no at once.
    let steps = network.play_move(&mut play, "c3".parse().unwrap(), now);
    assert_eq!(answers(&steps), [false]);
    assert!(steps.iter().any(|step| matches!(step, Step::QuestionGone)));
    network.event(&mut play, said(Message::Move { ply: 3, square: "d3".into(), thought_ms: 0 }), now);
    let steps = network.event(&mut play, said(Message::TakeBack {}), now);
    assert!(answers(&steps).is_empty(), "a new ply: asked");
    network.put_question(&play);
    let steps = network.answer(&mut play, false, now);
    assert_eq!(answers(&steps), [false]);
    let steps = network.event(&mut play, said(Message::TakeBack {}), now);
    assert_eq!(answers(&steps), [false], "the same ply again: no at once");
    assert_eq!(network.waiting_question(), None);
}

#[test]
fn a_guest_gone_in_the_hosts_turn_stops_the_clocks_and_the_host_still_moves() {
    let (mut network, mut play, now) = host_in_play();
    let gone = now + Duration::from_secs(2);
    let steps = network.event(&mut play, NetEvent::Closed { link: LINK }, gone);
    assert!(steps.iter().any(|step| matches!(step, Step::Keep)));
    assert!(!play.clock_running());
    assert_eq!(network.next_change(gone), None, "nothing to wake for");
    let steps = network.play_move(&mut play, "f5".parse().unwrap(), gone + Duration::from_secs(30));
    assert!(matches!(steps.as_slice(), [Step::Played(_), Step::Say(News::PlayedWhileAway(_))]));
    assert_eq!(play.game().last_ply().unwrap().took, Some(Duration::from_secs(2)));
    assert!(!play.clock_running(), "the guest's clock waits for the guest");
    let back = gone + Duration::from_secs(60);
    let steps = network.event(&mut play, NetEvent::Joined { link: LINK + 1, name: None }, back);
    assert!(
        matches!(steps.first(), Some(Step::Send(link, Outgoing::Game { welcome: Some(_), running: true, .. })) if *link == LINK + 1)
    );
}

#[test]
fn a_wrong_code_is_told_to_the_host_and_a_renewed_code_replaces_the_one_shown() {
    let now = Instant::now();
    let mut play =
        Play::new(Game::new(Rules::default()), ByColor::both(Player::person(None)), Duration::ZERO);
    let seat = Seat {
        role: Role::Host,
        address: "127.0.0.1:7654".into(),
        key: "k".into(),
        relay: None,
        you: Color::Black,
    };
    let mut network = NetworkGame::new(seat, None, None, now);
    network.code = Some("7-guitar-zebra".into());
    let steps = network.event(&mut play, NetEvent::WrongCode { tries: 3, renewed: None }, now);
    assert!(
        matches!(steps.as_slice(), [Step::Warn(News::WrongCode { tries: 3, renewed: false })]),
        "{steps:?}"
    );
    assert_eq!(network.code.as_deref(), Some("7-guitar-zebra"));
    let renewed = Some("7-atlas-zodiac".to_string());
    let steps = network.event(&mut play, NetEvent::WrongCode { tries: 10, renewed }, now);
    assert!(
        matches!(steps.as_slice(), [Step::Warn(News::WrongCode { tries: 10, renewed: true })]),
        "{steps:?}"
    );
    assert_eq!(network.code.as_deref(), Some("7-atlas-zodiac"));
    assert!(!play.clock_running(), "nothing else changes");
}
