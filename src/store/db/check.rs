//! What keeps `games.db`'s damage from answering a query: the checksum of its blocks and of its
//! header.

/// The moves and the index are checked in blocks of this many bytes, counted from the first
/// byte of the moves: a query reads and checks a few dozen of them, never the whole 100 MB. Small,
/// so that a binary search's probe costs a page (the read the system does anyway) and a checksum
/// of it (about a microsecond), where 64 KiB blocks checked 700 KB for every query.
pub(super) const BLOCK: u64 = 4096;

const MULTIPLIER: u64 = 0x9E37_79B9_7F4A_7C15;

/// One word into a running checksum. For a given running value it takes different words to
/// different results, and for a given word different running values to different results, so a
/// change confined to one 8-byte word always changes the checksum; the rotation carries a
/// change in the high bits down, where the next multiplication spreads it.
fn step(running: u64, word: u64) -> u64 {
    (running ^ word).wrapping_mul(MULTIPLIER).rotate_left(29)
}

/// A 64-bit checksum of `bytes`: four running values over interleaved words, so that the
/// multiplications overlap (several gigabytes a second, where FNV-1a a byte at a time did one),
/// then joined with the length. It finds damage, not forgery: whoever rewrites the bytes can
/// rewrite their checksums too.
pub(super) fn checksum(bytes: &[u8]) -> u64 {
    let mut lanes =
        [0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89];
    let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
    let mut chunks = bytes.chunks_exact(32);
    for chunk in &mut chunks {
        for (lane, bytes) in lanes.iter_mut().zip(chunk.chunks_exact(8)) {
            *lane = step(*lane, word(bytes));
        }
    }
    // The last bytes padded with zeros: the length, joined below, tells `ab` from `ab\0`.
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut tail = [0u8; 32];
        tail[..rest.len()].copy_from_slice(rest);
        for (lane, bytes) in lanes.iter_mut().zip(tail.chunks_exact(8)) {
            *lane = step(*lane, word(bytes));
        }
    }
    let joined = lanes[1..].iter().fold(lanes[0], |running, &lane| step(running, lane));
    let mut sum = step(joined, bytes.len() as u64);
    // A final mix, so that every bit of the result depends on every bit of the state.
    sum ^= sum >> 33;
    sum = sum.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    sum ^ sum >> 33
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_change_to_one_byte_or_one_word_changes_the_checksum() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for length in [1, 7, 8, 31, 32, 33, 100, 4096] {
            let bytes: Vec<u8> = (0..length).map(|_| next() as u8).collect();
            let sum = checksum(&bytes);
            for at in 0..length {
                for change in [1u8, 0x80, 0xFF, next() as u8 | 1] {
                    let mut changed = bytes.clone();
                    changed[at] ^= change;
                    assert_ne!(checksum(&changed), sum, "length {length}, byte {at}, ^{change:#x}");
                }
            }
            // A whole word changed, and the same high bit of two neighbouring words (which a
            // multiplication alone would carry out of the top and lose).
            for at in (0..length.saturating_sub(8)).step_by(8) {
                let mut changed = bytes.clone();
                changed[at..at + 8].copy_from_slice(&next().to_le_bytes());
                assert_ne!(checksum(&changed), sum, "length {length}, word at {at}");
                if at + 40 <= length {
                    let mut two = bytes.clone();
                    two[at + 7] ^= 0x80;
                    two[at + 39] ^= 0x80;
                    assert_ne!(checksum(&two), sum, "length {length}, top bits at {at}");
                }
            }
        }
    }

    #[test]
    fn a_longer_run_of_zeros_is_told_apart() {
        assert_ne!(checksum(b""), checksum(b"\0"));
        assert_ne!(checksum(b"ab"), checksum(b"ab\0"));
        assert_ne!(checksum(&[0; 32]), checksum(&[0; 33]));
        assert_ne!(checksum(&[0; BLOCK as usize]), checksum(&[0; BLOCK as usize - 8]));
    }
}
