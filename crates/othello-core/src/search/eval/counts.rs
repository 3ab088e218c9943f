//! The learned evaluation's features beyond its patterns: a constant for the side to move (the
//! tempo, which the patterns alone cannot see), and each side's mobility and potential mobility,
//! one weight for each count, as NTest and Egaroucid use them.

use crate::engine::bitboard::Bitboard;
use crate::engine::movegen::Kernel;

/// Mobility counts weighted apart: 0 to 31 moves (more counts as 31).
pub const MOBILITY_COUNTS: usize = 32;
/// Potential mobility counts weighted apart: 0 to 47 empty squares next to the other side's
/// discs (more counts as 47).
pub const POTENTIAL_COUNTS: usize = 48;
/// The weights of a stage's counts: the constant, then the side to move's mobility, the other
/// side's, the side to move's potential mobility, the other side's.
pub const COUNTS_LEN: usize = 1 + 2 * MOBILITY_COUNTS + 2 * POTENTIAL_COUNTS;
/// The features of one position among the counts' weights.
pub const COUNT_FEATURES: usize = 5;

/// Where each of a position's features lies in a stage's count weights, `moves` being the
/// side to move's legal moves.
#[inline(always)]
pub fn count_features<K: Kernel>(
    kernel: K,
    player: u64,
    opponent: u64,
    moves: u64,
) -> [usize; COUNT_FEATURES] {
    let empty = !(player | opponent);
    let mobility = |moves: u64| (moves.count_ones() as usize).min(MOBILITY_COUNTS - 1);
    let potential = |discs: u64| {
        ((empty & Bitboard(discs).neighbours().0).count_ones() as usize).min(POTENTIAL_COUNTS - 1)
    };
    [
        0,
        1 + mobility(moves),
        1 + MOBILITY_COUNTS + mobility(kernel.legal_moves(opponent, player)),
        1 + 2 * MOBILITY_COUNTS + potential(opponent),
        1 + 2 * MOBILITY_COUNTS + POTENTIAL_COUNTS + potential(player),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::movegen::Portable;
    use crate::engine::position::Position;

    #[test]
    fn the_counts_of_a_position_fall_in_their_own_tables() {
        let position = Position::START.play("f5".parse().unwrap()).play("f6".parse().unwrap());
        let (player, opponent) = (position.player().0, position.opponent().0);
        let other_side = Position::new(position.opponent(), position.player()).unwrap();
        let empty = !(player | opponent);
        let features = count_features(Portable, player, opponent, Portable.legal_moves(player, opponent));
        assert_eq!(
            features,
            [
                0,
                1 + position.legal_moves().count() as usize,
                1 + MOBILITY_COUNTS + other_side.legal_moves().count() as usize,
                1 + 2 * MOBILITY_COUNTS + (empty & Bitboard(opponent).neighbours().0).count_ones() as usize,
                1 + 2 * MOBILITY_COUNTS
                    + POTENTIAL_COUNTS
                    + (empty & Bitboard(player).neighbours().0).count_ones() as usize,
            ]
        );
        assert_ne!(features[1] - 1, features[2] - 1 - MOBILITY_COUNTS, "the sides' mobilities differ here");
    }

    #[test]
    fn large_counts_share_the_last_weight() {
        // Nine discs on b2, e2, h2, b5, e5, h5, b8, e8 and h8 touch every other square but a1.
        let grid = [9, 12, 15, 33, 36, 39, 57, 60, 63].iter().fold(0u64, |b, &s| b | 1 << s);
        let features = count_features(Portable, 1, grid, Portable.legal_moves(1, grid));
        assert_eq!(features[3], 1 + 2 * MOBILITY_COUNTS + POTENTIAL_COUNTS - 1, "54 squares count as 47");
        assert!(features.iter().all(|&f| f < COUNTS_LEN), "{features:?}");
    }
}
