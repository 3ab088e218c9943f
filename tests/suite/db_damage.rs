//! The games database against damage, dead writers and a full disk: a byte changed in any part
//! of `games.db` is refused by the query that reads it (never a wrong count, never a game left
//! out), by every command and by an import; a killed import's temporary file is removed by the
//! next command that opens the data folder; a full disk is said in words and leaves nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use othello::engine::color::Color;
use othello::engine::position::Position;
use othello::store::db::{self, Database, DbError, GameRecord, Occurrence};

const WTHOR: &str = "tests/data/wthor";
const BLOCK: usize = 4096;

fn imported() -> (tempfile::TempDir, PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let file = db::path(dir.path());
    db::import(&file, &[PathBuf::from(WTHOR)], None).unwrap();
    let bytes = std::fs::read(&file).unwrap();
    (dir, file, bytes)
}

/// Where each part of the file starts, from its header as the manual's layout gives it: the header
/// (64 bytes), the names, the details (20 bytes a game), the block table (8 bytes for each 4 KiB
/// of what follows), the moves (60 bytes a game), the index (12 bytes an entry).
fn parts(bytes: &[u8]) -> [(&'static str, usize, usize); 6] {
    let long = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap()) as usize;
    let games = u32::from_le_bytes(bytes[20..24].try_into().unwrap()) as usize;
    let (entries, names) = (long(24), long(32));
    let metas = 64 + names;
    let table = metas + 20 * games;
    let moves = table + (60 * games + 12 * entries).div_ceil(BLOCK) * 8;
    let index = moves + 60 * games;
    assert_eq!(index + 12 * entries, bytes.len(), "the layout the manual gives");
    [
        ("header", 0, 64),
        ("names", 64, metas),
        ("details", metas, table),
        ("block table", table, moves),
        ("moves", moves, index),
        ("index", index, bytes.len()),
    ]
}

/// Every answer the database gives: each game, and the games through every position of every game.
struct Answers {
    games: Vec<Result<Option<GameRecord>, DbError>>,
    all: Result<Vec<GameRecord>, DbError>,
    positions: Vec<Result<Vec<Occurrence>, DbError>>,
}

fn answers(database: &Database, asked: &[(Position, Color)]) -> Answers {
    Answers {
        games: (0..database.games().len() as u32).map(|number| database.game(number)).collect(),
        all: database.all_games(),
        positions: asked.iter().map(|&(p, c)| database.occurrences(p, c)).collect(),
    }
}

/// Each answer of `damaged` is the undamaged one or a refusal as damage: never another answer.
/// How many were refused.
fn refused_or_right(damaged: &Answers, right: &Answers, what: &str) -> usize {
    let mut refused = 0;
    let mut check = |ok: bool, error: Option<&DbError>, which: String| match error {
        Some(error) => {
            assert!(error.is_damage() && error.to_string().contains("damaged"), "{what}, {which}: {error}");
            refused += 1;
        }
        None => assert!(ok, "{what}, {which}: a wrong answer"),
    };
    for (number, (game, good)) in damaged.games.iter().zip(&right.games).enumerate() {
        let good = good.as_ref().unwrap();
        check(game.as_ref().is_ok_and(|game| game == good), game.as_ref().err(), format!("game {number}"));
    }
    let good = right.all.as_ref().unwrap();
    check(damaged.all.as_ref().is_ok_and(|all| all == good), damaged.all.as_ref().err(), "all games".into());
    for (number, (found, good)) in damaged.positions.iter().zip(&right.positions).enumerate() {
        let good = good.as_ref().unwrap();
        check(
            found.as_ref().is_ok_and(|found| found == good),
            found.as_ref().err(),
            format!("position {number}"),
        );
    }
    refused
}

