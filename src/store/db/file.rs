//! `games.db` read back: the names and each game's details in memory, the moves and the
//! position index left on disk and read a checked block at a time, so that no damaged byte
//! answers a query: a query finds its position by binary search, reading a few dozen of the
//! index's blocks, not its 100 MB.
//!
//! Layout (little-endian, format 2): a 64-byte header (magic, version, the counts, the names'
//! length, a checksum, zeros), the names (players, then tournaments: a u16 length and UTF-8
//! each), each game's details (20 bytes), the block table (a u64 checksum for each 4 KiB block of
//! what follows), each game's moves (60 bytes, a square index a move, 255 after the last), then
//! the index: one 12-byte entry for every position of every game where a move was played, sorted
//! by the key of the position's canonical image (u64), with the game's number (25 bits) and the
//! move played (7 bits, on the canonical image). The header's checksum covers the header, the
//! names, the details and the block table, all read when the file is opened; each block of the
//! moves and the index is checked when it is read. Format 1 had no block table (its checksum
//! covered the header, the names and the details): it is read only by an import, to be written
//! again in format 2.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::engine::symmetry;
use crate::store::wthor;

use super::check::{BLOCK, checksum};
use super::{DbError, DbErrorKind, GameMeta, GameRecord};

/// The database's file name in the data folder.
pub const FILE: &str = "games.db";
pub(super) const MAGIC: [u8; 8] = *b"OTHELLDB";
/// The format written. Format 1, before the block table, is read by an import only.
pub const VERSION: u32 = 2;
/// The format before, which only an import reads (and writes again in the new one).
pub const OLD_VERSION: u32 = 1;
pub(super) const HEADER_LEN: u64 = 64;
/// Where the header keeps its checksum (read as zeros when it is computed).
pub(super) const CHECKSUM_AT: usize = 40;
pub(super) const META_LEN: u64 = 20;
pub(super) const MOVES_LEN: u64 = 60;
pub(super) const ENTRY_LEN: u64 = 12;
/// Games are numbered in 25 bits of an index entry.
pub const MAX_GAMES: usize = 1 << 25;
/// The moves' byte after the last move.
pub(super) const NO_MOVE: u8 = 255;

/// Where the data folder keeps its database.
pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join(FILE)
}

/// A game that went through a position, and the move it played there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occurrence {
    /// The game's number in the database, from 0.
    pub game: u32,
    /// The move it played, on the position as asked.
    pub next: Square,
}

/// The database, open for queries.
#[derive(Debug)]
pub struct Database {
    file: File,
    path: PathBuf,
    players: Vec<String>,
    tournaments: Vec<String>,
    games: Vec<GameMeta>,
    /// Each game's number of moves, as its details say.
    lengths: Vec<u8>,
    /// Where the moves start in the file; the index follows them.
    moves_at: u64,
    entries: u64,
    /// The checksum of each block from the moves on; `None` for a file of format 1, which had
    /// none and is opened only to be imported again.
    sums: Option<Vec<u64>>,
}

impl Database {
    /// Opens the database at `path`: `None` if there is none.
    ///
    /// # Errors
    /// A [`DbError`] if the file is not one this program wrote ([`DbErrorKind::NotADatabase`]),
    /// is damaged in the part read now (the header, the names, the details and the block table:
    /// [`DbErrorKind::Damaged`]), was written by an older othello ([`DbErrorKind::OlderFormat`])
    /// or a newer one ([`DbErrorKind::UnknownFormat`]), or cannot be read ([`DbErrorKind::Io`]).
    pub fn open(path: &Path) -> Result<Option<Database>, DbError> {
        Database::open_from(path, VERSION)
    }

    /// [`Database::open`], for a query that needs a database.
    ///
    /// # Errors
    /// As [`Database::open`], and [`DbErrorKind::Missing`] if there is none.
    pub fn open_existing(path: &Path) -> Result<Database, DbError> {
        Database::open(path)?.ok_or_else(|| DbError { path: path.to_path_buf(), kind: DbErrorKind::Missing })
    }

