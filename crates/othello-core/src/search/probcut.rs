//! ProbCut (Buro's selective search): a shallow search predicts a deep one, so a node whose
//! shallow value lies far outside the window is cut without the deep search. The prediction's
//! bias and spread, by depth and stage, are measured on positions of the computer's own games
//! by the trainer (`cargo run --release -p othello-tune -- probcut`, with
//! `crates/othello-tune/src/calibration.rs`).

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

/// The stages of the rows of the measured bias and spread: a position is in the first row whose
/// number of empties it has at least.
pub const STAGE_EMPTIES: [u32; 4] = [45, 35, 25, 0];

/// The columns of [`BIAS`] and [`SPREAD`]: the deep depths `MIN_DEPTH..=MEASURED_DEPTH`.
const COLUMNS: usize = (MEASURED_DEPTH - MIN_DEPTH + 1) as usize;

/// The mean of the deep value minus the shallow one, in hundredths of a disc, by stage (as
/// [`STAGE_EMPTIES`]) and deep depth 3 to 11.
const BIAS: [[i32; COLUMNS]; 4] = [
    [-22, 16, 17, 34, 5, 43, 5, 47, -1],
    [-17, -52, 27, -35, 53, 7, 36, 7, 38],
    [-58, -24, 68, -10, 126, 36, 70, 36, 60],
    [-92, -52, 102, -55, 83, 16, -12, 33, -21],
];

/// The standard deviation of the deep value minus the shallow one, laid out as [`BIAS`], widened
/// where a stage measured narrower than one before it so that the margins never narrow towards the
/// end (the trainer's `probcut` step writes them so: depth 3 at 35 to 44 empties measured 206).
const SPREAD: [[i32; COLUMNS]; 4] = [
    [209, 166, 161, 186, 183, 159, 143, 203, 172],
    [209, 231, 210, 271, 238, 178, 191, 238, 229],
    [299, 257, 250, 319, 354, 297, 273, 367, 325],
    [375, 370, 340, 425, 424, 421, 377, 466, 445],
];

/// The stage (the row of the measured bias and spread, as [`STAGE_EMPTIES`]) of a position with
/// `empties` empties.
pub fn stage(empties: u32) -> usize {
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

/// The steps of the selective endgame (Edax's): a search to the end of the game that cuts a
/// node when a shallow search lies this many tenths of a spread beyond the window, which it
/// does wrongly about this percent of the time or less; after the last, the exact solve.
pub const END_STEPS: [(i32, u8); 5] = [(11, 73), (15, 87), (20, 95), (26, 98), (33, 99)];

/// The steps of the selective endgame that go before an exact solve (indices of
/// [`END_STEPS`]): 73% sure, then 95%. Each step searches the whole tree again, and the best
/// moves the surer ones leave in the table save less than they cost: with these two the solve
/// visited 20% fewer nodes than with all five on 30 tournament endgames of 24 empties (not
/// FFO), and 13% fewer on 12 of 27; the first alone, 18% and 2%.
pub const STEPS_BEFORE_THE_SOLVE: [u8; 2] = [0, 2];

/// The fewest empties at which the selective endgame tries a cut: below, a solve costs less
/// than the shallow search that would spare it.
pub const END_MIN_EMPTIES: u32 = 10;

/// The stages of the rows of the endgame's measured bias and spread: a position is in the first row
/// whose number of empties it has at least.
pub const END_STAGE_EMPTIES: [u32; 4] = [22, 18, 14, 0];

/// The mean of the exact score minus its shallow search's value, in hundredths of a disc, by
/// stage (as [`END_STAGE_EMPTIES`]), measured by the trainer on 900 positions of its self-play
/// games (`cargo run --release -p othello-tune -- endcut --positions 900`).
const END_BIAS: [i32; 4] = [13, 32, 64, -22];

/// The standard deviation of the exact score minus the shallow search's value, laid out as
/// [`END_BIAS`].
const END_SPREAD: [i32; 4] = [581, 491, 637, 606];

/// The stage (the row of the endgame's measured bias and spread) of a position with `empties`
/// empties.
pub fn end_stage(empties: u32) -> usize {
    END_STAGE_EMPTIES.iter().take_while(|&&from| empties < from).count()
}

/// The shipped bias and spread (hundredths of a disc) of the selective endgame at `stage`.
pub fn end_shipped(stage: usize) -> (i32, i32) {
    (END_BIAS[stage], END_SPREAD[stage])
}

/// The depth of the shallow search that stands for the solve of a position with `empties`
/// empties in the selective endgame: about a quarter of them, of the same parity (as Egaroucid
/// does; half, as in the midgame, costs more than the cuts save).
pub const fn end_shallow_depth(empties: u32) -> u32 {
    let depth = ((empties >> 2) & !1) ^ (empties & 1);
    if depth == 0 { 2 } else { depth }
}

/// The margins of the selective endgame's step `step` (an index of [`END_STEPS`]) at a node
/// with `empties` empties, whose shallow search is [`end_shallow_depth`]`(empties)` plies deep.
pub fn end_margins(step: u8, empties: u32) -> Margins {
    let (bias, spread) = end_shipped(end_stage(empties));
    let spread = spread * END_STEPS[usize::from(step)].0 / 10;
    Margins { below: spread - bias, above: spread + bias }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_endgame_s_shallow_search_is_about_a_quarter_deep_and_of_the_same_parity() {
        for empties in END_MIN_EMPTIES..=60 {
            let shallow = end_shallow_depth(empties);
            assert_eq!(shallow % 2, empties % 2, "{empties} empties: {shallow}");
            assert!(shallow >= 2 && shallow * 4 <= empties + 4, "{empties} empties: {shallow}");
            assert!(shallow * 4 + 8 >= empties, "{empties} empties: {shallow}");
        }
        assert_eq!((end_shallow_depth(20), end_shallow_depth(24), end_shallow_depth(21)), (4, 6, 5));
    }

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
