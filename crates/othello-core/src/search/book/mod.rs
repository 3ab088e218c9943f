//! The opening book: positions from the start, each stored once under the board's symmetries,
//! valued by deep searches of our own and negamaxed up the tree; its versioned binary form, and
//! a position's book moves. `grow` grows it; `shard` grows it in parts, one a machine, merged;
//! `packed` packs it to ship.

mod grow;
mod packed;
mod shard;
mod text;

pub use grow::{Growth, grow, learn, leaves, line_of};
pub use shard::{MAX_SHARDS, MergeError, Part, PositionSet, merge, score_shard};
pub use text::{TextError, TextProblem};

use std::collections::BTreeMap;
use std::fmt;

use crate::engine::bitboard::Bitboard;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::engine::symmetry;

use super::Score;

/// The first bytes of a book file.
const MAGIC: &[u8; 8] = b"OTHBOOK\0";
/// The version of the layout this program writes and reads.
pub const VERSION: u16 = 1;
/// Magic, version, entry count, checksum.
const HEADER: usize = 8 + 2 + 4 + 8;
/// Player, opponent, value, leaf value, leaf move, depth.
const ENTRY: usize = 8 + 8 + 2 + 2 + 1 + 1;
/// No move: the position's every move leads into the book, or none is known yet.
pub const NO_LEAF: u8 = 64;

/// What the book knows of one position (its canonical image), for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The value with best play along the book, in hundredths of a disc: the best of its moves
    /// into the book (each the negation of the position it leads to) and of its leaf.
    pub value: i16,
    /// The best move that leaves the book (on the canonical image), or [`NO_LEAF`]...
    pub leaf: u8,
    /// ...and its value from the search of this position.
    pub leaf_value: i16,
    /// The depth of the search that valued the position's moves; 0 for a position added to the
    /// book but not searched yet (valued then by its parent's search).
    pub depth: u8,
}

/// A book move: a legal move that leads to a position of the book, with its value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BookMove {
    /// The move.
    pub square: Square,
    /// Its value for the side to move, with best play along the book.
    pub score: Score,
    /// The depth of the search its value comes from: the position it leads to, or, for one
    /// valued by its parent's search (or the move out of the book), the parent's.
    pub depth: u8,
}

/// Why bytes are not a book.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BookError {
    /// Not a book file at all.
    Foreign,
    /// A book of a layout this program does not know.
    Version(u16),
    /// Cut short, or its contents do not match its checksum.
    Damaged(&'static str),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Foreign => write!(f, "not an othello opening book"),
            BookError::Version(v) => write!(
                f,
                "an opening book of version {v}, which this othello cannot read (it reads version {VERSION})"
            ),
            BookError::Damaged(why) => write!(f, "a damaged opening book: {why}"),
        }
    }
}

impl std::error::Error for BookError {}

/// The positions of a book by their canonical discs (side to move's, other side's).
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Book {
    entries: BTreeMap<(u64, u64), Entry>,
}

/// The discs of the canonical image of `position`, and the symmetry that takes it there.
pub(crate) fn key(position: Position) -> ((u64, u64), usize) {
    let (canonical, symmetry) = position.canonical();
    ((canonical.player().0, canonical.opponent().0), symmetry)
}

impl Book {
    /// An empty book.
    pub fn new() -> Book {
        Book::default()
    }

    /// The book shipped with the program, built here (`othello book grow`), packed in it
    /// ([`Book::to_packed`]).
    ///
    /// # Panics
    /// Never: the tests read the shipped book back.
    pub fn shipped() -> Book {
        Book::from_packed(include_bytes!("book.packed")).expect("the shipped book is checked by the tests")
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Every position of the book, by its canonical discs (side to move's, other side's), in the
    /// order of the book file.
    pub fn positions(&self) -> impl Iterator<Item = ((u64, u64), Entry)> + '_ {
        self.entries.iter().map(|(&discs, &entry)| (discs, entry))
    }

    /// What the book knows of `position` (under any symmetry).
    pub fn get(&self, position: Position) -> Option<&Entry> {
        self.entries.get(&key(position).0)
    }

    /// Sets what the book knows of `position`.
    pub fn insert(&mut self, position: Position, entry: Entry) {
        self.entries.insert(key(position).0, entry);
    }

    /// The moves of `position` that lead into the book, best first.
    pub fn moves(&self, position: Position) -> Vec<BookMove> {
        let parent = self.get(position).map_or(0, |entry| entry.depth);
        let mut moves: Vec<BookMove> = position
            .moves()
            .filter_map(|mv| {
                let child = self.get(position.play_unchecked(mv))?;
                let depth = if child.depth == 0 { parent } else { child.depth };
                Some(BookMove { square: mv.square, score: Score(-i32::from(child.value)), depth })
            })
            .collect();
        moves.sort_by_key(|m| (-m.score.0, m.square.index()));
        moves
    }

