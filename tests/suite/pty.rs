//! The real binary in a pseudo-terminal: typing moves and reading the screen a player sees; the
//! terminal restored and the game kept on every way out, the terminal closing under it included.

use std::path::Path;
use std::time::Duration;

use crate::common::pty::{Options, Pty};
use othello::store::{self, SavedGame};

/// The games of the library in `data_dir`.
fn library(data_dir: &Path) -> Vec<SavedGame> {
    let folder = data_dir.join("games");
    let mut paths: Vec<_> = std::fs::read_dir(&folder)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "json"))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths.iter().map(|path| store::load(path).unwrap()).collect()
}

/// What the library holds besides game files: locks and temporaries a clean exit never leaves
/// (and links, which are not the games' files).
fn leftovers(data_dir: &Path) -> Vec<String> {
    std::fs::read_dir(data_dir.join("games"))
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| !entry.file_name().to_string_lossy().ends_with(".json") || entry.path().is_symlink())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect()
}

fn only_game(data_dir: &Path) -> SavedGame {
    let mut games = library(data_dir);
    assert_eq!(games.len(), 1, "one game in the library");
    games.remove(0)
}

fn assert_restored(pty: &Pty) {
    pty.with_screen(|s| {
        assert!(!s.alternate_screen(), "the alternate screen was left");
        assert!(!s.hide_cursor(), "the cursor is shown again");
        assert_eq!(s.mouse_protocol_mode(), vt100::MouseProtocolMode::None, "mouse capture is off");
    });
}

#[test]
fn typed_moves_update_the_discs_and_quitting_restores_the_terminal_and_says_where_the_game_is() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--black", "Ann", "--white", "Ben", "--time", "5m"], dir.path());
    pty.wait_for("Black (Ann) to move");
    assert!(pty.with_screen(|s| s.alternate_screen()), "the game uses the alternate screen");
    pty.send("f5");
    let screen = pty.wait_for("White (Ben) to move");
    assert!(screen.contains(" 4 discs"), "black has four discs after f5:\n{screen}");
    assert!(screen.contains(" 1 disc "), "white has one:\n{screen}");
    assert!(screen.contains("1 f5"));
    pty.send("a1");
    pty.wait_for("a1 flips nothing");
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    let status = pty.wait_exit();
    assert!(status.success(), "{status:?}");
    assert_restored(&pty);
    let game = only_game(dir.path());
    assert_eq!(game.game.transcript(), "f5");
    let screen = pty.screen();
    assert!(screen.contains("The game is in your library as"), "{screen}");
    assert!(screen.contains("othello --resume"), "{screen}");
}

#[test]
fn a_forced_pass_is_shown_and_a_game_plays_to_its_result() {
    let dir = tempfile::tempdir().unwrap();
    // Plain `othello` opens the new-game screen; Enter starts the game it shows.
    let mut pty = Pty::start(&[], dir.path());
    pty.wait_for("Opponent");
    pty.send("\r");
    pty.wait_for("Black to move");
    pty.send("d3c3b3b2f5a3a1c1");
    pty.wait_for("Black has no legal move and passes");
    pty.send("n");
    pty.wait_for("Opponent");
    pty.send("\r");
    pty.wait_for("New game");
    pty.send("e6f4e3f6g5d6e7f5c5");
    pty.wait_for("Black wins 64-0");
    pty.wait_for("Game over");
    pty.send(" ");
    pty.wait_for("Black wins 64-0 (13-0 on the board; the 51 empty squares go to the winner)");
    pty.send("q");
    assert!(pty.wait_exit().success(), "a finished game quits at once");
    let games = library(dir.path());
    assert_eq!(games.len(), 2, "the game left by n is kept too");
    let transcripts: Vec<String> = games.iter().map(|g| g.game.transcript()).collect();
    assert!(transcripts.contains(&"d3c3b3b2f5a3a1c1".to_string()), "{transcripts:?}");
    assert!(transcripts.contains(&"e6f4e3f6g5d6e7f5c5".to_string()), "{transcripts:?}");
}

