//! `othello games`: the library listed (or the games a filter keeps), each game with when it
//! started, its players, rules, moves and result, and which one `--resume` continues; then the
//! player's record against each level of the computer.

use std::collections::BTreeMap;

use crate::cli::GamesArgs;
use crate::engine::color::{ByColor, Color};
use crate::i18n::Language;
use crate::search::Level;
use crate::store::SavedGame;
use crate::store::library::Library;
use crate::text::{pad_right, printable};
use crate::{tr, words};

use super::{Failure, print};

/// Whether `saved` is one of the games `args` asks for.
fn wanted(saved: &SavedGame, args: &GamesArgs) -> bool {
    let levels: Vec<Level> = Color::ALL.iter().filter_map(|&color| saved.players[color].computer).collect();
    let named = |needle: &str| {
        let needle = needle.to_lowercase();
        Color::ALL.iter().any(|&color| {
            saved.players[color].shown_name().is_some_and(|name| name.to_lowercase().contains(&needle))
        })
    };
    (!args.unfinished || !saved.game.is_over())
        && (!args.computer || !levels.is_empty())
        && args.level.is_none_or(|level| levels.contains(&level))
        && args.player.as_deref().is_none_or(named)
}

/// Games won, drawn and lost.
#[derive(Default)]
struct Record {
    won: usize,
    drawn: usize,
    lost: usize,
}

/// The record of the person against each level, over the finished games between a person and
/// the computer.
fn record<'a>(games: impl Iterator<Item = &'a SavedGame>) -> BTreeMap<Level, Record> {
    let mut record: BTreeMap<Level, Record> = BTreeMap::new();
    for saved in games {
        let Some(outcome) = saved.game.outcome() else { continue };
        let (black, white) = (saved.players[Color::Black].computer, saved.players[Color::White].computer);
        let (person, level) = match (black, white) {
            (None, Some(level)) => (Color::Black, level),
            (Some(level), None) => (Color::White, level),
            _ => continue,
        };
        let entry = record.entry(level).or_default();
        match outcome.winner {
            None => entry.drawn += 1,
            Some(winner) if winner == person => entry.won += 1,
            Some(_) => entry.lost += 1,
        }
    }
    record
}

/// Lists the library, or the games `args` keeps, then the record against the computer, in
/// `language`.
pub(super) fn run(args: &GamesArgs, library: &Library, language: Language) -> Result<(), Failure> {
    let filtered = args.unfinished || args.computer || args.level.is_some() || args.player.is_some();
    let entries: Vec<_> = library
        .entries()
        .into_iter()
        .filter(|entry| entry.game.as_ref().map_or(!filtered, |saved| wanted(saved, args)))
        .collect();
    if entries.is_empty() {
        let folder = printable(&library.folder().display().to_string());
        let text = if filtered {
            tr!(language, "games-list-none-asked", folder = folder)
        } else {
            tr!(language, "games-list-none", folder = folder)
        };
        return print(format!("{text}\n").as_bytes());
    }
    let resumable = library.newest_unfinished().map(|entry| entry.path);
    // A game's start, its date as the language writes it and the time; as wide as the widest
    // (with two-digit months and days) when unknown.
    let started_at = |t: jiff::Timestamp| {
        let local = t.to_zoned(jiff::tz::TimeZone::system());
        format!("{} {}", language.date(local.date()), local.strftime("%H:%M"))
    };
    let widest = textwrap::core::display_width(&language.date(jiff::civil::date(2026, 12, 28))) + 6;
    let mut out = String::new();
    for entry in &entries {
        let id = printable(&entry.id);
        let marker = if resumable.as_ref() == Some(&entry.path) { "*" } else { " " };
        match &entry.game {
            Ok(saved) => {
                let started = saved.started.map_or_else(
                    || pad_right(&tr!(language, "games-list-started-unknown"), widest),
                    started_at,
                );
                let name = |color| words::name_or_side(language, &saved.players[color], color);
                let names = ByColor::new(name(Color::Black), name(Color::White));
                let state = match saved.game.outcome() {
                    Some(outcome) => words::outcome(language, &outcome),
                    None => tr!(language, "games-list-unfinished"),
                };
                let line = tr!(
                    language,
                    "games-list-game",
                    started = started,
                    black = names.black,
                    white = names.white,
                    rules = words::rules(language, &saved.game.rules()),
                    moves = saved.game.moves().count(),
                    state = state
                );
                out.push_str(&format!("{marker} {id}\n    {line}\n"));
            }
            Err(error) => {
                let why = tr!(language, "games-list-unreadable", why = words::save_error(language, error));
                out.push_str(&format!("  {id}\n    {why}\n"));
            }
        }
    }
    if entries.iter().any(|entry| resumable.as_ref() == Some(&entry.path)) {
        out.push_str(&format!("\n{}\n", tr!(language, "games-list-resume-note")));
    }
    let record = record(entries.iter().filter_map(|entry| entry.game.as_ref().ok()));
    if !record.is_empty() {
        out.push_str(&format!("\n{}\n", tr!(language, "games-list-against-computer")));
        for (level, Record { won, drawn, lost }) in &record {
            let line = tr!(
                language,
                "games-list-level-record",
                level = format!("{:>2}", level.number()),
                won = *won,
                drawn = *drawn,
                lost = *lost
            );
            out.push_str(&format!("  {line}\n"));
        }
    }
    print(out.as_bytes())
}
