//! The close games of a match, for `examples/close_games.rs`: a line of the referee's record
//! (`../shared/tools/referee.py --out FILE`) read and its game replayed, and the move that turned
//! a lost game found in the values of its positions for the side that lost. The searches are
//! the example's; what is here is pure, and tested.

use othello_core::engine::color::Color;
use othello_core::engine::notation::{Token, parse_transcript};
use othello_core::engine::position::Position;
use othello_core::engine::square::Square;

/// How a game of the record ended, for engine A.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameEnd {
    /// Engine A's disc margin (empty squares to the winner).
    Margin(i32),
    /// A forfeit, of this kind (`timeout`, `crash`, `illegal`): no margin.
    Forfeit(String),
}

/// One line of the referee's record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The game's number, from 1: engine A plays black in the odd ones.
    pub number: u32,
    /// The label of the engine playing black.
    pub black: String,
    /// The label of the engine playing white.
    pub white: String,
    /// The result for engine A.
    pub outcome: GameEnd,
    /// The whole game, the opening included, passes written.
    pub moves: Vec<Token>,
}

/// Reads a line of the record: game number, opening, black's label, white's label, engine A's
/// margin (`+4`, `-6`, `forfeit:KIND`), the whole game's transcript and a detail, tab-separated
/// (the detail may be missing).
///
/// # Errors
/// What is wrong with the line, for a message that names the line.
pub fn parse_record(line: &str) -> Result<Record, String> {
    let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
    if fields.len() < 6 {
        return Err(format!("{} tab-separated fields, not the record's 6 or 7", fields.len()));
    }
    let number = fields[0]
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| format!("`{}` is not a game number", fields[0]))?;
    let (black, white) = (fields[2].trim(), fields[3].trim());
    if black.is_empty() || white.is_empty() {
        return Err("an engine's label is empty".to_string());
    }
    let margin = fields[4].trim();
    let outcome = match margin.strip_prefix("forfeit:") {
        Some(kind) => GameEnd::Forfeit(kind.to_string()),
        None => margin
            .parse::<i32>()
            .ok()
            .filter(|m| (-64..=64).contains(m) && m % 2 == 0)
            .map(GameEnd::Margin)
            .ok_or_else(|| format!("`{margin}` is not a margin such as +4 or -6, nor forfeit:KIND"))?,
    };
    let moves = parse_transcript(fields[5]).map_err(|error| format!("the game's transcript: {error}"))?;
    let opening = fields[1].trim();
    if opening != "-" {
        let opening = parse_transcript(opening).map_err(|error| format!("the opening: {error}"))?;
        let squares = |tokens: &[Token]| -> Vec<Square> {
            tokens.iter().filter_map(|t| if let Token::Move(s) = t { Some(*s) } else { None }).collect()
        };
        let (opening, game) = (squares(&opening), squares(&moves));
        if !game.starts_with(&opening) {
            return Err("the game does not begin with its opening".to_string());
        }
    }
    Ok(Record { number, black: black.to_string(), white: white.to_string(), outcome, moves })
}

/// A move of a game, and the position it was played in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    /// The position, its side to move able to move.
    pub position: Position,
    /// The colour to move there.
    pub to_move: Color,
    /// The move played.
    pub square: Square,
}

/// A game replayed to its end.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replayed {
    /// Every move (passes left out), with the position before it.
    pub moves: Vec<Played>,
    /// The position at the end (no legal move for either side).
    pub end: Position,
    /// Black's margin in discs, the empty squares to the winner.
    pub black_margin: i32,
}