#[test]
fn a_mouse_click_plays_the_square() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&[], dir.path());
    pty.wait_for("Opponent");
    pty.send("\r");
    pty.wait_for("Black to move");
    // At 80×24 the board's grid starts at column 3, row 3 (from 0), with 4×2 cells: f5's middle
    // is at column 3 + 5×4 + 2 = 25, row 3 + 4×2 + 1 = 12; SGR mouse reports count from 1.
    pty.send("\x1b[<0;26;13M\x1b[<0;26;13m");
    let screen = pty.wait_for("White to move");
    assert!(screen.contains("1 f5"), "{screen}");
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn every_ending_signal_restores_the_terminal_and_keeps_the_game_with_its_turn_time() {
    for signal in ["TERM", "HUP", "INT", "QUIT"] {
        let dir = tempfile::tempdir().unwrap();
        let mut pty = Pty::start(&["--time", "10m"], dir.path());
        pty.wait_for("Black to move");
        pty.send("f5d6");
        pty.wait_for("2 d6");
        std::thread::sleep(Duration::from_millis(1200));
        pty.kill(signal);
        pty.wait_exit_within(Duration::from_secs(2));
        assert_restored(&pty);
        let saved = only_game(dir.path());
        assert_eq!(saved.game.transcript(), "f5d6", "SIG{signal}");
        assert!(
            saved.turn >= Duration::from_secs(1),
            "SIG{signal}: black's turn so far is kept: {:?}",
            saved.turn
        );
    }
}

#[test]
fn resume_continues_the_unfinished_game_paused_until_a_key() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--time", "10m"], dir.path());
    pty.wait_for("Black to move");
    pty.send("f5d6");
    pty.wait_for("2 d6");
    pty.kill("TERM");
    pty.wait_exit();

    let mut pty = Pty::start(&["--resume", "--white", "Cy"], dir.path());
    pty.wait_for("Paused");
    pty.wait_for("hidden while paused");
    pty.send("c3");
    pty.wait_for("3 c3");
    pty.wait_for("White (Cy) to move");
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let game = only_game(dir.path());
    assert_eq!(game.game.transcript(), "f5d6c3", "the same file goes on");
    assert_eq!(game.players.white.name.as_deref(), Some("Cy"), "--white renamed the player");
}

#[test]
fn closing_the_terminal_saves_the_game_and_exits_within_a_second() {
    for controlling in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        let options = Options { controlling, ..Options::default() };
        let mut pty = Pty::start_with(&["--time", "10m"], dir.path(), options);
        pty.wait_for("Black to move");
        pty.send("f5d6c3");
        pty.wait_for("3 c3");
        std::thread::sleep(Duration::from_millis(700));
        pty.close_terminal();
        // Without a controlling terminal no SIGHUP comes: the game notices the hang-up itself.
        let status = pty.wait_exit_within(Duration::from_millis(1500));
        assert!(status.success(), "a clean exit, no panic: {status:?} (controlling terminal: {controlling})");
        let left = leftovers(dir.path());
        assert!(left.is_empty(), "no lock or temporary file left: {left:?}");
        let saved = only_game(dir.path());
        assert_eq!(saved.game.transcript(), "f5d6c3", "controlling terminal: {controlling}");
        assert!(saved.turn >= Duration::from_millis(500), "white's turn so far is kept: {:?}", saved.turn);
    }
}

#[test]
fn two_games_in_one_data_folder_keep_to_their_own_files() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Pty::start(&["--black", "Ann"], dir.path());
    let mut second = Pty::start(&["--black", "Ann"], dir.path());
    first.wait_for("Black (Ann) to move");
    second.wait_for("Black (Ann) to move");
    first.send("f5");
    second.send("e6");
    first.wait_for("1 f5");
    second.wait_for("1 e6");
    first.send("d6");
    first.wait_for("2 d6");
    for pty in [&mut first, &mut second] {
        pty.send("q");
        pty.send("q");
        assert!(pty.wait_exit().success());
    }
    let mut transcripts: Vec<String> = library(dir.path()).iter().map(|g| g.game.transcript()).collect();
    transcripts.sort();
    assert_eq!(transcripts, ["e6", "f5d6"]);
}

