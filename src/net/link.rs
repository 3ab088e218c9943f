//! The connections of a network game: each read on its own thread, line by line and bounded,
//! each line opened (`secure`) and its message sent to the game's loop as a `NetEvent`; written
//! to from the loop by id, each line sealed. The host's listener does the key exchange and checks
//! the guest's `hello` before a connection reaches the game; the guest's `join` does the
//! handshake from its side.

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::relay;
use super::secure::{self, Exchange, GreetingError, MAX_SEALED_LINE, Opener, Sealer, Side};
use crate::play::network::protocol::{Message, PROTOCOL, VERSION};
use crate::play::network::{LinkId, NetEvent};

/// The port the host listens on unless told.
pub const DEFAULT_PORT: u16 = 7654;
/// How long a new connection has for its whole handshake (its greeting and its `hello`), however
/// it trickles in (a real guest sends each at once), and a guest to be answered.
pub const HANDSHAKE_TIME: Duration = Duration::from_secs(10);
/// How long a wrong join code waits for its answer, so that codes cannot be tried quickly.
const WRONG_CODE_DELAY: Duration = Duration::from_secs(1);
/// How many connections may be saying hello at once. One more makes the one that has waited
/// longest leave: strangers at the door cannot keep a guest out, since a guest says hello as soon
/// as it is in.
const DOOR_PLACES: usize = 16;
/// How many wrong codes may wait for their answer at once; more are closed without one.
const MAX_REFUSALS: usize = 16;
/// How long the listener rests after a failed accept (out of file descriptors, say), so that a
/// failure that lasts does not spin.
const ACCEPT_RETRY: Duration = Duration::from_millis(50);
/// How long a host waiting at a relay rests before it tries again when the relay cannot be
/// reached or drops the waiting connection.
const RELAY_RETRY: Duration = Duration::from_secs(2);

/// How a guest reaches the host: directly at its address, or through a relay both meet at.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Route {
    /// The host listens at this address.
    Direct(SocketAddr),
    /// Both connect out to the transit relay at this address, with this token (`relay::token`).
    Relay(SocketAddr, String),
}
/// How long a write may block before the connection is given up: the loop waits that long at
/// most for a peer that stopped reading.
const WRITE_TIME: Duration = Duration::from_secs(2);

/// Where the network's events go; `false` once nobody listens.
pub type Sink = Arc<dyn Fn(NetEvent) -> bool + Send + Sync>;

/// The open connections, written to by id, each with the sealer of its lines.
#[derive(Default)]
pub struct Links {
    next: AtomicU64,
    streams: Mutex<HashMap<LinkId, (TcpStream, Sealer)>>,
}

impl Links {
    fn add(&self, stream: &TcpStream, sealer: Sealer) -> std::io::Result<LinkId> {
        let id = self.next.fetch_add(1, Ordering::Relaxed) + 1;
        stream.set_write_timeout(Some(WRITE_TIME))?;
        let writer = stream.try_clone()?;
        self.streams.lock().unwrap_or_else(|e| e.into_inner()).insert(id, (writer, sealer));
        Ok(id)
    }

    /// Sends `message` on `link`, sealed; a connection that cannot take it is closed (its reader
    /// then reports it closed). Returns whether it was sent.
    pub fn send(&self, link: LinkId, message: &Message) -> bool {
        let mut streams = self.streams.lock().unwrap_or_else(|e| e.into_inner());
        let Some((stream, sealer)) = streams.get_mut(&link) else { return false };
        let line = sealer.seal(message.to_line().trim_end_matches('\n'));
        let sent = stream.write_all(line.as_bytes()).and_then(|()| stream.flush()).is_ok();
        if !sent {
            let _ = stream.shutdown(Shutdown::Both);
            streams.remove(&link);
        }
        sent
    }

