//! Pure Othello: bitboards, rules, the game state machine, disc pool, handicaps, clocks, scoring,
//! notation and perft. No I/O, no terminal, no reading of the clock: time comes in as durations.

pub mod bitboard;
pub mod clock;
pub mod color;
pub mod game;
pub mod movegen;
pub mod notation;
pub mod openings;
pub mod outcome;
pub mod perft;
pub mod pool;
pub mod position;
pub mod rules;
pub mod square;
pub mod stability;
pub mod strategy;
pub mod symmetry;
