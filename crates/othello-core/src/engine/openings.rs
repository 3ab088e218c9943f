//! The names of the openings: well-known lines from the standard start, recognised on the board
//! under its eight symmetries, so that `c4c3` is the Diagonal as much as `f5f6` is.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::bitboard::Bitboard;
use super::color::{ByColor, Color};
use super::position::Position;
use super::symmetry::{self, SYMMETRIES};

/// Named openings: each name and the moves that reach it from the start (with black's f5 first;
/// every other first move is one of its symmetries). A game keeps the name of the last line it
/// reached.
const OPENINGS: [(&str, &str); 32] = [
    ("Perpendicular", "f5d6"),
    ("Diagonal", "f5f6"),
    ("Parallel", "f5f4"),
    ("Tiger", "f5d6c3d3c4"),
    ("Aubrey", "f5d6c3d3c4b3"),
    ("Brightwell", "f5d6c3d3c4f4e3"),
    ("Leader's Tiger", "f5d6c3d3c4f4e6"),
    ("Stephenson", "f5d6c3d3c4f4f6"),
    ("No-Kung", "f5d6c3d3c4f4f6g5"),
    ("Rose-Bill", "f5d6c3d3c4f4c5b3c2"),
    ("Tamenori", "f5d6c3d3c4f4c5b3c2e6"),
    ("Ishii", "f5d6c3d3c4f4c5b4b5c6f3e6e3"),
    ("Ganglion", "f5d6c3g5"),
    ("Cat", "f5d6c4d3c5"),
    ("Italian", "f5d6c4d3e6"),
    ("Swallow", "f5d6c4g5c6"),
    ("Horse", "f5d6c5f4d3"),
    ("Mimura", "f5d6c5f4e3d3"),
    ("Inoue", "f5d6c5f4e3c6e6"),
    ("Shaman", "f5d6c5f4e3c6f3"),
    ("Rose", "f5d6c5f4e3c6d3f6e6d7"),
    ("Flat", "f5d6c5f4e3c6d3f6e6d7g4"),
    ("Buffalo", "f5f6e6d6c3"),
    ("Cow", "f5f6e6d6c5"),
    ("Chimney", "f5f6e6d6c5f4"),
    ("Rose-v-Toth", "f5f6e6d6c5e3d3"),
    ("Tanida", "f5f6e6d6c5e3d3g5"),
    ("Bat", "f5f6e6d6c5e3e7"),
    ("Raccoon Dog", "f5f6e6d6d7"),
    ("Heath", "f5f6e6d6e7"),
    ("Heath-Bat", "f5f6e6d6e7g5c5"),
    ("Snake", "f5f6e6d6f7"),
];

/// The named openings: each name with its moves from the start, black's f5 first.
pub fn named_lines() -> impl Iterator<Item = (&'static str, &'static str)> {
    OPENINGS.iter().copied()
}

/// The moves of the opening called `name` (any case), with its name as written here.
pub fn named_line(name: &str) -> Option<(&'static str, &'static str)> {
    named_lines().find(|(known, _)| known.eq_ignore_ascii_case(name.trim()))
}

/// Where a board stands in the openings: named (the index of its name), or on the way to one.
#[derive(Clone, Copy)]
enum Place {
    Named(usize),
    OnTheWay,
}

/// The board in one form for all its symmetries (the least of its images), black's discs first.
fn canonical(board: ByColor<Bitboard>) -> (u64, u64) {
    (0..SYMMETRIES)
        .map(|s| (symmetry::board(s, board[Color::Black].0), symmetry::board(s, board[Color::White].0)))
        .min()
        .expect("eight symmetries")
}

/// Every board along the named lines, in canonical form.
fn places() -> &'static HashMap<(u64, u64), Place> {
    static PLACES: OnceLock<HashMap<(u64, u64), Place>> = OnceLock::new();
    PLACES.get_or_init(|| {
        let mut places = HashMap::new();
        for (index, (_, moves)) in OPENINGS.iter().enumerate() {
            let mut position = Position::START;
            let mut to_move = Color::Black;
            for at in (0..moves.len()).step_by(2) {
                let square = moves[at..at + 2].parse().expect("the openings are written as squares");
                position = position.play(square);
                to_move = !to_move;
                places.entry(canonical(position.board(to_move))).or_insert(Place::OnTheWay);
            }
            places.insert(canonical(position.board(to_move)), Place::Named(index));
        }
        places
    })
}

