//! `games.db`, the database's one file: written whole to a temporary that replaces the old one
//! (an import that fails leaves the old file as it was), and read with the names and each game's
//! details in memory, the moves and the position index left on disk: a query finds its position
//! by binary search, reading a few dozen of the index's entries, not its 100 MB.
//!
//! Layout (little-endian): a 64-byte header (magic, version, the counts, the names' length, a
//! checksum of the header, names and details), the names (players, then tournaments: a u16
//! length and UTF-8 each), each game's details (20 bytes), each game's moves (60 bytes, a square
//! index a move, 255 after the last), then the index: one 12-byte entry for every position of
//! every game where a move was played, sorted by the key of the position's canonical image
//! (u64), with the game's number (25 bits) and the move played (7 bits, on the canonical image).

use std::fs::File;
use std::io::{BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::engine::symmetry;
use crate::text::printable;

use super::{Catalog, GameMeta, GameRecord};
use crate::store::files::write_atomic_with;

/// The database's file name in the data folder.
pub const FILE: &str = "games.db";
const MAGIC: [u8; 8] = *b"OTHELLDB";
const VERSION: u32 = 1;
const HEADER_LEN: u64 = 64;
const META_LEN: u64 = 20;
const MOVES_LEN: u64 = 60;
const ENTRY_LEN: u64 = 12;
/// Games are numbered in 25 bits of an index entry.
const MAX_GAMES: usize = 1 << 25;
/// The moves' byte after the last move.
const NO_MOVE: u8 = 255;

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
    moves_at: u64,
    index_at: u64,
    entries: u64,
}