    /// [`Database::open`], a file of format 1 too: an import reads its games (their details
    /// checked by its checksum, every game's moves decoded and replayed) to write them again.
    pub(super) fn open_to_import(path: &Path) -> Result<Option<Database>, DbError> {
        Database::open_from(path, OLD_VERSION)
    }

    fn open_from(path: &Path, oldest: u32) -> Result<Option<Database>, DbError> {
        let failed = |e| DbError::io(path, e);
        let mut file = match File::open(path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(failed(e)),
        };
        let length = file.metadata().map_err(failed)?.len();
        let refuse = |why| DbError { path: path.to_path_buf(), kind: DbErrorKind::NotADatabase(why) };
        let broken = |why: &str| DbError::damaged(path, why);
        let mut header = [0u8; HEADER_LEN as usize];
        file.read_exact(&mut header).map_err(|_| refuse("shorter than its header"))?;
        if header[..8] != MAGIC {
            return Err(refuse("it does not start as one"));
        }
        let word = |at: usize| u32::from_le_bytes(header[at..at + 4].try_into().expect("4 bytes"));
        let long = |at: usize| u64::from_le_bytes(header[at..at + 8].try_into().expect("8 bytes"));
        let version = word(8);
        let of_format = |kind| DbError { path: path.to_path_buf(), kind };
        if version == OLD_VERSION && oldest > OLD_VERSION {
            return Err(of_format(DbErrorKind::OlderFormat));
        }
        if !(oldest..=VERSION).contains(&version) {
            return Err(of_format(DbErrorKind::UnknownFormat(version)));
        }
        let (player_count, tournament_count, game_count) = (word(12), word(16), u64::from(word(20)));
        let (entries, names_len, sum) = (long(24), long(32), long(CHECKSUM_AT));
        let body = (game_count * MOVES_LEN).checked_add(entries.saturating_mul(ENTRY_LEN));
        let blocks = if version == OLD_VERSION { Some(0) } else { body.map(|body| body.div_ceil(BLOCK)) };
        let front = [Some(names_len), Some(game_count * META_LEN), blocks.map(|blocks| blocks * 8)]
            .iter()
            .try_fold(HEADER_LEN, |sum, part| sum.checked_add((*part)?));
        let whole = front.zip(body).and_then(|(front, body)| front.checked_add(body));
        // From here on the file is one of ours: what does not add up is damage.
        let (Some(front), Some(whole)) = (front, whole) else {
            return Err(broken("its header's counts do not describe a file"));
        };
        if whole != length || game_count as usize > MAX_GAMES {
            return Err(broken("its length is not what its header says"));
        }
        // The header, the names, the details and the block table, in one piece for the checksum.
        let mut prefix = vec![0u8; front as usize];
        prefix[..HEADER_LEN as usize].copy_from_slice(&header);
        file.read_exact(&mut prefix[HEADER_LEN as usize..]).map_err(failed)?;
        let matches = if version == OLD_VERSION {
            fnv(&prefix[..CHECKSUM_AT], &prefix[HEADER_LEN as usize..]) == sum
        } else {
            prefix[CHECKSUM_AT..CHECKSUM_AT + 8].fill(0);
            checksum(&prefix) == sum && header[48..].iter().all(|&byte| byte == 0)
        };
        if !matches {
            return Err(broken(
                "the header, the names, the details or the block table do not match their checksum",
            ));
        }
        let names_at = HEADER_LEN as usize;
        let metas_at = names_at + names_len as usize;
        let table_at = metas_at + (game_count * META_LEN) as usize;
        let mut names = Names(&prefix[names_at..metas_at]);
        let players = names.take(player_count).ok_or_else(|| broken("the players' names do not decode"))?;
        let tournaments =
            names.take(tournament_count).ok_or_else(|| broken("the tournaments' names do not decode"))?;
        if !names.0.is_empty() {
            return Err(broken("the names are longer than their count"));
        }
        let mut games = Vec::with_capacity(game_count as usize);
        let mut lengths = Vec::with_capacity(game_count as usize);
        for (number, bytes) in prefix[metas_at..table_at].chunks_exact(META_LEN as usize).enumerate() {
            let (meta, length) = meta(bytes, players.len(), tournaments.len())
                .ok_or_else(|| broken(&format!("the details of game db:{} do not decode", number + 1)))?;
            games.push(meta);
            lengths.push(length);
        }
        let sums = (version != OLD_VERSION).then(|| {
            prefix[table_at..]
                .chunks_exact(8)
                .map(|sum| u64::from_le_bytes(sum.try_into().expect("8 bytes")))
                .collect()
        });
        Ok(Some(Database {
            file,
            path: path.to_path_buf(),
            players,
            tournaments,
            games,
            lengths,
            moves_at: front,
            entries,
            sums,
        }))
    }

