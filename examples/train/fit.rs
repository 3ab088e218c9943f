//! `fit`: stage by stage from the end of the game, labels the positions of the games and fits
//! the stage's weights by ridge regression (conjugate gradients on the normal equations,
//! stopped where the error on held-out positions is least); `sample`: held-out labelled
//! positions for the tests.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::{self, Write};
use std::time::Instant;

use othello::search::Patterns;
use othello::search::eval::layout::{Kind, Layout};
use othello::search::eval::patterns::{STAGES, stage};
use othello::search::eval::weights;

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
            fit_stage(kind, &labelled, options.lambda)
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
    let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidData, message);
    match weights::decode(&bytes) {
        Ok((found, stages)) if found == options.kind => Ok(Some(stages)),
        Ok((found, _)) => {
            Err(invalid(format!("{}: {found:?} weights, not {:?}", path.display(), options.kind)))
        }
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

/// Fits one stage: minimises `|A w - y|² + λ |w|²` by conjugate gradients (CGLS), keeping the
/// iterate with the least error on the held-out positions; returns the weights in hundredths
/// of a disc and a line of report.
fn fit_stage(kind: Kind, labelled: &[(Discs, i32)], lambda: f64) -> (Vec<i16>, String) {
    fit_rows(
        kind,
        labelled.iter().filter(|(d, _)| !held_out(*d)),
        labelled.iter().filter(|(d, _)| held_out(*d)),
        lambda,
    )
}

/// Fits weights to the `train` positions, stopped where the error on the `test` ones is least.
fn fit_rows<'a>(
    kind: Kind,
    train: impl Iterator<Item = &'a (Discs, i32)>,
    test: impl Iterator<Item = &'a (Discs, i32)>,
    lambda: f64,
) -> (Vec<i16>, String) {
    let train = Rows::new(kind, train);
    let test = Rows::new(kind, test);
    let n = Layout::get(kind).parameter_count();
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
    let mut stages: Vec<Vec<i16>> = Vec::with_capacity(STAGES);
    for stage_index in 0..STAGES {
        let started = Instant::now();
        let own = &all[stage_index];
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
        let (fitted, line) = fit_rows(kind, train, own.iter().filter(|(d, _)| held_out(*d)), options.lambda);
        println!("stage {stage_index:>2}: {line}, fit {:.0} s", started.elapsed().as_secs_f64());
        stages.push(fitted);
    }
    let out = options.out.clone().unwrap_or_else(|| options.dir.join("patterns-refit.weights"));
    fs::write(&out, weights::encode(kind, &stages))?;
    println!("weights written to {}", out.display());
    Ok(())
}

/// Writes held-out labelled positions of every stage (up to 30 each) to `--out`.
pub fn sample(options: &Options) -> io::Result<()> {
    let Some(out) = &options.out else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "sample needs --out FILE"));
    };
    let mut text = String::from(
        "# Held-out positions of the trainer's games with their labels (examples/train.rs `sample`).\n\
         # player (side to move) and opponent discs in hex (bit 0 = a1), empties, label in hundredths of a disc:\n\
         # exact up to the trainer's --exact empties, else a search into the fitted stages.\n",
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
