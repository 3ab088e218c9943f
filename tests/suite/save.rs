//! Saved games: round trips, every old file still loading, every kind of bad file, no panic on
//! any bytes, bounded reads, and atomic writes that respect links and permissions.

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::{Duration, SystemTime};

use othello::engine::clock::TimeControl;
use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::notation::{parse_position, position_string};
use othello::engine::rules::{Handicap, Rules};
use othello::search::level::Level;
use othello::store::Player;
use othello::store::{self, GameId, SaveErrorKind, SavedGame};
use proptest::prelude::*;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn sample() -> SavedGame {
    let control =
        TimeControl { base: ByColor::new(secs(600), secs(300)), increment: secs(2), delay: Duration::ZERO };
    let mut game = Game::new(Rules::new(Handicap::new(2, Color::White).unwrap(), Some(control)).unwrap());
    game.play_transcript("f5").unwrap();
    for (i, square) in ["f6", "e6", "f4"].iter().enumerate() {
        game.play(square.parse().unwrap(), Duration::from_millis(1500 * (i as u64 + 1))).unwrap();
    }
    game.spend(secs(4));
    let names = ByColor::new(Some("Ann \"the wall\"".to_string()), None);
    SavedGame { turn: Duration::from_millis(2500), ..SavedGame::new(game, names.map(Player::person)) }
}

fn error_text(json: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    std::fs::write(&path, json).unwrap();
    let error = store::load(&path).unwrap_err().to_string();
    assert!(error.starts_with(&path.display().to_string()), "the error names the file: {error}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), json, "a failed load never changes the file");
    error
}

#[test]
fn save_then_load_gives_the_same_game() {
    let saved = sample();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    store::save(&path, &saved).unwrap();
    let loaded = store::load(&path).unwrap();
    assert_eq!(loaded.players, saved.players);
    assert_eq!(loaded.id, saved.id);
    assert_eq!(loaded.started, saved.started);
    assert_eq!(loaded.turn, saved.turn, "the turn in progress");
    let game = &saved.game;
    assert_eq!(loaded.game.rules(), game.rules(), "rules");
    assert_eq!(loaded.game.transcript(), game.transcript(), "moves");
    let took = |g: &Game| g.plies().map(|p| p.took).collect::<Vec<_>>();
    assert_eq!(took(&loaded.game), took(game), "each move's time, and the set-up move off the clock");
    assert_eq!(took(game)[0], None);
    for color in Color::ALL {
        assert_eq!(loaded.game.clock().remaining(color), game.clock().remaining(color), "{color}'s clock");
        assert_eq!(loaded.game.clock().used(color, Duration::ZERO), game.clock().used(color, Duration::ZERO));
    }
    assert_eq!(loaded.game.board(), game.board());
    assert_eq!(loaded.game.hands(), game.hands());
    assert_eq!(store::to_json(&loaded), store::to_json(&saved));
}

#[test]
fn every_version_1_file_still_loads() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/saves");
    let mut loaded = 0;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        if !text.contains("\"version\": 1") {
            continue;
        }
        let saved = store::load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(saved.started, None, "version 1 did not record the start");
        assert_eq!(saved.turn, Duration::ZERO);
        loaded += 1;
    }
    assert!(loaded >= 4, "the old files are there");
    let finished = store::load(&folder.join("v1-finished.json")).unwrap();
    assert_eq!(finished.game.outcome().unwrap().score, ByColor::new(35, 29));
    assert_eq!(finished.players.black.name.as_deref(), Some("Tamenori"));
    let on_time = store::load(&folder.join("v1-lost-on-time.json")).unwrap();
    assert_eq!(on_time.game.lost_on_time(), Some(Color::Black));
    let both = store::load(&folder.join("v1-timed-handicap.json")).unwrap();
    let control = both.game.rules().time_control().unwrap();
    assert_eq!((control.increment, control.delay), (secs(2), secs(1)), "an increment and a delay together");
    assert_eq!(both.game.rules().handicap(), Handicap::new(2, Color::White).unwrap());
    // Version 1 kept the increment of an undone move; the clock now counts without it.
    let undone = store::load(&folder.join("v1-pass-and-undo.json")).unwrap();
    assert_eq!(undone.game.clock().remaining(Color::White), Some(secs(94)));
    assert_eq!(undone.game.clock().remaining(Color::Black), Some(secs(95)));
}

