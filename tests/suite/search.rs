//! The search against an independent slow reference: a plain minimax over the engine's moves
//! on random endgames gives every exact score and best move the solver finds; the FFO positions
//! solve to their published scores; the midgame search, levels and stop behave; ProbCut's
//! tables match a fresh measurement.

use crate::common::{Rng, final_score, random_endgames, reference_moves, reference_play, sq};
use othello::engine::bitboard::Bitboard;
use othello::engine::movegen::{Fastest, Portable, fastest};
use othello::engine::notation::parse_position;
use othello::engine::position::Position;
use othello::engine::square::Square;
use othello::search::probcut::{MIN_DEPTH, STAGE_EMPTIES, shipped};

use othello::search::{
    Basic, Bound, Evaluate, Evaluation, Level, Limits, Observer, Patterns, Score, SearchResult, Searcher,
};
use othello_tune::calibration::{Calibration, values_by_depth};

/// Plain minimax: every move, no pruning, no tables, no ordering. Its moves come from the
/// engine's generator, which `tests/suite/rules.rs` checks square by square against a slow reference.
fn minimax(position: Position) -> i32 {
    let mut moves = position.moves().peekable();
    if moves.peek().is_none() {
        if !position.pass().can_move() {
            return final_score(position);
        }
        return -minimax(position.pass());
    }
    moves.map(|mv| -minimax(position.play_unchecked(mv))).max().unwrap()
}

#[test]
fn the_solver_agrees_with_minimax_on_a_thousand_random_endgames() {
    solver_agrees_with_minimax(fastest(), 1);
}

#[test]
fn the_portable_solver_agrees_with_minimax_too() {
    solver_agrees_with_minimax(Fastest::Portable(Portable), 4);
}

