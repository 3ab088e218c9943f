//! The library of games: a file of its own for every game, found by id, locked while played.

use std::time::{Duration, SystemTime};

use othello::engine::color::ByColor;
use othello::engine::game::Game;
use othello::store::Player;
use othello::store::library::{ClaimError, FindError, Library};
use othello::store::{self, SavedGame};

fn names(black: &str, white: &str) -> ByColor<Option<String>> {
    ByColor::new(Some(black.to_string()), Some(white.to_string()))
}

fn game(transcript: &str) -> SavedGame {
    let mut game = Game::new(Default::default());
    game.play_transcript(transcript).unwrap();
    SavedGame::new(game, names("Ann", "Ben").map(Player::person))
}

fn at(text: &str) -> jiff::Timestamp {
    text.parse().unwrap()
}

#[test]
fn every_game_gets_a_file_of_its_own_named_after_its_start_and_players() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    let started = at("2026-11-22T14:05:00Z");
    let first = library.reserve(started, &names("Ann", "Ben")).unwrap();
    let local = started.to_zoned(jiff::tz::TimeZone::system()).strftime("%Y-%m-%d-%H%M").to_string();
    assert_eq!(first.id(), format!("{local}-ann-ben"));
    let second = library.reserve(started, &names("Ann", "Ben")).unwrap();
    assert_eq!(second.id(), format!("{local}-ann-ben-2"), "a name held by another game is not shared");
    store::save(first.path(), &game("f5")).unwrap();
    drop(first);
    let third = library.reserve(started, &names("Ann", "Ben")).unwrap();
    assert_eq!(third.id(), format!("{local}-ann-ben-3"), "nor a name whose file exists");
    let anonymous = library.reserve(started, &ByColor::default()).unwrap();
    assert_eq!(anonymous.id(), local);
}

#[test]
fn a_game_in_play_is_locked_until_its_player_lets_go() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    let slot = library.reserve(at("2026-11-22T14:05:00Z"), &ByColor::default()).unwrap();
    store::save(slot.path(), &game("f5")).unwrap();
    let path = slot.path().to_path_buf();
    assert!(library.is_in_use(&path));
    assert!(matches!(library.claim(&path), Err(ClaimError::InUse(Some(pid))) if pid == std::process::id()));
    drop(slot);
    assert!(!library.is_in_use(&path));
    let claimed = library.claim(&path).expect("free again");
    assert_eq!(claimed.path(), path);
    let locks: Vec<_> = std::fs::read_dir(library.folder())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".lock"))
        .collect();
    assert_eq!(locks.len(), 1, "one lock, for the game in play");
    drop(claimed);
    assert!(
        std::fs::read_dir(library.folder()).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .ends_with(".lock"))
    );
}

#[test]
fn games_are_found_by_id_or_a_prefix_that_names_one() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    std::fs::create_dir_all(library.folder()).unwrap();
    for id in ["2026-11-22-1405-ann-ben", "2026-11-22-1405-ann-ben-2", "2026-11-23-0900"] {
        store::save(&library.folder().join(format!("{id}.json")), &game("f5")).unwrap();
    }
    assert_eq!(
        library.find("2026-11-22-1405-ann-ben").unwrap(),
        library.folder().join("2026-11-22-1405-ann-ben.json")
    );
    assert_eq!(library.find("2026-11-23").unwrap(), library.folder().join("2026-11-23-0900.json"));
    assert!(matches!(library.find("2026-11-22"), Err(FindError::Ambiguous(ids)) if ids.len() == 2));
    assert_eq!(library.find("1999"), Err(FindError::NotFound));
    assert_eq!(library.find(""), Err(FindError::NotFound));
}

#[test]
fn the_newest_unfinished_game_is_the_one_to_resume() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    std::fs::create_dir_all(library.folder()).unwrap();
    let write = |id: &str, saved: &SavedGame, age: u64| {
        let path = library.folder().join(format!("{id}.json"));
        store::save(&path, saved).unwrap();
        let when = SystemTime::now() - Duration::from_secs(age);
        std::fs::File::options().write(true).open(&path).unwrap().set_modified(when).unwrap();
    };
    write("old", &game("f5"), 300);
    write("recent", &game("f5d6"), 100);
    write("finished", &game("e6f4e3f6g5d6e7f5c5"), 10);
    std::fs::write(library.folder().join("damaged.json"), "{").unwrap();
    assert_eq!(library.newest_unfinished().unwrap().id, "recent");
    let held = library.claim(&library.folder().join("recent.json")).unwrap();
    assert_eq!(library.newest_unfinished().unwrap().id, "old", "not one open in another othello");
    drop(held);
    let entries = library.entries();
    assert_eq!(entries.len(), 4);
    let damaged = entries.iter().find(|e| e.id == "damaged").unwrap();
    assert!(damaged.game.is_err(), "a damaged file is listed with why");
}

