//! Plays two players against each other from balanced openings, each opening with both colours,
//! and prints the second player's wins, draws and losses, its score (a draw is half a win) with
//! one standard error, its mean disc margin, and the nodes a second each side searched. A player
//! is a level, or a fixed depth (`10s`: selective), with an evaluation:
//! `cargo run --release --example match -- --levels 5,6 --games 100`
//! `cargo run --release --example match -- --depths 6,6 --evals basic,patterns --games 200`
//! `--jobs 2` plays two games at once (the same games and result, in half the time on two cores).
//! `--book` has the second player open from the shipped book (choosing among its moves within a
//! disc of the best, as the levels do in a game), and `--from-start` starts every game from the
//! initial position instead of an opening, both players varying their first twelve moves as the
//! levels do in a game (among moves within a disc of the best), so that the games differ:
//! `cargo run --release --example match -- --levels 12,12 --book --from-start --games 100`.
//!
//! The openings are eight random moves from the start, kept when a 10-ply search finds them
//! within a disc and a half of even; the same seed gives the same openings, and `--seed N` picks
//! another set (to play more games than a match already played). `--write-openings FILE` writes
//! the openings' moves (one a line, such as `f5d6c3d3c4f4f6f3`) for other referees, and stops.

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;
use othello_tune::evals;

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use othello::engine::color::{ByColor, Color};
use othello::engine::position::Position;
use othello::search::level::LEVEL_VARIETY;
use othello::search::opening::{Balance, Opening, balanced_opening};
use othello::search::random::SplitMix64;
use othello::search::{Book, Evaluation, Level, Limits, Searcher};
use othello::text::printable;

/// The seed of the openings unless `--seed` picks others.
const DEFAULT_SEED: u64 = 0x5eed;
/// Plies of an opening.
const OPENING_PLIES: usize = 8;
/// The largest advantage an opening may give, in hundredths of a disc, at its search depth.
const BALANCED: i32 = 150;

/// How hard a player searches.
#[derive(Clone, Copy, Debug)]
enum Strength {
    /// A level of the computer opponent.
    Level(Level),
    /// A fixed depth, solving where the depth reaches the end, without noise; selective or not.
    Depth(u32, bool),
}

impl Strength {
    fn limits(self, seed: u64) -> Limits {
        match self {
            // A match measures strength: the best move always, not the opening variety that
            // keeps a person's games apart.
            Strength::Level(level) => Limits { variety: 0, ..level.limits(seed) },
            Strength::Depth(depth, selective) => Limits { selective, ..Limits::depth(depth, 0) },
        }
    }
}

impl std::fmt::Display for Strength {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Strength::Level(level) => write!(f, "level {level}"),
            Strength::Depth(depth, false) => write!(f, "depth {depth}"),
            Strength::Depth(depth, true) => write!(f, "depth {depth} selective"),
        }
    }
}

/// A player: its strength and its evaluation (with the name it was asked for by), and the book
/// it opens from, if any.
#[derive(Clone, Debug)]
struct Player {
    strength: Strength,
    eval: Evaluation,
    eval_name: String,
    book: Option<Arc<Book>>,
}

