//! Play through the real magic-wormhole transit relay from PyPI, on the loopback address: the test
//! installs it in a virtual environment of its own under `target/` (once), or says why it cannot
//! and which command would, and skips. Two terminals play through it, after two wrong codes; the
//! guest is killed and comes back through it, then the host; both libraries end the same; a
//! take-back, a resignation and a rematch go through it too. And a
//! man in the middle between the guest and the relay tampers with the lines both ways.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::common::pty::Pty;
use crate::network::{library_game, wait_for_game};
use othello::engine::game::Game;
use othello::engine::rules::Rules;

/// The command that installs the relay, as the skip message says it.
const INSTALL: &str =
    "python3 -m venv target/relay-venv && target/relay-venv/bin/pip install magic-wormhole-transit-relay";

/// The relay's `twist` command, installed if need be; `None` (said on standard error) if it
/// cannot be.
fn relay_command() -> Option<PathBuf> {
    static INSTALLING: Mutex<()> = Mutex::new(());
    let _one_at_a_time = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("target").join("relay-venv");
    let twist = venv.join("bin").join("twist");
    if twist.exists() {
        return Some(twist);
    }
    let ran = |command: &mut Command| command.stdout(Stdio::null()).status().is_ok_and(|s| s.success());
    let installed = ran(Command::new("python3").args(["-m", "venv"]).arg(&venv))
        && ran(Command::new(venv.join("bin").join("pip")).args([
            "install",
            "-q",
            "magic-wormhole-transit-relay",
        ]));
    if installed && twist.exists() {
        return Some(twist);
    }
    eprintln!(
        "skipped: the transit relay could not be installed (no python3 with venv, or no PyPI); to run this test, install it with: {INSTALL}"
    );
    None
}

/// A transit relay on the loopback address, stopped when dropped.
struct Relay {
    child: Child,
    address: String,
}

