//! Positions in and out and the review's comfort (issue 52): copying to the terminal's
//! clipboard (OSC 52), pasting a game record, comments on moves kept in the save and in GGF,
//! the review's autoplay; a copy saved by name that plays on in its own library file; and the
//! network game's chat kept to scroll.

use std::path::Path;
use std::time::Duration;

use crate::common::app::{Session, screen, settings};
use crate::common::pty::Pty;
use crate::remote::{from_other, host_in_play};
use othello::engine::color::Color;
use othello::engine::game::Game;
use othello::engine::rules::Rules;
use othello::play::network::protocol::Message;
use othello::store::{self, Player, SavedGame, ggf};
use othello::tui::{Action, Clip, ClipboardReach, CopyWhat, Effect, Mode, Question, Settings};

const POSITION: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

fn copied(session: &Session) -> Vec<String> {
    session
        .effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Copy(Clip::Text(text)) => Some(text.clone()),
            Effect::Copy(Clip::Ggf(snapshot)) => Some(format!("GGF of {}", snapshot.game.transcript())),
            _ => None,
        })
        .collect()
}

#[test]
fn y_copies_the_transcript_the_position_shown_or_the_game_as_ggf() {
    let mut s = Session::new(None);
    s.act(Action::Copy(Some(CopyWhat::Transcript)));
    assert!(copied(&s).is_empty(), "no moves, nothing copied");
    assert!(s.app.message().unwrap().warning);
    s.type_moves("f5d6c3");
    s.act(Action::Copy(None));
    assert!(matches!(s.app.mode(), Mode::Copy { .. }), "y opens the choice");
    let choice = screen(&s, 80, 24);
    assert!(choice.contains("OSC 52") && choice.contains("transcript"), "{choice}");
    s.act(Action::Copy(Some(CopyWhat::Transcript)));
    assert_eq!(*s.app.mode(), Mode::Playing);
    let said = &s.app.message().unwrap().text;
    assert_eq!(
        said,
        "Copied the transcript (3 moves) to the terminal's clipboard (OSC 52). Some terminals ignore it."
    );
    s.act(Action::Copy(Some(CopyWhat::Ggf)));
    // The review's position is the one shown, before the move of its step.
    s.act(Action::Review);
    s.act(Action::Step(-60));
    s.act(Action::Step(1));
    s.act(Action::Copy(Some(CopyWhat::Position)));
    assert!(matches!(s.app.mode(), Mode::Review(_)), "the review goes on");
    let mut after_f5 = Game::new(Rules::default());
    after_f5.play_transcript("f5").unwrap();
    let expected = format!("{} O", othello::engine::notation::board_string(after_f5.board()));
    assert_eq!(copied(&s), ["f5d6c3".to_string(), "GGF of f5d6c3".to_string(), expected]);
    // The editor's board, with its side to move.
    s.act(Action::Review);
    s.act(Action::EditBoard);
    s.act(Action::EditSide(Color::White));
    s.act(Action::Copy(Some(CopyWhat::Position)));
    let mut after_c3 = Game::new(Rules::default());
    after_c3.play_transcript("f5d6c3").unwrap();
    let edited = format!("{} O", othello::engine::notation::board_string(after_c3.board()));
    assert_eq!(copied(&s).last(), Some(&edited));
}

