//! Prints an opening book's figures: its size, how far from the start it reaches, the depths of
//! its searches, how many positions keep a move out of the book, the start's value against the
//! proven one (the start is a draw with perfect play: Takizawa, 2023), and the time a position of
//! it takes to score again at its own depth (a sample of `--sample N` positions, one thread).
//! `cargo run --release --example book -- [--book FILE] [--sample N]` (the shipped book unless
//! told; FILE a book.bin, or a part of `othello book grow --shard`).
//!
//! With `--pack OUT`, writes the book packed as the program ships it (`Book::to_packed`) to OUT
//! and stops: the shipped book changes by `--book DATA_DIR/book.bin --pack
//! crates/othello-core/src/search/book/book.packed`.
//!
//! With `--truth DIR` (a WTHOR folder), the error of the book's way of scoring against exact
//! values: `--positions N` positions of WTHOR games drawn with `--seed S`, each where its file's
//! theoretical score (perfect play, from the file's depth: 24 empty squares in WTHOR's files since
//! 2001 or so) holds, scored as the book scores a
//! position (every move, a selective search `--depth D` plies deep, one thread, an empty table)
//! and compared with that score; the first five are also solved here, to check WTHOR's values.
//! No position of the book itself (40 empty squares and more) has a known exact value but the
//! start's.

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use othello::engine::bitboard::Bitboard;
use othello::engine::position::Position;
use othello::search::book::Part;
use othello::search::{Book, Limits, Searcher};

fn main() -> ExitCode {
    let (mut file, mut sample, mut pack) = (None, 20usize, None);
    let mut truth = Truth { wthor: None, positions: 100, depth: 18, seed: 1 };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let number = |n: &Option<String>| n.as_deref().and_then(|n| n.parse::<u64>().ok());
        match (arg.as_str(), args.next()) {
            ("--book", Some(path)) => file = Some(path),
            ("--pack", Some(path)) => pack = Some(path),
            ("--sample", n) if number(&n).is_some() => sample = number(&n).unwrap() as usize,
            ("--truth", Some(dir)) => truth.wthor = Some(dir),
            ("--positions", n) if number(&n).is_some() => truth.positions = number(&n).unwrap() as usize,
            ("--depth", n) if number(&n).is_some_and(|d| (1..=30).contains(&d)) => {
                truth.depth = number(&n).unwrap() as u32;
            }
            ("--seed", n) if number(&n).is_some() => truth.seed = number(&n).unwrap(),
            _ => {
                eprintln!(
                    "usage: book [--book FILE] [--pack OUT] [--sample N] [--truth WTHOR_DIR [--positions N] [--depth D] [--seed S]]"
                );
                return ExitCode::from(2);
            }
        }
    }
    if let Some(dir) = &truth.wthor {
        return match against_truth(dir, &truth) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{dir}: {e}");
                ExitCode::from(2)
            }
        };
    }
    let book = match &file {
        None => Book::shipped(),
        Some(path) => {
            let bytes = match std::fs::read(path) {
                Ok(bytes) => bytes,
                Err(e) => {
                    eprintln!("{path}: {e}");
                    return ExitCode::from(2);
                }
            };
            match Book::from_bytes(&bytes).or_else(|_| Part::from_bytes(&bytes).map(|part| part.book)) {
                Ok(book) => book,
                Err(e) => {
                    eprintln!("{path}: {e}");
                    return ExitCode::from(2);
                }
            }
        }
    };
    let packed = book.to_packed();
    if let Some(out) = &pack {
        if let Err(e) = std::fs::write(out, &packed) {
            eprintln!("{out}: {e}");
            return ExitCode::from(2);
        }
        println!("{out}: {} positions packed in {} bytes", book.len(), packed.len());
        return ExitCode::SUCCESS;
    }
    let entries: Vec<(Position, othello::search::book::Entry)> = book
        .positions()
        .map(|((player, opponent), entry)| {
            (Position::new(Bitboard(player), Bitboard(opponent)).expect("a book position"), entry)
        })
        .collect();
    let mut depths: BTreeMap<u8, usize> = BTreeMap::new();
    for (_, entry) in &entries {
        *depths.entry(entry.depth).or_default() += 1;
    }
    let with_leaf = entries.iter().filter(|(position, _)| book.leaf(*position).is_some()).count();
    println!("book: {}", file.as_deref().unwrap_or("the shipped book"));
    println!("positions: {}, up to {} moves from the start", entries.len(), book.plies());
    println!(
        "size: {} bytes as a file, {} packed as the program ships it",
        book.to_bytes().len(),
        packed.len()
    );
    let shown: Vec<String> = depths.iter().map(|(depth, n)| format!("{depth}: {n}")).collect();
    println!("search depths (plies: positions): {}", shown.join(", "));
    println!("positions with a move out of the book, scored: {with_leaf}");
    // Where the computer leaves the book to search: its best move out of it is worth more.
    let left = entries
        .iter()
        .filter(|(position, _)| {
            let best = book.moves(*position).first().map(|m| m.score);
            best.is_some_and(|best| book.leaf(*position).is_some_and(|leaf| leaf.score > best))
        })
        .count();
    let with_moves = entries.iter().filter(|(position, _)| !book.moves(*position).is_empty()).count();
    println!(
        "positions with moves into the book: {with_moves}; the computer searches instead in {left} of them (a move out of the book worth more)"
    );
    match book.get(Position::START) {
        Some(start) => println!(
            "the start: {:+.2} discs, against 0 with perfect play (Takizawa 2023): off by {:.2}",
            f64::from(start.value) / 100.0,
            f64::from(start.value.unsigned_abs()) / 100.0
        ),
        None => println!("the start is not in this book"),
    }
    // Every n-th searched position, scored again as the book grows one: all moves, its depth.
    let searched: Vec<&(Position, othello::search::book::Entry)> =
        entries.iter().filter(|(_, entry)| entry.depth > 0).collect();
    let step = (searched.len() / sample.max(1)).max(1);
    let mut searcher = Searcher::new();
    let started = Instant::now();
    let mut timed = 0;
    for (position, entry) in searched.iter().step_by(step).take(sample) {
        searcher.clear();
        let limits = Limits { selective: true, ..Limits::depth(u32::from(entry.depth), 0) };
        let _ = searcher.analyze(*position, &limits, &mut ());
        timed += 1;
    }
    if timed > 0 {
        println!(
            "scoring a position again at its depth: {:.2} s each ({timed} positions, one thread)",
            started.elapsed().as_secs_f64() / f64::from(timed)
        );
    }
    ExitCode::SUCCESS
}

