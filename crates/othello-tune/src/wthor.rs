//! `wthor`: the games of the WTHOR files in `--from` (tournament games, 1977-2021) into
//! `wthor.txt`, beside the self-play games: `fit` learns from the positions of both.
//! `wthor-sample`: positions of those games with the perfect-play score the files record,
//! held out of the fit, for the tests and the evaluation's error. `wthor-openings`: openings
//! drawn at random from those games, for matches on openings nobody tuned for.
//! `wthor-endgames`: positions of those games a number of empties from the end, for tuning the
//! solver on positions no one publishes (the FFO set is for measuring it).

use std::collections::HashMap;
use std::fs;
use std::io::{self, Write};

use othello::store::wthor;

use othello_core::engine::color::Color;

use crate::Options;
use crate::data::{Discs, at_most, canonical, game_line, held_out, write_labels};

/// Reads every `*.wtb` file of `--from` and writes their games to `wthor.txt`, numbered in the
/// order of the files' names.
pub fn run(options: &Options) -> io::Result<()> {
    let files = read_files(options)?;
    let mut text = String::new();
    let mut number = 0u64;
    for file in &files {
        for game in &file.games {
            text.push_str(&game_line(number, &game.moves));
            number += 1;
        }
    }
    let out = options.dir.join("wthor.txt");
    let mut written = fs::File::create(&out)?;
    written.write_all(text.as_bytes())?;
    println!("{number} games of {} files written to {}", files.len(), out.display());
    // The perfect-play scores the files record: exact labels that `fit` takes instead of a search.
    let mut scores: Vec<(Discs, i32)> =
        scored(&files).into_iter().map(|(discs, score)| (discs, 100 * score)).collect();
    scores.sort_unstable();
    let path = options.dir.join(SCORES);
    write_labels(&path, &scores)?;
    println!(
        "{} positions with their recorded perfect-play score written to {}",
        scores.len(),
        path.display()
    );
    Ok(())
}

/// The file of the positions whose perfect-play score the WTHOR files record, as labels.
pub const SCORES: &str = "wthor-scores.tsv";

/// The empties of the position whose perfect-play score the files record.
pub const SCORED_EMPTIES: u32 = 24;

/// Writes to `--out` at most `--positions` positions of the games of `--from` with
/// `SCORED_EMPTIES` empties and the side to move able to move, each once (in canonical form),
/// among those `fit` holds out, a fixed choice by their hashes, each with its perfect-play
/// score for the side to move as the files record it.
pub fn sample(options: &Options) -> io::Result<()> {
    let Some(out) = &options.out else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "wthor-sample needs --out FILE"));
    };
    let scored = scored(&read_files(options)?);
    let mut positions: Vec<_> = scored.keys().copied().filter(|&discs| held_out(discs)).collect();
    positions.sort_unstable();
    let chosen = at_most(positions, options.positions);
    let mut text = format!(
        "# Positions of WTHOR's tournament games {SCORED_EMPTIES} empties from the end, held out of the tuner's fit, with\n\
         # the perfect-play score the files record (the tuner's `wthor-sample`): player (side to move) and\n\
         # opponent discs in hex (bit 0 = a1), empties, score for the side to move in hundredths of a disc.\n"
    );
    for (player, opponent) in &chosen {
        text.push_str(&format!(
            "{player:016x}\t{opponent:016x}\t{SCORED_EMPTIES}\t{}\n",
            100 * scored[&(*player, *opponent)]
        ));
    }
    fs::write(out, text)?;
    println!("{} positions written to {}", chosen.len(), out.display());
    Ok(())
}

/// The fewest and most moves of an opening `wthor-openings` draws.
pub const OPENING_MOVES: std::ops::RangeInclusive<usize> = 8..=14;

/// Writes to `--out` `--games` openings drawn at random (from `--seed`) from the games of
/// `--from`: a game at random, its first 8 to 14 moves (as many at random), each opening's
/// position once under the symmetries, none on another's line, each with a move to play, none
/// filtered by any evaluation
/// (a match plays each with both colours, so an unbalanced one costs only variance). A new seed
/// gives a new sample: report a match on a sample drawn after its engines were tuned.
pub fn openings(options: &Options) -> io::Result<()> {
    let out = out_file(options, "wthor-openings")?;
    let games = game_moves(options)?;
    let drawn = draw_openings(&games, options.games, options.seed);
    let mut text = format!(
        "# {} openings drawn from {} WTHOR games with seed {} (the tuner's `wthor-openings`): {} to {} moves\n",
        drawn.len(),
        games.len(),
        options.seed,
        OPENING_MOVES.start(),
        OPENING_MOVES.end()
    );
    for moves in &drawn {
        text.extend(moves.iter().map(ToString::to_string));
        text.push('\n');
    }
    fs::write(out, text)?;
    println!("{} openings written to {} (seed {})", drawn.len(), out.display(), options.seed);
    Ok(())
}

