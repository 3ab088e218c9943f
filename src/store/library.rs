//! The library of games: one file per game in the data folder's `games/`, named after when the
//! game started and who played it; listing, finding by id, the newest unfinished game, and
//! locks so that two `othello` processes never write the same file.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::engine::color::ByColor;
use crate::store::{self, SaveError, SavedGame};
use crate::text::printable;

/// The library's folder inside the data folder.
pub const FOLDER: &str = "games";
/// Autosaves of othello before the library, still listed and resumed (never written).
const LEGACY_FILES: [&str; 2] = ["autosave.json", "autosave.previous.json"];

/// The games in a data folder.
#[derive(Clone, Debug)]
pub struct Library {
    data_dir: PathBuf,
}

/// One file of the library: its id, and the game in it or why it cannot be read.
#[derive(Debug)]
pub struct Entry {
    /// The name to give `--resume`, `--load` or `show`: the file name without `.json`.
    pub id: String,
    /// The file.
    pub path: PathBuf,
    /// When the file was last written.
    pub modified: Option<SystemTime>,
    /// The game, or why the file cannot be read (such a file is never written over).
    pub game: Result<SavedGame, SaveError>,
}

/// Why a reference to a game did not name exactly one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FindError {
    /// No file and no game in the library by that name.
    NotFound,
    /// Several games' ids start with it.
    Ambiguous(Vec<String>),
}

/// The library file of the game in play, held for as long as it is played: no other process
/// can claim it meanwhile. The file itself appears with the game's first autosave.
#[derive(Debug)]
pub struct Slot {
    path: PathBuf,
    _lock: Lock,
}

impl Slot {
    /// The game's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The game's id in the library.
    pub fn id(&self) -> String {
        id_of(&self.path)
    }
}

/// Why a library game could not be claimed.
#[derive(Debug)]
pub enum ClaimError {
    /// Another `othello` has it open (its process id, if known).
    InUse(Option<u32>),
    /// The lock file could not be made.
    Io(std::io::Error),
}

impl std::fmt::Display for ClaimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClaimError::InUse(Some(pid)) => write!(f, "it is open in another othello (process {pid})"),
            ClaimError::InUse(None) => write!(f, "it is open in another othello"),
            ClaimError::Io(error) => write!(f, "cannot lock it: {error}"),
        }
    }
}

/// Whether a file of the library's folder by this name is a game's: `.json`, and not hidden
/// (locks and temporaries are).
fn is_game_name(name: &str) -> bool {
    name.ends_with(".json") && !name.starts_with('.')
}

fn id_of(path: &Path) -> String {
    path.file_name().map_or_else(String::new, |name| {
        let name = name.to_string_lossy();
        name.strip_suffix(".json").unwrap_or(&name).to_string()
    })
}

impl Library {
    /// The library of the data folder `data_dir` (nothing is created yet).
    pub fn new(data_dir: &Path) -> Library {
        Library { data_dir: data_dir.to_path_buf() }
    }

    /// The folder that holds the games.
    pub fn folder(&self) -> PathBuf {
        self.data_dir.join(FOLDER)
    }

    /// The data folder.
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    /// Removes temporary files that interrupted writes (a save, an import of the games database)
    /// left in the data folder and the library.
    pub fn clean(&self) {
        store::remove_stale_temporaries(&self.data_dir);
        store::remove_stale_temporaries(&self.folder());
    }

    /// Every name in the library's folder that reaches a game of it, with the game's file as the
    /// library names it: each file by its own name, and each link to one of them by the link's
    /// name (another name for the same game). A link that leads out of the folder, to a name that
    /// is not a game's or to nothing reaches no game of the library, and is passed over.
    fn names(&self) -> Vec<(String, PathBuf)> {
        let Ok(entries) = std::fs::read_dir(self.folder()) else { return Vec::new() };
        let mut names: Vec<(String, PathBuf)> = entries
            .flatten()
            .filter(|entry| is_game_name(&entry.file_name().to_string_lossy()))
            .filter_map(|entry| {
                let path = entry.path();
                let is_link = entry.file_type().is_ok_and(|kind| kind.is_symlink());
                let file = if is_link { self.in_folder(&path)? } else { path.clone() };
                Some((id_of(&path), file))
            })
            .collect();
        names.sort();
        names
    }