    /// Closes `link` (its reader reports it closed).
    pub fn close(&self, link: LinkId) {
        if let Some((stream, _)) = self.streams.lock().unwrap_or_else(|e| e.into_inner()).remove(&link) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

/// Reads one line of at most `MAX_SEALED_LINE` bytes, without its newline; `None` at the end.
///
/// # Errors
/// A line too long or not UTF-8 (`InvalidData`), or the connection's error.
fn read_line(reader: &mut impl BufRead) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    // One byte more than a line may hold, newline included, tells a line too long.
    reader.take(MAX_SEALED_LINE as u64 + 2).read_until(b'\n', &mut line)?;
    finish_line(line)
}

/// Reads one line as [`read_line`] does, all of it by `deadline`, however slowly it comes.
///
/// # Errors
/// `TimedOut` past the deadline, else as [`read_line`].
fn read_line_by(reader: &mut BufReader<TcpStream>, deadline: Instant) -> std::io::Result<Option<String>> {
    use std::io::ErrorKind;
    let mut line = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::Error::new(ErrorKind::TimedOut, "no whole line in time"));
        }
        reader.get_ref().set_read_timeout(Some(left))?;
        let available = match reader.fill_buf() {
            Ok(available) => available,
            Err(error) if error.kind() == ErrorKind::Interrupted => continue,
            // A read timed out: the deadline says so on the next turn.
            Err(error) if matches!(error.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return finish_line(line);
        }
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        let taken = taken.min(MAX_SEALED_LINE + 2 - line.len());
        line.extend_from_slice(&available[..taken]);
        reader.consume(taken);
        if ended || line.len() == MAX_SEALED_LINE + 2 {
            return finish_line(line);
        }
    }
}

/// A line as read, its newline included if it came: the text without it, `None` for nothing.
fn finish_line(mut line: Vec<u8>) -> std::io::Result<Option<String>> {
    if line.is_empty() {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') {
        let problem = if line.len() > MAX_SEALED_LINE { "a line too long" } else { "a line cut short" };
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, problem));
    }
    line.pop();
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    String::from_utf8(line)
        .map(Some)
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "a line that is not UTF-8"))
}

/// Reads `link`'s messages until it ends, sending each to `sink`. A bad line (or one that does
/// not open) ends it too: `Bad` says so (and no `Closed` follows).
fn read_messages(
    link: LinkId,
    mut reader: BufReader<TcpStream>,
    mut opener: Opener,
    links: Arc<Links>,
    sink: Sink,
) {
    loop {
        let event = match read_line(&mut reader) {
            Ok(Some(line)) => {
                match opener.open(&line).map_err(String::from).and_then(|text| Message::parse(&text)) {
                    Ok(message) => NetEvent::Message { link, message },
                    Err(problem) => NetEvent::Bad { link, problem },
                }
            }
            Ok(None) => NetEvent::Closed { link },
            Err(error) if error.kind() == std::io::ErrorKind::InvalidData => {
                NetEvent::Bad { link, problem: error.to_string() }
            }
            Err(_) => NetEvent::Closed { link },
        };
        let ends = !matches!(event, NetEvent::Message { .. });
        if ends {
            links.close(link);
        }
        if !sink(event) || ends {
            links.close(link);
            return;
        }
    }
}

/// The address to listen on or join: `IP:PORT`, `HOST:PORT`, or either without a port (then
/// [`DEFAULT_PORT`]).
///
/// # Errors
/// The address cannot be resolved, in words.
pub fn resolve(address: &str) -> Result<SocketAddr, String> {
    let shown = crate::text::printable(address);
    if let Ok(socket) = address.parse::<SocketAddr>() {
        return Ok(socket);
    }
    if let Ok(ip) = address.parse::<std::net::IpAddr>() {
        return Ok(SocketAddr::new(ip, DEFAULT_PORT));
    }
    let found = match address.rsplit_once(':') {
        Some((_, port)) if port.parse::<u16>().is_ok() => address.to_socket_addrs(),
        _ => (address, DEFAULT_PORT).to_socket_addrs(),
    };
    found
        .map_err(|e| format!("{shown}: not an address ({e})"))?
        .next()
        .ok_or_else(|| format!("{shown}: no such address"))
}

/// The connections saying hello, by their place in the queue: the first waited longest.
#[derive(Default)]
struct Door {
    next: u64,
    waiting: VecDeque<(u64, TcpStream)>,
}

impl Door {
    /// `stream` comes in to say hello; if every place is taken, the one that waited longest is
    /// closed (its reader then ends). Returns its place, or `None` if it cannot be kept.
    fn enter(&mut self, stream: &TcpStream) -> Option<u64> {
        let kept = stream.try_clone().ok()?;
        if self.waiting.len() >= DOOR_PLACES
            && let Some((_, oldest)) = self.waiting.pop_front()
        {
            let _ = oldest.shutdown(Shutdown::Both);
        }
        self.next += 1;
        self.waiting.push_back((self.next, kept));
        Some(self.next)
    }

