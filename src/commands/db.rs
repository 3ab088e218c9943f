//! `othello db`: importing games into the data folder's database, listing its games, and the
//! opening explorer (every move played from a position, what the games came to, and the book's
//! or the engine's value), as text or JSON.

use std::path::Path;
use std::time::Instant;

use serde::Serialize;

use crate::cli::{DbAction, DbExploreArgs, DbGamesArgs, DbImportArgs, DbQueryArgs, SolveFormat};
use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use crate::i18n::Language;
use crate::search::{Searcher, level::Limits};
use crate::store::db::{self, Database, Filter, MoveStats};
use crate::store::library::Library;
use crate::text::{pad_left, pad_right, printable};
use crate::{tr, words};

use super::{Failure, game_at, open_database, print, unreadable};

/// Runs `othello db`'s `action` on the database of `data_dir`; its text in `language` (JSON is
/// the same in every language).
pub(super) fn run(
    action: &DbAction,
    data_dir: &Path,
    library: &Library,
    threads: usize,
    language: Language,
) -> Result<(), Failure> {
    match action {
        DbAction::Import(args) => import(args, data_dir, library, language),
        DbAction::Games(args) => games(args, data_dir, language),
        DbAction::Explore(args) => explore(args, data_dir, threads, language),
    }
}

fn import(
    args: &DbImportArgs,
    data_dir: &Path,
    library: &Library,
    language: Language,
) -> Result<(), Failure> {
    let started = Instant::now();
    let path = db::path(data_dir);
    // An import that fails has changed nothing and names the file at fault: exit code 2 whatever
    // the failure, a full disk's included.
    let report = db::import(&path, &args.paths, args.library.then_some(library))
        .map_err(|e| Failure::Input(crate::words::db_error(language, &e)))?;
    let grouped = |n: usize| language.thousands(n as u64);
    let said = tr!(
        language,
        "db-imported",
        added = report.added,
        added_text = grouped(report.added),
        seconds = language.decimal(started.elapsed().as_secs_f64(), 1),
        duplicates_text = grouped(report.duplicates),
        partial = report.not_from_start_or_unfinished,
        partial_text = grouped(report.not_from_start_or_unfinished),
        games = report.games,
        games_text = grouped(report.games),
        positions = report.positions,
        positions_text = language.thousands(report.positions),
        path = printable(&path.display().to_string())
    );
    print(format!("{said}\n").as_bytes())
}

/// The position and the filter a query names.
fn query(args: &DbQueryArgs) -> Result<(Option<Game>, Filter), Failure> {
    let asked = args.at.position.is_some() || args.at.moves.is_some();
    let game = if asked { Some(game_at(&args.at)?) } else { None };
    let filter = Filter {
        players: args.player.clone(),
        tournament: args.tournament.clone(),
        from_year: args.from_year,
        to_year: args.to_year,
    };
    Ok((game, filter))
}

/// The position of `game` with its side to move (a forced pass made), as the database indexes it.
fn position_of(game: &Game) -> (Position, Color) {
    let to_move = game.to_move().unwrap_or(Color::Black);
    (Position::from_board(game.board(), to_move).expect("a game's board"), to_move)
}

fn games(args: &DbGamesArgs, data_dir: &Path, language: Language) -> Result<(), Failure> {
    let database = open_database(data_dir)?;
    let (game, filter) = query(&args.query)?;
    let started = Instant::now();
    let mut numbers = database.matching(game.as_ref().map(position_of), &filter).map_err(unreadable)?;
    let took = started.elapsed();
    let found = numbers.len();
    // The newest first: by year, then the latest imported.
    numbers.sort_by_key(|&n| std::cmp::Reverse((database.games()[n as usize].year, n)));
    if args.limit > 0 {
        numbers.truncate(args.limit);
    }
    let mut rows = Vec::new();
    for number in numbers {
        if let Some(record) = database.game(number).map_err(unreadable)? {
            let meta = &record.meta;
            rows.push(Row {
                game: format!("db:{}", number + 1),
                year: meta.year,
                tournament: database.tournament(meta.tournament).to_string(),
                black: database.player(meta.black).to_string(),
                white: database.player(meta.white).to_string(),
                black_discs: meta.black_discs,
                white_discs: 64 - meta.black_discs,
                theoretical: meta.theoretical,
                moves: record.transcript(),
            });
        }
    }
    let text = match args.query.at.format {
        SolveFormat::Json => json(&GamesReport { games: database.games().len(), found, shown: rows }),
        SolveFormat::Text => games_text(&database, found, &rows, took, language),
    };
    print(text.as_bytes())
}

