//! The command line: clap types and their conversion into plain game settings (the values as
//! typed are read in values.rs).

use std::path::PathBuf;
use std::time::Duration;

use clap::{ArgGroup, Args, Parser, Subcommand, ValueEnum};

use crate::engine::clock::TimeControl;
use crate::engine::color::{ByColor, Color};
use crate::engine::rules::{Handicap, Rules, RulesError};
use crate::search::level::Level;

mod book;
mod db;
mod errors;
pub mod help;
mod train;
mod values;

pub use book::{BookAction, BookArgs, GrowArgs};
pub use db::{DbAction, DbExploreArgs, DbGamesArgs, DbImportArgs, DbQueryArgs};
pub use errors::said_in;
pub use train::{TrainAction, TrainEndgameArgs, TrainOpeningArgs};

use values::parse_duration_or_zero;
pub use values::{parse_duration, parse_game_number, parse_level, parse_name};

const EXAMPLES: &str = "\
Examples:
  othello                                  the new-game screen: who plays, clocks, handicap, start
  othello --time 10m --increment 5s        10 minutes each, 5 seconds added after every move
  othello --black-time 5m --white-time 2m  time odds
  othello --handicap 2 --handicap-to white white starts with a1 and h8
  othello --black Ann --white Ben --moves f5d6c3
  othello --computer white                 play black against the computer (level 5)
  othello --computer black --level 12      the computer opens, at level 12 of 20
  othello --computer both --time 1m        watch the computer play itself
  othello --resume                         continue the unfinished game played last
  othello games                            list the games in the library
  othello --resume 2026-11-22-1405-ann-ben continue that game of the library
  othello --load ~/game.json               open a game saved to a file (clocks paused until a key)
  othello show game.json --format ggf      print a game without the interactive screen
  othello host --name Ann --time 10m       host a game for a friend on another terminal
  othello db explore --moves f5d6          the database's games through a position
  othello train endgame                    endgame puzzles from tournament games
  othello manual ~/.local/share/man/man1   write the manual pages";

/// Othello in the terminal: play at one keyboard, against the computer or a friend over the
/// network; hints, reviews and analysis; a games database; endgame and opening trainers; an
/// engine for NBoard GUIs.
#[derive(Parser, Debug)]
#[command(name = "othello", version, about, after_help = EXAMPLES)]
pub struct Cli {
    /// The rules and players of a new game.
    #[command(flatten)]
    pub game: GameArgs,

    /// Open a game saved to FILE, or the game of the library with that ID (its rules, names,
    /// moves and clocks), paused until a key is pressed. --black and --white rename the players.
    /// Example: --load ~/games/club-final.json
    #[arg(long, value_name = "FILE|ID", conflicts_with_all = ["resume", "handicap", "handicap_to", "time", "black_time", "white_time", "increment", "delay", "moves", "position", "random_start"])]
    pub load: Option<PathBuf>,

    /// Of a GGF file of several games (a GGS archive, one game a line), open game N, counting
    /// from 1 (default: the first). Example: --load archive.ggf --game 3
    #[arg(long = "game", value_name = "N", requires = "load", value_parser = parse_game_number)]
    pub game_number: Option<usize>,

    /// Continue the unfinished game played last (every game is kept in the library, in the data
    /// folder), or the game with that ID (see othello games), paused until a key is pressed.
    /// Example: othello --resume, or --resume 2026-11-22-1405-ann-ben
    #[arg(long, value_name = "ID", num_args = 0..=1, default_missing_value = "", conflicts_with_all = ["handicap", "handicap_to", "time", "black_time", "white_time", "increment", "delay", "moves", "position", "random_start"])]
    pub resume: Option<String>,

    /// Who the computer plays: white, black, both (to watch it play itself) or none. With
    /// --load or --resume it changes who played the saved game. Example: --computer white, -c white
    #[arg(short, long, value_enum, value_name = "SIDE", ignore_case = true)]
    pub computer: Option<ComputerSide>,

    /// How strongly the computer plays, from 1 (a beginner's opponent) to 20 (the strongest);
    /// default 5. Example: --computer black --level 12, -c black -l 12
    #[arg(short, long, value_name = "N", value_parser = parse_level)]
    pub level: Option<Level>,

    /// The computer always plays its best move, the same game every time. By default levels 8
    /// and up choose at random among opening moves within a disc of the best (the first twelve
    /// moves). Example: othello --computer white --level 12 --no-variety
    #[arg(long)]
    pub no_variety: bool,

