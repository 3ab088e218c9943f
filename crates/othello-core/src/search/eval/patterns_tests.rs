//! Tests of the learned evaluation: placements, shared parameters, symmetry, the value read
//! square by square, the value after each move, and the shipped weights.

use super::*;
use crate::engine::movegen::Portable;
use crate::engine::position::Position;
use crate::search::random::SplitMix64;

/// Every position of a few random games (the side to move's discs first).
fn random_positions(seed: u64) -> Vec<(u64, u64)> {
    let mut rng = SplitMix64(seed);
    let mut positions = Vec::new();
    for _ in 0..20 {
        let mut position = Position::START;
        while !position.is_over() {
            positions.push((position.player().0, position.opponent().0));
            let moves: Vec<_> = position.legal_moves().squares().collect();
            position = if moves.is_empty() {
                position.pass()
            } else {
                position.play(moves[rng.below(moves.len() as u64) as usize])
            };
        }
    }
    positions
}

const KINDS: [Kind; 2] = [Kind::Antisymmetric, Kind::Sided];

/// Random parameters of a kind of weights, up to ten discs either way.
fn random_parameters(kind: Kind, seed: u64) -> Vec<Vec<i16>> {
    let mut rng = SplitMix64(seed);
    let count = Layout::get(kind).parameter_count();
    (0..STAGES).map(|_| (0..count).map(|_| rng.below(2001) as i16 - 1000).collect()).collect()
}

/// The parameter of pattern `index` in the configuration with `mine` and `theirs` (digits),
/// in the layout of `kind`.
fn parameter_of(kind: Kind, index: usize, mine: &[usize], theirs: &[usize]) -> i32 {
    let layout = Layout::get(kind);
    let at: usize = PATTERNS[..index].iter().map(|p| 3usize.pow(p.squares.len() as u32)).sum();
    let number: usize = mine.iter().map(|&d| 3usize.pow(d as u32)).sum::<usize>()
        + theirs.iter().map(|&d| 2 * 3usize.pow(d as u32)).sum::<usize>();
    layout.parameters[at + number]
}

/// `parameter_of` in the antisymmetric layout.
fn parameter(index: usize, mine: &[usize], theirs: &[usize]) -> i32 {
    parameter_of(Kind::Antisymmetric, index, mine, theirs)
}

/// The squares of the placement of `pattern` that `symmetry` turns onto the pattern, in the
/// pattern's order.
fn placement_squares(pattern: usize, symmetry: u8) -> Vec<u8> {
    PATTERNS[pattern]
        .squares
        .iter()
        .map(|&s| (0..64u8).find(|&x| symmetry::square(usize::from(symmetry), x) == s).unwrap())
        .collect()
}

#[test]
fn lopsided_values_keep_their_order_within_the_scores() {
    assert_eq!(within_scores(4800), 4800);
    assert_eq!(within_scores(-4800), -4800);
    assert_eq!(within_scores(123), 123);
    let mut last = within_scores(4800);
    for value in 4801..30_000 {
        let squeezed = within_scores(value);
        assert!(squeezed >= last && squeezed < LIMIT, "{value} gives {squeezed}");
        assert_eq!(within_scores(-value), -squeezed);
        last = squeezed;
    }
    // Every disc still counts up to 70 discs' worth of weights, and none counts more than a
    // disc: no jump at the knee.
    for value in (4700..7000).step_by(100) {
        let step = within_scores(value + 100) - within_scores(value);
        assert!(step > 0 && step <= 100, "{value}: {step}");
    }
    // The largest sum of 46 weights stays a score.
    assert!(within_scores(46 * i32::from(i16::MAX)) < LIMIT);
    assert!(within_scores(-46 * i32::from(i16::MAX)) > -LIMIT);
}

#[test]
fn every_pattern_lies_in_all_its_placements() {
    let mut per_pattern = Vec::new();
    for (pattern, (symmetries, count)) in PLACEMENTS.iter().enumerate() {
        let images: std::collections::HashSet<Vec<u8>> = symmetries[..*count]
            .iter()
            .map(|&symmetry| {
                let mut squares = placement_squares(pattern, symmetry);
                squares.sort();
                squares
            })
            .collect();
        assert_eq!(images.len(), *count, "{}: each placement on its own squares", PATTERNS[pattern].name);
        per_pattern.push(*count);
    }
    assert_eq!(per_pattern, [4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4]);
    let configurations: usize = PATTERNS.iter().map(|p| 3usize.pow(p.squares.len() as u32)).sum();
    assert_eq!(STAGE_LEN, configurations);
}

