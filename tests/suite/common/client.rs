//! A client of the network game's protocol as a test plays it: honest or hostile, on its own
//! socket to a real `othello host`. Pings are answered on the reading thread, at once or after a
//! delay the test sets; everything else comes to the test in order.

use std::io::{BufRead, BufReader, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use othello::net::code::JoinCode;
use othello::net::secure::{self, Exchange, Opener, Sealer, Secret, Side};
use othello::play::network::protocol::{Message, PROTOCOL, VERSION};

/// This side of the connection: lines sealed once the key exchange is done, clear before.
pub struct Writer {
    stream: TcpStream,
    sealer: Option<Sealer>,
}

impl Writer {
    /// Writes `line` (newline included), sealed if the exchange is done.
    pub fn send_line(&mut self, line: &str) {
        let line = match &mut self.sealer {
            Some(sealer) => sealer.seal(line.trim_end_matches('\n')),
            None => line.to_string(),
        };
        // The host may have closed the connection already: that is what some tests want.
        let _ = self.stream.write_all(line.as_bytes());
    }
}

pub struct Client {
    writer: Arc<Mutex<Writer>>,
    opener: Arc<Mutex<Option<Opener>>>,
    lines: mpsc::Receiver<Option<String>>,
    /// A line read during the key exchange that was not the host's greeting.
    early: Option<String>,
    pong_delay_ms: Arc<AtomicU64>,
}

impl Client {
    /// Connects to `address`, without a word yet.
    pub fn connect(address: &str) -> Client {
        let stream = TcpStream::connect(address).unwrap();
        let writer = Arc::new(Mutex::new(Writer { stream: stream.try_clone().unwrap(), sealer: None }));
        let opener: Arc<Mutex<Option<Opener>>> = Arc::new(Mutex::new(None));
        let pong_delay_ms = Arc::new(AtomicU64::new(0));
        let (sender, lines) = mpsc::channel();
        let (ponger, delay, reading) = (writer.clone(), pong_delay_ms.clone(), opener.clone());
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stream);
            loop {
                let mut line = String::new();
                match reader.read_line(&mut line) {
                    Ok(0) | Err(_) => {
                        let _ = sender.send(None);
                        return;
                    }
                    Ok(_) => {
                        let mut line = line.trim_end().to_string();
                        // Sealed lines are opened once there are keys; refusals come in clear.
                        if let Some(opener) = reading.lock().unwrap().as_mut()
                            && !secure::is_clear(&line)
                        {
                            line = opener.open(&line).unwrap_or_else(|problem| problem.to_string());
                        }
                        if let Ok(Message::Ping { n }) = Message::parse(&line) {
                            let (ponger, delay) = (ponger.clone(), delay.load(Ordering::Relaxed));
                            // A late pong is sent on the side: the reading goes on meanwhile.
                            std::thread::spawn(move || {
                                std::thread::sleep(Duration::from_millis(delay));
                                ponger.lock().unwrap().send_line(&Message::Pong { n }.to_line());
                            });
                            continue;
                        }
                        if sender.send(Some(line)).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        Client { writer, opener, lines, early: None, pong_delay_ms }
    }

    /// Connects and says hello with `code` (a join code, or the game's key a welcome gave) as
    /// `name`.
    pub fn join(address: &str, code: &str, name: &str) -> Client {
        let mut client = Client::connect(address);
        client.hello_as(code, Some(name));
        client
    }

    /// The key exchange with `code` (a join code, or the game's key), then a sealed hello as
    /// `name`. A host that refuses the greeting leaves its refusal to read.
    fn hello_as(&mut self, code: &str, name: Option<&str>) {
        let secret = if secure::is_game_key(code) {
            Secret::Game(code.to_string())
        } else {
            Secret::Code(JoinCode::read(code).expect("a join code").0)
        };
        let (exchange, greeting) = Exchange::start(Side::Guest, &secret);
        self.send_raw(greeting.as_bytes());
        let Ok(Some(answer)) = self.lines.recv_timeout(Duration::from_secs(10)) else { return };
        let Ok((sealer, opener)) = exchange.finish(&answer) else {
            // Not a greeting: a refusal, kept for the test to read.
            self.early = Some(answer);
            return;
        };
        *self.opener.lock().unwrap() = Some(opener);
        self.writer.lock().unwrap().sealer = Some(sealer);
        self.send(&Message::Hello {
            protocol: PROTOCOL.into(),
            version: VERSION,
            name: name.map(String::from),
        });
    }

    /// Pongs from now on answer their ping `delay` late.
    pub fn delay_pongs(&self, delay: Duration) {
        self.pong_delay_ms.store(delay.as_millis() as u64, Ordering::Relaxed);
    }

    /// Writes `bytes` as they are before the key exchange; after it, each line of them sealed
    /// (what a guest with the code, but hostile, can send).
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let mut writer = self.writer.lock().unwrap();
        if writer.sealer.is_none() {
            // The host may have closed the connection already: that is what some tests want.
            let _ = writer.stream.write_all(bytes);
            return;
        }
        for line in String::from_utf8_lossy(bytes).split_inclusive('\n') {
            writer.send_line(line);
        }
    }

    pub fn send(&mut self, message: &Message) {
        self.writer.lock().unwrap().send_line(&message.to_line());
    }

    /// A writer to the same connection, for a thread of its own (each line written whole).
    pub fn writer(&self) -> Arc<Mutex<Writer>> {
        self.writer.clone()
    }

    /// The key exchange with `code`, and a sealed hello as Eve.
    pub fn hello(&mut self, code: &str) {
        self.hello_as(code, Some("Eve"));
    }

    /// The next message other than a pong; `None` once the host closed.
    pub fn next(&mut self) -> Option<Message> {
        self.next_where(|_| true)
    }

    /// The next message `wanted` accepts, the others (and pongs) passed over; `None` once the
    /// host closed.
    pub fn next_where(&mut self, wanted: impl Fn(&Message) -> bool) -> Option<Message> {
        loop {
            let line = match self.early.take() {
                Some(line) => line,
                None => {
                    self.lines.recv_timeout(Duration::from_secs(10)).expect("the host answers within 10 s")?
                }
            };
            match Message::parse(&line).expect("the host speaks the protocol") {
                Message::Pong { .. } => {}
                message if wanted(&message) => return Some(message),
                _ => {}
            }
        }
    }

    /// Whether the host closed the connection (after anything it said first).
    pub fn closed(&mut self) -> bool {
        self.closed_within(Duration::from_secs(10))
    }

    /// Whether the host closed the connection within `limit`.
    pub fn closed_within(&mut self, limit: Duration) -> bool {
        self.early = None;
        let deadline = std::time::Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(None) => return true,
                Ok(Some(_)) => {}
                Err(_) => return false,
            }
        }
    }

    /// Drops the connection without a word, as a network that fails does.
    pub fn drop_connection(self) {
        let _ = self.writer.lock().unwrap().stream.shutdown(Shutdown::Both);
    }
}
