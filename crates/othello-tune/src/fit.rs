//! `fit`: stage by stage from the end of the game, labels the positions of the games and fits
//! the stage's weights by ridge regression (conjugate gradients on the normal equations,
//! stopped where the error on held-out positions is least); `sample`: held-out labelled
//! positions for the tests.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::{self, Write};
use std::time::Instant;

use othello_core::search::Patterns;
use othello_core::search::eval::layout::{Kind, Layout};
use othello_core::search::eval::patterns::{STAGES, stage};
use othello_core::search::eval::weights;

use crate::Options;
use crate::blend;
use crate::data::{Discs, at_most, held_out, positions, read_games, read_labels, write_labels};
use crate::label::{Method, label};
use crate::wthor::SCORES;

/// A stage with fewer positions is not fitted.
const FEWEST_POSITIONS: usize = 1000;

/// Labels and fits every stage not fitted yet, writing the weights after each.
pub fn run(options: &Options) -> io::Result<()> {
    let games = read_games(&options.dir.join("games.txt"))?;
    let tournament = read_games(&options.dir.join("wthor.txt"))?;
    let all = positions(games.values().chain(tournament.values()));
    println!(
        "{} games of self-play, {} of tournaments, {} different positions",
        games.len(),
        tournament.len(),
        all.len()
    );
    let kind = options.kind;
    let partial = options.dir.join("weights.partial");
    let mut stages = read_partial_weights(options)?
        .unwrap_or_else(|| vec![vec![0; Layout::get(kind).parameter_count()]; STAGES]);
    let mut report = fs::OpenOptions::new().create(true).append(true).open(options.dir.join("fit.txt"))?;
    for stage_index in 0..STAGES {
        let done = options.dir.join(format!("fitted-{stage_index:02}"));
        if done.exists() {
            continue;
        }
        let labelled = labelled(options, &all, stage_index, &Patterns::from_parameters(kind, &stages))?;
        let started = Instant::now();
        let (fitted, line) = if labelled.len() < FEWEST_POSITIONS && stage_index > 0 {
            // The first moves of a game reach few positions: they take the next stage's weights.
            (
                stages[stage_index - 1].clone(),
                format!("{} positions: the weights of stage {}", labelled.len(), stage_index - 1),
            )
        } else {
            fit_stage(kind, &labelled, options.lambda, None)
        };
        stages[stage_index] = fitted;
        let line = format!("{line}, fit {:.0} s", started.elapsed().as_secs_f64());
        println!("stage {stage_index:>2}: {line}");
        writeln!(report, "stage {stage_index:>2}: {line}")?;
        fs::write(&partial, weights::encode(kind, &stages))?;
        fs::write(&done, "")?;
    }
    let out = options.out.clone().unwrap_or_else(|| options.dir.join("patterns.weights"));
    fs::write(&out, weights::encode(kind, &stages))?;
    println!("weights written to {}", out.display());
    Ok(())
}

/// The weights of the stages fitted so far, kept in the folder's `weights.partial` (`None`
/// before the first is fitted); refused if they are of another kind than `--kind`.
pub fn read_partial_weights(options: &Options) -> io::Result<Option<Vec<Vec<i16>>>> {
    let path = options.dir.join("weights.partial");
    let Ok(bytes) = fs::read(&path) else { return Ok(None) };
    decode_kind(options.kind, &path, &bytes).map(Some)
}

/// The stages of the weights in `bytes`, read from `path`; refused, naming it, if they are not
/// weights of `kind`.
fn decode_kind(kind: Kind, path: &std::path::Path, bytes: &[u8]) -> io::Result<Vec<Vec<i16>>> {
    let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidData, message);
    match weights::decode(bytes) {
        Ok((found, stages)) if found == kind => Ok(stages),
        Ok((found, _)) => Err(invalid(format!("{}: {found:?} weights, not {kind:?}", path.display()))),
        Err(e) => Err(invalid(format!("{}: {e}", path.display()))),
    }
}

