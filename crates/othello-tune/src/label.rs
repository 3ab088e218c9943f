//! Labels positions with their value for the side to move: the exact final disc difference when
//! the solver can reach the end, else a search of a few plies whose leaves lie in the stages
//! already fitted (the backward bootstrap of Logistello).

use std::collections::HashMap;
use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

use othello_core::engine::bitboard::Bitboard;
use othello_core::engine::position::Position;
use othello_core::search::{Limits, Observer, Patterns, SearchResult, Searcher};

use crate::data::{Discs, label_line, read_partial_labels};
use crate::workers::{each_in_parallel, small_searcher};

/// How a stage's positions are labelled.
#[derive(Clone, Copy, Debug)]
pub enum Method {
    /// Solved to the end.
    Exact,
    /// A search this many plies deep (exact where it reaches the end).
    Search(u32),
    /// The mean of the searches this many plies deep and one ply less (the same search, which
    /// deepens through both): a search's value swings with the parity of its depth, since each
    /// side's last move is seen by one and not the other, and the mean of two neighbours holds
    /// still where either alone would teach the evaluation the swing.
    ParityMean(u32),
    /// The selective endgame (ProbCut to the end of the game), stopped at its first step this
    /// sure (in percent): far closer to the truth than a midgame search, at a fraction of an
    /// exact solve's time.
    Probable(u8),
}

impl Method {
    /// How the options label positions beyond the exact solver's reach, of a stage whose
    /// positions have at most `empties` empty squares: the selective endgame (`--labels
    /// probable-N`) up to `--probable-to` empties, a search beyond.
    pub fn searched(options: &crate::Options, empties: u32) -> Method {
        match (options.probable, options.parity_mean) {
            (Some(certainty), _) if empties <= options.probable_to => Method::Probable(certainty),
            (_, true) => Method::ParityMean(options.depth),
            (_, false) => Method::Search(options.depth),
        }
    }
}

/// The labels of `positions` in hundredths of a disc, on `threads` threads, each appended to
/// the file at `partial` as soon as it is found: the positions already there are not labelled
/// again, so that a run stopped in the middle of a stage goes on where it stopped.
pub fn label(
    positions: &[Discs],
    (method, selective): (Method, bool),
    eval: &Patterns,
    threads: usize,
    partial: &Path,
) -> io::Result<HashMap<Discs, i32>> {
    let mut labels: HashMap<Discs, i32> = read_partial_labels(partial)?.into_iter().collect();
    let to_label: Vec<Discs> =
        positions.iter().copied().filter(|discs| !labels.contains_key(discs)).collect();
    if !labels.is_empty() {
        println!("  {} labelled before, {} to label", positions.len() - to_label.len(), to_label.len());
    }
    let mut file = fs::OpenOptions::new().create(true).append(true).open(partial)?;
    let mut finished = 0;
    let started = Instant::now();
    each_in_parallel(
        &to_label,
        threads,
        || small_searcher(eval.clone()),
        |searcher, &discs| (discs, value(searcher, discs, method, selective)),
        |_, (discs, label)| {
            file.write_all(label_line((discs, label)).as_bytes())?;
            labels.insert(discs, label);
            finished += 1;
            if finished % 32_000 == 0 {
                let seconds = started.elapsed().as_secs_f64();
                println!("  {finished} of {} labelled, {seconds:.0} s", to_label.len());
            }
            Ok(())
        },
    )?;
    Ok(labels)
}

/// The value of one position, from an empty table, so that no label depends on the positions
/// its thread labelled before; a search `selective` may cut moves by ProbCut (faster, as the
/// levels search, for a little accuracy).
fn value(searcher: &mut Searcher, (player, opponent): Discs, method: Method, selective: bool) -> i32 {
    searcher.clear();
    let position = Position::new(Bitboard(player), Bitboard(opponent)).expect("discs apart");
    let limits = match method {
        Method::Exact => Limits::depth(60, 60),
        Method::Search(depth) | Method::ParityMean(depth) => Limits { selective, ..Limits::depth(depth, 0) },
        Method::Probable(_) => Limits { probable_from: 60, selective: true, ..Limits::depth(60, 0) },
    };
    let sure_enough = match method {
        Method::Probable(certainty) => Some(certainty),
        _ => None,
    };
    let mut depths = Depths { seen: Vec::new(), sure_enough, enough: false };
    let found = searcher.think(position, &limits, &mut depths);
    match (method, depths.seen.as_slice()) {
        (Method::ParityMean(_), [.., (before, false), (last, false)]) => (before + last) / 2,
        (Method::Probable(_), [.., (last, _)]) => *last,
        _ => found.score.0,
    }
}

/// The score of each depth a search completed, and whether it was exact; with `sure_enough`,
/// the search stops once it has a result to the end of the game at least that sure (percent).
struct Depths {
    seen: Vec<(i32, bool)>,
    sure_enough: Option<u8>,
    /// Whether the search has found what it was asked for.
    enough: bool,
}

impl Observer for Depths {
    fn progress(&mut self, found: &SearchResult) {
        self.seen.push((found.score.0, found.exact));
        self.enough |= self
            .sure_enough
            .is_some_and(|enough| found.exact || found.probability.is_some_and(|sure| sure >= enough));
    }

    fn keep_going(&mut self, _nodes: u64) -> bool {
        !self.enough
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_selective_endgame_labels_up_to_its_empties_and_a_search_beyond() {
        let mut options = crate::Options::defaults();
        options.depth = 10;
        assert!(matches!(Method::searched(&options, 20), Method::Search(10)));
        options.parity_mean = true;
        assert!(matches!(Method::searched(&options, 20), Method::ParityMean(10)));
        options.probable = Some(73);
        assert!(matches!(Method::searched(&options, 60), Method::Probable(73)), "every stage by default");
        options.probable_to = 20;
        assert!(matches!(Method::searched(&options, 20), Method::Probable(73)));
        assert!(matches!(Method::searched(&options, 24), Method::ParityMean(10)));
        options.parity_mean = false;
        assert!(matches!(Method::searched(&options, 21), Method::Search(10)));
    }

    #[test]
    fn a_probable_label_finds_the_exact_score_a_shallow_search_misses() {
        // 14 empties, where the selective endgame's cuts at 99% keep the exact score.
        let mut position = Position::START;
        while position.empties().count() > 14 {
            // A fixed game: each side plays its last legal move (or passes).
            position = match position.moves().last() {
                Some(mv) => position.play_unchecked(mv),
                None => position.pass(),
            };
        }
        let discs = (position.player().0, position.opponent().0);
        let mut searcher = small_searcher(Patterns::shipped());
        let exact = value(&mut searcher, discs, Method::Exact, false);
        assert_eq!(value(&mut searcher, discs, Method::Probable(99), true), exact);
        assert_ne!(
            value(&mut searcher, discs, Method::Search(4), false),
            exact,
            "the test needs a hard position"
        );
    }
}
