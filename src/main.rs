//! The `othello` binary: parses the command line, runs the command (see `commands`), and turns
//! failures into messages (without control characters) and exit codes (2 for bad input, 1 for
//! the system).

use std::process::ExitCode;

use clap::Parser;

use othello::cli::help;
use othello::cli::{Cli, said_in};
use othello::commands::{self, Failure};
use othello::output;
use othello::search::SEARCH_STACK;
use othello::text::printable_lines;

fn main() -> ExitCode {
    let arguments: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match Cli::try_parse_from(&arguments) {
        Ok(cli) => cli,
        Err(error) => return command_line_error(&error, &arguments),
    };
    // The commands search on the thread that runs them (solve, analyze, book grow): it gets the
    // stack a search needs, which is more than a main thread's.
    let running = std::thread::Builder::new()
        .name("othello".into())
        .stack_size(SEARCH_STACK)
        .spawn(|| commands::run(cli));
    let outcome = match running {
        Ok(thread) => thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        Err(error) => {
            let language = commands::language_of_arguments(&arguments);
            let why = othello::words::io_error(language, &error);
            Err(Failure::System(othello::tr!(language, "error-cannot-start", why = why)))
        }
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(message)) => {
            output::err(&format!("othello: {}\n", printable_lines(&message)));
            ExitCode::from(2)
        }
        Err(Failure::System(message)) => {
            output::err(&format!("othello: {}\n", printable_lines(&message)));
            ExitCode::FAILURE
        }
    }
}

/// Help in the player's language (clap's own in English) and the version; a bad command line in
/// the player's language (clap's words in English), with its values made printable.
fn command_line_error(error: &clap::Error, arguments: &[std::ffi::OsString]) -> ExitCode {
    use clap::error::ErrorKind;
    let language = commands::language_of_arguments(arguments);
    if error.kind() == ErrorKind::DisplayHelp {
        match help::help_in(language, arguments) {
            Some(said) => help::print(&said, false),
            None => {
                let _ = error.print();
            }
        }
        return ExitCode::SUCCESS;
    }
    // A command that needs a subcommand shows its help, as a mistake.
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        && let Some(said) = help::help_in(language, arguments)
    {
        help::print(&said, true);
        return ExitCode::from(2);
    }
    if error.kind() == ErrorKind::DisplayVersion {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    let text = match said_in(error, language) {
        Some(said) => format!("othello: {said}"),
        None => error.render().to_string(),
    };
    output::err(&printable_lines(&text));
    ExitCode::from(2)
}
