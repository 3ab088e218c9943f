//! `Busy`: the positions the threads of a parallel search are searching at this moment, so
//! that a thread about to search a move another thread is already on searches its other moves
//! first and comes back to it (Simplified ABDADA): the threads then split the tree between them
//! instead of searching the same subtrees side by side.

use std::sync::atomic::{AtomicU64, Ordering};

/// Slots: far more than the nodes being searched at once, so that positions seldom collide.
const BITS: u32 = 15;

/// One slot per position hash's low bits, holding the hash of a position being searched, or 0.
#[derive(Debug)]
pub struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Default for Busy {
    fn default() -> Busy {
        Busy { slots: (0..1usize << BITS).map(|_| AtomicU64::new(0)).collect() }
    }
}

impl Busy {
    #[inline(always)]
    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[key as usize & ((1 << BITS) - 1)]
    }

    /// Whether another thread is searching the position with `key` (a stale or colliding slot
    /// only changes the order of a thread's moves, never a result).
    #[inline(always)]
    pub fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }

    /// Marks the position with `key` as being searched.
    #[inline(always)]
    pub fn enter(&self, key: u64) {
        self.slot(key).store(key, Ordering::Relaxed);
    }

    /// Clears the mark of the position with `key`, unless another position has taken its slot.
    #[inline(always)]
    pub fn leave(&self, key: u64) {
        let _ = self.slot(key).compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_busy_from_enter_to_leave_and_a_newer_one_keeps_its_slot() {
        let busy = Busy::default();
        let (key, other) = (0x1234_5678_9abc_def0, 0x0fed_cba9_8765_4321);
        assert!(!busy.is_busy(key));
        busy.enter(key);
        assert!(busy.is_busy(key) && !busy.is_busy(other));
        busy.leave(key);
        assert!(!busy.is_busy(key));
        // Another position in the same slot: leaving the first does not clear the second.
        let same_slot = key ^ (1 << 40);
        busy.enter(key);
        busy.enter(same_slot);
        busy.leave(key);
        assert!(busy.is_busy(same_slot) && !busy.is_busy(key));
    }
}
