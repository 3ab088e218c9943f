//! A command line clap cannot read, said in the player's language: what it could not take, what
//! it suggests instead, and where the options are listed. In English, clap's own words.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::values::ValueProblem;
use crate::i18n::Language;
use crate::tr;

/// `error` said in `language`, a line for each part, or `None` where clap's own words are the
/// message: in English, for help and the version (which are no errors), and for the kinds people
/// rarely meet.
pub fn said_in(error: &clap::Error, language: Language) -> Option<String> {
    if language == Language::En {
        return None;
    }
    let quoted = |kind| context(error, kind).map(|value| format!("`{value}`"));
    let argument = || quoted(ContextKind::InvalidArg);
    let problem = match error.kind() {
        ErrorKind::UnknownArgument => tr!(language, "usage-unknown-argument", argument = argument()?),
        ErrorKind::InvalidSubcommand => {
            tr!(language, "usage-unknown-subcommand", subcommand = quoted(ContextKind::InvalidSubcommand)?)
        }
        ErrorKind::InvalidValue if context(error, ContextKind::InvalidValue).is_none_or(|v| v.is_empty()) => {
            tr!(language, "usage-needs-value", argument = argument()?)
        }
        ErrorKind::InvalidValue => tr!(
            language,
            "usage-invalid-value",
            value = quoted(ContextKind::InvalidValue)?,
            argument = argument()?,
            valid = quoted_list(error, ContextKind::ValidValue)?
        ),
        ErrorKind::ValueValidation => {
            let reason = std::error::Error::source(error)?;
            let why = match reason.downcast_ref::<ValueProblem>() {
                Some(problem) => problem.said(language),
                None => out_of_range(&reason.to_string(), language).unwrap_or_else(|| reason.to_string()),
            };
            tr!(language, "usage-invalid-value-because", argument = argument()?, why = why)
        }
        ErrorKind::MissingRequiredArgument => {
            tr!(language, "usage-missing", arguments = quoted_list(error, ContextKind::InvalidArg)?)
        }
        // clap says an option given twice is in conflict with itself.
        ErrorKind::ArgumentConflict if argument() == quoted(ContextKind::PriorArg) => {
            tr!(language, "usage-too-many", argument = argument()?)
        }
        ErrorKind::ArgumentConflict => {
            tr!(language, "usage-conflict", argument = argument()?, other = quoted(ContextKind::PriorArg)?)
        }
        _ => return None,
    };
    let mut text = format!("{problem}\n");
    let suggested =
        [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand, ContextKind::SuggestedValue]
            .into_iter()
            .find_map(|kind| quoted_list(error, kind));
    if let Some(suggestion) = suggested {
        text.push_str(&format!("  {}\n", tr!(language, "usage-did-you-mean", suggestion = suggestion)));
    }
    text.push_str(&format!("{}\n", tr!(language, "usage-more", command = command_of(error))));
    Some(text)
}

/// clap's reason for a number out of an option's range (`30 is not in 1..=24`; `0 is not in
/// 1..=4294967295` where the option sets no end, the type's largest standing for it), said in
/// `language`; `None` for any other.
fn out_of_range(reason: &str, language: Language) -> Option<String> {
    let (value, bounds) = reason.split_once(" is not in ")?;
    let (low, end) = bounds.split_once("..")?;
    let low: i64 = low.parse().ok()?;
    let high: i64 = match end.strip_prefix('=') {
        Some(high) => high.parse().ok()?,
        None => end.parse::<i64>().ok()?.checked_sub(1)?,
    };
    let value = crate::text::echo(value);
    Some(if high >= i64::from(u32::MAX) {
        tr!(language, "value-at-least", value = value, low = low.to_string())
    } else {
        tr!(language, "value-range", value = value, low = low.to_string(), high = high.to_string())
    })
}

/// The value clap gives of `kind`: one value, or the usage line (the only styled one asked for).
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(value) => Some(value.clone()),
        ContextValue::StyledStr(value) => Some(value.to_string()),
        _ => None,
    }
}

