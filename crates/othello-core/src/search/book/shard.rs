//! Growing a book past one machine: a set of positions (canonical, in order) cut into shards by
//! their place in the set, each shard scored on its own into a part (a file of its own, the same
//! for the same shard however often it is run), and parts merged into a book in any order.

use std::collections::HashSet;

use crate::engine::position::Position;
use crate::search::{Limits, Searcher};

use super::grow::search_position;
use super::{Book, BookError, key};

/// The first bytes of a part file.
const MAGIC: &[u8; 8] = b"OTHPART\0";
/// The version of the part layout this program writes and reads.
const VERSION: u16 = 1;
/// Magic, version, shard, shards, fingerprint, depth, complete, a checksum of these, then the
/// book's bytes (with a checksum of their own).
const HEADER: usize = 8 + 2 + 4 + 4 + 8 + 1 + 1 + 8;
/// The most shards a set is cut into.
pub const MAX_SHARDS: u32 = 1 << 20;

/// The positions a book is grown on: canonical images, each once, in the order of their discs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionSet {
    positions: Vec<Position>,
    keys: HashSet<(u64, u64)>,
}

impl PositionSet {
    /// The set of `positions`, each taken as its canonical image, the ones that have no move left
    /// out (a book position is one where a move is chosen).
    pub fn new(positions: impl IntoIterator<Item = Position>) -> PositionSet {
        let mut canonical: Vec<Position> =
            positions.into_iter().filter(|p| p.can_move()).map(|p| p.canonical().0).collect();
        canonical.sort_by_key(|p| key(*p).0);
        canonical.dedup();
        let keys = canonical.iter().map(|p| key(*p).0).collect();
        PositionSet { positions: canonical, keys }
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// Whether it holds `position` (under any symmetry).
    pub fn contains(&self, position: Position) -> bool {
        self.keys.contains(&key(position).0)
    }

    /// What tells this set from any other: a hash of its positions, which every part keeps.
    pub fn fingerprint(&self) -> u64 {
        let mut bytes = Vec::with_capacity(self.positions.len() * 16);
        for position in &self.positions {
            let (discs, _) = key(*position);
            bytes.extend_from_slice(&discs.0.to_le_bytes());
            bytes.extend_from_slice(&discs.1.to_le_bytes());
        }
        super::checksum(&bytes)
    }

    /// The positions of shard `shard` of `shards`: every `shards`-th of the set from the
    /// `shard`-th, so that shards are alike in their mix of early and late positions.
    pub fn shard(&self, shard: u32, shards: u32) -> impl Iterator<Item = Position> + '_ {
        self.positions.iter().copied().skip(shard as usize).step_by(shards.max(1) as usize)
    }
}

/// A shard's scores: which shard of how many, of which set, at which depth, whether it is done,
/// and the book of its positions.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Part {
    /// Its shard, from 0.
    pub shard: u32,
    /// How many shards the set is cut into.
    pub shards: u32,
    /// The set's [`PositionSet::fingerprint`].
    pub fingerprint: u64,
    /// The depth its positions are searched to.
    pub depth: u8,
    /// Whether every position of the shard is scored.
    pub complete: bool,
    /// The shard's positions scored so far.
    pub book: Book,
}

impl Part {
    /// A part not begun of shard `shard` of `shards` of `set`, searched `depth` plies deep.
    pub fn new(set: &PositionSet, shard: u32, shards: u32, depth: u8) -> Part {
        Part { shard, shards, fingerprint: set.fingerprint(), depth, complete: false, book: Book::new() }
    }

    /// The part as a file: a header (magic, version, shard, shards, fingerprint, depth, whether
    /// complete), then its book as a book file writes it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&self.shard.to_le_bytes());
        bytes.extend_from_slice(&self.shards.to_le_bytes());
        bytes.extend_from_slice(&self.fingerprint.to_le_bytes());
        bytes.push(self.depth);
        bytes.push(u8::from(self.complete));
        let sum = super::checksum(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes.extend_from_slice(&self.book.to_bytes());
        bytes
    }

