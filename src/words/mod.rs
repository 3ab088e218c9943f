//! The engine's facts in the player's language: the sides, the players' titles, results,
//! verdicts, the rules in force, durations and counts, and why a file is not what it should be
//! (the engine's own `Display` stays English, for logs and files).

mod book;
mod db;
mod ggf;
mod save;

pub use book::{book_file_error, book_problem, merge_error, part_error, text_problem};
pub use db::{db_error, wthor_problem};
pub use ggf::{ggf_problem, resume_problem, square_problem};
pub use save::invalid_save;

use std::time::Duration;

use crate::engine::clock::format_used;
use crate::engine::color::Color;
use crate::engine::game::TakeBackError;
use crate::engine::notation::{ParsePositionError, PositionProblem, TranscriptError};
use crate::engine::outcome::{Ending, Outcome};
use crate::engine::position::IllegalMove;
use crate::engine::rules::Rules;
use crate::i18n::Language;
use crate::search::Verdict;
use crate::store::Player;
use crate::text::{echo, printable};
use crate::tr;

/// `Black` or `White` (`Zwart`, `Schwarz`, `Noir`, `黑方`), as the subject of a sentence.
pub fn side(language: Language, color: Color) -> String {
    match color {
        Color::Black => tr!(language, "side-black"),
        Color::White => tr!(language, "side-white"),
    }
}

/// A verdict as the Fluent messages select on it: `win`, `draw`, `loss`.
pub fn verdict_key(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Win => "win",
        Verdict::Draw => "draw",
        Verdict::Loss => "loss",
    }
}

/// The name shown for `player`, if any: their own (made printable), or the computer's with its
/// level.
pub fn shown_name(language: Language, player: &Player) -> Option<String> {
    match (&player.name, player.computer) {
        (Some(name), _) => Some(printable(name)),
        (None, Some(level)) => Some(tr!(language, "player-computer", level = level.number())),
        (None, None) => None,
    }
}

/// The name, or the side for a person without one: "Ann", "Computer (level 5)", "Black".
pub fn name_or_side(language: Language, player: &Player, color: Color) -> String {
    shown_name(language, player).unwrap_or_else(|| side(language, color))
}

/// The side and the name: "Black (Ann)", "White (computer, level 5)", or "Black".
pub fn titled(language: Language, player: &Player, color: Color) -> String {
    let side = side(language, color);
    match (&player.name, player.computer) {
        (None, Some(level)) => tr!(language, "player-titled-computer", side = side, level = level.number()),
        (Some(name), _) => tr!(language, "player-titled", side = side, name = printable(name)),
        (None, None) => side,
    }
}

/// The result in a sentence: "Black wins 35-29 (34-29 on the board; the empty square goes to
/// the winner)", "White lost on time: …", "Draw 32-32".
pub fn outcome(language: Language, outcome: &Outcome) -> String {
    let (score, discs) = (outcome.score, outcome.discs);
    let Some(winner) = outcome.winner else {
        return tr!(
            language,
            "outcome-draw",
            empties = outcome.empties(),
            black_discs = discs.black,
            white_discs = discs.white
        );
    };
    let loser = !winner;
    let (winner_name, loser_name) = (side(language, winner), side(language, loser));
    let (won, lost) = (score[winner], score[loser]);
    let (won_discs, lost_discs) = (discs[winner], discs[loser]);
    match outcome.ending {
        forfeit @ (Ending::Time { .. } | Ending::Resignation { .. }) => tr!(
            language,
            "outcome-forfeit",
            ending = if matches!(forfeit, Ending::Time { .. }) { "time" } else { "resigned" },
            winner = winner_name,
            loser = loser_name,
            won = won,
            lost = lost,
            won_discs = won_discs,
            lost_discs = lost_discs
        ),
        Ending::Discs => tr!(
            language,
            "outcome-discs",
            winner = winner_name,
            won = won,
            lost = lost,
            won_discs = won_discs,
            lost_discs = lost_discs,
            empties = outcome.empties()
        ),
    }
}

/// Seconds as the language writes them, whole where they are: `3 s`, `1,5 s`, `2 秒`.
pub fn seconds(language: Language, duration: Duration) -> String {
    let seconds = duration.as_secs_f64();
    let written = if duration.subsec_millis() / 100 == 0 {
        language.decimal(seconds.trunc(), 0)
    } else {
        language.decimal(seconds, 1)
    };
    tr!(language, "seconds", seconds = written)
}

