//! Transcripts (`f5d6c3d3c4`) and the 64-character position strings of Edax and Zebra.

use std::fmt;

use super::bitboard::Bitboard;
use super::color::{ByColor, Color};
use super::game::{Game, PlayError, Ply, Turn};
use super::position::Position;
use super::square::{Square, clipped};

/// One token of a transcript.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Token {
    /// A move to a square.
    Move(Square),
    /// An explicit pass (`pass` or `PA`); passes may also be left out.
    Pass,
}

/// A transcript that is not well formed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseTranscriptError {
    /// The character position (from 1) where the bad token starts.
    pub column: usize,
    /// The text found there (cut if long).
    pub found: String,
}

impl fmt::Display for ParseTranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "at character {}: `{}` is not a move (expected a square a1-h8 such as f5, or `pass`)",
            self.column, self.found
        )
    }
}

impl std::error::Error for ParseTranscriptError {}

/// Splits a transcript into moves and passes. Squares may be written in either case, run
/// together (`f5d6`) or separated by spaces or commas; `pass` and `PA` mark passes; move
/// numbers followed by dots (`1. f5 d6 2. c3`, `12...`) are skipped.
///
/// # Errors
/// A [`ParseTranscriptError`] that says where the text stops being a transcript.
pub fn parse_transcript(text: &str) -> Result<Vec<Token>, ParseTranscriptError> {
    let mut tokens = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| !(c.is_whitespace() || c == ',')) {
        let column = text.len() - rest.len() + start;
        rest = &rest[start..];
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let dots = rest[digits..].len() - rest[digits..].trim_start_matches('.').len();
        if digits > 0 && dots > 0 {
            rest = &rest[digits + dots..];
            continue;
        }
        let lower = rest.get(..4).map(str::to_ascii_lowercase);
        let (token, length) = if lower.as_deref() == Some("pass") {
            (Token::Pass, 4)
        } else if rest.get(..2).is_some_and(|pa| pa.eq_ignore_ascii_case("pa")) {
            (Token::Pass, 2)
        } else {
            let length = rest.char_indices().nth(2).map_or(rest.len(), |(i, _)| i);
            let square = rest[..length].parse::<Square>().map_err(|_| ParseTranscriptError {
                column: text[..column].chars().count() + 1,
                found: clipped(
                    rest.split(|c: char| c.is_whitespace() || c == ',').next().unwrap_or(rest),
                    12,
                ),
            })?;
            (Token::Move(square), length)
        };
        tokens.push(token);
        rest = &rest[length..];
    }
    Ok(tokens)
}

/// A transcript that cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TranscriptError {
    /// It is not well formed.
    Parse(ParseTranscriptError),
    /// A well-formed move that the rules do not allow.
    Illegal {
        /// The move's number in the transcript, from 1 (passes count).
        number: usize,
        /// The move.
        square: Square,
        /// Who was to move then (`None` if the game was over).
        color: Option<Color>,
        /// Why it is not allowed.
        error: PlayError,
    },
    /// A written pass where the player to move had a legal move (`color`) or the game was over.
    UnforcedPass {
        /// The pass's number in the transcript, from 1.
        number: usize,
        /// Who was to move then (`None` if the game was over).
        color: Option<Color>,
    },
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranscriptError::Parse(error) => write!(f, "{error}"),
            TranscriptError::Illegal { number, square, color, error } => {
                let who = color.map_or(String::new(), |c| format!(" ({c})"));
                write!(f, "move {number}{who}: {square} is illegal: {error}")
            }
            TranscriptError::UnforcedPass { number, color: Some(color) } => {
                write!(f, "move {number}: a pass, but {color} has a legal move")
            }
            TranscriptError::UnforcedPass { number, color: None } => {
                write!(f, "move {number}: a pass, but the game is over")
            }
        }
    }
}

impl std::error::Error for TranscriptError {}

impl From<ParseTranscriptError> for TranscriptError {
    fn from(error: ParseTranscriptError) -> TranscriptError {
        TranscriptError::Parse(error)
    }
}

