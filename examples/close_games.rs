//! Replays the close games of a match and shows where each was decided. The match is a record
//! as the referee writes it (`../shared/tools/referee.py --out FILE`: one game a line); a game is
//! close when decided by `--close N` discs or fewer (4 unless told; draws and forfeits are not),
//! and `--ours NAME` is our engine's label in it (`othello` unless told).
//!
//! Every position of a close game from 40 empties (`--from E`) to the end gets a value for the
//! side that lost: exact with at most `--exact E` empties (22), else a selective search to
//! `--depth D` plies (16), on one thread, with one table kept through the game (cleared between
//! games, so a game's figures do not depend on the others). The move that turned the game is the
//! loser's last move from a value of a draw or better to one below zero, every later value below
//! zero. For each game it prints that move's empties, the values before and after it, the move
//! played and the best move there with their values (every move of the position analysed), and
//! whether those are exact or searched; a game whose values cross zero only at the winner's reply
//! (a searched value can, an exact one cannot) is said to, and its turn is the loser's move
//! before. Then the close games won and lost, how many turned at each number of empties (by
//! loser: ours or theirs), and the mean and median empties of the turn for our losses and for
//! theirs. `--values` prints every game's values too; `--games N` replays the first N close games
//! only; `--eval NAME` values with another evaluation; `--probable P` values the positions of more
//! than `--exact` and at most P empties by the selective endgame (99% sure) instead of the search
//! (ten times the time at 28). The moves at the turn are analysed from an empty table, as a review
//! does, so that the exact values the game's later positions left in the table (for the move
//! played, not for the others) do not set the move played apart. About 4 s a game with the
//! defaults.
//! `cargo run --release --example close_games -- target/m53/base-games.tsv`
//! `cargo run --release --example close_games -- FILE --ours othello --close 4 --exact 22 --depth 16 --games 10`

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;
use othello_tune::close::{
    CloseGame, Record, Step, Turn, close_game, find_turn, mean_and_median, parse_record,
};
use othello_tune::evals;

use std::process::ExitCode;
use std::time::Instant;

use othello::engine::color::Color;
use othello::search::{Bound, Evaluation, Limits, Score, Searcher};
use othello::text::printable;

/// What the command line asks for.
struct Options {
    record: String,
    ours: String,
    close: i32,
    exact: u32,
    depth: u32,
    games: usize,
    eval: Evaluation,
    /// Positions with more empties are not valued: the turn is looked for from here on.
    from: u32,
    /// Whether to print every game's values.
    values: bool,
    /// With this many empties or fewer (and more than `exact`), values by the selective endgame
    /// to the end of the game, 99% sure; 0 for never.
    probable: u32,
}

fn main() -> ExitCode {
    let options = match options() {
        Ok(options) => options,
        Err(problem) => return usage(&problem),
    };
    let text = match std::fs::read(&options.record) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(error) => {
            eprintln!("close_games: cannot read {}: {error}", printable(&options.record));
            return ExitCode::FAILURE;
        }
    };
    let (mut usable, mut refused) = (0usize, 0usize);
    let mut close: Vec<(Record, CloseGame)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        match parse_record(line)
            .and_then(|record| Ok((close_game(&record, &options.ours, options.close)?, record)))
        {
            Ok((found, record)) => {
                usable += 1;
                if let Some(game) = found {
                    close.push((record, game));
                }
            }
            Err(problem) => {
                refused += 1;
                eprintln!(
                    "close_games: {} line {}: {}",
                    printable(&options.record),
                    index + 1,
                    printable(&problem)
                );
            }
        }
    }
    if usable == 0 {
        eprintln!(
            "close_games: no usable game in {} ({refused} line(s) refused)",
            printable(&options.record)
        );
        return ExitCode::FAILURE;
    }
    let all_close = close.len();
    close.truncate(options.games);
    let lost = close.iter().filter(|(_, game)| game.ours_lost).count();
    println!(
        "{} of {all_close} close games (decided by {} discs or fewer) among {usable} games{}: `{}` won {}, lost {lost}",
        close.len(),
        options.close,
        if refused > 0 { format!(" ({refused} line(s) refused)") } else { String::new() },
        printable(&options.ours),
        close.len() - lost,
    );
    println!(
        "values for the loser from {} empties: exact from {} empties, {}else a selective search to depth {}",
        options.from,
        options.exact,
        if options.probable > options.exact {
            format!("by the selective endgame (99% sure) from {} empties, ", options.probable)
        } else {
            String::new()
        },
        options.depth
    );
    let limits = Limits {
        selective: true,
        probable_from: options.probable,
        ..Limits::depth(options.depth, options.exact)
    };
    let mut searcher = Searcher::with_eval(options.eval.clone());
    let mut turns: Vec<(bool, Option<u32>)> = Vec::new();
    let started = Instant::now();
    for (done, (record, game)) in close.iter().enumerate() {
        let game_started = Instant::now();
        // Each game from an empty table: what one game finds is the same whatever ran before.
        searcher.clear();
        let empties = turn_of(&mut searcher, &limits, &options, record, game);
        turns.push((game.ours_lost, empties));
        eprintln!(
            "close_games: game {} ({}/{}) in {:.1} s, {:.0} s in all",
            game.number,
            done + 1,
            close.len(),
            game_started.elapsed().as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
    }
    summary(&turns, options.from);
    ExitCode::SUCCESS
}

