//! Reading a GGF record into a game: the board it starts from (a handicap is recognised as one),
//! the clocks, the players and the date, and every move replayed and checked by the rules.

use std::time::Duration;

use crate::engine::clock::{TimeControl, whole_ms};
use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Game, PlayError, RecordedMove, Turn};
use crate::engine::notation::parse_squares;
use crate::engine::position::Position;
use crate::engine::rules::{Handicap, Rules};
use crate::engine::square::{ParseSquareError, Square};
use crate::store::Player;
use crate::store::{Comments, GameId, SavedGame};
use crate::text::echo;

use super::error::{BoardProblem, ClockProblem, GgfError, MoveProblem};
use super::parse_time;

/// A game read from a GGF record.
#[derive(Clone, Debug)]
pub struct GgfGame {
    /// The game, its players and its date.
    pub saved: SavedGame,
    /// Whether the record stops where its side to move must pass: the game made the forced pass
    /// by itself (as it always does), while the writer has not written it yet and sees the
    /// passing side still to move.
    pub pass_unwritten: bool,
}

/// Reads the first game of a GGF text (see [`read_game`]).
///
/// # Errors
/// When the text holds no game, or its first game cannot be read, with the reason.
pub fn read(text: &str) -> Result<SavedGame, GgfError> {
    read_game(text, 1).map(|game| game.saved)
}

/// How many GGF records the text holds (GGS archives hold one a line).
pub fn count(text: &str) -> usize {
    records(text).map_or(0, |records| records.len())
}

/// Reads game `number` (from 1) of a GGF text: `(;GM[Othello]…BO[8 … *]B[f5//4.2]W[d6]…;)`,
/// alone or as GGS archives write them, one game a line after its number (`1 (;GM[…]…;)`).
///
/// - `BO` gives the board before the first move; the usual start, with or without handicap
///   corners, is read as such, and any other board as a game set up from a position.
/// - `TI` (or `TB` and `TW`) is `main/increment/extension`; an increment marked `,N1` is a
///   Bronstein delay, and the extension is added to the main time. A main time of zero
///   (`TI[0]`) means no time limit.
/// - Each move `B[f5/eval/time]` is checked by the rules, a pass `PA` must be a forced one, and
///   its time, if given (with as many decimals as the writer likes), is charged to the clock,
///   even beyond the time left: the writer kept the clock, and may have let a move be made
///   after the flag.
/// - A `C[…]` after a move is that move's comment (after a pass, the move before it's).
/// - `PB`, `PW` name the players, `DT` dates the game, and a result marked `:t` is a loss on
///   time. Other properties are passed over.
///
/// # Errors
/// When there is no game `number`, or it is not an 8×8 Othello game, or a move breaks the rules,
/// with the reason and the move.
pub fn read_game(text: &str, number: usize) -> Result<GgfGame, GgfError> {
    let records = records(text)?;
    let record = match (records.len(), records.get(number.wrapping_sub(1))) {
        (0, _) => return Err(GgfError::NoGame),
        (_, Some(record)) => *record,
        (count, None) => return Err(GgfError::NoSuchGame { count, asked: number }),
    };
    read_record(record)
}

/// Every game of a GGF text (a GGS archive holds one a line), each read as [`read_game`] reads
/// it, or why it cannot be; an error if the text is not GGF at all.
///
/// # Errors
/// When a record is never closed, or the text holds no game.
pub fn read_all(text: &str) -> Result<Vec<Result<GgfGame, GgfError>>, GgfError> {
    let records = records(text)?;
    if records.is_empty() {
        return Err(GgfError::NoGame);
    }
    Ok(records.into_iter().map(read_record).collect())
}