impl Game {
    /// Plays a transcript from the current position off the clock: the moves set up a position,
    /// cost no time and earn no increment. Passes may be written or left out (they happen by
    /// themselves); a written pass must be a forced one. On any error the game is left as it
    /// was. Returns the number of moves played.
    ///
    /// # Errors
    /// A [`TranscriptError`]: the text is not a transcript, or a move or a written pass in it
    /// cannot be played (which one, and why).
    pub fn play_transcript(&mut self, text: &str) -> Result<usize, TranscriptError> {
        let tokens = parse_transcript(text)?;
        let mut game = self.clone();
        let mut moves = 0;
        // Forced passes since the last move that a written pass may still stand for.
        let mut unclaimed_passes = 0;
        for (index, token) in tokens.into_iter().enumerate() {
            let (number, color) = (index + 1, game.to_move());
            match token {
                Token::Move(square) => {
                    let plies_before = game.plies().len();
                    game.play_untimed(square).map_err(|error| TranscriptError::Illegal {
                        number,
                        square,
                        color,
                        error,
                    })?;
                    unclaimed_passes = game.plies().len() - plies_before - 1;
                    moves += 1;
                }
                Token::Pass if unclaimed_passes > 0 => unclaimed_passes -= 1,
                Token::Pass => return Err(TranscriptError::UnforcedPass { number, color }),
            }
        }
        *self = game;
        Ok(moves)
    }

    /// The moves so far as a transcript such as `f5d6c3` (passes left out).
    pub fn transcript(&self) -> String {
        self.moves().map(|square| square.to_string()).collect()
    }
}

/// `n disc` or `n discs`, the number right-aligned in two columns and the word padded, so that
/// counts of one and of many line up.
pub fn disc_count(n: u8) -> String {
    if n == 1 { format!("{n:>2} disc ") } else { format!("{n:>2} discs") }
}

/// The plies played so far, each move with its number as Othello programs count them (1 for the
/// first disc placed, up to 60; a game set up from a position counts on from the discs on it,
/// so its first move on a board of 10 discs is move 7); a pass has no number.
pub fn numbered_plies(game: &Game) -> Vec<(Option<usize>, Ply)> {
    let mut number = game
        .custom_start()
        .map_or(0, |(position, _)| (64 - position.empties().count() as usize).saturating_sub(4));
    game.plies()
        .map(|ply| match ply.turn {
            Turn::Move { .. } => {
                number += 1;
                (Some(number), *ply)
            }
            Turn::Pass => (None, *ply),
        })
        .collect()
}

/// A position string that is not well formed, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsePositionError(pub PositionProblem);

/// What is wrong with a position string.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionProblem {
    /// Not the squares and the side to move, separated by white space.
    Fields,
    /// This many squares instead of 64.
    Squares(usize),
    /// A character that is neither a disc nor an empty square, on that square.
    Square(char, Square),
    /// A side to move that is neither `X` nor `O` (as written, cut if long).
    ToMove(String),
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionProblem::Fields => {
                write!(f, "it needs the squares and the side to move, separated by a space")
            }
            PositionProblem::Squares(count) => write!(f, "{count} squares instead of 64"),
            PositionProblem::Square(found, square) => write!(f, "`{found}` on {square}"),
            PositionProblem::ToMove(found) => write!(f, "`{found}` to move"),
        }
    }
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a position string ({}): expected 64 of X, O, - from a1 to h8, a space, and X or O to move",
            self.0
        )
    }
}

impl std::error::Error for ParsePositionError {}

