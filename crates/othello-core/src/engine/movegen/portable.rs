//! The portable move generator and flipper on raw `u64`s, for every CPU.
//!
//! `player` and `opponent` are the discs of the side to move and of the other side (bit 0 = a1).
//! Everything here is `#[inline(always)]` so that a caller compiled with extra CPU features
//! gets these bodies compiled with those features too.

/// Columns b to g: a run of discs to be flipped sideways or diagonally never includes column a or h.
const NOT_EDGE_COLUMNS: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// The empty squares where `player` can move: each outflanks at least one line of `opponent`.
#[inline(always)]
pub(super) fn legal_moves(player: u64, opponent: u64) -> u64 {
    let inner = opponent & NOT_EDGE_COLUMNS;
    let candidates =
        runs(player, inner, 1) | runs(player, opponent, 8) | runs(player, inner, 7) | runs(player, inner, 9);
    candidates & !(player | opponent)
}

/// The squares just past a run of `flippable` discs that starts next to a `player` disc,
/// in both senses of one direction (`step` = 1, 7, 8 or 9 bits). Kogge-Stone fill: runs
/// are at most six discs long, so 1 + 1 + 2 + 2 steps reach the end of any of them.
#[inline(always)]
fn runs(player: u64, flippable: u64, step: u32) -> u64 {
    let pairs_up = flippable & (flippable << step);
    let mut up = flippable & (player << step);
    up |= flippable & (up << step);
    up |= pairs_up & (up << (2 * step));
    up |= pairs_up & (up << (2 * step));

    let pairs_down = flippable & (flippable >> step);
    let mut down = flippable & (player >> step);
    down |= flippable & (down >> step);
    down |= pairs_down & (down >> (2 * step));
    down |= pairs_down & (down >> (2 * step));

    (up << step) | (down >> step)
}

/// The rays from each square to the edge, in the four directions of rising index
/// (east, south-west, south, south-east) and the four of falling index.
pub(super) struct Rays {
    pub(super) rising: [[u64; 4]; 64],
    pub(super) falling: [[u64; 4]; 64],
}

/// The direction steps in bits, in the order of [`Rays`]' lanes.
pub(super) const STEPS: [u32; 4] = [1, 7, 8, 9];

pub(super) static RAYS: Rays = {
    // (column step, row step) of the rising directions; the falling ones are their negations.
    const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 1), (0, 1), (1, 1)];
    let mut rays = Rays { rising: [[0; 4]; 64], falling: [[0; 4]; 64] };
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 4 {
            let (dc, dr) = DIRECTIONS[d];
            rays.rising[square][d] = ray(square as i32, dc, dr);
            rays.falling[square][d] = ray(square as i32, -dc, -dr);
            d += 1;
        }
        square += 1;
    }
    rays
};

const fn ray(square: i32, dc: i32, dr: i32) -> u64 {
    let (mut column, mut row) = (square % 8 + dc, square / 8 + dr);
    let mut bits = 0;
    while column >= 0 && column < 8 && row >= 0 && row < 8 {
        bits |= 1 << (row * 8 + column);
        column += dc;
        row += dr;
    }
    bits
}

/// The opponent discs that a move by `player` on the empty square `square` (0..64) flips;
/// zero when the move is illegal.
///
/// Along a rising ray the first square that is not an opponent disc is found with a carry
/// (`(opponent | !ray) + 1`); along a falling ray with the highest set bit. If that square
/// holds a player disc, the opponent discs before it flip.
#[inline(always)]
pub(super) fn flips(player: u64, opponent: u64, square: usize) -> u64 {
    let rays = &RAYS;
    let mut flipped = 0;
    let mut d = 0;
    while d < 4 {
        let ray = rays.rising[square][d];
        let outflank = (opponent | !ray).wrapping_add(1) & ray & player;
        flipped |= outflank.wrapping_sub((outflank != 0) as u64) & ray;

        let ray = rays.falling[square][d];
        let not_opponent = !opponent & ray;
        // The highest set bit; `& not_opponent` turns the all-clear case into zero.
        let outflank = (1u64 << 63).wrapping_shr(not_opponent.leading_zeros()) & not_opponent & player;
        flipped |= outflank.wrapping_neg().wrapping_shl(1) & ray;
        d += 1;
    }
    flipped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_stop_at_the_edge() {
        assert_eq!(RAYS.rising[7][0], 0, "nothing east of h1");
        assert_eq!(RAYS.falling[0][2], 0, "nothing north of a1");
        assert_eq!(RAYS.rising[0][3].count_ones(), 7, "a1 to h8");
    }
}
