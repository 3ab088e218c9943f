//! Reviewing a game: for each move, the engine's best moves and their score, the score of the
//! move played, the discs it lost, the best line from there and the line of the move played;
//! each player's discs lost in all.
//! [`review`] runs the searches in turn (for the command line); the game asks its engine thread
//! for one analysis at a time and makes each verdict with [`MoveReview::of`]. Both search every
//! position from an empty table ([`Searcher::review`]), so a game always gets the same review.

use serde::Serialize;

use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Game, Turn};
use crate::engine::notation::numbered_plies;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::search::{Book, Level, Limits, Score, SearchResult, Searcher};
use crate::text::count;

/// Discs lost from which a move is marked `?`, and `??`.
pub const MISTAKE: i32 = 2;
/// See [`MISTAKE`].
pub const BLUNDER: i32 = 6;

/// A move to review: its number, who played it, the position before it, and the move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turning {
    /// The move's number, 1 to 60.
    pub number: usize,
    /// Who played it.
    pub color: Color,
    /// The position before it, `color` to move.
    pub position: Position,
    /// The move played.
    pub played: Square,
}

/// The moves of `game` (the passes, which leave no choice, left out), with the position before
/// each.
pub fn turnings(game: &Game) -> Vec<Turning> {
    numbered_plies(game)
        .into_iter()
        .zip(game.history())
        .filter_map(|((number, ply), (position, _))| match (number, ply.turn) {
            (Some(number), Turn::Move { square, .. }) => {
                Some(Turning { number, color: ply.color, position, played: square })
            }
            _ => None,
        })
        .collect()
}

/// One move reviewed.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct MoveReview {
    /// The move's number, 1 to 60.
    pub number: usize,
    /// Who played it.
    #[serde(serialize_with = "color_name")]
    pub color: Color,
    /// The move played.
    #[serde(rename = "move", serialize_with = "square_name")]
    pub played: Square,
    /// Its score for the player, in discs of the final result.
    #[serde(serialize_with = "discs")]
    pub score: Score,
    /// The engine's best moves.
    #[serde(serialize_with = "square_names")]
    pub best: Vec<Square>,
    /// Their score.
    #[serde(serialize_with = "discs")]
    pub best_score: Score,
    /// The discs the move lost against the best (0 for a best move).
    pub lost: i32,
    /// Whether the scores are exact final results (the engine solved to the end).
    pub exact: bool,
    /// The best line from the position before the move, best move first.
    #[serde(serialize_with = "square_names")]
    pub line: Vec<Square>,
    /// The line of the move played, that move first: the same as `line` for a best move.
    #[serde(serialize_with = "square_names")]
    pub played_line: Vec<Square>,
    /// The value of the move played in the opening book, in discs, if it is a book move.
    #[serde(serialize_with = "book_discs")]
    pub book: Option<Score>,
}

fn book_discs<S: serde::Serializer>(score: &Option<Score>, s: S) -> Result<S::Ok, S::Error> {
    match score {
        Some(score) => s.serialize_some(&score.round()),
        None => s.serialize_none(),
    }
}

/// The book's value of the move `turning` played, if it leads into `book`.
pub fn book_value(book: &Book, turning: &Turning) -> Option<Score> {
    book.moves(turning.position).iter().find(|m| m.square == turning.played).map(|m| m.score)
}

fn color_name<S: serde::Serializer>(color: &Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(color.name())
}

fn square_name<S: serde::Serializer>(square: &Square, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(square)
}

fn square_names<S: serde::Serializer>(squares: &[Square], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(squares.iter().map(ToString::to_string))
}

fn discs<S: serde::Serializer>(score: &Score, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_i32(score.round())
}

impl MoveReview {
    /// The review of `turning` from the engine's analysis of the position before it (every
    /// move scored).
    pub fn of(turning: &Turning, analysis: &SearchResult) -> MoveReview {
        let best_score = analysis.score;
        let played = analysis.moves.iter().find(|m| m.square == turning.played);
        let score = played.map_or(best_score, |m| m.score);
        let best: Vec<Square> = analysis
            .moves
            .iter()
            .filter(|m| m.score.round() == best_score.round())
            .map(|m| m.square)
            .collect();
        MoveReview {
            number: turning.number,
            color: turning.color,
            played: turning.played,
            score,
            lost: (best_score.round() - score.round()).max(0),
            best,
            best_score,
            exact: analysis.exact,
            line: analysis.pv.clone(),
            played_line: played.map_or_else(|| vec![turning.played], |m| m.pv.clone()),
            book: None,
        }
    }

    /// `?` for a mistake, `??` for a blunder, else nothing.
    pub fn mark(&self) -> &'static str {
        match self.lost {
            lost if lost >= BLUNDER => "??",
            lost if lost >= MISTAKE => "?",
            _ => "",
        }
    }

    /// The score after the move, from black's side: the graph's point.
    pub fn for_black(&self) -> Score {
        if self.color == Color::Black { self.score } else { self.score.negate() }
    }
}

/// One player's account in a review: the discs lost in all, the mistakes (`?` and `??`) and the
/// blunders among them (`??`).
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug, Serialize)]
pub struct Tally {
    /// The discs lost, over all the player's moves.
    pub lost: i32,
    /// The moves marked `?` or `??`.
    pub mistakes: usize,
    /// The moves marked `??`.
    pub blunders: usize,
}