/// The rules in a few words: `10:00 each + 5 s a move, handicap: 2 corners to White`; each
/// clause a message of its own, listed.
pub fn rules(language: Language, rules: &Rules) -> String {
    let mut clauses = Vec::new();
    match rules.time_control() {
        None => clauses.push(tr!(language, "in-force-untimed")),
        Some(control) => {
            let (black, white) = (control.base.black, control.base.white);
            let time = if black == white {
                tr!(language, "in-force-time-each", time = format_used(black))
            } else {
                tr!(language, "in-force-time-by-side", black = format_used(black), white = format_used(white))
            };
            clauses.push(if control.increment > Duration::ZERO {
                tr!(
                    language,
                    "in-force-increment",
                    time = time,
                    seconds = seconds(language, control.increment)
                )
            } else {
                time
            });
            if control.delay > Duration::ZERO {
                clauses.push(tr!(language, "in-force-delay", seconds = seconds(language, control.delay)));
            }
        }
    }
    let handicap = rules.handicap();
    if handicap.corners() > 0 {
        clauses.push(tr!(
            language,
            "in-force-handicap",
            corners = handicap.corners(),
            receiver = side(language, handicap.receiver())
        ));
    }
    clauses.join(&tr!(language, "list-separator"))
}

/// Why a move cannot be played: "f5 is already taken", "c3 flips nothing".
pub fn illegal_move(language: Language, illegal: &IllegalMove) -> String {
    match illegal {
        IllegalMove::Occupied(square) => tr!(language, "illegal-occupied", square = square.to_string()),
        IllegalMove::FlipsNothing(square) => {
            tr!(language, "illegal-flips-nothing", square = square.to_string())
        }
    }
}

/// Why a take-back did nothing.
pub fn take_back_error(language: Language, error: TakeBackError) -> String {
    match error {
        TakeBackError::Nothing => tr!(language, "take-back-nothing"),
        TakeBackError::LostOnTime => tr!(language, "take-back-lost-on-time"),
        TakeBackError::Resigned => tr!(language, "take-back-resigned"),
        TakeBackError::NoTimeLeft(color) => tr!(language, "take-back-no-time", side = side(language, color)),
    }
}

/// A set of puzzles in words: `8 to 14 empties`, `10 empties, margin at most 2`.
pub fn difficulty(language: Language, difficulty: &crate::trainers::puzzle::Difficulty) -> String {
    tr!(
        language,
        "difficulty",
        fewest = difficulty.fewest,
        most = difficulty.most,
        same = if difficulty.fewest == difficulty.most { "yes" } else { "no" },
        margin = if difficulty.margin_at_most < 64 { difficulty.margin_at_most } else { -1 }
    )
}

/// `text` with its first letter a capital (a name in words at the start of a sentence).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// A line to drill in words: `the Tiger`, `the book's main line`.
pub fn line_title(language: Language, line: &crate::trainers::drill::OpeningLine) -> String {
    match line {
        crate::trainers::drill::OpeningLine::Named { name, .. } => tr!(language, "line-named", name = *name),
        crate::trainers::drill::OpeningLine::Book => tr!(language, "line-book"),
    }
}

/// `n` discs: `1 disc`, `34 discs`, `1 schijf`.
pub fn discs(language: Language, n: u8) -> String {
    tr!(language, "discs", count = n)
}

/// What the operating system said, in `language`: the common kinds (no such file, permission
/// denied, a full or read-only disk…) in words of the game's own, any other in the system's words
/// (made printable).
pub fn io_error(language: Language, error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let kind = match error.kind() {
        ErrorKind::NotFound => "not-found",
        ErrorKind::PermissionDenied => "permission-denied",
        ErrorKind::AlreadyExists => "already-exists",
        ErrorKind::InvalidData => "invalid-data",
        ErrorKind::StorageFull => "storage-full",
        ErrorKind::QuotaExceeded => "quota-exceeded",
        ErrorKind::ReadOnlyFilesystem => "read-only",
        ErrorKind::IsADirectory => "is-a-folder",
        ErrorKind::NotADirectory => "not-a-folder",
        _ => "other",
    };
    tr!(language, "io-error", kind = kind, os = printable(&error.to_string()))
}

