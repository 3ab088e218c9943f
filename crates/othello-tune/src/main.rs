//! Trains the learned evaluation from games played here: `play` collects self-play games,
//! `fit` labels their positions stage by stage from the end of the game (exactly by the solver
//! near the end, earlier by a search into the stages already fitted) and fits each stage's
//! pattern weights, `sample` writes held-out labelled positions for the tests, `error` measures
//! weights against a folder's labels, `probcut` measures the selective search's margins and
//! `endcut` the selective endgame's; `tempo`
//! evens out the odd/even swing through the weight of having the move, and `refit --blend`
//! narrows it by fitting labels moved toward the weights' own value a move ahead.
//! Every step is seeded and resumable: run it again and it goes on where it stopped.
//!
//! ```text
//! cargo run --release -p othello-tune -- play --games 40000
//! cargo run --release -p othello-tune -- fit
//! cargo run --release -p othello-tune -- sample --out tests/data/eval-sample.tsv
//! cargo run --release -p othello-tune -- probcut --positions 800
//! ```

#[macro_use]
#[path = "../../../examples/support/quiet_print.rs"]
mod quiet_print;

mod blend;
mod check;
mod data;
mod endcut;
mod error;
mod fit;
mod label;
mod probcut;
mod selfplay;
mod tempo;
mod workers;
mod wthor;

use std::borrow::Cow;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use othello::text::printable;
use othello_core::search::Patterns;
use othello_core::search::eval::layout::Kind;

/// The options shared by the steps, with their defaults.
pub struct Options {
    /// Where games, labels and partial weights are kept.
    dir: PathBuf,
    /// Games to have in `games.txt` after `play`.
    games: usize,
    /// Positions to have measured after `probcut`.
    positions: usize,
    /// The seed of the games.
    seed: u64,
    /// Positions with this many empties or fewer are labelled by the exact solver.
    exact: u32,
    /// The depth of the search that labels earlier positions.
    depth: u32,
    /// The empties of the positions `wthor-endgames` draws.
    empties: u32,
    /// The evaluation: of the self-play games, `basic`, `shipped`, or a weights file; of the
    /// steps that measure a search with learned weights (`probcut`, `endcut`, `tempo`) and of
    /// `refit --blend`, a weights file, else the shipped weights.
    eval: String,
    /// The depth of the self-play games' searches.
    play_depth: u32,
    /// Ridge regularisation of the fit.
    lambda: f64,
    /// Worker threads.
    threads: usize,
    /// Where `fit` writes the finished weights, and `sample` the sample.
    out: Option<PathBuf>,
    /// The folder of WTHOR files that `wthor` reads.
    from: Option<PathBuf>,
    /// `fit` labels at most this many positions of a stage (a fixed choice by their hashes).
    per_stage: usize,
    /// The kind of weights `fit` fits.
    kind: Kind,
    /// Whether a searched label is the mean of its last two depths (else the last alone).
    parity_mean: bool,
    /// Whether `refit` fits each stage on its neighbours' positions too.
    neighbours: bool,
    /// Whether `fit`'s searches may cut moves by ProbCut.
    selective: bool,
    /// Labels by the selective endgame, stopped at this certainty (`--labels probable-N`).
    probable: Option<u8>,
    /// The most empties the selective endgame labels (`--probable-to E`); searches beyond.
    probable_to: u32,
    /// `refit` moves each label this share (percent) of the way to its value a move ahead.
    blend: u8,
    /// `refit` refines these weights (`--start FILE`) instead of fitting from zero.
    start: Option<PathBuf>,
}