    /// The best move of `position` that leaves the book, turned onto `position`, if the book
    /// knows one. A leaf whose position has entered the book since (a game learned through it)
    /// is none: the position's own value speaks for that move now, and the leaf's older one
    /// would hide it.
    pub fn leaf(&self, position: Position) -> Option<BookMove> {
        let (discs, symmetry) = key(position);
        let entry = self.entries.get(&discs).filter(|entry| entry.leaf != NO_LEAF)?;
        let square = Square::from_index(symmetry::square(symmetry::inverse(symmetry), entry.leaf))?;
        let into_the_book = position.try_play(square).is_ok_and(|(child, _)| self.get(child).is_some());
        (!into_the_book).then_some(BookMove {
            square,
            score: Score(i32::from(entry.leaf_value)),
            depth: entry.depth,
        })
    }

    /// Takes in the positions of `other`: each takes the place of this book's unless this book's
    /// was searched deeper. The values are as they were: [`Book::negamax`] backs them up.
    pub fn absorb(&mut self, other: &Book) {
        for (&discs, entry) in &other.entries {
            let deeper = self.entries.get(&discs).is_some_and(|kept| kept.depth > entry.depth);
            if !deeper {
                self.entries.insert(discs, *entry);
            }
        }
    }

    /// The largest number of moves from the start to a position of the book.
    pub fn plies(&self) -> u32 {
        self.entries.keys().map(|(p, o)| (p | o).count_ones() - 4).max().unwrap_or(0)
    }

    /// Values every position from its leaf and the positions its moves lead to in the book,
    /// the deepest first (negamax); a position not yet searched keeps its value.
    ///
    /// # Panics
    /// Never: only the book's own positions are looked up.
    pub fn negamax(&mut self) {
        let mut keys: Vec<(u64, u64)> = self.entries.keys().copied().collect();
        // Every move adds a disc: a position's children have one more.
        keys.sort_by_key(|(p, o)| std::cmp::Reverse((p | o).count_ones()));
        for (player, opponent) in keys {
            let entry = self.entries[&(player, opponent)];
            if entry.depth == 0 {
                continue;
            }
            let position = Position::new(Bitboard(player), Bitboard(opponent)).expect("a book position");
            let through = self.moves(position).first().map(|m| m.score.0);
            let leaf = self.leaf(position).map(|leaf| leaf.score.0);
            if let Some(value) = through.into_iter().chain(leaf).max() {
                self.entries.get_mut(&(player, opponent)).expect("a key of the book").value = value as i16;
            }
        }
    }

    /// The book as a file: a header (magic, version, count, a checksum of the rest), then each
    /// position in the order of its canonical discs, little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = Vec::with_capacity(self.entries.len() * ENTRY);
        for (&(player, opponent), entry) in &self.entries {
            body.extend_from_slice(&player.to_le_bytes());
            body.extend_from_slice(&opponent.to_le_bytes());
            body.extend_from_slice(&entry.value.to_le_bytes());
            body.extend_from_slice(&entry.leaf_value.to_le_bytes());
            body.push(entry.leaf);
            body.push(entry.depth);
        }
        let mut bytes = Vec::with_capacity(HEADER + body.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&checksum(&body).to_le_bytes());
        bytes.extend_from_slice(&body);
        bytes
    }

    /// A book from its file, refused if it is foreign, of another version, or damaged.
    ///
    /// # Errors
    /// [`BookError::Foreign`] for a file that is not a book, and the other [`BookError`]s for
    /// another version or a damaged file (its checksum, its length, a position or a move that
    /// cannot be).
    ///
    /// # Panics
    /// Never: every read is within the length checked before it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(BookError::Foreign);
        }
        if bytes.len() < HEADER {
            return Err(BookError::Damaged("its header is cut short"));
        }
        let version = u16::from_le_bytes([bytes[8], bytes[9]]);
        if version != VERSION {
            return Err(BookError::Version(version));
        }
        let count = u32::from_le_bytes(bytes[10..14].try_into().expect("four bytes")) as usize;
        let sum = u64::from_le_bytes(bytes[14..22].try_into().expect("eight bytes"));
        let body = &bytes[HEADER..];
        if body.len() != count.saturating_mul(ENTRY) {
            return Err(BookError::Damaged("its length does not match its count of positions"));
        }
        if checksum(body) != sum {
            return Err(BookError::Damaged("its contents do not match its checksum"));
        }
        let mut entries = BTreeMap::new();
        for chunk in body.chunks_exact(ENTRY) {
            let word = |at: usize| u64::from_le_bytes(chunk[at..at + 8].try_into().expect("eight bytes"));
            let half = |at: usize| i16::from_le_bytes([chunk[at], chunk[at + 1]]);
            let (player, opponent) = (word(0), word(8));
            let entry = Entry { value: half(16), leaf_value: half(18), leaf: chunk[20], depth: chunk[21] };
            let position = Position::new(Bitboard(player), Bitboard(opponent))
                .ok_or(BookError::Damaged("a position with a square taken twice"))?;
            if key(position).0 != (player, opponent) || entry.leaf > NO_LEAF {
                return Err(BookError::Damaged("a position not stored as its canonical image"));
            }
            entries.insert((player, opponent), entry);
        }
        Ok(Book { entries })
    }
}