/// The opening of a game whose boards, from the standard start, are `boards` (the start, then
/// the board after each move): the name of the last named line it reached, if any, and whether
/// its last board still lies on a named line.
pub fn opening(boards: impl IntoIterator<Item = ByColor<Bitboard>>) -> (Option<&'static str>, bool) {
    let places = places();
    let (mut name, mut on_a_line) = (None, true);
    for (ply, board) in boards.into_iter().enumerate() {
        if ply == 0 {
            on_a_line = board == Position::START.board(Color::Black);
            continue;
        }
        if !on_a_line {
            break;
        }
        match places.get(&canonical(board)) {
            Some(Place::Named(index)) => name = Some(OPENINGS[*index].0),
            Some(Place::OnTheWay) => {}
            None => on_a_line = false,
        }
    }
    (name, on_a_line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::square::Square;

    /// The boards of the game `moves` from the start.
    fn boards(moves: &str) -> Vec<ByColor<Bitboard>> {
        let mut position = Position::START;
        let mut to_move = Color::Black;
        let mut boards = vec![position.board(to_move)];
        for at in (0..moves.len()).step_by(2) {
            position = position.play(moves[at..at + 2].parse().unwrap());
            to_move = !to_move;
            boards.push(position.board(to_move));
        }
        boards
    }

    /// `moves` with every square turned by `symmetry`.
    fn turned(moves: &str, symmetry: usize) -> String {
        (0..moves.len())
            .step_by(2)
            .map(|at| {
                let square: Square = moves[at..at + 2].parse().unwrap();
                Square::from_index(symmetry::square(symmetry, square.index() as u8)).unwrap().to_string()
            })
            .collect()
    }

    #[test]
    fn every_named_line_is_legal_and_named_once() {
        for (name, moves) in OPENINGS {
            assert_eq!(opening(boards(moves)), (Some(name), true), "{name}: {moves}");
        }
    }

    #[test]
    fn names_are_found_under_every_symmetry() {
        // Each of black's four first moves is a symmetry of f5, and so on for whole lines.
        let start = Position::START.board(Color::Black);
        let keeps_the_start: Vec<usize> = (0..SYMMETRIES)
            .filter(|&s| start.map(|discs| Bitboard(symmetry::board(s, discs.0))) == start)
            .collect();
        assert_eq!(keeps_the_start.len(), 4);
        for (name, moves) in OPENINGS {
            for &symmetry in &keeps_the_start {
                let line = turned(moves, symmetry);
                assert_eq!(opening(boards(&line)).0, Some(name), "{name} as {line}");
            }
        }
        assert_eq!(opening(boards("c4c3")).0, Some("Diagonal"));
        assert_eq!(opening(boards("d3c5")).0, Some("Perpendicular"));
        assert_eq!(opening(boards("e6f4c3c4d3")).0, Some("Tiger"));
    }

    #[test]
    fn a_name_holds_until_the_game_leaves_the_lines() {
        assert_eq!(opening(boards("")), (None, true), "the start is on every line");
        assert_eq!(opening(boards("f5")), (None, true));
        // On the way from the Tiger to the Stephenson, still the Tiger.
        assert_eq!(opening(boards("f5d6c3d3c4f4")), (Some("Tiger"), true));
        assert_eq!(opening(boards("f5d6c3d3c4f4f6")), (Some("Stephenson"), true));
        // Off the lines, the game keeps the name of the last one it reached.
        assert_eq!(opening(boards("f5d6c3d3c4f4f6f3e6")), (Some("Stephenson"), false));
        assert_eq!(
            opening(boards("f5d6c3d3c4f4f6f3e6e7")),
            (Some("Stephenson"), false),
            "leaving is for good"
        );
        assert_eq!(opening(boards("f5f4e3")), (Some("Parallel"), false));
    }

    #[test]
    fn a_game_from_another_start_has_no_opening() {
        let mut start = boards("");
        start[0][Color::Black] |= Bitboard(1);
        assert_eq!(opening(start), (None, false));
    }
}
