//! The trainers, on the search and the engine (pure: no I/O, no clock): endgame puzzles from
//! real games judged by their exact scores (`puzzle`), and the opening drill (`drill`).

pub mod attempt;
pub mod drill;
pub mod puzzle;
