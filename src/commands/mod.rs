//! The subcommands, one file each, on what they share: the failures that become messages and
//! exit codes, printing that a closed pipe does not break, and the one resolver of "a file (or
//! a game of the library), or `--position`, then `--moves`".

mod analyze;
mod book;
mod book_learn;
mod book_shards;
mod db;
mod farewell;
mod games;
mod manual;
mod net;
mod play;
mod rules;
mod session;
mod show;
mod solve;
mod train;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use clap::CommandFactory;

use crate::cli::{Cli, Command, FlagsError, GameArgs, PositionArgs};
use crate::engine::color::{ByColor, Color};
use crate::engine::game::Game;
use crate::engine::notation::parse_position;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use crate::i18n::Language;
use crate::search::Searcher;
use crate::search::opening::{Balance, balanced_opening};
use crate::search::random::SplitMix64;
use crate::store::Player;
use crate::store::db::DbError;
use crate::store::library::{FindError, Library};
use crate::store::records::{self, Kind, RecordError};
use crate::store::{self, SaveError, SavedGame};
use crate::text::{echo, printable};
use crate::tr;

/// A failure, and whether it was the user's input (exit 2) or the system (exit 1).
pub enum Failure {
    /// Bad input: a message that says what and why.
    Input(String),
    /// The system failed: a message that says what.
    System(String),
}

/// Runs the command line: a subcommand, or the game.
///
/// # Errors
/// A [`Failure`] with its message.
pub fn run(cli: Cli) -> Result<(), Failure> {
    // Given after the subcommand (where it means something) or before it, as it always could be.
    let (data_dir, threads) = match &cli.command {
        Some(command) => given(command),
        None => (None, None),
    };
    let data_dir = store::data_dir(data_dir.or(cli.data_dir.as_deref()));
    let library = Library::new(&data_dir);
    let threads = threads
        .or(cli.threads)
        .map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), usize::from);
    // Every command that reads or writes the data folder first removes what a writer that died
    // left there: a save's or an import's temporary file (up to the 100 MB of a games database),
    // which no process holds locked any more. A writer alive holds its lock, and keeps its file.
    // The engine too: an NBoard GUI's `learn` writes the book there.
    if !matches!(cli.command, Some(Command::Completions { .. } | Command::Manual { .. } | Command::Rules)) {
        library.clean();
    }
    // The language of the words a command prints for people, as `othello rules` chooses it; the
    // command line's errors are said in it too.
    let language = || language(cli.lang, &data_dir);
    let _ = LANGUAGE.set(language());
    match cli.command {
        Some(Command::Completions { shell }) => {
            // The descriptions a shell shows beside the flags, in the player's language; the
            // flags and subcommands are the same in every language.
            let mut script = Vec::new();
            let mut command = crate::cli::help::localized(Cli::command(), language());
            clap_complete::generate(shell, &mut command, "othello", &mut script);
            print(&script)
        }
        Some(Command::Manual { dir }) => manual::run(dir.as_deref(), language()),
        Some(Command::Rules) => rules::run(language()),
        Some(Command::Show(args)) => show::run(&args, &library, language()),
        Some(Command::Games(args)) => games::run(&args, &library, language()),
        Some(Command::Solve(args)) => solve::run(&args, &library, threads, language()),
        Some(Command::Analyze(args)) => analyze::run(&args, &library, language()),
        Some(Command::Book(args)) => book::run(&args, &data_dir, threads, language()),
        Some(Command::Db(action)) => db::run(&action, &data_dir, &library, threads, language()),
        Some(Command::Engine(args)) => {
            let book = (!args.no_book).then(|| std::sync::Arc::new(store::book::active(&data_dir)));
            let input = std::io::BufReader::new(std::io::stdin());
            let variety = i32::try_from(args.variety).expect("at most 8") * 100;
            let options = crate::nboard::Options { threads, book, data_dir: data_dir.clone(), variety };
            crate::nboard::run(input, std::io::stdout(), options)
                .map_err(|e| Failure::System(format!("engine: {e}")))
        }
        Some(Command::Train(ref action)) => train::run(&cli, action, library, threads, language()),
        Some(Command::Host(ref args)) => net::host(&cli, args, library, threads),
        Some(Command::Join(ref args)) => net::join(&cli, args, library, threads),
        None => play::run(cli, library, threads),
    }
}

