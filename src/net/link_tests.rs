//! The tests of `link`: lines and their limits, the door, and the handshake directly (through a
//! relay, and a man in the middle who tampers with the lines: `link_relay_tests.rs`).

use super::*;
use crate::net::code::JoinCode;
use crate::net::door::WRONG_CODES_ALLOWED;

/// The handshake through a relay, the relay's pairing, and a man in the middle who tampers.
#[path = "link_relay_tests.rs"]
mod through_a_relay;

/// The game's key of the tests' hosts.
const GAME: &str = "0123456789abcdef0123456789abcdef";

/// The secret of join code `text`.
fn code(text: &str) -> Secret {
    Secret::Code(JoinCode::read(text).unwrap().0)
}

/// The secret of the game's key `key`.
fn game(key: &str) -> Secret {
    Secret::Game(key.into())
}

/// The door of a game waiting for its first guest, with code `text`.
fn door_with_code(text: &str) -> DoorKeys {
    let Secret::Code(code) = code(text) else { unreachable!() };
    DoorKeys::new(GAME.into(), Some(code))
}

/// A connected pair on the loopback address: (this side, the peer).
fn pair() -> (TcpStream, TcpStream) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let peer = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    (listener.accept().unwrap().0, peer)
}

/// Whether the door closed the connection whose peer is `peer`: the peer reads its end at once
/// (a connection still open has nothing to read yet).
fn shown_out(peer: &TcpStream) -> bool {
    peer.set_nonblocking(true).unwrap();
    matches!((&*peer).read(&mut [0u8; 1]), Ok(0))
}

#[test]
fn strangers_at_the_door_make_room_for_the_next_one_the_longest_waiting_shown_out() {
    let mut door = Door::default();
    let pairs: Vec<(TcpStream, TcpStream)> = (0..DOOR_PLACES + 2).map(|_| pair()).collect();
    let places: Vec<u64> = pairs.iter().map(|(side, _)| door.enter(side, STRANGER).unwrap()).collect();
    let distinct: std::collections::HashSet<&u64> = places.iter().collect();
    assert_eq!(distinct.len(), places.len(), "each in its own place");
    assert_eq!(door.waiting.len(), DOOR_PLACES);
    // The two who waited longest were shown out: their peers read the end.
    for (at, (_, peer)) in pairs.iter().enumerate() {
        assert_eq!(shown_out(peer), at < 2, "stranger {at}");
    }
    // One who said hello leaves its place, and only its own.
    door.leave(places[5]);
    assert_eq!(door.waiting.len(), DOOR_PLACES - 1);
    assert!(door.waiting.iter().all(|(place, ..)| *place != places[5]));
    door.leave(places[5]);
    assert_eq!(door.waiting.len(), DOOR_PLACES - 1);
}

const STRANGER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(203, 0, 113, 7));

/// The `n`th of a flood's many addresses (none of them the guest's).
fn flood_address(n: usize) -> IpAddr {
    let n = u32::try_from(n).unwrap();
    IpAddr::V4(std::net::Ipv4Addr::from(u32::from(std::net::Ipv4Addr::new(203, 0, 113, 0)) + (n % 64)))
}