/// Replays a game from the start. A written pass must be forced; a pass left out is made.
///
/// # Errors
/// The first move that cannot be played (its number, from 1, passes counted), or a game that
/// is not over at its end.
pub fn replay(tokens: &[Token]) -> Result<Replayed, String> {
    let (mut position, mut to_move) = (Position::START, Color::Black);
    let mut moves = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let number = index + 1;
        if position.is_over() {
            return Err(format!("move {number}: the game is over already"));
        }
        match *token {
            Token::Pass if position.can_move() => {
                return Err(format!("move {number}: a pass, but {} has a legal move", to_move.name()));
            }
            Token::Pass => {
                position = position.pass();
                to_move = !to_move;
            }
            Token::Move(square) => {
                if !position.can_move() {
                    // A pass left out of the transcript.
                    position = position.pass();
                    to_move = !to_move;
                }
                let Ok((next, _)) = position.try_play(square) else {
                    return Err(format!("move {number}: {square} is illegal for {}", to_move.name()));
                };
                moves.push(Played { position, to_move, square });
                position = next;
                to_move = !to_move;
            }
        }
    }
    if !position.is_over() {
        return Err(format!("the game stops after {} moves, before its end", tokens.len()));
    }
    let board = position.board(to_move);
    let (black, white) = (board.black.count() as i32, board.white.count() as i32);
    let margin = black - white;
    let black_margin = margin + margin.signum() * (64 - black - white);
    Ok(Replayed { moves, end: position, black_margin })
}

/// A close game, decided, with our engine on one side.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CloseGame {
    /// The game's number in the record.
    pub number: u32,
    /// The colour that lost.
    pub loser: Color,
    /// Whether the loser is our engine.
    pub ours_lost: bool,
    /// The winner's margin in discs (positive).
    pub margin: i32,
    /// The game.
    pub game: Replayed,
}

/// The record's game if it is close: decided by `close` discs or fewer (draws and forfeits are
/// not close), between our engine (`ours`) and another.
///
/// # Errors
/// A game that cannot be replayed, a margin the game replayed does not give, or labels that do
/// not tell our engine from the other.
pub fn close_game(record: &Record, ours: &str, close: i32) -> Result<Option<CloseGame>, String> {
    let GameEnd::Margin(margin_a) = record.outcome else { return Ok(None) };
    let game = replay(&record.moves)?;
    // The referee's engine A plays black in the odd games.
    let expected = if record.number % 2 == 1 { game.black_margin } else { -game.black_margin };
    if margin_a != expected {
        return Err(format!(
            "engine A's margin {margin_a:+} is not the game's (black {:+}, engine A playing {} in game {})",
            game.black_margin,
            if record.number % 2 == 1 { "black" } else { "white" },
            record.number
        ));
    }
    match (record.black == ours, record.white == ours) {
        (true, true) => return Err(format!("both engines are `{ours}`: which is ours?")),
        (false, false) => return Err(format!("neither engine is `{ours}` (see --ours)")),
        _ => {}
    }
    if margin_a == 0 || margin_a.abs() > close {
        return Ok(None);
    }
    let loser = if game.black_margin < 0 { Color::Black } else { Color::White };
    let ours_lost = (loser == Color::Black) == (record.black == ours);
    Ok(Some(CloseGame { number: record.number, loser, ours_lost, margin: margin_a.abs(), game }))
}

/// A position of a lost game, for finding where it turned.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// Whether the move played from it is the loser's (false at the end of the game).
    pub loser_moves: bool,
    /// Its value for the side that lost, in hundredths of a disc.
    pub value: i32,
}

/// Where a lost game turned.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
    /// At the loser's move from step `index`: the value is at least a draw before it and below
    /// zero after it, to the end. With `on_reply`, the values cross zero only at the winner's
    /// reply after it (a searched value can: an exact one cannot), and this is the loser's last
    /// move before they do.
    At { index: usize, on_reply: bool },
    /// Below zero from the first step on: lost before it.
    Before,
    /// Not below zero at the end: not a lost game.
    NotLost,
}

/// The move that turned a lost game: the last step with a value of a draw or better is where
/// the loser played it, the values after it all below zero.
pub fn find_turn(steps: &[Step]) -> Turn {
    if steps.last().is_none_or(|last| last.value >= 0) {
        return Turn::NotLost;
    }
    let Some(last_held) = steps.iter().rposition(|step| step.value >= 0) else { return Turn::Before };
    if steps[last_held].loser_moves {
        return Turn::At { index: last_held, on_reply: false };
    }
    match steps[..last_held].iter().rposition(|step| step.loser_moves) {
        Some(index) => Turn::At { index, on_reply: true },
        None => Turn::Before,
    }
}

