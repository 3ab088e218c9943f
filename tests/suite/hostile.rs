//! A hostile guest against the real `othello host` on the loopback address: requests asked
//! again and again, a connection dropped and taken again, strangers trickling bytes at the door,
//! a guest that leaves or is cut off, pongs held back, and a join without a terminal. In each the
//! host's clock is charged only its own thinking time, and the host stays idle while it waits.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::common::client::Client;
use crate::common::pty::Pty;
use crate::network::{run, start_host, wait_for_game};
use othello::engine::color::Color;
use othello::engine::game::Game;
use othello::engine::rules::Rules;
use othello::play::network::protocol::Message;
use othello::store;

const MS: fn(u64) -> Duration = Duration::from_millis;

/// A host (black, ten minutes each) whose guest Eve (white) has joined and accepted: the host,
/// its address, the game's key Eve was given (what she comes back with), and Eve.
fn in_play(dir: &Path) -> (Pty, String, String, Client) {
    let (host, address, code) = start_host(dir, &["--time", "10m"]);
    let mut eve = Client::join(&address, &code, "Eve");
    let Some(Message::Welcome { started: false, key, .. }) = eve.next() else { panic!("a welcome") };
    eve.send(&Message::Accept {});
    assert!(matches!(eve.next(), Some(Message::State { running: true, .. })));
    host.wait_for("Eve accepted");
    (host, address, key, eve)
}

fn quit(mut host: Pty) {
    host.send("q");
    host.wait_for("Quit?");
    host.send("y");
    assert!(host.wait_exit().success());
}

/// The next `played` message, as (ply, square, charge).
fn next_played(client: &mut Client) -> (usize, String, u64) {
    match client.next_where(|message| matches!(message, Message::Played { .. })) {
        Some(Message::Played { ply, square, took_ms }) => (ply, square, took_ms),
        _ => panic!("the host closed the connection"),
    }
}

#[test]
fn a_guest_asking_again_and_again_never_holds_up_the_host() {
    let dir = tempfile::tempdir().unwrap();
    let (host, _, _, mut eve) = in_play(dir.path());
    // From now on a take-back request every 0.2 s, whoever is to move.
    let (spam, stop) = (eve.writer(), Arc::new(AtomicBool::new(false)));
    let spamming = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                spam.lock().unwrap().send_line(&Message::TakeBack {}.to_line());
                std::thread::sleep(MS(200));
            }
        })
    };
    let mut host = host;
    let (mut game, started) = (Game::new(Rules::default()), Instant::now());
    let mut charges = Vec::new();
    while charges.len() < 15 {
        let color = game.to_move().expect("not over in 30 moves");
        let square = game.legal_moves().squares().next().expect("a move");
        let ply = game.plies().len();
        game.play_untimed(square).unwrap();
        if color == Color::Black {
            host.send(&square.to_string());
        } else {
            eve.send(&Message::Move { ply, square: square.to_string(), thought_ms: 0 });
        }
        let (played_ply, played, took_ms) = next_played(&mut eve);
        assert_eq!((played_ply, played), (ply, square.to_string()));
        if color == Color::Black {
            charges.push(took_ms);
        }
    }
    stop.store(true, Ordering::Relaxed);
    spamming.join().unwrap();
    assert!(started.elapsed() < Duration::from_secs(20), "15 moves each in {:?}", started.elapsed());
    // Each of the host's moves was typed as soon as it was the host's turn.
    assert!(charges.iter().all(|&took| took < 1500), "the host's moves charged {charges:?} ms");
    // Once the last request has come (a chat line after it on the same connection shows), no to
    // it if still open, then leave.
    eve.send(&Message::Chat { text: "done".into() });
    host.wait_for("Eve: done");
    // `n` rather than Esc: an Escape with the next key in the same read is taken for Alt and it.
    host.send("n");
    quit(host);
}

#[test]
fn a_guest_dropping_and_rejoining_costs_the_host_no_time_nor_its_moves() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, address, key, eve) = in_play(dir.path());
    // The host's turn: six times Eve is there a moment, then gone for 1.2 s.
    let (mut eve, mut there, started) = (eve, Duration::ZERO, Instant::now());
    for _ in 0..6 {
        let joined = Instant::now();
        std::thread::sleep(MS(300));
        eve.drop_connection();
        host.wait_for("Connection to Eve lost");
        // At most this long on the host's clock: from the join to the loss seen.
        there += joined.elapsed();
        std::thread::sleep(MS(1200));
        eve = Client::join(&address, &key, "Eve");
        assert!(matches!(eve.next(), Some(Message::Welcome { started: true, .. })));
        host.wait_for("Eve is back");
    }
    // Gone once more: the host moves all the same, and Eve finds the move on her return.
    let joined = Instant::now();
    eve.drop_connection();
    host.wait_for("Connection to Eve lost");
    there += joined.elapsed();
    std::thread::sleep(MS(500));
    host.send("f5");
    host.wait_for("f5 played: Eve sees it when they are back");
    let mut eve = Client::join(&address, &key, "Eve");
    let Some(Message::Welcome { game, started: true, .. }) = eve.next() else { panic!("a welcome") };
    let saved = store::from_json(&game.to_string()).unwrap();
    assert_eq!(saved.game.transcript(), "f5");
    let took = saved.game.last_ply().unwrap().took.unwrap();
    assert!(
        took <= there + MS(300),
        "f5 charged {took:?}: Eve was there {there:?} of the {:?} it took",
        started.elapsed()
    );
    assert!(started.elapsed() > there + Duration::from_secs(7), "the absences were long enough to tell");
    quit(host);
}

