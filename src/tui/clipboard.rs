//! Positions in and out: what `y` copies (the transcript, the position string, the GGF record)
//! and the OSC 52 sequence that hands it to the terminal's clipboard; the bound on a paste.

use base64::Engine;

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::notation::board_string;
use crate::play::Snapshot;

/// The most a paste may hold, in bytes: far more than any game record, and bounded before it is
/// read, as input from a file or a socket is.
pub const MAX_PASTE: usize = 64 * 1024;

/// What to copy.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CopyWhat {
    /// The moves, `f5d6c3…`.
    Transcript,
    /// The board shown and the side to move, as a position string (`othello show` and Edax).
    Position,
    /// The game as a GGF record (as `othello show --format ggf` writes it).
    Ggf,
}

/// What goes to the clipboard: text ready, or a game whose GGF the files write (they own its
/// identity: its id and when it began).
#[derive(Clone, Debug)]
pub enum Clip {
    /// This text.
    Text(String),
    /// This game as a GGF record.
    Ggf(Box<Snapshot>),
}

/// The position string of `board` with `to_move` to move: 64 squares from a1 to h8, then the
/// side, `X` or `O`.
pub fn position_text(board: ByColor<Bitboard>, to_move: Color) -> String {
    format!("{} {}", board_string(board), to_move.symbol())
}

/// The OSC 52 sequence that puts `text` on the terminal's clipboard: `ESC ] 52 ; c ; BASE64 BEL`.
pub fn osc52(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64::engine::general_purpose::STANDARD.encode(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn osc_52_carries_the_text_in_base64_ended_by_bel() {
        assert_eq!(osc52("f5d6"), "\x1b]52;c;ZjVkNg==\x07");
        assert_eq!(osc52(""), "\x1b]52;c;\x07");
    }

    #[test]
    fn the_position_is_the_board_then_the_side_to_move() {
        let start = crate::engine::game::Game::new(crate::engine::rules::Rules::default());
        let text = position_text(start.board(), Color::Black);
        assert_eq!(text.len(), 66);
        assert_eq!(&text[24..40], "---OX------XO---");
        assert!(text.ends_with(" X"));
    }
}
