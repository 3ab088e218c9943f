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
    /// The longest total, increment or delay a game may have: 100 hours.
    pub const MAX: Duration = Duration::from_secs(100 * 3600);

    /// The same total for both players, no increment, no delay.
    pub fn sudden_death(total: Duration) -> TimeControl {
        TimeControl { base: ByColor::both(total), increment: Duration::ZERO, delay: Duration::ZERO }
    }

    /// The time a move that took `took` earns back: the increment, and the delay up to `took`.
    pub fn credit(&self, took: Duration) -> Duration {
        self.increment.saturating_add(took.min(self.delay))
    }
}

/// Both players' clocks at the start of the turn in progress: time left (when timed) and time
/// used. A reading, computed by the game from the time each player has used and what the moves
/// on the board have earned back; it is never counted down in place.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Clock {
    control: Option<TimeControl>,
    remaining: ByColor<Duration>,
    used: ByColor<Duration>,
}

impl Clock {
    /// The clocks for a time control (or none), time used and time earned back: each player has
    /// its base time plus what it earned, less what it used, and never less than nothing.
    pub fn new(control: Option<TimeControl>, used: ByColor<Duration>, earned: ByColor<Duration>) -> Clock {
        let mut remaining = ByColor::both(Duration::ZERO);
        if let Some(control) = control {
            for color in Color::ALL {
                remaining[color] =
                    control.base[color].saturating_add(earned[color]).saturating_sub(used[color]);
            }
        }
        Clock { control, remaining, used }
    }

    /// The time control, `None` when untimed.
    pub fn control(&self) -> Option<TimeControl> {
        self.control
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
        self.used[color].saturating_add(elapsed)
    }

    /// Whether `color`'s flag has fallen `elapsed` into its turn.
    pub fn is_flagged(&self, color: Color, elapsed: Duration) -> bool {
        self.remaining_after(color, elapsed) == Some(Duration::ZERO)
    }
}

/// `duration` rounded down to whole milliseconds: clocks count in milliseconds, as records keep
/// them, so a game and its record always agree to the millisecond.
pub fn whole_ms(duration: Duration) -> Duration {
    Duration::from_millis(u64::try_from(duration.as_millis()).unwrap_or(u64::MAX))
}

/// Time left as a clock shows it: `h:mm:ss`, `m:ss`, or `0:09.4` (tenths) under ten seconds.
/// Rounded down, so it never shows more time than is left: a full clock of one minute shows
/// `1:00` only until the first instant of its turn has gone.
pub fn format_left(left: Duration) -> String {
    let seconds = left.as_secs();
    if seconds < 10 { format!("0:{seconds:02}.{}", left.subsec_millis() / 100) } else { format_used(left) }
}

/// Time used: `h:mm:ss` or `m:ss`, whole seconds.
pub fn format_used(used: Duration) -> String {
    let seconds = used.as_secs();
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remaining_is_base_plus_earned_less_used_and_never_negative() {
        let control = TimeControl {
            increment: Duration::from_secs(5),
            ..TimeControl::sudden_death(Duration::from_secs(60))
        };
        let s = Duration::from_secs;
        let clock = Clock::new(Some(control), ByColor::new(s(20), s(90)), ByColor::new(s(10), s(5)));
        assert_eq!(clock.remaining(Color::Black), Some(s(50)));
        assert_eq!(clock.remaining(Color::White), Some(Duration::ZERO));
        assert!(clock.is_flagged(Color::White, Duration::ZERO));
        assert_eq!(clock.remaining_after(Color::Black, s(49)), Some(s(1)));
        assert_eq!(clock.used(Color::Black, Duration::MAX), Duration::MAX, "saturates");
        let untimed = Clock::new(None, ByColor::new(s(3), s(4)), ByColor::both(s(5)));
        assert_eq!(untimed.remaining(Color::Black), None);
        assert!(!untimed.is_flagged(Color::Black, Duration::MAX));
    }

    #[test]
    fn readings_round_down_and_show_tenths_under_ten_seconds() {
        let ms = Duration::from_millis;
        assert_eq!(format_left(ms(60_000)), "1:00");
        assert_eq!(format_left(ms(59_999)), "0:59");
        assert_eq!(format_left(ms(10_000)), "0:10");
        assert_eq!(format_left(ms(9_999)), "0:09.9");
        assert_eq!(format_left(ms(99)), "0:00.0");
        assert_eq!(format_left(ms(3_723_000)), "1:02:03");
        assert_eq!(format_used(ms(9_999)), "0:09");
    }

    #[test]
    fn the_delay_gives_back_at_most_the_time_taken() {
        let control = TimeControl {
            delay: Duration::from_secs(3),
            ..TimeControl::sudden_death(Duration::from_secs(60))
        };
        assert_eq!(control.credit(Duration::from_secs(1)), Duration::from_secs(1));
        assert_eq!(control.credit(Duration::from_secs(10)), Duration::from_secs(3));
    }
}
