//! Perft: the published counts from the start, in both conventions, and the fast and portable
//! paths against a slow square-by-square reference from positions with handicaps and passes.

use othello::engine::bitboard::Bitboard;
use othello::engine::game::Game;
use othello::engine::perft::{perft, perft_passes_free, perft_portable};
use othello::engine::position::Position;
use othello::engine::rules::{Handicap, Rules};

/// (depth, standard count, count when a pass uses no depth) rows of the data file.
fn table() -> Vec<(u32, u64, u64)> {
    crate::common::data_rows("perft.tsv")
        .iter()
        .map(|row| (row[0].parse().unwrap(), row[1].parse().unwrap(), row[2].parse().unwrap()))
        .collect()
}

#[test]
fn fast_path_matches_the_table_to_depth_9() {
    for (depth, standard, _) in table().into_iter().filter(|&(d, ..)| d <= 9) {
        assert_eq!(perft(Position::START, depth), standard, "perft({depth})");
    }
}

#[test]
fn portable_path_matches_the_table_to_depth_9() {
    for (depth, standard, _) in table().into_iter().filter(|&(d, ..)| d <= 9) {
        assert_eq!(perft_portable(Position::START, depth), standard, "perft_portable({depth})");
    }
}

#[test]
fn the_convention_without_pass_plies_matches_its_column() {
    let rows: Vec<_> = table().into_iter().filter(|&(d, ..)| d <= 9).collect();
    assert!(rows.iter().any(|&(_, standard, free)| standard != free), "the columns differ by depth 9");
    for (depth, _, free) in rows {
        assert_eq!(perft_passes_free(Position::START, depth), free, "perft_passes_free({depth})");
    }
}

/// The reference: every move from the slow generator, a pass as a ply, a finished game one leaf.
fn reference_perft(position: Position, depth: u32, pass_uses_depth: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = crate::common::reference_moves(position);
    if moves.is_empty() {
        if crate::common::reference_moves(position.pass()).is_empty() {
            return 1;
        }
        let depth = if pass_uses_depth { depth - 1 } else { depth };
        return reference_perft(position.pass(), depth, pass_uses_depth);
    }
    moves
        .squares()
        .map(|square| {
            let flipped = crate::common::reference_flips(position, square);
            let next =
                Position::new(position.opponent() ^ flipped, position.player() ^ flipped ^ square.bit())
                    .unwrap();
            reference_perft(next, depth - 1, pass_uses_depth)
        })
        .sum()
}

/// Positions with corners given away, and with passes coming up.
fn positions() -> Vec<(String, Position)> {
    let mut positions = Vec::new();
    for corners in 1..=4 {
        for receiver in othello::engine::color::Color::ALL {
            let game = Game::new(Rules::new(Handicap::new(corners, receiver).unwrap(), None).unwrap());
            positions.push((format!("{corners} corners to {receiver}"), game.position()));
        }
    }
    for transcript in ["d3c3b3b2f5a3a1", "d3c3b3b2f5a3", "e6f4e3f6g5d6e7", "f5d6c3d3c4f4f6f3e6e7"] {
        let mut game = Game::new(Rules::default());
        game.play_transcript(transcript).unwrap();
        positions.push((transcript.to_string(), game.position()));
    }
    let full_but_two = Position::new(
        Bitboard(!0 ^ (1 << 0) ^ (1 << 9) ^ (1 << 63) ^ (1 << 62)),
        Bitboard((1 << 9) | (1 << 62)),
    )
    .unwrap();
    positions.push(("two empties left".into(), full_but_two));
    positions
}

#[test]
fn both_paths_agree_with_the_reference_from_handicaps_and_passes() {
    let mut differ = false;
    for (name, position) in positions() {
        for depth in 0..=5 {
            let standard = reference_perft(position, depth, true);
            let free = reference_perft(position, depth, false);
            differ |= standard != free;
            assert_eq!(perft(position, depth), standard, "{name}: perft({depth})");
            assert_eq!(perft_portable(position, depth), standard, "{name}: perft_portable({depth})");
            assert_eq!(perft_passes_free(position, depth), free, "{name}: perft_passes_free({depth})");
        }
    }
    assert!(differ, "some position has a pass within reach");
}

#[test]
fn depth_zero_is_one_leaf_and_a_finished_game_is_one_leaf() {
    assert_eq!(perft(Position::START, 0), 1);
    let full = Position::new(Bitboard::FULL, Default::default()).unwrap();
    assert_eq!(perft(full, 5), 1);
    assert_eq!(perft_portable(full, 5), 1);
    assert_eq!(perft_passes_free(full, 5), 1);
}

/// Depths 10 and 11 take seconds in a debug build: `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn deeper_depths_match_the_table() {
    for (depth, standard, free) in table().into_iter().filter(|&(d, ..)| (10..=11).contains(&d)) {
        assert_eq!(perft(Position::START, depth), standard, "perft({depth})");
        assert_eq!(perft_passes_free(Position::START, depth), free, "perft_passes_free({depth})");
    }
}