    /// The connection at `place` has said hello (or gone).
    fn leave(&mut self, place: u64) {
        self.waiting.retain(|(at, _)| *at != place);
    }
}

/// A connection past its handshake, before the game's loop reads it: its lines, the opener of
/// the other side's and the sealer of this side's.
pub struct Channel {
    reader: BufReader<TcpStream>,
    opener: Opener,
    sealer: Sealer,
}

impl std::fmt::Debug for Channel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the keys.
        f.write_str("Channel")
    }
}

impl Channel {
    /// Sends `message`, sealed, before the loop takes the connection (the guest's answer to the
    /// rules).
    ///
    /// # Errors
    /// The connection's.
    pub fn send(&mut self, message: &Message) -> std::io::Result<()> {
        let line = self.sealer.seal(message.to_line().trim_end_matches('\n'));
        let mut writer = self.reader.get_ref();
        writer.write_all(line.as_bytes())
    }

    /// The next message, opened, by `deadline`.
    fn receive_by(&mut self, deadline: Instant) -> std::io::Result<Option<Result<Message, String>>> {
        Ok(read_line_by(&mut self.reader, deadline)?
            .map(|line| self.opener.open(&line).map_err(String::from).and_then(|text| Message::parse(&text))))
    }
}

/// Host: accepts players on `listener` on its own thread. A connection has [`HANDSHAKE_TIME`]
/// for the key exchange with the game's `key` (`secure::game_key`) and a `hello` of this protocol's version, sealed with the
/// keys it made; then `Joined` goes to the loop and its messages follow. A greeting of another
/// version is answered `refused` in clear, a `hello` that does not open (a wrong code) too, after
/// a delay; anything else closes the connection.
pub fn accept_players(listener: TcpListener, key: String, links: Arc<Links>, sink: Sink) {
    let key = Arc::new(key);
    let door = Arc::new(Mutex::new(Door::default()));
    let refusing = Arc::new(AtomicUsize::new(0));
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else {
                std::thread::sleep(ACCEPT_RETRY);
                continue;
            };
            let Some(place) = door.lock().unwrap_or_else(|e| e.into_inner()).enter(&stream) else {
                let _ = stream.shutdown(Shutdown::Both);
                continue;
            };
            let (key, links, sink, door, refusing) =
                (key.clone(), links.clone(), sink.clone(), door.clone(), refusing.clone());
            std::thread::spawn(move || {
                let greeted = greet_guest(&stream, &key, &refusing);
                door.lock().unwrap_or_else(|e| e.into_inner()).leave(place);
                let _ = take_in(&stream, greeted, links, sink);
            });
        }
    });
}

/// Host: waits for players at the transit relay `relay` on its own thread, one connection there
/// at a time, paired by `token`, then the exchange with the game's `key`; each connection paired is greeted as
/// [`accept_players`] greets one (on a thread of its own), and a new one waits at once. A relay
/// that cannot be reached is tried again every [`RELAY_RETRY`].
pub fn accept_through_relay(relay: SocketAddr, token: String, key: String, links: Arc<Links>, sink: Sink) {
    let refusing = Arc::new(AtomicUsize::new(0));
    std::thread::spawn(move || {
        loop {
            let Ok(stream) = relay::meet(relay, &token, None) else {
                // Nobody listens any more: the game was left.
                if !sink(NetEvent::Closed { link: 0 }) {
                    return;
                }
                std::thread::sleep(RELAY_RETRY);
                continue;
            };
            let (key, links, sink, refusing) = (key.clone(), links.clone(), sink.clone(), refusing.clone());
            std::thread::spawn(move || {
                let greeted = greet_guest(&stream, &key, &refusing);
                let _ = take_in(&stream, greeted, links, sink);
            });
        }
    });
}

