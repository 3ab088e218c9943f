//! The trainers: the shipped endgame puzzles checked against the solver and, near the end,
//! against an independent alpha-beta on the reference move generator; each puzzle's best move
//! better than the rest by the margin stated; an attempt judged and played out; the opening
//! drill; the record kept; and the trainers in the terminal game.

use std::time::Duration;

use crate::common::app::{Session, screen};
use crate::common::{final_score, reference_moves, reference_play, sq};
use othello::engine::color::Color;
use othello::engine::position::Position;
use othello::engine::square::Square;
use othello::i18n::Language;
use othello::play::Reply;
use othello::search::{Book, Bound, Limits, Searcher};
use othello::store::trainers::{Streak, TrainingRecord};
use othello::trainers::attempt::{Attempt, AttemptEnd};
use othello::trainers::drill::{Answer, Drill, OpeningLine};
use othello::trainers::puzzle::{
    self, Difficulty, FEWEST_EMPTIES, LEAST_MARGIN, MOST_EMPTIES, Puzzle, SolvedMove, Verdict,
};
use othello::tui::{Action, Effect, Mode, TrainKey, TrainWhat, Trainer};

/// Alpha-beta on the reference move generator: no table, no ordering, nothing shared with the
/// engine's search.
fn reference_value(position: Position, mut alpha: i32, beta: i32) -> i32 {
    let moves = reference_moves(position);
    if moves.is_empty() {
        let passed = position.pass();
        if reference_moves(passed).is_empty() {
            return final_score(position);
        }
        return -reference_value(passed, -beta, -alpha);
    }
    for square in moves.squares() {
        alpha = alpha.max(-reference_value(reference_play(position, square), -beta, -alpha));
        if alpha >= beta {
            break;
        }
    }
    alpha
}

/// Plays `line` from `position` (passing where a side cannot move) and returns the final
/// score for the side to move at the start; `None` if the line does not reach the end.
fn line_score(mut position: Position, line: &[Square]) -> Option<i32> {
    let mut sign = 1;
    for &square in line {
        if !position.can_move() {
            position = position.pass();
            sign = -sign;
        }
        position = position.try_play(square).ok()?.0;
        sign = -sign;
    }
    position.is_over().then(|| sign * final_score(position))
}

#[test]
fn every_shipped_puzzle_is_a_puzzle_whose_lines_reach_their_scores() {
    let puzzles = puzzle::shipped();
    for empties in FEWEST_EMPTIES..=MOST_EMPTIES {
        let count = puzzles.iter().filter(|p| p.empties() == empties).count();
        assert!(count >= 20, "{count} puzzles with {empties} empties");
    }
    assert!(puzzles.iter().any(|p| p.id.starts_with("ffo-")), "FFO positions among them");
    for puzzle in puzzles {
        assert!(puzzle.margin() >= LEAST_MARGIN, "{}", puzzle.id);
        assert!(
            puzzle.moves[1..].iter().all(|m| m.score <= puzzle.best().score - LEAST_MARGIN),
            "{}",
            puzzle.id
        );
        let legal: Vec<Square> = puzzle.position.legal_moves().squares().collect();
        assert_eq!(puzzle.moves.len(), legal.len(), "{}: every legal move", puzzle.id);
        for solved in &puzzle.moves {
            assert_eq!(
                line_score(puzzle.position, &solved.line),
                Some(solved.score),
                "{} {}",
                puzzle.id,
                solved.square
            );
        }
        assert_eq!(Puzzle::from_line(&puzzle.to_line()).as_ref(), Ok(puzzle), "written as read");
    }
}

#[test]
fn the_puzzles_near_the_end_agree_with_an_independent_alpha_beta() {
    let near: Vec<&Puzzle> = puzzle::shipped().iter().filter(|p| p.empties() <= 11).collect();
    assert!(near.len() >= 80);
    for puzzle in near {
        for solved in &puzzle.moves {
            let value = -reference_value(reference_play(puzzle.position, solved.square), -64, 64);
            assert_eq!(value, solved.score, "{} {}", puzzle.id, solved.square);
        }
    }
}

#[test]
fn the_puzzles_agree_with_a_fresh_solve_of_every_move() {
    // Every puzzle up to 14 empties, and the first of each count up to 18 (a solve of every
    // move takes seconds from 20 empties: the puzzles example solved those).
    let mut searcher = Searcher::new();
    let mut above = std::collections::HashSet::new();
    for puzzle in puzzle::shipped() {
        let empties = puzzle.empties();
        if empties > 18 || (empties > 14 && !above.insert(empties)) {
            continue;
        }
        searcher.clear();
        let result = searcher.analyze(puzzle.position, &Limits::depth(60, 60), &mut ());
        for m in &result.moves {
            assert_eq!(m.bound, Bound::Exact);
            assert_eq!(
                Some(m.score.0 / 100),
                puzzle.solved(m.square).map(|s| s.score),
                "{} {}",
                puzzle.id,
                m.square
            );
        }
    }
}