#[test]
fn finished_games_keep_their_result_by_discs_and_on_time() {
    let mut by_discs = Game::new(Rules::default());
    by_discs.play_transcript(&crate::common::data_rows("games.tsv")[1][1]).unwrap();
    let loaded =
        store::from_json(&store::to_json(&SavedGame::new(by_discs.clone(), ByColor::default()))).unwrap();
    assert_eq!(loaded.game.outcome(), by_discs.outcome());

    let mut on_time =
        Game::new(Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(secs(60)))).unwrap());
    on_time.play_transcript("f5d6").unwrap();
    assert!(on_time.check_flag(secs(60)));
    let json = store::to_json(&SavedGame::new(on_time.clone(), ByColor::default()));
    assert!(json.contains("\"by\": \"time\""));
    let loaded = store::from_json(&json).unwrap();
    assert_eq!(loaded.game.outcome(), on_time.outcome());

    let mut resigned = Game::new(Rules::default());
    resigned.play_transcript("f5d6c3").unwrap();
    resigned.resign(Color::Black).unwrap();
    assert_eq!(resigned.undo(), Err(othello::engine::game::TakeBackError::Resigned));
    let json = store::to_json(&SavedGame::new(resigned.clone(), ByColor::default()));
    assert!(json.contains("\"by\": \"resignation\""), "{json}");
    let loaded = store::from_json(&json).unwrap();
    assert_eq!(loaded.game.outcome(), resigned.outcome());
    assert_eq!(loaded.game.resigned(), Some(Color::Black));
    // A resignation whose scores are not the ones it gives is refused, as any result is.
    let white = resigned.outcome().unwrap().score.white;
    let forged = json.replace(&format!("\"white\": {white}"), &format!("\"white\": {}", white - 1));
    assert_ne!(forged, json);
    assert!(store::from_json(&forged).is_err());
}

#[test]
fn the_manual_s_example_loads() {
    let manual =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/src/library.md")).unwrap();
    let start =
        manual.find("```json\n{\n  \"format\": \"othello-save\"").expect("the manual shows a save file");
    let json = &manual[start + 8..];
    let json = &json[..json.find("```").unwrap()];
    let loaded = store::from_json(json).unwrap_or_else(|e| panic!("the manual's example: {e:?}"));
    assert_eq!(store::to_json(&loaded), json, "the manual shows what othello writes");
}

#[test]
fn a_game_against_the_computer_from_a_set_up_position_keeps_both() {
    let (position, to_move) = parse_position(&format!("-OOX{}XO-- O", "-".repeat(56))).unwrap();
    let mut game = Game::from_position(position, to_move, Rules::default());
    game.play("d8".parse().unwrap(), secs(1)).unwrap();
    let players =
        ByColor::new(Player::computer(Level::new(12).unwrap(), None), Player::person(Some("Ann".into())));
    let json = store::to_json(&SavedGame::new(game.clone(), players.clone()));
    assert!(json.contains(&format!("\"start\": \"-OOX{}XO-- O\"", "-".repeat(56))), "{json}");
    let loaded = store::from_json(&json).unwrap();
    assert_eq!(loaded.players, players);
    assert_eq!(loaded.game.custom_start(), Some((position, to_move)));
    assert_eq!(loaded.game.board(), game.board());

    let plain = store::to_json(&sample());
    assert!(!plain.contains("\"start\""), "a game from the usual start writes no start");
    assert!(plain.contains("\"computer\": {\n    \"black\": null,\n    \"white\": null\n  }"), "{plain}");
    let older = plain.replace("\"computer\": {\n    \"black\": null,\n    \"white\": null\n  },\n", "");
    assert_eq!(store::from_json(&older).unwrap().players, sample().players, "files without the field load");

    let level_21 = json.replace("\"black\": 12", "\"black\": 21");
    assert!(error_text(&level_21).ends_with("computer: Black's level is 21, but levels go from 1 to 20"));
    let bad_start = json.replace("XO-- O", "XO-- Z");
    assert!(error_text(&bad_start).contains("start: not a position string"), "{}", error_text(&bad_start));
    let both = plain.replacen(
        "\"rules\": {",
        &format!("\"start\": \"{}\",\n  \"rules\": {{", position_string(position, to_move)),
        1,
    );
    assert!(
        error_text(&both)
            .ends_with("a game from a start position has no handicap: the position has its corners")
    );
}

