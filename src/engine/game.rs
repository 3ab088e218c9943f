//! `Game`: the rules state machine: turns, forced passes, the end, history with undo and redo,
//! the disc pool, the clocks and the result.

use std::fmt;
use std::time::Duration;

use super::bitboard::Bitboard;
use super::clock::{Clock, FlagFell};
use super::color::{ByColor, Color};
use super::outcome::Outcome;
use super::pool::{Pool, Source};
use super::position::{IllegalMove, Position};
use super::setup::Setup;
use super::square::Square;

/// What a player did on one turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// A disc on `square`, flipping `flipped`; `source` says whose hand the disc came from.
    Move {
        /// Where the disc went.
        square: Square,
        /// The discs it turned over.
        flipped: Bitboard,
        /// The mover's hand, or the opponent's when the mover's was empty.
        source: Source,
    },
    /// A forced pass: the player had no legal move.
    Pass,
}

/// One turn of the history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ply {
    /// Who played it.
    pub color: Color,
    /// What was played.
    pub action: Action,
    /// The time it took (zero for a pass).
    pub took: Duration,
}

/// Everything the rules need to know between turns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct State {
    position: Position,
    to_move: Color,
    pool: Pool,
}

#[derive(Clone, Debug)]
struct Entry {
    ply: Ply,
    after: State,
}

/// A game under a [`Setup`]: the position, whose turn, the history, the pool and the clocks.
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    start: State,
    /// Every ply ever played on this line; those from `cursor` on have been undone and can be redone.
    entries: Vec<Entry>,
    cursor: usize,
    clock: Clock,
    lost_on_time: Option<Color>,
}

/// Why a move was not played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// The game is already over.
    GameOver,
    /// The move breaks the rules; nothing changed.
    Illegal(IllegalMove),
    /// The mover's time had run out before the move: it was not played, and the game is now
    /// lost on time.
    OutOfTime(Color),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is over"),
            PlayError::Illegal(illegal) => write!(f, "{illegal}"),
            PlayError::OutOfTime(color) => write!(f, "{color}'s time ran out"),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<IllegalMove> for PlayError {
    fn from(illegal: IllegalMove) -> PlayError {
        PlayError::Illegal(illegal)
    }
}

impl Game {
    /// A new game: the four centre discs, the handicap corners, full clocks, black to move (or
    /// passing at once if the corners leave black without a move).
    pub fn new(setup: Setup) -> Game {
        let handicap = setup.handicap();
        let mut board = Position::START.board(Color::Black);
        board[handicap.receiver()] |= handicap.squares();
        let mut hands = Pool::new().hands();
        hands[handicap.receiver()] -= handicap.corners();
        let start = State {
            position: Position::from_board(board, Color::Black).expect("corners are empty at the start"),
            to_move: Color::Black,
            pool: Pool::from_hands(hands).expect("a handicap only takes discs away"),
        };
        let mut game = Game {
            setup,
            start,
            entries: Vec::new(),
            cursor: 0,
            clock: Clock::new(setup.time_control()),
            lost_on_time: None,
        };
        game.pass_if_forced();
        game
    }

    fn state(&self) -> State {
        self.cursor.checked_sub(1).map_or(self.start, |last| self.entries[last].after)
    }

    /// The rules this game is played under.
    pub fn setup(&self) -> Setup {
        self.setup
    }

    /// The discs on the board, side-relative to the player whose turn it is (or would be).
    pub fn position(&self) -> Position {
        self.state().position
    }

    /// The discs by colour.
    pub fn board(&self) -> ByColor<Bitboard> {
        let state = self.state();
        state.position.board(state.to_move)
    }

    /// How many discs of each colour are on the board.
    pub fn discs(&self) -> ByColor<u8> {
        self.board().map(|discs| discs.count() as u8)
    }

    /// The discs left in each player's hand.
    pub fn hands(&self) -> ByColor<u8> {
        self.state().pool.hands()
    }

    /// Whose turn it is; `None` once the game is over.
    pub fn to_move(&self) -> Option<Color> {
        (!self.is_over()).then(|| self.state().to_move)
    }

    /// The squares the player to move may play (empty once the game is over).
    pub fn legal_moves(&self) -> Bitboard {
        if self.is_over() { Bitboard::EMPTY } else { self.position().legal_moves() }
    }

    /// Whether the game has ended, by the board or by a flag.
    pub fn is_over(&self) -> bool {
        self.lost_on_time.is_some() || self.state().position.is_over()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.lost_on_time {
            Some(loser) => Some(Outcome::by_time(loser, self.discs())),
            None => self.state().position.is_over().then(|| Outcome::by_discs(self.discs())),
        }
    }

    /// The plies played so far (undone ones excluded), passes included.
    pub fn plies(&self) -> impl ExactSizeIterator<Item = &Ply> + DoubleEndedIterator {
        self.entries[..self.cursor].iter().map(|entry| &entry.ply)
    }

    /// The most recent ply, if any.
    pub fn last_ply(&self) -> Option<&Ply> {
        self.plies().next_back()
    }

