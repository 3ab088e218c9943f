//! Play over the network with the real binaries: two terminals play a whole game over the
//! loopback address, one side killed and rejoining; a hostile client that never changes the
//! game; the clocks charged each player's own thinking time through a proxy that delays every
//! message; and a man in the middle who tampers with the lines both ways (here in front of the
//! host, in `relay` in front of the relay).

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use crate::common::client::Client;
use crate::common::pty::Pty;
use othello::engine::color::Color;
use othello::engine::game::Game;
use othello::engine::rules::Rules;
use othello::net::secure::GREETING;
use othello::play::network::protocol::{Message, PROTOCOL, VERSION};
use othello::store::{self, Role, SavedGame};

/// The only game in `data_dir`'s library, once it has been written and reads back whole.
pub(crate) fn library_game(data_dir: &Path) -> Option<SavedGame> {
    let folder = data_dir.join("games");
    let paths: Vec<_> = std::fs::read_dir(folder)
        .ok()?
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    assert!(paths.len() <= 1, "one file for the game: {paths:?}");
    store::load(paths.first()?).ok()
}

/// Waits until `data_dir`'s game satisfies `done`, or panics showing the screen.
pub(crate) fn wait_for_game(
    data_dir: &Path,
    pty: &Pty,
    what: &str,
    done: impl Fn(&SavedGame) -> bool,
) -> SavedGame {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        if let Some(saved) = library_game(data_dir).filter(|saved| done(saved)) {
            return saved;
        }
        assert!(Instant::now() < deadline, "waited 15 s for {what}; the screen shows:\n{}", pty.screen());
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The text of every file under `dir`.
fn every_file(dir: &Path) -> Vec<String> {
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            texts.extend(every_file(&path));
        } else {
            texts.push(String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned());
        }
    }
    texts
}

/// The address and code the host shows: "othello join ADDRESS CODE".
pub(crate) fn join_line(host: &Pty) -> (String, String) {
    let screen = host.wait_for("Waiting for a player: othello join");
    let words: Vec<&str> = screen.split_whitespace().collect();
    let at = words.windows(2).position(|w| w == ["othello", "join"]).expect("the join line");
    (words[at + 2].to_string(), words[at + 3].to_string())
}

pub(crate) fn start_host(data_dir: &Path, extra: &[&str]) -> (Pty, String, String) {
    let mut args = vec!["host", "--listen", "127.0.0.1:0", "--name", "Ann"];
    args.extend_from_slice(extra);
    let host = Pty::start(&args, data_dir);
    let (address, code) = join_line(&host);
    (host, address, code)
}

