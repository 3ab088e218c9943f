//! `othello engine` driven as the NBoard GUI and match referees drive it: a scripted conversation
//! with the real binary over pipes, each answer checked as the protocol defines it.

use std::io::{BufRead, BufReader, Write};
use std::os::fd::AsFd;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use othello::engine::position::Position;
use othello::engine::square::Square;

/// The engine, its input, and the lines it writes, as they come.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// Every line received so far, for failure messages.
    seen: Vec<String>,
}

const START: &str = "---------------------------O*------*O---------------------------";

/// FFO #40 as a GGF record: black to move, 20 empties, +38 with a2.
const FFO_40: &str = "(;GM[Othello]PC[test]PB[a]PW[b]TY[8]BO[8 O--OOOO* -OOOOOO* OO**OOO* OO*OOO** OOOOOO** ---OOOO* ----O--* -------- *];)";

impl Engine {
    /// `othello engine` on one thread: the same search every run, so that replies can be
    /// compared.
    fn start() -> Engine {
        Engine::start_on(1)
    }

    fn start_on(threads: usize) -> Engine {
        Engine::start_with(threads, &[])
    }

    /// The engine without its book: every move searched, from the start too, for the tests of
    /// long searches.
    fn searching() -> Engine {
        Engine::start_with(1, &["--no-book"])
    }

    fn start_with(threads: usize, args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_othello"))
            .args(["engine", "--threads", &threads.to_string()])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("othello engine starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in output.lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, input, lines, seen: Vec::new() }
    }

    fn send(&mut self, command: &str) {
        writeln!(self.input, "{command}").unwrap();
        self.input.flush().unwrap();
    }

    /// The next line, within `limit`.
    fn next_within(&mut self, limit: Duration) -> Option<String> {
        let line = self.lines.recv_timeout(limit).ok()?;
        self.seen.push(line.clone());
        Some(line)
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let Some(line) = self.next_within(left) else {
                panic!("no line starting {prefix:?} within 30 s; the engine said:\n{}", self.seen.join("\n"))
            };
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// Lines up to and including the first that is `line` exactly.
    fn until_line(&mut self, line: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            lines.extend(self.until(line));
            if lines.last().map(String::as_str) == Some(line) {
                return lines;
            }
        }
    }

    /// The line that starts with `prefix` (others before it are passed over).
    fn expect(&mut self, prefix: &str) -> String {
        self.until(prefix).pop().unwrap()
    }

    /// Nothing is written for a moment.
    fn silent(&mut self) {
        if let Some(line) = self.next_within(Duration::from_millis(300)) {
            panic!("unexpected {line:?}");
        }
    }

    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status:?}");
                return;
            }
            assert!(Instant::now() < deadline, "the engine did not quit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// The fields of `=== move/eval/time`.
fn move_fields(line: &str) -> (String, f64, f64) {
    let fields: Vec<&str> = line.trim_start_matches("=== ").split('/').collect();
    assert_eq!(fields.len(), 3, "{line}");
    (fields[0].to_string(), fields[1].parse().unwrap(), fields[2].parse().unwrap())
}

#[test]
fn a_session_names_the_engine_sets_the_game_and_answers_go_and_ping() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    assert_eq!(engine.expect("set myname"), "set myname othello");
    engine.send("set depth 20");
    assert_eq!(engine.expect("set myname"), "set myname othello20");
    engine.send("set contempt 0");
    engine.send(&format!("set game {FFO_40}"));
    engine.send("ping 1");
    assert_eq!(engine.until("pong"), ["pong 1"], "set game and set contempt need no answer");

    engine.send("go");
    let lines = engine.until("===");
    assert!(lines.iter().any(|l| l.starts_with("nodestats ")), "{lines:?}");
    let (best, eval, time) = move_fields(lines.last().unwrap());
    assert_eq!((best.as_str(), eval), ("A2", 38.0), "FFO #40 solved: a2 for +38");
    assert!(time >= 0.0);
    assert_eq!(engine.expect("status"), "status", "the status is cleared once the move is given");

    // The GUI plays the move itself; the engine only answers.
    engine.send("move A2/38.00/0.5");
    engine.send("move B1");
    engine.send("ping 2");
    engine.expect("pong 2");
    engine.send("go");
    let (best, eval, _) = move_fields(&engine.expect("==="));
    assert_eq!((best.as_str(), eval), ("C1", 38.0), "the line of the solve goes on");
    engine.send("learn");
    assert_eq!(engine.expect("learned"), "learned");
    engine.quit();
}