    /// Every game file, once: the library's, then the autosaves of older versions. Not loaded.
    fn files(&self) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> =
            self.names().into_iter().filter(|(id, path)| *id == id_of(path)).map(|(_, path)| path).collect();
        let real = |path: &Path| std::fs::canonicalize(path).ok();
        let library: Vec<PathBuf> = files.iter().filter_map(|path| real(path)).collect();
        // An old autosave that is a link to a game of the library is that game, listed already.
        files.extend(
            LEGACY_FILES
                .iter()
                .map(|name| self.data_dir.join(name))
                .filter(|path| path.is_file() && real(path).is_none_or(|real| !library.contains(&real))),
        );
        files
    }

    /// Every game, loaded, the most recently started first (games from old files, whose start
    /// is unknown, by when they were last written).
    pub fn entries(&self) -> Vec<Entry> {
        let mut entries: Vec<Entry> = self
            .files()
            .into_iter()
            .map(|path| Entry {
                id: id_of(&path),
                modified: std::fs::metadata(&path).and_then(|m| m.modified()).ok(),
                game: store::load(&path),
                path,
            })
            .collect();
        let started = |entry: &Entry| {
            let started = entry.game.as_ref().ok().and_then(|saved| saved.started);
            started.map(SystemTime::from).or(entry.modified)
        };
        entries.sort_by_key(|entry| std::cmp::Reverse(started(entry)));
        entries
    }

    /// The game whose id is `reference`, or the only game whose id starts with it: by its file's
    /// name or a link's, always as its own file (so that it is locked as itself).
    pub fn find(&self, reference: &str) -> Result<PathBuf, FindError> {
        let mut names = self.names();
        names.extend(
            LEGACY_FILES
                .iter()
                .map(|name| self.data_dir.join(name))
                .filter(|path| path.is_file())
                .map(|path| (id_of(&path), path)),
        );
        if let Some((_, path)) = names.iter().find(|(id, _)| id == reference) {
            return Ok(path.clone());
        }
        let mut matches: Vec<&PathBuf> = names
            .iter()
            .filter(|(id, _)| !reference.is_empty() && id.starts_with(reference))
            .map(|(_, path)| path)
            .collect();
        matches.sort();
        matches.dedup();
        match matches.as_slice() {
            [] => Err(FindError::NotFound),
            [one] => Ok((*one).clone()),
            many => Err(FindError::Ambiguous(many.iter().map(|path| id_of(path)).collect())),
        }
    }

    /// The file of the game whose identity is `id`, if the library has it.
    pub fn file_of(&self, id: &store::GameId) -> Option<PathBuf> {
        self.files().into_iter().find(|path| store::load(path).is_ok_and(|saved| saved.id == *id))
    }

    /// The unfinished game played most recently that no other `othello` has open.
    pub fn newest_unfinished(&self) -> Option<Entry> {
        self.entries()
            .into_iter()
            .filter(|entry| entry.game.as_ref().is_ok_and(|saved| !saved.game.is_over()))
            .filter(|entry| !self.is_in_use(&entry.path))
            .max_by_key(|entry| entry.modified)
    }

    /// Whether `path` is a game file of this library (not an old autosave, not a file elsewhere),
    /// by its own name or through links.
    pub fn holds(&self, path: &Path) -> bool {
        self.in_folder(path).is_some()
    }

    /// The game file of this library that `path` is, named as the library names it (the links
    /// that led to it followed): `None` for a file elsewhere, or a name in the library that is
    /// not a game's. A path with nothing there yet is the file it would be.
    fn in_folder(&self, path: &Path) -> Option<PathBuf> {
        let real = match std::fs::canonicalize(path) {
            Ok(real) => real,
            // A dangling link leads nowhere in the library.
            Err(_) if std::fs::symlink_metadata(path).is_ok() => return None,
            Err(_) => std::fs::canonicalize(path.parent()?).ok()?.join(path.file_name()?),
        };
        let name = real.file_name()?;
        let folder = std::fs::canonicalize(self.folder()).ok()?;
        (real.parent() == Some(folder.as_path()) && is_game_name(&name.to_string_lossy()))
            .then(|| self.folder().join(name))
    }

    /// The lock of the game in `path`: the lock of its own file, whatever name reached it.
    fn lock_path(&self, path: &Path) -> PathBuf {
        let file = self.in_folder(path).unwrap_or_else(|| path.to_path_buf());
        self.folder().join(format!(".{}.lock", id_of(&file)))
    }

    /// Whether another process has the game in `path` open (reached by any name).
    pub fn is_in_use(&self, path: &Path) -> bool {
        let mut options = OpenOptions::new();
        options.read(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NOFOLLOW);
        let Ok(file) = options.open(self.lock_path(path)) else { return false };
        matches!(file.try_lock(), Err(std::fs::TryLockError::WouldBlock))
    }

    /// Claims the library game in `path` for this process: its own file, whatever name
    /// reached it, so that a link to a game in play is refused like the game itself.
    pub fn claim(&self, path: &Path) -> Result<Slot, ClaimError> {
        let path = self.in_folder(path).unwrap_or_else(|| path.to_path_buf());
        let lock_path = self.lock_path(&path);
        match Lock::acquire(&lock_path).map_err(ClaimError::Io)? {
            Some(lock) => Ok(Slot { path, _lock: lock }),
            None => {
                let mut pid = String::new();
                let _ = File::open(&lock_path).and_then(|mut f| f.read_to_string(&mut pid));
                Err(ClaimError::InUse(pid.trim().parse().ok()))
            }
        }
    }

    /// A new file for a game that started at `started` between `names`: named
    /// `2026-11-22-1405-ann-ben.json` (local time), with `-2`, `-3`… when that is taken.
    pub fn reserve(
        &self,
        started: jiff::Timestamp,
        names: &ByColor<Option<String>>,
    ) -> std::io::Result<Slot> {
        std::fs::create_dir_all(self.folder())?;
        let local = started.to_zoned(jiff::tz::TimeZone::system());
        let mut base = local.strftime("%Y-%m-%d-%H%M").to_string();
        if names.black.is_some() || names.white.is_some() {
            let part = |name: &Option<String>, default: &str| {
                let slug = slug(name.as_deref().unwrap_or(default));
                if slug.is_empty() { default.to_string() } else { slug }
            };
            base = format!("{base}-{}-{}", part(&names.black, "black"), part(&names.white, "white"));
        }
        for n in 1u32.. {
            let id = if n == 1 { base.clone() } else { format!("{base}-{n}") };
            let path = self.folder().join(format!("{id}.json"));
            // Taken by anything there, a dangling link too: a new game's file is never written
            // through a link, out of the library.
            if std::fs::symlink_metadata(&path).is_ok() {
                continue;
            }
            let lock_path = self.lock_path(&path);
            match Lock::acquire(&lock_path) {
                // Another process may have written the file between the check and the lock.
                Ok(Some(lock)) if std::fs::symlink_metadata(&path).is_err() => {
                    return Ok(Slot { path, _lock: lock });
                }
                Ok(_) => {}
                // Anything but a lock file where the lock goes (a link, a folder) takes the name
                // as a file would; any other failure would fail every name alike.
                Err(_) if std::fs::symlink_metadata(&lock_path).is_ok_and(|m| !m.is_file()) => {}
                Err(error) => return Err(error),
            }
        }
        unreachable!("some number is always free")
    }

    /// A description of `path` for messages: its library id if it is in the library, else the path.
    pub fn describe(&self, path: &Path) -> String {
        match self.in_folder(path) {
            Some(file) => printable(&id_of(&file)),
            None => printable(&path.display().to_string()),
        }
    }
}