#[test]
fn a_copy_says_whether_the_terminal_takes_it_as_far_as_its_environment_tells() {
    let copy_in = |reach: ClipboardReach| {
        let settings = Settings { clipboard: reach, ..settings(None) };
        let mut s = Session::with_game(Game::new(Rules::default()), settings);
        s.type_moves("f5");
        s.act(Action::Copy(Some(CopyWhat::Position)));
        assert_eq!(copied(&s).len(), 1, "copied whatever the terminal: {reach:?}");
        s.app.message().unwrap().clone()
    };
    let taken = copy_in(ClipboardReach::Takes);
    assert_eq!(taken.text, "Copied the position, White to move, to the terminal's clipboard (OSC 52).");
    assert!(!taken.warning);
    let tmux = copy_in(ClipboardReach::Tmux);
    assert!(
        tmux.text
            .ends_with("(OSC 52). Inside tmux it reaches the terminal only with set -g set-clipboard on.")
    );
    assert!(!tmux.warning);
    let vte = copy_in(ClipboardReach::Vte);
    assert!(vte.text.ends_with("ignores it: the clipboard has not changed."), "{}", vte.text);
    assert!(vte.warning, "a copy known lost is a warning");
    assert!(copy_in(ClipboardReach::Screen).warning && copy_in(ClipboardReach::AppleTerminal).warning);
    assert!(!copy_in(ClipboardReach::Iterm).warning);
}

#[test]
fn the_ggf_copied_is_the_games_with_its_identity() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_moves("f5d6");
    s.act(Action::Copy(Some(CopyWhat::Ggf)));
    let Some(Effect::Copy(clip)) = s.effects.iter().rev().find(|e| matches!(e, Effect::Copy(_))).cloned()
    else {
        panic!("no copy")
    };
    let text = s.storage.as_mut().unwrap().clip_text(clip).unwrap();
    assert!(text.starts_with("(;GM[Othello]") && text.contains("PB[Ann]PW[Ben]"), "{text}");
    assert_eq!(ggf::read(&text).unwrap().game.transcript(), "f5d6");
}

/// The texts of the copies asked for so far, as the session's files write them.
fn clip_texts(session: &mut Session) -> Vec<String> {
    let storage = session.storage.as_mut().expect("a session with files");
    let clips = session.effects.iter().filter_map(|effect| match effect {
        Effect::Copy(clip) => Some(clip.clone()),
        _ => None,
    });
    clips.map(|clip| storage.clip_text(clip).unwrap()).collect()
}

#[test]
fn in_the_review_y_copies_the_game_reviewed_a_database_game_as_the_database_has_it() {
    use othello::store::db::{self, Database};
    let dir = tempfile::tempdir().unwrap();
    db::import(&db::path(dir.path()), &[std::path::PathBuf::from("tests/data/wthor")], None).unwrap();
    let mut s = Session::saving_in(None, dir.path());
    s.type_moves("f5d6");
    // The review of the game in play: the whole game, whatever move is shown.
    s.act(Action::Review);
    s.act(Action::Step(-1));
    s.act(Action::Copy(Some(CopyWhat::Transcript)));
    s.act(Action::Copy(Some(CopyWhat::Ggf)));
    let texts = clip_texts(&mut s);
    assert_eq!(texts[0], "f5d6");
    assert!(texts[1].contains("PB[Ann]PW[Ben]"), "{}", texts[1]);
    assert_eq!(ggf::read(&texts[1]).unwrap().game.transcript(), "f5d6");
    // A game of the database reviewed: that game, as `othello show db:N --format ggf` has it.
    s.act(Action::Review);
    s.act(Action::Explorer);
    s.act(Action::ExplorerGames);
    s.act(Action::Submit);
    let number = s.app.review().and_then(|review| review.record.as_ref()).expect("a database game").number;
    s.effects.clear();
    s.act(Action::Copy(Some(CopyWhat::Transcript)));
    let moves = s.app.message().unwrap().text.clone();
    s.act(Action::Copy(Some(CopyWhat::Ggf)));
    let database = Database::open(&db::path(dir.path())).unwrap().unwrap();
    let saved = database.saved_game(number).unwrap().unwrap();
    assert_eq!(clip_texts(&mut s), [saved.game.transcript(), ggf::write(&saved)]);
    let count = saved.game.moves().count();
    assert!(moves.starts_with(&format!("Copied the transcript ({count} moves)")), "{moves}");
    assert_eq!(s.app.game().transcript(), "f5d6", "the game in play is left as it was");
}