#[test]
fn no_color_sends_no_colour_codes() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start_with_env(&[], dir.path(), &[("NO_COLOR", "1")]);
    pty.wait_for("Opponent");
    pty.send("\r");
    pty.wait_for("Black to move");
    pty.send("f5");
    pty.wait_for("White to move");
    pty.with_screen(|screen| {
        for row in 0..24 {
            for column in 0..80 {
                let cell = screen.cell(row, column).unwrap();
                assert_eq!(cell.fgcolor(), vt100::Color::Default, "colour at {row},{column}");
                assert_eq!(cell.bgcolor(), vt100::Color::Default, "colour at {row},{column}");
            }
        }
    });
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn the_computer_answers_your_move_with_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--computer", "white", "--level", "1", "--black", "Ann"], dir.path());
    pty.wait_for("Computer (level 1)");
    pty.send("f5");
    let screen = pty.wait_for("1 f5 2 ");
    assert!(screen.contains("Black (Ann) to move"), "{screen}");
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let saved = only_game(dir.path());
    assert_eq!(saved.game.plies().len(), 2);
    assert_eq!(saved.players.white.computer, othello::search::Level::new(1), "the save says who played");

    // Resumed, the game goes on against the computer.
    let mut pty = Pty::start(&["--resume"], dir.path());
    pty.wait_for("Paused");
    pty.wait_for("Computer (level 1)");
    // The key that resumes also plays the square under the cursor.
    pty.send(" ");
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while only_game(dir.path()).game.plies().len() < 4 {
        assert!(
            std::time::Instant::now() < deadline,
            "the computer answered after resuming:\n{}",
            pty.screen()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    pty.wait_for("Black (Ann) to move");
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
    assert_eq!(only_game(dir.path()).game.plies().len(), 4);
}

#[test]
fn every_key_answers_while_the_computer_thinks_and_quitting_is_immediate() {
    // Twenty-eight moves into a tournament game, level 20 thinks for seconds (about four on
    // the development machine: `cargo run --release --example levels -- 20` times such moves).
    let opening = "F5D6C5F4E3C6D3F6E6D7G4G3G6H3G5H4E7F7H5H6E8F3C4C7D8C8B8B4";
    let dir = tempfile::tempdir().unwrap();
    let args = ["--computer", "black", "--level", "20", "--time", "5m", "--moves", opening];
    let mut pty = Pty::start(&args, dir.path());
    pty.wait_for("Black (computer, level 20) is thinking");
    pty.send("?");
    pty.wait_for("Keys");
    // An Escape followed at once by a key reads as Alt and that key: the next key waits until
    // the Escape has closed the help (on a loaded machine 100 ms was not always enough).
    std::thread::sleep(Duration::from_millis(100));
    pty.send("\x1b");
    pty.wait_until_gone("Keys");
    pty.send("p");
    pty.wait_for("Paused");
    // The screen settles paused, the thinking gone (a frame is read as it arrives: on a loaded
    // machine the old status line can still be on screen the moment "Paused" is).
    pty.wait_until_gone("is thinking");
    assert!(pty.screen().contains("Paused"), "{}", pty.screen());
    pty.send("p");
    pty.wait_for("is thinking");
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit_within(Duration::from_secs(1)).success(), "quit does not wait for the search");
    let saved = only_game(dir.path());
    assert_eq!(saved.game.transcript(), opening.to_lowercase());
    assert_eq!(saved.players.black.computer, othello::search::Level::new(20));
    let used = saved.game.clock().used(othello::engine::color::Color::Black, saved.turn);
    assert!(used > Duration::ZERO, "the computer's clock ran while it thought: {used:?}");
}

#[test]
fn the_computers_flag_falls_like_a_persons() {
    // Twenty empties for the computer, with four seconds: it solves until its limit (about
    // half a second). Stopped by SIGSTOP while it thinks, it overruns its clock like a person.
    let opening = "F5D6C5F4E3C6D3F6E6D7G4G3G6H3G5H4E7F7H5H6E8F3C4C7D8C8B8B4B6B5A4A5A6E2A3D2D1C1B1C2";
    let dir = tempfile::tempdir().unwrap();
    let args =
        ["--computer", "black", "--level", "20", "--black-time", "4s", "--time", "10m", "--moves", opening];
    let mut pty = Pty::start(&args, dir.path());
    pty.wait_for("is thinking");
    pty.kill("STOP");
    std::thread::sleep(Duration::from_millis(4500));
    pty.kill("CONT");
    let screen = pty.wait_for("Black lost on time");
    assert!(screen.contains("White wins"), "{screen}");
    pty.send(" ");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let saved = only_game(dir.path());
    assert_eq!(saved.game.lost_on_time(), Some(othello::engine::color::Color::Black));
    assert_eq!(saved.game.plies().len(), 40, "the move it found too late was not played");
}