#[test]
fn a_damaged_puzzle_line_is_refused() {
    let good = puzzle::shipped()[0].to_line();
    assert!(Puzzle::from_line(&good).is_ok());
    let fields: Vec<&str> = good.split('\t').collect();
    let with_moves = |moves: &str| format!("{}\t{}\t{moves}\t{}", fields[0], fields[1], fields[3]);
    let moves: Vec<&str> = fields[2].split(' ').collect();
    // A move left out; the order turned; a score that is not a number; a line that cannot be played.
    assert!(Puzzle::from_line(&with_moves(&moves[1..].join(" "))).is_err());
    let mut turned = moves.clone();
    turned.reverse();
    assert!(Puzzle::from_line(&with_moves(&turned.join(" "))).is_err());
    let first: Vec<&str> = moves[0].split(':').collect();
    let bad_score = format!("{}:x:{}", first[0], first[2]);
    assert!(
        Puzzle::from_line(&with_moves(
            &[bad_score.as_str()].iter().chain(&moves[1..]).copied().collect::<Vec<_>>().join(" ")
        ))
        .is_err()
    );
    let bad_line = format!("{}:{}:{}a1a1", first[0], first[1], first[2]);
    assert!(
        Puzzle::from_line(&with_moves(
            &[bad_line.as_str()].iter().chain(&moves[1..]).copied().collect::<Vec<_>>().join(" ")
        ))
        .is_err()
    );
    let error = Puzzle::from_line("three\tfields\tonly").unwrap_err();
    assert_eq!(error.to_string(), "not a puzzle: it needs four fields separated by tabs");
    // Two moves of the same score: no clear best move.
    let mut even = puzzle::shipped()[0].clone();
    even.moves[1].score = even.moves[0].score;
    assert!(Puzzle::from_line(&even.to_line()).is_err());
}

#[test]
fn puzzles_are_chosen_by_difficulty_each_once_before_any_again() {
    let puzzles = puzzle::shipped();
    let difficulty = Difficulty { fewest: 10, most: 12, margin_at_most: 4 };
    let admitted = puzzles.iter().filter(|p| difficulty.admits(p)).count();
    assert!(admitted > 5);
    let mut seen: Vec<&str> = (0..admitted as u64)
        .map(|turn| puzzle::choose(puzzles, &difficulty, 3, turn).unwrap())
        .inspect(|p| assert!((10..=12).contains(&p.empties()) && p.margin() <= 4))
        .map(|p| p.id.as_str())
        .collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), admitted, "each once");
    let other_seed: Vec<&str> =
        (0..5).map(|turn| puzzle::choose(puzzles, &difficulty, 4, turn).unwrap().id.as_str()).collect();
    let this_seed: Vec<&str> =
        (0..5).map(|turn| puzzle::choose(puzzles, &difficulty, 3, turn).unwrap().id.as_str()).collect();
    assert_ne!(other_seed, this_seed, "another seed, another order");
    assert!(puzzle::choose(puzzles, &Difficulty { fewest: 8, most: 8, margin_at_most: 1 }, 0, 0).is_none());
}

/// The exact analysis of `position`, as the engine gives it to a trainer.
fn analysis(searcher: &mut Searcher, position: Position) -> Vec<SolvedMove> {
    let result = searcher.analyze(position, &Limits::depth(60, 60), &mut ());
    result
        .moves
        .iter()
        .map(|m| SolvedMove { square: m.square, score: m.score.0 / 100, line: m.pv.clone() })
        .collect()
}

fn a_puzzle(empties: u32) -> Puzzle {
    puzzle::shipped().iter().find(|p| p.empties() == empties).unwrap().clone()
}

#[test]
fn the_first_move_alone_is_judged_by_the_puzzles_scores() {
    let puzzle = a_puzzle(12);
    let best = puzzle.best().clone();
    let second = puzzle.moves[1].clone();
    assert_eq!(puzzle.judge(best.square), Some(Verdict::Best));
    assert_eq!(puzzle.judge(second.square), Some(Verdict::Worse { lost: best.score - second.score }));
    let mut attempt = Attempt::new(puzzle.clone(), false);
    assert!(
        !attempt.answer(Square::A1) || puzzle.solved(Square::A1).is_some(),
        "an illegal move is not taken"
    );
    assert!(attempt.answer(second.square));
    assert_eq!(
        attempt.outcome(),
        Some(&AttemptEnd::Missed {
            played: second.square,
            lost: best.score - second.score,
            best,
            moves_before: 0
        })
    );
    assert!(!attempt.answer(puzzle.best().square), "over");
    let mut attempt = Attempt::new(puzzle.clone(), false);
    assert!(attempt.answer(puzzle.best().square));
    assert_eq!(attempt.outcome(), Some(&AttemptEnd::Solved));
    assert_eq!(attempt.needs_analysis(), None, "nothing more to solve");
    let mut attempt = Attempt::new(puzzle, false);
    attempt.give_up();
    assert_eq!(attempt.outcome(), Some(&AttemptEnd::GaveUp));
}