#[test]
fn a_paste_opens_a_transcript_a_position_or_a_ggf_game_and_refuses_anything_else() {
    let mut s = Session::new(None);
    s.act(Action::Paste("1. F5 D6 2. C3".into()));
    assert_eq!(s.app.game().transcript(), "f5d6c3", "no game to leave: opened at once");
    assert!(s.effects.iter().any(|e| matches!(e, Effect::NewGame { .. })));
    assert_eq!(s.app.play().players().black.name.as_deref(), Some("Ann"), "a transcript names nobody");
    // A game under way is not left without asking.
    s.act(Action::Paste(POSITION.into()));
    assert!(matches!(s.app.mode(), Mode::Confirm(Question::OpenPasted { .. })));
    assert!(screen(&s, 80, 24).contains("Open the pasted position as a new game?"));
    s.act(Action::No);
    assert_eq!(s.app.game().transcript(), "f5d6c3");
    s.act(Action::Paste(POSITION.into()));
    s.act(Action::Yes);
    assert_eq!(s.app.game().position().empties().count(), 14);
    assert!(s.app.message().unwrap().text.contains("Opened the pasted position"));
    s.type_moves("a1");
    let ggf = "(;GM[Othello]PB[Kim]PW[Lee]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5]C[the \\] best]W[d6];)";
    s.act(Action::Paste(ggf.into()));
    s.act(Action::Yes);
    assert_eq!(s.app.game().transcript(), "f5d6");
    assert_eq!(s.app.play().players().black.name.as_deref(), Some("Kim"), "GGF says who played");
    assert_eq!(s.app.play().comments().get(&0).map(String::as_str), Some("the ] best"));
    // Anything else is refused, its control characters written out.
    s.act(Action::Paste("good luck\u{1b}[2J".into()));
    let said = s.app.message().unwrap();
    assert!(said.warning && said.text.starts_with("Nothing opened: the paste is not"), "{}", said.text);
    assert!(!said.text.contains('\u{1b}'));
    assert_eq!(s.app.game().transcript(), "f5d6", "the game in play is left as it was");
    s.act(Action::Paste("f5".repeat(othello::tui::MAX_PASTE)));
    assert!(s.app.message().unwrap().text.contains("longer than"));
}

#[test]
fn a_paste_in_the_editor_sets_its_board_up_there() {
    let mut s = Session::new(None);
    s.act(Action::EditBoard);
    s.act(Action::Paste("f5d6c3".into()));
    let mut game = Game::new(Rules::default());
    game.play_transcript("f5d6c3").unwrap();
    let editor = s.app.editor().expect("still in the editor");
    assert_eq!((editor.board, editor.to_move), (game.board(), Color::White));
    assert_eq!(s.app.game().transcript(), "", "nothing played yet");
}

#[test]
fn a_comment_typed_in_the_review_is_kept_in_the_save_and_shown_at_its_move() {
    let mut s = Session::new(None);
    s.type_moves("f5d6c3");
    s.act(Action::Review);
    s.act(Action::Step(-1));
    s.act(Action::Comment);
    s.type_name("why not c5? a \\ and a ]");
    s.act(Action::Submit);
    assert!(matches!(s.app.mode(), Mode::Review(_)));
    let snapshot = s.autosaves().last().cloned().cloned().expect("kept at once");
    assert_eq!(snapshot.comments.get(&1).map(String::as_str), Some("why not c5? a \\ and a ]"));
    let shown = screen(&s, 100, 32);
    assert!(shown.contains("Comment on 2. d6: why not c5?"), "{shown}");
    // Another move's step does not show it; the final position has nothing to comment.
    s.act(Action::Step(60));
    assert!(!screen(&s, 100, 32).contains("why not"));
    s.act(Action::Comment);
    assert!(matches!(s.app.mode(), Mode::Review(_)) && s.app.message().unwrap().warning);
    // Empty removes it.
    s.act(Action::Step(-2));
    s.act(Action::Comment);
    s.type_name("");
    s.act(Action::Submit);
    assert!(s.app.play().comments().is_empty());
}