impl std::fmt::Display for Tally {
    /// `5 discs lost, 1 mistake, 0 blunders`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} lost, {}, {}",
            count(self.lost, "disc", "discs"),
            count(self.mistakes as i64, "mistake", "mistakes"),
            count(self.blunders as i64, "blunder", "blunders")
        )
    }
}

/// Each player's account over `reviews`.
pub fn tally(reviews: &[MoveReview]) -> ByColor<Tally> {
    let mut tally = ByColor::both(Tally::default());
    for review in reviews {
        let account = &mut tally[review.color];
        account.lost += review.lost;
        account.mistakes += usize::from(review.lost >= MISTAKE);
        account.blunders += usize::from(review.lost >= BLUNDER);
    }
    tally
}

/// A review solves exactly from this many empty squares at every level (well under a second a
/// move), so its verdicts on the endgame are the truth.
pub const REVIEW_EXACT_FROM: u32 = 20;

/// The limits of a review at `level`: its depth, without noise, solving exactly from
/// [`REVIEW_EXACT_FROM`] empties or the level's own, whichever is more, and never selective to
/// the end of the game: a verdict is the truth or the level's midgame judgement, nothing between.
pub fn limits(level: Level) -> Limits {
    let limits = level.limits(0);
    Limits { noise: 0, exact_from: limits.exact_from.max(REVIEW_EXACT_FROM), probable_from: 0, ..limits }
}

/// Reviews every move of `game` at `limits`, each move of `book` marked with its book value,
/// telling `progress` how many moves are done of how many after each.
pub fn review(
    game: &Game,
    limits: &Limits,
    book: &Book,
    mut progress: impl FnMut(usize, usize),
) -> Vec<MoveReview> {
    let mut searcher = Searcher::new();
    let turnings = turnings(game);
    let mut reviews = Vec::with_capacity(turnings.len());
    for (done, turning) in turnings.iter().enumerate() {
        progress(done, turnings.len());
        let analysis = searcher.review(turning.position, limits, &mut ());
        reviews.push(MoveReview { book: book_value(book, turning), ..MoveReview::of(turning, &analysis) });
    }
    progress(turnings.len(), turnings.len());
    reviews
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::Rules;
    use crate::search::{Bound, MoveScore};

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn the_moves_come_with_the_position_before_each_passes_left_out() {
        let mut game = Game::new(Rules::default());
        game.play_transcript("f5d6c3").unwrap();
        let turnings = turnings(&game);
        assert_eq!(turnings.len(), 3);
        assert_eq!(turnings[0].position, Position::START);
        assert_eq!(turnings[1].position, Position::START.play(sq("f5")));
        assert_eq!((turnings[2].number, turnings[2].color, turnings[2].played), (3, Color::Black, sq("c3")));
    }

    #[test]
    fn a_move_is_scored_against_the_best_and_marked_by_the_discs_it_lost() {
        let turning = Turning { number: 7, color: Color::White, position: Position::START, played: sq("d3") };
        let analysis = SearchResult {
            best: Some(sq("c4")),
            score: Score(410),
            depth: 8,
            exact: false,
            probability: None,
            book: false,
            pv: vec![sq("c4"), sq("c3")],
            moves: [("c4", 410), ("e6", 380), ("d3", -260), ("f5", -900)]
                .iter()
                .map(|&(s, score)| MoveScore {
                    square: sq(s),
                    score: Score(score),
                    bound: Bound::Exact,
                    pv: vec![sq(s), sq("e3")],
                    verdict: None,
                })
                .collect(),
            nodes: 1,
        };
        let review = MoveReview::of(&turning, &analysis);
        assert_eq!(review.line, [sq("c4"), sq("c3")], "the best line");
        assert_eq!(review.played_line, [sq("d3"), sq("e3")], "the line of the move played");
        assert_eq!(review.best, [sq("c4"), sq("e6")], "both round to +4");
        assert_eq!((review.score, review.lost, review.mark()), (Score(-260), 7, "??"));
        assert_eq!(review.for_black(), Score(260), "white's -3 is black's +3");
        let played_best = MoveReview::of(&Turning { played: sq("e6"), ..turning }, &analysis);
        assert_eq!((played_best.lost, played_best.mark()), (0, ""));
        let slip = MoveReview::of(&Turning { played: sq("f5"), ..turning }, &analysis);
        assert_eq!(slip.lost, 13);
        let small = SearchResult {
            moves: vec![
                analysis.moves[0].clone(),
                MoveScore { score: Score(190), ..analysis.moves[2].clone() },
            ],
            ..analysis.clone()
        };
        let review = MoveReview::of(&turning, &small);
        assert_eq!((review.lost, review.mark()), (2, "?"));
        let json = serde_json::to_value(&review).unwrap();
        assert_eq!(json["move"], "d3");
        assert_eq!(json["color"], "white");
        assert_eq!(json["score"], 2);
        assert_eq!(json["best"], serde_json::json!(["c4"]));
        assert_eq!(json["played_line"], serde_json::json!(["d3", "e3"]));
        let tally = tally(&[review.clone(), slip, played_best]);
        assert_eq!(tally[Color::Black], Tally::default());
        assert_eq!(tally[Color::White], Tally { lost: 15, mistakes: 2, blunders: 1 });
        assert_eq!(tally[Color::White].to_string(), "15 discs lost, 2 mistakes, 1 blunder");
        assert_eq!(
            Tally { lost: 1, mistakes: 1, blunders: 0 }.to_string(),
            "1 disc lost, 1 mistake, 0 blunders"
        );
    }
}