#[test]
fn not_json_names_the_line_and_column() {
    let error = error_text("{\n  \"format\": \"othello-save\",\n  oops\n}");
    assert!(error.ends_with("key must be a string at line 3 column 3"), "{error}");
    let error = error_text("[]");
    assert!(error.ends_with("not an othello save file (no \"format\": \"othello-save\" field)"), "{error}");
}

#[test]
fn an_unknown_format_or_a_newer_version_is_refused() {
    let good = store::to_json(&sample());
    assert!(
        error_text("{\"hello\": 1}")
            .ends_with("not an othello save file (no \"format\": \"othello-save\" field)")
    );
    let newer = good.replace("\"version\": 2", "\"version\": 3");
    let error = error_text(&newer);
    assert!(error.contains("version 3") && error.contains("reads versions 1 to 2"), "{error}");
}

#[test]
fn a_missing_or_wrong_field_is_named_with_its_place() {
    let good = store::to_json(&sample());
    let missing = good.replace("\"result\": null", "\"resultat\": null");
    let error = error_text(&missing);
    assert!(error.contains("unknown field `resultat`") && error.contains("line"), "{error}");
    let wrong = good.replace("\"handicap\": 2", "\"handicap\": \"two\"");
    let error = error_text(&wrong);
    assert!(error.contains("invalid type: string \"two\", expected u8 at line 7"), "{error}");
    let bad_handicap = good.replace("\"handicap\": 2", "\"handicap\": 9");
    assert!(error_text(&bad_handicap).ends_with("rules: a handicap is 0 to 4 corners, not 9"));
    let bad_id = good.replacen("\"game_id\": \"", "\"game_id\": \"../", 1);
    assert!(error_text(&bad_id).ends_with("game_id: 1 to 64 letters, digits or dashes"));
}

#[test]
fn an_illegal_move_sequence_names_the_move() {
    let good = store::to_json(&sample());
    let illegal = good.replacen("\"square\": \"e6\"", "\"square\": \"b7\"", 1);
    let error = error_text(&illegal);
    assert!(error.ends_with("move 3 (b7) is illegal: b7 flips nothing"), "{error}");
    let nonsense = good.replacen("\"square\": \"f6\"", "\"square\": \"z9\"", 1);
    assert!(error_text(&nonsense).contains("move 2: `z9` is not a square"));
}

#[test]
fn a_result_or_a_clock_that_the_moves_do_not_give_is_refused() {
    let good = store::to_json(&sample());
    let claimed = good.replace(
        "\"result\": null",
        "\"result\": {\"winner\": \"black\", \"black\": 40, \"white\": 24, \"by\": \"discs\"}",
    );
    assert!(error_text(&claimed).contains("result: the file says 40-24 by discs"));
    let remaining = sample().game.clock().remaining(Color::White).unwrap().as_millis();
    let edited = good.replace(&format!("\"remaining_ms\": {remaining}"), "\"remaining_ms\": 999999");
    let error = error_text(&edited);
    assert!(error.contains("clocks: White's \"remaining_ms\" is 999999"), "{error}");
}

#[test]
fn a_failed_save_leaves_the_previous_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    store::save(&path, &sample()).unwrap();
    let before = std::fs::read(&path).unwrap();
    // The disk fills up halfway through the new file.
    let result = store::write_atomic_with(&path, |file| {
        file.write_all(b"{\"format\": \"othello-sa")?;
        Err(std::io::Error::other("no space left on device"))
    });
    let error = result.unwrap_err();
    assert!(matches!(error.kind, SaveErrorKind::Io(_)));
    assert!(error.to_string().contains("no space left"), "{error}");
    assert_eq!(std::fs::read(&path).unwrap(), before, "the old save is intact");
    let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(leftovers, [std::ffi::OsString::from("game.json")], "no temporary file is left behind");
}

#[test]
fn a_missing_folder_is_an_error_not_created() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no/such/folder/game.json");
    let error = store::save(&path, &sample()).unwrap_err().to_string();
    assert!(error.contains("does not exist"), "{error}");
    assert!(!dir.path().join("no").exists(), "nothing was created");
}

#[test]
fn a_new_file_gets_the_permissions_of_any_new_file_and_an_old_one_keeps_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let ordinary = dir.path().join("ordinary");
    std::fs::File::create(&ordinary).unwrap();
    let path = dir.path().join("new.json");
    store::save(&path, &sample()).unwrap();
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&path), mode(&ordinary), "as the umask gives any new file");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    store::save(&path, &sample()).unwrap();
    assert_eq!(mode(&path), 0o640, "a file written over keeps its permissions");
}