#[test]
fn a_comment_begun_during_autoplay_is_kept_on_the_move_it_was_begun_at() {
    let mut s = Session::new(None);
    s.type_moves("f5d6c3d3c4f4");
    s.wait(Duration::from_secs(1));
    s.act(Action::Review);
    s.act(Action::Step(-60));
    s.act(Action::Autoplay);
    s.wait(Duration::from_secs(1));
    s.act(Action::Tick);
    assert_eq!(s.app.review().unwrap().step, 1);
    s.act(Action::Comment);
    // Typing takes a while: the moves must not go on beneath the box.
    s.wait(Duration::from_secs(3));
    s.act(Action::Tick);
    s.type_name("the point");
    s.act(Action::Submit);
    assert_eq!(s.app.play().comments().get(&1).map(String::as_str), Some("the point"), "on move 2");
    assert_eq!(s.app.review().unwrap().step, 1);
}

#[test]
fn comments_go_through_json_and_ggf_with_their_brackets_and_backslashes() {
    let mut game = Game::new(Rules::default());
    game.play_transcript("f5d6c3d3c4f4").unwrap();
    let mut saved = SavedGame::new(game, othello::engine::color::ByColor::both(Player::person(None)));
    saved.comments.insert(0, "the usual".into());
    saved.comments.insert(3, "a ] b \\ c [d]".into());
    saved.comments.insert(5, "\\".into());
    let json = store::to_json(&saved);
    assert!(json.contains("\"comment\": \"the usual\""), "{json}");
    assert_eq!(store::from_json(&json).unwrap().comments, saved.comments);
    let record = ggf::write(&saved);
    assert!(record.contains("B[f5]C[the usual]W[d6]"), "{record}");
    assert!(record.contains("C[a \\] b \\\\ c [d\\]]"), "{record}");
    assert_eq!(ggf::read(&record).unwrap().comments, saved.comments);
}

#[test]
fn a_save_written_before_comments_still_loads_without_any() {
    let before = r#"{
  "format": "othello-save",
  "version": 2,
  "game_id": "5f0c2a9e71d4b386",
  "started": "2026-11-22T13:05:00Z",
  "rules": { "handicap": 0, "handicap_to": "black", "time_control": null },
  "players": { "black": "Ann", "white": null },
  "computer": { "black": null, "white": 5 },
  "moves": [ { "square": "f5", "ms": 1200 }, { "square": "d6", "ms": 300 } ],
  "clocks": {
    "black": { "remaining_ms": null, "used_ms": 1200 },
    "white": { "remaining_ms": null, "used_ms": 300 }
  },
  "turn_ms": 0,
  "result": null
}"#;
    let saved = store::from_json(before).unwrap();
    assert_eq!(saved.game.transcript(), "f5d6");
    assert!(saved.comments.is_empty());
    assert!(!store::to_json(&saved).contains("comment"), "no comment, no field");
}

