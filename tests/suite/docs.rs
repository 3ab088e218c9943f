//! The manual against the program: the manual pages `othello manual` writes, one for the
//! program and one for each subcommand.

use std::path::Path;
use std::process::Command;

use clap::CommandFactory;
use othello::cli::Cli;

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn othello_manual_writes_a_page_for_the_program_and_each_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("man/man1");
    let output = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--data-dir", dir.path().join("data").to_str().unwrap(), "manual", folder.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let said = String::from_utf8(output.stdout).unwrap();
    assert!(!dir.path().join("data").exists(), "the manual opens no data folder");
    let main = read(&folder.join("othello.1"));
    fn pages(command: &clap::Command, name: &str, folder: &Path, said: &str, pages_written: &mut usize) {
        let page = format!("{name}.1");
        assert!(folder.join(&page).is_file(), "{page} is not written");
        assert!(said.contains(&format!("  {page}\n")), "{page} is not said: {said}");
        *pages_written += 1;
        for subcommand in command.get_subcommands() {
            pages(subcommand, &format!("{name}-{}", subcommand.get_name()), folder, said, pages_written);
        }
    }
    let mut written = 0;
    pages(&Cli::command(), "othello", &folder, &said, &mut written);
    assert!(said.starts_with(&format!("Wrote {written} manual pages into ")), "{said}");
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), written, "no other page");
    for subcommand in Cli::command().get_subcommands() {
        let name = format!("othello\\-{}", subcommand.get_name());
        assert!(main.contains(&name), "othello.1 names {name}");
    }
    assert!(main.contains("\\-\\-threads") && main.contains("NBoard"), "the options and the description");

    // Without a folder, the current one.
    let here = tempfile::tempdir().unwrap();
    let output =
        Command::new(env!("CARGO_BIN_EXE_othello")).arg("manual").current_dir(here.path()).output().unwrap();
    assert!(output.status.success());
    assert!(here.path().join("othello.1").is_file() && here.path().join("othello-db-import.1").is_file());
}
