//! `App`: the game on screen: the engine's game, names, cursor, mode, message, turn timer and
//! where saves go. Only `update` changes it; the view reads it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Action, Game};
use crate::engine::square::Square;

use super::theme::Theme;

/// What the keyboard is doing now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Moves are being played.
    Playing,
    /// Both clocks are stopped until a key is pressed.
    Paused,
    /// The list of keys is shown over the board.
    Help,
    /// A yes/no question is asked.
    Confirm(Question),
    /// A file name for saving is being typed.
    SaveAs {
        /// The name typed so far.
        input: String,
        /// Whether to quit once saved.
        then_quit: bool,
    },
}

/// A question that needs an answer before it happens.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Question {
    /// Start a new game, dropping this one?
    NewGame,
    /// The game has unsaved moves: save before quitting?
    SaveBeforeQuit,
}

/// A line for the status bar.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// The text.
    pub text: String,
    /// Whether it reports a problem (drawn as a warning).
    pub warning: bool,
}

/// Time spent in the current turn: an instant the clock last started plus time banked before a
/// pause. A clock reading is computed from it when drawn, never counted in ticks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TurnTimer {
    banked: Duration,
    running_since: Option<Instant>,
}

impl TurnTimer {
    /// A timer at zero, running from `now` or stopped.
    pub fn new(now: Instant, running: bool) -> TurnTimer {
        TurnTimer { banked: Duration::ZERO, running_since: running.then_some(now) }
    }

    /// Time spent in this turn up to `now`.
    pub fn elapsed(&self, now: Instant) -> Duration {
        self.banked + self.running_since.map_or(Duration::ZERO, |since| now.saturating_duration_since(since))
    }

    /// Whether the timer is running.
    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Stops the timer, keeping the time spent.
    pub fn stop(&mut self, now: Instant) {
        self.banked = self.elapsed(now);
        self.running_since = None;
    }

    /// Starts the timer again.
    pub fn start(&mut self, now: Instant) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }
}

/// The discs a move flipped, shown as flipped until `until`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Flash {
    /// The flipped discs.
    pub discs: Bitboard,
    /// When they stop being shown as flipped.
    pub until: Instant,
}

/// Where the board was drawn last, so that a mouse click can be mapped to a square.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct BoardGeometry {
    /// Column of the left edge of a1's cell (its grid line).
    pub left: u16,
    /// Row of the top edge of a1's cell (its grid line).
    pub top: u16,
    /// Width of a cell, grid line included.
    pub cell_width: u16,
    /// Height of a cell, grid line included.
    pub cell_height: u16,
}

impl BoardGeometry {
    /// The square under a screen position, if it is inside a cell (not on a grid line).
    pub fn square_at(&self, column: u16, row: u16) -> Option<Square> {
        if self.cell_width == 0 || column <= self.left || row <= self.top {
            return None;
        }
        let (dx, dy) = (column - self.left, row - self.top);
        if dx % self.cell_width == 0 || dy % self.cell_height == 0 {
            return None;
        }
        let (c, r) = (dx / self.cell_width, dy / self.cell_height);
        Square::from_coords(u8::try_from(c).ok()?, u8::try_from(r).ok()?)
    }
}

/// Settings that do not change during a session.
#[derive(Clone, Debug)]
pub struct Settings {
    /// How to draw.
    pub theme: Theme,
    /// Where autosaves and default save names go.
    pub data_dir: PathBuf,
    /// Whether to autosave after every change (off in tests that do not want files).
    pub autosave: bool,
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    pub(super) game: Game,
    pub(super) names: ByColor<Option<String>>,
    pub(super) cursor: Square,
    pub(super) mode: Mode,
    pub(super) message: Option<Message>,
    pub(super) pending_column: Option<u8>,
    /// The square just played by typing it, until the next key: an Enter then confirms it.
    pub(super) typed_move: Option<Square>,
    pub(super) timer: TurnTimer,
    pub(super) flash: Option<Flash>,
    pub(super) geometry: Option<BoardGeometry>,
    pub(super) save_path: Option<PathBuf>,
    pub(super) unsaved: bool,
    pub(super) settings: Settings,
    pub(super) autosave_moved_aside: bool,
    pub(super) quit: bool,
}