/// The language of the command line's errors, chosen once by [`run`].
static LANGUAGE: OnceLock<Language> = OnceLock::new();

/// The language the command line's errors are said in: as [`run`] chose it, English before.
fn said() -> Language {
    LANGUAGE.get().copied().unwrap_or(Language::En)
}

/// The language of what a command prints for people: `chosen` (`--lang`), else the new-game
/// screen's Language kept in `data_dir`, else the environment's, else English. What scripts read
/// (JSON, GGF, transcripts, the NBoard protocol) is the same in every language.
fn language(chosen: Option<Language>, data_dir: &Path) -> Language {
    Language::chosen(chosen.or_else(|| crate::tui::Preferences::load(data_dir).new_game.language))
}

/// The language of a command line clap could not read: its `--lang` if it names one, else as
/// [`language`] chooses with the data folder it names (`--data-dir`), anywhere on the line.
pub fn language_of_arguments(arguments: &[std::ffi::OsString]) -> Language {
    let value_of = |name: &str| {
        let given = arguments.iter().map(|argument| argument.to_string_lossy());
        let mut after_name = false;
        let mut found = None;
        for argument in given {
            if after_name {
                found = Some(argument.to_string());
            } else if let Some(value) = argument.strip_prefix(name).and_then(|rest| rest.strip_prefix('=')) {
                found = Some(value.to_string());
            }
            after_name = argument == name;
        }
        found
    };
    let chosen =
        value_of("--lang").and_then(|code| <Language as clap::ValueEnum>::from_str(&code, true).ok());
    let data_dir = value_of("--data-dir").map(std::path::PathBuf::from);
    language(chosen, &store::data_dir(data_dir.as_deref()))
}

/// The data folder and the threads given after `command`'s name, where it takes them.
fn given(command: &Command) -> (Option<&Path>, Option<u16>) {
    use crate::cli::{BookAction, DataDirArg, DbAction, ThreadsArg, TrainAction};
    fn both<'a>(data: &'a DataDirArg, threads: &ThreadsArg) -> (Option<&'a Path>, Option<u16>) {
        (data.data_dir.as_deref(), threads.threads)
    }
    fn data(data: &DataDirArg) -> (Option<&Path>, Option<u16>) {
        (data.data_dir.as_deref(), None)
    }
    match command {
        Command::Show(args) => data(&args.data),
        Command::Solve(args) => both(&args.data, &args.threads),
        Command::Analyze(args) => data(&args.data),
        Command::Engine(args) => both(&args.data, &args.threads),
        Command::Games(args) => data(&args.data),
        Command::Book(args) => match &args.action {
            Some(BookAction::Grow(grow)) => {
                let (data_dir, threads) = both(&grow.data, &grow.threads);
                (data_dir.or(args.data.data_dir.as_deref()), threads)
            }
            Some(BookAction::Learn { data: sub, threads, .. }) => {
                let (data_dir, threads) = both(sub, threads);
                (data_dir.or(args.data.data_dir.as_deref()), threads)
            }
            Some(
                BookAction::Show { data: sub, .. }
                | BookAction::Merge { data: sub, .. }
                | BookAction::Export { data: sub, .. }
                | BookAction::Import { data: sub, .. },
            ) => {
                let (data_dir, threads) = data(sub);
                (data_dir.or(args.data.data_dir.as_deref()), threads)
            }
            None => data(&args.data),
        },
        Command::Host(args) => data(&args.data),
        Command::Join(args) => data(&args.data),
        Command::Db(DbAction::Import(args)) => data(&args.data),
        Command::Db(DbAction::Games(args)) => data(&args.query.data),
        Command::Db(DbAction::Explore(args)) => both(&args.query.data, &args.threads),
        Command::Train(TrainAction::Endgame(args)) => both(&args.data, &args.threads),
        Command::Train(TrainAction::Opening(args)) => both(&args.data, &args.threads),
        Command::Train(TrainAction::List)
        | Command::Manual { .. }
        | Command::Rules
        | Command::Completions { .. } => (None, None),
    }
}

/// Writes to standard output; a closed pipe is not an error, a full disk is.
/// Whether a failed write means the reader is gone (a closed pipe, or a closed terminal: EIO),
/// which wants no more output and no message.
fn reader_gone(error: &std::io::Error) -> bool {
    #[cfg(unix)]
    if error.raw_os_error() == Some(libc::EIO) {
        return true;
    }
    error.kind() == std::io::ErrorKind::BrokenPipe
}