#[test]
fn a_position_played_out_with_best_moves_is_solved_at_its_score() {
    let mut searcher = Searcher::new();
    for empties in [9, 12, 14] {
        let puzzle = a_puzzle(empties);
        let mut attempt = Attempt::new(puzzle.clone(), true);
        let mut computer_moves = 0;
        while attempt.outcome().is_none() {
            if attempt.learners_turn() {
                // The learner's position is analysed before its move is judged.
                let (position, _) = attempt.position();
                let best = match attempt.needs_analysis() {
                    Some(asked) => {
                        assert_eq!(asked, position);
                        let moves = analysis(&mut searcher, position);
                        let best = moves.iter().max_by_key(|m| m.score).unwrap().square;
                        assert!(attempt.answer(best));
                        assert_eq!(attempt.waiting(), Some(best), "waits for the analysis");
                        assert_eq!(attempt.take_analysis(position, moves), None);
                        best
                    }
                    None => {
                        let best = puzzle.best().square;
                        assert!(attempt.answer(best));
                        best
                    }
                };
                assert!(attempt.played().contains(&best), "a best move is played");
            } else {
                let position = attempt.needs_analysis().expect("the computer's move needs the solver");
                let moves = analysis(&mut searcher, position);
                let best_score = moves.iter().map(|m| m.score).max().unwrap();
                let played = attempt.take_analysis(position, moves.clone()).expect("the computer plays");
                assert_eq!(moves.iter().find(|m| m.square == played).unwrap().score, best_score);
                computer_moves += 1;
            }
        }
        assert_eq!(attempt.outcome(), Some(&AttemptEnd::Solved), "{}", puzzle.id);
        assert!(computer_moves > 0);
        let learner_sign = if attempt.position().1 == puzzle.to_move { 1 } else { -1 };
        assert_eq!(learner_sign * final_score(attempt.position().0), puzzle.best().score, "{}", puzzle.id);
    }
}

#[test]
fn a_mistake_later_in_the_play_out_ends_it_with_the_discs_lost() {
    let mut searcher = Searcher::new();
    // A puzzle where the learner's second position has a worse move.
    for puzzle in puzzle::shipped().iter().filter(|p| p.empties() == 12) {
        let mut attempt = Attempt::new(puzzle.clone(), true);
        attempt.answer(puzzle.best().square);
        while let Some(position) = attempt.needs_analysis().filter(|_| !attempt.learners_turn()) {
            attempt.take_analysis(position, analysis(&mut searcher, position));
        }
        if !attempt.learners_turn() {
            continue;
        }
        let (position, _) = attempt.position();
        let moves = analysis(&mut searcher, position);
        let best = moves.iter().max_by_key(|m| m.score).unwrap().clone();
        let Some(worse) = moves.iter().find(|m| m.score < best.score).cloned() else { continue };
        // A stale analysis (another position) is not taken.
        assert_eq!(attempt.take_analysis(puzzle.position, puzzle.moves.clone()), None);
        attempt.answer(worse.square);
        attempt.take_analysis(position, moves);
        match attempt.outcome() {
            Some(AttemptEnd::Missed { played, lost, best: shown, moves_before }) => {
                assert_eq!((*played, *lost, *moves_before), (worse.square, best.score - worse.score, 1));
                assert_eq!(shown.score, best.score);
            }
            other => panic!("{other:?}"),
        }
        return;
    }
    panic!("no puzzle with a second move to miss");
}