/// A connection greeted (or not): a guest in becomes a link, `Joined` goes to the loop and its
/// messages follow; one refused is closed.
fn take_in(
    stream: &TcpStream,
    greeted: Result<(Channel, Option<String>), ()>,
    links: Arc<Links>,
    sink: Sink,
) -> Result<(), ()> {
    let Ok((channel, name)) = greeted else {
        let _ = stream.shutdown(Shutdown::Both);
        return Err(());
    };
    let Channel { reader, opener, sealer } = channel;
    let link = links.add(stream, sealer).map_err(|_| ())?;
    if sink(NetEvent::Joined { link, name }) {
        read_messages(link, reader, opener, links, sink);
    }
    Ok(())
}

/// Answers `stream` with `reason` in clear, the one message a peer without the keys can read.
fn refuse(stream: &TcpStream, reason: String) {
    let mut writer = stream;
    let _ = writer.write_all(Message::Refused { reason }.to_line().as_bytes());
}

/// The host's side of the handshake, all of it within [`HANDSHAKE_TIME`]: the guest's greeting,
/// this side's, then the guest's sealed `hello` with the right protocol and version. Returns the
/// channel and the guest's name, or refuses (a wrong code answered after [`WRONG_CODE_DELAY`],
/// unless too many wait for theirs already: then closed without a word).
fn greet_guest(
    stream: &TcpStream,
    key: &str,
    refusing: &AtomicUsize,
) -> Result<(Channel, Option<String>), ()> {
    let deadline = Instant::now() + HANDSHAKE_TIME;
    stream.set_write_timeout(Some(WRITE_TIME)).map_err(|_| ())?;
    let mut reader = BufReader::new(stream.try_clone().map_err(|_| ())?);
    let Ok(Some(greeting)) = read_line_by(&mut reader, deadline) else { return Err(()) };
    let (exchange, ours) = Exchange::start(Side::Host, key);
    let (sealer, opener) = match exchange.finish(&greeting) {
        Ok(keys) => keys,
        // An othello of an older protocol says hello in clear: it reads this.
        Err(GreetingError::NotAGreeting) if secure::is_clear(&greeting) => {
            refuse(
                stream,
                format!(
                    "this host speaks {PROTOCOL} version {VERSION}, encrypted: play with the same othello on both sides"
                ),
            );
            return Err(());
        }
        Err(error) => {
            refuse(stream, error.to_string());
            return Err(());
        }
    };
    let mut writer = stream;
    writer.write_all(ours.as_bytes()).map_err(|_| ())?;
    let mut channel = Channel { reader, opener, sealer };
    match channel.receive_by(deadline) {
        Ok(Some(Ok(Message::Hello { protocol, version, name }))) => {
            if protocol != PROTOCOL || version != VERSION {
                refuse(
                    stream,
                    format!(
                        "this host speaks {PROTOCOL} version {VERSION}, and you {} version {version}: play with the same othello on both sides",
                        crate::text::printable(&protocol)
                    ),
                );
                return Err(());
            }
            stream.set_read_timeout(None).map_err(|_| ())?;
            Ok((channel, name))
        }
        Ok(Some(Ok(_))) => {
            refuse(stream, "the first message must be a hello".into());
            Err(())
        }
        // The keys differ: the guest's code is not this one.
        Ok(Some(Err(problem))) if problem == secure::TAMPERED => {
            if refusing.fetch_add(1, Ordering::SeqCst) < MAX_REFUSALS {
                std::thread::sleep(WRONG_CODE_DELAY);
                refuse(stream, "wrong join code".into());
            }
            refusing.fetch_sub(1, Ordering::SeqCst);
            Err(())
        }
        Ok(Some(Err(problem))) => {
            refuse(stream, problem);
            Err(())
        }
        Ok(None) | Err(_) => Err(()),
    }
}

/// Why joining failed.
#[derive(Debug)]
pub enum JoinError {
    /// The host could not be reached (the address, and why).
    Unreachable(String),
    /// The host refused, and said why.
    Refused(String),
    /// The host answered something else than this protocol's welcome.
    Protocol(String),
}

impl std::fmt::Display for JoinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JoinError::Unreachable(why) => write!(f, "{why}"),
            JoinError::Refused(why) => write!(f, "the host refused: {}", crate::text::printable(why)),
            JoinError::Protocol(why) => write!(f, "the host does not speak this game's protocol: {why}"),
        }
    }
}

