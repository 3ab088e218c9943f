//! The real binary's command line: flags, `show` in every format, and every kind of bad input.

use std::path::Path;
use std::process::{Command, Output};

/// Runs on one thread, so that a search's bounds and lines are the same every run.
fn othello(args: &[&str]) -> Output {
    othello_on(1, args)
}

fn othello_on(threads: usize, args: &[&str]) -> Output {
    let mut all = vec!["--threads".to_string(), threads.to_string()];
    all.extend(args.iter().map(|arg| arg.to_string()));
    Command::new(env!("CARGO_BIN_EXE_othello")).args(&all).output().expect("othello runs")
}

/// Runs with a data folder of its own.
fn othello_in(dir: &Path, args: &[&str]) -> Output {
    let mut all = vec!["--data-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    othello(&all)
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
        "--move-numbers",
        "--data-dir",
        "--computer",
        "--level",
        "--hints",
        "--position",
        "--random-start",
        "--min-move-time",
        "--no-variety",
    ] {
        // Each flag's entry runs from its name to the next flag's; it must hold an example.
        let entry_start = [" ", "\n"]
            .iter()
            .find_map(|after| {
                // A flag with a short form is listed as `-c, --computer`.
                help.find(&format!("      {flag}{after}")).or_else(|| help.find(&format!(", {flag}{after}")))
            })
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
    for row in crate::common::data_rows("games.tsv") {
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
    let positions = crate::common::data_rows("positions.tsv");
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
    assert!(text.contains(" 1 f5   2 d6   3 c3"), "moves numbered 1 to 60:\n{text}");
    assert!(text.contains("White to move"), "{text}");
    assert!(text.contains("Black (Ann)") && text.contains("5:00 left"), "{text}");
    assert!(text.contains("Rules: 5:00 each"), "{text}");
    let one = stdout(&othello(&["show", "--moves", "f5d6c3d3c4f4f6f3e6e7"]));
    assert!(!one.contains(" 1 discs"), "one disc, not one discs:\n{one}");
    assert_eq!(stdout(&othello(&["show", "--moves", "F5,D6", "--format", "transcript"])), "f5d6\n");
    let ggf =
        stdout(&othello(&["show", "--moves", "e6f4e3f6g5d6e7f5c5", "--format", "ggf", "--black", "Ann"]));
    assert!(ggf.starts_with("(;GM[Othello]PC[othello]DT["), "{ggf}");
    assert!(ggf.contains("PB[Ann]PW[White]RE[+64.00]TY[8]"), "{ggf}");
    assert!(
        ggf.contains("BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"),
        "{ggf}"
    );
    assert!(ggf.ends_with("B[e6]W[f4]B[e3]W[f6]B[g5]W[d6]B[e7]W[f5]B[c5];)\n"), "{ggf}");
    let passes = stdout(&othello(&["show", "--moves", "d3c3b3b2f5a3a1c1", "--format", "ggf"]));
    assert!(passes.ends_with("W[c1]B[PA];)\n"), "{passes}");
}

fn saved(transcript: &str, names: (&str, &str)) -> othello::store::SavedGame {
    let mut game = othello::engine::game::Game::new(Default::default());
    game.play_transcript(transcript).unwrap();
    let names = othello::engine::color::ByColor::new(Some(names.0.to_string()), Some(names.1.to_string()));
    othello::store::SavedGame::new(game, names.map(othello::store::Player::person))
}

#[test]
fn show_reads_a_saved_game_by_file_or_by_its_id_in_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    othello::store::save(&path, &saved("f5d6c3", ("Ann", "Ben"))).unwrap();
    let value = json(&["show", path.to_str().unwrap(), "--format", "json"]);
    assert_eq!(value["moves"], "f5d6c3");
    let more = json(&["show", path.to_str().unwrap(), "--moves", "d3", "--format", "json"]);
    assert_eq!(more["moves"], "f5d6c3d3");
    let renamed = json(&["show", path.to_str().unwrap(), "--white", "Cy", "--format", "json"]);
    assert_eq!(renamed["players"], serde_json::json!({"black": "Ann", "white": "Cy"}));

    std::fs::create_dir(dir.path().join("games")).unwrap();
    othello::store::save(
        &dir.path().join("games/2026-11-22-1405-ann-ben.json"),
        &saved("e6", ("Ann", "Ben")),
    )
    .unwrap();
    let output = othello_in(dir.path(), &["show", "2026-11-22-1405", "--format", "transcript"]);
    assert_eq!(stdout(&output), "e6\n", "{}", stderr(&output));
}

#[test]
fn games_lists_the_library_and_marks_the_game_resume_continues() {
    let dir = tempfile::tempdir().unwrap();
    let empty = othello_in(dir.path(), &["games"]);
    assert!(stdout(&empty).contains("No games in"), "{}", stdout(&empty));
    std::fs::create_dir(dir.path().join("games")).unwrap();
    othello::store::save(&dir.path().join("games/one.json"), &saved("f5d6", ("Ann", "Ben"))).unwrap();
    othello::store::save(&dir.path().join("games/two.json"), &saved("e6f4e3f6g5d6e7f5c5", ("Cy", "Di")))
        .unwrap();
    std::fs::write(dir.path().join("games/broken.json"), "{").unwrap();
    let mut unnamed = saved("e6f4e3f6g5d6e7f5c5", ("", ""));
    unnamed.players = othello::engine::color::ByColor::both(othello::store::Player::person(None));
    othello::store::save(&dir.path().join("games/three.json"), &unnamed).unwrap();
    let list = stdout(&othello_in(dir.path(), &["games"]));
    assert!(
        list.contains("Black vs White  untimed  9 moves"),
        "players without a name go by their side:\n{list}"
    );
    assert!(list.contains("* one\n"), "the unfinished game is marked:\n{list}");
    assert!(list.contains("Ann vs Ben  untimed  2 moves  unfinished"), "{list}");
    assert!(list.contains("Cy vs Di  untimed  9 moves  Black wins 64-0"), "{list}");
    assert!(list.contains("broken\n    cannot be read:"), "{list}");
}

#[test]
fn show_counts_the_turn_in_progress_on_the_clock_of_the_player_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let control = othello::engine::clock::TimeControl::sudden_death(std::time::Duration::from_secs(600));
    let rules =
        othello::engine::rules::Rules::new(othello::engine::rules::Handicap::NONE, Some(control)).unwrap();
    let mut saved = saved("", ("Ann", "Ben"));
    saved.game = othello::engine::game::Game::new(rules);
    saved.game.play_transcript("f5").unwrap();
    saved.turn = std::time::Duration::from_secs(30);
    othello::store::save(&path, &saved).unwrap();
    let text = stdout(&othello(&["show", path.to_str().unwrap()]));
    assert!(text.contains("Black (Ann)") && text.contains("10:00 left"), "{text}");
    let white = text.lines().find(|line| line.starts_with("White (Ben)")).unwrap();
    assert!(white.ends_with("9:30 left"), "white has been thinking for 30 s: {white}");
    let value = json(&["show", path.to_str().unwrap(), "--format", "json"]);
    assert_eq!(value["turn_ms"], 30000);
}

