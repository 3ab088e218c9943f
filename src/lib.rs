//! `othello`: exact Othello rules on bitboards, an engine that searches and solves them, and the
//! game around it (the terminal, the network, the files, the trainers). The module map is the
//! manual's Development chapter (`docs/src/development.md`).
//!
//! ```
//! use othello::engine::position::Position;
//! let moves: Vec<String> = Position::START.legal_moves().squares().map(|s| s.to_string()).collect();
//! assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
//! ```

#![deny(missing_docs)]

pub mod cli;
pub mod commands;
pub mod engine;
pub mod nboard;
pub mod net;
pub mod output;
pub mod play;
pub mod review;
pub mod search;
pub mod store;
pub mod text;
pub mod training;
pub mod tui;
