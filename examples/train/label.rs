//! Labels positions with their value for the side to move: the exact final disc difference when
//! the solver can reach the end, else a search of a few plies whose leaves lie in the stages
//! already fitted (the backward bootstrap of Logistello).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use othello::engine::bitboard::Bitboard;
use othello::engine::position::Position;
use othello::search::{Limits, Patterns, Searcher};

use crate::data::Discs;

/// How a stage's positions are labelled.
#[derive(Clone, Copy, Debug)]
pub enum Method {
    /// Solved to the end.
    Exact,
    /// A search this many plies deep (exact where it reaches the end).
    Search(u32),
}

/// The labels of `positions` in hundredths of a disc, in order, on `threads` threads.
pub fn label(positions: &[Discs], method: Method, eval: &Patterns, threads: usize) -> Vec<i32> {
    let labels = Mutex::new(vec![0; positions.len()]);
    let next = AtomicUsize::new(0);
    let started = Instant::now();
    const CHUNK: usize = 64;
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut searcher = Searcher::with_eval(eval.clone());
                loop {
                    let first = next.fetch_add(CHUNK, Ordering::Relaxed);
                    if first >= positions.len() {
                        break;
                    }
                    let chunk = &positions[first..(first + CHUNK).min(positions.len())];
                    let values: Vec<i32> =
                        chunk.iter().map(|&discs| value(&mut searcher, discs, method)).collect();
                    labels.lock().expect("no worker panics")[first..first + chunk.len()]
                        .copy_from_slice(&values);
                    let done = first + chunk.len();
                    if done.is_multiple_of(CHUNK * 500) {
                        let seconds = started.elapsed().as_secs_f64();
                        println!("  {done} of {} labelled, {seconds:.0} s", positions.len());
                    }
                }
            });
        }
    });
    labels.into_inner().expect("no worker panics")
}

/// The value of one position.
fn value(searcher: &mut Searcher<Patterns>, (player, opponent): Discs, method: Method) -> i32 {
    let position = Position::new(Bitboard(player), Bitboard(opponent)).expect("discs apart");
    let limits = match method {
        Method::Exact => Limits::depth(60, 60),
        Method::Search(depth) => Limits::depth(depth, 0),
    };
    searcher.think(position, &limits, &mut ()).score.0
}
