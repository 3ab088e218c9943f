//! The tests of `link` through a relay (the transit relay's pairing of hosts and guests, a
//! stranger pairing again and again), and a man in the middle who tampers with the lines, directly
//! or through a relay; and keys new for each connection.

use super::*;

#[test]
fn through_a_relay_a_guest_joins_comes_back_with_the_key_and_a_wrong_code_is_refused_each_time() {
    use crate::net::relay::token;
    let relay = crate::net::relay::tests::test_relay().address;
    let first = crate::net::relay::tests::code("7-guitar-zebra");
    let (links, events, sink) = welcoming_sink();
    accept_through_relay(relay, token(&first), Arc::new(door_with_code("7-guitar-zebra")), links, sink);
    let route = |text: &str| Route::Relay(relay, token(&crate::net::relay::tests::code(text)));
    let (mut channel, welcome) = join(route("7-guitar-zebra"), &code("7-guitar-zebra"), Some("Ben")).unwrap();
    let Message::Welcome { key, .. } = welcome else { panic!("a welcome") };
    channel.send(&Message::Chat { text: "via the relay".into() }).unwrap();
    assert!(wait_for(
        &events,
        |e| matches!(e, NetEvent::Message { message: Message::Chat { text }, .. } if text == "via the relay")
    ));
    drop(channel);
    // Back through the relay with the key the welcome gave: the host waits there again at once.
    let (mut again, _) = join(route("7-guitar-zebra"), &game(&key), Some("Ben")).unwrap();
    again.send(&Message::Chat { text: "back".into() }).unwrap();
    assert!(wait_for(
        &events,
        |e| matches!(e, NetEvent::Message { message: Message::Chat { text }, .. } if text == "back")
    ));
    // A code of the right number and wrong words meets the host and is refused, on every new
    // connection, and the host is told.
    for tries in 1..=2 {
        let error = join(route("7-guitar-zeppelin"), &code("7-guitar-zeppelin"), None).unwrap_err();
        assert!(matches!(&error, JoinError::Refused(why) if why.starts_with("wrong join code")), "{error}");
        assert!(wait_for(&events, |e| *e == NetEvent::WrongCode { tries, renewed: None }));
    }
    // One of another number meets no one, and is told so at its deadline.
    let error =
        join_within(route("8-guitar-zebra"), &code("8-guitar-zebra"), None, Duration::from_millis(500))
            .unwrap_err();
    assert!(
        matches!(&error, JoinError::Unreachable(why) if why.to_string().contains("is not at the relay")),
        "{error}"
    );
    assert_eq!(events.lock().unwrap().iter().filter(|e| matches!(e, NetEvent::Joined { .. })).count(), 2);
}

#[test]
fn a_host_keeps_trying_a_relay_not_there_yet_and_a_guest_is_told_which_is_missing() {
    use crate::net::relay::token;
    // A free port, where the relay comes up only later.
    let port = TcpListener::bind("127.0.0.1:0").unwrap();
    let relay = port.local_addr().unwrap();
    drop(port);
    let first = crate::net::relay::tests::code("7-guitar-zebra");
    let route = Route::Relay(relay, token(&first));
    let error = join_within(route.clone(), &game(GAME), None, Duration::from_millis(300)).unwrap_err();
    assert!(
        matches!(&error, JoinError::Unreachable(why) if why.to_string().starts_with("the relay ")),
        "{error}"
    );
    let (links, _, sink) = welcoming_sink();
    accept_through_relay(relay, token(&first), Arc::new(door_with_code("7-guitar-zebra")), links, sink);
    std::thread::sleep(Duration::from_millis(300));
    crate::net::relay::tests::test_relay_on(TcpListener::bind(relay).unwrap());
    // The host tries again within its retry time, and the guest finds it there.
    let (_channel, welcome) = join_within(route, &game(GAME), None, RELAY_RETRY * 3).unwrap();
    assert!(matches!(welcome, Message::Welcome { .. }));
}

