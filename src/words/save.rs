//! Why a well-formed save is not a possible game, in the player's language (English as the
//! store's `Display` says it).

use crate::i18n::Language;
use crate::search::level::Level;
use crate::store::{InvalidSave, SavedResult};
use crate::text::printable;
use crate::tr;

use super::{position_problem, resume_problem, rules_error, side, square_problem};

/// What a save file's game cannot be, in `language`: the field, and why (the rules, a square, a
/// position and a recorded game said as everywhere else). The save's field names stay as the
/// file writes them.
pub fn invalid_save(language: Language, invalid: &InvalidSave) -> String {
    let said = |problem: &str| tr!(language, "file-invalid", problem = problem);
    match invalid {
        InvalidSave::GameId => said("game-id"),
        InvalidSave::Started(found) => {
            tr!(language, "file-invalid", problem = "started", found = printable(found))
        }
        InvalidSave::NoVersion => said("version"),
        InvalidSave::Rules(error) => rules_error(language, "rules", error),
        InvalidSave::NotASquare { number, error } => tr!(
            language,
            "file-invalid",
            problem = "move",
            number = *number,
            why = square_problem(language, error)
        ),
        InvalidSave::UntimedRemaining => said("untimed"),
        InvalidSave::TimedWithoutRemaining => said("timed"),
        InvalidSave::Start(error) => {
            tr!(language, "file-invalid", problem = "start", why = position_problem(language, error))
        }
        InvalidSave::Level { color, level } => tr!(
            language,
            "file-invalid",
            problem = "level",
            side = side(language, *color),
            level = *level,
            least = Level::MIN.number(),
            most = Level::MAX.number()
        ),
        InvalidSave::Resume(error) => resume_problem(language, error),
        InvalidSave::Remaining { color, written, counted } => tr!(
            language,
            "file-invalid",
            problem = "remaining",
            side = side(language, *color),
            written = written.to_string(),
            counted = counted.to_string()
        ),
        InvalidSave::Result { written, counted } => {
            let key = |result: &Option<SavedResult>| result.map_or("none", |result| result.by.key());
            let score =
                |result: &Option<SavedResult>| result.map_or((0, 0), |result| (result.black, result.white));
            let ((written_black, written_white), (counted_black, counted_white)) =
                (score(written), score(counted));
            tr!(
                language,
                "file-invalid-result",
                written = key(written),
                written_black = written_black,
                written_white = written_white,
                counted = key(counted),
                counted_black = counted_black,
                counted_white = counted_white
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::color::Color;
    use crate::engine::game::{PlayError, ResumeError};
    use crate::engine::notation::{ParsePositionError, PositionProblem};
    use crate::engine::position::IllegalMove;
    use crate::engine::rules::RulesError;
    use crate::engine::square::ParseSquareError;
    use crate::store::{EndedBy, SaveErrorKind};

    /// A result of `black`-`white` by `by`.
    fn result(black: u8, white: u8, by: EndedBy) -> Option<SavedResult> {
        Some(SavedResult { black, white, by })
    }

    /// One of each kind a save's game can be refused for (a kind added fails to build here until
    /// it is listed).
    fn every_kind() -> Vec<InvalidSave> {
        let all = vec![
            InvalidSave::GameId,
            InvalidSave::Started("yesterday".into()),
            InvalidSave::NoVersion,
            InvalidSave::Rules(RulesError::Handicap(9)),
            InvalidSave::Rules(RulesError::NoTime(Color::White)),
            InvalidSave::NotASquare { number: 2, error: ParseSquareError { input: "z9".into() } },
            InvalidSave::UntimedRemaining,
            InvalidSave::TimedWithoutRemaining,
            InvalidSave::Start(ParsePositionError(PositionProblem::Squares(3))),
            InvalidSave::Level { color: Color::Black, level: 21 },
            InvalidSave::Resume(ResumeError::Move {
                number: 3,
                square: "b7".parse().unwrap(),
                error: PlayError::Illegal(IllegalMove::FlipsNothing("b7".parse().unwrap())),
            }),
            InvalidSave::Resume(ResumeError::HandicapAndStart),
            InvalidSave::Remaining { color: Color::White, written: 999_999, counted: 297_500 },
            InvalidSave::Result { written: result(40, 24, EndedBy::Discs), counted: None },
            InvalidSave::Result { written: None, counted: result(0, 64, EndedBy::Time) },
            InvalidSave::Result {
                written: result(33, 31, EndedBy::Resignation),
                counted: result(33, 31, EndedBy::Discs),
            },
        ];
        for invalid in &all {
            match invalid {
                InvalidSave::GameId
                | InvalidSave::Started(_)
                | InvalidSave::NoVersion
                | InvalidSave::Rules(_)
                | InvalidSave::NotASquare { .. }
                | InvalidSave::UntimedRemaining
                | InvalidSave::TimedWithoutRemaining
                | InvalidSave::Start(_)
                | InvalidSave::Level { .. }
                | InvalidSave::Resume(_)
                | InvalidSave::Remaining { .. }
                | InvalidSave::Result { .. } => {}
            }
        }
        all
    }

    #[test]
    fn english_says_every_kind_as_the_stores_own_display() {
        for invalid in every_kind() {
            let kind = SaveErrorKind::Invalid(invalid.clone());
            assert_eq!(invalid_save(Language::En, &invalid), invalid.to_string());
            assert_eq!(super::super::save_problem(Language::En, &kind), kind.to_string());
        }
    }

    #[test]
    fn every_kind_is_its_own_sentence_in_every_language_without_english() {
        let kinds = every_kind();
        let english = [
            "letters, digits",
            "not a date",
            "field is missing",
            "untimed",
            "a timed game",
            "level is",
            "handicap is",
            "has no time",
            "but the rules",
            "move ",
            "is not a square",
            "not a position string",
            "is illegal",
            "flips nothing",
            "start position",
            "the file says",
            "no result",
            "by discs",
            "by time",
            "by resignation",
            "the moves give",
            "Black",
            "White",
        ];
        for language in Language::ALL {
            let said: Vec<String> = kinds.iter().map(|invalid| invalid_save(language, invalid)).collect();
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), kinds.len(), "{language:?}: a sentence of its own each: {said:?}");
            for (invalid, words) in kinds.iter().zip(&said) {
                assert!(
                    !words.is_empty() && !words.chars().any(char::is_control),
                    "{language:?} {invalid:?}"
                );
                if language == Language::En {
                    continue;
                }
                assert_ne!(words, &invalid_save(Language::En, invalid), "{language:?}");
                for english in english {
                    assert!(
                        !words.contains(english),
                        "{language:?}: English {english:?} for {invalid:?}: {words}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_result_is_said_with_both_scores_and_how_each_ended() {
        let invalid = InvalidSave::Result { written: result(40, 24, EndedBy::Discs), counted: None };
        assert_eq!(
            invalid_save(Language::De, &invalid),
            "result: die Datei sagt 40-24 nach Steinen, aber die Züge ergeben kein Ergebnis (die Partie läuft noch)"
        );
        assert_eq!(
            invalid_save(Language::Zh, &invalid),
            "result：檔案寫的是數子 40-24，但棋步得出的是沒有結果（對局仍在進行）"
        );
        let level = InvalidSave::Level { color: Color::Black, level: 21 };
        assert_eq!(
            invalid_save(Language::Fr, &level),
            "computer\u{a0}: le niveau de Noir est 21, mais les niveaux vont de 1 à 20"
        );
    }
}