#[test]
fn a_flood_from_one_address_or_dozens_shows_out_its_own_never_a_guest_from_another() {
    for (addresses, from) in [("one", (|_| STRANGER) as fn(usize) -> IpAddr), ("64", flood_address)] {
        let mut door = Door::default();
        let early: Vec<(TcpStream, TcpStream)> = (0..DOOR_PLACES - 1).map(|_| pair()).collect();
        for (at, (side, _)) in early.iter().enumerate() {
            door.enter(side, from(at)).unwrap();
        }
        // The guest comes in last of a full door, from elsewhere; the flood goes on.
        let (guest, guest_peer) = pair();
        let guest_place = door.enter(&guest, IpAddr::V4(std::net::Ipv4Addr::new(198, 51, 100, 2))).unwrap();
        let flood: Vec<(TcpStream, TcpStream)> = (0..DOOR_PLACES).map(|_| pair()).collect();
        for (at, (side, _)) in flood.iter().enumerate() {
            door.enter(side, from(at)).unwrap();
        }
        assert_eq!(door.waiting.len(), DOOR_PLACES, "{addresses}");
        assert!(
            door.waiting.iter().any(|(place, ..)| *place == guest_place),
            "the guest keeps its place: {addresses}"
        );
        assert!(!shown_out(&guest_peer), "the guest's connection is open: {addresses}");
        // As many strangers were shown out as came after the door was full.
        let gone = early.iter().chain(&flood).filter(|(_, peer)| shown_out(peer)).count();
        assert_eq!(gone, flood.len(), "{addresses}");
        if addresses == "one" {
            // From one address, the longest waiting went.
            for (at, (_, peer)) in early.iter().chain(&flood).enumerate() {
                assert_eq!(shown_out(peer), at < flood.len(), "stranger {at}");
            }
        }
    }
}

#[test]
fn an_ipv6_party_is_its_48_and_an_ipv4_one_its_address() {
    let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
    let same: IpAddr = "2001:db8:1:ff02:ffff:1:2:3".parse().unwrap();
    let other: IpAddr = "2001:db8:2::1".parse().unwrap();
    let next_door: IpAddr = "2001:db8:0:ffff::1".parse().unwrap();
    assert_eq!(neighbourhood(one), neighbourhood(same));
    assert_ne!(neighbourhood(one), neighbourhood(other));
    assert_ne!(neighbourhood(one), neighbourhood(next_door));
    let v4: IpAddr = "192.0.2.1".parse().unwrap();
    assert_eq!(neighbourhood(v4), v4);
    assert_eq!(
        neighbourhood("::ffff:192.0.2.1".parse().unwrap()),
        v4,
        "a mapped IPv4 address is the address"
    );
    assert_ne!(neighbourhood(v4), neighbourhood("192.0.2.2".parse().unwrap()));
}

#[test]
fn a_host_that_never_answers_is_said_to_in_words() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    let silent = std::thread::spawn(move || listener.accept().map(|(stream, _)| stream));
    let error =
        join_within(Route::Direct(address), &game(GAME), None, Duration::from_millis(200)).unwrap_err();
    assert!(
        matches!(&error, JoinError::Unreachable(why) if why.to_string().contains("no answer from the host in 0.2 s")),
        "{error}"
    );
    drop(silent.join());
}

/// A host on the loopback address that reads the hello, waits `after`, answers `answer` and
/// keeps the connection open a moment.
fn fake_host(after: Duration, answer: Vec<u8>) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        let _ = read_line(&mut BufReader::new(stream.try_clone().unwrap()));
        std::thread::sleep(after);
        let _ = stream.write_all(&answer);
        std::thread::sleep(Duration::from_millis(500));
    });
    address
}

#[test]
fn a_join_is_told_the_hosts_answer_or_what_was_wrong_with_it() {
    let refused = Message::Refused { reason: "wrong join code".into() }.to_line().into_bytes();
    let address = fake_host(Duration::from_millis(50), refused);
    let error = join_within(Route::Direct(address), &game(GAME), None, Duration::from_secs(2)).unwrap_err();
    assert!(matches!(&error, JoinError::Refused(why) if why == "wrong join code"), "{error}");
    // Not a line of the protocol: what is wrong, not a silence.
    let address = fake_host(Duration::ZERO, b"\xff\xfe\n".to_vec());
    let error = join_within(Route::Direct(address), &game(GAME), None, Duration::from_secs(2)).unwrap_err();
    assert!(matches!(&error, JoinError::Protocol(why) if why.contains("UTF-8")), "{error}");
}