#[test]
fn a_ggf_game_goes_on_in_the_library_and_is_never_written_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ggf");
    let record = "(;GM[Othello]PB[Ann]PW[Ben]TY[8]\
                  BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6];)\n";
    std::fs::write(&path, record).unwrap();
    let mut pty = Pty::start(&["--load", path.to_str().unwrap()], dir.path());
    pty.wait_for("Paused");
    pty.send("c3");
    pty.wait_for("3 c3");
    pty.send("s");
    pty.wait_for("Save the game as");
    std::thread::sleep(Duration::from_millis(100));
    pty.send("\x1b");
    std::thread::sleep(Duration::from_millis(100));
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), record, "the GGF file is left as it was");
    assert_eq!(only_game(dir.path()).game.transcript(), "f5d6c3");
}

#[test]
fn closing_the_terminal_while_the_computer_thinks_exits_cleanly_and_keeps_the_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--computer", "white", "--level", "20", "--time", "10m"], dir.path());
    pty.wait_for("Black");
    pty.send("f5");
    pty.wait_for("is thinking");
    pty.close_terminal();
    let status = pty.wait_exit_within(Duration::from_millis(1500));
    assert!(status.success(), "a clean exit, no panic: {status:?}");
    let left = leftovers(dir.path());
    assert!(left.is_empty(), "no lock or temporary file left: {left:?}");
    assert_eq!(only_game(dir.path()).game.transcript(), "f5");
}

#[cfg(unix)]
#[test]
fn a_game_in_play_opened_through_a_link_is_refused_and_its_file_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Pty::start(&["--black", "Ann"], dir.path());
    first.wait_for("Black (Ann) to move");
    first.send("f5");
    first.wait_for("1 f5");
    let file = std::fs::read_dir(dir.path().join("games"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.extension().is_some_and(|e| e == "json"))
        .expect("the game's file");
    let elsewhere = tempfile::tempdir().unwrap();
    let link = elsewhere.path().join("link.json");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    // A link in the library, as `ln -s` makes one there: another id for the same game.
    std::os::unix::fs::symlink(file.file_name().unwrap(), dir.path().join("games/zlink.json")).unwrap();
    for args in [["--load", link.to_str().unwrap()], ["--resume", "zlink"]] {
        let mut second = Pty::start(&args, dir.path());
        let said = second.wait_for("open in another othello");
        assert!(!second.wait_exit().success(), "{args:?}: {said}");
    }
    first.send("d6");
    first.wait_for("2 d6");
    first.send("qq");
    assert!(first.wait_exit().success());
    assert_eq!(store::load(&file).unwrap().game.transcript(), "f5d6", "no move of the game lost");
    assert_eq!(leftovers(dir.path()), ["zlink.json"], "no lock left, the link's own neither");
}

#[test]
fn a_game_that_could_not_be_kept_at_the_end_exits_non_zero_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    // No folder can be made where the library goes (even for root): no save can work.
    std::fs::write(dir.path().join("games"), "not a folder").unwrap();
    let mut pty = Pty::start(&["--black", "Ann"], dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("f5");
    pty.wait_for("1 f5");
    pty.send("d6");
    pty.wait_for("2 d6");
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    let status = pty.wait_exit();
    assert_eq!(status.exit_code(), 1, "{status:?}\n{}", pty.screen());
    let screen = pty.wait_for("could not be saved");
    assert!(screen.contains("Nothing of it is kept") && screen.contains("f5d6"), "{screen}");
    assert!(!screen.contains("The game is in your library"), "{screen}");
}

#[test]
fn killed_at_random_moments_every_game_on_disk_reads_back_with_the_moves_it_had() {
    const LINE: &str = "f5d6c3d3c4f4f6f3e6e7";
    let dir = tempfile::tempdir().unwrap();
    let mut rng = crate::common::Rng::new(2424);
    for round in 0..24 {
        let mut pty = Pty::start(&["--black", &format!("P{round}")], dir.path());
        pty.wait_for("to move");
        let moves = 1 + rng.below(LINE.len() / 2);
        for at in 0..moves {
            pty.send(&LINE[2 * at..2 * at + 2]);
            std::thread::sleep(Duration::from_millis(rng.below(25) as u64));
        }
        std::thread::sleep(Duration::from_millis(rng.below(60) as u64));
        pty.kill("KILL");
        pty.wait_exit();
    }
    let games = library(dir.path());
    assert!(!games.is_empty(), "games with a move are on disk");
    for saved in &games {
        let transcript = saved.game.transcript();
        assert!(!transcript.is_empty() && LINE.starts_with(&transcript), "{transcript}");
    }
}

