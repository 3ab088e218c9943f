//! What goes in and comes out of the network game: the connection's events, what is sent to
//! the other player, and the steps and news the front end carries out and puts in words.

use crate::engine::bitboard::Bitboard;
use crate::engine::color::Color;
use crate::engine::position::IllegalMove;
use crate::engine::square::Square;
use crate::play::Snapshot;
use crate::store::{GameIdentity, InvalidSave, Seat};

use super::protocol::Message;
use super::{Ask, LinkId};

/// What the connection did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NetEvent {
    /// Host: someone gave the right code on `link`, with this name.
    Joined {
        /// The connection.
        link: LinkId,
        /// The name the guest gave.
        name: Option<String>,
    },
    /// Guest: connected to the host again, and welcomed with this (a `Welcome`).
    Rejoined {
        /// The connection.
        link: LinkId,
        /// The host's welcome.
        welcome: Message,
    },
    /// A message arrived.
    Message {
        /// The connection.
        link: LinkId,
        /// What it says.
        message: Message,
    },
    /// A line that is not a message of the protocol arrived: the connection was closed.
    Bad {
        /// The connection.
        link: LinkId,
        /// What was wrong.
        problem: String,
    },
    /// The connection ended.
    Closed {
        /// The connection.
        link: LinkId,
    },
    /// Host: a wrong join code was tried, the `tries`-th at the code; the door renewed the code
    /// (to `renewed`) if that was the last it took.
    WrongCode {
        /// How many wrong codes were tried at the code.
        tries: u32,
        /// The new code, if the door renewed it.
        renewed: Option<String>,
    },
}

/// What goes to the other player: a message, or the game as it stands (which the files write
/// with the game's identity, the receiver's seat left out).
#[derive(Clone, Debug)]
pub enum Outgoing {
    /// A message as it is.
    Message(Message),
    /// The game: a `welcome` (with the host's name and whether the guest accepted it before)
    /// or a `state`.
    Game {
        /// The game at the moment it is sent.
        snapshot: Box<Snapshot>,
        /// The receiver's colour.
        you: Color,
        /// Whether the clock of the player to move runs.
        running: bool,
        /// For a welcome: the host's name, and whether the game is under way.
        welcome: Option<(Option<String>, bool)>,
    },
}

/// Why a move was not played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// Nobody has accepted the game yet.
    NotBegun,
    /// The game is over.
    Over,
    /// It is the other player's move (or the move is for another ply).
    NotTheirTurn,
    /// What came is not a square.
    NotASquare,
    /// The rules refuse it.
    Illegal(IllegalMove),
    /// The connection is lost (the guest cannot move without the host).
    ConnectionLost,
    /// This side's move is still on its way to the host.
    OnItsWay,
}

/// Why the game the host sent cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HostGameProblem {
    /// Well formed, but not a possible game.
    Invalid(InvalidSave),
    /// Not a save this othello reads: the reader's own words (the JSON reader's are technical).
    Other(String),
}

/// Something for the front end to say, the other player named by it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum News {
    /// Host: a player joined and is reading the rules.
    Joined,
    /// Host: the guest is back (with the code again).
    Back,
    /// Guest: connected to the host again.
    ConnectedAgain,
    /// Host: the player left before the game began.
    LeftBeforeStart,
    /// Host: the guest accepted the rules.
    Accepted,
    /// Host: a wrong join code was tried, the `tries`-th at the code, and the code was renewed
    /// if that was the last it takes.
    WrongCode {
        /// How many wrong codes were tried at the code.
        tries: u32,
        /// Whether the code was renewed (the new one is in the status line).
        renewed: bool,
    },
    /// Host: the guest declined the rules.
    Declined,
    /// The other player left (with a `bye`); the game was over or not.
    Left {
        /// Whether the game is over.
        over: bool,
    },
    /// The other side sent what the protocol does not know: disconnected.
    NotUnderstood(String),
    /// The other side sent a message out of place: ignored.
    OutOfPlace,
    /// Host: the guest's move was refused (the square as sent, and why).
    MoveRefused {
        /// The square as the guest sent it.
        square: String,
        /// Why.
        why: Refusal,
    },
    /// This side's move was not played, and why.
    NotPlayed(Refusal),
    /// Host: played while the guest is away; they see it when back.
    PlayedWhileAway(Square),
    /// Guest: a move from the host does not fit this board.
    Misfit,
    /// Guest: the host's game cannot be read (why).
    Unreadable(HostGameProblem),
    /// Guest: the host refused something (its reason).
    HostRefused(String),
    /// A line of chat from the other player.
    Chat(String),
    /// This side said something.
    YouSaid(String),
    /// The other player answered this side's request.
    Answered(bool),
    /// `color` took back a move.
    TookBack(Color),
    /// A rematch began, colours swapped.
    Rematch,
    /// The other player asks `ask`: answer it back at the board.
    AskedLater(Ask),
    /// This side asked `ask`: waiting for the answer.
    Asking(Ask),
    /// This side played on while the other's question was open: that is a no.
    DeclinedByPlayingOn(Ask),
    /// The request of this side cannot be answered now: the connection is lost.
    CannotAnswerNow,
    /// The other player is not connected: nothing asked.
    NotConnected,
    /// The connection is lost: no answer sent.
    NoAnswerSent,
    /// Not connected: resign when the other player is back.
    ResignWhenBack,
    /// Not connected: nothing sent.
    NothingSent,
    /// The game is over.
    GameOver,
    /// This side has no move to take back.
    NothingToTakeBack,
    /// A rematch comes after the game.
    RematchAfterTheGame,
    /// The take-back asked for could not be made.
    TakeBackFailed,
}

/// What the front end does after the network game changed.
#[derive(Clone, Debug)]
pub enum Step {
    /// Send the other side something on `link`.
    Send(LinkId, Outgoing),
    /// Close connection `link`.
    Close(LinkId),
    /// Guest: connect to the host again.
    Reconnect,
    /// Host: the guest accepted and the game is on: the join code is taken no more.
    RetireCode,
    /// Keep the game as it stands (its file).
    Keep,
    /// A move was played (either side's), flipping these discs: show it and keep it.
    Played(Bitboard),
    /// The game ended (a flag, a resignation): show the result and keep it.
    Ended,
    /// Moves were taken back: show the board as it is and keep it.
    TookBack,
    /// Host: a rematch begins, colours swapped: keep `left`, the game left, then the new game in
    /// `seat` (the files mint its identity).
    Rematch {
        /// The game left, as it ended.
        left: Box<Snapshot>,
        /// This side's seat in the new game.
        seat: Seat,
    },
    /// Guest: the host's game replaced this side's: the game is now `identity`'s (a rematch if
    /// `rematch`), and ended with this if `ended`.
    Followed {
        /// The host's game, with this side's seat.
        identity: GameIdentity,
        /// Whether it is another game than the one followed before.
        rematch: bool,
        /// Whether it ended with this state.
        ended: bool,
    },
    /// Put the other side's request to this side now.
    Question(Ask),
    /// The question put is moot now: close it.
    QuestionGone,
    /// Say this.
    Say(News),
    /// Warn of this.
    Warn(News),
}