/// Why a game file could not be read or written, in `language`: its name, then why (the
/// operating system's words as [`io_error`] says them, what its game cannot be as
/// [`invalid_save`] says it, or the JSON reader's, where there are no others).
pub fn save_error(language: Language, error: &crate::store::SaveError) -> String {
    let why = save_problem(language, &error.kind);
    tr!(language, "error-file", path = printable(&error.path.display().to_string()), why = why)
}

/// What is wrong with a game file, in `language`, without its name.
pub fn save_problem(language: Language, kind: &crate::store::SaveErrorKind) -> String {
    use crate::store::SaveErrorKind;
    match kind {
        SaveErrorKind::Io(e) => io_error(language, e),
        SaveErrorKind::NotAFile => tr!(language, "file-not-a-file"),
        SaveErrorKind::TooLarge => tr!(language, "file-too-large"),
        SaveErrorKind::NotText => tr!(language, "file-not-text"),
        SaveErrorKind::NoFolder(folder) => {
            tr!(language, "file-no-folder", folder = printable(&folder.display().to_string()))
        }
        SaveErrorKind::NotASave => tr!(language, "file-not-a-save", format = crate::store::FORMAT),
        SaveErrorKind::Version(version) => {
            tr!(language, "file-version", version = version.to_string(), current = crate::store::VERSION)
        }
        SaveErrorKind::Invalid(invalid) => invalid_save(language, invalid),
        // The JSON reader's words stay as they are: technical.
        json @ SaveErrorKind::Json(_) => json.to_string(),
    }
}

/// Why the trainers' record could not be read, in `language`: its name, then why. A file that is
/// there but cannot be read as a record (a folder, too large, not text, not the JSON of a
/// record) is "not a training record"; the JSON reader's words stay as they are: technical.
pub fn training_record_error(language: Language, error: &crate::store::trainers::RecordFileError) -> String {
    use crate::store::SaveErrorKind;
    use crate::store::trainers::RecordFileError;
    let (path, why) = match error {
        RecordFileError::Unread(unread) => {
            let why = match &unread.kind {
                SaveErrorKind::Io(e) => io_error(language, e),
                _ => tr!(language, "training-not-a-record"),
            };
            (&unread.path, why)
        }
        RecordFileError::NotARecord { path, error } => {
            (path, tr!(language, "training-not-a-record-why", why = printable(&error.to_string())))
        }
    };
    tr!(language, "error-file", path = printable(&path.display().to_string()), why = why)
}

/// Why a record (a file's text, or text pasted) is not a game, in `language`: what it was read as,
/// and why (a save's problem as [`save_error`] says it, without the file).
pub fn record_problem(language: Language, error: &crate::store::records::RecordError) -> String {
    use crate::store::records::RecordError;
    let why = match error {
        RecordError::Save(error) => return save_problem(language, &error.kind),
        RecordError::Empty => tr!(language, "record-empty"),
        RecordError::OneGame(_, number) => tr!(language, "record-one-game", number = *number),
        RecordError::Position(error) => position_problem(language, error),
        RecordError::Transcript(error) => transcript_error(language, error),
        RecordError::Ggf(error) => ggf_problem(language, error),
    };
    tr!(language, "record-read-as", kind = error.kind().key(), why = why)
}

/// Why a position string is not one, in `language`.
pub fn position_problem(language: Language, error: &ParsePositionError) -> String {
    let (problem, count, found, square) = match &error.0 {
        PositionProblem::Fields => ("fields", 0, String::new(), String::new()),
        PositionProblem::Squares(count) => ("squares", *count, String::new(), String::new()),
        PositionProblem::Square(found, square) => ("square", 0, found.to_string(), square.to_string()),
        PositionProblem::ToMove(found) => ("to-move", 0, found.clone(), String::new()),
    };
    tr!(language, "position-problem", problem = problem, count = count, found = echo(&found), square = square)
}

