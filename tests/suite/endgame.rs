//! The selective endgame against the exact solver: each step of it reaches the end of the game
//! surer than the last and the exact solve that follows proves the same scores as a fresh one
//! (nothing it guessed is taken for proof), it is cheaper than the solve and close to it, and
//! its shipped margins match a fresh measurement; the win/draw/loss search after it proves what
//! the exact solver finds, on hundreds of endgames.

use crate::common::{Rng, random_endgames};
use othello::engine::bitboard::Bitboard;
use othello::engine::position::Position;
use othello::search::probcut::{
    END_STAGE_EMPTIES, END_STEPS, STEPS_BEFORE_THE_SOLVE, end_shallow_depth, end_shipped, end_stage,
};
use othello::search::{Bound, Level, Limits, Observer, SearchResult, Searcher, Verdict};

/// What each completed iteration of a search said of itself.
#[derive(Default)]
struct Steps(Vec<(u32, bool, Option<u8>)>);

impl Observer for Steps {
    fn progress(&mut self, found: &SearchResult) {
        self.0.push((found.depth, found.exact, found.probability));
    }
}

/// Limits that reach the end selectively from `probable_from` empties and solve exactly from
/// `exact_from`, after 4 midgame plies, selective as the levels are.
fn limits(probable_from: u32, exact_from: u32) -> Limits {
    Limits { probable_from, selective: true, ..Limits::depth(4, exact_from) }
}

#[test]
fn the_steps_before_a_solve_reach_the_end_surer_and_the_solve_after_them_proves_the_true_score() {
    let mut rng = Rng::new(31);
    for position in random_endgames(&mut rng, 18, 12) {
        let mut searcher = Searcher::new();
        let mut steps = Steps::default();
        let found = searcher.think(position, &limits(20, 20), &mut steps);
        let ends: Vec<(bool, Option<u8>)> =
            steps.0.iter().filter(|(depth, ..)| *depth == 18).map(|&(_, exact, p)| (exact, p)).collect();
        let mut expected: Vec<(bool, Option<u8>)> = STEPS_BEFORE_THE_SOLVE
            .iter()
            .map(|&step| (false, Some(END_STEPS[usize::from(step)].1)))
            .collect();
        expected.push((true, None));
        assert_eq!(ends, expected, "{position:?}");
        assert!(
            steps.0[..steps.0.len() - ends.len()]
                .iter()
                .all(|&(depth, exact, p)| depth <= 4 && !exact && p.is_none())
        );
        let truth = Searcher::new().solve(position, &mut ()).score;
        assert!(found.exact && found.probability.is_none());
        assert_eq!(found.score, truth, "{position:?}");
    }
}

#[test]
fn the_levels_stop_the_selective_endgame_one_step_surer_for_each_empty_square_closer_to_the_end() {
    let mut rng = Rng::new(33);
    for empties in 14..=19 {
        let position = random_endgames(&mut rng, empties, 1)[0];
        let ramped = Limits { surer_near_the_end: true, ..limits(19, 13) };
        let mut steps = Steps::default();
        let found = Searcher::new().think(position, &ramped, &mut steps);
        let ends: Vec<Option<u8>> =
            steps.0.iter().filter(|(depth, ..)| *depth == empties).map(|&(.., p)| p).collect();
        let surest = ((19 - empties) as usize).min(END_STEPS.len() - 1);
        let expected: Vec<Option<u8>> = END_STEPS[..=surest].iter().map(|&(_, p)| Some(p)).collect();
        assert_eq!(ends, expected, "{empties} empties");
        assert_eq!((found.exact, found.probability), (false, Some(END_STEPS[surest].1)), "{empties} empties");
    }
    // Where the solve comes, the steps before a solve go before it, and the answer is proven.
    let position = random_endgames(&mut rng, 13, 1)[0];
    let found =
        Searcher::new().think(position, &Limits { surer_near_the_end: true, ..limits(19, 13) }, &mut ());
    assert!(found.exact && found.probability.is_none());
}

