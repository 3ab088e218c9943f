//! `SplitMix64`: a small, fast, seeded generator, so that noisy play, benchmarks and training
//! repeat exactly from their seed.

/// The splitmix64 generator (Steele, Lea and Flood): every seed gives a good stream.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_splitmix64() {
        // The first outputs for seed 0 of the reference implementation.
        let mut rng = SplitMix64(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let counts = (0..6000).fold([0; 6], |mut counts, _| {
            counts[rng.below(6) as usize] += 1;
            counts
        });
        assert!(counts.iter().all(|&c| (850..1150).contains(&c)), "{counts:?}");
    }
}
