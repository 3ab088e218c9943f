//! ProbCut (Buro's selective search): a shallow search predicts a deep one, so a node whose
//! shallow value lies far outside the window is cut without the deep search. The prediction's
//! bias and spread, by depth and stage, are measured on positions of the computer's own games
//! (`Calibration`, run by `cargo run --release --example train -- probcut`).

use crate::engine::position::Position;

use super::{Observer, SearchResult, Searcher};

/// The shallowest depth at which a node is tried for a cut.
pub const MIN_DEPTH: u32 = 3;

/// The deepest depth measured: deeper searches take the margins of the measured depth of
/// their parity (10 or 11).
pub const MEASURED_DEPTH: u32 = 11;

/// How many spreads beyond the window a shallow value must lie to cut: higher cuts less often
/// and errs less often.
const CONFIDENCE_TENTHS: i32 = 15;

/// The depth of the shallow search that predicts a search `depth` plies deep: twice a quarter of
/// it, so about half, of the same parity (odd and even depths judge a position differently).
pub const fn shallow_depth(depth: u32) -> u32 {
    2 * (depth / 4) + (depth & 1)
}

/// The margins, in hundredths of a disc, around the shallow value's prediction: the deep value
/// is at least `shallow - below` and at most `shallow + above`, as a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Margins {
    /// How far the deep value may lie below the shallow one.
    pub below: i32,
    /// How far the deep value may lie above the shallow one.
    pub above: i32,
}

/// The stages of the rows of [`BIAS`] and [`SPREAD`]: a position is in the first row whose
/// number of empties it has at least.
pub const STAGE_EMPTIES: [u32; 4] = [45, 35, 25, 0];

/// The columns of [`BIAS`] and [`SPREAD`]: the deep depths `MIN_DEPTH..=MEASURED_DEPTH`.
const COLUMNS: usize = (MEASURED_DEPTH - MIN_DEPTH + 1) as usize;

/// The mean of the deep value minus the shallow one, in hundredths of a disc, by stage (as
/// [`STAGE_EMPTIES`]) and deep depth 3 to 11.
const BIAS: [[i32; COLUMNS]; 4] = [
    [0, 0, 47, 20, 70, 27, 40, 30, 59],
    [-23, -56, 66, -44, 104, -5, 42, -17, 86],
    [-31, -68, 95, -122, 159, -51, 103, -111, 131],
    [-61, -118, 128, -126, 234, 8, 171, 29, 250],
];

/// The standard deviation of the deep value minus the shallow one, laid out as [`BIAS`].
const SPREAD: [[i32; COLUMNS]; 4] = [
    [180, 167, 148, 188, 182, 183, 177, 202, 181],
    [234, 202, 193, 287, 275, 272, 220, 295, 259],
    [300, 256, 251, 332, 304, 284, 271, 353, 322],
    [454, 396, 409, 479, 500, 407, 441, 573, 563],
];

/// The row of [`BIAS`] and [`SPREAD`] for a position with `empties` empties.
fn stage(empties: u32) -> usize {
    STAGE_EMPTIES.iter().take_while(|&&from| empties < from).count()
}

/// The column of [`BIAS`] and [`SPREAD`] for a node `depth` plies deep (at least [`MIN_DEPTH`]).
fn column(depth: u32) -> usize {
    let measured = if depth > MEASURED_DEPTH { MEASURED_DEPTH - 1 + (depth & 1) } else { depth };
    (measured - MIN_DEPTH) as usize
}

/// The shipped bias and spread (hundredths of a disc) of `stage` (a row of [`STAGE_EMPTIES`])
/// for a node `depth` plies deep (at least [`MIN_DEPTH`]).
pub fn shipped(stage: usize, depth: u32) -> (i32, i32) {
    (BIAS[stage][column(depth)], SPREAD[stage][column(depth)])
}

/// The margins for a node `depth` plies deep (at least [`MIN_DEPTH`]) with `empties` empties.
pub fn margins(depth: u32, empties: u32) -> Margins {
    let (bias, spread) = shipped(stage(empties), depth);
    let spread = spread * CONFIDENCE_TENTHS / 10;
    Margins { below: spread - bias, above: spread + bias }
}

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
    searcher.think(position, &super::Limits::depth(below_the_end, 0), &mut values);
    values.0
}

/// How far deep values lie from shallow ones, gathered by stage and depth: the measurement
/// behind [`BIAS`] and [`SPREAD`].
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
            let cell = &mut row[column(depth)];
            cell.count += 1;
            cell.sum += difference;
            cell.squares += difference * difference;
        }
    }

    /// How many positions of `stage` were measured at `depth` (`MIN_DEPTH..=MEASURED_DEPTH`).
    pub fn count(&self, stage: usize, depth: u32) -> u32 {
        self.cells[stage][column(depth)].count
    }

    /// The mean of the deep value minus the shallow one, rounded, if any position was measured.
    pub fn bias(&self, stage: usize, depth: u32) -> Option<i32> {
        let cell = self.cells[stage][column(depth)];
        (cell.count > 0).then(|| (cell.sum as f64 / f64::from(cell.count)).round() as i32)
    }

    /// The standard deviation of the deep value minus the shallow one (of the sample, so with
    /// two positions at least), rounded.
    pub fn spread(&self, stage: usize, depth: u32) -> Option<i32> {
        let cell = self.cells[stage][column(depth)];
        (cell.count > 1).then(|| {
            let n = f64::from(cell.count);
            let variance = (cell.squares as f64 - cell.sum as f64 * cell.sum as f64 / n) / (n - 1.0);
            variance.max(0.0).sqrt().round() as i32
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shallow_search_is_shorter_and_of_the_same_parity() {
        for depth in MIN_DEPTH..=60 {
            let shallow = shallow_depth(depth);
            assert!(shallow >= 1 && shallow + 2 <= depth, "depth {depth}: {shallow}");
            assert_eq!(shallow % 2, depth % 2, "depth {depth}: {shallow}");
            assert!(shallow <= depth.div_ceil(2), "depth {depth}: {shallow} is at most half of it");
        }
    }

    #[test]
    fn the_margins_are_positive_and_widen_towards_the_end() {
        for depth in MIN_DEPTH..=60 {
            let mut previous = 0;
            for empties in (0..=60).rev() {
                let Margins { below, above } = margins(depth, empties);
                assert!(below > 0 && above > 0, "depth {depth}, {empties} empties: {below}, {above}");
                assert!(below + above >= previous, "depth {depth}, {empties} empties");
                previous = below + above;
            }
            assert!(
                margins(depth, 10).below + margins(depth, 10).above
                    > margins(depth, 50).below + margins(depth, 50).above
            );
        }
        // Deeper than measured, a depth behaves as the deepest measured of its parity.
        assert_eq!(margins(20, 30), margins(10, 30));
        assert_eq!(margins(21, 30), margins(11, 30));
    }

    #[test]
    fn a_stage_starts_at_its_number_of_empties() {
        assert_eq!([60, 45, 44, 35, 34, 25, 24, 0].map(stage), [0, 0, 1, 1, 2, 2, 3, 3]);
    }

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
    fn each_measured_depth_has_its_own_margins() {
        // Parity and depth both move the prediction, so no two neighbouring depths share theirs.
        for empties in [50, 40, 30, 10] {
            for depth in MIN_DEPTH..11 {
                assert_ne!(
                    margins(depth, empties),
                    margins(depth + 1, empties),
                    "depth {depth}, {empties} empties"
                );
            }
        }
    }
}
