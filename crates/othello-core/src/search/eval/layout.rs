//! `Layout`: how the learned evaluation's configurations share parameters, so that a position's
//! value is the same under the board's symmetries (and, in the first kind of weights, changes
//! sign with the sides); and the parameters a position's value is made of, as the trainer sees
//! them.

use std::sync::OnceLock;

use crate::engine::movegen::{Kernel, Portable};
use crate::engine::symmetry::{self, SYMMETRIES};

use super::counts::{COUNTS_LEN, count_features};
use super::patterns::{PATTERNS, PLACEMENT_WEIGHTS_AT, STAGE_LEN, configurations};

/// The kinds of weights the learned evaluation reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The first learned weights: patterns only, a configuration with the sides swapped taking
    /// the opposite weight (so the side to move is worth nothing in itself).
    Antisymmetric,
    /// Patterns seen from the side to move, each configuration its own weight, and the counts
    /// (a constant, mobility, potential mobility): having the move has a value.
    Sided,
}

/// How the patterns' configurations share parameters.
#[derive(Debug)]
pub struct Layout {
    /// The kind of weights it lays out.
    pub kind: Kind,
    /// For each configuration of each pattern, its parameter: `id + 1`, `-(id + 1)` when the
    /// weight is the parameter's opposite, or 0 when the weight must be zero.
    pub(super) parameters: Vec<i32>,
    /// The parameters of the patterns; the counts' follow (only in `Kind::Sided`).
    pattern_parameters: usize,
}

impl Layout {
    /// The layout of a kind of weights, built once.
    pub fn get(kind: Kind) -> &'static Layout {
        static ANTISYMMETRIC: OnceLock<Layout> = OnceLock::new();
        static SIDED: OnceLock<Layout> = OnceLock::new();
        match kind {
            Kind::Antisymmetric => ANTISYMMETRIC.get_or_init(|| Layout::build(kind)),
            Kind::Sided => SIDED.get_or_init(|| Layout::build(kind)),
        }
    }

    fn build(kind: Kind) -> Layout {
        let mut layout = Layout { kind, parameters: Vec::with_capacity(STAGE_LEN), pattern_parameters: 0 };
        for pattern in &PATTERNS {
            layout.pattern_parameters += share_parameters(
                pattern.squares,
                kind == Kind::Antisymmetric,
                layout.pattern_parameters,
                &mut layout.parameters,
            );
        }
        layout
    }

    /// The number of parameters of a stage.
    pub fn parameter_count(&self) -> usize {
        match self.kind {
            Kind::Antisymmetric => self.pattern_parameters,
            Kind::Sided => self.pattern_parameters + COUNTS_LEN,
        }
    }

    /// Where the counts' parameters start in a stage's.
    pub(super) fn counts_at(&self) -> usize {
        self.pattern_parameters
    }

    /// The parameter of having the move (the first count), in `Kind::Sided`.
    pub fn tempo_parameter(&self) -> Option<usize> {
        (self.kind == Kind::Sided).then_some(self.pattern_parameters)
    }

    /// The parameters that make up the value of a position, one per placement and (in
    /// `Kind::Sided`) one per count: `id + 1`, or `-(id + 1)` when the parameter counts against
    /// the side to move, or 0 for none.
    pub fn features(&self, player: u64, opponent: u64) -> impl Iterator<Item = i32> + '_ {
        let configurations = configurations(player, opponent);
        let patterns = PLACEMENT_WEIGHTS_AT
            .iter()
            .zip(configurations)
            .map(|(at, configuration)| self.parameters[at + usize::from(configuration)]);
        let counts: Vec<i32> = match self.kind {
            Kind::Antisymmetric => Vec::new(),
            Kind::Sided => count_features(Portable, player, opponent, Portable.legal_moves(player, opponent))
                .iter()
                .map(|&at| (self.pattern_parameters + at + 1) as i32)
                .collect(),
        };
        patterns.chain(counts)
    }
}

/// Gives the configurations of a pattern with `squares` their parameters (appended to
/// `parameters`, numbered from `first`); returns how many there are. Configurations that the
/// pattern's own symmetries map onto each other share one, so that the value of a position is
/// the same under all eight symmetries of the board; when `antisymmetric`, a configuration with
/// the sides swapped takes its opposite, so that the value changes sign with the sides.
fn share_parameters(squares: &[u8], antisymmetric: bool, first: usize, parameters: &mut Vec<i32>) -> usize {
    let len = squares.len();
    // The permutations of the pattern's digits by the symmetries that map it onto itself.
    let mut permutations: Vec<Vec<usize>> = Vec::new();
    for symmetry in 0..SYMMETRIES {
        let image: Vec<u8> = squares.iter().map(|&s| symmetry::square(symmetry, s)).collect();
        if let Some(permutation) =
            image.iter().map(|s| squares.iter().position(|t| t == s)).collect::<Option<Vec<_>>>()
        {
            permutations.push(permutation);
        }
    }
    let digits_of =
        |number: usize| -> Vec<usize> { (0..len).map(|i| number / 3usize.pow(i as u32) % 3).collect() };
    let number_of = |digits: &[usize]| -> usize { digits.iter().rev().fold(0, |n, &d| n * 3 + d) };
    let start = parameters.len();
    let mut count = 0;
    for number in 0..3usize.pow(len as u32) {
        let digits = digits_of(number);
        let mut same = Vec::new();
        let mut swapped = Vec::new();
        for permutation in &permutations {
            let mut image = vec![0; len];
            for (i, &to) in permutation.iter().enumerate() {
                image[to] = digits[i];
            }
            same.push(number_of(&image));
            if antisymmetric {
                let swap: Vec<usize> = image.iter().map(|&d| [0, 2, 1][d]).collect();
                swapped.push(number_of(&swap));
            }
        }
        let parameter = if same.iter().any(|n| swapped.contains(n)) {
            0
        } else {
            let least = *same.iter().chain(&swapped).min().unwrap();
            if least == number {
                count += 1;
                (first + count) as i32
            } else if same.contains(&least) {
                parameters[start + least]
            } else {
                -parameters[start + least]
            }
        };
        parameters.push(parameter);
    }
    count
}
