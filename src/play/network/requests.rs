//! Over the network, what one player asks of the other (take-back, rematch) and the answer,
//! resignation, chat and leaving, from this side and from the other. Each request of the other
//! side is put once a ply: asking again and again cannot hold up the game.

use std::time::Instant;

use crate::engine::color::Color;
use crate::engine::game::{TakeBackError, Turn};

use super::protocol::{MAX_CHAT, Message};
use super::{LinkId, NetworkGame, News, Step, send};
use crate::play::Play;

/// A request to the other player that needs their yes or no.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ask {
    /// Take back the asker's last move.
    TakeBack,
    /// A rematch, colours swapped.
    Rematch,
}

/// Where the game stood when the other side last asked each request: the game's number in the
/// session and its plies.
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

/// The requests between the two sides.
#[derive(Clone, Debug, Default)]
pub(super) struct Requests {
    /// This side's request waiting for the other's answer.
    pub ours: Option<Ask>,
    /// The other side's request, waiting for this side to be back at the board to be put.
    waiting: Option<Ask>,
    /// The other side's request, put to this side and not answered yet.
    open: Option<Ask>,
    /// Where the game stood when the other side last asked each request.
    asked_at: AskedAt,
}

impl Requests {
    /// The connection is gone: this side's request will get no answer, and the other's goes
    /// with them. Returns whether this side's was waiting, and whether theirs was put.
    pub(super) fn connection_lost(&mut self) -> (bool, bool) {
        self.waiting = None;
        (self.ours.take().is_some(), self.open.take().is_some())
    }
}

impl NetworkGame {
    /// The other side's request waiting to be put to this side.
    pub fn waiting_question(&self) -> Option<Ask> {
        self.requests.waiting
    }

    /// What either side may send: requests, answers, chat, leaving.
    pub(super) fn common(
        &mut self,
        play: &mut Play,
        link: LinkId,
        message: Message,
        now: Instant,
        steps: &mut Vec<Step>,
    ) {
        match message {
            Message::TakeBack {} if self.accepted && !play.game().is_over() => {
                let possible = can_take_back(play, !self.you());
                self.asked_of_us(play, link, Ask::TakeBack, possible, steps);
            }
            Message::Rematch {} if play.game().is_over() => {
                self.asked_of_us(play, link, Ask::Rematch, true, steps)
            }
            Message::Answer { yes } => {
                let Some(ask) = self.requests.ours.take() else { return };
                steps.push(Step::Say(News::Answered(yes)));
                // The guest waits for the host's board.
                if yes && self.is_host() {
                    self.grant(play, ask, self.you(), now, steps);
                }
            }
            Message::Chat { text } => steps.push(Step::Say(News::Chat(text))),
            Message::Bye {} => {
                self.lost(play, now, steps);
                steps.push(Step::Say(News::Left { over: play.game().is_over() }));
            }
            Message::Hello { .. }
            | Message::Welcome { .. }
            | Message::Accept {}
            | Message::Decline {}
            | Message::Move { .. }
            | Message::Played { .. }
            | Message::State { .. }
            | Message::Refused { .. }
            | Message::TakeBack {}
            | Message::Rematch {}
            | Message::Resign {}
            | Message::Ping { .. }
            | Message::Pong { .. } => steps.push(Step::Warn(News::OutOfPlace)),
        }
    }

    /// The other side asks `ask`, which `possible` says the game allows. Asked once a ply: the
    /// same request again while it waits is dropped, and again at a ply where it was answered is
    /// answered no at once, without a question. Otherwise it waits to be put
    /// ([`NetworkGame::put_question`]).
    fn asked_of_us(&mut self, play: &Play, link: LinkId, ask: Ask, possible: bool, steps: &mut Vec<Step>) {
        let requests = &mut self.requests;
        if requests.waiting == Some(ask) || requests.open == Some(ask) {
            return;
        }
        if possible && requests.asked_at.first_at(ask, (self.games, play.game().plies().len())) {
            requests.waiting = Some(ask);
            steps.push(Step::Say(News::AskedLater(ask)));
        } else {
            steps.push(send(link, Message::Answer { yes: false }));
        }
    }

    /// This side is at the board: the other side's waiting request is put to it now, or, if the
    /// game has gone past it meanwhile, answered no.
    pub fn put_question(&mut self, play: &Play) -> Vec<Step> {
        let mut steps = Vec::new();
        let Some(ask) = self.requests.waiting.take() else { return steps };
        let still = match ask {
            Ask::TakeBack => !play.game().is_over() && can_take_back(play, !self.you()),
            Ask::Rematch => play.game().is_over(),
        };
        match self.link.filter(|_| self.accepted) {
            Some(_) if still => {
                self.requests.open = Some(ask);
                steps.push(Step::Question(ask));
            }
            Some(link) => steps.push(send(link, Message::Answer { yes: false })),
            None => {}
        }
        steps
    }