#[test]
fn a_named_opening_is_drilled_under_the_symmetry_of_the_first_move() {
    let book = Book::shipped();
    let line = OpeningLine::named("tiger").unwrap();
    assert_eq!(line, OpeningLine::Named { name: "Tiger", moves: "f5d6c3d3c4" });
    assert!(OpeningLine::named("no such opening").is_none());
    // Black, opening with d3 (f5's image under the diagonal): the rest follows that image.
    let mut drill = Drill::new(line, Color::Black);
    assert!(drill.learners_turn(&book));
    assert_eq!(drill.right_moves(&book).len(), 4, "any of the four first moves");
    assert_eq!(drill.answer(sq("d3"), &book), Answer::Right(sq("d3")));
    assert_eq!(drill.answer(sq("c5"), &book), Answer::Refused, "not the learner's turn");
    let reply = drill.play_app_move(&book).unwrap();
    assert_eq!(reply, sq("c5"), "d6 turned like f5 to d3 (the reflection in the a8-h1 diagonal)");
    let right = drill.right_moves(&book);
    assert_eq!(right, [sq("f6")], "c3 turned");
    // A wrong move: the right one is played instead, with its book value and the name.
    let wrong = drill.position().0.legal_moves().squares().find(|&s| s != sq("f6")).unwrap();
    match drill.answer(wrong, &book) {
        Answer::Wrong { played, right, name, .. } => {
            assert_eq!((played, right), (Some(wrong), sq("f6")));
            assert_eq!(name, Some("Perpendicular"), "the last named line reached: the Tiger is two moves on");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(drill.misses, 1);
    drill.play_app_move(&book);
    let last = drill.right_moves(&book)[0];
    assert_eq!(drill.answer(last, &book), Answer::Right(last));
    assert!(drill.finished(&book));
    assert_eq!(drill.opening_name(), Some("Tiger"));
    assert_eq!(drill.played().len(), 5);
}

#[test]
fn the_books_main_line_wants_a_best_book_move() {
    let book = Book::shipped();
    let mut drill = Drill::new(OpeningLine::Book, Color::White);
    assert_eq!(drill.answer(sq("f5"), &book), Answer::Refused, "black's move is the app's");
    drill.play_app_move(&book).unwrap();
    let (position, _) = drill.position();
    let moves = book.moves(position);
    let best: Vec<Square> = moves.iter().filter(|m| m.score == moves[0].score).map(|m| m.square).collect();
    assert_eq!(drill.right_moves(&book), best);
    if let Some(worse) = moves.iter().find(|m| m.score < moves[0].score) {
        match drill.clone().answer(worse.square, &book) {
            Answer::Wrong { right, value, .. } => {
                assert_eq!((right, value), (best[0], Some(moves[0].score)));
            }
            other => panic!("{other:?}"),
        }
    }
    // Played to its end with the book's best moves: no miss.
    while !drill.finished(&book) {
        if drill.learners_turn(&book) {
            let right = drill.right_moves(&book)[0];
            assert_eq!(drill.answer(right, &book), Answer::Right(right));
        } else {
            drill.play_app_move(&book);
        }
    }
    assert_eq!(drill.misses, 0);
    assert!(drill.played().len() >= 10, "the shipped book goes ten moves deep at least");
    // The solution is the right move, counted missed.
    let mut drill = Drill::new(OpeningLine::Book, Color::Black);
    let right = drill.right_moves(&book)[0];
    assert!(matches!(drill.reveal(&book), Some(Answer::Wrong { played: None, right: r, .. }) if r == right));
    assert_eq!(drill.misses, 1);
    assert_eq!(drill.reveal(&book), None, "now the app's turn");
}

#[test]
fn streaks_count_and_a_damaged_record_is_not_written_over() {
    let mut streak = Streak::default();
    for right in [true, true, false, true] {
        streak.count(right);
    }
    assert_eq!(streak, Streak { current: 1, best: 2, right: 3, tried: 4 });
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(TrainingRecord::load(dir.path()).unwrap(), TrainingRecord::default());
    let record = TrainingRecord { endgame: streak, ..TrainingRecord::default() };
    record.save(dir.path()).unwrap();
    assert_eq!(TrainingRecord::load(dir.path()).unwrap(), record);
    std::fs::write(TrainingRecord::path(dir.path()), "{ not json").unwrap();
    let problem = TrainingRecord::load(dir.path()).unwrap_err();
    let said = othello::words::training_record_error(Language::En, &problem);
    assert!(said.contains("training.json: not a training record ("), "{said}");
    let said = othello::words::training_record_error(Language::De, &problem);
    assert!(said.contains("training.json: keine Datei mit Trainingsergebnissen ("), "{said}");
    // The session counts without keeping: the damaged file stays as it was.
    let mut session = Session::saving_in(None, dir.path());
    session.app = session.app.clone().with_training_record(Err(problem));
    session.act(Action::OpenTrainer(endgame(12, 12)));
    let best = current_puzzle(&session).best().square.to_string();
    session.type_square(&best);
    assert_eq!(session.app.training_record().endgame.right, 1);
    assert!(!session.effects.iter().any(|e| matches!(e, Effect::SaveTrainingRecord(_))));
    assert_eq!(std::fs::read_to_string(TrainingRecord::path(dir.path())).unwrap(), "{ not json");
    let text = screen(&session, 100, 32);
    assert!(text.contains("could not be read"), "{text}");
}

fn endgame(fewest: u32, most: u32) -> TrainWhat {
    TrainWhat::Endgame {
        difficulty: Difficulty { fewest, most, margin_at_most: 64 },
        play_out: false,
        seed: 5,
    }
}

fn current_puzzle(session: &Session) -> &Puzzle {
    match &session.app.training().expect("a trainer").trainer {
        Trainer::Endgame(puzzles) => &puzzles.attempt.puzzle,
        Trainer::Opening(_) => panic!("a drill"),
    }
}

#[test]
fn the_puzzle_trainer_judges_counts_keeps_the_record_and_leaves_back_to_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::saving_in(None, dir.path());
    session.type_moves("f5");
    session.act(Action::OpenTrainer(endgame(10, 12)));
    assert!(matches!(session.app.mode(), Mode::Train(_)));
    let puzzle = current_puzzle(&session).clone();
    assert!((10..=12).contains(&puzzle.empties()));
    assert_eq!(session.app.shown_position(), Some((puzzle.position, puzzle.to_move)));
    assert_eq!(session.app.shown_board(), puzzle.position.board(puzzle.to_move), "the puzzle's discs drawn");
    let text = screen(&session, 100, 32);
    assert!(
        text.contains("Endgame puzzle") && text.contains(&format!("{} empties", puzzle.empties())),
        "{text}"
    );
    // A wrong move: missed, the best shown with its line, the record kept.
    let wrong = puzzle.moves.last().unwrap();
    session.type_square(&wrong.square.to_string());
    let message = session.app.message().unwrap();
    assert!(message.warning && message.text.contains(&puzzle.best().square.to_string()), "{message:?}");
    assert_eq!(session.app.training_record().endgame, Streak { current: 0, best: 0, right: 0, tried: 1 });
    assert_eq!(TrainingRecord::load(dir.path()).unwrap().endgame.tried, 1, "kept in the data folder");
    let text = screen(&session, 100, 32);
    assert!(text.contains("Missed") && text.contains("Best line"), "{text}");
    // Again, right this time; a move after the end is not counted twice.
    session.act(Action::Train(TrainKey::Again));
    session.type_square(&puzzle.best().square.to_string());
    session.type_square(&puzzle.best().square.to_string());
    assert_eq!(session.app.training_record().endgame, Streak { current: 1, best: 1, right: 1, tried: 2 });
    // The next puzzle is another; the solution counts as missed.
    session.act(Action::Train(TrainKey::Next));
    assert_ne!(current_puzzle(&session).id, puzzle.id);
    assert!(
        current_puzzle(&session).position.legal_moves().contains(session.app.cursor()),
        "the cursor on a move"
    );
    session.act(Action::Train(TrainKey::Solution));
    assert_eq!(session.app.training_record().endgame.current, 0);
    assert_eq!(TrainingRecord::load(dir.path()).unwrap().endgame.tried, 3);
    // Harder: two empties more; then a smaller margin; one number of empties is said as one.
    session.act(Action::Train(TrainKey::Harder));
    assert!((12..=14).contains(&current_puzzle(&session).empties()));
    assert_eq!(session.app.message().unwrap().text, "Puzzles with 12 to 14 empties.");
    session.act(Action::Train(TrainKey::Margin));
    assert!(current_puzzle(&session).margin() <= 8);
    assert_eq!(session.app.message().unwrap().text, "Puzzles with 12 to 14 empties, margin at most 8.");
    assert_eq!(Difficulty { fewest: 9, most: 9, margin_at_most: 64 }.describe(), "9 empties");
    session.act(Action::Train(TrainKey::Margin));
    assert_eq!(session.app.message().unwrap().text, "Puzzles with 12 to 14 empties, margin at most 4.");
    assert!(current_puzzle(&session).margin() <= 4);
    // Played out from now on: the same puzzle from its position.
    let before = current_puzzle(&session).id.clone();
    session.act(Action::Train(TrainKey::Way));
    assert_eq!(session.app.message().unwrap().text, "Play the position out.");
    match &session.app.training().unwrap().trainer {
        Trainer::Endgame(puzzles) => assert!(puzzles.attempt.play_out && puzzles.attempt.puzzle.id == before),
        Trainer::Opening(_) => unreachable!(),
    }
    // Leaving: the game as it was.
    session.act(Action::Cancel);
    assert_eq!(*session.app.mode(), Mode::Playing);
    assert_eq!(session.app.game().plies().len(), 1);
}

#[test]
fn played_out_the_solver_answers_through_the_engine() {
    let mut session = Session::new(None);
    session.act(Action::OpenTrainer(TrainWhat::Endgame {
        difficulty: Difficulty { fewest: 10, most: 10, margin_at_most: 64 },
        play_out: true,
        seed: 1,
    }));
    let puzzle = current_puzzle(&session).clone();
    assert!(session.requests().is_empty(), "the first position's scores are shipped");
    session.type_square(&puzzle.best().square.to_string());
    let (position, _) = session.app.training().unwrap().position();
    let request = *session.requests().last().expect("the solver asked for the answer");
    assert_eq!(request.position, position);
    let mut searcher = Searcher::new();
    let result = searcher.analyze(position, &Limits::depth(60, 60), &mut ());
    session.act(Action::Engine(Reply::Done {
        id: request.id,
        result: result.clone(),
        elapsed: Duration::from_millis(5),
    }));
    let played = session.app.training().unwrap().last_move();
    assert_eq!(played, result.best, "the computer plays a best move");
    session.wait(Duration::from_millis(10));
    let text = screen(&session, 100, 32);
    assert!(text.contains("Played:"), "{text}");
}

#[test]
fn the_drill_in_the_game_answers_a_wrong_move_with_the_right_one_and_its_opening() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::saving_in(None, dir.path());
    session.act(Action::NewGame);
    session.act(Action::OpenTrainer(TrainWhat::Opening {
        line: OpeningLine::named("Tiger").unwrap(),
        learner: Color::White,
        choose: false,
    }));
    assert_eq!(session.app.training().unwrap().last_move(), Some(sq("f5")), "the app opens");
    session.type_square("f4");
    let message = session.app.message().unwrap().text.clone();
    assert!(
        message.contains("Not f4: the Tiger goes on with d6") && message.contains("Perpendicular"),
        "{message}"
    );
    session.type_square("d3");
    assert!(session.app.message().unwrap().text.contains("1 move missed"), "{:?}", session.app.message());
    assert_eq!(session.app.training_record().openings, Streak { current: 0, best: 0, right: 0, tried: 1 });
    session.act(Action::Train(TrainKey::Again));
    session.type_square("d6");
    session.type_square("d3");
    assert!(session.app.message().unwrap().text.contains("every move found"));
    assert_eq!(TrainingRecord::load(dir.path()).unwrap().openings.right, 1);
    let text = screen(&session, 80, 24);
    assert!(text.contains("Opening drill") && text.contains("Line: the Tiger"), "{text}");
    // Opened from the new-game screen, the drill goes back to it.
    session.act(Action::Cancel);
    assert!(matches!(session.app.mode(), Mode::NewGame(_)));
    // Ctrl-C (quit) in its help leaves the drill as it does in the drill, not the game beneath.
    session.act(Action::OpenTrainer(TrainWhat::Opening {
        line: OpeningLine::named("Tiger").unwrap(),
        learner: Color::White,
        choose: false,
    }));
    session.act(Action::Help);
    assert!(matches!(session.app.mode(), Mode::Help { .. }));
    session.act(Action::Quit);
    assert!(matches!(session.app.mode(), Mode::NewGame(_)), "{:?}", session.app.mode());
}

