//! Reading the French federation's WTHOR game files (`WTH_YYYY.wtb`): their header and game
//! records, each game's moves checked by playing them.

use std::fmt;

use crate::engine::position::Position;
use crate::engine::square::Square;

/// The header's length in bytes.
const HEADER_LEN: usize = 16;
/// A game record's length in bytes.
const RECORD_LEN: usize = 68;
/// The bytes before a record's moves.
const MOVES_AT: usize = 8;

/// A game of a WTHOR file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WthorGame {
    /// The tournament's number in `WTHOR.TRN`.
    pub tournament: u16,
    /// Black's number in `WTHOR.JOU`.
    pub black: u16,
    /// White's number in `WTHOR.JOU`.
    pub white: u16,
    /// Black's discs at the end, as recorded.
    pub black_discs: u8,
    /// Black's discs with perfect play from the file's `theoretical_depth` empty squares.
    pub black_theoretical: u8,
    /// The moves, passes left out (as the file writes them).
    pub moves: Vec<Square>,
}

/// A WTHOR games file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WthorFile {
    /// The year of its games.
    pub year: u16,
    /// The empty squares from which `black_theoretical` is perfect play.
    pub theoretical_depth: u8,
    /// Its games, in order.
    pub games: Vec<WthorGame>,
}

/// Why bytes are not a WTHOR games file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WthorError {
    /// Fewer than the header's bytes.
    TooShort,
    /// The header gives a board other than 8×8.
    NotEightByEight(u8),
    /// The length is not the header plus the number of records the header gives.
    WrongLength {
        /// The games the header announces.
        records: u32,
        /// The file's length.
        bytes: usize,
    },
    /// A names file's length is not the header plus the names it announces.
    WrongNamesLength {
        /// The names the header announces.
        names: u16,
        /// Each name's width in bytes.
        width: usize,
        /// The file's length.
        bytes: usize,
    },
    /// A game's moves are not a legal game.
    IllegalMove {
        /// The game's number in the file, from 1.
        game: usize,
        /// The move's number in the game, from 1.
        move_number: usize,
    },
}

impl fmt::Display for WthorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WthorError::TooShort => write!(f, "shorter than a WTHOR header ({HEADER_LEN} bytes)"),
            WthorError::NotEightByEight(size) => write!(f, "its games are not on an 8x8 board (size {size})"),
            WthorError::WrongLength { records, bytes } => write!(
                f,
                "the header announces {records} games ({} bytes) but the file has {bytes} bytes",
                HEADER_LEN as u64 + u64::from(*records) * RECORD_LEN as u64
            ),
            WthorError::WrongNamesLength { names, width, bytes } => write!(
                f,
                "the header announces {names} names ({} bytes) but the file has {bytes} bytes",
                HEADER_LEN + usize::from(*names) * width
            ),
            WthorError::IllegalMove { game, move_number } => {
                write!(f, "game {game}: move {move_number} is not a legal move")
            }
        }
    }
}

impl std::error::Error for WthorError {}

/// Reads a WTHOR games file.
pub fn parse(bytes: &[u8]) -> Result<WthorFile, WthorError> {
    let header = bytes.get(..HEADER_LEN).ok_or(WthorError::TooShort)?;
    let records = u32::from_le_bytes([header[4], header[5], header[6], header[7]]);
    let year = u16::from_le_bytes([header[10], header[11]]);
    let size = header[12];
    if size != 0 && size != 8 {
        return Err(WthorError::NotEightByEight(size));
    }
    let theoretical_depth = header[14];
    let expected = HEADER_LEN as u64 + u64::from(records) * RECORD_LEN as u64;
    if bytes.len() as u64 != expected {
        return Err(WthorError::WrongLength { records, bytes: bytes.len() });
    }
    let games = bytes[HEADER_LEN..]
        .chunks_exact(RECORD_LEN)
        .enumerate()
        .map(|(index, record)| {
            game(record).map_err(|move_number| WthorError::IllegalMove { game: index + 1, move_number })
        })
        .collect::<Result<_, _>>()?;
    Ok(WthorFile { year, theoretical_depth, games })
}

