//! The solver's last empties: the parity of the empty quadrants, the final score, and the last
//! one to four empties written out, as they run at every leaf (Edax's count of the last flips
//! from the lines through the last square, and a look at the neighbours before any flip).

use crate::engine::bitboard::{CORNERS, X_SQUARES};
use crate::engine::movegen::Kernel;

use super::context::Context;
use super::core::DISC_INF;

/// The final score for the side to move when neither side can move: the disc difference, the
/// empty squares going to the winner.
#[inline(always)]
pub fn final_score(player: u64, opponent: u64) -> i32 {
    let (p, o) = (player.count_ones() as i32, opponent.count_ones() as i32);
    let empties = 64 - p - o;
    match p.cmp(&o) {
        std::cmp::Ordering::Greater => p - o + empties,
        std::cmp::Ordering::Less => p - o - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The quadrant of a square: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
#[inline(always)]
pub(super) const fn quadrant(square: usize) -> u32 {
    QUADRANT_BIT[square] as u32
}

/// The parity bit of each square's quadrant.
static QUADRANT_BIT: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut square = 0;
    while square < 64 {
        table[square] = (((square & 4) >> 2) | ((square & 32) >> 4)) as u8;
        square += 1;
    }
    table
};

const QUADRANTS: [u64; 4] =
    [0x0000_0000_0F0F_0F0F, 0x0000_0000_F0F0_F0F0, 0x0F0F_0F0F_0000_0000, 0xF0F0_F0F0_0000_0000];

/// The squares of the quadrants whose bits are set in `parity`, for each of the 16 parities.
const ODD_SQUARES: [u64; 16] = {
    let mut table = [0u64; 16];
    let mut parity = 0;
    while parity < 16 {
        let mut q = 0;
        while q < 4 {
            if parity & (1 << q) != 0 {
                table[parity] |= QUADRANTS[q];
            }
            q += 1;
        }
        parity += 1;
    }
    table
};

/// One bit per quadrant, set where the quadrant has an odd number of empty squares.
#[inline(always)]
pub fn parity(empty: u64) -> u32 {
    (0..4).fold(0, |parity, q| parity | ((empty & QUADRANTS[q]).count_ones() & 1) << q)
}

/// How many discs a move at `position` (0-7) of a full line flips, for each pattern of the
/// mover's discs on the line (the other squares holding the opponent's): the discs between the
/// move and the nearest disc of the mover's on each side, if there is one.
static LINE_FLIPS: [[u8; 256]; 8] = {
    let mut table = [[0u8; 256]; 8];
    let mut position = 0;
    while position < 8 {
        let mut pattern = 0;
        while pattern < 256 {
            let mut flips = 0;
            // Towards bit 0, then towards bit 7.
            let mut i = position as i32 - 1;
            while i >= 0 && pattern & (1 << i) == 0 {
                i -= 1;
            }
            if i >= 0 {
                flips += position as i32 - 1 - i;
            }
            let mut i = position + 1;
            while i < 8 && pattern & (1 << i) == 0 {
                i += 1;
            }
            if i < 8 {
                flips += (i - position - 1) as i32;
            }
            table[position][pattern] = flips as u8;
            pattern += 1;
        }
        position += 1;
    }
    table
};

/// The squares of the diagonal and of the anti-diagonal through each square.
static DIAGONALS: [(u64, u64); 64] = {
    let mut table = [(0u64, 0u64); 64];
    let mut square = 0;
    while square < 64 {
        let (column, row) = (square % 8, square / 8);
        let mut other = 0;
        while other < 64 {
            let (c, r) = (other % 8, other / 8);
            if c as i32 - r as i32 == column as i32 - row as i32 {
                table[square].0 |= 1 << other;
            }
            if c + r == column + row {
                table[square].1 |= 1 << other;
            }
            other += 1;
        }
        square += 1;
    }
    table
};

/// How many discs `player` flips by playing the last empty square, `square`: every other square
/// is taken, so the four lines through it are read straight from its discs (Edax's trick).
#[inline(always)]
fn last_flip_count(player: u64, square: usize) -> i32 {
    let (column, row) = (square % 8, square / 8);
    let by_column = |line: u64| (line.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize;
    let row_pattern = ((player >> (8 * row)) & 0xFF) as usize;
    let column_pattern =
        (((player >> column) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize;
    let (diagonal, anti) = DIAGONALS[square];
    i32::from(LINE_FLIPS[column][row_pattern])
        + i32::from(LINE_FLIPS[row][column_pattern])
        + i32::from(LINE_FLIPS[column][by_column(player & diagonal)])
        + i32::from(LINE_FLIPS[column][by_column(player & anti)])
}

/// The squares next to each square: a move there can flip only if an opponent disc is among them.
static NEIGHBOURS: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let bit = 1u64 << square;
        let sideways = ((bit << 1) & 0xFEFE_FEFE_FEFE_FEFE) | ((bit >> 1) & 0x7F7F_7F7F_7F7F_7F7F);
        let row = bit | sideways;
        table[square] = sideways | (row << 8) | (row >> 8);
        square += 1;
    }
    table
};

/// The discs `player` flips at `square`, after a quick look for an opponent disc next to it.
#[inline(always)]
fn flips_near<K: Kernel>(kernel: K, player: u64, opponent: u64, square: usize) -> u64 {
    if NEIGHBOURS[square] & opponent == 0 { 0 } else { kernel.flips(player, opponent, square) }
}

/// The score for the side to move with one empty square left.
#[inline(always)]
pub(super) fn last_1(player: u64, square: usize) -> i32 {
    let discs = player.count_ones() as i32;
    let flips = last_flip_count(player, square);
    if flips > 0 {
        return 2 * (discs + flips + 1) - 64;
    }
    let opponent = !player & !(1u64 << square);
    let flips = last_flip_count(opponent, square);
    if flips > 0 {
        return 2 * (discs - flips) - 64;
    }
    let difference = 2 * discs - 63;
    if difference > 0 { difference + 1 } else { difference - 1 }
}

/// The moves of `player` on two empties `[a, b]`, searched with the window `(alpha, alpha + 1)`;
/// `None` if it has none.
#[inline(always)]
fn moves_2<K: Kernel>(kernel: K, player: u64, opponent: u64, alpha: i32, a: usize, b: usize) -> Option<i32> {
    let mut best = -DISC_INF;
    let flips = flips_near(kernel, player, opponent, a);
    if flips != 0 {
        best = -last_1(opponent ^ flips, b);
        if best > alpha {
            return Some(best);
        }
    }
    let flips = flips_near(kernel, player, opponent, b);
    if flips != 0 {
        best = best.max(-last_1(opponent ^ flips, a));
    }
    (best > -DISC_INF).then_some(best)
}

#[inline(always)]
pub(super) fn last_2<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    a: usize,
    b: usize,
) -> i32 {
    context.nodes += 1;
    if let Some(score) = moves_2(kernel, player, opponent, alpha, a, b) {
        return score;
    }
    match moves_2(kernel, opponent, player, -alpha - 1, a, b) {
        Some(score) => -score,
        None => final_score(player, opponent),
    }
}

#[inline(always)]
fn moves_3<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    [a, b, c]: [usize; 3],
) -> Option<i32> {
    let mut best = -DISC_INF;
    // Each empty in turn, the two others left: written out, as this runs at every leaf.
    macro_rules! try_move {
        ($x:expr, $y:expr, $z:expr) => {
            let flips = flips_near(kernel, player, opponent, $x);
            if flips != 0 {
                let score = -last_2(
                    context,
                    kernel,
                    opponent ^ flips,
                    player ^ flips ^ (1 << $x),
                    -alpha - 1,
                    $y,
                    $z,
                );
                if score > best {
                    best = score;
                    if score > alpha {
                        return Some(score);
                    }
                }
            }
        };
    }
    try_move!(a, b, c);
    try_move!(b, a, c);
    try_move!(c, a, b);
    (best > -DISC_INF).then_some(best)
}

