//! `Patterns`: the learned evaluation. Board patterns (an edge with its X-squares, corner blocks,
//! rows, columns and diagonals), each in all its symmetric placements with shared weights, one
//! set of weights per stage of the game, fitted by the trainer (`crates/othello-tune/`) and compiled in.
//!
//! A pattern's configuration is a number in base 3, one digit per square in the pattern's order
//! (0 empty, 1 the side to move, 2 the other side). Each placement is the pattern's first one on
//! the board turned by a symmetry: the board is turned the other way, the pattern's squares
//! (listed in ascending order) gathered by a few shifts and masks, and the bits read as base-3
//! digits through one small table. No CPU feature is needed: every CPU runs the same code.
//! The search values every move of a position: those configurations are read once for the
//! position (seen from the side to move after it), and each move's follow by adding the digits
//! of the squares it changes. Sided weights add the counts (`counts`): a constant for having
//! the move, and each side's mobility and potential mobility; with them a side without a move
//! is valued as the pass it must play.

use std::sync::{Arc, OnceLock};

use crate::engine::movegen::Kernel;
use crate::engine::symmetry::{self, SYMMETRIES};

use super::Evaluate;
use super::counts::{COUNTS_LEN, count_features};
use super::layout::{Kind, Layout};
use super::weights::{self, WeightsError};
use crate::search::last::final_score;
use crate::search::pages::advise_huge_pages;

/// A pattern: its squares (a1 = 0) in the order of its digits, in its first placement.
#[derive(Debug)]
pub struct Pattern {
    /// What it is called.
    pub name: &'static str,
    /// Its squares.
    pub squares: &'static [u8],
}

/// The square called `name` (such as `"b2"`).
const fn sq(name: &str) -> u8 {
    let name = name.as_bytes();
    (name[0] - b'a') + 8 * (name[1] - b'1')
}

macro_rules! squares {
    ($($name:literal)*) => { &[$(sq($name)),*] };
}

/// The patterns, in the tradition of Logistello and Edax.
pub const PATTERNS: [Pattern; 11] = [
    Pattern { name: "edge + 2X", squares: squares!("a1" "b1" "c1" "d1" "e1" "f1" "g1" "h1" "b2" "g2") },
    Pattern { name: "corner 3x3", squares: squares!("a1" "b1" "c1" "a2" "b2" "c2" "a3" "b3" "c3") },
    Pattern { name: "corner 2x5", squares: squares!("a1" "b1" "c1" "d1" "e1" "a2" "b2" "c2" "d2" "e2") },
    Pattern { name: "line 2", squares: squares!("a2" "b2" "c2" "d2" "e2" "f2" "g2" "h2") },
    Pattern { name: "line 3", squares: squares!("a3" "b3" "c3" "d3" "e3" "f3" "g3" "h3") },
    Pattern { name: "line 4", squares: squares!("a4" "b4" "c4" "d4" "e4" "f4" "g4" "h4") },
    Pattern { name: "diagonal 8", squares: squares!("a1" "b2" "c3" "d4" "e5" "f6" "g7" "h8") },
    Pattern { name: "diagonal 7", squares: squares!("b1" "c2" "d3" "e4" "f5" "g6" "h7") },
    Pattern { name: "diagonal 6", squares: squares!("c1" "d2" "e3" "f4" "g5" "h6") },
    Pattern { name: "diagonal 5", squares: squares!("d1" "e2" "f3" "g4" "h5") },
    Pattern { name: "diagonal 4", squares: squares!("e1" "f2" "g3" "h4") },
];

/// The number of stages: weights change every four empties.
pub const STAGES: usize = 15;

/// The stage of a position with `empties` empty squares: 1 to 4 empties are stage 0, 57 to 60
/// stage 14.
pub const fn stage(empties: u32) -> usize {
    let stage = empties.saturating_sub(1) as usize / 4;
    if stage < STAGES { stage } else { STAGES - 1 }
}

