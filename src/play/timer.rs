//! `TurnTimer`: the time spent in the turn in progress, as an instant it last started plus time
//! banked before; a reading is computed when asked, never counted in ticks.

use std::time::{Duration, Instant};

/// Time spent in the current turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TurnTimer {
    banked: Duration,
    running_since: Option<Instant>,
}

impl TurnTimer {
    /// A stopped timer that already holds `banked` (a turn resumed from a file, or zero).
    pub fn stopped(banked: Duration) -> TurnTimer {
        TurnTimer { banked, running_since: None }
    }

    /// A timer at zero, running from `now`.
    pub fn running(now: Instant) -> TurnTimer {
        TurnTimer { banked: Duration::ZERO, running_since: Some(now) }
    }

    /// Time spent in this turn up to `now`.
    pub fn elapsed(&self, now: Instant) -> Duration {
        let running = self.running_since.map_or(Duration::ZERO, |since| now.saturating_duration_since(since));
        self.banked.saturating_add(running)
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

    /// Starts the timer again (it keeps what it holds).
    pub fn start(&mut self, now: Instant) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }
}
