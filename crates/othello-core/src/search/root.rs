//! The root of a search: iterative deepening with aspiration windows, the exact solve of the
//! endgame, scores for every move when analysing, moves that lead to the same position under a
//! symmetry searched once, the threads that share the work, and which lines are made whole.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::bitboard::Bitboard;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::engine::symmetry;

use super::busy::Busy;
use super::choice::{blurred_choice, varied_choice};
use super::context::Context;
use super::core::{Core, INF};
use super::eval::Evaluate;
use super::last::final_score;
use super::level::VARIETY_EMPTIES;
use super::line::Line;
use super::line_proof::complete_line;
use super::probcut;
use super::tt::{PROVEN, Table};
use super::{Bound, Limits, MoveScore, Observer, Score, SearchResult, Verdict};

/// A root move: the position after it (opponent to move) and what is known of its score.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    square: Square,
    player: u64,
    opponent: u64,
    score: i32,
    bound: Bound,
    /// The line from this move on, as far as it is known: the move alone while its score is
    /// only a bound.
    line: Line,
    /// Whether it wins, draws or loses, once a search to the end has proved it.
    verdict: Option<Verdict>,
}

/// A move to a position that is an image of another move's under a symmetry: it is not
/// searched, and has that move's value, and its line turned by the symmetry.
#[derive(Clone, Copy, Debug)]
struct Twin {
    square: Square,
    of: Square,
    /// Takes the other move's position to the canonical one...
    to_canonical: usize,
    /// ...and the canonical one to this move's.
    from_canonical: usize,
}

impl Twin {
    /// The square of this move's line that stands for `square` of the other's.
    fn image(&self, square: Square) -> Square {
        let index =
            symmetry::square(self.from_canonical, symmetry::square(self.to_canonical, square.index() as u8));
        Square::from_index(index).expect("a symmetry keeps squares on the board")
    }
}

/// How the root is searched.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Goal {
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
/// From this many empties the exact solve comes after the steps of the selective endgame, as
/// in Edax: they order its moves and fill the table with best moves, so that it visits fewer
/// nodes in all, and they give a probable answer early. With its two steps
/// ([`probcut::STEPS_BEFORE_THE_SOLVE`]) it visited 7.2% fewer nodes on tournament endgames of
/// 20 empties, 11.3% fewer at 21; at 18, 2.0% more.
const STEPS_BEFORE_SOLVING: u32 = 20;
/// From this many empties a solve by the levels (and `S`, solve now) proves who wins before the
/// exact margin: the margin takes long enough there for the proof to come well before it.
const PROOF_BEFORE_SOLVING: u32 = 22;

/// The legal moves of `position`, ordered by a shallow look, without the twins (moves whose
/// position is an image of an earlier move's), which come apart.
fn root_moves<K: Core, E: Evaluate>(kernel: K, eval: &E, position: Position) -> (Vec<RootMove>, Vec<Twin>) {
    let mut list: Vec<RootMove> = position
        .moves()
        .map(|mv| {
            let next = position.play_unchecked(mv);
            let (player, opponent) = (next.player().0, next.opponent().0);
            let line = Line::with_first(mv.square.index() as u8, &Line::EMPTY);
            RootMove {
                square: mv.square,
                player,
                opponent,
                score: -eval.evaluate(kernel, player, opponent),
                bound: Bound::Upper,
                line,
                verdict: None,
            }
        })
        .collect();
    list.sort_by_key(|root| -root.score);
    let mut kept: Vec<(RootMove, Position, usize)> = Vec::with_capacity(list.len());
    let mut twins = Vec::new();
    for root in list {
        let next = Position::new(Bitboard(root.player), Bitboard(root.opponent)).expect("a position");
        let (canonical, to_canonical) = next.canonical();
        match kept.iter().find(|(_, other, _)| *other == canonical) {
            Some(&(of, _, of_to_canonical)) => twins.push(Twin {
                square: root.square,
                of: of.square,
                to_canonical: of_to_canonical,
                from_canonical: symmetry::inverse(to_canonical),
            }),
            None => kept.push((root, canonical, to_canonical)),
        }
    }
    (kept.into_iter().map(|(root, ..)| root).collect(), twins)
}

