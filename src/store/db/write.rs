//! `games.db` written: the whole file to a temporary that replaces the old one only once it is
//! whole and synced (an import that fails leaves the old file as it was), with the checksum of
//! every block of the moves and the index computed as they are written.

use std::io::{self, BufWriter, Seek, SeekFrom, Write};
use std::path::Path;

use crate::engine::symmetry;
use crate::store::files::write_atomic_with;

use super::check::{BLOCK, checksum};
use super::file::{CHECKSUM_AT, HEADER_LEN, MAGIC, MAX_GAMES, META_LEN, MOVES_LEN, NO_MOVE, VERSION, key};
use super::{Catalog, DbError, DbErrorKind, GameRecord};

/// Writes `catalog` as the database at `path`, replacing any there only once it is whole.
/// Returns the number of positions indexed.
///
/// # Errors
/// [`DbErrorKind::TooManyGames`], or the file could not be written (a full disk told apart; the
/// old one is left as it was).
pub(super) fn write(path: &Path, catalog: &Catalog) -> Result<u64, DbError> {
    if catalog.games.len() > MAX_GAMES {
        return Err(DbError { path: path.to_path_buf(), kind: DbErrorKind::TooManyGames });
    }
    let mut index: Vec<u128> = Vec::with_capacity(catalog.games.len() * 56);
    for (number, game) in catalog.games.iter().enumerate() {
        for (position, to_move, square) in game.positions() {
            let (canonical, turned) = position.canonical();
            let next = symmetry::square(turned, square.index() as u8);
            let packed = (number as u32) << 7 | u32::from(next);
            index.push(u128::from(key(canonical, to_move)) << 32 | u128::from(packed));
        }
    }
    index.sort_unstable();
    let mut names = Vec::new();
    for name in catalog.players.iter().chain(&catalog.tournaments) {
        let bytes = &name.as_bytes()[..floor_char_boundary(name, u16::MAX as usize)];
        names.extend_from_slice(&(bytes.len() as u16).to_le_bytes());
        names.extend_from_slice(bytes);
    }
    let metas: Vec<u8> = catalog.games.iter().flat_map(meta_bytes).collect();
    let body = catalog.games.len() as u64 * MOVES_LEN + index.len() as u64 * super::file::ENTRY_LEN;
    let blocks = body.div_ceil(BLOCK);
    let mut header = [0u8; HEADER_LEN as usize];
    header[..8].copy_from_slice(&MAGIC);
    header[8..12].copy_from_slice(&VERSION.to_le_bytes());
    header[12..16].copy_from_slice(&(catalog.players.len() as u32).to_le_bytes());
    header[16..20].copy_from_slice(&(catalog.tournaments.len() as u32).to_le_bytes());
    header[20..24].copy_from_slice(&(catalog.games.len() as u32).to_le_bytes());
    header[24..32].copy_from_slice(&(index.len() as u64).to_le_bytes());
    header[32..40].copy_from_slice(&(names.len() as u64).to_le_bytes());
    write_atomic_with(path, |file| {
        // The block table is known only once the moves and the index are written: it is left
        // as zeros, then written with the header, whose checksum covers it.
        let mut out = BufWriter::with_capacity(1 << 20, &mut *file);
        out.write_all(&header)?;
        out.write_all(&names)?;
        out.write_all(&metas)?;
        out.write_all(&vec![0u8; blocks as usize * 8])?;
        let mut blocked = Blocks { out, block: Vec::with_capacity(BLOCK as usize), sums: Vec::new() };
        for game in &catalog.games {
            let mut moves = [NO_MOVE; MOVES_LEN as usize];
            for (byte, square) in moves.iter_mut().zip(&game.moves) {
                *byte = square.index() as u8;
            }
            blocked.write(&moves)?;
        }
        for entry in &index {
            blocked.write(&((entry >> 32) as u64).to_le_bytes())?;
            blocked.write(&(*entry as u32).to_le_bytes())?;
        }
        let sums = blocked.finish()?;
        debug_assert_eq!(sums.len() as u64, blocks);
        let table: Vec<u8> = sums.iter().flat_map(|sum| sum.to_le_bytes()).collect();
        let mut front = [&header[..], &names, &metas, &table].concat();
        let sum = checksum(&front);
        front[CHECKSUM_AT..CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
        file.seek(SeekFrom::Start(0))?;
        file.write_all(&front)
    })
    .map_err(DbError::from)?;
    Ok(index.len() as u64)
}

/// The moves and the index as they are written, a block at a time, with each block's checksum.
struct Blocks<W: Write> {
    out: W,
    block: Vec<u8>,
    sums: Vec<u64>,
}

impl<W: Write> Blocks<W> {
    fn write(&mut self, mut bytes: &[u8]) -> io::Result<()> {
        while !bytes.is_empty() {
            let room = BLOCK as usize - self.block.len();
            let (now, later) = bytes.split_at(room.min(bytes.len()));
            self.block.extend_from_slice(now);
            bytes = later;
            if self.block.len() == BLOCK as usize {
                self.seal()?;
            }
        }
        Ok(())
    }

    fn seal(&mut self) -> io::Result<()> {
        self.sums.push(checksum(&self.block));
        self.out.write_all(&self.block)?;
        self.block.clear();
        Ok(())
    }

    /// The last block (shorter) written too, everything flushed: the checksums.
    fn finish(mut self) -> io::Result<Vec<u64>> {
        if !self.block.is_empty() {
            self.seal()?;
        }
        self.out.flush()?;
        Ok(self.sums)
    }
}

fn meta_bytes(record: &GameRecord) -> [u8; META_LEN as usize] {
    let game = &record.meta;
    let mut bytes = [0u8; META_LEN as usize];
    bytes[..2].copy_from_slice(&game.year.to_le_bytes());
    bytes[2..6].copy_from_slice(&game.black.to_le_bytes());
    bytes[6..10].copy_from_slice(&game.white.to_le_bytes());
    bytes[10..14].copy_from_slice(&game.tournament.to_le_bytes());
    bytes[14] = game.black_discs;
    bytes[15] = game.theoretical.unwrap_or(NO_MOVE);
    bytes[16] = record.moves.len() as u8;
    bytes
}

/// The longest prefix of `text` of at most `limit` bytes that ends on a character.
fn floor_char_boundary(text: &str, limit: usize) -> usize {
    (0..=limit.min(text.len())).rev().find(|&at| text.is_char_boundary(at)).unwrap_or(0)
}
