//! `othello book grow --wthor` and `--leaves`: the book grown on the positions WTHOR's games reached
//! or on its own best moves out of it, in one
//! process or as shards that each write a part of their own (`--shard K/N --out PART`), and
//! `othello book merge`, which merges the parts into a book.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::cli::GrowArgs;
use crate::engine::position::Position;
use crate::i18n::Language;
use crate::search::Searcher;
use crate::search::book::{Part, PositionSet, leaves, merge, score_shard};
use crate::store::{self, wthor};
use crate::text::printable;
use crate::{tr, words};

use super::book::{book_of, cannot_save_the_book, cannot_write};
use super::{Failure, print, said};

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
        .map_err(|e| unreadable(dir, &e))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e.eq_ignore_ascii_case("wtb")))
        .collect();
    if files.is_empty() {
        return Err(Failure::Input(tr!(said(), "error-no-wthor", path = shown(dir))));
    }
    files.sort();
    let mut reached: HashMap<(u64, u64), (u32, Position)> = HashMap::new();
    for path in &files {
        let bytes = std::fs::read(path).map_err(|e| unreadable(path, &e))?;
        let file = wthor::parse(&bytes).map_err(|e| {
            Failure::Input(tr!(
                said(),
                "error-not-wthor",
                path = shown(path),
                why = words::wthor_problem(said(), &e)
            ))
        })?;
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
pub(super) fn grow_on_wthor(args: &GrowArgs, data_dir: &Path, language: Language) -> Result<(), Failure> {
    let dir = args.wthor.as_deref().expect("called with --wthor");
    let set = wthor_set(dir, args.plies, args.min_games)?;
    let said = tr!(
        language,
        "book-wthor-positions",
        positions = set.len(),
        positions_text = language.thousands(set.len() as u64),
        games = args.min_games,
        plies = args.plies
    );
    crate::output::err(&format!("{said}\n"));
    grow_on_set(args, data_dir, &set, language)
}

/// Grows the book on the positions its best moves out of it lead to (`--leaves`), as
/// [`grow_on_wthor`] grows it on WTHOR's.
pub(super) fn grow_on_leaves(args: &GrowArgs, data_dir: &Path, language: Language) -> Result<(), Failure> {
    let margin = i32::try_from(args.margin).expect("at most 64") * 100;
    let set = PositionSet::new(leaves(&book_of(data_dir)?, args.plies, margin));
    let said = tr!(
        language,
        "book-leaves-positions",
        positions = set.len(),
        positions_text = language.thousands(set.len() as u64),
        margin = args.margin,
        plies = args.plies
    );
    crate::output::err(&format!("{said}\n"));
    grow_on_set(args, data_dir, &set, language)
}

/// Scores `set`: one shard into its part, or all of it in this process (through a part in the
/// data folder) merged into the data folder's book.
fn grow_on_set(
    args: &GrowArgs,
    data_dir: &Path,
    set: &PositionSet,
    language: Language,
) -> Result<(), Failure> {
    let depth = u8::try_from(args.depth).expect("at most 30");
    let ((shard, shards), path) = match (args.shard, &args.out) {
        (Some(shard), Some(out)) => (shard, out.clone()),
        _ => ((0, 1), data_dir.join(ONE_PROCESS_PART)),
    };
    let mut part = match std::fs::read(&path) {
        Ok(bytes) => {
            let part = Part::from_bytes(&bytes)
                .map_err(|e| Failure::Input(crate::words::part_error(said(), &path, &e)))?;
            if (part.shard, part.shards, part.fingerprint, part.depth)
                != (shard, shards, set.fingerprint(), depth)
            {
                return Err(Failure::Input(tr!(said(), "error-another-part", path = shown(&path))));
            }
            part
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Part::new(set, shard, shards, depth),
        Err(e) => return Err(unreadable(&path, &e)),
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
                let each = language.decimal(started.elapsed().as_secs_f64() / scored as f64, 2);
                let said = tr!(
                    language,
                    "book-scored-progress",
                    scored = scored,
                    scored_text = language.thousands(scored as u64),
                    each = each
                );
                crate::output::err(&format!("{said}\n"));
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
    let scored_in = |merged: &str, positions: usize, path: &Path| {
        tr!(
            language,
            "book-scored",
            scored = scored,
            scored_text = language.thousands(scored as u64),
            seconds = language.thousands(took as u64),
            each = if scored > 0 { language.decimal(took / scored as f64, 2) } else { "none".into() },
            shard = shard,
            shards = shards,
            held_text = language.thousands(part.book.len() as u64),
            before_text = language.thousands(before as u64),
            merged = merged,
            positions = positions,
            positions_text = language.thousands(positions as u64),
            path = shown(path)
        )
    };
    if args.shard.is_some() {
        return print(format!("{}\n", scored_in("no", 0, &path)).as_bytes());
    }
    let mut book = book_of(data_dir)?;
    merge(&mut book, std::slice::from_ref(&part))
        .map_err(|e| Failure::Input(crate::words::merge_error(language, &e, std::slice::from_ref(&path))))?;
    store::book::save(data_dir, &book).map_err(cannot_save_the_book)?;
    let _ = std::fs::remove_file(&path);
    print(format!("{}\n", scored_in("yes", book.len(), &store::book::path(data_dir))).as_bytes())
}

fn shown(path: &Path) -> String {
    printable(&path.display().to_string())
}

/// A file or folder that cannot be read, and why in the player's words.
fn unreadable(path: &Path, error: &std::io::Error) -> Failure {
    Failure::Input(tr!(said(), "error-file", path = shown(path), why = crate::words::io_error(said(), error)))
}

/// Writes `part` to `path`, atomically.
fn save_part(path: &Path, part: &Part) -> Result<(), Failure> {
    let bytes = part.to_bytes();
    store::write_atomic_with(path, |file| std::io::Write::write_all(file, &bytes)).map_err(|e| {
        Failure::System(tr!(
            said(),
            "error-cannot-save-part",
            why = crate::words::save_problem(said(), &e.kind)
        ))
    })
}

/// Merges the parts at `paths` into the data folder's book (or the shipped one), saved there or
/// to `out`.
pub(super) fn merge_parts(
    paths: &[PathBuf],
    out: Option<&Path>,
    data_dir: &Path,
    language: Language,
) -> Result<(), Failure> {
    let mut parts = Vec::with_capacity(paths.len());
    for path in paths {
        let bytes = std::fs::read(path).map_err(|e| unreadable(path, &e))?;
        let part = Part::from_bytes(&bytes)
            .map_err(|e| Failure::Input(crate::words::part_error(said(), path, &e)))?;
        parts.push(part);
    }
    let mut book = book_of(data_dir)?;
    let before = book.len();
    merge(&mut book, &parts).map_err(|e| Failure::Input(crate::words::merge_error(said(), &e, paths)))?;
    let written = match out {
        Some(path) => {
            let bytes = book.to_bytes();
            store::write_atomic_with(path, |file| std::io::Write::write_all(file, &bytes))
                .map_err(|e| cannot_write(&e))?;
            path.to_path_buf()
        }
        None => {
            store::book::save(data_dir, &book).map_err(cannot_save_the_book)?;
            store::book::path(data_dir)
        }
    };
    let said = tr!(
        language,
        "book-merged",
        parts = parts.len(),
        positions = book.len(),
        positions_text = language.thousands(book.len() as u64),
        before_text = language.thousands(before as u64),
        path = shown(&written)
    );
    print(format!("{said}\n").as_bytes())
}
