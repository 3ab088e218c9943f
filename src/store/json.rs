//! The save file's JSON: the versioned schema (version 2 written, version 1 read forever), and
//! loading as parse + replay + check.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::clock::TimeControl;
use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Game, RecordedMove, Turn};
use crate::engine::notation::{parse_position, position_string};
use crate::engine::outcome::{Ending, Outcome};
use crate::engine::rules::{Handicap, Rules};
use crate::engine::square::Square;
use crate::search::level::Level;
use crate::store::Player;

use super::error::{EndedBy, InvalidSave, SaveErrorKind, SavedResult};
use super::record::{Comments, GameId, PlayedAt, Role, SavedGame, Seat};

/// The `format` field of every save file.
pub const FORMAT: &str = "othello-save";
/// The schema version this program writes and the newest it reads.
pub const VERSION: u32 = 2;

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct FileV2 {
    format: String,
    version: u32,
    game_id: String,
    started: Option<String>,
    rules: RulesRecord,
    /// The board before the first move, as a position string, if not the one the rules give.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<String>,
    players: ByColor<Option<String>>,
    /// The computer's level for each side it played; `null` for a person.
    #[serde(default)]
    computer: ByColor<Option<u8>>,
    moves: Vec<MoveRecord>,
    clocks: ByColor<ClockRecord>,
    turn_ms: u64,
    result: Option<ResultRecord>,
    /// A game over the network: this player's seat in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    network: Option<SeatRecord>,
    /// A game recorded elsewhere (from the games database): its tournament and year. Left out
    /// for a game played here, so that files without it (every older one) read as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    played_at: Option<PlayedAtRecord>,
}

/// Where and when a recorded game was played: either part may be unknown (`null`).
#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct PlayedAtRecord {
    #[serde(default)]
    tournament: Option<String>,
    #[serde(default)]
    year: Option<u16>,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct SeatRecord {
    role: RoleName,
    address: String,
    /// The game's key; files of before version 2 of the network protocol have none (the host
    /// then makes a new code).
    #[serde(default)]
    key: String,
    /// The join code older files kept in clear: accepted, dropped, never written.
    #[serde(default, skip_serializing)]
    #[allow(dead_code)]
    code: Option<String>,
    /// When the address is a relay both sides meet at: the token both give it (written only then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    relay: Option<String>,
    you: Color,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum RoleName {
    Host,
    Guest,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct FileV1 {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    version: u32,
    rules: RulesRecord,
    players: ByColor<Option<String>>,
    moves: Vec<MoveRecordV1>,
    clocks: ByColor<ClockRecord>,
    result: Option<ResultRecord>,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct RulesRecord {
    handicap: u8,
    handicap_to: Color,
    time_control: Option<TimeControlRecord>,
}

#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct TimeControlRecord {
    black_ms: u64,
    white_ms: u64,
    increment_ms: u64,
    delay_ms: u64,
}

/// A move in a version-2 file: `ms` is `null` for a move set up before the clocks started; a
/// `comment` only where the player wrote one (files written before comments have none).
#[derive(Serialize, Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MoveRecord {
    square: String,
    ms: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MoveRecordV1 {
    square: String,
    ms: u64,
}

/// A player's clock as files and `show --format json` write it: time left at the start of the
/// turn in progress (`null` when untimed) and time used, in milliseconds.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClockRecord {
    remaining_ms: Option<u64>,
    used_ms: u64,
}

/// Both players' clock records for `game`.
pub(crate) fn clock_records(game: &Game) -> ByColor<ClockRecord> {
    let clock = game.clock();
    ByColor::new(Color::Black, Color::White).map(|color| ClockRecord {
        remaining_ms: clock.remaining(color).map(ms),
        used_ms: ms(clock.used(color, Duration::ZERO)),
    })
}

/// A finished game's result as files and `show --format json` write it: the winner, the official
/// score, and `"discs"` or `"time"`.
#[derive(Serialize, Deserialize, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResultRecord {
    winner: Option<Color>,
    black: u8,
    white: u8,
    by: EndingName,
}

impl From<&ResultRecord> for SavedResult {
    fn from(record: &ResultRecord) -> SavedResult {
        SavedResult {
            black: record.black,
            white: record.white,
            by: match record.by {
                EndingName::Discs => EndedBy::Discs,
                EndingName::Time => EndedBy::Time,
                EndingName::Resignation => EndedBy::Resignation,
            },
        }
    }
}

