//! The recursive heart of the search: the exact endgame solver (null-window, with parity and
//! fastest-first ordering, stability cut-offs, the transposition table and hand-written code for
//! the last four empties) and the midgame principal-variation search.
//!
//! The recursive functions are written once in `define_core!` and compiled twice: with the
//! portable kernel, and with the AVX2 kernel and the CPU features it needs (`popcnt` too), so
//! that every helper below, all `#[inline(always)]`, is compiled with the features of its copy.
//! [`Core`] picks the copy of a kernel.

use crate::engine::bitboard::{Bitboard, NOT_A, NOT_H};
use crate::engine::movegen::{Kernel, Portable};
use crate::engine::position::hash;
use crate::engine::stability::stable_discs;

use super::context::Context;
use super::eval::Evaluate;
use super::tt::{EXACT_DEPTH, NO_MOVE};

/// Beyond any final score, in discs.
pub const DISC_INF: i32 = 65;
/// Beyond any score, in hundredths of a disc.
pub const INF: i32 = 10_000;

/// Up to this many empties the solver orders moves by parity alone and uses no table.
const SHALLOW: u32 = 6;
/// The least `alpha` at which the solver counts the opponent's stable discs, by empties: with
/// fewer, too few discs can be stable to bring the score down to `alpha`.
const STABILITY_THRESHOLD: [i32; 65] = {
    let mut table = [64; 65];
    let mut empties = 0;
    while empties < 65 {
        table[empties] = if empties < 4 { 99 } else { 2 * empties as i32 };
        empties += 1;
    }
    table
};
/// From this many empties the solver keeps what it finds in the table.
const TABLE_EMPTIES: u32 = 8;
/// From this many empties the solver looks its moves up in the table before searching them.
const ETC_EMPTIES: u32 = 10;
/// From this many empties the midgame search sorts moves by a shallower search.
const SORT_BY_SEARCH: u32 = 4;

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// The final score for the side to move when neither side can move: the disc difference, the
/// empty squares going to the winner.
#[inline(always)]
pub fn final_score(player: u64, opponent: u64) -> i32 {
    let (p, o) = (player.count_ones() as i32, opponent.count_ones() as i32);
    let empties = 64 - p - o;
    match p.cmp(&o) {
        std::cmp::Ordering::Greater => p - o + empties,
        std::cmp::Ordering::Less => p - o - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The quadrant of a square: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
#[inline(always)]
const fn quadrant(square: usize) -> u32 {
    QUADRANT_BIT[square] as u32
}

/// The parity bit of each square's quadrant.
const QUADRANT_BIT: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut square = 0;
    while square < 64 {
        table[square] = (((square & 4) >> 2) | ((square & 32) >> 4)) as u8;
        square += 1;
    }
    table
};

const QUADRANTS: [u64; 4] =
    [0x0000_0000_0F0F_0F0F, 0x0000_0000_F0F0_F0F0, 0x0F0F_0F0F_0000_0000, 0xF0F0_F0F0_0000_0000];

/// The squares of the quadrants whose bits are set in `parity`, for each of the 16 parities.
const ODD_SQUARES: [u64; 16] = {
    let mut table = [0u64; 16];
    let mut parity = 0;
    while parity < 16 {
        let mut q = 0;
        while q < 4 {
            if parity & (1 << q) != 0 {
                table[parity] |= QUADRANTS[q];
            }
            q += 1;
        }
        parity += 1;
    }
    table
};

/// One bit per quadrant, set where the quadrant has an odd number of empty squares.
#[inline(always)]
pub fn parity(empty: u64) -> u32 {
    (0..4).fold(0, |parity, q| parity | ((empty & QUADRANTS[q]).count_ones() & 1) << q)
}

/// How many discs a move at `position` (0-7) of a full line flips, for each pattern of the
/// mover's discs on the line (the other squares holding the opponent's): the discs between the
/// move and the nearest disc of the mover's on each side, if there is one.
const LINE_FLIPS: [[u8; 256]; 8] = {
    let mut table = [[0u8; 256]; 8];
    let mut position = 0;
    while position < 8 {
        let mut pattern = 0;
        while pattern < 256 {
            let mut flips = 0;
            // Towards bit 0, then towards bit 7.
            let mut i = position as i32 - 1;
            while i >= 0 && pattern & (1 << i) == 0 {
                i -= 1;
            }
            if i >= 0 {
                flips += position as i32 - 1 - i;
            }
            let mut i = position + 1;
            while i < 8 && pattern & (1 << i) == 0 {
                i += 1;
            }
            if i < 8 {
                flips += (i - position - 1) as i32;
            }
            table[position][pattern] = flips as u8;
            pattern += 1;
        }
        position += 1;
    }
    table
};

/// The squares of the diagonal and of the anti-diagonal through each square.
const DIAGONALS: [(u64, u64); 64] = {
    let mut table = [(0u64, 0u64); 64];
    let mut square = 0;
    while square < 64 {
        let (column, row) = (square % 8, square / 8);
        let mut other = 0;
        while other < 64 {
            let (c, r) = (other % 8, other / 8);
            if c as i32 - r as i32 == column as i32 - row as i32 {
                table[square].0 |= 1 << other;
            }
            if c + r == column + row {
                table[square].1 |= 1 << other;
            }
            other += 1;
        }
        square += 1;
    }
    table
};

/// How many discs `player` flips by playing the last empty square, `square`: every other square
/// is taken, so the four lines through it are read straight from its discs (Edax's trick).
#[inline(always)]
fn last_flip_count(player: u64, square: usize) -> i32 {
    let (column, row) = (square % 8, square / 8);
    let by_column = |line: u64| (line.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize;
    let row_pattern = ((player >> (8 * row)) & 0xFF) as usize;
    let column_pattern =
        (((player >> column) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize;
    let (diagonal, anti) = DIAGONALS[square];
    i32::from(LINE_FLIPS[column][row_pattern])
        + i32::from(LINE_FLIPS[row][column_pattern])
        + i32::from(LINE_FLIPS[column][by_column(player & diagonal)])
        + i32::from(LINE_FLIPS[column][by_column(player & anti)])
}

/// The squares next to each square: a move there can flip only if an opponent disc is among them.
const NEIGHBOURS: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let bit = 1u64 << square;
        let sideways = ((bit << 1) & 0xFEFE_FEFE_FEFE_FEFE) | ((bit >> 1) & 0x7F7F_7F7F_7F7F_7F7F);
        let row = bit | sideways;
        table[square] = sideways | (row << 8) | (row >> 8);
        square += 1;
    }
    table
};

/// The discs `player` flips at `square`, after a quick look for an opponent disc next to it.
#[inline(always)]
fn flips_near<K: Kernel>(kernel: K, player: u64, opponent: u64, square: usize) -> u64 {
    if NEIGHBOURS[square] & opponent == 0 { 0 } else { kernel.flips(player, opponent, square) }
}

/// The score for the side to move with one empty square left.
#[inline(always)]
fn last_1(player: u64, square: usize) -> i32 {
    let discs = player.count_ones() as i32;
    let flips = last_flip_count(player, square);
    if flips > 0 {
        return 2 * (discs + flips + 1) - 64;
    }
    let opponent = !player & !(1u64 << square);
    let flips = last_flip_count(opponent, square);
    if flips > 0 {
        return 2 * (discs - flips) - 64;
    }
    let difference = 2 * discs - 63;
    if difference > 0 { difference + 1 } else { difference - 1 }
}

/// The moves of `player` on two empties `[a, b]`, searched with the window `(alpha, alpha + 1)`;
/// `None` if it has none.
#[inline(always)]
fn moves_2<K: Kernel>(kernel: K, player: u64, opponent: u64, alpha: i32, a: usize, b: usize) -> Option<i32> {
    let mut best = -DISC_INF;
    let flips = flips_near(kernel, player, opponent, a);
    if flips != 0 {
        best = -last_1(opponent ^ flips, b);
        if best > alpha {
            return Some(best);
        }
    }
    let flips = flips_near(kernel, player, opponent, b);
    if flips != 0 {
        best = best.max(-last_1(opponent ^ flips, a));
    }
    (best > -DISC_INF).then_some(best)
}

#[inline(always)]
fn last_2<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    a: usize,
    b: usize,
) -> i32 {
    context.nodes += 1;
    if let Some(score) = moves_2(kernel, player, opponent, alpha, a, b) {
        return score;
    }
    match moves_2(kernel, opponent, player, -alpha - 1, a, b) {
        Some(score) => -score,
        None => final_score(player, opponent),
    }
}

#[inline(always)]
fn moves_3<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    [a, b, c]: [usize; 3],
) -> Option<i32> {
    let mut best = -DISC_INF;
    // Each empty in turn, the two others left: written out, as this runs at every leaf.
    macro_rules! try_move {
        ($x:expr, $y:expr, $z:expr) => {
            let flips = flips_near(kernel, player, opponent, $x);
            if flips != 0 {
                let score = -last_2(
                    context,
                    kernel,
                    opponent ^ flips,
                    player ^ flips ^ (1 << $x),
                    -alpha - 1,
                    $y,
                    $z,
                );
                if score > best {
                    best = score;
                    if score > alpha {
                        return Some(score);
                    }
                }
            }
        };
    }
    try_move!(a, b, c);
    try_move!(b, a, c);
    try_move!(c, a, b);
    (best > -DISC_INF).then_some(best)
}

