//! Meeting through a relay: the magic-wormhole transit relay's handshake. Each side connects out
//! to the relay and says `please relay TOKEN for side SIDE`; the relay pairs two connections with
//! the same token and different sides, answers `ok` to both, closes any other connection waiting
//! under the token (a spare, to the relay), and from then on forwards bytes. The token is made
//! from the code's number only (as magic-wormhole's nameplate), so that a code whose words are
//! wrong still meets the host and is told `wrong join code`, and a code renewed meets where the
//! old one did; the relay learns the number (there are 999), never the words nor the game's key,
//! and sees only what `secure` seals. The side is one for all hosts of a token and one for all
//! guests, so that the relay pairs a host only with a guest.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use hkdf::Hkdf;
use sha2::Sha256;

use super::code::JoinCode;
use super::secure::Side;

/// How long a connection to the relay may take to open.
const CONNECT_TIME: Duration = Duration::from_secs(10);

/// The relay's token for the game of join code `code`: 32 bytes made (HKDF-SHA256) from the
/// code's number, in hexadecimal, as the relay wants it. Both sides make the same; the number
/// names the meeting, the words key the exchange.
pub fn token(code: &JoinCode) -> String {
    let mut token = [0u8; 32];
    Hkdf::<Sha256>::new(None, code.number().to_string().as_bytes())
        .expand(b"othello relay token", &mut token)
        .expect("32 bytes is a valid length for HKDF-SHA256");
    hex(&token)
}

/// `bytes` in lowercase hexadecimal.
pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The name of `side` for the relay under `token`: 8 bytes (HKDF-SHA256 of the token) in
/// hexadecimal, the same for every host of the token, and another the same for every guest. The
/// relay pairs two connections only if their sides differ: so never two hosts (two games whose
/// codes share a number, or a host's dead connection and its new one), which would hold each
/// other in a handshake neither can finish while their guests find no host; nor two guests.
fn side_name(token: &str, side: Side) -> String {
    let mut name = [0u8; 8];
    let purpose: &[u8] = match side {
        Side::Host => b"othello relay side host",
        Side::Guest => b"othello relay side guest",
    };
    Hkdf::<Sha256>::new(None, token.as_bytes())
        .expand(purpose, &mut name)
        .expect("8 bytes is a valid length for HKDF-SHA256");
    hex(&name)
}