/// FNV-1a over `bytes`: enough to tell a damaged file, not meant against forgery.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn entry(value: i16, leaf: u8, leaf_value: i16, depth: u8) -> Entry {
        Entry { value, leaf, leaf_value, depth }
    }

    /// The start, f5 and its reply d6, valued.
    fn small_book() -> Book {
        let mut book = Book::new();
        let f5 = Position::START.play(sq("f5"));
        book.insert(Position::START, entry(0, NO_LEAF, 0, 10));
        book.insert(f5, entry(-150, key(f5).1 as u8, -600, 10));
        book.insert(f5.play(sq("d6")), entry(300, NO_LEAF, 0, 0));
        book
    }

    #[test]
    fn a_book_reads_back_what_it_wrote_and_finds_positions_under_every_symmetry() {
        let book = small_book();
        let read = Book::from_bytes(&book.to_bytes()).unwrap();
        assert_eq!(read, book);
        assert_eq!(read.len(), 3);
        assert!(!read.is_empty() && Book::new().is_empty());
        assert_eq!(Book::from_bytes(&Book::new().to_bytes()), Ok(Book::new()), "a book with no position");
        // The four first moves lead to one position under the symmetries: all are book moves.
        let firsts: Vec<String> = read.moves(Position::START).iter().map(|m| m.square.to_string()).collect();
        assert_eq!(firsts, ["d3", "c4", "f5", "e6"]);
        assert!(read.moves(Position::START).iter().all(|m| m.score == Score(150)));
        let e6 = Position::START.play(sq("e6"));
        assert_eq!(read.get(e6), read.get(Position::START.play(sq("f5"))));
        assert_eq!(read.plies(), 2);
    }

    #[test]
    fn a_position_without_a_leaf_has_none_under_every_symmetry() {
        // f5 d6 seen through each of the eight symmetries: each is a position of the book
        // (under its canonical image) whose entry has no move out of the book.
        let book = small_book();
        let f5d6 = Position::START.play(sq("f5")).play(sq("d6"));
        let mut symmetries = std::collections::HashSet::new();
        for symmetry in 0..8 {
            let seen = f5d6.transformed(symmetry);
            symmetries.insert(key(seen).1);
            assert!(book.get(seen).is_some());
            assert_eq!(book.leaf(seen), None, "symmetry {symmetry}");
        }
        assert!(symmetries.len() > 1, "not only the canonical image itself");
    }

    #[test]
    fn damaged_foreign_and_newer_books_are_refused_with_the_reason() {
        let bytes = small_book().to_bytes();
        assert_eq!(Book::from_bytes(b"{\"moves\": []}"), Err(BookError::Foreign));
        assert_eq!(Book::from_bytes(b""), Err(BookError::Foreign));
        let mut newer = bytes.clone();
        newer[8] = 2;
        assert_eq!(Book::from_bytes(&newer), Err(BookError::Version(2)));
        assert!(Book::from_bytes(&newer).unwrap_err().to_string().contains("version 2"));
        assert!(matches!(Book::from_bytes(&bytes[..bytes.len() - 1]), Err(BookError::Damaged(_))));
        assert!(matches!(Book::from_bytes(&bytes[..12]), Err(BookError::Damaged(_))));
        assert!(matches!(Book::from_bytes(MAGIC), Err(BookError::Damaged(_))), "the magic alone");
        for at in [HEADER, HEADER + 17, bytes.len() - 1] {
            let mut flipped = bytes.clone();
            flipped[at] ^= 0x10;
            assert!(matches!(Book::from_bytes(&flipped), Err(BookError::Damaged(_))), "byte {at}");
        }
        // A count that does not match the length.
        let mut counted = bytes.clone();
        counted[10] = 4;
        assert!(matches!(Book::from_bytes(&counted), Err(BookError::Damaged(_))));
    }

    #[test]
    fn a_position_not_stored_as_its_canonical_image_is_refused() {
        // The image of the position after f5 that is not the canonical one, written as if it were.
        let f5 = Position::START.play(sq("f5"));
        let (canonical, _) = f5.canonical();
        let other = (0..8).map(|s| f5.transformed(s)).find(|p| *p != canonical).unwrap();
        let mut body = Vec::new();
        body.extend_from_slice(&other.player().0.to_le_bytes());
        body.extend_from_slice(&other.opponent().0.to_le_bytes());
        body.extend_from_slice(&[0; 6]);
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&1u32.to_le_bytes());
        bytes.extend_from_slice(&checksum(&body).to_le_bytes());
        bytes.extend_from_slice(&body);
        assert!(matches!(Book::from_bytes(&bytes), Err(BookError::Damaged(_))));
    }

    #[test]
    fn negamax_takes_the_better_of_the_leaf_and_the_moves_into_the_book() {
        let mut book = small_book();
        book.negamax();
        let f5 = Position::START.play(sq("f5"));
        // After f5: d6 leads to a position worth +3 to black, so -3 to white; the leaf, -6.
        assert_eq!(book.get(f5).unwrap().value, -300);
        assert_eq!(book.get(Position::START).unwrap().value, 300, "the start is worth what f5 is");
        assert_eq!(
            book.get(f5.play(sq("d6"))).unwrap().value,
            300,
            "a position not searched keeps its value"
        );
        // Deeper positions are valued first: a leaf found better three plies down reaches the start.
        let mut chain = small_book();
        chain.insert(f5.play(sq("d6")), entry(300, 0, 500, 10));
        chain.negamax();
        assert_eq!(chain.get(f5.play(sq("d6"))).unwrap().value, 500);
        assert_eq!(chain.get(f5).unwrap().value, -500);
        assert_eq!(chain.get(Position::START).unwrap().value, 500);
        // The book moves come best first: f6 (worth -1 to white) before d6 (-3).
        let f6 = f5.play(sq("f6"));
        book.insert(f6, entry(100, NO_LEAF, 0, 14));
        let order: Vec<(String, i32, u8)> =
            book.moves(f5).iter().map(|m| (m.square.to_string(), m.score.0, m.depth)).collect();
        // d6 was valued by f5's search (depth 0 of its own): f5's depth is its.
        let f5_depth = book.get(f5).unwrap().depth;
        assert_eq!(order, [("f6".to_string(), -100, 14), ("d6".to_string(), -300, f5_depth)]);
        // A better leaf wins over the moves into the book.
        book.insert(f5, entry(0, key(f5).1 as u8, 100, 10));
        book.negamax();
        assert_eq!(book.get(f5).unwrap().value, 100);
    }

    #[test]
    fn a_leaf_whose_position_entered_the_book_since_is_none_and_hides_nothing() {
        let mut book = small_book();
        let f5 = Position::START.play(sq("f5"));
        // f5's best move out of the book was d6 at +2 for white; then d6 entered the book, worth
        // +3 to black (a game learned through it).
        let d6 = symmetry::square(key(f5).1, sq("d6").index() as u8);
        book.insert(f5, entry(0, d6, 200, 10));
        assert_eq!(book.leaf(f5), None);
        book.negamax();
        assert_eq!(book.get(f5).unwrap().value, -300, "d6's own value, not the leaf's older +2");
        // With a leaf that leaves the book (f4), the leaf counts.
        let f4 = symmetry::square(key(f5).1, sq("f4").index() as u8);
        book.insert(f5, entry(0, f4, -100, 10));
        assert_eq!(book.leaf(f5).map(|leaf| leaf.square), Some(sq("f4")));
        book.negamax();
        assert_eq!(book.get(f5).unwrap().value, -100);
    }

    #[test]
    fn the_leaf_is_turned_onto_the_position_asked_about() {
        let mut book = Book::new();
        let f5 = Position::START.play(sq("f5"));
        let (_, to_canonical) = key(f5);
        // Its best move out of the book is f6 (the diagonal opening), stored on the canonical image.
        let leaf = symmetry::square(to_canonical, sq("f6").index() as u8);
        book.insert(f5, entry(-500, leaf, -500, 12));
        assert_eq!(book.leaf(f5), Some(BookMove { square: sq("f6"), score: Score(-500), depth: 12 }));
        // The same position seen as e6's image: the leaf is the image of f6 there.
        let e6 = Position::START.play(sq("e6"));
        let leaf_e6 = book.leaf(e6).unwrap().square;
        assert!(e6.legal_move(leaf_e6).is_ok(), "{leaf_e6}");
        assert_eq!(key(e6.play(leaf_e6)).0, key(f5.play(sq("f6"))).0);
        assert_eq!(book.leaf(Position::START), None);
    }
}
