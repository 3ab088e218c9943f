//! The events of the terminal game on one channel: terminal input (read on its own thread),
//! signals, and the end of input when the terminal goes away; and a check that it has.
//!
//! crossterm spins forever reading a terminal that has gone away (crossterm-rs/crossterm#793), so
//! input is only handed to crossterm once `poll` says the terminal is readable and not hung up.

use std::sync::mpsc::Sender;
use std::time::Duration;

use ratatui::crossterm::event;

use crate::play::Reply;

/// Something that happened outside the game.
#[derive(Debug)]
pub enum Event {
    /// A key, a click, a resize.
    Input(event::Event),
    /// A signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT): save and leave.
    Signal(i32),
    /// The terminal went away (a hang-up, an error reading it).
    EndOfInput,
    /// The engine thread's progress or result.
    Engine(Reply),
    /// Over the network: a player joined, a message came, a connection ended.
    Net(crate::play::network::NetEvent),
    /// The book learned from a game the computer lost (or could not: why).
    BookLearned(Result<crate::play::book_learning::Learned, String>),
}

/// How often the input thread looks for a resize that crossterm noticed.
const INPUT_POLL: Duration = Duration::from_millis(100);

/// Reads the terminal on its own thread, sending what comes until the terminal goes away.
pub fn spawn_input(events: Sender<Event>) {
    std::thread::spawn(move || {
        loop {
            if !terminal::wait_readable(INPUT_POLL) {
                let _ = events.send(Event::EndOfInput);
                return;
            }
            // Everything crossterm has now: the keys read, and a resize it was told of.
            loop {
                match event::poll(Duration::ZERO).and_then(|ready| ready.then(event::read).transpose()) {
                    Ok(Some(input)) => {
                        if events.send(Event::Input(input)).is_err() {
                            return;
                        }
                    }
                    Ok(None) => break,
                    Err(_) => {
                        let _ = events.send(Event::EndOfInput);
                        return;
                    }
                }
            }
        }
    });
}

/// Sends the signals that end the game (SIGTERM, SIGHUP, SIGINT, SIGQUIT) as events.
#[cfg(unix)]
pub fn spawn_signals(events: Sender<Event>) -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])?;
    std::thread::spawn(move || {
        for signal in signals.forever() {
            if events.send(Event::Signal(signal)).is_err() {
                return;
            }
        }
    });
    Ok(())
}

/// Elsewhere Ctrl-C arrives as a key (the terminal is in raw mode).
#[cfg(not(unix))]
pub fn spawn_signals(_events: Sender<Event>) -> std::io::Result<()> {
    Ok(())
}

/// Whether the terminal has gone away (hung up, or no longer readable).
pub fn terminal_gone() -> bool {
    terminal::hung_up()
}

#[cfg(unix)]
mod terminal {
    use std::time::Duration;

    fn poll_stdin(events: libc::c_short, timeout: Duration) -> Option<libc::c_short> {
        let mut fd = libc::pollfd { fd: libc::STDIN_FILENO, events, revents: 0 };
        let millis = libc::c_int::try_from(timeout.as_millis()).unwrap_or(libc::c_int::MAX);
        // SAFETY: one valid pollfd, and its count.
        let ready = unsafe { libc::poll(&mut fd, 1, millis) };
        if ready < 0 {
            let interrupted = std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted;
            return interrupted.then_some(0);
        }
        Some(fd.revents)
    }

    const GONE: libc::c_short = libc::POLLHUP | libc::POLLERR | libc::POLLNVAL;

    /// Waits up to `timeout` for input; `false` if the terminal went away.
    pub fn wait_readable(timeout: Duration) -> bool {
        poll_stdin(libc::POLLIN, timeout).is_some_and(|revents| revents & GONE == 0)
    }

    /// Whether the terminal has hung up, without waiting.
    pub fn hung_up() -> bool {
        poll_stdin(0, Duration::ZERO).is_none_or(|revents| revents & GONE != 0)
    }
}

#[cfg(not(unix))]
mod terminal {
    use std::time::Duration;

    pub fn wait_readable(timeout: Duration) -> bool {
        ratatui::crossterm::event::poll(timeout).is_ok()
    }

    pub fn hung_up() -> bool {
        false
    }
}
