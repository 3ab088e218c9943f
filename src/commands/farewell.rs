//! What the players are told once the screen is gone: where the game is kept, and when its last
//! save failed, what the files that earlier saves wrote hold of it (a game no file holds as it
//! stands could not be kept: a failure, exit 1).

use std::path::Path;
use std::time::SystemTime;

use crate::engine::game::Game;
use crate::i18n::Language;
use crate::output;
use crate::store::SavedGame;
use crate::store::library::Library;
use crate::text::printable;
use crate::tui::App;

use super::Failure;

/// Says where the game is once the screen is gone. When its last save failed, the files that
/// earlier saves wrote are read to tell what they hold: a game that no file holds as it stands
/// could not be kept, which is a failure (exit 1) whose message says what is left of it, where.
pub(super) fn farewell(app: &App, library: &Library) -> Result<(), Failure> {
    let Some(problem) = app.save_problem() else {
        for line in app.farewell() {
            // The terminal may be gone (closed with the game in it): the game is saved all the same.
            output::out(&format!("{line}\n"));
        }
        return Ok(());
    };
    let mut copies = Vec::new();
    if let Some(id) = app.library_id() {
        let held =
            library.find(id).map_err(|_| "it is no longer there".to_string()).and_then(|p| read_copy(&p));
        copies.push(Copy {
            place: format!("Your library ({id})"),
            command: format!("othello --resume {id}"),
            held,
        });
    }
    if let Some(path) = app.save_path() {
        let shown = path.display().to_string();
        copies.push(Copy { command: format!("othello --load {shown}"), held: read_copy(path), place: shown });
    }
    let (text, kept) = what_is_kept(app.game(), problem, &copies);
    if kept {
        output::out(&format!("{}\n", crate::text::printable_lines(&text)));
        Ok(())
    } else {
        Err(Failure::System(text))
    }
}

/// A file that earlier saves of the game wrote.
struct Copy {
    /// Where it is, for the message.
    place: String,
    /// The command that goes on from it.
    command: String,
    /// The game it holds and when it was written, or why it cannot be read.
    held: Result<(SavedGame, Option<SystemTime>), String>,
}

fn read_copy(path: &Path) -> Result<(SavedGame, Option<SystemTime>), String> {
    let saved = crate::store::load(path).map_err(|e| e.to_string())?;
    Ok((saved, std::fs::metadata(path).and_then(|m| m.modified()).ok()))
}

/// Why the last save failed and what each copy holds of `game`, as a message; and whether a
/// copy holds every move of it (only the time of the turn in progress is then lost).
fn what_is_kept(game: &Game, problem: &str, copies: &[Copy]) -> (String, bool) {
    let moves = crate::text::count(game.moves().count() as i64, "move", "moves");
    let mut lines = vec![format!("the game could not be saved: {}", printable(problem))];
    let mut kept = false;
    for Copy { place, command, held } in copies {
        let (place, command) = (printable(place), printable(command));
        lines.push(match held {
            Ok((saved, _)) if saved.game.transcript() == game.transcript() => {
                kept = true;
                format!("{place} holds it with its {moves}: {command} goes on with it.")
            }
            Ok((saved, written)) => {
                // Said in English, as the rest of this message still is.
                let when = written.and_then(|t| jiff::Timestamp::try_from(t).ok()).map_or_else(String::new, |t| {
                    let local = t.to_zoned(jiff::tz::TimeZone::system());
                    format!(" at {} {}", Language::En.date(local.date()), local.strftime("%H:%M:%S"))
                });
                format!(
                    "{place} holds it as it was{when}, after {} of its {moves}: {command} goes on from there.",
                    saved.game.moves().count()
                )
            }
            Err(why) => format!("{place} cannot be read: {}", printable(why)),
        });
    }
    if !kept {
        let transcript = game.transcript();
        let lost = if copies.iter().all(|copy| copy.held.is_err()) { "Nothing of it is kept. " } else { "" };
        let written = if transcript.is_empty() { "none".to_string() } else { transcript };
        lines.push(format!("{lost}Its {moves}, as played: {written}"));
    }
    (lines.join("\n"), kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::color::ByColor;
    use crate::engine::rules::Rules;
    use crate::play::Play;
    use crate::store::Player;
    use crate::tui::{Action, Settings, Theme, update};
    use std::time::{Duration, Instant};

    fn game(moves: &str) -> Game {
        let mut game = Game::new(Rules::default());
        game.play_transcript(moves).unwrap();
        game
    }

    /// A session on `moves` whose game is in the library as `id`, and whose last save failed.
    fn failed_after(moves: &str, id: &str, data_dir: &Path) -> App {
        let settings = Settings {
            theme: Theme::new(true, false),
            data_dir: data_dir.to_path_buf(),
            min_move_time: Duration::ZERO,
            language: None,
            system_language: crate::i18n::Language::En,
            clipboard: crate::tui::ClipboardReach::Unknown,
            seed: 0,
        };
        let play = Play::new(game(moves), ByColor::both(Player::person(None)), Duration::ZERO);
        let mut app = App::new(play, None, settings).in_library(Some(id.to_string()));
        let failed =
            Action::Autosaved { game: 0, result: Err("/data/games: No space left on device".into()) };
        update(&mut app, failed, Instant::now());
        app
    }

    #[test]
    fn a_game_whose_last_save_failed_is_a_failure_that_says_what_the_library_holds() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path());
        std::fs::create_dir_all(library.folder()).unwrap();
        let copy = SavedGame::new(game("f5"), ByColor::both(Player::person(None)));
        crate::store::save(&library.folder().join("g1.json"), &copy).unwrap();

        let Err(Failure::System(text)) = farewell(&failed_after("f5d6c3", "g1", dir.path()), &library) else {
            panic!("moves no file holds: a failure");
        };
        assert!(
            text.starts_with("the game could not be saved: /data/games: No space left on device"),
            "{text}"
        );
        assert!(
            text.contains("Your library (g1) holds it as it was at ")
                && text.contains(", after 1 of its 3 moves: othello --resume g1 goes on from there."),
            "{text}"
        );
        assert!(text.contains("Its 3 moves, as played: f5d6c3"), "what is lost, for the record: {text}");
        assert!(!text.contains("Nothing of it is kept"), "{text}");

        // A copy with every move keeps the game: only the turn's time is lost.
        assert!(farewell(&failed_after("f5", "g1", dir.path()), &library).is_ok());

        let Err(Failure::System(text)) = farewell(&failed_after("f5d6", "gone", dir.path()), &library) else {
            panic!("no copy at all: a failure");
        };
        assert!(text.contains("Your library (gone) cannot be read: it is no longer there"), "{text}");
        assert!(text.contains("Nothing of it is kept. Its 2 moves, as played: f5d6"), "{text}");
    }
}