#[test]
fn autoplay_shows_a_move_every_pace_and_stops_at_the_end() {
    let mut s = Session::new(None);
    s.type_moves("f5d6c3d3");
    s.wait(Duration::from_secs(1));
    s.act(Action::Review);
    s.act(Action::Step(60));
    s.act(Action::Autoplay);
    let review = |s: &Session| s.app.review().unwrap().clone();
    assert_eq!(review(&s).step, 0, "from the final position it starts again at the first move");
    assert_eq!(s.app.next_change(s.now), Some(Duration::from_secs(1)), "the loop wakes for it");
    s.wait(Duration::from_millis(999));
    s.act(Action::Tick);
    assert_eq!(review(&s).step, 0);
    s.wait(Duration::from_millis(1));
    s.act(Action::Tick);
    assert_eq!(review(&s).step, 1);
    assert!(screen(&s, 80, 24).contains("Autoplay, 1 s a move"));
    s.act(Action::AutoplayPace(1));
    assert_eq!(review(&s).pace, Duration::from_secs(2));
    s.wait(Duration::from_millis(1999));
    s.act(Action::Tick);
    assert_eq!(review(&s).step, 1, "the slower pace counts from the change");
    s.wait(Duration::from_millis(1));
    s.act(Action::Tick);
    assert_eq!(review(&s).step, 2);
    s.act(Action::AutoplayPace(-2));
    assert_eq!(review(&s).pace, Duration::from_millis(500));
    s.wait(Duration::from_secs(5));
    s.act(Action::Tick);
    assert_eq!((review(&s).step, review(&s).autoplay), (4, None), "the final position ends it");
    s.act(Action::Step(-60));
    s.act(Action::Autoplay);
    s.act(Action::Autoplay);
    s.wait(Duration::from_secs(5));
    s.act(Action::Tick);
    assert_eq!(review(&s).step, 0, "stopped");
    // The pace is kept for the next review of the session.
    s.act(Action::Review);
    s.act(Action::Review);
    assert_eq!(review(&s).pace, Duration::from_millis(500));
}

#[test]
fn chat_is_shown_as_typed_and_kept_to_scroll_back_to() {
    let mut s = host_in_play(None);
    s.act(Action::Chat);
    s.type_name("good luck!");
    s.act(Action::Submit);
    let shown = screen(&s, 80, 24);
    assert!(shown.contains("You: good luck!") && !shown.contains("good luck!."), "{shown}");
    from_other(&mut s, Message::Chat { text: "thanks".into() });
    assert!(screen(&s, 80, 24).contains("Eve: thanks") && !screen(&s, 80, 24).contains("thanks."));
    // The next event takes the status line; the history keeps both.
    s.type_square("f5");
    assert!(!screen(&s, 80, 24).contains("Eve: thanks"));
    s.act(Action::ChatHistory);
    assert!(matches!(s.app.mode(), Mode::ChatHistory { .. }));
    let history = screen(&s, 80, 24);
    assert!(history.contains("You: good luck!") && history.contains("Eve: thanks"), "{history}");
    for n in 0..30 {
        from_other(&mut s, Message::Chat { text: format!("line {n}") });
    }
    let newest = screen(&s, 80, 24);
    assert!(newest.contains("line 29") && !newest.contains("good luck"), "{newest}");
    s.act(Action::ScrollChat(-40));
    let oldest = screen(&s, 80, 24);
    assert!(oldest.contains("You: good luck!") && !oldest.contains("line 29"), "{oldest}");
    s.act(Action::ChatHistory);
    assert_eq!(*s.app.mode(), Mode::Playing);
}

/// The games of the library in `data_dir`.
fn library(data_dir: &Path) -> Vec<SavedGame> {
    let mut paths: Vec<_> = std::fs::read_dir(data_dir.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    paths.sort();
    paths.iter().map(|path| store::load(path).unwrap()).collect()
}

#[test]
fn y_in_the_real_terminal_writes_osc_52_with_the_text_in_base64() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--black", "Ann", "--white", "Ben"], dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("f5d6");
    pty.wait_for("2 d6");
    pty.send("y");
    pty.wait_for("OSC 52");
    pty.send("t");
    pty.wait_for("Copied the transcript");
    let raw = pty.raw_output();
    let wanted = b"\x1b]52;c;ZjVkNg==\x07";
    assert!(raw.windows(wanted.len()).any(|w| w == wanted), "{:?}", String::from_utf8_lossy(&raw));
    pty.send("\x1b");
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let raw = String::from_utf8_lossy(&pty.raw_output()).into_owned();
    assert!(raw.contains("\x1b[?2004h") && raw.contains("\x1b[?2004l"), "bracketed paste on, then off");
}

