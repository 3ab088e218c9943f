//! The review of a game: near the end its disc losses are the solver's differences, it covers
//! every move of real games, and `othello analyze` prints it as text and JSON.

use std::process::Command;

use crate::common::{final_score, is_over, replay_line};
use othello::engine::game::Game;
use othello::engine::position::Position;
use othello::engine::rules::Rules;
use othello::review::{self, MoveReview};
use othello::search::{Book, Level, Searcher};

/// The exact score for the side to move, and every best move.
fn solve(position: Position) -> (i32, Vec<othello::engine::square::Square>) {
    let result = Searcher::new().solve(position, &mut ());
    (result.score.round(), result.best_moves())
}

fn game(transcript: &str) -> Game {
    let mut game = Game::new(Rules::default());
    game.play_transcript(transcript).unwrap();
    game
}

#[test]
fn near_the_end_the_discs_lost_are_the_solvers_difference() {
    // A real game: its last 20 moves are solved by the review (it solves from 20 empties at every
    // level, level 8 itself from 15).
    let transcript = &crate::common::data_rows("games.tsv")[0][1];
    let game = game(transcript);
    let reviews = review::review(&game, &review::limits(Level::new(8).unwrap()), &Book::new(), |_, _| {});
    let turnings = review::turnings(&game);
    assert_eq!(reviews.len(), turnings.len());
    let mut checked = 0;
    for (review, turning) in reviews.iter().zip(&turnings) {
        // The lines the review and `analyze` show: legal, the best move's and the move played's,
        // each as deep as level 8 went, or to the end of the game at the score shown.
        assert_eq!(review.played_line.first(), Some(&turning.played), "move {}", review.number);
        assert!(review.best.contains(&review.line[0]), "move {}", review.number);
        for (line, score) in [(&review.line, review.best_score), (&review.played_line, review.score)] {
            let (end, sign) = replay_line(turning.position, line);
            if review.exact {
                assert!(is_over(end), "move {}: {line:?} ends the game", review.number);
                assert_eq!(sign * final_score(end), score.round(), "move {}: {line:?}", review.number);
            } else {
                assert!(line.len() >= 8 || is_over(end), "move {}: {line:?}", review.number);
            }
        }
        if turning.position.empties().count() > review::REVIEW_EXACT_FROM {
            continue;
        }
        assert!(review.exact, "move {}: solved", review.number);
        let (before, mut expected) = solve(turning.position);
        let played = -solve(turning.position.play(turning.played)).0;
        assert_eq!(review.best_score.round(), before, "move {}", review.number);
        assert_eq!(review.score.round(), played, "move {}", review.number);
        assert_eq!(review.lost, before - played, "move {}", review.number);
        let mut best = review.best.clone();
        best.sort();
        expected.sort();
        assert_eq!(best, expected, "move {}", review.number);
        checked += 1;
    }
    assert_eq!(checked, 20);
}

#[test]
fn a_review_scores_a_position_alike_whatever_the_table_held() {
    let game = game("f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1");
    let limits = review::limits(Level::new(6).unwrap());
    let fresh: Vec<_> =
        game.history().map(|(position, _)| Searcher::new().review(position, &limits, &mut ())).collect();
    // One searcher, busy first with deeper searches of the same game, then reviewing backwards.
    let mut busy = Searcher::new();
    for (position, _) in game.history() {
        busy.analyze(position, &othello::search::Limits::depth(9, 0), &mut ());
    }
    let positions: Vec<Position> = game.history().map(|(position, _)| position).collect();
    for (position, expected) in positions.iter().zip(&fresh).rev() {
        let result = busy.review(*position, &limits, &mut ());
        let scores = |r: &othello::search::SearchResult| {
            r.moves.iter().map(|m| (m.square, m.score)).collect::<Vec<_>>()
        };
        assert_eq!(scores(&result), scores(expected), "{position:?}");
    }
}