#[test]
fn othello_train_opens_the_puzzles_keeps_the_record_and_leaving_quits() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["train", "endgame", "--empties", "8"], dir.path());
    pty.wait_for("Endgame puzzle");
    // The solution: counted, kept in the data folder; Esc leaves the program.
    pty.send("s");
    pty.wait_for("right 0 of 1");
    pty.send("\u{1b}");
    assert!(pty.wait_exit().success());
    assert_restored(&pty);
    let record = othello::store::trainers::TrainingRecord::load(dir.path()).unwrap();
    assert_eq!(record.endgame.tried, 1);
    assert!(library(dir.path()).is_empty(), "no game is kept for a trainer");
}

/// The process's CPU time so far, in clock ticks (user and system, every thread).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    let fields: Vec<&str> = stat.rsplit_once(')').unwrap().1.split_whitespace().collect();
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

#[test]
fn solve_now_shows_its_progress_and_esc_stops_it_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--black", "Ann", "--white", "Ben"], dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("S");
    // Sixty empties: a solve that would run for ages, its nodes counted as it goes.
    pty.wait_for("Solving 60 empties:");
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while !pty.screen().contains(" nodes, ") || pty.screen().contains("; 0 nodes") {
        assert!(std::time::Instant::now() < deadline, "no nodes counted:\n{}", pty.screen());
        std::thread::sleep(Duration::from_millis(20));
    }
    let sent = std::time::Instant::now();
    pty.send("\x1b");
    while !pty.screen().contains("Solve stopped") {
        assert!(sent.elapsed() < Duration::from_secs(2), "Esc did not stop it:\n{}", pty.screen());
        std::thread::sleep(Duration::from_millis(1));
    }
    let took = sent.elapsed();
    assert!(took < Duration::from_millis(100), "stopped on screen after {took:?}");
    // The engine thread stopped too: the program now idles (a search would keep a core busy).
    std::thread::sleep(Duration::from_millis(100));
    let before = cpu_ticks(pty.pid());
    std::thread::sleep(Duration::from_millis(500));
    let spent = cpu_ticks(pty.pid()) - before;
    assert!(spent <= 10, "{spent} ticks of CPU in half a second after the stop");
    assert!(!pty.screen().contains("Solving"), "{}", pty.screen());
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn the_score_graph_in_play_shows_the_hints_and_the_computers_scores() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--black", "Ann", "--computer", "white", "--level", "1", "--hints", "--min-move-time", "0"];
    let mut pty = Pty::start(&args, dir.path());
    pty.wait_for("Hints (i): depth");
    pty.send("f5");
    pty.wait_for("1 f5 2");
    pty.wait_for("Black (Ann) to move");
    pty.send("\x07");
    let screen = pty.wait_for("Scores for black: ● computer ◆ hints");
    // The graph's part of the screen: below its legend, from the legend's column on.
    let lines: Vec<&str> = screen.lines().collect();
    let top = lines.iter().position(|line| line.contains("Scores for black")).unwrap();
    let at = lines[top].find("Scores for black").unwrap();
    let column = lines[top][..at].chars().count();
    let below: String =
        lines[top + 1..].iter().map(|line| line.chars().skip(column).collect::<String>() + "\n").collect();
    assert_eq!((below.matches('◆').count(), below.matches('●').count()), (1, 1), "{screen}");
    pty.send("\x07");
    pty.wait_for("Score graph hidden");
    assert!(!pty.screen().contains("Scores for black"), "{}", pty.screen());
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn solve_now_finds_what_the_solver_finds() {
    use othello::engine::notation::parse_position;
    use othello::search::Searcher;
    // The manual's solve example six moves on its line: fourteen empties, solved in a moment,
    // first through the selective steps.
    let text = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
    let (start, to_move) = parse_position(text).unwrap();
    let rules = othello::engine::rules::Rules::new(othello::engine::rules::Handicap::NONE, None).unwrap();
    let mut game = othello::engine::game::Game::from_position(start, to_move, rules);
    for square in ["a2", "b1", "c1", "b6", "c7", "a7"] {
        game.play_untimed(square.parse().unwrap()).unwrap();
    }
    let mover = game.to_move().unwrap();
    let truth = Searcher::new().solve(game.position(), &mut ());
    let dir = tempfile::tempdir().unwrap();
    let args = ["--position", text, "--moves", "a2b1c1b6c7a7", "--black", "Ann", "--white", "Ben"];
    let mut pty = Pty::start(&args, dir.path());
    pty.wait_for(" to move");
    pty.send("S");
    let best = truth.best.map_or("pass".to_string(), |square| square.to_string());
    let score = truth.score.round();
    let outcome = match score {
        0 => format!("{mover} draws"),
        s if s > 0 => format!("{mover} wins by {s}"),
        s => format!("{mover} loses by {}", -s),
    };
    pty.wait_for(&format!("Solved: {best} is best, {outcome} with perfect play ({}", truth.score));
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn the_drill_s_opening_is_chosen_from_the_list_by_typing_a_part_of_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["train", "opening"], dir.path());
    pty.wait_for("Line: the book's main line");
    pty.send("o");
    pty.wait_for("Choose the opening to drill");
    pty.send("tiger");
    pty.wait_for("> Tiger");
    pty.send("\r");
    pty.wait_for("Line: the Tiger");
    pty.send("\u{1b}");
    assert!(pty.wait_exit().success());
    assert_restored(&pty);
}

