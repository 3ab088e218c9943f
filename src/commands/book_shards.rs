//! `othello book grow --wthor` and `--leaves`: the book grown on the positions WTHOR's games reached
//! or on its own best moves out of it, in one
//! process or as shards that each write a part of their own (`--shard K/N --out PART`), and
//! `othello book merge`, which merges the parts into a book.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::cli::GrowArgs;
use crate::engine::position::Position;
use crate::search::Searcher;
use crate::search::book::{MergeError, Part, PositionSet, leaves, merge, score_shard};
use crate::store::{self, wthor};
use crate::text::{printable, thousands};

use super::book::book_of;
use super::{Failure, print};

/// A part is saved after every this many positions scored.
const SAVE_EVERY: usize = 10;
/// How often the progress is said, at most.
const SAY_EVERY: std::time::Duration = std::time::Duration::from_secs(30);
/// The part a growth in one process keeps in the data folder until it is merged, so that a run
/// stopped goes on where it stopped.
const ONE_PROCESS_PART: &str = "book-grow.part";

/// The positions of the WTHOR games in `dir` after each of their first `plies` moves (the start
/// among them) where a move is chosen, each reached by `min_games` games or more.
///
/// # Errors
/// The folder cannot be read, holds no WTHOR file, or one that is not one, named.
pub fn wthor_set(dir: &Path, plies: u32, min_games: u32) -> Result<PositionSet, Failure> {
    let shown = |path: &Path| printable(&path.display().to_string());
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| Failure::Input(format!("{}: {e}", shown(dir))))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e.eq_ignore_ascii_case("wtb")))
        .collect();
    if files.is_empty() {
        return Err(Failure::Input(format!("{}: no WTHOR games file (WTH_YYYY.wtb) in it", shown(dir))));
    }
    files.sort();
    let mut reached: HashMap<(u64, u64), (u32, Position)> = HashMap::new();
    for path in &files {
        let bytes = std::fs::read(path).map_err(|e| Failure::Input(format!("{}: {e}", shown(path))))?;
        let file = wthor::parse(&bytes)
            .map_err(|e| Failure::Input(format!("{}: not a WTHOR file: {e}", shown(path))))?;
        for game in &file.games {
            // The moves are legal: the file was read whole.
            for (position, _, _) in wthor::replay(&game.moves).take(plies as usize + 1).map_while(Result::ok)
            {
                let (canonical, _) = position.canonical();
                let key = (canonical.player().0, canonical.opponent().0);
                reached.entry(key).or_insert((0, canonical)).0 += 1;
            }
        }
    }
    Ok(PositionSet::new(reached.into_values().filter(|(games, _)| *games >= min_games).map(|(_, p)| p)))
}

/// Grows the book on the positions of `args.wthor`: one shard into its part, or all of them in
/// this process (through a part in the data folder) merged into the data folder's book.
pub(super) fn grow_on_wthor(args: &GrowArgs, data_dir: &Path) -> Result<(), Failure> {
    let dir = args.wthor.as_deref().expect("called with --wthor");
    let set = wthor_set(dir, args.plies, args.min_games)?;
    crate::output::err(&format!(
        "{} positions reached by {} games or more in their first {} moves\n",
        thousands(set.len() as u64),
        args.min_games,
        args.plies
    ));
    grow_on_set(args, data_dir, &set)
}

/// Grows the book on the positions its best moves out of it lead to (`--leaves`), as
/// [`grow_on_wthor`] grows it on WTHOR's.
pub(super) fn grow_on_leaves(args: &GrowArgs, data_dir: &Path) -> Result<(), Failure> {
    let margin = i32::try_from(args.margin).expect("at most 64") * 100;
    let set = PositionSet::new(leaves(&book_of(data_dir)?, args.plies, margin));
    crate::output::err(&format!(
        "{} positions out of the book, each its best move out of it within {} discs in its first {} moves\n",
        thousands(set.len() as u64),
        args.margin,
        args.plies
    ));
    grow_on_set(args, data_dir, &set)
}