/// One record's game.
fn read_record(record: &str) -> Result<GgfGame, GgfError> {
    let properties = properties(record)?;
    let value = |tag: &str| properties.iter().find(|(name, _)| name == tag).map(|(_, value)| value.as_str());

    if let Some(game) = value("GM")
        && !game.eq_ignore_ascii_case("othello")
    {
        return Err(GgfError::NotOthello(echo(game)));
    }
    if let Some(kind) = value("TY")
        && !matches!(kind.trim(), "8" | "8r")
    {
        return Err(GgfError::NotEightByEight(echo(kind)));
    }
    let (position, to_move) = match value("BO") {
        Some(board) => start_board(board)?,
        None => (Position::START, Color::Black),
    };
    let handicap = handicap_of(position, to_move);
    let time_control = time_control(value("TI"), value("TB"), value("TW"))?;
    let rules = Rules::new(handicap.unwrap_or(Handicap::NONE), time_control).map_err(GgfError::Rules)?;
    let start = match handicap {
        Some(_) => None,
        None => Some((position, to_move)),
    };

    let mut replay = match start {
        Some((position, to_move)) => Game::from_position(position, to_move, Rules::default()),
        None => Game::new(Rules::new(rules.handicap(), None).expect("the handicap was accepted")),
    };
    let mut moves = Vec::new();
    let mut used = ByColor::both(Duration::ZERO);
    let mut pass_written = false;
    let mut comments = Comments::new();
    let mut number = 0;
    for (tag, value) in &properties {
        if tag == "C" {
            if let Some(last) = moves.len().checked_sub(1) {
                comments.insert(last, value.clone());
            }
            continue;
        }
        if tag != "B" && tag != "W" {
            continue;
        }
        number += 1;
        let color = if tag == "B" { Color::Black } else { Color::White };
        let refused = |problem| GgfError::Move { number, color, value: echo(value), problem };
        let mut fields = value.split('/');
        let square = fields.next().unwrap_or_default().trim();
        let took = match fields.nth(1).map(str::trim) {
            None | Some("") => None,
            Some(time) => {
                Some(whole_ms(parse_time(time).ok_or_else(|| refused(MoveProblem::Time(echo(time))))?))
            }
        };
        if replay.is_over() {
            return Err(refused(MoveProblem::GameOver));
        }
        if square.eq_ignore_ascii_case("pa") || square.eq_ignore_ascii_case("pass") {
            // Passes happen by themselves: a recorded one must be the pass just made.
            let forced = replay.last_ply().is_some_and(|ply| ply.turn == Turn::Pass && ply.color == color);
            if !forced {
                return Err(refused(MoveProblem::UnforcedPass));
            }
            pass_written = true;
            continue;
        }
        let square: Square = square.parse().map_err(|e: ParseSquareError| {
            refused(MoveProblem::NotASquare(ParseSquareError { input: echo(&e.input) }))
        })?;
        if replay.to_move() != Some(color) {
            return Err(refused(MoveProblem::NotTheirTurn));
        }
        replay.play_untimed(square).map_err(|e| match e {
            PlayError::Illegal(illegal) => refused(MoveProblem::Illegal(illegal)),
            // The clock is not kept in the replay, and a game over was refused above.
            PlayError::GameOver | PlayError::OutOfTime(_) => refused(MoveProblem::GameOver),
        })?;
        pass_written = false;
        if let Some(took) = took {
            used[color] += took;
        }
        moves.push(RecordedMove { square, took });
    }

    let lost_on_time = value("RE").and_then(loser_on_time).filter(|_| time_control.is_some());
    let resume = |used: ByColor<Duration>, lost: Option<Color>| {
        Game::resume(rules, start, &moves, used, lost).map_err(GgfError::Resume)
    };
    let game = match lost_on_time {
        None => resume(used, None)?,
        Some(loser) => {
            // The record gives the moves' times; the loser then used up what was left.
            let left = resume(used, None)?.clock().remaining(loser).unwrap_or_default();
            used[loser] += left;
            resume(used, Some(loser))?
        }
    };

    let players = ByColor::new(Color::Black, Color::White).map(|color| {
        let tag = if color == Color::Black { "PB" } else { "PW" };
        let name = value(tag)
            .map(str::trim)
            .filter(|name| !name.is_empty() && *name != color.name() && *name != color.to_string());
        Player::person(name.map(String::from))
    });
    let pass_unwritten = !pass_written && game.last_ply().is_some_and(|ply| ply.turn == Turn::Pass);
    let saved = SavedGame {
        game,
        players,
        id: GameId::random(),
        started: value("DT").and_then(date),
        turn: Duration::ZERO,
        seat: None,
        comments,
        played_at: None,
    };
    Ok(GgfGame { saved, pass_unwritten })
}

/// The records `(;…;)` of a text, brackets and escapes respected.
fn records(text: &str) -> Result<Vec<&str>, GgfError> {
    let mut records = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find("(;") {
        let body = &rest[open + 2..];
        let mut in_value = false;
        let mut escaped = false;
        let mut end = None;
        for (i, c) in body.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' if in_value => escaped = true,
                '[' if !in_value => in_value = true,
                ']' if in_value => in_value = false,
                ')' if !in_value => {
                    end = Some(i);
                    break;
                }
                _ => {}
            }
        }
        let Some(end) = end else { return Err(GgfError::RecordNotClosed) };
        records.push(body[..end].strip_suffix(';').unwrap_or(&body[..end]));
        rest = &body[end + 1..];
    }
    Ok(records)
}

/// The properties `NAME[value]` of a record, in order, their values unescaped.
fn properties(record: &str) -> Result<Vec<(String, String)>, GgfError> {
    let mut properties = Vec::new();
    let mut chars = record.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace() || *c == ';').is_some() {}
        if chars.peek().is_none() {
            return Ok(properties);
        }
        let mut name = String::new();
        while let Some(c) = chars.next_if(char::is_ascii_alphanumeric) {
            name.push(c.to_ascii_uppercase());
        }
        if name.is_empty() || chars.next() != Some('[') {
            let near: String = std::iter::once(name).chain(chars.take(12).map(String::from)).collect();
            return Err(GgfError::NotAProperty(echo(&near)));
        }
        let mut value = String::new();
        loop {
            match chars.next() {
                None => return Err(GgfError::ValueNotClosed(name)),
                Some('\\') => value.extend(chars.next()),
                Some(']') => break,
                Some(c) => value.push(c),
            }
        }
        properties.push((name, value));
    }
}