/// A search of `position` on the move generator `kernel` with the evaluation `eval`, keeping
/// what it finds in `table`, on `threads` threads: the caller's, which reports and answers, and
/// helpers that search the same position at once (the "lazy SMP" of Stockfish and other
/// engines). They share the table, so that what one finds (bounds, exact scores, best moves)
/// cuts the others' searches short, and at every node a thread leaves for later a move another
/// thread is on (`busy`): the threads split the tree between them.
#[allow(clippy::too_many_arguments)]
pub(super) fn search<K: Core, E: Evaluate>(
    kernel: K,
    table: &mut Table,
    eval: &E,
    position: Position,
    limits: &Limits,
    observer: &mut dyn Observer,
    goal: Goal,
    threads: usize,
) -> SearchResult {
    table.next_generation();
    if threads <= 1 {
        let shared = Shared { table, busy: None };
        return search_thread(kernel, shared, eval, position, limits, observer, goal);
    }
    let busy = Busy::default();
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let shared = Shared { table, busy: Some(&busy) };
        // A helper the system will not start leaves the search to the threads it has.
        let helpers: Vec<_> = (1..threads)
            .filter_map(|_| {
                let done = &done;
                std::thread::Builder::new()
                    .name(super::HELPER_THREAD.into())
                    .stack_size(super::SEARCH_STACK)
                    .spawn_scoped(scope, move || {
                        let mut until_done = UntilDone(done);
                        search_thread(kernel, shared, eval, position, limits, &mut until_done, goal).nodes
                    })
                    .ok()
            })
            .collect();
        let mut result = search_thread(kernel, shared, eval, position, limits, observer, goal);
        done.store(true, Ordering::Relaxed);
        for helper in helpers {
            // A helper that panicked has only left its share of the nodes uncounted.
            result.nodes += helper.join().unwrap_or(0);
        }
        result
    })
}

/// A helper's observer: it goes on until the caller's search is done, and reports nothing.
struct UntilDone<'a>(&'a AtomicBool);

impl Observer for UntilDone<'_> {
    fn keep_going(&mut self, _nodes: u64) -> bool {
        !self.0.load(Ordering::Relaxed)
    }
}

/// What the threads of one search share.
#[derive(Clone, Copy)]
struct Shared<'a> {
    table: &'a Table,
    /// The positions the threads are on, when there are several.
    busy: Option<&'a Busy>,
}

