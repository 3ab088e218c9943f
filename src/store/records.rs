//! Game records in the forms people paste, told apart without a flag: an othello save (JSON), a
//! GGF game, a position string as Edax and Zebra write them, or a transcript (`f5d6c3`,
//! `F5 D6 C3`, `1. f5 d6 2. c3`).

use crate::engine::color::ByColor;
use crate::engine::game::Game;
use crate::engine::notation::{ParsePositionError, TranscriptError, parse_position};
use crate::engine::rules::Rules;
use crate::store::Player;
use crate::store::ggf;
use crate::store::{self, SaveError, SavedGame};

/// What a record was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// An othello save: `s` saves back to its file.
    Save,
    /// A GGF game.
    Ggf,
    /// A position string: the game starts there.
    Position,
    /// A transcript of moves from the start.
    Transcript,
    /// A game of the games database (`db:N`).
    Database,
}

impl Kind {
    /// The kind as the messages of `locales/` choose their words by it: `save`, `ggf`,
    /// `position`, `transcript`, `database`.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Save => "save",
            Kind::Ggf => "ggf",
            Kind::Position => "position",
            Kind::Transcript => "transcript",
            Kind::Database => "database",
        }
    }

    /// The kind's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Save => "an othello save",
            Kind::Ggf => "a GGF game",
            Kind::Position => "a position",
            Kind::Transcript => "a transcript",
            Kind::Database => "a game of the games database",
        }
    }
}

/// Why a record could not be read.
#[derive(Debug)]
pub enum RecordError {
    /// An othello save that is not valid (its path a stand-in until `at` gives the real one).
    Save(SaveError),
    /// Nothing in it but white space.
    Empty,
    /// A record of one game, of this kind, asked for another game than the first.
    OneGame(Kind, usize),
    /// Taken for a position string, which it is not.
    Position(ParsePositionError),
    /// Taken for a transcript, which it is not.
    Transcript(TranscriptError),
    /// Taken for a GGF game, which it is not: why.
    Ggf(ggf::GgfError),
}

impl RecordError {
    /// What the record was taken for, unless it was empty.
    pub fn kind(&self) -> Kind {
        match self {
            RecordError::Save(_) => Kind::Save,
            RecordError::Empty | RecordError::Transcript(_) => Kind::Transcript,
            RecordError::OneGame(kind, _) => *kind,
            RecordError::Position(_) => Kind::Position,
            RecordError::Ggf(_) => Kind::Ggf,
        }
    }
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let read_as = self.kind().name();
        match self {
            RecordError::Save(error) => write!(f, "{error}"),
            RecordError::Empty => write!(f, "read as {read_as}: the file is empty: no game in it"),
            RecordError::OneGame(_, number) => {
                write!(f, "read as {read_as}: it holds one game, not a game {number}")
            }
            RecordError::Position(error) => write!(f, "read as {read_as}: {error}"),
            RecordError::Transcript(error) => write!(f, "read as {read_as}: {error}"),
            RecordError::Ggf(error) => write!(f, "read as {read_as}: {error}"),
        }
    }
}

impl RecordError {
    /// The error as a save error at `path`, or the message with the path in front.
    pub fn at(self, path: &std::path::Path) -> String {
        match self {
            RecordError::Save(error) => SaveError { path: path.to_path_buf(), ..error }.to_string(),
            other => format!("{}: {other}", crate::text::printable(&path.display().to_string())),
        }
    }
}

/// The game a record holds, and which kind of record it was. A position or a transcript gives
/// a game between two unnamed people under the default rules; of a GGF file of several games
/// (a GGS archive), the first.
pub fn read(text: &str) -> Result<(SavedGame, Kind), RecordError> {
    read_game(text, 1)
}

/// Game `number` (from 1) of a record: only GGF files hold more than one.
pub fn read_game(text: &str, number: usize) -> Result<(SavedGame, Kind), RecordError> {
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        // Not the empty transcript of a game at its start: a file with nothing in it.
        return Err(RecordError::Empty);
    }
    if looks_like_ggf(trimmed) {
        return ggf::read_game(text, number).map(|read| (read.saved, Kind::Ggf)).map_err(RecordError::Ggf);
    }
    let (saved, kind) = read_single(trimmed)?;
    if number != 1 {
        return Err(RecordError::OneGame(kind, number));
    }
    Ok((saved, kind))
}

/// A record that is not GGF: a save, a position or a transcript.
fn read_single(trimmed: &str) -> Result<(SavedGame, Kind), RecordError> {
    if trimmed.starts_with('{') {
        return store::from_json(trimmed)
            .map(|saved| (saved, Kind::Save))
            .map_err(|kind| RecordError::Save(SaveError { path: "the record".into(), kind }));
    }
    let unnamed = || ByColor::both(Player::person(None));
    if looks_like_a_position(trimmed) {
        let (position, to_move) = parse_position(trimmed).map_err(RecordError::Position)?;
        let game = Game::from_position(position, to_move, Rules::default());
        return Ok((SavedGame::new(game, unnamed()), Kind::Position));
    }
    let mut game = Game::new(Rules::default());
    game.play_transcript(trimmed).map_err(RecordError::Transcript)?;
    Ok((SavedGame::new(game, unnamed()), Kind::Transcript))
}

