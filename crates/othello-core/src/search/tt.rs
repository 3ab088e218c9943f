//! `Table`: a fixed-size transposition table of bounds and best moves, indexed by position hash,
//! with two entries per bucket (the deeper kept, the newer replacing the other), shared by the
//! threads of a search without a lock: each entry is two words, its data and its key mixed with
//! its data, so that an entry torn by two threads writing at once no longer matches its key and
//! reads as absent (Hyatt's lockless hashing, as Stockfish and Egaroucid use it).

use std::sync::atomic::{AtomicU64, Ordering};

use super::pages::advise_huge_pages;

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
    /// How sure a search to the end of the game is of its bounds: a step of the selective
    /// endgame ([`crate::search::probcut::END_STEPS`]), or [`PROVEN`] (every midgame entry too).
    pub certainty: u8,
}

impl Entry {
    /// The entry's data as one word (its key apart).
    fn pack(&self) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.depth) << 32
            | u64::from(self.best) << 40
            | u64::from(self.generation) << 48
            | u64::from(self.certainty) << 56
    }

    /// The entry of `key` with the data `data`.
    fn unpack(key: u64, data: u64) -> Entry {
        Entry {
            key,
            lower: data as u16 as i16,
            upper: (data >> 16) as u16 as i16,
            depth: (data >> 32) as u8,
            best: (data >> 40) as u8,
            generation: (data >> 48) as u8,
            certainty: (data >> 56) as u8,
        }
    }

    /// How much an entry knows, to choose between two of one position: the deeper first, then
    /// (to the end of the game both) the surer.
    fn rank(&self) -> (u8, u8) {
        (self.depth, self.certainty)
    }
}

/// The depth of an entry searched to the end of the game.
pub const EXACT_DEPTH: u8 = 100;
/// No best move known.
pub const NO_MOVE: u8 = 64;
/// The certainty of a proof: an exact solve, or a midgame search (which proves its depth's value).
pub const PROVEN: u8 = 255;

/// One entry as the threads share it: its key mixed with its data, and its data. An empty
/// slot (both 0) holds depth 0, which no search stores.
#[derive(Debug, Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The entry, if the two words still belong together (else another thread was writing).
    #[inline(always)]
    fn read(&self) -> Entry {
        // Relaxed: a torn pair fails the check below; a stale one is only a hint like any other.
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        Entry::unpack(check ^ data, data)
    }

    #[inline(always)]
    fn write(&self, entry: &Entry) {
        let data = entry.pack();
        self.data.store(data, Ordering::Relaxed);
        self.check.store(entry.key ^ data, Ordering::Relaxed);
    }
}

/// A transposition table of `2^bits` buckets.
#[derive(Debug)]
pub struct Table {
    buckets: Box<[[Slot; 2]]>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of `2^bits` buckets of two entries (16 bytes each).
    pub fn new(bits: u32) -> Table {
        let mut buckets = Box::<[[Slot; 2]]>::new_uninit_slice(1usize << bits);
        advise_huge_pages(&mut buckets);
        // Written once here, so that the memory is the table's before a search: fresh memory
        // is only mapped on the first write, and a first write while several threads search
        // costs every core a pause (a TLB shootdown).
        for bucket in buckets.iter_mut() {
            bucket.write(Default::default());
        }
        // SAFETY: every bucket was written just above.
        let buckets = unsafe { buckets.assume_init() };
        Table { buckets, mask: (1 << bits) - 1, generation: 0 }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        for slot in self.buckets.iter_mut().flatten() {
            *slot = Slot::default();
        }
    }

    /// Starts a new search: entries of older searches are replaced first.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// What is known of the position with `key`.
    #[inline(always)]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = &self.buckets[key as usize & self.mask];
        bucket.iter().map(Slot::read).find(|entry| entry.key == key && entry.depth > 0)
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
    /// `upper`, and that `best` is its best move. Another thread may write the same bucket at
    /// once: one of the two writes is then lost, which costs only a search again.
    #[inline(always)]
    pub fn store(&self, key: u64, depth: u8, lower: i16, upper: i16, best: u8) {
        self.store_with(key, depth, PROVEN, lower, upper, best);
    }