impl Database {
    /// Opens the database at `path`: `None` if there is none; a message that names the file and
    /// says why if it is not one this program wrote (or is damaged).
    pub fn open(path: &Path) -> Result<Option<Database>, String> {
        let shown = || printable(&path.display().to_string());
        let mut file = match File::open(path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(format!("{}: {e}", shown())),
        };
        let length = file.metadata().map_err(|e| format!("{}: {e}", shown()))?.len();
        let refuse = |why: &str| format!("{}: not a games database of this program ({why})", shown());
        let mut header = [0u8; HEADER_LEN as usize];
        file.read_exact(&mut header).map_err(|_| refuse("shorter than its header"))?;
        if header[..8] != MAGIC {
            return Err(refuse("it does not start as one"));
        }
        let word = |at: usize| u32::from_le_bytes(header[at..at + 4].try_into().expect("4 bytes"));
        let long = |at: usize| u64::from_le_bytes(header[at..at + 8].try_into().expect("8 bytes"));
        if word(8) != VERSION {
            return Err(refuse(&format!("version {}, this program reads version {VERSION}", word(8))));
        }
        let (player_count, tournament_count, game_count) = (word(12), word(16), u64::from(word(20)));
        let (entries, names_len, checksum) = (long(24), long(32), long(40));
        let expected = [names_len, game_count * (META_LEN + MOVES_LEN), entries.saturating_mul(ENTRY_LEN)]
            .iter()
            .try_fold(HEADER_LEN, |sum, part| sum.checked_add(*part));
        if expected != Some(length) || game_count as usize > MAX_GAMES {
            return Err(refuse("its length is not what its header says"));
        }
        let mut details = vec![0u8; (names_len + game_count * META_LEN) as usize];
        file.read_exact(&mut details).map_err(|e| format!("{}: {e}", shown()))?;
        if fnv(&[&header[..40], &details]) != checksum {
            return Err(refuse("damaged: its checksum does not match"));
        }
        let (names, metas) = details.split_at(names_len as usize);
        let mut names = Names(names);
        let players = names.take(player_count).ok_or_else(|| refuse("damaged names"))?;
        let tournaments = names.take(tournament_count).ok_or_else(|| refuse("damaged names"))?;
        let games = metas.chunks_exact(META_LEN as usize).map(meta).collect();
        let moves_at = HEADER_LEN + names_len + game_count * META_LEN;
        Ok(Some(Database {
            file,
            path: path.to_path_buf(),
            players,
            tournaments,
            games,
            moves_at,
            index_at: moves_at + game_count * MOVES_LEN,
            entries,
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

    /// Game `number` (from 0) whole, or `None` if there is no such game or its moves are not a
    /// legal game (a damaged file).
    pub fn game(&self, number: u32) -> std::io::Result<Option<GameRecord>> {
        let Some(meta) = self.games.get(number as usize) else { return Ok(None) };
        let mut bytes = [0u8; MOVES_LEN as usize];
        self.read_at(self.moves_at + u64::from(number) * MOVES_LEN, &mut bytes)?;
        Ok(record(meta, &bytes))
    }

    /// Every game whole, in order (a damaged one is left out).
    pub fn all_games(&self) -> std::io::Result<Vec<GameRecord>> {
        let mut bytes = vec![0u8; self.games.len() * MOVES_LEN as usize];
        self.read_at(self.moves_at, &mut bytes)?;
        Ok(self
            .games
            .iter()
            .zip(bytes.chunks_exact(MOVES_LEN as usize))
            .filter_map(|(meta, moves)| record(meta, moves))
            .collect())
    }

    /// Every game that went through `position` or one of its images under the board's
    /// symmetries, `to_move` to move, with the move it played, turned onto `position`.
    pub fn occurrences(&self, position: Position, to_move: Color) -> std::io::Result<Vec<Occurrence>> {
        let (canonical, turned) = position.canonical();
        let back = symmetry::inverse(turned);
        let key = key(canonical, to_move);
        let mut found = Vec::new();
        // The first entry whose key is not below `key`.
        let (mut low, mut high) = (0, self.entries);
        while low < high {
            let middle = low + (high - low) / 2;
            let mut bytes = [0u8; 8];
            self.read_at(self.index_at + middle * ENTRY_LEN, &mut bytes)?;
            if u64::from_le_bytes(bytes) < key {
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
            let mut bytes = vec![0u8; (count * ENTRY_LEN) as usize];
            self.read_at(self.index_at + at * ENTRY_LEN, &mut bytes)?;
            for entry in bytes.chunks_exact(ENTRY_LEN as usize) {
                if u64::from_le_bytes(entry[..8].try_into().expect("8 bytes")) != key {
                    break 'chunks;
                }
                let packed = u32::from_le_bytes(entry[8..].try_into().expect("4 bytes"));
                let (game, next) = (packed >> 7, (packed & 127) as u8);
                // A damaged entry (a game or a square that does not exist) counts for nothing.
                if (game as usize) < self.games.len()
                    && next < 64
                    && let Some(next) = Square::from_index(symmetry::square(back, next))
                {
                    found.push(Occurrence { game, next });
                }
            }
            at += count;
        }
        Ok(found)
    }

    fn read_at(&self, offset: u64, buffer: &mut [u8]) -> std::io::Result<()> {
        let mut file = &self.file;
        file.seek(SeekFrom::Start(offset))?;
        file.read_exact(buffer)
    }
}

/// Writes `catalog` as the database at `path`, replacing any there only once it is whole.
/// Returns the number of positions indexed.
pub(super) fn write(path: &Path, catalog: &Catalog) -> Result<u64, String> {
    if catalog.games.len() > MAX_GAMES {
        return Err(format!("more than {MAX_GAMES} games"));
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
    let mut header = [0u8; HEADER_LEN as usize];
    header[..8].copy_from_slice(&MAGIC);
    header[8..12].copy_from_slice(&VERSION.to_le_bytes());
    header[12..16].copy_from_slice(&(catalog.players.len() as u32).to_le_bytes());
    header[16..20].copy_from_slice(&(catalog.tournaments.len() as u32).to_le_bytes());
    header[20..24].copy_from_slice(&(catalog.games.len() as u32).to_le_bytes());
    header[24..32].copy_from_slice(&(index.len() as u64).to_le_bytes());
    header[32..40].copy_from_slice(&(names.len() as u64).to_le_bytes());
    let checksum = fnv(&[&header[..40], &names, &metas]);
    header[40..48].copy_from_slice(&checksum.to_le_bytes());
    write_atomic_with(path, |file| {
        let mut out = BufWriter::with_capacity(1 << 20, file);
        out.write_all(&header)?;
        out.write_all(&names)?;
        out.write_all(&metas)?;
        for game in &catalog.games {
            let mut moves = [NO_MOVE; MOVES_LEN as usize];
            for (byte, square) in moves.iter_mut().zip(&game.moves) {
                *byte = square.index() as u8;
            }
            out.write_all(&moves)?;
        }
        for entry in &index {
            out.write_all(&((entry >> 32) as u64).to_le_bytes())?;
            out.write_all(&(*entry as u32).to_le_bytes())?;
        }
        out.flush()
    })
    .map_err(|e| e.to_string())?;
    Ok(index.len() as u64)
}

/// The index's key of a canonical position with `to_move` to move: the same discs with the
/// other colour to move are another position (they are told apart by who won).
fn key(canonical: Position, to_move: Color) -> u64 {
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
            names.push(String::from_utf8_lossy(bytes).into_owned());
            self.0 = &self.0[2 + length..];
        }
        Some(names)
    }
}

fn meta(bytes: &[u8]) -> GameMeta {
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    GameMeta {
        year: u16::from_le_bytes([bytes[0], bytes[1]]),
        black: word(2),
        white: word(6),
        tournament: word(10),
        black_discs: bytes[14].min(64),
        theoretical: (bytes[15] <= 64).then_some(bytes[15]),
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

/// A game from its details and its moves' bytes, if they are a legal game.
fn record(meta: &GameMeta, bytes: &[u8]) -> Option<GameRecord> {
    let moves: Vec<Square> = bytes
        .iter()
        .take_while(|&&byte| byte != NO_MOVE)
        .map(|&byte| Square::from_index(byte))
        .collect::<Option<_>>()?;
    let game = GameRecord { meta: *meta, moves };
    (game.positions().count() == game.moves.len()).then_some(game)
}

/// The longest prefix of `text` of at most `limit` bytes that ends on a character.
fn floor_char_boundary(text: &str, limit: usize) -> usize {
    (0..=limit.min(text.len())).rev().find(|&at| text.is_char_boundary(at)).unwrap_or(0)
}

/// FNV-1a over `parts`, one after the other.
fn fnv(parts: &[&[u8]]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for byte in parts.iter().flat_map(|part| part.iter()) {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash
}
