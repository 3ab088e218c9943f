//! The encryption of every connection of a network game: a SPAKE2 exchange keyed by the join code
//! or by the game's key (as magic-wormhole does), then every line sealed with ChaCha20-Poly1305 under keys that are new
//! for every connection, one for each direction, with the lines counted so that none can be
//! dropped, replayed or reordered unseen.
//!
//! On the wire: each side first sends one clear line, `othello-spake2 VERSION SECRET MESSAGE`
//! (`code` for a first join, `game` for the game's key; the exchange's message in base 64); from
//! then on every line is a sealed message of the protocol in
//! base 64. The only other clear line is the host's `refused` (a JSON object: base 64 never
//! starts with `{`), for a peer of another version or with a wrong code, whose keys cannot read
//! a sealed one. Someone on the path sees two random-looking exchange messages and the sealed
//! lines' lengths; a guesser of the code gets one guess a connection, and the host makes each
//! wrong one wait.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use hkdf::Hkdf;
use sha2::Sha256;
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::code::JoinCode;
use crate::play::network::protocol::{MAX_LINE, Message, VERSION};

/// The first word of the clear line that opens every connection.
pub const GREETING: &str = "othello-spake2";

/// The longest sealed line, newline excluded: a line of [`MAX_LINE`] bytes, its tag, in base 64.
pub const MAX_SEALED_LINE: usize = (MAX_LINE + TAG_LEN).div_ceil(3) * 4;

/// The bytes the seal adds to a line (Poly1305's tag).
const TAG_LEN: usize = 16;

/// Which end of the connection this is: the host answers, the guest joins.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// The side that keeps the game and waits for the guest.
    Host,
    /// The side that joins with the code.
    Guest,
}

/// An exchange under way: this side's half sent, the other's awaited.
pub struct Exchange {
    state: Spake2<Ed25519Group>,
    side: Side,
    kind: SecretKind,
}

/// Why the other side's greeting cannot make a key.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GreetingError {
    /// Not a greeting of this program at all.
    NotAGreeting,
    /// A greeting of another version of the protocol: which one.
    Version(String),
    /// A greeting whose exchange message is malformed.
    Malformed,
}

impl std::fmt::Display for GreetingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GreetingError::NotAGreeting => write!(f, "not a greeting of othello's network game"),
            GreetingError::Version(theirs) => write!(
                f,
                "this side speaks version {VERSION} of the protocol, and the other {}: play with the same othello on both sides",
                crate::text::printable(theirs)
            ),
            GreetingError::Malformed => write!(f, "a greeting whose key exchange is malformed"),
        }
    }
}

/// What keys an exchange: the join code of a first join, or the game's key that both sides keep
/// to join again (and that the host hands to the guest once it is in).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Secret {
    /// The code the host shows.
    Code(JoinCode),
    /// The game's key ([`new_game_key`]).
    Game(String),
}

/// Which secret a greeting says its exchange is keyed by.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SecretKind {
    /// The join code, for a first join.
    Code,
    /// The game's key, for a guest coming back.
    Game,
}

impl SecretKind {
    fn word(self) -> &'static str {
        match self {
            SecretKind::Code => "code",
            SecretKind::Game => "game",
        }
    }
}

impl Secret {
    fn kind(&self) -> SecretKind {
        match self {
            Secret::Code(_) => SecretKind::Code,
            Secret::Game(_) => SecretKind::Game,
        }
    }

    fn password(&self) -> Vec<u8> {
        match self {
            Secret::Code(code) => code.password(),
            Secret::Game(key) => key.as_bytes().to_vec(),
        }
    }
}

/// A new key for a game: 128 random bits in hexadecimal. The host makes it, keeps it, and gives
/// it to the guest in the welcome; from then on both join again with it, never with the code, so
/// that the short code can be spent and the libraries keep no code.
///
/// # Errors
/// The operating system could not give random bytes.
pub fn new_game_key() -> Result<String, String> {
    let mut key = [0u8; 16];
    getrandom::fill(&mut key).map_err(|e| format!("no randomness for the game's key: {e}"))?;
    Ok(super::relay::hex(&key))
}

