//! The game's effects carried out on real files: the library file of the game in play, files
//! saved by name, and what the game is told when that goes wrong.

use std::path::Path;

use crate::common::app::Session;
use othello::store;
use othello::tui::{Action, Mode, Question};

fn library_files(data_dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(data_dir.join("games"))
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|name| name.ends_with(".json"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_game_gets_its_library_file_with_its_first_move_and_keeps_it_up_to_date() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.act(Action::Pause);
    s.act(Action::Pause);
    assert!(library_files(dir.path()).is_empty(), "no file for a game without moves");
    s.type_square("f5");
    let files = library_files(dir.path());
    assert_eq!(files.len(), 1);
    assert!(files[0].ends_with("-ann-ben.json"), "{files:?}");
    let id = files[0].trim_end_matches(".json").to_string();
    assert_eq!(s.app.library_id(), Some(id.as_str()));
    s.type_square("d6");
    s.wait(std::time::Duration::from_secs(3));
    s.act(Action::Stop);
    let saved = store::load(&dir.path().join("games").join(&files[0])).unwrap();
    assert_eq!(saved.game.transcript(), "f5d6");
    assert_eq!(saved.turn, std::time::Duration::from_secs(3));
}

#[test]
fn after_a_new_game_the_old_game_s_file_is_not_taken_for_the_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_square("f5");
    let old = s.app.library_id().unwrap().to_string();
    s.act(Action::NewGame);
    s.act(Action::Submit);
    // The old game's last autosave answers after the new game began: it is the old game's.
    assert_eq!(s.app.library_id(), None, "the new game has no file until its first move");
    s.act(Action::Save);
    let Mode::SaveAs { input, .. } = s.app.mode() else { panic!("asks for a name") };
    assert_ne!(input.text(), old, "the save box does not offer the old game's id");
    s.act(Action::Cancel);
    s.act(Action::Stop);
    assert!(!s.app.farewell().iter().any(|line| line.contains(&old)), "{:?}", s.app.farewell());
    s.type_square("e6");
    assert_ne!(s.app.library_id(), Some(old.as_str()));
}

#[test]
fn a_new_game_begins_a_new_file_and_leaves_the_old_one_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_square("f5");
    s.act(Action::NewGame);
    s.act(Action::Submit);
    s.type_square("e6");
    let files = library_files(dir.path());
    assert_eq!(files.len(), 2, "{files:?}");
    let transcripts: Vec<String> = files
        .iter()
        .map(|name| store::load(&dir.path().join("games").join(name)).unwrap().game.transcript())
        .collect();
    assert!(transcripts.contains(&"f5".to_string()) && transcripts.contains(&"e6".to_string()));
    let ids: Vec<_> =
        files.iter().map(|name| store::load(&dir.path().join("games").join(name)).unwrap().id).collect();
    assert_ne!(ids[0], ids[1], "two games, two identities");
}

#[test]
fn a_bare_name_goes_into_the_data_folder_and_another_game_is_not_replaced_unasked() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_square("f5");
    s.act(Action::Save);
    s.type_name("final");
    s.act(Action::Submit);
    let path = dir.path().join("final.json");
    assert_eq!(store::load(&path).unwrap().game.transcript(), "f5");
    assert_eq!(s.app.save_path(), Some(path.as_path()));

    // Saving the same game under that name again needs no question.
    s.type_square("d6");
    s.act(Action::Save);
    assert_eq!(store::load(&path).unwrap().game.transcript(), "f5d6");

    // Another game in the same data folder asks before replacing it.
    let mut other = Session::saving_in(None, dir.path());
    other.type_square("e6");
    other.act(Action::Save);
    other.type_name("final");
    other.act(Action::Submit);
    let Mode::Confirm(Question::Overwrite { holds, .. }) = other.app.mode().clone() else {
        panic!("asks: {:?}", other.app.mode())
    };
    let othello::tui::Holds::Game { players, moves, outcome } = &holds else { panic!("{holds:?}") };
    let names = players.clone().map(|player| player.name);
    assert_eq!((names.black.as_deref(), names.white.as_deref()), (Some("Ann"), Some("Ben")), "{holds:?}");
    assert_eq!((*moves, *outcome), (2, None), "two moves, unfinished");
    assert_eq!(store::load(&path).unwrap().game.transcript(), "f5d6", "nothing written yet");
    other.act(Action::Yes);
    assert_eq!(store::load(&path).unwrap().game.transcript(), "e6");
    assert_eq!(*other.app.mode(), Mode::Playing);

    // A file that is not a game at all is not replaced unasked either.
    std::fs::write(dir.path().join("notes.txt"), "my notes").unwrap();
    let mut third = Session::saving_in(None, dir.path());
    third.type_square("c4");
    third.act(Action::Save);
    third.type_name("notes.txt");
    third.act(Action::Submit);
    let Mode::Confirm(Question::Overwrite { holds, .. }) = third.app.mode().clone() else { panic!() };
    assert_eq!(holds, othello::tui::Holds::NotAGame);
    third.act(Action::No);
    assert!(matches!(third.app.mode(), Mode::SaveAs { .. }));
    assert_eq!(std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(), "my notes");
}

#[test]
fn a_missing_folder_is_reported_and_the_box_stays_open() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_square("f5");
    s.act(Action::Save);
    s.type_name(&format!("{}/no/such/final.json", dir.path().display()));
    s.act(Action::Submit);
    assert!(matches!(s.app.mode(), Mode::SaveAs { .. }), "the box stays open to correct the name");
    let message = s.app.message().unwrap();
    assert!(message.warning && message.text.contains("does not exist"), "{message:?}");
    assert!(!dir.path().join("no").exists(), "no folder was made");
}