#[inline(always)]
fn last_3<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    squares: [usize; 3],
) -> i32 {
    context.nodes += 1;
    if let Some(score) = moves_3(context, kernel, player, opponent, alpha, squares) {
        return score;
    }
    match moves_3(context, kernel, opponent, player, -alpha - 1, squares) {
        Some(score) => -score,
        None => final_score(player, opponent),
    }
}

#[inline(always)]
fn moves_4<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    [a, b, c, d]: [usize; 4],
) -> Option<i32> {
    let mut best = -DISC_INF;
    macro_rules! try_move {
        ($x:expr, $rest:expr) => {
            let flips = flips_near(kernel, player, opponent, $x);
            if flips != 0 {
                let score =
                    -last_3(context, kernel, opponent ^ flips, player ^ flips ^ (1 << $x), -alpha - 1, $rest);
                if score > best {
                    best = score;
                    if score > alpha {
                        return Some(score);
                    }
                }
            }
        };
    }
    try_move!(a, [b, c, d]);
    try_move!(b, [a, c, d]);
    try_move!(c, [a, b, d]);
    try_move!(d, [a, b, c]);
    (best > -DISC_INF).then_some(best)
}

/// The four empty squares of `empty`, those alone in their quadrant (or three to one) first.
#[inline(always)]
fn four_squares(empty: u64, parity: u32) -> [usize; 4] {
    let odd = empty & ODD_SQUARES[parity as usize];
    let mut squares = [0usize; 4];
    let mut i = 0;
    for set in [odd, empty & !odd] {
        let mut rest = set;
        while rest != 0 {
            squares[i] = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            i += 1;
        }
    }
    squares
}