/// Whether `text` is a game's key as [`new_game_key`] makes them (a welcome carries one).
pub fn is_game_key(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The secret the other side's greeting `line` says it is keyed by, for the host to answer with
/// the same.
///
/// # Errors
/// Not a greeting of this version, or one naming no secret known.
pub fn secret_asked(line: &str) -> Result<SecretKind, GreetingError> {
    Ok(parts(line)?.0)
}

/// A greeting's parts: its version checked, the secret named, the exchange's message.
fn parts(line: &str) -> Result<(SecretKind, Vec<u8>), GreetingError> {
    let mut words = line.split(' ');
    if words.next() != Some(GREETING) {
        return Err(GreetingError::NotAGreeting);
    }
    let version = words.next().unwrap_or_default();
    if version != VERSION.to_string() {
        return Err(GreetingError::Version(version.chars().take(20).collect()));
    }
    let kind = match words.next() {
        Some("code") => SecretKind::Code,
        Some("game") => SecretKind::Game,
        _ => return Err(GreetingError::Malformed),
    };
    let message = words.next().and_then(|text| STANDARD.decode(text).ok()).ok_or(GreetingError::Malformed)?;
    if words.next().is_some() {
        return Err(GreetingError::Malformed);
    }
    Ok((kind, message))
}

impl Exchange {
    /// Starts an exchange keyed by `secret`, and the greeting line to send, newline included.
    pub fn start(side: Side, secret: &Secret) -> (Exchange, String) {
        let password = Password::new(secret.password());
        let (guest, host) = (Identity::new(b"othello guest"), Identity::new(b"othello host"));
        let (state, message) = match side {
            Side::Guest => Spake2::<Ed25519Group>::start_a(&password, &guest, &host),
            Side::Host => Spake2::<Ed25519Group>::start_b(&password, &guest, &host),
        };
        let kind = secret.kind();
        let line = format!("{GREETING} {VERSION} {} {}\n", kind.word(), STANDARD.encode(message));
        (Exchange { state, side, kind }, line)
    }

    /// Finishes the exchange with the other side's greeting `line` (without its newline): the
    /// sealer of this side's lines and the opener of the other's. A wrong code is not told here:
    /// the keys differ, and the first sealed line does not open.
    ///
    /// # Errors
    /// The line is not a greeting of this version.
    pub fn finish(self, line: &str) -> Result<(Sealer, Opener), GreetingError> {
        let (kind, message) = parts(line)?;
        // Both sides name the same secret, or their keys could never agree.
        if kind != self.kind {
            return Err(GreetingError::Malformed);
        }
        let secret = self.state.finish(&message).map_err(|_| GreetingError::Malformed)?;
        let keys = Hkdf::<Sha256>::new(None, &secret);
        let key = |purpose: &[u8]| {
            let mut key = [0u8; 32];
            keys.expand(purpose, &mut key).expect("32 bytes is a valid length for HKDF-SHA256");
            ChaCha20Poly1305::new(Key::from_slice(&key))
        };
        let (to_host, to_guest) = (key(b"othello guest to host"), key(b"othello host to guest"));
        Ok(match self.side {
            Side::Guest => (Sealer { cipher: to_host, count: 0 }, Opener { cipher: to_guest, count: 0 }),
            Side::Host => (Sealer { cipher: to_guest, count: 0 }, Opener { cipher: to_host, count: 0 }),
        })
    }
}

/// The nonce of the line numbered `count` in one direction: each key seals each number once.
fn nonce(count: u64) -> Nonce {
    let mut nonce = [0u8; 12];
    nonce[..8].copy_from_slice(&count.to_le_bytes());
    *Nonce::from_slice(&nonce)
}

/// Seals this side's lines, in order.
pub struct Sealer {
    cipher: ChaCha20Poly1305,
    count: u64,
}

impl Sealer {
    /// `text` (one line, without its newline) sealed as the next line, newline included.
    pub fn seal(&mut self, text: &str) -> String {
        let sealed = self
            .cipher
            .encrypt(&nonce(self.count), text.as_bytes())
            .expect("a line is far below ChaCha20's limit");
        self.count += 1;
        let mut line = STANDARD.encode(sealed);
        line.push('\n');
        line
    }
}

/// Opens the other side's lines, in order.
pub struct Opener {
    cipher: ChaCha20Poly1305,
    count: u64,
}

/// What [`Opener::open`] says of a line that does not open.
pub const TAMPERED: &str = "a line that does not decrypt (a wrong code, or the connection was tampered with)";

impl Opener {
    /// The next line's message, opened and read (`Message::parse`).
    ///
    /// # Errors
    /// [`TAMPERED`], or why the text is not a message of the protocol.
    pub fn open_message(&mut self, line: &str) -> Result<Message, String> {
        Message::parse(&self.open(line)?)
    }

    /// The next line's text, from its sealed form (without its newline).
    ///
    /// # Errors
    /// [`TAMPERED`]: the line was changed, lost, replayed or moved, or sealed with another key.
    pub fn open(&mut self, line: &str) -> Result<String, &'static str> {
        let sealed = STANDARD.decode(line).map_err(|_| TAMPERED)?;
        let text = self.cipher.decrypt(&nonce(self.count), sealed.as_slice()).map_err(|_| TAMPERED)?;
        self.count += 1;
        String::from_utf8(text).map_err(|_| TAMPERED)
    }
}