/// The placements of each pattern: the symmetries that turn each of its distinct images back
/// onto it, and how many there are.
const PLACEMENTS: [([u8; SYMMETRIES], usize); PATTERNS.len()] = {
    let mut all = [([0; SYMMETRIES], 0); PATTERNS.len()];
    let mut pattern = 0;
    while pattern < PATTERNS.len() {
        let squares = PATTERNS[pattern].squares;
        let mut mask = 0u64;
        let mut i = 0;
        while i < squares.len() {
            mask |= 1 << squares[i];
            i += 1;
        }
        let mut images = [0u64; SYMMETRIES];
        let (mut symmetries, mut count) = ([0u8; SYMMETRIES], 0);
        let mut symmetry = 0;
        while symmetry < SYMMETRIES {
            let image = symmetry::board(symmetry, mask);
            let mut seen = false;
            let mut j = 0;
            while j < count {
                seen |= images[j] == image;
                j += 1;
            }
            if !seen {
                images[count] = image;
                // The inverse: the symmetry that turns this image back onto the pattern,
                // square for square.
                let mut inverse = 0;
                loop {
                    let mut back = true;
                    let mut k = 0;
                    while k < squares.len() {
                        back &=
                            symmetry::square(inverse, symmetry::square(symmetry, squares[k])) == squares[k];
                        k += 1;
                    }
                    if back {
                        break;
                    }
                    inverse += 1;
                }
                symmetries[count] = inverse as u8;
                count += 1;
            }
            symmetry += 1;
        }
        all[pattern] = (symmetries, count);
        pattern += 1;
    }
    all
};

/// Where each pattern's weights start in a stage's weights, and how many a stage has: one for
/// every configuration of every pattern.
const WEIGHTS_AT: [usize; PATTERNS.len() + 1] = {
    let mut at = [0; PATTERNS.len() + 1];
    let mut pattern = 0;
    while pattern < PATTERNS.len() {
        at[pattern + 1] = at[pattern] + 3usize.pow(PATTERNS[pattern].squares.len() as u32);
        pattern += 1;
    }
    at
};

/// The weights of a stage.
pub(super) const STAGE_LEN: usize = WEIGHTS_AT[PATTERNS.len()];

/// The squares of pattern `pattern`'s first placement on `board`, gathered into the low bits in
/// ascending order. Diagonals are gathered by a multiplication that brings each square to the
/// top byte at its column (no two share a column, so nothing carries).
#[inline(always)]
const fn gather(pattern: usize, board: u64) -> usize {
    const BY_COLUMN: u64 = 0x0101_0101_0101_0101;
    let bits = match pattern {
        // a1-h1 in bits 0-7, b2 (9) and g2 (14) in bits 8 and 9.
        0 => (board & 0xFF) | ((board >> 1) & 0x100) | ((board >> 5) & 0x200),
        // a1-c1, a2-c2, a3-c3.
        1 => (board & 0x7) | ((board >> 5) & 0x38) | ((board >> 10) & 0x1C0),
        // a1-e1, a2-e2.
        2 => (board & 0x1F) | ((board >> 3) & 0x3E0),
        // Rows 2, 3 and 4.
        3 => (board >> 8) & 0xFF,
        4 => (board >> 16) & 0xFF,
        5 => (board >> 24) & 0xFF,
        // The diagonals from a1, b1, c1, d1 and e1 up to the h column.
        6 => (board & 0x8040_2010_0804_0201).wrapping_mul(BY_COLUMN) >> 56,
        7 => (board & 0x0080_4020_1008_0402).wrapping_mul(BY_COLUMN) >> 57,
        8 => (board & 0x0000_8040_2010_0804).wrapping_mul(BY_COLUMN) >> 58,
        9 => (board & 0x0000_0080_4020_1008).wrapping_mul(BY_COLUMN) >> 59,
        _ => (board & 0x0000_0000_8040_2010).wrapping_mul(BY_COLUMN) >> 60,
    };
    bits as usize
}

/// The board (the side to move's discs, and the other side's) under every symmetry.
type Boards = ([u64; SYMMETRIES], [u64; SYMMETRIES]);

/// The configuration of pattern `pattern` in the placement turned onto it by `symmetry`.
#[inline(always)]
fn configuration(pattern: usize, symmetry: u8, boards: &Boards) -> usize {
    let symmetry = usize::from(symmetry) % SYMMETRIES;
    // A pattern has at most `MOST_SQUARES` squares: the gathered bits index `TERNARY`.
    let digits = |board: u64| usize::from(TERNARY[gather(pattern, board) % TERNARY.len()]);
    digits(boards.0[symmetry]) + 2 * digits(boards.1[symmetry])
}

/// The most squares in a pattern.
const MOST_SQUARES: usize = 10;

/// The number in base 3 with the digits of a number in base 2: gathered bits as the digits of
/// one side (the other side's count twice).
const TERNARY: [u16; 1 << MOST_SQUARES] = {
    let mut table = [0; 1 << MOST_SQUARES];
    let mut bits = 0;
    while bits < table.len() {
        let (mut rest, mut power, mut number) = (bits, 1, 0);
        while rest != 0 {
            if rest & 1 != 0 {
                number += power;
            }
            rest >>= 1;
            power *= 3;
        }
        table[bits] = number;
        bits += 1;
    }
    table
};