/// The solver on `kernel` against minimax, on one in `sample` of a thousand random endgames.
fn solver_agrees_with_minimax(kernel: Fastest, sample: usize) {
    let mut rng = Rng::new(40);
    let mut searcher = Searcher::new().on_kernel(kernel);
    let mut checked = 0;
    for empties in 1..=10u32 {
        let count = match empties {
            1..=6 => 120,
            7..=8 => 100,
            _ => 70,
        } / sample;
        for position in random_endgames(&mut rng, empties, count) {
            let expected = minimax(position);
            let result = searcher.solve(position, &mut ());
            assert_eq!(result.score, Score::discs(expected), "{position:?}");
            assert!(result.exact);
            let best: Vec<Square> = result.best_moves();
            let expected_best: Vec<Square> = reference_moves(position)
                .squares()
                .filter(|&square| -minimax(reference_play(position, square)) == expected)
                .collect();
            let mut sorted = best.clone();
            sorted.sort();
            assert_eq!(sorted, expected_best, "every best move of {position:?}");
            for m in &result.moves {
                let value = Score::discs(-minimax(reference_play(position, m.square)));
                match m.bound {
                    Bound::Exact => assert_eq!(m.score, value),
                    Bound::Upper => assert!(value <= m.score, "{value:?} <= {:?}", m.score),
                    Bound::Lower => assert!(value >= m.score),
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 1000 / sample, "{checked} positions");
}

#[test]
fn a_side_with_no_move_passes_and_keeps_its_own_score() {
    // White to move has no move here; black has: the score stays white's.
    let mut rng = Rng::new(9);
    let mut searcher = Searcher::new();
    let mut seen = 0;
    for position in random_endgames(&mut rng, 8, 400) {
        let passed = position.pass();
        if passed.legal_moves().is_empty() && !position.legal_moves().is_empty() {
            let result = searcher.solve(passed, &mut ());
            assert_eq!(result.best, None);
            assert_eq!(result.score, Score::discs(minimax(passed)));
            seen += 1;
        }
    }
    assert!(seen > 0, "random endgames include passes");
}

#[test]
fn ffo_40_to_44_solve_to_their_published_scores() {
    ffo_solve_to_their_published_scores(40..=44, fastest());
}

#[test]
fn ffo_40_solves_on_the_portable_path_too() {
    ffo_solve_to_their_published_scores(40..=40, Fastest::Portable(Portable));
}

/// Minutes to an hour: `cargo test --release --test suite search:: -- --ignored`.
#[test]
#[ignore]
fn ffo_45_to_59_solve_to_their_published_scores() {
    ffo_solve_to_their_published_scores(45..=59, fastest());
}

/// FFO #59 is a wipe-out 34 empties from the end: however lopsided the evaluation finds its
/// moves, it still tells them apart, and the solver finds the way at once.
#[test]
fn a_wipe_out_thirty_four_empties_away_is_found_at_once() {
    let rows = crate::common::data_rows("ffo.tsv");
    let row = rows.iter().find(|row| row[0] == "59").unwrap();
    let (position, _) = parse_position(&row[1]).unwrap();
    solves_within(Searcher::new(), position, 64, 5_000_000);
    solves_within(Searcher::with_eval(Basic), position, 64, 5_000_000);
}

/// `searcher` finds a move reaching `score` in `position` in fewer than `nodes` nodes.
fn solves_within(mut searcher: Searcher, position: Position, score: i32, nodes: u64) {
    let mut budget = Recorder { stop_after: Some(nodes), ..Recorder::default() };
    let result = searcher.think(position, &Limits::depth(60, 60), &mut budget);
    assert!(result.exact, "stopped after {} nodes", result.nodes);
    assert_eq!(result.score, Score::discs(score));
}

/// The FFO positions `ids`, solved on `kernel`: the published score and every published best move.
fn ffo_solve_to_their_published_scores(ids: std::ops::RangeInclusive<u32>, kernel: Fastest) {
    let mut searcher = Searcher::new().on_kernel(kernel);
    let rows = crate::common::data_rows("ffo.tsv");
    let rows: Vec<_> = rows.iter().filter(|row| ids.contains(&row[0].parse::<u32>().unwrap())).collect();
    assert_eq!(rows.len(), ids.count());
    for row in rows {
        let (position, _) = parse_position(&row[1]).unwrap();
        let result = searcher.solve(position, &mut ());
        let score: i32 = row[3].trim_start_matches('+').parse().unwrap();
        assert_eq!(result.score, Score::discs(score), "FFO #{}", row[0]);
        let best: Vec<String> = result.best_moves().iter().map(Square::to_string).collect();
        for expected in row[4].split(',') {
            assert!(best.contains(&expected.to_string()), "FFO #{}: {expected} in {best:?}", row[0]);
        }
    }
}

/// Records what the search reports.
#[derive(Default)]
struct Recorder {
    progress: Vec<SearchResult>,
    stop_after: Option<u64>,
}

impl Observer for Recorder {
    fn progress(&mut self, progress: &SearchResult) {
        self.progress.push(progress.clone());
    }

    fn keep_going(&mut self, nodes: u64) -> bool {
        self.stop_after.is_none_or(|limit| nodes < limit)
    }
}

#[test]
fn the_midgame_search_deepens_reports_and_stops_when_asked() {
    let mut searcher = Searcher::new();
    let mut position = Position::START;
    for square in ["f5", "d6", "c3", "d3", "c4"] {
        position = position.play(square.parse().unwrap());
    }
    let mut recorder = Recorder::default();
    let result = searcher.think(position, &Limits::depth(6, 0), &mut recorder);
    let depths: Vec<u32> = recorder.progress.iter().map(|p| p.depth).collect();
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
    assert!(position.legal_moves().contains(result.best.unwrap()));
    assert_eq!(result.pv.first(), result.best.as_ref());
    assert!(result.nodes > 0 && !result.exact);

    // Stopped after a few nodes, it plays the move of the last depth it completed.
    let mut impatient = Recorder { stop_after: Some(20_000), ..Recorder::default() };
    let stopped = searcher.think(position, &Limits::depth(30, 0), &mut impatient);
    assert!(stopped.depth < 30 && position.legal_moves().contains(stopped.best.unwrap()));
}

#[test]
fn every_line_of_a_solve_plays_out_to_its_score() {
    let mut rng = Rng::new(78);
    let mut searcher = Searcher::new();
    for position in random_endgames(&mut rng, 16, 12) {
        if position.legal_moves().is_empty() {
            continue;
        }
        let analysis = searcher.analyze(position, &Limits::depth(20, 20), &mut ());
        let solve = searcher.solve(position, &mut ());
        let think = searcher.think(position, &Limits::depth(20, 20), &mut ());
        let lines = analysis.moves.iter().chain(solve.moves.iter().filter(|m| m.bound == Bound::Exact));
        for m in lines.chain(std::iter::once(&think.moves[0])) {
            assert_eq!(m.pv[0], m.square);
            assert_eq!(line_value(position, &m.pv, 0, &Basic), m.score.0, "{position:?} {:?}", m.pv);
        }
        assert_eq!(think.pv, think.moves[0].pv);
    }
}

#[test]
fn a_selective_search_s_lines_lead_to_their_scores() {
    let mut rng = Rng::new(79);
    let eval = Patterns::shipped();
    let mut searcher = Searcher::with_eval(eval.clone());
    for position in random_endgames(&mut rng, 40, 6) {
        let limits = Limits { selective: true, ..Limits::depth(9, 0) };
        let analysis = searcher.analyze(position, &limits, &mut ());
        for m in &analysis.moves {
            assert_eq!(line_value(position, &m.pv, 9, &eval), m.score.0, "{position:?} {:?}", m.pv);
        }
        let think = searcher.think(position, &limits, &mut ());
        assert_eq!(line_value(position, &think.pv, 9, &eval), think.score.0, "{position:?} {:?}", think.pv);
    }
}

#[test]
fn the_images_of_a_position_get_the_same_scores_from_a_fresh_search() {
    use othello::engine::symmetry;
    let mut rng = Rng::new(80);
    let turn =
        |square: Square, s: usize| Square::from_index(symmetry::square(s, square.index() as u8)).unwrap();
    for position in random_endgames(&mut rng, 44, 4) {
        let limits = Limits { selective: true, ..Limits::depth(8, 0) };
        let analysis = Searcher::new().analyze(position, &limits, &mut ());
        for s in 1..symmetry::SYMMETRIES {
            let image = Searcher::new().analyze(position.transformed(s), &limits, &mut ());
            assert_eq!(image.score, analysis.score, "symmetry {s}");
            for m in &analysis.moves {
                let twin = image.moves.iter().find(|i| i.square == turn(m.square, s)).unwrap();
                assert_eq!((twin.score, twin.bound), (m.score, m.bound), "symmetry {s}, {}", m.square);
                assert_eq!(twin.pv, m.pv.iter().map(|&q| turn(q, s)).collect::<Vec<_>>());
            }
        }
    }
    // In one search, moves to positions equal under a symmetry get one score: the four first
    // moves, and after f5 d6 the pairs mirrored in the diagonal.
    for (position, depth) in [(Position::START, 9), (Position::START.play(sq("f5")).play(sq("d6")), 8)] {
        let analysis = Searcher::new().analyze(position, &Limits::depth(depth, 0), &mut ());
        for m in &analysis.moves {
            let next = position.play(m.square).canonical().0;
            for other in analysis.moves.iter().filter(|o| position.play(o.square).canonical().0 == next) {
                assert_eq!(other.score, m.score, "{} and {}", m.square, other.square);
            }
        }
    }
}

#[test]
fn analysis_scores_every_move_and_agrees_with_the_solver_at_the_end() {
    let mut rng = Rng::new(77);
    let mut searcher = Searcher::new();
    for position in random_endgames(&mut rng, 9, 20) {
        if position.legal_moves().is_empty() {
            continue;
        }
        let analysis = searcher.analyze(position, &Limits::depth(20, 20), &mut ());
        assert_eq!(analysis.moves.len(), position.legal_moves().count() as usize);
        for m in &analysis.moves {
            assert_eq!(m.bound, Bound::Exact);
            assert_eq!(m.score, Score::discs(-minimax(reference_play(position, m.square))), "{}", m.square);
        }
        assert!(analysis.moves.windows(2).all(|pair| pair[0].score >= pair[1].score), "best first");
    }
}

/// Plain depth-limited negamax with the evaluation `eval`, in hundredths of a disc: a pass
/// uses no depth, the end of the game scores its discs.
fn negamax(position: Position, depth: u32, eval: &impl Evaluate) -> i32 {
    let mut moves = position.moves().peekable();
    if moves.peek().is_none() {
        if !position.pass().can_move() {
            return 100 * final_score(position);
        }
        return -negamax(position.pass(), depth, eval);
    }
    if depth == 0 {
        return eval.evaluate(Portable, position.player().0, position.opponent().0);
    }
    moves.map(|mv| -negamax(position.play_unchecked(mv), depth - 1, eval)).max().unwrap()
}

/// What the end of `line` (legal from `position`, checked) is worth to the side to move in
/// `position`: the final score if the game ends there, else the evaluation after at least
/// `depth` moves, which a line of a search to that depth must reach (more where a value came
/// from a deeper search).
fn line_value(position: Position, line: &[Square], depth: u32, eval: &impl Evaluate) -> i32 {
    let mut end = position;
    let mut sign = 1;
    for &square in line {
        if !end.can_move() {
            end = end.pass();
            sign = -sign;
        }
        end = end.try_play(square).unwrap_or_else(|e| panic!("{line:?}: {e}")).0;
        sign = -sign;
    }
    if !end.can_move() && !end.pass().can_move() {
        return sign * 100 * final_score(end);
    }
    assert!(line.len() as u32 >= depth, "a line goes to the search's depth or to the end: {line:?}");
    sign * eval.evaluate(Portable, end.player().0, end.opponent().0)
}

/// Every progress report of a search, kept.
struct Reports(Vec<SearchResult>);

impl Observer for Reports {
    fn progress(&mut self, progress: &SearchResult) {
        self.0.push(progress.clone());
    }
}

/// The midgame search's score of every move at each depth it reports, against plain negamax
/// with the same evaluation.
fn midgame_agrees_with_negamax<E: Evaluate + Clone + Into<Evaluation>>(eval: E, kernel: Fastest) {
    let mut rng = Rng::new(12);
    let mut searcher = Searcher::with_eval(eval.clone()).on_kernel(kernel);
    for empties in [44, 36, 28] {
        for position in random_endgames(&mut rng, empties, 6) {
            let mut reports = Reports(Vec::new());
            let analysis = searcher.analyze(position, &Limits::depth(4, 0), &mut reports);
            assert_eq!(reports.0.iter().map(|p| p.depth).collect::<Vec<_>>(), [1, 2, 3, 4]);
            for progress in &reports.0 {
                let depth = progress.depth;
                assert_eq!(progress.moves.len(), position.legal_moves().count() as usize);
                for m in &progress.moves {
                    let expected = -negamax(reference_play(position, m.square), depth - 1, &eval);
                    assert_eq!(
                        (m.score, m.bound),
                        (Score(expected), Bound::Exact),
                        "{position:?} {} depth {depth}",
                        m.square
                    );
                }
                let best = progress.moves.iter().map(|m| m.score).max();
                assert_eq!(Some(progress.score), best);
                for m in &progress.moves {
                    assert_eq!(
                        line_value(position, &m.pv, depth, &eval),
                        m.score.0,
                        "{position:?} {:?}",
                        m.pv
                    );
                }
                assert_eq!(progress.pv, progress.moves[0].pv, "the best line is the best move's");
            }
            assert_eq!(analysis.moves, reports.0[3].moves, "the result is the last depth's");
        }
    }
}

#[test]
fn the_midgame_search_agrees_with_negamax_with_either_evaluation() {
    midgame_agrees_with_negamax(Patterns::shipped(), fastest());
    midgame_agrees_with_negamax(Basic, fastest());
    midgame_agrees_with_negamax(Patterns::shipped(), Fastest::Portable(Portable));
}

#[test]
fn low_levels_err_a_little_and_never_throw_a_corner_away() {
    // A position where black can take a1: every level takes it.
    let (position, _) =
        parse_position("-OOOOOX-XXXXXX---XXXX----XXXX----XXX------X--------------------- X").unwrap();
    assert!(position.legal_moves().contains(Square::A1));
    let mut searcher = Searcher::new();
    for level in 1..=6 {
        for seed in 0..8 {
            let result = searcher.think(position, &Level::new(level).unwrap().limits(seed), &mut ());
            assert_eq!(result.best, Some(Square::A1), "level {level}, seed {seed}");
        }
    }
}

#[test]
fn the_manual_gives_each_level_its_depth_selectivity_endgame_and_noise() {
    let manual =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/src/computer.md")).unwrap();
    let row = |title: &str| -> Vec<String> {
        let line = manual.lines().find(|line| line.starts_with(&format!("| {title} |"))).unwrap();
        line.split('|').map(str::trim).filter(|cell| !cell.is_empty()).skip(1).map(String::from).collect()
    };
    let levels = row("Level");
    let (depths, exact, noise) =
        (row("Midgame depth (plies)"), row("Solved exactly from (empties)"), row("Noise (discs)"));
    let selective = row("Selective");
    let probable = row("Sees the end 73% sure from (empties)");
    assert!(levels.len() >= 10);
    for (i, level) in levels.iter().enumerate() {
        let limits = Level::new(level.parse().unwrap()).unwrap().limits(0);
        assert_eq!(depths[i], limits.depth.to_string(), "level {level}");
        assert_eq!(exact[i], limits.exact_from.to_string(), "level {level}");
        assert_eq!(selective[i], if limits.selective { "yes" } else { "no" }, "level {level}");
        let sees = if limits.probable_from > limits.exact_from {
            limits.probable_from.to_string()
        } else {
            "-".into()
        };
        assert_eq!(probable[i], sees, "level {level}");
        assert!(
            limits.surer_near_the_end,
            "level {level}: 73% sure where the table says, surer nearer the end"
        );
        assert_eq!(noise[i].parse::<f64>().unwrap(), f64::from(limits.noise) / 100.0, "level {level}");
    }
}

/// ProbCut: at depth 8 the selective search visits under a third of the full-width search's
/// nodes (about a quarter on these positions) and mostly scores positions as it does, on either kernel.
#[test]
fn the_selective_search_is_far_cheaper_and_nearly_as_accurate() {
    for kernel in [fastest(), Fastest::Portable(Portable)] {
        let mut rng = Rng::new(31);
        let (mut full, mut selective) =
            (Searcher::new().on_kernel(kernel), Searcher::new().on_kernel(kernel));
        let (mut full_nodes, mut selective_nodes, mut errors) = (0, 0, Vec::new());
        for empties in [44, 36, 28] {
            for position in random_endgames(&mut rng, empties, 8) {
                full.clear();
                selective.clear();
                let exact = full.think(position, &Limits::depth(8, 0), &mut ());
                let cut =
                    selective.think(position, &Limits { selective: true, ..Limits::depth(8, 0) }, &mut ());
                assert_eq!(cut.depth, 8);
                full_nodes += exact.nodes;
                selective_nodes += cut.nodes;
                errors.push((exact.score.0 - cut.score.0).abs());
            }
        }
        errors.sort_unstable();
        assert!(selective_nodes * 3 < full_nodes, "{selective_nodes} nodes against {full_nodes}");
        assert!(errors[errors.len() / 2] <= 100, "median error {} in {errors:?}", errors[errors.len() / 2]);
        assert!(errors.iter().any(|&error| error > 0), "no cut changed a score: {errors:?}");
    }
}

/// Selectivity stays out of the exact solve: the plies before it are selective, the solve is
/// not, so a selective search that reaches the end still finds minimax's score.
#[test]
fn a_selective_search_solves_the_end_exactly() {
    let mut rng = Rng::new(32);
    let mut searcher = Searcher::new();
    for position in random_endgames(&mut rng, 11, 30) {
        let limits = Limits { selective: true, ..Limits::depth(8, 11) };
        let result = searcher.think(position, &limits, &mut ());
        assert!(result.exact);
        assert_eq!(result.score, Score::discs(minimax(position)), "{position:?}");
    }
    let rows = crate::common::data_rows("ffo.tsv");
    let row = rows.iter().find(|row| row[0] == "40").unwrap();
    let (position, _) = parse_position(&row[1]).unwrap();
    let top = Level::MAX.limits(0);
    assert!(top.selective && top.exact_from >= position.empties().count());
    assert_eq!(searcher.think(position, &top, &mut ()).score, Score::discs(row[3].parse().unwrap()));
}

/// A table of a few buckets, where nearly every position collides with others, costs speed
/// only: the solver and the midgame search still find minimax's and negamax's values.
#[test]
fn a_tiny_table_changes_nothing_but_speed() {
    let mut rng = Rng::new(34);
    let (mut tiny, patterns) = (Searcher::new().with_table_bits(2), Patterns::shipped());
    for position in random_endgames(&mut rng, 10, 12) {
        assert_eq!(tiny.solve(position, &mut ()).score, Score::discs(minimax(position)), "{position:?}");
    }
    for position in random_endgames(&mut rng, 30, 6) {
        let result = tiny.think(position, &Limits::depth(4, 0), &mut ());
        assert_eq!(result.score.0, negamax(position, 4, &patterns), "{position:?}");
    }
}

/// What a ProbCut calibration compares: plain negamax's value at each depth, stopping short of
/// the end of the game.
#[test]
fn the_calibration_compares_negamax_values_by_depth() {
    let mut rng = Rng::new(33);
    let (mut searcher, patterns) = (Searcher::new(), Patterns::shipped());
    for position in random_endgames(&mut rng, 30, 6) {
        let expected: Vec<i32> = (1..=4).map(|depth| negamax(position, depth, &patterns)).collect();
        assert_eq!(values_by_depth(&mut searcher, position, 4), expected, "{position:?}");
    }
    for position in random_endgames(&mut rng, 5, 3) {
        assert_eq!(values_by_depth(&mut searcher, position, 11).len(), 4, "{position:?}");
    }
}

/// ProbCut's shipped bias and spread against a fresh measurement, by the code the trainer
/// measures them with (the trainer's `probcut`), on positions of its self-play games: a table
/// left stale by a new evaluation, or a bias with the wrong sign, would not match.
#[test]
fn the_probcut_margins_match_a_fresh_measurement() {
    const DEEPEST: u32 = 7;
    let mut searcher = Searcher::new();
    let mut calibration = Calibration::default();
    for row in crate::common::data_rows("probcut-sample.tsv") {
        let player = Bitboard(u64::from_str_radix(&row[0], 16).unwrap());
        let opponent = Bitboard(u64::from_str_radix(&row[1], 16).unwrap());
        let position = Position::new(player, opponent).unwrap();
        assert!(position.empties().count() > DEEPEST, "{row:?}");
        calibration.add(position.empties().count(), &values_by_depth(&mut searcher, position, DEEPEST));
    }
    for stage in 0..STAGE_EMPTIES.len() {
        for depth in MIN_DEPTH..=DEEPEST {
            let (shipped_bias, shipped_spread) = shipped(stage, depth);
            let count = calibration.count(stage, depth);
            let (bias, spread) =
                (calibration.bias(stage, depth).unwrap(), calibration.spread(stage, depth).unwrap());
            // Three standard errors of the sample's mean, and a quarter of a disc.
            let tolerance = 3.0 * f64::from(spread) / f64::from(count).sqrt() + 25.0;
            let seen = format!(
                "stage {stage}, depth {depth}: bias {bias} ({shipped_bias} shipped), spread {spread} ({shipped_spread}), {count} positions"
            );
            assert!(count >= 50, "{seen}");
            assert!(f64::from((bias - shipped_bias).abs()) <= tolerance, "{seen}");
            // A few wild swings (a corner seen at one depth only) widen a sample's spread.
            assert!(spread * 5 > shipped_spread * 2 && spread * 2 < shipped_spread * 5, "{seen}");
        }
    }
}

#[test]
fn weak_levels_open_with_any_of_the_four_equal_first_moves() {
    // The four first moves lead to one position under the board's symmetries: searched once,
    // they stay four choices for a player who errs.
    let mut searcher = Searcher::new();
    let level = Level::new(1).unwrap();
    let firsts: std::collections::HashSet<Square> = (0..40)
        .map(|seed| searcher.think(Position::START, &level.limits(seed), &mut ()).best.unwrap())
        .collect();
    assert_eq!(firsts.len(), 4, "{firsts:?}");
}

#[test]
fn strong_levels_vary_their_opening_among_moves_within_a_disc_of_the_best() {
    let level = Level::new(8).unwrap();
    let mut searcher = Searcher::new();
    let mut varied = 0;
    for transcript in ["f5", "f5d6", "f5d6c3", "f5d6c3d3", "f5f6", "f5f4", "f5f6e6f4"] {
        let mut position = Position::START;
        for at in (0..transcript.len()).step_by(2) {
            position = position.play(sq(&transcript[at..at + 2]));
        }
        let every = searcher.analyze(position, &level.limits(0), &mut ());
        let best = every.moves[0].score.0;
        let near = every.moves.iter().filter(|m| m.score.0 >= best - 100).count();
        let chosen: std::collections::HashSet<Square> = (0..24)
            .map(|seed| searcher.think(position, &level.limits(seed), &mut ()).best.unwrap())
            .collect();
        for square in &chosen {
            let score = every.moves.iter().find(|m| m.square == *square).unwrap().score.0;
            assert!(score >= best - 100, "after {transcript}: {square} scores {score}, the best {best}");
        }
        if near > 1 {
            assert!(chosen.len() > 1, "after {transcript}, {near} moves within a disc: {chosen:?}");
            varied += 1;
        }
        // Without variety, the best move always.
        let fixed = Limits { variety: 0, ..level.limits(0) };
        let firsts: std::collections::HashSet<Square> = (0..6)
            .map(|seed| searcher.think(position, &Limits { seed, ..fixed }, &mut ()).best.unwrap())
            .collect();
        assert_eq!(firsts.len(), 1, "after {transcript}: {firsts:?}");
    }
    assert!(varied > 0, "some of these openings have moves within a disc of each other");
}

/// Two threads solve random endgames to the same exact scores and best moves as one, and count
/// the helper's nodes too.
#[test]
fn two_threads_solve_to_the_same_scores_and_best_moves_as_one() {
    let mut rng = Rng::new(61);
    let (mut one, mut two) = (Searcher::new(), Searcher::new().with_threads(2));
    assert_eq!((one.threads(), two.threads()), (1, 2));
    let mut helped = 0;
    for position in random_endgames(&mut rng, 16, 12) {
        let (alone, together) = (one.solve(position, &mut ()), two.solve(position, &mut ()));
        // One thread's solve is held to minimax above.
        assert_eq!(together.score, alone.score, "{position:?}");
        let mut best = (alone.best_moves(), together.best_moves());
        best.0.sort();
        best.1.sort();
        assert_eq!(best.0, best.1, "{position:?}");
        helped += usize::from(together.nodes != alone.nodes);
    }
    assert!(helped > 0, "the nodes never changed: the helper did not search");
}

/// A stop reaches every thread: a search of many empties (an hour's solve) told to stop after
/// a few thousand nodes returns, with the move of the last depth it completed; a helper that
/// did not stop would keep the search from returning (its threads are joined before).
#[test]
fn a_stop_stops_every_thread() {
    let rows = crate::common::data_rows("ffo.tsv");
    let row = rows.iter().find(|row| row[0] == "55").unwrap();
    let (position, _) = parse_position(&row[1]).unwrap();
    let mut searcher = Searcher::new().with_threads(2);
    let mut impatient = Recorder { stop_after: Some(50_000), ..Recorder::default() };
    let stopped = searcher.think(position, &Limits::depth(60, 60), &mut impatient);
    assert!(!stopped.exact && position.legal_moves().contains(stopped.best.unwrap()));
}

/// A review searches on one thread whatever the searcher's threads: the same scores every time.
#[test]
fn a_review_is_the_same_on_a_searcher_with_two_threads() {
    let mut rng = Rng::new(62);
    let limits = Level::new(8).unwrap().limits(0);
    let (mut one, mut two) = (Searcher::new(), Searcher::new().with_threads(2));
    for position in random_endgames(&mut rng, 36, 3) {
        let scores = |result: SearchResult| -> Vec<(Square, Score)> {
            result.moves.iter().map(|m| (m.square, m.score)).collect()
        };
        assert_eq!(
            scores(two.review(position, &limits, &mut ())),
            scores(one.review(position, &limits, &mut ())),
            "{position:?}"
        );
    }
}
