//! `error`: how far an evaluation's static value is from the labels of a folder, stage by stage
//! (all its positions, and the tenth that `fit` holds out), to compare weights against the truth
//! where the labels are exact.

use std::io;

use othello_core::engine::movegen::Portable;
use othello_core::search::Evaluate;
use othello_core::search::eval::patterns::STAGES;

use crate::Options;
use crate::data::{Discs, held_out, read_labels};

/// An evaluation's error on one stage's labels, in discs.
#[derive(Debug)]
pub struct StageError {
    pub stage: usize,
    pub positions: usize,
    /// The mean of |value - label|.
    pub mean_absolute: f64,
    /// The mean of value - label: above zero, the evaluation reads higher than the labels.
    pub mean: f64,
    /// The positions `fit` holds out, and the mean of |value - label| on them.
    pub held_out: usize,
    pub held_out_mean_absolute: f64,
}

/// Prints the error of `--eval`'s weights (the shipped ones without it) on every
/// `labels-NN.tsv` of `--dir`, then on all of them together.
pub fn run(options: &Options) -> io::Result<()> {
    let eval = options.learned_weights()?;
    let mut all = Vec::new();
    for stage in 0..STAGES {
        let path = options.dir.join(format!("labels-{stage:02}.tsv"));
        if let Some(labelled) = read_labels(&path)? {
            all.push(stage_error(&eval, stage, &labelled));
        }
    }
    if all.is_empty() {
        let message = format!("{}: no labels-NN.tsv to measure", options.dir.display());
        return Err(io::Error::new(io::ErrorKind::NotFound, message));
    }
    println!("stage  empties  positions  mean |error|  mean error  held out  its mean |error|");
    for error in &all {
        let first = 4 * error.stage + 1;
        println!(
            "{:>5}  {:>7}  {:>9}  {:>12.3}  {:>+10.3}  {:>8}  {:>16.3}",
            error.stage,
            format!("{first}-{}", first + 3),
            error.positions,
            error.mean_absolute,
            error.mean,
            error.held_out,
            error.held_out_mean_absolute
        );
    }
    let positions: usize = all.iter().map(|e| e.positions).sum();
    let held: usize = all.iter().map(|e| e.held_out).sum();
    let weighted = |f: fn(&StageError) -> f64, n: fn(&StageError) -> usize, total: usize| {
        all.iter().map(|e| f(e) * n(e) as f64).sum::<f64>() / total.max(1) as f64
    };
    println!(
        "  all  {:>7}  {positions:>9}  {:>12.3}  {:>+10.3}  {held:>8}  {:>16.3}",
        "",
        weighted(|e| e.mean_absolute, |e| e.positions, positions),
        weighted(|e| e.mean, |e| e.positions, positions),
        weighted(|e| e.held_out_mean_absolute, |e| e.held_out, held)
    );
    Ok(())
}

/// The error of `eval` on the `labelled` positions of `stage` (labels in hundredths of a disc).
pub fn stage_error(eval: &impl Evaluate, stage: usize, labelled: &[(Discs, i32)]) -> StageError {
    let (mut absolute, mut signed, mut held, mut held_absolute) = (0i64, 0i64, 0usize, 0i64);
    for &((player, opponent), label) in labelled {
        let difference = i64::from(eval.evaluate(Portable, player, opponent) - label);
        absolute += difference.abs();
        signed += difference;
        if held_out((player, opponent)) {
            held += 1;
            held_absolute += difference.abs();
        }
    }
    let discs = |hundredths: i64, count: usize| hundredths as f64 / 100.0 / count.max(1) as f64;
    StageError {
        stage,
        positions: labelled.len(),
        mean_absolute: discs(absolute, labelled.len()),
        mean: discs(signed, labelled.len()),
        held_out: held,
        held_out_mean_absolute: discs(held_absolute, held),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::engine::position::Position;
    use othello_core::search::Patterns;

    #[test]
    fn the_error_is_the_mean_distance_of_the_values_from_the_labels() {
        let eval = Patterns::shipped();
        // Positions of a game (each move the first legal one, passing when there is none),
        // until some are held out and some not; each labelled its own value moved by a known
        // amount, every other one 3 discs below it, the rest 1 above.
        let mut position = Position::START;
        let mut labelled = Vec::new();
        while labelled.iter().filter(|(discs, _)| held_out(*discs)).count() < 2 || labelled.len() < 10 {
            position = match position.legal_moves().squares().next() {
                Some(square) => position.play(square),
                None => position.pass(),
            };
            assert!(!position.is_over(), "the game ends before two positions are held out");
            let discs = (position.player().0, position.opponent().0);
            let offset = if labelled.len() % 2 == 0 { 300 } else { -100 };
            labelled.push((discs, eval.evaluate(Portable, discs.0, discs.1) - offset));
        }
        let error = stage_error(&eval, 13, &labelled);
        let n = labelled.len();
        assert_eq!((error.stage, error.positions), (13, n));
        let (above, below) = (n.div_ceil(2) as f64, (n / 2) as f64);
        assert!((error.mean_absolute - (3.0 * above + below) / n as f64).abs() < 1e-9, "{error:?}");
        assert!((error.mean - (3.0 * above - below) / n as f64).abs() < 1e-9, "{error:?}");
        let held: Vec<usize> = (0..n).filter(|&i| held_out(labelled[i].0)).collect();
        assert_eq!(error.held_out, held.len());
        let expected =
            held.iter().map(|&i| if i % 2 == 0 { 3.0 } else { 1.0 }).sum::<f64>() / held.len() as f64;
        assert!((error.held_out_mean_absolute - expected).abs() < 1e-9, "{error:?}");
    }

    #[test]
    fn a_folder_without_labels_is_an_error_that_names_it() {
        let dir = tempfile::tempdir().unwrap();
        let mut options = Options::defaults();
        options.dir = dir.path().to_path_buf();
        let error = run(&options).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::NotFound);
        assert!(error.to_string().contains("no labels-NN.tsv"), "{error}");
    }
}
