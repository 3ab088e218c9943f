//! Play over the network, the transport: the join code (`code`), what the host's door takes
//! (`door`), the connections and their handshake (`link`), which carry the protocol's lines, their encryption (`secure`), and the
//! meeting through a transit relay (`relay`). The game's rules over the network, its messages and
//! its clocks are `play::network`'s.

pub mod code;
pub mod door;
pub mod link;
pub mod relay;
pub mod secure;

pub use link::{JoinError, Links, Sink};
