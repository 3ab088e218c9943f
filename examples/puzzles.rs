//! Writes the endgame puzzles the program ships (`src/training/puzzles.txt`): positions of the
//! WTHOR tournament games with 8 to 24 empty squares, and the FFO positions up to 24, whose best
//! move is better than every other by at least two discs. Every legal move is solved exactly,
//! each from an empty table (the same lines whichever thread solves it).
//!
//! ```text
//! cargo run --release --example puzzles -- --from ../shared/wthor --per-empties 30
//! ```
//!
//! Candidates are taken from the games in an order fixed by `--seed` (a game gives at most one
//! puzzle), and every position analysed is kept in `target/puzzles/analysed.txt`: run it again
//! and it goes on where it stopped.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use othello::engine::color::Color;
use othello::engine::notation::parse_position;
use othello::engine::position::Position;
use othello::search::random::SplitMix64;
use othello::search::{Bound, Limits, Searcher};
use othello::store::wthor;
use othello::trainers::puzzle::{FEWEST_EMPTIES, LEAST_MARGIN, MOST_EMPTIES, Puzzle, SolvedMove};

/// The fewest legal moves a puzzle from a game offers: with two, a guess is right half the time.
const FEWEST_CHOICES: u32 = 3;

struct Options {
    from: PathBuf,
    ffo: PathBuf,
    out: PathBuf,
    per_empties: usize,
    seed: u64,
    threads: usize,
}

/// A position to analyse, with what the collection says of it.
#[derive(Clone)]
struct Candidate {
    id: String,
    position: Position,
    to_move: Color,
    source: String,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut options = Options {
        from: PathBuf::from("../shared/wthor"),
        ffo: PathBuf::from("tests/data/ffo.tsv"),
        out: PathBuf::from("src/training/puzzles.txt"),
        per_empties: 30,
        seed: 1,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        let number = value.parse::<usize>().ok().filter(|&n| n > 0);
        match (pair[0].as_str(), number) {
            ("--from", _) => options.from = PathBuf::from(value),
            ("--ffo", _) => options.ffo = PathBuf::from(value),
            ("--out", _) => options.out = PathBuf::from(value),
            ("--per-empties", Some(n)) => options.per_empties = n,
            ("--seed", Some(n)) => options.seed = n as u64,
            ("--threads", Some(n)) => options.threads = n,
            _ => {
                eprintln!(
                    "usage: puzzles [--from WTHOR_DIR] [--ffo FILE] [--out FILE] [--per-empties N] [--seed S] [--threads T]"
                );
                std::process::exit(2);
            }
        }
    }
    if let Err(error) = run(&options) {
        eprintln!("puzzles: {error}");
        std::process::exit(1);
    }
}

fn run(options: &Options) -> io::Result<()> {
    let started = Instant::now();
    let by_empties = game_candidates(options)?;
    let ffo = ffo_candidates(&options.ffo)?;
    let cache_path = Path::new("target/puzzles/analysed.txt");
    fs::create_dir_all(cache_path.parent().expect("a folder"))?;
    let mut analysed = read_cache(cache_path)?;
    let cache = Mutex::new(fs::OpenOptions::new().create(true).append(true).open(cache_path)?);
    let mut puzzles = Vec::new();
    for empties in FEWEST_EMPTIES..=MOST_EMPTIES {
        let candidates = &by_empties[&empties];
        let mut found = 0;
        let mut next = 0;
        while found < options.per_empties && next < candidates.len() {
            // Analyse the next batch (as many as still wanted, with a spare for each thread),
            // then take the puzzles in the candidates' order: the choice does not depend on
            // which thread finished first.
            let batch: Vec<&Candidate> =
                candidates[next..].iter().take((options.per_empties - found) * 2 + options.threads).collect();
            next += batch.len();
            analyse(&batch, &mut analysed, &cache, options.threads);
            for candidate in batch {
                if found < options.per_empties
                    && let Some(Some(puzzle)) = analysed.get(&candidate.id)
                {
                    puzzles.push(puzzle.clone());
                    found += 1;
                }
            }
        }
        println!(
            "{empties} empties: {found} puzzles, {next} positions analysed, {:.0} s",
            started.elapsed().as_secs_f64()
        );
    }
    let refs: Vec<&Candidate> = ffo.iter().collect();
    analyse(&refs, &mut analysed, &cache, options.threads);
    for candidate in &ffo {
        if let Some(Some(puzzle)) = analysed.get(&candidate.id) {
            puzzles.push(puzzle.clone());
        }
    }
    let mut text = String::from(
        "# The endgame puzzles othello ships, written by `cargo run --release --example puzzles`:\n\
         # positions of WTHOR tournament games (and FFO) whose best move is better than every other\n\
         # by two discs or more, every legal move solved exactly, best first.\n\
         # id\tposition\tsquare:score:line of each move\tsource\n",
    );
    for puzzle in &puzzles {
        text.push_str(&puzzle.to_line());
        text.push('\n');
    }
    fs::write(&options.out, text)?;
    println!(
        "{} puzzles written to {} in {:.0} s",
        puzzles.len(),
        options.out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Analyses the candidates not analysed yet on `threads` threads, keeping each in `analysed`
/// (the puzzle, or `None` where no move stands out) and in the cache file.
fn analyse(
    batch: &[&Candidate],
    analysed: &mut HashMap<String, Option<Puzzle>>,
    cache: &Mutex<fs::File>,
    threads: usize,
) {
    let todo: Vec<&Candidate> = batch.iter().copied().filter(|c| !analysed.contains_key(&c.id)).collect();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.min(todo.len()) {
            scope.spawn(|| {
                let mut searcher = Searcher::new();
                while let Some(candidate) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let puzzle = solve(&mut searcher, candidate);
                    let line = match &puzzle {
                        Some(puzzle) => format!("+\t{}\n", puzzle.to_line()),
                        None => format!("-\t{}\n", candidate.id),
                    };
                    cache
                        .lock()
                        .expect("no thread panics")
                        .write_all(line.as_bytes())
                        .expect("the cache is written");
                    results.lock().expect("no thread panics").push((candidate.id.clone(), puzzle));
                }
            });
        }
    });
    analysed.extend(results.into_inner().expect("no thread panics"));
}

