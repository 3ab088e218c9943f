//! Measures the terminal game as a player meets it, in a pseudo-terminal (Linux):
//! start to first frame, keypress to redrawn frame, and CPU and memory while idle with a clock
//! running. `cargo build --release && cargo run --release --example tui_bench -- [SECONDS]`

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

struct Session {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

fn start(binary: &str, args: &[&str], data_dir: &std::path::Path) -> Session {
    let pair =
        native_pty_system().openpty(PtySize { rows: 24, cols: 80, pixel_width: 0, pixel_height: 0 }).unwrap();
    let mut command = CommandBuilder::new(binary);
    command.args(args);
    command.arg("--data-dir");
    command.arg(data_dir);
    command.env("TERM", "xterm-256color");
    let child =
        pair.slave.spawn_command(command).expect("the release binary: run `cargo build --release` first");
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().unwrap();
    let parser = Arc::new(Mutex::new(vt100::Parser::new(24, 80, 0)));
    let sink = Arc::clone(&parser);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buffer) {
            if n == 0 {
                break;
            }
            sink.lock().unwrap().process(&buffer[..n]);
        }
    });
    let writer = pair.master.take_writer().unwrap();
    Session { parser, writer, child, _master: pair.master }
}

impl Session {
    fn wait_for(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !self.parser.lock().unwrap().screen().contents().contains(text) {
            assert!(Instant::now() < deadline, "no {text:?} on screen");
            std::thread::sleep(Duration::from_micros(50));
        }
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    fn pid(&self) -> u32 {
        self.child.process_id().unwrap()
    }
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// CPU time the process has used, from the kernel's scheduler statistics (nanoseconds).
fn cpu_time(pid: u32) -> Duration {
    let text = std::fs::read_to_string(format!("/proc/{pid}/schedstat")).unwrap();
    Duration::from_nanos(text.split_whitespace().next().unwrap().parse().unwrap())
}

fn memory_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with(field)).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

fn main() {
    let idle_seconds: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(30);
    // The game sits beside the folder of examples, wherever the target folder is.
    let binary = std::env::current_exe().unwrap().parent().unwrap().parent().unwrap().join("othello");
    let binary = binary.to_str().unwrap();
    let dir = tempfile::tempdir().unwrap();

    let mut starts = Vec::new();
    for _ in 0..10 {
        let began = Instant::now();
        let mut session = start(binary, &["--time", "10m"], dir.path());
        session.wait_for("Black to move");
        starts.push(began.elapsed());
        session.send("q");
        session.child.wait().unwrap();
    }
    println!(
        "start to first frame:      median {:>7.2} ms over {} runs",
        median(starts).as_secs_f64() * 1e3,
        10
    );

    let mut session = start(binary, &["--time", "10m"], dir.path());
    session.wait_for("Black to move");
    let mut presses = Vec::new();
    for _ in 0..20 {
        session.send("f");
        std::thread::sleep(Duration::from_millis(20));
        let began = Instant::now();
        session.send("5");
        session.wait_for("1 f5");
        presses.push(began.elapsed());
        std::thread::sleep(Duration::from_millis(20));
        let began = Instant::now();
        session.send("u");
        session.wait_for("none yet");
        presses.push(began.elapsed());
    }
    println!(
        "keypress to redrawn frame: median {:>7.2} ms over {} presses",
        median(presses).as_secs_f64() * 1e3,
        40
    );

    session.send("f5");
    session.wait_for("1 f5");
    let pid = session.pid();
    let (cpu_before, began) = (cpu_time(pid), Instant::now());
    std::thread::sleep(Duration::from_secs(idle_seconds));
    let (cpu, wall) = (cpu_time(pid) - cpu_before, began.elapsed());
    println!(
        "idle, clock running:       {:.3}% of one core over {:.0} s ({:.1} ms of CPU)",
        cpu.as_secs_f64() / wall.as_secs_f64() * 100.0,
        wall.as_secs_f64(),
        cpu.as_secs_f64() * 1e3
    );
    println!(
        "memory:                    {:.1} MB resident ({:.1} MB peak)",
        memory_kib(pid, "VmRSS:") as f64 / 1024.0,
        memory_kib(pid, "VmHWM:") as f64 / 1024.0
    );
    session.send("q");
    session.send("q");
    session.child.wait().unwrap();
}