    /// A part from its file.
    ///
    /// # Errors
    /// Not a part, a part of another layout, or damaged (its book's checksum tells).
    ///
    /// # Panics
    /// Never: the header's fields are read from a slice of its length.
    pub fn from_bytes(bytes: &[u8]) -> Result<Part, BookError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(BookError::Foreign);
        }
        let header = bytes.get(..HEADER).ok_or(BookError::Damaged("its header is cut short"))?;
        let version = u16::from_le_bytes([header[8], header[9]]);
        if version != VERSION {
            return Err(BookError::Version(version));
        }
        let word = |at: usize| u32::from_le_bytes(header[at..at + 4].try_into().expect("four bytes"));
        let (shard, shards) = (word(10), word(14));
        let fingerprint = u64::from_le_bytes(header[18..26].try_into().expect("eight bytes"));
        let (depth, complete) = (header[26], header[27]);
        let sum = u64::from_le_bytes(header[28..36].try_into().expect("eight bytes"));
        if super::checksum(&header[..28]) != sum {
            return Err(BookError::Damaged("its header does not match its checksum"));
        }
        if shards == 0 || shards > MAX_SHARDS || shard >= shards || complete > 1 {
            return Err(BookError::Damaged("its shard is not one of its shards"));
        }
        let book = Book::from_bytes(&bytes[HEADER..])?;
        Ok(Part { shard, shards, fingerprint, depth, complete: complete == 1, book })
    }
}

/// Scores the positions of `part`'s shard of `set` not scored yet, each alone (from an empty
/// table, on the searcher's threads: one thread finds the same every time): every move searched
/// `part.depth` plies deep, the best move whose position is not in the set kept as the leaf.
/// After each, `scored` is told the part and how many were scored, and says whether to go on (a
/// caller saves the part there). Returns how many were scored; the part is complete when all are.
pub fn score_shard(
    part: &mut Part,
    set: &PositionSet,
    searcher: &mut Searcher,
    mut scored: impl FnMut(&Part, usize) -> bool,
) -> usize {
    let limits = Limits { selective: true, ..Limits::depth(u32::from(part.depth), 0) };
    let mut count = 0;
    let shard: Vec<Position> = set.shard(part.shard, part.shards).collect();
    for position in shard {
        if part.book.get(position).is_some() {
            continue;
        }
        search_position(&mut part.book, searcher, &limits, position, None, &|_, child| set.contains(child));
        count += 1;
        if !scored(part, count) {
            return count;
        }
    }
    part.complete = true;
    count
}

/// Why parts do not make a book (the application says it in the player's language).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MergeError {
    /// Part `at` (of the list) is of another set, another cut or another depth than the first.
    Foreign(usize),
    /// Part `at` is not done.
    Incomplete(usize),
    /// Part `at` is a shard already given.
    Twice(usize),
    /// These shards are missing.
    Missing(Vec<u32>),
}