#[test]
fn a_probable_search_leaves_nothing_in_the_table_that_a_proof_takes_for_its_own() {
    // The selective endgame's guesses stay in the table; the solve that follows on the same
    // searcher must still find every move's true score.
    let mut rng = Rng::new(32);
    for position in random_endgames(&mut rng, 17, 12) {
        let mut searcher = Searcher::new();
        let probable = searcher.analyze(position, &limits(30, 0), &mut ());
        assert_eq!((probable.exact, probable.probability), (false, Some(99)));
        let after = searcher.analyze(position, &Limits::depth(4, 60), &mut ());
        let fresh = Searcher::new().analyze(position, &Limits::depth(4, 60), &mut ());
        assert!(after.exact && fresh.exact);
        let scores = |result: &SearchResult| {
            let mut scores: Vec<_> = result.moves.iter().map(|m| (m.square, m.score)).collect();
            scores.sort();
            scores
        };
        assert_eq!(scores(&after), scores(&fresh), "{position:?}");
    }
}

#[test]
fn the_selective_endgame_costs_less_than_the_solve_and_stays_close_to_it() {
    let mut rng = Rng::new(33);
    let (mut probable_nodes, mut exact_nodes, mut errors) = (0, 0, Vec::new());
    for position in random_endgames(&mut rng, 20, 16) {
        let mut searcher = Searcher::new();
        let probable = searcher.think(position, &Limits { probable_from: 30, ..limits(0, 0) }, &mut ());
        searcher.clear();
        let exact = searcher.think(position, &limits(0, 30), &mut ());
        assert_eq!((probable.depth, probable.probability, exact.probability), (20, Some(99), None));
        probable_nodes += probable.nodes;
        exact_nodes += exact.nodes;
        errors.push((probable.score.0 - exact.score.0).abs());
    }
    errors.sort();
    let seen = format!("{probable_nodes} nodes against {exact_nodes}; errors {errors:?}");
    assert!(probable_nodes < exact_nodes, "{seen}");
    assert!(errors[errors.len() / 2] == 0, "the median score is the true one: {seen}");
    assert!(errors.iter().filter(|&&e| e > 400).count() <= 3, "{seen}");
}

/// The shipped bias and spread of the selective endgame against a fresh measurement, on
/// positions of self-play games solved exactly (the trainer's `endcut --seed 2`, other games
/// than the shipped tables were measured on): a table left stale by a new evaluation, or a bias
/// with the wrong sign, would not match.
#[test]
fn the_endgame_margins_match_a_fresh_measurement() {
    let mut searcher = Searcher::new();
    let mut by_stage = vec![Vec::new(); END_STAGE_EMPTIES.len()];
    for row in crate::common::data_rows("endcut-sample.tsv") {
        let player = Bitboard(u64::from_str_radix(&row[0], 16).unwrap());
        let opponent = Bitboard(u64::from_str_radix(&row[1], 16).unwrap());
        let position = Position::new(player, opponent).unwrap();
        let exact: i32 = row[3].parse().unwrap();
        let empties = position.empties().count();
        searcher.clear();
        let shallow =
            searcher.think(position, &Limits::depth(end_shallow_depth(empties), 0), &mut ()).score.0;
        by_stage[end_stage(empties)].push(f64::from(exact * 100 - shallow));
    }
    for (stage, differences) in by_stage.iter().enumerate() {
        let count = differences.len() as f64;
        let bias = differences.iter().sum::<f64>() / count;
        let spread = (differences.iter().map(|d| (d - bias).powi(2)).sum::<f64>() / (count - 1.0)).sqrt();
        let (shipped_bias, shipped_spread) = end_shipped(stage);
        let seen = format!(
            "stage {stage}: bias {bias:.0} ({shipped_bias} shipped), spread {spread:.0} ({shipped_spread}), {count} positions"
        );
        assert!(count >= 30.0, "{seen}");
        // Three standard errors of the sample's mean, and half a disc.
        assert!((bias - f64::from(shipped_bias)).abs() <= 3.0 * spread / count.sqrt() + 50.0, "{seen}");
        assert!(
            spread < 2.0 * f64::from(shipped_spread) && 2.0 * spread > f64::from(shipped_spread),
            "{seen}"
        );
    }
}

/// Limits that see the end selectively from `empties` and then prove who wins, without solving.
fn proving(empties: u32) -> Limits {
    Limits { verdict_from: empties, ..limits(empties, 0) }
}

/// The verdict a score allows, as the search must state it beside a verdict: a win at least
/// two discs up, a draw exactly even, a loss at least two down.
fn allowed(score: i32, bound: Bound) -> Option<Verdict> {
    match (score, bound) {
        (s, Bound::Exact | Bound::Lower) if s >= 200 => Some(Verdict::Win),
        (0, Bound::Exact) => Some(Verdict::Draw),
        (s, Bound::Exact | Bound::Upper) if s <= -200 => Some(Verdict::Loss),
        _ => None,
    }
}