    /// The least time a computer's move takes on screen, so that you see it come and can watch
    /// the computer play itself (a move found sooner waits; never when its clock is low). 0 for
    /// at once. Example: --min-move-time 1s, --min-move-time 0
    #[arg(long, value_name = "DURATION", value_parser = parse_duration_or_zero, default_value = "500ms")]
    pub min_move_time: Duration,

    /// The language of the game's words (its screens, othello rules, what the subcommands print,
    /// this help): en (English), nl (Dutch), de (German), fr (French) or zh (Chinese); before or
    /// after a subcommand's name.
    /// Default: the new-game screen's Language, else the environment's (LC_ALL, LC_MESSAGES or
    /// LANG), else English. Example: --lang nl
    #[arg(long, global = true, value_enum, ignore_case = true, value_name = "LANG")]
    pub lang: Option<crate::i18n::Language>,

    /// The board's colours: green, dark, light (for light terminals) or contrast; remembered for
    /// the next games, as T (which goes through them) is. Example: --theme light
    #[arg(long, value_enum, ignore_case = true, value_name = "THEME")]
    pub theme: Option<ThemeName>,

    /// Show on each disc the number of the move that placed it (m turns this on and off).
    /// Example: othello --move-numbers
    #[arg(long)]
    pub move_numbers: bool,

    /// Start with hints on: the engine's score of every legal move written on its square,
    /// deepening while you think (i turns them on and off, t shows the best move alone).
    /// Example: othello --hints
    #[arg(long)]
    pub hints: bool,

    /// Draw the board with ASCII characters only (for terminals that draw ● and ○ two columns wide).
    /// Example: othello --ascii
    #[arg(long)]
    pub ascii: bool,

    /// The data folder: the library of games is its games/ folder, and a save name without a
    /// folder goes in it. Default: the platform's data folder, such as ~/.local/share/othello on
    /// Linux. The subcommands that use it take it too, before or after their name.
    /// Example: --data-dir ./othello-data
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,

    /// The threads the computer searches on (its moves, hints): every core of the machine
    /// unless told; 1 for a search that is the same every run. The subcommands that search in
    /// parallel take it too (solve, engine, book grow, db explore, train). Example: --threads 2
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: Option<u16>,

    /// What to do instead of playing.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print a game (a saved FILE, a game of the library by ID, or one built from the flags)
    /// without the interactive screen. Example: othello show --moves f5d6c3 --format json
    Show(ShowArgs),
    /// Solve a position to the end: the exact score, every best move, the expected line, nodes
    /// and time. Example: othello solve --position "<64 squares> X" --format json
    Solve(SolveArgs),
    /// Review a game move by move: the engine's best moves, the score of each move played and
    /// of the best, the discs each move lost, mistakes marked, and each player's total.
    /// Example: othello analyze game.json --level 10 --format json
    Analyze(AnalyzeArgs),
    /// Speak the NBoard protocol on standard input and output, for the NBoard GUI and other
    /// Othello programs. Example: othello engine
    Engine(EngineArgs),
    /// List the games of the library: when each started, its players, rules, moves and result;
    /// then your record against each level of the computer. Example: othello games --unfinished
    Games(GamesArgs),
    /// Show the opening book's moves for a position, with their values (text or JSON), or grow
    /// the book with more searches (othello book grow). Example: othello book --moves f5d6
    Book(BookArgs),
    /// Host a game for a player on another terminal: prints (on the screen) the address and a
    /// join code to give them; the rules are the flags', as for any game. Listens on the
    /// loopback address unless --listen says otherwise. Example: othello host --time 10m --name Ann
    Host(HostArgs),
    /// Join a game hosted with othello host, with the address and code the host gives; shows the
    /// rules and asks before playing. Example: othello join 192.168.1.20:7654 7-guitar-zebra
    Join(JoinArgs),
    /// The games database (tournament games from WTHOR files, GGF archives, the library's
    /// games): import, list games, explore a position's moves. Example: othello db explore --moves f5d6
    #[command(subcommand)]
    Db(DbAction),
    /// Train: endgame puzzles from real games judged by the exact solver, or an opening drill;
    /// a streak and a record are kept in the data folder. Example: othello train endgame --empties 10-14
    #[command(subcommand)]
    Train(TrainAction),
    /// Write the manual pages: othello.1 and one for each subcommand (othello-show.1, …), made
    /// from these same definitions, into DIR. Example: othello manual ~/.local/share/man/man1
    Manual {
        /// The folder to write them into, made if need be (default: the current folder).
        #[arg(value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Print the rules of the game in your language (--lang, else the new-game screen's Language,
    /// else the environment's: LC_ALL, LC_MESSAGES or LANG; English if it is none of these), in
    /// the project's own words. Example: othello rules --lang nl
    Rules,
    /// Print a shell completion script. Example: othello completions bash > ~/.local/share/bash-completion/completions/othello
    Completions {
        /// The shell: bash, elvish, fish, powershell or zsh.
        shell: clap_complete::Shell,
    },
}

/// The data folder, for a subcommand that reads or writes it.
#[derive(Args, Debug, Default, Clone)]
pub struct DataDirArg {
    /// The data folder (the library of games is its games/ folder, the games database its
    /// games.db). Default: the platform's data folder, such as ~/.local/share/othello on Linux.
    /// Example: --data-dir ./othello-data
    #[arg(long = "data-dir", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// The threads of a subcommand that searches.
#[derive(Args, Debug, Default, Clone, Copy)]
pub struct ThreadsArg {
    /// The threads the search runs on: every core of the machine unless told; 1 for a search
    /// that is the same every run. Example: --threads 2
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: Option<u16>,
}

/// The arguments of `othello engine`.
#[derive(Args, Debug)]
pub struct EngineArgs {
    /// The threads it searches on.
    #[command(flatten)]
    pub threads: ThreadsArg,