/// The mean and the median of some numbers (the median of an even count is the mean of the
/// middle two); `None` for none.
pub fn mean_and_median(values: &[u32]) -> Option<(f64, f64)> {
    if values.is_empty() {
        return None;
    }
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    let mean = sorted.iter().map(|&v| f64::from(v)).sum::<f64>() / n as f64;
    let median = if n % 2 == 1 {
        f64::from(sorted[n / 2])
    } else {
        (f64::from(sorted[n / 2 - 1]) + f64::from(sorted[n / 2])) / 2.0
    };
    Some((mean, median))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games 1 and 2 of a real record (othello against NTest), with their detail.
    const DRAW: &str = "1\tf5d6c3d3c4f4f6f3e6e7c6\tothello\tntest\t+0\tf5d6c3d3c4f4f6f3e6e7c6g5e3d7f8e8d8e2g6c5f7c7b4h6g4b6b5c8b8a5a4h5f1a3a6g3b3a7f2a2d2c1e1g2h1c2b2g7h4h3g8b1a1d1h2h7h8g1a8b7\tfinal 32-32";
    const LOST: &str = "2\tf5d6c3d3c4f4f6f3e6e7c6\tntest\tothello\t-4\tf5d6c3d3c4f4f6f3e6e7c6g6f8c5b4f7d2d8g5c7c8b8e3b5a5g3g4h3h4e2d7c1g8b6g7c2e8h8h7a6a7h6h5a3b3a4a2b2e1d1f1f2a1b1g2h1b7a8g1h2\tfinal 34-30";
    /// Game 4 of the record: white (othello) passes once near the end (`pa`).
    const PASS: &str = "4\tf5d6c3d3c4f4c5b4c6b3e6b5e3\tntest\tothello\t-14\tf5d6c3d3c4f4c5b4c6b3e6b5e3f3a5g6g5f6g4d7f7e7f8h3e8h6g3c7a4h2b6c8d2d8a3g8e2e1g7d1h4h5c2a7a6a2c1f2b7b2a1a8b8b1h8h7h1paf1g2g1\tfinal 39-25";

    #[test]
    fn a_record_line_is_read_and_its_game_replayed() {
        let record = parse_record(LOST).unwrap();
        assert_eq!((record.number, record.black.as_str(), record.white.as_str()), (2, "ntest", "othello"));
        assert_eq!(record.outcome, GameEnd::Margin(-4));
        let game = replay(&record.moves).unwrap();
        assert_eq!((game.moves.len(), game.black_margin), (60, 4));
        assert_eq!(game.moves[0].to_move, Color::Black);
        assert_eq!(game.moves[59].to_move, Color::White);
        let close = close_game(&record, "othello", 4).unwrap().unwrap();
        assert_eq!((close.loser, close.ours_lost, close.margin), (Color::White, true, 4));
        // The same game with NTest as ours: theirs lost; and not close at 2 discs.
        assert!(!close_game(&record, "ntest", 4).unwrap().unwrap().ours_lost);
        assert_eq!(close_game(&record, "othello", 2).unwrap(), None);
        // A draw is not close; a pass is replayed, and the side after it.
        assert_eq!(close_game(&parse_record(DRAW).unwrap(), "othello", 4).unwrap(), None);
        let pass = replay(&parse_record(PASS).unwrap().moves).unwrap();
        assert_eq!((pass.moves.len(), pass.black_margin), (60, 14));
        assert_eq!(pass.moves[56].to_move, Color::Black);
        assert_eq!(pass.moves[57].to_move, Color::Black, "black plays again after white's pass");
        assert_eq!(pass.moves[58].to_move, Color::White);
        // A pass left out is made.
        let unwritten = replay(&parse_record(&PASS.replace("h1paf1", "h1f1")).unwrap().moves).unwrap();
        assert_eq!(unwritten, pass);
        // A forfeit is no game to replay, and no error.
        let forfeit = LOST.replace("\t-4\t", "\tforfeit:timeout\t");
        assert_eq!(parse_record(&forfeit).unwrap().outcome, GameEnd::Forfeit("timeout".into()));
        assert_eq!(close_game(&parse_record(&forfeit).unwrap(), "othello", 4).unwrap(), None);
    }

    #[test]
    fn a_bad_record_line_is_refused_with_the_reason() {
        let fault = |line: &str| match parse_record(line).and_then(|r| close_game(&r, "othello", 4)) {
            Ok(found) => panic!("accepted: {found:?}"),
            Err(message) => message,
        };
        assert!(fault("1\tf5\tothello").contains("3 tab-separated fields"));
        assert!(fault(&LOST.replacen('2', "x", 1)).contains("not a game number"));
        assert!(fault(&LOST.replace("\t-4\t", "\t-3\t")).contains("not a margin"));
        assert!(fault(&LOST.replace("\t-4\t", "\t4\t")).contains("engine A's margin +4 is not the game's"));
        assert!(fault(&LOST.replace("\t-4\t", "\t-6\t")).contains("engine A's margin -6"));
        assert!(fault(&LOST.replace("c6g6f8", "c6g6z9")).contains("the game's transcript"));
        assert!(fault(&LOST.replace("c6g6f8", "c6g6a1")).contains("move 13: a1 is illegal for black"));
        assert!(fault(&LOST.replace("g1h2\t", "g1\t")).contains("before its end"));
        assert!(fault(&LOST.replace("g1h2\t", "g1h2h2\t")).contains("move 61: the game is over"));
        assert!(
            fault(&LOST.replace("c5b4f7", "c5papa")).contains("move 15: a pass, but black has a legal move")
        );
        assert!(
            fault(&LOST.replacen("f5d6c3d3c4", "f5d6c3d3c3", 1)).contains("does not begin with its opening")
        );
        assert!(fault(&LOST.replace("othello", "edax")).contains("neither engine is `othello`"));
        assert!(fault(&LOST.replace("ntest", "othello")).contains("both engines"));
    }

    fn steps(values: &[(bool, i32)]) -> Vec<Step> {
        values.iter().map(|&(loser_moves, value)| Step { loser_moves, value }).collect()
    }

    #[test]
    fn the_turn_is_the_losers_last_move_from_a_draw_or_better_to_below_zero() {
        // The loser moves at 0, 2, 4, 6; the last value is the end's.
        let (l, w) = (true, false);
        let game = steps(&[(l, 120), (w, 40), (l, 0), (w, -50), (l, -20), (w, -200), (l, -100), (w, -200)]);
        assert_eq!(find_turn(&game), Turn::At { index: 2, on_reply: false });
        // Above zero again later: the later crossing is the turn; a draw (0) still holds.
        let again = steps(&[(l, -300), (w, -100), (l, 100), (w, -100), (l, 0), (w, -400), (w, -400)]);
        assert_eq!(find_turn(&again), Turn::At { index: 4, on_reply: false });
        // Below zero from the start: lost before it.
        assert_eq!(find_turn(&steps(&[(l, -10), (w, -10), (l, -400), (w, -400)])), Turn::Before);
        // Crossing at the winner's move (a searched value): the loser's move before it.
        let reply = steps(&[(l, 300), (w, 50), (w, 20), (l, -100), (w, -200)]);
        assert_eq!(find_turn(&reply), Turn::At { index: 0, on_reply: true });
        assert_eq!(find_turn(&steps(&[(w, 50), (l, -100), (w, -200)])), Turn::Before);
        // Not a lost game, or nothing at all.
        assert_eq!(find_turn(&steps(&[(l, -300), (w, 0)])), Turn::NotLost);
        assert_eq!(find_turn(&[]), Turn::NotLost);
    }

    #[test]
    fn the_mean_and_the_median() {
        assert_eq!(mean_and_median(&[]), None);
        assert_eq!(mean_and_median(&[30, 24, 27]), Some((27.0, 27.0)));
        assert_eq!(mean_and_median(&[30, 24, 25, 35]), Some((28.5, 27.5)));
    }
}
