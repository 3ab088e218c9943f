//! What a save holds besides the game itself: which game it is (`GameId`, and with when it
//! began and this side's seat over the network, `GameIdentity`), who played, the turn in
//! progress and the comments on its moves (`SavedGame`).

use std::collections::BTreeMap;
use std::time::Duration;

use crate::engine::color::{ByColor, Color};
use crate::engine::game::Game;
use crate::store::Player;

/// What tells one game from another, the same in every file that holds it (its file in the
/// library and any copy saved under a name): 16 hexadecimal digits.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GameId(pub(super) String);

impl GameId {
    /// A new identity, unlike any other game's: 64 bits of the operating system's randomness
    /// (where it has none to give, the standard library's seed of its hash maps, which comes
    /// from the same source or, failing it, from the process and a counter).
    pub fn random() -> GameId {
        let mut bytes = [0u8; 8];
        let bits = match getrandom::fill(&mut bytes) {
            Ok(()) => u64::from_le_bytes(bytes),
            Err(_) => {
                use std::hash::{BuildHasher, Hasher};
                let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
                hasher.write_u32(std::process::id());
                hasher.finish()
            }
        };
        GameId(format!("{bits:016x}"))
    }

    /// The identity as written in files.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub(super) fn parse(text: &str) -> Option<GameId> {
        let valid =
            (1..=64).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
        valid.then(|| GameId(text.to_string()))
    }
}

/// Which game is in play, as every file that holds it says: its id, when it began, and over the
/// network this side's seat in it. A new game's is minted by [`GameIdentity::new`] alone; a game
/// read from a file has the file's ([`SavedGame::identity`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameIdentity {
    /// The game's id.
    pub id: GameId,
    /// When it began, if known.
    pub started: Option<jiff::Timestamp>,
    /// This side's seat, for a game over the network.
    pub seat: Option<Seat>,
}

impl GameIdentity {
    /// A new game's identity: an id unlike any other game's, begun now (to the second), in
    /// `seat` over the network.
    pub fn new(seat: Option<Seat>) -> GameIdentity {
        GameIdentity {
            id: GameId::random(),
            started: jiff::Timestamp::now().round(jiff::Unit::Second).ok(),
            seat,
        }
    }
}

/// A game with everything a save file holds besides the rules and moves: who played, which game
/// it is, when it started, and how long the player to move had been thinking.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The game, replayed from the file's moves.
    pub game: Game,
    /// Who played each side.
    pub players: ByColor<Player>,
    /// Which game this is.
    pub id: GameId,
    /// When the game started; unknown for a game saved by a version-1 file.
    pub started: Option<jiff::Timestamp>,
    /// Time spent in the turn in progress when the file was written.
    pub turn: Duration,
    /// For a game over the network, this player's seat in it; `None` at one keyboard.
    pub seat: Option<Seat>,
    /// The comments on its moves.
    pub comments: Comments,
    /// For a game recorded elsewhere (a tournament's, from the games database), where and in
    /// which year it was played; `None` for a game played here.
    pub played_at: Option<PlayedAt>,
}

/// Where and when a recorded game was played, as far as its source says: WTHOR gives the
/// tournament and the year alone, so no day or hour is made up.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedAt {
    /// The tournament (or, for a game of an archive, where it came from).
    pub tournament: Option<String>,
    /// The year.
    pub year: Option<u16>,
}

impl PlayedAt {
    /// `Championnat de France, 2016`: the tournament and the year, either alone if the other is
    /// unknown, made printable; `None` when neither is known.
    pub fn describe(&self) -> Option<String> {
        let tournament = self.tournament.as_deref().map(crate::text::printable).filter(|t| !t.is_empty());
        match (tournament, self.year) {
            (Some(tournament), Some(year)) => Some(format!("{tournament}, {year}")),
            (Some(tournament), None) => Some(tournament),
            (None, Some(year)) => Some(year.to_string()),
            (None, None) => None,
        }
    }
}

/// Comments on a game's moves, by the move's index among its moves from 0 (passes, which are
/// not written in a save, left out): the review's step of the move.
pub type Comments = BTreeMap<usize, String>;

/// Which end of a network game a file's player is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// Keeps the authoritative game and clocks, and listens.
    Host,
    /// Joins the host.
    Guest,
}

/// What a network game needs to go on after either side stopped: the role, the address the host
/// listens on (or the guest joined), the game's key, and the colour played here.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    /// Host or guest.
    pub role: Role,
    /// The host's address, or the relay's both sides meet at, as `IP:PORT`.
    pub address: String,
    /// The game's key (`net::secure::new_game_key`): 128 random bits the host made and gave the
    /// guest in its welcome, what joining again needs. The code itself is never kept.
    pub key: String,
    /// When `address` is a transit relay both sides meet at (not the host's own): the token both
    /// give it (`net::relay::token`, made from the code's number).
    pub relay: Option<String>,
    /// The colour played on this side.
    pub you: Color,
}

impl SavedGame {
    /// A game that starts now.
    pub fn new(game: Game, players: ByColor<Player>) -> SavedGame {
        SavedGame::identified(game, players, GameIdentity::new(None), Duration::ZERO)
    }

    /// The game as `identity` names it, `turn` spent in the turn in progress.
    pub fn identified(
        game: Game,
        players: ByColor<Player>,
        identity: GameIdentity,
        turn: Duration,
    ) -> SavedGame {
        let GameIdentity { id, started, seat } = identity;
        SavedGame { game, players, id, started, turn, seat, comments: Comments::new(), played_at: None }
    }

    /// Which game this is.
    pub fn identity(&self) -> GameIdentity {
        GameIdentity { id: self.id.clone(), started: self.started, seat: self.seat.clone() }
    }
}
