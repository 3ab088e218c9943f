//! The strategy overlays that `o` cycles through: what the rules sheets teach, marked on the
//! board (stable discs, frontier discs, the squares next to empty corners, the parity of the
//! empty regions), each with a line that says what the marks mean.

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::stability::stable_discs;
use crate::engine::strategy::{danger_squares, frontier, regions};
use crate::i18n::Language;
use crate::tr;

/// Empty squares from which the parity overlay marks the regions: the endgame.
pub const PARITY_EMPTIES: u32 = 20;

/// Which overlay is on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Overlay {
    /// None.
    #[default]
    Off,
    /// Discs that can never be flipped again.
    Stable,
    /// Discs next to an empty square.
    Frontier,
    /// X- and C-squares next to empty corners.
    Corners,
    /// The empty regions and their parity.
    Parity,
}

/// A mark on a square: one character, and whether it stands out (or is drawn dim).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mark {
    /// The character.
    pub glyph: char,
    /// Whether it stands out.
    pub strong: bool,
}

impl Overlay {
    /// The overlay after this one (after the last, none).
    pub fn next(self) -> Overlay {
        match self {
            Overlay::Off => Overlay::Stable,
            Overlay::Stable => Overlay::Frontier,
            Overlay::Frontier => Overlay::Corners,
            Overlay::Corners => Overlay::Parity,
            Overlay::Parity => Overlay::Off,
        }
    }

    /// The marks on `board`, square by square (a1 first).
    pub fn marks(self, board: ByColor<Bitboard>) -> [Option<Mark>; 64] {
        let mut marks = [None; 64];
        let mut mark = |set: Bitboard, glyph: char, strong: bool| {
            for square in set.squares() {
                marks[square.index()] = Some(Mark { glyph, strong });
            }
        };
        let (black, white) = (board[Color::Black], board[Color::White]);
        let empty = Bitboard(!(black.0 | white.0));
        match self {
            Overlay::Off => {}
            Overlay::Stable => {
                mark(Bitboard(stable_discs(black.0, white.0) | stable_discs(white.0, black.0)), '*', true);
            }
            Overlay::Frontier => mark(frontier(Bitboard(black.0 | white.0), empty), '+', true),
            Overlay::Corners => {
                let (x_squares, c_squares) = danger_squares(empty);
                mark(x_squares, 'X', true);
                mark(c_squares, 'C', true);
            }
            Overlay::Parity if empty.count() <= PARITY_EMPTIES => {
                for region in regions(empty) {
                    let size = region.count();
                    // Not the frontier's +: a region too big for one digit is #.
                    let glyph = char::from_digit(size, 10).unwrap_or('#');
                    mark(region, glyph, size % 2 == 1);
                }
            }
            Overlay::Parity => {}
        }
        marks
    }

