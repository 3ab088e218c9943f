//! The `othello` binary: parses the command line, starts the game or prints one, and turns
//! errors into messages and exit codes (2 for bad input).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use clap::{CommandFactory, Parser};

use othello::cli::{Cli, Command, Format, GameArgs, ShowArgs};
use othello::engine::color::ByColor;
use othello::engine::game::Game;
use othello::report;
use othello::save::{self, SavedGame};
use othello::tui::{self, App, Settings, Theme};

/// A failure, and whether it was the user's input (exit 2) or the system (exit 1).
enum Failure {
    Input(String),
    System(String),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(message)) => {
            eprintln!("othello: {message}");
            ExitCode::from(2)
        }
        Err(Failure::System(message)) => {
            eprintln!("othello: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<(), Failure> {
    let data_dir = save::data_dir(cli.data_dir.as_deref());
    match cli.command {
        Some(Command::Completions { shell }) => {
            clap_complete::generate(shell, &mut Cli::command(), "othello", &mut std::io::stdout());
            Ok(())
        }
        Some(Command::Show(args)) => show(&args),
        None => {
            let (saved, save_path, resumed) = if let Some(path) = &cli.load {
                (load(path)?, Some(path.clone()), false)
            } else if cli.resume {
                let path = data_dir.join(save::AUTOSAVE);
                if !path.exists() {
                    return Err(Failure::Input(format!(
                        "no game to resume: {} does not exist (a game is autosaved there after every move)",
                        path.display()
                    )));
                }
                (load(&path)?, None, true)
            } else {
                (new_game(&cli.game)?, None, false)
            };
            let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
            let settings = Settings { theme: Theme::new(no_color, cli.ascii), data_dir, autosave: true };
            let from_file = save_path.is_some() || resumed;
            let now = Instant::now();
            let mut app = App::new(saved.game, saved.names, save_path, settings, now);
            if from_file {
                app.pause_until_key(now);
            }
            if resumed {
                app.resumed_from_autosave();
            }
            tui::play(&mut app).map_err(|e| Failure::System(format!("terminal error: {e}")))
        }
    }
}

fn load(path: &Path) -> Result<SavedGame, Failure> {
    save::load(path).map_err(|e| Failure::Input(e.to_string()))
}

/// A game from the rules flags, with `--moves` played.
fn new_game(args: &GameArgs) -> Result<SavedGame, Failure> {
    let mut game = Game::new(args.setup().map_err(Failure::Input)?);
    play_moves(&mut game, args)?;
    Ok(SavedGame { game, names: args.names() })
}

fn play_moves(game: &mut Game, args: &GameArgs) -> Result<(), Failure> {
    if let Some(moves) = &args.moves {
        game.play_transcript(moves).map_err(|e| Failure::Input(format!("--moves `{moves}`: {e}")))?;
    }
    Ok(())
}

fn show(args: &ShowArgs) -> Result<(), Failure> {
    let SavedGame { game, names } = match &args.file {
        Some(path) => {
            let mut saved = load(path)?;
            play_moves(&mut saved.game, &args.game)?;
            saved
        }
        None => new_game(&args.game)?,
    };
    let names =
        ByColor::new(args.game.black.clone().or(names.black), args.game.white.clone().or(names.white));
    let text = match args.format {
        Format::Text => report::text(&game, &names),
        Format::Json => report::json(&game, &names),
        Format::Transcript => format!("{}\n", game.transcript()),
        Format::Ggf => {
            let date = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
            report::ggf(&game, &names, &date)
        }
    };
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Failure::System(e.to_string())),
        _ => Ok(()),
    }
}
