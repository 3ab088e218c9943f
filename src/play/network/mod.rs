//! A game over the network, for any front end: the rules of who may move, take back, rematch,
//! resign and chat, the clocks charged by the host's measure of the link, and the connection's
//! life (pings, silence, loss and return). `NetworkGame` takes what the connection did and what
//! this side does, changes the game in play, and returns the `Step`s for the front end: what to
//! send, what to keep, and what to show (as `News`, which the front end puts in words). The
//! protocol's messages are in `protocol`, the clock's arithmetic in `lag`, the requests in
//! `requests`; `net/` carries the bytes.
//!
//! A player's clock never runs for the other side's connection: while the connection is lost the
//! host counts the guest gone, so only the guest's clock runs on, in the guest's turn (as in
//! online chess, pulling the plug does not stop one's own clock), and the host may move
//! meanwhile, its move sent with the game when the guest is back. The guest's side does the same.

pub mod lag;
pub mod protocol;
mod requests;
mod steps;
#[cfg(test)]
mod tests;

use std::time::{Duration, Instant};

use crate::engine::color::Color;
use crate::engine::game::PlayError;
use crate::engine::square::Square;
use crate::store::{self, GameIdentity, Role, Seat};

use super::Play;
use lag::Transit;
use protocol::Message;

pub use requests::{Ask, AskedAt};
pub use steps::{HostGameProblem, NetEvent, News, Outgoing, Refusal, Step};

/// Which connection something came on.
pub type LinkId = u64;

/// How long a connection may stay silent (no message, not even a pong) before it counts as lost.
pub const SILENCE: Duration = Duration::from_secs(7);
/// How long the host's connection to its guest may be quiet (pongs come every two seconds) before
/// a player who gives the code again takes the seat over: the guest's side likely went away
/// without a word (a dropped network gives no sign) and is coming back.
pub const QUIET: Duration = Duration::from_secs(3);

/// A game over the network, on this side.
#[derive(Clone, Debug)]
pub struct NetworkGame {
    /// This side's seat: host or guest, the address, the game's key and the colour played here.
    pub seat: Seat,
    /// Host: the join code to give, shown while waiting for a player (made for this session,
    /// never saved); none when a game under way waits for its guest to come back.
    pub code: Option<String>,
    /// The connection to the other side, while there is one.
    pub link: Option<LinkId>,
    /// Host: the guest accepted the rules, so the game is on.
    pub accepted: bool,
    /// When the other side was last heard from.
    pub heard_at: Option<Instant>,
    /// The pings and the round trip.
    pub transit: Transit,
    /// Guest: the move sent to the host, not yet played by it.
    pub sent_move: Option<Square>,
    requests: requests::Requests,
    /// Which game of the session this is (a rematch is the next): requests are counted by it.
    games: u64,
    /// Guest: the host's game followed, so that a rematch is told from it.
    followed: Option<store::GameId>,
    /// Host: the name the host gave the guest's side (if any), kept from the first joiner on,
    /// so that a joiner who declines leaves the seat as it was for the next.
    guest_name_given: Option<Option<String>>,
}

