//! The move generator and flipper of `portable`, four directions at a time in AVX2 registers.
//!
//! Same contract and results as `portable`; used when the CPU has AVX2 (detected at run time)
//! and checked against a slow reference by the tests.

use std::arch::x86_64::{
    __m256i, _mm_cvtsi128_si64, _mm_or_si128, _mm_unpackhi_epi64, _mm256_and_si256, _mm256_andnot_si256,
    _mm256_castsi256_si128, _mm256_cmpeq_epi64, _mm256_extracti128_si256, _mm256_loadu_si256,
    _mm256_or_si256, _mm256_set_epi64x, _mm256_set1_epi64x, _mm256_setzero_si256, _mm256_slli_epi64,
    _mm256_sllv_epi64, _mm256_srlv_epi64, _mm256_sub_epi64,
};

use super::portable::{RAYS, STEPS};

/// The lanes' steps (1, 7, 8, 9 bits), and twice and four times them.
#[inline]
#[target_feature(enable = "avx2")]
fn steps(times: i64) -> __m256i {
    let [a, b, c, d] = STEPS.map(|s| i64::from(s) * times);
    _mm256_set_epi64x(d, c, b, a)
}

/// The OR of the four lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn or_lanes(v: __m256i) -> u64 {
    let halves = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    _mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))) as u64
}

/// [`super::portable::legal_moves`] in AVX2.
///
/// # Safety
/// The CPU must have AVX2 (`is_x86_feature_detected!("avx2")`).
#[inline]
#[target_feature(enable = "avx2")]
pub(super) fn legal_moves(player: u64, opponent: u64) -> u64 {
    let inner = (opponent & 0x7E7E_7E7E_7E7E_7E7E) as i64;
    let player_v = _mm256_set1_epi64x(player as i64);
    // The vertical lane (step 8) may flip discs on columns a and h.
    let flippable = _mm256_set_epi64x(inner, opponent as i64, inner, inner);
    let (step, step2) = (steps(1), steps(2));

    let mut up = _mm256_and_si256(flippable, _mm256_sllv_epi64(player_v, step));
    let mut down = _mm256_and_si256(flippable, _mm256_srlv_epi64(player_v, step));
    up = _mm256_or_si256(up, _mm256_and_si256(flippable, _mm256_sllv_epi64(up, step)));
    down = _mm256_or_si256(down, _mm256_and_si256(flippable, _mm256_srlv_epi64(down, step)));
    let pairs_up = _mm256_and_si256(flippable, _mm256_sllv_epi64(flippable, step));
    let pairs_down = _mm256_srlv_epi64(pairs_up, step);
    for _ in 0..2 {
        up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, step2)));
        down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, step2)));
    }
    let moves = _mm256_or_si256(_mm256_sllv_epi64(up, step), _mm256_srlv_epi64(down, step));
    or_lanes(moves) & !(player | opponent)
}

/// [`super::portable::flips`] in AVX2.
///
/// # Safety
/// The CPU must have AVX2 (`is_x86_feature_detected!("avx2")`).
#[inline]
#[target_feature(enable = "avx2")]
pub(super) fn flips(player: u64, opponent: u64, square: usize) -> u64 {
    let player_v = _mm256_set1_epi64x(player as i64);
    let opponent_v = _mm256_set1_epi64x(opponent as i64);
    let zero = _mm256_setzero_si256();
    // SAFETY: each row of the tables is four `u64`s, one unaligned 256-bit load.
    let (rising, falling) = unsafe {
        (
            _mm256_loadu_si256(RAYS.rising[square].as_ptr().cast()),
            _mm256_loadu_si256(RAYS.falling[square].as_ptr().cast()),
        )
    };

    // Rising rays: the lowest square that is not an opponent disc, if it is a player disc.
    let not_opponent = _mm256_andnot_si256(opponent_v, rising);
    let lowest = _mm256_and_si256(not_opponent, _mm256_sub_epi64(zero, not_opponent));
    let outflank = _mm256_and_si256(lowest, player_v);
    // All ones when nothing outflanks, else the bits from the outflanking disc up.
    let eraser = _mm256_sub_epi64(_mm256_cmpeq_epi64(outflank, zero), outflank);
    let rising_flips = _mm256_andnot_si256(eraser, rising);

    // Falling rays: the highest square that is not an opponent disc. Fill its shadow down the
    // ray (every square below any such square), then keep the one square outside the shadow.
    let not_opponent = _mm256_andnot_si256(opponent_v, falling);
    let step = steps(1);
    let mut shadow = _mm256_or_si256(not_opponent, _mm256_srlv_epi64(not_opponent, step));
    shadow = _mm256_or_si256(shadow, _mm256_srlv_epi64(shadow, steps(2)));
    shadow = _mm256_or_si256(shadow, _mm256_srlv_epi64(shadow, steps(4)));
    let highest = _mm256_andnot_si256(_mm256_srlv_epi64(shadow, step), not_opponent);
    let outflank = _mm256_and_si256(highest, player_v);
    // The bits above the outflanking disc; none when nothing outflanks.
    let above = _mm256_slli_epi64::<1>(_mm256_sub_epi64(zero, outflank));
    let falling_flips = _mm256_and_si256(above, falling);

    or_lanes(_mm256_or_si256(rising_flips, falling_flips))
}
