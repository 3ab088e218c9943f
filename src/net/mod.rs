//! Play over the network, the transport: the join code (`code`), and the connections and their
//! handshake (`link`), which carry the protocol's lines. The game's rules over the network, its
//! messages and its clocks are `play::network`'s.

pub mod code;
pub mod link;

pub use link::{JoinError, Links, Sink};