/// A searcher with a small table (a fresh 32 MiB one for each of hundreds of positions would
/// cost more than their searches).
fn small() -> Searcher {
    Searcher::new().with_table_bits(14)
}

/// The positions of self-play games in `endcut-sample.tsv` with at most 16 empties (close
/// games, drawn more often than random ones) and 150 endgames of random games (10 to 14
/// empties), each with its exact analysis by the solver.
fn solved_endgames() -> Vec<(Position, SearchResult)> {
    let sampled = crate::common::data_rows("endcut-sample.tsv")
        .iter()
        .filter(|row| row[2].parse::<u32>().unwrap() <= 16)
        .map(|row| {
            let player = Bitboard(u64::from_str_radix(&row[0], 16).unwrap());
            let opponent = Bitboard(u64::from_str_radix(&row[1], 16).unwrap());
            Position::new(player, opponent).unwrap()
        })
        .collect::<Vec<_>>();
    let mut rng = Rng::new(53);
    let random = (10..=14).flat_map(|empties| random_endgames(&mut rng, empties, 30));
    sampled
        .into_iter()
        .chain(random)
        .map(|position| (position, small().analyze(position, &Limits::depth(4, 60), &mut ())))
        .collect()
}

#[test]
fn the_win_draw_loss_search_proves_for_every_move_what_the_exact_solver_finds() {
    let mut seen = [0usize; 3];
    let mut results = [0usize; 3];
    for (position, truth) in solved_endgames() {
        assert!(truth.exact);
        let empties = position.empties().count();
        let proved = small().analyze(position, &proving(empties), &mut ());
        assert_eq!((proved.exact, proved.probability, proved.depth), (false, Some(99), empties));
        for m in &proved.moves {
            let exact = truth.moves.iter().find(|t| t.square == m.square).expect("the same moves");
            let verdict = Verdict::of_discs(exact.score.round());
            assert_eq!(m.verdict, Some(verdict), "{} in {position:?}: exact {}", m.square, exact.score);
            assert_eq!(allowed(m.score.0, m.bound), Some(verdict), "the score agrees with the verdict");
            seen[verdict as usize] += 1;
        }
        let verdict = Verdict::of_discs(truth.score.round());
        assert_eq!(proved.verdict(), Some(verdict), "{position:?}");
        results[verdict as usize] += 1;

        // Asked for a move, it plays one with the best result.
        let found = small().think(position, &proving(empties), &mut ());
        assert_eq!(found.verdict(), Some(verdict), "{position:?}");
        let played = truth.moves.iter().find(|m| Some(m.square) == found.best).expect("a legal move");
        assert_eq!(Verdict::of_discs(played.score.round()), verdict, "{position:?}: plays {}", played.square);
    }
    // The sample holds every verdict, of moves and of positions.
    assert!(results.iter().sum::<usize>() >= 240, "hundreds of endgames");
    assert!(seen.iter().all(|&n| n >= 20), "moves that lose, draw, win: {seen:?}");
    assert!(results.iter().all(|&n| n >= 3), "positions lost, drawn, won: {results:?}");
}

#[test]
fn the_levels_prove_who_wins_two_empties_before_they_solve() {
    // The first level that proves before it solves: the cheapest to check against the solver.
    let level = Level::new(14).unwrap().limits(0);
    assert_eq!(level.verdict_from, level.exact_from + 2);
    let mut rng = Rng::new(55);
    let position = random_endgames(&mut rng, level.verdict_from, 1)[0];
    let mut steps = Steps::default();
    let found = Searcher::new().think(position, &level, &mut steps);
    let truth = Searcher::new().solve(position, &mut ()).score;
    // The selective steps up to 95% sure, then the verdict, as sure of its score.
    let ends: Vec<Option<u8>> =
        steps.0.iter().filter(|(depth, ..)| *depth == level.verdict_from).map(|&(.., p)| p).collect();
    assert_eq!(ends, [Some(73), Some(87), Some(95), Some(95)]);
    assert!(!found.exact);
    assert_eq!(found.verdict(), Some(Verdict::of_discs(truth.round())));
    // One empty square further the level judges only: nothing is proved.
    let earlier = random_endgames(&mut rng, level.verdict_from + 1, 1)[0];
    let judged = Searcher::new().think(earlier, &level, &mut ());
    assert_eq!((judged.verdict(), judged.probability), (None, Some(87)));
    assert!(judged.moves.iter().all(|m| m.verdict.is_none()), "a selective step proves nothing");
}