#[test]
fn a_library_that_cannot_be_written_is_reported_until_it_can() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the library's folder should be: every autosave fails.
    std::fs::write(dir.path().join("games"), "in the way").unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_square("f5");
    let problem = s.app.save_problem().expect("the failure is shown").to_string();
    assert!(problem.contains("games"), "{problem}");
    s.type_square("d6");
    s.act(othello::tui::Action::Cursor(othello::tui::Direction::Up));
    assert!(s.app.save_problem().is_some(), "it stays on screen");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("games")).unwrap(),
        "in the way",
        "nothing there is lost"
    );
    std::fs::remove_file(dir.path().join("games")).unwrap();
    s.type_square("c3");
    assert_eq!(s.app.save_problem(), None, "gone once a save works");
    assert_eq!(library_files(dir.path()).len(), 1);
}

#[test]
fn a_game_lost_on_time_before_any_move_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::saving_in(Some(std::time::Duration::from_secs(3)), dir.path());
    s.act(Action::Pause);
    s.act(Action::Pause);
    s.wait(std::time::Duration::from_secs(4));
    s.act(Action::Tick);
    assert!(s.app.game().is_over(), "black's flag fell");
    let files = library_files(dir.path());
    assert_eq!(files.len(), 1, "a finished game has its file: {files:?}");
    let saved = store::load(&dir.path().join("games").join(&files[0])).unwrap();
    assert_eq!(saved.game.lost_on_time(), Some(othello::engine::color::Color::Black));
}

#[cfg(unix)]
#[test]
fn saving_through_a_link_names_the_file_it_leads_to() {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let real = outside.path().join("passwd");
    std::fs::write(&real, "root:x:0:0").unwrap();
    std::os::unix::fs::symlink(&real, dir.path().join("etc.json")).unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_square("f5");
    s.act(Action::Save);
    s.type_name("etc.json");
    s.act(Action::Submit);
    let Mode::Confirm(Question::Overwrite { path, holds, .. }) = s.app.mode().clone() else {
        panic!("asks: {:?}", s.app.mode())
    };
    assert_eq!(path, real, "the question names the real file, not the link");
    assert_eq!(holds, othello::tui::Holds::NotAGame);
    s.act(Action::No);
    assert_eq!(std::fs::read_to_string(&real).unwrap(), "root:x:0:0");
}

#[test]
fn the_theme_and_the_legal_marks_are_remembered_for_the_next_game() {
    use othello::tui::{Palette, Preferences};
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path()).unwrap();
    assert_eq!(Preferences::load(dir.path()), Preferences::default(), "none kept yet");
    let mut s = Session::saving_in(None, dir.path());
    s.act(Action::NextTheme);
    s.act(Action::NextTheme);
    s.act(Action::LegalMarks);
    assert_eq!(s.app.settings().theme.palette, Palette::Light);
    assert!(!s.app.settings().theme.legal_marks);
    let kept = Preferences::load(dir.path());
    assert_eq!(kept, Preferences { theme: Palette::Light, legal_marks: false, ..Preferences::default() });
    // A file that is not preferences gives the defaults, not a refusal to play.
    std::fs::write(Preferences::path(dir.path()), "{ not json").unwrap();
    assert_eq!(Preferences::load(dir.path()), Preferences::default());
}

#[test]
fn a_lost_line_is_learned_on_a_thread_into_the_data_folders_book_and_the_engine_plays_from_it() {
    use othello::engine::position::Position;
    use othello::search::Book;
    use othello::store::GameIdentity;
    use othello::store::library::Library;
    use othello::tui::{Effect, Event, Io, Perform, Storage};
    use std::time::Duration;
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::new(Library::new(dir.path()), GameIdentity::new(None), None);
    let (events, received) = std::sync::mpsc::channel();
    let mut io = Io::new(storage, events, 1);
    // A line nobody plays, which leaves any book: each move the last legal one in square order.
    let mut line = vec![Position::START];
    for _ in 0..14 {
        let here = *line.last().unwrap();
        let last = here.moves().last().expect("a move every ply of this line");
        line.push(here.play_unchecked(last));
    }
    let new = line.iter().filter(|p| Book::shipped().get(**p).is_none_or(|e| e.depth == 0)).count();
    assert!(new > 0);
    assert_eq!(io.perform(Effect::LearnFromLoss { line: line.clone(), depth: 2 }), None, "nothing at once");
    let Ok(Event::BookLearned(Ok(learned))) = received.recv_timeout(Duration::from_secs(60)) else {
        panic!("the learning says when it is done")
    };
    assert_eq!(learned.positions, new);
    let saved = store::book::load(dir.path()).unwrap().expect("book.bin written");
    assert_eq!(saved, learned.book);
    assert!(line.iter().all(|p| saved.get(*p).is_some_and(|e| e.depth > 0)));
    // The engine, started without a book, plays from the one given while it runs.
    let limits = othello::search::Level::new(10).unwrap().limits(1);
    let think = |id| othello::play::Request {
        id,
        position: Position::START,
        task: othello::play::Task::Think(limits),
        time: None,
    };
    let from_book = |id| loop {
        match received.recv_timeout(Duration::from_secs(60)).unwrap() {
            Event::Engine(othello::play::Reply::Done { id: done, result, .. }) if done == id => {
                break result.book;
            }
            _ => continue,
        }
    };
    assert_eq!(io.perform(Effect::Think(think(1))), None);
    assert!(!from_book(1), "no book yet");
    assert_eq!(io.perform(Effect::UseBook(std::sync::Arc::new(saved))), None);
    assert_eq!(io.perform(Effect::Think(think(2))), None);
    assert!(from_book(2), "from the book given");
}
