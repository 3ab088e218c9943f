//! What the trainer shares with othello's tests and benchmarks: the measures of the search
//! that calibrate it (`calibration`: values by depth, the odd/even swing, ProbCut's margins) and
//! the evaluations a benchmark can be asked for by name (`evals`). The trainer itself is the
//! `train` binary (src/main.rs).

pub mod calibration;
pub mod evals;