    /// Where its book is: the data folder's book.bin.
    #[command(flatten)]
    pub data: DataDirArg,

    /// Search every move, the opening too, instead of playing the book's best move where the book
    /// has one (the data folder's book.bin, else the shipped book). Example: othello engine
    /// --no-book
    #[arg(long)]
    pub no_book: bool,

    /// In the opening, choose at random among the moves within this many discs of the best (the
    /// book's, then in the first twelve moves the search's), as the levels do, so that games from
    /// the same start differ; 0, the default, always plays the best. Example: othello engine
    /// --variety 1
    #[arg(long, value_name = "DISCS", default_value = "0", value_parser = clap::value_parser!(u32).range(0..=8))]
    pub variety: u32,
}

/// The arguments of `othello host`.
#[derive(Args, Debug)]
pub struct HostArgs {
    /// The rules and the start of the game.
    #[command(flatten)]
    pub game: GameArgs,

    /// The colour you play; the other player gets the other. Example: --color white
    #[arg(long, value_enum, ignore_case = true, value_name = "COLOR", default_value_t = Side::Black)]
    pub color: Side,

    /// Your name, as the other player sees it. Example: --name Ann
    #[arg(long, value_name = "NAME", value_parser = parse_name)]
    pub name: Option<String>,

    /// Where to listen: IP:PORT, or an IP alone (port 7654). The default, 127.0.0.1:7654, takes
    /// players on this machine only; 0.0.0.0 opens it to the LAN (and, through a router or a
    /// tunnel, the internet). Port 0 takes any free port. With --resume, the game's own address
    /// unless given. Example: --listen 0.0.0.0:7654
    #[arg(long, value_name = "ADDRESS")]
    pub listen: Option<String>,

    /// Wait for the other player at a magic-wormhole transit relay instead of listening: both sides
    /// connect out to it, so neither needs an open port, and it sees only what is encrypted. The
    /// relay named is remembered: --relay alone meets at it again. With --resume, the game's own
    /// relay unless given. Example: --relay relay.example.org:4001
    #[arg(long, value_name = "HOST:PORT", num_args = 0..=1, default_missing_value = "", conflicts_with = "listen")]
    pub relay: Option<String>,

    /// Host again a game of the library that you hosted (after either side stopped), for the same
    /// guest (a game not begun gets a new code), on the same address unless --listen is given.
    /// Example: othello host --resume 2026-11-24-2130-ann-ben
    #[arg(long, value_name = "ID", conflicts_with_all = ["handicap", "handicap_to", "time", "black_time", "white_time", "increment", "delay", "moves", "position", "random_start", "color"])]
    pub resume: Option<String>,

    /// The data folder, whose library keeps the game.
    #[command(flatten)]
    pub data: DataDirArg,
}

/// The arguments of `othello join`.
#[derive(Args, Debug)]
pub struct JoinArgs {
    /// The host's address: IP:PORT, HOST:PORT, or either alone (port 7654); with --relay, none
    /// (the code alone). Example: 192.168.1.20:7654
    #[arg(value_name = "HOST[:PORT]", required_unless_present_any = ["resume", "relay"])]
    pub address: Option<String>,

