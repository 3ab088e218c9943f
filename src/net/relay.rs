//! Meeting through a relay: the magic-wormhole transit relay's handshake. Each side connects out
//! to the relay and says `please relay TOKEN for side SIDE`; the relay pairs two connections with
//! the same token and different sides, answers `ok` to both and from then on forwards bytes. The
//! token is made from the code's number only (as magic-wormhole's nameplate), so that a code whose
//! words are wrong still meets the host and is told `wrong join code`, and a code renewed meets
//! where the old one did; the relay learns neither the words nor the game's key, and sees only
//! what `secure` seals.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use hkdf::Hkdf;
use sha2::Sha256;

use super::code::JoinCode;

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

/// A side's name for the relay: 8 random bytes in hexadecimal, new for every connection, so that
/// the relay pairs the host's connection with the guest's, never with another of its own side.
fn side() -> std::io::Result<String> {
    let mut side = [0u8; 8];
    getrandom::fill(&mut side).map_err(|e| std::io::Error::other(format!("no randomness: {e}")))?;
    Ok(hex(&side))
}

/// Connects to the relay at `relay` and asks to be paired by `token` ([`token`]); returns the
/// connection once the other side is there (the relay's `ok` read, and not a byte more), waiting
/// until `deadline`, or for as long as it takes without one (the host waiting for its guest).
///
/// # Errors
/// The relay cannot be reached, closed the connection, answered something else than `ok`, or the
/// deadline passed (`TimedOut`).
pub fn meet(relay: SocketAddr, token: &str, deadline: Option<Instant>) -> std::io::Result<TcpStream> {
    let connect_time = deadline.map_or(CONNECT_TIME, |deadline| {
        deadline.saturating_duration_since(Instant::now()).clamp(Duration::from_millis(1), CONNECT_TIME)
    });
    let mut stream = TcpStream::connect_timeout(&relay, connect_time)?;
    let _ = stream.set_nodelay(true);
    stream.write_all(format!("please relay {token} for side {}\n", side()?).as_bytes())?;
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
    use std::sync::{Arc, Mutex};

    /// A relay of the tests' own, as the transit relay does: pairs connections by token (of
    /// different sides), answers `ok` to both, then forwards bytes both ways. Returns its address.
    pub(crate) fn test_relay() -> SocketAddr {
        test_relay_on(TcpListener::bind("127.0.0.1:0").unwrap())
    }

    /// [`test_relay`] on `listener`.
    pub(crate) fn test_relay_on(listener: TcpListener) -> SocketAddr {
        let address = listener.local_addr().unwrap();
        let waiting: Arc<Mutex<HashMap<String, (String, TcpStream)>>> = Arc::default();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let waiting = waiting.clone();
                std::thread::spawn(move || {
                    let mut reader = BufReader::new(stream.try_clone().unwrap());
                    let mut line = String::new();
                    if reader.read_line(&mut line).is_err() {
                        return;
                    }
                    let words: Vec<&str> = line.split_whitespace().collect();
                    let ["please", "relay", token, "for", "side", side] = words[..] else { return };
                    let mut waiting = waiting.lock().unwrap();
                    match waiting.remove(token) {
                        Some((other_side, other)) if other_side != side => {
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
                        }
                        _ => {
                            waiting.insert(token.to_string(), (side.to_string(), stream));
                        }
                    }
                });
            }
        });
        address
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

    #[test]
    fn two_sides_with_the_same_key_meet_and_talk_and_a_lone_side_gives_up_at_its_deadline() {
        let relay = test_relay();
        let host = std::thread::spawn(move || meet(relay, &token(&code("7-guitar-zebra")), None).unwrap());
        let mut guest =
            meet(relay, &token(&code("7-guitar-zebra")), Some(Instant::now() + Duration::from_secs(5)))
                .unwrap();
        let mut host = host.join().unwrap();
        guest.write_all(b"hello\n").unwrap();
        let mut line = String::new();
        BufReader::new(&mut host).read_line(&mut line).unwrap();
        assert_eq!(line, "hello\n", "not a byte of the relay's answer is left in the way");
        let started = Instant::now();
        let error = meet(relay, &token(&code("8-guitar-zebra")), Some(started + Duration::from_millis(300)))
            .unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::TimedOut, "{error}");
        assert!(started.elapsed() < Duration::from_secs(2));
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
        let error = meet(address, &token(&code("7-guitar-zebra")), Some(started + Duration::from_secs(5)))
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
        let error =
            meet(address, &token(&code("7-guitar-zebra")), Some(Instant::now() + Duration::from_secs(2)))
                .unwrap_err();
        assert!(error.to_string().contains("not ok"), "{error}");
    }
}
