//! Review mode (`v`): the game's moves stepped through one at a time, the board as it was before
//! each with every move's score on it and the move played marked, the engine's verdict on the
//! move, each player's account, and a graph of the game; the analysis runs move by move on the
//! engine thread, at a level the player may raise for a deeper look.

use std::time::{Duration, Instant};

use crate::engine::color::ByColor;
use crate::engine::game::Game;
use crate::review::{self, MISTAKE, MoveReview, Tally, Turning};
use crate::search::{Book, Level, Limits, Score, SearchResult};

use super::games_list::GamesList;
use super::hints::{Hint, HintMode};

/// The level a review searches at until the player asks for another: deep enough to mean
/// something, quick enough to cover a game in seconds.
pub const REVIEW_LEVEL: Level = match Level::new(8) {
    Some(level) => level,
    None => unreachable!(),
};

/// The paces of the autoplay, a move every so long: the second is the first offered.
pub const PACES: [Duration; 4] =
    [Duration::from_millis(500), Duration::from_secs(1), Duration::from_secs(2), Duration::from_secs(4)];

/// The review of the game in play.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Review {
    /// The moves, with the position before each.
    pub turnings: Vec<Turning>,
    /// The engine's analysis of the position before each move, once done.
    pub analyses: Vec<Option<SearchResult>>,
    /// The step shown: move `step + 1`, or after the last move the final position.
    pub step: usize,
    /// The level the analyses search at.
    pub level: Level,
    /// The opening book's value of each move played, where it is a book move.
    pub book: Vec<Option<Score>>,
    /// While the moves play by themselves: when the next one is shown.
    pub autoplay: Option<Instant>,
    /// How long each move stays on the board while they play by themselves.
    pub pace: Duration,
    /// For a game of the games database reviewed read-only (the game in play waits beneath),
    /// which game it is and the list it was chosen from, to go back to.
    pub record: Option<Box<ReviewedRecord>>,
}

/// A game of the games database in the review.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReviewedRecord {
    /// Its moves from the standard start.
    pub moves: Vec<crate::engine::square::Square>,
    /// Its number in the database, from 0.
    pub number: u32,
    /// Its row in the list: players, year, tournament.
    pub row: super::games_list::GameRow,
    /// The list it was chosen from, as it was left.
    pub list: GamesList,
}

impl ReviewedRecord {
    /// The game for the panel, in two lines: `db:12 Ann - Ben`, then `Open de Paris, 2016`.
    pub fn heading(&self, language: crate::i18n::Language) -> [String; 2] {
        let row = &self.row;
        [
            crate::tr!(
                language,
                "review-record-players",
                number = self.number + 1,
                black = crate::text::printable(&row.black),
                white = crate::text::printable(&row.white),
            ),
            crate::tr!(
                language,
                "review-record-event",
                tournament = crate::text::printable(&row.tournament),
                year = i64::from(row.year),
            ),
        ]
    }

    /// Its moves as a transcript, `f5d6c3…`.
    pub fn transcript(&self) -> String {
        self.moves.iter().map(ToString::to_string).collect()
    }

    /// The game in words on the status line, read-only, with the keys that leave it.
    pub fn describe(&self, language: crate::i18n::Language) -> String {
        let row = &self.row;
        crate::tr!(
            language,
            "games-reviewing",
            number = self.number + 1,
            black = crate::text::printable(&row.black),
            white = crate::text::printable(&row.white),
            tournament = crate::text::printable(&row.tournament),
            year = i64::from(row.year),
        )
    }
}

impl Review {
    /// The review of `game` at `level`, at its last move, the moves of `book` marked.
    pub fn of(game: &Game, level: Level, book: &Book) -> Review {
        let turnings = review::turnings(game);
        let count = turnings.len();
        let book = turnings.iter().map(|turning| review::book_value(book, turning)).collect();
        Review {
            analyses: vec![None; count],
            turnings,
            step: count.saturating_sub(1),
            level,
            book,
            record: None,
            autoplay: None,
            pace: PACES[1],
        }
    }