/// Writes to `--out` `--positions` positions drawn at random (from `--seed`) from the games of
/// `--from`, each a game's position with `--empties` empties and a move to play, each once under
/// the symmetries, in the format of the FFO file the `ffo` example reads (id, position, empties,
/// and `?` for the score and the best moves, which no one has published).
pub fn endgames(options: &Options) -> io::Result<()> {
    let out = out_file(options, "wthor-endgames")?;
    let games = game_moves(options)?;
    let drawn = draw_endgames(&games, options.positions, options.empties, options.seed);
    let mut text = format!(
        "# {} positions of {} empties drawn from {} WTHOR games with seed {} (the tuner's `wthor-endgames`)\n\
         # id\tposition\tempties\tscore\tbest\n",
        drawn.len(),
        options.empties,
        games.len(),
        options.seed,
    );
    for (id, (position, to_move)) in drawn.iter().enumerate() {
        let position = othello_core::engine::notation::position_string(*position, *to_move);
        text.push_str(&format!("{}\t{position}\t{}\t?\t?\n", id + 1, options.empties));
    }
    fs::write(out, text)?;
    println!("{} positions written to {} (seed {})", drawn.len(), out.display(), options.seed);
    Ok(())
}

/// `count` positions of `games` drawn from `seed`: a game at random, its position with `empties`
/// empties if it reaches one with a move to play (a pass made first), each once under the
/// symmetries. Fewer when the games do not hold that many.
pub fn draw_endgames(
    games: &[Vec<othello_core::engine::square::Square>],
    count: usize,
    empties: u32,
    seed: u64,
) -> Vec<(othello_core::engine::position::Position, Color)> {
    let mut random = othello_core::search::random::SplitMix64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut drawn = Vec::new();
    for _ in 0..count.saturating_mul(50) {
        if drawn.len() == count || games.is_empty() {
            break;
        }
        let moves = &games[random.below(games.len() as u64) as usize];
        let at = wthor::replay(moves)
            .map_while(Result::ok)
            .find(|(position, ..)| position.empties().count() == empties);
        // The replay passes before a move, so a position it gives has a move to play.
        if let Some((position, to_move, _)) = at
            && seen.insert(canonical((position.player().0, position.opponent().0)))
        {
            drawn.push((position, to_move));
        }
    }
    drawn
}

/// `count` openings of `games` drawn from `seed`, each a game's first moves (as many as
/// `OPENING_MOVES` allows, at random), all legal, each with a move to play, and none on
/// another's line: no opening's position is reached on the way to another's (under the
/// symmetries), since from the shorter one two engines that always play the same move would
/// replay the longer one's game and count it twice. Fewer when the games do not hold that many.
pub fn draw_openings(
    games: &[Vec<othello_core::engine::square::Square>],
    count: usize,
    seed: u64,
) -> Vec<Vec<othello_core::engine::square::Square>> {
    let mut random = othello_core::search::random::SplitMix64(seed);
    // The positions of the drawn openings' lines from their shortest length on, and their ends.
    let (mut along, mut ends) = (std::collections::HashSet::new(), std::collections::HashSet::new());
    let mut drawn = Vec::new();
    let span = (OPENING_MOVES.end() - OPENING_MOVES.start() + 1) as u64;
    // Every game may be drawn many times; give up after many tries so that a small file ends.
    for _ in 0..count.saturating_mul(50) {
        if drawn.len() == count || games.is_empty() {
            break;
        }
        let moves = &games[random.below(games.len() as u64) as usize];
        let length = OPENING_MOVES.start() + random.below(span) as usize;
        let Some(opening) = moves.get(..length) else { continue };
        let Some(line) = line_positions(opening) else { continue };
        let end = *line.last().expect("an opening has moves");
        if along.contains(&end) || line.iter().any(|position| ends.contains(position)) {
            continue;
        }
        along.extend(line);
        ends.insert(end);
        drawn.push(opening.to_vec());
    }
    drawn
}

/// The positions (canonical) an opening reaches from its `OPENING_MOVES.start()`th move to its
/// end, if all its moves are legal and its end has a move to play.
fn line_positions(opening: &[othello_core::engine::square::Square]) -> Option<Vec<Discs>> {
    let mut replay = wthor::replay(opening);
    let mut line = Vec::new();
    let mut played = 0;
    // Not a `for`: the position after each move is read from the replay between its steps.
    #[allow(clippy::while_let_on_iterator)]
    while let Some(step) = replay.next() {
        step.ok()?;
        played += 1;
        if played >= *OPENING_MOVES.start() {
            let (position, _) = replay.reached();
            line.push(canonical((position.player().0, position.opponent().0)));
        }
    }
    let (position, _) = replay.reached();
    let to_play = if position.can_move() { position } else { position.pass() };
    to_play.can_move().then_some(line)
}

