//! Stable discs: discs that no sequence of moves can ever flip, found as a fixed point over the
//! four lines through each disc, with full lines and the board's edges as anchors.

/// The squares of full lines, for each of the four line directions: a disc on a full line cannot
/// be flipped along it, since no move can be played on it.
#[inline(always)]
fn full_lines(occupied: u64) -> [u64; 4] {
    // Rows.
    let mut rows = 0u64;
    for row in 0..8 {
        let mask = 0xFFu64 << (8 * row);
        if occupied & mask == mask {
            rows |= mask;
        }
    }
    // Columns: a column is full if every one of its squares is.
    let mut columns = occupied;
    columns &= columns >> 8 | 0xFF00_0000_0000_0000;
    columns &= columns >> 16 | 0xFFFF_0000_0000_0000;
    columns &= columns >> 32 | 0xFFFF_FFFF_0000_0000;
    // `columns` now has row 1 set for each full column (and rubbish above, masked off).
    let full_columns = (columns & 0xFF) * 0x0101_0101_0101_0101;
    [rows, full_columns, full_diagonals(occupied, &DIAGONALS), full_diagonals(occupied, &ANTI_DIAGONALS)]
}

/// The 15 diagonals (a1-h8 direction) and 15 anti-diagonals (h1-a8 direction) as masks.
const DIAGONALS: [u64; 15] = diagonal_masks(9);
const ANTI_DIAGONALS: [u64; 15] = diagonal_masks(7);

const fn diagonal_masks(step: i32) -> [u64; 15] {
    let mut masks = [0u64; 15];
    let mut square = 0;
    while square < 64 {
        let (column, row) = (square % 8, square / 8);
        // Squares on one diagonal share column - row (step 9) or column + row (step 7).
        let index = if step == 9 { column - row + 7 } else { column + row };
        masks[index as usize] |= 1 << square;
        square += 1;
    }
    masks
}

#[inline(always)]
fn full_diagonals(occupied: u64, masks: &[u64; 15]) -> u64 {
    let mut full = 0;
    for &mask in masks {
        if occupied & mask == mask {
            full |= mask;
        }
    }
    full
}

const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const EDGE_COLUMNS: u64 = 0x8181_8181_8181_8181;
const EDGE_ROWS: u64 = 0xFF00_0000_0000_00FF;

/// The discs of `player` that can never be flipped, given the discs of `opponent`.
///
/// A disc is stable when, along each of the four lines through it, it cannot be outflanked:
/// the line is full, or the disc is on the board's edge across that line, or its neighbour on
/// that line is a stable disc of its own colour. Starting from none, stability spreads from the
/// corners and full lines until nothing changes. This finds every disc of the usual stable
/// patterns (corners, edges filled from a corner, full lines) and never a disc that can flip.
pub fn stable_discs(player: u64, opponent: u64) -> u64 {
    let [full_rows, full_columns, full_diagonal, full_anti] = full_lines(player | opponent);
    // Across each line, the squares where a disc cannot be outflanked whatever its neighbours.
    let horizontal_anchor = full_rows | EDGE_COLUMNS;
    let vertical_anchor = full_columns | EDGE_ROWS;
    let diagonal_anchor = full_diagonal | EDGE_COLUMNS | EDGE_ROWS;
    let anti_anchor = full_anti | EDGE_COLUMNS | EDGE_ROWS;
    let mut stable = 0u64;
    loop {
        let horizontal = horizontal_anchor | ((stable << 1) & NOT_A) | ((stable >> 1) & NOT_H);
        let vertical = vertical_anchor | (stable << 8) | (stable >> 8);
        let diagonal = diagonal_anchor | ((stable << 9) & NOT_A) | ((stable >> 9) & NOT_H);
        let anti = anti_anchor | ((stable << 7) & NOT_H) | ((stable >> 7) & NOT_A);
        let next = player & horizontal & vertical & diagonal & anti;
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(squares: &[&str]) -> u64 {
        squares.iter().map(|s| 1u64 << s.parse::<crate::engine::square::Square>().unwrap().index()).sum()
    }

    #[test]
    fn a_corner_and_the_edge_it_anchors_are_stable_and_a_lone_edge_disc_is_not() {
        let black = bits(&["a1", "b1", "c1", "a2", "d4"]);
        let white = bits(&["e5", "h4"]);
        assert_eq!(stable_discs(black, white), bits(&["a1", "b1", "c1", "a2"]));
        assert_eq!(stable_discs(white, black), 0, "h4 alone on an edge can still be flipped");
    }

    #[test]
    fn a_full_edge_is_stable_whatever_its_colours() {
        let black = bits(&["a1", "b1", "d1", "e1", "h1", "d5"]);
        let white = bits(&["c1", "f1", "g1", "e4"]);
        let full_edge = bits(&["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]);
        assert_eq!(stable_discs(black, white) & full_edge, black & full_edge);
        assert_eq!(stable_discs(white, black) & full_edge, white & full_edge);
    }

    #[test]
    fn the_full_lines_are_found() {
        let occupied = 0xFF | (0x0101_0101_0101_0101 << 3) | DIAGONALS[7];
        let [rows, columns, diagonals, anti] = full_lines(occupied);
        assert_eq!(rows, 0xFF);
        assert_eq!(columns, 0x0101_0101_0101_0101 << 3);
        // Besides a1-h8, the one-square diagonals h1 (and a1 and h8 among the anti-diagonals) are full.
        assert_eq!(diagonals, DIAGONALS[7] | 1 << 7);
        assert_eq!(anti, 1 | 1 << 63);
        assert_eq!((ANTI_DIAGONALS[0], DIAGONALS[14]), (1, 1 << 7), "a1 and h1 alone");
    }
}
