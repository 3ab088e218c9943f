//! The opening book's errors in the player's language: a book file, a line of a book in text, a
//! part of a book grown in shards, and parts that do not merge.

use std::path::{Path, PathBuf};

use crate::i18n::Language;
use crate::search::book::{BookError, MergeError, TextProblem};
use crate::text::printable;
use crate::tr;

use super::{io_error, position_problem};

/// Why an opening book file could not be read or written, in `language`: its name, then why.
pub fn book_file_error(language: Language, error: &crate::store::book::BookFileError) -> String {
    use crate::store::book::BookFileErrorKind;
    let why = match &error.kind {
        BookFileErrorKind::Io(e) => io_error(language, e),
        BookFileErrorKind::NotAFile { text } => {
            tr!(language, "book-not-a-file", kind = if *text { "text" } else { "book" })
        }
        BookFileErrorKind::Book(error) => book_problem(language, error),
        BookFileErrorKind::Text(error) => {
            tr!(language, "book-text-line", line = error.line, why = text_problem(language, &error.why))
        }
    };
    tr!(language, "error-file", path = shown(&error.path), why = why)
}

/// Why bytes are not a book this othello reads, in `language`: not a book, another version, or
/// damaged (and how).
pub fn book_problem(language: Language, error: &BookError) -> String {
    match error {
        BookError::Foreign => tr!(language, "book-foreign"),
        BookError::Version(version) => {
            tr!(language, "book-version", version = *version, current = crate::search::book::VERSION)
        }
        BookError::Damaged(why) => tr!(language, "book-damaged", what = damage_key(why), why = *why),
    }
}

/// Why a line of a book in text is not a book position, in `language`.
pub fn text_problem(language: Language, problem: &TextProblem) -> String {
    let key = match problem {
        TextProblem::Position(error) => return position_problem(language, error),
        TextProblem::Fields => "fields",
        TextProblem::NoMove => "no-move",
        TextProblem::Depth => "depth",
        TextProblem::Value => "value",
        TextProblem::MoveOut => "move-out",
        TextProblem::MoveOutIllegal => "move-out-illegal",
        TextProblem::MoveOutValue => "move-out-value",
        TextProblem::NotCanonical => "not-canonical",
        TextProblem::Twice => "twice",
    };
    tr!(language, "book-text-problem", problem = key)
}

/// Why the file at `path` is not a part of a book grown in shards, in `language`: its name, then
/// why its bytes are not one.
pub fn part_error(language: Language, path: &Path, error: &BookError) -> String {
    tr!(language, "error-not-a-part", path = shown(path), why = book_problem(language, error))
}

/// Why the parts at `paths` (in the order given to the merge) do not make a book, in `language`:
/// the part at fault by its name, or the shards missing.
pub fn merge_error(language: Language, error: &MergeError, paths: &[PathBuf]) -> String {
    let part = |problem: &str, at: usize| {
        let path = paths.get(at).map_or_else(String::new, |path| shown(path));
        tr!(language, "error-merge-part", problem = problem, path = path)
    };
    match error {
        MergeError::Foreign(at) => part("foreign", *at),
        MergeError::Incomplete(at) => part("incomplete", *at),
        MergeError::Twice(at) => part("twice", *at),
        MergeError::Missing(shards) => {
            let listed: Vec<String> = shards.iter().map(u32::to_string).collect();
            let shards = listed.join(&tr!(language, "list-separator"));
            let why = tr!(language, "merge-missing", count = listed.len(), shards = shards);
            tr!(language, "error-cannot-merge", why = why)
        }
    }
}

fn shown(path: &Path) -> String {
    printable(&path.display().to_string())
}