#[test]
fn the_trainers_keys_move_the_cursor_play_by_enter_and_click_and_say_what_is_asked() {
    let mut session = Session::new(None);
    session.act(Action::OpenTrainer(endgame(10, 12)));
    let puzzle = current_puzzle(&session).clone();
    assert_eq!(
        session.app.message().unwrap().text,
        format!("{} to move: find the best move.", puzzle.to_move)
    );
    // The cursor walks to the best move and Enter plays it.
    let best = puzzle.best().square;
    while session.app.cursor() != best {
        let (cursor, best) = (session.app.cursor(), best);
        let direction = if cursor.row() < best.row() {
            othello::tui::Direction::Down
        } else if cursor.row() > best.row() {
            othello::tui::Direction::Up
        } else if cursor.column() < best.column() {
            othello::tui::Direction::Right
        } else {
            othello::tui::Direction::Left
        };
        session.act(Action::Cursor(direction));
    }
    session.act(Action::PlayCursor);
    assert!(session.app.message().unwrap().text.starts_with("Right"));
    // The next puzzle says what it asks again (not how it is played); a click answers it.
    session.act(Action::Train(TrainKey::Next));
    let next = current_puzzle(&session).clone();
    assert_eq!(session.app.message().unwrap().text, format!("{} to move: find the best move.", next.to_move));
    session.act(Action::PlayAt(next.best().square));
    assert!(session.app.message().unwrap().text.starts_with("Right"));
    assert_eq!(session.app.training_record().endgame.right, 2);
    // `h` alone moves the cursor left, as in play; the theme changes in the trainer too.
    let cursor = session.app.cursor();
    session.act(Action::Column(7));
    assert_eq!(session.app.cursor().column(), cursor.column().saturating_sub(1));
    let palette = session.app.preferences().theme;
    session.act(Action::NextTheme);
    assert_ne!(session.app.preferences().theme, palette);
    // Easier: two empties fewer, within the puzzles.
    session.act(Action::Train(TrainKey::Easier));
    assert_eq!(session.app.message().unwrap().text, "Puzzles with 8 to 10 empties.");
    assert!(current_puzzle(&session).empties() <= 10);
}

