//! Time controls as arithmetic on `Duration`s: sudden death, Fischer increment, Bronstein delay,
//! time odds, and flag fall. The caller measures time and passes it in.

use std::time::Duration;

use super::color::{ByColor, Color};

/// How much time each player gets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TimeControl {
    /// The total time of each player at the start (different totals give time odds).
    pub base: ByColor<Duration>,
    /// Fischer increment: added to the mover's clock after every move.
    pub increment: Duration,
    /// Bronstein delay: after every move, the time it took is given back up to this much. The
    /// clock still runs from the start of the turn, so a flag can fall inside the delay.
    pub delay: Duration,
}

impl TimeControl {
    /// The same total for both players, no increment, no delay.
    pub fn sudden_death(total: Duration) -> TimeControl {
        TimeControl { base: ByColor::both(total), increment: Duration::ZERO, delay: Duration::ZERO }
    }
}

/// Both players' clocks: time left (when timed) and time used.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Clock {
    control: Option<TimeControl>,
    remaining: ByColor<Duration>,
    used: ByColor<Duration>,
}

/// A player's time ran out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FlagFell(pub Color);

impl Clock {
    /// Full clocks for a time control, or an untimed clock that only adds up time used.
    pub fn new(control: Option<TimeControl>) -> Clock {
        let remaining = control.map_or(ByColor::both(Duration::ZERO), |c| c.base);
        Clock { control, remaining, used: ByColor::both(Duration::ZERO) }
    }

    /// The time control, `None` when untimed.
    pub fn control(&self) -> Option<TimeControl> {
        self.control
    }

    /// Sets the clocks as they were (for a resumed game).
    pub fn restore(&mut self, remaining: ByColor<Duration>, used: ByColor<Duration>) {
        self.remaining = remaining;
        self.used = used;
    }

    /// Time left at the start of `color`'s turn; `None` when untimed.
    pub fn remaining(&self, color: Color) -> Option<Duration> {
        self.control.map(|_| self.remaining[color])
    }

    /// Time left for `color` when `elapsed` of its current turn has gone; `None` when untimed.
    pub fn remaining_after(&self, color: Color, elapsed: Duration) -> Option<Duration> {
        self.remaining(color).map(|left| left.saturating_sub(elapsed))
    }

    /// Time `color` has used over the game, counting `elapsed` of a turn in progress.
    pub fn used(&self, color: Color, elapsed: Duration) -> Duration {
        self.used[color] + elapsed
    }

    /// Whether `color`'s flag has fallen `elapsed` into its turn.
    pub fn is_flagged(&self, color: Color, elapsed: Duration) -> bool {
        self.remaining_after(color, elapsed) == Some(Duration::ZERO)
    }

    /// Charges `color` for a move that took `took`. Returns the fallen flag if its time ran out
    /// before the move was made (the clock is then left at zero and no increment is added).
    pub fn charge(&mut self, color: Color, took: Duration) -> Result<(), FlagFell> {
        self.used[color] += took;
        let Some(control) = self.control else { return Ok(()) };
        if took >= self.remaining[color] {
            self.remaining[color] = Duration::ZERO;
            return Err(FlagFell(color));
        }
        self.remaining[color] = self.remaining[color] - took + took.min(control.delay) + control.increment;
        Ok(())
    }

    /// Charges `color` for `elapsed` of a turn that goes on (no increment, no delay): time spent
    /// before an undo or a save is not given back. Returns the fallen flag if time ran out.
    pub fn spend(&mut self, color: Color, elapsed: Duration) -> Result<(), FlagFell> {
        self.used[color] += elapsed;
        if self.control.is_none() {
            return Ok(());
        }
        if elapsed >= self.remaining[color] {
            self.remaining[color] = Duration::ZERO;
            return Err(FlagFell(color));
        }
        self.remaining[color] -= elapsed;
        Ok(())
    }

    /// Stops `color`'s clock at zero: its flag fell during its turn.
    pub fn flag(&mut self, color: Color, elapsed: Duration) {
        self.used[color] += elapsed;
        self.remaining[color] = Duration::ZERO;
    }
}
