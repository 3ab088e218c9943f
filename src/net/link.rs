//! The connections of a network game: each read on its own thread, line by line and bounded,
//! each line opened (`secure`) and its message sent to the game's loop as a `NetEvent`; written
//! to from the loop by id, each line sealed. The host's listener does the key exchange and checks
//! the guest's `hello` before a connection reaches the game; the guest's `join` does the
//! handshake from its side.

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use super::door::{DoorKeys, Verdict, WrongCode};
use super::relay;
use super::secure::{self, Exchange, GreetingError, MAX_SEALED_LINE, Opener, Sealer, Secret, Side};
use crate::play::network::protocol::reasons::{self, OTHER_VERSION};
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
/// longest, of the address holding the most places, leave: strangers at the door cannot keep a
/// guest out, since a guest says hello as soon as it is in, nor can a flood of connections from
/// one party (an IPv4 address, an IPv6 /48: see [`neighbourhood`]) push out a guest from another
/// while the guest says it. Only a flood from as many parties as there are places can, which
/// takes hundreds of machines: each place costs the host a thread that waits (its stack mostly
/// untouched) and two sockets, for [`HANDSHAKE_TIME`] at most. Through a relay, where every
/// connection comes from the relay, the host waits for a place instead
/// ([`accept_through_relay`]).
const DOOR_PLACES: usize = 256;
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
            Ok(Some(line)) => match opener.open_message(&line) {
                Ok(message) => NetEvent::Message { link, message },
                Err(problem) => NetEvent::Bad { link, problem },
            },
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
/// The address cannot be resolved.
pub fn resolve(address: &str) -> Result<SocketAddr, AddressError> {
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
        .map_err(|e| AddressError::NotAnAddress(shown.clone(), e.to_string()))?
        .next()
        .ok_or(AddressError::NoSuch(shown))
}

/// Why an address cannot be reached: each with the address as typed (made printable).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AddressError {
    /// It is no address, and why (the resolver's words).
    NotAnAddress(String, String),
    /// No address has that name.
    NoSuch(String),
}

impl std::fmt::Display for AddressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AddressError::NotAnAddress(address, why) => write!(f, "{address}: not an address ({why})"),
            AddressError::NoSuch(address) => write!(f, "{address}: no such address"),
        }
    }
}

/// The connections saying hello, by their place in the queue (the first waited longest), each
/// with where it came from.
#[derive(Default)]
struct Door {
    next: u64,
    waiting: VecDeque<(u64, IpAddr, TcpStream)>,
}

impl Door {
    /// `stream` comes in from `from` to say hello; if every place is taken, the one that waited
    /// longest of the address holding the most places is closed (its reader then ends). Returns
    /// its place, or `None` if it cannot be kept.
    fn enter(&mut self, stream: &TcpStream, from: IpAddr) -> Option<u64> {
        let kept = stream.try_clone().ok()?;
        let from = neighbourhood(from);
        if self.waiting.len() >= DOOR_PLACES {
            let mut places: HashMap<IpAddr, usize> = HashMap::new();
            for (_, address, _) in &self.waiting {
                *places.entry(*address).or_default() += 1;
            }
            let most = places.values().copied().max().unwrap_or(0);
            if let Some(at) = self.waiting.iter().position(|(_, address, _)| places[address] == most)
                && let Some((_, _, shown_out)) = self.waiting.remove(at)
            {
                let _ = shown_out.shutdown(Shutdown::Both);
            }
        }
        self.next += 1;
        self.waiting.push_back((self.next, from, kept));
        Some(self.next)
    }

    /// The connection at `place` has said hello (or gone).
    fn leave(&mut self, place: u64) {
        self.waiting.retain(|(at, ..)| *at != place);
    }
}

