//! `Game`: the rules state machine: turns, forced passes, the end, history with undo and redo,
//! the disc pool, the clocks and the result.

use std::fmt;
use std::time::Duration;

use super::bitboard::Bitboard;
use super::clock::{Clock, whole_ms};
use super::color::{ByColor, Color};
use super::outcome::Outcome;
use super::pool::{DISCS_PER_PLAYER, Pool, Source};
use super::position::{IllegalMove, Move, Position};
use super::rules::Rules;
use super::square::Square;

/// What a player did on one turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
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
    pub turn: Turn,
    /// The time it took on the clock; `None` for a forced pass and for a move set up before the
    /// clocks started (such a move costs no time and earns no increment).
    pub took: Option<Duration>,
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

/// A game under some [`Rules`]: the position, whose turn, the history, the pool and the clocks.
///
/// A clock is never counted down in place: each player's time left is its base time, plus what
/// the moves now on the board earned back (increment, delay), less all the time it has used.
/// So an undone move takes its increment with it, while the time spent on it stays spent.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    start: State,
    /// Every ply ever played on this line; those from `cursor` on have been undone and can be redone.
    entries: Vec<Entry>,
    cursor: usize,
    used: ByColor<Duration>,
    lost_on_time: Option<Color>,
    /// Who resigned, if someone did: the game ends there, as a loss on time does.
    resigned: Option<Color>,
}

/// Why a move was not played. The game is left as it was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// The game is already over.
    GameOver,
    /// The move breaks the rules.
    Illegal(IllegalMove),
    /// The mover's time had run out before the move (see [`Game::check_flag`]).
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

/// Why an undo or redo did nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TakeBackError {
    /// No move to take back, or none to play again.
    Nothing,
    /// A loss on time stands.
    LostOnTime,
    /// A resignation stands.
    Resigned,
    /// Without the increments the move earned, this player would have no time left.
    NoTimeLeft(Color),
}

impl fmt::Display for TakeBackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TakeBackError::Nothing => write!(f, "there is no move to take"),
            TakeBackError::LostOnTime => write!(f, "a loss on time cannot be taken back"),
            TakeBackError::Resigned => write!(f, "a resignation cannot be taken back"),
            TakeBackError::NoTimeLeft(color) => {
                write!(f, "{color} would have no time left without the time that move earned")
            }
        }
    }
}

impl std::error::Error for TakeBackError {}

/// A move as a record keeps it: where, and how long it took on the clock (`None` if it was set
/// up before the clocks started).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RecordedMove {
    /// Where the disc went.
    pub square: Square,
    /// The time on the clock.
    pub took: Option<Duration>,
}

/// A record that does not describe a possible game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ResumeError {
    /// A move that cannot be played; `number` counts from 1, passes left out.
    Move {
        /// The move's number.
        number: usize,
        /// Its square.
        square: Square,
        /// Why it cannot be played.
        error: PlayError,
    },
    /// The time used is less than the moves took.
    TimeUsed(Color),
    /// A loss on time by a player who has time left (or in an untimed game).
    NotFlagged(Color),
    /// Both a handicap and a start position: the position already has its corners.
    HandicapAndStart,
}

impl fmt::Display for ResumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResumeError::Move { number, square, error: PlayError::GameOver } => {
                write!(f, "move {number} ({square}): the game was already over")
            }
            ResumeError::Move { number, square, error } => {
                write!(f, "move {number} ({square}) is illegal: {error}")
            }
            ResumeError::TimeUsed(color) => {
                write!(f, "clocks: {color}'s time used is less than {color}'s moves took")
            }
            ResumeError::NotFlagged(color) => {
                write!(f, "result: {color} lost on time, but {color}'s clock has time left")
            }
            ResumeError::HandicapAndStart => {
                write!(f, "a game from a start position has no handicap: the position has its corners")
            }
        }
    }
}

impl std::error::Error for ResumeError {}