#[inline(always)]
pub(super) fn last_3<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    squares: [usize; 3],
) -> i32 {
    context.nodes += 1;
    if let Some(score) = moves_3(context, kernel, player, opponent, alpha, squares) {
        return score;
    }
    match moves_3(context, kernel, opponent, player, -alpha - 1, squares) {
        Some(score) => -score,
        None => final_score(player, opponent),
    }
}

#[inline(always)]
fn moves_4<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    [a, b, c, d]: [usize; 4],
) -> Option<i32> {
    let mut best = -DISC_INF;
    macro_rules! try_move {
        ($x:expr, $rest:expr) => {
            let flips = flips_near(kernel, player, opponent, $x);
            if flips != 0 {
                let score =
                    -last_3(context, kernel, opponent ^ flips, player ^ flips ^ (1 << $x), -alpha - 1, $rest);
                if score > best {
                    best = score;
                    if score > alpha {
                        return Some(score);
                    }
                }
            }
        };
    }
    try_move!(a, [b, c, d]);
    try_move!(b, [a, c, d]);
    try_move!(c, [a, b, d]);
    try_move!(d, [a, b, c]);
    (best > -DISC_INF).then_some(best)
}

/// `squares` in six groups, in the order the last empties try them: those of the quadrants with
/// an odd number of empties first, and within each parity the corners first and the X-squares
/// last. Edax orders its last empties by parity and then by square this way; against parity
/// alone it visits 3.1% fewer nodes for the cost of a few masks (30 positions of tournament
/// games 24 empties from the end, `ffo --file`; putting the C-squares last too saved less).
#[inline(always)]
pub(super) fn parity_order(squares: u64, parity: u32) -> [u64; 6] {
    let odd = squares & ODD_SQUARES[parity as usize];
    let even = squares & !odd;
    let plain = !(CORNERS | X_SQUARES);
    [odd & CORNERS, odd & plain, odd & X_SQUARES, even & CORNERS, even & plain, even & X_SQUARES]
}