#[test]
fn the_drill_plays_the_other_side_and_says_what_is_asked() {
    let mut session = Session::new(None);
    session.act(Action::OpenTrainer(TrainWhat::Opening {
        line: OpeningLine::named("Tiger").unwrap(),
        learner: Color::Black,
        choose: false,
    }));
    assert_eq!(session.app.message().unwrap().text, "Play Black's moves of the Tiger.");
    assert_eq!(session.app.training().unwrap().last_move(), None, "black to find the first move");
    session.act(Action::Train(TrainKey::Way));
    assert_eq!(session.app.message().unwrap().text, "Play White's moves of the Tiger.");
    assert_eq!(session.app.training().unwrap().last_move(), Some(sq("f5")), "the app opens as black");
    // The solution plays the right move, counted as missed; the app answers.
    session.act(Action::Train(TrainKey::Solution));
    let message = session.app.message().unwrap().text.clone();
    assert!(message.starts_with("The Tiger goes on with d6"), "{message}");
    assert_eq!(session.app.training().unwrap().last_move(), Some(sq("c3")));
}

#[test]
fn played_out_a_later_mistake_is_judged_in_discs_through_the_engine() {
    let mut searcher = Searcher::new();
    for seed in 0..20 {
        let mut session = Session::new(None);
        session.act(Action::OpenTrainer(TrainWhat::Endgame {
            difficulty: Difficulty { fewest: 10, most: 10, margin_at_most: 64 },
            play_out: true,
            seed,
        }));
        let puzzle = current_puzzle(&session).clone();
        session.type_square(&puzzle.best().square.to_string());
        let answer = |session: &mut Session, searcher: &mut Searcher| {
            let request = *session.requests().last().unwrap();
            let result = searcher.analyze(request.position, &Limits::depth(60, 60), &mut ());
            session.act(Action::Engine(Reply::Done { id: request.id, result, elapsed: Duration::ZERO }));
        };
        answer(&mut session, &mut searcher);
        let (position, to_move) = session.app.training().unwrap().position();
        if to_move != puzzle.to_move {
            continue;
        }
        let moves = analysis(&mut searcher, position);
        let best = moves.iter().map(|m| m.score).max().unwrap();
        let Some(worse) = moves.iter().find(|m| m.score < best) else { continue };
        session.type_square(&worse.square.to_string());
        answer(&mut session, &mut searcher);
        let lost = (best - worse.score) as u32;
        let text = session.app.message().unwrap().text.clone();
        let said =
            format!("{} at your move 2 loses {}", worse.square, othello::text::count(lost, "disc", "discs"));
        assert!(text.starts_with(&said), "{text}");
        // The panel lists the moves of the position on the board, where the learner missed,
        // not those of the puzzle's first position.
        let shown = screen(&session, 100, 32);
        assert!(shown.contains("The moves here:") && !shown.contains("The first moves"), "{shown}");
        for m in &moves {
            let row = format!(" {:<3} {:>+4}", m.square.to_string(), m.score);
            assert!(shown.contains(&row), "{row:?}:\n{shown}");
        }
        return;
    }
    panic!("no puzzle with a second move to miss");
}