/// A host's links and a sink for their events that welcomes whoever joins and keeps every event.
fn welcoming_sink() -> (Arc<Links>, Arc<Mutex<Vec<NetEvent>>>, Sink) {
    let (links, events) = (Arc::new(Links::default()), Arc::new(Mutex::new(Vec::new())));
    let (welcomer, seen) = (links.clone(), events.clone());
    let sink: Sink = Arc::new(move |event| {
        if let NetEvent::Joined { link, .. } = &event {
            let game = serde_json::json!({ "any": "game" });
            let you = crate::engine::color::Color::White;
            welcomer.send(
                *link,
                &Message::Welcome {
                    version: VERSION,
                    host: None,
                    you,
                    game,
                    started: false,
                    key: GAME.into(),
                },
            );
        }
        seen.lock().unwrap().push(event);
        true
    });
    (links, events, sink)
}

/// A host listening on the loopback address with `keys` at its door (the game's key [`GAME`],
/// the code `7-guitar-zebra`), welcoming whoever joins: its address, its links, and the events it
/// saw.
fn welcoming_host(keys: DoorKeys) -> (SocketAddr, Arc<Links>, Arc<Mutex<Vec<NetEvent>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    let (links, events, sink) = welcoming_sink();
    accept_players(listener, Arc::new(keys), links.clone(), sink);
    (address, links, events)
}