/// The labelled positions of a stage, from its file or labelled now (and kept in the file).
fn labelled(
    options: &Options,
    all: &[Discs],
    stage_index: usize,
    eval: &Patterns,
) -> io::Result<Vec<(Discs, i32)>> {
    let path = options.dir.join(format!("labels-{stage_index:02}.tsv"));
    if let Some(labelled) = read_labels(&path)? {
        return Ok(labelled);
    }
    let in_stage: Vec<Discs> =
        all.iter().copied().filter(|&(p, o)| stage((!(p | o)).count_ones()) == stage_index).collect();
    // Positions whose perfect-play score the WTHOR files record are labelled by it, all of them,
    // beside the stage's choice: exact labels that cost no search.
    let recorded: HashMap<Discs, i32> = read_labels(&options.dir.join(SCORES))?
        .unwrap_or_default()
        .into_iter()
        .filter(|&((p, o), _)| stage((!(p | o)).count_ones()) == stage_index)
        .collect();
    let mut in_stage = at_most(in_stage, options.per_stage);
    let chosen: HashSet<Discs> = in_stage.iter().copied().collect();
    let mut extra: Vec<Discs> = recorded.keys().copied().filter(|discs| !chosen.contains(discs)).collect();
    extra.sort_unstable();
    in_stage.extend(extra);
    let to_search: Vec<Discs> =
        in_stage.iter().copied().filter(|discs| !recorded.contains_key(discs)).collect();
    let most_empties = in_stage.iter().map(|&(p, o)| (!(p | o)).count_ones()).max().unwrap_or(0);
    let method =
        if most_empties <= options.exact { Method::Exact } else { Method::searched(options, most_empties) };
    println!(
        "stage {stage_index:>2}: labelling {} positions ({method:?}{}), {} more by their recorded score",
        to_search.len(),
        if options.selective { ", selective" } else { "" },
        in_stage.len() - to_search.len()
    );
    let started = Instant::now();
    let partial = path.with_extension("partial");
    let searched = label(&to_search, (method, options.selective), eval, options.threads, &partial)?;
    println!("stage {stage_index:>2}: labelled in {:.0} s", started.elapsed().as_secs_f64());
    let labelled: Vec<(Discs, i32)> = in_stage
        .into_iter()
        .map(|discs| (discs, recorded.get(&discs).or(searched.get(&discs)).copied().expect("labelled")))
        .collect();
    write_labels(&path, &labelled)?;
    fs::remove_file(partial)?;
    Ok(labelled)
}

/// Positions as rows of signed parameters, with their labels in discs.
struct Rows {
    /// Parameters per row.
    stride: usize,
    features: Vec<i32>,
    labels: Vec<f64>,
}

impl Rows {
    fn new<'a>(kind: Kind, labelled: impl Iterator<Item = &'a (Discs, i32)>) -> Rows {
        let layout = Layout::get(kind);
        let mut rows = Rows { stride: 0, features: Vec::new(), labels: Vec::new() };
        for &((player, opponent), label) in labelled {
            let before = rows.features.len();
            rows.features.extend(layout.features(player, opponent));
            rows.stride = rows.features.len() - before;
            rows.labels.push(f64::from(label) / 100.0);
        }
        rows
    }

    fn len(&self) -> usize {
        self.labels.len()
    }

    /// `A w`: each row's prediction.
    fn times(&self, w: &[f64], out: &mut [f64]) {
        for (row, out) in self.features.chunks_exact(self.stride.max(1)).zip(out) {
            *out = row.iter().map(|&f| signed(w, f)).sum();
        }
    }

    /// `Aᵀ e`.
    fn transposed_times(&self, e: &[f64], out: &mut [f64]) {
        out.fill(0.0);
        for (row, &e) in self.features.chunks_exact(self.stride.max(1)).zip(e) {
            for &f in row {
                match f {
                    0 => {}
                    f if f > 0 => out[f as usize - 1] += e,
                    f => out[(-f) as usize - 1] -= e,
                }
            }
        }
    }

    /// Takes `w`'s predictions off the labels, so that a fit of what is left is a change to `w`.
    fn subtract_predictions(&mut self, w: &[f64]) {
        let mut predictions = vec![0.0; self.len()];
        self.times(w, &mut predictions);
        self.labels.iter_mut().zip(predictions).for_each(|(l, p)| *l -= p);
    }

    /// The mean absolute error of `w`, in discs.
    fn mean_error(&self, w: &[f64]) -> f64 {
        let mut predictions = vec![0.0; self.len()];
        self.times(w, &mut predictions);
        predictions.iter().zip(&self.labels).map(|(p, l)| (p - l).abs()).sum::<f64>()
            / self.len().max(1) as f64
    }
}