#[test]
fn in_the_real_terminal_a_later_mistake_in_the_play_out_lists_the_moves_where_it_was_made() {
    use crate::common::pty::{Options, Pty};
    let difficulty = Difficulty { fewest: 10, most: 10, margin_at_most: 64 };
    let puzzle = puzzle::choose(puzzle::shipped(), &difficulty, 1, 0).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let args = ["train", "endgame", "--empties", "10", "--play-out", "--seed", "1"];
    let mut pty = Pty::start_with(&args, dir.path(), Options { size: (100, 32), ..Options::default() });
    pty.wait_for("Endgame puzzle");
    let best = puzzle.best().square;
    pty.send(&best.to_string());
    // `b8: best. White answers g1; your move.`
    let shown = pty.wait_for("; your move");
    let answer = shown.split("answers ").nth(1).unwrap_or_else(|| panic!("{shown}"));
    let position = puzzle.position.play(best).play(sq(&answer[..2]));
    let moves = analysis(&mut Searcher::new(), position);
    let top = moves.iter().map(|m| m.score).max().unwrap();
    let worse = moves.iter().find(|m| m.score < top).expect("a move worse than the best");
    pty.send(&worse.square.to_string());
    let shown = pty.wait_for("The moves here:");
    assert!(!shown.contains("The first moves"), "{shown}");
    for m in &moves {
        let row = format!(" {:<3} {:>+4}", m.square.to_string(), m.score);
        assert!(shown.contains(&row), "{row:?}:\n{shown}");
    }
    pty.send("\u{1b}");
    assert!(pty.wait_exit().success());
}

/// `bytes` damaged: random bytes, or the real ones with bytes changed, cut or repeated.
fn damaged(rng: &mut crate::common::Rng, real: &[u8], round: usize) -> Vec<u8> {
    match round % 3 {
        0 => (0..rng.below(300)).map(|_| rng.below(256) as u8).collect(),
        1 => {
            let mut bytes = real.to_vec();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(bytes.len());
                bytes[at] = rng.below(256) as u8;
            }
            bytes
        }
        _ => {
            let cut = rng.below(real.len());
            let mut bytes = real[..cut].to_vec();
            bytes.extend_from_slice(&real[rng.below(real.len())..]);
            bytes
        }
    }
}

#[test]
fn damaged_records_puzzle_lines_and_filters_are_refused_or_read_never_a_panic() {
    let mut rng = crate::common::Rng::new(28);
    let dir = tempfile::tempdir().unwrap();
    let record =
        TrainingRecord { endgame: Streak { current: 2, best: 5, right: 9, tried: 14 }, ..Default::default() };
    record.save(dir.path()).unwrap();
    let real_record = std::fs::read(TrainingRecord::path(dir.path())).unwrap();
    let real_line = puzzle::shipped()[7].to_line().into_bytes();
    for round in 0..300 {
        // The record file: read as a record, or refused naming the file; a session on a
        // refused one never writes over it.
        let bytes = damaged(&mut rng, &real_record, round);
        std::fs::write(TrainingRecord::path(dir.path()), &bytes).unwrap();
        match TrainingRecord::load(dir.path()) {
            Ok(_) => {}
            Err(problem) => {
                let said = othello::words::training_record_error(Language::En, &problem);
                assert!(said.contains("training.json: "), "{said}");
                if round < 30 {
                    let mut session = Session::saving_in(None, dir.path());
                    session.app = session.app.clone().with_training_record(Err(problem));
                    session.act(Action::OpenTrainer(endgame(8, 8)));
                    session.act(Action::Train(TrainKey::Solution));
                    assert_eq!(std::fs::read(TrainingRecord::path(dir.path())).unwrap(), bytes);
                }
            }
        }
        // A puzzle line: refused, or a puzzle whose every move is legal, best first.
        let line = String::from_utf8_lossy(&damaged(&mut rng, &real_line, round)).into_owned();
        if let Ok(read) = Puzzle::from_line(&line) {
            assert!(read.moves.iter().all(|m| read.position.legal_moves().contains(m.square)));
            assert!(read.margin() >= LEAST_MARGIN);
        }
        // The explorer's filter as typed: read or refused, and said back without control characters.
        let typed = String::from_utf8_lossy(&damaged(&mut rng, b"tastet marc 1990-2000", round)).into_owned();
        if let Ok(filter) = othello::tui::parse_filter(&typed) {
            let said = othello::tui::describe_filter(&filter);
            assert!(!said.chars().any(char::is_control), "{said:?}");
        }
    }
}

