//! `othello db`'s arguments: import, games and explore, with the query (filters and position)
//! that games and explore share.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::search::level::Level;

use super::values::parse_level;
use super::{DataDirArg, PositionArgs, ThreadsArg};

/// What `othello db` does.
#[derive(Subcommand, Debug)]
pub enum DbAction {
    /// Import games into the database of the data folder (games.db): WTHOR files (WTH_YYYY.wtb,
    /// with WTHOR.JOU and WTHOR.TRN beside them), GGF files and GGS archives, folders of them,
    /// and with --library the library's finished games. A game already there is not added
    /// twice; a file that cannot be read is refused, naming it, and the database is left as it
    /// was. Example: othello db import ~/wthor
    Import(DbImportArgs),
    /// List the database's games: by player, tournament, years, or a position they went
    /// through (matched under the board's symmetries). Open one with othello --load db:N (or
    /// show, analyze db:N). Example: othello db games --player tastet --moves f5d6c3
    Games(DbGamesArgs),
    /// Every move played from a position in the database's games: how many games, black's
    /// wins, draws and losses, black's mean final margin, and the book's or the engine's value.
    /// Example: othello db explore --moves f5d6 --from 2000
    Explore(DbExploreArgs),
}

/// The arguments of `othello db import`.
#[derive(Args, Debug)]
pub struct DbImportArgs {
    /// Files or folders to import. Example: othello db import WTH_2019.wtb WTH_2020.wtb
    #[arg(value_name = "PATH", required_unless_present = "library")]
    pub paths: Vec<PathBuf>,

    /// Also import the library's finished games (played from the standard start to the end).
    #[arg(long)]
    pub library: bool,

    /// The data folder, whose games.db is written (and whose library --library reads).
    #[command(flatten)]
    pub data: DataDirArg,
}

/// Which of the database's games count, and the position they go through.
#[derive(Args, Debug)]
pub struct DbQueryArgs {
    /// Games with a player whose name holds this (either colour, any case). Given twice, the
    /// games between the two (a game passes when each name is one of its players).
    /// Example: --player tastet, or --player tastet --player shaman
    #[arg(long, value_name = "NAME")]
    pub player: Vec<String>,

    /// Games of a tournament whose name holds this (any case). Example: --tournament "world"
    #[arg(long, value_name = "NAME")]
    pub tournament: Option<String>,

    /// Games played this year or later. Example: --from 2000
    #[arg(long = "from", value_name = "YEAR")]
    pub from_year: Option<u16>,

    /// Games played this year or earlier. Example: --to 2010
    #[arg(long = "to", value_name = "YEAR")]
    pub to_year: Option<u16>,

    /// The position the games went through (all games without one).
    #[command(flatten)]
    pub at: PositionArgs,

    /// The data folder, whose games.db is asked.
    #[command(flatten)]
    pub data: DataDirArg,
}

/// The arguments of `othello db games`.
#[derive(Args, Debug)]
pub struct DbGamesArgs {
    /// The games and the position asked about.
    #[command(flatten)]
    pub query: DbQueryArgs,

    /// At most this many games, the newest first (0: all). Example: --limit 100
    #[arg(long, value_name = "N", default_value = "30")]
    pub limit: usize,
}

/// The arguments of `othello db explore`.
#[derive(Args, Debug)]
pub struct DbExploreArgs {
    /// The games and the position asked about.
    #[command(flatten)]
    pub query: DbQueryArgs,

    /// The moves out of the book are valued by a search at this level, 1 to 20 (one search of
    /// every move at once). Example: --level 12, -l 12
    #[arg(short, long, value_name = "LEVEL", default_value = "8", value_parser = parse_level)]
    pub level: Level,

    /// No engine search: book values only (the fastest answer).
    #[arg(long)]
    pub no_engine: bool,

    /// The threads the search runs on.
    #[command(flatten)]
    pub threads: ThreadsArg,
}
