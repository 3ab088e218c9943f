//! GGF, the Generic Game Format of GGS in which Othello programs exchange games (and the NBoard
//! protocol sends them): reading a record into a game, and writing one.

mod read;
mod write;

use std::time::Duration;

pub use read::{GgfError, read};
pub use write::write;

/// A time as GGF writes it: `MM:SS` or `HH:MM:SS`, with a decimal fraction of a second if there
/// is one.
fn format_time(duration: Duration) -> String {
    use std::fmt::Write;
    let seconds = duration.as_secs();
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    let mut text = if h > 0 { format!("{h:02}:{m:02}:{s:02}") } else { format!("{m:02}:{s:02}") };
    let millis = duration.subsec_millis();
    if millis > 0 {
        let fraction = format!("{millis:03}");
        let _ = write!(text, ".{}", fraction.trim_end_matches('0'));
    }
    text
}

/// A time as GGF writes it, `[[HH:]MM:]SS` with an optional fraction; empty is zero.
fn parse_time(text: &str) -> Option<Duration> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Duration::ZERO);
    }
    let number = |part: &str| -> Option<u64> {
        let digits = !part.is_empty() && part.len() <= 9 && part.bytes().all(|b| b.is_ascii_digit());
        digits.then(|| part.parse().ok()).flatten()
    };
    let parts: Vec<&str> = text.split(':').collect();
    let (seconds, larger) = parts.split_last()?;
    if larger.len() > 2 {
        return None;
    }
    let mut total = 0u64;
    for part in larger {
        total = total * 60 + number(part)?;
    }
    let (integer, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
    let nanos = match fraction {
        "" => 0,
        _ if fraction.len() > 9 || !fraction.bytes().all(|b| b.is_ascii_digit()) => return None,
        _ => format!("{fraction:0<9}").parse().ok()?,
    };
    Some(Duration::new(total * 60 + number(integer)?, nanos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_minutes_and_seconds_or_hours_too() {
        assert_eq!(format_time(Duration::from_secs(60)), "01:00");
        assert_eq!(format_time(Duration::from_secs(2)), "00:02");
        assert_eq!(format_time(Duration::from_secs(5400)), "01:30:00");
        assert_eq!(format_time(Duration::from_millis(2500)), "00:02.5");
        for seconds in [0, 1, 59, 60, 61, 3599, 3600, 5400, 86_399] {
            let duration = Duration::from_secs(seconds);
            assert_eq!(parse_time(&format_time(duration)), Some(duration));
        }
        assert_eq!(parse_time("5:00"), Some(Duration::from_secs(300)));
        assert_eq!(parse_time("300"), Some(Duration::from_secs(300)));
        assert_eq!(parse_time("1:02:03.25"), Some(Duration::from_millis(3_723_250)));
        assert_eq!(parse_time(""), Some(Duration::ZERO));
        for bad in ["1:2:3:4", "a", "1:", ":5", "1.2.3", "-5", "1.x"] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
    }
}
