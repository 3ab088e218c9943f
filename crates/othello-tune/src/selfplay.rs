//! `play`: self-play games for the positions to learn from. Each game opens with 4 to 16 random
//! moves, then both sides search 4 plies (`--play-depth`; the hand-made evaluation, or the
//! learned weights of an earlier round with `--eval`) with a disc and a half of noise, now and
//! then a random move, and the solver from 12 empties. Game `n` depends only on the seed, the
//! depth and `n`.

use std::io;
use std::ops::RangeInclusive;

use othello_core::engine::position::Position;
use othello_core::engine::square::Square;
use othello_core::search::random::SplitMix64;
use othello_core::search::{Basic, Evaluation, Limits, Patterns, Searcher};

use crate::Options;
use crate::data::{game_line, read_games};
use crate::workers::{append_lines, small_searcher};

/// Plays the games `games.txt` is missing, appending each as it ends.
pub fn run(options: &Options) -> io::Result<()> {
    match options.eval.as_str() {
        "basic" => play_missing(options, Basic.into()),
        "shipped" => play_missing(options, Patterns::shipped().into()),
        file => play_missing(options, crate::weights_file(file)?.into()),
    }
}

fn play_missing(options: &Options, eval: Evaluation) -> io::Result<()> {
    let path = options.dir.join("games.txt");
    let done = read_games(&path)?;
    let missing: Vec<u64> = (0..options.games as u64).filter(|n| !done.contains_key(n)).collect();
    println!("{} games in {}, {} to play", done.len(), path.display(), missing.len());
    if missing.is_empty() {
        return Ok(());
    }
    append_lines(
        &path,
        &missing,
        options.threads,
        || small_searcher(eval.clone()),
        |searcher, &number| game_line(number, &play_game(searcher, options.seed, number, options.play_depth)),
        ("games", 1000),
    )
}

/// Game `number` of the seed: its moves (passes left out). The searcher's table is cleared
/// first: what it kept from other games would steer this one's searches.
pub fn play_game(searcher: &mut Searcher, seed: u64, number: u64, depth: u32) -> Vec<Square> {
    searcher.clear();
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ number);
    let random_plies = 4 + rng.below(13) as usize;
    let mut position = Position::START;
    let mut moves = Vec::new();
    while !position.is_over() {
        if !position.can_move() {
            position = position.pass();
            continue;
        }
        let legal: Vec<Square> = position.legal_moves().squares().collect();
        let square = if moves.len() < random_plies || rng.below(50) == 0 {
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            let limits = Limits { noise: 150, seed: rng.next_u64(), ..Limits::depth(depth, 12) };
            searcher.think(position, &limits, &mut ()).best.expect("a legal move")
        };
        position = position.play(square);
        moves.push(square);
    }
    moves
}

/// A position with a number of empties in `empties` and a move to play, picked at random in
/// game `number` of the seed (played at 4 plies by `searcher`); a game that ends before it
/// reaches such a position (a wipe-out) gives way to another of its own.
pub fn position_in_game(
    searcher: &mut Searcher,
    seed: u64,
    number: u64,
    empties: RangeInclusive<u32>,
) -> Position {
    let mut rng = SplitMix64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ number);
    for attempt in 0.. {
        let game = play_game(searcher, seed, number + (attempt << 32), 4);
        let mut position = Position::START;
        let mut candidates = Vec::new();
        for square in game {
            if !position.can_move() {
                position = position.pass();
            }
            if empties.contains(&position.empties().count()) {
                candidates.push(position);
            }
            position = position.play(square);
        }
        if !candidates.is_empty() {
            return candidates[rng.below(candidates.len() as u64) as usize];
        }
    }
    unreachable!("some game reaches every stage")
}