#[test]
fn two_terminals_play_a_whole_game_and_a_killed_player_rejoins() {
    let (host_dir, guest_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (mut host, address, code) = start_host(host_dir.path(), &["--time", "10m"]);
    let mut guest = Pty::start(&["join", &address, &code, "--name", "Ben"], guest_dir.path());
    let rules = guest.wait_for("Play? [y/N]");
    assert!(
        rules.contains("Ann invites you") && rules.contains("you play White") && rules.contains("10:00 each")
    );
    guest.send("y\r");
    host.wait_for("Ben accepted");
    guest.wait_for("Ann connected");

    // Both sides type their moves: the first legal move each turn, checked against a game kept here.
    let mut game = Game::new(Rules::default());
    let (mut guest_killed, mut host_killed) = (false, false);
    while let Some(color) = game.to_move() {
        let square = game.legal_moves().squares().next().expect("a side to move has a move");
        let plies_before = game.plies().len();
        game.play_untimed(square).unwrap();
        let plies = game.plies().len();
        let pty = if color == Color::Black { &mut host } else { &mut guest };
        pty.send(&square.to_string());
        // The move is in both libraries before the next is typed.
        let on_host = wait_for_game(host_dir.path(), &host, &format!("{square} on the host"), |s| {
            s.game.plies().len() == plies || s.game.is_over()
        });
        assert_eq!(on_host.game.plies().len(), plies, "{square} after {plies_before} plies");
        wait_for_game(guest_dir.path(), &guest, &format!("{square} on the guest"), |s| {
            s.game.plies().len() == plies
        });
        if !guest_killed && game.moves().count() == 20 {
            // The guest's program dies without a word; it comes back with --resume.
            guest.kill("KILL");
            guest.wait_exit();
            host.wait_for("Connection to Ben lost");
            guest = Pty::start(&["--resume"], guest_dir.path());
            guest.wait_for("Ann connected");
            host.wait_for("Ben is back");
            guest_killed = true;
        }
        if !host_killed && game.moves().count() == 40 {
            // The host's dies too: hosted again with --resume, the guest finds it by itself.
            host.kill("KILL");
            host.wait_exit();
            guest.wait_for("Connection to Ann lost");
            host = Pty::start(&["--resume"], host_dir.path());
            host.wait_for("Ben is back");
            guest.wait_for("Connected to Ann again");
            host_killed = true;
        }
    }
    assert!(guest_killed && host_killed);
    let (on_host, on_guest) =
        (library_game(host_dir.path()).unwrap(), library_game(guest_dir.path()).unwrap());
    assert_eq!(on_host.game.transcript(), game.transcript());
    assert_eq!(on_guest.game.transcript(), game.transcript());
    assert_eq!(on_host.game.outcome(), game.outcome());
    assert_eq!(on_guest.game.outcome(), game.outcome());
    assert_eq!(on_host.id, on_guest.id, "the same game on both sides");
    let took = |saved: &SavedGame| saved.game.plies().map(|p| p.took).collect::<Vec<_>>();
    assert_eq!(took(&on_host), took(&on_guest), "the guest keeps the host's clocks");
    assert!(on_host.game.plies().filter(|p| p.took.is_some()).count() >= 55, "every move on the clock");
    assert_eq!(on_host.seat.as_ref().map(|s| s.role), Some(Role::Host));
    assert_eq!(on_guest.seat.as_ref().map(|s| (s.role, s.you)), Some((Role::Guest, Color::White)));
    // Both libraries keep the game's key, the same (the host's, given in its welcome), and never
    // the code nor its words.
    let key = on_host.seat.as_ref().map(|s| s.key.clone()).unwrap();
    assert!(othello::net::secure::is_game_key(&key), "{key}");
    assert_eq!(on_guest.seat.as_ref().map(|s| &s.key), Some(&key));
    let words: Vec<&str> = code.split('-').skip(1).collect();
    for dir in [host_dir.path(), guest_dir.path()] {
        let files = every_file(dir);
        assert!(files.iter().any(|text| text.contains(&key)), "the key is kept");
        assert!(
            files.iter().all(|text| !text.contains(&code) && !words.iter().any(|word| text.contains(word))),
            "the code is never kept"
        );
    }
    for pty in [&mut host, &mut guest] {
        // A key closes the result; q leaves the finished game without a question.
        pty.send(" ");
        pty.send("q");
        assert!(pty.wait_exit().success());
    }
}

fn refusal(client: &mut Client) -> String {
    match client.next() {
        Some(Message::Refused { reason }) => reason,
        other => panic!("a refusal, not {other:?}"),
    }
}

#[test]
fn a_code_guessed_at_its_allowance_is_renewed_on_the_hosts_screen_and_only_the_new_one_joins() {
    use othello::net::door::WRONG_CODES_ALLOWED;
    let dir = tempfile::tempdir().unwrap();
    let (mut host, address, code) = start_host(dir.path(), &[]);
    // The words of a wrong code: the right number, the words of another.
    let number = code.split('-').next().unwrap().to_string();
    let wrong = format!("{number}-{}", if code.contains("zebra") { "guitar-zodiac" } else { "guitar-zebra" });
    let guessers: Vec<_> = (0..WRONG_CODES_ALLOWED - 1)
        .map(|_| {
            let (address, wrong) = (address.clone(), wrong.clone());
            std::thread::spawn(move || {
                let mut guess = Client::connect(&address);
                guess.hello(&wrong);
                refusal(&mut guess)
            })
        })
        .collect();
    for guesser in guessers {
        assert!(guesser.join().unwrap().starts_with("wrong join code"));
    }
    host.wait_for(&format!("Wrong join code tried ({} of {WRONG_CODES_ALLOWED})", WRONG_CODES_ALLOWED - 1));
    let (_, same) = join_line(&host);
    assert_eq!(same, code, "the code holds until its allowance is spent");
    let mut last = Client::connect(&address);
    last.hello(&wrong);
    assert!(refusal(&mut last).starts_with("wrong join code"));
    host.wait_for("a new code is shown");
    let (_, renewed) = join_line(&host);
    assert!(renewed != code && renewed.starts_with(&format!("{number}-")), "{code} then {renewed}");
    let mut before = Client::connect(&address);
    before.hello(&code);
    assert!(refusal(&mut before).starts_with("wrong join code"));
    let mut eve = Client::join(&address, &renewed, "Eve");
    assert!(matches!(eve.next(), Some(Message::Welcome { started: false, .. })));
    host.wait_for("Eve joined");
    host.send("\u{1b}");
    drop(host);
}

#[test]
fn a_hostile_client_never_changes_the_game_nor_stops_the_host() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, address, code) = start_host(dir.path(), &["--time", "10m"]);

    // Garbage, an oversized line, a wrong code, another protocol version: refused, closed.
    let mut garbage = Client::connect(&address);
    garbage.send_raw(b"GET / HTTP/1.1\r\n\r\n");
    assert!(refusal(&mut garbage).contains("not a greeting"));
    assert!(garbage.closed());
    let mut huge = Client::connect(&address);
    huge.send_raw(&vec![b'x'; 200_000]);
    assert!(huge.closed(), "a line too long ends the connection");
    let mut wrong = Client::connect(&address);
    wrong.hello("999-guitar-zebra");
    assert!(refusal(&mut wrong).starts_with("wrong join code"));
    assert!(wrong.closed());
    let mut old = Client::connect(&address);
    old.send_raw(format!("{GREETING} {} AAAA\n", VERSION + 1).as_bytes());
    assert!(refusal(&mut old).contains(&format!("version {VERSION}")));
    // An othello of the clear protocol, with the right code: told to play the same othello.
    let mut clear = Client::connect(&address);
    clear.send_raw(format!("{{\"type\":\"hello\",\"protocol\":\"{PROTOCOL}\",\"version\":1,\"code\":\"{code}\",\"name\":null}}\n").as_bytes());
    assert!(refusal(&mut clear).contains("encrypted"));

    // The right code: the game, and the rules to accept.
    let mut eve = Client::connect(&address);
    eve.hello(&code);
    let Some(Message::Welcome { you, started, key, .. }) = eve.next() else { panic!("a welcome") };
    assert_eq!((you, started), (Color::White, false));
    host.wait_for("Eve joined");
    // A third player is refused while Eve is in.
    let mut third = Client::connect(&address);
    third.hello(&code);
    assert!(refusal(&mut third).contains("already has two players"));
    eve.send(&Message::Accept {});
    assert!(matches!(eve.next(), Some(Message::State { running: true, .. })));

    // Out of turn, out of place, illegal, for another ply: each answered with the game as it is.
    let attempts = [
        Message::Move { ply: 0, square: "f5".into(), thought_ms: 0 },
        Message::Played { ply: 0, square: "f5".into(), took_ms: 0 },
        Message::Accept {},
    ];
    for attempt in attempts {
        eve.send(&attempt);
    }
    assert!(matches!(eve.next(), Some(Message::State { .. })), "the out-of-turn move is refused");
    host.send("f5");
    assert!(matches!(eve.next(), Some(Message::Played { ply: 0, .. })));
    for attempt in [
        Message::Move { ply: 1, square: "a1".into(), thought_ms: 0 },
        Message::Move { ply: 1, square: "z9".into(), thought_ms: 0 },
        Message::Move { ply: 7, square: "d6".into(), thought_ms: 0 },
    ] {
        eve.send(&attempt);
        assert!(matches!(eve.next(), Some(Message::State { .. })), "{attempt:?} is refused");
    }
    // A false clock claim: a move thought over for half a second claims no time at all.
    std::thread::sleep(Duration::from_millis(500));
    eve.send(&Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    let Some(Message::Played { took_ms, .. }) = eve.next() else { panic!("d6 played") };
    assert!(took_ms >= 400, "charged {took_ms} ms for a move the host waited 500 ms for");
    // Malformed JSON ends the connection; the game stays as it was.
    eve.send_raw(b"{\"type\":\"move\",\"ply\":2,\"square\":\n");
    assert!(eve.closed());
    host.wait_for("Connection to Eve lost");
    let saved = wait_for_game(dir.path(), &host, "two moves", |s| s.game.plies().len() == 2);
    assert_eq!(saved.game.transcript(), "f5d6");

    // The game is on: the code is taken no more (someone who overheard it cannot take the seat).
    let mut overheard = Client::connect(&address);
    overheard.hello(&code);
    assert!(refusal(&mut overheard).contains("takes no join code"));
    // Eve comes back with the game's key, and is welcomed back into the game as it stands.
    let mut back = Client::connect(&address);
    back.hello(&key);
    let Some(Message::Welcome { started, game, .. }) = back.next() else { panic!("a welcome") };
    assert!(started, "no question the second time");
    assert_eq!(store::from_json(&game.to_string()).unwrap().game.transcript(), "f5d6");
    host.wait_for("Eve is back");
    // The host still answers its keys, and leaves cleanly.
    host.send("c3");
    assert!(matches!(back.next(), Some(Message::Played { ply: 2, .. })));
    host.send("q");
    host.wait_for("Quit?");
    host.send("y");
    assert!(host.wait_exit().success());
    assert!(matches!(back.next(), Some(Message::Bye {})));
    assert_eq!(library_game(dir.path()).unwrap().game.transcript(), "f5d6c3");
}