/// A real `othello join` with the code reaches the rules (the door let it through its
/// handshake) and declines them.
fn a_real_guest_gets_in(address: &str, code: &str) {
    let guest_dir = tempfile::tempdir().unwrap();
    let mut ben = Pty::start(&["join", address, code, "--name", "Ben"], guest_dir.path());
    ben.wait_for("Play? [y/N]");
    ben.send("n\r");
    assert!(ben.wait_exit().success());
}

#[test]
fn strangers_at_the_door_cannot_keep_a_guest_out_nor_stay_there() {
    let dir = tempfile::tempdir().unwrap();
    let (host, address, code) = start_host(dir.path(), &[]);
    // Two dozen connections that each trickle a byte a second and never finish a line.
    let strangers: Vec<TcpStream> = (0..24).map(|_| TcpStream::connect(&address).unwrap()).collect();
    let opened = Instant::now();
    let mut writers: Vec<TcpStream> = strangers.iter().map(|s| s.try_clone().unwrap()).collect();
    let stop = Arc::new(AtomicBool::new(false));
    let trickling = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                for writer in &mut writers {
                    let _ = writer.write_all(b" ");
                }
                std::thread::sleep(MS(1000));
            }
        })
    };
    std::thread::sleep(MS(500));
    a_real_guest_gets_in(&address, &code);
    // Every stranger is shown out within the ten seconds a hello may take, still trickling.
    for mut stranger in strangers {
        let left = (opened + Duration::from_secs(12)).saturating_duration_since(Instant::now());
        stranger.set_read_timeout(Some(left.max(MS(1)))).unwrap();
        let mut byte = [0u8; 1];
        let shown_out = matches!(stranger.read(&mut byte), Ok(0))
            || matches!(stranger.read(&mut byte), Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset);
        assert!(shown_out, "a stranger still at the door after {:?}", opened.elapsed());
    }
    stop.store(true, Ordering::Relaxed);
    trickling.join().unwrap();
    host.wait_for("Waiting for a player");
    let mut host = host;
    host.send("q");
    assert!(host.wait_exit().success());
}

/// A connection to `address` made from `source`, another loopback address than the guest's
/// (Linux answers the whole of 127.0.0.0/8).
fn connect_from(source: std::net::Ipv4Addr, address: &str) -> std::io::Result<TcpStream> {
    use std::os::fd::FromRawFd;
    let target: std::net::SocketAddrV4 = address.parse().unwrap();
    let socket_address = |ip: std::net::Ipv4Addr, port: u16| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: port.to_be(),
        sin_addr: libc::in_addr { s_addr: u32::from(ip).to_be() },
        sin_zero: [0; 8],
    };
    let length = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    let (local, remote) = (socket_address(source, 0), socket_address(*target.ip(), target.port()));
    // SAFETY: a new socket, owned by the stream from here on (closed when it drops); the
    // addresses are sockaddr_in values of the length given.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let stream = TcpStream::from_raw_fd(fd);
        if libc::bind(fd, (&raw const local).cast(), length) != 0
            || libc::connect(fd, (&raw const remote).cast(), length) != 0
        {
            return Err(std::io::Error::last_os_error());
        }
        Ok(stream)
    }
}

/// How many connections the flood holds open at once: more than the door's 256 places.
const FLOOD: usize = 400;