#[test]
fn autosaves_of_older_versions_are_listed_and_found() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/saves/v1-timed-handicap.json"),
        dir.path().join("autosave.json"),
    )
    .unwrap();
    let entries = library.entries();
    assert_eq!(entries.iter().map(|e| e.id.as_str()).collect::<Vec<_>>(), ["autosave"]);
    assert_eq!(library.find("autosave").unwrap(), dir.path().join("autosave.json"));
    assert!(!library.holds(&dir.path().join("autosave.json")), "resumed, it goes on in a file of its own");
    assert_eq!(library.newest_unfinished().unwrap().id, "autosave");
}

#[test]
fn only_game_files_are_listed_and_held_files_are_known() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    std::fs::create_dir_all(library.folder()).unwrap();
    store::save(&library.folder().join("a.json"), &game("f5")).unwrap();
    std::fs::write(library.folder().join("notes.txt"), "not a game").unwrap();
    std::fs::write(library.folder().join(".hidden.json"), "{}").unwrap();
    let ids: Vec<String> = library.entries().into_iter().map(|e| e.id).collect();
    assert_eq!(ids, ["a"]);
    assert!(library.holds(&library.folder().join("a.json")));
    assert!(!library.holds(&dir.path().join("a.json")), "a file beside the library is not in it");
    assert!(!library.holds(&library.folder().join("notes.txt")));
    assert_eq!(library.describe(&library.folder().join("a.json")), "a");
    assert_eq!(library.describe(&dir.path().join("x.json")), dir.path().join("x.json").display().to_string());
}

#[test]
fn one_name_given_still_names_the_file_after_both_sides() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    let started = at("2026-11-22T14:05:00Z");
    let slot = library.reserve(started, &ByColor::new(Some("Ann".to_string()), None)).unwrap();
    assert!(slot.id().ends_with("-ann-white"), "{}", slot.id());
    let slot = library.reserve(started, &ByColor::new(None, Some("***".to_string()))).unwrap();
    assert!(slot.id().ends_with("-black-white"), "a name with nothing to keep: {}", slot.id());
}

#[test]
fn a_game_open_elsewhere_says_which_process_has_it() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    let slot = library.reserve(at("2026-11-22T14:05:00Z"), &ByColor::default()).unwrap();
    let error = library.claim(slot.path()).unwrap_err();
    assert_eq!(error.to_string(), format!("it is open in another othello (process {})", std::process::id()));
}

#[test]
fn cleaning_removes_stale_temporary_files_from_the_data_folder_and_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    std::fs::create_dir_all(library.folder()).unwrap();
    let stale = [dir.path().join(".othello-1.tmp"), library.folder().join(".othello-2.tmp")];
    for path in &stale {
        std::fs::write(path, "x").unwrap();
        let old = SystemTime::now() - Duration::from_secs(600);
        std::fs::File::options().write(true).open(path).unwrap().set_modified(old).unwrap();
    }
    library.clean();
    assert!(stale.iter().all(|path| !path.exists()));
}

#[cfg(unix)]
#[test]
fn a_dangling_link_named_like_the_next_game_is_passed_over_and_its_target_never_made() {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    std::fs::create_dir_all(library.folder()).unwrap();
    let first = library.reserve(at("2026-11-22T14:05:00Z"), &names("Ann", "Ben")).unwrap();
    let name = first.path().to_path_buf();
    drop(first);
    let target = outside.path().join("stolen.json");
    std::os::unix::fs::symlink(&target, &name).unwrap();
    let slot = library.reserve(at("2026-11-22T14:05:00Z"), &names("Ann", "Ben")).unwrap();
    assert_ne!(slot.path(), name.as_path(), "the link's name is taken");
    store::save(slot.path(), &game("f5")).unwrap();
    assert!(!target.exists(), "nothing written out of the library");
}

