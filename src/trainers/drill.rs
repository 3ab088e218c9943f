//! The opening drill: the app plays one side of a named opening, or of the book's main line,
//! and the learner must find the other side's moves; a wrong move is answered with the right
//! one, its value in the book and the opening's name.

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::openings::{named_line, opening};
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::engine::symmetry;
use crate::search::Book;
use crate::search::Score;

/// The book's main line is drilled this many moves deep at most.
pub const BOOK_PLIES: usize = 20;

/// What is drilled.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OpeningLine {
    /// A named opening: its moves, under the symmetry the first move chose.
    Named {
        /// Its name.
        name: &'static str,
        /// Its moves from the start, black's f5 first.
        moves: &'static str,
    },
    /// The book's best moves, for both sides, up to [`BOOK_PLIES`] moves or the book's end.
    Book,
}

impl OpeningLine {
    /// The named opening `name` (any case); `None` if there is none of that name.
    pub fn named(name: &str) -> Option<OpeningLine> {
        named_line(name).map(|(name, moves)| OpeningLine::Named { name, moves })
    }

    /// Its name, as the drill shows it.
    pub fn title(&self) -> String {
        match self {
            OpeningLine::Named { name, .. } => format!("the {name}"),
            OpeningLine::Book => "the book's main line".to_string(),
        }
    }
}

/// How the learner's move was taken.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Answer {
    /// One of the right moves: it is played.
    Right(Square),
    /// Not the move of the line: the right one is played instead.
    Wrong {
        /// The move the learner played (none when they asked for the right one).
        played: Option<Square>,
        /// The move the line goes on with.
        right: Square,
        /// Its value in the book, for the side to move.
        value: Option<Score>,
        /// The name of the opening reached after it.
        name: Option<&'static str>,
    },
    /// Not a legal move, or not the learner's turn: nothing happens.
    Refused,
}

/// An opening drill in progress.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Drill {
    /// What is drilled.
    pub line: OpeningLine,
    /// The side whose moves the learner must find.
    pub learner: Color,
    /// The symmetry that turns the named line into the one on the board (the learner's first
    /// move as black may be any of the four: they are the same opening).
    symmetry: usize,
    /// The moves played so far.
    played: Vec<Square>,
    /// The position they reached, and the side to move there.
    position: Position,
    to_move: Color,
    /// The learner's moves that were wrong.
    pub misses: u32,
}

impl Drill {
    /// A drill of `line` in which the learner plays `learner`.
    pub fn new(line: OpeningLine, learner: Color) -> Drill {
        Drill {
            line,
            learner,
            symmetry: 0,
            played: Vec::new(),
            position: Position::START,
            to_move: Color::Black,
            misses: 0,
        }
    }

    /// The moves played so far.
    pub fn played(&self) -> &[Square] {
        &self.played
    }

    /// The position now and the side to move.
    pub fn position(&self) -> (Position, Color) {
        (self.position, self.to_move)
    }

    /// The board now.
    pub fn board(&self) -> ByColor<Bitboard> {
        self.position.board(self.to_move)
    }

    /// The name of the opening the moves so far reached, if any.
    pub fn opening_name(&self) -> Option<&'static str> {
        let mut position = Position::START;
        let mut to_move = Color::Black;
        let mut boards = vec![position.board(to_move)];
        for &square in &self.played {
            position = position.play(square);
            to_move = !to_move;
            boards.push(position.board(to_move));
        }
        opening(boards).0
    }

    /// The moves that continue the line now (several where the book's best moves tie); none
    /// at its end.
    pub fn right_moves(&self, book: &Book) -> Vec<Square> {
        match self.line {
            OpeningLine::Named { moves, .. } => {
                let at = 2 * self.played.len();
                let Some(text) = moves.get(at..at + 2) else { return Vec::new() };
                let square: Square = text.parse().expect("the named lines are squares");
                let turned = |s: usize| {
                    Square::from_index(symmetry::square(s, square.index() as u8)).expect("on the board")
                };
                if self.played.is_empty() {
                    // The first move may be any of its four images: each is the same opening.
                    // Four of the eight images are legal (the other four swap the colours of
                    // the start), each the image under one symmetry; the line's own comes first.
                    let legal = Position::START.legal_moves();
                    (0..symmetry::SYMMETRIES).map(turned).filter(|s| legal.contains(*s)).collect()
                } else {
                    vec![turned(self.symmetry)]
                }
            }
            OpeningLine::Book => {
                if self.played.len() >= BOOK_PLIES {
                    return Vec::new();
                }
                let moves = book.moves(self.position().0);
                let best = moves.first().map(|m| m.score);
                moves.iter().filter(|m| Some(m.score) == best).map(|m| m.square).collect()
            }
        }
    }

    /// Whether the line is played to its end.
    pub fn finished(&self, book: &Book) -> bool {
        self.right_moves(book).is_empty() || self.position().0.is_over()
    }

    /// Whether it is the learner's turn.
    pub fn learners_turn(&self, book: &Book) -> bool {
        !self.finished(book) && self.position().1 == self.learner
    }

    /// Plays the app's move, when it is the app's turn: the line's (the first of the book's
    /// best). Returns it.
    pub fn play_app_move(&mut self, book: &Book) -> Option<Square> {
        if self.finished(book) || self.learners_turn(book) {
            return None;
        }
        let square = *self.right_moves(book).first()?;
        self.play(square);
        Some(square)
    }

    /// The learner plays `square`: a right move is played, a wrong one is answered with the
    /// right move, which is played instead.
    pub fn answer(&mut self, square: Square, book: &Book) -> Answer {
        if !self.learners_turn(book) || !self.position().0.legal_moves().contains(square) {
            return Answer::Refused;
        }
        let right = self.right_moves(book);
        if right.contains(&square) {
            self.play(square);
            return Answer::Right(square);
        }
        self.miss(Some(square), right[0], book)
    }

    /// The learner asks for the move: it is played for them, and counted as missed. `None`
    /// when it is not their turn.
    pub fn reveal(&mut self, book: &Book) -> Option<Answer> {
        let right = *self.right_moves(book).first().filter(|_| self.learners_turn(book))?;
        Some(self.miss(None, right, book))
    }

    /// A move missed (`played`, or none asked for): `right` is played instead.
    fn miss(&mut self, played: Option<Square>, right: Square, book: &Book) -> Answer {
        let value = book.moves(self.position().0).iter().find(|m| m.square == right).map(|m| m.score);
        self.misses += 1;
        self.play(right);
        Answer::Wrong { played, right, value, name: self.opening_name() }
    }

    /// Plays `square`; the first move of a named line chooses the symmetry of the rest.
    fn play(&mut self, square: Square) {
        if self.played.is_empty()
            && let OpeningLine::Named { moves, .. } = self.line
        {
            let first: Square = moves[..2].parse().expect("the named lines are squares");
            self.symmetry = (0..symmetry::SYMMETRIES)
                .find(|&s| symmetry::square(s, first.index() as u8) == square.index() as u8)
                .unwrap_or(0);
        }
        self.played.push(square);
        self.position = self.position.play(square);
        self.to_move = !self.to_move;
    }
}