/// The candidate as a puzzle, every move solved; `None` if its best move is not clear.
fn solve(searcher: &mut Searcher, candidate: &Candidate) -> Option<Puzzle> {
    searcher.clear();
    let result = searcher.analyze(candidate.position, &Limits::depth(60, 60), &mut ());
    assert!(result.moves.iter().all(|m| m.bound == Bound::Exact), "every move solved exactly");
    let moves: Vec<SolvedMove> = result
        .moves
        .iter()
        .map(|m| SolvedMove { square: m.square, score: m.score.0 / 100, line: m.pv.clone() })
        .collect();
    let puzzle = Puzzle {
        id: candidate.id.clone(),
        position: candidate.position,
        to_move: candidate.to_move,
        moves,
        source: candidate.source.clone(),
    };
    (puzzle.margin() >= LEAST_MARGIN).then_some(puzzle)
}

fn read_cache(path: &Path) -> io::Result<HashMap<String, Option<Puzzle>>> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(e) => return Err(e),
    };
    let mut analysed = HashMap::new();
    for line in text.lines() {
        match line.split_once('\t') {
            Some(("-", id)) => {
                analysed.insert(id.to_string(), None);
            }
            Some(("+", puzzle)) => {
                if let Ok(puzzle) = Puzzle::from_line(puzzle) {
                    analysed.insert(puzzle.id.clone(), Some(puzzle));
                }
            }
            _ => {}
        }
    }
    Ok(analysed)
}

/// For each number of empties, the positions of the games with that many empties (the side to
/// move with a choice of moves), one a game, each position once, in an order fixed by the seed.
fn game_candidates(options: &Options) -> io::Result<HashMap<u32, Vec<Candidate>>> {
    let names = |file: &str, width: usize| -> io::Result<Vec<String>> {
        let bytes = fs::read(options.from.join(file))?;
        wthor::parse_names(&bytes, width)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{file}: {e}")))
    };
    let players = names("WTHOR.JOU", wthor::PLAYER_NAME_LEN)?;
    let tournaments = names("WTHOR.TRN", wthor::TOURNAMENT_NAME_LEN)?;
    let name =
        |names: &[String], n: u16| names.get(usize::from(n)).cloned().unwrap_or_else(|| format!("#{n}"));
    let mut files: Vec<PathBuf> =
        fs::read_dir(&options.from)?.map(|entry| entry.map(|e| e.path())).collect::<io::Result<_>>()?;
    files.retain(|path| path.extension().is_some_and(|e| e.eq_ignore_ascii_case("wtb")));
    files.sort();
    let mut games = Vec::new();
    for path in &files {
        let file = wthor::parse(&fs::read(path)?)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {e}", path.display())))?;
        for (index, game) in file.games.into_iter().enumerate() {
            games.push((file.year, index, game));
        }
    }
    println!("{} games in {} files", games.len(), files.len());
    let mut rng = SplitMix64(options.seed);
    for i in (1..games.len()).rev() {
        games.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut by_empties: HashMap<u32, Vec<Candidate>> = HashMap::new();
    let mut seen = HashSet::new();
    for (number, (year, index, game)) in games.iter().enumerate() {
        // Each game gives its position at one number of empties, in turn.
        let empties = FEWEST_EMPTIES + (number as u32 % (MOST_EMPTIES - FEWEST_EMPTIES + 1));
        // The position before the move played at that many empties, or where the game's moves
        // end (a record stopped early, by time or resignation, may stop there).
        let mut replay = wthor::replay(&game.moves);
        let (position, to_move) =
            match replay.by_ref().map_while(Result::ok).find(|(p, ..)| p.empties().count() == empties) {
                Some((position, to_move, _)) => (position, to_move),
                None => replay.reached(),
            };
        if position.empties().count() != empties
            || position.legal_moves().count() < FEWEST_CHOICES
            || !seen.insert(position.canonical().0)
        {
            continue;
        }
        let source = format!(
            "{} - {}, {} {year}",
            name(&players, game.black),
            name(&players, game.white),
            name(&tournaments, game.tournament)
        );
        let id = format!("{year}-{:05}-{empties}", index + 1);
        by_empties.entry(empties).or_default().push(Candidate { id, position, to_move, source });
    }
    Ok(by_empties)
}

/// The FFO positions with at most [`MOST_EMPTIES`] empties.
fn ffo_candidates(path: &Path) -> io::Result<Vec<Candidate>> {
    let text = fs::read_to_string(path)?;
    let mut candidates = Vec::new();
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (Some(id), Some(position)) = (fields.first(), fields.get(1)) else { continue };
        let (position, to_move) = parse_position(position)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {e}", path.display())))?;
        if position.empties().count() <= MOST_EMPTIES {
            candidates.push(Candidate {
                id: format!("ffo-{id}"),
                position,
                to_move,
                source: format!("FFO endgame test #{id}"),
            });
        }
    }
    Ok(candidates)
}