/// Scores `set`: one shard into its part, or all of it in this process (through a part in the
/// data folder) merged into the data folder's book.
fn grow_on_set(args: &GrowArgs, data_dir: &Path, set: &PositionSet) -> Result<(), Failure> {
    let depth = u8::try_from(args.depth).expect("at most 30");
    let ((shard, shards), path) = match (args.shard, &args.out) {
        (Some(shard), Some(out)) => (shard, out.clone()),
        _ => ((0, 1), data_dir.join(ONE_PROCESS_PART)),
    };
    let mut part = match std::fs::read(&path) {
        Ok(bytes) => {
            let part = Part::from_bytes(&bytes).map_err(|e| part_error(&path, &e.to_string()))?;
            if (part.shard, part.shards, part.fingerprint, part.depth)
                != (shard, shards, set.fingerprint(), depth)
            {
                return Err(part_error(
                    &path,
                    "a part of another shard, set of positions or depth: remove it, or write to another --out",
                ));
            }
            part
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Part::new(set, shard, shards, depth),
        Err(e) => return Err(part_error(&path, &e.to_string())),
    };
    let before = part.book.len();
    // One thread: a search of one thread finds the same every time, so a shard writes the same
    // part however often it runs (run as many shards at once as there are cores).
    let mut searcher = Searcher::new().with_threads(1);
    let started = Instant::now();
    let mut said = started;
    let mut failure = None;
    let scored = score_shard(&mut part, set, &mut searcher, |part, scored| {
        if scored % SAVE_EVERY == 0 {
            if said.elapsed() >= SAY_EVERY {
                said = Instant::now();
                crate::output::err(&format!(
                    "{scored} positions scored, {:.2} s each\n",
                    started.elapsed().as_secs_f64() / scored as f64
                ));
            }
            if let Err(e) = save_part(&path, part) {
                failure = Some(e);
                return false;
            }
        }
        true
    });
    if let Some(e) = failure {
        return Err(e);
    }
    save_part(&path, &part)?;
    let took = started.elapsed().as_secs_f64();
    let each = if scored > 0 { format!(", {:.2} s each", took / scored as f64) } else { String::new() };
    let mut text = format!(
        "{scored} positions scored in {took:.0} s{each}; shard {shard}/{shards} holds {} of its positions ({} before)",
        part.book.len(),
        before
    );
    if args.shard.is_some() {
        text.push_str(&format!(": {}\n", shown(&path)));
        return print(text.as_bytes());
    }
    let mut book = book_of(data_dir)?;
    merge(&mut book, std::slice::from_ref(&part)).map_err(|e| part_error(&path, &e.to_string()))?;
    store::book::save(data_dir, &book).map_err(|e| Failure::System(format!("cannot save the book: {e}")))?;
    let _ = std::fs::remove_file(&path);
    text.push_str(&format!(
        "; the book holds {} positions: {}\n",
        thousands(book.len() as u64),
        shown(&store::book::path(data_dir))
    ));
    print(text.as_bytes())
}

fn shown(path: &Path) -> String {
    printable(&path.display().to_string())
}

fn part_error(path: &Path, why: &str) -> Failure {
    Failure::Input(format!("{}: {why}", shown(path)))
}

/// Writes `part` to `path`, atomically.
fn save_part(path: &Path, part: &Part) -> Result<(), Failure> {
    let bytes = part.to_bytes();
    store::write_atomic_with(path, |file| std::io::Write::write_all(file, &bytes))
        .map_err(|e| Failure::System(format!("cannot save the part: {e}")))
}

/// Merges the parts at `paths` into the data folder's book (or the shipped one), saved there or
/// to `out`.
pub(super) fn merge_parts(paths: &[PathBuf], out: Option<&Path>, data_dir: &Path) -> Result<(), Failure> {
    let mut parts = Vec::with_capacity(paths.len());
    for path in paths {
        let bytes = std::fs::read(path).map_err(|e| part_error(path, &e.to_string()))?;
        parts.push(Part::from_bytes(&bytes).map_err(|e| part_error(path, &format!("not a part: {e}")))?);
    }
    let mut book = book_of(data_dir)?;
    let before = book.len();
    merge(&mut book, &parts).map_err(|e| match &e {
        MergeError::Foreign(at) | MergeError::Incomplete(at) | MergeError::Twice(at) => {
            part_error(&paths[*at], &e.to_string())
        }
        MergeError::Missing(_) => Failure::Input(format!("cannot merge: {e}")),
    })?;
    let written = match out {
        Some(path) => {
            let bytes = book.to_bytes();
            store::write_atomic_with(path, |file| std::io::Write::write_all(file, &bytes))
                .map_err(|e| Failure::System(format!("cannot write the book: {e}")))?;
            path.to_path_buf()
        }
        None => {
            store::book::save(data_dir, &book)
                .map_err(|e| Failure::System(format!("cannot save the book: {e}")))?;
            store::book::path(data_dir)
        }
    };
    let text = format!(
        "{} parts merged; the book holds {} positions ({} before): {}\n",
        parts.len(),
        thousands(book.len() as u64),
        thousands(before as u64),
        shown(&written)
    );
    print(text.as_bytes())
}
