//! The connections of a network game: each read on its own thread, line by line and bounded,
//! its messages sent to the game's loop as `NetEvent`s; written to from the loop by id. The
//! host's listener checks the handshake and the join code before a connection reaches the game;
//! the guest's `join` does the handshake from its side.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::code::code_matches;
use super::protocol::{MAX_LINE, Message, PROTOCOL, VERSION};

/// Which connection a message came on.
pub type LinkId = u64;

/// The port the host listens on unless told.
pub const DEFAULT_PORT: u16 = 7654;
/// How long a new connection has to say `hello`, and a guest to be answered.
pub const HANDSHAKE_TIME: Duration = Duration::from_secs(10);
/// How long a wrong join code waits for its answer, so that codes cannot be tried quickly.
const WRONG_CODE_DELAY: Duration = Duration::from_secs(1);
/// How many connections may be in their handshake at once; more are closed at once.
const MAX_HANDSHAKES: usize = 8;
/// How long a write may block before the connection is given up: the loop waits that long at
/// most for a peer that stopped reading.
const WRITE_TIME: Duration = Duration::from_secs(2);

/// What the network did, for the game's loop.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NetEvent {
    /// Host: someone gave the right code on `link`, with this name.
    Joined {
        /// The connection.
        link: LinkId,
        /// The name the guest gave.
        name: Option<String>,
    },
    /// Guest: connected to the host again, and welcomed with this (a `Welcome`).
    Rejoined {
        /// The connection.
        link: LinkId,
        /// The host's welcome.
        welcome: Message,
    },
    /// A message arrived.
    Message {
        /// The connection.
        link: LinkId,
        /// What it says.
        message: Message,
    },
    /// A line that is not a message of the protocol arrived: the connection was closed.
    Bad {
        /// The connection.
        link: LinkId,
        /// What was wrong.
        problem: String,
    },
    /// The connection ended.
    Closed {
        /// The connection.
        link: LinkId,
    },
}

/// Where the network's events go; `false` once nobody listens.
pub type Sink = Arc<dyn Fn(NetEvent) -> bool + Send + Sync>;

/// The open connections, written to by id.
#[derive(Default)]
pub struct Links {
    next: AtomicU64,
    streams: Mutex<HashMap<LinkId, TcpStream>>,
}

impl Links {
    fn add(&self, stream: &TcpStream) -> std::io::Result<LinkId> {
        let id = self.next.fetch_add(1, Ordering::Relaxed) + 1;
        stream.set_write_timeout(Some(WRITE_TIME))?;
        let writer = stream.try_clone()?;
        self.streams.lock().unwrap_or_else(|e| e.into_inner()).insert(id, writer);
        Ok(id)
    }

    /// Sends `message` on `link`; a connection that cannot take it is closed (its reader then
    /// reports it closed). Returns whether it was sent.
    pub fn send(&self, link: LinkId, message: &Message) -> bool {
        let mut streams = self.streams.lock().unwrap_or_else(|e| e.into_inner());
        let Some(stream) = streams.get_mut(&link) else { return false };
        let sent = stream.write_all(message.to_line().as_bytes()).and_then(|()| stream.flush()).is_ok();
        if !sent {
            let _ = stream.shutdown(Shutdown::Both);
            streams.remove(&link);
        }
        sent
    }

