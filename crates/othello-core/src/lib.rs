//! `othello-core`: Othello's rules on bitboards (`engine`) and an engine to play them
//! (`search`): evaluation, iterative deepening, the exact and selective endgame solvers, the
//! parallel search and the opening book's reader. Pure: no I/O, no terminal, no clock (time
//! comes in as a stop flag and node limits), so it can be used as a library.
//!
//! ```
//! use othello_core::engine::position::Position;
//! let moves: Vec<String> = Position::START.legal_moves().squares().map(|s| s.to_string()).collect();
//! assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
//! ```

#![deny(missing_docs)]
#![deny(clippy::missing_errors_doc, clippy::missing_panics_doc)]

pub mod engine;
pub mod search;
