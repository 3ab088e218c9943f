//! The real binary's command line: flags, `show` in every format, and every kind of bad input.

mod common;

use std::path::Path;
use std::process::{Command, Output};

fn othello(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_othello")).args(args).output().expect("othello runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// Runs with bad input: exit code 2, and a message on stderr that contains every one of `words`.
fn refused(args: &[&str], words: &[&str]) -> String {
    let output = othello(args);
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{args:?} exits 2; stderr: {message}");
    assert!(!message.contains("panicked"), "{message}");
    for word in words {
        assert!(message.contains(word), "{args:?}: {word:?} not in {message}");
    }
    message
}

fn json(args: &[&str]) -> serde_json::Value {
    let output = othello(args);
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    serde_json::from_str(&stdout(&output)).unwrap()
}

#[test]
fn help_explains_every_flag_with_an_example_and_version_prints() {
    let help = stdout(&othello(&["--help"]));
    for flag in [
        "--handicap",
        "--handicap-to",
        "--time",
        "--increment",
        "--delay",
        "--black-time",
        "--white-time",
        "--black",
        "--white",
        "--moves",
        "--load",
        "--resume",
        "--ascii",
        "--data-dir",
    ] {
        // Each flag's entry runs from its name to the next flag's; it must hold an example.
        let entry_start = [" ", "\n"]
            .iter()
            .find_map(|after| help.find(&format!("      {flag}{after}")))
            .unwrap_or_else(|| panic!("--help lists {flag}"));
        let entry = &help[entry_start..];
        let entry =
            &entry[..entry[flag.len() + 6..].find("\n  -").map_or(entry.len(), |i| i + flag.len() + 6)];
        assert!(entry.contains("Example"), "{flag} has an example:\n{entry}");
    }
    let version = othello(&["--version"]);
    assert!(stdout(&version).starts_with(&format!("othello {}", env!("CARGO_PKG_VERSION"))));
}

#[test]
fn show_json_replays_the_tournament_games_to_their_scores() {
    for row in common::data_rows("games.tsv") {
        let value = json(&["show", "--moves", &row[1], "--format", "json"]);
        let (black, white) = row[3].split_once('-').unwrap();
        let (raw_black, raw_white) = row[2].split_once('-').unwrap();
        assert_eq!(value["over"], true, "{}", row[0]);
        assert_eq!(value["to_move"], serde_json::Value::Null);
        assert_eq!(value["result"]["black"].to_string(), black, "{}", row[0]);
        assert_eq!(value["result"]["white"].to_string(), white, "{}", row[0]);
        assert_eq!(value["result"]["by"], "discs");
        assert_eq!(value["black"].to_string(), raw_black);
        assert_eq!(value["white"].to_string(), raw_white);
        assert_eq!(value["moves"], row[1].to_ascii_lowercase());
        assert_eq!(value["legal_moves"], serde_json::json!([]));
    }
}

#[test]
fn show_json_of_a_game_in_progress() {
    let positions = common::data_rows("positions.tsv");
    let start = json(&["show", "--format", "json"]);
    assert_eq!(format!("{} X", start["board"].as_str().unwrap()), positions[0][1]);
    assert_eq!(start["legal_moves"], serde_json::json!(["d3", "c4", "f5", "e6"]));
    assert_eq!(start["hands"], serde_json::json!({"black": 30, "white": 30}));
    let tiger = json(&["show", "--moves", "f5d6c3d3c4", "--format", "json"]);
    assert_eq!(format!("{} O", tiger["board"].as_str().unwrap()), positions[1][1]);
    assert_eq!(tiger["to_move"], "white");
    assert_eq!(
        (tiger["black"].as_u64(), tiger["white"].as_u64(), tiger["empty"].as_u64()),
        (Some(6), Some(3), Some(55))
    );
    assert_eq!(tiger["over"], false);
    assert_eq!(tiger["result"], serde_json::Value::Null);
    let handicap = json(&["show", "--handicap", "3", "--handicap-to", "white", "--format", "json"]);
    assert_eq!(handicap["hands"], serde_json::json!({"black": 30, "white": 27}));
    assert_eq!(&handicap["board"].as_str().unwrap()[..8], "O------O");
}

#[test]
fn show_prints_text_transcript_and_ggf() {
    let text = stdout(&othello(&["show", "--moves", "f5 d6 c3", "--black", "Ann", "--time", "5m"]));
    assert!(text.contains("   a b c d e f g h"), "{text}");
    assert!(text.contains(" 1. f5  d6") && text.contains(" 2. c3"), "{text}");
    assert!(text.contains("White to move"), "{text}");
    assert!(text.contains("Black (Ann)") && text.contains("5:00 left"), "{text}");
    assert_eq!(stdout(&othello(&["show", "--moves", "F5,D6", "--format", "transcript"])), "f5d6\n");
    let ggf =
        stdout(&othello(&["show", "--moves", "e6f4e3f6g5d6e7f5c5", "--format", "ggf", "--black", "Ann"]));
    assert!(ggf.starts_with("(;GM[Othello]PC[othello]DT["), "{ggf}");
    assert!(ggf.contains("PB[Ann]PW[White]RE[+64]TY[8]"), "{ggf}");
    assert!(
        ggf.contains("BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"),
        "{ggf}"
    );
    assert!(ggf.ends_with("B[e6]W[f4]B[e3]W[f6]B[g5]W[d6]B[e7]W[f5]B[c5];)\n"), "{ggf}");
    let passes = stdout(&othello(&["show", "--moves", "d3c3b3b2f5a3a1c1", "--format", "ggf"]));
    assert!(passes.ends_with("W[c1]B[PA];)\n"), "{passes}");
}

#[test]
fn show_reads_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let mut game = othello::engine::game::Game::new(Default::default());
    game.play_transcript("f5d6c3").unwrap();
    othello::save::save(&path, &game, &Default::default()).unwrap();
    let value = json(&["show", path.to_str().unwrap(), "--format", "json"]);
    assert_eq!(value["moves"], "f5d6c3");
    let more = json(&["show", path.to_str().unwrap(), "--moves", "d3", "--format", "json"]);
    assert_eq!(more["moves"], "f5d6c3d3");
}

