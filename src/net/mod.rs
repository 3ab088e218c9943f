//! Play over the network: the versioned line protocol (`protocol`), the join code (`code`), the
//! connections and their handshake (`link`), and the host's clock authority (`lag`).

pub mod code;
pub mod lag;
pub mod link;
pub mod protocol;

pub use link::{JoinError, LinkId, Links, NetEvent, Sink};
pub use protocol::Message;
