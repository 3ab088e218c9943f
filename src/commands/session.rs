//! What every command that plays on the terminal shares (`othello`, `host`, `join`, `train`):
//! one way to open a game (its identity taken from its record, its library file, the screen's
//! settings and remembered choices), the settings themselves, and a library file claimed.

use std::path::{Path, PathBuf};

use crate::cli::{Cli, ThemeName};
use crate::i18n::Language;
use crate::play::Play;
use crate::store::SavedGame;
use crate::store::library::{ClaimError, Library, Slot};
use crate::tr;
use crate::tui::{self, App, Connection, Palette, Preferences, Settings, Storage, Theme};

use super::Failure;

/// A game to open on the terminal, and how.
pub(super) struct Session {
    /// The game, with its identity (and, over the network, this side's seat in it).
    pub saved: SavedGame,
    /// Its file in the library, claimed for this process, if it has one yet.
    pub slot: Option<Slot>,
    /// The file `s` saves to without asking: the one the game came from, outside the library.
    pub save_path: Option<PathBuf>,
    /// The network side, over the network.
    pub connection: Option<Connection>,
    /// Whether the computer varies its openings (never over the network, nor with
    /// `--no-variety`).
    pub variety: bool,
    /// Whether the clock of the player to move runs from the start (a guest back in a game
    /// under way); otherwise it starts with the first key, or when both players are in.
    pub running: bool,
}

impl Session {
    /// `saved`, opened as it is: no library file yet, no file to save to, at one keyboard.
    pub(super) fn of(saved: SavedGame) -> Session {
        Session { saved, slot: None, save_path: None, connection: None, variety: true, running: false }
    }
}

/// Plays `session` on the terminal, the engine on `threads` threads, its screen made by
/// `shape` from the game opened; returns the app as the players left it.
///
/// # Errors
/// The terminal failed.
pub(super) fn open(
    cli: &Cli,
    library: &Library,
    threads: usize,
    session: Session,
    shape: impl FnOnce(App) -> App,
) -> Result<App, Failure> {
    let Session { saved, slot, save_path, connection, variety, running } = session;
    let identity = saved.identity();
    let recorded = saved.played_at.clone().map(|played_at| (saved.game.transcript(), played_at));
    let played_at = saved.played_at.as_ref().and_then(|at| at.describe());
    let (settings, preferences) = self::settings(cli, library);
    let mut play = Play::new(saved.game, saved.players, saved.turn).with_comments(saved.comments);
    if !variety {
        play = play.without_variety();
    }
    if running {
        play.start_clock(std::time::Instant::now());
    }
    let app = App::new(play, save_path, settings)
        .with_new_game_choices(&preferences)
        .with_graph(preferences.graph)
        .in_library(slot.as_ref().map(Slot::id))
        .recorded_at(played_at);
    let mut storage = Storage::new(library.clone(), identity, slot);
    if let Some((transcript, played_at)) = recorded {
        // A tournament's game is looked through, not taken: the player's once played on.
        storage = storage.of_a_record(transcript, played_at);
    }
    let app = shape(app);
    let language = app.language();
    tui::play(app, storage, threads, connection).map_err(|e| {
        let why = match e.downcast_ref::<std::io::Error>() {
            Some(io) => crate::words::io_error(language, io),
            None => crate::text::printable(&e.to_string()),
        };
        Failure::System(tr!(language, "error-terminal", why = why))
    })
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
    let settings = Settings {
        theme,
        data_dir: library.data_dir().to_path_buf(),
        min_move_time: cli.min_move_time,
        language: cli.lang,
        system_language: crate::i18n::Language::chosen(None),
        clipboard: crate::tui::ClipboardReach::of_environment(),
        seed: crate::tui::random_seed(),
    };
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

/// Claims the library game in `path` for this process, or says why not and what would help.
pub(super) fn claim(library: &Library, path: &Path) -> Result<Slot, Failure> {
    library.claim(path).map_err(|error| Failure::Input(cannot_claim(library, path, &error, super::said())))
}

/// Why the library game in `path` could not be claimed, and what would help, in `language`.
fn cannot_claim(library: &Library, path: &Path, error: &ClaimError, language: Language) -> String {
    let game = library.describe(path);
    let folder = crate::text::printable(&library.folder().display().to_string());
    let said = match error {
        ClaimError::InUse(pid) => {
            tr!(
                language,
                "error-cannot-open-game",
                problem = "in-use",
                pid = pid.unwrap_or(0),
                game = game.clone()
            )
        }
        ClaimError::Io(io) => tr!(
            language,
            "error-cannot-open-game",
            problem = "lock",
            game = game.clone(),
            why = crate::words::io_error(language, io)
        ),
    };
    match remedy(error, &folder, &game, language) {
        Some(remedy) => format!("{said} {remedy}"),
        None => said,
    }
}

/// What would let a game be opened that could not be claimed, in `language`: a game cannot be
/// played where its moves cannot be kept.
fn remedy(error: &ClaimError, folder: &str, game: &str, language: Language) -> Option<String> {
    match error {
        ClaimError::Io(io) if io.kind() == std::io::ErrorKind::StorageFull => {
            Some(tr!(language, "error-open-disk-full", folder = folder))
        }
        ClaimError::Io(io)
            if matches!(
                io.kind(),
                std::io::ErrorKind::ReadOnlyFilesystem | std::io::ErrorKind::PermissionDenied
            ) =>
        {
            Some(tr!(language, "error-open-read-only", folder = folder, game = game))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let en = Language::En;
        let full = remedy(&io(std::io::ErrorKind::StorageFull), "/data/games", "g1", en).unwrap();
        assert!(full.contains("free some space"), "{full}");
        let voll = remedy(&io(std::io::ErrorKind::StorageFull), "/data/games", "g1", Language::De).unwrap();
        assert!(voll.contains("Der Datenträger ist voll") && voll.contains("/data/games"), "{voll}");
        for kind in [std::io::ErrorKind::ReadOnlyFilesystem, std::io::ErrorKind::PermissionDenied] {
            let locked_out = remedy(&io(kind), "/data/games", "g1", en).unwrap();
            assert!(
                locked_out.contains("/data/games cannot be written")
                    && locked_out.contains("othello show g1")
            );
        }
        assert_eq!(
            remedy(&ClaimError::InUse(Some(7)), "/data/games", "g1", en),
            None,
            "in use says so itself"
        );
    }

    #[test]
    fn a_game_that_cannot_be_opened_says_so_in_the_language() {
        let dir = tempfile::tempdir().unwrap();
        let library = Library::new(dir.path());
        let path = library.folder().join("g1.json");
        let in_use = cannot_claim(&library, &path, &ClaimError::InUse(Some(7)), Language::De);
        assert!(in_use.starts_with("kann die Partie ") && in_use.ends_with("(Prozess 7)."), "{in_use}");
        let unknown = cannot_claim(&library, &path, &ClaimError::InUse(None), Language::En);
        assert!(unknown.ends_with("it is open in another othello."), "{unknown}");
        let full = ClaimError::Io(std::io::Error::from(std::io::ErrorKind::StorageFull));
        let said = cannot_claim(&library, &path, &full, Language::Fr);
        assert!(
            said.contains("impossible de la verrouiller\u{a0}: le disque est plein.")
                && said.contains("Le disque est plein\u{a0}: libérez de la place"),
            "{said}"
        );
        assert!(!said.contains("os error"), "{said}");
    }
}
