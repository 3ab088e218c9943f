//! Perft from the start position against the published counts in `tests/data/perft.tsv`.

mod common;

use othello::engine::perft::{perft, perft_portable};
use othello::engine::position::Position;

/// (depth, standard count) rows of the data file.
fn table() -> Vec<(u32, u64)> {
    common::data_rows("perft.tsv")
        .iter()
        .map(|row| (row[0].parse().unwrap(), row[1].parse().unwrap()))
        .collect()
}

#[test]
fn fast_path_matches_the_table_to_depth_9() {
    for (depth, expected) in table().into_iter().filter(|&(d, _)| d <= 9) {
        assert_eq!(perft(Position::START, depth), expected, "perft({depth})");
    }
}

#[test]
fn portable_path_matches_the_table_to_depth_9() {
    for (depth, expected) in table().into_iter().filter(|&(d, _)| d <= 9) {
        assert_eq!(perft_portable(Position::START, depth), expected, "perft_portable({depth})");
    }
}

#[test]
fn depth_zero_is_one_leaf_and_a_finished_game_is_one_leaf() {
    assert_eq!(perft(Position::START, 0), 1);
    let full = Position::new(othello::engine::bitboard::Bitboard::FULL, Default::default()).unwrap();
    assert_eq!(perft(full, 5), 1);
    assert_eq!(perft_portable(full, 5), 1);
}

/// Depths 10 and 11 take seconds in a debug build: `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn deeper_depths_match_the_table() {
    for (depth, expected) in table().into_iter().filter(|&(d, _)| (10..=11).contains(&d)) {
        assert_eq!(perft(Position::START, depth), expected, "perft({depth})");
    }
}
