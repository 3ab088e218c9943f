//! `othello solve`: a position solved to the end, and what it prints: the exact score, every
//! best move, the principal variation, nodes and time, as text or one JSON object.

use std::fmt::Write;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::cli::{SolveArgs, SolveFormat};
use crate::engine::color::{ByColor, Color};
use crate::engine::game::Game;
use crate::engine::notation::position_string;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::i18n::Language;
use crate::search::{Bound, Searcher};
use crate::store::library::Library;
use crate::tr;
use crate::words::side;

use super::show::diagram;
use super::{Failure, game_of, position_arg, print};

/// Solving takes about three times longer for each empty square more: past this many, say so.
const LONG_SOLVE: u32 = 28;

/// Solves the position `args` name and prints the solution, its words in `language`.
pub(super) fn run(
    args: &SolveArgs,
    library: &Library,
    threads: usize,
    language: Language,
) -> Result<(), Failure> {
    let at = &args.at;
    let (position, to_move) = match (&args.file, &at.position, &at.moves) {
        // The side named is solved for, even if it must pass.
        (None, Some(text), None) => position_arg(text)?,
        _ => {
            let (file, position, moves) = (args.file.as_deref(), at.position.as_deref(), at.moves.as_deref());
            game_position(&game_of(file, args.game_number, position, moves, library)?.game)
        }
    };
    let empties = position.empties().count();
    if empties > LONG_SOLVE {
        crate::output::err(&format!("othello: {}\n", tr!(language, "solve-long", empties = empties)));
    }
    let solution = solve(position, to_move, threads);
    let text = match at.format {
        SolveFormat::Text => solution.text(language),
        SolveFormat::Json => solution.json(),
    };
    print(text.as_bytes())
}

/// The position of a game and the side to move (after the last move: a finished game's last).
fn game_position(game: &Game) -> (Position, Color) {
    let to_move = game.to_move().or_else(|| game.last_ply().map(|ply| !ply.color)).unwrap_or(Color::Black);
    (Position::from_board(game.board(), to_move).expect("a game's board"), to_move)
}

/// A position solved to the end.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Solution {
    /// The position, as solved.
    pub position: Position,
    /// The side it is for (the side to move, even when it must pass).
    pub to_move: Color,
    /// The final disc difference for `to_move` with perfect play, empty squares to the winner.
    pub score: i32,
    /// Every move that reaches the score (none if `to_move` must pass or the game is over).
    pub best: Vec<Square>,
    /// The expected line, best move first (passes left out, as in transcripts).
    pub pv: Vec<Square>,
    /// Every legal move with its score: exact for the best, at most that for the others.
    pub moves: Vec<(Square, i32, Bound)>,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub time: Duration,
}

/// Solves `position` (`to_move` to play) to the end on `threads` threads.
pub fn solve(position: Position, to_move: Color, threads: usize) -> Solution {
    let started = Instant::now();
    let result = Searcher::new().with_threads(threads).solve(position, &mut ());
    let time = started.elapsed();
    let score = result.score.round();
    let moves: Vec<(Square, i32, Bound)> =
        result.moves.iter().map(|m| (m.square, m.score.round(), m.bound)).collect();
    let best = result.best_moves();
    Solution { position, to_move, score, best, pv: result.pv, moves, nodes: result.nodes, time }
}

impl Solution {
    /// The score in a sentence, from `to_move`'s side: "Score: +4 for Black: Black wins by 4
    /// (36-28) with perfect play", or a draw.
    fn score_sentence(&self, language: Language) -> String {
        let (me, other) = (self.to_move, !self.to_move);
        let winner = if self.score >= 0 { me } else { other };
        let margin = self.score.abs();
        tr!(
            language,
            "solve-score",
            outcome = if self.score == 0 { "draw" } else { "win" },
            score = format!("{:+}", self.score),
            side = side(language, me),
            winner = side(language, winner),
            margin = margin,
            won = 32 + margin / 2,
            lost = 32 - margin / 2
        )
    }

