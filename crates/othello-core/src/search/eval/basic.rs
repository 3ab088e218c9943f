//! `Basic`: the hand-made evaluation, built from what the rules sheets teach about strategy:
//! corners; the X- and C-squares next to an empty corner; mobility and potential mobility;
//! frontier discs ("walls"); stable discs; parity; with weights that change with the phase.

use crate::engine::bitboard::{Bitboard, CORNERS};
use crate::engine::movegen::Kernel;
use crate::engine::stability::stable_discs;

use super::Evaluate;

/// The hand-made evaluation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Basic;

/// X-squares (b2, g2, b7, g7) and C-squares (a2 b1, g1 h2, a7 b8, g8 h7), by their corner
/// (a1, h1, a8, h8).
const X_SQUARE_OF_CORNER: [u64; 4] = [1 << 9, 1 << 14, 1 << 49, 1 << 54];
const C_SQUARES_OF_CORNER: [u64; 4] =
    [(1 << 1) | (1 << 8), (1 << 6) | (1 << 15), (1 << 48) | (1 << 57), (1 << 55) | (1 << 62)];
const CORNER_SQUARES: [u64; 4] = [1, 1 << 7, 1 << 56, 1 << 63];

/// The weights of one phase of the game, in hundredths of a disc per unit of each feature.
#[derive(Clone, Copy)]
struct Weights {
    corner: i32,
    x_square: i32,
    c_square: i32,
    mobility: i32,
    potential_mobility: i32,
    frontier: i32,
    stable: i32,
    discs: i32,
    parity: i32,
}

/// Opening (many empties), middle game, and endgame weights; interpolated between.
const OPENING: Weights = Weights {
    corner: 700,
    x_square: -450,
    c_square: -120,
    mobility: 90,
    potential_mobility: 30,
    frontier: -35,
    stable: 100,
    discs: -8,
    parity: 0,
};
const MIDDLE: Weights = Weights {
    corner: 650,
    x_square: -350,
    c_square: -100,
    mobility: 80,
    potential_mobility: 22,
    frontier: -25,
    stable: 120,
    discs: 0,
    parity: 40,
};
const ENDGAME: Weights = Weights {
    corner: 400,
    x_square: -120,
    c_square: -40,
    mobility: 50,
    potential_mobility: 10,
    frontier: -10,
    stable: 100,
    discs: 60,
    parity: 120,
};

/// The weights with `empties` empty squares: opening above 44, endgame below 14, middle at 30,
/// and a straight line between.
fn weights(empties: i32) -> Weights {
    let mix = |a: &Weights, b: &Weights, t: i32, span: i32| {
        let lerp = |x: i32, y: i32| x + (y - x) * t / span;
        Weights {
            corner: lerp(a.corner, b.corner),
            x_square: lerp(a.x_square, b.x_square),
            c_square: lerp(a.c_square, b.c_square),
            mobility: lerp(a.mobility, b.mobility),
            potential_mobility: lerp(a.potential_mobility, b.potential_mobility),
            frontier: lerp(a.frontier, b.frontier),
            stable: lerp(a.stable, b.stable),
            discs: lerp(a.discs, b.discs),
            parity: lerp(a.parity, b.parity),
        }
    };
    match empties {
        44.. => OPENING,
        30..=43 => mix(&MIDDLE, &OPENING, empties - 30, 14),
        14..=29 => mix(&ENDGAME, &MIDDLE, empties - 14, 16),
        _ => ENDGAME,
    }
}

impl Evaluate for Basic {
    /// Nothing to share: each position is evaluated on its own.
    type Parent = ();

    fn parent(&self, _player: u64, _opponent: u64) {}

    #[inline(always)]
    fn evaluate_after<K: Kernel>(&self, kernel: K, _parent: &(), player: u64, opponent: u64) -> i32 {
        self.evaluate(kernel, player, opponent)
    }

    #[inline(always)]
    fn evaluate<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32 {
        let empty = !(player | opponent);
        let empties = empty.count_ones() as i32;
        let w = weights(empties);
        let count = |set: u64| set.count_ones() as i32;

        let mut score = w.corner * (count(player & CORNERS) - count(opponent & CORNERS));
        let difference = |squares: u64| count(player & squares) - count(opponent & squares);
        for corner in 0..4 {
            if empty & CORNER_SQUARES[corner] != 0 {
                score += w.x_square * difference(X_SQUARE_OF_CORNER[corner]);
                score += w.c_square * difference(C_SQUARES_OF_CORNER[corner]);
            }
        }
        let (my_moves, their_moves) =
            (kernel.legal_moves(player, opponent), kernel.legal_moves(opponent, player));
        // Corners one can take count double: they are the moves that matter.
        let mobility =
            count(my_moves) + count(my_moves & CORNERS) - count(their_moves) - count(their_moves & CORNERS);
        score += w.mobility * mobility;
        score += w.potential_mobility
            * (count(empty & Bitboard(opponent).neighbours().0)
                - count(empty & Bitboard(player).neighbours().0));
        let frontier = Bitboard(empty).neighbours().0;
        score += w.frontier * (count(player & frontier) - count(opponent & frontier));
        if player & CORNERS != 0 || opponent & CORNERS != 0 || empties < 20 {
            score +=
                w.stable * (count(stable_discs(player, opponent)) - count(stable_discs(opponent, player)));
        }
        score += w.discs * (count(player) - count(opponent));
        // With an odd number of empties the side to move expects the last move.
        if empties % 2 == 1 {
            score += w.parity;
        } else {
            score -= w.parity;
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::movegen::Portable;
    use crate::engine::position::Position;

    fn value(position: Position) -> i32 {
        Basic.evaluate(Portable, position.player().0, position.opponent().0)
    }

    #[test]
    fn a_corner_is_good_and_the_x_square_next_to_an_empty_one_is_bad() {
        let board = |black: &[&str], white: &[&str]| {
            let bits = |names: &[&str]| -> u64 {
                names
                    .iter()
                    .map(|s| 1u64 << s.parse::<crate::engine::square::Square>().unwrap().index())
                    .sum()
            };
            Position::new(
                crate::engine::bitboard::Bitboard(bits(black)),
                crate::engine::bitboard::Bitboard(bits(white)),
            )
            .unwrap()
        };
        let centre_black = ["d5", "e4", "c4", "c5"];
        let centre_white = ["d4", "e5", "f4", "f5"];
        let plain = value(board(&centre_black, &centre_white));
        let with_corner = value(board(&[&centre_black[..], &["a1"]].concat(), &centre_white));
        let with_x = value(board(&[&centre_black[..], &["b2"]].concat(), &centre_white));
        assert!(with_corner > plain + 300, "{with_corner} vs {plain}");
        assert!(with_x < plain, "{with_x} vs {plain}");
    }

    #[test]
    fn the_value_is_antisymmetric_in_the_sides_but_for_parity() {
        let mut position = Position::START;
        for square in ["f5", "d6", "c3", "d3", "c4"] {
            position = position.play(square.parse().unwrap());
        }
        let mine = value(position);
        let theirs = value(position.pass());
        assert_eq!(mine + theirs, 0, "{mine} and {theirs}");
    }

    #[test]
    fn weights_move_from_the_opening_to_the_endgame() {
        assert_eq!(weights(60).mobility, OPENING.mobility);
        assert_eq!(weights(30).mobility, MIDDLE.mobility);
        assert_eq!(weights(5).discs, ENDGAME.discs);
        let between = weights(22).discs;
        assert!(between > MIDDLE.discs && between < ENDGAME.discs);
    }
}
