//! The odd/even swing: how far a search's value moves from one depth to the next, as hints and
//! the review show it. On the positions of `tests/data/probcut-sample.tsv` (self-play games,
//! 8 to 56 empties) each evaluation searches full width from 1 to `--depth` plies (12 unless
//! given; never to the end of the game) from an empty table, and the mean of
//! |value(depth d) - value(depth d + 1)| is printed for each step and over all, with the mean of
//! the even depth's value minus the odd one's (the part of the swing that goes one way), and the
//! mean by the position's empties (8-15, 16-23, ...):
//! `cargo run --release --example swing -- --evals patterns,first --depth 10`.

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;
use othello_tune::calibration;
use othello_tune::evals;

use std::process::ExitCode;
use std::time::Instant;

use othello::engine::bitboard::Bitboard;
use othello::engine::position::Position;
use othello::search::Searcher;

const SAMPLE: &str = include_str!("../tests/data/probcut-sample.tsv");

fn main() -> ExitCode {
    let mut names = vec!["patterns".to_string(), "first".to_string()];
    let mut depth = 12;
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        match (pair[0].as_str(), pair.get(1)) {
            ("--evals", Some(list)) if list.split(',').all(|name| evals::evaluation(name).is_some()) => {
                names = list.split(',').map(str::to_string).collect();
            }
            ("--depth", Some(value)) if value.parse::<u32>().is_ok_and(|d| (2..=20).contains(&d)) => {
                depth = value.parse().expect("checked");
            }
            _ => {
                eprintln!("usage: swing [--evals A,B,... ({})] [--depth 2-20]", evals::NAMES);
                return ExitCode::from(2);
            }
        }
    }
    let positions: Vec<Position> = SAMPLE
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let player = u64::from_str_radix(fields.next()?, 16).ok()?;
            let opponent = u64::from_str_radix(fields.next()?, 16).ok()?;
            Position::new(Bitboard(player), Bitboard(opponent))
        })
        .filter(|position| position.empties().count() > depth)
        .collect();
    println!("{} positions with more than {depth} empties, depths 1 to {depth}", positions.len());
    for name in &names {
        let mut searcher = Searcher::with_eval(evals::evaluation(name).expect("checked"));
        let started = Instant::now();
        let mut steps = vec![(0.0, 0usize); depth as usize];
        // The same swing by the root's empties, eight at a time (8-15, ..., 56-63).
        let mut by_empties = [(0.0, 0usize); 8];
        // The even depth's value minus the odd one's, summed over the pairs: the part of the
        // swing that goes one way.
        let mut even_over_odd = 0.0;
        for &position in &positions {
            let values = calibration::values_by_depth(&mut searcher, position, depth);
            let band = &mut by_empties[position.empties().count() as usize / 8];
            for (d, gap) in calibration::parity_gaps(&values).into_iter().enumerate() {
                steps[d].0 += f64::from(gap.abs()) / 100.0;
                even_over_odd += f64::from(gap) / 100.0;
                steps[d].1 += 1;
                band.0 += f64::from(gap.abs()) / 100.0;
                band.1 += 1;
            }
        }
        let (total, count) = steps.iter().fold((0.0, 0), |(t, c), &(s, n)| (t + s, c + n));
        println!(
            "{name:<9} mean swing {:.2} discs, even depths {:+.2} above odd ones ({:.0} s); by step: {}",
            total / count.max(1) as f64,
            even_over_odd / count.max(1) as f64,
            started.elapsed().as_secs_f64(),
            means(&steps, |d| (d + 1, d + 2))
        );
        let by_band = means(&by_empties, |band| (8 * band, 8 * band + 7));
        println!("{:<9} by the position's empties: {by_band}", "");
    }
    ExitCode::SUCCESS
}

/// The mean of each cell of (sum, count) that counted anything, as `from-to: mean`, the cell
/// `i` spanning `span(i)`.
fn means(cells: &[(f64, usize)], span: impl Fn(usize) -> (usize, usize)) -> String {
    let shown: Vec<String> = cells
        .iter()
        .enumerate()
        .filter(|(_, (_, n))| *n > 0)
        .map(|(i, (sum, n))| {
            let (from, to) = span(i);
            format!("{from}-{to}: {:.2}", sum / *n as f64)
        })
        .collect();
    shown.join(", ")
}
