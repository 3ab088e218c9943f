//! Playing: the game to open (a new one from the flags, a file, or a game of the library to
//! resume), who the computer plays and the library file claimed, then the terminal game.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use crate::cli::Cli;
use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::search::level::Level;
use crate::store::library::Library;
use crate::store::records::Kind;
use crate::store::trainers::TrainingRecord;
use crate::store::{self, GameId, SavedGame};
use crate::text::printable;
use crate::tr;

use super::farewell::farewell;
use super::session::{self, Session, claim};
use super::{Failure, database_game, load, new_game, rename, resolve, said};

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
                let folder = printable(&library.folder().display().to_string());
                return Err(Failure::Input(tr!(said(), "error-nothing-to-resume", folder = folder)));
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
        return Err(Failure::Input(tr!(said(), "error-needs-terminal", what = "game-show")));
    }
    let (slot, save_path) = match &source {
        // Only an othello save is written back to: any other record goes on in the library.
        Some(_) if kind != Kind::Save => (None, None),
        Some(path) if library.holds(path) => (Some(claim(&library, path)?), None),
        // A copy saved by name is the same game as its library file (one id): playing on goes
        // on in that file, not in a second entry of the library under the same id. Only while the
        // library's game is the copy's or an earlier point of it: a copy older than its library
        // file (played on since) would cut it back, and a library game another othello has open
        // cannot be written; either way the copy goes on as a game of its own, under a new id.
        Some(path) => {
            let in_library =
                library.file_of(&saved.id).and_then(|file| Some((store::load(&file).ok()?, file)));
            let slot = match &in_library {
                Some((kept, file)) if is_start_of(&kept.game, &saved.game) => library.claim(file).ok(),
                _ => None,
            };
            if in_library.is_some() && slot.is_none() {
                saved.id = GameId::random();
            }
            (slot, Some(path.clone()))
        }
        None => (None, None),
    };
    // Plain `othello`: the game is chosen on the new-game screen; flags start one directly.
    let plain = !opened && !cli.game.any_given() && cli.computer.is_none() && cli.level.is_none();
    let session = Session { slot, save_path, variety: !cli.no_variety, ..Session::of(saved) };
    let app = session::open(&cli, &library, threads, session, |app| {
        let app = app
            .with_training_record(TrainingRecord::load(library.data_dir()))
            .with_move_numbers(cli.move_numbers)
            .with_hints(cli.hints);
        match (opened, plain) {
            (true, _) => app.paused_until_key(),
            (false, true) => app.choosing_a_new_game(),
            (false, false) => app,
        }
    })?;
    farewell(&app, &library)
}

/// Whether `earlier` is `later` or an earlier point of it: the same rules and start, and its
/// moves the first of `later`'s.
fn is_start_of(earlier: &Game, later: &Game) -> bool {
    let (earlier_moves, later_moves): (Vec<_>, Vec<_>) = (earlier.moves().collect(), later.moves().collect());
    earlier.rules() == later.rules()
        && earlier.start() == later.start()
        && later_moves.starts_with(&earlier_moves)
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
            return Err(Failure::Input(tr!(said(), "error-level-without-computer")));
        }
        for color in sides.collect::<Vec<_>>() {
            saved.players[color].computer = Some(level);
        }
    }
    Ok(())
}
