//! The book as plain text, to share, diff and merge: a position a line, as Edax writes positions,
//! with its search depth, its value, and its best move out of the book with that move's value.

use std::fmt;

use crate::engine::color::Color;
use crate::engine::notation::{ParsePositionError, parse_position, position_string};
use crate::engine::position::Position;
use crate::engine::square::Square;

use super::{Book, Entry, NO_LEAF, key};

/// The first line of a book in text, which says what the others are.
const TITLE: &str = "# othello opening book: position, side to move, depth, value, best move out of the book, its value (discs for the side to move)";

/// Why a line is not a book's.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TextError {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub why: TextProblem,
}

/// What is wrong with a line of a book in text (the application says it in the player's
/// language; `Display` says it in English, for logs).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TextProblem {
    /// Not six fields.
    Fields,
    /// The position and the side to move are not a position string.
    Position(ParsePositionError),
    /// A position where no move can be played.
    NoMove,
    /// A depth that is not 0 to 60.
    Depth,
    /// A value that is not discs within 64.
    Value,
    /// A move out of the book that is not a square, nor `--`.
    MoveOut,
    /// A move out of the book that is not legal in the position.
    MoveOutIllegal,
    /// The value of the move out of the book that is not discs within 64.
    MoveOutValue,
    /// A position not written as its canonical image.
    NotCanonical,
    /// A position given twice.
    Twice,
}

impl fmt::Display for TextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextProblem::Fields => {
                write!(f, "six fields wanted: position, side to move, depth, value, move out, its value")
            }
            TextProblem::Position(error) => write!(f, "{error}"),
            TextProblem::NoMove => write!(f, "a position where no move can be played"),
            TextProblem::Depth => write!(f, "a depth from 0 to 60"),
            TextProblem::Value => write!(f, "a value in discs such as +1.25, within 64"),
            TextProblem::MoveOut => write!(f, "a move out such as f5, or --"),
            TextProblem::MoveOutIllegal => write!(f, "a move out that is not legal in the position"),
            TextProblem::MoveOutValue => write!(f, "its value in discs such as -0.50"),
            TextProblem::NotCanonical => {
                write!(f, "a position not written as its canonical image (as the book writes it)")
            }
            TextProblem::Twice => write!(f, "a position given twice"),
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for TextError {}

/// Hundredths of a disc as discs, `+1.25`, `-0.50`, `+0.00`.
fn discs(hundredths: i16) -> String {
    let sign = if hundredths < 0 { '-' } else { '+' };
    let size = hundredths.unsigned_abs();
    format!("{sign}{}.{:02}", size / 100, size % 100)
}

/// Discs written as [`discs`] writes them, back in hundredths, within the board's ±64.
fn hundredths(text: &str) -> Option<i16> {
    let (sign, rest) = match text.as_bytes().first()? {
        b'+' => (1, &text[1..]),
        b'-' => (-1, &text[1..]),
        _ => return None,
    };
    let (whole, part) = rest.split_once('.')?;
    if part.len() != 2 || whole.is_empty() || !(whole.bytes().chain(part.bytes()).all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let value = whole.parse::<i32>().ok()?.checked_mul(100)? + part.parse::<i32>().ok()?;
    (value <= 6400).then(|| (sign * value) as i16)
}

/// The colour to move in a book position: black when an even number of discs was played (book
/// positions are reached without a pass; the text keeps the position whichever it says).
fn to_move(position: Position) -> Color {
    if (position.player() | position.opponent()).0.count_ones().is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    }
}

impl Book {
    /// The book as text: a title line, then a position a line in the order of the book file.
    ///
    /// # Panics
    /// Never: the book holds positions only.
    pub fn to_text(&self) -> String {
        let mut text = format!("{TITLE}\n");
        for (&(player, opponent), entry) in &self.entries {
            let position = Position::new(
                crate::engine::bitboard::Bitboard(player),
                crate::engine::bitboard::Bitboard(opponent),
            )
            .expect("a book position");
            let leaf = Square::from_index(entry.leaf).map_or_else(
                || "-- --".to_string(),
                |square| format!("{square} {}", discs(entry.leaf_value)),
            );
            text.push_str(&format!(
                "{} {} {} {leaf}\n",
                position_string(position, to_move(position)),
                entry.depth,
                discs(entry.value)
            ));
        }
        text
    }

