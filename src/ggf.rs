//! GGF, the Generic Game Format of GGS that Othello programs exchange games in: writing a game as
//! one record, each property as the format's definition gives it.

use std::fmt::Write;
use std::time::Duration;

use crate::engine::clock::TimeControl;
use crate::engine::color::Color;
use crate::engine::game::Turn;
use crate::engine::outcome::Ending;
use crate::engine::square::Square;
use crate::save::SavedGame;
use crate::text::printable;

/// The record: `(;GM[Othello]PC[othello]DT[…]PB[…]PW[…]RE[…]TI[…]TY[8]BO[…]B[f5//4.20]…;)`.
///
/// - `DT` is when the game started, in UTC, as `year.month.day_hour:minute:second.zone`.
/// - `RE` is black's margin on the official score, `:t` added for a loss on time; left out while
///   the game goes on.
/// - `TI` (`TB` and `TW` for time odds) is `main/increment/extension`, each `[[HH:]MM:]SS`; a
///   Bronstein delay is an increment marked `,N1` ("not additive": the time taken, up to it).
/// - `BO` is the board before the first move (with the handicap corners) and the side to move.
/// - Each move is `B[f5]` or `W[d6]` with the seconds it took as `//4.20`; a pass is `PA`.
pub fn write(saved: &SavedGame) -> String {
    let game = &saved.game;
    let mut out = String::from("(;GM[Othello]PC[othello]");
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
        let flag = if matches!(outcome.ending, Ending::Time { .. }) { ":t" } else { "" };
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
    out.push_str("TY[8]BO[8 ");
    let start = game.start_board();
    for row in 0..8 {
        for column in 0..8 {
            let square = Square::from_coords(column, row).expect("on the board");
            out.push(if start.black.contains(square) {
                '*'
            } else if start.white.contains(square) {
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
        match (ply.turn, ply.took) {
            (Turn::Move { square, .. }, Some(took)) => {
                let _ = write!(out, "{tag}[{square}//{:.2}]", took.as_secs_f64());
            }
            (Turn::Move { square, .. }, None) => {
                let _ = write!(out, "{tag}[{square}]");
            }
            (Turn::Pass, _) => {
                let _ = write!(out, "{tag}[PA]");
            }
        }
    }
    out.push_str(";)\n");
    out
}

/// One player's clock: `main/increment/extension`.
fn clock(control: &TimeControl, main: Duration) -> String {
    let increment = if control.increment > Duration::ZERO {
        time(control.increment)
    } else if control.delay > Duration::ZERO {
        format!("{},N1", time(control.delay))
    } else {
        time(Duration::ZERO)
    };
    format!("{}/{increment}/{}", time(main), time(Duration::ZERO))
}

/// `MM:SS` or `HH:MM:SS`, with a decimal fraction of a second if there is one.
fn time(duration: Duration) -> String {
    let seconds = duration.as_secs();
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    let mut text = if h > 0 { format!("{h:02}:{m:02}:{s:02}") } else { format!("{m:02}:{s:02}") };
    let millis = duration.subsec_millis();
    if millis > 0 {
        let fraction = format!("{:03}", millis);
        let _ = write!(text, ".{}", fraction.trim_end_matches('0'));
    }
    text
}

/// A property value: control characters escaped, and `\` and `]` behind a backslash.
fn escape(text: &str) -> String {
    printable(text).replace('\\', "\\\\").replace(']', "\\]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_minutes_and_seconds_or_hours_too() {
        assert_eq!(time(Duration::from_secs(60)), "01:00");
        assert_eq!(time(Duration::from_secs(2)), "00:02");
        assert_eq!(time(Duration::from_secs(5400)), "01:30:00");
        assert_eq!(time(Duration::from_millis(2500)), "00:02.5");
    }

    #[test]
    fn values_cannot_break_out_of_their_brackets_or_into_the_terminal() {
        assert_eq!(escape("a]b\\c\x1bd"), "a\\]b\\\\c\\\\u{1b}d");
    }
}
