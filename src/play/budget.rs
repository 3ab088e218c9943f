//! How long the computer may think on one move under a clock: a share of its time left for the
//! moves it still has to make, plus most of what each move earns back, never enough to lose on
//! time.

use std::time::Duration;

/// The time allowed for one move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Budget {
    /// No deeper iteration starts once half of this has gone (it would not end in time).
    pub soft: Duration,
    /// The search stops here, whatever it is doing, and plays the best move it has.
    pub hard: Duration,
}

/// Kept back from every move for what happens around the search: a move takes a few
/// milliseconds to reach the clock.
const OVERHEAD: Duration = Duration::from_millis(30);

/// The budget of a move with `left` on the clock, `credit` earned back per move (the increment,
/// or the Bronstein delay) and `empties` empty squares. The moves still to make are about half
/// the empties, and the overhead of each is kept back. The hard limit leaves enough that even
/// if every move ran to it, the clock would last to the end: with `n` moves to make, a move
/// takes at most 2/(n+2) of what can be used, and those shares shrink the time left by
/// n/(n+2) each, whose product never reaches zero. No move takes more than half of what is
/// left, whatever it earns back.
pub fn budget(left: Duration, credit: Duration, empties: u32) -> Budget {
    let moves_to_make = empties.div_ceil(2).max(1);
    let usable = left.saturating_sub(OVERHEAD * moves_to_make + left / 50);
    // What a move earns back comes after it: it counts, but the move must end first.
    let ceiling = (usable * 2 / (moves_to_make + 2) + credit * 3 / 4).min(usable / 2);
    let soft = (usable / (moves_to_make + 1) + credit * 3 / 4).min(ceiling);
    Budget { soft, hard: (soft * 3).min(ceiling) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn a_second_for_each_remaining_move_lasts_to_the_end_even_if_every_move_takes_all_it_may() {
        for credit in [Duration::ZERO, ms(500)] {
            for empties in [60u32, 40, 20, 9, 1] {
                let mut left = Duration::from_secs(u64::from(empties.div_ceil(2)));
                for empties in (1..=empties).rev().step_by(2) {
                    let budget = budget(left, credit, empties);
                    assert!(budget.soft <= budget.hard, "{budget:?}");
                    // The hard limit, and the overhead of getting the move to the clock.
                    let took = budget.hard + OVERHEAD;
                    assert!(took < left, "{empties} empties: {took:?} of {left:?}");
                    left = left - took + credit;
                }
            }
        }
    }

    #[test]
    fn the_time_left_is_shared_out_over_the_moves_to_make() {
        let early = budget(Duration::from_secs(300), Duration::ZERO, 60);
        assert!(early.soft > ms(8_000) && early.soft < ms(10_000), "{early:?}");
        assert!(early.hard > ms(18_000) && early.hard < ms(19_000), "{early:?}");
        let late = budget(Duration::from_secs(300), Duration::ZERO, 10);
        assert!(late.soft > ms(45_000) && late.hard <= ms(100_000), "{late:?}");
        let mid = budget(Duration::from_secs(600), Duration::ZERO, 30);
        assert!(mid.hard > mid.soft * 18 / 10 && mid.hard < mid.soft * 2, "{mid:?}");
    }

    #[test]
    fn an_increment_buys_longer_moves_but_never_more_than_half_the_clock() {
        for left in [3, 10, 60, 300].map(Duration::from_secs) {
            for credit in [1, 4, 10].map(Duration::from_secs) {
                for empties in [50, 30, 10] {
                    let with = budget(left, credit, empties);
                    let without = budget(left, Duration::ZERO, empties);
                    assert!(with.hard <= left / 2, "{left:?} {credit:?} {empties}: {with:?}");
                    assert!(with.soft >= without.soft && with.hard >= without.hard, "{with:?} {without:?}");
                    assert!(with.soft <= without.soft + credit, "no more than the increment on top");
                }
            }
        }
        // With the clock far from empty, more than half of the increment is spent each move.
        let without = budget(Duration::from_secs(60), Duration::ZERO, 40);
        let with = budget(Duration::from_secs(60), Duration::from_secs(4), 40);
        assert!(with.soft - without.soft > Duration::from_secs(2), "{with:?} {without:?}");
    }

    #[test]
    fn with_almost_nothing_left_the_move_is_immediate() {
        assert_eq!(budget(ms(20), Duration::ZERO, 30), Budget { soft: Duration::ZERO, hard: Duration::ZERO });
    }
}
