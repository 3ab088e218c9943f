//! `othello games`: the library listed, each game with when it started, its players, rules,
//! moves and result, and which one `--resume` continues.

use crate::engine::color::{ByColor, Color};
use crate::store::library::Library;
use crate::text::count;
use crate::text::printable;

use super::{Failure, print};

/// Lists the library.
pub(super) fn run(library: &Library) -> Result<(), Failure> {
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
                let names = ByColor::new(
                    saved.players[Color::Black].name_or_side(Color::Black),
                    saved.players[Color::White].name_or_side(Color::White),
                );
                let state = match saved.game.outcome() {
                    Some(outcome) => outcome.to_string(),
                    None => "unfinished".to_string(),
                };
                out.push_str(&format!(
                    "{marker} {id}\n    {started}  {} vs {}  {}  {}  {state}\n",
                    names.black,
                    names.white,
                    saved.game.rules(),
                    count(saved.game.moves().count() as i64, "move", "moves")
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
