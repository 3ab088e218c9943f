//! The trainer's keys: a square answers (typed, under the cursor or clicked), then the next
//! puzzle or line, the same again, the solution, the way of playing and the difficulty; each
//! answer that ends a puzzle or a line is counted in the record, which is kept.

use crate::i18n::Language;
use crate::tr;
use crate::words;
use std::time::Instant;

use crate::engine::square::Square;
use crate::search::SearchResult;
use crate::trainers::attempt::AttemptEnd;
use crate::trainers::drill::Answer;
use crate::trainers::puzzle::SolvedMove;

use super::super::action::{Action, Effect, TrainKey, TrainWhat};
use super::super::app::{App, Mode, nearest_centre};
use super::super::new_game::NewGameForm;
use super::super::trainer::{Leave, OpeningChooser, Openings, Puzzles, Trainer, Training};
use super::session;

/// Opens the trainer `what` over the game in play (its clocks stop); leaving it goes to `leave`.
pub(in super::super) fn open(app: &mut App, what: TrainWhat, leave: Leave, now: Instant) {
    let trainer = match what {
        // The puzzles go on, session after session, from the one after the last tried.
        TrainWhat::Endgame { difficulty, play_out, seed } => {
            match Puzzles::new(difficulty, seed, u64::from(app.training_record.endgame.tried), play_out) {
                Some(puzzles) => Trainer::Endgame(puzzles),
                None => {
                    let set = words::difficulty(app.language(), &difficulty);
                    app.warn(tr!(app.language(), "puzzle-none-with", set = set));
                    return;
                }
            }
        }
        TrainWhat::Opening { line, learner, choose } => {
            let mut openings = Openings::new(line, learner, &app.book);
            openings.choosing = choose.then(OpeningChooser::default);
            Trainer::Opening(openings)
        }
    };
    app.play.stop_clock(now);
    let training = Training { trainer, leave };
    app.cursor = nearest_centre(training.position().0.legal_moves());
    app.mode.set(Mode::Train(Box::new(training)));
    app.inform(intro(app));
}

/// What the trainer asks for, on the status line.
fn intro(app: &App) -> String {
    let Mode::Train(training) = &*app.mode else { return String::new() };
    let language = app.language();
    match &training.trainer {
        Trainer::Endgame(puzzles) => {
            let attempt = &puzzles.attempt;
            let way = if attempt.play_out { "play-out" } else { "first-move" };
            tr!(language, "puzzle-intro", side = words::side(language, attempt.learner()), way = way)
        }
        Trainer::Opening(openings) if openings.choosing.is_some() => tr!(language, "chooser-intro"),
        Trainer::Opening(openings) => tr!(
            language,
            "drill-intro",
            side = words::side(language, openings.drill.learner),
            line = words::line_title(language, &openings.drill.line)
        ),
    }
}

pub(super) fn update(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    if choosing_a_line(app, &action) {
        return;
    }
    match action {
        Action::Cursor(direction) => app.move_cursor(direction),
        Action::PlayCursor => answer(app, app.cursor, effects),
        Action::PlayAt(square) => {
            app.cursor = square;
            answer(app, square, effects);
        }
        Action::Column(column) => app.type_column(column),
        Action::Row(row) => {
            if let Some(square) = app.type_row(row) {
                answer(app, square, effects);
            }
        }
        Action::Train(key) => train_key(app, key, effects),
        Action::NextTheme | Action::LegalMarks => super::playing::update(app, action, None, now, effects),
        Action::Cancel => leave(app, now, effects),
        _ => {}
    }
}

/// The drill's list of openings, if it is open, takes `action`: text narrows it, Up and Down
/// choose, Enter drills the line chosen, Esc goes back to the line drilled. Returns whether it
/// was open.
fn choosing_a_line(app: &mut App, action: &Action) -> bool {
    let book = app.book.clone();
    let Mode::Train(training) = app.mode.edit() else { return false };
    let Trainer::Opening(openings) = &mut training.trainer else { return false };
    let Some(chooser) = &mut openings.choosing else { return false };
    match *action {
        Action::EditText(edit) => chooser.edit(edit),
        Action::Train(TrainKey::PickLine(delta)) => chooser.step(delta),
        Action::Submit => match chooser.chosen() {
            Some(line) => {
                *openings = Openings::new(line, openings.drill.learner, &book);
                app.cursor = nearest_centre(training.position().0.legal_moves());
                app.inform(intro(app));
            }
            None => app.warn(tr!(app.language(), "chooser-none-type-less")),
        },
        Action::Cancel => {
            openings.choosing = None;
            app.inform(intro(app));
        }
        _ => {}
    }
    true
}