#[test]
fn set_up_moves_cost_no_time_and_earn_no_increment() {
    let value =
        json(&["show", "--moves", "f5d6c3d3", "--time", "1m", "--increment", "5s", "--format", "json"]);
    assert_eq!(value["clocks"]["black"]["remaining_ms"], 60000);
    assert_eq!(value["clocks"]["white"]["remaining_ms"], 60000);
    let text = stdout(&othello(&["show", "--moves", "f5d6c3d3", "--time", "1m", "--increment", "5s"]));
    assert_eq!(text.matches("1:00 left").count(), 2, "{text}");
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
    refused(&["--time", "3000000000000000h", "--increment", "3000000000000000h"], &["too long", "100 hours"]);
    refused(&["show", "--time", "101h"], &["at most 100 hours"]);
    refused(&["--increment", "5s"], &["--time"]);
    refused(&["--time", "5m", "--increment", "5s", "--delay", "3s"], &["--delay"]);
    refused(&["--black-time", "5m"], &["white has no time"]);
    refused(&["show", "--moves", "f5f5"], &["f5f5", "move 2", "f5 is already taken"]);
    refused(&["show", "--moves", "z9"], &["z9", "not a move"]);
    refused(&["--moves", "f5 pass"], &["a pass, but White has a legal move"]);
    refused(&["--load", "/nonexistent/game.json"], &["/nonexistent/game.json", "neither a file nor a game"]);
    refused(&["show", "/nonexistent/game.json"], &["/nonexistent/game.json"]);
    refused(&["--load", "x.json", "--handicap", "2"], &["--handicap"]);
    refused(&["--frobnicate"], &["--frobnicate"]);
    refused(&["--level", "21", "--computer", "white"], &["21", "1 to 20"]);
    refused(&["--level", "zero", "--computer", "white"], &["zero", "1 to 20"]);
    refused(&["--computer", "red"], &["red", "white", "both", "none"]);
    refused(&["--min-move-time", "11s"], &["11s", "at most 10s"]);
    refused(&["--min-move-time", "5"], &["`5`"]);
    // Short flags, and values in any case: only the level is refused here.
    refused(&["-l", "21", "-c", "White"], &["21", "1 to 20"]);
    refused(&["-c", "WHITE", "-l", "5", "-t", "forever"], &["forever"]);
    refused(&["--level", "5"], &["--level", "neither side", "--computer"]);
    // `othello` passes `--threads 1` itself: these go straight to the binary.
    for (args, words) in [
        (["solve", "--threads", "0"], ["'0'", "1..=1024"]),
        (["--threads", "many", "show"], ["'many'", "--threads"]),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_othello")).args(args).output().unwrap();
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
        assert!(words.iter().all(|word| message.contains(word)), "{args:?}: {message}");
    }
}

