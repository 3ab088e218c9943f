//! `wthor`: the games of the WTHOR files in `--from` (tournament games, 1977-2021) into
//! `wthor.txt`, beside the self-play games: `fit` learns from the positions of both.

use std::fs;
use std::io::{self, Write};

use othello::store::wthor;

use crate::Options;
use crate::data::game_line;

/// Reads every `*.wtb` file of `--from` and writes their games to `wthor.txt`, numbered in the
/// order of the files' names.
pub fn run(options: &Options) -> io::Result<()> {
    let Some(from) = &options.from else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "wthor needs --from DIR"));
    };
    let mut files: Vec<_> = fs::read_dir(from)?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e.eq_ignore_ascii_case("wtb")))
        .collect();
    files.sort();
    let mut text = String::new();
    let mut number = 0u64;
    for path in &files {
        let file = wthor::parse(&fs::read(path)?)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {e}", path.display())))?;
        for game in &file.games {
            text.push_str(&game_line(number, &game.moves));
            number += 1;
        }
    }
    let out = options.dir.join("wthor.txt");
    let mut written = fs::File::create(&out)?;
    written.write_all(text.as_bytes())?;
    println!("{number} games of {} files written to {}", files.len(), out.display());
    Ok(())
}