    /// Where the database is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The players' names.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The tournaments' names.
    pub fn tournaments(&self) -> &[String] {
        &self.tournaments
    }

    /// The name of player `id` (`?` for a number the file does not name).
    pub fn player(&self, id: u32) -> &str {
        self.players.get(id as usize).map_or("?", String::as_str)
    }

    /// The name of tournament `id`.
    pub fn tournament(&self, id: u32) -> &str {
        self.tournaments.get(id as usize).map_or("?", String::as_str)
    }

    /// Every game's details, by number.
    pub fn games(&self) -> &[GameMeta] {
        &self.games
    }

    /// Game `number` (from 0) whole, or `None` if there is no such game.
    ///
    /// # Errors
    /// A damaged file (its block fails its checksum, or its moves are not the legal game its
    /// details announce: [`DbErrorKind::Damaged`]), or a failed read ([`DbErrorKind::Io`]).
    pub fn game(&self, number: u32) -> Result<Option<GameRecord>, DbError> {
        if number as usize >= self.games.len() {
            return Ok(None);
        }
        let mut reader = self.reader();
        let bytes = reader.get(u64::from(number) * MOVES_LEN, MOVES_LEN)?;
        self.record(number, bytes).map(Some)
    }

    /// Every game whole, in order.
    ///
    /// # Errors
    /// As [`Database::game`]: a game that does not decode is an error, never left out.
    pub fn all_games(&self) -> Result<Vec<GameRecord>, DbError> {
        let mut reader = self.reader();
        let bytes = reader.get(0, self.games.len() as u64 * MOVES_LEN)?;
        bytes
            .chunks_exact(MOVES_LEN as usize)
            .zip(0..)
            .map(|(moves, number)| self.record(number, moves))
            .collect()
    }

    /// Reads the whole file and checks every block of it against its checksum, every game's moves
    /// and every index entry (a game and a square that exist, in the order of their keys): what
    /// an import does before it builds on the file. (A file of format 1, without checksums, has
    /// its moves checked; its index is not read, an import makes it anew.)
    ///
    /// # Errors
    /// As [`Database::game`].
    pub fn verify(&self) -> Result<(), DbError> {
        self.all_games()?;
        if self.sums.is_none() {
            return Ok(());
        }
        let mut reader = self.reader();
        let index_at = self.games.len() as u64 * MOVES_LEN;
        let (mut at, mut previous) = (0, 0u64);
        while at < self.entries {
            let count = (self.entries - at).min(1 << 16);
            for entry in
                reader.get(index_at + at * ENTRY_LEN, count * ENTRY_LEN)?.chunks_exact(ENTRY_LEN as usize)
            {
                let (key, game, next) = entry_fields(entry);
                if key < previous || game as usize >= self.games.len() || next >= 64 {
                    return Err(self.damaged("an entry of the index does not decode"));
                }
                previous = key;
            }
            at += count;
        }
        Ok(())
    }

