//! What the rules sheets teach to look for on a board: frontier discs (the walls), the X- and
//! C-squares next to an empty corner, and the empty regions with their parity. Stable discs are
//! in `stability`.

use super::bitboard::Bitboard;

/// The corners, and for each the X-square (diagonally next to it) and the C-squares (next to it
/// along the edges): a1, h1, a8, h8.
const CORNERS: [(u64, u64, u64); 4] = [
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 48) | (1 << 57)),
    (1 << 63, 1 << 54, (1 << 55) | (1 << 62)),
];

/// The discs of `discs` next to an empty square: the frontier, the walls that give the other
/// side moves.
pub fn frontier(discs: Bitboard, empty: Bitboard) -> Bitboard {
    Bitboard(discs.0 & empty.neighbours().0)
}

/// The X-squares and the C-squares of the corners that are still empty: taking one of them
/// can give the corner away.
pub fn danger_squares(empty: Bitboard) -> (Bitboard, Bitboard) {
    let (mut x_squares, mut c_squares) = (0, 0);
    for (corner, x, c) in CORNERS {
        if empty.0 & corner != 0 {
            x_squares |= x;
            c_squares |= c;
        }
    }
    (Bitboard(x_squares), Bitboard(c_squares))
}

/// The empty regions: the groups of empty squares that touch each other (along a row, a column
/// or a diagonal), each as its squares, in the order of their first square. In the endgame the
/// player who moves last in each region gains: one with an odd number of squares is the one to
/// play in first.
pub fn regions(empty: Bitboard) -> Vec<Bitboard> {
    let mut regions = Vec::new();
    let mut rest = empty.0;
    while rest != 0 {
        let mut region = rest & rest.wrapping_neg();
        loop {
            let grown = (region | Bitboard(region).neighbours().0) & empty.0;
            if grown == region {
                break;
            }
            region = grown;
        }
        regions.push(Bitboard(region));
        rest &= !region;
    }
    regions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::parse_squares;

    /// The black discs, white discs and empty squares of a board written as in positions.
    fn board(text: &str) -> (Bitboard, Bitboard, Bitboard) {
        let text: String = text.split_whitespace().collect();
        let board = parse_squares(&text).unwrap();
        let (black, white) =
            (board[crate::engine::color::Color::Black], board[crate::engine::color::Color::White]);
        (black, white, Bitboard(!(black.0 | white.0)))
    }

    fn squares(set: Bitboard) -> Vec<String> {
        set.squares().map(|s| s.to_string()).collect()
    }

    #[test]
    fn frontier_discs_are_those_next_to_an_empty_square() {
        let (black, white, empty) = board(
            "--------
             --------
             --------
             ---OX---
             ---XXX--
             --------
             --------
             --------",
        );
        // After f5 every disc touches an empty square.
        assert_eq!(frontier(black, empty), black);
        assert_eq!(frontier(white, empty), white);
        // A disc walled in on every side is not on the frontier.
        let (black, white, empty) = board(
            "XXX-----
             XXX-----
             XXO-----
             --------
             --------
             --------
             --------
             --------",
        );
        assert_eq!(squares(frontier(black, empty)), ["c1", "c2", "a3", "b3"]);
        assert_eq!(squares(frontier(white, empty)), ["c3"]);
        assert!(!frontier(black, empty).contains("b2".parse().unwrap()));
    }

    #[test]
    fn danger_squares_are_next_to_the_empty_corners_only() {
        let (_, _, empty) = board(
            "X-------
             --------
             --------
             ---OX---
             ---XO---
             --------
             --------
             -------O",
        );
        let (x, c) = danger_squares(empty);
        assert_eq!(squares(x), ["g2", "b7"]);
        assert_eq!(squares(c), ["g1", "h2", "a7", "b8"]);
        let (x, c) = danger_squares(Bitboard(!0));
        assert_eq!((x.count(), c.count()), (4, 8));
        assert_eq!(danger_squares(Bitboard(0)), (Bitboard(0), Bitboard(0)));
    }

    #[test]
    fn regions_are_empty_squares_that_touch_with_their_parity() {
        let (_, _, empty) = board(
            "--XXXXXX
             -XXXXXXX
             XXXXXXX-
             XXXXXXXX
             XXXOOXXX
             XXXXXX-X
             XXXXX-XX
             XXXXXXX-",
        );
        let regions = regions(empty);
        let found: Vec<Vec<String>> = regions.iter().map(|&r| squares(r)).collect();
        assert_eq!(
            found,
            [vec!["a1", "b1", "a2"], vec!["h3"], vec!["g6", "f7"], vec!["h8"]],
            "a diagonal joins g6 and f7; h8 does not touch them"
        );
        let odd: Vec<bool> = regions.iter().map(|r| r.count() % 2 == 1).collect();
        assert_eq!(odd, [true, true, false, true]);
        assert!(super::regions(Bitboard(0)).is_empty());
        assert_eq!(super::regions(Bitboard(!0)), [Bitboard(!0)]);
    }
}