/// The weights of every stage, laid out by configuration, and those of the counts.
struct Tables {
    weights: Vec<i16>,
    /// Each stage's `COUNTS_LEN` weights of the counts (empty for antisymmetric weights).
    counts: Vec<i16>,
}

/// The learned evaluation.
#[derive(Clone)]
pub struct Patterns {
    tables: Arc<Tables>,
}

impl std::fmt::Debug for Patterns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Patterns")
    }
}

/// The weights compiled into the program.
pub const SHIPPED: &[u8] = include_bytes!("patterns.weights");

impl Patterns {
    /// The evaluation with the weights compiled into the program.
    ///
    /// # Panics
    /// Never: the tests read the shipped weights back.
    pub fn shipped() -> Patterns {
        static SHIPPED_PATTERNS: OnceLock<Patterns> = OnceLock::new();
        SHIPPED_PATTERNS
            .get_or_init(|| Patterns::from_bytes(SHIPPED).expect("the shipped weights fit the patterns"))
            .clone()
    }

    /// The evaluation with the weights in `bytes` (a weights file of either kind).
    ///
    /// # Errors
    /// A [`WeightsError`] for a file that is not weights, of another kind or version, or of the
    /// wrong length.
    pub fn from_bytes(bytes: &[u8]) -> Result<Patterns, WeightsError> {
        let (kind, stages) = weights::decode(bytes)?;
        Ok(Patterns::from_parameters(kind, &stages))
    }

    /// The evaluation with the parameters `stages` of weights of `kind` (one list per stage, in
    /// hundredths of a disc).
    pub fn from_parameters(kind: Kind, stages: &[Vec<i16>]) -> Patterns {
        let layout = Layout::get(kind);
        let mut weights = Vec::with_capacity(STAGES * STAGE_LEN);
        advise_huge_pages(weights.spare_capacity_mut());
        let mut counts = Vec::new();
        for stage in &stages[..STAGES] {
            weights.extend(layout.parameters.iter().map(|&parameter| match parameter {
                0 => 0,
                p if p > 0 => stage[p as usize - 1],
                p => -stage[(-p) as usize - 1],
            }));
            if kind == Kind::Sided {
                counts.extend_from_slice(&stage[layout.counts_at()..][..COUNTS_LEN]);
            }
        }
        Patterns { tables: Arc::new(Tables { weights, counts }) }
    }
}

/// The largest value in hundredths of a disc: within the final scores.
const LIMIT: i32 = 6399;

/// The number of placements of all patterns.
pub(super) const PLACEMENT_COUNT: usize = {
    let mut count = 0;
    let mut pattern = 0;
    while pattern < PATTERNS.len() {
        count += PLACEMENTS[pattern].1;
        pattern += 1;
    }
    count
};

/// Placements rounded up to whole vector registers (the lanes past the placements stay 0).
pub(super) const LANES: usize = PLACEMENT_COUNT.next_multiple_of(16);

/// The configurations of every placement of a position, pattern by pattern.
pub(super) type Configurations = [u16; LANES];

/// Where each placement's pattern starts in a stage's weights.
pub(super) const PLACEMENT_WEIGHTS_AT: [usize; PLACEMENT_COUNT] = {
    let mut at = [0; PLACEMENT_COUNT];
    let (mut pattern, mut placement) = (0, 0);
    while pattern < PATTERNS.len() {
        let mut i = 0;
        while i < PLACEMENTS[pattern].1 {
            at[placement] = WEIGHTS_AT[pattern];
            placement += 1;
            i += 1;
        }
        pattern += 1;
    }
    at
};

/// For each square, what a disc of the side to move there adds to each placement's
/// configuration: the power of 3 of its digit, or 0 off the placement. The other side's disc
/// adds twice as much.
const SQUARE_DIGITS: [Configurations; 64] = {
    let mut table = [[0; LANES]; 64];
    let mut square = 0;
    while square < 64 {
        let (mut pattern, mut placement) = (0, 0);
        while pattern < PATTERNS.len() {
            let mut i = 0;
            while i < PLACEMENTS[pattern].1 {
                let symmetry = PLACEMENTS[pattern].0[i] as usize;
                let bits = gather(pattern, symmetry::board(symmetry, 1 << square));
                table[square][placement] = TERNARY[bits % TERNARY.len()];
                placement += 1;
                i += 1;
            }
            pattern += 1;
        }
        square += 1;
    }
    table
};