/// The search of one thread.
fn search_thread<K: Core, E: Evaluate>(
    kernel: K,
    shared: Shared,
    eval: &E,
    position: Position,
    limits: &Limits,
    observer: &mut dyn Observer,
    goal: Goal,
) -> SearchResult {
    let (player, opponent) = (position.player().0, position.opponent().0);
    if kernel.legal_moves(player, opponent) == 0 {
        return no_move(kernel, shared, eval, position, limits, observer, goal);
    }
    let (mut list, twins) = root_moves(kernel, eval, position);
    let empties = position.empties().count();
    let mut nodes = 0u64;
    let mut result = None;

    let steps = steps(limits, goal, empties);
    let mut previous = list[0].score;
    for step in steps {
        let (depth, certainty) = match step {
            Step::Depth(depth) => (depth, PROVEN),
            Step::End(certainty) | Step::Verdict(certainty) => (empties, certainty),
        };
        let reached_end = depth >= empties;
        let proving_who_wins = matches!(step, Step::Verdict(_));
        let proven = reached_end && certainty == PROVEN && !proving_who_wins;
        let (completed, stopped) = {
            let base = nodes;
            let mut poll = |n: u64| observer.keep_going(base + n);
            let mut context = Context::new(
                shared.table,
                eval,
                limits.selective,
                limits.nodes.saturating_sub(nodes),
                &mut poll,
            );
            context.busy = shared.busy;
            context.certainty = if proving_who_wins { PROVEN } else { certainty };
            let mut attempt = list.clone();
            if proving_who_wins {
                // The lines and scores of the step before stand where the verdict agrees.
                search_verdict(kernel, &mut context, &mut attempt, goal);
            } else {
                for root in &mut attempt {
                    root.line = Line::with_first(root.square.index() as u8, &Line::EMPTY);
                }
                if reached_end {
                    search_exact(kernel, &mut context, &mut attempt, goal);
                } else {
                    search_depth(kernel, &mut context, &mut attempt, depth, goal, previous);
                }
            }
            let completed = !context.stopped;
            if completed {
                // Stopped while proving the lines, the scores still stand.
                if !proving_who_wins {
                    complete_lines(kernel, &mut context, position, &mut attempt, depth, goal);
                }
                list = attempt;
            }
            nodes += context.nodes;
            (completed, context.stopped)
        };
        if completed {
            previous = list[0].score;
            // The verdict proves who wins and leaves the scores as sure as the step before it.
            let sure = probability(reached_end, certainty);
            let moves = move_scores(&list, &twins);
            let progress = SearchResult {
                depth,
                exact: proven,
                probability: sure,
                book: false,
                best: Some(list[0].square),
                score: Score(list[0].score),
                pv: moves[0].pv.clone(),
                nodes,
                moves,
            };
            observer.progress(&progress);
            result = Some((depth, proven, sure));
        }
        if stopped {
            break;
        }
    }
    let (depth, exact, probability) = result.unwrap_or((0, false, None));
    let moves = move_scores(&list, &twins);
    // A weaker player picks among all the moves, twins too: they are as good as each other.
    let varied = limits.variety > 0 && position.empties().count() >= VARIETY_EMPTIES;
    let best = if limits.noise > 0 && !exact && probability.is_none() {
        blurred_choice(&moves, limits, position)
    } else if varied && !exact && probability.is_none() {
        varied_choice(&moves, limits, position)
    } else {
        &moves[0]
    };
    let (best, score, pv) = (best.square, best.score, best.pv.clone());
    SearchResult { best: Some(best), score, depth, exact, probability, pv, moves, nodes, book: false }
}

/// One iteration of the root: a midgame search to a depth, or a search to the end of the game,
/// selective at a step of [`probcut::END_STEPS`] or exact ([`PROVEN`]), or the proof of who
/// wins (its scores as sure as the step before it, whose certainty it carries).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Step {
    Depth(u32),
    End(u8),
    Verdict(u8),
}

/// The iterations of a search of a position with `empties` empties: the midgame depths one by
/// one; or, where the search reaches the end of the game, a few quick plies (which order its
/// moves and leave a move to play should it be stopped), then the steps of the selective
/// endgame, each surer than the last (before an exact solve, from [`STEPS_BEFORE_SOLVING`]
/// empties, only [`probcut::STEPS_BEFORE_THE_SOLVE`]), the proof of who wins (short of the
/// exact solve, or before one from [`PROOF_BEFORE_SOLVING`] empties), and the exact solve if
/// the limits ask for it.
fn steps(limits: &Limits, goal: Goal, empties: u32) -> Vec<Step> {
    let solved = empties <= limits.exact_from || goal == Goal::AllBest;
    let probable = empties <= limits.probable_from;
    let proved = empties <= limits.verdict_from && (!solved || empties >= PROOF_BEFORE_SOLVING);
    if !solved && !probable && !proved {
        return (1..=limits.depth.min(empties)).map(Step::Depth).collect();
    }
    let plies = (1..=limits.depth.min(empties - 1).min(PLIES_BEFORE_SOLVING)).map(Step::Depth);
    let stepped = probable || empties >= STEPS_BEFORE_SOLVING;
    // Short of the solve, the levels stop at a step one surer for each empty square closer to
    // the end: going to 99% sure 24 empties from the end took them ten times the time of their
    // midgame moves, for no game won (`match` against NTest).
    let surest = match solved || !limits.surer_near_the_end {
        true => probcut::END_STEPS.len(),
        false => limits.probable_from.saturating_sub(empties) as usize,
    };
    let selective: Vec<Step> = (0..probcut::END_STEPS.len().min(surest + 1) as u8)
        .filter(|step| stepped && (!solved || probcut::STEPS_BEFORE_THE_SOLVE.contains(step)))
        .map(Step::End)
        .collect();
    // The verdict keeps the certainty of the step before it: none (the plies' guesses) without one.
    let verdict = proved.then(|| match selective.last() {
        Some(&Step::End(certainty)) => Step::Verdict(certainty),
        _ => Step::Verdict(PROVEN),
    });
    plies.chain(selective).chain(verdict).chain(solved.then_some(Step::End(PROVEN))).collect()
}

