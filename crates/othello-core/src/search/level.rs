//! Levels 1 to 20 as a table, like Edax's: the midgame depth, the number of empties from which
//! the game is solved to the end, and how much the lowest levels blur their judgement.

use std::fmt;

/// How a search is bounded.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Limits {
    /// The midgame depth in plies: the search deepens one ply at a time up to it.
    pub depth: u32,
    /// With this many empties or fewer the game is solved to the end instead.
    pub exact_from: u32,
    /// With this many empties or fewer, the search goes to the end of the game selectively, at
    /// each step of the selective endgame in turn (73% to 99% sure), before the exact solve
    /// where that comes too; 0 for never.
    pub probable_from: u32,
    /// Whether the selective endgame, short of the exact solve, stops at a step that grows
    /// surer as the end nears: 73% sure at `probable_from` empties and one step surer for each
    /// empty square fewer (the levels spend their time on the endgame so, as Edax's do), instead
    /// of going through every step to 99%.
    pub surer_near_the_end: bool,
    /// With this many empties or fewer, short of the exact solve (or before a long one, from
    /// 22 empties), the search proves whether its moves win, draw or lose: a null-window search
    /// around the draw, exact, after the selective endgame's steps; 0 for never.
    pub verdict_from: u32,
    /// The search stops after this many nodes (keeping the last depth it completed).
    pub nodes: u64,
    /// Random noise added to every move's score before the best is chosen, in hundredths of a
    /// disc: the mistakes of a weaker player, who misjudges close moves but sees big ones.
    pub noise: i32,
    /// The seed of that noise.
    pub seed: u64,
    /// Whether the midgame search may cut a move that a shallow search finds far outside the
    /// window (ProbCut): much faster at depth, at the risk of missing a rare deep resource.
    pub selective: bool,
    /// In the opening (from [`VARIETY_EMPTIES`] empty squares up), a move is chosen at random
    /// (by `seed`) among those within this many hundredths of a disc of the best, so that the
    /// computer does not play the same game every time; 0 for always the best.
    pub variety: i32,
    /// Whether [`think`](crate::search::Searcher::think) plays from the searcher's book where
    /// the book has moves (the best of them, or one within `variety` of it), instead of
    /// searching: the levels that make no mistakes on purpose and the NBoard engine's moves.
    pub book: bool,
}

/// The opening, for [`Limits::variety`]: positions with at least this many empty squares (the
/// first twelve moves), where several moves are often as good as each other.
pub const VARIETY_EMPTIES: u32 = 48;

/// The variety of the levels that make no mistakes on purpose: moves within a disc of the best.
pub const LEVEL_VARIETY: i32 = 100;

impl Limits {
    /// As deep as asked, solving from `exact_from` empties, no node limit, no noise.
    pub const fn depth(depth: u32, exact_from: u32) -> Limits {
        Limits {
            depth,
            exact_from,
            probable_from: 0,
            surer_near_the_end: false,
            verdict_from: 0,
            nodes: u64::MAX,
            noise: 0,
            seed: 0,
            selective: false,
            variety: 0,
            book: false,
        }
    }
}

/// The levels that see the end selectively prove whether they win, draw or lose this many empty
/// squares before they solve the game exactly, as Zebra's levels do (a win/draw/loss search
/// costs a fraction of the exact one).
pub const VERDICT_BEFORE_EXACT: u32 = 2;

/// A playing strength from 1 (a beginner's opponent) to 20 (the strongest).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

/// Depth, exact-solve empties, noise and selectivity of each level, 1 to 20. From level 3 the
/// midgame search cuts what a shallow search finds hopeless (ProbCut, which needs 3 plies), so
/// that each level's time grows smoothly, about one and a half to two times the level below's
/// (`examples/levels.rs`); levels 1 and 2 are too shallow to cut.
const TABLE: [(u32, u32, u32, i32, bool); 20] = [
    (1, 4, 0, 350, false),
    (2, 6, 0, 250, false),
    (3, 8, 0, 180, true),
    (4, 10, 0, 120, true),
    (5, 12, 0, 80, true),
    (6, 13, 0, 50, true),
    (7, 14, 0, 30, true),
    (8, 15, 0, 0, true),
    (9, 16, 0, 0, true),
    (11, 17, 0, 0, true),
    (12, 17, 0, 0, true),
    (13, 18, 0, 0, true),
    (15, 19, 23, 0, true),
    (16, 19, 23, 0, true),
    (17, 20, 24, 0, true),
    (18, 20, 24, 0, true),
    (19, 21, 25, 0, true),
    (20, 21, 25, 0, true),
    (21, 22, 26, 0, true),
    (22, 22, 26, 0, true),
];

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(20);
    /// The level the computer plays at unless told otherwise.
    pub const DEFAULT: Level = Level(5);

    /// Level `n`, if it is between 1 and 20.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 20 { Some(Level(n)) } else { None }
    }

    /// The level's number.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The limits of a search at this level; `seed` varies its noise from move to move.
    pub fn limits(self, seed: u64) -> Limits {
        let (depth, exact_from, probable_from, noise, selective) = TABLE[usize::from(self.0 - 1)];
        // The noisy levels vary anyway; the others choose among near-equal opening moves.
        let variety = if noise == 0 { LEVEL_VARIETY } else { 0 };
        Limits {
            depth,
            exact_from,
            probable_from,
            surer_near_the_end: true,
            verdict_from: if probable_from > 0 { exact_from + VERDICT_BEFORE_EXACT } else { 0 },
            nodes: u64::MAX,
            noise,
            seed,
            selective,
            variety,
            book: noise == 0,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_in_depth_and_in_solving_and_lose_their_noise() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(21), None);
        let limits: Vec<Limits> = (1..=20).map(|n| Level::new(n).unwrap().limits(0)).collect();
        for pair in limits.windows(2) {
            assert!(pair[1].depth > pair[0].depth, "{pair:?}");
            assert!(pair[1].exact_from >= pair[0].exact_from, "{pair:?}");
            assert!(pair[1].noise <= pair[0].noise, "{pair:?}");
        }
        assert!(Level::MAX.limits(0).exact_from >= 20, "the top levels solve 20 empties and more");
        assert!(limits[2..].iter().all(|l| l.selective), "selective wherever ProbCut can cut");
        assert_eq!(Level::DEFAULT.number(), 5);
    }
}