    /// Every game that went through `position` or one of its images under the board's
    /// symmetries, `to_move` to move, with the move it played, turned onto `position`.
    ///
    /// # Errors
    /// As [`Database::game`]; an entry of the index with a game or a move that does not exist
    /// (or a move that is not legal there) is damage too.
    pub fn occurrences(&self, position: Position, to_move: Color) -> Result<Vec<Occurrence>, DbError> {
        let (canonical, turned) = position.canonical();
        let back = symmetry::inverse(turned);
        let key = key(canonical, to_move);
        let legal = position.legal_moves();
        let index_at = self.games.len() as u64 * MOVES_LEN;
        let mut reader = self.reader();
        let mut found = Vec::new();
        // The first entry whose key is not below `key`: the last probes fall in a block read
        // already, which the reader keeps.
        let (mut low, mut high) = (0, self.entries);
        while low < high {
            let middle = low + (high - low) / 2;
            let bytes = reader.get(index_at + middle * ENTRY_LEN, 8)?;
            if u64::from_le_bytes(bytes.try_into().expect("8 bytes")) < key {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        // A rare position's run is read in one small read; a popular one's, in reads that grow
        // to 48 KB (larger buffers cost more in fresh pages than they save in reads).
        let mut chunk: u64 = 256;
        let mut at = low;
        'chunks: while at < self.entries {
            let count = chunk.min(self.entries - at);
            chunk = (chunk * 8).min(4096);
            for entry in
                reader.get(index_at + at * ENTRY_LEN, count * ENTRY_LEN)?.chunks_exact(ENTRY_LEN as usize)
            {
                let (entry_key, game, next) = entry_fields(entry);
                if entry_key != key {
                    break 'chunks;
                }
                let next = (game < self.games.len() as u32 && next < 64)
                    .then(|| Square::from_index(symmetry::square(back, next)))
                    .flatten()
                    .filter(|&next| legal.contains(next))
                    .ok_or_else(|| {
                        self.damaged("an entry of the index names a game or a move that does not exist")
                    })?;
                found.push(Occurrence { game, next });
            }
            at += count;
        }
        Ok(found)
    }

    fn reader(&self) -> Reader<'_> {
        Reader { database: self, from: 0, bytes: Vec::new() }
    }

    /// This database's error: damaged, `what` is.
    pub(super) fn damaged(&self, what: &str) -> DbError {
        DbError::damaged(&self.path, what)
    }

    /// Game `number` from its moves' bytes.
    fn record(&self, number: u32, bytes: &[u8]) -> Result<GameRecord, DbError> {
        let meta = &self.games[number as usize];
        let played = usize::from(self.lengths[number as usize]);
        record(meta, played, bytes)
            .ok_or_else(|| self.damaged(&format!("the moves of game db:{} are not a legal game", number + 1)))
    }
}

/// The moves and the index, read whole blocks at a time and each block checked against its
/// checksum before any of its bytes is used; the last blocks read are kept for the next read that
/// falls in them.
struct Reader<'a> {
    database: &'a Database,
    /// Where `bytes` start, counted from the first byte of the moves.
    from: u64,
    bytes: Vec<u8>,
}

impl Reader<'_> {
    /// `length` bytes from `offset` (counted from the first byte of the moves).
    fn get(&mut self, offset: u64, length: u64) -> Result<&[u8], DbError> {
        let database = self.database;
        let failed = |e| DbError::io(&database.path, e);
        let moves_len = database.games.len() as u64 * MOVES_LEN;
        let body = moves_len + database.entries * ENTRY_LEN;
        let end = offset.checked_add(length).filter(|&end| end <= body);
        let end = end.ok_or_else(|| failed(io::Error::other("a read beyond the database's end")))?;
        if offset < self.from || end > self.from + self.bytes.len() as u64 {
            let (start, stop) = match &database.sums {
                Some(_) => (offset / BLOCK * BLOCK, (end.div_ceil(BLOCK) * BLOCK).min(body)),
                None => (offset, end),
            };
            self.bytes.clear();
            self.bytes.resize((stop - start) as usize, 0);
            let mut file = &database.file;
            file.seek(SeekFrom::Start(database.moves_at + start)).map_err(failed)?;
            file.read_exact(&mut self.bytes).map_err(failed)?;
            self.from = start;
            if let Some(sums) = &database.sums {
                let first = start / BLOCK;
                let bad = (first..)
                    .zip(self.bytes.chunks(BLOCK as usize))
                    .find(|&(number, block)| checksum(block) != sums[number as usize])
                    .map(|(number, block)| (number, block.len() as u64));
                if let Some((number, length)) = bad {
                    // Nothing of a damaged read is kept for the next.
                    self.bytes.clear();
                    let part = match (number * BLOCK, number * BLOCK + length) {
                        (_, stop) if stop <= moves_len => "the moves",
                        (start, _) if start >= moves_len => "the index",
                        _ => "the moves and the index",
                    };
                    return Err(
                        database.damaged(&format!("block {number} ({part}) does not match its checksum"))
                    );
                }
            }
        }
        let at = (offset - self.from) as usize;
        Ok(&self.bytes[at..at + length as usize])
    }
}