/// How sure a result to the end of the game is, in percent, when it is not proven.
fn probability(reached_end: bool, certainty: u8) -> Option<u8> {
    (reached_end && certainty != PROVEN).then(|| probcut::END_STEPS[usize::from(certainty)].1)
}

/// The root moves' scores as the caller sees them, each twin beside the move it is an image of.
fn move_scores(list: &[RootMove], twins: &[Twin]) -> Vec<MoveScore> {
    let mut moves: Vec<MoveScore> = list
        .iter()
        .map(|root| MoveScore {
            square: root.square,
            score: Score(root.score),
            bound: root.bound,
            pv: squares(&root.line),
            verdict: root.verdict,
        })
        .collect();
    for twin in twins {
        let of = moves.iter().position(|m| m.square == twin.of).expect("a twin's move is searched");
        let pv =
            std::iter::once(twin.square).chain(moves[of].pv[1..].iter().map(|&s| twin.image(s))).collect();
        let score = MoveScore { square: twin.square, pv, ..moves[of].clone() };
        moves.insert(of + 1, score);
    }
    moves
}

/// The squares of a line.
fn squares(line: &Line) -> Vec<Square> {
    line.moves().iter().map(|&index| Square::from_index(index).expect("a square of the board")).collect()
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
            root.line = Line::with_first(root.square.index() as u8, context.lines.get(child_empties(root)));
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
            // Searched again in the whole window, so that its value comes with its line.
            if probe > alpha && probe < beta {
                -kernel.pvs(context, root.player, root.opponent, -beta, -alpha, depth - 1)
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
        if list[i].bound == Bound::Exact {
            list[i].line =
                Line::with_first(root.square.index() as u8, context.lines.get(child_empties(&root)));
        }
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
        if context.certainty == PROVEN {
            root.verdict = Verdict::of_bound(score, root.bound).or(root.verdict);
        }
        best = best.max(score);
    }
    list.sort_by_key(|root| (-root.score, root.bound != Bound::Exact));
}