/// Values every position of `game` from `options.from` empties to the end, finds the move that
/// turned it, and prints it; returns its empties, `None` if the game was lost before.
fn turn_of(
    searcher: &mut Searcher,
    limits: &Limits,
    options: &Options,
    record: &Record,
    game: &CloseGame,
) -> Option<u32> {
    let moves = &game.game.moves;
    let loser = game.loser;
    let first =
        moves.iter().position(|m| m.position.empties().count() <= options.from).unwrap_or(moves.len());
    let end_value = if loser == Color::Black { game.game.black_margin } else { -game.game.black_margin };
    // Step i is the position before move first + i; the last step is the end of the game. In
    // the order of the game, so that the table holds what the position before found.
    let mut steps = Vec::with_capacity(moves.len() - first + 1);
    let mut exact_at = Vec::with_capacity(moves.len() - first + 1);
    for played in &moves[first..] {
        let result = searcher.think(played.position, limits, &mut ());
        let loser_moves = played.to_move == loser;
        let value = if loser_moves { result.score.0 } else { -result.score.0 };
        steps.push(Step { loser_moves, value });
        exact_at.push(result.exact);
    }
    steps.push(Step { loser_moves: false, value: Score::discs(end_value).0 });
    exact_at.push(true);
    let who = format!(
        "{} lost by {} ({}, {})",
        if game.ours_lost { "ours" } else { "theirs" },
        game.margin,
        printable(if loser == Color::Black { &record.black } else { &record.white }),
        loser.name()
    );
    if options.values {
        let empties = |i: usize| moves.get(first + i).map_or(game.game.end, |m| m.position).empties().count();
        let values: Vec<String> = steps
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{} {}", empties(i), value(s.value, exact_at[i])))
            .collect();
        println!("game {:>4}  values for the loser by empties: {}", game.number, values.join(", "));
    }
    let (index, on_reply) = match find_turn(&steps) {
        Turn::At { index, on_reply } => (first + index, on_reply),
        Turn::Before => {
            let empties = moves.get(first).map_or(game.game.end, |m| m.position).empties().count();
            let there = value(steps[0].value, exact_at[0]);
            println!("game {:>4}  {who}: lost before {empties} empties ({there} there)", game.number);
            return None;
        }
        // The last step is the end of a lost game, below zero: not reached.
        Turn::NotLost => {
            println!("game {:>4}  {who}: not lost by its values", game.number);
            return None;
        }
    };
    let played = moves[index];
    let empties = played.position.empties().count();
    // From an empty table, as a review does: the solves later in the game leave exact values in
    // the table for the move played and not for the others, which would set them apart.
    let analysis = searcher.review(played.position, limits, &mut ());
    let exact = analysis.exact;
    let rank = analysis.moves.iter().position(|m| m.square == played.square);
    let played_value = rank.map_or(String::from("?"), |r| {
        let m = &analysis.moves[r];
        let bound = if m.bound == Bound::Exact { "" } else { " (a bound)" };
        format!("{}{bound}", value(m.score.0, exact))
    });
    let best = analysis.moves.first();
    println!(
        "game {:>4}  {who}: turned at {empties} empties ({} before, {} after); played {} {played_value}, best {} {} ({} {} of {}), {}{}",
        game.number,
        value(steps[index - first].value, exact_at[index - first]),
        value(steps[index - first + 1].value, exact_at[index - first + 1]),
        played.square,
        best.map_or(String::from("-"), |m| m.square.to_string()),
        best.map_or(String::from("?"), |m| value(m.score.0, exact)),
        played.square,
        rank.map_or(String::from("?"), |r| ordinal(r + 1)),
        analysis.moves.len(),
        match (exact, analysis.probability) {
            (true, _) => "exact".to_string(),
            (false, Some(sure)) => format!("{sure}% sure"),
            (false, None) => format!("searched to depth {}", analysis.depth),
        },
        if on_reply { "; the values cross zero only at the winner's reply" } else { "" }
    );
    Some(empties)
}