fn analyze(args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_othello")).arg("analyze").args(args).output().unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn analyze_reviews_the_games_in_tests_data_as_json() {
    for row in crate::common::data_rows("games.tsv") {
        let (code, out, err) = analyze(&["--moves", &row[1], "--level", "3", "--format", "json"]);
        assert_eq!(code, Some(0), "{}: {err}", row[0]);
        assert!(err.is_empty(), "no progress when stderr is not a terminal: {err}");
        let review: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(review["level"], 3);
        let moves = review["moves"].as_array().unwrap();
        let played: String = moves.iter().map(|m| m["move"].as_str().unwrap()).collect();
        assert_eq!(played.to_lowercase(), row[1].to_lowercase(), "{}: every move, in order", row[0]);
        let mut lost = [0i64, 0];
        for m in moves {
            let (score, best) = (m["score"].as_i64().unwrap(), m["best_score"].as_i64().unwrap());
            assert_eq!(m["lost"].as_i64().unwrap(), (best - score).max(0), "{}: {m}", row[0]);
            assert!(m["best"].as_array().unwrap().iter().any(|b| b == &m["line"][0]), "{m}");
            assert_eq!(m["played_line"][0], m["move"], "the line of the move played: {m}");
            lost[usize::from(m["color"] == "white")] += m["lost"].as_i64().unwrap();
        }
        assert_eq!(
            (review["lost"]["black"].as_i64(), review["lost"]["white"].as_i64()),
            (Some(lost[0]), Some(lost[1]))
        );
    }
}

#[test]
fn analyze_as_text_marks_mistakes_and_totals_each_player() {
    let transcript = &crate::common::data_rows("games.tsv")[0][1];
    let (code, out, _) = analyze(&["--moves", transcript, "--level", "4"]);
    assert_eq!(code, Some(0));
    assert!(out.starts_with("Review at level 4 (4 plies, solved from 20 empty squares)"), "{out}");
    assert_eq!(
        out.lines().filter(|line| line.contains("  black  ") || line.contains("  white  ")).count(),
        60
    );
    assert!(out.contains("Black: ") && out.contains("White: ") && out.contains("discs lost"), "{out}");
    let review: Vec<&str> = out.lines().filter(|line| line.contains("best line:")).collect();
    let marked = out.lines().filter(|line| line.contains("? ") || line.contains("?? ")).count();
    assert_eq!(review.len(), marked, "every mistake shows the best line:\n{out}");
    let played: Vec<&str> = out.lines().filter(|line| line.contains("played line:")).collect();
    assert_eq!(played.len(), marked, "and the line of the move played:\n{out}");
    // A file of any record form, then more moves.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, "1. f5 d6 2. c3 d3\n").unwrap();
    let (code, out, err) =
        analyze(&[path.to_str().unwrap(), "--moves", "c4", "--level", "2", "--format", "json"]);
    assert_eq!(code, Some(0), "{err}");
    let review: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(review["moves"].as_array().unwrap().len(), 5);
    assert_eq!(review["moves"][4]["move"], "c4");
    let (code, _, err) = analyze(&["--moves", "f5f5"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--moves") && err.contains("move 2"), "{err}");
    let (code, _, err) = analyze(&[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no moves to review"), "{err}");
}

#[test]
fn a_review_line_reads_as_its_json() {
    let game = game("f5d6c3d3c4f4");
    let reviews: Vec<MoveReview> =
        review::review(&game, &review::limits(Level::new(2).unwrap()), &Book::new(), |_, _| {});
    let (code, out, err) = analyze(&["--moves", "f5d6c3d3c4f4", "--level", "2", "--format", "json"]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["moves"].as_array().unwrap().len(), reviews.len());
    for (review, m) in reviews.iter().zip(json["moves"].as_array().unwrap()) {
        assert_eq!(m["number"], review.number);
        assert_eq!(m["move"], review.played.to_string());
        assert_eq!(m["lost"], review.lost);
        assert_eq!(m["exact"], review.exact);
    }
}