/// The longest a name goes into a file name.
const SLUG_LENGTH: usize = 24;

/// A name as it goes into a file name: lower-case ASCII letters and digits, other runs as `-`;
/// a long one cut after its last whole word that fits (a number is never cut in two).
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    if out.len() > SLUG_LENGTH {
        let cut = if out.as_bytes()[SLUG_LENGTH] == b'-' {
            SLUG_LENGTH
        } else {
            out[..SLUG_LENGTH].rfind('-').unwrap_or(SLUG_LENGTH)
        };
        out.truncate(cut);
    }
    out.trim_end_matches('-').to_string()
}

/// An exclusive lock on a small file beside the game's (or the games database's), released (and
/// the file removed) when dropped or when the process ends in any way, since the operating system
/// drops the lock.
#[derive(Debug)]
pub(crate) struct Lock {
    path: PathBuf,
    file: File,
}

impl Lock {
    /// The lock, or `None` if another process holds it.
    pub(crate) fn acquire(path: &Path) -> std::io::Result<Option<Lock>> {
        loop {
            let mut options = OpenOptions::new();
            options.read(true).write(true).create(true).truncate(false);
            // A link where the lock goes is not followed: the lock is ours, in the library.
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NOFOLLOW);
            let file = options.open(path)?;
            // A pipe or a device where the lock goes is no lock (a folder or a link fails to open).
            if !file.metadata()?.is_file() {
                return Err(std::io::Error::other(format!(
                    "{} is not a lock file",
                    printable(&path.display().to_string())
                )));
            }
            match file.try_lock() {
                Ok(()) => {}
                Err(std::fs::TryLockError::WouldBlock) => return Ok(None),
                // A file system without locks: go on unlocked rather than refuse to play.
                Err(std::fs::TryLockError::Error(_)) => {}
            }
            // The holder before us may have removed the file between our open and our lock: a
            // lock on a removed file guards nothing, so try again with the file now there.
            if !same_file(&file, path) {
                continue;
            }
            let lock = Lock { path: path.to_path_buf(), file };
            return lock.stamped(|file| write!(file, "{}", std::process::id())).map(Some);
        }
    }

    /// The lock with its holder's process id written into its file by `stamp`. If that fails (a
    /// full disk), the lock is dropped, which removes its file: an empty lock file left behind
    /// would be debris that says nothing.
    fn stamped(mut self, stamp: impl FnOnce(&mut File) -> std::io::Result<()>) -> std::io::Result<Lock> {
        self.file.set_len(0)?;
        stamp(&mut self.file)?;
        Ok(self)
    }
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still held, so no other process can lock the old file in between. Where
        // an open file cannot be removed, it stays, unlocked, and is used again.
        let _ = std::fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_lock_on_a_file_that_was_removed_or_replaced_is_known_for_what_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(".a.lock");
        let file = File::create(&path).unwrap();
        assert!(same_file(&file, &path));
        std::fs::remove_file(&path).unwrap();
        assert!(!same_file(&file, &path), "removed");
        let _other = File::create(&path).unwrap();
        assert!(!same_file(&file, &path), "another file by the same name");
    }

    #[test]
    fn a_lock_whose_holder_cannot_be_written_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.db.lock");
        let lock = Lock::acquire(&path).unwrap().unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), std::process::id().to_string());
        // As a full disk fails the write of the process id.
        let full = lock.stamped(|_| Err(std::io::ErrorKind::StorageFull.into())).unwrap_err();
        assert_eq!(full.kind(), std::io::ErrorKind::StorageFull);
        assert!(!path.exists(), "no empty lock left behind");
        assert!(Lock::acquire(&path).unwrap().is_some(), "and the next one is had");
    }

    #[test]
    fn names_become_short_file_name_parts() {
        assert_eq!(slug("Ann"), "ann");
        assert_eq!(slug("Computer (level 20)"), "computer-level-20", "the level whole");
        assert_eq!(slug("Marie-Christine Delacroix-Fontaine"), "marie-christine");
        assert_eq!(
            slug("abcdefghijklmnopqrstuvwxyz0123"),
            "abcdefghijklmnopqrstuvwx",
            "one long word is cut"
        );
        assert_eq!(slug("  Ann Marie O'Neil! "), "ann-marie-o-neil");
        assert_eq!(slug("Åsa"), "sa");
        assert_eq!(slug("../../etc"), "etc");
        assert_eq!(slug("\u{1b}]0;x"), "0-x");
    }
}
