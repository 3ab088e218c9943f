//! GGF, the Generic Game Format of GGS in which Othello programs exchange games (and the NBoard
//! protocol sends them): reading a record into a game, and writing one.

mod error;
mod read;
mod write;

use std::time::Duration;

pub use error::{BoardProblem, ClockProblem, GgfError, MoveProblem, tag};
pub use read::{GgfGame, count, read, read_all, read_game};
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

/// A time as GGF writes it, `[[HH:]MM:]SS` with a fraction of a second of any length (the
/// NBoard GUI writes Java's doubles: `18.490000000000002`, or `1.0E-4`), rounded to the
/// nanosecond; empty is zero.
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
    let seconds = if larger.is_empty() && seconds.contains(['e', 'E']) {
        scientific_seconds(seconds)?
    } else {
        let (integer, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
        if !fraction.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Rounded to the nanosecond: `39.489999999999995` is a double for 39.49 s.
        let nanos: u32 = format!("{:0<9}", &fraction[..fraction.len().min(9)]).parse().ok()?;
        let round_up = fraction.as_bytes().get(9).is_some_and(|&digit| digit >= b'5');
        Duration::new(number(integer)?, nanos) + Duration::from_nanos(u64::from(round_up))
    };
    Duration::from_secs(total * 60).checked_add(seconds)
}

/// Seconds written with an exponent, as Java writes small doubles: `1.0E-4`.
fn scientific_seconds(text: &str) -> Option<Duration> {
    let plain = text.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'));
    if !plain || text.starts_with(['-', '+']) || text.len() > 32 {
        return None;
    }
    let seconds: f64 = text.parse().ok()?;
    Duration::try_from_secs_f64(seconds).ok().filter(|d| *d <= Duration::from_secs(1_000_000_000))
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
        // The NBoard GUI writes Java's doubles, with every digit of the binary fraction.
        assert_eq!(parse_time("18.490000000000002"), Some(Duration::new(18, 490_000_000)));
        assert_eq!(parse_time("0.1234567891"), Some(Duration::new(0, 123_456_789)));
        assert_eq!(parse_time("39.489999999999995"), Some(Duration::new(39, 490_000_000)));
        assert_eq!(parse_time("0.9999999999"), Some(Duration::from_secs(1)));
        assert_eq!(parse_time("1:07.7550000000001"), Some(Duration::new(67, 755_000_000)));
        assert_eq!(parse_time("1.0E-4"), Some(Duration::from_micros(100)));
        assert_eq!(parse_time("2.5e1"), Some(Duration::from_secs(25)));
        for bad in
            ["1:2:3:4", "a", "1:", ":5", "1.2.3", "-5", "1.x", "-1.0E-4", "1:1.0E-4", "1e999", "NaN", "inf"]
        {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
    }
}