#[test]
fn the_drills_help_shows_no_clocks_of_the_game_waiting_beneath() {
    let mut session = Session::new(Some(Duration::from_secs(300)));
    session.type_moves("f5d6");
    session.act(Action::OpenTrainer(TrainWhat::Opening {
        line: OpeningLine::Book,
        learner: Color::Black,
        choose: false,
    }));
    session.act(Action::Help);
    let text = screen(&session, 80, 24);
    let top = text.lines().next().unwrap();
    assert!(!top.contains("(Ann)") && !top.contains("(Ben)"), "a trainer has no clocks:\n{text}");
    assert!(text.contains("this help"), "the help is shown:\n{text}");
}

#[test]
fn in_the_real_terminal_the_drills_help_shows_no_clocks_of_the_game_left_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--time", "5m", "--black", "Ann", "--white", "Ben"];
    let mut pty = crate::common::pty::Pty::start(&args, dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("f5d6");
    pty.wait_for("2 d6");
    pty.send("n");
    pty.wait_for("New game");
    pty.send("o");
    pty.wait_for("Choose the opening to drill");
    pty.send("\r");
    pty.wait_for("Line: the book's main line");
    pty.send("?");
    let shown = pty.wait_for("this help");
    assert!(!shown.contains("(Ann)") && !shown.contains("(Ben)"), "a trainer has no clocks:\n{shown}");
    pty.kill("TERM");
    assert!(pty.wait_exit().success());
}

#[test]
fn every_named_opening_can_be_chosen_for_the_drill_in_the_app_narrowed_as_its_name_is_typed() {
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    let press = |session: &mut Session, code: KeyCode| {
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let action = othello::tui::action(&event, &session.app).expect("a key of the mode");
        session.act(action);
    };
    let drilled = |session: &Session| match &session.app.training().unwrap().trainer {
        Trainer::Opening(openings) => (openings.drill.line, openings.choosing.is_some()),
        _ => panic!("the drill"),
    };
    // From the new-game screen, `o` opens the drill with the list of openings.
    let mut session = Session::new(None);
    let geometry =
        othello::tui::ScreenGeometry { left: 3, top: 2, cell_width: 4, cell_height: 2, moves: None };
    session.app.set_geometry(Some(geometry));
    session.act(Action::NewGame);
    press(&mut session, KeyCode::Char('o'));
    assert!(drilled(&session).1, "the list is open");
    let text = screen(&session, 80, 24);
    assert!(text.contains("Choose the opening to drill") && text.contains("The book's main line"), "{text}");
    // Every name the program knows is in the list, the book's main line first.
    let everything = match &session.app.training().unwrap().trainer {
        Trainer::Opening(openings) => openings.choosing.clone().unwrap().choices(),
        _ => unreachable!(),
    };
    assert_eq!(everything[0], OpeningLine::Book);
    let names: Vec<&str> = othello::engine::openings::named_lines().map(|(name, _)| name).collect();
    for name in &names {
        assert!(
            everything.iter().any(|line| matches!(line, OpeningLine::Named { name: n, .. } if n == name))
        );
    }
    // Typed: "ros" leaves the Rose lines; Down chooses the second; Enter drills it.
    for c in "ROS".chars() {
        press(&mut session, KeyCode::Char(c));
    }
    let roses: Vec<&str> = names.iter().copied().filter(|n| n.to_lowercase().contains("ros")).collect();
    assert!(roses.len() >= 2, "{roses:?}");
    let text = screen(&session, 100, 32);
    assert!(text.contains(&format!("> {}", roses[0])) && !text.contains("Tiger"), "{text}");
    press(&mut session, KeyCode::Down);
    press(&mut session, KeyCode::Enter);
    let (line, choosing) = drilled(&session);
    assert!(!choosing);
    assert_eq!(line, OpeningLine::named(roses[1]).unwrap());
    assert_eq!(session.app.message().unwrap().text, format!("Play Black's moves of the {}.", roses[1]));
    // In the drill, `o` opens the list again; a name nothing has is said, Esc goes back.
    press(&mut session, KeyCode::Char('o'));
    for c in "zzz".chars() {
        press(&mut session, KeyCode::Char(c));
    }
    session.act(Action::Submit);
    assert!(session.app.message().unwrap().text.contains("No opening has that"));
    press(&mut session, KeyCode::Esc);
    assert_eq!(drilled(&session), (line, false));
}