#[test]
fn a_corrupt_save_is_reported_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.json");
    std::fs::write(&path, "{\"format\": \"othello-save\", \"version\": 1,").unwrap();
    let message = refused(&["--load", path.to_str().unwrap()], &["broken.json", "line 1"]);
    assert!(message.contains("EOF"), "{message}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"format\": \"othello-save\", \"version\": 1,");
    let dir_arg = dir.path().to_str().unwrap();
    refused(&["--resume", "--data-dir", dir_arg], &["no unfinished game to resume"]);
    refused(
        &["--resume", "nope", "--data-dir", dir_arg],
        &["`nope` is neither a file nor a game in the library"],
    );
    std::fs::create_dir(dir.path().join("games")).unwrap();
    std::fs::copy(&path, dir.path().join("games/bad.json")).unwrap();
    refused(&["--resume", "bad", "--data-dir", dir_arg], &["bad.json", "line 1"]);
    assert!(dir.path().join("games/bad.json").exists());
}

#[test]
fn without_a_terminal_the_game_says_it_needs_one() {
    let dir = tempfile::tempdir().unwrap();
    let message =
        refused(&["--data-dir", dir.path().to_str().unwrap()], &["needs a terminal", "othello show"]);
    assert!(!message.contains('\x1b'));
    let dir_arg = dir.path().to_str().unwrap();
    othello::store::save(&dir.path().join("x.json"), &saved("f5", ("A", "B"))).unwrap();
    refused(
        &["--load", dir.path().join("x.json").to_str().unwrap(), "--data-dir", dir_arg],
        &["needs a terminal"],
    );
}

#[test]
fn nothing_printed_carries_control_characters_from_a_file_or_an_argument() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evil.json");
    othello::store::save(&path, &saved("f5d6", ("Ann\x1b]0;pwned\x07", "Ben\x1b[2J"))).unwrap();
    for format in ["text", "ggf", "json", "transcript"] {
        let output = othello(&["show", path.to_str().unwrap(), "--format", format]);
        assert!(output.status.success());
        let text = stdout(&output);
        assert!(!text.chars().any(|c| c.is_control() && c != '\n'), "{format}: {text:?}");
    }
    let text = stdout(&othello(&["show", path.to_str().unwrap()]));
    assert!(text.contains("Black (Ann\\u{1b}]0;pwned\\u{7})"), "escaped, still readable: {text}");
    let list = othello_in(dir.path(), &["games"]);
    assert!(!stdout(&list).chars().any(|c| c.is_control() && c != '\n'));

    for args in [
        vec!["show", "--moves", "f5\x1b]0;x\x07"],
        vec!["--handicap-to", "\x1b[31mred", "--handicap", "1"],
        vec!["--time", "\x1b[2J"],
        vec!["show", "/tmp/\x1b[2J.json"],
    ] {
        let output = othello(&args);
        assert_eq!(output.status.code(), Some(2));
        let message = stderr(&output);
        assert!(!message.chars().any(|c| c.is_control() && c != '\n'), "{args:?}: {message:?}");
    }
    let huge = "f5".repeat(60_000);
    let message = refused(&["show", "--moves", &format!("{huge}z9")], &["--moves"]);
    assert!(message.len() < 400, "a huge input is not echoed whole: {} bytes", message.len());
}

