//! `othello analyze`: a game reviewed move by move (see `review`), printed as text for people or
//! as one JSON object.

use std::io::IsTerminal;

use serde::Serialize;

use crate::cli::{AnalyzeArgs, SolveFormat};
use crate::engine::color::{ByColor, Color};
use crate::engine::square::Square;
use crate::i18n::Language;
use crate::output;
use crate::review::{self, MISTAKE, MoveReview, Tally, limits, tally};
use crate::search::level::Level;
use crate::store::library::Library;
use crate::text::{pad_left, pad_right};
use crate::{tr, words};

use super::{Failure, game_of, print};

/// Reviews the game `args` name and prints the review, its text in `language`.
pub(super) fn run(args: &AnalyzeArgs, library: &Library, language: Language) -> Result<(), Failure> {
    let (file, position, moves) = (args.file.as_deref(), args.position.as_deref(), args.moves.as_deref());
    let saved = game_of(file, args.game_number, position, moves, library)?;
    let game = &saved.game;
    if game.plies().len() == 0 {
        return Err(Failure::Input(tr!(language, "analyze-no-moves")));
    }
    // Progress on the terminal only: a script reading the output gets the review alone.
    let terminal = std::io::stderr().is_terminal();
    // Moves of the opening book are marked with their book value.
    let book = crate::store::book::active(library.data_dir());
    let reviews = review::review(game, &limits(args.level), &book, |done, total| {
        if terminal {
            let progress =
                tr!(language, "analyze-progress", done = done, total = total, level = args.level.number());
            output::err(&format!("\r{progress}"));
            if done == total {
                output::err(&format!("\r{}\r", " ".repeat(textwrap::core::display_width(&progress))));
            }
        }
    });
    let titled = |color| words::titled(language, &saved.players[color], color);
    let text = match args.format {
        SolveFormat::Text => {
            text(&reviews, args.level, &ByColor::new(titled(Color::Black), titled(Color::White)), language)
        }
        SolveFormat::Json => json(&reviews, args.level),
    };
    print(text.as_bytes())
}

/// The review as text in `language`: a line per move (mistakes marked, with the best line and
/// the line of the move played), then each player's discs lost, mistakes and blunders.
fn text(reviews: &[MoveReview], level: Level, players: &ByColor<String>, language: Language) -> String {
    let limits = limits(level);
    let mut out = tr!(
        language,
        "analyze-heading",
        level = level.number(),
        depth = limits.depth,
        exact_from = limits.exact_from
    );
    out.push_str("\n\n");
    // The columns, each as wide as its heading or its widest word if wider than English's.
    let head = |column| language.attribute("analyze-head", column);
    let sides = ByColor::new(
        tr!(language, "analyze-side", side = "black"),
        tr!(language, "analyze-side", side = "white"),
    );
    let width = |text: &str, least: usize| textwrap::core::display_width(text).max(least);
    let player = width(&head("player"), 6).max(width(&sides.black, 0)).max(width(&sides.white, 0));
    let (moved, score, best, lost) = (
        width(&head("move"), 6),
        width(&head("score"), 5),
        width(&head("best"), 12),
        width(&head("lost"), 4),
    );
    out.push_str(&format!(
        "{}  {}  {}  {}  {} {:>4}  {}\n",
        pad_left(&head("number"), 3),
        pad_right(&head("player"), player),
        pad_right(&head("move"), moved),
        pad_left(&head("score"), score),
        pad_right(&head("best"), best),
        "",
        pad_left(&head("lost"), lost),
    ));
    for review in reviews {
        let best_moves: Vec<String> = review.best.iter().map(ToString::to_string).collect();
        let exact = match (review.exact, review.book) {
            (true, _) => format!("  {}", tr!(language, "analyze-exact")),
            (false, Some(value)) => format!("  {}", tr!(language, "analyze-book", value = value.to_string())),
            (false, None) => String::new(),
        };
        out.push_str(&format!(
            "{:>3}  {}  {:<moved$}  {:>score$}  {:<best$} {:>4}  {:>lost$}{exact}\n",
            review.number,
            pad_right(&sides[review.color], player),
            format!("{}{}", review.played, review.mark()),
            review.score.to_string(),
            best_moves.join(" "),
            review.best_score.to_string(),
            review.lost,
        ));
        if review.lost >= MISTAKE && !review.line.is_empty() {
            let written =
                |line: &[Square]| line.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
            let indent = " ".repeat(16);
            let best_line = tr!(language, "analyze-best-line", line = written(&review.line));
            let played_line = tr!(language, "analyze-played-line", line = written(&review.played_line));
            out.push_str(&format!("{indent}{best_line}\n{indent}{played_line}\n"));
        }
    }
    let tally = tally(reviews);
    out.push('\n');
    for color in Color::ALL {
        let Tally { lost, mistakes, blunders } = tally[color];
        let line = tr!(
            language,
            "analyze-tally",
            player = players[color].clone(),
            lost = lost,
            mistakes = mistakes,
            blunders = blunders
        );
        out.push_str(&line);
        out.push('\n');
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