/// The width of a player's name in `WTHOR.JOU`.
pub const PLAYER_NAME_LEN: usize = 20;
/// The width of a tournament's name in `WTHOR.TRN`.
pub const TOURNAMENT_NAME_LEN: usize = 26;

/// Reads a WTHOR names file (`WTHOR.JOU`, names `width` bytes wide, or `WTHOR.TRN`): the names
/// in order (numbered from 0 in the games), Latin-1 decoded, without their padding and control
/// characters.
pub fn parse_names(bytes: &[u8], width: usize) -> Result<Vec<String>, WthorError> {
    let header = bytes.get(..HEADER_LEN).ok_or(WthorError::TooShort)?;
    let records = u16::from_le_bytes([header[8], header[9]]);
    let expected = HEADER_LEN + usize::from(records) * width;
    if bytes.len() != expected {
        return Err(WthorError::WrongNamesLength { names: records, width, bytes: bytes.len() });
    }
    Ok(bytes[HEADER_LEN..]
        .chunks_exact(width)
        .map(|name| {
            let name = name.split(|&b| b == 0).next().unwrap_or_default();
            let text: String = name.iter().map(|&b| char::from(b)).filter(|c| !c.is_control()).collect();
            text.trim().to_string()
        })
        .collect())
}

/// One record; a move that is not legal is an error with its number (from 1).
fn game(record: &[u8]) -> Result<WthorGame, usize> {
    let word = |at: usize| u16::from_le_bytes([record[at], record[at + 1]]);
    let mut moves = Vec::new();
    let mut position = Position::START;
    for (index, &code) in record[MOVES_AT..].iter().enumerate() {
        if code == 0 {
            break;
        }
        let square = square(code).ok_or(index + 1)?;
        if !position.can_move() {
            position = position.pass();
        }
        position = position.try_play(square).map_err(|_| index + 1)?.0;
        moves.push(square);
    }
    Ok(WthorGame {
        tournament: word(0),
        black: word(2),
        white: word(4),
        black_discs: record[6],
        black_theoretical: record[7],
        moves,
    })
}

