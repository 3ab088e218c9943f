//! The disc pool: 32 discs each, handicap discs from the receiver's hand, borrowing when a hand is empty.

use super::color::{ByColor, Color};

/// The discs each player owns at the start.
pub const DISCS_PER_PLAYER: u8 = 32;

/// The discs each player holds in hand (not yet on the board).
///
/// Hands plus the discs on the board always total 64.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pool {
    hands: ByColor<u8>,
}

/// Where the disc for a move came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    /// The mover's own hand.
    Own,
    /// The opponent's hand, because the mover's was empty.
    Borrowed,
}

impl Pool {
    /// The hands after the four centre discs are set: 30 each.
    pub const fn new() -> Pool {
        Pool { hands: ByColor::new(DISCS_PER_PLAYER - 2, DISCS_PER_PLAYER - 2) }
    }

    /// The hands from their sizes; `None` if either is above 32.
    pub const fn from_hands(hands: ByColor<u8>) -> Option<Pool> {
        if hands.black <= DISCS_PER_PLAYER && hands.white <= DISCS_PER_PLAYER {
            Some(Pool { hands })
        } else {
            None
        }
    }

    /// The discs in each hand.
    pub const fn hands(self) -> ByColor<u8> {
        self.hands
    }

    /// Takes one disc for a move by `mover`: from its own hand, or from the opponent's when its
    /// own is empty. `None` when both hands are empty (then the board is full and nobody can move).
    pub fn take(&mut self, mover: Color) -> Option<Source> {
        if self.hands[mover] > 0 {
            self.hands[mover] -= 1;
            Some(Source::Own)
        } else if self.hands[!mover] > 0 {
            self.hands[!mover] -= 1;
            Some(Source::Borrowed)
        } else {
            None
        }
    }
}

impl Default for Pool {
    fn default() -> Pool {
        Pool::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_hand_borrows_from_the_opponent() {
        let mut pool = Pool::from_hands(ByColor::new(0, 2)).unwrap();
        assert_eq!(pool.take(Color::Black), Some(Source::Borrowed));
        assert_eq!(pool.hands(), ByColor::new(0, 1));
        assert_eq!(pool.take(Color::White), Some(Source::Own));
        assert_eq!(pool.take(Color::Black), None);
    }
}
