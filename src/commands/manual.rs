//! `othello manual`: the manual pages, made from the command line's own definitions (clap's),
//! written into a folder: `othello.1`, and one page for each subcommand (`othello-show.1`, …).

use std::path::{Path, PathBuf};

use clap::CommandFactory;

use super::{Failure, print};
use crate::cli::Cli;
use crate::text::printable;

/// Writes the pages into `dir` (the current folder without one, made if need be) and says which
/// files it wrote.
///
/// # Errors
/// [`Failure::System`] when the folder cannot be made or a page cannot be written, naming it.
pub fn run(dir: Option<&Path>) -> Result<(), Failure> {
    let dir = dir.unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure::System(format!("cannot make the folder {}: {e}", dir.display())))?;
    let written = write_pages(dir)?;
    let mut report =
        format!("Wrote {} manual pages into {}:\n", written.len(), printable(&dir.display().to_string()));
    for path in &written {
        let name = path.file_name().map(|name| name.to_string_lossy()).unwrap_or_default();
        report.push_str(&format!("  {}\n", printable(&name)));
    }
    report.push_str(&format!(
        "Read one with man {}.\n",
        printable(&dir.join("othello.1").display().to_string())
    ));
    print(report.as_bytes())
}

/// The page of the whole command and of every subcommand at any depth (`othello-db-import.1`),
/// written into `dir`; the paths written, the main page first.
fn write_pages(dir: &Path) -> Result<Vec<PathBuf>, Failure> {
    let mut command = Cli::command().disable_help_subcommand(true);
    // Built, each subcommand is named after its parents (`othello-db-import`), as its page is.
    command.build();
    let mut written = Vec::new();
    write_tree(command, dir, &mut written)?;
    Ok(written)
}

/// Writes the page of `command`, then those of its subcommands.
fn write_tree(command: clap::Command, dir: &Path, written: &mut Vec<PathBuf>) -> Result<(), Failure> {
    let subcommands: Vec<clap::Command> =
        command.get_subcommands().filter(|s| !s.is_hide_set()).cloned().collect();
    let page = clap_mangen::Man::new(command);
    let path = page.generate_to(dir).map_err(|e| {
        Failure::System(format!("cannot write {}: {e}", dir.join(page.get_filename()).display()))
    })?;
    written.push(path);
    for subcommand in subcommands {
        write_tree(subcommand, dir, written)?;
    }
    Ok(())
}