impl From<&Outcome> for ResultRecord {
    fn from(outcome: &Outcome) -> ResultRecord {
        ResultRecord {
            winner: outcome.winner,
            black: outcome.score.black,
            white: outcome.score.white,
            by: match outcome.ending {
                Ending::Discs => EndingName::Discs,
                Ending::Time { .. } => EndingName::Time,
                Ending::Resignation { .. } => EndingName::Resignation,
            },
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum EndingName {
    Discs,
    Time,
    Resignation,
}

/// Milliseconds, as files write durations.
pub(crate) fn ms(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

/// The file's contents for `saved`, as pretty-printed JSON (version 2).
pub fn to_json(saved: &SavedGame) -> String {
    let game = &saved.game;
    let rules = game.rules();
    let file = FileV2 {
        format: FORMAT.to_string(),
        version: VERSION,
        game_id: saved.id.0.clone(),
        started: saved.started.map(|t| t.to_string()),
        rules: RulesRecord {
            handicap: rules.handicap().corners(),
            handicap_to: rules.handicap().receiver(),
            time_control: rules.time_control().map(|c| TimeControlRecord {
                black_ms: ms(c.base.black),
                white_ms: ms(c.base.white),
                increment_ms: ms(c.increment),
                delay_ms: ms(c.delay),
            }),
        },
        start: game.custom_start().map(|(position, to_move)| position_string(position, to_move)),
        players: saved.players.clone().map(|player| player.name),
        computer: saved.players.clone().map(|player| player.computer.map(Level::number)),
        moves: game
            .plies()
            .filter_map(|ply| match ply.turn {
                Turn::Move { square, .. } => Some((square, ply.took)),
                Turn::Pass => None,
            })
            .enumerate()
            .map(|(index, (square, took))| MoveRecord {
                square: square.to_string(),
                ms: took.map(ms),
                comment: saved.comments.get(&index).cloned(),
            })
            .collect(),
        clocks: clock_records(game),
        turn_ms: if game.is_over() { 0 } else { ms(saved.turn) },
        result: game.outcome().as_ref().map(ResultRecord::from),
        network: saved.seat.as_ref().map(|seat| SeatRecord {
            role: match seat.role {
                Role::Host => RoleName::Host,
                Role::Guest => RoleName::Guest,
            },
            address: seat.address.clone(),
            key: seat.key.clone(),
            code: None,
            relay: seat.relay.clone(),
            you: seat.you,
        }),
        played_at: saved
            .played_at
            .as_ref()
            .map(|at| PlayedAtRecord { tournament: at.tournament.clone(), year: at.year }),
    };
    let mut text = serde_json::to_string_pretty(&file).expect("the schema always serialises");
    text.push('\n');
    text
}

/// The parts every version of the file has, before they are checked against each other.
struct Parts {
    rules: RulesRecord,
    start: Option<String>,
    players: ByColor<Option<String>>,
    computer: ByColor<Option<u8>>,
    moves: Vec<(String, Option<u64>)>,
    comments: Comments,
    clocks: ByColor<ClockRecord>,
    result: Option<ResultRecord>,
    id: GameId,
    started: Option<jiff::Timestamp>,
    turn: Duration,
    seat: Option<Seat>,
    played_at: Option<PlayedAt>,
    /// Version 1 counted the increment of an undone move (a bug), so its time left is not checked.
    check_remaining: bool,
}

/// Reads a save file's text: parse, check the format and version, replay every move, check the
/// clocks and the result.
pub fn from_json(text: &str) -> Result<SavedGame, SaveErrorKind> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(SaveErrorKind::NotASave);
    }
    let invalid = SaveErrorKind::Invalid;
    let parts = match value.get("version").and_then(|v| v.as_u64()) {
        Some(1) => {
            let file: FileV1 = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
            Parts {
                rules: file.rules,
                start: None,
                players: file.players,
                computer: ByColor::default(),
                moves: file.moves.into_iter().map(|m| (m.square, Some(m.ms))).collect(),
                comments: Comments::new(),
                clocks: file.clocks,
                result: file.result,
                id: GameId::random(),
                started: None,
                turn: Duration::ZERO,
                seat: None,
                played_at: None,
                check_remaining: false,
            }
        }
        Some(2) => {
            let file: FileV2 = serde_json::from_str(text).map_err(SaveErrorKind::Json)?;
            let id = GameId::parse(&file.game_id).ok_or(invalid(InvalidSave::GameId))?;
            let started = match &file.started {
                None => None,
                Some(text) => Some(text.parse::<jiff::Timestamp>().map_err(|_| {
                    invalid(InvalidSave::Started(crate::text::clip(text, crate::text::ECHO_LIMIT)))
                })?),
            };
            Parts {
                rules: file.rules,
                start: file.start,
                players: file.players,
                computer: file.computer,
                comments: file
                    .moves
                    .iter()
                    .enumerate()
                    .filter_map(|(index, m)| Some((index, m.comment.clone()?)))
                    .collect(),
                moves: file.moves.into_iter().map(|m| (m.square, m.ms)).collect(),
                clocks: file.clocks,
                result: file.result,
                id,
                started,
                turn: Duration::from_millis(file.turn_ms),
                seat: file.network.map(|seat| Seat {
                    role: match seat.role {
                        RoleName::Host => Role::Host,
                        RoleName::Guest => Role::Guest,
                    },
                    address: seat.address,
                    key: seat.key,
                    relay: seat.relay,
                    you: seat.you,
                }),
                played_at: file.played_at.map(|at| PlayedAt { tournament: at.tournament, year: at.year }),
                check_remaining: true,
            }
        }
        Some(version) => return Err(SaveErrorKind::Version(version)),
        None => return Err(invalid(InvalidSave::NoVersion)),
    };
    rebuild(parts)
}

fn rebuild(parts: Parts) -> Result<SavedGame, SaveErrorKind> {
    let invalid = SaveErrorKind::Invalid;
    let handicap = Handicap::new(parts.rules.handicap, parts.rules.handicap_to)
        .map_err(|e| invalid(InvalidSave::Rules(e)))?;
    let time_control = parts.rules.time_control.as_ref().map(|c| TimeControl {
        base: ByColor::new(Duration::from_millis(c.black_ms), Duration::from_millis(c.white_ms)),
        increment: Duration::from_millis(c.increment_ms),
        delay: Duration::from_millis(c.delay_ms),
    });
    let rules = Rules::new(handicap, time_control).map_err(|e| invalid(InvalidSave::Rules(e)))?;

    let mut moves = Vec::with_capacity(parts.moves.len());
    for (index, (square, took)) in parts.moves.iter().enumerate() {
        let square: Square =
            square.parse().map_err(|error| invalid(InvalidSave::NotASquare { number: index + 1, error }))?;
        moves.push(RecordedMove { square, took: took.map(Duration::from_millis) });
    }
    let used = parts.clocks.map(|c| Duration::from_millis(c.used_ms));
    match (time_control, parts.clocks.black.remaining_ms, parts.clocks.white.remaining_ms) {
        (None, None, None) | (Some(_), Some(_), Some(_)) => {}
        (None, ..) => return Err(invalid(InvalidSave::UntimedRemaining)),
        (Some(_), ..) => return Err(invalid(InvalidSave::TimedWithoutRemaining)),
    }
    let lost_on_time = match &parts.result {
        Some(ResultRecord { by: EndingName::Time, winner: Some(winner), .. }) => Some(!*winner),
        _ => None,
    };
    let start = match &parts.start {
        None => None,
        Some(text) => Some(parse_position(text).map_err(|e| invalid(InvalidSave::Start(e)))?),
    };
    let mut players = ByColor::default();
    for color in Color::ALL {
        let computer = match parts.computer[color] {
            None => None,
            Some(n) => Some(Level::new(n).ok_or(invalid(InvalidSave::Level { color, level: n }))?),
        };
        players[color] = Player { name: parts.players[color].clone(), computer };
    }
    let mut game = Game::resume(rules, start, &moves, used, lost_on_time)
        .map_err(|e| invalid(InvalidSave::Resume(e)))?;
    if let Some(ResultRecord { by: EndingName::Resignation, winner: Some(winner), .. }) = &parts.result {
        // A resignation is checked as any result is, below: the scores must be what it gives.
        let _ = game.resign(!*winner);
    }

    if parts.check_remaining {
        let clock = game.clock();
        for color in Color::ALL {
            let (written, counted) = (parts.clocks[color].remaining_ms, clock.remaining(color).map(ms));
            if written != counted {
                return Err(invalid(InvalidSave::Remaining {
                    color,
                    written: written.unwrap_or_default(),
                    counted: counted.unwrap_or_default(),
                }));
            }
        }
    }
    let expected = game.outcome().as_ref().map(ResultRecord::from);
    if expected != parts.result {
        return Err(invalid(InvalidSave::Result {
            written: parts.result.as_ref().map(SavedResult::from),
            counted: expected.as_ref().map(SavedResult::from),
        }));
    }
    Ok(SavedGame {
        game,
        players,
        id: parts.id,
        started: parts.started,
        turn: parts.turn,
        seat: parts.seat,
        comments: parts.comments,
        played_at: parts.played_at,
    })
}
