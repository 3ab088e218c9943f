//! Stable discs: discs that no sequence of moves can ever flip, found as a fixed point over the
//! four lines through each disc, with full lines and the board's edges as anchors.

use super::bitboard::{NOT_A, NOT_H};

/// The squares of full lines, for each of the four line directions: a disc on a full line cannot
/// be flipped along it, since no move can be played on it. Branch-free: each line's fullness
/// is spread along it by shifts, squares off the board counting as full.
#[inline(always)]
fn full_lines(occupied: u64) -> [u64; 4] {
    const COLUMN_A: u64 = 0x0101_0101_0101_0101;
    // Rows: column a's bit ends up set when the whole row is taken.
    let mut rows = occupied;
    rows &= rows >> 1;
    rows &= rows >> 2;
    rows &= rows >> 4;
    let rows = (rows & COLUMN_A) * 0xFF;
    // Columns: row 1's bit ends up set when the whole column is taken.
    let mut columns = occupied;
    columns &= columns >> 8;
    columns &= columns >> 16;
    columns &= columns >> 32;
    let columns = (columns & 0xFF) * COLUMN_A;
    [rows, columns, full_along(occupied, 9), full_along(occupied, 7)]
}

/// The squares of the full diagonals in the direction of `step` (9: a1 to h8, 7: h1 to a8).
#[inline(always)]
fn full_along(occupied: u64, step: u32) -> u64 {
    // Squares within 1, 2 and 4 steps of the edge, forwards (down the board) and backwards.
    const fn near_edge(columns: u64, rows: u64) -> u64 {
        columns | rows
    }
    let (forward, backward) = if step == 9 {
        (
            [
                near_edge(0x8080_8080_8080_8080, 0xFF << 56),
                near_edge(0xC0C0_C0C0_C0C0_C0C0, 0xFFFF << 48),
                near_edge(0xF0F0_F0F0_F0F0_F0F0, 0xFFFF_FFFF << 32),
            ],
            [
                near_edge(0x0101_0101_0101_0101, 0xFF),
                near_edge(0x0303_0303_0303_0303, 0xFFFF),
                near_edge(0x0F0F_0F0F_0F0F_0F0F, 0xFFFF_FFFF),
            ],
        )
    } else {
        (
            [
                near_edge(0x0101_0101_0101_0101, 0xFF << 56),
                near_edge(0x0303_0303_0303_0303, 0xFFFF << 48),
                near_edge(0x0F0F_0F0F_0F0F_0F0F, 0xFFFF_FFFF << 32),
            ],
            [
                near_edge(0x8080_8080_8080_8080, 0xFF),
                near_edge(0xC0C0_C0C0_C0C0_C0C0, 0xFFFF),
                near_edge(0xF0F0_F0F0_F0F0_F0F0, 0xFFFF_FFFF),
            ],
        )
    };
    let mut full = occupied;
    full &= (full >> step) | forward[0];
    full &= (full >> (2 * step)) | forward[1];
    full &= (full >> (4 * step)) | forward[2];
    full &= (full << step) | backward[0];
    full &= (full << (2 * step)) | backward[1];
    full &= (full << (4 * step)) | backward[2];
    full
}

/// The 15 diagonals (a1-h8 direction) and 15 anti-diagonals (h1-a8 direction) as masks.
#[cfg(test)]
const DIAGONALS: [u64; 15] = diagonal_masks(9);
#[cfg(test)]
const ANTI_DIAGONALS: [u64; 15] = diagonal_masks(7);

#[cfg(test)]
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
    fn the_full_lines_are_those_of_the_line_masks_for_every_board() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..2000 {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            let random = state.wrapping_mul(0x2545_F491_4F6C_DD1D);
            // Mostly-full boards, where full lines happen.
            let occupied = random | random.rotate_left(17) | random.rotate_left(29);
            let slow =
                |masks: &[u64]| masks.iter().filter(|&&m| occupied & m == m).fold(0, |all, &m| all | m);
            let rows: Vec<u64> = (0..8).map(|r| 0xFFu64 << (8 * r)).collect();
            let columns: Vec<u64> = (0..8).map(|c| 0x0101_0101_0101_0101u64 << c).collect();
            assert_eq!(
                full_lines(occupied),
                [slow(&rows), slow(&columns), slow(&DIAGONALS), slow(&ANTI_DIAGONALS)]
            );
        }
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