fn signed(w: &[f64], feature: i32) -> f64 {
    match feature {
        0 => 0.0,
        f if f > 0 => w[f as usize - 1],
        f => -w[(-f) as usize - 1],
    }
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// Fits one stage: minimises `|A w - y|² + λ |w - w₀|²` by conjugate gradients (CGLS), from
/// `w₀` = `start` (zero without), keeping the iterate with the least error on the held-out
/// positions; returns the weights in hundredths of a disc and a line of report.
fn fit_stage(
    kind: Kind,
    labelled: &[(Discs, i32)],
    lambda: f64,
    start: Option<&[i16]>,
) -> (Vec<i16>, String) {
    fit_rows(
        kind,
        labelled.iter().filter(|(d, _)| !held_out(*d)),
        labelled.iter().filter(|(d, _)| held_out(*d)),
        lambda,
        start,
    )
}

/// Fits weights to the `train` positions, stopped where the error on the `test` ones is least.
/// From `start`, it fits the change to them: what the labels say beyond them, pulled toward
/// them by the ridge and by the early stop, so that few positions refine weights that many
/// positions made rather than replacing them.
fn fit_rows<'a>(
    kind: Kind,
    train: impl Iterator<Item = &'a (Discs, i32)>,
    test: impl Iterator<Item = &'a (Discs, i32)>,
    lambda: f64,
    start: Option<&[i16]>,
) -> (Vec<i16>, String) {
    let mut train = Rows::new(kind, train);
    let mut test = Rows::new(kind, test);
    let n = Layout::get(kind).parameter_count();
    let start: Option<Vec<f64>> = start.map(|start| start.iter().map(|&w| f64::from(w) / 100.0).collect());
    if let Some(start) = &start {
        train.subtract_predictions(start);
        test.subtract_predictions(start);
    }
    let mut w = vec![0.0; n];
    let mut residual = train.labels.clone();
    let mut gradient = vec![0.0; n];
    train.transposed_times(&residual, &mut gradient);
    let mut direction = gradient.clone();
    let mut gamma = dot(&gradient, &gradient);
    let mut q = vec![0.0; train.len()];
    let (mut best, mut best_error, mut best_iteration) = (w.clone(), test.mean_error(&w), 0);
    for iteration in 1..=400 {
        if gamma == 0.0 {
            break;
        }
        train.times(&direction, &mut q);
        let alpha = gamma / (dot(&q, &q) + lambda * dot(&direction, &direction));
        w.iter_mut().zip(&direction).for_each(|(w, d)| *w += alpha * d);
        residual.iter_mut().zip(&q).for_each(|(r, q)| *r -= alpha * q);
        train.transposed_times(&residual, &mut gradient);
        gradient.iter_mut().zip(&w).for_each(|(g, w)| *g -= lambda * w);
        let next_gamma = dot(&gradient, &gradient);
        let beta = next_gamma / gamma;
        direction.iter_mut().zip(&gradient).for_each(|(d, g)| *d = g + beta * *d);
        gamma = next_gamma;
        let error = test.mean_error(&w);
        if error < best_error {
            (best, best_error, best_iteration) = (w.clone(), error, iteration);
        } else if iteration - best_iteration >= 20 {
            break;
        }
    }
    let line = format!(
        "{} positions fitted, {} held out: mean error {:.2} discs fitted, {best_error:.2} held out (iteration {best_iteration})",
        train.len(),
        test.len(),
        train.mean_error(&best),
    );
    if let Some(start) = &start {
        best.iter_mut().zip(start).for_each(|(w, s)| *w += s);
    }
    let quantised = best.iter().map(|w| (w * 100.0).round().clamp(-32000.0, 32000.0) as i16).collect();
    (quantised, line)
}