impl Relay {
    /// Starts the relay on a free port, and waits until it says which.
    fn start(twist: &Path) -> Relay {
        let mut child = Command::new(twist)
            .args(["transitrelay", "--port=tcp:0:interface=127.0.0.1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the relay starts");
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines().map_while(Result::ok) {
                // Its log says "ServerFactory starting on PORT".
                if let Some(at) = line.find("starting on ") {
                    let port: String = line[at + 12..].chars().take_while(char::is_ascii_digit).collect();
                    let _ = sender.send(port);
                }
            }
        });
        let port =
            receiver.recv_timeout(Duration::from_secs(20)).expect("the relay says its port within 20 s");
        Relay { child, address: format!("127.0.0.1:{port}") }
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The relay and code the host shows: "othello join --relay RELAY CODE".
pub(crate) fn relay_join_line(host: &Pty) -> (String, String) {
    let screen = host.wait_for("Waiting for a player: othello join --relay");
    let words: Vec<&str> = screen.split_whitespace().collect();
    let at = words.windows(3).position(|w| w == ["othello", "join", "--relay"]).expect("the join line");
    (words[at + 3].to_string(), words[at + 4].to_string())
}

#[test]
fn two_terminals_play_through_the_real_transit_relay_and_a_killed_guest_or_host_comes_back_through_it() {
    let Some(twist) = relay_command() else { return };
    let relay = Relay::start(&twist);
    let (host_dir, guest_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut host =
        Pty::start(&["host", "--relay", &relay.address, "--name", "Ann", "--time", "10m"], host_dir.path());
    let (shown_relay, code) = relay_join_line(&host);
    assert_eq!(shown_relay, relay.address);
    // A wrong code through the relay: refused in words, and again on a new connection, the second
    // time with the code alone, at the relay named the first time.
    let number = code.split('-').next().unwrap();
    let wrong = format!("{number}-{}", if code.contains("zebra") { "guitar-zodiac" } else { "guitar-zebra" });
    for args in [&["join", "--relay", &relay.address, &wrong, "--yes"][..], &["join", &wrong, "--yes"]] {
        let mut guesser = Pty::start(args, guest_dir.path());
        guesser.wait_for("the host refused: wrong join code");
        assert_eq!(guesser.wait_exit().exit_code(), 2);
    }
    host.wait_for("Wrong join code tried (2 of 10)");
    let mut guest = Pty::start(&["join", &code, "--name", "Ben"], guest_dir.path());
    guest.wait_for("Play? [y/N]");
    guest.send("y\r");
    host.wait_for("Ben accepted");
    guest.wait_for("Ann connected");

    let mut game = Game::new(Rules::default());
    let started = Instant::now();
    let (mut killed, mut host_killed) = (false, false);
    while game.plies().len() < 12 {
        let color = game.to_move().unwrap();
        let square = game.legal_moves().squares().next().unwrap();
        game.play_untimed(square).unwrap();
        let plies = game.plies().len();
        let pty = if color == othello::engine::color::Color::Black { &mut host } else { &mut guest };
        pty.send(&square.to_string());
        wait_for_game(host_dir.path(), &host, &format!("{square} on the host"), |s| {
            s.game.plies().len() == plies
        });
        wait_for_game(guest_dir.path(), &guest, &format!("{square} on the guest"), |s| {
            s.game.plies().len() == plies
        });
        if !killed && plies == 6 {
            // The guest dies without a word; it comes back through the relay with --resume.
            guest.kill("KILL");
            guest.wait_exit();
            host.wait_for("Connection to Ben lost");
            guest = Pty::start(&["--resume"], guest_dir.path());
            guest.wait_for("Ann connected");
            host.wait_for("Ben is back");
            killed = true;
        }
        if !host_killed && plies == 9 {
            // The host dies too; hosted again with --resume, it waits at the relay under the
            // game's key, and the guest, trying all along, finds it there.
            host.kill("KILL");
            host.wait_exit();
            guest.wait_for("Connection to Ann lost");
            host = Pty::start(&["--resume"], host_dir.path());
            guest.wait_for("Connected to Ann again");
            host.wait_for("Ben is back");
            host_killed = true;
        }
    }
    assert!(killed && host_killed && started.elapsed() < Duration::from_secs(150));
    // Chat goes through as the moves do.
    guest.send("t");
    guest.send("gg, through the relay\r");
    host.wait_for("Ben: gg, through the relay");
    let (on_host, on_guest) =
        (library_game(host_dir.path()).unwrap(), library_game(guest_dir.path()).unwrap());
    assert_eq!(on_host.game.transcript(), game.transcript());
    assert_eq!(on_guest.game.transcript(), game.transcript());
    assert_eq!(on_host.id, on_guest.id);
    // Both keep the relay and its token to come back by, and the same key, never the code.
    let seats = [on_host.seat.unwrap(), on_guest.seat.unwrap()];
    let token = othello::net::relay::token(&othello::net::code::JoinCode::read(&code).unwrap().0);
    assert!(seats.iter().all(|s| s.address == relay.address && s.relay.as_deref() == Some(&*token)));
    assert_eq!(seats[0].key, seats[1].key);
    // A take-back asked by the guest and granted by the host goes through as well.
    guest.send("u");
    host.wait_for("Ben asks to take back their last move.");
    host.send("y");
    guest.wait_for("Ann said yes.");
    for (dir, pty) in [(host_dir.path(), &host), (guest_dir.path(), &guest)] {
        wait_for_game(dir, pty, "the take-back", |s| s.game.plies().len() == 11);
    }
    // Then the guest resigns, and the host's rematch is accepted: a new game, colours swapped.
    guest.send("R");
    guest.wait_for("Resign this game?");
    guest.send("y");
    for (dir, pty) in [(host_dir.path(), &host), (guest_dir.path(), &guest)] {
        let over = wait_for_game(dir, pty, "the resignation", |s| s.game.is_over());
        assert_eq!(over.game.plies().len(), 11);
    }
    host.send("r");
    guest.wait_for("Ann offers a rematch, colours swapped.");
    guest.send("y");
    // The colours swapped on both sides: Ben has black.
    host.wait_for("Black (Ben)");
    guest.wait_for("Black (Ben)");
    for pty in [&mut guest, &mut host] {
        pty.send("q");
        // The rematch has no move yet: nothing to ask before leaving.
        assert!(pty.wait_exit().success());
    }
}

#[test]
fn through_the_real_relay_lines_tampered_with_either_way_end_the_link_and_no_move_or_clock_is_taken_wrong() {
    let Some(twist) = relay_command() else { return };
    let relay = Relay::start(&twist);
    crate::network::lines_tampered_with_either_way(Some(&relay.address));
}
