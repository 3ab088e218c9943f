//! Prints perft(N) from the start position and how long it took: `cargo run --release --example perft -- 12`.

#[macro_use]
#[path = "support/quiet_print.rs"]
mod quiet_print;

use std::process::ExitCode;
use std::time::Instant;

use othello::engine::perft::{perft, perft_portable};
use othello::engine::position::Position;
use othello::text::printable;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut portable = false;
    let mut depth = None;
    for arg in args.by_ref() {
        match arg.as_str() {
            "--portable" => portable = true,
            other => match other.parse::<u32>() {
                Ok(n) if n <= 20 => depth = Some(n),
                _ => {
                    eprintln!(
                        "usage: perft [--portable] DEPTH   (DEPTH is a whole number 0-20, not `{}`)",
                        printable(other)
                    );
                    return ExitCode::from(2);
                }
            },
        }
    }
    let depth = depth.unwrap_or(10);
    let start = Instant::now();
    let leaves =
        if portable { perft_portable(Position::START, depth) } else { perft(Position::START, depth) };
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "perft({depth}) = {leaves}  {seconds:.3} s  {:.1} M leaves/s{}",
        leaves as f64 / seconds / 1e6,
        if portable { "  (portable path)" } else { "" }
    );
    ExitCode::SUCCESS
}
