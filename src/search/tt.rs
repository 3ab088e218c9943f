//! `Table`: a fixed-size transposition table of bounds and best moves, indexed by position hash,
//! with two entries per bucket (the deeper kept, the newer replacing the other).

/// What is known of one position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The position's full hash, to tell it from others in the same bucket.
    key: u64,
    /// The value is at least this (hundredths of a disc)...
    pub lower: i16,
    /// ...and at most this.
    pub upper: i16,
    /// How deep it was searched; [`EXACT_DEPTH`] and above: to the end of the game.
    pub depth: u8,
    /// The best move found (0-63), or [`NO_MOVE`].
    pub best: u8,
    generation: u8,
}

/// The depth of an entry searched to the end of the game.
pub const EXACT_DEPTH: u8 = 100;
/// No best move known.
pub const NO_MOVE: u8 = 64;

const EMPTY: Entry = Entry { key: 0, lower: 0, upper: 0, depth: 0, best: NO_MOVE, generation: 0 };

/// A transposition table of `2^bits` buckets.
#[derive(Clone, Debug)]
pub struct Table {
    buckets: Vec<[Entry; 2]>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of `2^bits` buckets of two entries (16 bytes each).
    pub fn new(bits: u32) -> Table {
        Table { buckets: vec![[EMPTY; 2]; 1 << bits], mask: (1 << bits) - 1, generation: 0 }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.fill([EMPTY; 2]);
    }

    /// Starts a new search: entries of older searches are replaced first.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// What is known of the position with `key`.
    #[inline(always)]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.buckets[key as usize & self.mask];
        bucket.iter().find(|entry| entry.key == key && entry.depth > 0).copied()
    }

    /// Asks the CPU to bring the bucket of `key` into the cache, so that a probe a little later
    /// does not wait for memory (the table is far larger than the cache).
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let bucket = &self.buckets[key as usize & self.mask];
            // SAFETY: a prefetch is only a hint and never faults; SSE is part of x86-64.
            unsafe {
                use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
                _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(bucket).cast::<i8>());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Records that the position with `key`, searched to `depth`, is worth between `lower` and
    /// `upper`, and that `best` is its best move.
    #[inline(always)]
    pub fn store(&mut self, key: u64, depth: u8, lower: i16, upper: i16, best: u8) {
        let generation = self.generation;
        let bucket = &mut self.buckets[key as usize & self.mask];
        let entry = Entry { key, lower, upper, depth, best, generation };
        // The same position: keep the deeper knowledge, merged when equally deep.
        if let Some(slot) = bucket.iter_mut().find(|e| e.key == key) {
            if depth > slot.depth {
                *slot = entry;
            } else if depth == slot.depth {
                slot.lower = slot.lower.max(lower);
                slot.upper = slot.upper.min(upper);
                if best != NO_MOVE {
                    slot.best = best;
                }
                slot.generation = generation;
            }
            return;
        }
        // Otherwise replace an entry of an older search, else the shallower one.
        let victim = if bucket[0].generation != generation {
            0
        } else if bucket[1].generation != generation {
            1
        } else if bucket[0].depth <= bucket[1].depth {
            0
        } else {
            1
        };
        bucket[victim] = entry;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_found_by_key_and_the_deeper_kept() {
        let mut table = Table::new(4);
        table.store(0x1234, 5, -100, 300, 19);
        let entry = table.probe(0x1234).unwrap();
        assert_eq!((entry.lower, entry.upper, entry.depth, entry.best), (-100, 300, 5, 19));
        assert_eq!(table.probe(0x1235), None);
        table.store(0x1234, 3, 0, 0, 20);
        assert_eq!(table.probe(0x1234).unwrap().depth, 5, "a shallower result does not replace a deeper one");
        table.store(0x1234, 5, 0, 200, NO_MOVE);
        let merged = table.probe(0x1234).unwrap();
        assert_eq!((merged.lower, merged.upper, merged.best), (0, 200, 19), "equally deep bounds narrow");
        // Two more positions in the same bucket: the older generation goes first.
        table.next_generation();
        table.store(0x1234 + 16, 2, 0, 0, 1);
        table.store(0x1234 + 32, 9, 0, 0, 2);
        assert!(table.probe(0x1234 + 32).is_some());
        table.clear();
        assert_eq!(table.probe(0x1234 + 32), None);
    }
}
