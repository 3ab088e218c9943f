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
use crate::tr;
use crate::tui::App;

use super::Failure;

/// Says where the game is once the screen is gone, in the players' language. When its last save
/// failed, the files that earlier saves wrote are read to tell what they hold: a game that no file
/// holds as it stands could not be kept, which is a failure (exit 1) whose message says what is
/// left of it, where.
pub(super) fn farewell(app: &App, library: &Library) -> Result<(), Failure> {
    let Some(problem) = app.save_problem() else {
        for line in app.farewell() {
            // The terminal may be gone (closed with the game in it): the game is saved all the same.
            output::out(&format!("{line}\n"));
        }
        return Ok(());
    };
    let language = app.language();
    let mut copies = Vec::new();
    if let Some(id) = app.library_id() {
        let held = library
            .find(id)
            .map_err(|_| tr!(language, "farewell-gone"))
            .and_then(|p| read_copy(&p, language));
        copies.push(Copy {
            place: tr!(language, "farewell-library", id = printable(id)),
            command: format!("othello --resume {id}"),
            held,
        });
    }
    if let Some(path) = app.save_path() {
        let shown = path.display().to_string();
        copies.push(Copy {
            command: format!("othello --load {shown}"),
            held: read_copy(path, language),
            place: shown,
        });
    }
    let (text, kept) = what_is_kept(app.game(), problem, &copies, language);
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
    /// The game it holds and when it was written, or why it cannot be read (in the language).
    held: Result<(SavedGame, Option<SystemTime>), String>,
}

fn read_copy(path: &Path, language: Language) -> Result<(SavedGame, Option<SystemTime>), String> {
    let saved = crate::store::load(path).map_err(|e| crate::words::save_error(language, &e))?;
    Ok((saved, std::fs::metadata(path).and_then(|m| m.modified()).ok()))
}

/// Why the last save failed and what each copy holds of `game`, as a message in `language`; and
/// whether a copy holds every move of it (only the time of the turn in progress is then lost).
fn what_is_kept(game: &Game, problem: &str, copies: &[Copy], language: Language) -> (String, bool) {
    let moves = game.moves().count();
    let mut lines = vec![tr!(language, "farewell-not-saved", why = printable(problem))];
    let mut kept = false;
    for Copy { place, command, held } in copies {
        let (place, command) = (printable(place), printable(command));
        lines.push(match held {
            Ok((saved, _)) if saved.game.transcript() == game.transcript() => {
                kept = true;
                tr!(language, "farewell-holds-all", place = place, moves = moves, command = command)
            }
            Ok((saved, written)) => {
                let when = written.and_then(|t| jiff::Timestamp::try_from(t).ok()).map(|t| {
                    let local = t.to_zoned(jiff::tz::TimeZone::system());
                    (language.date(local.date()), local.strftime("%H:%M:%S").to_string())
                });
                let (date, time) = when.clone().unwrap_or_default();
                tr!(
                    language,
                    "farewell-holds-part",
                    dated = if when.is_some() { "yes" } else { "no" },
                    place = place,
                    date = date,
                    time = time,
                    played = saved.game.moves().count(),
                    moves = moves,
                    command = command
                )
            }
            Err(why) => tr!(language, "farewell-unreadable", place = place, why = printable(why)),
        });
    }
    if !kept {
        let none_read = copies.iter().all(|copy| copy.held.is_err());
        lines.push(tr!(
            language,
            "farewell-lost",
            kept = if none_read { "none" } else { "some" },
            moves = moves,
            transcript = game.transcript()
        ));
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
        failed_in(moves, id, data_dir, None)
    }

    /// The same, the players' language `language` (the system's, English, without one).
    fn failed_in(moves: &str, id: &str, data_dir: &Path, language: Option<Language>) -> App {
        let settings = Settings {
            theme: Theme::new(true, false),
            data_dir: data_dir.to_path_buf(),
            min_move_time: Duration::ZERO,
            language,
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

    #[test]
    fn the_farewell_after_a_failed_save_is_in_the_players_language() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path());
        std::fs::create_dir_all(library.folder()).unwrap();
        let copy = SavedGame::new(game("f5"), ByColor::both(Player::person(None)));
        crate::store::save(&library.folder().join("g1.json"), &copy).unwrap();
        let failed = |moves, id, language| failed_in(moves, id, dir.path(), Some(language));

        let Err(Failure::System(text)) = farewell(&failed("f5d6c3", "g1", Language::De), &library) else {
            panic!("moves no file holds: a failure");
        };
        assert!(text.starts_with("die Partie konnte nicht gespeichert werden: "), "{text}");
        assert!(
            text.contains("Deine Bibliothek (g1) enthält sie, wie sie am ")
                && text.contains("nach 1 ihrer 3 Züge: othello --resume g1 setzt sie von dort fort."),
            "{text}"
        );
        assert!(text.contains("Ihre 3 Züge, wie gespielt: f5d6c3"), "{text}");

        let Err(Failure::System(text)) = farewell(&failed("f5d6", "gone", Language::Fr), &library) else {
            panic!("no copy at all: a failure");
        };
        assert!(text.contains("impossible de lire vos archives (gone)\u{a0}: elle n'y est plus"), "{text}");
        assert!(text.contains("Rien n'en est conservé. Ses 2 coups, tels que joués\u{a0}: f5d6"), "{text}");

        // A copy that holds every move: kept, said in the language (nothing is printed as a failure).
        assert!(farewell(&failed("f5", "g1", Language::Zh), &library).is_ok());
        let (said, kept) = what_is_kept(
            &game("f5"),
            "x",
            &[Copy {
                place: "/games/a.json".into(),
                command: "othello --load /games/a.json".into(),
                held: Ok((copy.clone(), None)),
            }],
            Language::Nl,
        );
        assert!(kept);
        assert_eq!(
            said,
            "de partij kon niet worden opgeslagen: x\n/games/a.json bevat haar met haar 1 zet: othello --load /games/a.json speelt haar verder."
        );
        for language in Language::ALL {
            let (said, _) = what_is_kept(&game("f5d6"), "x", &[], language);
            assert!(!said.chars().any(|c| c.is_control() && c != '\n'), "{said:?}");
        }
    }
}
