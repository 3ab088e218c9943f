//! `wthor`: the games of the WTHOR files in `--from` (tournament games, 1977-2021) into
//! `wthor.txt`, beside the self-play games: `fit` learns from the positions of both.
//! `wthor-sample`: positions of those games with the perfect-play score the files record,
//! held out of the fit, for the tests and the evaluation's error.

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
        "# Positions of WTHOR's tournament games {SCORED_EMPTIES} empties from the end, held out of the trainer's fit, with\n\
         # the perfect-play score the files record (the trainer's `wthor-sample`): player (side to move) and\n\
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
