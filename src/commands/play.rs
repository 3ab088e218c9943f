//! Playing: the game to open (a new one from the flags, a file, or a game of the library to
//! resume), who the computer plays, the library file claimed, then the terminal game, and where
//! the game is kept once it is over.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use crate::cli::Cli;
use crate::engine::color::Color;
use crate::output;
use crate::play::Play;
use crate::search::level::Level;
use crate::store::SavedGame;
use crate::store::library::{ClaimError, Library, Slot};
use crate::store::records::Kind;
use crate::store::training::TrainingRecord;
use crate::text::printable;
use crate::tui::{self, App, Identity, Preferences, Settings, Storage, Theme};

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
    let storage = Storage::new(library, identity, slot);
    let app = tui::play(app, storage, threads, None)
        .map_err(|e| Failure::System(format!("terminal error: {e}")))?;
    for line in app.farewell() {
        // The terminal may be gone (closed with the game in it): the game is saved all the same.
        output::out(&format!("{line}\n"));
    }
    Ok(())
}

/// How the screen looks and behaves, from the preferences kept and the flags (a theme given is
/// kept for the next games); and those preferences.
pub(super) fn settings(cli: &Cli, library: &Library) -> (Settings, Preferences) {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let mut preferences = Preferences::load(library.data_dir());
    if let Some(palette) = cli.theme {
        preferences.theme = palette;
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