    /// What the marks mean, in one line, with the stable and frontier discs of each side
    /// counted; `None` when the overlay is off.
    pub fn explanation(self, language: Language, board: ByColor<Bitboard>) -> Option<String> {
        let (black, white) = (board[Color::Black], board[Color::White]);
        let empty = Bitboard(!(black.0 | white.0));
        let per_side = |of: fn(Bitboard, Bitboard) -> u64| {
            (of(black, white).count_ones(), of(white, black).count_ones())
        };
        Some(match self {
            Overlay::Off => return None,
            Overlay::Stable => {
                let (b, w) = per_side(|mine, theirs| stable_discs(mine.0, theirs.0));
                tr!(language, "overlay-stable", black = b, white = w)
            }
            Overlay::Frontier => {
                let (b, w) = per_side(|mine, theirs| frontier(mine, Bitboard(!(mine.0 | theirs.0))).0);
                tr!(language, "overlay-frontier", black = b, white = w)
            }
            Overlay::Corners => tr!(language, "overlay-corners"),
            Overlay::Parity if empty.count() <= PARITY_EMPTIES => {
                let regions = regions(empty);
                let odd = regions.iter().filter(|r| r.count() % 2 == 1).count();
                tr!(language, "overlay-parity", regions = regions.len(), odd = odd)
            }
            Overlay::Parity => {
                tr!(language, "overlay-parity-later", from = PARITY_EMPTIES, empties = empty.count())
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::parse_squares;

    fn board(rows: &str) -> ByColor<Bitboard> {
        parse_squares(&rows.split_whitespace().collect::<String>()).unwrap()
    }

    fn marked(marks: &[Option<Mark>; 64]) -> String {
        marks.iter().map(|m| m.map_or('.', |m| m.glyph)).collect()
    }

    #[test]
    fn the_overlays_come_in_turn_and_end_with_none() {
        let mut overlay = Overlay::Off;
        let mut seen = Vec::new();
        for _ in 0..5 {
            overlay = overlay.next();
            seen.push(overlay);
        }
        assert_eq!(
            seen,
            [Overlay::Stable, Overlay::Frontier, Overlay::Corners, Overlay::Parity, Overlay::Off]
        );
        let start = board("---------------------------OX------XO---------------------------");
        assert_eq!(Overlay::Off.explanation(Language::En, start), None);
        assert!(Overlay::Off.marks(start).iter().all(Option::is_none));
    }

    #[test]
    fn a_corner_and_the_edge_filled_from_it_are_stable() {
        // The rules sheets' example: a1 and the discs beside it along the edges are stable, and
        // so is b2, walled in by them on every line; the white disc past the gap is not.
        let b = board(
            "XXXX-O--
             XX------
             X-------
             ---OX---
             ---XO---
             --------
             --------
             --------",
        );
        let marks = Overlay::Stable.marks(b);
        assert_eq!(&marked(&marks)[..24], "****....**......*.......");
        assert!(Overlay::Stable.explanation(Language::En, b).unwrap().contains("black has 7, white 0"));
        // A full edge is stable whoever holds it.
        let full = board(
            "XXXOOOXO
             --------
             --------
             ---OX---
             ---XO---
             --------
             --------
             --------",
        );
        assert_eq!(&marked(&Overlay::Stable.marks(full))[..8], "********");
        assert!(Overlay::Stable.explanation(Language::En, full).unwrap().contains("black has 4, white 4"));
    }

    #[test]
    fn frontier_and_corner_marks() {
        let start = board("---------------------------OX------XO---------------------------");
        assert_eq!(Overlay::Frontier.marks(start).iter().flatten().count(), 4);
        assert!(Overlay::Frontier.explanation(Language::En, start).unwrap().contains("black has 2, white 2"));
        let corners = Overlay::Corners.marks(start);
        assert_eq!(corners.iter().flatten().filter(|m| m.glyph == 'X').count(), 4);
        assert_eq!(corners.iter().flatten().filter(|m| m.glyph == 'C').count(), 8);
        assert_eq!(corners[9].map(|m| m.glyph), Some('X'), "b2");
        assert_eq!(corners[1].map(|m| m.glyph), Some('C'), "b1");
        // A corner block: the discs walled in by others are not on the frontier.
        let block = board(
            "XXX-----
             XXX-----
             XXO-----
             --------
             --------
             --------
             --------
             --------",
        );
        assert!(Overlay::Frontier.explanation(Language::En, block).unwrap().contains("black has 4, white 1"));
        assert_eq!(Overlay::Frontier.marks(block).iter().flatten().count(), 5);
    }

    #[test]
    fn parity_marks_each_region_with_its_size_in_the_endgame() {
        let endgame = board(
            "--XXXXXX
             -XXXXXXX
             XXXXXXX-
             XXXXXXXX
             XXXOOXXX
             XXXXXX-X
             XXXXX-XX
             XXXXXXX-",
        );
        let marks = Overlay::Parity.marks(endgame);
        assert_eq!(marks[0], Some(Mark { glyph: '3', strong: true }), "a1: a region of three, odd");
        assert_eq!(marks[46], Some(Mark { glyph: '2', strong: false }), "g6: a region of two, even");
        assert_eq!(marks[63], Some(Mark { glyph: '1', strong: true }));
        assert_eq!(marks.iter().flatten().count(), 7);
        assert!(
            Overlay::Parity
                .explanation(Language::En, endgame)
                .unwrap()
                .starts_with("Parity: 4 empty regions, 3 odd")
        );
        // A region of eleven: too big for a digit, and not the frontier's mark.
        let big = board(
            "--------
             ---XXXXX
             XXXXXXXX
             XXXXXXXX
             XXXOOXXX
             XXXXXXXX
             XXXXXXXX
             XXXXXXXX",
        );
        assert_eq!(Overlay::Parity.marks(big)[0], Some(Mark { glyph: '#', strong: true }));
        let start = board("---------------------------OX------XO---------------------------");
        assert!(Overlay::Parity.marks(start).iter().all(Option::is_none));
        assert!(Overlay::Parity.explanation(Language::En, start).unwrap().contains("(60 now)"));
    }
}
