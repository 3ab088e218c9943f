//! The database's file against contents no writer of ours makes, with checksums that match them
//! (as a forger, or a bug, would leave them): a record that does not decode is an error, never
//! left out; a file of the older format is refused by queries and brought up to date by an import.

use std::path::{Path, PathBuf};

use super::check::{BLOCK, checksum};
use super::file::{CHECKSUM_AT, ENTRY_LEN, HEADER_LEN, META_LEN, MOVES_LEN, fnv};
use super::{Catalog, Database, DbErrorKind, import, path};

const WTHOR: &str = "tests/data/wthor";

/// Where each part of a file of format 2 starts, read from its header.
struct Layout {
    names: usize,
    metas: usize,
    table: usize,
    moves: usize,
    index: usize,
}

fn layout(bytes: &[u8]) -> Layout {
    let long = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap()) as usize;
    let games = u32::from_le_bytes(bytes[20..24].try_into().unwrap()) as usize;
    let (entries, names_len) = (long(24), long(32));
    let names = HEADER_LEN as usize;
    let metas = names + names_len;
    let table = metas + games * META_LEN as usize;
    let body = games * MOVES_LEN as usize + entries * ENTRY_LEN as usize;
    let moves = table + body.div_ceil(BLOCK as usize) * 8;
    Layout { names, metas, table, moves, index: moves + games * MOVES_LEN as usize }
}

/// Every checksum computed again for the bytes as they are now.
fn reseal(bytes: &mut [u8]) {
    let at = layout(bytes);
    let sums: Vec<u8> =
        bytes[at.moves..].chunks(BLOCK as usize).flat_map(|block| checksum(block).to_le_bytes()).collect();
    bytes[at.table..at.moves].copy_from_slice(&sums);
    bytes[CHECKSUM_AT..CHECKSUM_AT + 8].fill(0);
    let sum = checksum(&bytes[..at.moves]);
    bytes[CHECKSUM_AT..CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
}

fn imported() -> (tempfile::TempDir, PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let file = path(dir.path());
    import(&file, &[PathBuf::from(WTHOR)], None).unwrap();
    let bytes = std::fs::read(&file).unwrap();
    (dir, file, bytes)
}

/// An import over the file at `file` is refused as damaged, and leaves it as it was.
fn import_refused(file: &Path) {
    let before = std::fs::read(file).unwrap();
    let error = import(file, &[PathBuf::from(WTHOR)], None).unwrap_err();
    assert!(error.is_damage(), "{error}");
    let error = error.to_string();
    assert!(error.contains("damaged") && error.contains("othello db import"), "{error}");
    assert_eq!(std::fs::read(file).unwrap(), before);
}

#[test]
fn a_record_that_does_not_decode_is_an_error_never_left_out() {
    let (_dir, file, good) = imported();
    let at = layout(&good);
    let database = Database::open(&file).unwrap().unwrap();
    let games = database.games().len();
    let length = |number: usize| good[at.metas + number * META_LEN as usize + 16] as usize;
    let moves_of = |number: usize| at.moves + number * MOVES_LEN as usize;
    // A first move that is not legal (a1), the last move dropped (the details say one more), a
    // byte after the last move that is not the end mark, a square that does not exist.
    let short = (0..games).find(|&number| length(number) < 60).expect("a game that ended early");
    let cases: [(usize, usize, u8); 4] = [
        (5, moves_of(5), 0),
        (7, moves_of(7) + length(7) - 1, 255),
        (short, moves_of(short) + 59, 3),
        (games - 1, moves_of(games - 1), 64),
    ];
    for (number, offset, byte) in cases {
        let mut bytes = good.clone();
        bytes[offset] = byte;
        reseal(&mut bytes);
        std::fs::write(&file, &bytes).unwrap();
        let database = Database::open(&file).unwrap().unwrap();
        let error = database.game(number as u32).unwrap_err();
        assert!(error.is_damage(), "{error}");
        assert!(error.to_string().contains(&format!("game db:{} ", number + 1)), "{error}");
        assert!(database.saved_game(number as u32).is_err());
        assert!(database.all_games().unwrap_err().is_damage(), "never a game left out");
        assert!(Catalog::of(&database).is_err());
        assert!(database.verify().is_err());
        // Its neighbour reads as it did.
        let other = if number == 0 { 1 } else { number - 1 } as u32;
        assert!(database.game(other).unwrap().is_some());
        import_refused(&file);
    }
    // An index entry that names a game that does not exist.
    let mut bytes = good.clone();
    let entry = at.index + 40 * ENTRY_LEN as usize;
    bytes[entry + 8..entry + 12].copy_from_slice(&((games as u32 + 3) << 7 | 19).to_le_bytes());
    reseal(&mut bytes);
    std::fs::write(&file, &bytes).unwrap();
    let database = Database::open(&file).unwrap().unwrap();
    assert!(database.verify().unwrap_err().is_damage());
    import_refused(&file);
    // Details that name a player who does not exist; names that are not UTF-8.
    for (offset, value, words) in [
        (at.metas + 3 * META_LEN as usize + 2, &[0xFF; 4][..], "the details of game db:4"),
        (at.metas + 3 * META_LEN as usize + 14, &[65], "the details of game db:4"),
        (at.names + 2, &[0xFF], "names do not decode"),
    ] {
        let mut bytes = good.clone();
        bytes[offset..offset + value.len()].copy_from_slice(value);
        reseal(&mut bytes);
        std::fs::write(&file, &bytes).unwrap();
        let error = Database::open(&file).unwrap_err();
        assert!(error.is_damage(), "{error}");
        let error = error.to_string();
        assert!(error.contains("damaged") && error.contains(words), "{error}");
        import_refused(&file);
    }
}

/// The file of format 1 that othello wrote before the block table: the same parts without it,
/// and FNV-1a over the header's first 40 bytes, the names and the details.
fn format_one(bytes: &[u8]) -> Vec<u8> {
    let at = layout(bytes);
    let mut old = [&bytes[..at.table], &bytes[at.moves..]].concat();
    old[8..12].copy_from_slice(&1u32.to_le_bytes());
    let sum = fnv(&old[..40], &old[at.names..at.table]);
    old[CHECKSUM_AT..CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
    old
}

#[test]
fn a_file_of_the_older_format_is_refused_by_queries_and_brought_up_to_date_by_an_import() {
    let (_dir, file, good) = imported();
    let games = Database::open(&file).unwrap().unwrap().all_games().unwrap();
    std::fs::write(&file, format_one(&good)).unwrap();
    let error = Database::open(&file).unwrap_err();
    assert!(matches!(error.kind, DbErrorKind::OlderFormat), "{error}");
    let error = error.to_string();
    assert!(error.contains("older othello") && error.contains("othello db import"), "{error}");
    let report = import(&file, &[PathBuf::from(WTHOR)], None).unwrap();
    assert_eq!((report.added, report.duplicates, report.games), (0, games.len(), games.len()));
    let database = Database::open(&file).unwrap().unwrap();
    assert_eq!(database.all_games().unwrap(), games, "every game kept, in order");
    database.verify().unwrap();
    // An old file whose moves do not decode is refused, not brought up without them.
    let mut old = format_one(&good);
    let at = layout(&good);
    old[at.table] = 0;
    std::fs::write(&file, &old).unwrap();
    import_refused(&file);
}