    /// This side played on while the other's question was open: that is a no.
    pub(super) fn played_on(&mut self, link: Option<LinkId>, steps: &mut Vec<Step>) {
        let Some(ask) = self.requests.open.take() else { return };
        if let Some(link) = link {
            steps.push(send(link, Message::Answer { yes: false }));
        }
        steps.push(Step::QuestionGone);
        steps.push(Step::Say(News::DeclinedByPlayingOn(ask)));
    }

    /// The game ended with a take-back put to this side: no take-back is left to grant.
    pub(super) fn game_over_for_requests(&mut self, link: LinkId, steps: &mut Vec<Step>) {
        if self.requests.open == Some(Ask::TakeBack) {
            self.requests.open = None;
            steps.push(send(link, Message::Answer { yes: false }));
            steps.push(Step::QuestionGone);
        }
    }

    /// Host: does what was asked and agreed, for `asker`, and sends the guest the game.
    fn grant(&mut self, play: &mut Play, ask: Ask, asker: Color, now: Instant, steps: &mut Vec<Step>) {
        match ask {
            Ask::TakeBack => {
                // Back to the asker's turn, their last move undone.
                let mut taken = play.clone();
                let mut undone = false;
                while !undone || taken.game().to_move() != Some(asker) {
                    let mover =
                        taken.game().plies().rev().find(|ply| ply.turn != Turn::Pass).map(|ply| ply.color);
                    match taken.undo(now) {
                        Ok(()) => undone |= mover == Some(asker),
                        Err(TakeBackError::Nothing) => break,
                        Err(_) => return steps.push(Step::Warn(News::TakeBackFailed)),
                    }
                }
                *play = taken;
                play.start_clock(now);
                // The plies taken back may come again, and a take-back with them.
                self.requests.asked_at.forget(Ask::TakeBack);
                steps.push(Step::TookBack);
                steps.push(Step::Say(News::TookBack(asker)));
            }
            Ask::Rematch => {
                let left = Box::new(play.snapshot(now));
                play.rematch();
                self.seat.you = !self.seat.you;
                self.games += 1;
                steps.push(Step::Rematch { left, seat: self.seat.clone() });
                steps.push(Step::Say(News::Rematch));
                play.start_clock(now);
            }
        }
        if let Some(link) = self.link {
            self.send_game(play, link, false, now, steps);
        }
    }

    /// This side asks the other for `ask`.
    pub fn ask(&mut self, play: &Play, ask: Ask) -> Vec<Step> {
        let refused = |news| vec![Step::Warn(news)];
        let Some(link) = self.link.filter(|_| self.accepted) else { return refused(News::NotConnected) };
        match ask {
            Ask::TakeBack if play.game().is_over() => return refused(News::GameOver),
            Ask::TakeBack if !can_take_back(play, self.you()) => return refused(News::NothingToTakeBack),
            Ask::Rematch if !play.game().is_over() => return refused(News::RematchAfterTheGame),
            _ => {}
        }
        self.requests.ours = Some(ask);
        let message = match ask {
            Ask::TakeBack => Message::TakeBack {},
            Ask::Rematch => Message::Rematch {},
        };
        vec![send(link, message), Step::Say(News::Asking(ask))]
    }

    /// This side answers the other's request put to it.
    pub fn answer(&mut self, play: &mut Play, yes: bool, now: Instant) -> Vec<Step> {
        let mut steps = Vec::new();
        let Some(ask) = self.requests.open.take() else { return steps };
        let Some(link) = self.link else { return vec![Step::Warn(News::NoAnswerSent)] };
        steps.push(send(link, Message::Answer { yes }));
        if yes && self.is_host() {
            self.grant(play, ask, !self.you(), now, &mut steps);
        }
        steps
    }

    /// This side resigns.
    pub fn resign(&mut self, play: &mut Play, now: Instant) -> Vec<Step> {
        let mut steps = Vec::new();
        let Some(link) = self.link.filter(|_| self.accepted) else {
            return vec![Step::Warn(News::ResignWhenBack)];
        };
        if !self.is_host() {
            steps.push(send(link, Message::Resign {}));
        } else if play.resign(self.you()).is_ok() {
            steps.push(Step::Ended);
            self.send_game(play, link, false, now, &mut steps);
        }
        steps
    }

    /// This side says `text` (its control characters left out).
    pub fn chat(&mut self, text: &str) -> Vec<Step> {
        let Some(link) = self.link else { return vec![Step::Warn(News::NothingSent)] };
        let text: String = text.chars().filter(|c| !c.is_control()).take(MAX_CHAT).collect();
        if text.trim().is_empty() {
            return Vec::new();
        }
        vec![Step::Say(News::YouSaid(text.clone())), send(link, Message::Chat { text })]
    }

    /// This side leaves: the other is told.
    pub fn leave(&self) -> Vec<Step> {
        self.link.map(|link| send(link, Message::Bye {})).into_iter().collect()
    }
}

/// Whether `color` has a move of theirs that a take-back would undo.
fn can_take_back(play: &Play, color: Color) -> bool {
    play.game().plies().any(|ply| ply.color == color && ply.turn != Turn::Pass)
}