#[test]
fn on_two_threads_the_engine_solves_to_the_same_move_and_score() {
    let mut engine = Engine::start_on(2);
    engine.send("nboard 2");
    engine.send("set depth 20");
    engine.send(&format!("set game {FFO_40}"));
    engine.send("go");
    let (best, eval, _) = move_fields(&engine.expect("==="));
    assert_eq!((best.as_str(), eval), ("A2", 38.0), "FFO #40 solved: a2 for +38");
    engine.quit();
}

#[test]
fn hint_gives_the_best_moves_with_their_values_as_the_search_goes() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.send("set depth 20");
    engine.send(&format!("set game {FFO_40}"));
    // Three moves of the perfect line, then white's forced pass (the GUI sends it): black to
    // move at 17 empties, still +38, with b6.
    for square in ["A2", "B1", "C1", "PA"] {
        engine.send(&format!("move {square}"));
    }
    engine.send("hint 3");
    engine.expect("status Analyzing");
    let lines = engine.until("status");
    let hints: Vec<&String> = lines.iter().filter(|l| l.starts_with("search ")).collect();
    assert!(hints.len() >= 3, "{lines:?}");
    // The last three are the answer: the three best moves, best first, solved to the end.
    let answer = &hints[hints.len() - 3..];
    let fields: Vec<Vec<&str>> = answer.iter().map(|l| l.split_whitespace().collect()).collect();
    for f in &fields {
        assert_eq!(f.len(), 5, "search pv eval 0 depth: {f:?}");
        assert_eq!(f[3], "0");
        assert_eq!(f[4], "100%", "solved to the end");
        assert!(!f[1].contains(' '));
    }
    assert_eq!(fields[0][2], "38.00", "{answer:?}");
    assert!(fields[0][1].starts_with("B6-"), "the line of the solve goes on with b6: {answer:?}");
    let firsts: std::collections::HashSet<&str> = fields.iter().map(|f| &f[1][..2]).collect();
    assert_eq!(firsts.len(), 3, "three moves, each with its own line: {answer:?}");
    assert!(fields.iter().all(|f| f[1].len() > 2), "every move with the line after it: {answer:?}");
    let evals: Vec<f64> = fields.iter().map(|f| f[2].parse().unwrap()).collect();
    assert!(evals.windows(2).all(|w| w[0] >= w[1]), "best first: {evals:?}");
    engine.quit();
}

#[test]
fn ping_stops_a_long_search_before_its_pong_and_nothing_of_it_follows() {
    let mut engine = Engine::searching();
    engine.send("nboard 2");
    engine.send("set depth 60");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *];)"));
    engine.send("go");
    engine.expect("status Thinking");
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    engine.send("ping 7");
    let lines = engine.until("pong");
    assert_eq!(lines.last().unwrap(), "pong 7");
    assert!(asked.elapsed() < Duration::from_secs(2), "stopped in {:?}", asked.elapsed());
    assert!(!lines.iter().any(|l| l.starts_with("===")), "the stopped search gives no move: {lines:?}");
    engine.silent();
    engine.quit();
}

#[test]
fn under_a_clock_the_engine_keeps_to_its_time() {
    let mut engine = Engine::searching();
    engine.send("nboard 2");
    engine.send("set depth 60");
    // Two seconds each: the engine has about a second for the whole game.
    engine.send(&format!("set game (;GM[Othello]TI[00:02]TY[8]BO[8 {START} *]B[F5//0.5]W[D6//0.5];)"));
    let asked = Instant::now();
    engine.send("go");
    let (best, _, time) = move_fields(&engine.expect("==="));
    assert!(asked.elapsed() < Duration::from_millis(1500), "{:?}", asked.elapsed());
    assert!(time < 1.5);
    assert!(["C3", "C5", "E3", "F3", "G4", "F4", "C4", "E6", "F6", "G5"].contains(&best.as_str()), "{best}");
    engine.quit();
}

#[test]
fn analyze_values_every_position_of_the_game_from_the_last() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.send("set depth 4");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *]B[F5]W[D6]B[C3];)"));
    engine.send("analyze");
    let lines = engine.until("status");
    assert!(lines.last().unwrap().starts_with("status"), "it says it is busy first: {lines:?}");
    let mut numbers = Vec::new();
    loop {
        let line = engine.next_within(Duration::from_secs(30)).expect("the analysis goes on");
        if line == "status" {
            break;
        }
        if let Some(rest) = line.strip_prefix("analysis ") {
            let fields: Vec<&str> = rest.split_whitespace().collect();
            assert_eq!(fields.len(), 2, "{line}");
            numbers.push(fields[0].parse::<u32>().unwrap());
            assert!(fields[1].parse::<f64>().is_ok(), "{line}");
        }
    }
    assert_eq!(numbers, [3, 2, 1, 0], "from the last position back to the first");
    engine.quit();
}

