//! Everything on disk: the record of a saved game (`record`) and of who played it (`player`),
//! the JSON schema and its versions (`json`), bounded reads, atomic writes and the data folder
//! (`files`), the library of games (`library`), the data folder's opening book (`book`), GGF
//! (`ggf`), the reading of every record form people paste (`records`), WTHOR game files
//! (`wthor`), the games database (`db`) and the trainers' record (`trainers`).

pub mod book;
pub mod db;
mod error;
mod files;
pub mod ggf;
mod json;
pub mod library;
mod player;
mod record;
pub mod records;
pub mod trainers;
pub mod wthor;

pub use error::{EndedBy, InvalidSave, SaveError, SaveErrorKind, SavedResult};
pub use files::{
    MAX_FILE_BYTES, data_dir, keep_json, load, read_text, remove_stale_temporaries, resolve_links, save,
    write_atomic, write_atomic_with,
};
pub(crate) use json::{ClockRecord, ResultRecord, clock_records, ms};
pub use json::{FORMAT, VERSION, from_json, to_json};
pub use player::Player;
pub use record::{Comments, GameId, GameIdentity, PlayedAt, Role, SavedGame, Seat};