#[derive(Serialize)]
struct Row {
    /// How to open it: `othello --load db:N`.
    game: String,
    year: u16,
    tournament: String,
    black: String,
    white: String,
    black_discs: u8,
    white_discs: u8,
    /// Black's discs with perfect play from 24 empties, where the source says it.
    theoretical: Option<u8>,
    moves: String,
}

#[derive(Serialize)]
struct GamesReport {
    /// The games in the database.
    games: usize,
    /// The games that match.
    found: usize,
    /// Those shown (up to --limit), the newest first.
    shown: Vec<Row>,
}

fn games_text(
    database: &Database,
    found: usize,
    rows: &[Row],
    took: std::time::Duration,
    language: Language,
) -> String {
    let total = database.games().len();
    let heading = tr!(
        language,
        "db-games-found",
        found = found,
        found_text = language.thousands(found as u64),
        total = total,
        total_text = language.thousands(total as u64),
        milliseconds = language.thousands(took.as_millis() as u64),
        shown = if rows.len() < found { "newest" } else { "all" },
        count = rows.len()
    );
    let mut out = format!("{heading}\n");
    for row in rows {
        let short: String = row.moves.chars().take(24).collect();
        out.push_str(&format!(
            "  {:<9} {:>4}  {:<22} {:<20} {:>2}-{:<2} {:<20} {}{}\n",
            row.game,
            row.year,
            cut(&row.tournament, 22),
            cut(&row.black, 20),
            row.black_discs,
            row.white_discs,
            cut(&row.white, 20),
            short,
            if row.moves.len() > short.len() { "…" } else { "" }
        ));
    }
    out.push_str(&format!("{}\n", tr!(language, "db-games-open")));
    out
}

/// `text` made printable and cut to `width` characters.
fn cut(text: &str, width: usize) -> String {
    let text = printable(text);
    if text.chars().count() <= width {
        return text;
    }
    let mut cut: String = text.chars().take(width - 1).collect();
    cut.push('…');
    cut
}

fn explore(args: &DbExploreArgs, data_dir: &Path, threads: usize, language: Language) -> Result<(), Failure> {
    let database = open_database(data_dir)?;
    let (game, filter) = query(&args.query)?;
    let game = game.unwrap_or_else(|| Game::new(Rules::default()));
    let (position, to_move) = position_of(&game);
    let started = Instant::now();
    let stats = database.explore(position, to_move, &filter).map_err(unreadable)?;
    let took = started.elapsed();
    let values = values(position, &stats, args, data_dir, threads);
    let moves: Vec<ExploredMove> = stats
        .iter()
        .zip(&values)
        .filter_map(|(s, value)| {
            Some(ExploredMove {
                square: s.square?.to_string(),
                games: s.games,
                black_wins: s.black_wins,
                draws: s.draws,
                black_losses: s.black_losses,
                // Rounded to hundredths, a mean of nothing as 0, not -0.
                black_mean_margin: (s.mean_margin() * 100.0).round() / 100.0 + 0.0,
                value: value.map(|(score, _, _)| score),
                value_from: value.map(|(_, from, _)| from),
                value_depth: value.and_then(|(_, _, depth)| depth),
            })
        })
        .collect();
    let report = ExploreReport {
        games: database.games().len(),
        to_move: game.to_move().map(|color| color.to_string()),
        matching: stats.iter().map(|s| s.games).sum(),
        moves,
        query_ms: took.as_secs_f64() * 1000.0,
    };
    let text = match args.query.at.format {
        SolveFormat::Json => json(&report),
        SolveFormat::Text => explore_text(&report, game.to_move(), language),
    };
    print(text.as_bytes())
}

/// Each move's value for the side to move in hundredths of a disc, and where it comes from: the
/// book where it has the move, else one search of every move at the level asked.
fn values(
    position: Position,
    stats: &[MoveStats],
    args: &DbExploreArgs,
    data_dir: &Path,
    threads: usize,
) -> Vec<Option<(i32, &'static str, Option<u8>)>> {
    let book = crate::store::book::active(data_dir);
    let book_moves = book.moves(position);
    let needs_search = stats.iter().any(|s| book_moves.iter().all(|b| Some(b.square) != s.square));
    let searched = (needs_search && !args.no_engine && !stats.is_empty()).then(|| {
        let limits = Limits { noise: 0, variety: 0, ..args.level.limits(0) };
        Searcher::new().with_threads(threads).analyze(position, &limits, &mut ()).moves
    });
    stats
        .iter()
        .map(|s| {
            let square = s.square?;
            if let Some(book_move) = book_moves.iter().find(|b| b.square == square) {
                return Some((book_move.score.0, "book", Some(book_move.depth)));
            }
            let found = searched.as_ref()?.iter().find(|m| m.square == square)?;
            Some((found.score.0, "engine", None))
        })
        .collect()
}