/// Whether `line` is a clear message of the protocol (a JSON object), not a sealed one.
pub fn is_clear(line: &str) -> bool {
    line.starts_with('{')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The secret of join code `text`.
    fn code(text: &str) -> Secret {
        Secret::Code(JoinCode::read(text).unwrap().0)
    }

    /// Both sides' exchanges with secrets `host` and `guest`: (host's sealer and opener, guest's).
    fn exchange(host: &Secret, guest: &Secret) -> ((Sealer, Opener), (Sealer, Opener)) {
        let (host_side, host_line) = Exchange::start(Side::Host, host);
        let (guest_side, guest_line) = Exchange::start(Side::Guest, guest);
        (host_side.finish(guest_line.trim_end()).unwrap(), guest_side.finish(host_line.trim_end()).unwrap())
    }

    /// A game key for the tests.
    fn game() -> Secret {
        Secret::Game("0123456789abcdef0123456789abcdef".into())
    }

    #[test]
    fn the_same_code_opens_each_others_lines_in_both_directions() {
        let ((mut host_seal, mut host_open), (mut guest_seal, mut guest_open)) =
            exchange(&code("7-guitar-zebra"), &code("7 GUITAR zeb"));
        for text in ["{\"type\":\"accept\"}", "", "é ✓"] {
            let sealed = guest_seal.seal(text);
            assert!(sealed.ends_with('\n') && !sealed.contains("accept"), "{sealed}");
            assert_eq!(host_open.open(sealed.trim_end()).as_deref(), Ok(text));
            assert_eq!(guest_open.open(host_seal.seal(text).trim_end()).as_deref(), Ok(text));
        }
    }

    #[test]
    fn a_wrong_code_makes_keys_that_open_nothing() {
        let ((mut host_seal, mut host_open), (mut guest_seal, mut guest_open)) =
            exchange(&code("7-guitar-zebra"), &code("8-guitar-zebra"));
        assert_eq!(host_open.open(guest_seal.seal("hello").trim_end()), Err(TAMPERED));
        assert_eq!(guest_open.open(host_seal.seal("welcome").trim_end()), Err(TAMPERED));
    }

    #[test]
    fn a_line_flipped_dropped_replayed_moved_or_reflected_does_not_open() {
        let ((mut host_seal, mut host_open), (mut guest_seal, _)) = exchange(&game(), &game());
        let lines: Vec<String> = (0..4).map(|n| guest_seal.seal(&format!("line {n}"))).collect();
        assert_eq!(host_open.open(lines[0].trim_end()).as_deref(), Ok("line 0"));
        // Replayed.
        assert_eq!(host_open.open(lines[0].trim_end()), Err(TAMPERED));
        // Moved: the third before the second (and so the second lost).
        assert_eq!(host_open.open(lines[2].trim_end()), Err(TAMPERED));
        // One bit flipped in the base 64, which still decodes.
        let mut flipped = lines[1].trim_end().as_bytes().to_vec();
        flipped[3] = if flipped[3] == b'A' { b'B' } else { b'A' };
        assert_eq!(host_open.open(std::str::from_utf8(&flipped).unwrap()), Err(TAMPERED));
        assert_eq!(host_open.open("not base 64!"), Err(TAMPERED));
        assert_eq!(host_open.open(lines[1].trim_end()).as_deref(), Ok("line 1"));
        // The host's own line sent back to it: the other direction's key.
        assert_eq!(host_open.open(host_seal.seal("line 2").trim_end()), Err(TAMPERED));
    }

    #[test]
    fn a_wrong_game_key_opens_nothing_and_a_code_never_opens_a_game_keys_exchange() {
        let ((_, mut host_open), (mut guest_seal, _)) =
            exchange(&game(), &Secret::Game("0123456789abcdef0123456789abcdee".into()));
        assert_eq!(host_open.open(guest_seal.seal("hello").trim_end()), Err(TAMPERED));
        // The host answers the secret asked; a greeting naming another is refused outright.
        let (host, _) = Exchange::start(Side::Host, &game());
        let (_, guest_line) = Exchange::start(Side::Guest, &code("7-guitar-zebra"));
        assert_eq!(secret_asked(guest_line.trim_end()), Ok(SecretKind::Code));
        assert_eq!(host.finish(guest_line.trim_end()).err(), Some(GreetingError::Malformed));
        let (_, guest_line) = Exchange::start(Side::Guest, &game());
        assert_eq!(secret_asked(guest_line.trim_end()), Ok(SecretKind::Game));
    }

    #[test]
    fn game_keys_are_new_each_time_and_known_by_their_form() {
        let (key, other) = (new_game_key().unwrap(), new_game_key().unwrap());
        assert_ne!(key, other);
        assert!(is_game_key(&key), "{key}");
        assert!(!is_game_key(&key[1..]));
        assert!(!is_game_key(&format!("{}g", &key[1..])));
        assert!(!is_game_key("7-guitar-zebra"));
    }

    #[test]
    fn greetings_of_another_program_or_version_are_told_apart() {
        let start = || Exchange::start(Side::Host, &game()).0;
        let (_, line) = Exchange::start(Side::Guest, &game());
        let message = line.trim_end().rsplit(' ').next().unwrap().to_string();
        assert_eq!(start().finish("GET / HTTP/1.1").err(), Some(GreetingError::NotAGreeting));
        let old = format!("{GREETING} {} game {message}", VERSION + 1);
        assert_eq!(start().finish(&old).err(), Some(GreetingError::Version((VERSION + 1).to_string())));
        assert_eq!(
            start().finish(&format!("{GREETING} {VERSION} game !!")).err(),
            Some(GreetingError::Malformed)
        );
        assert_eq!(
            start().finish(&format!("{GREETING} {VERSION} game {message} x")).err(),
            Some(GreetingError::Malformed)
        );
        assert_eq!(
            start().finish(&format!("{GREETING} {VERSION} game AAAA")).err(),
            Some(GreetingError::Malformed)
        );
        assert_eq!(
            start().finish(&format!("{GREETING} {VERSION} key {message}")).err(),
            Some(GreetingError::Malformed)
        );
        assert_eq!(secret_asked(&format!("{GREETING} {VERSION} {message}")), Err(GreetingError::Malformed));
        // A host's greeting sent back to a host: the exchange knows its own side.
        let (host, host_line) = Exchange::start(Side::Host, &game());
        assert_eq!(host.finish(host_line.trim_end()).err(), Some(GreetingError::Malformed));
        assert!(start().finish(line.trim_end()).is_ok());
    }

    proptest::proptest! {
        // Each case makes four key exchanges, slow in an unoptimised curve library.
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

        /// Whatever comes over the network in place of a greeting or a sealed line: refused, never
        /// a panic, never a message.
        #[test]
        fn garbage_never_makes_a_key_nor_opens(line in "\\PC{0,200}", bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..300)) {
            let garbage = format!("{GREETING} {VERSION} game {line}");
            for greeting in [line.as_str(), garbage.as_str(), &String::from_utf8_lossy(&bytes)] {
                let (exchange, _) = Exchange::start(Side::Host, &game());
                // A random message of the right length could be a curve point: only a key, never a
                // line that opens.
                if let Ok((_, mut opener)) = exchange.finish(greeting) {
                    proptest::prop_assert!(opener.open_message(&STANDARD.encode(&bytes)).is_err());
                }
            }
            let ((_, mut opener), _) = exchange(&game(), &game());
            proptest::prop_assert!(opener.open(&line).is_err());
            proptest::prop_assert!(opener.open(&STANDARD.encode(&bytes)).is_err());
        }
    }

    #[test]
    fn the_longest_line_sealed_fits_the_sealed_limit_and_clear_lines_are_told_from_sealed_ones() {
        let ((mut host_seal, _), _) = exchange(&game(), &game());
        let sealed = host_seal.seal(&"x".repeat(MAX_LINE));
        assert_eq!(sealed.trim_end().len(), MAX_SEALED_LINE);
        assert!(!is_clear(&sealed));
        assert!(is_clear("{\"type\":\"refused\",\"reason\":\"wrong join code\"}"));
    }
}