#[test]
fn bad_commands_are_passed_over_and_the_session_goes_on() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    assert_eq!(engine.until("status"), ["set myname othello", "status"], "ready once named");
    engine.send("set depth many");
    engine.send("frobnicate the board");
    engine.send("");
    engine.send("ping 3");
    assert_eq!(engine.until("pong"), ["pong 3"], "nothing on the protocol's channel for bad input");
    // The game is still the start: f5 is legal, and after it white moves.
    engine.send("move F5");
    engine.send("set depth 2");
    engine.send("go");
    let (best, _, _) = move_fields(&engine.expect("==="));
    assert!(["D6", "F4", "F6"].contains(&best.as_str()), "a legal reply to f5: {best}");
    engine.send("set game (;GM[Chess];)");
    engine.send("move Z9");
    engine.send("quit");
    let output = engine.child.wait_with_output().unwrap();
    let errors = String::from_utf8(output.stderr).unwrap();
    assert!(errors.contains("set game") && errors.contains("Z9") && errors.contains("set depth"), "{errors}");
    assert!(!errors.contains("panicked"));
}

/// A sample of what real programs send (`tests/data/ggf/`, with a README), on one line.
fn sample(name: &str) -> String {
    let path = format!("{}/tests/data/ggf/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap().trim().to_string()
}

/// The squares of an NBoard line `F5-D6-PA-C3`, each checked legal from `position`, and the
/// position at its end.
fn play_line(mut position: Position, line: &str) -> Position {
    for name in line.split('-') {
        if name == "PA" {
            assert!(!position.can_move(), "{line}: a pass where a move was legal");
            position = position.pass();
            continue;
        }
        let square: Square = name.to_lowercase().parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        position = position.try_play(square).unwrap_or_else(|e| panic!("{line}: {e}")).0;
    }
    position
}

#[test]
fn every_sample_that_real_programs_send_is_taken() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.send("set depth 4");
    // A person's time with every digit of a Java double: white to move after f5.
    engine.send(&format!("set game {}", sample("nboard-long-decimal-time.ggf")));
    engine.send("go");
    let (best, _, _) = move_fields(&engine.expect("==="));
    assert!(["D6", "F4", "F6"].contains(&best.as_str()), "a legal reply to f5: {best}");
    // TI[0]: no time limit; black to move at the start.
    engine.send(&format!("set game {}", sample("nboard-ti0.ggf")));
    engine.send("go");
    let (best, _, _) = move_fields(&engine.expect("==="));
    assert!(["D3", "C4", "F5", "E6"].contains(&best.as_str()), "{best}");
    // A line of a GGS archive: number, space, game (a finished one: nothing to play).
    engine.send(&format!("set game {}", sample("ggs-archive-line.ggf")));
    engine.send("analyze");
    let mut count = 0;
    loop {
        let line = engine.next_within(Duration::from_secs(30)).expect("the analysis goes on");
        if line == "status" && count > 0 {
            break;
        }
        count += usize::from(line.starts_with("analysis "));
    }
    assert_eq!(count, 61, "every position of the sixty moves, and the start");
    engine.send("quit");
    let output = engine.child.wait_with_output().unwrap();
    let errors = String::from_utf8(output.stderr).unwrap();
    assert_eq!(errors, "", "nothing refused");
}

#[test]
fn a_forced_pass_is_answered_pa_and_its_hint_is_scored_for_the_side_that_passes() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.until_line("status");
    engine.send("set depth 12");
    // After black's h1, white has no legal move; black has a5, the last empty square: black
    // gets 29 discs to white's 35.
    engine.send(&format!("set game {}", sample("nboard-forced-pass.ggf")));
    engine.send("go");
    assert_eq!(engine.expect("==="), "=== PA");
    engine.send("hint 1");
    let lines = engine.until_line("status");
    let hint = lines.iter().rev().find(|l| l.starts_with("search ")).unwrap().clone();
    assert_eq!(hint, "search PA-A5 6.00 0 100%", "white passes and wins by six");
    // The GUI passes for white: now black plays a5, and loses by six.
    engine.send("move PA");
    engine.send("go");
    assert_eq!(move_fields(&engine.expect("===")).0, "A5");
    engine.until_line("status");
    engine.send("hint 1");
    let lines = engine.until_line("status");
    let hint = lines.iter().rev().find(|l| l.starts_with("search ")).unwrap().clone();
    assert_eq!(hint, "search A5 -6.00 0 100%");
    // Before the GUI's pass the game has 59 moves; with it, 60 plies.
    engine.send("set depth 2");
    for (setup, last) in [("", 59), ("move PA", 60)] {
        engine.send(&format!("set game {}", sample("nboard-forced-pass.ggf")));
        engine.send(setup);
        engine.send("analyze");
        let first = engine.expect("analysis ");
        assert_eq!(first.split_whitespace().nth(1), Some(last.to_string().as_str()), "{first}");
        engine.until_line("status");
    }
    engine.quit();
}