#[derive(Serialize)]
struct ExploredMove {
    square: String,
    games: u32,
    black_wins: u32,
    draws: u32,
    black_losses: u32,
    /// Black's mean final margin in discs.
    black_mean_margin: f64,
    /// The move's value for the side to move, in hundredths of a disc.
    value: Option<i32>,
    /// `book` or `engine`.
    value_from: Option<&'static str>,
    /// For a book value, the depth of the search it comes from.
    value_depth: Option<u8>,
}

#[derive(Serialize)]
struct ExploreReport {
    /// The games in the database.
    games: usize,
    /// The side to move (none when the game is over).
    to_move: Option<String>,
    /// The games that went through the position (and pass the filters).
    matching: u32,
    moves: Vec<ExploredMove>,
    /// How long the database took to answer, in milliseconds.
    query_ms: f64,
}

/// The explorer's answer as text in `language`: how many games went through the position (and
/// who is to move there, `to_move`), then a line a move under the columns' headings, each
/// column as wide as English's or as its heading if wider.
fn explore_text(report: &ExploreReport, to_move: Option<Color>, language: Language) -> String {
    let (turn, side) = match to_move {
        Some(color) => ("yes", words::side(language, color)),
        None => ("none", String::new()),
    };
    let headline = tr!(
        language,
        "db-explore-through",
        matching = report.matching,
        matching_text = language.thousands(u64::from(report.matching)),
        games = report.games,
        games_text = language.thousands(report.games as u64),
        turn = turn,
        side = side
    );
    let mut out = format!("{headline}\n");
    let milliseconds = language.decimal(report.query_ms, 1);
    if report.moves.is_empty() {
        out.push_str(&format!("{}\n", tr!(language, "db-explore-found-in", milliseconds = milliseconds)));
        return out;
    }
    let head = |column| language.attribute("db-explore-head", column);
    let width = |column, least: usize| textwrap::core::display_width(&head(column)).max(least);
    let (moved, games, won, drawn, lost, mean) = (
        width("move", 4),
        width("games", 7),
        width("won", 9),
        width("drawn", 5),
        width("lost", 10),
        width("mean", 12),
    );
    out.push_str(&format!(
        "{} {}  {}  {}  {}  {}  {}\n",
        pad_right(&head("move"), moved),
        pad_left(&head("games"), games),
        pad_left(&head("won"), won),
        pad_left(&head("drawn"), drawn),
        pad_left(&head("lost"), lost),
        pad_left(&head("mean"), mean),
        head("value")
    ));
    for m in &report.moves {
        let percent = |n: u32| {
            let percent = language.decimal(100.0 * f64::from(n) / f64::from(m.games.max(1)), 1);
            tr!(language, "db-explore-percent", percent = percent)
        };
        let value = match (m.value, m.value_from) {
            (Some(value), Some(from)) => tr!(
                language,
                "db-explore-value",
                value = format!("{:+}", (f64::from(value) / 100.0).round() as i32),
                from = from,
                depth = m.value_depth.map_or(0, i32::from)
            ),
            _ => "-".into(),
        };
        out.push_str(&format!(
            "{} {}  {}  {}  {}  {}  {}\n",
            pad_right(&m.square, moved),
            pad_left(&language.thousands(u64::from(m.games)), games),
            pad_left(&percent(m.black_wins), won),
            pad_left(&percent(m.draws), drawn),
            pad_left(&percent(m.black_losses), lost),
            pad_left(&language.signed_decimal(m.black_mean_margin, 1), mean),
            value
        ));
    }
    out.push_str(&format!("{}\n", tr!(language, "db-explore-footer", milliseconds = milliseconds)));
    out
}

fn json(value: &impl Serialize) -> String {
    let mut text = crate::text::terminal_safe_json(&serde_json::to_string_pretty(value).expect("plain data"));
    text.push('\n');
    text
}