/// Floods the host at `address` with connections from `sources` loopback addresses (not the
/// guest's 127.0.0.1), as fast as they open, each held open without a word, more of them than
/// the door has places, while a real guest 100 ms away each way joins with `code`.
fn a_slow_guest_gets_in_through_a_flood_from(sources: u8, address: &str, code: &str) {
    let stop = Arc::new(AtomicBool::new(false));
    let (full, door_full) = std::sync::mpsc::channel();
    let flooding = {
        let (stop, address) = (stop.clone(), address.to_string());
        std::thread::spawn(move || {
            let mut held = std::collections::VecDeque::new();
            let mut opened: usize = 0;
            while !stop.load(Ordering::Relaxed) {
                let source = std::net::Ipv4Addr::new(127, 0, 1, 1 + (opened % usize::from(sources)) as u8);
                if let Ok(stream) = connect_from(source, &address) {
                    held.push_back(stream);
                    opened += 1;
                }
                if held.len() > FLOOD {
                    held.pop_front();
                }
                if opened == FLOOD {
                    let _ = full.send(());
                }
                std::thread::sleep(MS(1));
            }
            opened
        })
    };
    // The guest comes once the flood holds more connections than the door has places, however
    // long a loaded machine takes to open them, and while it goes on.
    door_full.recv_timeout(Duration::from_secs(60)).expect("the flood fills the door within a minute");
    let far = crate::network::delaying_proxy(address.to_string(), MS(100));
    a_real_guest_gets_in(&far, code);
    stop.store(true, Ordering::Relaxed);
    let opened = flooding.join().unwrap();
    assert!(opened >= FLOOD, "the flood opened {opened} connections");
}

#[test]
fn a_flood_of_connections_from_one_address_or_dozens_cannot_keep_a_guest_from_another_out() {
    for sources in [1, 64] {
        let dir = tempfile::tempdir().unwrap();
        let (host, address, code) = start_host(dir.path(), &[]);
        a_slow_guest_gets_in_through_a_flood_from(sources, &address, &code);
        host.wait_for("Waiting for a player");
        let mut host = host;
        host.send("q");
        assert!(host.wait_exit().success());
    }
}

/// The processor time `pid` has used, from /proc.
fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // The fields after the command's name (which is in parentheses, and may hold spaces).
    let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    // SAFETY: sysconf has no preconditions.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as u64;
    Duration::from_millis(ticks * 1000 / per_second)
}

/// The processor time `pid` uses over three seconds.
fn busy_over_three_seconds(pid: u32) -> Duration {
    let before = cpu_time(pid);
    std::thread::sleep(Duration::from_secs(3));
    cpu_time(pid) - before
}

#[test]
fn a_host_left_alone_waits_without_spinning() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, address, key, mut eve) = in_play(dir.path());
    let started = Instant::now();
    eve.send(&Message::Bye {});
    host.wait_for("Eve left");
    let used = busy_over_three_seconds(host.pid());
    assert!(used < MS(300), "after bye the host used {used:?} of processor in 3 s");
    // Cut off for a line it does not understand: the same.
    let mut mallory = Client::join(&address, &key, "Mallory");
    assert!(matches!(mallory.next(), Some(Message::Welcome { started: true, .. })));
    host.wait_for("Mallory is back");
    mallory.send_raw(b"not a message\n");
    assert!(mallory.closed());
    host.wait_for("does not understand");
    let used = busy_over_three_seconds(host.pid());
    assert!(used < MS(300), "after a bad line the host used {used:?} of processor in 3 s");
    // Six seconds and more of the host's turn have passed, all but a moment of them alone: the
    // host plays alone, and is charged only the moment both were there.
    let since_start = started.elapsed();
    host.send("f5");
    let saved = wait_for_game(dir.path(), &host, "f5 kept", |saved| saved.game.plies().len() == 1);
    quit(host);
    let took = saved.game.plies().next().unwrap().took.unwrap();
    assert!(since_start > MS(6000) && took < MS(1500), "charged {took:?} of {since_start:?}");
}

#[test]
fn pongs_held_back_buy_the_guest_no_time() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, _, _, mut eve) = in_play(dir.path());
    // The first ping (as the game begins) is answered at once; the next three 900 ms late.
    std::thread::sleep(MS(500));
    eve.delay_pongs(MS(900));
    std::thread::sleep(MS(6500));
    host.wait_for("Eve connected, 9");
    host.send("f5");
    assert_eq!(next_played(&mut eve).0, 0);
    // A second of thought, claimed as none: charged the second, less the link's best round trip.
    std::thread::sleep(MS(1000));
    eve.send(&Message::Move { ply: 1, square: "d6".into(), thought_ms: 0 });
    let (_, _, took_ms) = next_played(&mut eve);
    assert!(took_ms >= 950, "a second of thought charged {took_ms} ms");
    quit(host);
}

#[test]
fn a_join_without_a_terminal_never_reaches_the_host() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, address, code) = start_host(dir.path(), &["--time", "10m"]);
    let (status, stderr) = run(&["join", &address, &code, "--yes", "--name", "Script"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("needs a terminal"), "{stderr}");
    std::thread::sleep(MS(300));
    let screen = host.screen();
    assert!(screen.contains("Waiting for a player") && !screen.contains("Script"), "{screen}");
    host.send("q");
    assert!(host.wait_exit().success());
}
