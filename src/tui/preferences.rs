//! The player's preferences that outlive a game (the board's palette, whether legal moves are
//! marked, whether the score graph is shown, the new-game screen's last choices, the hints'
//! depth among them): read from `settings.json` in the data folder at the start, written when changed.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::new_game::Choices;
use super::theme::Palette;

/// The file the preferences are kept in, in the data folder.
const FILE: &str = "settings.json";

/// What the player chose last.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// The board's colours.
    pub theme: Palette,
    /// Whether the legal moves are marked.
    pub legal_marks: bool,
    /// Whether the score graph is shown in play.
    pub graph: bool,
    /// What the new-game screen chose last.
    pub new_game: Choices,
    /// The transit relay named last (`othello host --relay`, `othello join --relay`), met again
    /// when none is named.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relay: Option<String>,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            theme: Palette::Green,
            legal_marks: true,
            graph: false,
            new_game: Choices::default(),
            relay: None,
        }
    }
}

impl Preferences {
    /// Where the preferences of `data_dir` are kept.
    pub fn path(data_dir: &Path) -> PathBuf {
        data_dir.join(FILE)
    }

    /// The preferences kept in `data_dir`; the defaults if there are none, or if the file cannot
    /// be read (a preference is never worth refusing to play).
    pub fn load(data_dir: &Path) -> Preferences {
        crate::store::read_text(&Preferences::path(data_dir))
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Keeps the preferences in `data_dir`, atomically.
    pub fn save(&self, data_dir: &Path) -> Result<(), crate::store::SaveError> {
        // The data folder is made on first need, as the library makes its own.
        crate::store::keep_json(data_dir, FILE, self)
    }
}