/// Whether the text starts as a GGF game does, `(;`, or as a line of a GGS archive does: the
/// game's number, then the game (`1 (;GM[Othello]…`).
fn looks_like_ggf(text: &str) -> bool {
    let after_number = text.trim_start_matches(|c: char| c.is_ascii_digit());
    let numbered = after_number.len() < text.len() && after_number.starts_with(char::is_whitespace);
    (if numbered { after_number.trim_start() } else { text }).starts_with("(;")
}

/// Whether the text starts with 64 squares written as a position string writes them.
fn looks_like_a_position(text: &str) -> bool {
    text.split_whitespace().next().is_some_and(|first| {
        first.chars().count() == 64
            && first.chars().all(|c| matches!(c, 'X' | 'x' | '*' | 'O' | 'o' | '-' | '.'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::color::Color;

    fn transcript(text: &str) -> String {
        let (saved, kind) = read(text).unwrap();
        assert_eq!(kind, Kind::Transcript, "{text}");
        saved.game.transcript()
    }

    #[test]
    fn an_empty_file_is_not_a_game() {
        for text in ["", "  \n\t\n"] {
            let error = read(text).unwrap_err().to_string();
            assert!(error.contains("empty"), "{error}");
        }
    }

    #[test]
    fn transcripts_in_every_form_people_paste() {
        for text in ["f5d6c3", "F5D6C3", "F5 D6 C3", "f5, d6, c3", "1. f5 d6 2. c3", "  1.F5 D6\n2.C3\n"] {
            assert_eq!(transcript(text), "f5d6c3", "{text:?}");
        }
    }

    #[test]
    fn a_position_string_starts_the_game_there() {
        let text = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let (saved, kind) = read(text).unwrap();
        assert_eq!(kind, Kind::Position);
        assert_eq!(saved.game.to_move(), Some(Color::Black));
        assert_eq!(saved.game.position().empties().count(), 14);
        let error = read(&text.replace(" X", " Q")).unwrap_err().to_string();
        assert!(error.starts_with("read as a position: not a position string (`Q` to move)"), "{error}");
    }

    #[test]
    fn a_transcript_of_sixty_four_characters_is_not_taken_for_a_position() {
        let moves = "f5d6c5f4e3c6d3f6e6d7g4g3g6h3g5h4e7f7h5h6e8f3c4c7d8c8b8b4b6b5a4a5";
        assert_eq!(moves.len(), 64);
        assert_eq!(transcript(moves), moves);
    }

    #[test]
    fn errors_name_the_file_they_came_from() {
        let path = std::path::Path::new("games/final.txt");
        let error = read("f5 z9").unwrap_err().at(path);
        assert!(error.starts_with("games/final.txt: read as a transcript: at character 4"), "{error}");
        let error = read("{}").unwrap_err().at(path);
        assert!(error.starts_with("games/final.txt: not an othello save file"), "{error}");
    }

    #[test]
    fn ggs_archive_lines_are_ggf_and_give_any_of_their_games() {
        let game = |moves: &str| {
            format!(
                "(;GM[Othello]PC[GGS/os]PB[a]PW[b]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]{moves};)"
            )
        };
        let archive = format!("1 {}\n2 {}\n", game("B[f5]W[d6]"), game("B[d3]"));
        for (number, moves) in [(1, "f5d6"), (2, "d3")] {
            let (saved, kind) = read_game(&archive, number).unwrap();
            assert_eq!((kind, saved.game.transcript()), (Kind::Ggf, moves.to_string()));
        }
        assert_eq!(read(&archive).unwrap().0.game.transcript(), "f5d6", "the first by default");
        let error = read_game(&archive, 3).unwrap_err().to_string();
        assert_eq!(
            error,
            "read as a GGF game: not a GGF game this othello reads: it holds 2 games, not a game 3"
        );
        let error = read_game("f5d6", 2).unwrap_err().to_string();
        assert_eq!(error, "read as a transcript: it holds one game, not a game 2");
        assert!(looks_like_ggf("12\t(;GM[Othello];)"));
        assert!(!looks_like_ggf("12(;GM[Othello];)"), "a number, then space");
        assert!(!looks_like_ggf("1. f5 d6"));
    }

    #[test]
    fn saves_and_ggf_are_told_apart_from_moves() {
        let ggf = "(;GM[Othello]PC[test]PB[Ann]PW[Ben]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5]W[d6];)";
        let (saved, kind) = read(ggf).unwrap();
        assert_eq!((kind, saved.game.transcript()), (Kind::Ggf, "f5d6".to_string()));
        assert!(matches!(read("{\"not\": \"a save\"}"), Err(RecordError::Save(_))));
        let error = read("f5 d6 z9").unwrap_err().to_string();
        assert!(error.starts_with("read as a transcript: at character 7"), "{error}");
        let error = read("f5 f5").unwrap_err().to_string();
        assert!(error.contains("move 2"), "{error}");
    }
}