/// The addresses one party may be expected to hold, by one of them: an IPv4 address is its
/// own, an IPv6 one stands for its /48 (the most a provider gives one customer: a home is given
/// a /56 or a /48 of /64s to pick from, so a /64 each would let one home hold every place).
fn neighbourhood(address: IpAddr) -> IpAddr {
    /// The bits of an IPv6 address that name a /48.
    const PREFIX_48: u128 = !0u128 << 80;
    match address.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & PREFIX_48)),
        v4 => v4,
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
        Ok(read_line_by(&mut self.reader, deadline)?.map(|line| self.opener.open_message(&line)))
    }
}

/// Host: accepts players on `listener` on its own thread. A connection has [`HANDSHAKE_TIME`]
/// for the key exchange with the secret it asks of the door's `keys` (the code, or the game's
/// key) and a `hello` of this protocol's version, sealed with the keys it made; then `Joined` goes
/// to the loop and its messages follow. A greeting of another version is answered `refused` in
/// clear, a `hello` that does not open (a wrong code) too, after a delay, and counted against the
/// code (`WrongCode` goes to the loop); anything else closes the connection.
pub fn accept_players(listener: TcpListener, keys: Arc<DoorKeys>, links: Arc<Links>, sink: Sink) {
    let door = Arc::new(Mutex::new(Door::default()));
    let refusing = Arc::new(AtomicUsize::new(0));
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else {
                std::thread::sleep(ACCEPT_RETRY);
                continue;
            };
            let from = stream.peer_addr().map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |peer| peer.ip());
            let Some(place) = door.lock().unwrap_or_else(|e| e.into_inner()).enter(&stream, from) else {
                let _ = stream.shutdown(Shutdown::Both);
                continue;
            };
            let (keys, links, sink, door, refusing) =
                (keys.clone(), links.clone(), sink.clone(), door.clone(), refusing.clone());
            std::thread::spawn(move || {
                let greeted = greet_guest(&stream, &keys, &refusing, &sink);
                door.lock().unwrap_or_else(|e| e.into_inner()).leave(place);
                let _ = take_in(&stream, greeted, links, sink);
            });
        }
    });
}

/// Host: waits for players at the transit relay `relay` on its own thread, one connection there
/// at a time, paired by `token`, then the exchange with the door's `keys`; each connection paired
/// is greeted as [`accept_players`] greets one (on a thread of its own), and a new one waits at
/// once, if fewer than [`DOOR_PLACES`] are being greeted: else it waits for a place first, so
/// that a stranger who pairs again and again (the token is no secret) holds that many threads of
/// the host at most. (Every connection comes from the relay's address: the door's choice by
/// address cannot be made here.) A relay that cannot be reached, or that closes the waiting
/// connection (it does when a guest pairs with another host of the same number: the spare of that
/// side), is tried again after [`RELAY_RETRY`], the player told nothing.
pub fn accept_through_relay(
    relay: SocketAddr,
    token: String,
    keys: Arc<DoorKeys>,
    links: Arc<Links>,
    sink: Sink,
) {
    let refusing = Arc::new(AtomicUsize::new(0));
    let places = Arc::new(Places::default());
    std::thread::spawn(move || {
        loop {
            let place = Places::take(&places);
            let Ok(stream) = relay::meet(relay, &token, Side::Host, None) else {
                drop(place);
                // Nobody listens any more: the game was left.
                if !sink(NetEvent::Closed { link: 0 }) {
                    return;
                }
                std::thread::sleep(RELAY_RETRY);
                continue;
            };
            let (keys, links, sink, refusing) = (keys.clone(), links.clone(), sink.clone(), refusing.clone());
            std::thread::spawn(move || {
                let greeted = greet_guest(&stream, &keys, &refusing, &sink);
                drop(place);
                let _ = take_in(&stream, greeted, links, sink);
            });
        }
    });
}

/// How many connections through the relay are being greeted, at most [`DOOR_PLACES`].
#[derive(Default)]
struct Places {
    taken: Mutex<usize>,
    freed: Condvar,
}

/// A place taken in [`Places`], given back when dropped (a greeting that panics gives it back
/// too).
struct Place(Arc<Places>);

