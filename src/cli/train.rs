//! `othello train`'s arguments: the endgame puzzles (empties, margin, playing out) and the
//! opening drill (a named line or the book's, the side played).

use clap::{Args, Subcommand};

use crate::trainers::puzzle::{FEWEST_EMPTIES, MOST_EMPTIES};

use super::{DataDirArg, Side, ThreadsArg};

/// What `othello train` trains.
#[derive(Subcommand, Debug)]
pub enum TrainAction {
    /// Endgame puzzles from tournament games (and FFO): find the best move, or play the position
    /// out against the solver, every move judged exactly. Example: othello train endgame --empties 12-16
    Endgame(TrainEndgameArgs),
    /// The opening drill: the app plays one side of a named opening (or of the book's main line)
    /// and you find the other side's moves. Example: othello train opening Tiger --color white
    Opening(TrainOpeningArgs),
    /// List the named openings the drill knows, and how many puzzles there are for each number
    /// of empty squares. Example: othello train list
    List,
}

/// The arguments of `othello train endgame`.
#[derive(Args, Debug)]
pub struct TrainEndgameArgs {
    /// The empty squares of the puzzles: one number, or a span from 8 to 24. Example: --empties 12-16
    #[arg(long, value_name = "N|A-B", value_parser = parse_empties, default_value = "8-14")]
    pub empties: (u32, u32),

    /// Only puzzles whose best move is better than the second by at most this many discs (a
    /// small margin is a subtle puzzle). Example: --margin 4
    #[arg(long, value_name = "DISCS", value_parser = clap::value_parser!(u8).range(2..=64))]
    pub margin: Option<u8>,

    /// Play each position out to the end against the solver, every move judged (else the first
    /// move alone is asked for).
    #[arg(long)]
    pub play_out: bool,

    /// The order of the puzzles: the same seed sets them in the same order. Example: --seed 7
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// The data folder, which keeps the streak and the record.
    #[command(flatten)]
    pub data: DataDirArg,

    /// The threads the solver runs on.
    #[command(flatten)]
    pub threads: ThreadsArg,
}

/// The arguments of `othello train opening`.
#[derive(Args, Debug)]
pub struct TrainOpeningArgs {
    /// A named opening (othello train list names them); without one, the book's main line.
    /// Example: Tiger
    #[arg(value_name = "NAME")]
    pub name: Option<String>,

    /// The side you play. Example: --color white
    #[arg(long, value_enum, ignore_case = true, value_name = "COLOR", default_value_t = Side::Black)]
    pub color: Side,

    /// The data folder, which keeps the record.
    #[command(flatten)]
    pub data: DataDirArg,

    /// The threads the engine runs on.
    #[command(flatten)]
    pub threads: ThreadsArg,
}

/// Reads a number of empty squares, or a span of them (`12-16`), within the puzzles'.
fn parse_empties(text: &str) -> Result<(u32, u32), String> {
    let number = |part: &str| part.trim().parse::<u32>().ok();
    let span = match text.split_once('-') {
        Some((a, b)) => number(a).zip(number(b)),
        None => number(text).map(|n| (n, n)),
    };
    match span {
        Some((a, b)) if FEWEST_EMPTIES <= a && a <= b && b <= MOST_EMPTIES => Ok((a, b)),
        _ => Err(format!(
            "`{}` is not a number of empty squares: one from {FEWEST_EMPTIES} to {MOST_EMPTIES}, or a span such as 12-16",
            crate::text::echo(text)
        )),
    }
}