/// Why a transcript cannot be played, in `language`.
pub fn transcript_error(language: Language, error: &TranscriptError) -> String {
    use crate::engine::game::PlayError;
    use crate::engine::position::IllegalMove;
    let side = |color: Option<Color>| color.map_or_else(String::new, |color| side(language, color));
    match error {
        TranscriptError::Parse(error) => {
            tr!(language, "transcript-not-a-move", column = error.column, found = echo(&error.found))
        }
        TranscriptError::Illegal { number, square, color, error } => {
            let (problem, side) = match error {
                PlayError::GameOver => ("game-over", side(*color)),
                PlayError::Illegal(IllegalMove::Occupied(_)) => ("occupied", side(*color)),
                PlayError::Illegal(IllegalMove::FlipsNothing(_)) => ("flips-nothing", side(*color)),
                PlayError::OutOfTime(loser) => ("out-of-time", side(Some(*loser))),
            };
            tr!(
                language,
                "transcript-illegal",
                problem = problem,
                number = *number,
                side = side,
                square = square.to_string()
            )
        }
        TranscriptError::UnforcedPass { number, color } => tr!(
            language,
            "transcript-unforced-pass",
            over = if color.is_none() { "yes" } else { "no" },
            number = *number,
            side = side(*color)
        ),
    }
}

