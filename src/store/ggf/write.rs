//! Writing a game as one GGF record, each property as the format's definition gives it.

use std::fmt::Write;
use std::time::Duration;

use crate::engine::clock::TimeControl;
use crate::engine::color::Color;
use crate::engine::game::Turn;
use crate::engine::notation::board_string;
use crate::engine::outcome::Ending;
use crate::store::SavedGame;
use crate::text::printable;

use super::format_time;

/// The record: `(;GM[Othello]PC[othello]DT[…]PB[…]PW[…]RE[…]TI[…]TY[8]BO[…]B[f5//4.20]…;)`.
///
/// - `PC`, the place, is `othello`, or for a game recorded elsewhere its tournament and year
///   (`PC[Championnat de France, 2016]`): GGF has no property for a tournament, and its `DT`
///   no form for a year alone.
/// - `DT` is when the game started, in UTC, as `year.month.day_hour:minute:second.zone`; left
///   out when that is not known (a tournament game of the database has a year, not a day).
/// - `RE` is black's margin on the official score, `:t` added for a loss on time; left out while
///   the game goes on.
/// - `TI` (`TB` and `TW` for time odds) is `main/increment/extension`, each `[[HH:]MM:]SS`; a
///   Bronstein delay is an increment marked `,N1` ("not additive": the time taken, up to it).
/// - `BO` is the board before the first move (with the handicap corners) and the side to move.
/// - Each move is `B[f5]` or `W[d6]` with the seconds it took as `//4.20`; a pass is `PA`.
/// - A move's comment follows it as `C[…]`.
pub fn write(saved: &SavedGame) -> String {
    let game = &saved.game;
    let place = saved.played_at.as_ref().and_then(|at| at.describe()).unwrap_or_else(|| "othello".into());
    let mut out = format!("(;GM[Othello]PC[{}]", escape(&place));
    if let Some(started) = saved.started {
        let utc = started.to_zoned(jiff::tz::TimeZone::UTC);
        let _ = write!(out, "DT[{}]", utc.strftime("%Y.%m.%d_%H:%M:%S.UTC"));
    }
    for (tag, color) in [("PB", Color::Black), ("PW", Color::White)] {
        let name = saved.players[color].shown_name().unwrap_or_else(|| color.to_string());
        let _ = write!(out, "{tag}[{}]", escape(&name));
    }
    if let Some(outcome) = game.outcome() {
        let margin = i32::from(outcome.score.black) - i32::from(outcome.score.white);
        let flag = match outcome.ending {
            Ending::Time { .. } => ":t",
            Ending::Resignation { .. } => ":r",
            Ending::Discs => "",
        };
        let _ = write!(out, "RE[{margin:+}.00{flag}]");
    }
    if let Some(control) = game.rules().time_control() {
        if control.base.black == control.base.white {
            let _ = write!(out, "TI[{}]", clock(&control, control.base.black));
        } else {
            let _ = write!(
                out,
                "TB[{}]TW[{}]",
                clock(&control, control.base.black),
                clock(&control, control.base.white)
            );
        }
    }
    let (start, to_move) = game.start();
    let squares = board_string(start.board(to_move)).replace('X', "*");
    let rows: Vec<&str> = (0..8).map(|row| &squares[row * 8..row * 8 + 8]).collect();
    let _ = write!(out, "TY[8]BO[8 {} {}]", rows.join(" "), side(to_move));
    let mut moves = 0;
    for ply in game.plies() {
        let tag = match ply.color {
            Color::Black => 'B',
            Color::White => 'W',
        };
        match (ply.turn, ply.took) {
            (Turn::Move { square, .. }, Some(took)) => {
                let _ = write!(out, "{tag}[{square}//{:.2}]", took.as_secs_f64());
            }
            (Turn::Move { square, .. }, None) => {
                let _ = write!(out, "{tag}[{square}]");
            }
            (Turn::Pass, _) => {
                let _ = write!(out, "{tag}[PA]");
                continue;
            }
        }
        if let Some(comment) = saved.comments.get(&moves) {
            let _ = write!(out, "C[{}]", escape(comment));
        }
        moves += 1;
    }
    out.push_str(";)\n");
    out
}

/// One player's clock: `main/increment/extension`.
fn clock(control: &TimeControl, main: Duration) -> String {
    let increment = if control.increment > Duration::ZERO {
        format_time(control.increment)
    } else if control.delay > Duration::ZERO {
        format!("{},N1", format_time(control.delay))
    } else {
        format_time(Duration::ZERO)
    };
    format!("{}/{increment}/{}", format_time(main), format_time(Duration::ZERO))
}

/// The side to move as `BO` ends: `*` black, `O` white.
fn side(color: Color) -> char {
    match color {
        Color::Black => '*',
        Color::White => 'O',
    }
}

/// A property value: control characters escaped, and `\` and `]` behind a backslash.
fn escape(text: &str) -> String {
    printable(text).replace('\\', "\\\\").replace(']', "\\]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_cannot_break_out_of_their_brackets_or_into_the_terminal() {
        assert_eq!(escape("a]b\\c\x1bd"), "a\\]b\\\\c\\\\u{1b}d");
    }
}