/// `BO[8 <64 squares> <side>]`: `*` or `X` black, `O` white, `-` or `.` empty, row by row from
/// a1; then `*` or `O` to move.
fn start_board(text: &str) -> Result<(Position, Color), GgfError> {
    let text = text.trim();
    let Some(cells) = text.strip_prefix('8') else {
        return Err(GgfError::Board(BoardProblem::Size(echo(text))));
    };
    let cells = cells.trim_end();
    let Some(side) = cells.chars().last() else { return Err(GgfError::Board(BoardProblem::Empty)) };
    let board = parse_squares(&cells[..cells.len() - side.len_utf8()])
        .map_err(|e| GgfError::Board(BoardProblem::Squares(e)))?;
    let to_move = match side {
        '*' | 'X' | 'x' => Color::Black,
        'O' | 'o' => Color::White,
        other => return Err(GgfError::Board(BoardProblem::ToMove(echo(&other.to_string())))),
    };
    Ok((Position::from_board(board, to_move).expect("one disc a square"), to_move))
}

/// The handicap whose start this is (none for the usual start), if it is one.
fn handicap_of(position: Position, to_move: Color) -> Option<Handicap> {
    (0..=4).flat_map(|corners| Color::ALL.map(|receiver| Handicap::new(corners, receiver))).flatten().find(
        |&handicap| {
            let rules = Rules::new(handicap, None).expect("no clock to refuse");
            Game::new(rules).start() == (position, to_move)
        },
    )
}

/// One side's `main/increment/extension`: the main time with the extension, the increment and
/// the delay.
fn side_clock(text: &str) -> Result<(Duration, Duration, Duration), GgfError> {
    let invalid = || GgfError::Clock(ClockProblem::NotAClock(echo(text)));
    let parts: Vec<&str> = text.split('/').collect();
    if parts.len() > 3 {
        return Err(invalid());
    }
    // Each part may carry options after a comma; `N1` on the increment makes it a delay.
    let part = |i: usize| {
        let part = parts.get(i).copied().unwrap_or("");
        let (time, options) = part.split_once(',').unwrap_or((part, ""));
        (parse_time(time), options)
    };
    let (main, _) = part(0);
    let (step, options) = part(1);
    let (extension, _) = part(2);
    let (main, step, extension) =
        (main.ok_or_else(invalid)?, step.ok_or_else(invalid)?, extension.ok_or_else(invalid)?);
    let delay = options.split(',').any(|option| option.trim().eq_ignore_ascii_case("N1"));
    Ok(if delay {
        (main + extension, Duration::ZERO, step)
    } else {
        (main + extension, step, Duration::ZERO)
    })
}

/// The clocks of `TI`, or of `TB` and `TW` for time odds; none without them, or when a side's
/// main time is zero: NBoard writes `TI[0]` for an untimed game (and a clock of one side only
/// is beyond othello's clocks, which are both timed or both not).
fn time_control(
    ti: Option<&str>,
    tb: Option<&str>,
    tw: Option<&str>,
) -> Result<Option<TimeControl>, GgfError> {
    let both = ti.map(side_clock).transpose()?;
    let black = tb.map(side_clock).transpose()?.or(both);
    let white = tw.map(side_clock).transpose()?.or(both);
    let untimed =
        |side: Option<(Duration, Duration, Duration)>| side.is_some_and(|(main, ..)| main.is_zero());
    if untimed(black) || untimed(white) {
        return Ok(None);
    }
    match (black, white) {
        (None, None) => Ok(None),
        (Some((black, increment, delay)), Some((white, white_increment, white_delay))) => {
            if (increment, delay) != (white_increment, white_delay) {
                return Err(GgfError::Clock(ClockProblem::Uneven));
            }
            Ok(Some(TimeControl { base: ByColor::new(black, white), increment, delay }))
        }
        _ => Err(GgfError::Clock(ClockProblem::OneSide)),
    }
}

/// The side that lost on time, from a result such as `-12.00:t` (black's margin).
fn loser_on_time(result: &str) -> Option<Color> {
    let (margin, how) = result.split_once(':')?;
    if !how.trim().eq_ignore_ascii_case("t") {
        return None;
    }
    let margin: f64 = margin.trim().parse().ok()?;
    if margin < 0.0 {
        Some(Color::Black)
    } else if margin > 0.0 {
        Some(Color::White)
    } else {
        None
    }
}

/// `DT`: `2026.11.22_14:05:09.UTC` as GGS writes it, `2026-11-22 14:05:09 GMT` as NBoard does,
/// or seconds since 1970; other forms are passed over.
fn date(text: &str) -> Option<jiff::Timestamp> {
    let text = text.trim();
    if let Ok(seconds) = text.parse::<i64>() {
        return jiff::Timestamp::from_second(seconds).ok();
    }
    let civil = text.trim_end_matches(|c: char| c.is_ascii_alphabetic()).trim_end_matches(['.', ' ']);
    ["%Y.%m.%d_%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y.%m.%d %H:%M:%S"]
        .iter()
        .find_map(|format| jiff::civil::DateTime::strptime(format, civil).ok())
        .and_then(|datetime| datetime.to_zoned(jiff::tz::TimeZone::UTC).ok())
        .map(|zoned| zoned.timestamp())
}
