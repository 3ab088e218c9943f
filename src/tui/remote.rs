//! The network game as the screen keeps it: which end this is, the colour played here, the
//! connection (alive or lost, its round trip), and the requests waiting for an answer.

use std::time::{Duration, Instant};

use crate::engine::color::Color;
use crate::engine::square::Square;
use crate::net::LinkId;
use crate::net::lag::Transit;
use crate::store::{Role, Seat};

/// How long a connection may stay silent (no message, not even a pong) before it counts as lost.
pub const SILENCE: Duration = Duration::from_secs(7);
/// How long the host's connection to its guest may be quiet (pongs come every two seconds) before
/// a player who gives the code again takes the seat over: the guest's side likely went away
/// without a word (a dropped network gives no sign) and is coming back.
pub const QUIET: Duration = Duration::from_secs(3);

/// A request to the other player that needs their yes or no.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ask {
    /// Take back the asker's last move.
    TakeBack,
    /// A rematch, colours swapped.
    Rematch,
}

impl Ask {
    /// The request in words, as the other player reads it.
    pub fn asked_of_you(self, by: &str) -> String {
        match self {
            Ask::TakeBack => format!("{by} asks to take back their last move."),
            Ask::Rematch => format!("{by} offers a rematch, colours swapped."),
        }
    }
}

/// Where the game stood when the other side last asked each request: the session's game number
/// and the game's plies. Each request is put once a ply: asking again and again cannot hold up
/// the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AskedAt {
    take_back: Option<(u64, usize)>,
    rematch: Option<(u64, usize)>,
}

impl AskedAt {
    fn slot(&mut self, ask: Ask) -> &mut Option<(u64, usize)> {
        match ask {
            Ask::TakeBack => &mut self.take_back,
            Ask::Rematch => &mut self.rematch,
        }
    }

    /// Notes that `ask` comes at `at`; `false` if it came there already.
    pub fn first_at(&mut self, ask: Ask, at: (u64, usize)) -> bool {
        self.slot(ask).replace(at) != Some(at)
    }

    /// Forgets `ask`: a take-back granted brings back plies it may be asked at again.
    pub fn forget(&mut self, ask: Ask) {
        *self.slot(ask) = None;
    }
}

/// A game over the network, on this side.
#[derive(Clone, Debug)]
pub struct Remote {
    /// This side's seat: host or guest, the address, the code and the colour played here.
    pub seat: Seat,
    /// The connection to the other side, while there is one.
    pub link: Option<LinkId>,
    /// Host: the guest accepted the rules, so the game is on.
    pub accepted: bool,
    /// When the other side was last heard from.
    pub heard_at: Option<Instant>,
    /// The pings and the round trip.
    pub transit: Transit,
    /// This side's request waiting for the other's answer.
    pub asked: Option<Ask>,
    /// Guest: the move sent to the host, not yet played by it.
    pub sent_move: Option<Square>,
    /// The other side's request waiting to be put to this side (while a dialog, the chat line or
    /// the review is open, it waits for the board).
    pub asked_of_us: Option<Ask>,
    /// Where the game stood when the other side last asked each request.
    pub asked_at: AskedAt,
}

impl Remote {
    /// The network side of a game in `seat`; a guest arrives connected on `link`, accepted.
    pub fn new(seat: Seat, link: Option<LinkId>, now: Instant) -> Remote {
        let accepted = seat.role == Role::Guest;
        Remote {
            seat,
            link,
            accepted,
            heard_at: link.map(|_| now),
            transit: Transit::default(),
            asked: None,
            sent_move: None,
            asked_of_us: None,
            asked_at: AskedAt::default(),
        }
    }

    /// The colour played on this side.
    pub fn you(&self) -> Color {
        self.seat.you
    }

    /// The guest's colour, on either side.
    pub fn guest(&self) -> Color {
        if self.is_host() { !self.seat.you } else { self.seat.you }
    }

    /// Whether this side keeps the clocks and the game (the host).
    pub fn is_host(&self) -> bool {
        self.seat.role == Role::Host
    }

    /// Whether the other player is connected and the game is on.
    pub fn live(&self) -> bool {
        self.link.is_some() && self.accepted
    }
}