/// What `--truth` measures.
struct Truth {
    wthor: Option<String>,
    positions: usize,
    depth: u32,
    seed: u64,
}

/// The book's way of scoring a position against WTHOR's theoretical scores: see the head of
/// this file.
fn against_truth(dir: &str, truth: &Truth) -> Result<(), Box<dyn std::error::Error>> {
    use othello::engine::color::Color;
    use othello::search::random::SplitMix64;
    use othello::store::wthor;
    let mut paths: Vec<_> = std::fs::read_dir(dir)?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.file_name().is_some_and(|n| n.to_string_lossy().to_uppercase().ends_with(".WTB")))
        .collect();
    paths.sort();
    // Every game's position at its file's theoretical depth, with its exact value for the side
    // to move there.
    let mut known: Vec<(Position, i32, u8)> = Vec::new();
    for path in &paths {
        let file = wthor::parse(&std::fs::read(path)?)?;
        let depth = u32::from(file.theoretical_depth);
        if depth == 0 {
            continue;
        }
        for game in &file.games {
            let black = 2 * i32::from(game.black_theoretical) - 64;
            let mut replay = wthor::replay(&game.moves);
            for step in replay.by_ref() {
                let Ok((position, to_move, _)) = step else { break };
                if position.empties().count() == depth {
                    let value = if to_move == Color::Black { black } else { -black };
                    known.push((position, value, file.theoretical_depth));
                    break;
                }
            }
        }
    }
    let mut random = SplitMix64(truth.seed);
    let mut errors = Vec::new();
    let (mut checked, mut agreed) = (0, 0);
    let mut searcher = Searcher::new().with_threads(1);
    let mut scoring = std::time::Duration::ZERO;
    let mut empties = BTreeMap::new();
    for _ in 0..truth.positions.min(known.len()) {
        let (position, exact, depth) = known.swap_remove(random.below(known.len() as u64) as usize);
        *empties.entry(depth).or_insert(0) += 1;
        searcher.clear();
        let limits = Limits { selective: true, ..Limits::depth(truth.depth, 0) };
        let started = Instant::now();
        let scored = searcher.analyze(position, &limits, &mut ());
        scoring += started.elapsed();
        errors.push(f64::from(scored.score.0) / 100.0 - f64::from(exact));
        if checked < 5 {
            checked += 1;
            let solved = searcher.solve(position, &mut ());
            agreed += usize::from(solved.score.0 == exact * 100);
        }
    }
    if errors.is_empty() {
        return Err("no game of a WTHOR file with a theoretical depth: nothing to compare".into());
    }
    let n = errors.len() as f64;
    let mean = errors.iter().map(|e| e.abs()).sum::<f64>() / n;
    let sd = (errors.iter().map(|e| (e.abs() - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0)).sqrt();
    let bias = errors.iter().sum::<f64>() / n;
    let worst = errors.iter().map(|e| e.abs()).fold(0.0, f64::max);
    let within = |d: f64| errors.iter().filter(|e| e.abs() <= d).count();
    let stages: Vec<String> = empties.iter().map(|(e, k)| format!("{k} at {e} empties")).collect();
    println!(
        "scored as the book scores (selective, {} plies, every move) against WTHOR's exact values: {} positions ({}), seed {}",
        truth.depth,
        errors.len(),
        stages.join(", "),
        truth.seed
    );
    println!(
        "mean absolute error {mean:.2} discs (± {:.2}, one standard error), worst {worst:.2}, bias {bias:+.2}; within 2 discs {}, within 4 {}",
        sd / n.sqrt(),
        within(2.0),
        within(4.0)
    );
    println!("WTHOR's value checked by our own exact solve: {agreed} of {checked} agree");
    println!("scoring: {:.2} s a position", scoring.as_secs_f64() / n);
    Ok(())
}