#[test]
fn a_changed_byte_in_any_part_is_refused_never_answered() {
    let (_dir, file, good) = imported();
    let database = Database::open(&file).unwrap().unwrap();
    let mut asked = Vec::new();
    for game in database.all_games().unwrap() {
        asked.extend(game.positions().map(|(position, color, _)| (position, color)));
    }
    asked.sort_by_key(|&(p, c)| (p.player().0, p.opponent().0, c == Color::White));
    asked.dedup();
    let right = answers(&database, &asked);
    drop(database);
    for (part, start, end) in parts(&good) {
        assert!(end > start + 2, "{part} is there");
        // Its first, middle and last bytes, and a byte in every block of it (the moves start
        // the first block), somewhere else in each; every fourth byte of the header.
        let mut offsets: Vec<usize> = vec![start, (start + end) / 2, end - 1];
        offsets.extend((start..end).step_by(BLOCK).map(|at| at + 5 * (at / BLOCK % 7) + 1));
        if part == "header" {
            offsets.extend((0..64).step_by(4));
        }
        for at in offsets.into_iter().filter(|&at| at < end) {
            let mut bytes = good.clone();
            bytes[at] ^= 0x24;
            std::fs::write(&file, &bytes).unwrap();
            let what = format!("a byte of the {part} at {at}");
            match part {
                // What is read when the file is opened is refused then.
                "header" | "names" | "details" | "block table" => {
                    let error = Database::open(&file).unwrap_err().to_string();
                    let words = if at < 8 { "not a games database" } else { "damaged" };
                    assert!(error.contains(words) && error.contains("games.db"), "{what}: {error}");
                }
                // What is read by a query is refused by the query that reads it.
                _ => {
                    let database = Database::open(&file).unwrap().unwrap();
                    let refused = refused_or_right(&answers(&database, &asked), &right, &what);
                    assert!(refused > 0, "{what}: no query read it");
                    assert!(database.verify().unwrap_err().is_damage(), "{what}");
                }
            }
            // An import over it refuses, and leaves it as it was: it never writes the database
            // again without the games it could not read.
            let error = db::import(&file, &[PathBuf::from(WTHOR)], None).unwrap_err().to_string();
            assert!(error.contains("games.db") && error.contains("damaged") || at < 8, "{what}: {error}");
            assert_eq!(std::fs::read(&file).unwrap(), bytes, "{what}");
        }
    }
}

fn othello_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--threads", "1", "--data-dir", dir.to_str().unwrap()])
        .args(args)
        .output()
        .expect("othello runs")
}

#[test]
fn every_command_refuses_a_database_with_two_thousand_changed_bytes() {
    let (dir, file, good) = imported();
    // As the attack did: 2,000 bytes changed after the part the header's checksum covers, at
    // least one in every block of the moves and the index.
    let moves = parts(&good)[4].1;
    let mut bytes = good.clone();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed as usize
    };
    let mut changed: Vec<usize> = (moves..good.len()).step_by(BLOCK).collect();
    while changed.len() < 2000 {
        changed.push(moves + next() % (good.len() - moves));
    }
    for &at in &changed {
        bytes[at] ^= 1 + (next() % 255) as u8;
    }
    std::fs::write(&file, &bytes).unwrap();
    for args in [
        &["db", "explore", "--no-engine"][..],
        &["db", "explore", "--moves", "f5d6", "--no-engine", "--format", "json"],
        &["db", "games"],
        &["db", "games", "--moves", "f5d6c3"],
        &["show", "db:1"],
        &["db", "import", WTHOR],
    ] {
        let output = othello_in(dir.path(), args);
        let said = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {said}");
        assert!(said.contains("games.db: damaged") && said.contains("othello db import"), "{args:?}: {said}");
        assert!(output.stdout.is_empty(), "{args:?}: nothing answered");
        assert_eq!(std::fs::read(&file).unwrap(), bytes, "{args:?}: the file left as it was");
    }
}

/// The temporary file an import writes before it renames it `games.db` (a save's, the same):
/// `.othello-<random>.tmp` in the data folder, locked by the process that writes it.
fn temporary(folder: &Path, name: &str) -> PathBuf {
    let path = folder.join(format!(".othello-{name}.tmp"));
    // The head of a database, and a megabyte of it, as a killed import leaves it.
    std::fs::write(&path, [&b"OTHELLDB"[..], &vec![0u8; 1 << 20]].concat()).unwrap();
    path
}

