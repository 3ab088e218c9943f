//! Why a GGF record is not a game, in the player's language: the GGF reader's kinds, a square
//! that is not one, and a recorded game that cannot be rebuilt.

use crate::engine::game::{PlayError, ResumeError};
use crate::engine::position::IllegalMove;
use crate::engine::square::ParseSquareError;
use crate::i18n::Language;
use crate::store::ggf::{BoardProblem, ClockProblem, GgfError, MoveProblem, tag};
use crate::text::printable;
use crate::tr;

use super::{position_problem, rules_error, side};

/// Why a GGF record is not a game this othello reads, in `language` (English as the error's
/// `Display` says it).
pub fn ggf_problem(language: Language, error: &GgfError) -> String {
    tr!(language, "ggf-not-read", why = ggf_reason(language, error))
}

/// The reason alone, without "not a GGF game this othello reads".
fn ggf_reason(language: Language, error: &GgfError) -> String {
    match error {
        GgfError::NoGame => tr!(language, "ggf-no-game"),
        GgfError::NoSuchGame { count, asked } => {
            tr!(language, "ggf-no-such-game", count = *count, number = *asked)
        }
        GgfError::RecordNotClosed => tr!(language, "ggf-record-not-closed"),
        GgfError::NotAProperty(near) => tr!(language, "ggf-not-a-property", text = near.as_str()),
        GgfError::ValueNotClosed(name) => tr!(language, "ggf-value-not-closed", name = name.as_str()),
        GgfError::NotOthello(game) => tr!(language, "ggf-not-othello", value = game.as_str()),
        GgfError::NotEightByEight(kind) => tr!(language, "ggf-not-8x8", value = kind.as_str()),
        GgfError::Board(problem) => {
            let (key, value, why) = match problem {
                BoardProblem::Size(board) => ("size", board.as_str(), String::new()),
                BoardProblem::Empty => ("empty", "", String::new()),
                BoardProblem::Squares(error) => ("squares", "", position_problem(language, error)),
                BoardProblem::ToMove(side) => ("to-move", side.as_str(), String::new()),
            };
            tr!(language, "ggf-board", problem = key, value = value, why = why)
        }
        GgfError::Clock(problem) => {
            let (key, text) = match problem {
                ClockProblem::NotAClock(text) => ("not-a-clock", text.as_str()),
                ClockProblem::Uneven => ("uneven", ""),
                ClockProblem::OneSide => ("one-side", ""),
            };
            tr!(language, "ggf-clock", problem = key, text = text)
        }
        GgfError::Rules(error) => rules_error(language, "TI", error),
        GgfError::Move { number, color, value, problem } => {
            let (key, found, who, why) = match problem {
                MoveProblem::Time(time) => ("time", time.clone(), *color, String::new()),
                MoveProblem::GameOver => ("over", String::new(), *color, String::new()),
                MoveProblem::UnforcedPass => ("pass", String::new(), *color, String::new()),
                MoveProblem::NotTheirTurn => ("turn", String::new(), !*color, String::new()),
                MoveProblem::NotASquare(error) => {
                    ("other", String::new(), *color, square_problem(language, error))
                }
                // Said as a reason of its own, not the status line's sentence with its capital and stop.
                MoveProblem::Illegal(IllegalMove::Occupied(square)) => {
                    ("occupied", square.to_string(), *color, String::new())
                }
                MoveProblem::Illegal(IllegalMove::FlipsNothing(square)) => {
                    ("flips-nothing", square.to_string(), *color, String::new())
                }
            };
            tr!(
                language,
                "ggf-move",
                problem = key,
                number = *number,
                tag = tag(*color),
                value = value.as_str(),
                found = found,
                side = side(language, who),
                why = why
            )
        }
        GgfError::Resume(error) => resume_problem(language, error),
    }
}

/// Why a text is not a square such as `f5`, in `language`.
pub fn square_problem(language: Language, error: &ParseSquareError) -> String {
    tr!(language, "square-not-a-square", found = printable(&error.input))
}