/// Where the cursor starts in a game: its first legal move, or a1.
pub(super) fn first_legal_square(game: &Game) -> Square {
    game.legal_moves().squares().next().unwrap_or(Square::A1)
}

/// "Black has no legal move and passes", if the last ply was a forced pass.
pub(super) fn pass_announcement(game: &Game) -> Option<Message> {
    let ply = game.last_ply().filter(|ply| ply.action == Action::Pass)?;
    Some(Message { text: format!("{} has no legal move and passes", ply.color), warning: false })
}

/// How long flipped discs are shown as flipped.
pub const FLASH: Duration = Duration::from_millis(800);

impl App {
    /// A session on `game`, its clock running; `save_path` is where `s` saves without asking.
    pub fn new(
        game: Game,
        names: ByColor<Option<String>>,
        save_path: Option<PathBuf>,
        settings: Settings,
        now: Instant,
    ) -> App {
        App {
            cursor: first_legal_square(&game),
            message: pass_announcement(&game),
            game,
            names,
            mode: Mode::Playing,
            pending_column: None,
            typed_move: None,
            timer: TurnTimer::new(now, true),
            flash: None,
            geometry: None,
            save_path,
            unsaved: false,
            settings,
            autosave_moved_aside: false,
            quit: false,
        }
    }

    /// Stops the clocks until a key is pressed (for a game resumed from a file).
    pub fn pause_until_key(&mut self, now: Instant) {
        if !self.game.is_over() {
            self.timer.stop(now);
            self.mode = Mode::Paused;
            self.message =
                Some(Message { text: "Paused: press any key to start the clocks".into(), warning: false });
        }
    }

    /// Marks the session as resumed from the autosave, which it may then overwrite.
    pub fn resumed_from_autosave(&mut self) {
        self.autosave_moved_aside = true;
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The players' names.
    pub fn names(&self) -> &ByColor<Option<String>> {
        &self.names
    }

    /// The mode.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The status message, if any.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The cursor's square.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// Whether the session has ended.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Remembers where the board was drawn, for mouse clicks.
    pub fn set_geometry(&mut self, geometry: Option<BoardGeometry>) {
        self.geometry = geometry;
    }

    /// Where the board was last drawn.
    pub fn geometry(&self) -> Option<BoardGeometry> {
        self.geometry
    }

    /// The time a clock shows: time left when timed, else time used.
    pub fn clock_reading(&self, color: Color, now: Instant) -> Duration {
        let elapsed =
            if self.game.to_move() == Some(color) { self.timer.elapsed(now) } else { Duration::ZERO };
        let clock = self.game.clock();
        clock.remaining_after(color, elapsed).unwrap_or_else(|| clock.used(color, elapsed))
    }

    /// Whether `color`'s clock is low: under 30 s, or under a fifth of its total for short games.
    pub fn clock_is_low(&self, color: Color, now: Instant) -> bool {
        match self.game.setup().time_control() {
            Some(control) => {
                self.clock_reading(color, now) < (control.base[color] / 5).min(Duration::from_secs(30))
            }
            None => false,
        }
    }

    /// Whether the clock of the player to move is running.
    pub fn clock_running(&self) -> bool {
        self.timer.is_running() && !self.game.is_over()
    }

    /// The discs to draw as just flipped at `now`.
    pub fn flashing(&self, now: Instant) -> Bitboard {
        self.flash.filter(|flash| now < flash.until).map_or(Bitboard::EMPTY, |flash| flash.discs)
    }

    /// The time until something on screen changes by itself (a clock's digits, a flash ending),
    /// or `None` if nothing will until a key is pressed.
    pub fn next_change(&self, now: Instant) -> Option<Duration> {
        let flash = self.flash.filter(|f| now < f.until).map(|f| f.until - now);
        let clock = self.game.to_move().filter(|_| self.clock_running()).map(|color| {
            let reading = self.clock_reading(color, now);
            let timed = self.game.clock().remaining(color).is_some();
            let step = if timed && reading < Duration::from_secs(10) { 100 } else { 1000 };
            let into_step = (reading.as_millis() % step) as u64;
            // Counting down, the digits change when the reading crosses the step below; counting
            // up (time used), at the step above. One millisecond more lands past the boundary.
            let until = if timed { into_step } else { step as u64 - into_step };
            Duration::from_millis(until + 1)
        });
        match (flash, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}