fn print(bytes: &[u8]) -> Result<(), Failure> {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Err(e) if !reader_gone(&e) => Err(Failure::System(tr!(
            said(),
            "error-cannot-write-output",
            why = crate::words::io_error(said(), &e)
        ))),
        _ => Ok(()),
    }
}

/// The file a `--load`, `--resume` or `show` argument names: a file, or a game of the library.
fn resolve(reference: &Path, library: &Library) -> Result<PathBuf, Failure> {
    if reference.exists() {
        // The file itself, whatever links led to it: a game of the library opened through a
        // link is that game, locked as such, and saved where it is.
        return Ok(std::fs::canonicalize(reference).unwrap_or_else(|_| reference.to_path_buf()));
    }
    let text = reference.to_string_lossy();
    match library.find(&text) {
        Ok(path) => Ok(path),
        Err(FindError::Ambiguous(ids)) => Err(Failure::Input(tr!(
            said(),
            "error-ambiguous",
            reference = echo(&text),
            ids = ids.iter().map(|id| printable(id)).collect::<Vec<_>>().join(&tr!(said(), "list-separator"))
        ))),
        Err(FindError::NotFound) => Err(Failure::Input(tr!(
            said(),
            "error-not-found",
            reference = echo(&text),
            folder = printable(&library.folder().display().to_string())
        ))),
    }
}

/// The game `reference` names: a game of the games database (`db:N`, when no file has that
/// name), or the game of a file or of the library (game `number` of a file of several), with
/// the file.
fn open_reference(
    reference: &Path,
    number: Option<usize>,
    library: &Library,
) -> Result<(SavedGame, Kind, Option<PathBuf>), Failure> {
    if let Some(saved) = database_game(reference, library)? {
        return Ok((saved, Kind::Database, None));
    }
    let path = resolve(reference, library)?;
    let (saved, kind) = load(&path, number)?;
    Ok((saved, kind, Some(path)))
}

/// The game of the games database that `reference` names (`db:N`, N from 1), unless a file has
/// that name.
fn database_game(reference: &Path, library: &Library) -> Result<Option<SavedGame>, Failure> {
    let text = reference.to_string_lossy();
    let Some(number) = text.strip_prefix("db:").filter(|_| !reference.exists()) else { return Ok(None) };
    let not_one = || Failure::Input(tr!(said(), "error-not-a-database-game", reference = echo(&text)));
    let number: u32 = number.trim().parse().ok().filter(|&n| n >= 1).ok_or_else(not_one)?;
    let database = open_database(library.data_dir())?;
    match database.saved_game(number - 1) {
        Ok(Some(saved)) => Ok(Some(saved)),
        Ok(None) => {
            let total = database.games().len();
            Err(Failure::Input(tr!(
                said(),
                "error-no-database-game",
                total = total,
                total_text = said().thousands(total as u64),
                number = number
            )))
        }
        Err(e) => Err(unreadable(e)),
    }
}

/// The games database of `data_dir`, for a query. None there, or a file that is not one to read
/// (not ours, damaged, of another format), is the user's to mend (exit code 2), and so, as
/// ever, is a file that cannot be opened.
fn open_database(data_dir: &Path) -> Result<store::db::Database, Failure> {
    store::db::Database::open_existing(&store::db::path(data_dir))
        .map_err(|e| Failure::Input(crate::words::db_error(said(), &e)))
}

/// Why the games database could not answer a query: damage, like the damage found when it is
/// opened, is the file's fault (exit code 2); a read that fails is the system's.
fn unreadable(error: DbError) -> Failure {
    let said = crate::words::db_error(said(), &error);
    if error.is_damage() { Failure::Input(said) } else { Failure::System(said) }
}

/// A game file: an othello save (JSON), a GGF game, a position string or a transcript; says
/// which. Of a GGF file of several games, game `number` (the first without one).
fn load(path: &Path, number: Option<usize>) -> Result<(SavedGame, Kind), Failure> {
    let text = store::read_text(path).map_err(|e| Failure::Input(save_error(said(), &e)))?;
    records::read_game(&text, number.unwrap_or(1)).map_err(|e| Failure::Input(record_error(said(), e, path)))
}

/// Why a file could not be read, in `language` (as [`crate::words::save_error`] says it).
fn save_error(language: Language, error: &SaveError) -> String {
    crate::words::save_error(language, error)
}

