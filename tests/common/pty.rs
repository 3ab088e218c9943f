//! The real `othello` binary in a pseudo-terminal, its screen read through a vt100 parser.

use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, PtySize, native_pty_system};

pub struct Pty {
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    parser: Arc<Mutex<vt100::Parser>>,
    // Keeps the pseudo-terminal open for as long as the test runs.
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

impl Pty {
    /// Starts `othello ARGS` on an 80×24 terminal, saving into `data_dir`.
    pub fn start(args: &[&str], data_dir: &Path) -> Pty {
        Pty::start_with_env(args, data_dir, &[])
    }

    pub fn start_with_env(args: &[&str], data_dir: &Path, env: &[(&str, &str)]) -> Pty {
        let pair = native_pty_system()
            .openpty(PtySize { rows: 24, cols: 80, pixel_width: 0, pixel_height: 0 })
            .expect("a pseudo-terminal");
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_othello"));
        command.args(args);
        command.arg("--data-dir");
        command.arg(data_dir);
        command.env("TERM", "xterm-256color");
        command.env_remove("NO_COLOR");
        for (key, value) in env {
            command.env(key, value);
        }
        let child = pair.slave.spawn_command(command).expect("othello starts");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().unwrap();
        let writer = pair.master.take_writer().unwrap();
        let parser = Arc::new(Mutex::new(vt100::Parser::new(24, 80, 0)));
        let sink = Arc::clone(&parser);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().process(&buffer[..n]);
            }
        });
        Pty { child, writer, parser, _master: pair.master }
    }

    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
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

    /// Waits for the program to exit; panics after 10 s.
    pub fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Let the reader thread take in the last bytes.
                std::thread::sleep(Duration::from_millis(100));
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("othello did not exit; the screen shows:\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.process_id().unwrap()
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
    }
}

fn fold(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