#[test]
fn configurations_that_a_symmetry_maps_together_share_a_parameter() {
    // The 3x3 corner is symmetric about its diagonal: b1 (digit 1) and a2 (digit 3) match.
    let b1 = parameter(1, &[1], &[]);
    assert_ne!(b1, 0);
    assert_eq!(parameter(1, &[3], &[]), b1);
    assert_eq!(parameter(1, &[], &[1]), -b1, "the other side's disc counts against");
    assert_ne!(parameter(1, &[2], &[]).abs(), b1.abs(), "c1 is another square");
    // The 2x5 block is not: b1 and a2 differ.
    assert_ne!(parameter(2, &[1], &[]).abs(), parameter(2, &[5], &[]).abs());
    // An edge is symmetric end to end; the empty edge, and one mirrored onto its own
    // opposite, are worth nothing.
    assert_eq!(parameter(0, &[0], &[]), parameter(0, &[7], &[]));
    assert_eq!(parameter(0, &[], &[]), 0);
    assert_eq!(parameter(0, &[0], &[7]), 0);
    assert_ne!(parameter(0, &[0, 1], &[7]), 0);
    // Sided weights share only under the symmetries: the other side's disc has its own.
    let sided_b1 = parameter_of(Kind::Sided, 1, &[1], &[]);
    assert_eq!(parameter_of(Kind::Sided, 1, &[3], &[]), sided_b1);
    let theirs = parameter_of(Kind::Sided, 1, &[], &[1]);
    assert!(theirs > 0 && theirs != sided_b1);
    assert_ne!(parameter_of(Kind::Sided, 0, &[], &[]), 0, "the empty edge has a weight");
    assert_eq!(parameter_of(Kind::Sided, 0, &[0], &[7]), parameter_of(Kind::Sided, 0, &[7], &[0]));
    let patterns = Layout::get(Kind::Sided).counts_at();
    assert_eq!(Layout::get(Kind::Sided).parameter_count(), patterns + COUNTS_LEN);
    assert!(patterns > Layout::get(Kind::Antisymmetric).parameter_count() * 19 / 10);
}

#[test]
fn one_weight_counts_once_for_each_placement_that_holds_it() {
    let layout = Layout::get(Kind::Antisymmetric);
    let a1 = parameter(0, &[0], &[]);
    let mut stages = vec![vec![0i16; layout.parameter_count()]; STAGES];
    stages[stage(59)][a1 as usize - 1] = 100;
    let patterns = Patterns::from_parameters(Kind::Antisymmetric, &stages);
    // After black's f5, white to move: nothing on the edges.
    let position = Position::START.play("f5".parse().unwrap());
    let (player, opponent) = (position.player().0, position.opponent().0);
    assert_eq!(patterns.evaluate(Portable, player, opponent), 0);
    // A white disc on a1 lies on the first row's and the a column's edge placements.
    assert_eq!(patterns.evaluate(Portable, player | 1, opponent), 200);
    assert_eq!(patterns.evaluate(Portable, player, opponent | 1), -200);
    // On h8 it lies on two others, in the same configuration.
    assert_eq!(patterns.evaluate(Portable, player | 1 << 63, opponent), 200);
}

#[test]
fn the_value_is_the_same_under_every_symmetry_and_opposite_for_the_other_side() {
    for kind in KINDS {
        let patterns = Patterns::from_parameters(kind, &random_parameters(kind, 1));
        let mut sided_differs = false;
        for (player, opponent) in random_positions(2) {
            let value = patterns.evaluate(Portable, player, opponent);
            let swapped = patterns.evaluate(Portable, opponent, player);
            if kind == Kind::Antisymmetric {
                assert_eq!(swapped, -value);
            }
            sided_differs |= swapped != -value;
            for symmetry in 1..8 {
                let (p, o) = (symmetry::board(symmetry, player), symmetry::board(symmetry, opponent));
                assert_eq!(patterns.evaluate(Portable, p, o), value, "{kind:?}, symmetry {symmetry}");
            }
        }
        assert_eq!(sided_differs, kind == Kind::Sided, "having the move counts in sided weights only");
    }
}

#[test]
fn the_value_adds_up_the_placements_read_square_by_square_and_the_features() {
    for kind in KINDS {
        adds_up(kind);
    }
}

