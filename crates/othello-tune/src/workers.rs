//! Work shared out over threads: each thread keeps its own state (its searcher, with its table),
//! and the results come back to the calling thread as they are done, to be kept at once.

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use othello_core::search::{Evaluation, Searcher};

/// A searcher for many small searches that must not depend on each other: its table (2 MiB)
/// is small enough to clear before each of them in a moment.
pub fn small_searcher(eval: impl Into<Evaluation>) -> Searcher {
    Searcher::with_eval(eval).with_table_bits(16)
}

/// Runs `work` on each of `items` on `threads` threads, each with a state made by `state`;
/// `done` gets every result on this thread, with the index of its item, in the order they
/// finish. An error from `done` stops the workers after the items they are on.
pub fn each_in_parallel<T: Sync, S, R: Send>(
    items: &[T],
    threads: usize,
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, &T) -> R + Sync,
    mut done: impl FnMut(usize, R) -> io::Result<()>,
) -> io::Result<()> {
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (sender, next, state, work) = (sender.clone(), &next, &state, &work);
            scope.spawn(move || {
                let mut own = state();
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    if sender.send((index, work(&mut own, item))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        // Owned here, so that an early return drops it and the workers' next send fails.
        let receiver = receiver;
        for (index, result) in receiver.iter() {
            done(index, result)?;
        }
        Ok(())
    })
}

/// Appends to the file at `path` the line `work` makes of each of `items`, on `threads`
/// threads, each line as soon as it is made (so a run that stops keeps what it did), and says
/// every `every` lines how far it is, counting `what` (games, positions).
pub fn append_lines<T: Sync, S>(
    path: &Path,
    items: &[T],
    threads: usize,
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, &T) -> String + Sync,
    (what, every): (&str, usize),
) -> io::Result<()> {
    let mut file = fs::OpenOptions::new().create(true).append(true).open(path)?;
    let started = Instant::now();
    let mut finished = 0;
    each_in_parallel(items, threads, state, work, |_, line| {
        file.write_all(line.as_bytes())?;
        finished += 1;
        if finished % every == 0 || finished == items.len() {
            let seconds = started.elapsed().as_secs_f64();
            println!("{finished} {what}, {seconds:.0} s, {:.1} a second", finished as f64 / seconds);
        }
        Ok(())
    })
}