/// A proxy that delays every line by `delay` in each direction.
pub(crate) fn delaying_proxy(target: String, delay: Duration) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        for client in listener.incoming() {
            let client = client.unwrap();
            let server = TcpStream::connect(&target).unwrap();
            for (from, to) in [(client.try_clone().unwrap(), server.try_clone().unwrap()), (server, client)] {
                let (sender, receiver) = mpsc::channel::<(Instant, String)>();
                let reader_side = from.try_clone().unwrap();
                std::thread::spawn(move || {
                    let mut reader = BufReader::new(reader_side);
                    let mut line = String::new();
                    while reader.read_line(&mut line).is_ok_and(|n| n > 0) {
                        let _ = sender.send((Instant::now() + delay, std::mem::take(&mut line)));
                    }
                });
                std::thread::spawn(move || {
                    let mut to = to;
                    for (due, line) in receiver {
                        std::thread::sleep(due.saturating_duration_since(Instant::now()));
                        if to.write_all(line.as_bytes()).is_err() {
                            break;
                        }
                    }
                    let _ = to.shutdown(Shutdown::Write);
                    drop(from);
                });
            }
        }
    });
    address
}

#[test]
fn through_200_ms_of_latency_each_way_a_move_is_charged_its_thinking_time() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, address, code) = start_host(dir.path(), &["--time", "10m"]);
    let proxy = delaying_proxy(address, Duration::from_millis(200));
    let mut eve = Client::connect(&proxy);
    eve.hello(&code);
    assert!(matches!(eve.next(), Some(Message::Welcome { .. })));
    eve.send(&Message::Accept {});
    assert!(matches!(eve.next(), Some(Message::State { .. })));
    // The host measures the round trip with its pings (every 2 s) before the moves.
    host.wait_for("Eve connected");
    std::thread::sleep(Duration::from_millis(4500));
    let screen = host.screen();
    let words: Vec<&str> = screen.split_whitespace().collect();
    let rtt = words
        .windows(2)
        .find(|w| w[1] == "ms.")
        .map(|w| w[0].trim_start_matches(','))
        .expect("the round trip shown");
    let rtt: u64 = rtt.parse().unwrap();
    assert!((400..500).contains(&rtt), "the round trip through the proxy: {rtt} ms");

    // An honest guest: one second of thought, charged one second, not the 1.4 s the host waited.
    host.send("f5");
    assert!(matches!(eve.next(), Some(Message::Played { ply: 0, .. })));
    let thinking = Instant::now();
    std::thread::sleep(Duration::from_millis(1000));
    eve.send(&Message::Move {
        ply: 1,
        square: "d6".into(),
        thought_ms: thinking.elapsed().as_millis() as u64,
    });
    let Some(Message::Played { took_ms: honest, .. }) = eve.next() else { panic!("d6 played") };
    // A guest that claims no time at all is charged what the host measured less the round trip.
    host.send("c3");
    assert!(matches!(eve.next(), Some(Message::Played { ply: 2, .. })));
    std::thread::sleep(Duration::from_millis(1000));
    eve.send(&Message::Move { ply: 3, square: "d3".into(), thought_ms: 0 });
    let Some(Message::Played { took_ms: claimed_nothing, .. }) = eve.next() else { panic!("d3 played") };
    for took in [honest, claimed_nothing] {
        assert!((950..1150).contains(&took), "a second of thought charged {took} ms");
    }
    let saved = wait_for_game(dir.path(), &host, "four moves", |s| s.game.plies().len() == 4);
    let charged: Vec<u64> = saved.game.plies().map(|p| p.took.unwrap().as_millis() as u64).collect();
    assert_eq!((charged[1], charged[3]), (honest, claimed_nothing), "the clock keeps the charge sent");
    host.send("q");
    host.wait_for("Quit?");
    host.send("y");
    assert!(host.wait_exit().success());
}