/// The four empty squares of `empty`, those alone in their quadrant (or three to one) first (the
/// corners-first order of [`parity_order`] saved 0.2% of the nodes here, for more than that in
/// time: every 4-empties node sorts its squares).
#[inline(always)]
pub(super) fn four_squares(empty: u64, parity: u32) -> [usize; 4] {
    let odd = empty & ODD_SQUARES[parity as usize];
    let mut squares = [0usize; 4];
    let mut i = 0;
    for set in [odd, empty & !odd] {
        let mut rest = set;
        while rest != 0 {
            squares[i] = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            i += 1;
        }
    }
    squares
}

#[inline(always)]
pub(super) fn last_4<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    parity: u32,
) -> i32 {
    context.nodes += 1;
    let squares = four_squares(!(player | opponent), parity);
    if let Some(score) = moves_4(context, kernel, player, opponent, alpha, squares) {
        return score;
    }
    match moves_4(context, kernel, opponent, player, -alpha - 1, squares) {
        Some(score) => -score,
        None => final_score(player, opponent),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::square::Square;

    fn squares(names: &[&str]) -> u64 {
        names.iter().map(|name| name.parse::<Square>().unwrap().bit().0).fold(0, |all, bit| all | bit)
    }

    #[test]
    fn the_last_empties_go_by_parity_then_corners_first_and_x_squares_last() {
        // Top-left: a1, b2 and d3, three empties (odd); bottom-right: g7 alone (odd).
        let empty = squares(&["b2", "a1", "g7", "d3"]);
        let expected = [&["a1"][..], &["d3"], &["b2", "g7"], &[], &[], &[]].map(squares);
        assert_eq!(parity_order(empty, parity(empty)), expected);
        // Top-left: a1 and b2 (even); bottom-right: h8, g7 and f6 (odd), which go first.
        let empty = squares(&["a1", "b2", "f6", "g7", "h8"]);
        let expected = [&["h8"][..], &["f6"], &["g7"], &["a1"], &[], &["b2"]].map(squares);
        assert_eq!(parity_order(empty, parity(empty)), expected);
    }

    #[test]
    fn the_last_four_empties_go_by_parity_alone() {
        // Top-left: a1 and b2 (even); bottom-right: g7 (odd); top-right: h1 (odd).
        let empty = squares(&["b2", "a1", "g7", "h1"]);
        let order = four_squares(empty, parity(empty))
            .map(|square| Square::from_index(square as u8).unwrap().to_string());
        assert_eq!(order, ["h1", "g7", "a1", "b2"]);
    }
}