#[test]
fn a_move_made_in_overtime_is_made() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.send("set depth 4");
    // Black has used all but half a second of his minute; NBoard lets him play on.
    engine.send(&format!("set game (;GM[Othello]TI[1:00]TY[8]BO[8 {START} *]B[F5//59.5]W[D6//0.5];)"));
    engine.send("move C3//67.755");
    engine.send("go");
    let (best, _, _) = move_fields(&engine.expect("==="));
    // White's legal moves after f5 d6 c3.
    let position = play_line(Position::START, "F5-D6-C3");
    assert!(position.legal_moves().squares().any(|s| s.to_string().to_uppercase() == best), "{best}");
    engine.send("quit");
    let output = engine.child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8(output.stderr).unwrap(), "", "the overtime move is not refused");
}

#[test]
fn after_a_game_or_move_it_cannot_take_the_engine_answers_for_no_position() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.send("set depth 2");
    for refused in ["set game (;GM[Chess];)", "move Z9", "move A1", "move PA"] {
        engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *]B[F5];)"));
        engine.send(refused);
        engine.send("go");
        engine.send("hint 2");
        engine.send("ping 1");
        let lines = engine.until("pong");
        assert!(
            !lines.iter().any(|l| l.starts_with("===") || l.starts_with("search")),
            "{refused}: {lines:?}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("status othello: no position")),
            "{refused}: says why: {lines:?}"
        );
        // A move alone does not bring a position back either.
        engine.send("move D6");
        engine.send("go");
        engine.send("ping 2");
        assert!(!engine.until("pong").iter().any(|l| l.starts_with("===")), "{refused}");
    }
    // A good game does.
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *]B[F5];)"));
    engine.send("go");
    let (best, _, _) = move_fields(&engine.expect("==="));
    assert!(["D6", "F4", "F6"].contains(&best.as_str()), "{best}");
    engine.quit();
}

/// Starts a search that would take hours, then ends the session with `end`: the engine exits
/// within a second.
fn ends_at_once(end: impl FnOnce(&mut Engine)) {
    let mut engine = Engine::searching();
    engine.send("nboard 2");
    engine.send("set depth 60");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *];)"));
    engine.send("go");
    engine.expect("status Thinking");
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    end(&mut engine);
    loop {
        if let Some(status) = engine.child.try_wait().unwrap() {
            assert!(status.success(), "{status:?}");
            break;
        }
        assert!(asked.elapsed() < Duration::from_secs(1), "still running after a second");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn quit_during_a_deep_search_exits_within_a_second() {
    ends_at_once(|engine| engine.send("quit"));
}

#[test]
fn the_end_of_input_during_a_deep_search_exits_within_a_second() {
    ends_at_once(|engine| {
        // Closing the engine's input: replace the pipe with one already closed.
        let (_, closed) = std::io::pipe().unwrap();
        drop(std::mem::replace(&mut engine.input, ChildStdin::from(std::os::fd::OwnedFd::from(closed))));
    });
}

#[test]
fn solved_hints_lines_play_out_to_the_end_at_the_value_given() {
    // Eight empties from the end of a real game: every hinted line is the search's own, played
    // to the end of the game, passes written, at the value it is sent with.
    let game = &crate::common::data_rows("games.tsv")[0][1];
    let moves: String = game.as_bytes()[..104]
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}[{}]", ["B", "W"][i % 2], std::str::from_utf8(pair).unwrap()))
        .collect();
    let mut position = Position::START;
    for pair in game.as_bytes()[..104].chunks(2) {
        position = position.play(std::str::from_utf8(pair).unwrap().to_lowercase().parse().unwrap());
    }
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.until_line("status");
    engine.send("set depth 12");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *]{moves};)"));
    engine.send("hint 3");
    let lines = engine.until_line("status");
    let hints: Vec<Vec<&str>> =
        lines.iter().filter(|l| l.starts_with("search ")).map(|l| l.split_whitespace().collect()).collect();
    for hint in &hints[hints.len() - 3..] {
        assert_eq!(hint[4], "100%", "{hint:?}");
        let end = play_line(position, hint[1]);
        assert!(!end.can_move() && !end.pass().can_move(), "to the end of the game: {hint:?}");
        let sign = if hint[1].split('-').count() % 2 == 0 { 1 } else { -1 };
        let value: f64 = hint[2].parse().unwrap();
        assert_eq!(value, f64::from(sign * crate::common::final_score(end)), "{hint:?}");
    }
    engine.quit();
}