impl NetworkGame {
    /// The network side of a game in `seat`; a guest arrives connected on `link`, accepted,
    /// following the game `following`.
    pub fn new(
        seat: Seat,
        link: Option<LinkId>,
        following: Option<store::GameId>,
        now: Instant,
    ) -> NetworkGame {
        let accepted = seat.role == Role::Guest;
        NetworkGame {
            seat,
            code: None,
            link,
            accepted,
            heard_at: link.map(|_| now),
            transit: Transit::default(),
            sent_move: None,
            requests: requests::Requests::default(),
            games: 0,
            followed: following,
            guest_name_given: None,
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

    /// This side's request waiting for the other's answer.
    pub fn asked(&self) -> Option<Ask> {
        self.requests.ours
    }

    /// Connected on `link` at `now` (a guest's first connection).
    pub fn connected(&mut self, link: LinkId, now: Instant) {
        self.link = Some(link);
        self.heard_at = Some(now);
    }

    /// What the connection did.
    pub fn event(&mut self, play: &mut Play, event: NetEvent, now: Instant) -> Vec<Step> {
        let mut steps = Vec::new();
        match event {
            NetEvent::Joined { link, name } => self.joined(play, link, name, now, &mut steps),
            NetEvent::Rejoined { link, welcome } => {
                self.connected(link, now);
                if let Message::Welcome { game, you, .. } = welcome {
                    self.follow(play, &game, you, true, now, &mut steps);
                }
                steps.push(Step::Say(News::ConnectedAgain));
            }
            NetEvent::Message { link, message } if self.link == Some(link) => {
                self.heard_at = Some(now);
                if self.is_host() {
                    self.guest_said(play, link, message, now, &mut steps);
                } else {
                    self.host_said(play, link, message, now, &mut steps);
                }
            }
            NetEvent::Bad { link, problem } if self.link == Some(link) => {
                self.lost(play, now, &mut steps);
                steps.push(Step::Warn(News::NotUnderstood(problem)));
            }
            NetEvent::Closed { link } if self.link == Some(link) => self.lost(play, now, &mut steps),
            NetEvent::WrongCode { tries, renewed } => {
                let told = renewed.is_some();
                if renewed.is_some() {
                    self.code = renewed;
                }
                steps.push(Step::Warn(News::WrongCode { tries, renewed: told }));
            }
            // A connection that is no longer the game's.
            NetEvent::Message { .. } | NetEvent::Bad { .. } | NetEvent::Closed { .. } => {}
        }
        steps
    }

    /// Host: the game as it stands, for the guest on `link`; a welcome if `welcome`.
    fn send_game(&self, play: &Play, link: LinkId, welcome: bool, now: Instant, steps: &mut Vec<Step>) {
        let host = play.players()[self.you()].name.clone();
        steps.push(Step::Send(
            link,
            Outgoing::Game {
                snapshot: Box::new(play.snapshot(now)),
                you: !self.you(),
                running: play.clock_running(),
                welcome: welcome.then_some((host, self.accepted)),
            },
        ));
    }

    /// Host: a player gave the right code. Once the game is on, whoever gives it takes the seat
    /// again, under the name they bring (a player without one keeps the seat's).
    fn joined(
        &mut self,
        play: &mut Play,
        link: LinkId,
        name: Option<String>,
        now: Instant,
        steps: &mut Vec<Step>,
    ) {
        let quiet = self.heard_at.is_none_or(|heard| now.saturating_duration_since(heard) >= QUIET);
        if let Some(old) = self.link.filter(|_| self.accepted && quiet) {
            // The guest's old connection is gone without a word: the code given again takes its place.
            steps.push(Step::Close(old));
            self.link = None;
        }
        if self.link.is_some() {
            let reason = protocol::reasons::FULL.to_string();
            steps.push(send(link, Message::Refused { reason }));
            steps.push(Step::Close(link));
            return;
        }
        let guest = !self.you();
        let name = name.map(|name| name.trim().to_string()).filter(|name| !name.is_empty());
        let back = self.accepted;
        if back {
            if let Some(name) = name {
                play.rename(guest, name);
            }
            self.transit.reset();
        } else {
            // A new guest names themselves (or keeps the name the host gave their side, not
            // one a joiner who declined brought).
            let mut players = play.players().clone();
            let given = self.guest_name_given.get_or_insert_with(|| players[guest].name.clone()).clone();
            players[guest].name = name.or(given);
            let game = play.game().clone();
            play.begin(game, players);
            self.transit = Transit::default();
        }
        self.connected(link, now);
        if back && !play.game().is_over() {
            play.start_clock(now);
        }
        self.send_game(play, link, true, now, steps);
        if back {
            steps.push(Step::Say(News::Back));
            steps.push(Step::Keep);
        } else {
            steps.push(Step::Say(News::Joined));
        }
    }

    /// The connection is gone: the link forgotten, the questions it carried closed, and the
    /// clocks stopped unless it is the guest's turn; the guest tries to reconnect.
    fn lost(&mut self, play: &mut Play, now: Instant, steps: &mut Vec<Step>) {
        if let Some(link) = self.link.take() {
            steps.push(Step::Close(link));
        }
        self.transit.reset();
        self.sent_move = None;
        let (unanswered, question) = self.requests.connection_lost();
        if !self.accepted {
            // Nobody had accepted yet: wait for the next player.
            steps.push(Step::Say(News::LeftBeforeStart));
            return;
        }
        if question {
            // Their question goes with them: no answer can reach them now.
            steps.push(Step::QuestionGone);
        }
        if unanswered {
            steps.push(Step::Say(News::CannotAnswerNow));
        }
        if play.game().to_move() != Some(self.guest()) {
            play.stop_clock(now);
        }
        steps.push(Step::Keep);
        if !self.is_host() {
            steps.push(Step::Reconnect);
        }
    }

    /// Ends the game on time if a flag fell at `now`: on the host, which keeps the clocks (a
    /// remote player's flag falls only once their time is up beyond the network's round trip,
    /// which their move's charge leaves out too); never on the guest, who waits for the host's
    /// word. Returns what follows, if it fell.
    pub fn check_flag(&mut self, play: &mut Play, now: Instant) -> Option<Vec<Step>> {
        if !self.is_host() {
            return None;
        }
        let remote_turn = play.game().to_move() == Some(!self.you());
        let allowance = if remote_turn { self.transit.compensation() } else { Duration::ZERO };
        if !play.check_flag_allowing(now, allowance) {
            return None;
        }
        let mut steps = vec![Step::Ended];
        if let Some(link) = self.link {
            self.send_game(play, link, false, now, &mut steps);
        }
        Some(steps)
    }

    /// Time passed: pings, and a silent connection given up.
    pub fn tick(&mut self, play: &mut Play, now: Instant) -> Vec<Step> {
        let mut steps = Vec::new();
        // Pings only once the game is on: a guest reading the rules answers none.
        let Some(link) = self.link.filter(|_| self.accepted) else { return steps };
        if self.heard_at.is_some_and(|heard| now.saturating_duration_since(heard) >= SILENCE) {
            self.lost(play, now, &mut steps);
        } else if let Some(n) = self.transit.ping_due(now) {
            steps.push(send(link, Message::Ping { n }));
        }
        steps
    }

    /// When the network needs the front end to wake: the next ping and the silence limit, while
    /// the game is on and connected (otherwise nothing is due: waiting costs nothing).
    pub fn next_change(&self, now: Instant) -> Option<Duration> {
        if !self.live() {
            return None;
        }
        let ping = self.transit.until_ping(now);
        let silence = self.heard_at.map(|heard| (heard + SILENCE).saturating_duration_since(now));
        Some(silence.map_or(ping, |silence| silence.min(ping)))
    }

    /// Host: a message from the guest. Nothing in it reaches the game unchecked.
    fn guest_said(
        &mut self,
        play: &mut Play,
        link: LinkId,
        message: Message,
        now: Instant,
        steps: &mut Vec<Step>,
    ) {
        match message {
            Message::Accept {} if !self.accepted => {
                self.accepted = true;
                // From now on the guest comes back with the game's key: the code could only let
                // someone who overheard it take the seat.
                self.code = None;
                steps.push(Step::RetireCode);
                play.start_clock(now);
                steps.push(Step::Say(News::Accepted));
                self.send_game(play, link, false, now, steps);
                steps.push(Step::Keep);
            }
            Message::Decline {} if !self.accepted => {
                steps.push(Step::Close(link));
                self.link = None;
                steps.push(Step::Say(News::Declined));
            }
            Message::Move { ply, square, thought_ms } => {
                self.guest_move(play, link, ply, &square, thought_ms, now, steps);
            }
            Message::Resign {} if self.accepted && !play.game().is_over() => {
                if play.resign(!self.you()).is_ok() {
                    self.game_over_for_requests(link, steps);
                    steps.push(Step::Ended);
                    self.send_game(play, link, false, now, steps);
                }
            }
            Message::Ping { n } => steps.push(send(link, Message::Pong { n })),
            Message::Pong { n } => self.transit.pong(n, now),
            message => self.common(play, link, message, now, steps),
        }
    }

    /// Host: the guest's move, played only if it is theirs to make, for this ply, and legal; its
    /// time is charged as the host measured it, less the network's round trip within a bound.
    #[allow(clippy::too_many_arguments)]
    fn guest_move(
        &mut self,
        play: &mut Play,
        link: LinkId,
        ply: usize,
        square: &str,
        thought_ms: u64,
        now: Instant,
        steps: &mut Vec<Step>,
    ) {
        let guest = !self.you();
        let refusal = if !self.accepted {
            Some(Refusal::NotBegun)
        } else if play.game().is_over() {
            Some(Refusal::Over)
        } else if play.game().to_move() != Some(guest) || ply != play.game().plies().len() {
            Some(Refusal::NotTheirTurn)
        } else {
            match square.parse::<Square>() {
                Err(_) => Some(Refusal::NotASquare),
                Ok(parsed) => play.game().position().legal_move(parsed).err().map(Refusal::Illegal),
            }
        };
        if let Some(why) = refusal {
            steps.push(Step::Warn(News::MoveRefused { square: square.to_string(), why }));
            // Whatever their screen shows, it shows the game again.
            self.send_game(play, link, false, now, steps);
            return;
        }
        let square: Square = square.parse().expect("checked above");
        let elapsed = play.turn_elapsed(now);
        let took = lag::charge(elapsed, Duration::from_millis(thought_ms), self.transit.compensation());
        match play.play_charged(square, took, now) {
            Ok(flipped) => {
                steps.push(Step::Played(flipped));
                let took_ms = store::ms(took);
                steps.push(send(link, Message::Played { ply, square: square.to_string(), took_ms }));
            }
            Err(PlayError::OutOfTime(_)) => {
                steps.push(Step::Ended);
                self.send_game(play, link, false, now, steps);
            }
            Err(PlayError::Illegal(illegal)) => steps.push(Step::Warn(News::MoveRefused {
                square: square.to_string(),
                why: Refusal::Illegal(illegal),
            })),
            Err(PlayError::GameOver) => {
                steps.push(Step::Warn(News::MoveRefused { square: square.to_string(), why: Refusal::Over }));
            }
        }
    }

    /// Guest: a message from the host, who keeps the game.
    fn host_said(
        &mut self,
        play: &mut Play,
        link: LinkId,
        message: Message,
        now: Instant,
        steps: &mut Vec<Step>,
    ) {
        match message {
            Message::Played { ply, square, took_ms } => {
                let square = square.parse::<Square>().ok().filter(|_| ply == play.game().plies().len());
                match square.map(|square| play.play_charged(square, Duration::from_millis(took_ms), now)) {
                    Some(Ok(flipped)) => {
                        self.sent_move = None;
                        steps.push(Step::Played(flipped));
                    }
                    // Out of step with the host: its next state puts this side right.
                    _ => steps.push(Step::Warn(News::Misfit)),
                }
            }
            Message::State { game, you, running } => self.follow(play, &game, you, running, now, steps),
            Message::Refused { reason } => steps.push(Step::Warn(News::HostRefused(reason))),
            Message::Ping { n } => steps.push(send(link, Message::Pong { n })),
            Message::Pong { n } => self.transit.pong(n, now),
            message => self.common(play, link, message, now, steps),
        }
    }

    /// Guest: the host's game replaces the one on this side.
    fn follow(
        &mut self,
        play: &mut Play,
        game: &serde_json::Value,
        you: Color,
        running: bool,
        now: Instant,
        steps: &mut Vec<Step>,
    ) {
        let saved = match store::from_json(&game.to_string()) {
            Ok(saved) => saved,
            Err(kind) => {
                let problem = match kind {
                    store::SaveErrorKind::Invalid(invalid) => HostGameProblem::Invalid(invalid),
                    other => HostGameProblem::Other(other.to_string()),
                };
                steps.push(Step::Warn(News::Unreadable(problem)));
                return;
            }
        };
        self.seat.you = you;
        self.sent_move = None;
        let rematch = self.followed.replace(saved.id.clone()).is_some_and(|followed| followed != saved.id);
        if rematch {
            self.games += 1;
        }
        let identity = GameIdentity { seat: Some(self.seat.clone()), ..saved.identity() };
        let was_over = play.game().is_over();
        play.take_over(saved.game, saved.players, saved.turn, running, now);
        steps.push(Step::Followed { identity, rematch, ended: play.game().is_over() && !was_over });
    }

    /// This side plays `square`: the host plays it and sends it (or, the guest gone, keeps it
    /// for the welcome back); the guest sends it and the host plays it. A question of the other
    /// side's still open is answered no: this side played on.
    pub fn play_move(&mut self, play: &mut Play, square: Square, now: Instant) -> Vec<Step> {
        let mut steps = Vec::new();
        let refused = |why| vec![Step::Warn(News::NotPlayed(why))];
        if !self.accepted {
            return refused(Refusal::NotBegun);
        }
        if play.game().is_over() {
            return refused(Refusal::Over);
        }
        if play.game().to_move() != Some(self.you()) {
            return refused(Refusal::NotTheirTurn);
        }
        let ply = play.game().plies().len();
        if self.is_host() {
            match play.play(square, now) {
                Ok(flipped) => steps.push(Step::Played(flipped)),
                Err(PlayError::Illegal(illegal)) => return refused(Refusal::Illegal(illegal)),
                Err(PlayError::OutOfTime(_)) => {
                    steps.push(Step::Ended);
                    if let Some(link) = self.link {
                        self.send_game(play, link, false, now, &mut steps);
                    }
                    return steps;
                }
                Err(PlayError::GameOver) => return refused(Refusal::Over),
            }
            let took = play.game().plies().nth(ply).and_then(|p| p.took).unwrap_or_default();
            match self.link {
                Some(link) => {
                    steps.push(send(
                        link,
                        Message::Played { ply, square: square.to_string(), took_ms: store::ms(took) },
                    ));
                    if play.game().is_over() {
                        self.send_game(play, link, false, now, &mut steps);
                    }
                }
                None => {
                    // Their clock starts when they are back and see the move.
                    play.stop_clock(now);
                    steps.push(Step::Say(News::PlayedWhileAway(square)));
                }
            }
        } else {
            let Some(link) = self.link else { return refused(Refusal::ConnectionLost) };
            if self.sent_move.is_some() {
                return refused(Refusal::OnItsWay);
            }
            if let Err(illegal) = play.game().position().legal_move(square) {
                return refused(Refusal::Illegal(illegal));
            }
            let thought_ms = store::ms(play.turn_elapsed(now));
            steps.push(send(link, Message::Move { ply, square: square.to_string(), thought_ms }));
            self.sent_move = Some(square);
        }
        self.played_on(self.link, &mut steps);
        steps
    }
}

fn send(link: LinkId, message: Message) -> Step {
    Step::Send(link, Outgoing::Message(message))
}
