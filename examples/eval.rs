//! Times one call of each evaluation (hand-made, the first learned weights, the shipped sided ones), on
//! the positions of random games, with the fastest kernel this CPU has and with the portable one,
//! and each move's value after a position as the search asks for it; then the midgame search's
//! nodes a second with each, 8 plies deep from positions of those games:
//! `cargo run --release --example eval`.

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;
// This benchmark takes no names: it times every evaluation.
use othello_tune::evals;

use std::hint::black_box;
use std::time::Instant;

use othello::engine::bitboard::Bitboard;
use othello::engine::movegen::{Fastest, Kernel, Portable, fastest};
use othello::engine::position::Position;
use othello::search::random::SplitMix64;
use othello::search::{Basic, Evaluate, Evaluation, Limits, Patterns, Searcher};

/// Calls per evaluation and kernel.
const CALLS: usize = 4_000_000;

fn main() {
    let mut positions = random_positions(2000, 7);
    // In a search, nearby nodes have about as many empties: sorted by them, as there.
    positions.sort_by_key(|&(player, opponent)| (player | opponent).count_ones());
    println!("{} positions of random games, {CALLS} calls each", positions.len());
    let patterns = Patterns::shipped();
    let Some(Evaluation::Patterns(first)) = evals::evaluation("first") else {
        unreachable!("the first weights are patterns")
    };
    match fastest() {
        Fastest::Portable(_) => println!("this CPU has no AVX2: the portable kernel only"),
        #[cfg(target_arch = "x86_64")]
        Fastest::Avx2(avx2) => {
            // SAFETY: an `Avx2` is proof that the CPU has the features `time_avx2` enables.
            unsafe {
                time_avx2("basic, AVX2", &Basic, avx2, &positions);
                time_avx2("first, AVX2", &first, avx2, &positions);
                time_avx2("patterns, AVX2", &patterns, avx2, &positions);
            }
        }
    }
    time("basic, portable", &Basic, Portable, &positions);
    time("first, portable", &first, Portable, &positions);
    time("patterns, portable", &patterns, Portable, &positions);
    let sample: Vec<Position> = positions
        .iter()
        .step_by(positions.len() / 200)
        .map(|&(p, o)| Position::new(Bitboard(p), Bitboard(o)).expect("discs apart"))
        .filter(|position| position.empties().count() > 20)
        .collect();
    search("basic", Searcher::with_eval(Basic), &sample);
    search("first", Searcher::with_eval(first.clone()), &sample);
    search("patterns", Searcher::new(), &sample);
}

/// The nodes a second of an 8-ply search of each of `positions` (more than 20 empties).
fn search(name: &str, mut searcher: Searcher, positions: &[Position]) {
    let started = Instant::now();
    let nodes: u64 = positions.iter().map(|&p| searcher.think(p, &Limits::depth(8, 0), &mut ()).nodes).sum();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "search, {name:<28} {:>7.2} M nodes a second ({} positions, {nodes} nodes, {seconds:.2} s)",
        nodes as f64 / seconds / 1e6,
        positions.len()
    );
}

/// [`time`] compiled with the CPU features of the search's AVX2 copy, as the search calls it.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt")]
fn time_avx2(name: &str, eval: &impl Evaluate, kernel: impl Kernel, positions: &[(u64, u64)]) {
    time(name, eval, kernel, positions);
}

#[inline(always)]
fn time(name: &str, eval: &impl Evaluate, kernel: impl Kernel, positions: &[(u64, u64)]) {
    let started = Instant::now();
    let mut sum = 0i64;
    for &(player, opponent) in positions.iter().cycle().take(CALLS) {
        sum += i64::from(eval.evaluate(kernel, black_box(player), black_box(opponent)));
    }
    black_box(sum);
    let nanos = started.elapsed().as_nanos() as f64 / CALLS as f64;
    println!("{name:<36} {nanos:>7.1} ns a call");
    // As the search values the moves of a position: what they share read once, then each move.
    let started = Instant::now();
    let (mut sum, mut calls) = (0i64, 0);
    for &(player, opponent) in positions.iter().cycle() {
        let parent = eval.parent(black_box(player), black_box(opponent));
        let mut moves = kernel.legal_moves(player, opponent);
        while moves != 0 {
            let square = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let flips = kernel.flips(player, opponent, square);
            sum += i64::from(eval.evaluate_after(
                kernel,
                &parent,
                opponent ^ flips,
                player ^ flips ^ (1 << square),
            ));
            calls += 1;
        }
        if calls >= CALLS {
            break;
        }
    }
    black_box(sum);
    let nanos = started.elapsed().as_nanos() as f64 / calls as f64;
    println!("{:<36} {nanos:>7.1} ns a move (its flips too)", format!("{name}, each move"));
}

/// The positions of `games` random games, side to move first.
fn random_positions(games: usize, seed: u64) -> Vec<(u64, u64)> {
    let mut rng = SplitMix64(seed);
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut position = Position::START;
        while !position.is_over() {
            let moves: Vec<_> = position.moves().collect();
            if moves.is_empty() {
                position = position.pass();
                continue;
            }
            positions.push((position.player().0, position.opponent().0));
            position = position.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    positions
}
