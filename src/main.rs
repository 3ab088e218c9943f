//! The `othello` binary: parses the command line, starts the game, prints one or lists the
//! library, and turns errors into messages (without control characters) and exit codes
//! (2 for bad input, 1 for the system).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, Parser};

use othello::analysis;
use othello::cli::{AnalyzeArgs, Cli, Command, Format, GameArgs, ShowArgs, SolveArgs, SolveFormat};
use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::notation::parse_position;
use othello::engine::position::Position;
use othello::engine::rules::Rules;
use othello::ggf;
use othello::library::{FindError, Library, Slot};
use othello::play::Play;
use othello::player::Player;
use othello::record::{self, Kind};
use othello::report;
use othello::save::{self, SavedGame};
use othello::search::Searcher;
use othello::search::level::Level;
use othello::search::opening::{Balance, balanced_opening};
use othello::search::random::SplitMix64;
use othello::text::{echo, printable, printable_lines};
use othello::tui::{self, App, Identity, Settings, Storage, Theme};

/// A failure, and whether it was the user's input (exit 2) or the system (exit 1).
enum Failure {
    Input(String),
    System(String),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return command_line_error(error),
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(message)) => {
            eprintln!("othello: {}", printable_lines(&message));
            ExitCode::from(2)
        }
        Err(Failure::System(message)) => {
            eprintln!("othello: {}", printable_lines(&message));
            ExitCode::FAILURE
        }
    }
}

/// Help and version as clap prints them; a bad command line with its values made printable.
fn command_line_error(error: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    let text = error.render().to_string();
    let mut stderr = std::io::stderr().lock();
    let _ = write!(stderr, "{}", printable_lines(&text));
    ExitCode::from(2)
}

fn run(cli: Cli) -> Result<(), Failure> {
    let data_dir = save::data_dir(cli.data_dir.as_deref());
    let library = Library::new(&data_dir);
    match cli.command {
        Some(Command::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "othello", &mut script);
            print(&script)
        }
        Some(Command::Show(args)) => show(&args, &library),
        Some(Command::Games) => list_games(&library),
        Some(Command::Solve(args)) => solve(&args, &library),
        Some(Command::Analyze(args)) => analyze(&args, &library),
        Some(Command::Engine) => {
            othello::nboard::run(std::io::BufReader::new(std::io::stdin()), std::io::stdout())
                .map_err(|e| Failure::System(format!("engine: {e}")))
        }
        None => play(cli, library),
    }
}

/// Writes to standard output; a closed pipe is not an error, a full disk is.
fn print(bytes: &[u8]) -> Result<(), Failure> {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Failure::System(format!("cannot write the output: {e}")))
        }
        _ => Ok(()),
    }
}

/// The file a `--load`, `--resume` or `show` argument names: a file, or a game of the library.
fn resolve(reference: &Path, library: &Library) -> Result<PathBuf, Failure> {
    if reference.exists() {
        return Ok(reference.to_path_buf());
    }
    let text = reference.to_string_lossy();
    match library.find(&text) {
        Ok(path) => Ok(path),
        Err(FindError::Ambiguous(ids)) => Err(Failure::Input(format!(
            "`{}` could be any of these games: {}",
            echo(&text),
            ids.iter().map(|id| printable(id)).collect::<Vec<_>>().join(", ")
        ))),
        Err(FindError::NotFound) => Err(Failure::Input(format!(
            "`{}` is neither a file nor a game in the library ({}): othello games lists the library",
            echo(&text),
            printable(&library.folder().display().to_string())
        ))),
    }
}

/// A game file: an othello save (JSON), a GGF game, a position string or a transcript; says
/// which. Of a GGF file of several games, game `number` (the first without one).
fn load(path: &Path, number: Option<usize>) -> Result<(SavedGame, Kind), Failure> {
    let text = save::read_text(path).map_err(|e| Failure::Input(e.to_string()))?;
    record::read_game(&text, number.unwrap_or(1)).map_err(|e| Failure::Input(e.at(path)))
}

