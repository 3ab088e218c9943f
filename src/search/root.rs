//! The root of a search: iterative deepening with aspiration windows, the exact solve of the
//! endgame, scores for every move when analysing, the noise of the weaker levels, and the
//! principal variation read back from the transposition table.

use std::sync::atomic::Ordering;

use crate::engine::movegen::{Fastest, Kernel};
use crate::engine::position::{Position, hash};
use crate::engine::square::Square;

use super::context::Context;
use super::core::{Core, INF};
use super::eval::Evaluate;
use super::last::final_score;
use super::random::SplitMix64;
use super::tt::NO_MOVE;
use super::{Bound, Limits, MoveScore, Observer, Progress, Score, SearchResult, Searcher};

/// A root move: the position after it (opponent to move) and what is known of its score.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    square: Square,
    player: u64,
    opponent: u64,
    score: i32,
    bound: Bound,
}

/// How the root is searched.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Goal {
    /// The best move, the others only bounded.
    Best,
    /// An exact score for every move.
    Every,
    /// The exact best score and every move that reaches it.
    AllBest,
}

/// The half-width of the first aspiration window, in hundredths of a disc.
const ASPIRATION: i32 = 150;
/// The midgame plies searched before a solve to the end.
const PLIES_BEFORE_SOLVING: u32 = 8;

pub(super) fn think<E: Evaluate>(
    searcher: &mut Searcher<E>,
    position: Position,
    limits: &Limits,
    observer: &mut impl Observer,
    every_move: bool,
) -> SearchResult {
    let goal = if every_move { Goal::Every } else { Goal::Best };
    on_kernel(searcher, position, limits, observer, goal)
}

pub(super) fn solve<E: Evaluate>(
    searcher: &mut Searcher<E>,
    position: Position,
    observer: &mut impl Observer,
) -> SearchResult {
    on_kernel(searcher, position, &Limits::depth(60, 60), observer, Goal::AllBest)
}

/// The search on the searcher's move generator.
fn on_kernel<E: Evaluate>(
    searcher: &mut Searcher<E>,
    position: Position,
    limits: &Limits,
    observer: &mut impl Observer,
    goal: Goal,
) -> SearchResult {
    match searcher.kernel {
        #[cfg(target_arch = "x86_64")]
        Fastest::Avx2(kernel) => search(kernel, searcher, position, limits, observer, goal),
        Fastest::Portable(kernel) => search(kernel, searcher, position, limits, observer, goal),
    }
}

fn search<K: Core, E: Evaluate>(
    kernel: K,
    searcher: &mut Searcher<E>,
    position: Position,
    limits: &Limits,
    observer: &mut impl Observer,
    goal: Goal,
) -> SearchResult {
    searcher.stop.store(false, Ordering::Relaxed);
    searcher.table.next_generation();
    let (player, opponent) = (position.player().0, position.opponent().0);
    let moves = kernel.legal_moves(player, opponent);
    if moves == 0 {
        return no_move(kernel, searcher, position, limits, observer, goal);
    }
    let mut list: Vec<RootMove> = position
        .moves()
        .map(|mv| {
            let next = position.play_unchecked(mv);
            RootMove {
                square: mv.square,
                player: next.player().0,
                opponent: next.opponent().0,
                score: -INF,
                bound: Bound::Upper,
            }
        })
        .collect();
    let empties = position.empties().count();
    let mut nodes = 0u64;
    let mut result = None;
    // Order the moves once by a shallow look before the real search.
    for root in &mut list {
        root.score = -searcher.eval.evaluate(kernel, root.player, root.opponent);
    }
    list.sort_by_key(|root| -root.score);

    // Solving to the end comes after a few quick plies, which order its moves and leave a move
    // to play should it be stopped.
    let depths: Vec<u32> = if empties <= limits.exact_from || goal == Goal::AllBest {
        (1..=limits.depth.min(empties - 1).min(PLIES_BEFORE_SOLVING)).chain([empties]).collect()
    } else {
        (1..=limits.depth.min(empties)).collect()
    };
    let mut previous = list[0].score;
    for depth in depths {
        let reached_end = depth >= empties;
        let stopped = {
            let stop = searcher.stop.clone();
            let base = nodes;
            let mut poll = |n: u64| observer.keep_going(base + n);
            let mut context = Context::new(
                &mut searcher.table,
                &searcher.eval,
                limits.selective,
                &stop,
                limits.nodes.saturating_sub(nodes),
                &mut poll,
            );
            let mut attempt = list.clone();
            if reached_end {
                search_exact(kernel, &mut context, &mut attempt, goal);
            } else {
                search_depth(kernel, &mut context, &mut attempt, depth, goal, previous);
            }
            nodes += context.nodes;
            if !context.stopped {
                list = attempt;
            }
            context.stopped
        };
        if stopped {
            break;
        }
        previous = list[0].score;
        let pv = principal_variation(kernel, searcher, position, list[0].square);
        let progress = Progress {
            depth,
            exact: reached_end,
            best: Some(list[0].square),
            score: Score(list[0].score),
            pv: pv.clone(),
            nodes,
            moves: move_scores(&list),
        };
        observer.progress(&progress);
        result = Some((depth, reached_end, pv));
    }
    let (depth, exact, pv) = result.unwrap_or_else(|| (0, false, vec![list[0].square]));
    let mut best = list[0];
    if limits.noise > 0 && !exact {
        best = blurred_choice(&list, limits, position);
    }
    SearchResult {
        best: Some(best.square),
        score: Score(best.score),
        depth,
        exact,
        pv: if best.square == list[0].square { pv } else { vec![best.square] },
        moves: move_scores(&list),
        nodes,
    }
}

