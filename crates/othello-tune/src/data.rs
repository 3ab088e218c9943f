//! The tuner's files: games (`games.txt`, one per line: its number and its moves), labelled
//! positions (`labels-SS.tsv`, per stage), and the positions of the games, each once.

use std::collections::{BTreeMap, HashSet};
use std::fs;
use std::io::{self, BufRead, Write};
use std::path::Path;

use othello_core::engine::position::Position;
use othello_core::engine::square::Square;
use othello_core::engine::symmetry;

/// A position: the discs of the side to move, and of the other side.
pub type Discs = (u64, u64);

/// The games in `path`, by number (lines cut short by an interrupted run are skipped).
pub fn read_games(path: &Path) -> io::Result<BTreeMap<u64, Vec<Square>>> {
    let mut games = BTreeMap::new();
    let Ok(file) = fs::File::open(path) else { return Ok(games) };
    for line in io::BufReader::new(file).lines() {
        let line = line?;
        let Some((number, moves)) = line.split_once(' ') else { continue };
        let (Ok(number), Some(moves)) = (number.parse(), parse_moves(moves)) else { continue };
        games.insert(number, moves);
    }
    Ok(games)
}

fn parse_moves(text: &str) -> Option<Vec<Square>> {
    let text = text.trim();
    if text.is_empty() || !text.is_ascii() || !text.len().is_multiple_of(2) {
        return None;
    }
    text.as_bytes().chunks(2).map(|pair| std::str::from_utf8(pair).ok()?.parse().ok()).collect()
}

/// A game as a line of `games.txt`.
pub fn game_line(number: u64, moves: &[Square]) -> String {
    let moves: String = moves.iter().map(Square::to_string).collect();
    format!("{number} {moves}\n")
}

/// The position `discs` in its least form under the board's eight symmetries, so that a
/// position and its mirror images count once.
pub fn canonical(discs: Discs) -> Discs {
    let (players, opponents) = (symmetry::all_boards(discs.0), symmetry::all_boards(discs.1));
    players.into_iter().zip(opponents).min().expect("eight symmetries")
}

/// Every position of the games where the side to move has a move, each once (in canonical
/// form), in a fixed order.
pub fn positions<'a>(games: impl IntoIterator<Item = &'a Vec<Square>>) -> Vec<Discs> {
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    for moves in games {
        let mut position = Position::START;
        for &square in moves {
            if !position.can_move() {
                position = position.pass();
            }
            let discs = canonical((position.player().0, position.opponent().0));
            if seen.insert(discs) {
                found.push(discs);
            }
            match position.try_play(square) {
                Ok((next, _)) => position = next,
                Err(_) => break,
            }
        }
    }
    found
}

/// At most `most` of `positions`, a fixed choice by their hashes (independent of the choice
/// of held-out positions), in their order.
pub fn at_most(positions: Vec<Discs>, most: usize) -> Vec<Discs> {
    if positions.len() <= most {
        return positions;
    }
    let rank = |&(player, opponent): &Discs| {
        othello_core::engine::position::hash(player, opponent)
            .rotate_left(29)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    };
    let mut ranks: Vec<u64> = positions.iter().map(rank).collect();
    ranks.sort_unstable();
    let cut = ranks[most - 1];
    positions.into_iter().filter(|discs| rank(discs) <= cut).collect()
}

/// Whether a position is held out of fitting to measure the fit (one in ten, by its hash).
pub fn held_out(discs: Discs) -> bool {
    othello_core::engine::position::hash(discs.0, discs.1).is_multiple_of(10)
}

/// Labelled positions: the label is the value for the side to move, in hundredths of a disc.
pub fn read_labels(path: &Path) -> io::Result<Option<Vec<(Discs, i32)>>> {
    let Ok(file) = fs::File::open(path) else { return Ok(None) };
    let mut labelled = Vec::new();
    for line in io::BufReader::new(file).lines() {
        let line = line?;
        match parse_label(&line) {
            Some(item) => labelled.push(item),
            None => {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!("{}: bad line {line:?}", path.display()),
                ));
            }
        }
    }
    Ok(Some(labelled))
}