/// Every value clap gives of `kind` (one, or a list), each quoted, separated by commas.
fn quoted_list(error: &clap::Error, kind: ContextKind) -> Option<String> {
    let values: Vec<String> = match error.get(kind)? {
        ContextValue::String(value) => vec![value.clone()],
        ContextValue::Strings(values) => values.clone(),
        _ => return None,
    };
    (!values.is_empty())
        .then(|| values.iter().map(|value| format!("`{value}`")).collect::<Vec<_>>().join(", "))
}

/// The command the error is about, as its usage line names it (`othello db explore`), to ask
/// for its help.
fn command_of(error: &clap::Error) -> String {
    let usage = context(error, ContextKind::Usage).unwrap_or_default();
    let words: Vec<&str> = usage
        .split_whitespace()
        .skip_while(|word| *word != "othello")
        .take_while(|word| !word.starts_with('-') && word.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
        .collect();
    if words.is_empty() { "othello".to_string() } else { words.join(" ") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::Parser;

    /// What `arguments` (after `othello`) are told in `language`.
    fn told(arguments: &[&str], language: Language) -> Option<String> {
        let error =
            Cli::try_parse_from(std::iter::once("othello").chain(arguments.iter().copied())).unwrap_err();
        said_in(&error, language)
    }

    #[test]
    fn english_is_clap_s_own_words() {
        assert_eq!(told(&["--frobnicate"], Language::En), None);
    }

    #[test]
    fn each_mistake_is_said_with_what_was_typed_and_what_was_meant() {
        let unknown = told(&["solve", "--movez", "f5"], Language::De).unwrap();
        assert!(unknown.starts_with("`--movez` ist hier keine Option.\n"), "{unknown}");
        assert!(unknown.contains("Meinten Sie `--moves`?"), "{unknown}");
        assert!(unknown.ends_with("othello solve --help nennt jede Option, mit Beispielen.\n"), "{unknown}");
        let choice = told(&["--theme", "neon"], Language::Nl).unwrap();
        assert!(choice.starts_with("`neon` is geen waarde van `--theme <THEME>`: die neemt `"), "{choice}");
        assert!(choice.contains("`light`"), "{choice}");
        let empty = told(&["solve", "--moves"], Language::Fr).unwrap();
        assert!(empty.starts_with("`--moves <TRANSCRIPT>` demande une valeur."), "{empty}");
        let invalid = told(&["--level", "99"], Language::Zh).unwrap();
        assert!(
            invalid.starts_with("`--level <N>` 不接受這個值：`99` 不是等級：等級從 1 到 20\n"),
            "{invalid}"
        );
        let range = told(&["train", "endgame", "--margin", "1"], Language::De).unwrap();
        assert!(
            range.starts_with(
                "Ungültiger Wert für `--margin <DISCS>`: `1` liegt außerhalb des Bereichs: von 2 bis 64\n"
            ),
            "{range}"
        );
        let at_least = told(&["book", "grow", "--wthor", "w", "--min-games", "0"], Language::Fr).unwrap();
        assert!(at_least.contains(": `0` est hors limites : 1 ou plus\n"), "{at_least}");
        let duration = told(&["--time", "30"], Language::Nl).unwrap();
        assert!(
            duration.contains("`30` heeft een eenheid nodig: 30m voor minuten of 30s voor seconden"),
            "{duration}"
        );
        let missing = told(&["db", "import"], Language::De).unwrap();
        assert!(missing.starts_with("Es fehlt: `<PATH>...`.\n"), "{missing}");
        let conflict = told(&["--load", "x", "--position", "y"], Language::Nl).unwrap();
        assert!(
            conflict.starts_with(
                "`--load <FILE|ID>` kan niet samen met `--position <POSITION>` worden gegeven.\n"
            ),
            "{conflict}"
        );
        let twice = told(&["--theme", "light", "--theme", "dark"], Language::Fr).unwrap();
        assert!(twice.starts_with("`--theme <THEME>` a été donné plus d'une fois."), "{twice}");
        let subcommand = told(&["db", "explor"], Language::Nl).unwrap();
        assert!(subcommand.starts_with("`explor` is geen opdracht van othello."), "{subcommand}");
        assert!(subcommand.contains("Bedoelde je `explore`?"), "{subcommand}");
        assert!(
            subcommand.ends_with("othello db --help noemt elke optie, met voorbeelden.\n"),
            "{subcommand}"
        );
    }
}
