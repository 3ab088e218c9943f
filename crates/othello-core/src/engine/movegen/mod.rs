//! The move generators: a portable kernel every CPU runs and an AVX2 kernel, behind one trait;
//! the fastest this CPU has is chosen once, at run time. Used by positions, perft and search.

#[cfg(target_arch = "x86_64")]
mod avx2;
mod portable;

/// A move generator on raw `u64` boards (bit 0 = a1): `player` is the side to move.
///
/// Its methods are `#[inline(always)]`, so that code generic over the kernel and compiled with
/// extra CPU features (as the search and perft are, once for each kernel) gets them inlined.
pub trait Kernel: Copy + Send + Sync + 'static {
    /// The empty squares where `player` can move: each outflanks at least one line.
    fn legal_moves(self, player: u64, opponent: u64) -> u64;
    /// The opponent discs that a move by `player` on the empty square `square` (0..64) flips;
    /// zero when the move is illegal.
    fn flips(self, player: u64, opponent: u64, square: usize) -> u64;
}

/// The generator every CPU runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Portable;

impl Kernel for Portable {
    #[inline(always)]
    fn legal_moves(self, player: u64, opponent: u64) -> u64 {
        portable::legal_moves(player, opponent)
    }

    #[inline(always)]
    fn flips(self, player: u64, opponent: u64, square: usize) -> u64 {
        portable::flips(player, opponent, square)
    }
}

/// The AVX2 generator; a value of it is proof that this CPU has AVX2, BMI1, BMI2, `lzcnt` and
/// `popcnt` (the features the search's and perft's AVX2 copies are compiled with).
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Avx2 {
    _detected: (),
}

#[cfg(target_arch = "x86_64")]
impl Avx2 {
    /// The AVX2 generator, if this CPU has AVX2, BMI1, BMI2, `lzcnt` and `popcnt`.
    pub fn detect() -> Option<Avx2> {
        use std::arch::is_x86_feature_detected as has;
        let has_all = has!("avx2") && has!("bmi1") && has!("bmi2") && has!("lzcnt") && has!("popcnt");
        has_all.then_some(Avx2 { _detected: () })
    }
}

#[cfg(target_arch = "x86_64")]
impl Kernel for Avx2 {
    #[inline(always)]
    fn legal_moves(self, player: u64, opponent: u64) -> u64 {
        // SAFETY: an `Avx2` exists only once the CPU was found to have AVX2.
        unsafe { avx2::legal_moves(player, opponent) }
    }

    #[inline(always)]
    fn flips(self, player: u64, opponent: u64, square: usize) -> u64 {
        // SAFETY: as above.
        unsafe { avx2::flips(player, opponent, square) }
    }
}

/// Which kernel this CPU runs fastest, found once.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fastest {
    /// No AVX2: the portable generator.
    Portable(Portable),
    /// The AVX2 generator.
    #[cfg(target_arch = "x86_64")]
    Avx2(Avx2),
}

/// The fastest kernel this CPU has, detected on the first call.
pub fn fastest() -> Fastest {
    static FASTEST: std::sync::OnceLock<Fastest> = std::sync::OnceLock::new();
    *FASTEST.get_or_init(|| {
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = Avx2::detect() {
            return Fastest::Avx2(avx2);
        }
        Fastest::Portable(Portable)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const START_BLACK: u64 = (1 << 28) | (1 << 35); // e4 d5
    const START_WHITE: u64 = (1 << 27) | (1 << 36); // d4 e5

    fn agree(kernel: impl Kernel) {
        let moves = kernel.legal_moves(START_BLACK, START_WHITE);
        assert_eq!(moves, (1 << 26) | (1 << 19) | (1 << 44) | (1 << 37), "c4 d3 e6 f5");
        assert_eq!(kernel.flips(START_BLACK, START_WHITE, 37), 1 << 36, "f5 flips e5");
        assert_eq!(kernel.flips(START_BLACK, START_WHITE, 0), 0, "a1 flips nothing");
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_avx2_kernel_is_found_on_a_cpu_with_its_features() {
        use std::arch::is_x86_feature_detected as has;
        let has_all = has!("avx2") && has!("bmi1") && has!("bmi2") && has!("lzcnt") && has!("popcnt");
        assert_eq!(Avx2::detect().is_some(), has_all);
        assert_eq!(matches!(fastest(), Fastest::Avx2(_)), has_all);
    }

    #[test]
    fn every_kernel_finds_the_opening_moves() {
        agree(Portable);
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = Avx2::detect() {
            agree(avx2);
        }
        assert_eq!(fastest(), fastest(), "chosen once");
    }
}