/// A game from the rules flags, from `--position` if given, with `--moves` played off the clock.
fn new_game(args: &GameArgs) -> Result<SavedGame, Failure> {
    let rules = args.rules().map_err(Failure::Input)?;
    let mut game = match (&args.position, args.random_start) {
        (Some(text), _) => {
            let (position, to_move) = parse_position(text)
                .map_err(|e| Failure::Input(format!("--position `{}`: {e}", echo(text))))?;
            Game::from_position(position, to_move, rules)
        }
        (None, Some(moves)) => {
            use std::hash::{BuildHasher, Hasher};
            // The standard library seeds each `RandomState` from the operating system.
            let seed = std::collections::hash_map::RandomState::new().build_hasher().finish();
            let balance = Balance { moves: usize::from(moves), depth: 10, within: 200 };
            let (position, to_move) = balanced_opening(&mut Searcher::new(), balance, &mut SplitMix64(seed))
                .ok_or_else(|| {
                    Failure::Input(format!("--random-start {moves}: no balanced start found that deep"))
                })?;
            Game::from_position(position, to_move, rules)
        }
        (None, None) => Game::new(rules),
    };
    play_moves(&mut game, args)?;
    Ok(SavedGame::new(game, args.names().map(Player::person)))
}

fn play_moves(game: &mut Game, args: &GameArgs) -> Result<(), Failure> {
    play_transcript(game, args.moves.as_deref())
}

