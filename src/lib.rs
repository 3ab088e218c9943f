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

// The engine and the search are a crate of their own (`othello-core`), below this one: named here
// as the modules they were, so that `othello::engine::…` and `crate::search::…` still name them.
pub use othello_core::{engine, search};

pub mod cli;
pub mod commands;
pub mod i18n;
pub mod nboard;
pub mod net;
pub mod output;
pub mod play;
pub mod review;
pub mod store;
pub mod text;
pub mod trainers;
pub mod tui;
pub mod words;
