//! Saved games: round trips, every kind of bad file, no panic on any bytes, and atomic writes.

mod common;

use std::io::Write;
use std::path::Path;
use std::time::Duration;

use othello::engine::clock::TimeControl;
use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::setup::{Handicap, Setup};
use othello::save::{self, SaveErrorKind};
use proptest::prelude::*;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn sample_game() -> Game {
    let control =
        TimeControl { base: ByColor::new(secs(600), secs(300)), increment: secs(2), delay: secs(1) };
    let mut game = Game::new(Setup::new(Handicap::new(2, Color::White).unwrap(), Some(control)).unwrap());
    for (i, square) in ["f5", "f6", "e6", "f4"].iter().enumerate() {
        game.play(square.parse().unwrap(), Duration::from_millis(1500 * (i as u64 + 1))).unwrap();
    }
    game.spend(secs(4));
    game
}

fn names() -> ByColor<Option<String>> {
    ByColor::new(Some("Ann \"the wall\"".to_string()), None)
}

fn error_text(json: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    std::fs::write(&path, json).unwrap();
    let error = save::load(&path).unwrap_err().to_string();
    assert!(error.starts_with(&path.display().to_string()), "the error names the file: {error}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), json, "a failed load never changes the file");
    error
}

#[test]
fn save_then_load_gives_the_same_game() {
    let game = sample_game();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep/folder/game.json");
    save::save(&path, &game, &names()).unwrap();
    let loaded = save::load(&path).unwrap();
    assert_eq!(loaded.names, names());
    assert_eq!(loaded.game.setup(), game.setup(), "rules");
    assert_eq!(loaded.game.transcript(), game.transcript(), "moves");
    let took = |g: &Game| g.plies().map(|p| p.took).collect::<Vec<_>>();
    assert_eq!(took(&loaded.game), took(&game), "each move's time");
    for color in Color::ALL {
        assert_eq!(loaded.game.clock().remaining(color), game.clock().remaining(color), "{color}'s clock");
        assert_eq!(loaded.game.clock().used(color, Duration::ZERO), game.clock().used(color, Duration::ZERO));
    }
    assert_eq!(loaded.game.board(), game.board());
    assert_eq!(loaded.game.hands(), game.hands());
    assert_eq!(save::to_json(&loaded.game, &loaded.names), save::to_json(&game, &names()));
}

#[test]
fn finished_games_keep_their_result_by_discs_and_on_time() {
    let mut by_discs = Game::new(Setup::default());
    by_discs.play_transcript(&common::data_rows("games.tsv")[1][1]).unwrap();
    let loaded = save::from_json(&save::to_json(&by_discs, &ByColor::default())).unwrap();
    assert_eq!(loaded.game.outcome(), by_discs.outcome());

    let mut on_time =
        Game::new(Setup::new(Handicap::NONE, Some(TimeControl::sudden_death(secs(60)))).unwrap());
    on_time.play_transcript("f5d6").unwrap();
    assert!(on_time.check_flag(secs(60)));
    let json = save::to_json(&on_time, &ByColor::default());
    assert!(json.contains("\"by\": \"time\""));
    let loaded = save::from_json(&json).unwrap();
    assert_eq!(loaded.game.outcome(), on_time.outcome());
}

#[test]
fn the_readme_example_loads() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let start =
        readme.find("```json\n{\n  \"format\": \"othello-save\"").expect("the README shows a save file");
    let json = &readme[start + 8..];
    let json = &json[..json.find("```").unwrap()];
    let loaded = save::from_json(json).unwrap_or_else(|e| panic!("the README's example: {e:?}"));
    assert_eq!(save::to_json(&loaded.game, &loaded.names), json, "the README shows what othello writes");
}

#[test]
fn not_json_names_the_line_and_column() {
    let error = error_text("{\n  \"format\": \"othello-save\",\n  oops\n}");
    assert!(error.contains("line 3 column 3"), "{error}");
}

#[test]
fn an_unknown_format_or_a_newer_version_is_refused() {
    let good = save::to_json(&sample_game(), &names());
    assert!(error_text("{\"hello\": 1}").contains("not an othello save file"));
    assert!(error_text("[]").contains("line 1 column 0") || error_text("[]").contains("expected"));
    let newer = good.replace("\"version\": 1", "\"version\": 2");
    let error = error_text(&newer);
    assert!(error.contains("version 2") && error.contains("reads version 1"), "{error}");
}

#[test]
fn a_missing_or_wrong_field_is_named_with_its_place() {
    let good = save::to_json(&sample_game(), &names());
    let missing = good.replace("\"result\": null", "\"resultat\": null");
    let error = error_text(&missing);
    assert!(error.contains("resultat") && error.contains("line"), "{error}");
    let wrong = good.replace("\"handicap\": 2", "\"handicap\": \"two\"");
    let error = error_text(&wrong);
    assert!(error.contains("invalid type") && error.contains("line 5"), "{error}");
    let bad_handicap = good.replace("\"handicap\": 2", "\"handicap\": 9");
    assert!(error_text(&bad_handicap).contains("a handicap is 0 to 4 corners, not 9"));
}

#[test]
fn an_illegal_move_sequence_names_the_move() {
    let good = save::to_json(&sample_game(), &names());
    // The third move, e6, becomes a1: empty, but it flips nothing.
    let illegal = good.replacen("\"square\": \"e6\"", "\"square\": \"b7\"", 1);
    let error = error_text(&illegal);
    assert!(error.contains("move 3 (b7) is illegal: b7 flips nothing"), "{error}");
    let nonsense = good.replacen("\"square\": \"f6\"", "\"square\": \"z9\"", 1);
    assert!(error_text(&nonsense).contains("move 2: `z9` is not a square"));
}

#[test]
fn a_result_that_the_moves_do_not_give_is_refused() {
    let good = save::to_json(&sample_game(), &names());
    let claimed = good.replace(
        "\"result\": null",
        "\"result\": {\"winner\": \"black\", \"black\": 40, \"white\": 24, \"by\": \"discs\"}",
    );
    assert!(error_text(&claimed).contains("result: the file says 40-24 by discs"));
}

#[test]
fn a_failed_save_leaves_the_previous_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    save::save(&path, &sample_game(), &names()).unwrap();
    let before = std::fs::read(&path).unwrap();
    // The disk fills up halfway through the new file.
    let result = save::write_atomic_with(&path, |file| {
        file.write_all(b"{\"format\": \"othello-sa")?;
        Err(std::io::Error::other("no space left on device"))
    });
    let error = result.unwrap_err();
    assert!(matches!(error.kind, SaveErrorKind::Io(_)));
    assert!(error.to_string().contains("no space left"), "{error}");
    assert_eq!(std::fs::read(&path).unwrap(), before, "the old save is intact");
    let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(leftovers, [std::ffi::OsString::from("game.json")], "no temporary file is left behind");
    assert!(save::load(&path).is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn no_byte_string_makes_the_loader_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let _ = save::from_json(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn no_damage_to_a_good_file_makes_the_loader_panic(
        cuts in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)
    ) {
        let mut bytes = save::to_json(&sample_game(), &names()).into_bytes();
        for (at, byte) in cuts {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        let _ = save::from_json(&String::from_utf8_lossy(&bytes));
    }
}