const USAGE: &str = "usage: tune play|wthor|wthor-sample|wthor-openings|wthor-endgames|fit|refit|check-labels|sample|error|probcut|endcut|tempo [--dir DIR] [--from DIR] [--per-stage N] [--neighbours yes|no] [--blend PERCENT] [--start FILE] [--selective yes|no] [--kind sided|antisymmetric] [--labels deepest|parity-mean|probable-N] [--probable-to E] [--games N] [--positions N] [--empties E] [--seed S] \
                     [--exact E] [--depth D] [--play-depth D] [--eval basic|shipped|FILE] [--lambda L] [--threads T] [--out FILE]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(step) = args.first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let mut options = Options::defaults();
    let mut i = 1;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        let number = || value.parse::<u64>().ok();
        let ok = match args[i].as_str() {
            "--dir" => {
                options.dir = PathBuf::from(&value);
                true
            }
            "--out" => {
                options.out = Some(PathBuf::from(&value));
                true
            }
            "--from" => {
                options.from = Some(PathBuf::from(&value));
                true
            }
            "--start" => {
                options.start = Some(PathBuf::from(&value));
                true
            }
            "--per-stage" => number().filter(|&n| n >= 1).map(|n| options.per_stage = n as usize).is_some(),
            "--kind" => match value.as_str() {
                "sided" => {
                    options.kind = Kind::Sided;
                    true
                }
                "antisymmetric" => {
                    options.kind = Kind::Antisymmetric;
                    true
                }
                _ => false,
            },
            "--labels" => match value.as_str() {
                "deepest" | "parity-mean" => {
                    options.parity_mean = value == "parity-mean";
                    options.probable = None;
                    true
                }
                other => other
                    .strip_prefix("probable-")
                    .and_then(|n| n.parse::<u8>().ok())
                    .filter(|n| (1..=99).contains(n))
                    .map(|n| options.probable = Some(n))
                    .is_some(),
            },
            "--probable-to" => {
                number().filter(|&n| n <= 60).map(|n| options.probable_to = n as u32).is_some()
            }
            "--blend" => number().filter(|&n| n <= 100).map(|n| options.blend = n as u8).is_some(),
            "--neighbours" => yes_or_no(&value).map(|yes| options.neighbours = yes).is_some(),
            "--selective" => yes_or_no(&value).map(|yes| options.selective = yes).is_some(),
            "--eval" => {
                options.eval = value.clone();
                true
            }
            "--lambda" => {
                value.parse::<f64>().ok().filter(|l| *l >= 0.0).map(|l| options.lambda = l).is_some()
            }
            "--games" => number().map(|n| options.games = n as usize).is_some(),
            "--positions" => number().map(|n| options.positions = n as usize).is_some(),
            "--seed" => number().map(|n| options.seed = n).is_some(),
            "--empties" => {
                number().filter(|&n| (1..=60).contains(&n)).map(|n| options.empties = n as u32).is_some()
            }
            "--exact" => number().filter(|&n| n <= 24).map(|n| options.exact = n as u32).is_some(),
            "--depth" => {
                number().filter(|&n| (4..=20).contains(&n)).map(|n| options.depth = n as u32).is_some()
            }
            "--play-depth" => {
                number().filter(|&n| (1..=20).contains(&n)).map(|n| options.play_depth = n as u32).is_some()
            }
            "--threads" => number().filter(|&n| n >= 1).map(|n| options.threads = n as usize).is_some(),
            _ => false,
        };
        if !ok {
            eprintln!("tune: bad argument {} {}\n{USAGE}", printable(&args[i]), printable(&value));
            return ExitCode::from(2);
        }
        i += 2;
    }
    if let Err(error) = std::fs::create_dir_all(&options.dir) {
        eprintln!("tune: cannot create {}: {error}", printable(&options.dir.display().to_string()));
        return ExitCode::FAILURE;
    }
    let result = match step.as_str() {
        "play" => selfplay::run(&options),
        "wthor" => wthor::run(&options),
        "wthor-sample" => wthor::sample(&options),
        "wthor-openings" => wthor::openings(&options),
        "wthor-endgames" => wthor::endgames(&options),
        "fit" => fit::run(&options),
        "refit" => fit::refit(&options),
        "check-labels" => check::run(&options),
        "tempo" => tempo::run(&options),
        "sample" => fit::sample(&options),
        "error" => error::run(&options),
        "probcut" => probcut::run(&options),
        "endcut" => endcut::run(&options),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("tune: {}", printable(&error.to_string()));
            ExitCode::FAILURE
        }
    }
}

impl Options {
    /// The options when none is given.
    fn defaults() -> Options {
        Options {
            dir: PathBuf::from("target/tune"),
            games: 40_000,
            positions: 800,
            seed: 1,
            exact: 16,
            empties: 26,
            depth: 6,
            eval: "basic".to_string(),
            play_depth: 4,
            lambda: 20.0,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            out: None,
            from: None,
            per_stage: usize::MAX,
            kind: Kind::Sided,
            parity_mean: false,
            neighbours: false,
            selective: false,
            probable: None,
            probable_to: 60,
            blend: 0,
            start: None,
        }
    }

    /// The bytes of the learned weights `--eval` names for the steps that measure a search with
    /// them: a weights file, else the shipped weights.
    fn learned_weights_bytes(&self) -> io::Result<Cow<'static, [u8]>> {
        match self.eval.as_str() {
            "basic" | "shipped" => Ok(Cow::Borrowed(othello_core::search::eval::patterns::SHIPPED)),
            file => read_weights(file).map(Cow::Owned),
        }
    }

    /// The learned weights `--eval` names for those steps, as [`Options::learned_weights_bytes`].
    fn learned_weights(&self) -> io::Result<Patterns> {
        parse_weights(&self.eval, &self.learned_weights_bytes()?)
    }
}

/// The bytes of the weights file `file`, an error naming it if it cannot be read.
fn read_weights(file: &str) -> io::Result<Vec<u8>> {
    std::fs::read(file).map_err(|e| io::Error::new(e.kind(), format!("{file}: {e}")))
}

/// The learned weights in `file`.
fn weights_file(file: &str) -> io::Result<Patterns> {
    parse_weights(file, &read_weights(file)?)
}

/// The learned weights in `bytes`, read from `name`; an error naming it if they are not weights.
fn parse_weights(name: &str, bytes: &[u8]) -> io::Result<Patterns> {
    Patterns::from_bytes(bytes)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{name}: {e}")))
}

/// `yes` or `no` as a flag's value.
fn yes_or_no(value: &str) -> Option<bool> {
    match value {
        "yes" => Some(true),
        "no" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::engine::position::Position;
    use othello_core::search::{Limits, Searcher};

    #[test]
    fn the_measuring_steps_search_with_the_weights_eval_names() {
        let first = concat!(env!("CARGO_MANIFEST_DIR"), "/data/patterns-first.weights");
        let moves = ["f5", "d6", "c3", "d3", "c4", "f4"];
        let position = moves.iter().fold(Position::START, |p, m| p.play(m.parse().unwrap()));
        let value =
            |eval: Patterns| Searcher::with_eval(eval).think(position, &Limits::depth(3, 0), &mut ()).score;
        let mut options = Options::defaults();
        let shipped = value(options.learned_weights().unwrap());
        assert_eq!(shipped, value(Patterns::shipped()), "the shipped weights unless a file is named");
        options.eval = first.to_string();
        let named = value(options.learned_weights().unwrap());
        assert_eq!(named, value(Patterns::from_bytes(&std::fs::read(first).unwrap()).unwrap()));
        assert_ne!(named, shipped, "the two weights value the position differently");
        options.eval = "target/no-such.weights".to_string();
        let error = options.learned_weights().unwrap_err().to_string();
        assert!(error.starts_with("target/no-such.weights: "), "{error}");
    }
}