impl Game {
    /// A new game: the four centre discs, the handicap corners, full clocks, black to move (or
    /// passing at once if the corners leave black without a move).
    ///
    /// # Panics
    /// Never: the handicap corners are empty at the start, and it only takes discs from a hand.
    pub fn new(rules: Rules) -> Game {
        let handicap = rules.handicap();
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
            rules,
            start,
            entries: Vec::new(),
            cursor: 0,
            used: ByColor::both(Duration::ZERO),
            lost_on_time: None,
            resigned: None,
        };
        game.pass_if_forced();
        game
    }

    /// A game from any position, `to_move` to move (or passing at once if it has no move), under
    /// `rules`, whose handicap is not applied: the position has whatever corners it has. Each
    /// player's hand holds what is left of its 32 discs, the hand of a player with more than 32
    /// on the board empty and the other's short by as many.
    ///
    /// # Panics
    /// Never: a position holds at most 64 discs, which the two hands can always make up.
    pub fn from_position(position: Position, to_move: Color, rules: Rules) -> Game {
        let board = position.board(to_move).map(|discs| discs.count() as u8);
        let in_hands = 64 - board.black - board.white;
        let black = DISCS_PER_PLAYER.saturating_sub(board.black).min(in_hands);
        let pool = Pool::from_hands(ByColor::new(black, in_hands - black)).expect("at most 64 discs in all");
        let mut game = Game {
            rules,
            start: State { position, to_move, pool },
            entries: Vec::new(),
            cursor: 0,
            used: ByColor::both(Duration::ZERO),
            lost_on_time: None,
            resigned: None,
        };
        game.pass_if_forced();
        game
    }

    /// The position at the start and after each ply on the board (not those taken back), in
    /// order, with who is (or would be) to move in it: one more than [`Game::plies`].
    pub fn history(&self) -> impl Iterator<Item = (Position, Color)> + '_ {
        std::iter::once(self.start)
            .chain(self.entries[..self.cursor].iter().map(|entry| entry.after))
            .map(|state| (state.position, state.to_move))
    }

    /// The board at the start and after each ply on the board (not those taken back), in order.
    pub fn boards(&self) -> impl Iterator<Item = ByColor<Bitboard>> + '_ {
        self.history().map(|(position, to_move)| position.board(to_move))
    }

    /// The position the game started from and who was to move, if it is not the one its rules
    /// give (the centre and the handicap corners, black to move).
    pub fn custom_start(&self) -> Option<(Position, Color)> {
        let standard = Game::new(self.rules).start;
        (self.start != standard).then_some((self.start.position, self.start.to_move))
    }

    /// Rebuilds a recorded game: its rules, the position it started from if not the standard
    /// one, its moves, the time each player used in all (undone moves and turns in progress
    /// included) and who lost on time, if anyone did. Every move is replayed by the rules, and
    /// the clocks and the loss on time are checked against them.
    ///
    /// # Errors
    /// [`ResumeError::Move`] for the first move that cannot be played (with its number and why),
    /// [`ResumeError::TimeUsed`] if a player used less time than their moves took,
    /// [`ResumeError::NotFlagged`] for a loss on time by a player with time left, and
    /// [`ResumeError::HandicapAndStart`] for a handicap given with a start position.
    pub fn resume(
        rules: Rules,
        start: Option<(Position, Color)>,
        moves: &[RecordedMove],
        used: ByColor<Duration>,
        lost_on_time: Option<Color>,
    ) -> Result<Game, ResumeError> {
        let mut game = match start {
            None => Game::new(rules),
            Some(_) if rules.handicap().corners() > 0 => return Err(ResumeError::HandicapAndStart),
            Some((position, to_move)) => Game::from_position(position, to_move, rules),
        };
        for (index, recorded) in moves.iter().enumerate() {
            let error = |error| ResumeError::Move { number: index + 1, square: recorded.square, error };
            if game.is_over() {
                return Err(error(PlayError::GameOver));
            }
            let color = game.state().to_move;
            game.push_move(recorded.square, recorded.took).map_err(error)?;
            game.used[color] = game.used[color].saturating_add(recorded.took.unwrap_or_default());
        }
        for color in Color::ALL {
            if used[color] < game.used[color] {
                return Err(ResumeError::TimeUsed(color));
            }
        }
        game.used = used;
        if let Some(loser) = lost_on_time {
            if game.is_over() || game.clock().remaining(loser) != Some(Duration::ZERO) {
                return Err(ResumeError::NotFlagged(loser));
            }
            game.lost_on_time = Some(loser);
        }
        Ok(game)
    }

    fn state(&self) -> State {
        self.cursor.checked_sub(1).map_or(self.start, |last| self.entries[last].after)
    }

    /// The rules this game is played under.
    pub fn rules(&self) -> Rules {
        self.rules
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

    /// The position before the first move (the centre and the handicap corners, or the one the
    /// game was set up from) and who was to move in it.
    pub fn start(&self) -> (Position, Color) {
        (self.start.position, self.start.to_move)
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
        self.lost_on_time.is_some() || self.resigned.is_some() || self.state().position.is_over()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match (self.lost_on_time, self.resigned) {
            (Some(loser), _) => Some(Outcome::by_time(loser, self.discs())),
            (None, Some(loser)) => Some(Outcome::by_resignation(loser, self.discs())),
            (None, None) => self.state().position.is_over().then(|| Outcome::by_discs(self.discs())),
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
        self.plies().filter_map(|ply| match ply.turn {
            Turn::Move { square, .. } => Some(square),
            Turn::Pass => None,
        })
    }

    /// The most recent move (passes skipped), if any.
    pub fn last_move(&self) -> Option<Square> {
        self.moves().last()
    }

    /// The clocks at the start of the turn in progress.
    pub fn clock(&self) -> Clock {
        let control = self.rules.time_control();
        let mut earned = ByColor::both(Duration::ZERO);
        if let Some(control) = control {
            for ply in self.plies() {
                if let (Turn::Move { .. }, Some(took)) = (ply.turn, ply.took) {
                    earned[ply.color] = earned[ply.color].saturating_add(control.credit(took));
                }
            }
        }
        Clock::new(control, self.used, earned)
    }

    /// Plays `square` for the side to move; `took` is how long the player thought (counted in
    /// whole milliseconds), which the clock charges (less the delay) and for which it adds the
    /// increment.
    ///
    /// Afterwards the next player passes automatically if, and only if, they have no legal move.
    /// On error nothing changes: a move made after the flag fell is not played, and
    /// [`Game::check_flag`] ends the game.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game is over, [`PlayError::Illegal`] for a move the rules
    /// refuse (why, in the error), [`PlayError::OutOfTime`] if the mover's time ran out before it.
    pub fn play(&mut self, square: Square, took: Duration) -> Result<Bitboard, PlayError> {
        let color = self.to_move().ok_or(PlayError::GameOver)?;
        if self.clock().is_flagged(color, whole_ms(took)) {
            return Err(PlayError::OutOfTime(color));
        }
        self.play_overtime(square, took)
    }

    /// Plays `square` for the side to move and charges `took`, even if the mover's flag has
    /// fallen: for a game whose clocks are kept by someone else, who may let a player go on
    /// after the flag (the NBoard GUI gives two minutes). The clock then shows no time left;
    /// nothing ends the game on time but [`Game::check_flag`].
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game is over, [`PlayError::Illegal`] for a move the rules
    /// refuse; never [`PlayError::OutOfTime`].
    pub fn play_overtime(&mut self, square: Square, took: Duration) -> Result<Bitboard, PlayError> {
        let took = whole_ms(took);
        let color = self.to_move().ok_or(PlayError::GameOver)?;
        let flipped = self.push_move(square, Some(took))?;
        self.used[color] = self.used[color].saturating_add(took);
        Ok(flipped)
    }

    /// Plays `square` off the clock: a move that sets up the position before the clocks start,
    /// which costs no time and earns no increment.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game is over, [`PlayError::Illegal`] for a move the rules
    /// refuse.
    pub fn play_untimed(&mut self, square: Square) -> Result<Bitboard, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.push_move(square, None)
    }

    /// Adds a move to the history (dropping any undone line) and the forced pass after it.
    fn push_move(&mut self, square: Square, took: Option<Duration>) -> Result<Bitboard, PlayError> {
        let state = self.state();
        let (position, Move { flips: flipped, .. }) = state.position.try_play(square)?;
        let mut pool = state.pool;
        // Hands and board total 64, so a move onto an empty square always finds a disc.
        let source = pool.take(state.to_move).expect("an empty square means a disc in some hand");
        let after = State { position, to_move: !state.to_move, pool };
        self.entries.truncate(self.cursor);
        let turn = Turn::Move { square, flipped, source };
        self.entries.push(Entry { ply: Ply { color: state.to_move, turn, took }, after });
        self.cursor += 1;
        self.pass_if_forced();
        Ok(flipped)
    }

    /// Records a pass if the player to move has no legal move while the other has one.
    fn pass_if_forced(&mut self) {
        let state = self.state();
        if !state.position.can_move() && state.position.pass().can_move() {
            let after = State { position: state.position.pass(), to_move: !state.to_move, ..state };
            let ply = Ply { color: state.to_move, turn: Turn::Pass, took: None };
            self.entries.push(Entry { ply, after });
            self.cursor += 1;
        }
    }

    fn last_move_index(&self) -> Option<usize> {
        self.entries[..self.cursor].iter().rposition(|entry| matches!(entry.ply.turn, Turn::Move { .. }))
    }

    /// Where [`Game::undo`] would move the history's cursor, or why it cannot.
    fn undo_target(&self) -> Result<usize, TakeBackError> {
        self.forfeit_stands()?;
        let index = self.last_move_index().ok_or(TakeBackError::Nothing)?;
        let mut undone = self.clone();
        undone.cursor = index;
        let clock = undone.clock();
        match Color::ALL.into_iter().find(|&color| clock.is_flagged(color, Duration::ZERO)) {
            Some(color) => Err(TakeBackError::NoTimeLeft(color)),
            None => Ok(index),
        }
    }

    /// Whether [`Game::redo`] would play an undone move again.
    pub fn can_redo(&self) -> bool {
        self.forfeit_stands().is_ok() && self.cursor < self.entries.len()
    }

    /// Takes back the last move (and the forced pass that followed it, if any). Time used stays
    /// used; the increment and delay the move earned go with it, so an undo is refused if that
    /// would leave a player with no time. A loss on time cannot be undone.
    ///
    /// # Errors
    /// [`TakeBackError::Nothing`] with no move to take back, [`TakeBackError::LostOnTime`] or
    /// [`TakeBackError::Resigned`] when the game ended so, [`TakeBackError::NoTimeLeft`] when the
    /// player would be left with no time.
    pub fn undo(&mut self) -> Result<(), TakeBackError> {
        self.cursor = self.undo_target()?;
        Ok(())
    }

    /// Plays the next undone move again (and the forced pass after it), with what it earned
    /// back on the clock; its time was charged when it was first played.
    ///
    /// # Errors
    /// [`TakeBackError::Nothing`] with no undone move, [`TakeBackError::LostOnTime`] or
    /// [`TakeBackError::Resigned`] when the game ended so.
    pub fn redo(&mut self) -> Result<(), TakeBackError> {
        self.forfeit_stands()?;
        if !self.can_redo() {
            return Err(TakeBackError::Nothing);
        }
        self.cursor += 1;
        while self.entries.get(self.cursor).is_some_and(|entry| entry.ply.turn == Turn::Pass) {
            self.cursor += 1;
        }
        Ok(())
    }

    /// Ends the game on time if the flag of the player to move has fallen `elapsed` into the
    /// turn. Returns whether it fell.
    pub fn check_flag(&mut self, elapsed: Duration) -> bool {
        let elapsed = whole_ms(elapsed);
        match self.to_move() {
            Some(color) if self.clock().is_flagged(color, elapsed) => {
                self.used[color] = self.used[color].saturating_add(elapsed);
                self.lost_on_time = Some(color);
                true
            }
            _ => false,
        }
    }

    /// Charges the player to move for `elapsed` of a turn that ends without a move (before an
    /// undo or a redo), so time used is never given back. Returns whether the flag fell.
    pub fn spend(&mut self, elapsed: Duration) -> bool {
        if self.check_flag(elapsed) {
            return true;
        }
        if let Some(color) = self.to_move() {
            self.used[color] = self.used[color].saturating_add(whole_ms(elapsed));
        }
        false
    }

    /// Who lost on time, if the game ended so.
    pub fn lost_on_time(&self) -> Option<Color> {
        self.lost_on_time
    }

    /// `color` resigns: the game ends, scored as a loss on time is (the winner has at least
    /// 33). Refused once the game is over.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game is over.
    pub fn resign(&mut self, color: Color) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.resigned = Some(color);
        Ok(())
    }

    /// Who resigned, if the game ended so.
    pub fn resigned(&self) -> Option<Color> {
        self.resigned
    }

    /// An error if the game ended by a forfeit, which no take-back undoes.
    fn forfeit_stands(&self) -> Result<(), TakeBackError> {
        match (self.lost_on_time, self.resigned) {
            (Some(_), _) => Err(TakeBackError::LostOnTime),
            (None, Some(_)) => Err(TakeBackError::Resigned),
            (None, None) => Ok(()),
        }
    }
}
