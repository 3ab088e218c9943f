//! The command line's values as typed: durations, levels, names and game numbers, read with a
//! message that says what was expected.

use std::time::Duration;

use crate::engine::clock::TimeControl;
use crate::search::level::Level;
use crate::text::echo;

/// Reads a player's name: 1 to 40 characters, no control characters.
pub fn parse_name(text: &str) -> Result<String, String> {
    let name = text.trim();
    if name.is_empty()
        || name.chars().count() > crate::play::network::protocol::MAX_NAME
        || name.chars().any(char::is_control)
    {
        return Err(format!(
            "`{}` is not a name: 1 to {} characters, none of them control characters",
            echo(text),
            crate::play::network::protocol::MAX_NAME
        ));
    }
    Ok(name.to_string())
}

/// Reads a level from 1 to 20.
pub fn parse_level(text: &str) -> Result<Level, String> {
    text.trim()
        .parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| format!("`{}` is not a level: levels go from 1 to 20", echo(text)))
}

/// Reads the number of a game in a file of several, from 1.
pub fn parse_game_number(text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| format!("`{}` is not a game number: games are counted from 1", echo(text)))
}

/// Reads a duration: `30m`, `90s`, `1h30m`, `2.5s`, `500ms`, `1:30:00` (h:mm:ss) or `5:00` (m:ss).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let duration = parse_any_duration(text)?;
    if duration > TimeControl::MAX {
        return Err(format!(
            "`{}` is too long: a time is at most {} hours",
            echo(text.trim()),
            TimeControl::MAX.as_secs() / 3600
        ));
    }
    Ok(duration)
}

/// The computer's least time a move on screen: a duration up to ten seconds, or `0` for none.
pub(super) fn parse_duration_or_zero(text: &str) -> Result<Duration, String> {
    if text.trim() == "0" {
        return Ok(Duration::ZERO);
    }
    let duration = parse_any_duration(text)?;
    if duration > Duration::from_secs(10) {
        return Err(format!("`{}` is too long: at most 10s, or 0 for none", echo(text.trim())));
    }
    Ok(duration)
}

fn parse_any_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let invalid =
        || format!("`{}` is not a duration: use a form such as 30m, 90s, 1h30m, 1:30:00 or 5:00", echo(text));
    if text.is_empty() {
        return Err(invalid());
    }
    if text.contains(':') {
        let parts: Vec<&str> = text.split(':').collect();
        let numbers: Option<Vec<u64>> = parts
            .iter()
            .map(|p| {
                (!p.is_empty() && p.len() <= 6 && p.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| p.parse().ok())
                    .flatten()
            })
            .collect();
        let seconds = match numbers.as_deref() {
            Some(&[m, s]) if s < 60 => m * 60 + s,
            Some(&[h, m, s]) if m < 60 && s < 60 => h * 3600 + m * 60 + s,
            _ => return Err(invalid()),
        };
        return Ok(Duration::from_secs(seconds));
    }
    if text.bytes().all(|b| b.is_ascii_digit()) {
        let text = echo(text);
        return Err(format!("`{text}` needs a unit: {text}m for minutes or {text}s for seconds"));
    }
    let mut total = Duration::ZERO;
    let mut rest = text;
    while !rest.is_empty() {
        let number_end = rest.find(|c: char| !(c.is_ascii_digit() || c == '.')).ok_or_else(invalid)?;
        let unit_end =
            rest[number_end..].find(|c: char| c.is_ascii_digit()).map_or(rest.len(), |i| number_end + i);
        let number: f64 = rest[..number_end].parse().map_err(|_| invalid())?;
        let unit_seconds = match &rest[number_end..unit_end] {
            "h" => 3600.0,
            "m" | "min" => 60.0,
            "s" => 1.0,
            "ms" => 0.001,
            _ => return Err(invalid()),
        };
        total = total
            .checked_add(Duration::try_from_secs_f64(number * unit_seconds).map_err(|_| invalid())?)
            .ok_or_else(invalid)?;
        rest = &rest[unit_end..];
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_in_every_documented_form() {
        let s = Duration::from_secs;
        assert_eq!(parse_duration("30m"), Ok(s(1800)));
        assert_eq!(parse_duration("90s"), Ok(s(90)));
        assert_eq!(parse_duration("1h30m"), Ok(s(5400)));
        assert_eq!(parse_duration("1:30:00"), Ok(s(5400)));
        assert_eq!(parse_duration("5:00"), Ok(s(300)));
        assert_eq!(parse_duration("2.5s"), Ok(Duration::from_millis(2500)));
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        for bad in ["", "abc", "5x", "m", "1:60", "1:2:3:4", ":30", "-5m", "1e400h"] {
            assert!(parse_duration(bad).is_err(), "{bad} parsed");
        }
        assert!(parse_duration("30").unwrap_err().contains("needs a unit"));
        assert_eq!(parse_duration("100h"), Ok(s(360_000)));
        assert!(parse_duration("101h").unwrap_err().contains("at most 100 hours"));
        assert!(parse_duration("3000000000000000h").unwrap_err().contains("at most 100 hours"));
    }
}
