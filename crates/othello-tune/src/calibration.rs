//! The measurement behind ProbCut's tables (`othello_core::search::probcut`): the values of a
//! position searched full width to each depth, and how far each deep value lies from its
//! shallow search's, gathered by stage and depth. Training, not search: the tuner's `probcut`
//! step runs it, and `tests/suite/search.rs` includes this file to check the shipped tables.

use othello_core::engine::position::Position;
use othello_core::search::probcut::{MEASURED_DEPTH, MIN_DEPTH, STAGE_EMPTIES, shallow_depth, stage};
use othello_core::search::{Limits, Observer, SearchResult, Searcher};

/// The deep depths measured, `MIN_DEPTH..=MEASURED_DEPTH`.
const COLUMNS: usize = (MEASURED_DEPTH - MIN_DEPTH + 1) as usize;

/// The values of `position` searched full width to each depth from 1 up to `depth`, short of
/// the end of the game, in hundredths of a disc for the side to move: what a calibration
/// compares. The table is cleared first, so the values do not depend on earlier searches.
pub fn values_by_depth(searcher: &mut Searcher, position: Position, depth: u32) -> Vec<i32> {
    struct Values(Vec<i32>);
    impl Observer for Values {
        fn progress(&mut self, progress: &SearchResult) {
            if !progress.exact {
                self.0.push(progress.score.0);
            }
        }
    }
    let mut values = Values(Vec::new());
    searcher.clear();
    let below_the_end = depth.min(position.empties().count().saturating_sub(1));
    searcher.think(position, &Limits::depth(below_the_end, 0), &mut values);
    values.0
}

/// The gap of each pair of consecutive depths in `values` (from depth 1 up, as
/// [`values_by_depth`] gives them): the even depth's value minus the odd one's, the part of the
/// odd/even swing that the tuner's `tempo` step evens out.
pub fn parity_gaps(values: &[i32]) -> Vec<i32> {
    let pairs = values.windows(2).enumerate();
    // `pair[0]` is depth `at + 1`: odd when `at` is even.
    pairs.map(|(at, pair)| if at % 2 == 0 { pair[1] - pair[0] } else { pair[0] - pair[1] }).collect()
}

/// How far deep values lie from shallow ones, gathered by stage and depth: the measurement
/// behind ProbCut's bias and spread.
#[derive(Clone, Debug, Default)]
pub struct Calibration {
    cells: [[Moments; COLUMNS]; STAGE_EMPTIES.len()],
}

/// The count, sum and sum of squares of a sample.
#[derive(Clone, Copy, Debug, Default)]
struct Moments {
    count: u32,
    sum: i64,
    squares: i64,
}

impl Calibration {
    /// Counts a position with `empties` empties whose values at depths 1, 2, … (as
    /// [`values_by_depth`] gives them) are `values`: each deep value against its shallow one.
    pub fn add(&mut self, empties: u32, values: &[i32]) {
        let row = &mut self.cells[stage(empties)];
        for depth in MIN_DEPTH..=MEASURED_DEPTH.min(values.len() as u32) {
            let difference =
                i64::from(values[depth as usize - 1] - values[shallow_depth(depth) as usize - 1]);
            let cell = &mut row[(depth - MIN_DEPTH) as usize];
            cell.count += 1;
            cell.sum += difference;
            cell.squares += difference * difference;
        }
    }

    /// How many positions of `stage` were measured at `depth` (`MIN_DEPTH..=MEASURED_DEPTH`).
    pub fn count(&self, stage: usize, depth: u32) -> u32 {
        self.cells[stage][(depth - MIN_DEPTH) as usize].count
    }

    /// The mean of the deep value minus the shallow one, rounded, if any position was measured.
    pub fn bias(&self, stage: usize, depth: u32) -> Option<i32> {
        let cell = self.cells[stage][(depth - MIN_DEPTH) as usize];
        (cell.count > 0).then(|| (cell.sum as f64 / f64::from(cell.count)).round() as i32)
    }

    /// The standard deviation of the deep value minus the shallow one (of the sample, so with
    /// two positions at least), rounded.
    pub fn spread(&self, stage: usize, depth: u32) -> Option<i32> {
        let cell = self.cells[stage][(depth - MIN_DEPTH) as usize];
        (cell.count > 1).then(|| {
            let n = f64::from(cell.count);
            let variance = (cell.squares as f64 - cell.sum as f64 * cell.sum as f64 / n) / (n - 1.0);
            variance.max(0.0).sqrt().round() as i32
        })
    }

    /// The spread to ship for `stage` and `depth`: the measured one, widened to the widest of the
    /// stages before it (more empties) at that depth, so that ProbCut's margins never narrow
    /// towards the end of the game, where a wrong cut costs more and a sample's spread is noise
    /// as much as measure.
    pub fn shipped_spread(&self, stage: usize, depth: u32) -> Option<i32> {
        let earlier = (0..stage).filter_map(|before| self.spread(before, depth));
        self.spread(stage, depth).map(|own| earlier.fold(own, i32::max))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_calibration_pairs_each_depth_with_its_shallow_one() {
        let mut calibration = Calibration::default();
        // Values at depths 1 to 11: the square of the depth, so that every pair differs.
        let values: Vec<i32> = (1..=11).map(|depth| depth * depth).collect();
        calibration.add(30, &values);
        calibration.add(30, &values.iter().map(|v| v * 3).collect::<Vec<_>>());
        calibration.add(50, &values[..5]);
        for depth in MIN_DEPTH..=MEASURED_DEPTH {
            let difference = (depth * depth - shallow_depth(depth).pow(2)) as i32;
            assert_eq!(calibration.count(2, depth), 2, "depth {depth}");
            // The differences d and 3d: mean 2d, sample deviation √2·d.
            assert_eq!(calibration.bias(2, depth), Some(2 * difference), "depth {depth}");
            let spread = (std::f64::consts::SQRT_2 * f64::from(difference)).round() as i32;
            assert_eq!(calibration.spread(2, depth), Some(spread), "depth {depth}");
            assert_eq!(calibration.count(0, depth), u32::from(depth <= 5), "depth {depth}");
            assert_eq!(calibration.count(1, depth) + calibration.count(3, depth), 0);
        }
        assert_eq!((calibration.bias(0, 5), calibration.spread(0, 5)), (Some(25 - 9), None), "one position");
        assert_eq!(calibration.bias(1, 3), None);
    }

    #[test]
    fn the_shipped_spread_never_narrows_towards_the_end() {
        let mut calibration = Calibration::default();
        let values = |scale: i32| -> Vec<i32> { (1..=11).map(|depth| depth * scale).collect() };
        // Stage 0 (50 empties) swings twice as wide as stage 1 (40 empties) at every depth;
        // stage 2 (30 empties) wider still, stage 3 (10 empties) not measured.
        for (empties, scales) in [(50, [0, 20]), (40, [0, 10]), (30, [0, 40])] {
            for scale in scales {
                calibration.add(empties, &values(scale));
            }
        }
        for depth in MIN_DEPTH..=MEASURED_DEPTH {
            let measured = |stage| calibration.spread(stage, depth).unwrap();
            assert!(measured(1) < measured(0) && measured(2) > measured(0), "depth {depth}");
            assert_eq!(calibration.shipped_spread(0, depth), Some(measured(0)));
            assert_eq!(calibration.shipped_spread(1, depth), Some(measured(0)), "widened");
            assert_eq!(calibration.shipped_spread(2, depth), Some(measured(2)), "kept");
            assert_eq!(calibration.shipped_spread(3, depth), None, "not measured");
        }
    }
}
