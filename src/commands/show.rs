//! `othello show`: a game printed without the interactive screen, as text, JSON, a transcript or
//! GGF.

use std::fmt::Write;
use std::time::Duration;

use serde::Serialize;

use crate::cli::{Format, ShowArgs};
use crate::engine::bitboard::Bitboard;
use crate::engine::clock::{format_left, format_used};
use crate::engine::color::{ByColor, Color};
use crate::engine::game::{Game, Turn};
use crate::engine::notation::{board_string, numbered_plies};
use crate::engine::openings;
use crate::engine::square::Square;
use crate::i18n::Language;
use crate::search::level::Level;
use crate::store::ggf;
use crate::store::library::Library;
use crate::store::{ClockRecord, PlayedAt, ResultRecord, SavedGame, clock_records, ms};
use crate::text::{pad_left, pad_right};
use crate::{tr, words};

use super::{Failure, new_game, open_reference, play_moves, print, rename};

/// Prints the game `args` name; its text in `language` (the other formats are the same in every
/// language).
pub(super) fn run(args: &ShowArgs, library: &Library, language: Language) -> Result<(), Failure> {
    let mut saved = match &args.file {
        Some(reference) => {
            let (mut saved, _, _) = open_reference(reference, args.game_number, library)?;
            play_moves(&mut saved.game, &args.game)?;
            saved
        }
        None => new_game(&args.game)?,
    };
    rename(&mut saved, &args.game);
    let text = match args.format {
        Format::Text => text(&saved, language),
        Format::Json => json(&saved),
        Format::Transcript => format!("{}\n", saved.game.transcript()),
        Format::Ggf => ggf::write(&saved),
    };
    print(text.as_bytes())
}

/// The moves numbered 1 to 60 as Othello programs number them, passes shown as `pass` (in
/// `language`), ten to a line.
pub fn move_lines(game: &Game, language: Language) -> Vec<String> {
    let pass = pad_left(&tr!(language, "move-pass"), 6);
    let entries: Vec<String> = numbered_plies(game)
        .into_iter()
        .map(|(number, ply)| match (number, ply.turn) {
            (Some(number), Turn::Move { square, .. }) => format!("{number:>2} {square}"),
            _ => pass.clone(),
        })
        .collect();
    entries.chunks(10).map(|line| line.join("  ")).collect()
}

/// A board diagram: the columns above, the rows numbered, `X` black, `O` white, `*` the squares
/// in `marked` (legal moves), `-` empty.
pub fn diagram(board: ByColor<Bitboard>, marked: Bitboard) -> String {
    let squares: Vec<char> = board_string(board)
        .chars()
        .zip(Square::all())
        .map(|(c, square)| if c == '-' && marked.contains(square) { '*' } else { c })
        .collect();
    let mut out = String::from("   a b c d e f g h\n");
    for (row, cells) in squares.chunks(8).enumerate() {
        let cells: String = cells.iter().flat_map(|&c| [' ', c]).collect();
        let _ = writeln!(out, "{:>2}{cells}", row + 1);
    }
    out
}

/// A board diagram, the players with discs, hands and clocks, the rules, the opening's name, the
/// moves, and whose turn it is or the result: in `language`.
pub fn text(saved: &SavedGame, language: Language) -> String {
    let game = &saved.game;
    let mut out = diagram(game.board(), game.legal_moves());
    let _ = writeln!(out, "{}\n", tr!(language, "diagram-legend"));
    let (discs_on_board, hands, clock) = (game.discs(), game.hands(), game.clock());
    // The players' names in a column as wide as the wider (18 at least), the discs' numbers too.
    let titled = |color| words::titled(language, &saved.players[color], color);
    let titles = ByColor::new(titled(Color::Black), titled(Color::White));
    let column = Color::ALL
        .map(|color| textwrap::core::display_width(&titles[color]))
        .into_iter()
        .max()
        .unwrap_or(0)
        .max(18);
    for color in Color::ALL {
        let elapsed = if game.to_move() == Some(color) { saved.turn } else { Duration::ZERO };
        let (clock, time) = match clock.remaining_after(color, elapsed) {
            // Tenths of a second (under ten seconds left) after the language's decimal mark.
            Some(left) => ("left", format_left(left).replace('.', &language.decimal_mark().to_string())),
            None => ("used", format_used(clock.used(color, elapsed))),
        };
        let line = tr!(
            language,
            "show-player",
            player = pad_right(&titles[color], column),
            count = discs_on_board[color],
            discs = format!("{:>2}", discs_on_board[color]),
            hand = format!("{:>2}", hands[color]),
            clock = clock,
            time = time
        );
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "{}", tr!(language, "show-rules", rules = words::rules(language, &game.rules())));
    if let Some(played_at) = saved.played_at.as_ref().and_then(PlayedAt::describe) {
        let _ = writeln!(out, "{}", tr!(language, "show-played-at", at = played_at));
    }
    if let Some(name) = openings::opening(game.boards()).0 {
        let _ = writeln!(out, "{}", tr!(language, "show-opening", name = name));
    }
    out.push('\n');
    let moves = move_lines(game, language);
    if moves.is_empty() {
        let _ = writeln!(out, "{}", tr!(language, "show-no-moves"));
    } else {
        let _ = writeln!(out, "{}", tr!(language, "show-moves"));
        for line in moves {
            let _ = writeln!(out, "  {line}");
        }
    }
    out.push('\n');
    match (game.to_move(), game.outcome()) {
        (_, Some(outcome)) => {
            let _ = writeln!(out, "{}", words::outcome(language, &outcome));
        }
        (Some(color), None) => {
            let _ = writeln!(out, "{}", tr!(language, "show-to-move", player = titles[color].clone()));
        }
        (None, None) => {}
    }
    out
}

/// What `show --format json` prints, in the order the manual lists the fields.
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
    opening: Option<&'static str>,
    players: ByColor<Option<&'a str>>,
    computer: ByColor<Option<u8>>,
    clocks: ByColor<ClockRecord>,
    turn_ms: u64,
    /// A recorded game's tournament and year (either may be `null`); left out for a game
    /// played here.
    #[serde(skip_serializing_if = "Option::is_none")]
    played_at: Option<PlayedAtReport<'a>>,
}

/// Where and when a recorded game was played, in `show --format json`.
#[derive(Serialize)]
struct PlayedAtReport<'a> {
    tournament: Option<&'a str>,
    year: Option<u16>,
}

/// One JSON object describing the game (the manual lists the fields).
pub fn json(saved: &SavedGame) -> String {
    let game = &saved.game;
    let discs = game.discs();
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
        opening: openings::opening(game.boards()).0,
        players: ByColor::new(saved.players.black.name.as_deref(), saved.players.white.name.as_deref()),
        computer: ByColor::new(saved.players.black.computer, saved.players.white.computer)
            .map(|l| l.map(Level::number)),
        clocks: clock_records(game),
        turn_ms: if game.is_over() { 0 } else { ms(saved.turn) },
        played_at: saved
            .played_at
            .as_ref()
            .map(|at| PlayedAtReport { tournament: at.tournament.as_deref(), year: at.year }),
    };
    let mut text = crate::text::terminal_safe_json(
        &serde_json::to_string_pretty(&report).expect("the report always serialises"),
    );
    text.push('\n');
    text
}