    /// The report as text in `language`: the board, the side to move, the score and what it
    /// means, the best moves, the principal variation, nodes and time.
    pub fn text(&self, language: Language) -> String {
        let board = self.position.board(self.to_move);
        let mut out = diagram(board, self.position.legal_moves());
        let _ = writeln!(out, "{}\n", tr!(language, "diagram-legend"));
        let empties = self.position.empties().count();
        let me = side(language, self.to_move);
        let _ = writeln!(out, "{}", tr!(language, "solve-to-move", side = me.clone(), empties = empties));
        if self.position.is_over() {
            let _ = writeln!(out, "{}", tr!(language, "solve-game-over"));
        } else if !self.position.can_move() {
            let _ = writeln!(out, "{}", tr!(language, "solve-passes", side = me));
        }
        let _ = writeln!(out, "{}", self.score_sentence(language));
        if !self.best.is_empty() {
            let _ = writeln!(out, "{}", tr!(language, "solve-best", moves = squares(&self.best)));
            let others: Vec<String> = self
                .moves
                .iter()
                .filter(|m| !self.best.contains(&m.0))
                // What the solver proved of a move that is not best: at most so much.
                .map(|&(square, score, _)| format!("{square} <={score:+}"))
                .collect();
            if !others.is_empty() {
                let others = others.join(&tr!(language, "list-separator"));
                let _ = writeln!(out, "{}", tr!(language, "solve-others", moves = others));
            }
        }
        if !self.pv.is_empty() {
            let _ = writeln!(out, "{}", tr!(language, "solve-line", moves = squares(&self.pv)));
        }
        let seconds = self.time.as_secs_f64();
        let nodes = language.thousands(self.nodes);
        let seconds_text = language.decimal(seconds, 3);
        let line = match rate(language, self.nodes, seconds) {
            Some(rate) => {
                tr!(language, "solve-nodes-rate", nodes = nodes, seconds = seconds_text, rate = rate)
            }
            None => tr!(language, "solve-nodes", nodes = nodes, seconds = seconds_text),
        };
        let _ = writeln!(out, "{line}");
        out
    }

    /// The report as one JSON object (the manual lists the fields).
    pub fn json(&self) -> String {
        #[derive(Serialize)]
        struct MoveRecord {
            square: String,
            score: i32,
            bound: &'static str,
        }
        #[derive(Serialize)]
        struct Report {
            position: String,
            to_move: &'static str,
            empties: u32,
            score: i32,
            best: Vec<String>,
            pv: Vec<String>,
            moves: Vec<MoveRecord>,
            discs: ByColor<i32>,
            nodes: u64,
            time_ms: u64,
        }
        let names = |squares: &[Square]| squares.iter().map(Square::to_string).collect();
        let (me, other) = (32 + self.score / 2, 32 - self.score / 2);
        let report = Report {
            position: position_string(self.position, self.to_move),
            to_move: self.to_move.name(),
            empties: self.position.empties().count(),
            score: self.score,
            best: names(&self.best),
            pv: names(&self.pv),
            moves: self
                .moves
                .iter()
                .map(|&(square, score, bound)| MoveRecord {
                    square: square.to_string(),
                    score,
                    bound: match bound {
                        Bound::Exact => "exact",
                        Bound::Lower => "at least",
                        Bound::Upper => "at most",
                    },
                })
                .collect(),
            discs: match self.to_move {
                Color::Black => ByColor::new(me, other),
                Color::White => ByColor::new(other, me),
            },
            nodes: self.nodes,
            time_ms: u64::try_from(self.time.as_millis()).unwrap_or(u64::MAX),
        };
        let mut text = crate::text::terminal_safe_json(
            &serde_json::to_string_pretty(&report).expect("the report always serialises"),
        );
        text.push('\n');
        text
    }
}

fn squares(squares: &[Square]) -> String {
    squares.iter().map(Square::to_string).collect::<Vec<_>>().join(" ")
}

/// The search's speed as the report says it, in `language`'s numbers: `20.3 M/s`, `45 k/s`
/// for a small search; none under 10,000 nodes or 10 ms: such a time is mostly setting the table
/// up, and a rate over it (`1 node in 0.093 s (0 k/s)`) means nothing.
fn rate(language: Language, nodes: u64, seconds: f64) -> Option<String> {
    if nodes < 10_000 || seconds < 0.01 {
        return None;
    }
    let per_second = nodes as f64 / seconds;
    Some(if per_second >= 100_000.0 {
        tr!(language, "solve-rate", unit = "millions", rate = language.decimal(per_second / 1e6, 1))
    } else {
        tr!(language, "solve-rate", unit = "thousands", rate = language.decimal(per_second / 1e3, 0))
    })
}

#[cfg(test)]
mod tests {
    use super::rate;
    use crate::i18n::Language;

    #[test]
    fn the_rate_is_said_in_a_unit_that_shows_it_or_not_at_all() {
        let rate = |nodes, seconds| rate(Language::En, nodes, seconds);
        assert_eq!(rate(20_300_000, 1.0).as_deref(), Some("20.3 M/s"));
        assert_eq!(rate(45_000, 1.0).as_deref(), Some("45 k/s"), "a small search is not 0.0 M/s");
        assert_eq!(rate(60, 0.0004), None, "under a millisecond: no rate");
        assert_eq!(rate(1, 0.093), None, "a node: the time is the table's, no rate");
        assert_eq!(rate(10_000, 0.5).as_deref(), Some("20 k/s"));
        assert_eq!(rate(500_000, 0.009), None, "under 10 ms: no rate");
        assert_eq!(rate(500_000, 0.01).as_deref(), Some("50.0 M/s"));
    }

    #[test]
    fn the_rate_is_written_with_the_languages_decimal_mark() {
        assert_eq!(rate(Language::De, 20_300_000, 1.0).as_deref(), Some("20,3 M/s"));
        assert_eq!(rate(Language::Fr, 20_300_000, 1.0).as_deref(), Some("20,3 M/s"));
    }
}
