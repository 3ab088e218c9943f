//! `othello analyze`: a game reviewed move by move (see `review`), printed as text for people or
//! as one JSON object.

use std::io::IsTerminal;

use serde::Serialize;

use crate::cli::{AnalyzeArgs, SolveFormat};
use crate::engine::color::{ByColor, Color};
use crate::engine::square::Square;
use crate::output;
use crate::review::{self, MISTAKE, MoveReview, Tally, limits, tally};
use crate::search::level::Level;
use crate::store::library::Library;

use super::{Failure, game_of, print};

/// Reviews the game `args` name and prints the review.
pub(super) fn run(args: &AnalyzeArgs, library: &Library) -> Result<(), Failure> {
    let (file, position, moves) = (args.file.as_deref(), args.position.as_deref(), args.moves.as_deref());
    let saved = game_of(file, args.game_number, position, moves, library)?;
    let game = &saved.game;
    if game.plies().len() == 0 {
        return Err(Failure::Input("no moves to review: give a game, or --moves".into()));
    }
    // Progress on the terminal only: a script reading the output gets the review alone.
    let terminal = std::io::stderr().is_terminal();
    // Moves of the opening book are marked with their book value.
    let book = crate::store::book::active(library.data_dir());
    let reviews = review::review(game, &limits(args.level), &book, |done, total| {
        if terminal {
            output::err(&format!("\ranalysing move {done} of {total} at level {}...", args.level));
            if done == total {
                output::err(&format!("\r{}\r", " ".repeat(48)));
            }
        }
    });
    let names = Color::ALL.map(|color| saved.players[color].titled(color));
    let text = match args.format {
        SolveFormat::Text => text(&reviews, args.level, &ByColor::new(names[0].clone(), names[1].clone())),
        SolveFormat::Json => json(&reviews, args.level),
    };
    print(text.as_bytes())
}

/// The review as text: a line per move (mistakes marked, with the best line and the line of
/// the move played), then each
/// player's discs lost.
fn text(reviews: &[MoveReview], level: Level, players: &ByColor<String>) -> String {
    let limits = limits(level);
    let mut out = format!(
        "Review at level {level} ({} plies, solved from {} empty squares); scores in discs for the player who moved.\n\n",
        limits.depth, limits.exact_from
    );
    out.push_str(&format!(
        "{:>3}  {:<6}  {:<6}  {:>5}  {:<12} {:>4}  {:>4}\n",
        "#", "Player", "Move", "Score", "Best", "", "Lost"
    ));
    for review in reviews {
        let best: Vec<String> = review.best.iter().map(ToString::to_string).collect();
        let exact = match (review.exact, review.book) {
            (true, _) => "  exact".to_string(),
            (false, Some(value)) => format!("  book {value}"),
            (false, None) => String::new(),
        };
        out.push_str(&format!(
            "{:>3}  {:<6}  {:<6}  {:>5}  {:<12} {:>4}  {:>4}{exact}\n",
            review.number,
            review.color.name(),
            format!("{}{}", review.played, review.mark()),
            review.score.to_string(),
            best.join(" "),
            review.best_score.to_string(),
            review.lost,
        ));
        if review.lost >= MISTAKE && !review.line.is_empty() {
            let written =
                |line: &[Square]| line.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
            out.push_str(&format!("                best line:   {}\n", written(&review.line)));
            out.push_str(&format!("                played line: {}\n", written(&review.played_line)));
        }
    }
    let tally = tally(reviews);
    out.push('\n');
    for color in Color::ALL {
        out.push_str(&format!("{}: {}.\n", players[color], tally[color]));
    }
    out
}

/// What `analyze --format json` prints.
#[derive(Serialize)]
struct JsonReview<'a> {
    level: u8,
    depth: u32,
    exact_from: u32,
    moves: &'a [MoveReview],
    lost: ByColor<i32>,
    players: ByColor<Tally>,
}

/// The review as one JSON object: the level, every move, each player's discs lost.
fn json(reviews: &[MoveReview], level: Level) -> String {
    let limits = limits(level);
    let report = JsonReview {
        level: level.number(),
        depth: limits.depth,
        exact_from: limits.exact_from,
        moves: reviews,
        lost: tally(reviews).map(|tally| tally.lost),
        players: tally(reviews),
    };
    let mut text = crate::text::terminal_safe_json(
        &serde_json::to_string_pretty(&report).expect("a review always serialises"),
    );
    text.push('\n');
    text
}
