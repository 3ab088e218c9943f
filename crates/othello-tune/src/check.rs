//! `check-labels`: how far a way of labelling searched positions is from the truth, on
//! positions of WTHOR's games 24 empties from the end whose perfect-play score the files record
//! (`wthor-scores.tsv`, written by `wthor`): the depth, the parity mean and ProbCut chosen as
//! for `fit`, the leaves valued by the folder's `weights.partial` (the stages `fit` has fitted)
//! or, without it, the shipped weights.

use std::fs;
use std::io;
use std::time::Instant;

use othello_core::search::Patterns;

use crate::Options;
use crate::data::{Discs, at_most, read_labels};
use crate::fit::read_partial_weights;
use crate::label::{Method, label};
use crate::wthor::{SCORED_EMPTIES, SCORES};

/// Labels `--positions` of the recorded positions as `fit` would with these options and prints
/// the mean error against their recorded scores, and the time.
pub fn run(options: &Options) -> io::Result<()> {
    let path = options.dir.join(SCORES);
    let Some(recorded) = read_labels(&path)? else {
        let message = format!("{}: not found (run `tune wthor` first)", path.display());
        return Err(io::Error::new(io::ErrorKind::NotFound, message));
    };
    let chosen: Vec<(Discs, i32)> = {
        let discs = at_most(recorded.iter().map(|&(discs, _)| discs).collect(), options.positions);
        let truth: std::collections::HashMap<Discs, i32> = recorded.into_iter().collect();
        discs.into_iter().map(|discs| (discs, truth[&discs])).collect()
    };
    let eval = match read_partial_weights(options)? {
        Some(stages) => Patterns::from_parameters(options.kind, &stages),
        None => Patterns::shipped(),
    };
    let method = Method::searched(options, SCORED_EMPTIES);
    // Kept aside so that a check never mixes with a stage's labels.
    let partial = options.dir.join("check-labels.partial");
    let _ = fs::remove_file(&partial);
    let started = Instant::now();
    let discs: Vec<Discs> = chosen.iter().map(|&(discs, _)| discs).collect();
    let found = label(&discs, (method, options.selective), &eval, options.threads, &partial)?;
    let seconds = started.elapsed().as_secs_f64();
    fs::remove_file(&partial)?;
    let errors: Vec<f64> =
        chosen.iter().map(|(discs, truth)| f64::from(found[discs] - truth) / 100.0).collect();
    let count = errors.len().max(1) as f64;
    println!(
        "{} positions, {method:?}{}: mean absolute error {:.2} discs, mean error {:+.2}, {seconds:.1} s",
        errors.len(),
        if options.selective { ", selective" } else { "" },
        errors.iter().map(|e| e.abs()).sum::<f64>() / count,
        errors.iter().sum::<f64>() / count,
    );
    Ok(())
}
