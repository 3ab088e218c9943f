//! The order in which the solver and the midgame search try their moves: the moves of a node
//! on the stack, sorted fastest first (the fewest replies for the opponent, corners counting
//! double), with a little potential mobility and edge safety.

use crate::engine::bitboard::{Bitboard, NOT_A, NOT_H};
use crate::engine::movegen::Kernel;

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// A move with the position after it and the key it is sorted by (lower first).
#[derive(Clone, Copy)]
pub(super) struct Candidate {
    pub square: u8,
    pub player: u64,
    pub opponent: u64,
    pub key: i32,
}

/// The moves of a node, kept on the stack and not cleared first (this runs at every node of the
/// solver): only the first `len` items are written.
pub(super) struct MoveList {
    items: [std::mem::MaybeUninit<Candidate>; 34],
    len: usize,
}

impl MoveList {
    /// The legal moves `moves` of `player` as candidates (each position after it seen from the
    /// opponent's side), unsorted.
    #[inline(always)]
    pub fn new<K: Kernel>(kernel: K, player: u64, opponent: u64, moves: u64) -> MoveList {
        let mut list = MoveList { items: [const { std::mem::MaybeUninit::uninit() }; 34], len: 0 };
        let mut rest = moves;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let flips = kernel.flips(player, opponent, square);
            // No position has more than 33 legal moves.
            list.items[list.len].write(Candidate {
                square: square as u8,
                player: opponent ^ flips,
                opponent: player ^ flips ^ (1 << square),
                key: 0,
            });
            list.len += 1;
        }
        list
    }

    /// The candidates.
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [Candidate] {
        // SAFETY: the first `len` items were written by `new`, and `Candidate` is `Copy`.
        unsafe { std::slice::from_raw_parts_mut(self.items.as_mut_ptr().cast::<Candidate>(), self.len) }
    }

    /// Sorts the candidates by key, lowest first (insertion sort: the lists are short).
    #[inline(always)]
    pub fn sort(&mut self) {
        let list = self.as_mut_slice();
        for i in 1..list.len() {
            let item = list[i];
            let mut j = i;
            while j > 0 && list[j - 1].key > item.key {
                list[j] = list[j - 1];
                j -= 1;
            }
            list[j] = item;
        }
    }
}

/// Fastest first: the move that leaves the opponent the fewest moves (corners counting double),
/// with the table's move before all.
#[inline(always)]
pub(super) fn fastest_first_key<K: Kernel>(kernel: K, candidate: &Candidate, table_move: u8) -> i32 {
    if candidate.square == table_move {
        return i32::MIN;
    }
    let replies = kernel.legal_moves(candidate.player, candidate.opponent);
    let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
    // Then the fewest squares where the opponent may come to move (next to our discs)...
    let empty = !(candidate.player | candidate.opponent);
    let potential = (empty & Bitboard(candidate.opponent).neighbours().0).count_ones() as i32;
    // ...and the most of our discs that are safe on the edges from the corners.
    let anchored = (edge_anchored(candidate.opponent) & !(candidate.player | empty)).count_ones() as i32;
    64 * mobility + 12 * potential - 12 * anchored
}

/// The discs of `discs` on the corners and next to them along the edges: a cheap count of the
/// discs a move makes safe.
#[inline(always)]
fn edge_anchored(discs: u64) -> u64 {
    let corners = discs & CORNERS;
    let next = ((corners << 1) & NOT_A) | ((corners >> 1) & NOT_H) | (corners << 8) | (corners >> 8);
    corners | (next & discs & 0xFF81_8181_8181_81FF)
}
