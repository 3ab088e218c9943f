//! `refit --blend N`: each label moved N% of the way to the value the evaluation itself gives
//! its position one move ahead, so that the weights fitted agree with themselves from one ply to
//! the next and a search's value swings less between odd and even depths.

use std::io;
use std::time::Instant;

use othello_core::engine::bitboard::Bitboard;
use othello_core::engine::movegen::Portable;
use othello_core::engine::position::Position;
use othello_core::search::{Evaluate, Patterns};

use crate::data::Discs;
use crate::workers::each_in_parallel;

/// Moves each label of `stages` `percent`% of the way to [`one_move_ahead`] of its position
/// with `eval`, on `threads` threads, and says how far they moved on average.
pub fn blend(
    stages: &mut [Vec<(Discs, i32)>],
    eval: &Patterns,
    percent: u8,
    threads: usize,
) -> io::Result<()> {
    let started = Instant::now();
    let share = f64::from(percent) / 100.0;
    let (mut moved, mut count) = (0.0, 0usize);
    for labels in stages.iter_mut() {
        let mut blended = vec![0; labels.len()];
        each_in_parallel(
            labels,
            threads,
            || (),
            |(), &((player, opponent), label)| {
                let position = Position::new(Bitboard(player), Bitboard(opponent))?;
                let ahead = f64::from(one_move_ahead(eval, position));
                Some((f64::from(label) + share * (ahead - f64::from(label))).round() as i32)
            },
            |index, value| {
                let invalid = || io::Error::new(io::ErrorKind::InvalidData, "a label of discs on both sides");
                blended[index] = value.ok_or_else(invalid)?;
                Ok(())
            },
        )?;
        for ((_, label), value) in labels.iter_mut().zip(blended) {
            moved += f64::from((value - *label).abs());
            count += 1;
            *label = value;
        }
    }
    println!(
        "{count} labels moved {percent}% of the way to their value a move ahead: {:.2} discs on average, {:.0} s",
        moved / count.max(1) as f64 / 100.0,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The value of `position` for its side to move one move ahead: the best of its moves, each
/// valued by `eval` for the side then to move; a pass when it has none, and the evaluation's
/// own value (the final score) at the end of the game. The search's depth-1 value, without its
/// table, which would have to be cleared before each of millions of positions.
pub fn one_move_ahead(eval: &Patterns, position: Position) -> i32 {
    let (player, opponent) = (position.player().0, position.opponent().0);
    if position.is_over() {
        return eval.evaluate(Portable, player, opponent);
    }
    if !position.can_move() {
        return -one_move_ahead(eval, position.pass());
    }
    let parent = eval.parent(player, opponent);
    let after = position.moves().map(|mv| position.play_unchecked(mv));
    let values =
        after.map(|next| -eval.evaluate_after(Portable, &parent, next.player().0, next.opponent().0));
    values.max().expect("a position that can move has a move")
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::engine::position::Position;
    use othello_core::search::{Limits, Searcher};

    /// Every position of forty games of moves picked by a fixed sequence of numbers, those whose
    /// side to move must pass and those at the end among them.
    fn positions() -> Vec<Position> {
        let mut seen = Vec::new();
        let mut number: u64 = 7;
        for _ in 0..40 {
            let mut position = Position::START;
            while !position.is_over() {
                seen.push(position);
                if !position.can_move() {
                    position = position.pass();
                    continue;
                }
                number =
                    number.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let moves: Vec<_> = position.legal_moves().squares().collect();
                position = position.play(moves[(number >> 33) as usize % moves.len()]);
            }
            seen.push(position);
        }
        seen
    }

    #[test]
    fn a_move_ahead_is_the_searchs_value_at_one_ply() {
        let eval = Patterns::shipped();
        let mut searcher = Searcher::with_eval(eval.clone());
        let all = positions();
        assert!(all.iter().any(|p| !p.can_move() && !p.is_over()), "a pass among them");
        for position in all.into_iter().filter(|p| !p.is_over()) {
            searcher.clear();
            let searched = searcher.think(position, &Limits::depth(1, 0), &mut ()).score.0;
            assert_eq!(one_move_ahead(&eval, position), searched, "{position:?}");
        }
    }

    #[test]
    fn blending_moves_each_label_its_share_of_the_way() {
        let eval = Patterns::shipped();
        let all = positions();
        let discs: Vec<Discs> = all.iter().map(|p| (p.player().0, p.opponent().0)).collect();
        let original: Vec<(Discs, i32)> =
            discs.iter().enumerate().map(|(i, &d)| (d, (i % 129) as i32 * 100 - 6400)).collect();
        let ahead: Vec<i32> = all.iter().map(|&position| one_move_ahead(&eval, position)).collect();
        for (percent, expected) in
            [(0, original.iter().map(|l| l.1).collect::<Vec<_>>()), (100, ahead.clone())]
        {
            let mut stages = vec![original.clone(), Vec::new()];
            blend(&mut stages, &eval, percent, 2).unwrap();
            assert_eq!(stages[0].iter().map(|l| l.1).collect::<Vec<_>>(), expected, "{percent}%");
            assert!(stages[1].is_empty());
        }
        let mut stages = vec![original.clone()];
        blend(&mut stages, &eval, 25, 2).unwrap();
        for (((discs, blended), (kept, label)), ahead) in stages[0].iter().zip(&original).zip(&ahead) {
            assert_eq!(discs, kept, "each label stays with its position");
            assert!(
                ((blended - label) * 4 - (ahead - label)).abs() <= 2,
                "{blended} from {label} toward {ahead}"
            );
        }
    }
}