/// Why the rules a flag asks for are not possible, in `language`: the flag, then why.
pub fn rules_error(language: Language, flag: &str, error: &crate::engine::rules::RulesError) -> String {
    use crate::engine::clock::TimeControl;
    use crate::engine::rules::RulesError;
    match error {
        RulesError::Handicap(corners) => {
            tr!(language, "error-rules-handicap", flag = flag, corners = *corners)
        }
        RulesError::NoTime(color) => {
            tr!(language, "error-rules-no-time", flag = flag, side = side(language, *color))
        }
        RulesError::TooLong(time) => tr!(
            language,
            "error-rules-too-long",
            flag = flag,
            hours = time.as_secs() / 3600,
            most = TimeControl::MAX.as_secs() / 3600
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::clock::TimeControl;
    use crate::engine::color::ByColor;
    use crate::engine::rules::Handicap;

    #[test]
    fn a_training_record_that_cannot_be_read_says_the_system_s_words_or_that_it_is_none() {
        use crate::store::trainers::RecordFileError;
        use crate::store::{SaveError, SaveErrorKind};
        let path = std::path::PathBuf::from("data/training.json");
        let unread = |kind| RecordFileError::Unread(SaveError { path: path.clone(), kind });
        let denied = unread(SaveErrorKind::Io(std::io::Error::from(std::io::ErrorKind::PermissionDenied)));
        assert_eq!(training_record_error(Language::En, &denied), "data/training.json: permission denied");
        assert_eq!(training_record_error(Language::De, &denied), "data/training.json: keine Berechtigung");
        let folder = unread(SaveErrorKind::NotAFile);
        assert_eq!(training_record_error(Language::En, &folder), "data/training.json: not a training record");
        assert_eq!(
            training_record_error(Language::Zh, &folder),
            "data/training.json：不是訓練紀錄檔",
            "without the details a JSON reader gives"
        );
    }

    #[test]
    fn english_says_what_the_engine_says_in_its_own_words() {
        // The engine's English, kept for logs and files, and the player's English agree.
        let outcomes = [
            Outcome::by_discs(ByColor::new(34, 29)),
            Outcome::by_discs(ByColor::new(20, 40)),
            Outcome::by_discs(ByColor::new(30, 30)),
            Outcome::by_discs(ByColor::new(32, 32)),
            Outcome::by_discs(ByColor::new(33, 25)),
            Outcome::by_time(Color::Black, ByColor::new(40, 20)),
            Outcome::by_resignation(Color::White, ByColor::new(10, 12)),
        ];
        for result in outcomes {
            assert_eq!(outcome(Language::En, &result), result.to_string());
        }
        let control = TimeControl {
            increment: Duration::from_millis(2500),
            delay: Duration::from_secs(3),
            ..TimeControl::sudden_death(Duration::from_secs(600))
        };
        let timed = Rules::new(Handicap::new(2, Color::White).unwrap(), Some(control)).unwrap();
        assert_eq!(rules(Language::En, &timed), timed.to_string());
        let uneven = TimeControl {
            base: ByColor::new(Duration::from_secs(60), Duration::from_secs(300)),
            ..TimeControl::sudden_death(Duration::from_secs(1))
        };
        let one = Rules::new(Handicap::new(1, Color::Black).unwrap(), Some(uneven)).unwrap();
        assert_eq!(rules(Language::En, &one), one.to_string());
        assert_eq!(rules(Language::En, &Rules::default()), Rules::default().to_string());
    }

    #[test]
    fn the_operating_systems_common_errors_have_words_in_every_language() {
        use std::io::{Error, ErrorKind};
        let kinds = [
            ErrorKind::NotFound,
            ErrorKind::PermissionDenied,
            ErrorKind::AlreadyExists,
            ErrorKind::InvalidData,
            ErrorKind::StorageFull,
            ErrorKind::QuotaExceeded,
            ErrorKind::ReadOnlyFilesystem,
            ErrorKind::IsADirectory,
            ErrorKind::NotADirectory,
        ];
        for language in Language::ALL {
            let said: Vec<String> =
                kinds.iter().map(|&kind| io_error(language, &Error::from(kind))).collect();
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), kinds.len(), "{language:?}: a kind of its own each: {said:?}");
            for (kind, words) in kinds.iter().zip(&said) {
                assert!(!words.is_empty() && !words.chars().any(char::is_control), "{language:?} {kind:?}");
                if language != Language::En {
                    assert_ne!(words, &io_error(Language::En, &Error::from(*kind)), "{language:?} {kind:?}");
                }
            }
        }
        assert_eq!(io_error(Language::En, &Error::from(ErrorKind::NotFound)), "no such file or folder");
        assert_eq!(io_error(Language::De, &Error::from(ErrorKind::StorageFull)), "der Datenträger ist voll");
        assert_eq!(io_error(Language::Fr, &Error::from(ErrorKind::PermissionDenied)), "permission refusée");
        assert_eq!(
            io_error(Language::Nl, &Error::from(ErrorKind::ReadOnlyFilesystem)),
            "de schijf is alleen-lezen"
        );
        assert_eq!(io_error(Language::Zh, &Error::from(ErrorKind::NotFound)), "沒有這個檔案或資料夾");
        assert_eq!(io_error(Language::ZhHans, &Error::from(ErrorKind::NotFound)), "没有这个文件或文件夹");
        // Any other kind in the system's own words, without their control characters.
        let other = Error::other("the line\u{1b}[31m broke");
        assert_eq!(io_error(Language::De, &other), crate::text::printable(&other.to_string()));
        assert!(!io_error(Language::De, &other).contains('\u{1b}'));
    }

    #[test]
    fn other_languages_write_their_own_numbers_and_plurals() {
        let result = Outcome::by_discs(ByColor::new(33, 29));
        let dutch = outcome(Language::Nl, &result);
        assert!(dutch.starts_with("Zwart wint 35-29") && dutch.contains("de 2 lege velden"), "{dutch}");
        let one_empty = outcome(Language::Nl, &Outcome::by_discs(ByColor::new(34, 29)));
        assert!(one_empty.contains("het lege veld gaat"), "{one_empty}");
        assert_eq!(discs(Language::En, 1), "1 disc");
        assert_eq!(discs(Language::En, 0), "0 discs");
        assert_eq!(discs(Language::Fr, 0), "0 pion", "French counts 0 as one");
        assert_eq!(discs(Language::Fr, 2), "2 pions");
        assert_eq!(discs(Language::De, 1), "1 Stein");
        assert_eq!(seconds(Language::De, Duration::from_millis(1500)), "1,5 s");
        assert_eq!(seconds(Language::En, Duration::from_millis(1500)), "1.5 s");
        assert_eq!(seconds(Language::En, Duration::from_secs(3)), "3 s");
        assert_eq!(Language::Fr.thousands(1_234_567), "1\u{202f}234\u{202f}567");
        assert_eq!(Language::De.thousands(1_234_567), "1.234.567");
        assert_eq!(Language::Zh.thousands(1_234), "1,234");
        let control = TimeControl {
            increment: Duration::from_secs(5),
            ..TimeControl::sudden_death(Duration::from_secs(600))
        };
        let timed = Rules::new(Handicap::new(1, Color::Black).unwrap(), Some(control)).unwrap();
        // The clauses listed with the language's own separator, its seconds and its sides.
        assert_eq!(rules(Language::Zh, &timed), "每方 10:00，每步加 5 秒、讓子：讓黑方 1 個角");
    }
}