impl Places {
    /// A place, once one is free.
    fn take(places: &Arc<Places>) -> Place {
        let mut taken = places.taken.lock().unwrap_or_else(|e| e.into_inner());
        while *taken >= DOOR_PLACES {
            taken = places.freed.wait(taken).unwrap_or_else(|e| e.into_inner());
        }
        *taken += 1;
        Place(places.clone())
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        *self.0.taken.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
        self.0.freed.notify_one();
    }
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
/// channel and the guest's name, or refuses (a wrong code counted against the code, the loop told
/// through `sink`, and answered after [`WRONG_CODE_DELAY`], unless too many wait for theirs
/// already: then closed without a word).
fn greet_guest(
    stream: &TcpStream,
    keys: &DoorKeys,
    refusing: &AtomicUsize,
    sink: &Sink,
) -> Result<(Channel, Option<String>), ()> {
    let deadline = Instant::now() + HANDSHAKE_TIME;
    stream.set_write_timeout(Some(WRITE_TIME)).map_err(|_| ())?;
    let mut reader = BufReader::new(stream.try_clone().map_err(|_| ())?);
    let Ok(Some(greeting)) = read_line_by(&mut reader, deadline) else { return Err(()) };
    let not_a_greeting = |error| {
        let reason = match error {
            // An othello of an older protocol says hello in clear: it reads this.
            GreetingError::NotAGreeting if secure::is_clear(&greeting) => format!(
                "{OTHER_VERSION}{PROTOCOL} version {VERSION}, encrypted: play with the same othello on both sides"
            ),
            error => error.to_string(),
        };
        refuse(stream, reason);
    };
    let asked = secure::secret_asked(&greeting).map_err(not_a_greeting)?;
    let Some(secret) = keys.secret(asked) else {
        refuse(stream, reasons::TAKES_NO_CODE.into());
        return Err(());
    };
    let (exchange, ours) = Exchange::start(Side::Host, &secret);
    let (sealer, opener) = exchange.finish(&greeting).map_err(not_a_greeting)?;
    let mut writer = stream;
    writer.write_all(ours.as_bytes()).map_err(|_| ())?;
    let mut channel = Channel { reader, opener, sealer };
    let hello = match channel.receive_by(deadline) {
        Ok(Some(Ok(message))) => Some(message),
        // The keys differ: the guest's code (or key) is not this one.
        Ok(Some(Err(problem))) if problem == secure::TAMPERED => None,
        Ok(Some(Err(problem))) => {
            refuse(stream, problem);
            return Err(());
        }
        Ok(None) | Err(_) => return Err(()),
    };
    if let Verdict::Wrong(told) = keys.judge(&secret, hello.is_some()) {
        // Counted before anything is answered: a guess closed without a word is a guess too.
        if let Some(WrongCode { tries, renewed }) = told {
            sink(NetEvent::WrongCode { tries, renewed: renewed.map(|code| code.to_string()) });
        }
        let told = match secret {
            Secret::Code(_) => reasons::WRONG_CODE,
            Secret::Game(_) => reasons::WRONG_KEY,
        };
        if refusing.fetch_add(1, Ordering::SeqCst) < MAX_REFUSALS {
            std::thread::sleep(WRONG_CODE_DELAY);
            refuse(stream, told.into());
        }
        refusing.fetch_sub(1, Ordering::SeqCst);
        return Err(());
    }
    match hello {
        Some(Message::Hello { protocol, version, name }) => {
            if protocol != PROTOCOL || version != VERSION {
                refuse(
                    stream,
                    format!(
                        "{OTHER_VERSION}{PROTOCOL} version {VERSION}, and you {} version {version}: play with the same othello on both sides",
                        crate::text::printable(&protocol)
                    ),
                );
                return Err(());
            }
            stream.set_read_timeout(None).map_err(|_| ())?;
            Ok((channel, name))
        }
        _ => {
            refuse(stream, "the first message must be a hello".into());
            Err(())
        }
    }
}

/// Why joining failed.
#[derive(Debug)]
pub enum JoinError {
    /// The host could not be reached (the address, and why).
    Unreachable(Unreachable),
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

/// Why the host at `address` (or the relay there) could not be reached.
#[derive(Debug)]
pub struct Unreachable {
    /// The host's address, or the relay's.
    pub address: SocketAddr,
    /// What went wrong there.
    pub why: UnreachableWhy,
}

/// What went wrong on the way to a host.
#[derive(Debug)]
pub enum UnreachableWhy {
    /// The connection to the host failed, or broke.
    Failed(std::io::Error),
    /// The relay could not be reached.
    Relay(std::io::Error),
    /// The host did not come to the relay in the time waited.
    NotAtRelay(Duration),
    /// The host closed the connection.
    Closed,
    /// The host did not answer in the time waited.
    Silent(Duration),
}

impl std::fmt::Display for Unreachable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let address = self.address;
        match &self.why {
            UnreachableWhy::Failed(e) => write!(f, "{address}: {e}"),
            UnreachableWhy::Relay(e) => write!(f, "the relay {address}: {e}"),
            UnreachableWhy::NotAtRelay(waited) => write!(
                f,
                "the host is not at the relay {address} (waited {} s): is its game still waiting, and is the code's number right?",
                waited.as_secs_f64()
            ),
            UnreachableWhy::Closed => write!(f, "{address}: the host closed the connection"),
            UnreachableWhy::Silent(waited) => {
                write!(f, "{address}: no answer from the host in {} s", waited.as_secs_f64())
            }
        }
    }
}

