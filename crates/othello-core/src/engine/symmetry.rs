//! The eight symmetries of the board (rotations and reflections), on squares and on whole
//! bitboards: numbered 0 to 7, bit 2 transposes (a column becomes a row), then bit 0 mirrors
//! the columns (a↔h) and bit 1 the rows (1↔8).

/// The number of symmetries, the identity (0) included.
pub const SYMMETRIES: usize = 8;

/// The image of the square with index `square` (a1 = 0) under `symmetry`.
pub const fn square(symmetry: usize, square: u8) -> u8 {
    let (mut column, mut row) = (square % 8, square / 8);
    if symmetry & 4 != 0 {
        (column, row) = (row, column);
    }
    if symmetry & 1 != 0 {
        column = 7 - column;
    }
    if symmetry & 2 != 0 {
        row = 7 - row;
    }
    row * 8 + column
}

/// The symmetry that undoes `symmetry`. The mirrors undo themselves and each other in any
/// order; after a transposition, a mirror of the columns undoes one of the rows.
pub const fn inverse(symmetry: usize) -> usize {
    if symmetry & 4 == 0 { symmetry } else { 4 | ((symmetry & 1) << 1) | ((symmetry & 2) >> 1) }
}

/// The image of the squares `bits` under `symmetry`: the bit of each square moves to its image.
#[inline(always)]
pub const fn board(symmetry: usize, bits: u64) -> u64 {
    let mut bits = if symmetry & 4 != 0 { transpose(bits) } else { bits };
    if symmetry & 1 != 0 {
        bits = mirror_columns(bits);
    }
    if symmetry & 2 != 0 {
        bits = bits.swap_bytes();
    }
    bits
}

/// The images of `bits` under all eight symmetries, in their order.
#[inline(always)]
pub fn all_boards(bits: u64) -> [u64; SYMMETRIES] {
    let (mirrored, transposed) = (mirror_columns(bits), transpose(bits));
    let transposed_mirrored = mirror_columns(transposed);
    [
        bits,
        mirrored,
        bits.swap_bytes(),
        mirrored.swap_bytes(),
        transposed,
        transposed_mirrored,
        transposed.swap_bytes(),
        transposed_mirrored.swap_bytes(),
    ]
}

/// Column `c` to column `7 - c`: the bits of each row reversed.
#[inline(always)]
const fn mirror_columns(bits: u64) -> u64 {
    let bits = ((bits >> 1) & 0x5555_5555_5555_5555) | ((bits & 0x5555_5555_5555_5555) << 1);
    let bits = ((bits >> 2) & 0x3333_3333_3333_3333) | ((bits & 0x3333_3333_3333_3333) << 2);
    ((bits >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((bits & 0x0F0F_0F0F_0F0F_0F0F) << 4)
}

/// Column `c`, row `r` to column `r`, row `c`: the reflection in the a1-h8 diagonal, by three
/// swaps of blocks (4×4, 2×2, then single squares).
#[inline(always)]
const fn transpose(bits: u64) -> u64 {
    let mut bits = bits;
    let t = 0x0F0F_0F0F_0000_0000 & (bits ^ (bits << 28));
    bits ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (bits ^ (bits << 14));
    bits ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (bits ^ (bits << 7));
    bits ^ t ^ (t >> 7)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_symmetry_moves_every_square_to_its_image() {
        for symmetry in 0..SYMMETRIES {
            for s in 0..64u8 {
                assert_eq!(
                    board(symmetry, 1 << s),
                    1 << square(symmetry, s),
                    "symmetry {symmetry}, square {s}"
                );
            }
        }
        // a1 goes to each corner; b1 to each square next to a corner along an edge.
        let corners: Vec<u8> = (0..SYMMETRIES).map(|s| square(s, 0)).collect();
        assert_eq!(corners, [0, 7, 56, 63, 0, 7, 56, 63]);
        let b1: Vec<u8> = (0..SYMMETRIES).map(|s| square(s, 1)).collect();
        assert_eq!(b1, [1, 6, 57, 62, 8, 15, 48, 55]);
    }

    #[test]
    fn each_symmetry_is_undone_by_its_inverse() {
        for symmetry in 0..SYMMETRIES {
            let back = inverse(symmetry);
            assert!((0..64u8).all(|s| square(back, square(symmetry, s)) == s), "symmetry {symmetry}");
        }
        assert_eq!((0..SYMMETRIES).map(inverse).collect::<Vec<_>>(), [0, 1, 2, 3, 4, 6, 5, 7]);
    }

    #[test]
    fn all_boards_are_the_eight_images() {
        let bits = 0x0123_4567_89AB_CDEF;
        let expected: Vec<u64> = (0..SYMMETRIES).map(|s| board(s, bits)).collect();
        assert_eq!(all_boards(bits).to_vec(), expected);
        let distinct: std::collections::HashSet<u64> = expected.into_iter().collect();
        assert_eq!(distinct.len(), SYMMETRIES);
    }
}