#[test]
fn a_full_disk_is_an_error_not_a_panic() {
    let full = std::fs::File::options().write(true).open("/dev/full").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["completions", "bash"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let message = stderr(&output);
    assert!(message.contains("cannot write") && !message.contains("panicked"), "{message}");
}

#[test]
fn the_manual_s_json_example_is_what_show_prints() {
    let manual = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/src/command-line.md");
    let manual = std::fs::read_to_string(manual).unwrap();
    let command = "$ othello show --moves f5d6c3d3c4 --format json\n```\n```json\n";
    let start = manual.find(command).expect("the manual shows `show --format json`") + command.len();
    let example: serde_json::Value =
        serde_json::from_str(&manual[start..][..manual[start..].find("```").unwrap()]).unwrap();
    assert_eq!(json(&["show", "--moves", "f5d6c3d3c4", "--format", "json"]), example);
}

#[test]
fn show_and_load_read_ggf_files_too() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ggf");
    std::fs::write(
        &path,
        "(;GM[Othello]PB[Ann]PW[Ben]TI[5:00]TY[8]\
         BO[8 ---------------------------O*------*O--------------------------- *]B[f5//2.5]W[d6];)\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let report = json(&["show", file, "--format", "json"]);
    assert_eq!(report["moves"], "f5d6");
    assert_eq!(report["players"]["black"], "Ann");
    assert_eq!(report["clocks"]["black"]["remaining_ms"], 297_500);
    refused(&["--load", file, "--data-dir", dir.path().to_str().unwrap()], &["needs a terminal"]);

    std::fs::write(&path, "(;GM[Othello]B[f5]W[f5];)").unwrap();
    refused(&["show", file], &["game.ggf", "move 2 (W[f5])", "already taken"]);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "(;GM[Othello]B[f5]W[f5];)", "left as it was");
}

#[test]
fn a_ggs_archive_gives_any_of_its_games_to_show_analyze_solve_and_load() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("archive.ggf");
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    let game = |moves: &str| format!("(;GM[Othello]PC[GGS/os]PB[a]PW[b]TY[8]{start}{moves};)");
    // Game 3 from a position 14 empties from the end, to solve.
    let late = "BO[8 --XXXXX- -OOOXX-O -OOOXXOX -OXOXOXX OXXXOXXX --XOXOXX -XXXOOO- -OOOOO-- *]";
    let archive =
        format!("1 {}\n2 {}\n3 (;GM[Othello]TY[8]{late};)\n", game("B[f5]W[d6]"), game("B[d3]W[c3]B[c4]"));
    std::fs::write(&path, archive).unwrap();
    let file = path.to_str().unwrap();
    assert_eq!(stdout(&othello(&["show", file, "--format", "transcript"])), "f5d6\n", "the first");
    assert_eq!(stdout(&othello(&["show", file, "--game", "2", "--format", "transcript"])), "d3c3c4\n");
    let review = json(&["analyze", file, "--game", "2", "--level", "2", "--format", "json"]);
    assert_eq!(review["moves"].as_array().unwrap().len(), 3, "{review}");
    let solution = json(&["solve", file, "--game", "3", "--format", "json"]);
    assert_eq!(solution["empties"], 14, "{solution}");
    refused(&["show", file, "--game", "4"], &["archive.ggf", "it holds 3 games, not a game 4"]);
    refused(&["show", file, "--game", "0"], &["`0` is not a game number"]);
    refused(&["show", "--game", "2"], &["--game"]);
    refused(
        &["--load", file, "--game", "2", "--data-dir", dir.path().to_str().unwrap()],
        &["needs a terminal"],
    );
    refused(&["--load", file, "--game", "5", "--data-dir", dir.path().to_str().unwrap()], &["not a game 5"]);
    // Files as real programs write them: a line of an archive, NBoard's long decimals and TI[0].
    let sample = |name: &str| format!("{}/tests/data/ggf/{name}", env!("CARGO_MANIFEST_DIR"));
    assert!(stdout(&othello(&["show", &sample("ggs-archive-line.ggf")])).contains("Draw 32-32"));
    let report = json(&["show", &sample("nboard-long-decimal-time.ggf"), "--format", "json"]);
    assert_eq!(report["clocks"]["black"]["used_ms"], 18_490);
    let report = json(&["show", &sample("nboard-ti0.ggf"), "--format", "json"]);
    assert_eq!(report["clocks"]["black"]["remaining_ms"], serde_json::Value::Null, "untimed");
}