#[test]
fn completions_are_printed_for_a_shell() {
    let output = othello(&["completions", "bash"]);
    assert!(output.status.success());
    assert!(stdout(&output).contains("--handicap-to"));
    refused(&["completions", "tcsh"], &["tcsh"]);
}

#[test]
fn bad_values_are_named_with_what_is_allowed() {
    refused(&["--handicap", "7"], &["--handicap", "7", "0..=4"]);
    refused(&["--handicap-to", "red", "--handicap", "1"], &["red", "black", "white"]);
    refused(&["--time", "abc"], &["abc", "30m", "1:30:00"]);
    refused(&["--time", "30"], &["30m"]);
    refused(&["--time", "0s"], &["no time"]);
    refused(&["--increment", "5s"], &["--time"]);
    refused(&["--black-time", "5m"], &["white has no time"]);
    refused(&["show", "--moves", "f5f5"], &["f5f5", "move 2", "f5 is already taken"]);
    refused(&["show", "--moves", "z9"], &["z9", "not a move"]);
    refused(&["--moves", "f5 pass"], &["a pass, but White has a legal move"]);
    refused(&["--load", "/nonexistent/game.json"], &["/nonexistent/game.json", "No such file"]);
    refused(&["show", "/nonexistent/game.json"], &["/nonexistent/game.json"]);
    refused(&["--load", "x.json", "--handicap", "2"], &["--handicap"]);
    refused(&["--frobnicate"], &["--frobnicate"]);
}

#[test]
fn a_corrupt_save_is_reported_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.json");
    std::fs::write(&path, "{\"format\": \"othello-save\", \"version\": 1,").unwrap();
    let message = refused(&["--load", path.to_str().unwrap()], &["broken.json", "line 1"]);
    assert!(message.contains("EOF") || message.contains("end"), "{message}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"format\": \"othello-save\", \"version\": 1,");
    refused(&["--resume", "--data-dir", dir.path().to_str().unwrap()], &["no game to resume"]);
    std::fs::copy(&path, dir.path().join("autosave.json")).unwrap();
    refused(&["--resume", "--data-dir", dir.path().to_str().unwrap()], &["autosave.json", "line 1"]);
    assert!(Path::new(&dir.path().join("autosave.json")).exists());
}

#[test]
fn the_readme_json_example_is_what_show_prints() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let command = "$ othello show --moves f5d6c3d3c4 --format json\n```\n```json\n";
    let start = readme.find(command).expect("the README shows `show --format json`") + command.len();
    let example: serde_json::Value =
        serde_json::from_str(&readme[start..][..readme[start..].find("```").unwrap()]).unwrap();
    assert_eq!(json(&["show", "--moves", "f5d6c3d3c4", "--format", "json"]), example);
}
