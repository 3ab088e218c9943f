//! Playing: the game to open (a new one from the flags, a file, or a game of the library to
//! resume), who the computer plays, the library file claimed, then the terminal game, and where
//! the game is kept once it is over.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::cli::{Cli, ThemeName};
use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::output;
use crate::play::Play;
use crate::search::level::Level;
use crate::store::SavedGame;
use crate::store::library::{ClaimError, Library, Slot};
use crate::store::records::Kind;
use crate::store::training::TrainingRecord;
use crate::text::printable;
use crate::tui::{self, App, Identity, Palette, Preferences, Settings, Storage, Theme};

use super::{Failure, database_game, load, new_game, rename, resolve};

/// Opens the game the command line asks for and plays it in the terminal.
pub(super) fn run(cli: Cli, library: Library, threads: usize) -> Result<(), Failure> {
    // A game of the games database opens as any record does, written to the library if played on.
    if let Some(reference) = &cli.load
        && let Some(saved) = database_game(reference, &library)?
    {
        return open(cli, library, threads, saved, Kind::Database, None);
    }
    let source = match (&cli.load, &cli.resume) {
        (Some(reference), _) => Some(resolve(reference, &library)?),
        (None, Some(id)) if id.is_empty() => match library.newest_unfinished() {
            Some(entry) => Some(entry.path),
            None => {
                return Err(Failure::Input(format!(
                    "no unfinished game to resume in {} (othello games lists the library)",
                    printable(&library.folder().display().to_string())
                )));
            }
        },
        (None, Some(id)) => Some(resolve(Path::new(id), &library)?),
        (None, None) => None,
    };
    // Bad input is reported first, with or without a terminal.
    let (saved, kind) = match &source {
        Some(path) => load(path, cli.game_number)?,
        None => (new_game(&cli.game)?, Kind::Save),
    };
    // A game over the network goes on over the network.
    if let (Some(seat), Some(path)) = (&saved.seat, &source) {
        return super::net::resume(&cli, seat.role, path, library, threads);
    }
    open(cli, library, threads, saved, kind, source)
}