fn adds_up(kind: Kind) {
    let stages = random_parameters(kind, 3);
    let patterns = Patterns::from_parameters(kind, &stages);
    let layout = Layout::get(kind);
    // A side to move without a move is valued as its pass (its own test, below).
    let with_a_move = random_positions(4).into_iter().filter(|&(player, opponent)| {
        use crate::engine::movegen::Kernel;
        kind == Kind::Antisymmetric || Portable.legal_moves(player, opponent) != 0
    });
    for (player, opponent) in with_a_move {
        let value = patterns.evaluate(Portable, player, opponent);
        let stage = stage((!(player | opponent)).count_ones());
        // Each placement's configuration, one square at a time.
        let weights = &patterns.tables.weights[stage * STAGE_LEN..];
        let mut slow = 0;
        for (pattern, (symmetries, count)) in PLACEMENTS.iter().enumerate() {
            for &symmetry in &symmetries[..*count] {
                let configuration: usize = placement_squares(pattern, symmetry)
                    .iter()
                    .enumerate()
                    .map(|(digit, &s)| {
                        let state = if player & 1 << s != 0 {
                            1
                        } else if opponent & 1 << s != 0 {
                            2
                        } else {
                            0
                        };
                        state * 3usize.pow(digit as u32)
                    })
                    .sum();
                slow += i32::from(weights[WEIGHTS_AT[pattern] + configuration]);
            }
        }
        if kind == Kind::Sided {
            // The counts, each from its own definition.
            let counts = &stages[stage][layout.counts_at()..];
            let empty = !(player | opponent);
            let count = |n: u32, most: usize| (n as usize).min(most - 1);
            use crate::engine::bitboard::Bitboard;
            use crate::engine::movegen::Kernel;
            use crate::search::eval::counts::{MOBILITY_COUNTS as M, POTENTIAL_COUNTS as P};
            slow += i32::from(counts[0])
                + i32::from(counts[1 + count(Portable.legal_moves(player, opponent).count_ones(), M)])
                + i32::from(counts[1 + M + count(Portable.legal_moves(opponent, player).count_ones(), M)])
                + i32::from(
                    counts[1 + 2 * M + count((empty & Bitboard(opponent).neighbours().0).count_ones(), P)],
                )
                + i32::from(
                    counts[1 + 2 * M + P + count((empty & Bitboard(player).neighbours().0).count_ones(), P)],
                );
        }
        assert_eq!(within_scores(slow), value);
        // The trainer's view: the parameters, with their signs.
        let sum: i32 = layout
            .features(player, opponent)
            .map(|f| match f {
                0 => 0,
                f if f > 0 => i32::from(stages[stage][f as usize - 1]),
                f => -i32::from(stages[stage][(-f) as usize - 1]),
            })
            .sum();
        assert_eq!(within_scores(sum), value);
    }
}

#[test]
fn the_value_after_each_move_follows_from_the_position_before_it() {
    for kind in KINDS {
        follows(kind);
    }
}

fn follows(kind: Kind) {
    let patterns = Patterns::from_parameters(kind, &random_parameters(kind, 5));
    let mut moves_seen = 0;
    for (player, opponent) in random_positions(6) {
        let parent = patterns.parent(player, opponent);
        let mut moves = Portable.legal_moves(player, opponent);
        while moves != 0 {
            let square = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let flips = Portable.flips(player, opponent, square);
            let (next_player, next_opponent) = (opponent ^ flips, player ^ flips ^ (1 << square));
            assert_eq!(
                patterns.evaluate_after(Portable, &parent, next_player, next_opponent),
                patterns.evaluate(Portable, next_player, next_opponent)
            );
            moves_seen += 1;
        }
    }
    assert!(moves_seen > 1000, "{moves_seen} moves");
}

#[test]
fn a_side_without_a_move_is_valued_as_its_pass_and_a_finished_game_as_its_score() {
    use crate::engine::movegen::Kernel;
    let patterns = Patterns::from_parameters(Kind::Sided, &random_parameters(Kind::Sided, 5));
    let mut passes = 0;
    for seed in 0..10 {
        for (player, opponent) in random_positions(seed) {
            if Portable.legal_moves(player, opponent) == 0 {
                assert_eq!(
                    patterns.evaluate(Portable, player, opponent),
                    -patterns.evaluate(Portable, opponent, player)
                );
                passes += 1;
            }
        }
    }
    assert!(passes > 5, "{passes} passes");
    // Games played to the end at random, and a wipe-out with empties left.
    let mut rng = SplitMix64(6);
    for _ in 0..50 {
        let mut position = Position::START;
        while !position.is_over() {
            let moves: Vec<_> = position.legal_moves().squares().collect();
            position = if moves.is_empty() {
                position.pass()
            } else {
                position.play(moves[rng.below(moves.len() as u64) as usize])
            };
        }
        let (player, opponent) = (position.player().0, position.opponent().0);
        let margin = player.count_ones() as i32 - opponent.count_ones() as i32;
        let empties = 64 - (player | opponent).count_ones() as i32;
        let score = margin + margin.signum() * empties;
        assert_eq!(patterns.evaluate(Portable, player, opponent), within_scores(100 * score));
    }
    assert_eq!(patterns.evaluate(Portable, 0, 0x1C), -within_scores(6400));
}

#[test]
fn stages_change_every_four_empties() {
    assert_eq!([stage(1), stage(4), stage(5), stage(56), stage(57), stage(60)], [0, 0, 1, 13, 14, 14]);
}

#[test]
fn the_shipped_weights_load() {
    let patterns = Patterns::shipped();
    let (player, opponent) = (Position::START.player().0, Position::START.opponent().0);
    let start = patterns.evaluate(Portable, player, opponent);
    assert!(start.abs() < 300, "the start is about even: {start}");
    // Black's first moves are all the same under the symmetries.
    let values: Vec<i32> = Position::START
        .legal_moves()
        .squares()
        .map(|square| {
            let after = Position::START.play(square);
            patterns.evaluate(Portable, after.player().0, after.opponent().0)
        })
        .collect();
    assert!(values.windows(2).all(|pair| pair[0] == pair[1]), "{values:?}");
}
