//! The game in play, for any front end: the game, who plays each side, and the timer of the turn
//! in progress. It reads no clock itself: every call that depends on time is given `now`.

pub mod book_learning;
mod budget;
mod in_flight;
pub mod network;
mod timer;
mod worker;

use std::time::{Duration, Instant};

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Game, PlayError, TakeBackError};
use crate::engine::position::Position;
use crate::engine::rules::{Handicap, Rules};
use crate::engine::square::Square;
use crate::search::level::{Level, Limits};
use crate::store::{Comments, Player};

pub use budget::{Budget, budget};
pub use in_flight::{EngineLink, InFlight};
pub use timer::TurnTimer;
pub use worker::{Reply, Request, Task, WORKING_EVERY, Worker, searching_thread};

/// A game as it is being played: what a save file needs, taken at one instant.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// The game.
    pub game: Game,
    /// Who plays each side.
    pub players: ByColor<Player>,
    /// Time spent in the turn in progress.
    pub turn: Duration,
    /// The comments on its moves.
    pub comments: Comments,
}

/// A game in play with its players and its turn timer.
#[derive(Clone, Debug)]
pub struct Play {
    game: Game,
    players: ByColor<Player>,
    timer: TurnTimer,
    /// Varies the mistakes of the computer's lower levels, and the openings of the others, from
    /// one game to the next.
    seed: u64,
    /// Whether the computer varies its opening among moves as good as each other.
    variety: bool,
    /// The comments on the moves (those of moves taken back and replaced are dropped).
    comments: Comments,
}

impl Play {
    /// A game ready to play, its clocks stopped until [`Play::start_clock`]; `turn` is time
    /// already spent in the turn in progress (from a save file). If that time is up, the flag
    /// falls at once.
    pub fn new(game: Game, players: ByColor<Player>, turn: Duration) -> Play {
        use std::hash::{BuildHasher, Hasher};
        // The standard library seeds each `RandomState` from the operating system's randomness.
        let seed = std::collections::hash_map::RandomState::new().build_hasher().finish();
        let mut play = Play {
            game,
            players,
            timer: TurnTimer::stopped(turn),
            seed,
            variety: true,
            comments: Comments::new(),
        };
        if play.game.check_flag(turn) {
            play.timer = TurnTimer::stopped(Duration::ZERO);
        }
        play
    }

    /// The same game with `comments` on its moves (from its file).
    pub fn with_comments(mut self, comments: Comments) -> Play {
        self.comments = comments;
        self
    }

    /// Replaces the comments on the moves (a game just begun from a record).
    pub fn set_comments(&mut self, comments: Comments) {
        self.comments = comments;
    }

    /// The comments on the moves, by the move's index from 0 (passes left out).
    pub fn comments(&self) -> &Comments {
        &self.comments
    }

    /// Writes `text` as the comment on move `index` (from 0, passes left out); empty text
    /// removes it. Returns whether there is such a move.
    pub fn set_comment(&mut self, index: usize, text: &str) -> bool {
        if index >= self.game.moves().count() {
            return false;
        }
        let text = text.trim();
        if text.is_empty() {
            self.comments.remove(&index);
        } else {
            self.comments.insert(index, text.to_string());
        }
        true
    }