/// Guest: reaches the host by `route`, does the key exchange keyed by `secret`, says `hello`
/// with `name`, and waits for the welcome. Returns the channel (with whatever came after the
/// welcome) and the `Welcome`.
///
/// # Errors
/// The host cannot be reached, refused, or did not answer as this protocol does.
pub fn join(route: Route, secret: &Secret, name: Option<&str>) -> Result<(Channel, Message), JoinError> {
    join_within(route, secret, name, HANDSHAKE_TIME)
}

/// [`join`], the host (at the relay, then its answers) awaited `wait` at most in all.
fn join_within(
    route: Route,
    secret: &Secret,
    name: Option<&str>,
    wait: Duration,
) -> Result<(Channel, Message), JoinError> {
    let deadline = Instant::now() + wait;
    let (address, stream) = match &route {
        Route::Direct(address) => (*address, TcpStream::connect_timeout(address, wait)),
        Route::Relay(relay, token) => (*relay, relay::meet(*relay, token, Side::Guest, Some(deadline))),
    };
    let unreachable_for = |why| JoinError::Unreachable(Unreachable { address, why });
    let unreachable = |e: std::io::Error| match route {
        Route::Direct(_) => unreachable_for(UnreachableWhy::Failed(e)),
        Route::Relay(..) if e.kind() == std::io::ErrorKind::TimedOut => {
            unreachable_for(UnreachableWhy::NotAtRelay(wait))
        }
        Route::Relay(..) => unreachable_for(UnreachableWhy::Relay(e)),
    };
    let mut stream = stream.map_err(unreachable)?;
    let unreachable = |e: std::io::Error| unreachable_for(UnreachableWhy::Failed(e));
    stream.set_write_timeout(Some(WRITE_TIME)).map_err(unreachable)?;
    let _ = stream.set_nodelay(true);
    let (exchange, greeting) = Exchange::start(Side::Guest, secret);
    stream.write_all(greeting.as_bytes()).map_err(unreachable)?;
    let mut reader = BufReader::new(stream.try_clone().map_err(unreachable)?);
    let answer = |reader: &mut BufReader<TcpStream>| match read_line_by(reader, deadline) {
        Ok(Some(line)) => Ok(line),
        Ok(None) => Err(unreachable_for(UnreachableWhy::Closed)),
        Err(error) if error.kind() == std::io::ErrorKind::TimedOut => {
            Err(unreachable_for(UnreachableWhy::Silent(wait)))
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
    match channel.opener.open_message(&line) {
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
#[path = "link_tests.rs"]
mod tests;
