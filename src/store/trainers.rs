//! The trainers' record in the data folder (`training.json`): for the endgame puzzles and the
//! opening drill, the current streak, the best streak, and how many were right of how many
//! tried. Written atomically after each answer; a damaged file is reported and left alone.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The file the record is kept in, in the data folder.
const FILE: &str = "training.json";

/// A trainer's counts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Streak {
    /// Right answers in a row, up to now.
    pub current: u32,
    /// The longest run of right answers.
    pub best: u32,
    /// Right answers in all.
    pub right: u32,
    /// Answers in all.
    pub tried: u32,
}

impl Streak {
    /// Counts an answer, right or not.
    pub fn count(&mut self, right: bool) {
        self.tried += 1;
        if right {
            self.right += 1;
            self.current += 1;
            self.best = self.best.max(self.current);
        } else {
            self.current = 0;
        }
    }
}

/// Why the trainers' record could not be read; [`crate::words::training_record_error`] says it.
#[derive(Debug)]
pub enum RecordFileError {
    /// The file could not be read as text (the file is named in the error).
    Unread(super::SaveError),
    /// The file is text but not a record (serde's words carry the line and column).
    NotARecord {
        /// The file.
        path: PathBuf,
        /// What the JSON reader found.
        error: serde_json::Error,
    },
}

/// The trainers' record.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TrainingRecord {
    /// The endgame puzzles: a puzzle is right when every move played was a best move.
    pub endgame: Streak,
    /// The opening drill: a line is right when every move was found.
    pub openings: Streak,
}

impl TrainingRecord {
    /// Where the record of `data_dir` is kept.
    pub fn path(data_dir: &Path) -> PathBuf {
        data_dir.join(FILE)
    }

    /// The record kept in `data_dir`: empty if there is none yet; an error naming the file and
    /// why if it cannot be read (the trainer then counts without keeping, so that the record is
    /// not written over).
    pub fn load(data_dir: &Path) -> Result<TrainingRecord, RecordFileError> {
        let path = TrainingRecord::path(data_dir);
        if !path.exists() {
            return Ok(TrainingRecord::default());
        }
        let text = super::read_text(&path).map_err(RecordFileError::Unread)?;
        serde_json::from_str(&text).map_err(|error| RecordFileError::NotARecord { path, error })
    }

    /// Keeps the record in `data_dir`, atomically (the folder made on first need).
    pub fn save(&self, data_dir: &Path) -> Result<(), super::SaveError> {
        super::keep_json(data_dir, FILE, self)
    }
}