#[test]
fn a_paste_in_the_real_terminal_opens_the_game_it_holds() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--black", "Ann", "--white", "Ben"], dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("\x1b[200~f5d6c3\x1b[201~");
    pty.wait_for("Opened the pasted transcript as a new game, White to move");
    pty.wait_for("3 c3");
    pty.send(&format!("\x1b[200~{POSITION}\x1b[201~"));
    pty.wait_for("Open the pasted position as a new game?");
    pty.send("y");
    pty.wait_for("Opened the pasted position");
    // No move made from the position: nothing to leave, nothing asked.
    pty.send("\x1b[200~(;GM[Othello]PB[Kim]PW[Lee]B[f5];)\x1b[201~");
    pty.wait_for("White (Lee) to move");
    pty.send("\x1b[200~hello\x1b[201~");
    pty.wait_for("Nothing opened");
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let games: Vec<String> = library(dir.path()).iter().map(|saved| saved.game.transcript()).collect();
    assert!(games.contains(&"f5d6c3".to_string()), "the game left is in the library: {games:?}");
}

#[test]
fn a_game_saved_by_name_plays_on_in_its_own_library_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(Rules::default());
    game.play_transcript("f5").unwrap();
    let saved = SavedGame::new(game, othello::engine::color::ByColor::both(Player::person(None)));
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    store::save(&dir.path().join("games/2026-11-22-1405-game.json"), &saved).unwrap();
    let named = dir.path().join("mine.json");
    store::save(&named, &saved).unwrap();
    let mut pty = Pty::start(&["--load", named.to_str().unwrap()], dir.path());
    pty.wait_for("Paused");
    pty.send("d6");
    pty.wait_for("2 d6");
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let games = library(dir.path());
    assert_eq!(games.len(), 1, "one game, one id, one library entry");
    assert_eq!((games[0].id.clone(), games[0].game.transcript()), (saved.id, "f5d6".to_string()));
}

#[test]
fn a_copy_older_than_its_library_game_never_cuts_it_back() {
    // Saved by name at move 1, played on in the library to move 3: opening the copy again and
    // leaving at once must keep the library's three moves; the copy goes on under a new id.
    let dir = tempfile::tempdir().unwrap();
    let people = othello::engine::color::ByColor::both(Player::person(None));
    let mut game = Game::new(Rules::default());
    game.play_transcript("f5").unwrap();
    let copy = SavedGame::new(game.clone(), people.clone());
    game.play_transcript("d6c3").unwrap();
    let further = SavedGame { game, ..copy.clone() };
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    store::save(&dir.path().join("games/2026-11-22-1405-game.json"), &further).unwrap();
    let named = dir.path().join("mine.json");
    store::save(&named, &copy).unwrap();
    let mut pty = Pty::start(&["--load", named.to_str().unwrap()], dir.path());
    pty.wait_for("Paused");
    pty.send("q");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let games = library(dir.path());
    let kept = games.iter().find(|saved| saved.id == copy.id).expect("the library's game keeps its id");
    assert_eq!(kept.game.transcript(), "f5d6c3", "the library's moves are all kept");
    assert!(games.iter().filter(|saved| saved.id == copy.id).count() == 1, "one entry an id");
}

#[test]
fn in_the_real_terminal_the_review_plays_itself_and_keeps_a_comment() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--black", "Ann", "--white", "Ben"], dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("f5d6c3");
    pty.wait_for("3 c3");
    pty.send("v");
    pty.wait_for("move 3 of 3");
    pty.send("\x1b[H");
    pty.wait_for("move 1 of 3");
    // Half a second a move: the final position within two seconds.
    pty.send(" [");
    pty.wait_for("Autoplay: 0.5 s a move");
    pty.wait_for("the final position, after 3 moves");
    pty.send("\x1b[D");
    pty.wait_for("move 3 of 3");
    pty.send("c");
    pty.wait_for("Comment on 3. c3:");
    pty.send("the tiger\r");
    pty.wait_for("Comment kept on move 3");
    pty.send("vq");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
    let games = library(dir.path());
    assert_eq!(games[0].comments.get(&2).map(String::as_str), Some("the tiger"));
}