/// What one side of the match did: nodes and seconds of search.
#[derive(Clone, Copy, Default)]
struct Effort {
    nodes: u64,
    seconds: f64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut strengths = (Strength::Level(Level::new(5).unwrap()), Strength::Level(Level::new(6).unwrap()));
    let mut eval_names = ("patterns".to_string(), "patterns".to_string());
    let mut games = 100usize;
    let mut jobs = 1usize;
    let mut seed = DEFAULT_SEED;
    let mut write_openings: Option<String> = None;
    let (mut book, mut from_start) = (false, false);
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).map(String::as_str).unwrap_or("");
        match args[i].as_str() {
            "--book" => {
                book = true;
                i += 1;
                continue;
            }
            "--from-start" => {
                from_start = true;
                i += 1;
                continue;
            }
            "--levels" => match pair(value, |n| Level::new(n.parse().ok()?).map(Strength::Level)) {
                Some(pair) => strengths = pair,
                None => return usage(&format!("--levels {value}: two levels from 1 to 20, such as 5,6")),
            },
            "--depths" => match pair(value, depth) {
                Some(pair) => strengths = pair,
                None => {
                    return usage(&format!(
                        "--depths {value}: two depths from 1 to 30, each with s if selective, such as 6,6 or 10,10s"
                    ));
                }
            },
            "--evals" => match pair(value, |name| evals::evaluation(name).map(|_| name.to_string())) {
                Some(pair) => eval_names = pair,
                None => {
                    return usage(&format!(
                        "--evals {value}: two of {}, such as first,patterns",
                        evals::NAMES
                    ));
                }
            },
            "--games" => match value.parse::<usize>() {
                Ok(n) if n >= 2 && n % 2 == 0 => games = n,
                _ => return usage(&format!("--games {value}: an even number, each opening played twice")),
            },
            "--jobs" => match value.parse::<usize>() {
                Ok(n) if n >= 1 => jobs = n,
                _ => return usage(&format!("--jobs {value}: how many games to play at once, 1 or more")),
            },
            "--seed" => match value.parse::<u64>() {
                Ok(n) => seed = n,
                _ => return usage(&format!("--seed {value}: a whole number that picks the openings")),
            },
            "--write-openings" if !value.is_empty() => write_openings = Some(value.to_string()),
            other => return usage(&format!("unknown argument {other}")),
        }
        i += 2;
    }
    let player = |strength, name: String, book: Option<Arc<Book>>| Player {
        strength,
        eval: evals::evaluation(&name).expect("a name checked above"),
        eval_name: name,
        book,
    };
    let shipped = book.then(|| Arc::new(Book::shipped()));
    let (first, second) =
        (player(strengths.0, eval_names.0, None), player(strengths.1, eval_names.1, shipped));
    let openings = if from_start {
        let start = Opening { position: Position::START, to_move: Color::Black, moves: Vec::new() };
        vec![start; games / 2]
    } else {
        openings(games / 2, seed)
    };
    if let Some(path) = write_openings {
        let lines: String = openings
            .iter()
            .map(|opening| opening.moves.iter().map(ToString::to_string).collect::<String>() + "\n")
            .collect();
        if let Err(error) = std::fs::write(&path, lines) {
            eprintln!("match: cannot write {}: {error}", printable(&path));
            return ExitCode::FAILURE;
        }
        println!("{} openings written to {}", openings.len(), printable(&path));
        return ExitCode::SUCCESS;
    }
    println!(
        "{} ({}{}) against {} ({}): {games} games from {}",
        second.strength,
        second.eval_name,
        if second.book.is_some() { ", opening book" } else { "" },
        first.strength,
        first.eval_name,
        if from_start { "the start".to_string() } else { format!("{} balanced openings", openings.len()) }
    );
    let started = Instant::now();
    // Each opening with each colour for the second player; every game is independent of the
    // others and seeded by its number, so the result is the same however many run at once.
    let games: Vec<(usize, Color)> =
        (0..openings.len()).flat_map(|index| [(index, Color::Black), (index, Color::White)]).collect();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(i32, Effort, Effort)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(games.len()) {
            scope.spawn(|| {
                while let Some(&(index, second_plays)) = games.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let Opening { position: opening, to_move, .. } = openings[index].clone();
                    let players = if second_plays == Color::Black {
                        ByColor::new(&second, &first)
                    } else {
                        ByColor::new(&first, &second)
                    };
                    let seed = (index as u64) << 1 | u64::from(second_plays == Color::White);
                    let (disc_margin, effort) = play(opening, to_move, players, seed, from_start);
                    let result = if second_plays == Color::Black {
                        (disc_margin, effort.white, effort.black)
                    } else {
                        (-disc_margin, effort.black, effort.white)
                    };
                    results.lock().expect("no game panics").push(result);
                }
            });
        }
    });
    let (mut wins, mut draws, mut losses, mut margin) = (0, 0, 0, 0i64);
    let mut efforts = (Effort::default(), Effort::default());
    for (for_second, of_first, of_second) in results.into_inner().expect("no game panics") {
        margin += i64::from(for_second);
        add(&mut efforts.0, of_first);
        add(&mut efforts.1, of_second);
        match for_second.signum() {
            1 => wins += 1,
            0 => draws += 1,
            _ => losses += 1,
        }
    }
    let played = wins + draws + losses;
    let (score, error) = score_and_error(wins, draws, losses);
    println!(
        "{} ({}): {wins}-{draws}-{losses} (W-D-L), score {:.1}% ± {:.1}%, mean margin {:+.2} discs; {:.1} s",
        second.strength,
        second.eval_name,
        100.0 * score,
        100.0 * error,
        margin as f64 / f64::from(played),
        started.elapsed().as_secs_f64()
    );
    for (player, effort) in [(&first, efforts.0), (&second, efforts.1)] {
        println!(
            "{} ({}): {:.2} M nodes a second ({} nodes in {:.1} s)",
            player.strength,
            player.eval_name,
            effort.nodes as f64 / effort.seconds.max(1e-9) / 1e6,
            effort.nodes,
            effort.seconds
        );
    }
    ExitCode::SUCCESS
}