    /// The computer always searches and plays its best move: no variety in the opening, and
    /// no book (whose moves are the same from game to game anyway).
    pub fn without_variety(mut self) -> Play {
        self.variety = false;
        self
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The players.
    pub fn players(&self) -> &ByColor<Player> {
        &self.players
    }

    /// The computer to move, if the computer plays the side to move.
    pub fn computer_to_move(&self) -> Option<Level> {
        self.players[self.game.to_move()?].computer
    }

    /// What the engine must search for the computer to move at `now`, as request `id`: its
    /// level's limits, and under a clock its share of the time it has left.
    pub fn computer_request(&self, id: u64, now: Instant) -> Option<Request> {
        let level = self.computer_to_move()?;
        let color = self.game.to_move()?;
        let clock = self.game.clock();
        let time = clock.remaining_after(color, self.timer.elapsed(now)).map(|left| {
            let control = clock.control().expect("a clock with time left has a time control");
            budget(left, control.increment + control.delay, self.game.position().empties().count())
        });
        let position = self.game.position();
        let limits = level.limits(self.seed);
        let limits = if self.variety { limits } else { Limits { variety: 0, book: false, ..limits } };
        Some(Request { id, position, task: Task::Think(limits), time })
    }

    /// Whether the clock of the player to move is running.
    pub fn clock_running(&self) -> bool {
        self.timer.is_running() && !self.game.is_over()
    }

    /// Starts the clock of the player to move.
    pub fn start_clock(&mut self, now: Instant) {
        if !self.game.is_over() {
            self.timer.start(now);
        }
    }

    /// Stops both clocks, keeping the time of the turn so far.
    pub fn stop_clock(&mut self, now: Instant) {
        self.timer.stop(now);
    }

    /// The time `color`'s clock shows at `now`: time left when timed, else time used.
    pub fn clock_reading(&self, color: Color, now: Instant) -> Duration {
        let elapsed =
            if self.game.to_move() == Some(color) { self.timer.elapsed(now) } else { Duration::ZERO };
        let clock = self.game.clock();
        clock.remaining_after(color, elapsed).unwrap_or_else(|| clock.used(color, elapsed))
    }

    /// Whether `color`'s clock is low: under 30 s, or under a fifth of its total for short games.
    pub fn clock_is_low(&self, color: Color, now: Instant) -> bool {
        match self.game.rules().time_control() {
            Some(control) => {
                self.clock_reading(color, now) < (control.base[color] / 5).min(Duration::from_secs(30))
            }
            None => false,
        }
    }

    /// The time until the running clock's digits change (tenths under ten seconds left, else
    /// seconds), or `None` if no clock runs.
    pub fn next_clock_change(&self, now: Instant) -> Option<Duration> {
        let color = self.game.to_move().filter(|_| self.clock_running())?;
        let reading = self.clock_reading(color, now);
        let timed = self.game.clock().remaining(color).is_some();
        let step: u128 = if timed && reading < Duration::from_secs(10) { 100 } else { 1000 };
        let into_step = (reading.as_millis() % step) as u64;
        // Readings are rounded down. Counting down, the digits change one millisecond after the
        // reading reaches the step below; counting up, as it reaches the step above.
        let until = if timed { into_step + 1 } else { step as u64 - into_step };
        Some(Duration::from_millis(until))
    }

    /// Ends the game on time if the flag of the player to move has fallen at `now`.
    pub fn check_flag(&mut self, now: Instant) -> bool {
        self.check_flag_allowing(now, Duration::ZERO)
    }

    /// [`Play::check_flag`], not counting `allowance` of the turn: over the network, the transit
    /// of a remote player's move, which is not charged to them either.
    pub fn check_flag_allowing(&mut self, now: Instant, allowance: Duration) -> bool {
        let elapsed = self.timer.elapsed(now).saturating_sub(allowance);
        let fell = self.clock_running() && self.game.check_flag(elapsed);
        if fell {
            self.timer = TurnTimer::stopped(Duration::ZERO);
        }
        fell
    }

    /// Plays `square` for the player to move, charging the turn's time. A move made after the
    /// flag fell is not played: the game ends on time and `PlayError::OutOfTime` says so.
    pub fn play(&mut self, square: Square, now: Instant) -> Result<Bitboard, PlayError> {
        self.play_charged(square, self.timer.elapsed(now), now)
    }

    /// The time spent in the turn in progress at `now`.
    pub fn turn_elapsed(&self, now: Instant) -> Duration {
        self.timer.elapsed(now)
    }

    /// Plays `square` for the player to move, charged `took` as the keeper of the clocks decided
    /// (over the network, the host) instead of this side's timer; the next turn starts at `now`.
    /// A charge past the flag ends the game on time, as [`Play::play`] does.
    pub fn play_charged(
        &mut self,
        square: Square,
        took: Duration,
        now: Instant,
    ) -> Result<Bitboard, PlayError> {
        match self.game.play(square, took) {
            Ok(flipped) => {
                // A move played after a take-back is another move: what was said of the one it
                // replaces (and of those after it) no longer applies.
                let index = self.game.moves().count().saturating_sub(1);
                self.comments.split_off(&index);
                self.timer = TurnTimer::running(now);
                Ok(flipped)
            }
            Err(PlayError::OutOfTime(color)) => {
                self.game.check_flag(took);
                self.timer = TurnTimer::stopped(Duration::ZERO);
                Err(PlayError::OutOfTime(color))
            }
            Err(error) => Err(error),
        }
    }

    /// Replaces the game with `game` between `players` (over the network, the host's as it
    /// stands), `turn` already spent in the turn in progress, the clock running from `now` if
    /// `running`.
    pub fn take_over(
        &mut self,
        game: Game,
        players: ByColor<Player>,
        turn: Duration,
        running: bool,
        now: Instant,
    ) {
        self.game = game;
        self.players = players;
        self.timer = TurnTimer::stopped(turn);
        if running && !self.game.is_over() {
            self.timer.start(now);
        }
    }

    /// `color` resigns: the game ends and the clocks stop.
    pub fn resign(&mut self, color: Color) -> Result<(), PlayError> {
        self.game.resign(color)?;
        self.timer = TurnTimer::stopped(Duration::ZERO);
        Ok(())
    }

    /// Takes back the last move. The turn in progress ends, and its time stays used; if it
    /// runs the clock out, the flag falls (and `TakeBackError::LostOnTime` says so). When
    /// there is nothing to undo, nothing changes, the clock and the turn's time included.
    pub fn undo(&mut self, now: Instant) -> Result<(), TakeBackError> {
        self.step_through_history(now, Game::undo)
    }

    /// Plays the next undone move again, as [`Play::undo`] takes one back.
    pub fn redo(&mut self, now: Instant) -> Result<(), TakeBackError> {
        self.step_through_history(now, Game::redo)
    }

    fn step_through_history(
        &mut self,
        now: Instant,
        step: fn(&mut Game) -> Result<(), TakeBackError>,
    ) -> Result<(), TakeBackError> {
        // Nothing changes, not even the turn's time, unless the step can be taken.
        step(&mut self.game.clone())?;
        let mut game = self.game.clone();
        if game.spend(self.timer.elapsed(now)) {
            // The turn had already run the clock out.
            self.game = game;
            self.timer = TurnTimer::stopped(Duration::ZERO);
            return Err(TakeBackError::LostOnTime);
        }
        step(&mut game)?;
        self.game = game;
        self.timer = if self.timer.is_running() {
            TurnTimer::running(now)
        } else {
            TurnTimer::stopped(Duration::ZERO)
        };
        Ok(())
    }

    /// Replaces the game with a new one from the same start, under the same rules and with the
    /// same players; clocks stopped.
    pub fn restart(&mut self) {
        self.comments.clear();
        let rules = self.game.rules();
        self.game = match self.game.custom_start() {
            Some((position, to_move)) => Game::from_position(position, to_move, rules),
            None => Game::new(rules),
        };
        self.timer = TurnTimer::stopped(Duration::ZERO);
    }

    /// A new game with the same rules and players from the same start, its first `moves` moves
    /// those of this one, played off the clock: the game goes on from there.
    pub fn restart_from(&mut self, moves: usize) {
        let played: Vec<_> = self.game.moves().take(moves).collect();
        let mut comments = std::mem::take(&mut self.comments);
        comments.split_off(&moves);
        self.restart();
        for square in played {
            self.game.play_untimed(square).expect("the moves of a game replay on its start");
        }
        self.comments = comments;
    }

    /// A rematch after a game: the same rules and start, each player on the other colour, the
    /// clocks stopped until they start.
    pub fn rematch(&mut self) {
        let players = ByColor::new(self.players[Color::White].clone(), self.players[Color::Black].clone());
        let rules = self.game.rules();
        let game = match self.game.custom_start() {
            Some((position, to_move)) => Game::from_position(position, to_move, rules),
            None => Game::new(rules),
        };
        self.begin(game, players);
    }

    /// Names `color`'s player `name` (over the network, a guest who takes the seat again).
    pub fn rename(&mut self, color: Color, name: String) {
        self.players[color].name = Some(name);
    }

    /// Begins `game` between `players`, its clocks stopped until the first key.
    pub fn begin(&mut self, game: Game, players: ByColor<Player>) {
        self.comments.clear();
        self.game = game;
        self.players = players;
        self.timer = TurnTimer::stopped(Duration::ZERO);
    }

    /// A new game with the same players and time control from `position`, `to_move` to move
    /// (no handicap: the position has whatever corners it has).
    pub fn start_from(&mut self, position: Position, to_move: Color) {
        let rules =
            Rules::new(Handicap::NONE, self.game.rules().time_control()).expect("no handicap is allowed");
        self.game = Game::from_position(position, to_move, rules);
        self.comments.clear();
        self.timer = TurnTimer::stopped(Duration::ZERO);
    }

    /// The game, names and turn time at `now`, for a save.
    pub fn snapshot(&self, now: Instant) -> Snapshot {
        let moves = self.game.moves().count();
        Snapshot {
            game: self.game.clone(),
            players: self.players.clone(),
            turn: self.timer.elapsed(now),
            // Those of moves taken back stay for a redo, but are not the game's.
            comments: self.comments.range(..moves).map(|(i, c)| (*i, c.clone())).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::clock::TimeControl;
    use crate::engine::rules::{Handicap, Rules};

    fn timed(seconds: u64) -> Game {
        let control = TimeControl::sudden_death(Duration::from_secs(seconds));
        Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap())
    }

    #[test]
    fn the_computer_varies_its_openings_unless_told_not_to() {
        let level = Level::new(10).unwrap();
        let players = ByColor::new(Player::computer(level, None), Player::person(None));
        let play = Play::new(Game::new(Rules::default()), players, Duration::ZERO);
        let limits = |play: &Play| match play.computer_request(1, Instant::now()).unwrap().task {
            Task::Think(limits) => limits,
            task => panic!("{task:?}"),
        };
        assert_eq!(limits(&play), level.limits(play.seed), "the level's own variety");
        assert!(limits(&play).variety > 0);
        assert!(limits(&play).book, "the level's book");
        let plain = limits(&play.without_variety());
        assert_eq!((plain.variety, plain.book), (0, false), "no variety and no book");
    }

    #[test]
    fn a_turn_resumed_from_a_file_goes_on_from_where_it_was() {
        let now = Instant::now();
        let mut play = Play::new(timed(60), ByColor::default(), Duration::from_secs(20));
        assert_eq!(play.clock_reading(Color::Black, now), Duration::from_secs(40));
        assert!(!play.clock_running(), "stopped until a key");
        play.start_clock(now);
        assert_eq!(play.clock_reading(Color::Black, now + Duration::from_secs(5)), Duration::from_secs(35));
        play.play("f5".parse().unwrap(), now + Duration::from_secs(5)).unwrap();
        assert_eq!(play.game().last_ply().unwrap().took, Some(Duration::from_secs(25)));
    }

    #[test]
    fn a_clock_is_low_under_thirty_seconds_or_a_fifth_of_a_short_game() {
        let now = Instant::now();
        let s = Duration::from_secs;
        let mut short = Play::new(timed(60), ByColor::default(), Duration::ZERO);
        short.start_clock(now);
        assert!(!short.clock_is_low(Color::Black, now + s(47)), "13 s of 60 is not low");
        assert!(!short.clock_is_low(Color::Black, now + s(48)), "nor exactly a fifth");
        assert!(short.clock_is_low(Color::Black, now + s(49)), "11 s of 60 is");
        assert!(!short.clock_is_low(Color::White, now + s(49)), "the other clock is not running");
        let mut long = Play::new(timed(600), ByColor::default(), Duration::ZERO);
        long.start_clock(now);
        assert!(!long.clock_is_low(Color::Black, now + s(569)));
        assert!(long.clock_is_low(Color::Black, now + s(571)));
        let untimed = Play::new(Game::new(Rules::default()), ByColor::default(), Duration::ZERO);
        assert!(!untimed.clock_is_low(Color::Black, now + s(100_000)));
    }

    #[test]
    fn a_turn_resumed_after_its_time_ran_out_ends_the_game_on_time() {
        let play = Play::new(timed(60), ByColor::default(), Duration::from_secs(61));
        assert_eq!(play.game().lost_on_time(), Some(Color::Black));
        assert_eq!(play.next_clock_change(Instant::now()), None);
    }

    #[test]
    fn a_move_after_the_flag_fell_ends_the_game_on_time() {
        let now = Instant::now();
        let mut play = Play::new(timed(60), ByColor::default(), Duration::ZERO);
        play.start_clock(now);
        let late = now + Duration::from_secs(61);
        assert_eq!(play.play("f5".parse().unwrap(), late), Err(PlayError::OutOfTime(Color::Black)));
        assert_eq!(play.game().lost_on_time(), Some(Color::Black));
        assert_eq!(play.game().transcript(), "");
    }
}