#[test]
fn a_dead_writers_temporary_is_removed_by_every_command_that_opens_the_data_folder() {
    let (dir, _file, _) = imported();
    let library = dir.path().join("games");
    std::fs::create_dir_all(&library).unwrap();
    for args in [
        &["db", "explore", "--no-engine"][..],
        &["db", "games", "--limit", "1"],
        &["db", "import", WTHOR],
        &["games"],
        &["show", "db:1"],
        &["engine"],
    ] {
        let dead = [temporary(dir.path(), "import"), temporary(&library, "save")];
        // A writer alive holds its temporary file locked: it is left alone.
        let live = temporary(dir.path(), "live");
        let writer = std::fs::File::open(&live).unwrap();
        writer.try_lock().unwrap();
        let output = othello_in(dir.path(), args);
        assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
        for path in &dead {
            assert!(!path.exists(), "{args:?} left {}", path.display());
        }
        assert!(live.exists(), "{args:?} removed a live writer's file");
        drop(writer);
        std::fs::remove_file(&live).unwrap();
    }
}

/// Imports into a data folder on a tmpfs of 200 KiB, mounted in a namespace of its own (the
/// system's `unshare`, no privilege needed where user namespaces are allowed): the first fits,
/// the second finds no room for the new database beside the old (the disk fills up while it is
/// written), the third none for its lock's process id (the disk was filled before it). After
/// each: what the import said, its exit code, the folder's files, the database's checksum.
const FULL_DISK: &str = r#"
mount -t tmpfs -o size=200k tmpfs "$1" || exit 99
run() {
    echo "== $1"; shift
    "$BIN" --threads 1 --data-dir "$DIR" db import "$@" 2>&1; echo "exit $?"
    ls -A "$DIR"; cksum < "$DIR/games.db"
}
BIN=$2 DIR=$1
run first "$3"
run written "$4"
dd if=/dev/zero of="$DIR/filler" bs=4096 2>/dev/null
run locked "$4"
"#;

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_said_in_words_and_leaves_no_lock_and_no_temporary() {
    let mount = tempfile::tempdir().unwrap();
    let source = |path: &str| std::fs::canonicalize(path).unwrap().to_str().unwrap().to_string();
    let output = Command::new("unshare")
        .args(["--user", "--map-root-user", "--mount", "sh", "-c", FULL_DISK, "sh"])
        .args([mount.path().to_str().unwrap(), env!("CARGO_BIN_EXE_othello")])
        .args([source(WTHOR), source("tests/data/ggf")])
        .output();
    let output = match output {
        Ok(output) if output.status.code() != Some(99) && output.stdout.starts_with(b"== first") => output,
        // Not a failure of othello's: this system lets no test mount a file system.
        other => {
            eprintln!("skipped: no tmpfs can be mounted here ({other:?}); the unit tests cover the words");
            return;
        }
    };
    let said = String::from_utf8_lossy(&output.stdout).to_string();
    let runs: Vec<&str> = said.split("== ").skip(1).collect();
    assert_eq!(runs.len(), 3, "{said}");
    let checksum = |run: &str| run.lines().last().unwrap().to_string();
    let files = |run: &str| {
        let mut files: Vec<String> =
            run.lines().skip_while(|l| !l.starts_with("exit")).skip(1).map(String::from).collect();
        files.pop();
        files
    };
    assert!(runs[0].contains("Imported 191 games") && runs[0].contains("exit 0"), "{said}");
    assert_eq!(files(runs[0]), ["games.db"], "{said}");
    for (run, failed, left) in
        [(runs[1], "games.db", &["games.db"][..]), (runs[2], "games.db.lock", &["filler", "games.db"])]
    {
        assert!(run.contains(&format!("{failed}: the disk is full: free some space")), "{said}");
        assert!(run.contains("exit 2") && !run.contains("Imported"), "{said}");
        let mut found = files(run);
        found.sort();
        assert_eq!(found, left, "no lock, no temporary file left: {said}");
        assert_eq!(checksum(run), checksum(runs[0]), "the database as it was: {said}");
    }
}