/// What `othello ARGS` prints with its data in `data_dir`, run to its end; panics if it fails.
fn othello(args: &[&str], data_dir: &Path) -> String {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(args)
        .arg("--data-dir")
        .arg(data_dir)
        .output()
        .unwrap();
    assert!(output.status.success(), "othello {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

/// A data folder whose games database holds the WTHOR test data.
fn with_database() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    othello(&["db", "import", "tests/data/wthor"], dir.path());
    dir
}

#[test]
fn the_games_behind_the_explorer_s_moves_open_read_only_copy_as_recorded_and_come_back_to_the_list() {
    let dir = with_database();
    let mut pty = Pty::start(&["--black", "Ann", "--moves", "f5d6"], dir.path());
    pty.wait_for("Ann");
    pty.send("%");
    pty.wait_for("Games database (%)");
    pty.send("*");
    pty.wait_for("the games of this position");
    pty.send("\r");
    let shown = pty.wait_for("read-only");
    // The game on screen is the one copied, as `othello show` writes it, not the game in play.
    let number: String =
        shown[shown.find("db:").unwrap() + 3..].chars().take_while(char::is_ascii_digit).collect();
    pty.send("y");
    pty.wait_for("OSC 52");
    pty.send("t");
    pty.wait_for("Copied the transcript");
    pty.send("y");
    pty.wait_for("OSC 52");
    pty.send("g");
    pty.wait_for("Copied the game as GGF");
    let reference = format!("db:{number}");
    let show =
        |format: &str| othello(&["show", &reference, "--format", format], dir.path()).trim_end().to_string();
    let copied: Vec<String> = pty.copied().iter().map(|text| text.trim_end().to_string()).collect();
    assert_eq!(copied, [show("transcript"), show("ggf")]);
    assert!(!copied[1].contains("PB[Ann]") && copied[1].contains(", 19"), "{}", copied[1]);
    pty.send("\u{1b}");
    pty.wait_for("Back to the list of games");
    pty.send("\u{1b}");
    pty.wait_for("Back to the game");
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
    assert_restored(&pty);
    let kept: Vec<String> = library(dir.path()).iter().map(|saved| saved.game.transcript()).collect();
    assert_eq!(kept, ["f5d6"], "only the game in play is kept");
}

#[test]
fn a_database_game_loaded_says_where_and_when_it_was_played_and_leaves_the_library_as_it_was() {
    let dir = with_database();
    let options = Options { size: (100, 32), ..Options::default() };
    let mut pty = Pty::start_with(&["--load", "db:1"], dir.path(), options);
    let shown = pty.wait_for("World Championship, 1977");
    assert!(shown.contains("Inoue Hiroshi") && shown.contains("Heiberg Thomas"), "{shown}");
    // Its GGF too, as `othello show` writes it: the tournament and the year, no day made up.
    pty.send("yg");
    pty.wait_for("Copied the game as GGF");
    let ggf = othello(&["show", "db:1", "--format", "ggf"], dir.path());
    assert!(ggf.contains("PC[World Championship, 1977]") && !ggf.contains("DT["), "{ggf}");
    assert_eq!(pty.copied(), [ggf]);
    // Its review says so too, in place of the game's panel.
    pty.send("v");
    let review = pty.wait_for("Review");
    assert!(review.contains("World Championship, 1977"), "{review}");
    pty.send("\x1b");
    pty.send("q");
    assert!(pty.wait_exit().success(), "a finished game quits at once");
    let written = std::fs::read_dir(dir.path().join("games")).map_or(0, |entries| entries.count());
    assert_eq!(written, 0, "nothing in the library");
}