    /// A book from its text: lines of positions as [`Book::to_text`] writes them, any order;
    /// lines beginning with `#` and blank lines are left out.
    ///
    /// # Errors
    /// The first line that is not a book position, with its number and what is wrong.
    pub fn from_text(text: &str) -> Result<Book, TextError> {
        let mut book = Book::new();
        for (at, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let error = |why: TextProblem| TextError { line: at + 1, why };
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [squares, side, depth, value, leaf, leaf_value] = fields[..] else {
                return Err(error(TextProblem::Fields));
            };
            let (position, _) =
                parse_position(&format!("{squares} {side}")).map_err(|e| error(TextProblem::Position(e)))?;
            if !position.can_move() {
                return Err(error(TextProblem::NoMove));
            }
            let depth =
                depth.parse::<u8>().ok().filter(|d| *d <= 60).ok_or_else(|| error(TextProblem::Depth))?;
            let value = hundredths(value).ok_or_else(|| error(TextProblem::Value))?;
            let (leaf, leaf_value) = match (leaf, leaf_value) {
                ("--", "--") => (NO_LEAF, 0),
                (square, worth) => {
                    let square: Square = square.parse().map_err(|_| error(TextProblem::MoveOut))?;
                    if !position.moves().any(|mv| mv.square == square) {
                        return Err(error(TextProblem::MoveOutIllegal));
                    }
                    let worth = hundredths(worth).ok_or_else(|| error(TextProblem::MoveOutValue))?;
                    (square.index() as u8, worth)
                }
            };
            let (discs, symmetry) = key(position);
            if symmetry != 0 {
                return Err(error(TextProblem::NotCanonical));
            }
            if book.entries.insert(discs, Entry { value, leaf, leaf_value, depth }).is_some() {
                return Err(error(TextProblem::Twice));
            }
        }
        Ok(book)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_book_goes_to_text_and_back_whole() {
        let book = Book::shipped();
        let text = book.to_text();
        assert_eq!(text.lines().count(), book.len() + 1);
        let read = Book::from_text(&text).unwrap();
        assert_eq!(read, book);
        assert_eq!(read.to_bytes(), book.to_bytes());
        assert_eq!(read.to_text(), text);
        assert!(text.lines().nth(1).unwrap().ends_with(" --") || text.lines().nth(1).unwrap().contains('.'));
    }

    #[test]
    fn a_position_is_written_with_the_colour_to_move() {
        let mut book = Book::new();
        let f5 = Position::START.play("f5".parse().unwrap());
        book.insert(f5, Entry { value: 0, leaf: NO_LEAF, leaf_value: 0, depth: 4 });
        book.insert(Position::START, Entry { value: 0, leaf: NO_LEAF, leaf_value: 0, depth: 4 });
        let text = book.to_text();
        let mut sides: Vec<&str> = text.lines().skip(1).map(|line| &line[65..66]).collect();
        sides.sort_unstable();
        assert_eq!(sides, ["O", "X"], "black to move at the start, white after f5");
    }

    #[test]
    fn values_are_written_in_discs_and_read_back_exactly() {
        for value in [0, 1, -1, 50, -50, 125, -6400, 6400, 999] {
            assert_eq!(hundredths(&discs(value)), Some(value), "{}", discs(value));
        }
        assert_eq!(discs(-50), "-0.50");
        assert_eq!(discs(0), "+0.00");
        assert_eq!(discs(125), "+1.25");
        for bad in ["1.25", "+1.2", "+.25", "+1.250", "+64.01", "+a.00", "", "+", "-1,25", "+1.-5", "+-1.05"]
        {
            assert_eq!(hundredths(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_line_that_is_not_a_book_position_is_told_with_its_number() {
        let start = position_string(Position::START, Color::Black);
        let f5 = Position::START.play("f5".parse().unwrap());
        let (canonical, _) = f5.canonical();
        let turned = (0..8).map(|s| f5.transformed(s)).find(|p| *p != canonical).unwrap();
        let good = format!("{start} 14 +0.00 f5 +0.00");
        assert!(Book::from_text(&format!("# a comment\n\n{good}\n")).is_ok());
        for (line, told) in [
            (format!("{start} 14 +0.00 f5"), "six fields"),
            (format!("{start} 61 +0.00 f5 +0.00"), "depth"),
            (format!("{start} 14 0.00 f5 +0.00"), "value"),
            (format!("{start} 14 +0.00 a1 +0.00"), "not legal"),
            (format!("{start} 14 +0.00 z9 +0.00"), "move out"),
            (format!("{start} 14 +0.00 f5 x"), "its value"),
            (format!("{} 14 +0.00 -- --", position_string(turned, Color::White)), "canonical"),
            (format!("{} X 14 +0.00 -- --", "X".repeat(64)), "no move"),
        ] {
            let error = Book::from_text(&format!("{TITLE}\n{line}\n")).unwrap_err();
            assert_eq!(error.line, 2, "{line}");
            assert!(error.to_string().contains(told), "{line}: {error}");
        }
        let error = Book::from_text(&format!("{good}\n{good}\n")).unwrap_err();
        assert!(error.why == TextProblem::Twice && error.line == 2, "{error}");
    }

    proptest::proptest! {
        /// Whatever a file holds, random text or a line of a real book with a byte changed: a
        /// book whose every line read is a legal canonical position, or a line refused; never a
        /// panic.
        #[test]
        fn garbage_is_a_book_of_legal_positions_or_a_line_refused(text in "\\PC{0,300}", at in 0usize..90, byte in proptest::num::u8::ANY) {
            let shipped = Book::shipped().to_text();
            let mut bytes = shipped.lines().nth(1).unwrap().as_bytes().to_vec();
            let at = at % bytes.len();
            bytes[at] = byte;
            for input in [text.as_str(), &String::from_utf8_lossy(&bytes)] {
                if let Ok(book) = Book::from_text(input) {
                    for ((player, opponent), entry) in book.positions() {
                        let position = Position::new(
                            crate::engine::bitboard::Bitboard(player),
                            crate::engine::bitboard::Bitboard(opponent),
                        );
                        proptest::prop_assert!(position.is_some_and(|p| p.can_move() && key(p).1 == 0));
                        proptest::prop_assert!(entry.depth <= 60 && entry.value.abs() <= 6400);
                    }
                }
            }
        }
    }
}
