//! The book as it ships in the program: its file's bytes with the positions laid out field by
//! field, then deflated.

use miniz_oxide::{deflate, inflate};

use super::{Book, BookError, ENTRY, HEADER};

/// miniz's strongest level: the shipped book is packed once and unpacked at every start.
const LEVEL: u8 = 10;

/// The most a packed book may unpack to (a book file's own limit in the data folder is 256 MB):
/// a few bytes of deflate can claim gigabytes.
const MAX_UNPACKED: usize = 256 << 20;

impl Book {
    /// The book packed as it ships: its file (see [`Book::to_bytes`]) with each byte of a
    /// position's 22 taken for every position in turn (every position's first byte, then every
    /// second byte...), deflated. Positions stored in order of their discs share their high
    /// bytes, and values and depths are small numbers: laid out so, deflate finds them in long
    /// runs, and the book packs to 41% of its file, not the 53% of deflating the file itself.
    pub fn to_packed(&self) -> Vec<u8> {
        deflate::compress_to_vec(&by_field(&self.to_bytes()), LEVEL)
    }

    /// A book from its packed form ([`Book::to_packed`]).
    ///
    /// # Errors
    /// [`BookError::Damaged`] for bytes that do not inflate (or would inflate past 256 MB), and
    /// [`Book::from_bytes`]'s errors for what they inflate to.
    pub fn from_packed(packed: &[u8]) -> Result<Book, BookError> {
        let fields = inflate::decompress_to_vec_with_limit(packed, MAX_UNPACKED)
            .map_err(|_| BookError::Damaged("its packed form does not unpack"))?;
        Book::from_bytes(&by_position(&fields))
    }
}

/// A book file's positions field by field: the header as it is, then for each of a position's
/// [`ENTRY`] bytes, that byte of every position.
fn by_field(file: &[u8]) -> Vec<u8> {
    let (header, body) = file.split_at(HEADER);
    let mut out = header.to_vec();
    out.extend((0..ENTRY).flat_map(|byte| body.chunks_exact(ENTRY).map(move |position| position[byte])));
    out
}

/// [`by_field`] undone. Bytes that cannot have come from it (shorter than a header, or not a
/// whole number of positions) are returned as they are, for [`Book::from_bytes`] to refuse.
fn by_position(fields: &[u8]) -> Vec<u8> {
    if fields.len() < HEADER || !(fields.len() - HEADER).is_multiple_of(ENTRY) {
        return fields.to_vec();
    }
    let (header, body) = fields.split_at(HEADER);
    let count = body.len() / ENTRY;
    let mut out = header.to_vec();
    out.extend((0..count).flat_map(|position| (0..ENTRY).map(move |byte| body[byte * count + position])));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::position::Position;
    use crate::search::book::{Entry, NO_LEAF};

    /// A book of the first `plies` moves from the start, every position with its own values.
    fn book_of(plies: u32) -> Book {
        let mut book = Book::new();
        let mut layer = vec![Position::START];
        for ply in 0..=plies {
            let mut next = Vec::new();
            for (i, position) in layer.iter().enumerate() {
                let value = ((i % 500) as i16 * 37 - 400) * if ply % 2 == 0 { 1 } else { -1 };
                let leaf = if i % 3 == 0 { NO_LEAF } else { (i % 64) as u8 };
                book.insert(
                    *position,
                    Entry { value, leaf, leaf_value: value - 50, depth: 10 + (i % 7) as u8 },
                );
                next.extend(position.moves().map(|mv| position.play_unchecked(mv)));
            }
            layer = next;
        }
        book
    }

    #[test]
    fn a_packed_book_unpacks_to_the_same_book_and_is_smaller_than_its_file() {
        for plies in [0, 1, 5] {
            let book = book_of(plies);
            let packed = book.to_packed();
            assert_eq!(Book::from_packed(&packed), Ok(book.clone()), "{plies} plies");
            assert_eq!(by_position(&by_field(&book.to_bytes())), book.to_bytes());
        }
        let book = book_of(5);
        assert!(book.len() > 100);
        assert!(book.to_packed().len() * 2 < book.to_bytes().len());
        assert_eq!(Book::from_packed(&Book::new().to_packed()), Ok(Book::new()), "a book with no position");
    }

    #[test]
    fn the_fields_are_laid_out_one_after_the_other() {
        let book = book_of(1);
        let (file, fields) = (book.to_bytes(), by_field(&book.to_bytes()));
        let count = book.len();
        assert_eq!(fields.len(), file.len());
        assert_eq!(fields[..HEADER], file[..HEADER]);
        // The depths (each position's last byte) come last, in the order of the positions.
        let depths: Vec<u8> = book.positions().map(|(_, entry)| entry.depth).collect();
        assert_eq!(fields[fields.len() - count..], depths[..]);
        // The first position's first byte, then the second position's.
        assert_eq!((fields[HEADER], fields[HEADER + 1]), (file[HEADER], file[HEADER + ENTRY]));
    }

    #[test]
    fn a_damaged_packed_book_is_refused() {
        let packed = book_of(3).to_packed();
        assert!(matches!(Book::from_packed(&packed[..packed.len() / 2]), Err(BookError::Damaged(_))));
        assert!(matches!(Book::from_packed(b"not a book"), Err(BookError::Damaged(_))));
        let mut flipped = packed.clone();
        flipped[packed.len() / 2] ^= 0x10;
        assert!(matches!(Book::from_packed(&flipped), Err(BookError::Damaged(_))));
        // Other bytes packed: not a book, or a cut one, whatever their length.
        let foreign = deflate::compress_to_vec(&[7; 100], LEVEL);
        assert_eq!(Book::from_packed(&foreign), Err(BookError::Foreign));
        let file = book_of(1).to_bytes();
        for cut in [HEADER - 1, HEADER + 5, file.len() - ENTRY] {
            let short = deflate::compress_to_vec(&file[..cut], LEVEL);
            assert!(matches!(Book::from_packed(&short), Err(BookError::Damaged(_))), "cut at {cut}");
        }
    }

    #[test]
    fn the_shipped_file_is_the_shipped_book_packed() {
        let shipped = Book::shipped();
        assert!(shipped.len() > 50_000);
        // Packing is deterministic, and the file in the program is what this packer makes of it.
        assert_eq!(shipped.to_packed(), include_bytes!("book.packed"));
    }
}