#[test]
fn solve_prints_the_exact_score_every_best_move_and_the_line() {
    // FFO #40, 20 empties.
    let line =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/ffo.tsv")).unwrap();
    let row: Vec<&str> = line.lines().find(|l| l.starts_with("40\t")).unwrap().split('\t').collect();
    let report = json(&["solve", "--position", row[1], "--format", "json"]);
    assert_eq!(report["score"], row[3].parse::<i64>().unwrap());
    let mut best: Vec<String> =
        report["best"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().into()).collect();
    best.sort();
    let mut published: Vec<&str> = row[4].split(',').collect();
    published.sort();
    assert_eq!(best, published);
    assert_eq!(report["pv"][0], report["best"][0]);
    assert!(report["nodes"].as_u64().unwrap() > 1000);
    assert!(report["time_ms"].is_u64());

    let text = stdout(&othello(&["solve", "--position", row[1]]));
    assert!(text.contains("Score: +38 for Black: Black wins by 38 (51-13) with perfect play."), "{text}");
    assert!(text.contains("Best: a2\nOthers: ") && text.contains("Line: a2 "), "{text}");
    // The other moves with what the solver proved of each, the closest first (in what order
    // moves with the same bound come depends on the search's order).
    let others = text.lines().find_map(|l| l.strip_prefix("Others: ")).unwrap();
    let bounds: Vec<i32> =
        others.split(", ").map(|other| other.split_once(" <=").unwrap().1.parse().unwrap()).collect();
    assert!(others.contains("c7 <=+36") && bounds.windows(2).all(|w| w[0] >= w[1]), "{others}");
    assert_eq!(bounds.len(), report["moves"].as_array().map_or(0, Vec::len) - 1, "{others}");
    // "Nodes: N in T s (R M/s)", the rate being N / T, N with its thousands grouped.
    let nodes_line = text.lines().find(|l| l.starts_with("Nodes: ")).unwrap();
    let words: Vec<&str> = nodes_line.split([' ', '(']).filter(|w| !w.is_empty()).collect();
    let (nodes, seconds, rate): (f64, f64, f64) =
        (words[1].replace(',', "").parse().unwrap(), words[3].parse().unwrap(), words[5].parse().unwrap());
    assert!(nodes > 1e6 && seconds > 0.0, "{nodes_line}");
    assert!((rate - nodes / seconds / 1e6).abs() <= 0.1 + rate * 0.01, "{nodes_line}");
    // On two threads: the same score and best move.
    let two: serde_json::Value =
        serde_json::from_slice(&othello_on(2, &["solve", "--position", row[1], "--format", "json"]).stdout)
            .unwrap();
    assert_eq!((&two["score"], &two["best"]), (&report["score"], &report["best"]));
    // A finished game: nothing to play, no line.
    let text = stdout(&othello(&["solve", "--position", &format!("{} X", "X".repeat(64))]));
    assert!(text.contains("The game is over.\nScore: +64 for Black: Black wins by 64 (64-0)"), "{text}");
    assert!(!text.contains("Best:") && !text.contains("Line:"), "{text}");
    assert!(!text.contains("/s)"), "no rate made of a node and no time: {text}");
}

