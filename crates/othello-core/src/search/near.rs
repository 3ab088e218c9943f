//! `NearTable`: the solver's results a few empties from the end, in a small table of one search
//! thread's own that stays in the core's cache, so that a position reached again by another order
//! of the last moves is not solved twice, without the wait for memory of the shared table.

use super::core::DISC_INF;
use super::tt::NO_MOVE;

/// Entries: 1 MiB, which the core's second-level cache holds.
const ENTRIES: usize = 1 << 16;

/// One position's bounds on its exact score, in discs, and its best move.
#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    lower: i8,
    upper: i8,
    best: u8,
}

/// An entry that knows nothing: its bounds are beyond any score, so a position whose key happens
/// to be zero finds no value in it.
const UNKNOWN: Entry = Entry { key: 0, lower: -DISC_INF as i8, upper: DISC_INF as i8, best: NO_MOVE };

/// What the table knows of a position: bounds on its exact score in discs, and its best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Near {
    /// The score is at least this.
    pub lower: i32,
    /// The score is at most this.
    pub upper: i32,
    /// The move that was best or cut, or `NO_MOVE`.
    pub best: u8,
}

/// A direct-mapped table of exact bounds, each entry replaced by the newest position that maps
/// to it. Exact bounds hold for ever, so nothing in it is ever stale: a search may keep it as
/// long as it likes. It is allocated at its first store, so a search that never comes near the
/// end pays nothing for it.
#[derive(Default)]
pub struct NearTable {
    entries: Vec<Entry>,
}

impl NearTable {
    /// An empty table, not yet allocated.
    pub fn new() -> NearTable {
        NearTable::default()
    }

    /// What the table knows of the position with hash `key`, if it holds it.
    #[inline(always)]
    pub fn probe(&self, key: u64) -> Option<Near> {
        let entry = self.entries.get(key as usize & (ENTRIES - 1))?;
        (entry.key == key).then_some(Near {
            lower: i32::from(entry.lower),
            upper: i32::from(entry.upper),
            best: entry.best,
        })
    }

    /// Keeps bounds in discs (each within ±64, or ±`DISC_INF` for none) and the best move of the
    /// position with hash `key`, in place of whatever its entry held.
    #[inline(always)]
    pub fn store(&mut self, key: u64, lower: i32, upper: i32, best: u8) {
        if self.entries.is_empty() {
            self.entries = vec![UNKNOWN; ENTRIES];
        }
        let at = key as usize & (ENTRIES - 1);
        self.entries[at] = Entry {
            key,
            lower: lower.clamp(-DISC_INF, DISC_INF) as i8,
            upper: upper.clamp(-DISC_INF, DISC_INF) as i8,
            best,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_position_is_found_and_a_newer_one_in_its_entry_replaces_it() {
        let mut table = NearTable::new();
        assert_eq!(table.probe(12345), None, "nothing before the first store");
        table.store(12345, 4, 65, 19);
        assert_eq!(table.probe(12345), Some(Near { lower: 4, upper: 65, best: 19 }));
        // Another position that maps to the same entry takes it.
        let other = 12345 + ENTRIES as u64;
        assert_eq!(table.probe(other), None);
        table.store(other, -64, -10, 3);
        assert_eq!(table.probe(other), Some(Near { lower: -64, upper: -10, best: 3 }));
        assert_eq!(table.probe(12345), None);
        // A position of another entry is untouched.
        table.store(7, -2, -2, 0);
        assert_eq!(table.probe(other), Some(Near { lower: -64, upper: -10, best: 3 }));
        assert_eq!(table.probe(7), Some(Near { lower: -2, upper: -2, best: 0 }));
    }

    #[test]
    fn an_unused_entry_tells_nothing_even_to_a_position_whose_key_is_zero() {
        let mut table = NearTable::new();
        table.store(1, 0, 0, 5);
        let zero = table.probe(0).expect("the unused entry's key is zero");
        assert!(zero.lower < -64 && zero.upper > 64, "{zero:?}");
    }
}