/// Fits every stage again from the labels `fit` kept, each on its own positions and, with
/// `--neighbours`, those of the stages on either side (four empties more or fewer, where the
/// weights are alike): more positions a weight for the same labels. Each is stopped where the
/// error on its own held-out positions is least, as `fit` stops. Writes the weights to `--out`
/// (`patterns-refit.weights` in the folder unless given).
pub fn refit(options: &Options) -> io::Result<()> {
    let mut all = Vec::with_capacity(STAGES);
    for stage_index in 0..STAGES {
        all.push(read_labels(&options.dir.join(format!("labels-{stage_index:02}.tsv")))?.unwrap_or_default());
    }
    if options.blend > 0 {
        blend::blend(&mut all, &options.learned_weights()?, options.blend, options.threads)?;
    }
    let kind = options.kind;
    let start = match &options.start {
        Some(file) => Some(start_weights(kind, file)?),
        None => None,
    };
    let mut stages: Vec<Vec<i16>> = Vec::with_capacity(STAGES);
    for stage_index in 0..STAGES {
        let started = Instant::now();
        let own = &all[stage_index];
        if let Some(start) = start.as_ref().filter(|_| own.len() < FEWEST_POSITIONS) {
            // Refining given weights, a stage without labels keeps its own.
            stages.push(start[stage_index].clone());
            println!("stage {stage_index:>2}: {} positions: the starting weights", own.len());
            continue;
        }
        if own.len() < FEWEST_POSITIONS && stage_index > 0 {
            let previous = stages[stage_index - 1].clone();
            stages.push(previous);
            println!(
                "stage {stage_index:>2}: {} positions: the weights of stage {}",
                own.len(),
                stage_index - 1
            );
            continue;
        }
        let reach = if options.neighbours { 1 } else { 0 };
        let around = stage_index.saturating_sub(reach)..=(stage_index + reach).min(STAGES - 1);
        let train = around.flat_map(|s| all[s].iter()).filter(|(d, _)| !held_out(*d));
        let test = own.iter().filter(|(d, _)| held_out(*d));
        let from = start.as_ref().map(|start| start[stage_index].as_slice());
        let (fitted, line) = fit_rows(kind, train, test, options.lambda, from);
        println!("stage {stage_index:>2}: {line}, fit {:.0} s", started.elapsed().as_secs_f64());
        stages.push(fitted);
    }
    let out = options.out.clone().unwrap_or_else(|| options.dir.join("patterns-refit.weights"));
    fs::write(&out, weights::encode(kind, &stages))?;
    println!("weights written to {}", out.display());
    Ok(())
}

/// The weights `refit --start` refines, refused if they are of another kind than `--kind`.
fn start_weights(kind: Kind, file: &std::path::Path) -> io::Result<Vec<Vec<i16>>> {
    decode_kind(kind, file, &crate::read_weights(&file.display().to_string())?)
}