/// The labels kept so far in a file that a run appends to as it labels: every whole line (a
/// run stopped in the middle of a line leaves it half written, and it is labelled again).
pub fn read_partial_labels(path: &Path) -> io::Result<Vec<(Discs, i32)>> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let whole = &text[..text.rfind('\n').map_or(0, |end| end + 1)];
    whole
        .lines()
        .map(|line| {
            parse_label(line).ok_or_else(|| {
                io::Error::new(io::ErrorKind::InvalidData, format!("{}: bad line {line:?}", path.display()))
            })
        })
        .collect()
}

/// One line of a labels file: the two sides' discs in hexadecimal and the label.
fn parse_label(line: &str) -> Option<(Discs, i32)> {
    let fields: Vec<&str> = line.split('\t').collect();
    match fields.as_slice() {
        [player, opponent, label] => Some((
            (u64::from_str_radix(player, 16).ok()?, u64::from_str_radix(opponent, 16).ok()?),
            label.parse().ok()?,
        )),
        _ => None,
    }
}

/// One line of a labels file, with its newline.
pub fn label_line(((player, opponent), label): (Discs, i32)) -> String {
    format!("{player:016x}\t{opponent:016x}\t{label}\n")
}

/// Writes labelled positions to `path` (through a temporary file, so that an interrupted run
/// leaves no half file).
pub fn write_labels(path: &Path, labelled: &[(Discs, i32)]) -> io::Result<()> {
    let temporary = path.with_extension("tmp");
    let mut out = io::BufWriter::new(fs::File::create(&temporary)?);
    for &item in labelled {
        out.write_all(label_line(item).as_bytes())?;
    }
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    fs::rename(temporary, path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn written(labels: &[(Discs, i32)]) -> String {
        labels.iter().map(|&item| label_line(item)).collect()
    }

    fn read_text(text: &[u8]) -> io::Result<Vec<(Discs, i32)>> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("labels-04.partial");
        fs::write(&path, text).unwrap();
        read_partial_labels(&path)
    }

    fn labels() -> impl Strategy<Value = Vec<(Discs, i32)>> {
        prop::collection::vec(((any::<u64>(), any::<u64>()), -6400..=6400i32), 0..20)
    }

    proptest! {
        /// A run stopped at any byte leaves the labels of its whole lines, each as it was
        /// written, and no position it did not write.
        #[test]
        fn a_file_cut_anywhere_reads_as_its_whole_lines(labels in labels(), cut in any::<prop::sample::Index>()) {
            let text = written(&labels);
            let at = cut.index(text.len() + 1);
            let whole = text[..at].matches('\n').count();
            prop_assert_eq!(read_text(&text.as_bytes()[..at]).unwrap(), labels[..whole].to_vec());
        }

        /// Garbage is refused or read, never a panic; what is read is only lines of the form.
        #[test]
        fn garbage_is_refused_or_read_never_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
            if let Ok(read) = read_text(&bytes) {
                let text = String::from_utf8(bytes).unwrap();
                let whole = &text[..text.rfind('\n').map_or(0, |end| end + 1)];
                prop_assert_eq!(read.len(), whole.lines().count());
            }
        }
    }

    #[test]
    fn a_missing_file_has_no_labels_and_other_files_are_refused_by_name() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read_partial_labels(&dir.path().join("none.partial")).unwrap().is_empty());
        // Real files of another kind, such as GGF games, are refused, naming the file.
        for entry in fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/ggf")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "ggf") {
                let error = read_partial_labels(&path).unwrap_err();
                assert_eq!(error.kind(), io::ErrorKind::InvalidData);
                assert!(error.to_string().contains(&path.display().to_string()), "{error}");
                assert!(read_labels(&path).is_err());
            }
        }
    }
}