/// Plays the `--moves` given, if any.
fn play_transcript(game: &mut Game, moves: Option<&str>) -> Result<(), Failure> {
    if let Some(moves) = moves {
        game.play_transcript(moves).map_err(|e| Failure::Input(format!("--moves `{}`: {e}", echo(moves))))?;
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

fn show(args: &ShowArgs, library: &Library) -> Result<(), Failure> {
    let mut saved = match &args.file {
        Some(reference) => {
            let (mut saved, _) = load(&resolve(reference, library)?, args.game_number)?;
            play_moves(&mut saved.game, &args.game)?;
            saved
        }
        None => new_game(&args.game)?,
    };
    rename(&mut saved, &args.game);
    let text = match args.format {
        Format::Text => report::text(&saved),
        Format::Json => report::json(&saved),
        Format::Transcript => format!("{}\n", saved.game.transcript()),
        Format::Ggf => ggf::write(&saved),
    };
    print(text.as_bytes())
}

/// Solving takes about three times longer for each empty square more: past this many, say so.
const LONG_SOLVE: u32 = 28;

fn solve(args: &SolveArgs, library: &Library) -> Result<(), Failure> {
    let (position, to_move) = match (&args.file, &args.position) {
        (Some(reference), _) => {
            let (mut saved, _) = load(&resolve(reference, library)?, args.game_number)?;
            play_transcript(&mut saved.game, args.moves.as_deref())?;
            game_position(&saved.game)
        }
        (None, Some(text)) => {
            let (position, to_move) = parse_position(text)
                .map_err(|e| Failure::Input(format!("--position `{}`: {e}", echo(text))))?;
            if args.moves.is_none() {
                // The side named is solved for, even if it must pass.
                (position, to_move)
            } else {
                let mut game = Game::from_position(position, to_move, Rules::default());
                play_transcript(&mut game, args.moves.as_deref())?;
                game_position(&game)
            }
        }
        (None, None) => {
            let mut game = Game::new(Rules::default());
            play_transcript(&mut game, args.moves.as_deref())?;
            game_position(&game)
        }
    };
    let empties = position.empties().count();
    if empties > LONG_SOLVE {
        eprintln!(
            "othello: {empties} empty squares: solving them to the end may take hours (each one more takes about three times as long); Ctrl-C stops it"
        );
    }
    let solution = othello::solve::solve(position, to_move);
    let text = match args.format {
        SolveFormat::Text => solution.text(),
        SolveFormat::Json => solution.json(),
    };
    print(text.as_bytes())
}

fn analyze(args: &AnalyzeArgs, library: &Library) -> Result<(), Failure> {
    let saved = match (&args.file, &args.position) {
        (Some(reference), _) => load(&resolve(reference, library)?, args.game_number)?.0,
        (None, Some(text)) => {
            let (position, to_move) = parse_position(text)
                .map_err(|e| Failure::Input(format!("--position `{}`: {e}", echo(text))))?;
            SavedGame::new(Game::from_position(position, to_move, Rules::default()), unnamed())
        }
        (None, None) => SavedGame::new(Game::new(Rules::default()), unnamed()),
    };
    let mut game = saved.game;
    play_transcript(&mut game, args.moves.as_deref())?;
    if game.plies().len() == 0 {
        return Err(Failure::Input("no moves to review: give a game, or --moves".into()));
    }
    // Progress on the terminal only: a script reading the output gets the review alone.
    let terminal = std::io::stderr().is_terminal();
    let reviews = analysis::review(&game, &analysis::limits(args.level), |done, total| {
        if terminal {
            eprint!("\ranalysing move {done} of {total} at level {}...", args.level);
            if done == total {
                eprint!("\r{}\r", " ".repeat(48));
            }
        }
    });
    let names = Color::ALL.map(|color| saved.players[color].titled(color));
    let text = match args.format {
        SolveFormat::Text => {
            analysis::text(&reviews, args.level, &ByColor::new(names[0].clone(), names[1].clone()))
        }
        SolveFormat::Json => analysis::json(&reviews, args.level),
    };
    print(text.as_bytes())
}

/// Two players with no name.
fn unnamed() -> ByColor<Player> {
    ByColor::both(Player::person(None))
}

/// The position of a game and the side to move (after the last move: a finished game's last).
fn game_position(game: &Game) -> (Position, Color) {
    let to_move = game.to_move().or_else(|| game.last_ply().map(|ply| !ply.color)).unwrap_or(Color::Black);
    (Position::from_board(game.board(), to_move).expect("a game's board"), to_move)
}

fn list_games(library: &Library) -> Result<(), Failure> {
    let entries = library.entries();
    if entries.is_empty() {
        let folder = printable(&library.folder().display().to_string());
        return print(format!("No games in {folder} yet: every game played is kept there.\n").as_bytes());
    }
    let resumable = library.newest_unfinished().map(|entry| entry.path);
    let mut out = String::new();
    for entry in &entries {
        let id = printable(&entry.id);
        let marker = if resumable.as_ref() == Some(&entry.path) { "*" } else { " " };
        match &entry.game {
            Ok(saved) => {
                let started = saved.started.map_or_else(
                    || "(started ?)     ".to_string(),
                    |t| t.to_zoned(jiff::tz::TimeZone::system()).strftime("%Y-%m-%d %H:%M").to_string(),
                );
                let names = saved.players.clone().map(|p| p.shown_name().unwrap_or_else(|| "-".into()));
                let state = match saved.game.outcome() {
                    Some(outcome) => outcome.to_string(),
                    None => "unfinished".to_string(),
                };
                out.push_str(&format!(
                    "{marker} {id}\n    {started}  {} vs {}  {}  {} moves  {state}\n",
                    names.black,
                    names.white,
                    saved.game.rules(),
                    saved.game.moves().count()
                ));
            }
            Err(error) => out.push_str(&format!("  {id}\n    cannot be read: {error}\n")),
        }
    }
    if resumable.is_some() {
        out.push_str("\n* is the game othello --resume continues; othello --resume ID opens any of them.\n");
    }
    print(out.as_bytes())
}

fn play(cli: Cli, library: Library) -> Result<(), Failure> {
    library.clean();
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
    let (mut saved, kind) = match &source {
        Some(path) => load(path, cli.game_number)?,
        None => (new_game(&cli.game)?, Kind::Save),
    };
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
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let settings =
        Settings { theme: Theme::new(no_color, cli.ascii), data_dir: library.data_dir().to_path_buf() };
    let identity = Identity { id: saved.id.clone(), started: saved.started };
    let play = Play::new(saved.game, saved.players, saved.turn);
    let mut app = App::new(play, save_path, settings)
        .with_move_numbers(cli.move_numbers)
        .with_hints(cli.hints)
        .in_library(library_id);
    if source.is_some() {
        app = app.paused_until_key();
    }
    let storage = Storage::new(library, identity, slot);
    let app = tui::play(app, storage).map_err(|e| Failure::System(format!("terminal error: {e}")))?;
    for line in app.farewell() {
        println!("{line}");
    }
    Ok(())
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

fn claim(library: &Library, path: &Path) -> Result<Slot, Failure> {
    library
        .claim(path)
        .map_err(|error| Failure::Input(format!("cannot open the game {}: {error}", library.describe(path))))
}