/// The score (a win 1, a draw a half) and its standard error: how far from its true value the score
/// of this many games lies, as a rule. A score more than two errors from 50% is unlikely to be luck.
fn score_and_error(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
    let games = f64::from(wins + draws + losses);
    let score = (f64::from(wins) + 0.5 * f64::from(draws)) / games;
    let mean_square = (f64::from(wins) + 0.25 * f64::from(draws)) / games;
    (score, ((mean_square - score * score).max(0.0) / games).sqrt())
}

fn add(total: &mut Effort, more: Effort) {
    total.nodes += more.nodes;
    total.seconds += more.seconds;
}

fn usage(problem: &str) -> ExitCode {
    eprintln!(
        "match: {}\nusage: match [--levels A,B | --depths A,B] [--evals A,B (basic, patterns, first)] [--games EVEN] [--jobs N] [--seed N] [--book] [--from-start] [--write-openings FILE]",
        printable(problem)
    );
    ExitCode::from(2)
}

/// A depth from 1 to 30, followed by `s` for a selective search.
fn depth(text: &str) -> Option<Strength> {
    let (digits, selective) = match text.strip_suffix('s') {
        Some(digits) => (digits, true),
        None => (text, false),
    };
    digits.parse().ok().filter(|d| (1..=30).contains(d)).map(|d| Strength::Depth(d, selective))
}

/// Two comma-separated values, each read by `parse`.
fn pair<T>(text: &str, parse: impl Fn(&str) -> Option<T>) -> Option<(T, T)> {
    let (a, b) = text.split_once(',')?;
    Some((parse(a.trim())?, parse(b.trim())?))
}

/// `count` different openings of eight random moves that a 10-ply search finds about even.
fn openings(count: usize, seed: u64) -> Vec<Opening> {
    let mut rng = SplitMix64(seed);
    let mut searcher = Searcher::new();
    let balance = Balance { moves: OPENING_PLIES, depth: 10, within: BALANCED };
    let mut found: Vec<Opening> = Vec::new();
    while found.len() < count {
        let opening =
            balanced_opening(&mut searcher, balance, &mut rng).expect("eight moves deep, some are even");
        if !found.iter().any(|known| known.position == opening.position) {
            found.push(opening);
        }
    }
    found
}

/// Plays a game from `position` (`to_move` to play) between the players, each with its own
/// searcher, both varying their opening moves if `varied`; returns black's margin in discs (empty squares to the winner) and each side's
/// effort.
fn play(
    mut position: Position,
    mut to_move: Color,
    players: ByColor<&Player>,
    seed: u64,
    varied: bool,
) -> (i32, ByColor<Effort>) {
    let searcher = |player: &Player| {
        let searcher = Searcher::with_eval(player.eval.clone());
        match &player.book {
            Some(book) => searcher.with_book(book.clone()),
            None => searcher,
        }
    };
    let mut searchers = ByColor::new(searcher(players.black), searcher(players.white));
    let mut efforts = ByColor::new(Effort::default(), Effort::default());
    loop {
        if position.is_over() {
            let board = position.board(to_move);
            let (black, white) = (board.black.count() as i32, board.white.count() as i32);
            let empties = 64 - black - white;
            let margin = black - white;
            return (margin + margin.signum() * empties, efforts);
        }
        if !position.can_move() {
            position = position.pass();
            to_move = !to_move;
            continue;
        }
        let mut limits = players[to_move].strength.limits(seed);
        // The book is played from in a varied opening only, as before the limits said so.
        limits.book = varied && players[to_move].book.is_some();
        if varied {
            // Both sides vary their opening as the levels do in a game (the book's side among its
            // book moves within a disc of the best), each move with a seed of its own.
            limits.variety = LEVEL_VARIETY;
            limits.seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(position.empties().count());
        }
        let started = Instant::now();
        let result = searchers[to_move].think(position, &limits, &mut ());
        add(&mut efforts[to_move], Effort { nodes: result.nodes, seconds: started.elapsed().as_secs_f64() });
        let square = result.best.expect("a side with a legal move plays one");
        position = position.play(square);
        to_move = !to_move;
    }
}
