//! Building an `App` for tests: no real clock, no files unless asked.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use othello::engine::clock::TimeControl;
use othello::engine::color::ByColor;
use othello::engine::game::Game;
use othello::engine::setup::{Handicap, Setup};
use othello::tui::{Action, App, Settings, Theme, update};

/// A test session: an app and the instant the test says it is.
pub struct Session {
    pub app: App,
    pub now: Instant,
}

impl Session {
    pub fn new(time: Option<Duration>) -> Session {
        Session::with_settings(time, settings(None))
    }

    pub fn with_settings(time: Option<Duration>, settings: Settings) -> Session {
        let setup = Setup::new(Handicap::NONE, time.map(TimeControl::sudden_death)).unwrap();
        let now = Instant::now();
        let names = ByColor::new(Some("Ann".to_string()), Some("Ben".to_string()));
        Session { app: App::new(Game::new(setup), names, None, settings, now), now }
    }

    pub fn act(&mut self, action: Action) {
        update(&mut self.app, action, self.now);
    }

    pub fn wait(&mut self, duration: Duration) {
        self.now += duration;
    }

    /// Types a square such as `f5`, as a player would.
    pub fn type_square(&mut self, name: &str) {
        let bytes = name.as_bytes();
        self.act(Action::Column(bytes[0].to_ascii_lowercase() - b'a'));
        self.act(Action::Row(bytes[1] - b'1'));
    }

    pub fn type_moves(&mut self, transcript: &str) {
        for pair in transcript.as_bytes().chunks(2) {
            self.type_square(std::str::from_utf8(pair).unwrap());
        }
    }
}

/// Settings with colour and Unicode; autosaving into `data_dir` when given.
pub fn settings(data_dir: Option<PathBuf>) -> Settings {
    Settings {
        theme: Theme { color: true, ascii: false },
        autosave: data_dir.is_some(),
        data_dir: data_dir.unwrap_or_else(|| PathBuf::from("/nonexistent-othello-test-dir")),
    }
}