#[test]
fn two_hosts_of_one_number_at_a_relay_never_pair_and_the_one_left_out_waits_again_untold() {
    use crate::net::relay::tests::{code as join_code, eventually, test_relay};
    let relay = test_relay();
    let token = crate::net::relay::token(&join_code("7-guitar-zebra"));
    let host = |text: &str| {
        let (links, events, sink) = welcoming_sink();
        accept_through_relay(relay.address, token.clone(), Arc::new(door_with_code(text)), links, sink);
        events
    };
    let first = host("7-guitar-zebra");
    assert!(eventually(|| relay.waiting(&token).len() == 1));
    let second = host("7-zebra-zeppelin");
    assert!(eventually(|| relay.waiting(&token).len() == 2));
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(relay.pairs(), 0, "the two hosts' connections wait side by side, never paired");
    // The first host's guest meets it (it waited longest at this relay); the relay closes the
    // second host's waiting connection, a spare of the same side.
    let route = Route::Relay(relay.address, token.clone());
    let (_channel, _) = join(route, &code("7-guitar-zebra"), Some("Ben")).unwrap();
    assert!(wait_for(&first, |e| matches!(e, NetEvent::Joined { name: Some(name), .. } if name == "Ben")));
    assert_eq!(relay.pairs(), 1);
    assert!(eventually(|| relay.waiting(&token).len() == 1), "the first host waits again at once");
    // The second comes back after its pause, both waiting again.
    let back = Instant::now() + RELAY_RETRY * 2;
    while relay.waiting(&token).len() < 2 {
        assert!(Instant::now() < back, "the second host did not come back to the relay");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(relay.pairs(), 1);
    // Its player was told nothing: no event but the probe of whether anybody listens, which no
    // link has.
    let told = second.lock().unwrap().clone();
    assert!(told.iter().all(|e| *e == NetEvent::Closed { link: 0 }), "{told:?}");
}

#[test]
fn a_stranger_pairing_at_the_relay_again_and_again_holds_the_doors_places_and_no_more() {
    use crate::net::relay::tests::{code as join_code, test_relay};
    let relay = test_relay();
    let token = crate::net::relay::token(&join_code("7-guitar-zebra"));
    let (links, events, sink) = welcoming_sink();
    accept_through_relay(
        relay.address,
        token.clone(),
        Arc::new(door_with_code("7-guitar-zebra")),
        links,
        sink,
    );
    // The stranger knows the number (the token is made of it alone), pairs with the host again
    // and again, and never says a word: each pairing holds a thread of the host greeting it.
    let mut held = Vec::new();
    let started = Instant::now();
    while held.len() <= DOOR_PLACES {
        let deadline = Some(Instant::now() + Duration::from_millis(300));
        match relay::meet(relay.address, &token, Side::Guest, deadline) {
            Ok(stream) => held.push(stream),
            // Nobody waits at the relay any more: every place is held.
            Err(_) if held.len() == DOOR_PLACES => break,
            Err(_) => {
                assert!(started.elapsed() < Duration::from_secs(60), "{} pairings in a minute", held.len())
            }
        }
    }
    assert_eq!(held.len(), DOOR_PLACES, "the host waits at the relay for a place, then for no more");
    assert_eq!(relay.pairs(), DOOR_PLACES);
    // One stranger leaves: its place is given back, the host waits at the relay again, and the
    // guest is in.
    drop(held.pop());
    let route = Route::Relay(relay.address, token);
    let (_channel, welcome) = join(route, &code("7-guitar-zebra"), Some("Ben")).unwrap();
    assert!(matches!(welcome, Message::Welcome { .. }));
    assert!(wait_for(&events, |e| matches!(e, NetEvent::Joined { .. })));
    assert_eq!(relay.pairs(), DOOR_PLACES + 1);
}

/// What a man in the middle does to two lines in a row.
type Tamper = fn(Vec<Vec<u8>>) -> Vec<Vec<u8>>;

/// A man in the middle between a guest and `host` (or a relay): forwards every line, but line
/// `at` of the guest's (counted from 0: the greeting, the hello, then the game's; through a relay,
/// its `please relay` first) goes through `tamper`. Returns its own address.
fn tampering_relay(host: SocketAddr, at: usize, tamper: Tamper) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let (guest, _) = listener.accept().unwrap();
        let to_host = TcpStream::connect(host).unwrap();
        let (mut back, mut from_host) = (guest.try_clone().unwrap(), to_host.try_clone().unwrap());
        std::thread::spawn(move || std::io::copy(&mut from_host, &mut back));
        let (mut reader, mut writer) = (BufReader::new(guest), to_host);
        let mut held = Vec::new();
        for n in 0.. {
            let mut line = Vec::new();
            if reader.read_until(b'\n', &mut line).unwrap_or(0) == 0 {
                return;
            }
            if n < at {
                let _ = writer.write_all(&line);
                continue;
            }
            held.push(line);
            if held.len() == 2 {
                for line in tamper(std::mem::take(&mut held)) {
                    let _ = writer.write_all(&line);
                }
            }
        }
    });
    address
}

