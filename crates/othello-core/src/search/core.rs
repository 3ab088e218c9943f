//! The recursive heart of the search: the exact endgame solver (null-window, with parity and
//! fastest-first ordering, stability cut-offs, the transposition table and hand-written code for
//! the last four empties, in `last`) and the midgame principal-variation search.
//!
//! The recursive functions are written once in `define_core!` and compiled twice: with the
//! portable kernel, and with the AVX2 kernel and the CPU features it needs (`popcnt` too), so
//! that every helper (here, in `last` and in `ordering`), all `#[inline(always)]`, is compiled
//! with the features of its copy.
//! [`Core`] picks the copy of a kernel.

use crate::engine::movegen::{Kernel, Portable};
use crate::engine::position::hash;
use crate::engine::stability::stable_discs;

use super::context::Context;
use super::eval::Evaluate;
use super::last::{
    final_score, four_squares, last_1, last_2, last_3, last_4, parity, parity_order, quadrant,
};
use super::ordering::{Candidate, MoveList, Order, fastest_first_key, sort};
use super::probcut;
use super::tt::{EXACT_DEPTH, NO_MOVE, PROVEN};

/// Beyond any final score, in discs.
pub const DISC_INF: i32 = 65;
/// Beyond any score, in hundredths of a disc.
pub const INF: i32 = 10_000;

/// Up to this many empties the solver orders moves by parity and square alone (`parity_order`)
/// and uses no shared table.
const SHALLOW: u32 = 6;
/// Nodes with this many empties keep their results in the thread's own near table (`near.rs`),
/// whose best move then goes first: on FFO #40 to #49, 8.5% fewer nodes in about the same time
/// (0.97 of it, 8 runs in pairs on #40 to #46). From 5 empties too saved 11.3% but took 7% more
/// time; the full solver's nodes from 5 to 7 empties with it saved 22.6% but took a fifth more
/// (its move lists and fastest-first sort cost more than parity's order, and than the nodes
/// they save).
const NEAR_EMPTIES: u32 = 6;
/// The least `alpha` at which the solver counts the opponent's stable discs, by empties: with
/// fewer, too few discs can be stable to bring the score down to `alpha`. Starting 16 below twice
/// the empties rather than at it took 2.6% fewer nodes on 30 tournament endgames of 24 empties
/// (8 below 1.6%, 32 below no more; 8 above 12% more) and 7.6% fewer on FFO #40 to #49, most of
/// them saved at 5 and 6 empties, in the same time (0.99 of it, 12 pairs on #40 to #46).
const STABILITY_THRESHOLD: [i32; 65] = {
    let mut table = [0; 65];
    let mut empties = 0;
    while empties < 65 {
        table[empties] = if empties < 4 { 99 } else { 2 * empties as i32 - STABILITY_MARGIN };
        empties += 1;
    }
    table
};
/// How far below twice the empties [`STABILITY_THRESHOLD`] starts.
const STABILITY_MARGIN: i32 = 16;
/// From this many empties the solver keeps what it finds in the table.
const TABLE_EMPTIES: u32 = 8;
/// From this many empties the solver looks its moves up in the table before searching them.
const ETC_EMPTIES: u32 = 10;
/// From this many empties the solver orders its moves with the evaluation too.
const EVALUATED_ORDER_EMPTIES: u32 = 12;
/// From this many empties the solver orders its moves with a search of [`SOLVER_SORT_DEPTH`]
/// plies instead (measured with sorting searches 8 discs beyond the null window: on the first
/// 100 positions of hard-25 at NBoard depth 17, the selective endgame, 16 and 18 took two thirds
/// of the time that the evaluation alone took, 21 four fifths; 22 saved less on FFO #45-#49).
const SEARCHED_ORDER_EMPTIES: u32 = 18;
/// The depth of the solver's sorting searches: 4 plies took less time than 2, 3 or 6 (on
/// hard-25 as above; 2 visited more nodes on FFO #45-#49 too).
const SOLVER_SORT_DEPTH: u32 = 4;
/// From this many empties the solver's sorting searches go [`SOLVER_DEEP_SORT_DEPTH`] plies
/// deep instead: so near the root a better order saves far more than the deeper sort costs
/// (FFO #40 to #59 in 16.53 G nodes against 19.10 G; from 24 empties saved less).
const SOLVER_DEEP_SORT_EMPTIES: u32 = 22;
/// The depth of those sorting searches.
const SOLVER_DEEP_SORT_DEPTH: u32 = 6;
/// How much a move's value (hundredths of a disc) weighs in the solver's order, in 32nds, beside
/// 64 for each reply it leaves the opponent: on 30 positions of tournament games 24 empties from
/// the end (`tune wthor-endgames --seed 1128`), 2 visited 2.5% more nodes than 3, 5 and 8 1.8%
/// fewer, 16 0.6% fewer, 32 2.9% more; 6 with [`ODD_QUADRANT_BONUS`] 2.7% fewer (FFO #40-#49: 558.6 M
/// against 574.2 M), in the same time.
const SOLVER_VALUE_WEIGHT: i32 = 6;
/// What a move into a quadrant with an odd number of empties takes off its key in the solver's
/// order: a tie-breaker (8 of a reply's 64; 100 visited 14% more nodes, 300 76% more).
const ODD_QUADRANT_BONUS: i32 = 8;
/// From this depth the midgame search sorts moves by a shallower search.
const SORT_BY_SEARCH: u32 = 4;
/// How far beyond the node's window the midgame search's sorting searches look, in hundredths
/// of a disc: 0, 1, 3, 8 and 15 discs and the full window measured, 3 the fastest.
const SORT_WINDOW: i32 = 300;
/// From this many empties the solver's threads defer a move another thread is searching.
const SPLIT_EMPTIES: u32 = 15;
/// From this depth the midgame search's threads defer a move another thread is searching.
const SPLIT_DEPTH: u32 = 4;

