//! `GameFile`: the game's files as the screen knows them: where `s` saves without asking,
//! whether moves were made since, its id in the library once autosaved, why the last autosave
//! failed, and which game of the session is in play (the files' replies name it, so that one
//! about a game left for a new one is not taken for the new one's).

use std::path::{Path, PathBuf};

use crate::play::Snapshot;

use super::action::Effect;

/// The game's files, as the files' replies have told them.
#[derive(Clone, Debug, Default)]
pub struct GameFile {
    /// The file `s` saves to without asking: the one the game came from or was saved to.
    save_path: Option<PathBuf>,
    /// Whether moves were made since the game was last saved to a file.
    unsaved: bool,
    /// The game's id in the library, once it has been autosaved there.
    library_id: Option<String>,
    /// Why the game could not be autosaved; shown until a save works.
    problem: Option<String>,
    /// Which game of the session is in play (the first is 0).
    number: u64,
    /// For a recorded game (from the games database), its tournament and year in words.
    played_at: Option<String>,
}

impl GameFile {
    /// A game that came from `save_path` (saved to it again without asking), if any.
    pub fn new(save_path: Option<PathBuf>) -> GameFile {
        GameFile { save_path, ..GameFile::default() }
    }

    /// The file `s` saves to without asking.
    pub fn save_path(&self) -> Option<&Path> {
        self.save_path.as_deref()
    }

    /// The game's id in the library.
    pub fn library_id(&self) -> Option<&str> {
        self.library_id.as_deref()
    }

    /// Why the last autosave failed.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// For a recorded game, where and when it was played: `Championnat de France, 2016`.
    pub fn played_at(&self) -> Option<&str> {
        self.played_at.as_deref()
    }

    /// The game was recorded elsewhere: `played_at` says where and when.
    pub(super) fn recorded_at(&mut self, played_at: Option<String>) {
        self.played_at = played_at;
    }

    /// Which game of the session is in play.
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The game is known in the library as `id` (it came from there).
    pub(super) fn in_library(&mut self, id: Option<String>) {
        self.library_id = id;
    }

    /// Moves were made: a file saved by name no longer holds the game as it is.
    pub(super) fn moved(&mut self) {
        self.unsaved = true;
    }

    /// Whether quitting would leave moves that are in no file saved by name.
    pub(super) fn unsaved_or_never_saved(&self) -> bool {
        self.unsaved || self.save_path.is_none()
    }

    /// Game `game` of the session was autosaved as `result` says; a reply about a game left for
    /// a new one is not this one's.
    pub(super) fn autosaved(&mut self, game: u64, result: Result<String, String>) {
        if game != self.number {
            return;
        }
        match result {
            Ok(id) => {
                self.library_id = Some(id);
                self.problem = None;
            }
            Err(problem) => self.problem = Some(problem),
        }
    }

    /// Game `game` of the session was saved to `path`: `s` saves there again. Returns whether it
    /// is this game.
    pub(super) fn saved(&mut self, game: u64, path: PathBuf) -> bool {
        if game != self.number {
            return false;
        }
        self.save_path = Some(path);
        self.unsaved = false;
        true
    }

    /// A new game in the session: its own number, no file yet.
    pub(super) fn new_game(&mut self) {
        *self = GameFile { number: self.number + 1, problem: self.problem.take(), ..GameFile::default() };
    }

    /// The autosave of `snapshot`, this game's.
    pub(super) fn autosave(&self, snapshot: Snapshot) -> Effect {
        Effect::Autosave { game: self.number, snapshot }
    }

    /// What to tell the players once the screen is gone, the game `over` or not: where it is
    /// kept, when its saves worked.
    pub fn farewell(&self, language: crate::i18n::Language, over: bool) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(path) = &self.save_path
            && !self.unsaved
        {
            lines.push(crate::tr!(
                language,
                "saved-to",
                path = crate::text::printable(&path.display().to_string())
            ));
        }
        if let Some(id) = &self.library_id {
            let id = crate::text::printable(id);
            if over {
                lines.push(crate::tr!(language, "farewell-over", id = id));
            } else {
                lines.push(crate::tr!(language, "farewell-resume", id = id));
            }
        }
        lines
    }
}
