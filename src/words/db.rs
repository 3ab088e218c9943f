//! The games database's errors in words: the database's own, and why an import refuses a file
//! (the WTHOR reader's and the GGF reader's reasons).

use crate::i18n::Language;
use crate::text::printable;
use crate::tr;

use super::{ggf_problem, io_error};

/// Why the games database could not answer or be written, in `language`: the file, then why
/// (the operating system's words where the game has none of its own).
pub fn db_error(language: Language, error: &crate::store::db::DbError) -> String {
    use crate::store::db::{DbErrorKind, MAX_GAMES, OLD_VERSION, VERSION};
    let path = printable(&error.path.display().to_string());
    match &error.kind {
        DbErrorKind::Missing => tr!(language, "db-missing", path = path),
        DbErrorKind::ImportRunning => tr!(language, "db-import-running", path = path),
        DbErrorKind::NotADatabase(why) => tr!(language, "db-not-a-database", path = path, why = *why),
        DbErrorKind::OlderFormat => {
            tr!(language, "db-older-format", path = path, old = OLD_VERSION, current = VERSION)
        }
        DbErrorKind::UnknownFormat(format) => {
            tr!(language, "db-unknown-format", path = path, format = *format, current = VERSION)
        }
        DbErrorKind::Damaged(what) => tr!(language, "db-damaged", path = path, what = printable(what)),
        DbErrorKind::DiskFull => tr!(language, "db-disk-full", path = path),
        DbErrorKind::QuotaExceeded => tr!(language, "db-quota", path = path),
        DbErrorKind::TooManyGames => tr!(language, "db-too-many", path = path, most = MAX_GAMES.to_string()),
        DbErrorKind::Io(io) => tr!(language, "error-file", path = path, why = io_error(language, io)),
        DbErrorKind::Source(source) => source_problem(language, &path, source),
    }
}

/// Why a file given to an import of the games database is not games, in `language`, with its
/// name.
fn source_problem(language: Language, path: &str, source: &crate::store::db::SourceError) -> String {
    use crate::store::db::SourceError;
    match source {
        SourceError::NotGgf(error) => {
            tr!(language, "db-source-ggf", path = path, game = 0, why = ggf_problem(language, error))
        }
        SourceError::GgfGame(number, error) => {
            tr!(language, "db-source-ggf", path = path, game = *number, why = ggf_problem(language, error))
        }
        SourceError::NoGamesFiles => tr!(language, "db-source", path = path, problem = "no-files"),
        SourceError::NotWthor(error) => {
            tr!(
                language,
                "db-source",
                path = path,
                problem = "not-wthor",
                why = wthor_problem(language, error)
            )
        }
        SourceError::NoNames(name) => {
            tr!(language, "db-source", path = path, problem = "no-names", name = *name)
        }
        SourceError::NotNames(error) => {
            tr!(
                language,
                "db-source",
                path = path,
                problem = "not-names",
                why = wthor_problem(language, error)
            )
        }
        SourceError::NotAFile => tr!(language, "db-source", path = path, problem = "not-a-file"),
        SourceError::NeitherWthorNorGgf => tr!(language, "db-source", path = path, problem = "neither"),
    }
}

/// Why the WTHOR reader refuses a file, in `language`.
pub fn wthor_problem(language: Language, error: &crate::store::wthor::WthorError) -> String {
    use crate::store::wthor::{HEADER_LEN, RECORD_LEN, WthorError};
    match *error {
        WthorError::TooShort => tr!(language, "wthor-problem", problem = "too-short", bytes = HEADER_LEN),
        WthorError::NotEightByEight(size) => tr!(language, "wthor-problem", problem = "not-8x8", size = size),
        WthorError::WrongLength { records, bytes } => tr!(
            language,
            "wthor-problem",
            problem = "games-length",
            records = records,
            expected = HEADER_LEN as u64 + u64::from(records) * RECORD_LEN as u64,
            bytes = bytes
        ),
        WthorError::WrongNamesLength { names, width, bytes } => tr!(
            language,
            "wthor-problem",
            problem = "names-length",
            records = names,
            expected = HEADER_LEN + usize::from(names) * width,
            bytes = bytes
        ),
        WthorError::IllegalMove { game, move_number } => {
            tr!(language, "wthor-problem", problem = "illegal", game = game, number = move_number)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::wthor::WthorError;

    /// One error of each kind the WTHOR reader gives (a kind added fails to build here until it
    /// is listed).
    fn every_kind() -> Vec<WthorError> {
        let all = vec![
            WthorError::TooShort,
            WthorError::NotEightByEight(10),
            WthorError::WrongLength { records: 1, bytes: 16 },
            WthorError::WrongLength { records: 3, bytes: 90 },
            WthorError::WrongNamesLength { names: 2, width: 20, bytes: 30 },
            WthorError::IllegalMove { game: 7, move_number: 12 },
        ];
        for error in &all {
            match error {
                WthorError::TooShort
                | WthorError::NotEightByEight(_)
                | WthorError::WrongLength { .. }
                | WthorError::WrongNamesLength { .. }
                | WthorError::IllegalMove { .. } => {}
            }
        }
        all
    }

    #[test]
    fn english_says_every_wthor_problem_as_the_reader_s_own_display() {
        for error in every_kind() {
            assert_eq!(wthor_problem(Language::En, &error), error.to_string());
        }
    }

    #[test]
    fn every_wthor_problem_is_its_own_sentence_in_every_language() {
        for language in [Language::Nl, Language::De, Language::Fr, Language::Zh, Language::ZhHans] {
            let said: Vec<String> = every_kind().iter().map(|error| wthor_problem(language, error)).collect();
            for (error, words) in every_kind().iter().zip(&said) {
                let english = wthor_problem(Language::En, error);
                assert_ne!(words, &english, "{language:?}: {error:?} in English");
                assert!(!words.contains("header") && !words.contains("games"), "{language:?}: {words}");
            }
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), said.len(), "{language:?}: {said:?}");
            assert!(
                said[2].contains(" 1 ") && said[2].contains("84") && said[2].contains("16"),
                "{}",
                said[2]
            );
            assert!(
                said[4].contains(" 2 ") && said[4].contains("56") && said[4].contains("30"),
                "{}",
                said[4]
            );
            assert!(said[5].contains('7') && said[5].contains("12"), "{}", said[5]);
        }
    }
}