/// Waits up to ten seconds for `events` to hold one that `wanted` accepts.
fn wait_for(events: &Mutex<Vec<NetEvent>>, wanted: impl Fn(&NetEvent) -> bool) -> bool {
    // Long enough for a dozen key exchanges of a debug build on a loaded machine; it returns as
    // soon as the event is there.
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if events.lock().unwrap().iter().any(&wanted) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

#[test]
fn the_right_code_joins_and_talks_sealed_and_a_wrong_one_is_refused_in_words() {
    let (address, links, events) = welcoming_host(door_with_code("7-guitar-zebra"));
    let (mut channel, welcome) = join(Route::Direct(address), &code("7-guitar-zebra"), Some("Ben")).unwrap();
    assert!(matches!(welcome, Message::Welcome { started: false, .. }), "{welcome:?}");
    assert!(wait_for(&events, |e| matches!(e, NetEvent::Joined { name: Some(name), .. } if name == "Ben")));
    channel.send(&Message::Chat { text: "gg".into() }).unwrap();
    assert!(wait_for(
        &events,
        |e| matches!(e, NetEvent::Message { message: Message::Chat { text }, .. } if text == "gg")
    ));
    // The host's lines reach the guest sealed, in order.
    let link = match events.lock().unwrap()[0] {
        NetEvent::Joined { link, .. } => link,
        _ => unreachable!(),
    };
    assert!(links.send(link, &Message::Ping { n: 7 }));
    let deadline = Instant::now() + Duration::from_secs(2);
    assert_eq!(channel.receive_by(deadline).unwrap().unwrap(), Ok(Message::Ping { n: 7 }));
    // The loop closes the link: the guest reads its end, and nothing more is sent on it.
    links.close(link);
    assert!(matches!(channel.receive_by(deadline), Ok(None)));
    assert!(!links.send(link, &Message::Ping { n: 8 }));
    let started = Instant::now();
    let error = join(Route::Direct(address), &code("7-guitar-zeppelin"), Some("Eve")).unwrap_err();
    assert!(matches!(&error, JoinError::Refused(why) if why.starts_with("wrong join code")), "{error}");
    assert!(started.elapsed() >= WRONG_CODE_DELAY, "a wrong code waits: {:?}", started.elapsed());
    assert!(
        !events
            .lock()
            .unwrap()
            .iter()
            .any(|e| matches!(e, NetEvent::Joined { name: Some(name), .. } if name == "Eve"))
    );
}

#[test]
fn a_guest_of_the_clear_protocol_is_told_to_play_the_same_othello() {
    let (address, _, events) = welcoming_host(door_with_code("7-guitar-zebra"));
    let mut stream = TcpStream::connect(address).unwrap();
    stream.write_all(b"{\"type\":\"hello\",\"protocol\":\"othello-net\",\"version\":1,\"code\":\"key\",\"name\":null}\n").unwrap();
    let line = read_line(&mut BufReader::new(stream)).unwrap().unwrap();
    let Ok(Message::Refused { reason }) = Message::parse(&line) else { panic!("{line}") };
    assert!(reason.contains("version 2, encrypted"), "{reason}");
    // Anything else is told it is no greeting of this game.
    let mut stream = TcpStream::connect(address).unwrap();
    stream.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
    let line = read_line(&mut BufReader::new(stream)).unwrap().unwrap();
    let Ok(Message::Refused { reason }) = Message::parse(&line) else { panic!("{line}") };
    assert!(reason.contains("not a greeting"), "{reason}");
    assert!(events.lock().unwrap().is_empty());
}

#[test]
fn a_hello_that_opens_but_is_no_message_is_refused_for_what_it_is_not_as_a_wrong_code() {
    let (address, _, events) = welcoming_host(door_with_code("7-guitar-zebra"));
    let mut stream = TcpStream::connect(address).unwrap();
    let (exchange, greeting) = Exchange::start(Side::Guest, &game(GAME));
    stream.write_all(greeting.as_bytes()).unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let (mut sealer, _) = exchange.finish(&read_line(&mut reader).unwrap().unwrap()).unwrap();
    let started = Instant::now();
    stream.write_all(sealer.seal("not a message").as_bytes()).unwrap();
    let line = read_line(&mut reader).unwrap().unwrap();
    let Ok(Message::Refused { reason }) = Message::parse(&line) else { panic!("{line}") };
    assert!(reason.starts_with("not a message"), "{reason}");
    assert!(started.elapsed() < WRONG_CODE_DELAY, "answered at once: {:?}", started.elapsed());
    assert!(events.lock().unwrap().is_empty());
}

#[test]
fn a_sealed_hello_of_another_version_is_refused_and_a_guests_link_reads_the_host_in_order() {
    let (address, links, events) = welcoming_host(door_with_code("7-guitar-zebra"));
    let mut stream = TcpStream::connect(address).unwrap();
    let (exchange, greeting) = Exchange::start(Side::Guest, &game(GAME));
    stream.write_all(greeting.as_bytes()).unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let (mut sealer, _) = exchange.finish(&read_line(&mut reader).unwrap().unwrap()).unwrap();
    let hello = Message::Hello { protocol: PROTOCOL.into(), version: VERSION + 1, name: None };
    stream.write_all(sealer.seal(hello.to_line().trim_end()).as_bytes()).unwrap();
    let line = read_line(&mut reader).unwrap().unwrap();
    assert!(line.contains(&format!("this host speaks {PROTOCOL} version {VERSION}")), "{line}");
    // A guest's link, once welcomed, brings the host's messages to its own sink.
    let (channel, _) = join(Route::Direct(address), &game(GAME), None).unwrap();
    let got = Arc::new(Mutex::new(Vec::new()));
    let seen = got.clone();
    let sink: Sink = Arc::new(move |event| {
        seen.lock().unwrap().push(event);
        true
    });
    let _ = start_reading(channel, &Arc::new(Links::default()), sink).unwrap();
    assert!(wait_for(&events, |e| matches!(e, NetEvent::Joined { .. })));
    let link = events
        .lock()
        .unwrap()
        .iter()
        .find_map(|e| match e {
            NetEvent::Joined { link, .. } => Some(*link),
            _ => None,
        })
        .unwrap();
    for n in 1..=3 {
        assert!(links.send(link, &Message::Ping { n }));
    }
    assert!(wait_for(&got, |e| matches!(e, NetEvent::Message { message: Message::Ping { n: 3 }, .. })));
    let pings: Vec<u64> = got
        .lock()
        .unwrap()
        .iter()
        .filter_map(|e| match e {
            NetEvent::Message { message: Message::Ping { n }, .. } => Some(*n),
            _ => None,
        })
        .collect();
    assert_eq!(pings, [1, 2, 3]);
}

#[test]
fn a_code_tried_wrong_its_allowance_is_renewed_the_old_one_refused_the_new_one_and_the_key_taken() {
    let (address, _, events) = welcoming_host(door_with_code("7-guitar-zebra"));
    // All at once, so that the test does not wait a second for each.
    let guessers: Vec<_> = (0..WRONG_CODES_ALLOWED)
        .map(|_| std::thread::spawn(move || join(Route::Direct(address), &code("7-guitar-zeppelin"), None)))
        .collect();
    for guesser in guessers {
        assert!(matches!(guesser.join().unwrap(), Err(JoinError::Refused(_))));
    }
    let told: Vec<NetEvent> = events.lock().unwrap().clone();
    let tries: Vec<u32> = told
        .iter()
        .filter_map(|e| match e {
            NetEvent::WrongCode { tries, .. } => Some(*tries),
            _ => None,
        })
        .collect();
    assert_eq!(tries, (1..=WRONG_CODES_ALLOWED).collect::<Vec<_>>());
    let Some(NetEvent::WrongCode { renewed: Some(renewed), .. }) = told.last() else { panic!("{told:?}") };
    assert!(renewed.starts_with("7-") && renewed != "7-guitar-zebra", "{renewed}");
    // The right code of before is now a wrong one; the new one joins, and so does the game's key.
    let error = join(Route::Direct(address), &code("7-guitar-zebra"), None).unwrap_err();
    assert!(matches!(&error, JoinError::Refused(why) if why.starts_with("wrong join code")), "{error}");
    assert!(join(Route::Direct(address), &code(renewed), None).is_ok());
    assert!(join(Route::Direct(address), &game(GAME), None).is_ok());
    let error = join(Route::Direct(address), &game("f".repeat(32).as_str()), None).unwrap_err();
    assert!(matches!(&error, JoinError::Refused(why) if why.contains("key is not the host's")), "{error}");
}

#[test]
fn a_game_under_way_takes_no_code_and_says_how_its_guest_comes_back() {
    let (address, _, events) = welcoming_host(DoorKeys::new(GAME.into(), None));
    let started = Instant::now();
    let error = join(Route::Direct(address), &code("7-guitar-zebra"), None).unwrap_err();
    assert!(matches!(&error, JoinError::Refused(why) if why.contains("othello join --resume")), "{error}");
    assert!(started.elapsed() < WRONG_CODE_DELAY, "told at once: {:?}", started.elapsed());
    assert!(join(Route::Direct(address), &game(GAME), None).is_ok());
    assert!(!events.lock().unwrap().iter().any(|e| matches!(e, NetEvent::WrongCode { .. })));
}

#[test]
fn a_line_too_long_ends_at_its_limit_though_no_newline_comes() {
    let (side, mut peer) = pair();
    let writer = std::thread::spawn(move || {
        let _ = peer.write_all(&vec![b'x'; MAX_SEALED_LINE + 10]);
        // The connection stays open: the reader must not wait for the rest.
        std::thread::sleep(Duration::from_secs(2));
    });
    let started = Instant::now();
    let error = read_line_by(&mut BufReader::new(side), started + Duration::from_secs(5)).unwrap_err();
    assert_eq!(error.to_string(), "a line too long");
    assert!(started.elapsed() < Duration::from_secs(1), "{:?}", started.elapsed());
    writer.join().unwrap();
}

#[test]
fn a_line_holds_up_to_its_limit_and_not_a_byte_more() {
    let fits = format!("{}\n", "x".repeat(MAX_SEALED_LINE));
    let line = read_line(&mut fits.as_bytes()).unwrap().unwrap();
    assert_eq!(line.len(), MAX_SEALED_LINE);
    // A carriage return may come before the newline: one byte more than that is too long.
    let over = format!("{}\n", "x".repeat(MAX_SEALED_LINE + 2));
    assert_eq!(read_line(&mut over.as_bytes()).unwrap_err().to_string(), "a line too long");
    // A connection that ends before the newline, at the limit or under it: cut short.
    let cut = "x".repeat(MAX_SEALED_LINE);
    assert_eq!(read_line(&mut cut.as_bytes()).unwrap_err().to_string(), "a line cut short");
    let (side, mut peer) = pair();
    peer.write_all(fits.as_bytes()).unwrap();
    peer.write_all(over.as_bytes()).unwrap();
    let mut reader = BufReader::new(side.try_clone().unwrap());
    let deadline = Instant::now() + Duration::from_secs(5);
    assert_eq!(read_line_by(&mut reader, deadline).unwrap().unwrap().len(), MAX_SEALED_LINE);
    assert_eq!(read_line_by(&mut reader, deadline).unwrap_err().to_string(), "a line too long");
    let _ = side.shutdown(Shutdown::Both);
}

#[test]
fn a_line_trickled_slower_than_its_deadline_times_out() {
    let (side, mut peer) = pair();
    let trickle = std::thread::spawn(move || {
        for _ in 0..8 {
            if peer.write_all(b"x").is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    });
    let started = Instant::now();
    let mut reader = BufReader::new(side);
    let error = read_line_by(&mut reader, started + Duration::from_millis(200)).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::TimedOut, "each read brought a byte: {error}");
    assert!(started.elapsed() < Duration::from_millis(350), "{:?}", started.elapsed());
    trickle.join().unwrap();
    // Silent: the same.
    let (side, _peer) = pair();
    let error = read_line_by(&mut BufReader::new(side), Instant::now() + Duration::from_millis(100));
    assert_eq!(error.unwrap_err().kind(), std::io::ErrorKind::TimedOut);
}

#[cfg(unix)]
#[test]
fn a_connection_reset_ends_the_line_at_once_not_at_its_deadline() {
    let (side, peer) = pair();
    crate::net::relay::tests::reset_when_closed(&peer);
    (&peer).write_all(b"half a hel").unwrap();
    std::thread::sleep(Duration::from_millis(50));
    drop(peer);
    let started = Instant::now();
    let error = read_line_by(&mut BufReader::new(side), started + Duration::from_secs(5));
    assert!(error.is_err_and(|e| e.kind() != std::io::ErrorKind::TimedOut));
    assert!(started.elapsed() < Duration::from_secs(1), "{:?}", started.elapsed());
}

#[test]
fn greetings_made_before_a_code_is_renewed_let_nobody_in_after_it_even_with_the_right_code() {
    let (address, _, events) = welcoming_host(door_with_code("7-guitar-zebra"));
    // Greeted, each connection's exchange made, no hello said yet.
    let greeted = |secret: &Secret| {
        let stream = TcpStream::connect(address).unwrap();
        let (exchange, greeting) = Exchange::start(Side::Guest, secret);
        (&stream).write_all(greeting.as_bytes()).unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let (sealer, _) = exchange.finish(&read_line(&mut reader).unwrap().unwrap()).unwrap();
        (stream, reader, sealer)
    };
    let hello = Message::Hello { protocol: PROTOCOL.into(), version: VERSION, name: None };
    let say_hello = |stream: &TcpStream, sealer: &mut Sealer| {
        let mut writer = stream;
        writer.write_all(sealer.seal(hello.to_line().trim_end()).as_bytes()).unwrap();
    };
    let mut wrong: Vec<_> =
        (0..WRONG_CODES_ALLOWED + 1).map(|_| greeted(&code("7-guitar-zeppelin"))).collect();
    let (right, mut right_reader, mut right_sealer) = greeted(&code("7-guitar-zebra"));
    for (stream, _, sealer) in &mut wrong {
        say_hello(stream, sealer);
    }
    assert!(wait_for(&events, |e| matches!(e, NetEvent::WrongCode { renewed: Some(_), .. })));
    // The right code of before, its exchange made in time, says hello after the renewal.
    say_hello(&right, &mut right_sealer);
    let line = read_line(&mut right_reader).unwrap().unwrap();
    assert!(line.contains("wrong join code"), "{line}");
    for (_, reader, _) in &mut wrong {
        assert!(read_line(reader).unwrap().unwrap().contains("wrong join code"));
    }
    let told = events.lock().unwrap().iter().filter(|e| matches!(e, NetEvent::WrongCode { .. })).count();
    assert_eq!(
        told as u32, WRONG_CODES_ALLOWED,
        "the tries after the renewal are not counted against the new code"
    );
    assert!(!events.lock().unwrap().iter().any(|e| matches!(e, NetEvent::Joined { .. })));
}
