//! Why a GGF record could not be read: the kinds, each with what its words need.

use std::fmt;

use crate::engine::color::Color;
use crate::engine::game::ResumeError;
use crate::engine::notation::ParsePositionError;
use crate::engine::position::IllegalMove;
use crate::engine::rules::RulesError;
use crate::engine::square::ParseSquareError;

/// Why a GGF record could not be read. The player reads it in their language
/// (`words::ggf_problem`); `Display` says it in English, in the same words as `locales/en`, for
/// what reads no language (the NBoard engine's diagnostics on standard error). Text from the
/// record comes made printable and cut, as an error message repeats it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GgfError {
    /// The text holds no record `(;…;)`.
    NoGame,
    /// Game `asked` (from 1) of a text that holds `count` games, one or more.
    NoSuchGame {
        /// How many games the text holds.
        count: usize,
        /// The game asked for.
        asked: usize,
    },
    /// A record `(;` is never closed by `;)`.
    RecordNotClosed,
    /// What stands where a property `NAME[value]` should.
    NotAProperty(String),
    /// A property, named, whose value is never closed by `]`.
    ValueNotClosed(String),
    /// `GM[…]` names another game than Othello: its value.
    NotOthello(String),
    /// `TY[…]` is another board than 8×8: its value.
    NotEightByEight(String),
    /// `BO[…]` is not a board.
    Board(BoardProblem),
    /// `TI`, `TB` or `TW` is not a clock othello keeps.
    Clock(ClockProblem),
    /// The clocks of `TI` are not rules othello plays by.
    Rules(RulesError),
    /// A move that cannot be read or played.
    Move {
        /// Its number, from 1, passes counted.
        number: usize,
        /// Who plays it: `B[…]` or `W[…]`.
        color: Color,
        /// What is written in its brackets.
        value: String,
        /// What is wrong with it.
        problem: MoveProblem,
    },
    /// The moves, their times and the result do not make a game.
    Resume(ResumeError),
}

/// Why `BO[…]` is not a board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BoardProblem {
    /// It does not start with its size, 8: its value.
    Size(String),
    /// It is empty.
    Empty,
    /// Its squares are not a board.
    Squares(ParsePositionError),
    /// What stands for the side to move is not `*` or `O`.
    ToMove(String),
}

/// Why the clocks of a record are not clocks othello keeps.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ClockProblem {
    /// A side's `main/increment/extension` is not one: its text.
    NotAClock(String),
    /// `TB` and `TW` give different increments.
    Uneven,
    /// `TB` or `TW` alone.
    OneSide,
}

/// What is wrong with a move of a record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveProblem {
    /// Its time is not a time: what is written.
    Time(String),
    /// The game was already over.
    GameOver,
    /// A pass written while its side had a legal move.
    UnforcedPass,
    /// Its square is not one.
    NotASquare(ParseSquareError),
    /// It is the other side's turn.
    NotTheirTurn,
    /// The rules refuse it.
    Illegal(IllegalMove),
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a GGF game this othello reads: ")?;
        match self {
            GgfError::NoGame => write!(f, "no game in it, such as (;GM[Othello]…;)"),
            GgfError::NoSuchGame { count: 1, asked } => write!(f, "it holds one game, not a game {asked}"),
            GgfError::NoSuchGame { count, asked } => write!(f, "it holds {count} games, not a game {asked}"),
            GgfError::RecordNotClosed => write!(f, "a record `(;` is never closed by `;)`"),
            GgfError::NotAProperty(near) => write!(f, "`{near}` is not a property such as PB[name]"),
            GgfError::ValueNotClosed(name) => write!(f, "{name}[ is never closed by ]"),
            GgfError::NotOthello(game) => write!(f, "GM[{game}]: the game is not Othello"),
            GgfError::NotEightByEight(kind) => write!(f, "TY[{kind}]: only 8×8 Othello is read"),
            GgfError::Board(BoardProblem::Size(board)) => {
                write!(f, "BO[{board}]: the board must start with its size, 8")
            }
            GgfError::Board(BoardProblem::Empty) => write!(f, "BO is empty"),
            GgfError::Board(BoardProblem::Squares(error)) => write!(f, "BO: {error}"),
            GgfError::Board(BoardProblem::ToMove(side)) => {
                write!(f, "BO: `{side}` to move, instead of * or O")
            }
            GgfError::Clock(ClockProblem::NotAClock(text)) => {
                write!(f, "`{text}` is not a time control such as 05:00/00:02/00:00")
            }
            GgfError::Clock(ClockProblem::Uneven) => {
                write!(f, "TB and TW give different increments, which othello's clocks cannot hold")
            }
            GgfError::Clock(ClockProblem::OneSide) => {
                write!(f, "a time for one side only: TB and TW go together")
            }
            GgfError::Rules(error) => write!(f, "TI: {error}"),
            GgfError::Move { number, color, value, problem } => {
                let tag = tag(*color);
                write!(f, "move {number} ({tag}[{value}]): ")?;
                match problem {
                    MoveProblem::Time(time) => write!(f, "`{time}` is not a time"),
                    MoveProblem::GameOver => write!(f, "the game is already over"),
                    MoveProblem::UnforcedPass => write!(f, "a pass, but {color} has a legal move"),
                    MoveProblem::NotASquare(error) => write!(f, "{error}"),
                    MoveProblem::NotTheirTurn => write!(f, "it is {}'s turn", !*color),
                    MoveProblem::Illegal(error) => write!(f, "{error}"),
                }
            }
            GgfError::Resume(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for GgfError {}

/// The property a move of `color` is written in: `B` or `W`.
pub fn tag(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}