#[test]
fn in_the_real_terminal_chat_is_shown_as_typed_and_w_shows_its_history() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, address, code) = crate::network::start_host(dir.path(), &[]);
    let mut eve = crate::common::client::Client::join(&address, &code, "Eve");
    host.wait_for("Eve joined");
    eve.send(&Message::Accept {});
    host.wait_for("Eve accepted");
    eve.send(&Message::Chat { text: "good luck!".into() });
    let screen = host.wait_for("Eve: good luck!");
    assert!(!screen.contains("good luck!."), "{screen}");
    host.send("f5");
    host.wait_for("1 f5");
    host.send("w");
    let history = host.wait_for("Up Down PgUp PgDn: scroll");
    assert!(history.contains("Eve: good luck!"), "{history}");
    // Any other key goes back to the board, where q asks before leaving.
    host.send("x");
    host.send("q");
    host.wait_for("Quit?");
    host.send("y");
    assert!(host.wait_exit().success());
}

#[test]
fn a_paste_in_a_box_where_a_line_is_typed_types_its_first_line_in() {
    let mut s = Session::new(None);
    s.app.set_geometry(Some(othello::tui::ScreenGeometry {
        left: 3,
        top: 2,
        cell_width: 4,
        cell_height: 2,
        moves: None,
    }));
    let paste = |text: &str| ratatui::crossterm::event::Event::Paste(text.into());
    assert_eq!(othello::tui::action(&paste("f5"), &s.app), Some(Action::Paste("f5".into())));
    s.act(Action::Save);
    s.type_name("my-");
    let event = paste("final\u{1b}[2J\nsecond line");
    let pasted = othello::tui::action(&event, &s.app).expect("a paste is bound in the save box");
    s.act(pasted);
    let Mode::SaveAs { input, .. } = s.app.mode() else { panic!("still in the save box") };
    assert_eq!(input.text(), "my-final[2J");
    assert_eq!(s.app.game().transcript(), "", "nothing opened");
}

#[test]
fn in_the_real_terminal_the_position_and_the_ggf_are_copied_and_a_paste_sets_up_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    let mut pty = Pty::start(&["--black", "Ann", "--white", "Ben"], dir.path());
    pty.wait_for("Black (Ann) to move");
    pty.send("f5d6");
    pty.wait_for("2 d6");
    pty.send("y");
    pty.wait_for("OSC 52");
    pty.send("p");
    pty.wait_for("Copied the position");
    pty.send("y");
    pty.wait_for("OSC 52");
    pty.send("g");
    pty.wait_for("Copied the game as GGF");
    let mut after = Game::new(Rules::default());
    after.play_transcript("f5d6").unwrap();
    let texts = pty.copied();
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert_eq!(texts[0], format!("{} X", othello::engine::notation::board_string(after.board())));
    assert!(
        texts[1].starts_with("(;GM[Othello]") && texts[1].contains("]B[f5/") && texts[1].contains("]W[d6/"),
        "{}",
        texts[1]
    );
    assert!(texts[1].contains("PB[Ann]") && texts[1].contains("PW[Ben]"), "{}", texts[1]);
    // The editor: a position pasted is set up there, and copied back as it is.
    pty.send("x");
    pty.wait_for("Enter");
    pty.send(&format!("\x1b[200~{POSITION}\x1b[201~"));
    std::thread::sleep(std::time::Duration::from_millis(300));
    pty.send("y");
    pty.wait_for("OSC 52");
    pty.send("p");
    pty.wait_for("Copied the position");
    let texts = pty.copied();
    assert_eq!(texts.last().map(String::as_str), Some(POSITION), "{texts:?}");
    pty.send("\x1b");
    pty.wait_for("Black (Ann) to move");
    pty.send("q");
    pty.wait_for("stays in your library");
    pty.send("q");
    assert!(pty.wait_exit().success());
}
