//! How long the computer thinks at each level: one move from each of five points (16, 22, 28,
//! 34 and 38 moves in) of the first tournament games of `tests/data/games.tsv` that go to the
//! end, each with a fresh table; prints the mean and the longest time a move.
//! `cargo run --release --example levels -- 8 12 16 20` (the levels to time; all by default);
//! `--threads N` searches on N threads (one by default), and prints the nodes too;
//! `--full-width` searches each level's depth without ProbCut's cuts.

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;

use std::process::ExitCode;
use std::time::Instant;

use othello::engine::game::Game;
use othello::engine::position::Position;
use othello::engine::rules::Rules;
use othello::search::{Level, Limits, Searcher};
use othello::text::printable;

/// Moves into a game at which a position is taken.
const POINTS: [usize; 5] = [16, 22, 28, 34, 38];
/// Games the positions come from.
const GAMES: usize = 2;

fn main() -> ExitCode {
    let mut levels = Vec::new();
    let mut threads = 1;
    let mut full_width = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--full-width" {
            full_width = true;
            continue;
        }
        if arg == "--threads" {
            match args.next().and_then(|n| n.parse().ok()).filter(|&n| n >= 1) {
                Some(n) => threads = n,
                None => {
                    eprintln!(
                        "levels: --threads takes a number from 1 up\nusage: levels [--threads N] [--full-width] [LEVEL...]"
                    );
                    return ExitCode::from(2);
                }
            }
            continue;
        }
        match arg.parse().ok().and_then(Level::new) {
            Some(level) => levels.push(level),
            None => {
                eprintln!(
                    "levels: {} is not a level from 1 to 20\nusage: levels [--threads N] [--full-width] [LEVEL...]",
                    printable(&arg)
                );
                return ExitCode::from(2);
            }
        }
    }
    if levels.is_empty() {
        levels = (1..=20).filter_map(Level::new).collect();
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games.tsv");
    let text = std::fs::read_to_string(path).expect("the tournament games are in the repository");
    // The transcripts leave passes out: two characters a move.
    let games: Vec<&str> = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split('\t').nth(1))
        .filter(|moves| moves.len() > 2 * (POINTS[POINTS.len() - 1] + 12))
        .take(GAMES)
        .collect();
    let positions: Vec<Position> =
        games.iter().flat_map(|moves| POINTS.iter().map(|&point| replay(&moves[..2 * point]))).collect();
    println!(
        "{} positions of {} tournament games, one move each, on {threads} thread(s)",
        positions.len(),
        games.len()
    );
    let limits =
        |level: Level| Limits { selective: level.limits(0).selective && !full_width, ..level.limits(0) };
    for level in levels {
        let (mut total, mut longest, mut nodes) = (0.0f64, 0.0f64, 0u64);
        for &position in &positions {
            let mut searcher = Searcher::new().with_threads(threads);
            let started = Instant::now();
            nodes += searcher.think(position, &limits(level), &mut ()).nodes;
            let seconds = started.elapsed().as_secs_f64();
            total += seconds;
            longest = longest.max(seconds);
        }
        let limits = limits(level);
        println!(
            "level {level:>2} (depth {:>2}{}, {}solved from {} empties): {:.2} s a move on average, {:.2} s at most, {nodes} nodes",
            limits.depth,
            if limits.selective { " selective" } else { "" },
            if limits.probable_from > limits.exact_from {
                let surest = if limits.surer_near_the_end { "surer nearer" } else { "99% sure" };
                format!("to the end 73% sure from {}, {surest}, ", limits.probable_from)
            } else {
                String::new()
            } + &if limits.verdict_from > limits.exact_from {
                format!("who wins from {}, ", limits.verdict_from)
            } else {
                String::new()
            },
            limits.exact_from,
            total / positions.len() as f64,
            longest
        );
    }
    ExitCode::SUCCESS
}

/// The position after `moves` from the start (the side to move has a move: passes are played).
fn replay(moves: &str) -> Position {
    let mut game = Game::new(Rules::default());
    game.play_transcript(moves).expect("the tournament games are legal");
    game.position()
}