#[test]
fn saving_over_a_symbolic_link_writes_to_its_target() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("real")).unwrap();
    let target = dir.path().join("real/game.json");
    std::fs::write(&target, "old").unwrap();
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink("real/game.json", &link).unwrap();
    store::save(&link, &sample()).unwrap();
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink(), "the link is still a link");
    assert!(store::load(&target).is_ok(), "the target holds the game");
}

#[test]
fn reads_are_bounded_and_never_block() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.json");
    std::fs::File::create(&big).unwrap().set_len(2 << 20).unwrap();
    assert!(matches!(store::load(&big).unwrap_err().kind, SaveErrorKind::TooLarge));
    assert!(matches!(store::load(Path::new("/dev/zero")).unwrap_err().kind, SaveErrorKind::NotAFile));
    assert!(matches!(store::load(dir.path()).unwrap_err().kind, SaveErrorKind::NotAFile));
    let fifo = dir.path().join("fifo.json");
    let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let started = std::time::Instant::now();
    assert!(matches!(store::load(&fifo).unwrap_err().kind, SaveErrorKind::NotAFile));
    assert!(started.elapsed() < secs(1), "a pipe with no writer does not hang the loader");
    let binary = dir.path().join("binary.json");
    std::fs::write(&binary, [0xff, 0xfe, 0x00]).unwrap();
    assert!(matches!(store::load(&binary).unwrap_err().kind, SaveErrorKind::NotText));
}

#[test]
fn a_file_of_exactly_the_limit_is_read_and_one_byte_more_is_not() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.json");
    std::fs::write(&path, vec![b' '; store::MAX_FILE_BYTES as usize]).unwrap();
    assert!(matches!(store::load(&path).unwrap_err().kind, SaveErrorKind::Json(_)), "read, and found empty");
    std::fs::write(&path, vec![b' '; store::MAX_FILE_BYTES as usize + 1]).unwrap();
    assert!(matches!(store::load(&path).unwrap_err().kind, SaveErrorKind::TooLarge));
}

#[test]
fn a_folder_that_refuses_new_files_is_an_error_not_a_hang() {
    // Even root cannot make a file in /proc/self.
    let error = store::save(Path::new("/proc/self/game.json"), &sample()).unwrap_err();
    assert!(matches!(error.kind, SaveErrorKind::Io(_)), "{error}");
}

#[test]
fn an_absolute_link_is_followed_too() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("target.json");
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    store::save(&link, &sample()).unwrap();
    assert!(
        store::load(&target).is_ok() && std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink()
    );
}

#[test]
fn leftover_temporary_files_are_removed_whatever_their_age_and_saves_in_progress_kept() {
    let dir = tempfile::tempdir().unwrap();
    let stale = dir.path().join(".othello-0123456789abcdef.tmp");
    let fresh = dir.path().join(".othello-fedcba9876543210.tmp");
    let writing = dir.path().join(".othello-00000000000000aa.tmp");
    let other = dir.path().join(".other.tmp");
    for path in [&stale, &fresh, &writing, &other] {
        std::fs::write(path, "x").unwrap();
    }
    let hour_ago = SystemTime::now() - secs(3600);
    std::fs::File::options().write(true).open(&stale).unwrap().set_modified(hour_ago).unwrap();
    std::fs::File::options().write(true).open(&other).unwrap().set_modified(hour_ago).unwrap();
    // A save in progress holds its temporary file locked.
    let writer = std::fs::File::options().write(true).open(&writing).unwrap();
    writer.lock().unwrap();
    store::remove_stale_temporaries(dir.path());
    assert!(!stale.exists(), "an interrupted save's leftover goes");
    assert!(!fresh.exists(), "a second old, its writer gone: it goes too");
    assert!(writing.exists(), "a save in progress is left alone");
    assert!(other.exists(), "another program's file is left alone");
    drop(writer);
}

#[test]
fn ids_are_new_for_every_game() {
    let ids: std::collections::HashSet<String> =
        (0..100).map(|_| GameId::random().as_str().to_string()).collect();
    assert_eq!(ids.len(), 100);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn no_byte_string_makes_the_loader_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let _ = store::from_json(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn no_damage_to_a_good_file_makes_the_loader_panic(
        cuts in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)
    ) {
        let mut bytes = store::to_json(&sample()).into_bytes();
        for (at, byte) in cuts {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        let _ = store::from_json(&String::from_utf8_lossy(&bytes));
    }
}
