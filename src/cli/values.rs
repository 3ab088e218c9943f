//! The command line's values as typed: durations, levels, names and game numbers, read with a
//! problem that says what was expected, in any of the game's languages.

use std::time::Duration;

use crate::engine::clock::TimeControl;
use crate::i18n::Language;
use crate::search::level::Level;
use crate::text::echo;
use crate::tr;

/// Why a value typed on the command line was not taken; `value` as typed, made printable.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ValueProblem {
    /// Not 1 to `most` characters, or a control character among them.
    Name { value: String, most: usize },
    /// Not a level from 1 to 20.
    Level { value: String },
    /// Not a game number (from 1).
    GameNumber { value: String },
    /// A time longer than `hours` hours.
    TimeTooLong { value: String, hours: u64 },
    /// A least time a move longer than ten seconds.
    PauseTooLong { value: String },
    /// Not a duration in any of the forms taken.
    NotADuration { value: String },
    /// A number without a unit.
    NeedsUnit { value: String },
}

impl ValueProblem {
    /// The problem said in `language`.
    pub fn said(&self, language: Language) -> String {
        match self {
            ValueProblem::Name { value, most } => {
                tr!(language, "value-name", value = value.as_str(), most = *most)
            }
            ValueProblem::Level { value } => tr!(language, "value-level", value = value.as_str()),
            ValueProblem::GameNumber { value } => tr!(language, "value-game-number", value = value.as_str()),
            ValueProblem::TimeTooLong { value, hours } => {
                tr!(language, "value-time-too-long", value = value.as_str(), hours = *hours)
            }
            ValueProblem::PauseTooLong { value } => {
                tr!(language, "value-pause-too-long", value = value.as_str())
            }
            ValueProblem::NotADuration { value } => {
                tr!(language, "value-not-a-duration", value = value.as_str())
            }
            ValueProblem::NeedsUnit { value } => tr!(language, "value-needs-unit", value = value.as_str()),
        }
    }
}

impl std::fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said(Language::En))
    }
}

impl std::error::Error for ValueProblem {}

/// Reads a player's name: 1 to 40 characters, no control characters.
pub fn parse_name(text: &str) -> Result<String, ValueProblem> {
    let name = text.trim();
    let most = crate::play::network::protocol::MAX_NAME;
    if name.is_empty() || name.chars().count() > most || name.chars().any(char::is_control) {
        return Err(ValueProblem::Name { value: echo(text), most });
    }
    Ok(name.to_string())
}

/// Reads a level from 1 to 20.
pub fn parse_level(text: &str) -> Result<Level, ValueProblem> {
    text.trim()
        .parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| ValueProblem::Level { value: echo(text) })
}

/// Reads the number of a game in a file of several, from 1.
pub fn parse_game_number(text: &str) -> Result<usize, ValueProblem> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| ValueProblem::GameNumber { value: echo(text) })
}

/// Reads a duration: `30m`, `90s`, `1h30m`, `2.5s`, `500ms`, `1:30:00` (h:mm:ss) or `5:00` (m:ss).
pub fn parse_duration(text: &str) -> Result<Duration, ValueProblem> {
    let duration = parse_any_duration(text)?;
    if duration > TimeControl::MAX {
        return Err(ValueProblem::TimeTooLong {
            value: echo(text.trim()),
            hours: TimeControl::MAX.as_secs() / 3600,
        });
    }
    Ok(duration)
}

/// The computer's least time a move on screen: a duration up to ten seconds, or `0` for none.
pub(super) fn parse_duration_or_zero(text: &str) -> Result<Duration, ValueProblem> {
    if text.trim() == "0" {
        return Ok(Duration::ZERO);
    }
    let duration = parse_any_duration(text)?;
    if duration > Duration::from_secs(10) {
        return Err(ValueProblem::PauseTooLong { value: echo(text.trim()) });
    }
    Ok(duration)
}

fn parse_any_duration(text: &str) -> Result<Duration, ValueProblem> {
    let text = text.trim();
    let invalid = || ValueProblem::NotADuration { value: echo(text) };
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
        return Err(ValueProblem::NeedsUnit { value: echo(text) });
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
        assert!(parse_duration("30").unwrap_err().to_string().contains("needs a unit"));
        assert_eq!(parse_duration("100h"), Ok(s(360_000)));
        assert!(parse_duration("101h").unwrap_err().to_string().contains("at most 100 hours"));
        assert!(parse_duration("3000000000000000h").unwrap_err().to_string().contains("at most 100 hours"));
    }

    #[test]
    fn names_numbers_and_the_least_time_a_move_are_read_within_their_bounds() {
        use crate::play::network::protocol::MAX_NAME;
        assert_eq!(parse_name("  Ann "), Ok("Ann".to_string()));
        assert_eq!(parse_name(&"x".repeat(MAX_NAME)), Ok("x".repeat(MAX_NAME)));
        for bad in ["", "   ", "A\u{1b}nn"] {
            assert!(matches!(parse_name(bad), Err(ValueProblem::Name { .. })), "{bad:?}");
        }
        let long = "x".repeat(MAX_NAME + 1);
        assert!(matches!(parse_name(&long), Err(ValueProblem::Name { most: MAX_NAME, .. })));
        assert_eq!(parse_game_number("1"), Ok(1));
        assert_eq!(parse_game_number(" 12 "), Ok(12));
        assert_eq!(parse_game_number("0"), Err(ValueProblem::GameNumber { value: "0".into() }));
        assert_eq!(parse_duration_or_zero("0"), Ok(Duration::ZERO));
        assert_eq!(parse_duration_or_zero("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration_or_zero("10s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration_or_zero("11s"), Err(ValueProblem::PauseTooLong { value: "11s".into() }));
    }

    proptest::proptest! {
        /// Whatever is typed as a value, control characters included: read or refused, never a
        /// panic, and the refusal carries none of them in any language.
        #[test]
        fn any_argument_is_read_or_refused_in_printable_words(text in "(?s).{0,60}") {
            let refusals = [
                parse_name(&text).err(),
                parse_level(&text).err(),
                parse_game_number(&text).err(),
                parse_duration(&text).err(),
                parse_duration_or_zero(&text).err(),
            ];
            for problem in refusals.iter().flatten() {
                for language in Language::ALL {
                    let said = problem.said(language);
                    proptest::prop_assert!(!said.chars().any(char::is_control), "{said:?}");
                }
            }
        }
    }
}