/// Leaves the trainer: back to the game, or out of the program when it was started to train.
pub(super) fn leave(app: &mut App, now: Instant, effects: &mut Vec<Effect>) {
    let Mode::Train(training) = &*app.mode else { return };
    match training.leave {
        Leave::Quit => session::leave(app, now, effects),
        Leave::Game => {
            session::back_to_the_game(app, now);
            app.inform(tr!(app.language(), "back-to-the-game"));
        }
        Leave::NewGameScreen { game_behind } => {
            app.mode.set(Mode::NewGame(NewGameForm { game_behind, ..NewGameForm::new(app.new_game_choices) }))
        }
    }
}

fn train_key(app: &mut App, key: TrainKey, effects: &mut Vec<Effect>) {
    let language = app.language();
    let Mode::Train(training) = app.mode.edit() else { return };
    let book = app.book.clone();
    let (before, _) = training.position();
    match (&mut training.trainer, key) {
        (Trainer::Endgame(puzzles), TrainKey::Next) => puzzles.next(),
        (Trainer::Endgame(puzzles), TrainKey::Again) => puzzles.retry(),
        (Trainer::Endgame(puzzles), TrainKey::Solution) => puzzles.attempt.give_up(),
        (Trainer::Endgame(puzzles), TrainKey::Way) => puzzles.toggle_play_out(),
        (Trainer::Endgame(puzzles), TrainKey::Harder) => puzzles.shift_empties(2),
        (Trainer::Endgame(puzzles), TrainKey::Easier) => puzzles.shift_empties(-2),
        (Trainer::Endgame(puzzles), TrainKey::Margin) => puzzles.next_margin(),
        (Trainer::Opening(openings), TrainKey::Next | TrainKey::Again) => {
            let learner = openings.drill.learner;
            openings.again(learner, &book);
        }
        (Trainer::Opening(openings), TrainKey::Way) => {
            let learner = !openings.drill.learner;
            openings.again(learner, &book);
        }
        (Trainer::Opening(openings), TrainKey::Solution) => {
            openings.last = openings.drill.reveal(&book);
            openings.drill.play_app_move(&book);
        }
        (Trainer::Opening(openings), TrainKey::ChooseLine) => {
            openings.choosing = Some(OpeningChooser::default());
            app.inform(intro(app));
            return;
        }
        (Trainer::Opening(_), _) | (Trainer::Endgame(_), TrainKey::ChooseLine | TrainKey::PickLine(_)) => {
            return;
        }
    }
    let message = match &training.trainer {
        Trainer::Endgame(puzzles)
            if key == TrainKey::Margin || key == TrainKey::Harder || key == TrainKey::Easier =>
        {
            Some(tr!(language, "puzzle-set-now", set = words::difficulty(language, &puzzles.difficulty)))
        }
        Trainer::Endgame(puzzles) if key == TrainKey::Way => Some(tr!(
            language,
            "puzzle-way-now",
            way = if puzzles.attempt.play_out { "play-out" } else { "first-move" }
        )),
        _ => None,
    };
    // A new puzzle or line: the cursor on its move nearest the centre.
    let (position, _) = training.position();
    if position != before {
        app.cursor = nearest_centre(position.legal_moves());
    }
    let message = message.unwrap_or_else(|| intro(app));
    app.inform(message);
    settle(app, effects);
}

/// The learner plays `square`.
fn answer(app: &mut App, square: Square, effects: &mut Vec<Effect>) {
    let language = app.language();
    let Mode::Train(training) = app.mode.edit() else { return };
    let book = app.book.clone();
    match &mut training.trainer {
        Trainer::Endgame(puzzles) => {
            if puzzles.attempt.outcome().is_some() {
                app.inform(tr!(language, "puzzle-over"));
                return;
            }
            if !puzzles.attempt.answer(square) {
                app.warn(tr!(language, "not-a-move-here", square = square.to_string()));
                return;
            }
            if puzzles.attempt.waiting().is_some() {
                app.inform(tr!(language, "puzzle-judging-move", square = square.to_string()));
            }
        }
        Trainer::Opening(openings) => {
            if openings.drill.finished(&book) {
                app.inform(tr!(language, "drill-line-over"));
                return;
            }
            let answer = openings.drill.answer(square, &book);
            if answer == Answer::Refused {
                app.warn(tr!(language, "not-a-move-here", square = square.to_string()));
                return;
            }
            openings.last = Some(answer);
            openings.drill.play_app_move(&book);
        }
    }
    settle(app, effects);
}

/// Takes in the solver's analysis of a position of the attempt: the waiting move is judged, or
/// the other side answers.
pub(in super::super) fn analysed(app: &mut App, result: SearchResult, effects: &mut Vec<Effect>) {
    let Mode::Train(training) = app.mode.edit() else { return };
    let Trainer::Endgame(puzzles) = &mut training.trainer else { return };
    let Some(position) = puzzles.attempt.needs_analysis() else { return };
    let moves = result
        .moves
        .iter()
        .map(|m| SolvedMove { square: m.square, score: m.score.0 / 100, line: m.pv.clone() })
        .collect();
    puzzles.attempt.take_analysis(position, moves);
    settle(app, effects);
}

