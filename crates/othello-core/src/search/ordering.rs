//! The order in which the solver and the midgame search try their moves: the moves of a node
//! on the stack, sorted fastest first (the fewest replies for the opponent, corners counting
//! double), with a little potential mobility and edge safety; in a parallel search, a move
//! another thread is on put off until the others are searched.

use crate::engine::bitboard::{Bitboard, CORNERS, NOT_A, NOT_H};
use crate::engine::movegen::Kernel;
use crate::engine::position::hash;

use super::busy::Busy;

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

    /// Puts the move to `square` first, if it is one of the moves; returns whether it was.
    #[inline(always)]
    pub fn put_first(&mut self, square: u8) -> bool {
        let list = self.as_mut_slice();
        match list.iter().position(|candidate| candidate.square == square) {
            Some(i) => {
                list.swap(0, i);
                true
            }
            None => false,
        }
    }

    /// The candidates.
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [Candidate] {
        // SAFETY: the first `len` items were written by `new`, and `Candidate` is `Copy`.
        unsafe { std::slice::from_raw_parts_mut(self.items.as_mut_ptr().cast::<Candidate>(), self.len) }
    }
}

/// Sorts candidates by key, lowest first (insertion sort: the lists are short).
#[inline(always)]
pub(super) fn sort(list: &mut [Candidate]) {
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

/// Fastest first: the move that leaves the opponent the fewest moves (corners counting double).
#[inline(always)]
pub(super) fn fastest_first_key<K: Kernel>(kernel: K, candidate: &Candidate) -> i32 {
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

/// The order in which a node searches its sorted moves: first to last, except that a move
/// another thread is on may be deferred until the others are searched (the first move never
/// is, so that every thread starts where the order says the value lies).
pub(super) struct Order {
    len: usize,
    next: usize,
    deferred: u64,
    /// Whether the deferred moves are being searched.
    again: bool,
}

impl Order {
    #[inline(always)]
    pub fn new(len: usize) -> Order {
        Order { len, next: 0, deferred: 0, again: false }
    }

    /// The next move to search.
    #[inline(always)]
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<usize> {
        if !self.again {
            if self.next < self.len {
                self.next += 1;
                return Some(self.next - 1);
            }
            self.again = true;
        }
        if self.deferred == 0 {
            return None;
        }
        let i = self.deferred.trailing_zeros() as usize;
        self.deferred &= self.deferred - 1;
        Some(i)
    }

    /// The next move of `list` to search: with `busy` (a parallel search), one that no other
    /// thread is on if there is one, marked as this thread's, its key returned to clear once
    /// it is searched.
    #[inline(always)]
    pub fn next_claimed<'a>(
        &mut self,
        busy: Option<&'a Busy>,
        list: &[Candidate],
    ) -> Option<(usize, Option<(&'a Busy, u64)>)> {
        while let Some(i) = self.next() {
            let Some(busy) = busy else { return Some((i, None)) };
            let key = hash(list[i].player, list[i].opponent);
            if busy.is_busy(key) && self.defer(i) {
                continue;
            }
            busy.enter(key);
            return Some((i, Some((busy, key))));
        }
        None
    }

    /// Defers move `i` if it may be: not the first, and not already deferred once.
    #[inline(always)]
    pub fn defer(&mut self, i: usize) -> bool {
        if i == 0 || self.again {
            return false;
        }
        self.deferred |= 1 << i;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The moves an order gives, deferring those in `busy` when it may.
    fn sequence(len: usize, busy: &[usize]) -> Vec<usize> {
        let mut order = Order::new(len);
        let mut searched = Vec::new();
        while let Some(i) = order.next() {
            if busy.contains(&i) && order.defer(i) {
                continue;
            }
            searched.push(i);
        }
        searched
    }

    #[test]
    fn the_table_move_is_put_first_only_if_it_is_a_move() {
        use crate::engine::movegen::{Kernel, Portable};
        let (player, opponent) = (0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
        let moves = Portable.legal_moves(player, opponent);
        let mut list = MoveList::new(Portable, player, opponent, moves);
        let last = list.as_mut_slice().last().unwrap().square;
        assert!(list.put_first(last));
        assert_eq!(list.as_mut_slice()[0].square, last);
        assert_eq!(list.as_mut_slice().len(), moves.count_ones() as usize);
        assert!(!list.put_first(0), "a1 is not a move at the start");
        assert_eq!(list.as_mut_slice()[0].square, last);
    }

    #[test]
    fn moves_come_in_order_and_a_busy_one_after_the_others_but_never_the_first() {
        assert_eq!(sequence(5, &[]), [0, 1, 2, 3, 4]);
        assert_eq!(sequence(5, &[1, 3]), [0, 2, 4, 1, 3], "put off once, then searched");
        assert_eq!(sequence(4, &[0, 2]), [0, 1, 3, 2], "the first is never put off");
        assert_eq!(sequence(34, &[33]).last(), Some(&33), "up to the most moves a position has");
        assert_eq!(sequence(0, &[]), Vec::<usize>::new());
    }
}
