//! Files on disk: bounded reads (no folder, device or pipe, nothing over a megabyte), atomic
//! writes (a temporary file in the same folder, synced, then renamed over), the temporaries an
//! interrupted write leaves, and the data folder.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::error::{SaveError, SaveErrorKind};
use super::json::{from_json, to_json};
use super::record::{GameId, SavedGame};

/// The largest file the loader reads: a whole game takes a few kilobytes.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// Reads a file that should be a save: an ordinary file of at most [`MAX_FILE_BYTES`] bytes of
/// UTF-8 text. A folder, a device such as `/dev/zero` or a pipe is refused without reading it,
/// so a pipe with no writer cannot hang the loader.
pub fn read_text(path: &Path) -> Result<String, SaveError> {
    let error = |kind| SaveError { path: path.to_path_buf(), kind };
    let metadata = std::fs::metadata(path).map_err(|e| error(SaveErrorKind::Io(e)))?;
    if !metadata.is_file() {
        return Err(error(SaveErrorKind::NotAFile));
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(error(SaveErrorKind::TooLarge));
    }
    let file = std::fs::File::open(path).map_err(|e| error(SaveErrorKind::Io(e)))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| error(SaveErrorKind::Io(e)))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(error(SaveErrorKind::TooLarge));
    }
    String::from_utf8(bytes).map_err(|_| error(SaveErrorKind::NotText))
}

/// Loads a save file.
pub fn load(path: &Path) -> Result<SavedGame, SaveError> {
    let text = read_text(path)?;
    from_json(&text).map_err(|kind| SaveError { path: path.to_path_buf(), kind })
}

/// The prefix and suffix of this program's temporary files, so that stale ones can be found.
const TEMP_PREFIX: &str = ".othello-";
const TEMP_SUFFIX: &str = ".tmp";

/// Keeps `value` as pretty JSON in the file `name` of the data folder `data_dir` (made on first
/// need), atomically; the error names the folder or file that failed, and why.
pub fn keep_json(data_dir: &Path, name: &str, value: &impl serde::Serialize) -> Result<(), SaveError> {
    let failed = |path: &Path, kind| SaveError { path: path.to_path_buf(), kind };
    std::fs::create_dir_all(data_dir).map_err(|e| failed(data_dir, SaveErrorKind::Io(e)))?;
    let path = data_dir.join(name);
    let text = serde_json::to_string_pretty(value).map_err(|e| failed(&path, SaveErrorKind::Json(e)))?;
    write_atomic(&path, &text)
}

/// Writes `contents` to `path` atomically: a temporary file in the same folder is written,
/// synced and renamed over `path`, so an interrupted save never damages the file that was there.
/// The folder must exist. A new file gets the permissions a new file gets (the umask decides);
/// a file written over keeps its permissions; a symbolic link is written through, to its target.
pub fn write_atomic(path: &Path, contents: &str) -> Result<(), SaveError> {
    write_atomic_with(path, |file| file.write_all(contents.as_bytes()))
}

/// [`write_atomic`] with the writing done by `write`. If anything fails, the temporary file is
/// removed and `path` is left as it was.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<(), SaveError> {
    let error = |e: std::io::Error| SaveError { path: path.to_path_buf(), kind: SaveErrorKind::Io(e) };
    let target = resolve_links(path).map_err(error)?;
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !folder.is_dir() {
        return Err(SaveError { path: path.to_path_buf(), kind: SaveErrorKind::NoFolder(folder) });
    }
    if target.is_dir() {
        return Err(error(std::io::Error::new(std::io::ErrorKind::IsADirectory, "that is a folder")));
    }
    let (temporary_path, mut file) = create_temporary(&folder).map_err(error)?;
    let result = (|| {
        if let Ok(existing) = std::fs::metadata(&target) {
            file.set_permissions(existing.permissions())?;
        }
        write(&mut file)?;
        file.sync_all()?;
        // Renamed while still open and locked: until then it is a save in progress.
        std::fs::rename(&temporary_path, &target)?;
        drop(file);
        Ok(())
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&temporary_path);
        return Err(error(e));
    }
    // Make the rename itself durable where the platform allows it.
    if let Ok(directory) = std::fs::File::open(&folder) {
        let _ = directory.sync_all();
    }
    Ok(())
}

/// Follows symbolic links from `path` to the file they name (which may not exist yet).
pub fn resolve_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&current) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let target = std::fs::read_link(&current)?;
                // A relative target is relative to the link's folder; joining keeps an absolute one.
                current = match current.parent() {
                    Some(parent) => parent.join(target),
                    None => target,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(std::io::Error::other("too many levels of symbolic links"))
}

/// A new, empty temporary file in `folder`, created with the permissions of any new file and
/// locked by its writer, so that another process can tell a save in progress from debris.
fn create_temporary(folder: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    loop {
        let name = format!("{TEMP_PREFIX}{}{TEMP_SUFFIX}", GameId::random().as_str());
        let path = folder.join(name);
        match std::fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => {
                // A file system without locks leaves the age as the only clue (see below).
                let _ = file.try_lock();
                return Ok((path, file));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Removes this program's temporary files in `folder` that an interrupted save left behind,
/// whatever their age: a save in progress holds a lock on its temporary file, which the
/// operating system drops when the writer ends in any way. Where locks are not to be had, a
/// file older than a minute is debris all the same (a save takes milliseconds).
pub fn remove_stale_temporaries(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX)) {
            continue;
        }
        let writer_gone = match std::fs::File::open(entry.path()).map(|file| (file.try_lock(), file)) {
            Ok((Ok(()), _held_while_removed)) => true,
            Ok((Err(std::fs::TryLockError::WouldBlock), _)) => false,
            _ => {
                let age = entry.metadata().and_then(|m| m.modified()).ok().and_then(|t| t.elapsed().ok());
                age.is_some_and(|age| age > Duration::from_secs(60))
            }
        };
        if writer_gone {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Saves `saved` to `path` atomically.
pub fn save(path: &Path, saved: &SavedGame) -> Result<(), SaveError> {
    write_atomic(path, &to_json(saved))
}

/// The folder for the library of games and for save names given without a folder:
/// `override_dir` if given, else the platform's data folder (such as `~/.local/share/othello`),
/// else the current folder.
pub fn data_dir(override_dir: Option<&Path>) -> PathBuf {
    override_dir.map(Path::to_path_buf).unwrap_or_else(|| {
        directories::ProjectDirs::from("", "", "othello")
            .map_or_else(|| PathBuf::from("."), |dirs| dirs.data_dir().to_path_buf())
    })
}
