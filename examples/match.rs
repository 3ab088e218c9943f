//! Plays levels against each other from balanced openings, each opening with both colours, and
//! prints wins, draws and losses and the mean disc margin of the stronger level.
//! `cargo run --release --example match -- --levels 5,6 --games 100`
//!
//! The openings are eight random moves from the start, kept when a 10-ply search finds them
//! within a disc and a half of even; the same seed gives the same openings.

use std::process::ExitCode;
use std::time::Instant;

use othello::engine::color::{ByColor, Color};
use othello::engine::position::Position;
use othello::search::{Level, Limits, Searcher};

/// Plies of an opening.
const OPENING_PLIES: usize = 8;
/// The largest advantage an opening may give, in hundredths of a disc, at its search depth.
const BALANCED: i32 = 150;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut levels = (Level::new(5).unwrap(), Level::new(6).unwrap());
    let mut games = 100usize;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).map(String::as_str).unwrap_or("");
        match args[i].as_str() {
            "--levels" => match parse_levels(value) {
                Some(pair) => levels = pair,
                None => return usage(&format!("--levels {value}: two levels from 1 to 20, such as 5,6")),
            },
            "--games" => match value.parse::<usize>() {
                Ok(n) if n >= 2 && n % 2 == 0 => games = n,
                _ => return usage(&format!("--games {value}: an even number, each opening played twice")),
            },
            other => return usage(&format!("unknown argument {other}")),
        }
        i += 2;
    }
    let (low, high) = levels;
    let openings = openings(games / 2, 0x5eed);
    println!(
        "level {} against level {}: {games} games from {} balanced openings",
        high.number(),
        low.number(),
        openings.len()
    );
    let started = Instant::now();
    let (mut wins, mut draws, mut losses, mut margin) = (0, 0, 0, 0i64);
    for (index, &(opening, to_move)) in openings.iter().enumerate() {
        for high_plays in [Color::Black, Color::White] {
            let players =
                if high_plays == Color::Black { ByColor::new(high, low) } else { ByColor::new(low, high) };
            let seed = (index as u64) << 1 | u64::from(high_plays == Color::White);
            let disc_margin = play(opening, to_move, players, seed);
            let for_high = if high_plays == Color::Black { disc_margin } else { -disc_margin };
            margin += i64::from(for_high);
            match for_high.signum() {
                1 => wins += 1,
                0 => draws += 1,
                _ => losses += 1,
            }
        }
    }
    let played = wins + draws + losses;
    println!(
        "level {}: {wins}-{draws}-{losses} (W-D-L), score {:.1}%, mean margin {:+.2} discs; {:.1} s",
        high.number(),
        100.0 * (f64::from(wins) + 0.5 * f64::from(draws)) / f64::from(played),
        margin as f64 / f64::from(played),
        started.elapsed().as_secs_f64()
    );
    ExitCode::SUCCESS
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("match: {problem}\nusage: match [--levels LOW,HIGH] [--games EVEN]");
    ExitCode::from(2)
}

fn parse_levels(text: &str) -> Option<(Level, Level)> {
    let (a, b) = text.split_once(',')?;
    let (a, b) = (Level::new(a.trim().parse().ok()?)?, Level::new(b.trim().parse().ok()?)?);
    Some(if a <= b { (a, b) } else { (b, a) })
}

/// A small deterministic generator (splitmix64), so that a run can be repeated.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `count` different openings of eight random moves that a 10-ply search finds about even.
fn openings(count: usize, seed: u64) -> Vec<(Position, Color)> {
    let mut rng = Rng(seed);
    let mut searcher = Searcher::new();
    let mut found: Vec<(Position, Color)> = Vec::new();
    while found.len() < count {
        let (mut position, mut to_move) = (Position::START, Color::Black);
        for _ in 0..OPENING_PLIES {
            let moves: Vec<_> = position.moves().collect();
            let mv = moves[(rng.next() % moves.len() as u64) as usize];
            position = position.play_unchecked(mv);
            to_move = !to_move;
        }
        if found.iter().any(|&(p, _)| p == position) {
            continue;
        }
        let value = searcher.think(position, &Limits::depth(10, 0), &mut ()).score;
        if value.0.abs() <= BALANCED {
            found.push((position, to_move));
        }
    }
    found
}

/// Plays a game from `position` (`to_move` to play) between the levels, each with its own
/// searcher; returns black's margin in discs, empty squares to the winner.
fn play(mut position: Position, mut to_move: Color, levels: ByColor<Level>, seed: u64) -> i32 {
    let mut searchers = ByColor::new(Searcher::new(), Searcher::new());
    loop {
        if position.is_over() {
            let board = position.board(to_move);
            let (black, white) = (board.black.count() as i32, board.white.count() as i32);
            let empties = 64 - black - white;
            let margin = black - white;
            return margin + margin.signum() * empties;
        }
        if !position.can_move() {
            position = position.pass();
            to_move = !to_move;
            continue;
        }
        let limits = levels[to_move].limits(seed);
        let result = searchers[to_move].think(position, &limits, &mut ());
        let square = result.best.expect("a side with a legal move plays one");
        position = position.play(square);
        to_move = !to_move;
    }
}