/// The square of a move byte: `10 * row + column`, both from 1 (11 is a1, 18 is h1).
fn square(code: u8) -> Option<Square> {
    let (row, column) = (code / 10, code % 10);
    if !(1..=8).contains(&row) || !(1..=8).contains(&column) {
        return None;
    }
    Square::from_coords(column - 1, row - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(records: u32, size: u8) -> Vec<u8> {
        let mut bytes = vec![20, 26, 11, 23];
        bytes.extend(records.to_le_bytes());
        bytes.extend([0, 0]);
        bytes.extend(2001u16.to_le_bytes());
        bytes.extend([size, 0, 24, 0]);
        bytes
    }

    fn record(moves: &[u8]) -> Vec<u8> {
        let mut bytes = vec![3, 0, 5, 0, 7, 0, 40, 36];
        let mut padded = moves.to_vec();
        padded.resize(60, 0);
        bytes.extend(padded);
        bytes
    }

    #[test]
    fn a_record_reads_as_its_game() {
        // f5 d6 c3: 56, 64, 33 as row-column bytes.
        let mut bytes = header(1, 8);
        bytes.extend(record(&[56, 64, 33]));
        let file = parse(&bytes).unwrap();
        assert_eq!((file.year, file.theoretical_depth), (2001, 24));
        let game = &file.games[0];
        assert_eq!((game.tournament, game.black, game.white), (3, 5, 7));
        assert_eq!((game.black_discs, game.black_theoretical), (40, 36));
        let moves: String = game.moves.iter().map(Square::to_string).collect();
        assert_eq!(moves, "f5d6c3");
    }

    #[test]
    fn a_real_file_reads_whole_and_its_scores_are_the_games_ends() {
        let file = parse(include_bytes!("../../tests/data/wthor/WTH_1977.wtb")).unwrap();
        assert_eq!((file.year, file.theoretical_depth, file.games.len()), (1977, 24, 12));
        let first: String = file.games[0].moves.iter().take(4).map(Square::to_string).collect();
        assert_eq!(first, "f5d6c3f3");
        for (index, game) in file.games.iter().enumerate() {
            // Replayed, every game ends as recorded: black's discs, the empty squares going to
            // the winner.
            let mut position = Position::START;
            let mut black_to_move = true;
            for &square in &game.moves {
                if !position.can_move() {
                    position = position.pass();
                    black_to_move = !black_to_move;
                }
                position = position.play(square);
                black_to_move = !black_to_move;
            }
            assert!(position.is_over(), "game {index} is played to the end");
            let (mover, other) = (position.player().count() as u8, position.opponent().count() as u8);
            let (black, white) = if black_to_move { (mover, other) } else { (other, mover) };
            let empties = 64 - black - white;
            let black_final = if black > white { black + empties } else { black };
            assert_eq!(black_final, game.black_discs, "game {index}");
        }
    }

    #[test]
    fn garbage_and_damaged_files_are_refused_or_read_never_panicking() {
        let real = include_bytes!("../../tests/data/wthor/WTH_1977.wtb");
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut read, mut refused) = (0, 0);
        for round in 0..3000 {
            let bytes: Vec<u8> = if round % 2 == 0 {
                // Random bytes, sometimes under a valid header so the records are reached.
                let len = (next() % 400) as usize;
                let mut bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
                if round % 4 == 0 && len >= HEADER_LEN {
                    let records = ((len - HEADER_LEN) / RECORD_LEN) as u32;
                    bytes.truncate(HEADER_LEN + records as usize * RECORD_LEN);
                    bytes[..HEADER_LEN].copy_from_slice(&header(records, 8));
                }
                bytes
            } else {
                // The real file with a few bytes changed, or cut short.
                let mut bytes = real.to_vec();
                for _ in 0..1 + next() % 4 {
                    let at = (next() as usize) % bytes.len();
                    bytes[at] = next() as u8;
                }
                if next() % 5 == 0 {
                    bytes.truncate((next() as usize) % bytes.len());
                }
                bytes
            };
            match parse(&bytes) {
                Ok(file) => {
                    read += 1;
                    // Whatever is read is a legal game, as replayed.
                    for game in &file.games {
                        let mut position = Position::START;
                        for &square in &game.moves {
                            if !position.can_move() {
                                position = position.pass();
                            }
                            position = position.try_play(square).expect("a read game is legal").0;
                        }
                    }
                }
                Err(error) => {
                    refused += 1;
                    assert!(!error.to_string().is_empty());
                }
            }
        }
        assert!(read > 0 && refused > 0, "{read} read, {refused} refused");
    }

    #[test]
    fn broken_files_are_refused_with_the_reason() {
        assert_eq!(parse(&[0; 10]), Err(WthorError::TooShort));
        assert_eq!(parse(&header(0, 10)), Err(WthorError::NotEightByEight(10)));
        let mut short = header(2, 8);
        short.extend(record(&[56]));
        assert_eq!(parse(&short), Err(WthorError::WrongLength { records: 2, bytes: 84 }));
        let mut illegal = header(1, 0);
        illegal.extend(record(&[56, 11]));
        assert_eq!(parse(&illegal), Err(WthorError::IllegalMove { game: 1, move_number: 2 }));
        let mut off_board = header(1, 0);
        off_board.extend(record(&[56, 19]));
        assert_eq!(parse(&off_board), Err(WthorError::IllegalMove { game: 1, move_number: 2 }));
    }
}