/// A position whose moves are about to be evaluated: its placements' configurations seen from
/// the other side (the side to move after any move), read once, from which those after each
/// move follow by adding the digits that change.
#[derive(Clone, Copy)]
pub struct PatternsParent {
    configurations: Configurations,
    player: u64,
    opponent: u64,
}

impl Patterns {
    /// The weights of the stage of positions with `empties` empty squares.
    #[inline(always)]
    fn stage_weights(&self, empties: u32) -> &[i16] {
        &self.tables.weights[stage(empties) * STAGE_LEN..][..STAGE_LEN]
    }

    /// The counts' part of the value of a position with `empties` empty squares (0 for
    /// antisymmetric weights), or `Err` with the whole value when sided weights see a side to
    /// move without a move (antisymmetric ones value a pass as its opposite anyway).
    #[inline(always)]
    fn counts_part<K: Kernel>(
        &self,
        kernel: K,
        player: u64,
        opponent: u64,
        empties: u32,
    ) -> Result<i32, i32> {
        if self.tables.counts.is_empty() {
            return Ok(0);
        }
        let moves = kernel.legal_moves(player, opponent);
        if moves == 0 {
            return Err(self.value_without_a_move(kernel, player, opponent));
        }
        let weights = &self.tables.counts[stage(empties) * COUNTS_LEN..][..COUNTS_LEN];
        Ok(count_features(kernel, player, opponent, moves)
            .iter()
            .map(|&at| i32::from(weights[at % COUNTS_LEN]))
            .sum())
    }

    /// The value of a position whose side to move has no move: that of the pass it must play,
    /// or the final score when neither side can move. Sided weights never learned such
    /// positions (every one they learned from had a move to play), and read as a count like
    /// another, no move was worth some twenty discs more than one: the solver, ordering its
    /// moves by them, put the moves that make the opponent pass last.
    #[cold]
    #[inline(never)]
    fn value_without_a_move<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32 {
        if kernel.legal_moves(opponent, player) == 0 {
            within_scores(100 * final_score(player, opponent))
        } else {
            -self.evaluate(kernel, opponent, player)
        }
    }
}

impl Evaluate for Patterns {
    type Parent = PatternsParent;

    #[inline(always)]
    fn evaluate<K: Kernel>(&self, kernel: K, player: u64, opponent: u64) -> i32 {
        let empties = (!(player | opponent)).count_ones();
        let counts = match self.counts_part(kernel, player, opponent, empties) {
            Ok(counts) => counts,
            Err(value) => return value,
        };
        let weights = self.stage_weights(empties);
        let boards = (symmetry::all_boards(player), symmetry::all_boards(opponent));
        let value = pattern_value::<0>(weights, &boards)
            + pattern_value::<1>(weights, &boards)
            + pattern_value::<2>(weights, &boards)
            + pattern_value::<3>(weights, &boards)
            + pattern_value::<4>(weights, &boards)
            + pattern_value::<5>(weights, &boards)
            + pattern_value::<6>(weights, &boards)
            + pattern_value::<7>(weights, &boards)
            + pattern_value::<8>(weights, &boards)
            + pattern_value::<9>(weights, &boards)
            + pattern_value::<10>(weights, &boards);
        within_scores(value + counts)
    }

    /// The configurations seen from `opponent`, who moves after any move of `player`.
    #[inline(always)]
    fn parent(&self, player: u64, opponent: u64) -> PatternsParent {
        PatternsParent { configurations: configurations(opponent, player), player, opponent }
    }

    /// Seen from the side then to move, the digits of the new disc go from 0 to 2 and those of
    /// the discs it flips from 1 to 2.
    #[inline(always)]
    fn evaluate_after<K: Kernel>(
        &self,
        kernel: K,
        parent: &PatternsParent,
        player: u64,
        opponent: u64,
    ) -> i32 {
        let empties = (!(player | opponent)).count_ones();
        let counts = match self.counts_part(kernel, player, opponent, empties) {
            Ok(counts) => counts,
            Err(value) => return value,
        };
        let mut configurations = parent.configurations;
        let flips = opponent & parent.opponent;
        let square = (opponent & !(parent.player | parent.opponent)).trailing_zeros() as usize;
        add_digits(&mut configurations, &SQUARE_DIGITS[square % 64]);
        add_digits(&mut configurations, &SQUARE_DIGITS[square % 64]);
        let mut rest = flips;
        while rest != 0 {
            let flipped = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            add_digits(&mut configurations, &SQUARE_DIGITS[flipped]);
        }
        within_scores(total(self.stage_weights(empties), &configurations) + counts)
    }
}