/// Why the record in the file at `path` could not be read, in `language`.
fn record_error(language: Language, error: RecordError, path: &Path) -> String {
    if let RecordError::Save(error) = error {
        return save_error(language, &SaveError { path: path.to_path_buf(), kind: error.kind });
    }
    let why = crate::words::record_problem(language, &error);
    tr!(language, "error-file", path = printable(&path.display().to_string()), why = why)
}

/// A position given as `--position`, or why it is not one.
fn position_arg(text: &str) -> Result<(Position, Color), Failure> {
    parse_position(text).map_err(|e| {
        Failure::Input(tr!(
            said(),
            "error-position",
            text = echo(text),
            why = crate::words::position_problem(said(), &e)
        ))
    })
}

/// The game of a command that takes "a file (game `number` of it), or `--position`, then
/// `--moves`": the game in the file, or a game between two unnamed people from the position or
/// from the start; then the moves, played off the clock.
fn game_of(
    file: Option<&Path>,
    number: Option<usize>,
    position: Option<&str>,
    moves: Option<&str>,
    library: &Library,
) -> Result<SavedGame, Failure> {
    let mut saved = match file {
        Some(reference) => open_reference(reference, number, library)?.0,
        None => SavedGame::new(start(position)?, unnamed()),
    };
    play_transcript(&mut saved.game, moves)?;
    Ok(saved)
}

/// A game from the rules flags, from `--position` if given, with `--moves` played off the clock.
fn new_game(args: &GameArgs) -> Result<SavedGame, Failure> {
    let rules = args.rules().map_err(|e| {
        Failure::Input(match e {
            FlagsError::Rules(flag, error) => crate::words::rules_error(said(), flag, &error),
            FlagsError::SideWithoutTime(side) => tr!(said(), "error-rules-side-without-time", side = side),
        })
    })?;
    let mut game = match (&args.position, args.random_start) {
        (Some(text), _) => {
            let (position, to_move) = position_arg(text)?;
            Game::from_position(position, to_move, rules)
        }
        (None, Some(moves)) => {
            use std::hash::{BuildHasher, Hasher};
            // The standard library seeds each `RandomState` from the operating system.
            let seed = std::collections::hash_map::RandomState::new().build_hasher().finish();
            let balance = Balance { moves: usize::from(moves), depth: 10, within: 200 };
            let opening = balanced_opening(&mut Searcher::new(), balance, &mut SplitMix64(seed))
                .ok_or_else(|| Failure::Input(tr!(said(), "error-no-balanced-start", moves = moves)))?;
            Game::from_position(opening.position, opening.to_move, rules)
        }
        (None, None) => Game::new(rules),
    };
    play_moves(&mut game, args)?;
    Ok(SavedGame::new(game, args.names().map(Player::person)))
}

fn play_moves(game: &mut Game, args: &GameArgs) -> Result<(), Failure> {
    play_transcript(game, args.moves.as_deref())
}

/// The game at the position a command asks about: `--position` or the start, then `--moves`.
fn game_at(args: &PositionArgs) -> Result<Game, Failure> {
    let mut game = start(args.position.as_deref())?;
    play_transcript(&mut game, args.moves.as_deref())?;
    Ok(game)
}

/// A game under the default rules from `--position`, or from the start without one.
fn start(position: Option<&str>) -> Result<Game, Failure> {
    Ok(match position {
        Some(text) => {
            let (position, to_move) = position_arg(text)?;
            Game::from_position(position, to_move, Rules::default())
        }
        None => Game::new(Rules::default()),
    })
}

/// Plays the `--moves` given, if any.
fn play_transcript(game: &mut Game, moves: Option<&str>) -> Result<(), Failure> {
    if let Some(moves) = moves {
        game.play_transcript(moves).map_err(|e| {
            Failure::Input(tr!(
                said(),
                "error-moves",
                text = echo(moves),
                why = crate::words::transcript_error(said(), &e)
            ))
        })?;
    }
    Ok(())
}

/// The names given on the command line take the place of those saved.
fn rename(saved: &mut SavedGame, args: &GameArgs) {
    let given = args.names();
    for color in Color::ALL {
        if let Some(name) = &given[color] {
            saved.players[color].name = Some(name.clone());
        }
    }
}

/// Two players with no name.
fn unnamed() -> ByColor<Player> {
    ByColor::both(Player::person(None))
}