#[test]
fn every_hinted_move_has_its_own_legal_line_and_symmetric_moves_score_the_same() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.until_line("status");
    engine.send("set depth 8");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *];)"));
    engine.send("hint 4");
    let lines = engine.until_line("status");
    let hints: Vec<Vec<&str>> =
        lines.iter().filter(|l| l.starts_with("search ")).map(|l| l.split_whitespace().collect()).collect();
    let answer = &hints[hints.len() - 4..];
    for hint in answer {
        assert_eq!(hint[4], "8", "{hint:?}");
        let line = play_line(Position::START, hint[1]);
        assert_eq!(line.empties().count(), 60 - 8, "eight plies: {hint:?}");
    }
    let firsts: std::collections::HashSet<&str> = answer.iter().map(|h| &h[1][..2]).collect();
    assert_eq!(firsts.len(), 4);
    assert!(answer.iter().all(|h| h[2] == answer[0][2]), "the four first moves are one: {answer:?}");
    engine.quit();
}

#[test]
fn random_bytes_and_a_huge_line_are_refused_and_the_engine_goes_on() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    // A name in Latin-1, as a GUI on another platform may write it: read, not the end.
    engine.input.write_all(b"set game (;GM[Othello]PB[Bj\xf8rn]PW[b]TY[8];)\n").unwrap();
    engine.send("ping 1");
    engine.expect("pong 1");
    engine.send("go");
    assert!(engine.expect("===").len() > 4, "a move for the position sent");
    let mut rng = crate::common::Rng::new(24);
    for round in 0..20u32 {
        let bytes: Vec<u8> = (0..rng.below(300)).map(|_| rng.below(256) as u8).collect();
        engine.input.write_all(&bytes).unwrap();
        engine.input.write_all(b"\n").unwrap();
        engine.send(&format!("ping {}", round + 2));
        engine.expect(&format!("pong {}", round + 2));
    }
    // Ten megabytes without a line break, then a ping: refused without holding it whole.
    let chunk = vec![b'x'; 1 << 20];
    for _ in 0..10 {
        engine.input.write_all(&chunk).unwrap();
    }
    engine.input.write_all(b"\n").unwrap();
    engine.send("ping 99");
    engine.expect("pong 99");
    engine.quit();
}

#[test]
fn real_samples_among_garbage_are_answered_for_and_a_garbled_one_is_never() {
    let mut rng = crate::common::Rng::new(21);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/ggf");
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.send("set depth 2");
    let mut pings = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ggf") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let sample = text.lines().find(|line| line.contains("(;")).unwrap().to_string();
        let (saved, _) = othello::store::records::read(&sample).unwrap();
        for round in 0..6 {
            // Garbage first: random bytes, and commands cut short.
            for _ in 0..rng.below(4) {
                let bytes: Vec<u8> =
                    (0..rng.below(80)).map(|_| rng.below(256) as u8).filter(|&b| b != b'\n').collect();
                engine.input.write_all(&bytes).unwrap();
                engine.input.write_all(b"\n").unwrap();
            }
            let garbled = round % 2 == 1;
            let sent = if garbled {
                let cut = sample
                    .char_indices()
                    .map(|(i, _)| i)
                    .filter(|&i| i < sample.len() - 2)
                    .collect::<Vec<_>>();
                sample[..cut[rng.below(cut.len())]].to_string()
            } else {
                sample.clone()
            };
            engine.send(&format!("set game {sent}"));
            engine.send("go");
            let game = &saved.game;
            if garbled || game.is_over() {
                // A ping would stop a search: it comes after the answer there would have been.
                pings += 1;
                engine.send(&format!("ping {pings}"));
                let lines = engine.until_line(&format!("pong {pings}"));
                let answered = lines.iter().any(|l| l.starts_with("==="));
                assert!(!answered, "{}: no answer for a position not sent: {lines:?}", path.display());
            } else {
                let answer = engine.expect("===");
                if answer == "=== PA" {
                    // Only where the side to move has no move (the record reads with the pass made).
                    let passed = game.last_ply().is_some_and(|p| p.turn == othello::engine::game::Turn::Pass);
                    assert!(passed || game.position().legal_moves().is_empty(), "{}", path.display());
                } else {
                    let (square, _, _) = move_fields(&answer);
                    let square: Square = square.to_lowercase().parse().unwrap();
                    assert!(game.legal_moves().contains(square), "{}: {square} is not legal", path.display());
                }
            }
        }
    }
    assert!(pings > 0);
    engine.quit();
}

