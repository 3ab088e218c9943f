//! The real `othello` binary in a pseudo-terminal, its screen read through a vt100 parser; the
//! terminal can be closed under it, as when a window is closed.

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

pub struct Pty {
    child: Box<dyn Child + Send + Sync>,
    writer: Option<File>,
    parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote, as written (the escape sequences a screen does not show).
    raw: Arc<Mutex<Vec<u8>>>,
    stop_reading: Arc<AtomicBool>,
    reader: Option<JoinHandle<()>>,
    master: Option<Box<dyn MasterPty + Send>>,
}

/// A duplicate of the master's descriptor that this test owns, so it can close every copy.
fn dup(master: &dyn MasterPty) -> File {
    let fd = master.as_raw_fd().expect("a Unix pty");
    // SAFETY: dup of a valid descriptor; the new one is owned by the File.
    unsafe { File::from_raw_fd(libc::dup(fd)) }
}

pub struct Options<'a> {
    pub env: &'a [(&'a str, &'a str)],
    pub size: (u16, u16),
    /// Whether the pty is the program's controlling terminal (then closing it sends SIGHUP).
    pub controlling: bool,
}

impl Default for Options<'_> {
    fn default() -> Self {
        Options { env: &[], size: (80, 24), controlling: true }
    }
}

impl Pty {
    /// Starts `othello ARGS` on an 80×24 terminal, with its data in `data_dir`.
    pub fn start(args: &[&str], data_dir: &Path) -> Pty {
        Pty::start_with(args, data_dir, Options::default())
    }

    pub fn start_with_env(args: &[&str], data_dir: &Path, env: &[(&str, &str)]) -> Pty {
        Pty::start_with(args, data_dir, Options { env, ..Options::default() })
    }

    pub fn start_with(args: &[&str], data_dir: &Path, options: Options) -> Pty {
        let (cols, rows) = options.size;
        let pair = native_pty_system()
            .openpty(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 })
            .expect("a pseudo-terminal");
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_othello"));
        command.args(args);
        command.arg("--data-dir");
        command.arg(data_dir);
        command.env("TERM", "xterm-256color");
        command.env_remove("NO_COLOR");
        command.set_controlling_tty(options.controlling);
        for (key, value) in options.env {
            command.env(key, value);
        }
        let child = pair.slave.spawn_command(command).expect("othello starts");
        drop(pair.slave);
        let mut reader = dup(pair.master.as_ref());
        let writer = dup(pair.master.as_ref());
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let sink = Arc::clone(&parser);
        let raw = Arc::new(Mutex::new(Vec::new()));
        let raw_sink = Arc::clone(&raw);
        let stop_reading = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&stop_reading);
        let reader = std::thread::spawn(move || {
            let mut buffer = [0u8; 8192];
            while !stop.load(Ordering::Relaxed) {
                let mut fd = libc::pollfd { fd: reader.as_raw_fd(), events: libc::POLLIN, revents: 0 };
                // SAFETY: one valid pollfd.
                if unsafe { libc::poll(&mut fd, 1, 20) } <= 0 || fd.revents & libc::POLLIN == 0 {
                    if fd.revents & (libc::POLLHUP | libc::POLLERR) != 0 {
                        std::thread::sleep(Duration::from_millis(20));
                    }
                    continue;
                }
                match reader.read(&mut buffer) {
                    Ok(0) | Err(_) => std::thread::sleep(Duration::from_millis(20)),
                    Ok(n) => {
                        raw_sink.lock().unwrap().extend_from_slice(&buffer[..n]);
                        sink.lock().unwrap().process(&buffer[..n]);
                    }
                }
            }
        });
        Pty {
            child,
            writer: Some(writer),
            parser,
            raw,
            stop_reading,
            reader: Some(reader),
            master: Some(pair.master),
        }
    }

    pub fn send(&mut self, keys: &str) {
        let writer = self.writer.as_mut().expect("the terminal is open");
        writer.write_all(keys.as_bytes()).unwrap();
        writer.flush().unwrap();
    }

    /// Closes the terminal under the program, as closing its window does: every copy of the
    /// master side is closed.
    pub fn close_terminal(&mut self) {
        self.stop_reading.store(true, Ordering::Relaxed);
        if let Some(reader) = self.reader.take() {
            reader.join().unwrap();
        }
        self.writer = None;
        self.master = None;
    }

    /// Every byte the program wrote so far.
    pub fn raw_output(&self) -> Vec<u8> {
        self.raw.lock().unwrap().clone()
    }

    /// The texts handed to the terminal's clipboard by OSC 52 so far, decoded.
    pub fn copied(&self) -> Vec<String> {
        use base64::Engine;
        let raw = String::from_utf8_lossy(&self.raw_output()).into_owned();
        raw.split("\x1b]52;c;")
            .skip(1)
            .filter_map(|rest| rest.split('\x07').next())
            .map(|payload| {
                let bytes = base64::engine::general_purpose::STANDARD.decode(payload).unwrap();
                String::from_utf8(bytes).unwrap()
            })
            .collect()
    }

    /// The screen as text.
    pub fn screen(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    pub fn with_screen<T>(&self, f: impl FnOnce(&vt100::Screen) -> T) -> T {
        f(self.parser.lock().unwrap().screen())
    }

    /// Waits until the screen contains `text` (white space runs folded), or panics showing it.
    pub fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let screen = self.screen();
            if fold(&screen).contains(&fold(text)) {
                return screen;
            }
            if Instant::now() > deadline {
                panic!("waited 10 s for {text:?}; the screen shows:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits up to `limit` for the program to exit; panics if it does not.
    pub fn wait_exit_within(&mut self, limit: Duration) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Let the reader thread take in the last bytes.
                std::thread::sleep(Duration::from_millis(100));
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("othello did not exit within {limit:?}; the screen shows:\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits until the screen no longer contains `text` (white space runs folded), or panics
    /// showing it.
    pub fn wait_until_gone(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let screen = self.screen();
            if !fold(&screen).contains(&fold(text)) {
                return screen;
            }
            if Instant::now() > deadline {
                panic!("waited 10 s for {text:?} to go; the screen shows:\n{screen}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Whether the screen contains `text` (white space runs folded).
    pub fn shows(&self, text: &str) -> bool {
        fold(&self.screen()).contains(&fold(text))
    }

    /// Waits for the program to exit; panics after 10 s.
    pub fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        self.wait_exit_within(Duration::from_secs(10))
    }

    pub fn pid(&self) -> u32 {
        self.child.process_id().unwrap()
    }

    /// Sends a signal with the shell's own `kill`, which every machine has.
    pub fn kill(&self, signal: &str) {
        let pid = self.pid();
        let killed =
            std::process::Command::new("sh").args(["-c", &format!("kill -{signal} {pid}")]).status().unwrap();
        assert!(killed.success());
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        self.stop_reading.store(true, Ordering::Relaxed);
    }
}

fn fold(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