    /// Starts the moves playing by themselves from the move shown (from the first if the final
    /// position is shown), or stops them. Returns whether they play.
    pub fn toggle_autoplay(&mut self, now: Instant) -> bool {
        if self.autoplay.take().is_some() {
            return false;
        }
        if self.step + 1 >= self.steps() {
            self.step = 0;
        }
        self.autoplay = Some(now + self.pace);
        true
    }

    /// The pace `delta` steps slower (negative: faster) among [`PACES`]; the next move is due a
    /// pace after `now`.
    pub fn change_pace(&mut self, delta: i8, now: Instant) {
        let at = PACES.iter().position(|pace| *pace >= self.pace).unwrap_or(1);
        let at = at.saturating_add_signed(isize::from(delta)).min(PACES.len() - 1);
        self.pace = PACES[at];
        if self.autoplay.is_some() {
            self.autoplay = Some(now + self.pace);
        }
    }

    /// Time passed: the moves due by `now` are shown, one a pace; at the final position the
    /// autoplay stops.
    pub fn play_on(&mut self, now: Instant) {
        while let Some(due) = self.autoplay.filter(|due| now >= *due) {
            self.go(1);
            self.autoplay = (self.step + 1 < self.steps()).then_some(due + self.pace);
        }
    }

    /// The limits of the analyses.
    pub fn limits(&self) -> Limits {
        review::limits(self.level)
    }

    /// Reviews again at the level `delta` away (within 1 to 20): every analysis is done again.
    /// Returns whether the level changed.
    pub fn change_level(&mut self, delta: i8) -> bool {
        let wanted =
            self.level.number().saturating_add_signed(delta).clamp(Level::MIN.number(), Level::MAX.number());
        let Some(level) = Level::new(wanted).filter(|level| *level != self.level) else { return false };
        self.level = level;
        self.analyses.iter_mut().for_each(|analysis| *analysis = None);
        true
    }

    /// The step of the next move marked a mistake (`?` or `??`) after the move shown, or before it
    /// for a negative `direction`; none if no analysed move further that way is one.
    pub fn next_mistake(&self, direction: isize) -> Option<usize> {
        let is_mistake = |index: &usize| self.verdict(*index).is_some_and(|v| v.lost >= MISTAKE);
        if direction < 0 {
            (0..self.step.min(self.turnings.len())).rev().find(is_mistake)
        } else {
            (self.step + 1..self.turnings.len()).find(is_mistake)
        }
    }

    /// Each player's account over the moves analysed so far.
    pub fn tally(&self) -> ByColor<Tally> {
        let verdicts: Vec<MoveReview> =
            (0..self.turnings.len()).filter_map(|index| self.verdict(index)).collect();
        review::tally(&verdicts)
    }

    /// The number of steps: one per move, and the final position.
    pub fn steps(&self) -> usize {
        self.turnings.len() + 1
    }

    /// Moves the step by `delta`, within the game.
    pub fn go(&mut self, delta: isize) {
        self.step = self.step.saturating_add_signed(delta).min(self.steps() - 1);
    }

    /// The move of the step shown, if it is a move (not the final position).
    pub fn turning(&self) -> Option<&Turning> {
        self.turnings.get(self.step)
    }

    /// The verdict on move `index`, once analysed.
    pub fn verdict(&self, index: usize) -> Option<MoveReview> {
        let analysis = self.analyses.get(index)?.as_ref()?;
        Some(MoveReview { book: self.book[index], ..MoveReview::of(&self.turnings[index], analysis) })
    }

    /// The scores of every move of the step shown, as hints on its board.
    pub fn hints(&self) -> Vec<Hint> {
        match self.analyses.get(self.step) {
            Some(Some(analysis)) => HintMode::Every.hints(analysis),
            _ => Vec::new(),
        }
    }

    /// The next move to analyse, if any is missing: the move shown first, then the others in
    /// order.
    pub fn next_to_analyse(&self) -> Option<usize> {
        let missing = |index: &usize| self.analyses[*index].is_none();
        Some(self.step)
            .filter(|step| *step < self.turnings.len() && missing(step))
            .or_else(|| (0..self.turnings.len()).find(missing))
    }