/// Guest: reaches the host by `route`, does the key exchange with the game's `key`, says `hello`
/// with `name`, and waits for the welcome. Returns the channel (with whatever came after the
/// welcome) and the `Welcome`.
///
/// # Errors
/// The host cannot be reached, refused, or did not answer as this protocol does.
pub fn join(route: Route, key: &str, name: Option<&str>) -> Result<(Channel, Message), JoinError> {
    join_within(route, key, name, HANDSHAKE_TIME)
}

/// [`join`], the host (at the relay, then its answers) awaited `wait` at most in all.
fn join_within(
    route: Route,
    key: &str,
    name: Option<&str>,
    wait: Duration,
) -> Result<(Channel, Message), JoinError> {
    let deadline = Instant::now() + wait;
    let (address, stream) = match &route {
        Route::Direct(address) => (*address, TcpStream::connect_timeout(address, wait)),
        Route::Relay(relay, token) => (*relay, relay::meet(*relay, token, Some(deadline))),
    };
    let unreachable = |e: std::io::Error| match route {
        Route::Direct(_) => JoinError::Unreachable(format!("{address}: {e}")),
        Route::Relay(..) if e.kind() == std::io::ErrorKind::TimedOut => JoinError::Unreachable(format!(
            "the host is not at the relay {address} (waited {} s): is its game still waiting, and is the code's first group right?",
            wait.as_secs_f64()
        )),
        Route::Relay(..) => JoinError::Unreachable(format!("the relay {address}: {e}")),
    };
    let mut stream = stream.map_err(unreachable)?;
    let unreachable = |e: std::io::Error| JoinError::Unreachable(format!("{address}: {e}"));
    stream.set_write_timeout(Some(WRITE_TIME)).map_err(unreachable)?;
    let _ = stream.set_nodelay(true);
    let (exchange, greeting) = Exchange::start(Side::Guest, key);
    stream.write_all(greeting.as_bytes()).map_err(unreachable)?;
    let mut reader = BufReader::new(stream.try_clone().map_err(unreachable)?);
    let answer = |reader: &mut BufReader<TcpStream>| match read_line_by(reader, deadline) {
        Ok(Some(line)) => Ok(line),
        Ok(None) => Err(JoinError::Unreachable(format!("{address}: the host closed the connection"))),
        Err(error) if error.kind() == std::io::ErrorKind::TimedOut => {
            let waited = wait.as_secs_f64();
            Err(JoinError::Unreachable(format!("{address}: no answer from the host in {waited} s")))
        }
        Err(error) => Err(JoinError::Protocol(error.to_string())),
    };
    let line = answer(&mut reader)?;
    let refusal = |line: &str| match Message::parse(line) {
        Ok(Message::Refused { reason }) => JoinError::Refused(reason),
        Ok(_) => JoinError::Protocol("the first answer must be a welcome".into()),
        Err(problem) => JoinError::Protocol(problem),
    };
    if secure::is_clear(&line) {
        return Err(refusal(&line));
    }
    let (sealer, opener) = exchange.finish(&line).map_err(|e| JoinError::Protocol(e.to_string()))?;
    let mut channel = Channel { reader, opener, sealer };
    let hello = Message::Hello { protocol: PROTOCOL.into(), version: VERSION, name: name.map(String::from) };
    channel.send(&hello).map_err(unreachable)?;
    // The host waits a second before it refuses a wrong code: that is inside the deadline.
    let line = answer(&mut channel.reader)?;
    if secure::is_clear(&line) {
        return Err(refusal(&line));
    }
    match channel.opener.open(&line).map_err(String::from).and_then(|text| Message::parse(&text)) {
        Ok(welcome @ Message::Welcome { .. }) => {
            stream.set_read_timeout(None).map_err(unreachable)?;
            Ok((channel, welcome))
        }
        Ok(_) => Err(JoinError::Protocol("the first answer must be a welcome".into())),
        Err(problem) => Err(JoinError::Protocol(problem)),
    }
}