/// Says how the answer went, and counts an ended puzzle or line in the record (once), which is
/// then kept.
fn settle(app: &mut App, effects: &mut Vec<Effect>) {
    let language = app.language();
    let Mode::Train(training) = app.mode.edit() else { return };
    let book = app.book.clone();
    let (right, text) = match &mut training.trainer {
        Trainer::Endgame(puzzles) => {
            let Some(outcome) = puzzles.attempt.outcome().cloned() else {
                if let Some(text) = progress(language, puzzles) {
                    app.inform(text);
                }
                return;
            };
            if puzzles.counted {
                return;
            }
            puzzles.counted = true;
            (outcome.solved(), verdict(language, puzzles, &outcome))
        }
        Trainer::Opening(openings) => {
            let text = match &openings.last {
                Some(Answer::Wrong { played, right, value, name }) => tr!(
                    language,
                    "drill-wrong",
                    played = played.map_or_else(|| "none".to_string(), |square| square.to_string()),
                    line = words::line_title(language, &openings.drill.line),
                    line_start = words::capitalised(&words::line_title(language, &openings.drill.line)),
                    right = right.to_string(),
                    value = value.map_or_else(|| "none".to_string(), |value| value.to_string()),
                    name = name.unwrap_or("none")
                ),
                Some(Answer::Right(square)) => tr!(language, "drill-right", square = square.to_string()),
                Some(Answer::Refused) | None => String::new(),
            };
            if !openings.drill.finished(&book) || openings.counted {
                if !text.is_empty() {
                    app.inform(text);
                }
                return;
            }
            openings.counted = true;
            let right = openings.drill.misses == 0;
            let title = words::line_title(language, &openings.drill.line);
            let end = match openings.drill.misses {
                0 => tr!(language, "drill-all-found", line = title),
                misses => tr!(language, "drill-end", line = title, misses = misses),
            };
            (right, if text.is_empty() { end } else { format!("{text} {end}") })
        }
    };
    let streak = match &training.trainer {
        Trainer::Endgame(_) => &mut app.training_record.endgame,
        Trainer::Opening(_) => &mut app.training_record.openings,
    };
    streak.count(right);
    if right {
        app.inform(text)
    } else {
        app.warn(text)
    }
    if app.training_record_problem.is_none() {
        effects.push(Effect::SaveTrainingRecord(app.training_record));
    }
}

/// While a puzzle is played out: the learner's move found best, and the solver's answer.
fn progress(language: Language, puzzles: &Puzzles) -> Option<String> {
    let attempt = &puzzles.attempt;
    if attempt.waiting().is_some() || !attempt.learners_turn() {
        return None;
    }
    let [.., yours, answer] = attempt.played() else { return None };
    Some(tr!(
        language,
        "puzzle-progress",
        yours = yours.to_string(),
        side = words::side(language, !attempt.learner()),
        answer = answer.to_string()
    ))
}

/// What the solver says of an ended attempt.
fn verdict(language: Language, puzzles: &Puzzles, outcome: &AttemptEnd) -> String {
    let puzzle = &puzzles.attempt.puzzle;
    let best = puzzle.best();
    let line = |solved: &SolvedMove| solved.line.iter().map(Square::to_string).collect::<Vec<_>>().join(" ");
    let score = |score: i32| format!("{score:+}");
    match outcome {
        AttemptEnd::Solved if puzzles.attempt.play_out => {
            tr!(language, "puzzle-solved-out", score = score(best.score))
        }
        AttemptEnd::Solved => match puzzle.moves.get(1) {
            Some(second) => tr!(
                language,
                "puzzle-right-second",
                best = best.square.to_string(),
                score = score(best.score),
                second = second.square.to_string(),
                second_score = score(second.score)
            ),
            None => tr!(language, "puzzle-right", best = best.square.to_string(), score = score(best.score)),
        },
        AttemptEnd::Missed { played, lost, best, moves_before } => tr!(
            language,
            "puzzle-missed-move",
            played = played.to_string(),
            at = if *moves_before == 0 { 0 } else { moves_before + 1 },
            lost = *lost,
            best = best.square.to_string(),
            score = score(best.score),
            line = line(best)
        ),
        // Of the position on the board once play has moved on, or said to be the puzzle's.
        AttemptEnd::GaveUp => {
            let (from, shown) = match (puzzles.attempt.played().is_empty(), puzzles.attempt.moves_here()) {
                (false, Some([here, ..])) => ("here", here),
                (false, _) => ("start", best),
                (true, _) => ("puzzle", best),
            };
            tr!(
                language,
                "puzzle-best",
                from = from,
                best = shown.square.to_string(),
                score = score(shown.score),
                line = line(shown)
            )
        }
    }
}