#[test]
fn a_ping_that_is_not_a_number_is_refused_and_nothing_of_it_is_printed() {
    let mut engine = Engine::start();
    engine.send("nboard 2");
    for hostile in ["\x1b]0;pwned\x07", "\u{9b}31m", "\u{202e}1", "1\x1b[2J"] {
        engine.send(&format!("ping {hostile}"));
    }
    engine.input.write_all(b"ping 2\x9b\n").unwrap();
    engine.send("ping 9");
    assert_eq!(engine.until("pong"), ["set myname othello", "status", "pong 9"], "no pong for those");
    engine.send("quit");
    let output = engine.child.wait_with_output().unwrap();
    let errors = String::from_utf8(output.stderr).unwrap();
    assert_eq!(errors.matches("the argument is a whole number").count(), 5, "{errors}");
    let raw = |c: char| (c.is_control() && c != '\n') || ('\u{202a}'..='\u{202e}').contains(&c);
    assert!(!errors.chars().any(raw), "escaped, not raw: {errors:?}");
    assert!(errors.contains("\\u{1b}]0;pwned\\u{7}") && errors.contains("\\u{202e}"), "{errors}");
}

/// The most memory process `pid` has taken so far, in kilobytes.
#[cfg(target_os = "linux")]
fn peak_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find_map(|line| line.strip_prefix("VmHWM:")).expect("VmHWM");
    line.trim().trim_end_matches("kB").trim().parse().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn a_hundred_megabytes_sent_during_a_search_wait_in_bounded_memory_and_the_engine_answers_all() {
    let mut engine = Engine::searching();
    engine.send("nboard 2");
    engine.send("set depth 60");
    // Two minutes each: the engine takes a second or two for the first move.
    engine.send(&format!("set game (;GM[Othello]TI[2:00]TY[8]BO[8 {START} *];)"));
    engine.send("go");
    // The search's own tables are taken by its first depth.
    engine.expect("nodestats");
    let pid = engine.child.id();
    let before = peak_kb(pid);
    let mut input = std::fs::File::from(engine.input.as_fd().try_clone_to_owned().unwrap());
    let flood = std::thread::spawn(move || {
        // Commands the protocol passes over, 4 KiB a line: each waits for the search's end.
        let megabyte = format!("frobnicate {}\n", "x".repeat(4084)).repeat(256);
        for _ in 0..100 {
            input.write_all(megabyte.as_bytes()).unwrap();
        }
        input.write_all(b"ping 5\n").unwrap();
    });
    let lines = engine.until_line("pong 5");
    flood.join().unwrap();
    let grown = peak_kb(pid).saturating_sub(before);
    assert!(grown < 24 * 1024, "the engine took {grown} kB more for what waited");
    // The search was not stopped: the ping came after the hundred megabytes, which waited.
    let answer = lines.iter().find(|line| line.starts_with("===")).expect("the move, before the pong");
    let (best, _, _) = move_fields(answer);
    assert!(["D3", "C4", "F5", "E6"].contains(&best.as_str()), "{best}");
    engine.quit();
}

/// A book of the start, of f5 and of f5 f4 (the parallel reply, which a search does not choose),
/// f4 worth 1.5 discs to white, in a data folder of its own.
fn data_folder_with_f4_in_the_book() -> tempfile::TempDir {
    use othello::search::Book;
    use othello::search::book::{Entry, NO_LEAF};
    let entry = |value| Entry { value, leaf: NO_LEAF, leaf_value: 0, depth: 10 };
    let f5 = Position::START.play("f5".parse().unwrap());
    let mut book = Book::new();
    book.insert(Position::START, entry(0));
    book.insert(f5, entry(150));
    book.insert(f5.play("f4".parse().unwrap()), entry(-150));
    let folder = tempfile::tempdir().unwrap();
    othello::store::book::save(folder.path(), &book).unwrap();
    folder
}