/// Runs `othello ARGS` without a terminal: its exit code and what it printed on standard error.
pub(crate) fn run(args: &[&str]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(args)
        .arg("--data-dir")
        .arg(dir.path())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn bad_addresses_codes_names_and_ports_are_said_before_any_screen() {
    let (code, stderr) = run(&["join", "no such host\u{1b}:x", "7-guitar-zebra", "--yes"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("not an address") && !stderr.contains('\u{1b}'), "{stderr}");
    // A code that is not one is said in words before anything is reached, a word that is none
    // of the codes' too.
    let (code, stderr) = run(&["join", "127.0.0.1:1", "7kq2-mx9d-4hvf-rt3c", "--yes"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("a number and two words, as 7-guitar-hamster"), "{stderr}");
    let (code, stderr) = run(&["join", "127.0.0.1:1", "7-gu\u{1b}xx-zebra", "--yes"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("is not a word of join codes") && !stderr.contains('\u{1b}'), "{stderr}");
    // The code alone, or --relay alone, meets at the relay named last: none yet is said so; an
    // address alone is no code.
    for args in [&["join", "7-guitar-zebra", "--yes"][..], &["host", "--relay"]] {
        let (code, stderr) = run(args);
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stderr.contains("no relay named yet"), "{args:?}: {stderr}");
    }
    let (code, stderr) = run(&["join", "192.168.1.20", "--yes"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("needs the host's address and the join code"), "{stderr}");
    let (code, stderr) = run(&["join", "7-gxxxar-zebra", "--yes"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("gxxxar is not a word of join codes"), "{stderr}");
    let (code, stderr) = run(&["host", "--relay", "no such relay\u{1b}:x"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("not an address") && !stderr.contains('\u{1b}'), "{stderr}");
    let (code, stderr) = run(&["host", "--name", ""]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("is not a name"), "{stderr}");
    let (code, stderr) = run(&["join"]);
    assert_eq!(code, Some(2), "{stderr}");

    let dir = tempfile::tempdir().unwrap();
    // Nothing listens on port 1.
    let mut unreachable = Pty::start(&["join", "127.0.0.1:1", "7-guitar-zebra", "--yes"], dir.path());
    unreachable.wait_for("cannot reach the host: 127.0.0.1:1");
    assert_eq!(unreachable.wait_exit().exit_code(), 1);
    let (_host, address, _) = start_host(dir.path(), &[]);
    let other = tempfile::tempdir().unwrap();
    let mut wrong = Pty::start(&["join", &address, "999-guitar-zebra", "--yes"], other.path());
    wrong.wait_for("the host refused: wrong join code");
    assert_eq!(wrong.wait_exit().exit_code(), 2);
    // A second host on the same address says so, and keeps nothing.
    let mut second = Pty::start(&["host", "--listen", &address], other.path());
    second.wait_for(&format!("cannot listen on {address}"));
    assert_eq!(second.wait_exit().exit_code(), 1);
    assert!(library_game(other.path()).is_none());
}

#[test]
fn a_game_saved_with_its_code_in_clear_loads_without_it_and_a_guest_is_sent_to_the_host_for_a_new_one() {
    // As an othello of the clear protocol saved a joined game: the code in the seat.
    let seat = store::Seat {
        role: Role::Guest,
        address: "127.0.0.1:7654".into(),
        key: "KEY".into(),
        relay: None,
        you: Color::White,
    };
    let saved =
        SavedGame { seat: Some(seat), ..SavedGame::new(Game::new(Rules::default()), Default::default()) };
    let old = store::to_json(&saved).replace("\"key\": \"KEY\"", "\"code\": \"7kq2-mx9d-4hvf-rt3c\"");
    assert!(old.contains("7kq2-mx9d-4hvf-rt3c"), "{old}");
    let loaded = store::from_json(&old).expect("an older network game still loads");
    assert_eq!(loaded.seat.as_ref().map(|s| s.key.as_str()), Some(""), "the code is dropped");
    assert!(!store::to_json(&loaded).contains("7kq2"), "and never written again");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.json");
    std::fs::write(&file, old).unwrap();
    let (code, stderr) = run(&["join", "--resume", file.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("saved by an older othello") && stderr.contains("othello join 127.0.0.1:7654 CODE"),
        "{stderr}"
    );
}

/// Which way a line goes between the guest and the host.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Way {
    ToHost,
    ToGuest,
}

/// What a man in the middle does to a line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tamper {
    /// One character changed.
    Flip,
    /// Not passed on.
    Drop,
    /// Passed on after the next line of its way.
    Swap,
    /// Passed on twice.
    Replay,
}

/// Which line a tampering waits for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Which {
    /// The line numbered so (from 0) on its connection in its way, the relay's handshake (`please
    /// relay`, `ok`) not counted: the guest's greeting, its hello, its answer to the rules, a pong.
    Nth(usize),
    /// The next sealed line the size of a `move` or a `played` (a ping or a pong is shorter, a
    /// game's state longer).
    Move,
}

impl Which {
    fn is(self, n: usize, line: &str) -> bool {
        let sealed = !line.contains([' ', '{']);
        match self {
            Which::Nth(at) => n == at,
            Which::Move => sealed && (80..200).contains(&line.trim_end().len()),
        }
    }
}

/// A man in the middle between the guest and the host (or the relay both meet at): every line
/// passes, but for the tamperings of its plan, each done once on the line it waits for, in turn.
struct TamperingProxy {
    address: String,
    plan: Arc<Mutex<VecDeque<(Way, Tamper, Which)>>>,
    connections: Arc<AtomicUsize>,
    done: Arc<AtomicUsize>,
}

impl TamperingProxy {
    /// A proxy to `target` with `plan`.
    fn start(target: String, plan: &[(Way, Tamper, Which)]) -> TamperingProxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let proxy = TamperingProxy {
            address: listener.local_addr().unwrap().to_string(),
            plan: Arc::new(Mutex::new(plan.iter().copied().collect())),
            connections: Arc::default(),
            done: Arc::default(),
        };
        let (plan, connections, done) = (proxy.plan.clone(), proxy.connections.clone(), proxy.done.clone());
        std::thread::spawn(move || {
            for guest in listener.incoming() {
                let guest = guest.unwrap();
                connections.fetch_add(1, Ordering::SeqCst);
                let host = TcpStream::connect(&target).unwrap();
                for (way, from, to) in [
                    (Way::ToHost, guest.try_clone().unwrap(), host.try_clone().unwrap()),
                    (Way::ToGuest, host.try_clone().unwrap(), guest.try_clone().unwrap()),
                ] {
                    let (plan, done) = (plan.clone(), done.clone());
                    std::thread::spawn(move || pass(way, from, to, &plan, &done));
                }
            }
        });
        proxy
    }

    /// Tampers with the next line of a move or a played going `way`.
    fn arm(&self, way: Way, tamper: Tamper) {
        self.plan.lock().unwrap().push_back((way, tamper, Which::Move));
    }
}

/// Passes the lines of one connection `from` one way `to`, tampering as the plan says.
fn pass(
    way: Way,
    from: TcpStream,
    mut to: TcpStream,
    plan: &Mutex<VecDeque<(Way, Tamper, Which)>>,
    done: &AtomicUsize,
) {
    let mut reader = BufReader::new(from);
    let (mut n, mut held) = (0, None);
    loop {
        let mut line = String::new();
        if !reader.read_line(&mut line).is_ok_and(|read| read > 0) {
            break;
        }
        let handshake = line.starts_with("please relay ") || line == "ok\n";
        let lines = if handshake {
            vec![line]
        } else if let Some(held) = held.take() {
            vec![line, held]
        } else {
            let mut plan = plan.lock().unwrap();
            let tamper = match plan.front() {
                Some(&(towards, tamper, which)) if towards == way && which.is(n, &line) => Some(tamper),
                _ => None,
            };
            if tamper.is_some() {
                plan.pop_front();
                done.fetch_add(1, Ordering::SeqCst);
            }
            match tamper {
                None => vec![line],
                Some(Tamper::Flip) => vec![line.replacen(|c: char| c.is_ascii_alphabetic(), "0", 1)],
                Some(Tamper::Drop) => vec![],
                Some(Tamper::Swap) => {
                    held = Some(line);
                    vec![]
                }
                Some(Tamper::Replay) => vec![line.clone(), line],
            }
        };
        n += usize::from(!handshake);
        if lines.iter().any(|line| to.write_all(line.as_bytes()).is_err()) {
            break;
        }
    }
    let _ = to.shutdown(Shutdown::Both);
}

/// Two terminals through a [`TamperingProxy`] in front of the host, or of the relay at `relay`:
/// before the game, the guest's fourth line is flipped, dropped, swapped and replayed, on four
/// connections in turn; during it, moves and their `played` in both ways. Every tampering ends
/// the link, which comes back on a new connection (with new keys); each move is typed again
/// until the host has it, as a player would after the link was lost; the game is the one
/// played, each move charged no more than the time it took, the host's never the time its guest
/// was away, and the guest keeps the host's clocks.
pub(crate) fn lines_tampered_with_either_way(relay: Option<&str>) {
    let (host_dir, guest_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (mut host, target, code) = match relay {
        None => start_host(host_dir.path(), &["--time", "10m"]),
        Some(relay) => {
            let host =
                Pty::start(&["host", "--relay", relay, "--name", "Ann", "--time", "10m"], host_dir.path());
            let (_, code) = crate::relay::relay_join_line(&host);
            (host, relay.to_string(), code)
        }
    };
    let before: Vec<_> = [Tamper::Flip, Tamper::Drop, Tamper::Swap, Tamper::Replay]
        .map(|tamper| (Way::ToHost, tamper, Which::Nth(3)))
        .into();
    let proxy = TamperingProxy::start(target, &before);
    let mut args = vec!["join"];
    if relay.is_some() {
        args.push("--relay");
    }
    args.extend([proxy.address.as_str(), &code, "--name", "Ben"]);
    let mut guest = Pty::start(&args, guest_dir.path());
    guest.wait_for("Play? [y/N]");
    guest.send("y\r");
    // Four tamperings, each ending the link, each followed by the guest back with new keys.
    let deadline = Instant::now() + Duration::from_secs(60);
    while proxy.done.load(Ordering::SeqCst) < before.len()
        || proxy.connections.load(Ordering::SeqCst) <= before.len()
    {
        assert!(
            Instant::now() < deadline,
            "the guest came back {} times; the host shows:\n{}",
            proxy.connections.load(Ordering::SeqCst),
            host.screen()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    host.wait_for("Ben connected");
    guest.wait_for("Ann connected");
    // During the game: the guest's move swapped with its next line (a pong), then dropped; the
    // host's played flipped, then replayed.
    let during = [(1, Tamper::Swap), (2, Tamper::Flip), (5, Tamper::Drop), (6, Tamper::Replay)];
    let mut game = Game::new(Rules::default());
    let (mut landed, mut allowed) = (Instant::now(), Vec::new());
    while game.plies().len() < 8 {
        let color = game.to_move().unwrap();
        let square = game.legal_moves().squares().next().unwrap();
        game.play_untimed(square).unwrap();
        let plies = game.plies().len();
        let tampered = during.iter().find(|(ply, _)| *ply == plies - 1).map(|(_, tamper)| *tamper);
        let (pty, way) =
            if color == Color::Black { (&mut host, Way::ToGuest) } else { (&mut guest, Way::ToHost) };
        if let Some(tamper) = tampered {
            proxy.arm(way, tamper);
        }
        let (done, connections) =
            (proxy.done.load(Ordering::SeqCst), proxy.connections.load(Ordering::SeqCst));
        let given_up = Instant::now() + Duration::from_secs(30);
        'typed: loop {
            pty.send(&square.to_string());
            let again = Instant::now() + Duration::from_millis(1500);
            while Instant::now() < again {
                if library_game(host_dir.path()).is_some_and(|s| s.game.plies().len() == plies) {
                    break 'typed;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            assert!(Instant::now() < given_up, "{square} never reached the host:\n{}", host.screen());
        }
        // The host's clock gave this move the time since the last one landed, at most (the
        // first, since the link came back: before this test saw it, so as long as a host's move).
        let since = if plies == 1 { Duration::from_secs(5) } else { landed.elapsed() };
        allowed.push(since + Duration::from_millis(250));
        landed = Instant::now();
        wait_for_game(guest_dir.path(), &guest, &format!("{square} on the guest"), |s| {
            s.game.plies().len() == plies
        });
        if tampered.is_some() {
            let back = Instant::now() + Duration::from_secs(30);
            while proxy.connections.load(Ordering::SeqCst) == connections {
                assert!(
                    Instant::now() < back,
                    "the link did not come back after {square}:\n{}",
                    guest.screen()
                );
                std::thread::sleep(Duration::from_millis(20));
            }
            assert_eq!(proxy.done.load(Ordering::SeqCst), done + 1, "{square}'s line tampered with");
        }
    }
    let (on_host, on_guest) =
        (library_game(host_dir.path()).unwrap(), library_game(guest_dir.path()).unwrap());
    assert_eq!(on_host.game.transcript(), game.transcript());
    assert_eq!(on_guest.game.transcript(), game.transcript());
    let took = |saved: &SavedGame| saved.game.plies().map(|p| p.took).collect::<Vec<_>>();
    assert_eq!(took(&on_host), took(&on_guest), "the guest keeps the host's clocks");
    for (ply, (took, allowed)) in took(&on_host).into_iter().zip(allowed).enumerate() {
        let took = took.unwrap();
        assert!(took <= allowed, "ply {ply} charged {took:?} in {allowed:?}");
        // Black is the host, who played at once: never charged for its guest away.
        if ply % 2 == 0 {
            assert!(took < Duration::from_secs(5), "the host's ply {ply} charged {took:?}");
        }
    }
    for pty in [&mut guest, &mut host] {
        pty.send("q");
        pty.wait_for("Quit?");
        pty.send("y");
        assert!(pty.wait_exit().success());
    }
}

#[test]
fn lines_tampered_with_on_the_way_end_the_link_which_comes_back_and_no_move_or_clock_is_taken_wrong() {
    lines_tampered_with_either_way(None);
}