/// The recursive functions of one kernel, compiled with the CPU features of its copy.
macro_rules! define_core {
    ($(#[$features:meta])* mod $name:ident uses $kernel:ty) => {
        mod $name {
            use super::*;

            /// The exact score with up to [`SHALLOW`] empties, window `(alpha, alpha + 1)`.
            $(#[$features])*
            pub fn shallow<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, player: u64, opponent: u64, alpha: i32, empties: u32, parity: u32) -> i32 {
                if !context.visit() {
                    return 0;
                }
                if alpha >= STABILITY_THRESHOLD[empties as usize] {
                    let upper = 64 - 2 * stable_discs(opponent, player).count_ones() as i32;
                    if upper <= alpha {
                        return upper;
                    }
                }
                // A position reached again by another order of the last moves.
                let near = empties == NEAR_EMPTIES;
                let key = if near { hash(player, opponent) } else { 0 };
                let mut first = 0u64;
                if near && let Some(known) = context.near.probe(key) {
                    if known.lower > alpha {
                        return known.lower;
                    }
                    if known.upper <= alpha {
                        return known.upper;
                    }
                    if known.best != NO_MOVE {
                        first = 1 << known.best;
                    }
                }
                let moves = kernel.legal_moves(player, opponent);
                if moves == 0 {
                    if kernel.legal_moves(opponent, player) == 0 {
                        return final_score(player, opponent);
                    }
                    return -shallow(context, kernel, opponent, player, -alpha - 1, empties, parity);
                }
                let first = moves & first;
                let [a, b, c, d, e, f] = parity_order(moves & !first, parity);
                let mut best = -DISC_INF;
                let mut best_move = NO_MOVE;
                for group in [first, a, b, c, d, e, f] {
                    let mut rest = group;
                    while rest != 0 {
                        let square = rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        let flips = kernel.flips(player, opponent, square);
                        let (next_player, next_opponent) = (opponent ^ flips, player ^ flips ^ (1 << square));
                        let next_parity = parity ^ (1 << quadrant(square));
                        let score = if empties == 5 {
                            -last_4(context, kernel, next_player, next_opponent, -alpha - 1, next_parity)
                        } else {
                            -shallow(context, kernel, next_player, next_opponent, -alpha - 1, empties - 1, next_parity)
                        };
                        if score > best {
                            best = score;
                            best_move = square as u8;
                            if score > alpha {
                                break;
                            }
                        }
                    }
                    if best > alpha {
                        break;
                    }
                }
                // A search stopped part-way knows nothing to keep.
                if near && !context.stopped {
                    let (lower, upper) = if best > alpha { (best, DISC_INF) } else { (-DISC_INF, best) };
                    context.near.store(key, lower, upper, best_move);
                }
                best
            }

            /// The exact score, window `(alpha, alpha + 1)`: fail-soft, so a score above `alpha`
            /// is a lower bound and one at or below it an upper bound.
            $(#[$features])*
            pub fn solve<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, player: u64, opponent: u64, alpha: i32, empties: u32, parity: u32) -> i32 {
                if empties <= 4 {
                    return match empties {
                        0 => final_score(player, opponent),
                        1 => last_1(player, (!(player | opponent)).trailing_zeros() as usize),
                        2 => {
                            let empty = !(player | opponent);
                            let a = empty.trailing_zeros() as usize;
                            last_2(context, kernel, player, opponent, alpha, a, (empty & (empty - 1)).trailing_zeros() as usize)
                        }
                        3 => {
                            let squares = four_squares(!(player | opponent), parity);
                            last_3(context, kernel, player, opponent, alpha, [squares[0], squares[1], squares[2]])
                        }
                        _ => last_4(context, kernel, player, opponent, alpha, parity),
                    };
                }
                if empties <= SHALLOW {
                    return shallow(context, kernel, player, opponent, alpha, empties, parity);
                }
                if !context.visit() {
                    return 0;
                }
                // Discs the opponent can never lose bound the score from above.
                if alpha >= STABILITY_THRESHOLD[empties as usize] {
                    let upper = 64 - 2 * stable_discs(opponent, player).count_ones() as i32;
                    if upper <= alpha {
                        return upper;
                    }
                }
                let key = hash(player, opponent);
                let use_table = empties >= TABLE_EMPTIES;
                let mut table_move = NO_MOVE;
                if use_table && let Some(entry) = context.tt.probe(key) {
                    if entry.depth >= EXACT_DEPTH && entry.certainty >= context.certainty {
                        let (lower, upper) = (i32::from(entry.lower) / 100, i32::from(entry.upper) / 100);
                        if lower > alpha {
                            return lower;
                        }
                        if upper <= alpha {
                            return upper;
                        }
                    }
                    table_move = entry.best;
                }
                let moves = kernel.legal_moves(player, opponent);
                if moves == 0 {
                    if kernel.legal_moves(opponent, player) == 0 {
                        return final_score(player, opponent);
                    }
                    return -solve(context, kernel, opponent, player, -alpha - 1, empties, parity);
                }
                // The selective endgame: a shallow search far enough outside the window stands
                // for the solve, at the step's confidence.
                if context.certainty != PROVEN && empties >= probcut::END_MIN_EMPTIES {
                    let margins = probcut::end_margins(context.certainty, empties);
                    let shallow = probcut::end_shallow_depth(empties);
                    // The shallow search is tried only on the side the evaluation points to:
                    // where even the evaluation does not clear the margin, it rarely would.
                    let static_value = context.eval.evaluate(kernel, player, opponent);
                    let high = (alpha + 1) * 100 + margins.below;
                    if high < INF && static_value >= high && pvs(context, kernel, player, opponent, high - 1, high, shallow) >= high {
                        return alpha + 1;
                    }
                    let low = alpha * 100 - margins.above;
                    if low > -INF && static_value <= low && pvs(context, kernel, player, opponent, low, low + 1, shallow) <= low {
                        return alpha;
                    }
                    if context.stopped {
                        return 0;
                    }
                }
                let mut list = MoveList::new(kernel, player, opponent, moves);
                // The table is probed for every move (here, or by the move's own search): ask
                // for those buckets first, so that ordering the moves hides the wait for memory.
                if empties > TABLE_EMPTIES {
                    for candidate in list.as_mut_slice() {
                        context.tt.prefetch(hash(candidate.player, candidate.opponent));
                    }
                }
                // Enhanced transposition cut-off: a move whose result the table already knows
                // to be good enough ends the search at once.
                if empties >= ETC_EMPTIES {
                    for candidate in list.as_mut_slice() {
                        if let Some(entry) = context.tt.probe(hash(candidate.player, candidate.opponent))
                            && entry.depth >= EXACT_DEPTH
                            && entry.certainty >= context.certainty
                        {
                            let score = -i32::from(entry.upper) / 100;
                            if score > alpha {
                                return score;
                            }
                        }
                    }
                }
                // The table's move goes first, the others ordered only if it fails to cut.
                let table_first = list.put_first(table_move);
                if !table_first {
                    sort_solver_moves(context, kernel, player, opponent, list.as_mut_slice(), empties, parity);
                }
                let mut best = -DISC_INF;
                let mut best_move = NO_MOVE;
                let busy = if empties >= SPLIT_EMPTIES { context.busy } else { None };
                let mut order = Order::new(list.as_mut_slice().len());
                while let Some((i, claimed)) = order.next_claimed(busy, list.as_mut_slice()) {
                    let candidate = list.as_mut_slice()[i];
                    let next_parity = parity ^ (1 << quadrant(candidate.square as usize));
                    let score = -solve(context, kernel, candidate.player, candidate.opponent, -alpha - 1, empties - 1, next_parity);
                    if let Some((busy, key)) = claimed {
                        busy.leave(key);
                    }
                    if context.stopped {
                        return 0;
                    }
                    if score > best {
                        best = score;
                        best_move = candidate.square;
                        if score > alpha {
                            break;
                        }
                    }
                    if i == 0 && table_first {
                        sort_solver_moves(context, kernel, player, opponent, &mut list.as_mut_slice()[1..], empties, parity);
                    }
                }
                if use_table {
                    let (lower, upper) = if best > alpha { (best * 100, INF) } else { (-INF, best * 100) };
                    context.tt.store_with(key, EXACT_DEPTH + empties as u8, context.certainty, lower as i16, upper as i16, best_move);
                }
                best
            }

            /// The value to `depth` plies (an exact score once the game's end is within reach),
            /// in hundredths of a disc, with the window `(alpha, beta)`.
            $(#[$features])*
            pub fn pvs<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, player: u64, opponent: u64, mut alpha: i32, beta: i32, depth: u32) -> i32 {
                let empties = (!(player | opponent)).count_ones();
                // A line is kept below a node whose value falls inside its window; a node
                // valued without searching its moves has none.
                context.lines.clear(empties);
                let pv_node = beta - alpha > 1;
                if depth >= empties {
                    let (low, high) = (floor_disc(alpha), ceil_disc(beta));
                    return 100 * exact(context, kernel, player, opponent, low, high, (low + high) / 2);
                }
                if depth == 0 {
                    context.nodes += 1;
                    return context.eval.evaluate(kernel, player, opponent);
                }
                if !context.visit() {
                    return 0;
                }
                let key = hash(player, opponent);
                let mut table_move = NO_MOVE;
                if let Some(entry) = context.tt.probe(key) {
                    if entry.depth as u32 >= depth {
                        let (lower, upper) = (i32::from(entry.lower), i32::from(entry.upper));
                        if lower >= beta {
                            return lower;
                        }
                        if upper <= alpha {
                            return upper;
                        }
                        // A node of the principal variation that takes its value from the
                        // table has no line below it: the root searches it again for one.
                        if lower == upper && (!pv_node || context.table_values_on_pv) {
                            return lower;
                        }
                    }
                    table_move = entry.best;
                }
                let moves = kernel.legal_moves(player, opponent);
                if moves == 0 {
                    if kernel.legal_moves(opponent, player) == 0 {
                        return 100 * final_score(player, opponent);
                    }
                    return -pvs(context, kernel, opponent, player, -beta, -alpha, depth);
                }
                if depth == 1 {
                    return frontier(context, kernel, player, opponent, moves, alpha, beta, key, empties);
                }
                if context.selective && depth >= probcut::MIN_DEPTH {
                    let margins = probcut::margins(depth, empties);
                    let shallow = probcut::shallow_depth(depth);
                    let high = beta + margins.below;
                    if high < INF && pvs(context, kernel, player, opponent, high - 1, high, shallow) >= high {
                        return beta;
                    }
                    let low = alpha - margins.above;
                    if low > -INF && pvs(context, kernel, player, opponent, low, low + 1, shallow) <= low {
                        return alpha;
                    }
                }
                let mut list = MoveList::new(kernel, player, opponent, moves);
                // The table is probed for every move (here, or by the move's own search): ask
                // for those buckets now, so the work of ordering hides the wait for memory.
                if empties > TABLE_EMPTIES {
                    for candidate in list.as_mut_slice() {
                        context.tt.prefetch(hash(candidate.player, candidate.opponent));
                    }
                }
                // The table's move goes first, and the others are ordered only once it has
                // failed to cut: where it cuts, as it mostly does, ordering them is wasted.
                let table_first = list.put_first(table_move);
                if !table_first {
                    sort_moves(context, kernel, list.as_mut_slice(), depth, alpha, beta);
                }
                let alpha_in = alpha;
                let mut best = -INF;
                let mut best_move = NO_MOVE;
                let busy = if depth >= SPLIT_DEPTH { context.busy } else { None };
                let mut order = Order::new(list.as_mut_slice().len());
                while let Some((i, claimed)) = order.next_claimed(busy, list.as_mut_slice()) {
                    let candidate = list.as_mut_slice()[i];
                    let score = if i == 0 {
                        -pvs(context, kernel, candidate.player, candidate.opponent, -beta, -alpha, depth - 1)
                    } else {
                        let probe = -pvs(context, kernel, candidate.player, candidate.opponent, -alpha - 1, -alpha, depth - 1);
                        // Searched again in the whole window, so that a value inside it comes
                        // with its line.
                        if probe > alpha && probe < beta {
                            -pvs(context, kernel, candidate.player, candidate.opponent, -beta, -alpha, depth - 1)
                        } else {
                            probe
                        }
                    };
                    if let Some((busy, key)) = claimed {
                        busy.leave(key);
                    }
                    if context.stopped {
                        return 0;
                    }
                    if score > best {
                        best = score;
                        best_move = candidate.square;
                        if score > alpha {
                            alpha = score;
                            if score >= beta {
                                break;
                            }
                            context.lines.extend(empties, candidate.square);
                        }
                    }
                    if i == 0 && table_first {
                        sort_moves(context, kernel, &mut list.as_mut_slice()[1..], depth, alpha, beta);
                    }
                }
                let lower = if best > alpha_in { best } else { -INF };
                let upper = if best < beta { best } else { INF };
                context.tt.store(key, depth as u8, lower as i16, upper as i16, best_move);
                best
            }

            /// Sorts the solver's `candidates` of a node with `empties` empties, fastest first,
            /// and far from the end by their value too: from [`SEARCHED_ORDER_EMPTIES`] by a
            /// search [`SOLVER_SORT_DEPTH`] plies deep ([`SOLVER_DEEP_SORT_DEPTH`] from
            /// [`SOLVER_DEEP_SORT_EMPTIES`]), from [`EVALUATED_ORDER_EMPTIES`] by the
            /// evaluation. One reply fewer for the opponent weighs as much as three and a half discs of
            /// value, and a move into an odd quadrant wins a tie (as it does in `shallow`): tuned on 30
            /// positions of tournament games 24 empties from the end (`ffo --file`, see
            /// [`SOLVER_VALUE_WEIGHT`]), not on FFO.
            /// (Unlike the midgame's, the solver's sorting searches take the full window: on FFO
            /// #45 to #49, 8 discs beyond the null window took 846 M nodes, 20 discs 616 M, 40
            /// discs 546 M, the full window 549 M, and the evaluation alone 724 M.)
            $(#[$features])*
            #[allow(clippy::too_many_arguments)]
            fn sort_solver_moves<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, player: u64, opponent: u64, candidates: &mut [Candidate], empties: u32, parity: u32) {
                let searched = empties >= SEARCHED_ORDER_EMPTIES;
                let sort_depth = if empties >= SOLVER_DEEP_SORT_EMPTIES { SOLVER_DEEP_SORT_DEPTH } else { SOLVER_SORT_DEPTH };
                let parent = (!searched && empties >= EVALUATED_ORDER_EMPTIES).then(|| context.eval.parent(player, opponent));
                for candidate in candidates.iter_mut() {
                    let value = if searched {
                        pvs(context, kernel, candidate.player, candidate.opponent, -INF, INF, sort_depth)
                    } else if let Some(parent) = &parent {
                        context.eval.evaluate_after(kernel, parent, candidate.player, candidate.opponent)
                    } else {
                        0
                    };
                    let odd = parity & (1 << quadrant(candidate.square as usize)) != 0;
                    candidate.key = fastest_first_key(kernel, candidate) + value * SOLVER_VALUE_WEIGHT / 32 - if odd { ODD_QUADRANT_BONUS } else { 0 };
                }
                sort(candidates);
            }

            /// Sorts the `candidates` of a node `depth` plies from its horizon with the window
            /// `(alpha, beta)`, the likeliest best first: from [`SORT_BY_SEARCH`] plies by a
            /// search a quarter as deep, which needs to tell apart only the moves near the
            /// window (so it searches [`SORT_WINDOW`] beyond it: a full window cost a fifth of
            /// the midgame's time); nearer the horizon, fastest first (ordering by the
            /// evaluation there too cost more time than it saved).
            $(#[$features])*
            fn sort_moves<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, candidates: &mut [Candidate], depth: u32, alpha: i32, beta: i32) {
                if depth >= SORT_BY_SEARCH {
                    let (low, high) = ((-beta - SORT_WINDOW).max(-INF), (-alpha + SORT_WINDOW).min(INF));
                    for candidate in candidates.iter_mut() {
                        candidate.key = pvs(context, kernel, candidate.player, candidate.opponent, low, high, depth / 4);
                    }
                } else {
                    for candidate in candidates.iter_mut() {
                        candidate.key = fastest_first_key(kernel, candidate);
                    }
                }
                sort(candidates);
            }

            /// One ply from the leaves: each move's value is the evaluation after it, so the
            /// moves are evaluated once each, in square order, with no other ordering.
            $(#[$features])*
            #[allow(clippy::too_many_arguments)]
            fn frontier<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, player: u64, opponent: u64, moves: u64, alpha: i32, beta: i32, key: u64, empties: u32) -> i32 {
                let mut best = -INF;
                let mut best_move = NO_MOVE;
                let parent = context.eval.parent(player, opponent);
                let mut rest = moves;
                while rest != 0 {
                    let square = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let flips = kernel.flips(player, opponent, square);
                    context.nodes += 1;
                    let score = -context.eval.evaluate_after(kernel, &parent, opponent ^ flips, player ^ flips ^ (1 << square));
                    if score > best {
                        best = score;
                        best_move = square as u8;
                        if score >= beta {
                            break;
                        }
                    }
                }
                let lower = if best > alpha { best } else { -INF };
                let upper = if best < beta { best } else { INF };
                if best > alpha && best < beta {
                    context.lines.clear(empties - 1);
                    context.lines.extend(empties, best_move);
                }
                context.tt.store(key, 1, lower as i16, upper as i16, best_move);
                best
            }

            /// The exact score in discs if it lies within `(alpha, beta)`, else a bound beyond
            /// that side of the window: null-window tests, the first at `guess`, each next one
            /// where the last bound landed (MTD(f)), narrow the bounds until they meet.
            $(#[$features])*
            pub fn exact<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, player: u64, opponent: u64, alpha: i32, beta: i32, mut guess: i32) -> i32 {
                let empty = !(player | opponent);
                let (empties, parity) = (empty.count_ones(), parity(empty));
                let (mut lower, mut upper) = (-64, 64);
                loop {
                    if lower >= upper || upper <= alpha {
                        return upper;
                    }
                    if lower >= beta {
                        return lower;
                    }
                    let test = probe_point(guess, lower.max(alpha), upper.min(beta));
                    let score = solve(context, kernel, player, opponent, test, empties, parity);
                    if context.stopped {
                        return 0;
                    }
                    if score > test {
                        lower = score;
                        guess = score + 1;
                    } else {
                        upper = score;
                        guess = score - 1;
                    }
                }
            }
        }
    };
}

/// Where to test a score between `low` and `high` (low < high): the odd value nearest `guess`
/// within `[low, high - 1]`, since final scores are even and a test between two of them tells
/// them apart.
#[inline(always)]
fn probe_point(guess: i32, low: i32, high: i32) -> i32 {
    let test = guess.clamp(low, high - 1);
    if test & 1 != 0 {
        test
    } else if test + 1 < high {
        test + 1
    } else if test > low {
        test - 1
    } else {
        test
    }
}

/// The disc just at or below `score` (hundredths of a disc).
#[inline(always)]
fn floor_disc(score: i32) -> i32 {
    score.div_euclid(100)
}

/// The disc just at or above `score`.
#[inline(always)]
fn ceil_disc(score: i32) -> i32 {
    -(-score).div_euclid(100)
}

define_core!(mod portable uses Portable);

#[cfg(target_arch = "x86_64")]
define_core!(#[target_feature(enable = "avx2,popcnt,bmi1,bmi2,lzcnt")] mod avx2 uses crate::engine::movegen::Avx2);

/// A kernel with its copy of the search.
pub trait Core: Kernel {
    /// [`exact`](portable::exact) in this kernel's copy.
    fn exact<E: Evaluate>(
        self,
        context: &mut Context<E>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        guess: i32,
    ) -> i32;
    /// [`pvs`](portable::pvs) in this kernel's copy.
    fn pvs<E: Evaluate>(
        self,
        context: &mut Context<E>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        depth: u32,
    ) -> i32;
}

impl Core for Portable {
    fn exact<E: Evaluate>(
        self,
        context: &mut Context<E>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        guess: i32,
    ) -> i32 {
        portable::exact(context, self, player, opponent, alpha, beta, guess)
    }

    fn pvs<E: Evaluate>(
        self,
        context: &mut Context<E>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        depth: u32,
    ) -> i32 {
        portable::pvs(context, self, player, opponent, alpha, beta, depth)
    }
}

#[cfg(target_arch = "x86_64")]
impl Core for crate::engine::movegen::Avx2 {
    fn exact<E: Evaluate>(
        self,
        context: &mut Context<E>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        guess: i32,
    ) -> i32 {
        // SAFETY: an `Avx2` exists only on a CPU with every feature this copy enables.
        unsafe { avx2::exact(context, self, player, opponent, alpha, beta, guess) }
    }

    fn pvs<E: Evaluate>(
        self,
        context: &mut Context<E>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        depth: u32,
    ) -> i32 {
        // SAFETY: as above.
        unsafe { avx2::pvs(context, self, player, opponent, alpha, beta, depth) }
    }
}
