//! The evaluations a benchmark can be asked for by name: `basic` (hand-made), `patterns` (the
//! learned one shipped in the program: the sided weights) and `first` (the first learned
//! weights, patterns only, shipped before them), or the path of a weights file (candidate
//! weights, such as those `tune fit` writes, measured before they ship).

use othello_core::search::{Evaluation, Patterns};

/// The first learned weights: 60,000 self-play games at 4 plies, labelled by 6-ply searches.
pub const FIRST: &[u8] = include_bytes!("../data/patterns-first.weights");

/// The names `evaluation` knows, for usage lines.
pub const NAMES: &str = "basic, patterns, first or a weights file";

/// The evaluation called `name`.
pub fn evaluation(name: &str) -> Option<Evaluation> {
    match name {
        "first" => Patterns::from_bytes(FIRST).ok().map(Evaluation::from),
        other => other.parse().ok().or_else(|| {
            let bytes = std::fs::read(other).ok()?;
            Patterns::from_bytes(&bytes).ok().map(Evaluation::from)
        }),
    }
}