    /// The join code the host gave: a number and two words, dashes or spaces between (a word
    /// mistyped once is mended). Given alone, the host is met at the relay named last.
    /// Example: 7-guitar-zebra
    #[arg(value_name = "CODE")]
    pub code: Option<String>,

    /// Meet the host at this magic-wormhole transit relay (the one the host names) instead of
    /// connecting to it; remembered, so that next time the code alone meets there.
    /// Example: othello join --relay relay.example.org:4001 CODE
    #[arg(long, value_name = "HOST:PORT", conflicts_with = "resume")]
    pub relay: Option<String>,

    /// Your name, as the host sees it. Example: --name Ben
    #[arg(long, value_name = "NAME", value_parser = parse_name)]
    pub name: Option<String>,

    /// Accept the host's rules without being asked. Example: othello join 127.0.0.1 CODE --yes
    #[arg(long)]
    pub yes: bool,

    /// Join again a game of the library that you joined, with the address and the game's key it
    /// keeps (never the code).
    /// Example: othello join --resume 2026-11-24-2130-ann-ben
    #[arg(long, value_name = "ID", conflicts_with_all = ["address", "code"])]
    pub resume: Option<String>,

    /// The data folder, whose library keeps the game.
    #[command(flatten)]
    pub data: DataDirArg,
}

/// The arguments of `othello show`.
#[derive(Args, Debug)]
pub struct ShowArgs {
    /// A saved game to print, as a file or the ID of a game in the library; without it, a game
    /// is built from the flags.
    #[arg(value_name = "FILE|ID", conflicts_with_all = ["handicap", "handicap_to", "time", "black_time", "white_time", "increment", "delay", "position", "random_start"])]
    pub file: Option<PathBuf>,

    /// Of a GGF file of several games (a GGS archive), print game N, counting from 1 (default:
    /// the first). Example: othello show archive.ggf --game 3
    #[arg(long = "game", value_name = "N", requires = "file", value_parser = parse_game_number)]
    pub game_number: Option<usize>,

    /// The rules, players and moves (the moves are played after those of FILE).
    #[command(flatten)]
    pub game: GameArgs,

    /// How to print it. Example: --format ggf, -f ggf
    #[arg(short, long, value_enum, ignore_case = true, default_value_t = Format::Text)]
    pub format: Format,

    /// The data folder, for a game of its library (ID) or of its database (db:N).
    #[command(flatten)]
    pub data: DataDirArg,
}

/// The arguments of `othello solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// A game to solve from its last position, with --moves played after it if given: a saved
    /// file, a GGF record, or the ID of a game in the library.
    #[arg(value_name = "FILE|ID", conflicts_with = "position")]
    pub file: Option<PathBuf>,

    /// Of a GGF file of several games (a GGS archive), solve game N, counting from 1 (default:
    /// the first). Example: othello solve archive.ggf --game 3
    #[arg(long = "game", value_name = "N", requires = "file", value_parser = parse_game_number)]
    pub game_number: Option<usize>,

    /// Without FILE, the position to solve; and how to print the solution.
    #[command(flatten)]
    pub at: PositionArgs,

    /// The data folder, for a game of its library.
    #[command(flatten)]
    pub data: DataDirArg,

    /// The threads the solver runs on.
    #[command(flatten)]
    pub threads: ThreadsArg,
}

/// A position asked about (the start, or `--position`, then `--moves`), and how to print what is
/// said of it.
#[derive(Args, Debug)]
pub struct PositionArgs {
    /// The position: 64 squares from a1 to h8 (X black, O white, - empty), a space, and the side
    /// to move (default: the start). Example: --position "<64 squares> X", -p "<64 squares> X"
    #[arg(short, long, value_name = "POSITION", allow_hyphen_values = true)]
    pub position: Option<String>,

    /// Moves to play first, from --position or the start. Example: --moves f5d6c3, -m f5d6c3
    #[arg(short, long, value_name = "TRANSCRIPT")]
    pub moves: Option<String>,

