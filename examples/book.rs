//! Prints an opening book's figures: its size, how far from the start it reaches, the depths of
//! its searches, how many positions keep a move out of the book, the start's value against the
//! proven one (the start is a draw with perfect play: Takizawa, 2023), and the time a position of
//! it takes to score again at its own depth (a sample of `--sample N` positions, one thread).
//! `cargo run --release --example book -- [--book FILE] [--sample N]` (the shipped book unless
//! told; FILE a book.bin, or a part of `othello book grow --shard`).

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
    let (mut file, mut sample) = (None, 20usize);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--book", Some(path)) => file = Some(path),
            ("--sample", Some(n)) if n.parse::<usize>().is_ok() => sample = n.parse().unwrap(),
            _ => {
                eprintln!("usage: book [--book FILE] [--sample N]");
                return ExitCode::from(2);
            }
        }
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
    let shown: Vec<String> = depths.iter().map(|(depth, n)| format!("{depth}: {n}")).collect();
    println!("search depths (plies: positions): {}", shown.join(", "));
    println!("positions with a move out of the book, scored: {with_leaf}");
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