#[test]
fn a_line_flipped_dropped_swapped_or_replayed_directly_or_through_a_relay_ends_the_link_and_nothing_gets_through()
 {
    let tamperings: [(&str, Tamper); 4] = [
        ("flipped", |mut lines| {
            lines[0][5] ^= 1;
            lines
        }),
        ("dropped", |lines| lines[1..].to_vec()),
        ("swapped", |lines| vec![lines[1].clone(), lines[0].clone()]),
        ("replayed", |lines| vec![lines[0].clone(), lines[0].clone(), lines[1].clone()]),
    ];
    for through_relay in [false, true] {
        for (what, tamper) in tamperings {
            let what = format!("{what}{}", if through_relay { " through a relay" } else { "" });
            // The man in the middle stands in front of the host, or of the relay where the host
            // waits (then the guest's first line is its `please relay`).
            let (events, route, man) = if through_relay {
                let relay = crate::net::relay::tests::test_relay().address;
                let token = crate::net::relay::token(&crate::net::relay::tests::code("7-guitar-zebra"));
                let (links, events, sink) = welcoming_sink();
                let keys = Arc::new(door_with_code("7-guitar-zebra"));
                accept_through_relay(relay, token.clone(), keys, links, sink);
                let man = tampering_relay(relay, 3, tamper);
                (events, Route::Relay(relay, token.clone()), Route::Relay(man, token))
            } else {
                let (host, _, events) = welcoming_host(door_with_code("7-guitar-zebra"));
                (events, Route::Direct(host), Route::Direct(tampering_relay(host, 2, tamper)))
            };
            let (mut channel, _) = join(man, &game(GAME), None).unwrap();
            channel.send(&Message::Chat { text: "first".into() }).unwrap();
            channel.send(&Message::Chat { text: "second".into() }).unwrap();
            assert!(
                wait_for(
                    &events,
                    |e| matches!(e, NetEvent::Bad { problem, .. } if problem == secure::TAMPERED)
                ),
                "{what}"
            );
            let chats: Vec<String> = events
                .lock()
                .unwrap()
                .iter()
                .filter_map(|e| match e {
                    NetEvent::Message { message: Message::Chat { text }, .. } => Some(text.clone()),
                    _ => None,
                })
                .collect();
            // Only what came before the tampering, in order, and only once.
            let expected: &[&str] = if what.starts_with("replayed") { &["first"] } else { &[] };
            assert_eq!(chats, expected, "{what}");
            // The guest joins again on a new connection, with new keys.
            let (mut again, _) = join(route, &game(GAME), None).unwrap();
            again.send(&Message::Chat { text: "again".into() }).unwrap();
            assert!(
                wait_for(
                    &events,
                    |e| matches!(e, NetEvent::Message { message: Message::Chat { text }, .. } if text == "again")
                ),
                "{what}"
            );
        }
    }
}

#[test]
fn keys_are_new_for_each_connection_so_a_line_recorded_on_one_is_refused_on_the_next() {
    let (address, _, events) = welcoming_host(DoorKeys::new(GAME.into(), None));
    // A guest's connection under the game's key, its exchange made: the connection, its reader,
    // the sealer of its lines and the opener of the host's.
    let connect = || {
        let stream = TcpStream::connect(address).unwrap();
        let (exchange, greeting) = Exchange::start(Side::Guest, &game(GAME));
        (&stream).write_all(greeting.as_bytes()).unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let (sealer, opener) = exchange.finish(&read_line(&mut reader).unwrap().unwrap()).unwrap();
        (stream, reader, sealer, opener)
    };
    let hello = Message::Hello { protocol: PROTOCOL.into(), version: VERSION, name: Some("Ben".into()) };
    let chat = Message::Chat { text: "once".into() };
    let chats = || {
        let events = events.lock().unwrap();
        events.iter().filter(|e| matches!(e, NetEvent::Message { message: Message::Chat { .. }, .. })).count()
    };
    // The first connection, every line recorded on the way.
    let (first, mut first_reader, mut sealer, mut opener) = connect();
    let (recorded_hello, recorded_chat) =
        (sealer.seal(hello.to_line().trim_end()), sealer.seal(chat.to_line().trim_end()));
    (&first).write_all(recorded_hello.as_bytes()).unwrap();
    let recorded_welcome = read_line(&mut first_reader).unwrap().unwrap();
    assert!(matches!(opener.open_message(&recorded_welcome), Ok(Message::Welcome { .. })));
    (&first).write_all(recorded_chat.as_bytes()).unwrap();
    assert!(wait_for(&events, |e| matches!(e, NetEvent::Message { message: Message::Chat { .. }, .. })));
    // The recorded hello first on a new connection under the same key: it does not open under
    // that connection's keys, and is refused as a key that is not the host's.
    let (second, mut second_reader, ..) = connect();
    (&second).write_all(recorded_hello.as_bytes()).unwrap();
    let line = read_line(&mut second_reader).unwrap().unwrap();
    assert!(line.contains("key is not the host's"), "{line}");
    // The recorded chat after a hello of the new connection's own: it does not open, the link
    // ends, and the chat is not taken twice; nor does the host's recorded welcome open there.
    let (third, mut third_reader, mut sealer, mut opener) = connect();
    (&third).write_all(sealer.seal(hello.to_line().trim_end()).as_bytes()).unwrap();
    let welcome = read_line(&mut third_reader).unwrap().unwrap();
    assert!(matches!(opener.open_message(&welcome), Ok(Message::Welcome { .. })));
    assert_eq!(opener.open(&recorded_welcome), Err(secure::TAMPERED));
    (&third).write_all(recorded_chat.as_bytes()).unwrap();
    assert!(wait_for(&events, |e| matches!(e, NetEvent::Bad { problem, .. } if problem == secure::TAMPERED)));
    assert!(matches!(read_line(&mut third_reader), Ok(None) | Err(_)), "the link is closed");
    assert_eq!(chats(), 1);
}