#[inline(always)]
fn last_4<K: Kernel, E>(
    context: &mut Context<E>,
    kernel: K,
    player: u64,
    opponent: u64,
    alpha: i32,
    parity: u32,
) -> i32 {
    context.nodes += 1;
    let squares = four_squares(!(player | opponent), parity);
    if let Some(score) = moves_4(context, kernel, player, opponent, alpha, squares) {
        return score;
    }
    match moves_4(context, kernel, opponent, player, -alpha - 1, squares) {
        Some(score) => -score,
        None => final_score(player, opponent),
    }
}

/// A move with the position after it and the key it is sorted by (lower first).
#[derive(Clone, Copy)]
struct Candidate {
    square: u8,
    player: u64,
    opponent: u64,
    key: i32,
}

/// The moves of a node, kept on the stack and not cleared first (this runs at every node of the
/// solver): only the first `len` items are written.
struct MoveList {
    items: [std::mem::MaybeUninit<Candidate>; 34],
    len: usize,
}

impl MoveList {
    /// The legal moves `moves` of `player` as candidates (each position after it seen from the
    /// opponent's side), unsorted.
    #[inline(always)]
    fn new<K: Kernel>(kernel: K, player: u64, opponent: u64, moves: u64) -> MoveList {
        let mut list = MoveList { items: [const { std::mem::MaybeUninit::uninit() }; 34], len: 0 };
        let mut rest = moves;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let flips = kernel.flips(player, opponent, square);
            // No position has more than 33 legal moves.
            list.items[list.len].write(Candidate {
                square: square as u8,
                player: opponent ^ flips,
                opponent: player ^ flips ^ (1 << square),
                key: 0,
            });
            list.len += 1;
        }
        list
    }

    /// The candidates.
    #[inline(always)]
    fn as_mut_slice(&mut self) -> &mut [Candidate] {
        // SAFETY: the first `len` items were written by `new`, and `Candidate` is `Copy`.
        unsafe { std::slice::from_raw_parts_mut(self.items.as_mut_ptr().cast::<Candidate>(), self.len) }
    }

    /// Sorts the candidates by key, lowest first (insertion sort: the lists are short).
    #[inline(always)]
    fn sort(&mut self) {
        let list = self.as_mut_slice();
        for i in 1..list.len() {
            let item = list[i];
            let mut j = i;
            while j > 0 && list[j - 1].key > item.key {
                list[j] = list[j - 1];
                j -= 1;
            }
            list[j] = item;
        }
    }
}

