//! `endcut`: measures how far the exact score of a position near the end lies from a shallow
//! search's value (`probcut::end_shallow_depth` of its empties, full width), by the stages of the
//! selective endgame, on one position of each of the seed's self-play games (like `play`'s,
//! with the learned evaluation: the shipped weights, or `--eval FILE`), and prints the tables
//! of `src/search/probcut.rs` beside the shipped ones; with `--out`, it also writes the
//! positions and their exact scores, for the test that checks the shipped tables. Each
//! position is appended to `endcut.tsv` as it is measured, so a run that stops goes on where it
//! stopped.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, BufRead};
use std::path::Path;

use othello_core::engine::position::Position;
use othello_core::search::probcut::{
    END_MIN_EMPTIES, END_STAGE_EMPTIES, end_shallow_depth, end_shipped, end_stage,
};
use othello_core::search::{Limits, Searcher};

use crate::Options;
use crate::selfplay::play_game;
use crate::workers::append_lines;

/// The most empties measured: the exact solves beyond take too long for a run of minutes.
const MOST_EMPTIES: u32 = 24;

/// Mixed into the seed for games of this step's own.
const OTHER_GAMES: u64 = 0xE4DC_u64;

/// A measured position: its discs, its shallow search's value and its exact score (hundredths).
type Measured = ((u64, u64), i32, i32);

/// Measures the positions `endcut.tsv` is missing, then prints the tables from all of them.
pub fn run(options: &Options) -> io::Result<()> {
    let eval = options.learned_weights()?;
    let path = options.dir.join("endcut.tsv");
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
            let (player, opponent) = (position.player().0, position.opponent().0);
            let shallow = shallow_value(searcher, position);
            searcher.clear();
            let exact = searcher.solve(position, &mut ()).score.0;
            format!("{number}\t{player:016x}\t{opponent:016x}\t{shallow}\t{exact}\n")
        },
        ("positions", 50),
    )?;
    let measured = read_measured(&path)?;
    let measured: Vec<&Measured> = measured.range(..options.positions as u64).map(|(_, m)| m).collect();
    print_tables(&measured);
    if let Some(out) = &options.out {
        let mut text = String::from(
            "# Positions of self-play games on which the selective endgame's margins were measured\n\
             # (the tuner's `endcut`): player (side to move) and opponent discs in hex (bit 0 = a1),\n\
             # empties, exact final score for the side to move in discs.\n",
        );
        for ((player, opponent), _, exact) in &measured {
            let empties = (!(player | opponent)).count_ones();
            text.push_str(&format!("{player:016x}\t{opponent:016x}\t{empties}\t{}\n", exact / 100));
        }
        fs::write(out, text)?;
        println!("\n{} positions written to {}", measured.len(), out.display());
    }
    Ok(())
}

/// The value of the shallow search that stands for the solve of `position` in the selective
/// endgame: full width, from an empty table.
pub fn shallow_value(searcher: &mut Searcher, position: Position) -> i32 {
    searcher.clear();
    let depth = end_shallow_depth(position.empties().count());
    searcher.think(position, &Limits::depth(depth, 0), &mut ()).score.0
}

/// Position `number`: from game `number` of the seed, the position with `END_MIN_EMPTIES +
/// number mod (MOST_EMPTIES - END_MIN_EMPTIES + 1)` empties, if its side to move can move (else
/// the next game's).
fn pick_position(searcher: &mut Searcher, seed: u64, number: u64) -> Position {
    let span = u64::from(MOST_EMPTIES - END_MIN_EMPTIES + 1);
    let empties = END_MIN_EMPTIES + (number % span) as u32;
    for attempt in 0.. {
        // Other games than `probcut`'s, which takes game `number` of the seed itself.
        let game = play_game(searcher, seed ^ OTHER_GAMES, number + (attempt << 32), 4);
        let mut position = Position::START;
        for square in game {
            if !position.can_move() {
                position = position.pass();
            }
            if position.empties().count() == empties {
                return position;
            }
            position = position.play(square);
        }
    }
    unreachable!("some game reaches every number of empties")
}

/// The positions measured so far, by number (a line cut short by an interrupted run is left
/// out and measured again).
fn read_measured(path: &Path) -> io::Result<BTreeMap<u64, Measured>> {
    let mut measured = BTreeMap::new();
    let Ok(file) = fs::File::open(path) else { return Ok(measured) };
    for line in io::BufReader::new(file).lines() {
        let line = line?;
        let fields: Vec<&str> = line.split('\t').collect();
        let [number, player, opponent, shallow, exact] = fields.as_slice() else { continue };
        let discs = (u64::from_str_radix(player, 16), u64::from_str_radix(opponent, 16));
        if let (Ok(number), (Ok(player), Ok(opponent)), Ok(shallow), Ok(exact)) =
            (number.parse(), discs, shallow.parse(), exact.parse())
        {
            measured.insert(number, ((player, opponent), shallow, exact));
        }
    }
    Ok(measured)
}

/// The measured bias and spread by stage next to the shipped ones, then as Rust constants.
fn print_tables(measured: &[&Measured]) {
    let mut by_stage = vec![Vec::new(); END_STAGE_EMPTIES.len()];
    for ((player, opponent), shallow, exact) in measured {
        by_stage[end_stage((!(player | opponent)).count_ones())].push(f64::from(exact - shallow));
    }
    let mut rows = Vec::new();
    println!("\nstage (empties from), positions, bias (shipped), spread (shipped)");
    for (stage, differences) in by_stage.iter().enumerate() {
        let n = differences.len() as f64;
        let mean = differences.iter().sum::<f64>() / n.max(1.0);
        let variance = differences.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let (bias, spread) = (mean.round() as i32, variance.sqrt().round() as i32);
        let (shipped_bias, shipped_spread) = end_shipped(stage);
        println!(
            "  {stage} ({:2})  {:4}  {bias:5} ({shipped_bias:5})  {spread:5} ({shipped_spread:5})",
            END_STAGE_EMPTIES[stage],
            differences.len()
        );
        rows.push((bias, spread));
    }
    let bias: Vec<String> = rows.iter().map(|(b, _)| b.to_string()).collect();
    let spread: Vec<String> = rows.iter().map(|(_, s)| s.to_string()).collect();
    println!("\nconst END_BIAS: [i32; {}] = [{}];", rows.len(), bias.join(", "));
    println!("const END_SPREAD: [i32; {}] = [{}];", rows.len(), spread.join(", "));
}