/// The positions of the games of `files` with `SCORED_EMPTIES` empties and the side to move
/// able to move, each once (in canonical form), with the perfect-play score for the side to move
/// that the files record (those files whose scores are from that many empties).
fn scored(files: &[wthor::WthorFile]) -> HashMap<Discs, i32> {
    let mut scored = HashMap::new();
    for file in files.iter().filter(|file| u32::from(file.theoretical_depth) == SCORED_EMPTIES) {
        for game in &file.games {
            let at = wthor::replay(&game.moves)
                .map_while(Result::ok)
                .find(|(position, ..)| position.empties().count() == SCORED_EMPTIES);
            if let Some((position, to_move, _)) = at {
                let black_margin = 2 * i32::from(game.black_theoretical) - 64;
                let label = if to_move == Color::Black { black_margin } else { -black_margin };
                scored.insert(canonical((position.player().0, position.opponent().0)), label);
            }
        }
    }
    scored
}

/// The `--out` file a step that writes one needs.
fn out_file<'a>(options: &'a Options, step: &str) -> io::Result<&'a std::path::Path> {
    options
        .out
        .as_deref()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, format!("{step} needs --out FILE")))
}

/// The moves of every game of the WTHOR files of `--from`.
fn game_moves(options: &Options) -> io::Result<Vec<Vec<othello_core::engine::square::Square>>> {
    Ok(read_files(options)?
        .into_iter()
        .flat_map(|file| file.games.into_iter().map(|game| game.moves))
        .collect())
}

/// Every `*.wtb` file of `--from`, read, in the order of their names.
fn read_files(options: &Options) -> io::Result<Vec<wthor::WthorFile>> {
    let Some(from) = &options.from else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "wthor needs --from DIR"));
    };
    let mut paths: Vec<_> = fs::read_dir(from)?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e.eq_ignore_ascii_case("wtb")))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            wthor::parse(&fs::read(path)?)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {e}", path.display())))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games() -> Vec<Vec<othello_core::engine::square::Square>> {
        let file = wthor::parse(include_bytes!("../../../tests/data/wthor/WTH_1980.wtb")).unwrap();
        file.games.into_iter().map(|game| game.moves).collect()
    }

    #[test]
    fn openings_are_first_moves_of_the_games_each_a_different_position_with_a_move_to_play() {
        let games = games();
        let drawn = draw_openings(&games, 40, 7);
        assert_eq!(drawn.len(), 40);
        let mut positions = std::collections::HashSet::new();
        for opening in &drawn {
            assert!(OPENING_MOVES.contains(&opening.len()), "{} moves", opening.len());
            assert!(games.iter().any(|game| game.starts_with(opening)), "the start of a game");
            let mut replay = wthor::replay(opening);
            assert!(replay.by_ref().all(|step| step.is_ok()));
            let (position, _) = replay.reached();
            assert!(position.can_move() || position.pass().can_move(), "a move to play");
            assert!(positions.insert(canonical((position.player().0, position.opponent().0))), "once each");
        }
        let lengths: std::collections::HashSet<usize> = drawn.iter().map(Vec::len).collect();
        assert!(lengths.len() >= 5, "openings of many lengths: {lengths:?}");
        // No opening is where another passes on its way: from it, the other's game would be
        // played again.
        for (i, opening) in drawn.iter().enumerate() {
            let end = *line_positions(opening).unwrap().last().unwrap();
            for (j, other) in drawn.iter().enumerate().filter(|&(j, _)| j != i) {
                assert!(!line_positions(other).unwrap().contains(&end), "opening {i} on the line of {j}");
            }
        }
    }

    #[test]
    fn a_seed_draws_the_same_openings_and_another_seed_others() {
        let games = games();
        assert_eq!(draw_openings(&games, 20, 3), draw_openings(&games, 20, 3));
        let (one, other) = (draw_openings(&games, 20, 3), draw_openings(&games, 20, 4));
        assert!(one.iter().filter(|opening| other.contains(opening)).count() < 5, "new seed, new sample");
        assert!(draw_openings(&[], 5, 1).is_empty(), "no games, no openings");
    }

    #[test]
    fn endgames_are_positions_of_the_games_with_the_empties_asked_each_once_and_a_move_to_play() {
        let games = games();
        let drawn = draw_endgames(&games, 30, 24, 5);
        assert_eq!(drawn.len(), 30);
        let mut positions = std::collections::HashSet::new();
        for &(position, to_move) in &drawn {
            assert_eq!(position.empties().count(), 24);
            assert!(position.can_move(), "a move to play");
            let reached = games.iter().any(|game| {
                wthor::replay(game).map_while(Result::ok).any(|(p, c, _)| (p, c) == (position, to_move))
            });
            assert!(reached, "a position of a game, with its side to move");
            assert!(positions.insert(canonical((position.player().0, position.opponent().0))), "once each");
        }
        assert_eq!(draw_endgames(&games, 10, 24, 5), drawn[..10], "a seed draws the same positions");
        let other = draw_endgames(&games, 30, 24, 6);
        assert!(other.iter().filter(|p| drawn.contains(p)).count() < 10, "new seed, new sample");
        assert!(draw_endgames(&games, 5, 61, 1).is_empty(), "no game has 61 empties");
    }
}
