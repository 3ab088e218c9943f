//! The modes of the terminal game (what the keyboard is doing now) and the questions it asks,
//! each mode holding its own state; [`Modes`], the one place a mode changes.

use std::path::PathBuf;

use super::editor::Editor;
use super::games_list::GamesList;
use super::line_edit::LineEdit;
use super::new_game::NewGameForm;
use super::review::Review;
use super::trainer::Training;
use crate::engine::color::ByColor;
use crate::engine::outcome::Outcome;
use crate::play::network::Ask;
use crate::store::Player;

/// What a file about to be written over holds, for the question before it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Holds {
    /// Another game: who played it, how far, how it ended.
    Game {
        /// Its players.
        players: ByColor<Player>,
        /// Its moves played.
        moves: usize,
        /// Its result, if it is over.
        outcome: Option<Outcome>,
    },
    /// A file that is not an othello game.
    NotAGame,
    /// A save file that cannot be read.
    Unreadable,
}

/// What the keyboard is doing now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Moves are being played (or the game is over and can be looked at).
    Playing,
    /// Both clocks are stopped and the board hidden until a key is pressed.
    Paused,
    /// The keys and marks are listed over the board.
    Help {
        /// Lines scrolled past, when the help is longer than the screen.
        scroll: u16,
        /// Whether the help shows the rules of the game (in the player's language) instead of
        /// the keys.
        rules: bool,
        /// The mode it was opened from, whose keys it lists, and which it goes back to.
        under: Box<Mode>,
    },
    /// A question is asked.
    Confirm(Question),
    /// A file name for saving is being typed.
    SaveAs {
        /// The name typed so far.
        input: LineEdit,
        /// Whether to quit once saved.
        then_quit: bool,
    },
    /// The game has just ended: the result is shown in a banner until a key is pressed.
    Result,
    /// The game's moves are reviewed one by one (the game itself is left as it is).
    Review(Review),
    /// A position is set up in the board editor.
    Edit(Editor),
    /// A new game is chosen (the game in play goes on if it is not started).
    NewGame(NewGameForm),
    /// The opening explorer's filter is being typed (players and years), over the mode it was
    /// opened from.
    ExplorerFilter {
        /// The filter typed so far.
        input: LineEdit,
        /// The mode beneath, which the box goes back to.
        under: Box<Mode>,
    },
    /// The games database's games through the position on the board, one to choose and review
    /// (the game in play waits beneath, its clocks stopped).
    Games(Box<GamesList>),
    /// A trainer: endgame puzzles or an opening drill (the game in play waits beneath).
    Train(Box<Training>),
    /// A line of chat is being typed, for the other player over the network.
    Chat {
        /// The line typed so far.
        input: LineEdit,
    },
    /// What to copy to the clipboard is chosen, over the mode it was asked from.
    Copy {
        /// The mode beneath, whose game or board is copied, and which the choice goes back to.
        under: Box<Mode>,
    },
    /// A comment on the move the review shows is being typed, over the review.
    Comment {
        /// The comment typed so far.
        input: LineEdit,
        /// The review beneath.
        under: Box<Mode>,
    },
    /// Over the network: what was said, both ways, over the board.
    ChatHistory {
        /// Lines scrolled back from the newest.
        back: u16,
        /// The mode beneath, which it goes back to.
        under: Box<Mode>,
    },
}

impl Mode {
    /// The mode the help (or the explorer's filter box, the copy's choice, the comment box, the
    /// chat's history) was opened over, or this one: they go over a mode without stopping what
    /// it does.
    pub fn beneath_help(&self) -> &Mode {
        match self {
            Mode::Help { under, .. }
            | Mode::ExplorerFilter { under, .. }
            | Mode::Copy { under }
            | Mode::Comment { under, .. }
            | Mode::ChatHistory { under, .. } => under,
            mode => mode,
        }
    }