/// Plays `saved`, read as `kind` from `source` (none for a new game or one of the database).
fn open(
    cli: Cli,
    library: Library,
    threads: usize,
    mut saved: SavedGame,
    kind: Kind,
    source: Option<PathBuf>,
) -> Result<(), Failure> {
    let opened = source.is_some() || kind == Kind::Database;
    rename(&mut saved, &cli.game);
    choose_computer(&mut saved, &cli)?;
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::Input(
            "the game needs a terminal, and standard input or output is not one; to print a game from a script, use othello show".into(),
        ));
    }
    let (slot, save_path) = match &source {
        // Only an othello save is written back to: any other record goes on in the library.
        Some(_) if kind != Kind::Save => (None, None),
        Some(path) if library.holds(path) => (Some(claim(&library, path)?), None),
        Some(path) => (None, Some(path.clone())),
        None => (None, None),
    };
    let library_id = slot.as_ref().map(Slot::id);
    let (settings, preferences) = settings(&cli, &library);
    let identity = Identity { id: saved.id.clone(), started: saved.started, seat: None };
    let play = Play::new(saved.game, saved.players, saved.turn);
    let play = if cli.no_variety { play.without_variety() } else { play };
    let mut app = App::new(play, save_path, settings)
        .with_training_record(TrainingRecord::load(library.data_dir()))
        .with_move_numbers(cli.move_numbers)
        .with_hints(cli.hints)
        .in_library(library_id);
    if opened {
        app = app.paused_until_key();
    }
    // Plain `othello`: the game is chosen on the new-game screen; flags start one directly.
    let plain = !opened && !cli.game.any_given() && cli.computer.is_none() && cli.level.is_none();
    app = if plain { app.choosing_a_new_game(&preferences) } else { app.with_new_game_choices(&preferences) };
    let storage = Storage::new(library.clone(), identity, slot);
    let app = tui::play(app, storage, threads, None)
        .map_err(|e| Failure::System(format!("terminal error: {e}")))?;
    farewell(&app, &library)
}

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
                let when = written.and_then(|t| jiff::Timestamp::try_from(t).ok()).map_or_else(String::new, |t| {
                    t.to_zoned(jiff::tz::TimeZone::system()).strftime(" at %Y-%m-%d %H:%M:%S").to_string()
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

/// How the screen looks and behaves, from the preferences kept and the flags (a theme given is
/// kept for the next games); and those preferences.
pub(super) fn settings(cli: &Cli, library: &Library) -> (Settings, Preferences) {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let mut preferences = Preferences::load(library.data_dir());
    if let Some(theme) = cli.theme {
        preferences.theme = palette(theme);
        // Chosen on the command line, kept for the next games; a folder that cannot be written
        // costs only the memory of it.
        let _ = preferences.save(library.data_dir());
    }
    let theme = Theme {
        palette: preferences.theme,
        legal_marks: preferences.legal_marks,
        ..Theme::new(no_color, cli.ascii)
    };
    let settings =
        Settings { theme, data_dir: library.data_dir().to_path_buf(), min_move_time: cli.min_move_time };
    (settings, preferences)
}

/// The screen's palette that `--theme` names.
fn palette(theme: ThemeName) -> Palette {
    match theme {
        ThemeName::Green => Palette::Green,
        ThemeName::Dark => Palette::Dark,
        ThemeName::Light => Palette::Light,
        ThemeName::Contrast => Palette::Contrast,
    }
}

/// `--computer` and `--level` on a new game, or to change who plays a saved one.
fn choose_computer(saved: &mut SavedGame, cli: &Cli) -> Result<(), Failure> {
    if let Some(computer) = cli.computer {
        for color in Color::ALL {
            saved.players[color].computer =
                computer.plays(color).then(|| saved.players[color].computer.unwrap_or(Level::DEFAULT));
        }
    }
    if let Some(level) = cli.level {
        let mut sides = Color::ALL.into_iter().filter(|&c| saved.players[c].computer.is_some()).peekable();
        if sides.peek().is_none() {
            return Err(Failure::Input(
                "--level: the computer plays neither side; add --computer white, black or both".into(),
            ));
        }
        for color in sides.collect::<Vec<_>>() {
            saved.players[color].computer = Some(level);
        }
    }
    Ok(())
}

pub(super) fn claim(library: &Library, path: &Path) -> Result<Slot, Failure> {
    library.claim(path).map_err(|error| {
        let game = library.describe(path);
        let folder = crate::text::printable(&library.folder().display().to_string());
        Failure::Input(format!("cannot open the game {game}: {error}.{}", remedy(&error, &folder, &game)))
    })
}

/// What would let a game be opened that could not be claimed: a game cannot be played where its
/// moves cannot be kept.
fn remedy(error: &ClaimError, folder: &str, game: &str) -> String {
    match error {
        ClaimError::Io(io) if io.kind() == std::io::ErrorKind::StorageFull => {
            format!(" The disk is full: free some space on it and try again (the game is safe in {folder}).")
        }
        ClaimError::Io(io)
            if matches!(
                io.kind(),
                std::io::ErrorKind::ReadOnlyFilesystem | std::io::ErrorKind::PermissionDenied
            ) =>
        {
            format!(
                " {folder} cannot be written, and a game in play is saved after every move: make it writable, or copy the game elsewhere and open the copy with --load (othello show {game} prints it meanwhile)."
            )
        }
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::color::ByColor;
    use crate::engine::rules::Rules;
    use crate::store::Player;
    use crate::tui::{Action, update};
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
    fn each_theme_named_on_the_command_line_is_the_palette_of_that_name() {
        use clap::ValueEnum;
        for theme in ThemeName::value_variants() {
            let name = theme.to_possible_value().expect("every theme is shown");
            assert_eq!(palette(*theme).name(), name.get_name());
        }
        assert_eq!(ThemeName::value_variants().len(), Palette::ALL.len(), "every palette can be named");
    }

    #[test]
    fn a_game_that_cannot_be_locked_says_what_would_let_it_open() {
        let io = |kind| ClaimError::Io(std::io::Error::from(kind));
        let full = remedy(&io(std::io::ErrorKind::StorageFull), "/data/games", "g1");
        assert!(full.contains("free some space"), "{full}");
        for kind in [std::io::ErrorKind::ReadOnlyFilesystem, std::io::ErrorKind::PermissionDenied] {
            let locked_out = remedy(&io(kind), "/data/games", "g1");
            assert!(
                locked_out.contains("/data/games cannot be written")
                    && locked_out.contains("othello show g1")
            );
        }
        assert_eq!(remedy(&ClaimError::InUse(Some(7)), "/data/games", "g1"), "", "in use says so itself");
    }
}
