//! The result of a game: discs on the board, and the official score in which empty squares go
//! to the winner (a loss on time gives the winner at least 33-31).

use std::fmt;

use super::color::{ByColor, Color};

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// Neither player could move: the discs decide.
    Discs,
    /// The named player's flag fell.
    Time {
        /// Whose time ran out.
        loser: Color,
    },
    /// The named player resigned.
    Resignation {
        /// Who resigned.
        loser: Color,
    },
}

/// A finished game's result.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Discs of each colour on the board at the end.
    pub discs: ByColor<u8>,
    /// The official score: 64 in all, empty squares to the winner, a draw 32-32.
    pub score: ByColor<u8>,
    /// How the game ended.
    pub ending: Ending,
}

impl Outcome {
    /// The result when neither player can move.
    pub fn by_discs(discs: ByColor<u8>) -> Outcome {
        let winner = match discs.black.cmp(&discs.white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        };
        let score = match winner {
            Some(winner) => {
                let mut score = discs;
                score[winner] = 64 - discs[!winner];
                score
            }
            None => ByColor::both(32),
        };
        Outcome { winner, discs, score, ending: Ending::Discs }
    }

    /// The result when `loser`'s flag falls: the winner gets the board count with the empty
    /// squares, or 33-31 if that would be less (the Japan Othello Federation's rule).
    pub fn by_time(loser: Color, discs: ByColor<u8>) -> Outcome {
        Outcome { ending: Ending::Time { loser }, ..Outcome::by_forfeit(loser, discs) }
    }

    /// The result when `loser` resigns, scored as a loss on time.
    pub fn by_resignation(loser: Color, discs: ByColor<u8>) -> Outcome {
        Outcome { ending: Ending::Resignation { loser }, ..Outcome::by_forfeit(loser, discs) }
    }

    fn by_forfeit(loser: Color, discs: ByColor<u8>) -> Outcome {
        let winner = !loser;
        let winner_score = (64 - discs[loser]).max(33);
        let mut score = ByColor::both(0);
        score[winner] = winner_score;
        score[loser] = 64 - winner_score;
        Outcome { winner: Some(winner), discs, score, ending: Ending::Time { loser } }
    }

    /// The empty squares at the end.
    pub fn empties(&self) -> u8 {
        64 - self.discs.black - self.discs.white
    }
}

/// A sentence such as `Black wins 35-29 (34-29 on the board; the empty square goes to the winner)`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (score, discs) = (self.score, self.discs);
        match (self.winner, self.ending) {
            (Some(winner), Ending::Time { loser }) => write!(
                f,
                "{loser} lost on time: {winner} wins {}-{} ({}-{} on the board)",
                score[winner], score[loser], discs[winner], discs[loser]
            ),
            (Some(winner), Ending::Resignation { loser }) => write!(
                f,
                "{loser} resigned: {winner} wins {}-{} ({}-{} on the board)",
                score[winner], score[loser], discs[winner], discs[loser]
            ),
            (Some(winner), Ending::Discs) => {
                write!(f, "{winner} wins {}-{}", score[winner], score[!winner])?;
                match self.empties() {
                    0 => Ok(()),
                    1 => write!(
                        f,
                        " ({}-{} on the board; the empty square goes to the winner)",
                        discs[winner], discs[!winner]
                    ),
                    n => write!(
                        f,
                        " ({}-{} on the board; the {n} empty squares go to the winner)",
                        discs[winner], discs[!winner]
                    ),
                }
            }
            (None, _) => {
                write!(f, "Draw 32-32")?;
                if self.empties() > 0 {
                    write!(f, " ({}-{} on the board)", discs.black, discs.white)?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_empty_square_goes_to_the_winner() {
        let outcome = Outcome::by_discs(ByColor::new(34, 29));
        assert_eq!(outcome.score, ByColor::new(35, 29));
        assert_eq!(
            outcome.to_string(),
            "Black wins 35-29 (34-29 on the board; the empty square goes to the winner)"
        );
    }

    #[test]
    fn a_wipe_out_is_64_0_and_a_draw_is_32_32() {
        assert_eq!(Outcome::by_discs(ByColor::new(13, 0)).score, ByColor::new(64, 0));
        assert_eq!(Outcome::by_discs(ByColor::new(0, 9)).score, ByColor::new(0, 64));
        let draw = Outcome::by_discs(ByColor::new(30, 30));
        assert_eq!((draw.winner, draw.score), (None, ByColor::new(32, 32)));
    }

    #[test]
    fn a_loss_on_time_gives_the_winner_at_least_33_31() {
        // The winner is behind on the board: 33-31.
        let behind = Outcome::by_time(Color::Black, ByColor::new(40, 10));
        assert_eq!((behind.winner, behind.score), (Some(Color::White), ByColor::new(31, 33)));
        // The winner is ahead: board count with the empties.
        let ahead = Outcome::by_time(Color::White, ByColor::new(30, 20));
        assert_eq!(ahead.score, ByColor::new(44, 20));
        assert_eq!(ahead.to_string(), "White lost on time: Black wins 44-20 (30-20 on the board)");
    }

    #[test]
    fn a_resignation_is_scored_as_a_loss_on_time() {
        let resigned = Outcome::by_resignation(Color::White, ByColor::new(20, 30));
        assert_eq!((resigned.winner, resigned.score), (Some(Color::Black), ByColor::new(34, 30)));
        assert_eq!(resigned.ending, Ending::Resignation { loser: Color::White });
        assert_eq!(resigned.to_string(), "White resigned: Black wins 34-30 (20-30 on the board)");
    }
}
