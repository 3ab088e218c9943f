//! The opening explorer's state: whether it is shown, the position last asked of the games
//! database, what the database said of the position on the board, and which games count
//! (players and years, as typed in its filter box).

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::store::db::{Filter, MoveStats};

/// What the games database holds of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explored {
    /// The games that went through it.
    pub games: u32,
    /// The games in the database that the filter lets through.
    pub total: usize,
    /// The moves played from it, most played first.
    pub moves: Vec<MoveStats>,
}

/// Why the games database gave the explorer no answer: none imported yet in the data folder,
/// or what went wrong (both said in the player's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unanswered {
    /// No games database in this data folder yet.
    NoDatabase {
        /// The data folder, printable.
        folder: String,
    },
    /// The database could not answer: why.
    Failed(String),
}

impl Unanswered {
    /// Why, in `language`.
    pub fn said(&self, language: crate::i18n::Language) -> String {
        match self {
            Unanswered::NoDatabase { folder } => {
                crate::tr!(language, "explorer-no-database", folder = folder.as_str())
            }
            Unanswered::Failed(why) => why.clone(),
        }
    }
}

/// The explorer: shown or not, and the database's answer for the position on the board.
#[derive(Clone, Debug, Default)]
pub struct Explorer {
    /// Whether it is shown.
    pub on: bool,
    /// The position last asked about, with the colour to move (its answer may still be on the
    /// way).
    pub asked: Option<(Position, Color)>,
    /// The answer for `asked`, or why there is none (no database, a damaged one).
    pub found: Option<Result<Explored, Unanswered>>,
    /// Which games count: players and years.
    pub filter: Filter,
}

/// Why a typed filter is not one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FilterError {
    /// A word of digits that is not a year from 1900 to 2100 (made printable).
    NotAYear(String),
    /// Years that end before they start: `2001-1999`.
    Backwards(u16, u16),
}

impl FilterError {
    /// The error in `language`.
    pub fn said(&self, language: crate::i18n::Language) -> String {
        match self {
            FilterError::NotAYear(text) => crate::tr!(language, "filter-not-a-year", text = text.as_str()),
            FilterError::Backwards(from, to) => {
                crate::tr!(language, "filter-backwards", from = from.to_string(), to = to.to_string())
            }
        }
    }
}

/// Reads the explorer's filter as typed: years (`2005`, `1990-2000`, `2000-`, `-1999`) and the
/// rest a part of a player's name (`tastet 2000-`); empty text for every game. A year out of
/// WTHOR's range, or a span that ends before it starts, is refused with the reason.
pub fn parse_filter(text: &str) -> Result<Filter, FilterError> {
    let mut filter = Filter::default();
    let mut name = Vec::new();
    let year = |text: &str| -> Result<Option<u16>, FilterError> {
        if text.is_empty() {
            return Ok(None);
        }
        match text.parse::<u16>() {
            Ok(year) if (1900..=2100).contains(&year) => Ok(Some(year)),
            _ => Err(FilterError::NotAYear(crate::text::echo(text))),
        }
    };
    for word in text.split_whitespace() {
        let looks_like_years = !word.is_empty() && word.chars().all(|c| c.is_ascii_digit() || c == '-');
        if !looks_like_years {
            name.push(word);
            continue;
        }
        let (from, to) = match word.split_once('-') {
            Some((from, to)) => (year(from)?, year(to)?),
            None => (year(word)?, year(word)?),
        };
        if let (Some(from), Some(to)) = (from, to)
            && from > to
        {
            return Err(FilterError::Backwards(from, to));
        }
        filter.from_year = from.or(filter.from_year);
        filter.to_year = to.or(filter.to_year);
    }
    filter.players = if name.is_empty() { Vec::new() } else { vec![name.join(" ")] };
    Ok(filter)
}

/// The filter in words, as typed: `tastet 2000-2010`; empty for every game.
pub fn describe_filter(filter: &Filter) -> String {
    let years = match (filter.from_year, filter.to_year) {
        (Some(from), Some(to)) if from == to => format!("{from}"),
        (Some(from), Some(to)) => format!("{from}-{to}"),
        (Some(from), None) => format!("{from}-"),
        (None, Some(to)) => format!("-{to}"),
        (None, None) => String::new(),
    };
    let player = filter.players.iter().map(|name| crate::text::printable(name)).collect::<Vec<_>>().join(" ");
    [player, years].into_iter().filter(|part| !part.is_empty()).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_filter_that_is_not_one_is_said_in_the_language() {
        let not_a_year = parse_filter("Tastet 3000").unwrap_err();
        assert_eq!(not_a_year.said(Language::En), "`3000` is not a year");
        assert_eq!(not_a_year.said(Language::De), "`3000` ist keine Jahreszahl");
        let backwards = parse_filter("2001-1999").unwrap_err();
        assert_eq!(backwards.said(Language::Fr), "2001-1999 finit avant de commencer");
        assert_eq!(backwards.said(Language::Zh), "2001-1999 的結束早於開始");
    }
}
