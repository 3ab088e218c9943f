//! The root of a search: iterative deepening with aspiration windows, the exact solve of the
//! endgame, scores for every move when analysing, the noise of the weaker levels, moves that
//! lead to the same position under a symmetry searched once, and each move's line, carried on
//! to the end of the game where it reaches the exact solve.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::bitboard::Bitboard;
use crate::engine::position::{Position, hash};
use crate::engine::square::Square;
use crate::engine::symmetry;

use super::busy::Busy;
use super::context::Context;
use super::core::{Core, INF};
use super::eval::Evaluate;
use super::last::final_score;
use super::level::VARIETY_EMPTIES;
use super::line::Line;
use super::probcut;
use super::random::SplitMix64;
use super::tt::{NO_MOVE, PROVEN, Table};
use super::{Bound, Limits, MoveScore, Observer, Score, SearchResult};

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
/// in Edax: they order its moves and fill the table with best moves, so that with 23 empties
/// and more it visits fewer nodes in all (FFO #45-#49 in 0.78 of the time), and they give a
/// probable answer early. With fewer, they cost more than they save.
const STEPS_BEFORE_SOLVING: u32 = 22;

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
        let helpers: Vec<_> = (1..threads)
            .map(|_| {
                let done = &done;
                scope.spawn(move || {
                    let mut until_done = UntilDone(done);
                    search_thread(kernel, shared, eval, position, limits, &mut until_done, goal).nodes
                })
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
            Step::End(certainty) => (empties, certainty),
        };
        let reached_end = depth >= empties;
        let proven = reached_end && certainty == PROVEN;
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
            context.certainty = certainty;
            let mut attempt = list.clone();
            for root in &mut attempt {
                root.line = Line::with_first(root.square.index() as u8, &Line::EMPTY);
            }
            if reached_end {
                search_exact(kernel, &mut context, &mut attempt, goal);
            } else {
                search_depth(kernel, &mut context, &mut attempt, depth, goal, previous);
            }
            let completed = !context.stopped;
            if completed {
                // Stopped while proving the lines, the scores still stand.
                complete_lines(kernel, &mut context, position, &mut attempt, depth, goal);
                list = attempt;
            }
            nodes += context.nodes;
            (completed, context.stopped)
        };
        if completed {
            previous = list[0].score;
            let moves = move_scores(&list, &twins);
            let progress = SearchResult {
                depth,
                exact: proven,
                probability: probability(reached_end, certainty),
                book: false,
                best: Some(list[0].square),
                score: Score(list[0].score),
                pv: moves[0].pv.clone(),
                nodes,
                moves,
            };
            observer.progress(&progress);
            result = Some((depth, proven, probability(reached_end, certainty)));
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
/// selective at a step of [`probcut::END_STEPS`] or exact ([`PROVEN`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Step {
    Depth(u32),
    End(u8),
}

/// The iterations of a search of a position with `empties` empties: the midgame depths one by
/// one; or, where the search reaches the end of the game, a few quick plies (which order its
/// moves and leave a move to play should it be stopped), then the steps of the selective
/// endgame, each surer than the last (before an exact solve, from [`STEPS_BEFORE_SOLVING`]
/// empties), and the exact solve if the limits ask for it.
fn steps(limits: &Limits, goal: Goal, empties: u32) -> Vec<Step> {
    let solved = empties <= limits.exact_from || goal == Goal::AllBest;
    let probable = empties <= limits.probable_from;
    if !solved && !probable {
        return (1..=limits.depth.min(empties)).map(Step::Depth).collect();
    }
    let plies = (1..=limits.depth.min(empties - 1).min(PLIES_BEFORE_SOLVING)).map(Step::Depth);
    let stepped = probable || empties >= STEPS_BEFORE_SOLVING;
    let selective = (0..probcut::END_STEPS.len() as u8).filter(|_| stepped).map(Step::End);
    plies.chain(selective).chain(solved.then_some(Step::End(PROVEN))).collect()
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
        best = best.max(score);
    }
    list.sort_by_key(|root| (-root.score, root.bound != Bound::Exact));
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

/// Where `line` (legal from `position`, whose side to move it is worth `score` to) stops, and
/// what it is worth there to the side then to move; none if a move of it is not legal.
fn line_end(position: Position, score: i32, line: &Line) -> Option<(Position, i32)> {
    let (mut end, mut value) = (position, score);
    for &index in line.moves() {
        if !end.can_move() {
            end = end.pass();
            value = -value;
        }
        end = end.try_play(Square::from_index(index)?).ok()?.0;
        value = -value;
    }
    Some((end, value))
}

