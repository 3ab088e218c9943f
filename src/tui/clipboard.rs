//! Positions in and out: what `y` copies (the transcript, the position string, the GGF record),
//! the OSC 52 sequence that hands it to the terminal's clipboard and whether the terminal is
//! known to take it; the bound on a paste.

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
    /// Game `N` (from 0) of the games database as a GGF record, read there as `othello show
    /// db:N --format ggf` reads it (its players, tournament and year).
    DatabaseGame(u32),
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

/// Whether the terminal takes an OSC 52 copy, as far as its environment tells: no terminal
/// answers whether it does, so the game goes by the variables terminals and multiplexers set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClipboardReach {
    /// A terminal that takes it: kitty, Alacritty, WezTerm, foot, Ghostty, Windows Terminal.
    Takes,
    /// iTerm2: once "Applications in terminal may access clipboard" is ticked.
    Iterm,
    /// Inside tmux: only with `set -g set-clipboard on`.
    Tmux,
    /// Inside GNU screen, which drops it.
    Screen,
    /// A VTE terminal (GNOME Terminal and its kin), which ignores it.
    Vte,
    /// The macOS Terminal, which ignores it.
    AppleTerminal,
    /// Not known (over ssh the terminal is on the other side, and says nothing).
    Unknown,
}

impl ClipboardReach {
    /// What the environment `var` tells of the terminal. A multiplexer comes first: it stands
    /// between the game and the terminal whose variables it passes on.
    pub fn of(var: impl Fn(&str) -> Option<String>) -> ClipboardReach {
        let set = |name: &str| var(name).is_some_and(|value| !value.is_empty());
        let term = var("TERM").unwrap_or_default();
        let program = var("TERM_PROGRAM").unwrap_or_default();
        if set("TMUX") {
            ClipboardReach::Tmux
        } else if set("STY") || term.starts_with("screen") {
            ClipboardReach::Screen
        } else if set("KITTY_WINDOW_ID")
            || set("WEZTERM_PANE")
            || set("ALACRITTY_WINDOW_ID")
            || set("WT_SESSION")
            || term == "xterm-kitty"
            || term == "alacritty"
            || term == "xterm-ghostty"
            || term.starts_with("foot")
            || program == "WezTerm"
            || program == "ghostty"
        {
            ClipboardReach::Takes
        } else if program == "iTerm.app" {
            ClipboardReach::Iterm
        } else if program == "Apple_Terminal" {
            ClipboardReach::AppleTerminal
        } else if set("VTE_VERSION") {
            ClipboardReach::Vte
        } else {
            ClipboardReach::Unknown
        }
    }

    /// What this environment tells.
    pub fn of_environment() -> ClipboardReach {
        ClipboardReach::of(|name| std::env::var(name).ok())
    }

    /// The sentence after a copy's that says whether it reached the clipboard (a message id),
    /// and whether that is a warning; none for a terminal that takes it.
    pub fn caveat(self) -> Option<(&'static str, bool)> {
        match self {
            ClipboardReach::Takes => None,
            ClipboardReach::Iterm => Some(("clipboard-iterm", false)),
            ClipboardReach::Tmux => Some(("clipboard-tmux", false)),
            ClipboardReach::Unknown => Some(("clipboard-unknown", false)),
            ClipboardReach::Screen => Some(("clipboard-screen", true)),
            ClipboardReach::Vte => Some(("clipboard-vte", true)),
            ClipboardReach::AppleTerminal => Some(("clipboard-apple", true)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reach(vars: &[(&str, &str)]) -> ClipboardReach {
        ClipboardReach::of(|name| vars.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string()))
    }

    #[test]
    fn the_terminal_is_told_by_its_environment_a_multiplexer_first() {
        assert_eq!(reach(&[]), ClipboardReach::Unknown);
        assert_eq!(reach(&[("TERM", "xterm-256color"), ("SSH_TTY", "/dev/pts/1")]), ClipboardReach::Unknown);
        assert_eq!(reach(&[("TERM", "xterm-kitty")]), ClipboardReach::Takes);
        assert_eq!(reach(&[("KITTY_WINDOW_ID", "1"), ("TERM", "xterm-256color")]), ClipboardReach::Takes);
        assert_eq!(reach(&[("TERM", "foot-extra")]), ClipboardReach::Takes);
        assert_eq!(reach(&[("TERM_PROGRAM", "WezTerm")]), ClipboardReach::Takes);
        // Each sign of a terminal that takes it, alone.
        for sign in [
            ("WEZTERM_PANE", "0"),
            ("ALACRITTY_WINDOW_ID", "94371"),
            ("TERM", "alacritty"),
            ("TERM", "xterm-ghostty"),
            ("TERM_PROGRAM", "ghostty"),
            ("TERM", "foot"),
        ] {
            assert_eq!(reach(&[sign]), ClipboardReach::Takes, "{sign:?}");
        }
        assert_eq!(reach(&[("WT_SESSION", "5e1f")]), ClipboardReach::Takes);
        assert_eq!(reach(&[("TERM_PROGRAM", "iTerm.app")]), ClipboardReach::Iterm);
        assert_eq!(reach(&[("TERM_PROGRAM", "Apple_Terminal")]), ClipboardReach::AppleTerminal);
        assert_eq!(reach(&[("VTE_VERSION", "7600")]), ClipboardReach::Vte);
        assert_eq!(reach(&[("VTE_VERSION", "")]), ClipboardReach::Unknown, "an empty variable is not set");
        // Inside a multiplexer, the outer terminal's variables are inherited but do not decide.
        assert_eq!(
            reach(&[("TMUX", "/tmp/tmux-0/default,1,0"), ("KITTY_WINDOW_ID", "1")]),
            ClipboardReach::Tmux
        );
        assert_eq!(reach(&[("STY", "1.pts-0"), ("TERM_PROGRAM", "WezTerm")]), ClipboardReach::Screen);
        assert_eq!(reach(&[("TERM", "screen.xterm-256color")]), ClipboardReach::Screen);
        assert_eq!(ClipboardReach::Takes.caveat(), None);
        assert_eq!(ClipboardReach::Vte.caveat(), Some(("clipboard-vte", true)));
        assert_eq!(ClipboardReach::Tmux.caveat(), Some(("clipboard-tmux", false)));
    }

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
