//! `othello book`'s arguments: showing the book's moves, and growing (from the start, or over
//! WTHOR's positions in shards), merging, exporting, importing, learning and printing its tree.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::{DataDirArg, PositionArgs, ThreadsArg};

/// The arguments of `othello book`.
#[derive(Args, Debug)]
pub struct BookArgs {
    /// Grow, merge, export or import the book instead of showing it.
    #[command(subcommand)]
    pub action: Option<BookAction>,

    /// The position whose book moves are shown.
    #[command(flatten)]
    pub at: PositionArgs,

    /// The data folder, whose book.bin is shown if it has one.
    #[command(flatten)]
    pub data: DataDirArg,
}

/// What `othello book` does besides showing.
#[derive(Subcommand, Debug)]
pub enum BookAction {
    /// Grow the book of the data folder (book.bin; the shipped book if there is none yet) by
    /// searching every position up to --plies moves from the start along moves within --margin
    /// discs of the best; saved as it goes, so Ctrl-C keeps what is done and a second run goes
    /// on. With --wthor, the positions WTHOR's games reached instead, and with --leaves those its
    /// best moves out of the book lead to, cut into shards with --shard K/N --out PART (merged
    /// with othello book merge). Example: othello book grow --plies 8 --margin 2 --depth 14
    Grow(GrowArgs),
    /// Merge the parts that othello book grow --shard wrote, every shard once and each done, into
    /// the data folder's book (the shipped one if there is none yet), or into --out FILE.
    /// Example: othello book merge parts/*.part
    Merge {
        /// The parts, in any order.
        #[arg(value_name = "PART", required = true)]
        parts: Vec<PathBuf>,
        /// Write the merged book to this file instead of the data folder's book.bin.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The data folder, whose book.bin the parts are merged into.
        #[command(flatten)]
        data: DataDirArg,
    },
    /// Write the data folder's book (the shipped one if there is none) as text, a position a line:
    /// position, side to move, depth, value, best move out of the book, its value. Example:
    /// othello book export --out book.txt
    Export {
        /// The file to write (standard output if not given).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The data folder, whose book.bin is written.
        #[command(flatten)]
        data: DataDirArg,
    },
    /// Learn games: their positions in their first --plies moves not in the data folder's book yet
    /// are searched and enter it, and the values are backed up. Files (a save, a GGF game or
    /// archive, a transcript) or games of the library by ID. Example: othello book learn games.ggf
    Learn {
        /// The games: files, or IDs of the library's games.
        #[arg(value_name = "FILE|ID", required = true)]
        games: Vec<PathBuf>,
        /// Positions up to this many moves from the start are learned, 1 to 30.
        #[arg(long, value_name = "N", default_value = "20", value_parser = clap::value_parser!(u32).range(1..=30))]
        plies: u32,
        /// Each new position's moves are scored by a selective search this many plies deep, 1 to 30.
        #[arg(long, value_name = "PLIES", default_value = "18", value_parser = clap::value_parser!(u32).range(1..=30))]
        depth: u32,
        /// The data folder, whose book.bin learns.
        #[command(flatten)]
        data: DataDirArg,
        /// The threads each search runs on.
        #[command(flatten)]
        threads: ThreadsArg,
    },
    /// Print the book's tree from a position (the start unless told), --plies moves down: each
    /// book move with its value and the depth of its search, best first. Example: othello book
    /// show --moves f5 --plies 2
    Show {
        /// The position whose subtree is printed.
        #[command(flatten)]
        at: PositionArgs,
        /// How many moves down the tree goes, 1 to 10.
        #[arg(long, value_name = "N", default_value = "2", value_parser = clap::value_parser!(u32).range(1..=10))]
        plies: u32,
        /// The data folder, whose book.bin is printed.
        #[command(flatten)]
        data: DataDirArg,
    },
    /// Read a book written by othello book export into the data folder's book: each position takes
    /// the place of the book's unless the book's was searched deeper (--replace: the file's book
    /// alone). Example: othello book import book.txt
    Import {
        /// The book in text.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Make the file's book the data folder's, in place of what it had.
        #[arg(long)]
        replace: bool,
        /// The data folder, whose book.bin takes the file's positions.
        #[command(flatten)]
        data: DataDirArg,
    },
}

/// A shard as `--shard` takes it: `K/N`, K from 0 below N.
fn parse_shard(text: &str) -> Result<(u32, u32), String> {
    let (shard, shards) = text.split_once('/').ok_or("a shard is K/N, such as 3/8")?;
    let (shard, shards) = (shard.trim().parse::<u32>(), shards.trim().parse::<u32>());
    match (shard, shards) {
        (Ok(shard), Ok(shards)) if shard < shards && shards <= crate::search::book::MAX_SHARDS => {
            Ok((shard, shards))
        }
        _ => Err(format!(
            "a shard is K/N with K from 0 below N, N at most {}, such as 3/8",
            crate::search::book::MAX_SHARDS
        )),
    }
}

/// The arguments of `othello book grow`.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("positions").args(["wthor", "leaves"])))]
pub struct GrowArgs {
    /// Positions up to this many moves from the start are searched, 1 to 30.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=30))]
    pub plies: u32,

    /// A move within this many discs of the best leads on into the book (with --leaves: a best
    /// move out of the book within this many discs of its position's value is taken in), 0 to 64.
    #[arg(long, value_name = "DISCS", default_value = "2", value_parser = clap::value_parser!(u32).range(0..=64), conflicts_with = "wthor")]
    pub margin: u32,

    /// Search the positions that the book's best moves out of it lead to (its leaves) from its
    /// positions fewer than --plies moves from the start, each within --margin discs of its
    /// position's value, instead of growing from the start: the best deviations from the book's
    /// lines enter it, and each run goes one move further along them. Cut into shards as with
    /// --wthor (every shard from the same book.bin). Example: --leaves --plies 20 --margin 2
    #[arg(long, conflicts_with = "wthor")]
    pub leaves: bool,

    /// Search the positions that WTHOR's games (the WTH_YYYY.wtb files of this folder) reached in
    /// their first --plies moves, each reached by --min-games games or more, instead of growing
    /// from the start along --margin. Example: --wthor ~/wthor
    #[arg(long, value_name = "DIR")]
    pub wthor: Option<PathBuf>,

    /// With --wthor, a position is searched if this many games reached it or more.
    #[arg(long, value_name = "N", default_value = "20", requires = "wthor", value_parser = clap::value_parser!(u32).range(1..))]
    pub min_games: u32,

    /// With --wthor or --leaves, search only shard K of N (from 0) and write its part to --out,
    /// to merge with the others (othello book merge); the same shard always gives the same part,
    /// and a part stopped half way goes on where it stopped. Example: --shard 3/8 --out part-3.part
    #[arg(long, value_name = "K/N", requires_all = ["positions", "out"], value_parser = parse_shard)]
    pub shard: Option<(u32, u32)>,

    /// The part file a shard writes.
    #[arg(long, value_name = "FILE", requires = "shard")]
    pub out: Option<PathBuf>,

    /// Each position's moves are scored by a selective search this many plies deep, 1 to 30.
    #[arg(long, value_name = "PLIES", default_value = "14", value_parser = clap::value_parser!(u32).range(1..=30))]
    pub depth: u32,

    /// The data folder, whose book.bin is grown.
    #[command(flatten)]
    pub data: DataDirArg,

    /// The threads each search runs on.
    #[command(flatten)]
    pub threads: ThreadsArg,
}
