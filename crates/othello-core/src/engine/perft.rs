//! Perft: the number of move sequences of a given length, counted in bulk at the last ply.
//!
//! The standard convention (Aart Bik's table and most engines): a forced pass is a ply that uses
//! up one depth, and a position where neither side can move is one leaf, whatever depth remains.
//! The other convention in use lets a pass use up no depth ([`perft_passes_free`]).

use super::movegen::{Fastest, Kernel, Portable, fastest};
use super::position::Position;

/// The number of leaves `depth` plies below `position`.
///
/// Uses the fastest code path this CPU supports (detected at run time); the result is the same
/// as [`perft_portable`].
///
/// ```
/// use othello_core::engine::{perft::perft, position::Position};
/// assert_eq!(perft(Position::START, 4), 244);
/// ```
pub fn perft(position: Position, depth: u32) -> u64 {
    let (player, opponent) = (position.player().0, position.opponent().0);
    match fastest() {
        // SAFETY: the kernel is proof that the CPU has every feature `count_avx2` enables.
        #[cfg(target_arch = "x86_64")]
        Fastest::Avx2(kernel) => unsafe { count_avx2(kernel, player, opponent, depth) },
        Fastest::Portable(kernel) => count_portable(kernel, player, opponent, depth),
    }
}

/// Perft with instructions every CPU has: the reference for [`perft`].
pub fn perft_portable(position: Position, depth: u32) -> u64 {
    count_portable(Portable, position.player().0, position.opponent().0, depth)
}

/// Perft by the convention in which a forced pass uses up no depth (a position where neither side
/// can move is still one leaf). Counted with the portable move generator.
///
/// ```
/// use othello_core::engine::{perft::perft_passes_free, position::Position};
/// assert_eq!(perft_passes_free(Position::START, 4), 244);
/// ```
pub fn perft_passes_free(position: Position, depth: u32) -> u64 {
    count_passes_free(position.player().0, position.opponent().0, depth)
}

fn count_passes_free(player: u64, opponent: u64, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = Portable.legal_moves(player, opponent);
    if moves == 0 {
        return if Portable.legal_moves(opponent, player) == 0 {
            1
        } else {
            count_passes_free(opponent, player, depth)
        };
    }
    let mut total = 0;
    let mut remaining = moves;
    while remaining != 0 {
        let square = remaining.trailing_zeros() as usize;
        remaining &= remaining - 1;
        let flipped = Portable.flips(player, opponent, square);
        total += count_passes_free(opponent ^ flipped, player ^ flipped ^ (1 << square), depth - 1);
    }
    total
}

/// Defines one recursive counter over one kernel; invoked once per set of CPU features, so each
/// copy calls itself and inlines the kernel compiled with its own features.
macro_rules! define_count {
    ($(#[$attribute:meta])* fn $name:ident uses $kernel:ty) => {
        $(#[$attribute])*
        fn $name(kernel: $kernel, player: u64, opponent: u64, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            let moves = kernel.legal_moves(player, opponent);
            if depth == 1 {
                // No move means one pass or one finished game: a single leaf either way.
                return u64::from(moves.count_ones().max(1));
            }
            if moves == 0 {
                return if kernel.legal_moves(opponent, player) == 0 {
                    1
                } else {
                    $name(kernel, opponent, player, depth - 1)
                };
            }
            let mut total = 0;
            let mut remaining = moves;
            while remaining != 0 {
                let square = remaining.trailing_zeros() as usize;
                remaining &= remaining - 1;
                let flipped = kernel.flips(player, opponent, square);
                let next_player = opponent ^ flipped;
                let next_opponent = player ^ flipped ^ (1 << square);
                total += if depth == 2 {
                    // Bulk count: the leaves below are the next side's moves.
                    let next_moves = kernel.legal_moves(next_player, next_opponent);
                    u64::from(next_moves.count_ones().max(1))
                } else {
                    $name(kernel, next_player, next_opponent, depth - 1)
                };
            }
            total
        }
    };
}

define_count!(fn count_portable uses Portable);

#[cfg(target_arch = "x86_64")]
define_count!(#[target_feature(enable = "avx2,popcnt")] fn count_avx2 uses super::movegen::Avx2);