/// Guest: reads the host's messages from `channel`, now that the handshake is done, on its own
/// thread; returns the link to write to.
///
/// # Errors
/// The connection cannot be shared between the reader and the writer.
pub fn start_reading(channel: Channel, links: &Arc<Links>, sink: Sink) -> std::io::Result<LinkId> {
    let Channel { reader, opener, sealer } = channel;
    let link = links.add(reader.get_ref(), sealer)?;
    let links = links.clone();
    std::thread::spawn(move || read_messages(link, reader, opener, links, sink));
    Ok(link)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A connected pair on the loopback address: (this side, the peer).
    fn pair() -> (TcpStream, TcpStream) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let peer = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        (listener.accept().unwrap().0, peer)
    }

    #[test]
    fn strangers_at_the_door_make_room_for_the_next_one_the_longest_waiting_shown_out() {
        let mut door = Door::default();
        let pairs: Vec<(TcpStream, TcpStream)> = (0..DOOR_PLACES + 2).map(|_| pair()).collect();
        let places: Vec<u64> = pairs.iter().map(|(side, _)| door.enter(side).unwrap()).collect();
        let distinct: std::collections::HashSet<&u64> = places.iter().collect();
        assert_eq!(distinct.len(), places.len(), "each in its own place");
        assert_eq!(door.waiting.len(), DOOR_PLACES);
        // The two who waited longest were shown out: their peers read the end.
        for (at, (_, peer)) in pairs.iter().enumerate() {
            peer.set_read_timeout(Some(Duration::from_millis(50))).unwrap();
            let shown_out = matches!((&*peer).read(&mut [0u8; 1]), Ok(0));
            assert_eq!(shown_out, at < 2, "stranger {at}");
        }
        // One who said hello leaves its place, and only its own.
        door.leave(places[5]);
        assert_eq!(door.waiting.len(), DOOR_PLACES - 1);
        assert!(door.waiting.iter().all(|(place, _)| *place != places[5]));
        door.leave(places[5]);
        assert_eq!(door.waiting.len(), DOOR_PLACES - 1);
    }

    #[test]
    fn a_host_that_never_answers_is_said_to_in_words() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let silent = std::thread::spawn(move || listener.accept().map(|(stream, _)| stream));
        let error = join_within(Route::Direct(address), "c", None, Duration::from_millis(200)).unwrap_err();
        assert!(
            matches!(&error, JoinError::Unreachable(why) if why.contains("no answer from the host in 0.2 s")),
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
        let error = join_within(Route::Direct(address), "c", None, Duration::from_secs(2)).unwrap_err();
        assert!(matches!(&error, JoinError::Refused(why) if why == "wrong join code"), "{error}");
        // Not a line of the protocol: what is wrong, not a silence.
        let address = fake_host(Duration::ZERO, b"\xff\xfe\n".to_vec());
        let error = join_within(Route::Direct(address), "c", None, Duration::from_secs(2)).unwrap_err();
        assert!(matches!(&error, JoinError::Protocol(why) if why.contains("UTF-8")), "{error}");
    }

    /// A host listening on the loopback address with the game key `key`, welcoming whoever joins:
    /// its address, its links, and the events it saw.
    fn welcoming_host(key: &str) -> (SocketAddr, Arc<Links>, Arc<Mutex<Vec<NetEvent>>>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let (links, events) = (Arc::new(Links::default()), Arc::new(Mutex::new(Vec::new())));
        let (welcomer, seen) = (links.clone(), events.clone());
        let sink: Sink = Arc::new(move |event| {
            if let NetEvent::Joined { link, .. } = &event {
                let game = serde_json::json!({ "any": "game" });
                let welcome = Message::Welcome {
                    version: VERSION,
                    host: None,
                    you: crate::engine::color::Color::White,
                    game,
                    started: false,
                };
                welcomer.send(*link, &welcome);
            }
            seen.lock().unwrap().push(event);
            true
        });
        accept_players(listener, key.to_string(), links.clone(), sink);
        (address, links, events)
    }

    /// Waits up to two seconds for `events` to hold one that `wanted` accepts.
    fn wait_for(events: &Mutex<Vec<NetEvent>>, wanted: impl Fn(&NetEvent) -> bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if events.lock().unwrap().iter().any(&wanted) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        false
    }

    #[test]
    fn the_right_key_joins_and_talks_sealed_and_a_wrong_one_is_refused_in_words() {
        let (address, links, events) = welcoming_host("right");
        let (mut channel, welcome) = join(Route::Direct(address), "right", Some("Ben")).unwrap();
        assert!(matches!(welcome, Message::Welcome { started: false, .. }), "{welcome:?}");
        assert!(wait_for(
            &events,
            |e| matches!(e, NetEvent::Joined { name: Some(name), .. } if name == "Ben")
        ));
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
        let error = join(Route::Direct(address), "wrong", Some("Eve")).unwrap_err();
        assert!(matches!(&error, JoinError::Refused(why) if why == "wrong join code"), "{error}");
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
        let (address, _, events) = welcoming_host("key");
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
        let (address, _, events) = welcoming_host("key");
        let mut stream = TcpStream::connect(address).unwrap();
        let (exchange, greeting) = Exchange::start(Side::Guest, "key");
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
        let (address, links, events) = welcoming_host("key");
        let mut stream = TcpStream::connect(address).unwrap();
        let (exchange, greeting) = Exchange::start(Side::Guest, "key");
        stream.write_all(greeting.as_bytes()).unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let (mut sealer, _) = exchange.finish(&read_line(&mut reader).unwrap().unwrap()).unwrap();
        let hello = Message::Hello { protocol: PROTOCOL.into(), version: VERSION + 1, name: None };
        stream.write_all(sealer.seal(hello.to_line().trim_end()).as_bytes()).unwrap();
        let line = read_line(&mut reader).unwrap().unwrap();
        assert!(line.contains(&format!("this host speaks {PROTOCOL} version {VERSION}")), "{line}");
        // A guest's link, once welcomed, brings the host's messages to its own sink.
        let (channel, _) = join(Route::Direct(address), "key", None).unwrap();
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
    fn through_a_relay_a_guest_joins_comes_back_and_a_wrong_code_is_refused_each_time() {
        use crate::net::relay::token;
        use crate::net::secure::game_key;
        let relay = crate::net::relay::tests::test_relay();
        let code = "7kq2-mx9d-4hvf-rt3c";
        let (links, events) = (Arc::new(Links::default()), Arc::new(Mutex::new(Vec::new())));
        let (welcomer, seen) = (links.clone(), events.clone());
        let sink: Sink = Arc::new(move |event| {
            if let NetEvent::Joined { link, .. } = &event {
                let game = serde_json::json!({ "any": "game" });
                let welcome = Message::Welcome {
                    version: VERSION,
                    host: None,
                    you: crate::engine::color::Color::White,
                    game,
                    started: false,
                };
                welcomer.send(*link, &welcome);
            }
            seen.lock().unwrap().push(event);
            true
        });
        accept_through_relay(relay, token(code), game_key(code), links, sink);
        let route = |code: &str| Route::Relay(relay, token(code));
        let (mut channel, welcome) = join(route(code), &game_key(code), Some("Ben")).unwrap();
        assert!(matches!(welcome, Message::Welcome { .. }));
        channel.send(&Message::Chat { text: "via the relay".into() }).unwrap();
        assert!(wait_for(
            &events,
            |e| matches!(e, NetEvent::Message { message: Message::Chat { text }, .. } if text == "via the relay")
        ));
        drop(channel);
        // Back through the relay: the host waits there again at once.
        let (mut again, _) = join(route(code), &game_key(code), Some("Ben")).unwrap();
        again.send(&Message::Chat { text: "back".into() }).unwrap();
        assert!(wait_for(
            &events,
            |e| matches!(e, NetEvent::Message { message: Message::Chat { text }, .. } if text == "back")
        ));
        // A code wrong after its first group meets the host and is refused, on every new connection.
        for _ in 0..2 {
            let wrong = "7kq2-mx9d-4hvf-rt3d";
            let error = join(route(wrong), &game_key(wrong), None).unwrap_err();
            assert!(matches!(&error, JoinError::Refused(why) if why == "wrong join code"), "{error}");
        }
        // One wrong in its first group meets no one, and is told so at its deadline.
        let wrong = "8kq2-mx9d-4hvf-rt3c";
        let error =
            join_within(route(wrong), &game_key(wrong), None, Duration::from_millis(500)).unwrap_err();
        assert!(
            matches!(&error, JoinError::Unreachable(why) if why.contains("is not at the relay")),
            "{error}"
        );
        assert_eq!(events.lock().unwrap().iter().filter(|e| matches!(e, NetEvent::Joined { .. })).count(), 2);
    }

    #[test]
    fn a_host_keeps_trying_a_relay_not_there_yet_and_a_guest_is_told_which_is_missing() {
        use crate::net::relay::token;
        use crate::net::secure::game_key;
        // A free port, where the relay comes up only later.
        let port = TcpListener::bind("127.0.0.1:0").unwrap();
        let relay = port.local_addr().unwrap();
        drop(port);
        let code = "7kq2-mx9d-4hvf-rt3c";
        let route = Route::Relay(relay, token(code));
        let error =
            join_within(route.clone(), &game_key(code), None, Duration::from_millis(300)).unwrap_err();
        assert!(matches!(&error, JoinError::Unreachable(why) if why.starts_with("the relay ")), "{error}");
        let (links, events) = (Arc::new(Links::default()), Arc::new(Mutex::new(Vec::new())));
        let (welcomer, seen) = (links.clone(), events.clone());
        let sink: Sink = Arc::new(move |event| {
            if let NetEvent::Joined { link, .. } = &event {
                let game = serde_json::json!({ "any": "game" });
                let welcome = Message::Welcome {
                    version: VERSION,
                    host: None,
                    you: crate::engine::color::Color::White,
                    game,
                    started: false,
                };
                welcomer.send(*link, &welcome);
            }
            seen.lock().unwrap().push(event);
            true
        });
        accept_through_relay(relay, token(code), game_key(code), links, sink);
        std::thread::sleep(Duration::from_millis(300));
        crate::net::relay::tests::test_relay_on(TcpListener::bind(relay).unwrap());
        // The host tries again within its retry time, and the guest finds it there.
        let (_channel, welcome) = join_within(route, &game_key(code), None, RELAY_RETRY * 3).unwrap();
        assert!(matches!(welcome, Message::Welcome { .. }));
    }

    /// What a man in the middle does to two lines in a row.
    type Tamper = fn(Vec<Vec<u8>>) -> Vec<Vec<u8>>;

    /// A man in the middle between a guest and `host`: forwards every line, but line `at` of the
    /// guest's (counted from 0: the greeting, the hello, then the game's) goes through `tamper`.
    /// Returns its own address.
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
    fn a_line_flipped_dropped_swapped_or_replayed_on_the_way_ends_the_link_and_no_message_gets_through() {
        let tamperings: [(&str, Tamper); 4] = [
            ("flipped", |mut lines| {
                lines[0][5] ^= 1;
                lines
            }),
            ("dropped", |lines| lines[1..].to_vec()),
            ("swapped", |lines| vec![lines[1].clone(), lines[0].clone()]),
            ("replayed", |lines| vec![lines[0].clone(), lines[0].clone(), lines[1].clone()]),
        ];
        for (what, tamper) in tamperings {
            let (host, _, events) = welcoming_host("key");
            let relay = tampering_relay(host, 2, tamper);
            let (mut channel, _) = join(Route::Direct(relay), "key", None).unwrap();
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
            let expected: &[&str] = if what == "replayed" { &["first"] } else { &[] };
            assert_eq!(chats, expected, "{what}");
            // The guest joins again on a new connection, with new keys.
            let (mut again, _) = join(Route::Direct(host), "key", None).unwrap();
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
        use std::os::fd::AsRawFd;
        let (side, peer) = pair();
        // Closed with a zero linger: the peer's system resets the connection.
        let linger = libc::linger { l_onoff: 1, l_linger: 0 };
        // SAFETY: a valid socket and a linger structure of the size given.
        let set = unsafe {
            libc::setsockopt(
                peer.as_raw_fd(),
                libc::SOL_SOCKET,
                libc::SO_LINGER,
                (&raw const linger).cast(),
                std::mem::size_of::<libc::linger>() as libc::socklen_t,
            )
        };
        assert_eq!(set, 0);
        (&peer).write_all(b"half a hel").unwrap();
        std::thread::sleep(Duration::from_millis(50));
        drop(peer);
        let started = Instant::now();
        let error = read_line_by(&mut BufReader::new(side), started + Duration::from_secs(5));
        assert!(error.is_err_and(|e| e.kind() != std::io::ErrorKind::TimedOut));
        assert!(started.elapsed() < Duration::from_secs(1), "{:?}", started.elapsed());
    }
}