/// Connects to the relay at `relay` and asks to be paired by `token` ([`token`]) as `side`;
/// returns the connection once the other side is there (the relay's `ok` read, and not a byte more), waiting
/// until `deadline`, or for as long as it takes without one (the host waiting for its guest).
///
/// # Errors
/// The relay cannot be reached, closed the connection (it does so to a connection left waiting
/// when another of the same side was paired), answered something else than `ok`, or the deadline
/// passed (`TimedOut`).
pub fn meet(
    relay: SocketAddr,
    token: &str,
    side: Side,
    deadline: Option<Instant>,
) -> std::io::Result<TcpStream> {
    let connect_time = deadline.map_or(CONNECT_TIME, |deadline| {
        deadline.saturating_duration_since(Instant::now()).clamp(Duration::from_millis(1), CONNECT_TIME)
    });
    let mut stream = TcpStream::connect_timeout(&relay, connect_time)?;
    let _ = stream.set_nodelay(true);
    stream.write_all(format!("please relay {token} for side {}\n", side_name(token, side)).as_bytes())?;
    let mut answer = [0u8; 3];
    let mut read = 0;
    while read < answer.len() {
        let left = match deadline {
            Some(deadline) => {
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return Err(std::io::Error::new(
                        std::io::ErrorKind::TimedOut,
                        "the other side did not come to the relay in time",
                    ));
                }
                Some(left)
            }
            None => None,
        };
        stream.set_read_timeout(left)?;
        match stream.read(&mut answer[read..]) {
            Ok(0) => return Err(std::io::Error::other("the relay closed the connection")),
            Ok(n) => read += n,
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::Interrupted
                        | std::io::ErrorKind::WouldBlock
                        | std::io::ErrorKind::TimedOut
                ) => {}
            Err(error) => return Err(error),
        }
    }
    if &answer != b"ok\n" {
        return Err(std::io::Error::other(format!(
            "the relay answered {:?}, not ok: is it a magic-wormhole transit relay?",
            String::from_utf8_lossy(&answer)
        )));
    }
    stream.set_read_timeout(None)?;
    Ok(stream)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::collections::HashMap;
    use std::io::{BufRead, BufReader};
    use std::net::TcpListener;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};

    /// The connections waiting at a relay, by token, each with its side.
    type Waiting = Arc<Mutex<HashMap<String, Vec<(String, TcpStream)>>>>;

    /// A relay of the tests' own, running on its own threads.
    pub(crate) struct TestRelay {
        /// Where it listens.
        pub(crate) address: SocketAddr,
        /// The connections waiting.
        waiting: Waiting,
        /// How many pairs it made.
        pairs: Arc<AtomicUsize>,
    }

    impl TestRelay {
        /// How many pairs it made.
        pub(crate) fn pairs(&self) -> usize {
            self.pairs.load(Ordering::SeqCst)
        }

        /// The sides of the connections waiting under `token`, those still open.
        pub(crate) fn waiting(&self, token: &str) -> Vec<String> {
            let mut waiting = self.waiting.lock().unwrap();
            let sides = waiting.entry(token.to_string()).or_default();
            sides.retain(|(_, stream)| still_waiting(stream));
            sides.iter().map(|(side, _)| side.clone()).collect()
        }
    }

    /// Whether a connection waiting at the relay is still there and has said nothing more: the
    /// transit relay forgets one that closed, and closes one that speaks before its `ok`.
    fn still_waiting(stream: &TcpStream) -> bool {
        if stream.set_nonblocking(true).is_err() {
            return false;
        }
        let quiet =
            matches!(stream.peek(&mut [0u8; 1]), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock);
        let _ = stream.set_nonblocking(false);
        if !quiet {
            let _ = stream.shutdown(std::net::Shutdown::Both);
        }
        quiet
    }

    /// A relay of the tests' own that pairs as the transit relay does (its
    /// `PendingRequests.register`): a connection waits under its token until one of the same
    /// token and another side comes; both are answered `ok`, every other connection waiting under
    /// the token is closed (a spare), and bytes are forwarded both ways.
    pub(crate) fn test_relay() -> TestRelay {
        test_relay_on(TcpListener::bind("127.0.0.1:0").unwrap())
    }

    /// [`test_relay`] on `listener`.
    pub(crate) fn test_relay_on(listener: TcpListener) -> TestRelay {
        let relay = TestRelay {
            address: listener.local_addr().unwrap(),
            waiting: Arc::default(),
            pairs: Arc::default(),
        };
        let (waiting, pairs) = (relay.waiting.clone(), relay.pairs.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (waiting, pairs) = (waiting.clone(), pairs.clone());
                std::thread::spawn(move || {
                    // Byte by byte, so that nothing after the line is taken from the stream.
                    let mut line = Vec::new();
                    let mut byte = [0u8; 1];
                    while line.last() != Some(&b'\n') {
                        match (&stream).read(&mut byte) {
                            Ok(1) if line.len() < 200 => line.push(byte[0]),
                            _ => return,
                        }
                    }
                    let line = String::from_utf8_lossy(&line).into_owned();
                    let words: Vec<&str> = line.split_whitespace().collect();
                    let ["please", "relay", token, "for", "side", side] = words[..] else { return };
                    let mut waiting = waiting.lock().unwrap();
                    let others = waiting.entry(token.to_string()).or_default();
                    others.retain(|(_, other)| still_waiting(other));
                    let Some(at) = others.iter().position(|(other_side, _)| other_side != side) else {
                        others.push((side.to_string(), stream));
                        return;
                    };
                    let (_, other) = others.remove(at);
                    for (_, spare) in others.drain(..) {
                        let _ = spare.shutdown(std::net::Shutdown::Both);
                    }
                    pairs.fetch_add(1, Ordering::SeqCst);
                    for mut end in [&stream, &other] {
                        let _ = end.write_all(b"ok\n");
                    }
                    for (mut from, mut to) in
                        [(stream.try_clone().unwrap(), other.try_clone().unwrap()), (other, stream)]
                    {
                        std::thread::spawn(move || {
                            let _ = std::io::copy(&mut from, &mut to);
                            let _ = to.shutdown(std::net::Shutdown::Both);
                        });
                    }
                });
            }
        });
        relay
    }

    /// The join code `text`, read.
    pub(crate) fn code(text: &str) -> JoinCode {
        JoinCode::read(text).unwrap().0
    }

    #[test]
    fn the_token_is_the_codes_number_and_tells_nothing_of_its_words() {
        let first = code("7-guitar-zebra");
        assert_eq!(token(&first), token(&code("7-zebra-zeppelin")), "wrong words still meet the host");
        assert_eq!(token(&first), token(&first.renewed().unwrap()));
        assert_ne!(token(&first), token(&code("8-guitar-zebra")));
        assert_eq!(token(&first).len(), 64);
        assert!(token(&first).bytes().all(|b| b.is_ascii_hexdigit()));
        assert!(!token(&first).contains("guitar"));
    }

    /// Whether `done` comes true within two seconds.
    pub(crate) fn eventually(done: impl Fn() -> bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(2);
        while !done() {
            if Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        true
    }

    #[test]
    fn a_host_and_a_guest_meet_and_talk_and_a_lone_side_gives_up_at_its_deadline() {
        let relay = test_relay().address;
        let seven = token(&code("7-guitar-zebra"));
        let host = std::thread::spawn(move || meet(relay, &token(&code("7-guitar-zebra")), Side::Host, None));
        let mut guest =
            meet(relay, &seven, Side::Guest, Some(Instant::now() + Duration::from_secs(5))).unwrap();
        let mut host = host.join().unwrap().unwrap();
        guest.write_all(b"hello\n").unwrap();
        let mut line = String::new();
        BufReader::new(&mut host).read_line(&mut line).unwrap();
        assert_eq!(line, "hello\n", "not a byte of the relay's answer is left in the way");
        let started = Instant::now();
        let eight = token(&code("8-guitar-zebra"));
        let error = meet(relay, &eight, Side::Guest, Some(started + Duration::from_millis(300))).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::TimedOut, "{error}");
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn hosts_of_a_token_share_a_side_and_guests_another_so_a_host_is_paired_only_with_a_guest() {
        let (seven, eight) = (token(&code("7-guitar-zebra")), token(&code("8-guitar-zebra")));
        assert_eq!(side_name(&seven, Side::Host), side_name(&token(&code("7-zebra-zeppelin")), Side::Host));
        assert_ne!(side_name(&seven, Side::Host), side_name(&seven, Side::Guest));
        assert_ne!(side_name(&seven, Side::Host), side_name(&eight, Side::Host));
        for side in [Side::Host, Side::Guest] {
            let name = side_name(&seven, side);
            assert!(name.len() == 16 && name.bytes().all(|b| b.is_ascii_hexdigit()), "{name}");
        }
        // Two hosts wait side by side unpaired, as do two guests; one of the other side meets one
        // of them, and the other, a spare now, is closed at once.
        let relay = test_relay();
        let address = relay.address;
        for (token, side, other) in [(&seven, Side::Host, Side::Guest), (&eight, Side::Guest, Side::Host)] {
            let started = Instant::now();
            let two: Vec<_> = (0..2)
                .map(|_| {
                    let token = token.clone();
                    std::thread::spawn(move || {
                        meet(address, &token, side, Some(started + Duration::from_secs(5)))
                    })
                })
                .collect();
            assert!(eventually(|| relay.waiting(token).len() == 2));
            std::thread::sleep(Duration::from_millis(100));
            let pairs = relay.pairs();
            assert_eq!(relay.waiting(token).len(), 2, "two of the side {side:?} never pair");
            let _met = meet(address, token, other, Some(started + Duration::from_secs(5))).unwrap();
            let (paired, spare): (Vec<_>, Vec<_>) =
                two.into_iter().map(|waiting| waiting.join().unwrap()).partition(Result::is_ok);
            assert_eq!((paired.len(), relay.pairs()), (1, pairs + 1));
            let error = spare[0].as_ref().unwrap_err();
            assert!(error.to_string().contains("closed the connection"), "{error}");
            assert!(started.elapsed() < Duration::from_secs(4), "closed, not timed out");
        }
    }

    /// Makes `stream` close with a zero linger: the system then resets the connection.
    #[cfg(unix)]
    pub(crate) fn reset_when_closed(stream: &TcpStream) {
        use std::os::fd::AsRawFd;
        let linger = libc::linger { l_onoff: 1, l_linger: 0 };
        // SAFETY: a valid socket and a linger structure of the size given.
        let set = unsafe {
            libc::setsockopt(
                stream.as_raw_fd(),
                libc::SOL_SOCKET,
                libc::SO_LINGER,
                (&raw const linger).cast(),
                std::mem::size_of::<libc::linger>() as libc::socklen_t,
            )
        };
        assert_eq!(set, 0);
    }

    #[cfg(unix)]
    #[test]
    fn a_relay_that_resets_the_connection_is_an_error_at_once_not_at_the_deadline() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            let _ = BufReader::new(&stream).read_line(&mut String::new());
            reset_when_closed(&stream);
        });
        let started = Instant::now();
        let error = meet(
            address,
            &token(&code("7-guitar-zebra")),
            Side::Guest,
            Some(started + Duration::from_secs(5)),
        )
        .unwrap_err();
        assert_ne!(error.kind(), std::io::ErrorKind::TimedOut, "{error}");
        assert!(started.elapsed() < Duration::from_secs(2), "{:?}", started.elapsed());
    }

    #[test]
    fn a_relay_that_answers_otherwise_is_said_to_be_no_transit_relay() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            let (mut stream, _) = listener.accept().unwrap();
            let _ = stream.write_all(b"impatient\n");
        });
        let error = meet(
            address,
            &token(&code("7-guitar-zebra")),
            Side::Guest,
            Some(Instant::now() + Duration::from_secs(2)),
        )
        .unwrap_err();
        assert!(error.to_string().contains("not ok"), "{error}");
    }
}
