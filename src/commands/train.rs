//! `othello train`: the endgame puzzles or the opening drill in the terminal (on a fresh,
//! untimed game that stays untouched beneath), and `othello train list`.

use std::io::IsTerminal;

use crate::cli::{Cli, TrainAction};
use crate::engine::color::ByColor;
use crate::engine::game::Game;
use crate::engine::openings;
use crate::engine::rules::Rules;
use crate::i18n::Language;
use crate::store::Player;
use crate::store::SavedGame;
use crate::store::library::Library;
use crate::store::trainers::TrainingRecord;
use crate::text::{pad_left, printable};
use crate::trainers::drill::OpeningLine;
use crate::trainers::puzzle::{self, Difficulty, FEWEST_EMPTIES, MOST_EMPTIES};
use crate::tui::TrainWhat;
use crate::{tr, words};

use super::session::{self, Session};
use super::{Failure, print};

/// Runs `othello train`, its words in `language`.
pub(super) fn run(
    cli: &Cli,
    action: &TrainAction,
    library: Library,
    threads: usize,
    language: Language,
) -> Result<(), Failure> {
    let what = match action {
        TrainAction::List => return print(list(language).as_bytes()),
        TrainAction::Endgame(args) => {
            let difficulty = Difficulty {
                fewest: args.empties.0,
                most: args.empties.1,
                margin_at_most: args.margin.map_or(64, i32::from),
            };
            if puzzle::choose(puzzle::shipped(), &difficulty, 0, 0).is_none() {
                let difficulty = words::difficulty(language, &difficulty);
                return Err(Failure::Input(tr!(language, "error-no-puzzle", difficulty = difficulty)));
            }
            TrainWhat::Endgame { difficulty, play_out: args.play_out, seed: args.seed.unwrap_or(0) }
        }
        TrainAction::Opening(args) => {
            let line = match &args.name {
                None => OpeningLine::Book,
                Some(name) => OpeningLine::named(name).ok_or_else(|| {
                    Failure::Input(tr!(language, "error-no-opening", name = printable(name)))
                })?,
            };
            TrainWhat::Opening { line, learner: args.color.into(), choose: false }
        }
    };
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::Input(tr!(language, "error-needs-terminal", what = "trainer")));
    }
    let record = TrainingRecord::load(library.data_dir());
    let people = ByColor::new(Player::person(None), Player::person(None));
    let saved = SavedGame::new(Game::new(Rules::default()), people);
    let app = session::open(cli, &library, threads, Session::of(saved), |app| {
        app.with_training_record(record).training_first(what)
    })?;
    if let Some(problem) = app.training_record_problem() {
        let said = tr!(language, "error-training-record", problem = problem.to_string());
        crate::output::err(&format!("othello: {said}\n"));
    }
    Ok(())
}

/// The named openings, and the puzzles for each number of empty squares, in `language` (the
/// openings' names are their own, as `othello train opening NAME` takes them).
fn list(language: Language) -> String {
    let mut text = format!("{}\n", tr!(language, "train-list-openings"));
    for (name, moves) in openings::named_lines() {
        text.push_str(&format!("  {name:<16} {moves}\n"));
    }
    // The columns as wide as English's, or as their headings if wider.
    let head = |column| language.attribute("train-list-head", column);
    let width = |column| textwrap::core::display_width(&head(column)).max(7);
    let (empties_width, puzzles_width) = (width("empties"), width("puzzles"));
    text.push_str(&format!(
        "\n{}\n  {}  {}\n",
        tr!(language, "train-list-puzzles"),
        pad_left(&head("empties"), empties_width),
        pad_left(&head("puzzles"), puzzles_width)
    ));
    for empties in FEWEST_EMPTIES..=MOST_EMPTIES {
        let count = puzzle::shipped().iter().filter(|p| p.empties() == empties).count();
        text.push_str(&format!(
            "  {}  {}\n",
            pad_left(&empties.to_string(), empties_width),
            pad_left(&language.thousands(count as u64), puzzles_width)
        ));
    }
    text
}
