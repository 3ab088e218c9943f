//! The host's clock authority over the network: the round trip measured by pings, and what a
//! remote player's move is charged. A move's time is what its player spent, not what the network
//! took: the host takes off the round trip it has measured, within a bound, and never charges
//! less than that nor more than it measured itself, whatever the guest claims.

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

/// Pings sent and answered: the round trip of the connection now, and the fastest the link has
/// shown over the game, which bounds what the network may take off a move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transit {
    next: u64,
    outstanding: Option<(u64, Instant)>,
    last_ping: Option<Instant>,
    samples: Vec<Duration>,
    /// The shortest round trip measured over the game, on any of its connections.
    fastest: Option<Duration>,
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
            let trip = now.saturating_duration_since(at);
            self.samples.push(trip);
            self.fastest = Some(self.fastest.map_or(trip, |fastest| fastest.min(trip)));
        }
    }

    /// The round trip: the median of the last few, or `None` before the first.
    pub fn round_trip(&self) -> Option<Duration> {
        let mut sorted = self.samples.clone();
        sorted.sort();
        sorted.get(sorted.len() / 2).copied()
    }

    /// What the network may take off a remote player's move or flag: the fastest round trip the
    /// link has shown over the game, at most [`MAX_COMPENSATION`]. The guest decides when to
    /// answer a ping, so only the link's best is known to be the network's: answering late after
    /// honest pongs gains nothing, and a guest who answered every ping of the game late gains
    /// that delay, within the bound. An honest link's jitter above its best is charged, a few
    /// milliseconds a move.
    pub fn compensation(&self) -> Duration {
        self.fastest.unwrap_or(Duration::ZERO).min(MAX_COMPENSATION)
    }

    /// Forgets the pings of a connection that ended; the fastest round trip of the game stays.
    pub fn reset(&mut self) {
        *self = Transit { fastest: self.fastest, ..Transit::default() };
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

    /// Pongs answered `rtt` after each ping, one ping every [`PING_EVERY`] from `at`.
    fn answered(transit: &mut Transit, at: &mut Instant, trips: &[u64]) {
        for &rtt in trips {
            let n = transit.ping_due(*at).expect("due");
            transit.pong(n, *at + MS(rtt));
            *at += PING_EVERY;
        }
    }

    #[test]
    fn late_pongs_after_honest_ones_take_nothing_more_off_a_move() {
        let mut at = Instant::now();
        let mut transit = Transit::default();
        assert_eq!(transit.compensation(), Duration::ZERO, "nothing measured, nothing off");
        answered(&mut transit, &mut at, &[60, 40, 50]);
        assert_eq!(transit.round_trip(), Some(MS(50)));
        assert_eq!(transit.compensation(), MS(40), "the link's best");
        // The guest starts sitting on its pongs: the round trip looks like 900 ms.
        answered(&mut transit, &mut at, &[900; 5]);
        assert_eq!(transit.round_trip(), Some(MS(900)));
        assert_eq!(transit.compensation(), MS(40), "still the link's best");
        assert_eq!(charge(MS(1900), MS(0), transit.compensation()), MS(1860));
        // A new connection (a reconnect) starts its own samples, but the game's best stays.
        transit.reset();
        answered(&mut transit, &mut at, &[700]);
        assert_eq!(transit.compensation(), MS(40));
        // Faster now than ever before: the new best.
        answered(&mut transit, &mut at, &[10]);
        assert_eq!(transit.compensation(), MS(10));
    }

    #[test]
    fn a_guest_late_from_the_first_pong_gains_at_most_a_second_a_move() {
        let mut at = Instant::now();
        let mut transit = Transit::default();
        answered(&mut transit, &mut at, &[5000; 3]);
        assert_eq!(transit.compensation(), MAX_COMPENSATION);
    }
}
