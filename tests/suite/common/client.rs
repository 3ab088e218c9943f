//! A client of the network game's protocol as a test plays it: honest or hostile, on its own
//! socket to a real `othello host`. Pings are answered on the reading thread, at once or after a
//! delay the test sets; everything else comes to the test in order.

use std::io::{BufRead, BufReader, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use othello::play::network::protocol::{Message, PROTOCOL, VERSION};

pub struct Client {
    writer: Arc<Mutex<TcpStream>>,
    lines: mpsc::Receiver<Option<String>>,
    pong_delay_ms: Arc<AtomicU64>,
}

impl Client {
    /// Connects to `address`.
    pub fn connect(address: &str) -> Client {
        let stream = TcpStream::connect(address).unwrap();
        let writer = Arc::new(Mutex::new(stream.try_clone().unwrap()));
        let pong_delay_ms = Arc::new(AtomicU64::new(0));
        let (sender, lines) = mpsc::channel();
        let (ponger, delay) = (writer.clone(), pong_delay_ms.clone());
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
                        if let Ok(Message::Ping { n }) = Message::parse(line.trim_end()) {
                            let (ponger, delay) = (ponger.clone(), delay.load(Ordering::Relaxed));
                            // A late pong is sent on the side: the reading goes on meanwhile.
                            std::thread::spawn(move || {
                                std::thread::sleep(Duration::from_millis(delay));
                                let pong = Message::Pong { n }.to_line();
                                let _ = ponger.lock().unwrap().write_all(pong.as_bytes());
                            });
                            continue;
                        }
                        if sender.send(Some(line.trim_end().to_string())).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        Client { writer, lines, pong_delay_ms }
    }

    /// Connects and says hello with `code` as `name`.
    pub fn join(address: &str, code: &str, name: &str) -> Client {
        let mut client = Client::connect(address);
        client.send(&Message::Hello {
            protocol: PROTOCOL.into(),
            version: VERSION,
            code: code.into(),
            name: Some(name.into()),
        });
        client
    }

    /// Pongs from now on answer their ping `delay` late.
    pub fn delay_pongs(&self, delay: Duration) {
        self.pong_delay_ms.store(delay.as_millis() as u64, Ordering::Relaxed);
    }

    pub fn send_raw(&mut self, bytes: &[u8]) {
        // The host may have closed the connection already: that is what some tests want.
        let _ = self.writer.lock().unwrap().write_all(bytes);
    }

    pub fn send(&mut self, message: &Message) {
        self.send_raw(message.to_line().as_bytes());
    }

    /// A writer to the same connection, for a thread of its own (each line written whole).
    pub fn writer(&self) -> Arc<Mutex<TcpStream>> {
        self.writer.clone()
    }

    pub fn hello(&mut self, code: &str) {
        self.send(&Message::Hello {
            protocol: PROTOCOL.into(),
            version: VERSION,
            code: code.into(),
            name: Some("Eve".into()),
        });
    }

    /// The next message other than a pong; `None` once the host closed.
    pub fn next(&mut self) -> Option<Message> {
        self.next_where(|_| true)
    }

    /// The next message `wanted` accepts, the others (and pongs) passed over; `None` once the
    /// host closed.
    pub fn next_where(&mut self, wanted: impl Fn(&Message) -> bool) -> Option<Message> {
        loop {
            let line =
                self.lines.recv_timeout(Duration::from_secs(10)).expect("the host answers within 10 s")?;
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
        let _ = self.writer.lock().unwrap().shutdown(Shutdown::Both);
    }
}
