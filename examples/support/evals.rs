//! The evaluations a benchmark can be asked for by name: `basic` (hand-made), `patterns` (the
//! learned one shipped in the program: the sided weights) and `first` (the first learned
//! weights, patterns only, shipped before them).

use othello::search::{Evaluation, Patterns};

/// The first learned weights: 60,000 self-play games at 4 plies, labelled by 6-ply searches.
const FIRST: &[u8] = include_bytes!("../data/patterns-first.weights");

/// The names `evaluation` knows, for usage lines.
#[allow(dead_code)]
pub const NAMES: &str = "basic, patterns or first";

/// The evaluation called `name`.
pub fn evaluation(name: &str) -> Option<Evaluation> {
    match name {
        "first" => Patterns::from_bytes(FIRST).ok().map(Evaluation::from),
        other => other.parse().ok(),
    }
}