    pub(super) fn beneath_help_mut(&mut self) -> &mut Mode {
        match self {
            Mode::Help { under, .. }
            | Mode::ExplorerFilter { under, .. }
            | Mode::Copy { under }
            | Mode::Comment { under, .. }
            | Mode::ChatHistory { under, .. } => under,
            mode => mode,
        }
    }
}

/// The mode the terminal game is in, and the ways it changes: a mode in place of another, a box
/// or list opened over the mode beneath (which goes on beneath it) and closed back to it. The
/// state inside a mode (a line typed, a list scrolled) is edited where it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Modes {
    current: Mode,
}

impl Default for Modes {
    fn default() -> Self {
        Modes { current: Mode::Playing }
    }
}

impl std::ops::Deref for Modes {
    type Target = Mode;

    fn deref(&self) -> &Mode {
        &self.current
    }
}

impl PartialEq<Mode> for Modes {
    fn eq(&self, other: &Mode) -> bool {
        self.current == *other
    }
}

impl Modes {
    /// `mode` in place of the current one (and of any beneath it).
    pub(super) fn set(&mut self, mode: Mode) {
        self.current = mode;
    }

    /// The mode `over` makes of the current one, which it holds beneath it.
    pub(super) fn open_over(&mut self, over: impl FnOnce(Box<Mode>) -> Mode) {
        let under = self.take();
        self.current = over(Box::new(under));
    }

    /// The box or list over a mode closed: back to the mode beneath (to playing if none is).
    pub(super) fn close(&mut self) {
        self.current = match self.take() {
            Mode::Help { under, .. }
            | Mode::ExplorerFilter { under, .. }
            | Mode::Copy { under }
            | Mode::Comment { under, .. }
            | Mode::ChatHistory { under, .. } => *under,
            _ => Mode::Playing,
        };
    }

    /// The current mode, taken to move its state on; playing in its place until one is set.
    pub(super) fn take(&mut self) -> Mode {
        std::mem::replace(&mut self.current, Mode::Playing)
    }

    /// The current mode, to edit the state inside it.
    pub(super) fn edit(&mut self) -> &mut Mode {
        &mut self.current
    }
}

/// A question that needs an answer before it happens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Question {
    /// Quit now (the game stays in the library), or save to a file first?
    Quit,
    /// The file named holds another game: replace it?
    Overwrite {
        /// The file.
        path: PathBuf,
        /// What it holds.
        holds: Holds,
        /// The name as typed, to go back to.
        input: LineEdit,
        /// Whether to quit once saved.
        then_quit: bool,
    },
    /// The other player over the network asks for something.
    Asked {
        /// What.
        ask: Ask,
        /// The other player's name or colour.
        by: String,
    },
    /// Resign this network game?
    Resign,
    /// Open the game pasted as a new game, leaving the one in play (it stays in the library)?
    OpenPasted {
        /// The text pasted.
        text: String,
        /// What it was read as, as its key (`transcript`: `Kind::key`).
        kind: &'static str,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_opened_over_a_mode_closes_back_to_it_and_a_mode_closed_goes_back_to_playing() {
        let mut modes = Modes::default();
        assert_eq!(modes, Mode::Playing);
        assert!(modes != Mode::Paused, "a mode is only itself");
        modes.set(Mode::Result);
        modes.open_over(|under| Mode::Help { scroll: 3, rules: false, under });
        assert_eq!(modes.beneath_help(), &Mode::Result, "the mode beneath kept");
        modes.open_over(|under| Mode::Copy { under });
        modes.close();
        assert!(matches!(*modes, Mode::Help { scroll: 3, .. }), "one box closed at a time");
        modes.close();
        assert_eq!(modes, Mode::Result);
        modes.close();
        assert_eq!(modes, Mode::Playing, "nothing beneath: back to playing");
        modes.set(Mode::Paused);
        assert_eq!(modes.take(), Mode::Paused);
        assert_eq!(modes, Mode::Playing, "playing until a mode is set");
        if let Mode::Playing = modes.edit() {
            *modes.edit() = Mode::Result;
        }
        assert_eq!(modes, Mode::Result, "edited where it is");
    }
}
