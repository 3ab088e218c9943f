//! The GUI's side of `othello engine`: its lines read on a thread of their own, bounded in length
//! and in the memory that waits, as events of the protocol loop.

use std::io::BufRead;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Condvar, Mutex};

use crate::play::Reply;

/// The longest command line taken: a whole game in GGF with times and evaluations on every move
/// is a few kilobytes. A longer line is refused, and never held in memory whole.
pub(super) const MAX_LINE: usize = 64 * 1024;

/// The most memory the commands read and not yet handled may take (those that wait for a
/// search's end among them): a GUI sends a few lines during a search, never a megabyte.
const MAX_WAITING: usize = 1 << 20;

/// Something that reaches the protocol loop.
pub(super) enum Event {
    /// A command line from the GUI.
    Line(String),
    /// A line longer than [`MAX_LINE`] bytes, of that many bytes: refused.
    TooLong(usize),
    /// The GUI closed its end.
    Eof,
    /// The engine thread's progress or result.
    Engine(Reply),
}

impl Event {
    /// The memory it takes while it waits to be handled: the event, and a line's text.
    pub(super) fn room(&self) -> usize {
        std::mem::size_of::<Event>() + if let Event::Line(line) = self { line.capacity() } else { 0 }
    }
}

/// The room that the commands read and not yet handled take, shared by the reader, which waits
/// for room before it reads on, and the protocol loop, which gives it back as it handles them.
#[derive(Default)]
pub(super) struct Budget {
    used: Mutex<usize>,
    freed: Condvar,
}

impl Budget {
    /// Takes `room` for an event read, first waiting until it fits under [`MAX_WAITING`] (one
    /// event always fits when nothing else waits).
    fn take(&self, room: usize) {
        let mut used = self.used.lock().unwrap_or_else(|e| e.into_inner());
        while *used > 0 && *used + room > MAX_WAITING {
            used = self.freed.wait(used).unwrap_or_else(|e| e.into_inner());
        }
        *used += room;
    }

    /// Gives back the room of an event handled.
    pub(super) fn give_back(&self, room: usize) {
        let mut used = self.used.lock().unwrap_or_else(|e| e.into_inner());
        *used = used.saturating_sub(room);
        self.freed.notify_all();
    }
}

/// Reads the GUI's lines on a thread of its own, each sent to the loop once the budget has room
/// for it: while it has none, nothing more is read, and the GUI's writes wait.
pub(super) fn spawn_reader(
    mut input: impl BufRead + Send + 'static,
    events: Sender<Event>,
    budget: Arc<Budget>,
) {
    std::thread::spawn(move || {
        while let Ok(Some(event)) = read_line(&mut input) {
            budget.take(event.room());
            if events.send(event).is_err() {
                return;
            }
        }
        let _ = events.send(Event::Eof);
    });
}

/// The next line of `input` (`None` at its end): its bytes decoded as UTF-8, or as Latin-1 when
/// they are not (a GUI may send names as its platform writes them), the line break dropped; or,
/// past [`MAX_LINE`] bytes, the length of a line that is read to its end and dropped.
fn read_line(input: &mut impl BufRead) -> std::io::Result<Option<Event>> {
    let mut line = Vec::new();
    let read = std::io::Read::take(&mut *input, MAX_LINE as u64 + 1).read_until(b'\n', &mut line)?;
    if read == 0 {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') && line.len() > MAX_LINE {
        // Too long: the rest of it is skipped a buffer at a time.
        let mut length = line.len();
        loop {
            let buffer = input.fill_buf()?;
            if buffer.is_empty() {
                break;
            }
            let (used, ends) = match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buffer.len(), false),
            };
            input.consume(used);
            length += used;
            if ends {
                break;
            }
        }
        return Ok(Some(Event::TooLong(length)));
    }
    while matches!(line.last(), Some(b'\n' | b'\r')) {
        line.pop();
    }
    let mut text =
        String::from_utf8(line).unwrap_or_else(|e| e.into_bytes().iter().map(|&b| char::from(b)).collect());
    // The buffer grew by doubling: a line that waits takes only its own length.
    text.shrink_to_fit();
    Ok(Some(Event::Line(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_waits_taking_its_own_length_and_the_budget_gives_room_back() {
        let long = format!("set game {}\n", "x".repeat(40_000));
        let Ok(Some(event)) = read_line(&mut std::io::BufReader::new(long.as_bytes())) else { panic!() };
        assert!(event.room() < 41_000, "not the doubled buffer (64 KiB): {}", event.room());
        let budget = Budget::default();
        budget.take(MAX_WAITING - 10);
        budget.give_back(MAX_WAITING - 10);
        budget.take(MAX_WAITING + 10);
        assert_eq!(*budget.used.lock().unwrap(), MAX_WAITING + 10, "one event fits when none waits");
    }
}