    /// How many moves are analysed.
    pub fn analysed(&self) -> usize {
        self.analyses.iter().filter(|a| a.is_some()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::Rules;

    fn review(moves: &str) -> Review {
        let mut game = Game::new(Rules::default());
        game.play_transcript(moves).unwrap();
        Review::of(&game, REVIEW_LEVEL, &Book::new())
    }

    fn result() -> SearchResult {
        SearchResult {
            best: None,
            score: Score(0),
            depth: 8,
            exact: false,
            probability: None,
            book: false,
            pv: vec![],
            moves: vec![],
            nodes: 1,
        }
    }

    #[test]
    fn steps_run_from_the_first_move_to_the_final_position() {
        let mut review = review("f5d6c3");
        assert_eq!((review.steps(), review.step), (4, 2), "it opens on the last move");
        review.go(5);
        assert_eq!(review.step, 3);
        assert!(review.turning().is_none(), "the final position has no move");
        review.go(-10);
        assert_eq!(review.step, 0);
        assert_eq!(review.turning().unwrap().played.to_string(), "f5");
    }

    #[test]
    fn the_move_shown_is_analysed_first_then_the_others_in_order() {
        let mut review = review("f5d6c3");
        assert_eq!(review.next_to_analyse(), Some(2), "the move shown");
        review.analyses[2] = Some(result());
        assert!(review.verdict(0).is_none(), "move 1 is not analysed yet");
        assert_eq!(review.next_to_analyse(), Some(0));
        review.analyses[0] = Some(result());
        assert!(review.verdict(0).is_some() && review.verdict(1).is_none());
        assert_eq!(review.next_to_analyse(), Some(1));
        review.analyses[1] = Some(result());
        assert_eq!(review.analysed(), 3);
        assert_eq!(review.next_to_analyse(), None, "all done");
        review.go(1);
        assert!(review.turning().is_none());
        assert_eq!(review.next_to_analyse(), None, "the final position has nothing to analyse");
    }

    #[test]
    fn the_board_of_a_move_shows_the_score_of_every_move_once_analysed() {
        let mut review = review("f5d6c3");
        assert!(review.hints().is_empty());
        assert_eq!(review.analysed(), 0);
        let position = review.turnings[review.step].position;
        let moves: Vec<crate::search::MoveScore> = position
            .legal_moves()
            .squares()
            .map(|square| crate::search::MoveScore {
                square,
                score: Score(100),
                bound: crate::search::Bound::Exact,
                pv: vec![square],
                verdict: None,
            })
            .collect();
        review.analyses[review.step] = Some(SearchResult { moves, score: Score(100), ..result() });
        assert_eq!(review.analysed(), 1);
        let hints = review.hints();
        assert_eq!(hints.len(), position.legal_moves().count() as usize);
        assert!(hints.iter().all(|hint| hint.text == "+1" && hint.best));
    }

    #[test]
    fn moves_of_the_opening_book_carry_their_book_value_into_the_verdict() {
        let mut game = Game::new(Rules::default());
        game.play_transcript("f5d6c3").unwrap();
        let mut book = Book::new();
        let f5 = crate::engine::position::Position::START.play("f5".parse().unwrap());
        let entry = |value| crate::search::book::Entry { value, leaf: 64, leaf_value: 0, depth: 12 };
        book.insert(f5, entry(-200));
        book.insert(f5.play("d6".parse().unwrap()), entry(50));
        let mut review = Review::of(&game, REVIEW_LEVEL, &book);
        assert_eq!(review.book, [Some(Score(200)), Some(Score(-50)), None], "c3 is out of the book");
        review.analyses[0] = Some(result());
        review.analyses[2] = Some(result());
        assert_eq!(review.verdict(0).unwrap().book, Some(Score(200)));
        assert_eq!(review.verdict(2).unwrap().book, None);
    }
}