    /// The moves played so far, passes left out.
    pub fn moves(&self) -> impl Iterator<Item = Square> + '_ {
        self.plies().filter_map(|ply| match ply.action {
            Action::Move { square, .. } => Some(square),
            Action::Pass => None,
        })
    }

    /// The most recent move (passes skipped), if any.
    pub fn last_move(&self) -> Option<Square> {
        self.moves().last()
    }

    /// The clocks.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Sets the clocks as they were when a saved game was left.
    pub fn restore_clock(&mut self, remaining: ByColor<Duration>, used: ByColor<Duration>) {
        self.clock.restore(remaining, used);
    }

    /// Plays `square` for the side to move; `took` is how long the player thought.
    ///
    /// Afterwards the next player passes automatically if, and only if, they have no legal move.
    /// On error nothing changes, except that [`PlayError::OutOfTime`] ends the game on time.
    pub fn play(&mut self, square: Square, took: Duration) -> Result<Bitboard, PlayError> {
        self.play_charging(square, took, true)
    }

    /// Plays a move from a record (a saved game), keeping `took` in the history without charging
    /// the clocks: the record's clock readings are restored afterwards with [`Game::restore_clock`].
    pub fn play_recorded(&mut self, square: Square, took: Duration) -> Result<Bitboard, PlayError> {
        self.play_charging(square, took, false)
    }

    fn play_charging(&mut self, square: Square, took: Duration, charge: bool) -> Result<Bitboard, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let state = self.state();
        let (position, flipped) = state.position.try_play(square)?;
        if charge && let Err(FlagFell(loser)) = self.clock.charge(state.to_move, took) {
            self.lost_on_time = Some(loser);
            return Err(PlayError::OutOfTime(loser));
        }
        let mut pool = state.pool;
        // Hands and board total 64, so a move onto an empty square always finds a disc.
        let source = pool.take(state.to_move).expect("an empty square means a disc in some hand");
        let after = State { position, to_move: !state.to_move, pool };
        self.entries.truncate(self.cursor);
        let action = Action::Move { square, flipped, source };
        self.entries.push(Entry { ply: Ply { color: state.to_move, action, took }, after });
        self.cursor += 1;
        self.pass_if_forced();
        Ok(flipped)
    }

    /// Records a pass if the player to move has no legal move while the other has one.
    fn pass_if_forced(&mut self) {
        let state = self.state();
        if !state.position.can_move() && state.position.pass().can_move() {
            let after = State { position: state.position.pass(), to_move: !state.to_move, ..state };
            let ply = Ply { color: state.to_move, action: Action::Pass, took: Duration::ZERO };
            self.entries.push(Entry { ply, after });
            self.cursor += 1;
        }
    }

    /// Whether [`Game::undo`] would take back a move.
    pub fn can_undo(&self) -> bool {
        self.lost_on_time.is_none() && self.last_move_index().is_some()
    }

    /// Whether [`Game::redo`] would play an undone move again.
    pub fn can_redo(&self) -> bool {
        self.lost_on_time.is_none() && self.cursor < self.entries.len()
    }

    fn last_move_index(&self) -> Option<usize> {
        self.entries[..self.cursor].iter().rposition(|entry| matches!(entry.ply.action, Action::Move { .. }))
    }

    /// Takes back the last move (and the forced pass that followed it, if any). The clocks keep
    /// their time. Returns whether anything was undone; a game lost on time cannot be undone.
    pub fn undo(&mut self) -> bool {
        match self.last_move_index() {
            Some(index) if self.can_undo() => {
                self.cursor = index;
                true
            }
            _ => false,
        }
    }

    /// Plays the next undone move again (and the forced pass after it). Returns whether anything
    /// was redone.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        while self.entries.get(self.cursor).is_some_and(|entry| entry.ply.action == Action::Pass) {
            self.cursor += 1;
        }
        true
    }

    /// Ends the game on time if the flag of the player to move has fallen `elapsed` into the
    /// turn. Returns whether it fell.
    pub fn check_flag(&mut self, elapsed: Duration) -> bool {
        match self.to_move() {
            Some(color) if self.clock.is_flagged(color, elapsed) => {
                self.clock.flag(color, elapsed);
                self.lost_on_time = Some(color);
                true
            }
            _ => false,
        }
    }

    /// Charges the player to move for `elapsed` of a turn that goes on (before an undo, a save or
    /// leaving), so time used is never given back. Returns whether the flag fell.
    pub fn spend(&mut self, elapsed: Duration) -> bool {
        match self.to_move() {
            Some(color) if self.clock.spend(color, elapsed).is_err() => {
                self.lost_on_time = Some(color);
                true
            }
            _ => false,
        }
    }

    /// Who lost on time, if the game ended so.
    pub fn lost_on_time(&self) -> Option<Color> {
        self.lost_on_time
    }

    /// Records that `color` lost on time (for a saved game that ended so).
    pub fn set_lost_on_time(&mut self, color: Color) {
        self.lost_on_time = Some(color);
    }
}
