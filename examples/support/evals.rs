//! The evaluations a benchmark can be asked for by name: `basic` (hand-made), `patterns` (the
//! learned one shipped in the program), `first` (the first learned weights, patterns only) and
//! `sided` (the sided weights trained from self-play and WTHOR, not shipped yet).

use othello::search::{Evaluation, Patterns};

/// The first learned weights: 60,000 self-play games at 4 plies, labelled by 6-ply searches.
const FIRST: &[u8] = include_bytes!("../data/patterns-first.weights");

/// The sided weights: patterns seen from the side to move and the counts, from 49,252 self-play
/// games and WTHOR's 127,475, labelled exactly to 16 empties and by 6-ply searches above.
const SIDED: &[u8] = include_bytes!("../data/patterns-sided.weights");

/// The names `evaluation` knows, for usage lines.
pub const NAMES: &str = "basic, patterns, first or sided";

/// The evaluation called `name`.
pub fn evaluation(name: &str) -> Option<Evaluation> {
    match name {
        "first" => Patterns::from_bytes(FIRST).ok().map(Evaluation::from),
        "sided" => Patterns::from_bytes(SIDED).ok().map(Evaluation::from),
        other => other.parse().ok(),
    }
}