    /// Closes `link` (its reader reports it closed).
    pub fn close(&self, link: LinkId) {
        if let Some(stream) = self.streams.lock().unwrap_or_else(|e| e.into_inner()).remove(&link) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

/// Reads one line of at most `MAX_LINE` bytes, without its newline; `None` at the end.
///
/// # Errors
/// A line too long or not UTF-8 (`InvalidData`), or the connection's error.
pub fn read_line(reader: &mut impl BufRead) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    // One byte more than a line may hold, newline included, tells a line too long.
    let read = reader.take(MAX_LINE as u64 + 2).read_until(b'\n', &mut line)?;
    if read == 0 {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') {
        let problem = if line.len() > MAX_LINE { "a line too long" } else { "a line cut short" };
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

/// Reads `link`'s messages until it ends, sending each to `sink`. A bad line ends it too:
/// `Bad` says so (and no `Closed` follows).
fn read_messages(link: LinkId, mut reader: BufReader<TcpStream>, links: Arc<Links>, sink: Sink) {
    loop {
        let event = match read_line(&mut reader) {
            Ok(Some(line)) => match Message::parse(&line) {
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

/// Host: accepts players on `listener` on its own thread. A connection has
/// [`HANDSHAKE_TIME`] to send a `hello` of this protocol's version with the right `code`;
/// then `Joined` goes to the loop and its messages follow. Any other first line is answered
/// `refused` and the connection closed, a wrong code after a delay.
pub fn accept_players(listener: TcpListener, code: String, links: Arc<Links>, sink: Sink) {
    let code = Arc::new(code);
    let handshakes = Arc::new(AtomicUsize::new(0));
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            if handshakes.fetch_add(1, Ordering::SeqCst) >= MAX_HANDSHAKES {
                handshakes.fetch_sub(1, Ordering::SeqCst);
                let _ = stream.shutdown(Shutdown::Both);
                continue;
            }
            let (code, links, sink, handshakes) =
                (code.clone(), links.clone(), sink.clone(), handshakes.clone());
            std::thread::spawn(move || {
                let greeted = handshake(&stream, &code);
                handshakes.fetch_sub(1, Ordering::SeqCst);
                let Ok((reader, name)) = greeted else {
                    let _ = stream.shutdown(Shutdown::Both);
                    return;
                };
                let Ok(link) = links.add(&stream) else { return };
                if sink(NetEvent::Joined { link, name }) {
                    read_messages(link, reader, links, sink);
                }
            });
        }
    });
}

/// The host's side of the handshake: a `hello` with the right protocol, version and code, or a
/// `refused` and an error.
fn handshake(stream: &TcpStream, code: &str) -> Result<(BufReader<TcpStream>, Option<String>), ()> {
    let refuse = |reason: String| {
        let mut writer = stream;
        let _ = writer.write_all(Message::Refused { reason }.to_line().as_bytes());
    };
    stream.set_read_timeout(Some(HANDSHAKE_TIME)).map_err(|_| ())?;
    stream.set_write_timeout(Some(WRITE_TIME)).map_err(|_| ())?;
    let mut reader = BufReader::new(stream.try_clone().map_err(|_| ())?);
    let line = match read_line(&mut reader) {
        Ok(Some(line)) => line,
        Ok(None) | Err(_) => return Err(()),
    };
    match Message::parse(&line) {
        Ok(Message::Hello { protocol, version, code: given, name }) => {
            if protocol != PROTOCOL || version != VERSION {
                refuse(format!(
                    "this host speaks {PROTOCOL} version {VERSION}, and you {} version {version}: play with the same othello on both sides",
                    crate::text::printable(&protocol)
                ));
                return Err(());
            }
            if !code_matches(code, &given) {
                std::thread::sleep(WRONG_CODE_DELAY);
                refuse("wrong join code".into());
                return Err(());
            }
            stream.set_read_timeout(None).map_err(|_| ())?;
            Ok((reader, name))
        }
        Ok(_) => {
            refuse("the first message must be a hello".into());
            Err(())
        }
        Err(problem) => {
            refuse(problem);
            Err(())
        }
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

/// Guest: connects to `address`, says `hello` with `code` and `name`, and waits for the
/// welcome. Returns the connection (with whatever came after the welcome) and the `Welcome`.
///
/// # Errors
/// The host cannot be reached, refused, or did not answer as this protocol does.
pub fn join(
    address: SocketAddr,
    code: &str,
    name: Option<&str>,
) -> Result<(BufReader<TcpStream>, Message), JoinError> {
    let unreachable = |e: std::io::Error| JoinError::Unreachable(format!("{address}: {e}"));
    let mut stream = TcpStream::connect_timeout(&address, HANDSHAKE_TIME).map_err(unreachable)?;
    stream.set_read_timeout(Some(HANDSHAKE_TIME)).map_err(unreachable)?;
    stream.set_write_timeout(Some(WRITE_TIME)).map_err(unreachable)?;
    let _ = stream.set_nodelay(true);
    let hello = Message::Hello {
        protocol: PROTOCOL.into(),
        version: VERSION,
        code: code.to_string(),
        name: name.map(String::from),
    };
    stream.write_all(hello.to_line().as_bytes()).map_err(unreachable)?;
    let mut reader = BufReader::new(stream.try_clone().map_err(unreachable)?);
    let line = match read_line(&mut reader) {
        Ok(Some(line)) => line,
        Ok(None) => return Err(JoinError::Unreachable(format!("{address}: the host closed the connection"))),
        Err(error) => return Err(JoinError::Protocol(error.to_string())),
    };
    match Message::parse(&line) {
        Ok(welcome @ Message::Welcome { .. }) => {
            stream.set_read_timeout(None).map_err(unreachable)?;
            Ok((reader, welcome))
        }
        Ok(Message::Refused { reason }) => Err(JoinError::Refused(reason)),
        Ok(_) => Err(JoinError::Protocol("the first answer must be a welcome".into())),
        Err(problem) => Err(JoinError::Protocol(problem)),
    }
}

/// Guest: reads the host's messages from `reader`, now that the handshake is done, on its own
/// thread; returns the link to write to.
///
/// # Errors
/// The connection cannot be shared between the reader and the writer.
pub fn start_reading(
    reader: BufReader<TcpStream>,
    links: &Arc<Links>,
    sink: Sink,
) -> std::io::Result<LinkId> {
    let link = links.add(reader.get_ref())?;
    let links = links.clone();
    std::thread::spawn(move || read_messages(link, reader, links, sink));
    Ok(link)
}