/// The close games counted, where they turned, and the mean and median empties of the turn.
fn summary(turns: &[(bool, Option<u32>)], from: u32) {
    let count = |ours: bool| turns.iter().filter(|(o, _)| *o == ours).count();
    println!("\n{} close games: ours won {}, lost {}", turns.len(), count(false), count(true));
    let at = |ours: bool, empties: Option<u32>| turns.iter().filter(|&&t| t == (ours, empties)).count();
    let known: Vec<u32> = turns.iter().filter_map(|t| t.1).collect();
    if !turns.is_empty() {
        println!("where they turned (empties before the loser's move): our losses #, their losses o");
        println!("  empties  ours  theirs");
    }
    let mut rows: Vec<(String, usize, usize)> = Vec::new();
    if turns.iter().any(|t| t.1.is_none()) {
        rows.push((format!(">{from}"), at(true, None), at(false, None)));
    }
    if let (Some(&high), Some(&low)) = (known.iter().max(), known.iter().min()) {
        for empties in (low..=high).rev() {
            rows.push((empties.to_string(), at(true, Some(empties)), at(false, Some(empties))));
        }
    }
    for (label, ours, theirs) in rows {
        println!("  {label:>7}  {ours:>4}  {theirs:>6}  {}{}", "#".repeat(ours), "o".repeat(theirs));
    }
    for (ours, whose) in [(true, "our losses"), (false, "their losses")] {
        let empties: Vec<u32> = turns.iter().filter(|t| t.0 == ours).filter_map(|t| t.1).collect();
        let before = at(ours, None);
        let before = if before > 0 {
            format!(" ({before} lost before {from} empties, left out)")
        } else {
            String::new()
        };
        match mean_and_median(&empties) {
            Some((mean, median)) => println!(
                "{whose}: {} turned at {mean:.1} empties on average, median {median:.1}{before}",
                empties.len()
            ),
            None => println!("{whose}: none turned from {from} empties on{before}"),
        }
    }
}

/// A value for print: whole discs if exact, else to the hundredth.
fn value(hundredths: i32, exact: bool) -> String {
    if exact { Score(hundredths).to_string() } else { format!("{:+.2}", f64::from(hundredths) / 100.0) }
}

/// `1st`, `2nd`, `3rd`, `4th`, …
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn options() -> Result<Options, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut options = Options {
        record: String::new(),
        ours: "othello".to_string(),
        close: 4,
        exact: 22,
        depth: 16,
        games: usize::MAX,
        eval: evals::evaluation("patterns").ok_or("the learned evaluation")?,
        from: 40,
        values: false,
        probable: 0,
    };
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).map(String::as_str).unwrap_or("");
        match args[i].as_str() {
            "--ours" if !value.is_empty() => options.ours = value.to_string(),
            "--ours" => return Err("--ours: the label of our engine in the record, such as othello".into()),
            "--close" => match value.parse::<i32>() {
                Ok(n) if (1..=64).contains(&n) => options.close = n,
                _ => {
                    return Err(format!(
                        "--close {value}: the largest margin that counts as close, 1 to 64 discs"
                    ));
                }
            },
            "--exact" => match value.parse::<u32>() {
                Ok(n) if n <= 30 => options.exact = n,
                _ => {
                    return Err(format!("--exact {value}: the empties from which values are exact, 0 to 30"));
                }
            },
            "--depth" => match value.parse::<u32>() {
                Ok(n) if (1..=30).contains(&n) => options.depth = n,
                _ => return Err(format!("--depth {value}: the depth of the searched values, 1 to 30 plies")),
            },
            "--games" => match value.parse::<usize>() {
                Ok(n) if n >= 1 => options.games = n,
                _ => return Err(format!("--games {value}: how many close games to replay, 1 or more")),
            },
            "--values" => {
                options.values = true;
                i += 1;
                continue;
            }
            "--from" => match value.parse::<u32>() {
                Ok(n) if (1..=60).contains(&n) => options.from = n,
                _ => {
                    return Err(format!(
                        "--from {value}: the empties from which positions are valued, 1 to 60"
                    ));
                }
            },
            "--probable" => match value.parse::<u32>() {
                Ok(n) if n <= 36 => options.probable = n,
                _ => {
                    return Err(format!(
                        "--probable {value}: the empties from which values come from the selective endgame, 0 to 36"
                    ));
                }
            },
            "--eval" => match evals::evaluation(value) {
                Some(eval) => options.eval = eval,
                None => return Err(format!("--eval {value}: one of {}", evals::NAMES)),
            },
            flag if flag.starts_with("--") => return Err(format!("unknown argument {flag}")),
            path if options.record.is_empty() => {
                options.record = path.to_string();
                i += 1;
                continue;
            }
            other => return Err(format!("one record only, not also {other}")),
        }
        i += 2;
    }
    if options.record.is_empty() {
        return Err("the match record to read (the referee's --out FILE)".into());
    }
    Ok(options)
}

fn usage(problem: &str) -> ExitCode {
    eprintln!(
        "close_games: {}\nusage: close_games RECORD [--ours NAME] [--close N] [--exact E] [--depth D] [--games N] [--from E] [--probable P] [--values] [--eval NAME]",
        printable(problem)
    );
    ExitCode::from(2)
}