#[test]
fn go_plays_the_books_best_move_without_searching_and_hints_search() {
    let folder = data_folder_with_f4_in_the_book();
    let mut engine = Engine::start_with(1, &["--data-dir", folder.path().to_str().unwrap()]);
    engine.send("nboard 2");
    // Far too deep to search in a test: only the book answers at once.
    engine.send("set depth 60");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *]B[F5];)"));
    engine.send("go");
    let lines = engine.until("===");
    assert_eq!(move_fields(lines.last().unwrap()).0, "F4", "{lines:?}");
    assert!(lines.last().unwrap().starts_with("=== F4/1.50/"), "at the book's value: {lines:?}");
    let nodestats: Vec<&String> = lines.iter().filter(|l| l.starts_with("nodestats")).collect();
    // No node searched, said once (the seconds it took are the machine's).
    assert_eq!(nodestats.len(), 1, "said once: {lines:?}");
    assert!(nodestats[0].starts_with("nodestats 0 "), "no search: {lines:?}");
    // A hint is searched: at depth 2, with every move's own line.
    engine.send("set depth 2");
    engine.send("hint 3");
    let hints: Vec<String> =
        engine.until_line("status").into_iter().filter(|l| l.starts_with("search ")).collect();
    assert!(hints.iter().all(|h| h.split_whitespace().nth(4) == Some("2")), "searched 2 plies: {hints:?}");
    engine.quit();
}

#[test]
fn without_its_book_the_engine_searches_the_opening() {
    let folder = data_folder_with_f4_in_the_book();
    let mut engine = Engine::start_with(1, &["--data-dir", folder.path().to_str().unwrap(), "--no-book"]);
    engine.send("nboard 2");
    engine.send("set depth 60");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *]B[F5];)"));
    engine.send("go");
    engine.expect("status Thinking");
    std::thread::sleep(Duration::from_millis(300));
    engine.send("ping 1");
    let lines = engine.until("pong");
    assert!(!lines.iter().any(|l| l.starts_with("===")), "{lines:?}");
    engine.quit();
}

#[test]
fn learn_teaches_the_data_folders_book_the_game_sent_and_go_plays_from_it() {
    let folder = tempfile::tempdir().unwrap();
    let mut engine = Engine::start_with(1, &["--data-dir", folder.path().to_str().unwrap()]);
    engine.send("nboard 2");
    engine.until_line("status");
    // A line nobody plays, each move the last legal one in square order, to its first position
    // out of the shipped book, and one move more.
    let shipped = othello::search::Book::shipped();
    let (mut line, mut moves) = (vec![Position::START], Vec::new());
    while line.len() < 3 || shipped.get(line[line.len() - 2]).is_some() {
        let here = *line.last().unwrap();
        let last = here.moves().last().unwrap().square;
        moves.push(format!("{}[{}]", ["B", "W"][moves.len() % 2], last.to_string().to_uppercase()));
        line.push(here.play(last));
    }
    let (out, next) = (line[line.len() - 2], line[line.len() - 1]);
    assert!(shipped.get(out).is_none(), "the shipped book has no move where the line leaves it");
    let game = |moves: &[String]| format!("set game (;GM[Othello]TY[8]BO[8 {START} *]{};)", moves.concat());
    engine.send(&game(&moves));
    engine.send("learn");
    assert_eq!(engine.until_line("learned").last().unwrap(), "learned");
    let learned = othello::store::book::load(folder.path()).unwrap().expect("book.bin written");
    for position in [out, next] {
        assert!(learned.get(position).is_some_and(|entry| entry.depth == 18), "searched 18 plies deep");
    }
    // The best move where the line left the book, learned in its turn, is a book move there:
    // go plays it at once, from the book the engine took when it learned.
    let best = learned.leaf(out).expect("the best move out of the book, scored").square;
    moves.pop();
    moves.push(format!("{}[{}]", ["B", "W"][moves.len() % 2], best.to_string().to_uppercase()));
    engine.send(&game(&moves));
    engine.send("learn");
    engine.until_line("learned");
    engine.send("set depth 60");
    engine.send(&game(&moves[..moves.len() - 1]));
    engine.send("go");
    let lines = engine.until("===");
    // No node searched (the time is the thread's, a hundredth of a second on a loaded machine).
    assert!(lines.iter().any(|line| line.starts_with("nodestats 0 ")), "from the book learned: {lines:?}");
    assert_eq!(move_fields(lines.last().unwrap()).0, best.to_string().to_uppercase());
    // A game from another start teaches nothing, and says so.
    engine.send(FFO_40.replace("(;", "set game (;").as_str());
    engine.send("learn");
    assert_eq!(engine.until_line("learned").last().unwrap(), "learned");
    engine.send("quit");
    let output = engine.child.wait_with_output().unwrap();
    assert!(String::from_utf8(output.stderr).unwrap().contains("learn: only a game from the standard start"));
}