    /// As [`store`](Table::store), for a search to the end of the game sure of its bounds to
    /// `certainty` (a step of the selective endgame, or [`PROVEN`]).
    #[inline(always)]
    pub fn store_with(&self, key: u64, depth: u8, certainty: u8, lower: i16, upper: i16, best: u8) {
        let generation = self.generation;
        let bucket = &self.buckets[key as usize & self.mask];
        let entry = Entry { key, lower, upper, depth, best, generation, certainty };
        let held = [bucket[0].read(), bucket[1].read()];
        // The same position: keep the deeper (or surer) knowledge, merged when equal.
        if let Some(at) = held.iter().position(|e| e.key == key && e.depth > 0) {
            let slot = held[at];
            if entry.rank() > slot.rank() {
                bucket[at].write(&entry);
            } else if entry.rank() == slot.rank() {
                let best = if best != NO_MOVE { best } else { slot.best };
                let merged =
                    Entry { lower: slot.lower.max(lower), upper: slot.upper.min(upper), best, ..entry };
                bucket[at].write(&merged);
            }
            return;
        }
        // Otherwise replace an entry of an older search, else the shallower one.
        let victim = if held[0].generation != generation {
            0
        } else if held[1].generation != generation {
            1
        } else if held[0].depth <= held[1].depth {
            0
        } else {
            1
        };
        bucket[victim].write(&entry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_found_by_key_and_the_deeper_kept() {
        let mut table = Table::new(4);
        assert_eq!(table.probe(0), None, "an empty slot holds nothing, not even for key 0");
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

    #[test]
    fn an_entry_keeps_its_generation_and_equally_deep_bounds_only_narrow() {
        let mut table = Table::new(4);
        // A full bucket of an older search...
        table.store(0x1, 9, 0, 0, 1);
        table.store(0x11, 9, 0, 0, 2);
        table.next_generation();
        // ...makes room for this search's entries, which then stay, however shallow.
        table.store(0x21, 1, 0, 0, 3);
        table.store(0x31, 1, 0, 0, 4);
        assert!(table.probe(0x21).is_some() && table.probe(0x31).is_some());
        assert!(table.probe(0x1).is_none() && table.probe(0x11).is_none());
        // Bounds of the same depth merge to the narrower of each.
        table.store(0x21, 1, -300, 100, NO_MOVE);
        table.store(0x21, 1, -500, 400, NO_MOVE);
        let entry = table.probe(0x21).unwrap();
        assert_eq!((entry.lower, entry.upper, entry.best), (0, 0, 3));
    }

    #[test]
    fn a_surer_search_to_the_end_replaces_a_less_sure_one_and_never_the_reverse() {
        let table = Table::new(4);
        table.store_with(0x7, EXACT_DEPTH + 20, 1, 400, 400, 9);
        assert_eq!(table.probe(0x7).unwrap().certainty, 1);
        table.store_with(0x7, EXACT_DEPTH + 20, 0, -200, -200, 10);
        assert_eq!((table.probe(0x7).unwrap().lower, table.probe(0x7).unwrap().certainty), (400, 1));
        table.store_with(0x7, EXACT_DEPTH + 20, 1, 200, INF_BOUND, NO_MOVE);
        assert_eq!((table.probe(0x7).unwrap().lower, table.probe(0x7).unwrap().best), (400, 9), "merged");
        table.store(0x7, EXACT_DEPTH + 20, 600, 600, 11);
        let proven = table.probe(0x7).unwrap();
        assert_eq!((proven.lower, proven.certainty, proven.best), (600, PROVEN, 11));
        table.store_with(0x7, EXACT_DEPTH + 20, 4, 0, 0, 12);
        assert_eq!(table.probe(0x7).unwrap(), proven, "a proof stays");
    }

    /// An upper bound beyond any score.
    const INF_BOUND: i16 = 10_000;

    #[test]
    fn a_torn_entry_reads_as_absent() {
        let table = Table::new(2);
        table.store(0x10, 5, 1, 2, 3);
        assert!(table.probe(0x10).is_some());
        // Another write's data beside this one's key mix, as when two threads write at once.
        let other =
            Entry { key: 0x10, lower: 7, upper: 9, depth: 6, best: 1, generation: 0, certainty: PROVEN };
        table.buckets[0][0].data.store(other.pack(), Ordering::Relaxed);
        assert_eq!(table.probe(0x10), None);
    }

    #[test]
    fn threads_writing_the_same_buckets_at_once_never_read_a_mixed_entry() {
        // Every entry written for a key carries values that follow from the key: any entry read
        // back with other values would be two writes mixed.
        let table = Table::new(3);
        let values =
            |key: u64| ((key % 1000) as i16, (key % 777) as i16, (key % 50 + 1) as u8, (key % 64) as u8);
        std::thread::scope(|scope| {
            for thread in 0..2u64 {
                let table = &table;
                scope.spawn(move || {
                    let mut key = 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(thread + 1);
                    for _ in 0..200_000 {
                        key = key.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                        let (lower, upper, depth, best) = values(key);
                        table.store(key, depth, lower, upper, best);
                        for probe in [key, key ^ 1, key.rotate_left(7)] {
                            if let Some(entry) = table.probe(probe) {
                                assert_eq!(
                                    (entry.lower, entry.upper, entry.depth, entry.best),
                                    values(probe)
                                );
                            }
                        }
                    }
                });
            }
        });
    }
}
