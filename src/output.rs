//! Writing to standard output and standard error without ever panicking: a terminal closed or a
//! pipe whose reader is gone (EIO, EPIPE) ends the output quietly, as `print!` would not.

use std::io::Write;

/// Writes `text` to standard output; whether it got there is no one's concern but the reader's.
pub fn out(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush());
}

/// Writes `text` to standard error, likewise.
pub fn err(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes()).and_then(|()| stderr.flush());
}