/// Why the moves, times and result of a recorded game do not make a game, in `language`.
pub fn resume_problem(language: Language, error: &ResumeError) -> String {
    let (key, number, square, color) = match error {
        ResumeError::Move { number, square, error } => {
            let (key, color) = match error {
                PlayError::GameOver => ("game-over", None),
                PlayError::Illegal(IllegalMove::Occupied(_)) => ("occupied", None),
                PlayError::Illegal(IllegalMove::FlipsNothing(_)) => ("flips-nothing", None),
                PlayError::OutOfTime(color) => ("out-of-time", Some(*color)),
            };
            (key, *number, square.to_string(), color)
        }
        ResumeError::TimeUsed(color) => ("time-used", 0, String::new(), Some(*color)),
        ResumeError::NotFlagged(color) => ("not-flagged", 0, String::new(), Some(*color)),
        ResumeError::HandicapAndStart => ("handicap", 0, String::new(), None),
    };
    let side = color.map_or_else(String::new, |color| side(language, color));
    tr!(language, "resume-problem", problem = key, number = number, square = square, side = side)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::color::Color;
    use crate::engine::notation::{ParsePositionError, PositionProblem};
    use crate::engine::rules::RulesError;
    use crate::engine::square::Square;

    fn square(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// A move of the record, `B[f5]` or `W[…]`, with `problem`.
    fn move_with(color: Color, value: &str, problem: MoveProblem) -> GgfError {
        GgfError::Move { number: 2, color, value: value.into(), problem }
    }

    /// One error of each kind the GGF reader gives (a kind added fails to build here until it is
    /// listed).
    fn every_kind() -> Vec<GgfError> {
        let all = vec![
            GgfError::NoGame,
            GgfError::NoSuchGame { count: 1, asked: 2 },
            GgfError::NoSuchGame { count: 3, asked: 4 },
            GgfError::RecordNotClosed,
            GgfError::NotAProperty("?!(;".into()),
            GgfError::ValueNotClosed("PB".into()),
            GgfError::NotOthello("Chess".into()),
            GgfError::NotEightByEight("10".into()),
            GgfError::Board(BoardProblem::Size("9 ----".into())),
            GgfError::Board(BoardProblem::Empty),
            GgfError::Board(BoardProblem::Squares(ParsePositionError(PositionProblem::Squares(3)))),
            GgfError::Board(BoardProblem::ToMove("Q".into())),
            GgfError::Clock(ClockProblem::NotAClock("soon".into())),
            GgfError::Clock(ClockProblem::Uneven),
            GgfError::Clock(ClockProblem::OneSide),
            GgfError::Rules(RulesError::TooLong(std::time::Duration::from_secs(200 * 3600))),
            move_with(Color::Black, "f5//soon", MoveProblem::Time("soon".into())),
            move_with(Color::White, "d6", MoveProblem::GameOver),
            move_with(Color::Black, "PA", MoveProblem::UnforcedPass),
            move_with(Color::Black, "z9", MoveProblem::NotASquare(ParseSquareError { input: "z9".into() })),
            move_with(Color::Black, "d6", MoveProblem::NotTheirTurn),
            move_with(Color::White, "f5", MoveProblem::Illegal(IllegalMove::Occupied(square("f5")))),
            move_with(Color::White, "a1", MoveProblem::Illegal(IllegalMove::FlipsNothing(square("a1")))),
            GgfError::Resume(ResumeError::Move {
                number: 3,
                square: square("c3"),
                error: PlayError::GameOver,
            }),
            GgfError::Resume(ResumeError::Move {
                number: 3,
                square: square("c3"),
                error: PlayError::Illegal(IllegalMove::Occupied(square("c3"))),
            }),
            GgfError::Resume(ResumeError::Move {
                number: 3,
                square: square("c3"),
                error: PlayError::Illegal(IllegalMove::FlipsNothing(square("c3"))),
            }),
            GgfError::Resume(ResumeError::Move {
                number: 3,
                square: square("c3"),
                error: PlayError::OutOfTime(Color::White),
            }),
            GgfError::Resume(ResumeError::TimeUsed(Color::Black)),
            GgfError::Resume(ResumeError::NotFlagged(Color::White)),
            GgfError::Resume(ResumeError::HandicapAndStart),
        ];
        for error in &all {
            match error {
                GgfError::NoGame
                | GgfError::NoSuchGame { .. }
                | GgfError::RecordNotClosed
                | GgfError::NotAProperty(_)
                | GgfError::ValueNotClosed(_)
                | GgfError::NotOthello(_)
                | GgfError::NotEightByEight(_)
                | GgfError::Rules(_) => {}
                GgfError::Board(BoardProblem::Size(_) | BoardProblem::Empty)
                | GgfError::Board(BoardProblem::Squares(_) | BoardProblem::ToMove(_)) => {}
                GgfError::Clock(
                    ClockProblem::NotAClock(_) | ClockProblem::Uneven | ClockProblem::OneSide,
                ) => {}
                GgfError::Move { problem, .. } => match problem {
                    MoveProblem::Time(_)
                    | MoveProblem::GameOver
                    | MoveProblem::UnforcedPass
                    | MoveProblem::NotASquare(_)
                    | MoveProblem::NotTheirTurn
                    | MoveProblem::Illegal(_) => {}
                },
                GgfError::Resume(
                    ResumeError::Move { .. }
                    | ResumeError::TimeUsed(_)
                    | ResumeError::NotFlagged(_)
                    | ResumeError::HandicapAndStart,
                ) => {}
            }
        }
        all
    }

    #[test]
    fn english_says_every_kind_as_the_readers_own_display() {
        // The NBoard engine's diagnostics read `Display`: the same words as en/cli.ftl.
        for error in every_kind() {
            assert_eq!(ggf_problem(Language::En, &error), error.to_string());
        }
    }

    #[test]
    fn every_kind_is_its_own_sentence_in_every_language_without_english() {
        let kinds = every_kind();
        for language in Language::ALL {
            let said: Vec<String> = kinds.iter().map(|error| ggf_problem(language, error)).collect();
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), kinds.len(), "{language:?}: a sentence of its own each: {said:?}");
            for words in &said {
                // A reason inside "not a GGF game…", never a sentence of its own with its stop.
                assert!(!words.ends_with(['.', '。']), "{language:?}: {words}");
            }
            if language == Language::En {
                continue;
            }
            for (error, words) in kinds.iter().zip(&said) {
                assert!(!words.contains("GGF game this othello"), "{language:?}: {words}");
                for english in ["not a", "is never closed", "the game", "move ", "clock", "a pass", "turn"] {
                    assert!(
                        !words.contains(english),
                        "{language:?}: English {english:?} for {error:?}: {words}"
                    );
                }
            }
        }
    }

    #[test]
    fn an_illegal_move_is_said_as_a_reason_not_as_the_status_lines_sentence() {
        let taken = move_with(Color::White, "f5", MoveProblem::Illegal(IllegalMove::Occupied(square("f5"))));
        assert_eq!(
            ggf_problem(Language::Fr, &taken),
            "pas une partie GGF que cet othello sait lire\u{a0}: coup 2 (W[f5])\u{a0}: la case f5 est déjà occupée"
        );
        let nothing =
            move_with(Color::White, "a1", MoveProblem::Illegal(IllegalMove::FlipsNothing(square("a1"))));
        assert_eq!(
            ggf_problem(Language::Nl, &nothing),
            "geen GGF-partij die deze othello leest: zet 2 (W[a1]): a1 draait niets om"
        );
    }

    #[test]
    fn a_move_is_said_with_its_number_its_tag_and_why() {
        let turn = move_with(Color::Black, "d6", MoveProblem::NotTheirTurn);
        assert_eq!(
            ggf_problem(Language::De, &turn),
            "keine GGF-Partie, die dieses othello liest: Zug 2 (B[d6]): Weiß ist am Zug"
        );
        assert_eq!(
            ggf_problem(Language::Zh, &turn),
            "不是這個 othello 能讀的 GGF 對局：第 2 步（B[d6]）：輪到白方"
        );
        let pass = move_with(Color::Black, "PA", MoveProblem::UnforcedPass);
        assert_eq!(
            ggf_problem(Language::Fr, &pass),
            "pas une partie GGF que cet othello sait lire\u{a0}: coup 2 (B[PA])\u{a0}: une passe, mais Noir a un coup légal"
        );
        let taken = move_with(Color::White, "f5", MoveProblem::Illegal(IllegalMove::Occupied(square("f5"))));
        assert_eq!(
            ggf_problem(Language::Nl, &taken),
            "geen GGF-partij die deze othello leest: zet 2 (W[f5]): f5 is al bezet"
        );
        let games = GgfError::NoSuchGame { count: 1, asked: 3 };
        assert_eq!(
            ggf_problem(Language::En, &games),
            "not a GGF game this othello reads: it holds one game, not a game 3"
        );
        let games = GgfError::NoSuchGame { count: 2, asked: 3 };
        assert_eq!(
            ggf_problem(Language::De, &games),
            "keine GGF-Partie, die dieses othello liest: sie enthält 2 Partien, keine Partie 3"
        );
    }
}
