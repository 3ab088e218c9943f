//! The host's clock authority over the network: the round trip measured by pings, and what a
//! remote player's move is charged. A move's time is what its player spent, not what the network
//! took: the host takes off its measured round trip, within a bound, and never charges less
//! than that nor more than it measured itself, whatever the guest claims.

use std::time::{Duration, Instant};

/// How often each side pings the other.
pub const PING_EVERY: Duration = Duration::from_secs(2);
/// The most a move's charge is lowered for the network's transit.
pub const MAX_COMPENSATION: Duration = Duration::from_secs(1);
/// How many round trips the estimate looks at.
const SAMPLES: usize = 5;

/// What a remote player's move costs on the clock: their own measure `claimed`, but no less than
/// what the host measured (`elapsed`, from sending the move before to receiving this one) less the
/// network's round trip (at most [`MAX_COMPENSATION`]), and no more than `elapsed`.
pub fn charge(elapsed: Duration, claimed: Duration, compensation: Duration) -> Duration {
    let floor = elapsed.saturating_sub(compensation.min(MAX_COMPENSATION));
    claimed.clamp(floor, elapsed)
}

/// Pings sent and answered: the round trip of the connection, and when it was last heard from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transit {
    next: u64,
    outstanding: Option<(u64, Instant)>,
    last_ping: Option<Instant>,
    samples: Vec<Duration>,
}

impl Transit {
    /// The number of the ping to send at `now`, if one is due (one every [`PING_EVERY`]).
    pub fn ping_due(&mut self, now: Instant) -> Option<u64> {
        if self.last_ping.is_some_and(|last| now.saturating_duration_since(last) < PING_EVERY) {
            return None;
        }
        self.next += 1;
        self.last_ping = Some(now);
        // A ping unanswered is replaced: its answer, if it comes, no longer counts.
        self.outstanding = Some((self.next, now));
        Some(self.next)
    }

    /// The time until the next ping is due.
    pub fn until_ping(&self, now: Instant) -> Duration {
        self.last_ping
            .map_or(Duration::ZERO, |last| PING_EVERY.saturating_sub(now.saturating_duration_since(last)))
    }

    /// A `pong` numbered `n` came at `now`: a round trip, if it answers the ping outstanding.
    pub fn pong(&mut self, n: u64, now: Instant) {
        if let Some((sent, at)) = self.outstanding
            && sent == n
        {
            self.outstanding = None;
            if self.samples.len() == SAMPLES {
                self.samples.remove(0);
            }
            self.samples.push(now.saturating_duration_since(at));
        }
    }

    /// The round trip: the median of the last few, or `None` before the first.
    pub fn round_trip(&self) -> Option<Duration> {
        let mut sorted = self.samples.clone();
        sorted.sort();
        sorted.get(sorted.len() / 2).copied()
    }

    /// Forgets the pings of a connection that ended.
    pub fn reset(&mut self) {
        *self = Transit::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn a_move_is_charged_its_thinking_time_within_the_measured_transit() {
        // 400 ms of round trip: an honest claim of 3 s in 3.4 s measured is charged 3 s.
        assert_eq!(charge(MS(3400), MS(3000), MS(400)), MS(3000));
        // A claim of nothing is charged all but the round trip.
        assert_eq!(charge(MS(3400), MS(0), MS(400)), MS(3000));
        // A claim of more than the host measured is charged what the host measured.
        assert_eq!(charge(MS(3400), MS(9000), MS(400)), MS(3400));
        // However slow the network, at most a second comes off.
        assert_eq!(charge(MS(8000), MS(0), MS(5000)), MS(7000));
        assert_eq!(charge(MS(300), MS(0), MS(400)), MS(0));
    }

    #[test]
    fn the_round_trip_is_the_median_of_the_pongs_that_answer_the_last_ping() {
        let start = Instant::now();
        let mut transit = Transit::default();
        assert_eq!(transit.round_trip(), None);
        let mut now = start;
        for rtt in [100, 900, 120, 110, 130, 115] {
            let n = transit.ping_due(now).expect("due");
            assert_eq!(transit.ping_due(now + MS(10)), None, "not twice in {PING_EVERY:?}");
            transit.pong(n + 1, now + MS(5));
            transit.pong(n, now + MS(rtt));
            transit.pong(n, now + MS(rtt + 500));
            now += PING_EVERY;
        }
        // The last five: 900, 120, 110, 130, 115.
        assert_eq!(transit.round_trip(), Some(MS(120)));
        // A ping left unanswered is replaced: its late answer does not count for the next.
        let mut late = Transit::default();
        let first = late.ping_due(start).unwrap();
        let second = late.ping_due(start + PING_EVERY).unwrap();
        assert_ne!(first, second);
        late.pong(first, start + PING_EVERY + MS(1));
        assert_eq!(late.round_trip(), None);
        late.pong(second, start + PING_EVERY + MS(40));
        assert_eq!(late.round_trip(), Some(MS(40)));
        assert_eq!(transit.until_ping(now - MS(500)), MS(500));
        transit.reset();
        assert_eq!(transit.round_trip(), None);
    }
}
