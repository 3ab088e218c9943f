//! `probcut`: measures how far a shallow search's value lies from a deep one's, by stage and
//! depth, on one position of each of the seed's self-play games (like `play`'s, with the
//! learned evaluation: the shipped weights, or `--eval FILE`), and prints the bias and spread
//! tables of `src/search/probcut.rs` with the shipped ones; with `--out`, it also writes the
//! positions, for the test that checks the shipped tables.
//! Position `n` depends only on the seed and `n`; each is appended to `probcut.tsv` as it is
//! measured, so a run that stops goes on where it stopped.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, BufRead};
use std::path::Path;

use othello_core::engine::position::Position;
use othello_core::search::Searcher;
use othello_core::search::probcut::{MEASURED_DEPTH, MIN_DEPTH, STAGE_EMPTIES, shipped};

use crate::Options;
use crate::selfplay::position_in_game;
use crate::workers::append_lines;
use othello_tune::calibration::{Calibration, values_by_depth};

/// A measured position: its discs (the side to move's, the other side's) and its values at
/// depths 1 to [`MEASURED_DEPTH`].
type Measured = ((u64, u64), Vec<i32>);

/// Measures the positions `probcut.tsv` is missing, then prints the tables from all of them.
pub fn run(options: &Options) -> io::Result<()> {
    let eval = options.learned_weights()?;
    let path = options.dir.join("probcut.tsv");
    let done = read_measured(&path)?;
    let missing: Vec<u64> = (0..options.positions as u64).filter(|n| !done.contains_key(n)).collect();
    println!("{} positions in {}, {} to measure", done.len(), path.display(), missing.len());
    append_lines(
        &path,
        &missing,
        options.threads,
        || Searcher::with_eval(eval.clone()),
        |searcher, &number| {
            let position = pick_position(searcher, options.seed, number);
            measured_line(number, position, &values_by_depth(searcher, position, MEASURED_DEPTH))
        },
        ("positions", 50),
    )?;
    let measured = read_measured(&path)?;
    let measured: Vec<&Measured> = measured.range(..options.positions as u64).map(|(_, m)| m).collect();
    let mut calibration = Calibration::default();
    for ((player, opponent), values) in &measured {
        calibration.add((!(player | opponent)).count_ones(), values);
    }
    print_tables(&calibration);
    if let Some(out) = &options.out {
        let mut text = String::from(
            "# Positions of self-play games on which ProbCut's margins were measured (the tuner's `probcut`).\n\
             # player (side to move) and opponent discs in hex (bit 0 = a1), empties.\n",
        );
        for ((player, opponent), _) in &measured {
            text.push_str(&format!(
                "{player:016x}\t{opponent:016x}\t{}\n",
                (!(player | opponent)).count_ones()
            ));
        }
        fs::write(out, text)?;
        println!("\n{} positions written to {}", measured.len(), out.display());
    }
    Ok(())
}

/// Position `number`: from game `number` of the seed, a position of stage `number % 4` (with
/// more empties than the deepest depth measured, so that no search reaches the end), with a
/// move to play, picked at random.
fn pick_position(searcher: &mut Searcher, seed: u64, number: u64) -> Position {
    let stage = number as usize % STAGE_EMPTIES.len();
    let low = STAGE_EMPTIES[stage].max(MEASURED_DEPTH + 1);
    let high = if stage == 0 { 60 } else { STAGE_EMPTIES[stage - 1] - 1 };
    position_in_game(searcher, seed, number, low..=high)
}

fn measured_line(number: u64, position: Position, values: &[i32]) -> String {
    let (player, opponent) = (position.player().0, position.opponent().0);
    let values: Vec<String> = values.iter().map(i32::to_string).collect();
    format!("{number}\t{player:016x}\t{opponent:016x}\t{}\n", values.join(","))
}

/// The positions measured so far, by number (a line cut short by an interrupted run is left
/// out and measured again).
fn read_measured(path: &Path) -> io::Result<BTreeMap<u64, Measured>> {
    let mut measured = BTreeMap::new();
    let Ok(file) = fs::File::open(path) else { return Ok(measured) };
    for line in io::BufReader::new(file).lines() {
        let line = line?;
        let fields: Vec<&str> = line.split('\t').collect();
        let [number, player, opponent, values] = fields.as_slice() else { continue };
        let values: Option<Vec<i32>> = values.split(',').map(|v| v.parse().ok()).collect();
        let discs = (u64::from_str_radix(player, 16), u64::from_str_radix(opponent, 16));
        if let (Ok(number), (Ok(player), Ok(opponent)), Some(values)) = (number.parse(), discs, values)
            && values.len() == MEASURED_DEPTH as usize
        {
            measured.insert(number, ((player, opponent), values));
        }
    }
    Ok(measured)
}

/// The measured tables next to the shipped ones, then the measured ones as Rust constants.
fn print_tables(calibration: &Calibration) {
    let depths = MIN_DEPTH..=MEASURED_DEPTH;
    for (stage, from) in STAGE_EMPTIES.iter().enumerate() {
        println!(
            "\nstage {stage} ({from} empties or more): depth, positions, bias (shipped), spread (shipped)"
        );
        for depth in depths.clone() {
            let shown = |value: Option<i32>| value.map_or("-".to_string(), |v| v.to_string());
            let (bias, spread) = shipped(stage, depth);
            println!(
                "  {depth:2}  {:4}  {:>5} ({bias:5})  {:>5} ({spread:5})",
                calibration.count(stage, depth),
                shown(calibration.bias(stage, depth)),
                shown(calibration.spread(stage, depth)),
            );
        }
    }
    for (name, value) in [
        ("BIAS", Calibration::bias as fn(&Calibration, usize, u32) -> Option<i32>),
        ("SPREAD", Calibration::shipped_spread),
    ] {
        println!("\nconst {name}: [[i32; {}]; {}] = [", depths.clone().count(), STAGE_EMPTIES.len());
        for stage in 0..STAGE_EMPTIES.len() {
            let row: Vec<String> = depths
                .clone()
                .map(|depth| value(calibration, stage, depth).unwrap_or(0).to_string())
                .collect();
            println!("    [{}],", row.join(", "));
        }
        println!("];");
    }
}