/// Fastest first: the move that leaves the opponent the fewest moves (corners counting double),
/// with the table's move before all.
#[inline(always)]
fn fastest_first_key<K: Kernel>(kernel: K, candidate: &Candidate, table_move: u8) -> i32 {
    if candidate.square == table_move {
        return i32::MIN;
    }
    let replies = kernel.legal_moves(candidate.player, candidate.opponent);
    let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
    // Then the fewest squares where the opponent may come to move (next to our discs)...
    let empty = !(candidate.player | candidate.opponent);
    let potential = (empty & Bitboard(candidate.opponent).neighbours().0).count_ones() as i32;
    // ...and the most of our discs that are safe on the edges from the corners.
    let anchored = (edge_anchored(candidate.opponent) & !(candidate.player | empty)).count_ones() as i32;
    64 * mobility + 12 * potential - 12 * anchored
}

/// The discs of `discs` on the corners and next to them along the edges: a cheap count of the
/// discs a move makes safe.
#[inline(always)]
fn edge_anchored(discs: u64) -> u64 {
    let corners = discs & CORNERS;
    let next = ((corners << 1) & NOT_A) | ((corners >> 1) & NOT_H) | (corners << 8) | (corners >> 8);
    corners | (next & discs & 0xFF81_8181_8181_81FF)
}

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
                let moves = kernel.legal_moves(player, opponent);
                if moves == 0 {
                    if kernel.legal_moves(opponent, player) == 0 {
                        return final_score(player, opponent);
                    }
                    return -shallow(context, kernel, opponent, player, -alpha - 1, empties, parity);
                }
                let odd = ODD_SQUARES[parity as usize];
                let mut best = -DISC_INF;
                for group in [moves & odd, moves & !odd] {
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
                            if score > alpha {
                                return score;
                            }
                        }
                    }
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
                    if entry.depth >= EXACT_DEPTH {
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
                let mut list = MoveList::new(kernel, player, opponent, moves);
                // The table is probed for every move (here, or by the move's own search): ask
                // for those buckets first, so that ordering the moves hides the wait for memory.
                if empties > TABLE_EMPTIES {
                    for candidate in list.as_mut_slice() {
                        context.tt.prefetch(hash(candidate.player, candidate.opponent));
                    }
                }
                for candidate in list.as_mut_slice() {
                    candidate.key = fastest_first_key(kernel, candidate, table_move);
                }
                // Enhanced transposition cut-off: a move whose result the table already knows
                // to be good enough ends the search at once.
                if empties >= ETC_EMPTIES {
                    for candidate in list.as_mut_slice() {
                        if let Some(entry) = context.tt.probe(hash(candidate.player, candidate.opponent))
                            && entry.depth >= EXACT_DEPTH
                        {
                            let score = -i32::from(entry.upper) / 100;
                            if score > alpha {
                                return score;
                            }
                        }
                    }
                }
                list.sort();
                let mut best = -DISC_INF;
                let mut best_move = NO_MOVE;
                for candidate in list.as_mut_slice().iter() {
                    let next_parity = parity ^ (1 << quadrant(candidate.square as usize));
                    let score = -solve(context, kernel, candidate.player, candidate.opponent, -alpha - 1, empties - 1, next_parity);
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
                }
                if use_table {
                    let (lower, upper) = if best > alpha { (best * 100, INF) } else { (-INF, best * 100) };
                    context.tt.store(key, EXACT_DEPTH + empties as u8, lower as i16, upper as i16, best_move);
                }
                best
            }

            /// The value to `depth` plies (an exact score once the game's end is within reach),
            /// in hundredths of a disc, with the window `(alpha, beta)`.
            $(#[$features])*
            pub fn pvs<E: Evaluate>(context: &mut Context<E>, kernel: $kernel, player: u64, opponent: u64, mut alpha: i32, beta: i32, depth: u32) -> i32 {
                let empties = (!(player | opponent)).count_ones();
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
                        if lower == upper {
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
                let mut list = MoveList::new(kernel, player, opponent, moves);
                // The table is probed for every move (here, or by the move's own search): ask
                // for those buckets now, so the work of ordering hides the wait for memory.
                if empties > TABLE_EMPTIES {
                    for candidate in list.as_mut_slice() {
                        context.tt.prefetch(hash(candidate.player, candidate.opponent));
                    }
                }
                for candidate in list.as_mut_slice() {
                    candidate.key = if candidate.square == table_move {
                        i32::MIN
                    } else if depth >= SORT_BY_SEARCH {
                        pvs(context, kernel, candidate.player, candidate.opponent, -INF, INF, depth / 4)
                    } else {
                        fastest_first_key(kernel, candidate, NO_MOVE) * 8
                            + context.eval.evaluate(kernel, candidate.player, candidate.opponent)
                    };
                }
                list.sort();
                let alpha_in = alpha;
                let mut best = -INF;
                let mut best_move = NO_MOVE;
                for (i, candidate) in list.as_mut_slice().iter().enumerate() {
                    let score = if i == 0 {
                        -pvs(context, kernel, candidate.player, candidate.opponent, -beta, -alpha, depth - 1)
                    } else {
                        let probe = -pvs(context, kernel, candidate.player, candidate.opponent, -alpha - 1, -alpha, depth - 1);
                        if probe > alpha && probe < beta {
                            -pvs(context, kernel, candidate.player, candidate.opponent, -beta, -probe, depth - 1)
                        } else {
                            probe
                        }
                    };
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
                        }
                    }
                }
                let lower = if best > alpha_in { best } else { -INF };
                let upper = if best < beta { best } else { INF };
                context.tt.store(key, depth as u8, lower as i16, upper as i16, best_move);
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
