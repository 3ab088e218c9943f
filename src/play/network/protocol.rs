//! The network game's protocol: one JSON object a line, tagged by `type`, versioned by the
//! handshake; every line size-bounded and every message checked before it reaches the game.

use serde::{Deserialize, Serialize};

use crate::engine::color::Color;

/// The `protocol` of every `hello`.
pub const PROTOCOL: &str = "othello-net";
/// The version this program speaks; a peer with another is refused at the handshake. Version 2
/// is encrypted (`net::secure`): the code keys the exchange and is never sent.
pub const VERSION: u32 = 2;
/// The longest line read, newline excluded: a whole game's state is a few kilobytes.
pub const MAX_LINE: usize = 64 * 1024;
/// The longest chat line, in characters.
pub const MAX_CHAT: usize = 200;
/// The longest player name, in characters.
pub const MAX_NAME: usize = 40;

/// The reasons this othello's hosts give when they refuse a guest (a `refused` message, in
/// English on the wire), which the guest reads back as a [`Refusal`] to say it in the player's
/// language.
pub mod reasons {
    /// The join code is not the host's.
    pub const WRONG_CODE: &str = "wrong join code: check it with the host";
    /// The game's key (of a game joined before) is not the host's.
    pub const WRONG_KEY: &str = "this game's key is not the host's: join with the code the host shows";
    /// The game is under way: its guest comes back with its key, not a code.
    pub const TAKES_NO_CODE: &str =
        "this game is under way and takes no join code: its guest comes back with othello join --resume";
    /// The game has its guest already.
    pub const FULL: &str = "the game already has two players";
    /// How a refusal of another version of the protocol begins (the versions follow).
    pub const OTHER_VERSION: &str = "this host speaks ";
}

/// Why a host refused, as the guest reads its reason: one of [`reasons`], or another (an older
/// or newer othello's words).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// [`reasons::WRONG_CODE`].
    WrongCode,
    /// [`reasons::WRONG_KEY`].
    WrongKey,
    /// [`reasons::TAKES_NO_CODE`].
    TakesNoCode,
    /// [`reasons::FULL`].
    Full,
    /// A refusal that begins with [`reasons::OTHER_VERSION`].
    OtherVersion,
    /// Any other reason: said in the host's words.
    Other,
}

impl Refusal {
    /// The refusal a host's `reason` says.
    pub fn of(reason: &str) -> Refusal {
        match reason {
            reasons::WRONG_CODE => Refusal::WrongCode,
            reasons::WRONG_KEY => Refusal::WrongKey,
            reasons::TAKES_NO_CODE => Refusal::TakesNoCode,
            reasons::FULL => Refusal::Full,
            reason if reason.starts_with(reasons::OTHER_VERSION) => Refusal::OtherVersion,
            _ => Refusal::Other,
        }
    }

    /// Its name, as the messages choose their words by it: `wrong-code`, `other`.
    pub fn key(self) -> &'static str {
        match self {
            Refusal::WrongCode => "wrong-code",
            Refusal::WrongKey => "wrong-key",
            Refusal::TakesNoCode => "takes-no-code",
            Refusal::Full => "full",
            Refusal::OtherVersion => "other-version",
            Refusal::Other => "other",
        }
    }
}

/// A message of the protocol, in either direction (which side may send which is checked where
/// it arrives).
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
// Messages without fields are empty structs: serde refuses unknown fields only in those.
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Message {
    /// Guest to host, first (sealed with the keys the join code made): the protocol and version
    /// spoken, the guest's name.
    Hello {
        /// Always [`PROTOCOL`].
        protocol: String,
        /// The guest's [`VERSION`].
        version: u32,
        /// The guest's name, if given.
        name: Option<String>,
    },
    /// Host to guest, after a good `hello`: the host's name, the colour the guest plays, and
    /// the game (a save file's JSON: rules, start, moves with their times, clocks, the turn so
    /// far), and whether the guest already accepted it (a rejoin).
    Welcome {
        /// The host's [`VERSION`].
        version: u32,
        /// The host's name, if given.
        host: Option<String>,
        /// The guest's colour.
        you: Color,
        /// The game, as a save file writes it.
        game: serde_json::Value,
        /// Whether the game is under way (the guest accepted it before): no question asked.
        started: bool,
        /// The game's key (`net::secure::new_game_key`): what the guest joins again with, and
        /// keeps in place of the code.
        key: String,
    },
    /// Host to guest: the connection is refused, and why; the host closes it.
    Refused {
        /// Why, in words.
        reason: String,
    },
    /// Guest to host: the rules are accepted; the game begins.
    Accept {},
    /// Guest to host: the rules are declined; the guest leaves.
    Decline {},
    /// Guest to host: the guest's move for ply `ply` (counted from 0, passes included), and
    /// the time the guest's own clock measured for it.
    Move {
        /// The ply the move is for.
        ply: usize,
        /// The square, such as `f5`.
        square: String,
        /// The guest's thinking time as the guest measured it, in milliseconds.
        thought_ms: u64,
    },
    /// Host to guest: a move was played at ply `ply`, charged `took_ms` on its player's clock.
    Played {
        /// The ply it was played at.
        ply: usize,
        /// The square.
        square: String,
        /// The time charged.
        took_ms: u64,
    },
    /// Host to guest: the whole game as it now stands (after a take-back, a flag, a
    /// resignation, a rematch or a refused move), and whether its clocks run.
    State {
        /// The game, as a save file writes it.
        game: serde_json::Value,
        /// The guest's colour in it.
        you: Color,
        /// Whether the clock of the player to move runs.
        running: bool,
    },
    /// Either way: please take back my last move.
    TakeBack {},
    /// Either way, after a game: a rematch, colours swapped?
    Rematch {},
    /// Either way: the answer to the other's take-back or rematch request.
    Answer {
        /// Yes or no.
        yes: bool,
    },
    /// Either way: the sender resigns.
    Resign {},
    /// Either way: a line of chat.
    Chat {
        /// What was said.
        text: String,
    },
    /// Either way: are you there? (answered by a `pong` with the same number).
    Ping {
        /// The ping's number.
        n: u64,
    },
    /// The answer to a `ping`.
    Pong {
        /// The number of the ping answered.
        n: u64,
    },
    /// Either way: the sender leaves for good (the game stays in both libraries).
    Bye {},
}