/// The key that `book-damaged` says a book's damage by: the reasons the book's reader gives.
fn damage_key(why: &str) -> &'static str {
    match why {
        "its header is cut short" => "header",
        "its length does not match its count of positions" => "length",
        "its contents do not match its checksum" => "checksum",
        "a position with a square taken twice" => "square-twice",
        "a position not stored as its canonical image" => "not-canonical",
        "its header does not match its checksum" => "header-checksum",
        "its shard is not one of its shards" => "shard",
        "its packed form does not unpack" => "packed",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::{ParsePositionError, PositionProblem};
    use crate::search::book::TextError;
    use crate::store::book::{BookFileError, BookFileErrorKind};

    #[test]
    fn every_damage_the_book_reader_names_is_worded_in_every_language() {
        // The reasons `BookError::Damaged` gives, read from the book reader's source.
        let dir =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/othello-core/src/search/book");
        let mut reasons = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(path).unwrap();
            for (at, _) in text.match_indices("Damaged(\"") {
                let rest = &text[at + "Damaged(\"".len()..];
                reasons.push(rest[..rest.find('"').unwrap()].to_string());
            }
        }
        assert!(reasons.len() >= 7, "{reasons:?}");
        for reason in &reasons {
            assert_ne!(damage_key(reason), "other", "{reason:?} has no key in book-damaged");
            let path = std::path::PathBuf::from("/data/book.bin");
            let kind =
                BookFileErrorKind::Book(BookError::Damaged(Box::leak(reason.clone().into_boxed_str())));
            let error = BookFileError { path, kind };
            assert_eq!(
                book_file_error(Language::En, &error),
                error.to_string(),
                "English as the logs say it"
            );
            for language in Language::ALL.into_iter().filter(|&l| l != Language::En) {
                let said = book_file_error(language, &error);
                assert!(said.starts_with("/data/book.bin") && !said.contains(reason.as_str()), "{said}");
            }
        }
    }

    /// One line's problem of each kind (a kind added to `TextProblem` fails to build here until
    /// it is listed).
    fn every_text_problem() -> Vec<TextProblem> {
        let all = vec![
            TextProblem::Fields,
            TextProblem::Position(ParsePositionError(PositionProblem::Squares(3))),
            TextProblem::NoMove,
            TextProblem::Depth,
            TextProblem::Value,
            TextProblem::MoveOut,
            TextProblem::MoveOutIllegal,
            TextProblem::MoveOutValue,
            TextProblem::NotCanonical,
            TextProblem::Twice,
        ];
        for problem in &all {
            match problem {
                TextProblem::Fields
                | TextProblem::Position(_)
                | TextProblem::NoMove
                | TextProblem::Depth
                | TextProblem::Value
                | TextProblem::MoveOut
                | TextProblem::MoveOutIllegal
                | TextProblem::MoveOutValue
                | TextProblem::NotCanonical
                | TextProblem::Twice => {}
            }
        }
        all
    }

    #[test]
    fn every_problem_of_a_book_in_text_is_worded_in_every_language_and_english_as_the_logs_say_it() {
        let problems = every_text_problem();
        for language in Language::ALL {
            let said: Vec<String> = problems.iter().map(|problem| text_problem(language, problem)).collect();
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), problems.len(), "{language:?}: a sentence of its own each: {said:?}");
            for (problem, words) in problems.iter().zip(&said) {
                if language == Language::En {
                    assert_eq!(words, &problem.to_string());
                } else {
                    assert_ne!(words, &problem.to_string(), "{language:?}: English for {problem:?}");
                }
            }
        }
        let error = BookFileError {
            path: "/data/book.txt".into(),
            kind: BookFileErrorKind::Text(TextError { line: 7, why: TextProblem::Depth }),
        };
        assert_eq!(book_file_error(Language::En, &error), error.to_string());
        assert_eq!(book_file_error(Language::En, &error), "/data/book.txt: line 7: a depth from 0 to 60");
        assert_eq!(book_file_error(Language::De, &error), "/data/book.txt: Zeile 7: eine Tiefe von 0 bis 60");
        assert_eq!(
            book_file_error(Language::Fr, &error),
            "/data/book.txt\u{a0}: ligne 7\u{a0}: une profondeur de 0 à 60"
        );
        assert_eq!(book_file_error(Language::Zh, &error), "/data/book.txt：第 7 行：深度應為 0 到 60");
    }

    #[test]
    fn parts_that_do_not_merge_are_named_in_every_language() {
        let paths = [PathBuf::from("a.part"), PathBuf::from("b.part")];
        let errors = [
            MergeError::Foreign(1),
            MergeError::Incomplete(1),
            MergeError::Twice(1),
            MergeError::Missing(vec![2, 5]),
        ];
        let english = [
            "b.part: a part of another set of positions, another cut or another depth than the first",
            "b.part: a part not done: run its shard again to finish it",
            "b.part: a shard given twice",
            "cannot merge: shards missing: 2, 5",
        ];
        for (error, words) in errors.iter().zip(english) {
            assert_eq!(merge_error(Language::En, error, &paths), words);
        }
        for language in Language::ALL.into_iter().filter(|&l| l != Language::En) {
            for (error, english) in errors.iter().zip(english) {
                let said = merge_error(language, error, &paths);
                assert_ne!(said, english, "{language:?}");
                let named = matches!(error, MergeError::Missing(_)) || said.starts_with("b.part");
                assert!(named, "{language:?}: {said}");
            }
        }
        assert_eq!(merge_error(Language::De, &errors[2], &paths), "b.part: ein Shard doppelt gegeben");
        assert_eq!(merge_error(Language::Zh, &errors[3], &paths), "無法合併：缺少 2 個分片：2、5");
        // One shard missing is said in the singular.
        let one = MergeError::Missing(vec![3]);
        assert_eq!(merge_error(Language::En, &one, &paths), "cannot merge: shard missing: 3");
        assert!(merge_error(Language::De, &one, &paths).ends_with("fehlender Shard: 3"));
        // A part that is not one: the book reader's kinds.
        let said =
            part_error(Language::De, Path::new("x.part"), &BookError::Damaged("its header is cut short"));
        assert_eq!(said, "x.part: kein Teil: ein beschädigtes Eröffnungsbuch: sein Kopf ist abgeschnitten");
        let said = part_error(Language::En, Path::new("x.part"), &BookError::Foreign);
        assert_eq!(said, "x.part: not a part: not an othello opening book");
    }
}