#[cfg(unix)]
#[test]
fn a_game_reached_by_a_links_id_is_the_game_itself_refused_while_held_and_listed_once() {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    let held = library.reserve(at("2026-11-22T14:05:00Z"), &names("Ann", "Ben")).unwrap();
    store::save(held.path(), &game("f5")).unwrap();
    // Relative, as `ln -s` makes it in the folder, and absolute.
    let file_name = held.path().file_name().unwrap().to_owned();
    std::os::unix::fs::symlink(&file_name, library.folder().join("zlink.json")).unwrap();
    std::os::unix::fs::symlink(held.path(), library.folder().join("zabs.json")).unwrap();
    for id in ["zlink", "zabs"] {
        let found = library.find(id).unwrap();
        assert_eq!(found, held.path(), "{id}: the game's own file");
        assert!(library.holds(&found) && library.is_in_use(&found), "{id}");
        let refused = library.claim(&library.folder().join(format!("{id}.json")));
        assert!(matches!(refused, Err(ClaimError::InUse(Some(pid))) if pid == std::process::id()), "{id}");
        assert_eq!(library.describe(&library.folder().join(format!("{id}.json"))), held.id());
    }
    let ids: Vec<String> = library.entries().into_iter().map(|entry| entry.id).collect();
    assert_eq!(ids, [held.id()], "one game, listed once, by its own name");
    // A prefix that names the game and its links names one game.
    assert_eq!(library.find("2026").unwrap(), held.path());
    assert_eq!(library.find("z").unwrap(), held.path(), "both links lead to the one game");
    drop(held);
    let claimed = library.claim(&library.folder().join("zlink.json")).expect("free again");
    assert_eq!(claimed.path(), library.find("zlink").unwrap(), "the slot writes the game's own file");
    assert!(!library.folder().join(".zlink.lock").exists(), "no lock of the link's own");
    drop(claimed);

    // `othello games` lists it once too.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--data-dir", dir.path().to_str().unwrap(), "games"])
        .output()
        .unwrap();
    let listed = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{listed}");
    assert_eq!(listed.matches("Ann vs Ben").count(), 1, "{listed}");
    assert!(!listed.contains("zlink") && !listed.contains("zabs"), "{listed}");
}

#[cfg(unix)]
#[test]
fn a_link_out_of_the_library_to_a_hidden_file_or_to_nothing_is_no_game_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    std::fs::create_dir_all(library.folder()).unwrap();
    let elsewhere = outside.path().join("elsewhere.json");
    store::save(&elsewhere, &game("f5")).unwrap();
    store::save(&library.folder().join("own.json"), &game("f5d6")).unwrap();
    std::fs::write(library.folder().join(".own.lock"), "1").unwrap();
    let link = |target: &std::path::Path, name: &str| {
        std::os::unix::fs::symlink(target, library.folder().join(name)).unwrap()
    };
    link(&elsewhere, "out.json");
    link(std::path::Path::new(".own.lock"), "lock.json");
    link(&outside.path().join("none.json"), "dangling.json");
    let ids: Vec<String> = library.entries().into_iter().map(|entry| entry.id).collect();
    assert_eq!(ids, ["own"]);
    for id in ["out", "lock", "dangling"] {
        assert_eq!(library.find(id), Err(FindError::NotFound), "{id}");
        assert!(!library.holds(&library.folder().join(format!("{id}.json"))), "{id}");
    }
    assert!(!library.holds(&elsewhere), "the file itself is elsewhere");
}

#[cfg(unix)]
#[test]
fn a_link_where_a_new_games_lock_goes_takes_the_name_and_the_next_is_reserved() {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let library = Library::new(dir.path());
    let started = at("2026-11-22T14:05:00Z");
    let first = library.reserve(started, &names("Ann", "Ben")).unwrap();
    let id = first.id();
    store::save(first.path(), &game("f5")).unwrap();
    let target = outside.path().join("target");
    // Where the second and third games' locks would go: a link (to nothing and to a file) and
    // a folder.
    std::os::unix::fs::symlink(&target, library.folder().join(format!(".{id}-2.lock"))).unwrap();
    std::fs::write(outside.path().join("file"), "x").unwrap();
    std::os::unix::fs::symlink(outside.path().join("file"), library.folder().join(format!(".{id}-3.lock")))
        .unwrap();
    std::fs::create_dir(library.folder().join(format!(".{id}-4.lock"))).unwrap();
    let next = library.reserve(started, &names("Ann", "Ben")).expect("a name for the new game");
    assert_eq!(next.id(), format!("{id}-5"));
    store::save(next.path(), &game("f5")).unwrap();
    assert!(!target.exists(), "nothing made through the link");
    assert_eq!(std::fs::read_to_string(outside.path().join("file")).unwrap(), "x", "nor written through it");
}