#[test]
fn solve_keeps_the_score_of_the_side_named_when_it_must_pass() {
    // Black has no move; white takes c1 and wipes black out: 64-0 for white.
    let position = format!("OX{} X", "-".repeat(62));
    let report = json(&["solve", "--position", &position, "--format", "json"]);
    assert_eq!(report["to_move"], "black");
    assert_eq!(report["score"], -64);
    assert_eq!(report["best"], serde_json::json!([]));
    assert_eq!(report["pv"], serde_json::json!(["c1"]));
    assert_eq!(report["discs"], serde_json::json!({"black": 0, "white": 64}));
    let text = stdout(&othello(&["solve", "--position", &position]));
    assert!(text.contains("Black has no legal move and passes"), "{text}");
    assert!(text.contains("Score: -64 for Black: White wins by 64 (64-0) with perfect play."), "{text}");
}

#[test]
fn solve_reads_moves_and_files_and_refuses_bad_positions() {
    let dir = tempfile::tempdir().unwrap();
    // The end of a tournament game: ten empties left.
    let games =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games.tsv")).unwrap();
    let transcript = games.lines().find(|l| !l.starts_with('#')).unwrap().split('\t').nth(1).unwrap();
    let opening = &transcript[..100];
    let from_moves = json(&["solve", "--moves", opening, "--format", "json"]);
    othello::store::save(&dir.path().join("g.json"), &saved(opening, ("A", "B"))).unwrap();
    let from_file = json(&["solve", dir.path().join("g.json").to_str().unwrap(), "--format", "json"]);
    assert_eq!(from_moves["score"], from_file["score"]);
    assert_eq!(from_moves["empties"], 10);
    refused(&["solve", "--position", "XO X"], &["--position", "2 squares instead of 64"]);
    refused(&["solve", "--moves", "f5f5"], &["f5f5", "move 2"]);
    refused(&["solve", "--position", &format!("{} Z", "-".repeat(64))], &["`Z` to move"]);
}

#[test]
fn show_and_load_read_every_form_of_record_people_paste() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    let file = path.to_str().unwrap();
    for text in ["f5d6c3d3c4", "F5 D6 C3 D3 C4\n", "1. f5 d6 2. c3 d3\n3. c4\n"] {
        std::fs::write(&path, text).unwrap();
        let report = json(&["show", file, "--format", "json"]);
        assert_eq!(report["moves"], "f5d6c3d3c4", "{text:?}");
        assert_eq!(report["opening"], "Tiger", "{text:?}");
        assert!(stdout(&othello(&["show", file])).contains("Opening: Tiger"));
    }
    // A position string: the game starts there.
    std::fs::write(&path, "---------------------------OX------XO--------------------------- O\n").unwrap();
    let report = json(&["show", file, "--format", "json"]);
    assert_eq!((report["to_move"].as_str(), report["moves"].as_str()), (Some("white"), Some("")));
    assert_eq!(report["opening"], serde_json::Value::Null, "not the standard start");
    std::fs::write(&path, "f5 d6 z9").unwrap();
    refused(&["show", file], &["game.txt", "read as a transcript", "at character 7", "z9"]);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "f5 d6 z9", "left as it was");
    refused(&["--load", file, "--data-dir", dir.path().to_str().unwrap()], &["game.txt", "z9"]);
}

#[test]
fn a_game_starts_from_any_position() {
    // After f5: white to move.
    let start = "---------------------------OX------XXX-------------------------- O";
    let report = json(&["show", "--position", start, "--moves", "f6", "--format", "json"]);
    assert_eq!(report["moves"], "f6");
    assert_eq!(report["to_move"], "black");
    assert_eq!((report["black"].as_u64(), report["white"].as_u64()), (Some(3), Some(3)), "f6 flipped e5");
    let ggf = stdout(&othello(&["show", "--position", start, "--format", "ggf"]));
    assert!(ggf.contains("BO[8 --------"), "the start is recorded: {ggf}");
    assert!(ggf.contains(" O]"), "white to move first: {ggf}");
    refused(&["show", "--position", "XO X"], &["--position", "squares instead of 64"]);
    refused(&["show", "--position", start, "--handicap", "1"], &["--handicap"]);
}

