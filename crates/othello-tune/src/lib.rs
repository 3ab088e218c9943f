//! What the tuner shares with othello's tests and benchmarks: the measures of the search
//! that calibrate it (`calibration`: values by depth, the odd/even swing, ProbCut's margins),
//! the evaluations a benchmark can be asked for by name (`evals`), and the close games of a
//! match (`close`: the referee's record read, its games replayed, where each turned, for
//! `examples/close_games.rs`). The tuner itself is the `tune` binary (src/main.rs).

pub mod calibration;
pub mod close;
pub mod evals;