/// An index entry's key, game and move (on the canonical image).
fn entry_fields(entry: &[u8]) -> (u64, u32, u8) {
    let key = u64::from_le_bytes(entry[..8].try_into().expect("8 bytes"));
    let packed = u32::from_le_bytes(entry[8..12].try_into().expect("4 bytes"));
    (key, packed >> 7, (packed & 127) as u8)
}

/// The index's key of a canonical position with `to_move` to move: the same discs with the
/// other colour to move are another position (they are told apart by who won).
pub(super) fn key(canonical: Position, to_move: Color) -> u64 {
    const WHITE_TO_MOVE: u64 = 0x9E37_79B9_7F4A_7C15;
    canonical.hash() ^ if to_move == Color::White { WHITE_TO_MOVE } else { 0 }
}

/// The names of a file, read in order.
struct Names<'a>(&'a [u8]);

impl Names<'_> {
    fn take(&mut self, count: u32) -> Option<Vec<String>> {
        let mut names = Vec::with_capacity(count.min(1 << 20) as usize);
        for _ in 0..count {
            let length = usize::from(u16::from_le_bytes(self.0.get(..2)?.try_into().ok()?));
            let bytes = self.0.get(2..2 + length)?;
            names.push(String::from_utf8(bytes.to_vec()).ok()?);
            self.0 = &self.0[2 + length..];
        }
        Some(names)
    }
}

/// A game's details and its number of moves, if they are ones the writer writes: names that
/// exist, a score of at most 64 discs, at most 60 moves, zeros after them.
fn meta(bytes: &[u8], players: usize, tournaments: usize) -> Option<(GameMeta, u8)> {
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    let meta = GameMeta {
        year: u16::from_le_bytes([bytes[0], bytes[1]]),
        black: word(2),
        white: word(6),
        tournament: word(10),
        black_discs: bytes[14],
        theoretical: (bytes[15] != NO_MOVE).then_some(bytes[15]),
    };
    let named = (meta.black as usize) < players
        && (meta.white as usize) < players
        && (meta.tournament as usize) < tournaments;
    let scores = meta.black_discs <= 64 && meta.theoretical.is_none_or(|discs| discs <= 64);
    let moves = bytes[16];
    (named && scores && u64::from(moves) <= MOVES_LEN && bytes[17..].iter().all(|&b| b == 0))
        .then_some((meta, moves))
}

/// A game from its details and its moves' bytes, if they are the legal game of `played` moves
/// (every byte after them 255).
fn record(meta: &GameMeta, played: usize, bytes: &[u8]) -> Option<GameRecord> {
    if bytes[played..].iter().any(|&byte| byte != NO_MOVE) {
        return None;
    }
    let moves: Vec<Square> =
        bytes[..played].iter().map(|&byte| Square::from_index(byte)).collect::<Option<_>>()?;
    wthor::replay(&moves).all(|step| step.is_ok()).then_some(GameRecord { meta: *meta, moves })
}

/// Format 1's checksum: FNV-1a over the header's first 40 bytes, the names and the details.
pub(super) fn fnv(header: &[u8], rest: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for byte in header.iter().chain(rest) {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash
}