#[inline(always)]
fn add_digits(configurations: &mut Configurations, digits: &Configurations) {
    for (configuration, digit) in configurations.iter_mut().zip(digits) {
        *configuration = configuration.wrapping_add(*digit);
    }
}

/// The sum of the placements' weights for their `configurations` with a stage's `weights`.
#[inline(always)]
fn total(weights: &[i16], configurations: &Configurations) -> i32 {
    let mut value = 0;
    debug_assert_eq!(weights.len(), STAGE_LEN);
    for (at, &configuration) in PLACEMENT_WEIGHTS_AT.iter().zip(configurations) {
        let index = at + usize::from(configuration);
        debug_assert!(index < weights.len(), "configuration {configuration} at {at}");
        // SAFETY: a placement's configuration is below 3 to the power of its squares, so that it
        // lies within its pattern's weights, inside the stage's (asserted in the tests).
        value += i32::from(unsafe { *weights.get_unchecked(index) });
    }
    value
}

/// Below this many hundredths of a disc a sum of weights is the value as it is.
const KNEE: i32 = 4800;

/// A sum of weights as a value within the scores: beyond `KNEE` it is squeezed towards `LIMIT`
/// without reaching it, keeping the order of lopsided positions (a hard clamp made them all
/// equal, and the search lost its way to a wipe-out).
#[inline(always)]
fn within_scores(value: i32) -> i32 {
    if value.abs() <= KNEE { value } else { squeezed(value) }
}

/// `KNEE` plus the excess scaled by `ROOM / (excess + ROOM)`, rounded: a slope of one at the
/// knee, falling towards zero so that no sum reaches `LIMIT`.
#[cold]
#[inline(never)]
fn squeezed(value: i32) -> i32 {
    const ROOM: i64 = (LIMIT - KNEE) as i64;
    let beyond = i64::from(value.abs() - KNEE);
    value.signum() * (KNEE + ((2 * ROOM * beyond + beyond + ROOM) / (2 * (beyond + ROOM))) as i32)
}

/// The weights of pattern `P`'s placements in the stage's `weights` (`P` a constant, so that
/// the placements and their gathering are compiled in).
#[inline(always)]
fn pattern_value<const P: usize>(weights: &[i16], boards: &Boards) -> i32 {
    let (symmetries, count) = PLACEMENTS[P];
    let mut value = 0;
    for &symmetry in &symmetries[..count] {
        value += i32::from(weights[WEIGHTS_AT[P] + configuration(P, symmetry, boards)]);
    }
    value
}

/// The configuration of every placement of the position.
#[inline(always)]
pub(super) fn configurations(player: u64, opponent: u64) -> Configurations {
    let boards = (symmetry::all_boards(player), symmetry::all_boards(opponent));
    let mut configurations = [0; LANES];
    let mut at = 0;
    pattern_configurations::<0>(&boards, &mut configurations, &mut at);
    pattern_configurations::<1>(&boards, &mut configurations, &mut at);
    pattern_configurations::<2>(&boards, &mut configurations, &mut at);
    pattern_configurations::<3>(&boards, &mut configurations, &mut at);
    pattern_configurations::<4>(&boards, &mut configurations, &mut at);
    pattern_configurations::<5>(&boards, &mut configurations, &mut at);
    pattern_configurations::<6>(&boards, &mut configurations, &mut at);
    pattern_configurations::<7>(&boards, &mut configurations, &mut at);
    pattern_configurations::<8>(&boards, &mut configurations, &mut at);
    pattern_configurations::<9>(&boards, &mut configurations, &mut at);
    pattern_configurations::<10>(&boards, &mut configurations, &mut at);
    configurations
}

/// The configurations of pattern `P`'s placements, written from `at` on (`P` a constant, so
/// that the placements and their gathering are compiled in).
#[inline(always)]
fn pattern_configurations<const P: usize>(
    boards: &Boards,
    configurations: &mut Configurations,
    at: &mut usize,
) {
    let (symmetries, count) = PLACEMENTS[P];
    for &symmetry in &symmetries[..count] {
        configurations[*at % LANES] = configuration(P, symmetry, boards) as u16;
        *at += 1;
    }
}

#[cfg(test)]
#[path = "patterns_tests.rs"]
mod tests;