#[test]
fn with_a_variety_games_from_the_start_differ_and_without_one_they_do_not() {
    let first_moves = |args: &[&str]| {
        let mut engine = Engine::start_with(1, args);
        engine.send("nboard 2");
        engine.send("set depth 60");
        let mut moves = std::collections::HashSet::new();
        for _ in 0..12 {
            engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *];)"));
            engine.send("go");
            moves.insert(move_fields(&engine.expect("===")).0);
        }
        engine.quit();
        moves
    };
    // The four first moves are one under the symmetries, all book moves of the same value.
    let varied = first_moves(&["--variety", "1"]);
    assert!(varied.len() >= 2, "each game draws its own: {varied:?}");
    assert_eq!(first_moves(&[]).len(), 1, "the best, always the same");
}

#[test]
fn the_engine_protocol_the_game_s_hints_and_solve_give_every_move_the_same_value() {
    use othello::engine::game::Game;
    use othello::engine::rules::Rules;
    use othello::play::{Reply, Task};
    use othello::tui::{Action, HintMode};
    // Ten empties from the end of a real game: every move solved by each front end.
    let transcript = &crate::common::data_rows("games.tsv")[0][1][..100];
    let mut game = Game::new(Rules::default());
    game.play_transcript(&transcript.to_lowercase()).unwrap();
    let position = game.position();
    let legal: Vec<Square> = position.moves().map(|m| m.square).collect();
    assert!(legal.len() >= 2, "a choice to make");

    // The NBoard engine: `hint` for every move, its last lines the values once solved.
    let moves: String = transcript
        .as_bytes()
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}[{}]", ["B", "W"][i % 2], std::str::from_utf8(pair).unwrap()))
        .collect();
    let mut engine = Engine::start();
    engine.send("nboard 2");
    engine.until_line("status");
    engine.send("set depth 14");
    engine.send(&format!("set game (;GM[Othello]TY[8]BO[8 {START} *]{moves};)"));
    engine.send(&format!("hint {}", legal.len()));
    let lines = engine.until_line("status");
    engine.quit();
    let searched: Vec<&String> = lines.iter().filter(|l| l.starts_with("search ")).collect();
    let nboard: Vec<(Square, i32)> = searched[searched.len() - legal.len()..]
        .iter()
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields[4], "100%", "solved: {line}");
            let first = fields[1].split('-').next().unwrap().to_lowercase().parse().unwrap();
            (first, fields[2].parse::<f64>().unwrap() as i32)
        })
        .collect();

    // The game's hints, from the engine's own analysis of the request the game makes.
    let mut s = crate::common::app::Session::with_game(game, crate::common::app::settings(None));
    s.act(Action::Hints);
    assert_eq!(s.app.hint_mode(), HintMode::Every);
    let request = *s.requests().last().unwrap();
    let Task::Analyze(limits) = request.task else { panic!("{:?}", request.task) };
    let result = othello::search::Searcher::new().analyze(request.position, &limits, &mut ());
    s.act(Action::Engine(Reply::Done { id: request.id, result, elapsed: Duration::ZERO }));
    let hints = s.app.hints();
    assert_eq!(hints.len(), legal.len());
    for (square, value) in &nboard {
        let hint = hints.iter().find(|h| h.square == *square).expect("every move hinted");
        assert_eq!(
            hint.text.parse::<i32>().unwrap(),
            *value,
            "{square}: the game's {hint:?}, NBoard's {value}"
        );
    }

    // `othello solve`: the best value and every move reaching it.
    let position_text = format!(
        "{} {}",
        othello::engine::notation::board_string(s.app.game().board()),
        if s.app.game().to_move() == Some(othello::engine::color::Color::Black) { "X" } else { "O" }
    );
    let output = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--threads", "1", "solve", "--position", &position_text, "--format", "json"])
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let best = nboard.iter().map(|(_, value)| *value).max().unwrap();
    assert_eq!(report["score"], best);
    let mut solved: Vec<String> =
        report["best"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
    let mut reaching: Vec<String> =
        nboard.iter().filter(|(_, value)| *value == best).map(|(square, _)| square.to_string()).collect();
    solved.sort();
    reaching.sort();
    assert_eq!(solved, reaching, "the moves that reach the best value");
}
