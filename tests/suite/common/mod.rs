//! Shared test helpers: a slow, obviously correct move generator, a seeded random generator,
//! readers for the data files in `tests/data/`, test sessions of the terminal game, the real
//! binary in a pseudo-terminal, and a client of the network protocol.
#![allow(dead_code)]

pub mod app;
pub mod client;
pub mod pty;

use othello::engine::bitboard::Bitboard;
use othello::engine::position::Position;
use othello::engine::square::Square;

/// The square named `name` (`"f5"`); a test's own names are always valid.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

const DIRECTIONS: [(i8, i8); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

/// The discs a move on `square` flips, found by walking each of the eight directions.
pub fn reference_flips(position: Position, square: Square) -> Bitboard {
    let (player, opponent) = (position.player(), position.opponent());
    if player.contains(square) || opponent.contains(square) {
        return Bitboard::EMPTY;
    }
    let mut flipped = Bitboard::EMPTY;
    for (dc, dr) in DIRECTIONS {
        let mut line = Bitboard::EMPTY;
        let (mut column, mut row) = (square.column() as i8 + dc, square.row() as i8 + dr);
        while let Some(next) =
            Square::from_coords(column as u8, row as u8).filter(|_| column >= 0 && row >= 0)
        {
            if opponent.contains(next) {
                line |= next.bit();
            } else {
                if player.contains(next) {
                    flipped |= line;
                }
                break;
            }
            column += dc;
            row += dr;
        }
    }
    flipped
}

/// The position after `square`, by the reference flips.
pub fn reference_play(position: Position, square: Square) -> Position {
    let flips = reference_flips(position, square);
    Position::new(position.opponent() ^ flips, position.player() ^ flips ^ square.bit()).unwrap()
}

/// The final disc difference for the side to move, empty squares to the winner.
pub fn final_score(position: Position) -> i32 {
    let (p, o) = (position.player().count() as i32, position.opponent().count() as i32);
    let empties = 64 - p - o;
    match p.cmp(&o) {
        std::cmp::Ordering::Greater => p - o + empties,
        std::cmp::Ordering::Less => p - o - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The legal moves: the empty squares whose reference flips are not empty.
pub fn reference_moves(position: Position) -> Bitboard {
    Square::all().filter(|&square| !reference_flips(position, square).is_empty()).collect()
}

/// The position at the end of `line` (passes left out) from `position`, by the reference rules,
/// passes made where forced (and only there), and the sign of the side to move there against the
/// side to move in `position`; panics at a move that is not legal.
pub fn replay_line(position: Position, line: &[Square]) -> (Position, i32) {
    let (mut end, mut sign) = (position, 1);
    for &square in line {
        if reference_moves(end).is_empty() {
            end = end.pass();
            sign = -sign;
        }
        assert!(reference_moves(end).contains(square), "{square} is not legal in {end:?}: {line:?}");
        end = reference_play(end, square);
        sign = -sign;
    }
    (end, sign)
}

/// Whether neither side has a move, by the reference rules.
pub fn is_over(position: Position) -> bool {
    reference_moves(position).is_empty() && reference_moves(position.pass()).is_empty()
}

/// xorshift64*: a small seeded generator, so every run of the tests plays the same games.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as usize % n
    }

    pub fn pick(&mut self, set: Bitboard) -> Square {
        let n = self.below(set.count() as usize);
        set.squares().nth(n).expect("a square of a non-empty set")
    }
}

/// Random positions with `empties` empty squares, from random games.
pub fn random_endgames(rng: &mut Rng, empties: u32, count: usize) -> Vec<Position> {
    let mut found = Vec::new();
    while found.len() < count {
        let mut position = Position::START;
        loop {
            let moves = position.legal_moves();
            if moves.is_empty() {
                if position.pass().legal_moves().is_empty() {
                    break;
                }
                position = position.pass();
                continue;
            }
            if position.empties().count() == empties {
                found.push(position);
                break;
            }
            position = position.play(rng.pick(moves));
        }
    }
    found
}

/// The rows of a tab-separated data file in `tests/data/`, comments and blank lines left out.
pub fn data_rows(name: &str) -> Vec<Vec<String>> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| line.split('\t').map(str::to_string).collect())
        .collect()
}