/// Completes a line of a search `depth` plies deep. A line stops short of that depth where a
/// node took its value from the table: that node is searched again, at the depth its value
/// came from and without taking values from the table along its line, for the rest of the
/// line, which is kept if the search finds the same value. A line that reaches the exact solve
/// is carried on to the end of the game.
fn complete_line<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    position: Position,
    score: i32,
    depth: u32,
    line: &mut Line,
) {
    let Some((end, value)) = line_end(position, score, line) else { return };
    let left = depth.saturating_sub(line.moves().len() as u32);
    let empties = end.empties().count();
    if end.is_over() || left == 0 {
        return;
    }
    let (player, opponent) = (end.player().0, end.opponent().0);
    let table_depth = context
        .tt
        .probe(hash(player, opponent))
        .filter(|entry| entry.lower == entry.upper && i32::from(entry.lower) == value)
        .map_or(0, |entry| u32::from(entry.depth));
    let depth_there = left.max(table_depth);
    if depth_there < empties {
        let before = line.moves().len();
        context.table_values_on_pv = false;
        let found = kernel.pvs(context, player, opponent, value - 1, value + 1, depth_there);
        context.table_values_on_pv = true;
        if context.stopped || found != value {
            return;
        }
        for &square in context.lines.get(empties).moves() {
            line.push(square);
        }
        // The rest may stop where that search solved the end.
        let Some((end, value)) = line_end(position, score, line) else { return };
        let left = depth_there.saturating_sub((line.moves().len() - before) as u32);
        if end.is_over() || left < end.empties().count() {
            return;
        }
        if value % 100 == 0 {
            prove_line(kernel, context, end, value / 100, line);
        }
    } else if value % 100 == 0 {
        prove_line(kernel, context, end, value / 100, line);
    }
}

/// Carries `line` on from `position` (worth exactly `value` discs to its side to move) to the
/// end of the game, each move proved to keep that value by a null-window solve: the table's
/// best move first, then the others.
fn prove_line<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    mut position: Position,
    mut value: i32,
    line: &mut Line,
) {
    while !position.is_over() {
        if !position.can_move() {
            position = position.pass();
            value = -value;
            continue;
        }
        let (player, opponent) = (position.player().0, position.opponent().0);
        let first = context.tt.probe(hash(player, opponent)).map_or(NO_MOVE, |entry| entry.best);
        let mut moves: Vec<_> = position.moves().collect();
        moves.sort_by_key(|mv| mv.square.index() as u8 != first);
        let mut kept = None;
        for mv in moves {
            let next = position.play_unchecked(mv);
            // Each move leaves the opponent at least -value; this one keeps the value if it
            // leaves no more.
            let reply = kernel.exact(context, next.player().0, next.opponent().0, -value, -value + 1, -value);
            if context.stopped {
                return;
            }
            if reply <= -value {
                kept = Some((mv.square, next));
                break;
            }
        }
        let Some((square, next)) = kept else { return };
        line.push(square.index() as u8);
        position = next;
        value = -value;
    }
}

/// The move a weaker player picks: the best after adding noise of up to `limits.noise` to
/// every score, the same noise for the same position and seed.
fn blurred_choice<'a>(moves: &'a [MoveScore], limits: &Limits, position: Position) -> &'a MoveScore {
    let mut rng = SplitMix64(limits.seed ^ position.hash() ^ 0x9E37_79B9_7F4A_7C15);
    moves.iter().max_by_key(|m| m.score.0 + noise(&mut rng, limits.noise)).expect("at least one legal move")
}

/// A move of the opening: any of those scored within `limits.variety` of the best, each as
/// likely, the same for the same position and seed. Only scores known exactly count (a search
/// stopped short leaves the others with bounds).
fn varied_choice<'a>(moves: &'a [MoveScore], limits: &Limits, position: Position) -> &'a MoveScore {
    let best = moves[0].score.0;
    let near: Vec<&MoveScore> =
        moves.iter().filter(|m| m.bound == Bound::Exact && m.score.0 >= best - limits.variety).collect();
    let mut rng = SplitMix64(limits.seed ^ position.hash() ^ 0x5851_F42D_4C95_7F2D);
    near.get(rng.below(near.len() as u64) as usize).copied().unwrap_or(&moves[0])
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
        let root = |name: &str, score: i32| MoveScore {
            square: name.parse().unwrap(),
            score: Score(score),
            bound: Bound::Exact,
            pv: vec![name.parse().unwrap()],
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