/// The root's proof of who wins: each move tested exactly around the draw (a null-window
/// search at -1 and +1 discs, as final scores are even), far cheaper than its exact margin.
/// Every move when every move needs one; else the moves in order until one wins, and after a
/// draw only whether a move wins. A move keeps the score and line of the step before where the
/// verdict agrees with them; else its score becomes the nearest the verdict allows (+2, 0 or
/// -2 discs, a bound but for the draw) and its line the move alone. The moves come back sorted
/// by verdict (a move not proved to win or draw after a draw was found comes after it), then
/// by score.
fn search_verdict<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    list: &mut [RootMove],
    goal: Goal,
) {
    let mut best = None;
    for root in list.iter_mut() {
        if goal != Goal::Every && best == Some(Verdict::Win) {
            break;
        }
        // After a draw, only a win is better: one test at +1.
        let only_a_win = goal != Goal::Every && best == Some(Verdict::Draw);
        let (alpha, beta) = if only_a_win { (0, 1) } else { (-1, 1) };
        let guess = (-root.score / 100).clamp(-1, 1);
        let score = -kernel.exact(context, root.player, root.opponent, -beta, -alpha, guess);
        if context.stopped {
            return;
        }
        let verdict = if score >= 1 {
            Some(Verdict::Win)
        } else if only_a_win {
            None
        } else if score == 0 {
            Some(Verdict::Draw)
        } else {
            Some(Verdict::Loss)
        };
        if let Some(verdict) = verdict {
            agree(root, verdict);
            best = best.max(Some(verdict));
        }
    }
    let rank = |verdict: Option<Verdict>| match verdict {
        Some(Verdict::Win) => 3,
        Some(Verdict::Draw) => 2,
        None => 1,
        Some(Verdict::Loss) => 0,
    };
    list.sort_by_key(|root| (-rank(root.verdict), -root.score));
}

/// Gives `root` its proven `verdict`, moving a score that disagrees with it to the nearest
/// score it allows, with the move alone for a line.
fn agree(root: &mut RootMove, verdict: Verdict) {
    root.verdict = Some(verdict);
    let (score, bound) = match verdict {
        Verdict::Win if root.score < 2 * Score::DISC => (2 * Score::DISC, Bound::Lower),
        Verdict::Loss if root.score > -2 * Score::DISC => (-2 * Score::DISC, Bound::Upper),
        Verdict::Draw if root.score != 0 || root.bound != Bound::Exact => (0, Bound::Exact),
        _ => return,
    };
    if verdict != Verdict::Draw || root.score != 0 {
        root.line = Line::with_first(root.square.index() as u8, &Line::EMPTY);
    }
    root.score = score;
    root.bound = bound;
}

/// The result when the side to move has no legal move: the game is over, or it passes and the
/// opponent's search tells the score.
fn no_move<K: Core, E: Evaluate>(
    kernel: K,
    shared: Shared,
    eval: &E,
    position: Position,
    limits: &Limits,
    observer: &mut dyn Observer,
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
            probability: None,
            book: false,
            pv: vec![],
            moves: vec![],
            nodes: 0,
        };
    }
    let reply = search_thread(kernel, shared, eval, position.pass(), limits, &mut AfterPass(observer), goal);
    SearchResult { best: None, score: reply.score.negate(), moves: vec![], ..reply }
}

/// Tells the observer of the search after a forced pass what it found for the side that
/// passed: no move of its own, the opposite score, and the line that follows the pass.
struct AfterPass<'a>(&'a mut dyn Observer);

impl Observer for AfterPass<'_> {
    fn progress(&mut self, progress: &SearchResult) {
        let passed =
            SearchResult { best: None, score: progress.score.negate(), moves: vec![], ..progress.clone() };
        self.0.progress(&passed);
    }

    fn keep_going(&mut self, nodes: u64) -> bool {
        self.0.keep_going(nodes)
    }
}

/// The empties of the position after a root move.
fn child_empties(root: &RootMove) -> u32 {
    (!(root.player | root.opponent)).count_ones()
}

/// Completes the lines of the moves with an exact score that a caller reads: the best move's,
/// or every move's when every move has a score, or every best move's when they all are asked for.
fn complete_lines<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    position: Position,
    list: &mut [RootMove],
    depth: u32,
    goal: Goal,
) {
    let best = list[0].score;
    for (i, root) in list.iter_mut().enumerate() {
        let wanted = match goal {
            Goal::Best => i == 0,
            Goal::Every => true,
            Goal::AllBest => root.score == best,
        };
        if wanted && root.bound == Bound::Exact {
            complete_line(kernel, context, position, root.score, depth, &mut root.line);
        }
        if context.stopped || goal == Goal::Best {
            return;
        }
    }
}