#[test]
fn a_random_start_is_balanced_as_deep_as_asked_and_recorded_as_the_start() {
    let report = json(&["show", "--random-start", "8", "--format", "json"]);
    assert_eq!(report["moves"], "", "the start is a position, not moves");
    let board = report["board"].as_str().unwrap();
    assert_eq!(board.chars().filter(|&c| c != '-').count(), 12, "four discs and eight moves");
    let side = if report["to_move"] == "black" { "X" } else { "O" };
    let (position, _) =
        othello::engine::notation::parse_position(&format!("{board} {side}")).expect("a position string");
    let value = othello::search::Searcher::new()
        .think(position, &othello::search::Limits::depth(10, 0), &mut ())
        .score;
    assert!(value.0.abs() <= 300, "about even: {value:?}");
    let ggf = stdout(&othello(&["show", "--random-start", "8", "--format", "ggf"]));
    assert!(!ggf.contains("BO[8 --------------------------- O*------*O"), "a start of its own: {ggf}");
    refused(&["show", "--random-start", "0"], &["--random-start"]);
    refused(&["show", "--random-start", "5", "--handicap", "1"], &["--random-start", "--handicap"]);
}

#[test]
fn games_are_filtered_and_the_record_against_each_level_is_kept() {
    use othello::engine::color::{ByColor, Color};
    use othello::search::Level;
    use othello::store::Player;
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("games")).unwrap();
    let against = |transcript: &str, computer: Color, level: u8| {
        let mut game = saved(transcript, ("Ann", "Ben"));
        let person = Player::person(Some("Ann".into()));
        let machine = Player::computer(Level::new(level).unwrap(), None);
        game.players = match computer {
            Color::White => ByColor::new(person, machine),
            Color::Black => ByColor::new(machine, person),
        };
        game
    };
    // Black wins 64-0 in nine moves: Ann wins as black, loses as white.
    let wipeout = "e6f4e3f6g5d6e7f5c5";
    let games = [
        ("a", against(wipeout, Color::White, 8)),
        ("b", against(wipeout, Color::Black, 8)),
        ("c", against(wipeout, Color::White, 3)),
        ("d", against("f5", Color::White, 8)),
        ("e", saved("f5d6", ("Cy", "Di"))),
    ];
    for (name, game) in &games {
        othello::store::save(&dir.path().join(format!("games/{name}.json")), game).unwrap();
    }
    let list = |args: &[&str]| {
        let mut all = vec!["games"];
        all.extend(args);
        stdout(&othello_in(dir.path(), &all))
    };
    let ids = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.len() == 3 && l.starts_with(['*', ' ']))
            .map(|l| l[2..].to_string())
            .collect()
    };
    let every = list(&[]);
    assert_eq!(ids(&every), ["a", "b", "c", "d", "e"].map(String::from), "{every}");
    assert!(every.contains("level  3: 1 won, 0 drawn, 0 lost"), "{every}");
    assert!(every.contains("level  8: 1 won, 0 drawn, 1 lost"), "unfinished games do not count:\n{every}");
    let mut unfinished = ids(&list(&["--unfinished"]));
    unfinished.sort();
    assert_eq!(unfinished, ["d", "e"]);
    assert_eq!(ids(&list(&["--level", "8"])), ["a", "b", "d"]);
    assert_eq!(ids(&list(&["--computer", "--unfinished"])), ["d"]);
    assert_eq!(ids(&list(&["--player", "CY"])), ["e"]);
    assert!(list(&["--player", "nobody"]).contains("No game in"));
}

#[test]
fn train_lists_the_openings_and_puzzles_and_refuses_what_it_cannot_train() {
    let output = othello(&["train", "list"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("Tiger") && text.contains("f5d6c3d3c4"), "{text}");
    for empties in 8..=24u32 {
        let count = othello::trainers::puzzle::shipped().iter().filter(|p| p.empties() == empties).count();
        assert!(text.lines().any(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            words == [empties.to_string(), count.to_string()]
        }));
    }
    refused(&["train", "endgame", "--empties", "30"], &["`30`", "8 to 24"]);
    refused(&["train", "endgame", "--empties", "14-10"], &["`14-10`"]);
    refused(&["train", "endgame", "--margin", "1"], &["--margin"]);
    refused(&["train", "opening", "Nonsense\u{1b}"], &["no opening named", "othello train list", "\\u{1b}"]);
    // Without a terminal, said plainly.
    refused(&["train", "endgame", "--empties", "10-12"], &["needs a terminal"]);
    refused(&["train", "opening", "tiger"], &["needs a terminal"]);
}