/// Merges `parts`, every shard of one set once and each complete, into `book`: a position of a
/// part takes the place of the book's unless the book's was searched deeper; then the values
/// are negamaxed. The parts' order does not matter.
///
/// # Errors
/// A part of another set, cut or depth, not complete, or given twice, or a shard missing: the
/// book is left as it was.
pub fn merge(book: &mut Book, parts: &[Part]) -> Result<(), MergeError> {
    let Some(first) = parts.first() else { return Err(MergeError::Missing(vec![0])) };
    let mut seen = vec![false; first.shards as usize];
    for (at, part) in parts.iter().enumerate() {
        if (part.shards, part.fingerprint, part.depth) != (first.shards, first.fingerprint, first.depth) {
            return Err(MergeError::Foreign(at));
        }
        if !part.complete {
            return Err(MergeError::Incomplete(at));
        }
        if std::mem::replace(&mut seen[part.shard as usize], true) {
            return Err(MergeError::Twice(at));
        }
    }
    let missing: Vec<u32> = (0..first.shards).filter(|&s| !seen[s as usize]).collect();
    if !missing.is_empty() {
        return Err(MergeError::Missing(missing));
    }
    for part in parts {
        book.absorb(&part.book);
    }
    book.negamax();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::square::Square;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// The positions of the first `plies` moves of a few openings.
    fn small_set() -> PositionSet {
        let mut positions = vec![Position::START];
        for line in ["f5d6c3d3c4", "f5f6e6f4e3", "f5d6c5f4e3", "f5f4e3f6d3"] {
            let mut position = Position::START;
            for at in (0..line.len()).step_by(2) {
                position = position.play(sq(&line[at..at + 2]));
                positions.push(position);
            }
        }
        PositionSet::new(positions)
    }

    fn built(set: &PositionSet, shards: u32) -> Vec<Part> {
        (0..shards)
            .map(|shard| {
                let mut part = Part::new(set, shard, shards, 4);
                score_shard(&mut part, set, &mut Searcher::new().with_table_bits(12), |_, _| true);
                part
            })
            .collect()
    }

    #[test]
    fn a_set_keeps_each_canonical_position_once_and_its_shards_cut_it_whole() {
        let set = small_set();
        // f5, d3, c4 and e6 are one position under the symmetries.
        let f5 = Position::START.play(sq("f5"));
        assert!(set.contains(Position::START.play(sq("e6"))) && set.contains(f5));
        assert!(!PositionSet::new([Position::START]).contains(f5));
        let mut cut: Vec<(u64, u64)> = (0..3).flat_map(|s| set.shard(s, 3)).map(|p| key(p).0).collect();
        cut.sort_unstable();
        let mut whole: Vec<(u64, u64)> = set.shard(0, 1).map(|p| key(p).0).collect();
        whole.sort_unstable();
        assert_eq!(cut, whole);
        assert_eq!(whole.len(), set.len());
        assert_ne!(set.fingerprint(), PositionSet::new([Position::START]).fingerprint());
        assert!(!set.is_empty() && PositionSet::new([]).is_empty());
    }

    #[test]
    fn shards_merged_in_any_order_make_the_book_one_process_makes() {
        let set = small_set();
        let mut whole = Book::new();
        merge(&mut whole, &built(&set, 1)).unwrap();
        assert_eq!(whole.len(), set.len());
        let mut parts = built(&set, 3);
        let mut forward = Book::new();
        merge(&mut forward, &parts).unwrap();
        parts.reverse();
        let mut backward = Book::new();
        merge(&mut backward, &parts).unwrap();
        assert_eq!(forward, whole);
        assert_eq!(backward, whole);
        // A shard run again gives the same part.
        assert_eq!(built(&set, 3)[1], parts[1]);
        // The leaf of a position is its best move out of the set; one whose moves all stay in
        // it has none, and its value is its best move's in the book.
        let last = ["f5", "d6", "c3", "d3", "c4"].iter().fold(Position::START, |p, m| p.play(sq(m)));
        let leaf = whole.leaf(last).unwrap();
        assert!(!set.contains(last.play(leaf.square)));
        let f5 = Position::START.play(sq("f5"));
        assert_eq!(whole.leaf(f5), None);
        assert_eq!(i32::from(whole.get(f5).unwrap().value), whole.moves(f5)[0].score.0);
    }

    #[test]
    fn parts_foreign_unfinished_twice_or_missing_are_refused_and_the_book_left_as_it_was() {
        let set = small_set();
        let parts = built(&set, 2);
        let shipped = Book::shipped();
        let mut book = shipped.clone();
        assert_eq!(merge(&mut book, &parts[..1]), Err(MergeError::Missing(vec![1])));
        assert_eq!(merge(&mut book, &[parts[0].clone(), parts[0].clone()]), Err(MergeError::Twice(1)));
        let mut unfinished = parts[1].clone();
        unfinished.complete = false;
        assert_eq!(merge(&mut book, &[parts[0].clone(), unfinished]), Err(MergeError::Incomplete(1)));
        let other = Part::new(&PositionSet::new([Position::START]), 1, 2, 4);
        assert_eq!(merge(&mut book, &[parts[0].clone(), other]), Err(MergeError::Foreign(1)));
        let deeper = Part { depth: 5, ..parts[1].clone() };
        assert_eq!(merge(&mut book, &[parts[0].clone(), deeper]), Err(MergeError::Foreign(1)));
        assert_eq!(merge(&mut book, &[]), Err(MergeError::Missing(vec![0])));
        assert_eq!(book, shipped);
        // Into a book that has them deeper already, its own are kept; the others come in.
        let mut without = Book::new();
        for (discs, entry) in shipped.positions().filter(|(discs, _)| (discs.0 | discs.1).count_ones() > 6) {
            without.entries.insert(discs, entry);
        }
        merge(&mut book, &parts).unwrap();
        assert_eq!(book.get(Position::START), shipped.get(Position::START), "the shipped book's, deeper");
        merge(&mut without, &parts).unwrap();
        let start = Position::START;
        assert_eq!(without.get(start).map(|e| e.depth), Some(4), "a position the book lacked comes in");
        assert!(set.shard(0, 1).all(|position| without.get(position).is_some()));
    }

    #[test]
    fn a_part_reads_back_what_it_wrote_and_a_damaged_or_foreign_one_is_refused() {
        let set = small_set();
        let part = built(&set, 2).remove(1);
        let bytes = part.to_bytes();
        assert_eq!(Part::from_bytes(&bytes), Ok(part.clone()));
        assert_eq!(Part::from_bytes(&Book::new().to_bytes()), Err(BookError::Foreign));
        assert!(matches!(Part::from_bytes(&bytes[..HEADER - 1]), Err(BookError::Damaged(_))));
        assert!(matches!(Part::from_bytes(&bytes[..bytes.len() - 1]), Err(BookError::Damaged(_))));
        let mut flipped = bytes.clone();
        *flipped.last_mut().unwrap() ^= 1;
        assert!(matches!(Part::from_bytes(&flipped), Err(BookError::Damaged(_))));
        let mut newer = bytes.clone();
        newer[8] = 9;
        assert_eq!(Part::from_bytes(&newer), Err(BookError::Version(9)));
        // Any byte of the header changed: its shard, its count, its set, its depth, whether done.
        for at in [10, 14, 18, 26, 27, 30] {
            let mut changed = bytes.clone();
            changed[at] ^= 1;
            assert!(matches!(Part::from_bytes(&changed), Err(BookError::Damaged(_))), "byte {at}");
        }
        // Headers whose checksum holds but whose fields do not.
        let header = |shard: u32, shards: u32, complete: bool| {
            Part::from_bytes(&Part { shard, shards, complete, ..Part::new(&set, 0, 1, 4) }.to_bytes())
        };
        assert!(header(MAX_SHARDS - 1, MAX_SHARDS, true).is_ok(), "the most shards");
        for (shard, shards) in [(0, MAX_SHARDS + 1), (0, 0), (2, 2), (3, 2)] {
            assert!(matches!(header(shard, shards, true), Err(BookError::Damaged(_))), "{shard}/{shards}");
        }
        let mut flag = Part::new(&set, 0, 1, 4).to_bytes();
        flag[27] = 2;
        let sum = super::super::checksum(&flag[..28]);
        flag[28..36].copy_from_slice(&sum.to_le_bytes());
        assert!(matches!(Part::from_bytes(&flag), Err(BookError::Damaged(_))), "done is 0 or 1");
        assert_eq!(Part::from_bytes(b"OTH"), Err(BookError::Foreign));
        assert!(matches!(Part::from_bytes(MAGIC), Err(BookError::Damaged(_))), "the magic alone");
        // Stopped half way, it goes on where it stopped and ends as if it had not stopped.
        let mut half = Part::new(&set, 1, 2, 4);
        score_shard(&mut half, &set, &mut Searcher::new().with_table_bits(12), |_, scored| scored < 2);
        assert!(!half.complete && half.book.len() == 2);
        let resumed = Part::from_bytes(&half.to_bytes()).unwrap();
        let mut resumed = resumed;
        score_shard(&mut resumed, &set, &mut Searcher::new().with_table_bits(12), |_, _| true);
        assert_eq!(resumed, part);
    }
}