/// The root moves' scores as the caller sees them.
fn move_scores(list: &[RootMove]) -> Vec<MoveScore> {
    list.iter()
        .map(|root| MoveScore { square: root.square, score: Score(root.score), bound: root.bound })
        .collect()
}

/// One iteration of the midgame search at `depth`: the root of a principal-variation search
/// in an aspiration window around the previous score (every move in a full window when every
/// move needs a score). The moves come back sorted, best first.
fn search_depth<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    list: &mut [RootMove],
    depth: u32,
    goal: Goal,
    previous: i32,
) {
    if goal == Goal::Every {
        for root in list.iter_mut() {
            root.score = -kernel.pvs(context, root.player, root.opponent, -INF, INF, depth - 1);
            root.bound = Bound::Exact;
            if context.stopped {
                return;
            }
        }
        list.sort_by_key(|root| -root.score);
        return;
    }
    let mut width = ASPIRATION;
    loop {
        let (alpha, beta) = (previous - width, previous + width);
        let best = root_pvs(kernel, context, list, depth, alpha.max(-INF), beta.min(INF));
        if context.stopped || (best > alpha && best < beta) || width >= INF {
            return;
        }
        width = if width * 4 >= INF { INF } else { width * 4 };
    }
}

/// The root of a principal-variation search in `(alpha, beta)`; the moves come back sorted by
/// what is known of them, best first. Returns the best score.
fn root_pvs<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    list: &mut [RootMove],
    depth: u32,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    let mut best = -INF;
    for i in 0..list.len() {
        let root = list[i];
        let score = if i == 0 {
            -kernel.pvs(context, root.player, root.opponent, -beta, -alpha, depth - 1)
        } else {
            let probe = -kernel.pvs(context, root.player, root.opponent, -alpha - 1, -alpha, depth - 1);
            if probe > alpha && probe < beta {
                -kernel.pvs(context, root.player, root.opponent, -beta, -probe, depth - 1)
            } else {
                probe
            }
        };
        if context.stopped {
            return best;
        }
        list[i].score = score;
        list[i].bound = if score <= alpha {
            Bound::Upper
        } else if score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if score > best {
            best = score;
            // The best so far goes first, for the next iteration and the result.
            list[..=i].rotate_right(1);
            if score > alpha {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// The root solved to the end: the best move exactly; every move exactly when every move needs
/// a score; or, for every best move, whether it reaches the best score.
fn search_exact<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    list: &mut [RootMove],
    goal: Goal,
) {
    let mut best = -65;
    for (i, root) in list.iter_mut().enumerate() {
        let (alpha, beta) = match goal {
            Goal::Every => (-65, 65),
            _ if i == 0 => (-65, 65),
            // Is it better? The child is then worth less than -best to the opponent.
            Goal::Best => (-65, -best),
            // Does it reach the best score too (or better)?
            Goal::AllBest => (-65, -best + 1),
        };
        // The first move's guess is the midgame search's; the others are tests at the boundary.
        let guess = if i == 0 || goal == Goal::Every { -(root.score / 100) } else { beta - 1 };
        let score = -kernel.exact(context, root.player, root.opponent, alpha, beta, guess);
        if context.stopped {
            return;
        }
        root.bound = if -score <= alpha {
            Bound::Lower
        } else if -score >= beta {
            Bound::Upper
        } else {
            Bound::Exact
        };
        root.score = score * 100;
        best = best.max(score);
    }
    list.sort_by_key(|root| (-root.score, root.bound != Bound::Exact));
}

/// The result when the side to move has no legal move: the game is over, or it passes and the
/// opponent's search tells the score.
fn no_move<K: Core, E: Evaluate>(
    kernel: K,
    searcher: &mut Searcher<E>,
    position: Position,
    limits: &Limits,
    observer: &mut impl Observer,
    goal: Goal,
) -> SearchResult {
    let (player, opponent) = (position.player().0, position.opponent().0);
    if kernel.legal_moves(opponent, player) == 0 {
        let score = Score::discs(final_score(player, opponent));
        return SearchResult {
            best: None,
            score,
            depth: 0,
            exact: true,
            pv: vec![],
            moves: vec![],
            nodes: 0,
        };
    }
    let reply = search(kernel, searcher, position.pass(), limits, observer, goal);
    SearchResult { best: None, score: reply.score.negate(), moves: vec![], ..reply }
}

/// The expected line after `first`, read from the transposition table's best moves.
fn principal_variation<K: Kernel, E>(
    kernel: K,
    searcher: &Searcher<E>,
    position: Position,
    first: Square,
) -> Vec<Square> {
    let mut pv = vec![first];
    let Ok(mv) = position.legal_move(first) else { return pv };
    let mut position = position.play_unchecked(mv);
    while pv.len() < 60 {
        let (player, opponent) = (position.player().0, position.opponent().0);
        if kernel.legal_moves(player, opponent) == 0 {
            if kernel.legal_moves(opponent, player) == 0 {
                break;
            }
            position = position.pass();
            continue;
        }
        let Some(entry) = searcher.table.probe(hash(player, opponent)) else { break };
        if entry.best == NO_MOVE {
            break;
        }
        let Some(square) = Square::from_index(entry.best) else { break };
        let Ok(mv) = position.legal_move(square) else { break };
        pv.push(square);
        position = position.play_unchecked(mv);
    }
    pv
}

/// The move a weaker player picks: the best after adding noise of up to `limits.noise` to
/// every score, the same noise for the same position and seed.
fn blurred_choice(list: &[RootMove], limits: &Limits, position: Position) -> RootMove {
    let mut rng = SplitMix64(limits.seed ^ position.hash() ^ 0x9E37_79B9_7F4A_7C15);
    *list
        .iter()
        .max_by_key(|root| root.score + noise(&mut rng, limits.noise))
        .expect("at least one legal move")
}

/// Noise from `-amplitude` to `amplitude`, every value as likely.
fn noise(rng: &mut SplitMix64, amplitude: i32) -> i32 {
    rng.below(2 * amplitude as u64 + 1) as i32 - amplitude
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blurred_choice_errs_between_close_moves_only() {
        let root = |name: &str, score: i32| RootMove {
            square: name.parse().unwrap(),
            player: 0,
            opponent: 0,
            score,
            bound: Bound::Exact,
        };
        let list = [root("d3", 0), root("c4", -50), root("f5", -1000)];
        let mut chosen = std::collections::HashMap::new();
        for seed in 0..300 {
            let limits = Limits { noise: 100, seed, ..Limits::depth(1, 0) };
            *chosen.entry(blurred_choice(&list, &limits, Position::START).square.to_string()).or_insert(0) +=
                1;
        }
        assert_eq!(chosen.get("f5"), None, "{chosen:?}");
        assert!(chosen["d3"] > chosen["c4"] && chosen["c4"] >= 30, "{chosen:?}");
    }

    #[test]
    fn noise_spreads_evenly_on_both_sides() {
        let mut rng = SplitMix64(5);
        let draws: Vec<i32> = (0..10_000).map(|_| noise(&mut rng, 30)).collect();
        assert_eq!(draws.iter().min(), Some(&-30));
        assert_eq!(draws.iter().max(), Some(&30));
        let mean = draws.iter().map(|&d| f64::from(d)).sum::<f64>() / draws.len() as f64;
        assert!(mean.abs() < 1.0, "{mean}");
        assert!((0..10).all(|_| noise(&mut rng, 0) == 0));
    }
}