impl Message {
    /// The message as one line, newline included.
    pub fn to_line(&self) -> String {
        let mut line = serde_json::to_string(self).expect("messages always serialise");
        line.push('\n');
        line
    }

    /// Reads one line (without its newline), checking what serde cannot: the bounds of names,
    /// chat and reasons.
    ///
    /// # Errors
    /// Why the line is not a message of the protocol, in words.
    pub fn parse(line: &str) -> Result<Message, String> {
        if line.len() > MAX_LINE {
            return Err(format!("a line longer than {MAX_LINE} bytes"));
        }
        let message: Message = serde_json::from_str(line).map_err(|e| format!("not a message: {e}"))?;
        let too_long = |text: &str, limit: usize| text.chars().count() > limit;
        match &message {
            Message::Hello { name: Some(name), .. } | Message::Welcome { host: Some(name), .. }
                if too_long(name, MAX_NAME) =>
            {
                Err(format!("a name longer than {MAX_NAME} characters"))
            }
            Message::Chat { text } if too_long(text, MAX_CHAT) => {
                Err(format!("a chat line longer than {MAX_CHAT} characters"))
            }
            Message::Refused { reason } if too_long(reason, 400) => Err("a reason too long".into()),
            _ => Ok(message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_game_a_host_sends_fits_in_a_line() {
        use crate::engine::game::Game;
        use crate::engine::rules::Rules;
        let mut game = Game::new(Rules::default());
        game.play_transcript(
            "F5D6C5F4E3C6D3F6E6D7G4G3G6H3G5H4E7F7H5H6E8F3C4C7D8C8B8B4B6B5A4A5A6E2A3D2D1C1B1C2C3B2F2F1A1B3E1A2G1G2H1H2H7G7H8B7A8A7F8G8",
        )
        .unwrap();
        let mut saved =
            crate::store::SavedGame::new(game, crate::engine::color::ByColor::both(Default::default()));
        for color in crate::engine::color::Color::ALL {
            saved.players[color].name = Some("n".repeat(MAX_NAME));
        }
        let game: serde_json::Value = serde_json::from_str(&crate::store::to_json(&saved)).unwrap();
        let state = Message::State { game, you: crate::engine::color::Color::White, running: true };
        let line = state.to_line();
        assert!(line.len() > 1024, "a whole game is more than a kilobyte: {}", line.len());
        assert_eq!(Message::parse(line.trim_end()), Ok(state));
    }

    #[test]
    fn messages_travel_as_one_line_and_come_back_the_same() {
        let messages = [
            Message::Hello { protocol: PROTOCOL.into(), version: VERSION, name: None },
            Message::Move { ply: 3, square: "f5".into(), thought_ms: 1200 },
            Message::Answer { yes: true },
            Message::Accept {},
            Message::Chat { text: "gg\nwp".into() },
        ];
        for message in messages {
            let line = message.to_line();
            assert_eq!(line.matches('\n').count(), 1, "{line}");
            assert_eq!(Message::parse(line.trim_end()), Ok(message));
        }
        assert_eq!(Message::Accept {}.to_line(), "{\"type\":\"accept\"}\n");
    }

    #[test]
    fn unknown_malformed_or_oversized_messages_are_refused() {
        for bad in [
            "",
            "hello",
            "{}",
            r#"{"type":"launch"}"#,
            r#"{"type":"move","ply":1,"square":"f5"}"#,
            r#"{"type":"move","ply":-1,"square":"f5","thought_ms":0}"#,
            r#"{"type":"accept","extra":1}"#,
            r#"{"type":"pong","n":1,"n":2}"#,
        ] {
            assert!(Message::parse(bad).is_err(), "{bad}");
        }
        let chat = format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(MAX_CHAT + 1));
        assert!(Message::parse(&chat).unwrap_err().contains("chat"));
        let name = format!(
            r#"{{"type":"hello","protocol":"othello-net","version":2,"name":"{}"}}"#,
            "n".repeat(MAX_NAME + 1)
        );
        assert!(Message::parse(&name).unwrap_err().contains("name"));
        let huge = format!(r#"{{"type":"chat","text":"{}"}}"#, "x".repeat(MAX_LINE));
        assert!(Message::parse(&huge).unwrap_err().contains("longer than"));
    }
}
