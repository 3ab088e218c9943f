//! Which move a level plays among the root's scored moves: the weaker levels' noise and the
//! opening's variety, both seeded by the position, so the same game is played the same way.

use crate::engine::position::Position;

use super::random::SplitMix64;
use super::{Bound, Limits, MoveScore};

/// The move a weaker player picks: the best after adding noise of up to `limits.noise` to
/// every score, the same noise for the same position and seed.
pub(super) fn blurred_choice<'a>(
    moves: &'a [MoveScore],
    limits: &Limits,
    position: Position,
) -> &'a MoveScore {
    let mut rng = SplitMix64(limits.seed ^ position.hash() ^ 0x9E37_79B9_7F4A_7C15);
    moves.iter().max_by_key(|m| m.score.0 + noise(&mut rng, limits.noise)).expect("at least one legal move")
}

/// A move of the opening: any of those scored within `limits.variety` of the best, each as
/// likely, the same for the same position and seed. Only scores known exactly count (a search
/// stopped short leaves the others with bounds).
pub(super) fn varied_choice<'a>(
    moves: &'a [MoveScore],
    limits: &Limits,
    position: Position,
) -> &'a MoveScore {
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
    use crate::search::Score;

    #[test]
    fn a_blurred_choice_errs_between_close_moves_only() {
        let root = |name: &str, score: i32| MoveScore {
            square: name.parse().unwrap(),
            score: Score(score),
            bound: Bound::Exact,
            pv: vec![name.parse().unwrap()],
            verdict: None,
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