/// Writes held-out labelled positions of every stage (up to 30 each) to `--out`.
pub fn sample(options: &Options) -> io::Result<()> {
    let Some(out) = &options.out else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "sample needs --out FILE"));
    };
    let mut text = String::from(
        "# Held-out positions of the tuner's games with their labels (the tuner's `sample`).\n\
         # player (side to move) and opponent discs in hex (bit 0 = a1), empties, label in hundredths of a disc:\n\
         # exact up to the tuner's --exact empties, else a search into the fitted stages.\n",
    );
    for stage_index in 0..STAGES {
        let Some(labelled) = read_labels(&options.dir.join(format!("labels-{stage_index:02}.tsv")))? else {
            continue;
        };
        for ((player, opponent), label) in labelled.iter().filter(|(d, _)| held_out(*d)).take(30) {
            let empties = (!(player | opponent)).count_ones();
            text.push_str(&format!("{player:016x}\t{opponent:016x}\t{empties}\t{label}\n"));
        }
    }
    fs::write(out, text)?;
    println!("sample written to {}", out.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::write_labels;
    use othello_core::engine::position::Position;

    /// Positions of a few games whose moves a simple generator picks, each with its value by
    /// `weights` (the sum of the signed weights of its features, in hundredths of a disc).
    fn valued_positions(kind: Kind, weights: &[i16], count: usize) -> Vec<(Discs, i32)> {
        let layout = Layout::get(kind);
        let discs: Vec<f64> = weights.iter().map(|&w| f64::from(w) / 100.0).collect();
        let mut state: u64 = 7;
        let mut found = Vec::new();
        let mut position = Position::START;
        while found.len() < count {
            let moves: Vec<_> = position.legal_moves().squares().collect();
            if moves.is_empty() {
                position = if position.pass().legal_moves().squares().next().is_some() {
                    position.pass()
                } else {
                    Position::START
                };
                continue;
            }
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            position = position.play(moves[(state >> 33) as usize % moves.len()]);
            let (player, opponent) = (position.player().0, position.opponent().0);
            let value: f64 = layout.features(player, opponent).map(|f| signed(&discs, f)).sum();
            found.push(((player, opponent), (value * 100.0).round() as i32));
        }
        found
    }

    fn shipped_stages() -> Vec<Vec<i16>> {
        weights::decode(othello_core::search::eval::patterns::SHIPPED).unwrap().1
    }

    #[test]
    fn refining_weights_that_fit_the_labels_leaves_them_as_they_are() {
        let stage = shipped_stages().swap_remove(8);
        let labelled = valued_positions(Kind::Sided, &stage, 400);
        let (refined, _) = fit_stage(Kind::Sided, &labelled, 20.0, Some(&stage));
        assert_eq!(refined, stage);
        let (from_zero, _) = fit_stage(Kind::Sided, &labelled, 20.0, None);
        assert_ne!(from_zero, stage, "400 positions alone do not give back the weights");
    }

    #[test]
    fn a_refinement_moves_the_weights_toward_labels_they_missed() {
        let stage = shipped_stages().swap_remove(8);
        // The labels two discs above the weights' values: the refinement takes most of that off
        // the held-out positions too.
        let labelled: Vec<_> =
            valued_positions(Kind::Sided, &stage, 2000).into_iter().map(|(d, v)| (d, v + 200)).collect();
        let (refined, line) = fit_stage(Kind::Sided, &labelled, 20.0, Some(&stage));
        let refined_discs: Vec<f64> = refined.iter().map(|&w| f64::from(w) / 100.0).collect();
        let held_out_error =
            Rows::new(Kind::Sided, labelled.iter().filter(|(d, _)| held_out(*d))).mean_error(&refined_discs);
        assert!(held_out_error < 1.0, "{line}");
        let changed = refined.iter().zip(&stage).filter(|(a, b)| a != b).count();
        assert!(changed > 0, "{line}");
    }

    #[test]
    fn refit_from_weights_keeps_the_stages_it_has_no_labels_for() {
        let dir = tempfile::tempdir().unwrap();
        let stages = shipped_stages();
        let start = dir.path().join("start.weights");
        fs::write(&start, weights::encode(Kind::Sided, &stages)).unwrap();
        let labelled: Vec<_> =
            valued_positions(Kind::Sided, &stages[4], 1500).into_iter().map(|(d, v)| (d, v - 300)).collect();
        write_labels(&dir.path().join("labels-04.tsv"), &labelled).unwrap();
        let mut options = Options::defaults();
        options.dir = dir.path().to_path_buf();
        options.start = Some(start);
        options.out = Some(dir.path().join("out.weights"));
        refit(&options).unwrap();
        let (kind, refitted) = weights::decode(&fs::read(dir.path().join("out.weights")).unwrap()).unwrap();
        assert_eq!(kind, Kind::Sided);
        for (index, (refitted, shipped)) in refitted.iter().zip(&stages).enumerate() {
            assert_eq!(refitted == shipped, index != 4, "stage {index}");
        }
    }

    #[test]
    fn refit_refuses_start_weights_it_cannot_read_naming_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut options = Options::defaults();
        options.dir = dir.path().to_path_buf();
        options.start = Some(dir.path().join("missing.weights"));
        let error = refit(&options).unwrap_err().to_string();
        assert!(error.contains("missing.weights"), "{error}");
        fs::write(dir.path().join("bad.weights"), b"not weights").unwrap();
        options.start = Some(dir.path().join("bad.weights"));
        let error = refit(&options).unwrap_err().to_string();
        assert!(error.contains("bad.weights"), "{error}");
    }
}
