//! Printing a game without the interactive screen: text, JSON, transcript and GGF.

use std::fmt::Write;
use std::time::Duration;

use serde::Serialize;

use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Action, Game};
use crate::engine::notation::board_string;
use crate::engine::outcome::Ending;
use crate::engine::square::Square;
use crate::save::ResultRecord;

/// A clock's time left: `h:mm:ss`, `m:ss`, or `0:0s.t` (tenths) under ten seconds.
pub fn format_clock(duration: Duration) -> String {
    let tenths = duration.as_millis() / 100;
    let seconds = duration.as_secs();
    if seconds < 10 { format!("0:{seconds:02}.{}", tenths % 10) } else { format_used(duration) }
}

/// Time used: `h:mm:ss` or `m:ss`, whole seconds.
pub fn format_used(duration: Duration) -> String {
    let seconds = duration.as_secs();
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

/// The moves as numbered pairs, one line each: `1. f5 d6`; passes as `pass`.
pub fn move_list(game: &Game) -> Vec<String> {
    let plies: Vec<String> = game
        .plies()
        .map(|ply| match ply.action {
            Action::Move { square, .. } => square.to_string(),
            Action::Pass => "pass".to_string(),
        })
        .collect();
    plies.chunks(2).enumerate().map(|(i, pair)| format!("{:>2}. {}", i + 1, pair.join("  "))).collect()
}

fn name_of(names: &ByColor<Option<String>>, color: Color) -> String {
    match &names[color] {
        Some(name) => format!("{color} ({name})"),
        None => color.to_string(),
    }
}

/// A board diagram, the move list, whose turn, discs, hands, clocks and the result.
pub fn text(game: &Game, names: &ByColor<Option<String>>) -> String {
    let board = game.board();
    let legal = game.legal_moves();
    let mut out = String::from("   a b c d e f g h\n");
    for row in 0..8 {
        let _ = write!(out, "{:>2}", row + 1);
        for column in 0..8 {
            let square = Square::from_coords(column, row).expect("on the board");
            let c = if board.black.contains(square) {
                'X'
            } else if board.white.contains(square) {
                'O'
            } else if legal.contains(square) {
                '*'
            } else {
                '-'
            };
            let _ = write!(out, " {c}");
        }
        out.push('\n');
    }
    out.push_str("(X black, O white, * a legal move)\n\n");
    let (discs, hands) = (game.discs(), game.hands());
    for color in Color::ALL {
        let clock = game.clock();
        let time = match clock.remaining(color) {
            Some(left) => format!("{} left", format_clock(left)),
            None => format!("{} used", format_used(clock.used(color, Duration::ZERO))),
        };
        let _ = writeln!(
            out,
            "{:<18} {:>2} discs, {:>2} in hand, {time}",
            name_of(names, color),
            discs[color],
            hands[color]
        );
    }
    out.push('\n');
    let moves = move_list(game);
    if moves.is_empty() {
        out.push_str("No moves yet.\n");
    } else {
        out.push_str("Moves:\n");
        for line in moves {
            let _ = writeln!(out, "  {line}");
        }
    }
    out.push('\n');
    match (game.to_move(), game.outcome()) {
        (_, Some(outcome)) => {
            let _ = writeln!(out, "{outcome}");
        }
        (Some(color), None) => {
            let _ = writeln!(out, "{} to move.", name_of(names, color));
        }
        (None, None) => {}
    }
    out
}

/// What `show --format json` prints, in the order the README lists the fields.
#[derive(Serialize)]
struct JsonReport<'a> {
    board: String,
    to_move: Option<&'static str>,
    black: u8,
    white: u8,
    empty: u8,
    hands: ByColor<u8>,
    legal_moves: Vec<String>,
    over: bool,
    result: Option<ResultRecord>,
    moves: String,
    players: ByColor<&'a Option<String>>,
    clocks: ByColor<JsonClock>,
}

#[derive(Serialize)]
struct JsonClock {
    remaining_ms: Option<u64>,
    used_ms: u64,
}

/// One JSON object describing the game (the fields are listed in the README).
pub fn json(game: &Game, names: &ByColor<Option<String>>) -> String {
    let discs = game.discs();
    let clock = game.clock();
    let millis = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    let clock_of = |color| JsonClock {
        remaining_ms: clock.remaining(color).map(millis),
        used_ms: millis(clock.used(color, Duration::ZERO)),
    };
    let report = JsonReport {
        board: board_string(game.board()),
        to_move: game.to_move().map(Color::name),
        black: discs.black,
        white: discs.white,
        empty: 64 - discs.black - discs.white,
        hands: game.hands(),
        legal_moves: game.legal_moves().squares().map(|s| s.to_string()).collect(),
        over: game.is_over(),
        result: game.outcome().as_ref().map(ResultRecord::from),
        moves: game.transcript(),
        players: ByColor::new(&names.black, &names.white),
        clocks: ByColor::new(clock_of(Color::Black), clock_of(Color::White)),
    };
    let mut text = serde_json::to_string_pretty(&report).expect("the report always serialises");
    text.push('\n');
    text
}

/// The Generic Game Format record: `(;GM[Othello]…B[f5]W[d6]…;)`, passes as `PA`.
pub fn ggf(game: &Game, names: &ByColor<Option<String>>, date: &str) -> String {
    let start_board = Game::new(game.setup()).board();
    let escape = |text: &str| text.replace('\\', "\\\\").replace(']', "\\]");
    let name = |color: Color| {
        escape(names[color].as_deref().unwrap_or(match color {
            Color::Black => "Black",
            Color::White => "White",
        }))
    };
    let mut out =
        format!("(;GM[Othello]PC[othello]DT[{date}]PB[{}]PW[{}]", name(Color::Black), name(Color::White));
    if let Some(outcome) = game.outcome() {
        let margin = i32::from(outcome.score.black) - i32::from(outcome.score.white);
        let suffix = if matches!(outcome.ending, Ending::Time { .. }) { ":t" } else { "" };
        let _ = write!(out, "RE[{margin:+}{suffix}]");
    } else {
        out.push_str("RE[?]");
    }
    if let Some(control) = game.setup().time_control() {
        let minutes = |d: Duration| format!("{}:{:02}", d.as_secs() / 60, d.as_secs() % 60);
        let _ = write!(out, "TI[{}//{}]", minutes(control.base.black), minutes(control.increment));
    }
    out.push_str("TY[8]BO[8 ");
    for row in 0..8 {
        for column in 0..8 {
            let square = Square::from_coords(column, row).expect("on the board");
            out.push(if start_board.black.contains(square) {
                '*'
            } else if start_board.white.contains(square) {
                'O'
            } else {
                '-'
            });
        }
        out.push(' ');
    }
    out.push_str("*]");
    for ply in game.plies() {
        let tag = match ply.color {
            Color::Black => 'B',
            Color::White => 'W',
        };
        match ply.action {
            Action::Move { square, .. } => {
                let _ = write!(out, "{tag}[{square}]");
            }
            Action::Pass => {
                let _ = write!(out, "{tag}[PA]");
            }
        }
    }
    out.push_str(";)\n");
    out
}
