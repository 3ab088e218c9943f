//! Reading the French federation's WTHOR game files (`WTH_YYYY.wtb`): their header and game
//! records, and the one replay of their moves (passes left out) that checks and positions them.

use std::fmt;

use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use crate::engine::square::Square;

/// The header's length in bytes.
pub const HEADER_LEN: usize = 16;
/// A game record's length in bytes.
pub const RECORD_LEN: usize = 68;
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
            WthorError::NotEightByEight(size) => write!(f, "its games are not on an 8×8 board (size {size})"),
            WthorError::WrongLength { records, bytes } => write!(
                f,
                "the header announces {records} {} ({} bytes) but the file has {bytes} bytes",
                if *records == 1 { "game" } else { "games" },
                HEADER_LEN as u64 + u64::from(*records) * RECORD_LEN as u64
            ),
            WthorError::WrongNamesLength { names, width, bytes } => write!(
                f,
                "the header announces {names} {} ({} bytes) but the file has {bytes} bytes",
                if *names == 1 { "name" } else { "names" },
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
    let codes = &record[MOVES_AT..];
    let moves: Vec<Square> =
        codes.iter().take_while(|&&code| code != 0).map_while(|&code| square(code)).collect();
    replay(&moves).try_for_each(|step| step.map(drop).map_err(|illegal| illegal.move_number))?;
    // A byte after them that names no square is the first move not legal, the ones before it
    // being legal.
    if codes.get(moves.len()).is_some_and(|&code| code != 0) {
        return Err(moves.len() + 1);
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

/// A move of a replayed game that is not legal where it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotLegal {
    /// The move's number in the game, from 1.
    pub move_number: usize,
}

/// The replay of a game's moves from the standard start: see [`replay`].
#[derive(Clone, Debug)]
pub struct Replay<'a> {
    moves: std::iter::Enumerate<std::slice::Iter<'a, Square>>,
    position: Position,
    to_move: Color,
    stopped: bool,
}

/// Replays `moves`, played from the standard start with the passes left out (as WTHOR writes a
/// game, and the games database keeps one): each position before a move, the colour to move
/// there and the move played, a forced pass made before the position is given. A move that is
/// not legal where it comes is an error, and the replay's last item.
pub fn replay(moves: &[Square]) -> Replay<'_> {
    Replay {
        moves: moves.iter().enumerate(),
        position: Position::START,
        to_move: Color::Black,
        stopped: false,
    }
}

/// The game of `moves`, played from the standard start with the passes left out (as
/// [`replay`] reads them), each forced pass made by the game itself: how a game of the
/// database becomes a game to review or play on.
///
/// # Errors
/// The first move that is not legal where it comes.
pub fn game_of(moves: &[Square]) -> Result<Game, NotLegal> {
    let mut game = Game::new(Rules::default());
    for (index, &square) in moves.iter().enumerate() {
        game.play_untimed(square).map_err(|_| NotLegal { move_number: index + 1 })?;
    }
    Ok(game)
}

impl Replay<'_> {
    /// Where the replay stands: the position after the moves played so far and the colour whose
    /// turn follows (a pass it is forced to make is made only before a move).
    pub fn reached(&self) -> (Position, Color) {
        (self.position, self.to_move)
    }
}

impl Iterator for Replay<'_> {
    type Item = Result<(Position, Color, Square), NotLegal>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.stopped {
            return None;
        }
        let (index, &square) = self.moves.next()?;
        if !self.position.can_move() {
            self.position = self.position.pass();
            self.to_move = !self.to_move;
        }
        let before = (self.position, self.to_move, square);
        match self.position.try_play(square) {
            Ok((after, _)) => {
                self.position = after;
                self.to_move = !self.to_move;
                Some(Ok(before))
            }
            Err(_) => {
                self.stopped = true;
                Some(Err(NotLegal { move_number: index + 1 }))
            }
        }
    }
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
    use crate::engine::game::Turn;

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
            let mut replayed = replay(&game.moves);
            assert!(replayed.by_ref().all(|step| step.is_ok()), "game {index} is legal");
            let (position, to_move) = replayed.reached();
            assert!(position.is_over(), "game {index} is played to the end");
            let (mover, other) = (position.player().count() as u8, position.opponent().count() as u8);
            let (black, white) = if to_move == Color::Black { (mover, other) } else { (other, mover) };
            let empties = 64 - black - white;
            let black_final = if black > white { black + empties } else { black };
            assert_eq!(black_final, game.black_discs, "game {index}");
        }
    }

    #[test]
    fn a_replay_passes_where_forced_and_ends_at_a_move_not_legal() {
        let years: [&[u8]; 4] = [
            include_bytes!("../../tests/data/wthor/WTH_1977.wtb"),
            include_bytes!("../../tests/data/wthor/WTH_1978.wtb"),
            include_bytes!("../../tests/data/wthor/WTH_1979.wtb"),
            include_bytes!("../../tests/data/wthor/WTH_1980.wtb"),
        ];
        let mut passes = 0;
        for game in years.iter().flat_map(|bytes| parse(bytes).unwrap().games) {
            let steps: Vec<_> = replay(&game.moves).map(Result::unwrap).collect();
            assert_eq!(steps.len(), game.moves.len());
            for pair in steps.windows(2) {
                let [(before, color, square), (after, next, _)] = pair else { unreachable!() };
                let played = before.play(*square);
                if next == color {
                    // The colour moves again: the other had no move, and passed.
                    assert!(!played.can_move());
                    assert_eq!(*after, played.pass());
                    passes += 1;
                } else {
                    assert_eq!(*after, played);
                }
            }
        }
        assert!(passes > 0, "some game has a pass");
        let (f5, d6): (Square, Square) = ("f5".parse().unwrap(), "d6".parse().unwrap());
        let moves = [f5, f5, d6];
        let mut replayed = replay(&moves);
        assert_eq!(replayed.next(), Some(Ok((Position::START, Color::Black, f5))));
        assert_eq!(replayed.next(), Some(Err(NotLegal { move_number: 2 })));
        assert_eq!(replayed.next(), None);
        assert_eq!(replayed.reached(), (Position::START.play(f5), Color::White));
    }

    #[test]
    fn a_game_of_moves_plays_them_with_the_passes_and_refuses_a_move_not_legal() {
        let bytes = include_bytes!("../../tests/data/wthor/WTH_1977.wtb");
        let mut passes = 0;
        for record in parse(bytes).unwrap().games {
            let game = game_of(&record.moves).unwrap();
            let squares: Vec<Square> = game
                .plies()
                .filter_map(|ply| match ply.turn {
                    Turn::Move { square, .. } => Some(square),
                    _ => None,
                })
                .collect();
            assert_eq!(squares, record.moves);
            passes += game.plies().len() - squares.len();
            // The game ends where the replay does: its last position before the last move, played.
            let (before, _, last) = replay(&record.moves).last().unwrap().unwrap();
            let after = before.play(last);
            assert!(game.position() == after || game.position() == after.pass());
        }
        assert!(passes > 0, "some game has a pass, made by the game");
        let (f5, d6): (Square, Square) = ("f5".parse().unwrap(), "d6".parse().unwrap());
        assert_eq!(game_of(&[f5, d6, f5]).map(|g| g.plies().len()), Err(NotLegal { move_number: 3 }));
        assert_eq!(game_of(&[]).map(|g| g.plies().len()), Ok(0));
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
                        assert!(replay(&game.moves).all(|step| step.is_ok()), "a read game is legal");
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