/// The long flags `command --help` lists.
fn flags_of(args: &[&str]) -> Vec<String> {
    let output = Command::new(env!("CARGO_BIN_EXE_othello")).args(args).arg("--help").output().unwrap();
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    stdout(&output)
        .lines()
        .map(str::trim_start)
        .filter(|line| line.starts_with('-'))
        .map(|line| {
            line.split_once(", ").filter(|(short, _)| short.len() == 2).map_or(line, |(_, long)| long)
        })
        .map(|flag| flag.split([' ', '=']).next().unwrap().to_string())
        .collect()
}

#[test]
fn each_subcommand_takes_the_data_folder_and_threads_only_where_they_mean_something() {
    let help = stdout(&othello(&["--help"]));
    let first = help.lines().next().unwrap();
    assert!(
        first.starts_with("Othello in the terminal: play at one keyboard, against the computer"),
        "{first}"
    );
    assert!(!help.contains("for two players at one terminal"), "{help}");
    for (command, data, threads) in [
        (vec!["games"], true, false),
        (vec!["join"], true, false),
        (vec!["train", "list"], false, false),
        (vec!["manual"], false, false),
        (vec!["show"], true, false),
        (vec!["analyze"], true, false),
        (vec!["solve"], true, true),
        (vec!["engine"], true, true),
        (vec!["book", "grow"], true, true),
        (vec!["db", "games"], true, false),
        (vec!["db", "explore"], true, true),
        (vec!["train", "endgame"], true, true),
    ] {
        let flags = flags_of(&command);
        assert_eq!(flags.contains(&"--data-dir".to_string()), data, "{command:?}: {flags:?}");
        assert_eq!(flags.contains(&"--threads".to_string()), threads, "{command:?}: {flags:?}");
    }
    // Before the subcommand, as always, or after it.
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().to_str().unwrap();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    othello::store::save(&dir.path().join("games/g1.json"), &saved("f5d6", ("Ann", "Ben"))).unwrap();
    for args in [vec!["--data-dir", folder, "games"], vec!["games", "--data-dir", folder]] {
        let listed = othello(&args);
        assert!(stdout(&listed).contains("Ann"), "{args:?}: {}", stderr(&listed));
    }
    // Eight empties: solved at once.
    let near_the_end = "f5d6c5f4e3c6d3f6e6d7g4g3g6h3g5h4e7f7h5h6e8f3c4c7d8c8b8b4b6b5a4a5a6e2a3d2d1c1b1c2c3b2f2f1a1b3e1a2g1g2h1h2";
    let solved = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["solve", "--threads", "1", "-m", near_the_end, "-f", "json"])
        .output()
        .unwrap();
    assert!(solved.status.success(), "{}", stderr(&solved));
}

#[test]
fn short_flags_are_the_same_wherever_the_long_one_is() {
    assert_eq!(stdout(&othello(&["show", "-m", "f5d6", "-f", "transcript"])).trim(), "f5d6");
    let position = "---------------------------OX------XO--------------------------- X";
    assert_eq!(
        json(&["show", "-p", position, "-m", "f5", "-f", "json"])["moves"],
        json(&["show", "--position", position, "--moves", "f5", "--format", "json"])["moves"]
    );
    let reviewed = json(&["analyze", "-m", "f5d6c3", "-l", "1", "-f", "json"]);
    assert_eq!(reviewed, json(&["analyze", "--moves", "f5d6c3", "--level", "1", "--format", "json"]));
    assert_eq!(
        json(&["book", "-m", "f5", "-f", "json"]),
        json(&["book", "--moves", "f5", "--format", "json"])
    );
    let dir = tempfile::tempdir().unwrap();
    let listed = othello_in(dir.path(), &["games", "-p", "ann", "-l", "3"]);
    assert!(listed.status.success(), "{}", stderr(&listed));
    // db explore takes -l as analyze does (the database is missing here: that is what it says).
    let explored = othello_in(dir.path(), &["db", "explore", "-l", "3", "-m", "f5"]);
    assert!(stderr(&explored).contains("no games database"), "{}", stderr(&explored));
}