/// Reads a position string: 64 characters from a1 to h8 (`X` or `*` black, `O` white, `-` or
/// `.` empty), white space, and the side to move (`X` or `O`).
///
/// # Errors
/// A [`ParsePositionError`] that says what is missing or wrong: the squares, or the side to move.
///
/// # Panics
/// Never: each square read holds one disc at most.
pub fn parse_position(text: &str) -> Result<(Position, Color), ParsePositionError> {
    let text = text.trim();
    let mut fields = text.split_whitespace();
    let (Some(squares), Some(side), None) = (fields.next(), fields.next(), fields.next()) else {
        return Err(ParsePositionError(PositionProblem::Fields));
    };
    let board = parse_squares(squares)?;
    let to_move = match side {
        "X" | "x" | "*" => Color::Black,
        "O" | "o" => Color::White,
        other => return Err(ParsePositionError(PositionProblem::ToMove(other.to_string()))),
    };
    let position = Position::from_board(board, to_move).expect("each square holds one disc at most");
    Ok((position, to_move))
}

/// Reads the 64 squares of a board from a1 to h8, white space between them allowed: `X` or `*`
/// black, `O` white, `-` or `.` empty.
///
/// # Errors
/// A [`ParsePositionError`] if there are not 64 squares or one of them is not a disc or empty.
pub fn parse_squares(text: &str) -> Result<ByColor<Bitboard>, ParsePositionError> {
    let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if cells.len() != 64 {
        return Err(ParsePositionError(PositionProblem::Squares(cells.len())));
    }
    let mut board = ByColor::both(Bitboard::EMPTY);
    for (square, c) in Square::all().zip(cells) {
        match c {
            'X' | 'x' | '*' => board.black |= square.bit(),
            'O' | 'o' => board.white |= square.bit(),
            '-' | '.' => {}
            other => return Err(ParsePositionError(PositionProblem::Square(other, square))),
        }
    }
    Ok(board)
}

/// The squares of a position string: 64 characters from a1 to h8, `X`, `O` or `-`.
pub fn board_string(board: ByColor<Bitboard>) -> String {
    Square::all()
        .map(|square| Color::ALL.into_iter().find(|&c| board[c].contains(square)).map_or('-', Color::symbol))
        .collect()
}

/// Writes a position string such as `---…OX…--- X`.
pub fn position_string(position: Position, to_move: Color) -> String {
    let mut text = board_string(position.board(to_move));
    text.push(' ');
    text.push(to_move.symbol());
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transcripts_accept_case_spaces_commas_and_passes() {
        let tokens = parse_transcript("F5 d6,c3 pass PA e3").unwrap();
        let names: Vec<String> = tokens
            .iter()
            .map(|t| match t {
                Token::Move(s) => s.to_string(),
                Token::Pass => "pass".to_string(),
            })
            .collect();
        assert_eq!(names, ["f5", "d6", "c3", "pass", "pass", "e3"]);
    }

    #[test]
    fn numbered_transcripts_as_people_paste_them() {
        let numbered = parse_transcript("1. f5 d6 2. C3 d3 3... c4\n12.e3").unwrap();
        assert_eq!(numbered, parse_transcript("f5d6c3d3c4e3").unwrap());
        // A number needs its dot; a lone number is not a move.
        assert_eq!(parse_transcript("1 f5").unwrap_err().column, 1);
        assert_eq!(parse_transcript("f5 .d6").unwrap_err().found, ".d6");
    }

    #[test]
    fn counts_of_discs_line_up() {
        assert_eq!(disc_count(1), " 1 disc ");
        assert_eq!(disc_count(0), " 0 discs");
        assert_eq!(disc_count(12), "12 discs");
        assert_eq!(disc_count(1).len(), disc_count(12).len());
    }

    #[test]
    fn a_parse_error_says_where() {
        let error = parse_transcript("f5d6z9c3").unwrap_err();
        assert_eq!(error.column, 5);
        assert!(error.to_string().contains("at character 5"), "{error}");
        assert!(parse_transcript("f5d").is_err());
        assert_eq!(parse_transcript("f5 z9,d6").unwrap_err().found, "z9", "the bad token alone");
        assert_eq!(parse_transcript("f5 z9 d6").unwrap_err().found, "z9");
        assert!(parse_transcript("f5 é4").is_err());
    }
}
