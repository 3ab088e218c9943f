//! `othello train`: the endgame puzzles or the opening drill in the terminal (on a fresh,
//! untimed game that stays untouched beneath), and `othello train list`.

use std::io::IsTerminal;

use crate::cli::{Cli, TrainAction};
use crate::engine::color::ByColor;
use crate::engine::game::Game;
use crate::engine::openings;
use crate::engine::rules::Rules;
use crate::store::Player;
use crate::store::SavedGame;
use crate::store::library::Library;
use crate::store::trainers::TrainingRecord;
use crate::text::printable;
use crate::trainers::drill::OpeningLine;
use crate::trainers::puzzle::{self, Difficulty, FEWEST_EMPTIES, MOST_EMPTIES};
use crate::tui::TrainWhat;

use super::session::{self, Session};
use super::{Failure, print};

/// Runs `othello train`.
pub(super) fn run(cli: &Cli, action: &TrainAction, library: Library, threads: usize) -> Result<(), Failure> {
    let what = match action {
        TrainAction::List => return print(list().as_bytes()),
        TrainAction::Endgame(args) => {
            let difficulty = Difficulty {
                fewest: args.empties.0,
                most: args.empties.1,
                margin_at_most: args.margin.map_or(64, i32::from),
            };
            if puzzle::choose(puzzle::shipped(), &difficulty, 0, 0).is_none() {
                return Err(Failure::Input(format!(
                    "no puzzle with {} (othello train list counts them)",
                    difficulty.describe()
                )));
            }
            TrainWhat::Endgame { difficulty, play_out: args.play_out, seed: args.seed.unwrap_or(0) }
        }
        TrainAction::Opening(args) => {
            let line = match &args.name {
                None => OpeningLine::Book,
                Some(name) => OpeningLine::named(name).ok_or_else(|| {
                    Failure::Input(format!(
                        "no opening named `{}` (othello train list names them)",
                        printable(name)
                    ))
                })?,
            };
            TrainWhat::Opening { line, learner: args.color.into(), choose: false }
        }
    };
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::Input(
            "the trainer needs a terminal, and standard input or output is not one".into(),
        ));
    }
    let record = TrainingRecord::load(library.data_dir());
    let people = ByColor::new(Player::person(None), Player::person(None));
    let saved = SavedGame::new(Game::new(Rules::default()), people);
    let app = session::open(cli, &library, threads, Session::of(saved), |app| {
        app.with_training_record(record).training_first(what)
    })?;
    if let Some(problem) = app.training_record_problem() {
        crate::output::err(&format!("othello: the training record was not kept: {problem}\n"));
    }
    Ok(())
}

/// The named openings, and the puzzles for each number of empty squares.
fn list() -> String {
    let mut text = String::from("Named openings (othello train opening NAME):\n");
    for (name, moves) in openings::named_lines() {
        text.push_str(&format!("  {name:<16} {moves}\n"));
    }
    text.push_str("\nEndgame puzzles (othello train endgame --empties N):\n  empties  puzzles\n");
    for empties in FEWEST_EMPTIES..=MOST_EMPTIES {
        let count = puzzle::shipped().iter().filter(|p| p.empties() == empties).count();
        text.push_str(&format!("  {empties:>7}  {count:>7}\n"));
    }
    text
}
