//! Solves FFO endgame positions single-threaded and prints, for each and in total, the score
//! (checked against the published one), the best move, the time, the nodes and nodes per second.
//! `cargo run --release --example ffo -- 40-44` finds one best move, as Edax's and NTest's
//! figures do; `--all-best` proves every best move, as `othello solve` does (slower);
//! `--portable` runs the move generator every x86-64 has instead of the fastest this CPU has;
//! `--eval basic` orders moves with the hand-made evaluation instead of the learned one;
//! `--threads N` solves on N threads (the nodes then count every thread's); `--probable` runs
//! the selective endgame's steps (73% to 99% sure) before the exact solve, `--probable-only`
//! them alone (and counts the scores they miss); `--table-bits B` gives the searcher a table of
//! `2^B` buckets instead of its own size. `--file FILE` solves the positions of FILE instead
//! (the format of `tests/data/ffo.tsv`; a score of `?` is not checked), such as a set the tuner's
//! `wthor-endgames` drew from tournament games, to tune the solver on positions no one publishes.

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;
use othello_tune::evals;

use std::process::ExitCode;
use std::time::Instant;

use othello::engine::movegen::{Fastest, Portable, fastest};
use othello::engine::notation::parse_position;
use othello::engine::square::Square;
use othello::search::{Evaluation, Limits, Score, Searcher};
use othello::text::printable;

const DATA: &str = include_str!("../tests/data/ffo.tsv");

fn main() -> ExitCode {
    let mut all_best = false;
    let mut kernel = fastest();
    let mut eval: Evaluation = "patterns".parse().expect("the learned evaluation");
    let mut range = "40-44".to_string();
    let mut threads = 1;
    let mut table_bits = None;
    let mut file = None;
    // With the selective endgame's steps (73% to 99% sure) before the exact solve; or alone.
    let (mut probable, mut probable_only) = (false, false);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--all-best" => all_best = true,
            "--probable" => probable = true,
            "--probable-only" => probable_only = true,
            "--portable" => kernel = Fastest::Portable(Portable),
            "--threads" => match args.next().and_then(|n| n.parse().ok()).filter(|&n| n >= 1) {
                Some(n) => threads = n,
                None => range = arg,
            },
            "--table-bits" => {
                match args.next().and_then(|n| n.parse().ok()).filter(|n| (10..=30).contains(n)) {
                    Some(bits) => table_bits = Some(bits),
                    None => range = arg,
                }
            }
            "--file" => match args.next() {
                Some(path) => file = Some(path),
                None => range = arg,
            },
            "--eval" => match args.next().and_then(|name| evals::evaluation(&name)) {
                Some(chosen) => eval = chosen,
                None => range = arg,
            },
            _ => range = arg,
        }
    }
    let data = match &file {
        None => DATA.to_string(),
        Some(path) => match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                eprintln!("ffo: cannot read {}: {error}", printable(path));
                return ExitCode::from(2);
            }
        },
    };
    let parsed = if file.is_some() && range == "40-44" { Some((0, u32::MAX)) } else { parse_range(&range) };
    let Some((first, last)) = parsed else {
        eprintln!(
            "usage: ffo [--all-best] [--probable | --probable-only] [--portable] [--eval NAME] [--threads N] [--table-bits B] [--file FILE] [FIRST-LAST]   (NAME: {}; positions 40 to 59, such as 40-44; not `{}`)",
            evals::NAMES,
            printable(&range)
        );
        return ExitCode::from(2);
    };
    println!("  #  empties  score  published  best   time (s)         nodes      Mn/s");
    let (mut total_time, mut total_nodes, mut wrong, mut off) = (0.0, 0u64, 0, 0);
    for line in data.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let Some((id, position, published)) = parse_row(&fields) else {
            eprintln!("ffo: not a row of id, position, empties, score: {}", printable(line));
            return ExitCode::from(2);
        };
        if id < first || id > last {
            continue;
        }
        // A new searcher each time: nothing learned from one position helps the next.
        let mut searcher = Searcher::with_eval(eval.clone()).on_kernel(kernel).with_threads(threads);
        if let Some(bits) = table_bits {
            searcher = searcher.with_table_bits(bits);
        }
        let started = Instant::now();
        let result = if all_best {
            searcher.solve(position, &mut ())
        } else if probable || probable_only {
            let exact_from = if probable_only { 0 } else { 60 };
            searcher.think(position, &Limits { probable_from: 60, ..Limits::depth(60, exact_from) }, &mut ())
        } else {
            searcher.think(position, &Limits::depth(60, 60), &mut ())
        };
        let seconds = started.elapsed().as_secs_f64();
        let best: Vec<String> = result.best_moves().iter().map(Square::to_string).collect();
        let ok = published.is_none_or(|published| result.score == Score::discs(published));
        // The selective endgame alone may miss: it is counted, not a failure.
        wrong += usize::from(!ok && !probable_only);
        off += usize::from(!ok);
        println!(
            "{id:>3}  {:>7}  {:>5}  {:>9}  {:<5} {seconds:>9.2} {:>13}  {:>8.1}{}",
            fields[2],
            result.score.to_string(),
            fields[3],
            best.join(","),
            result.nodes,
            result.nodes as f64 / seconds / 1e6,
            if ok {
                ""
            } else if probable_only {
                "  off"
            } else {
                "  WRONG"
            }
        );
        total_time += seconds;
        total_nodes += result.nodes;
    }
    println!(
        "total                                     {total_time:>9.2} {total_nodes:>13}  {:>8.1}",
        total_nodes as f64 / total_time / 1e6
    );
    if probable_only {
        println!("{off} score(s) off the published ones, 99% sure");
    }
    if wrong > 0 {
        println!("{wrong} wrong score(s)");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// A row's id, position and published score (`None` for `?`).
fn parse_row(fields: &[&str]) -> Option<(u32, othello::engine::position::Position, Option<i32>)> {
    let id = fields.first()?.parse().ok()?;
    let (position, _) = parse_position(fields.get(1)?).ok()?;
    let score = match *fields.get(3)? {
        "?" => None,
        score => Some(score.trim_start_matches('+').parse().ok()?),
    };
    Some((id, position, score))
}

fn parse_range(text: &str) -> Option<(u32, u32)> {
    let (first, last) = text.split_once('-').unwrap_or((text, text));
    let (first, last) = (first.parse().ok()?, last.parse().ok()?);
    ((40..=59).contains(&first) && (first..=59).contains(&last)).then_some((first, last))
}