    /// How to print: text, or one JSON document. Example: --format json, -f json
    #[arg(short, long, value_enum, ignore_case = true, default_value_t = SolveFormat::Text)]
    pub format: SolveFormat,
}

/// The arguments of `othello analyze`.
#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// The game to review: a file (a save, GGF, a position string or a transcript) or the ID of
    /// a game in the library; without it, the game --moves plays from the start or --position.
    #[arg(value_name = "FILE|ID", conflicts_with = "position")]
    pub file: Option<PathBuf>,

    /// Of a GGF file of several games (a GGS archive), review game N, counting from 1 (default:
    /// the first). Example: othello analyze archive.ggf --game 3
    #[arg(long = "game", value_name = "N", requires = "file", value_parser = parse_game_number)]
    pub game_number: Option<usize>,

    /// The moves to review, after those of FILE or from the start. Example: --moves f5d6c3d3c4, -m f5d6c3d3c4
    #[arg(short, long, value_name = "TRANSCRIPT")]
    pub moves: Option<String>,

    /// The position the moves start from (see --position of othello). Example: --position "<64 squares> X"
    #[arg(short, long, value_name = "POSITION", allow_hyphen_values = true)]
    pub position: Option<String>,

    /// How deeply the engine looks, from 1 to 20 (default 8): the level's depth, and the empty
    /// squares from which it solves the game exactly. Example: --level 12, -l 12
    #[arg(short, long, value_name = "N", value_parser = parse_level, default_value = "8")]
    pub level: Level,

    /// How to print the review. Example: --format json, -f json
    #[arg(short, long, value_enum, ignore_case = true, default_value_t = SolveFormat::Text)]
    pub format: SolveFormat,

    /// The data folder, for a game of its library and its opening book.
    #[command(flatten)]
    pub data: DataDirArg,
}

/// Output formats of `othello solve` and `othello analyze`.
#[derive(ValueEnum, Clone, Copy, PartialEq, Eq, Debug)]
pub enum SolveFormat {
    /// Text for people (see the manual).
    Text,
    /// One JSON object (see the manual).
    Json,
}

/// Output formats of `othello show`.
#[derive(ValueEnum, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// A board diagram, the move list, whose turn, discs, hands, clocks and result.
    Text,
    /// One JSON object (see the manual).
    Json,
    /// The moves as f5d6c3…
    Transcript,
    /// The Generic Game Format of GGS and other Othello software.
    Ggf,
}

/// A side, as typed on the command line.
#[derive(ValueEnum, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// The first player.
    Black,
    /// The second player.
    White,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::Black => Color::Black,
            Side::White => Color::White,
        }
    }
}

/// The sides the computer plays, as typed after `--computer`.
#[derive(ValueEnum, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ComputerSide {
    /// The computer plays black, a person white.
    Black,
    /// The computer plays white, a person black.
    White,
    /// The computer plays itself.
    Both,
    /// People play both sides.
    None,
}

impl ComputerSide {
    /// Whether the computer plays `color`.
    pub fn plays(self, color: Color) -> bool {
        match self {
            ComputerSide::Black => color == Color::Black,
            ComputerSide::White => color == Color::White,
            ComputerSide::Both => true,
            ComputerSide::None => false,
        }
    }
}

/// Which games `othello games` lists.
#[derive(Args, Debug, Default)]
pub struct GamesArgs {
    /// Only the games not finished. Example: othello games --unfinished
    #[arg(long)]
    pub unfinished: bool,

    /// Only the games against the computer. Example: othello games --computer
    #[arg(long)]
    pub computer: bool,

    /// Only the games against the computer at this level. Example: othello games --level 8, -l 8
    #[arg(short, long, value_name = "N", value_parser = parse_level)]
    pub level: Option<Level>,

    /// Only the games of a player whose name holds NAME, in any case. Example: othello games --player ann, -p ann
    #[arg(short, long, value_name = "NAME")]
    pub player: Option<String>,

    /// The data folder, whose library is listed.
    #[command(flatten)]
    pub data: DataDirArg,
}

/// The rules, players and opening moves of a game.
#[derive(Args, Debug)]
#[command(group(ArgGroup::new("timed").args(["time", "black_time", "white_time"]).multiple(true)))]
pub struct GameArgs {
    /// Corners given to the weaker player before the first move, 0 to 4, in the order a1, h8, h1,
    /// a8. Example: --handicap 2
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=4))]
    pub handicap: Option<u8>,

    /// Who receives the handicap corners. Example: --handicap 1 --handicap-to white
    #[arg(long, value_enum, ignore_case = true, value_name = "COLOR", requires = "handicap", default_value_t = Side::Black)]
    pub handicap_to: Side,

    /// Total time of each player (sudden death): 30m, 90s, 1h30m, 1:30:00 or 5:00. Without a time
    /// flag the game is untimed. Example: --time 10m, -t 10m
    #[arg(short, long, value_name = "DURATION", value_parser = parse_duration)]
    pub time: Option<Duration>,

    /// Black's total time, for time odds (overrides --time for black). Example: --black-time 5m
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub black_time: Option<Duration>,

    /// White's total time, for time odds (overrides --time for white). Example: --white-time 3m
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub white_time: Option<Duration>,

    /// Fischer increment: time added to a player's clock after each of its moves. Example: --increment 5s
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, requires = "timed", conflicts_with = "delay")]
    pub increment: Option<Duration>,

    /// Bronstein delay: up to this much of each move's time is given back (instead of an
    /// increment). Example: --delay 3s
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, requires = "timed")]
    pub delay: Option<Duration>,

    /// Black's name. Example: --black Ann
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,

    /// White's name. Example: --white Ben
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,

    /// Start from the position after these moves, played off the clock (they cost no time and
    /// earn no increment). Example: --moves f5d6c3d3c4, -m f5d6c3d3c4
    #[arg(short, long, value_name = "TRANSCRIPT")]
    pub moves: Option<String>,

    /// Start from this position: 64 squares from a1 to h8 (X black, O white, - empty), a space,
    /// and the side to move, as Edax and Zebra write them (--moves are played after it).
    /// Example: --position "---------------------------OX------XO--------------------------- X", -p "…"
    #[arg(short, long, value_name = "POSITION", allow_hyphen_values = true, conflicts_with = "handicap")]
    pub position: Option<String>,

    /// Start from a position N random moves deep (1 to 30) that the engine judges balanced,
    /// within two discs, for players who know the openings by heart; it is recorded as the
    /// game's start (--moves are played after it). Example: --random-start 10
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=30), conflicts_with_all = ["position", "handicap"])]
    pub random_start: Option<u8>,
}

/// Why the rules flags do not make rules.
#[derive(Debug)]
pub enum FlagsError {
    /// The rules the flag (`--handicap`, `--time`) asks for are not possible.
    Rules(&'static str, RulesError),
    /// A side (`black`, `white`) has no time while the other has: `--black-time` without
    /// `--white-time` or `--time`.
    SideWithoutTime(&'static str),
}

impl GameArgs {
    /// Whether any of these flags was given: without one, plain `othello` opens the new-game
    /// screen.
    pub fn any_given(&self) -> bool {
        let GameArgs {
            handicap,
            handicap_to: _,
            time,
            black_time,
            white_time,
            increment,
            delay,
            black,
            white,
            moves,
            position,
            random_start,
        } = self;
        handicap.is_some()
            || [time, black_time, white_time, increment, delay].iter().any(|t| t.is_some())
            || [black, white, moves, position].iter().any(|t| t.is_some())
            || random_start.is_some()
    }

    /// The rules these flags ask for, or which flag is wrong and why.
    pub fn rules(&self) -> Result<Rules, FlagsError> {
        let handicap = Handicap::new(self.handicap.unwrap_or(0), self.handicap_to.into())
            .map_err(|e| FlagsError::Rules("--handicap", e))?;
        let time_control = match (self.time, self.black_time, self.white_time) {
            (None, None, None) => None,
            (time, black, white) => {
                let base = ByColor::new(black.or(time), white.or(time));
                let (Some(black), Some(white)) = (base.black, base.white) else {
                    let missing = if base.black.is_none() { "black" } else { "white" };
                    return Err(FlagsError::SideWithoutTime(missing));
                };
                Some(TimeControl {
                    base: ByColor::new(black, white),
                    increment: self.increment.unwrap_or_default(),
                    delay: self.delay.unwrap_or_default(),
                })
            }
        };
        Rules::new(handicap, time_control).map_err(|e| FlagsError::Rules("--time", e))
    }

    /// The players' names given on the command line.
    pub fn names(&self) -> ByColor<Option<String>> {
        ByColor::new(self.black.clone(), self.white.clone())
    }
}

/// The board's colours as `--theme` names them: the screen's palettes of the same names.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum ThemeName {
    /// A green board, as the game is played on felt.
    Green,
    /// A dark slate board, quiet on a dark terminal.
    Dark,
    /// A wooden board with dark marks, for light terminals.
    Light,
    /// The strongest contrast.
    Contrast,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
