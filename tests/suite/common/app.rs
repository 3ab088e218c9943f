//! Building an `App` for tests: no real clock; effects recorded, and carried out on files only
//! when a test gives a data folder.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use othello::engine::clock::TimeControl;
use othello::engine::color::ByColor;
use othello::engine::game::Game;
use othello::engine::rules::{Handicap, Rules};
use othello::play::Play;
use othello::store::GameIdentity;
use othello::store::Player;
use othello::store::library::Library;
use othello::tui::{Action, App, Effect, Perform, Settings, Storage, Theme, update};

/// A test session: an app, the instant the test says it is, the effects `update` asked for,
/// and the storage that carries them out (none: effects are only recorded).
pub struct Session {
    pub app: App,
    pub now: Instant,
    pub effects: Vec<Effect>,
    pub storage: Option<Storage>,
}

pub fn players() -> ByColor<Player> {
    ByColor::new(Player::person(Some("Ann".to_string())), Player::person(Some("Ben".to_string())))
}

pub fn rules(time: Option<Duration>) -> Rules {
    Rules::new(Handicap::NONE, time.map(TimeControl::sudden_death)).unwrap()
}

impl Session {
    pub fn new(time: Option<Duration>) -> Session {
        Session::with_game(Game::new(rules(time)), settings(None))
    }

    pub fn with_control(control: TimeControl) -> Session {
        Session::with_game(Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap()), settings(None))
    }

    /// A session whose effects are carried out in `data_dir`.
    pub fn saving_in(time: Option<Duration>, data_dir: &Path) -> Session {
        let mut session = Session::with_game(Game::new(rules(time)), settings(Some(data_dir.to_path_buf())));
        let identity = GameIdentity::new(None);
        session.storage = Some(Storage::new(Library::new(data_dir), identity, None));
        session
    }

    pub fn with_game(game: Game, settings: Settings) -> Session {
        Session::with_players(game, players(), settings)
    }

    /// A session with these players.
    pub fn with_players(game: Game, players: ByColor<Player>, settings: Settings) -> Session {
        let app = App::new(Play::new(game, players, Duration::ZERO), None, settings);
        Session { app, now: Instant::now(), effects: Vec::new(), storage: None }
    }

    /// Applies an action; effects are recorded and, with storage, carried out and answered.
    pub fn act(&mut self, action: Action) {
        let mut queue = vec![action];
        while let Some(action) = queue.pop() {
            for effect in update(&mut self.app, action, self.now) {
                self.effects.push(effect.clone());
                if let Some(storage) = &mut self.storage
                    && let Some(reply) = {
                        storage.speak(self.app.language());
                        storage.perform(effect)
                    }
                {
                    queue.push(reply);
                }
            }
        }
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

    /// Types text into the save box, after clearing what it offers.
    pub fn type_name(&mut self, text: &str) {
        self.act(Action::EditText(othello::tui::TextEdit::End));
        self.act(Action::EditText(othello::tui::TextEdit::ClearToStart));
        for c in text.chars() {
            self.act(Action::EditText(othello::tui::TextEdit::Insert(c)));
        }
    }

    /// The searches asked of the engine so far.
    pub fn requests(&self) -> Vec<othello::play::Request> {
        self.effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Think(request) => Some(*request),
                _ => None,
            })
            .collect()
    }

    /// How many times the engine was told to stop.
    pub fn stops(&self) -> usize {
        self.effects.iter().filter(|effect| matches!(effect, Effect::StopThinking)).count()
    }

    /// The autosaves asked for so far.
    pub fn autosaves(&self) -> Vec<&othello::play::Snapshot> {
        self.effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Autosave { snapshot, .. } => Some(snapshot),
                _ => None,
            })
            .collect()
    }
}

/// Settings with colour and Unicode; names typed without a folder go to `data_dir`.
pub fn settings(data_dir: Option<PathBuf>) -> Settings {
    Settings {
        theme: Theme { color: true, ascii: false, ..Theme::new(false, false) },
        data_dir: data_dir.unwrap_or_else(|| PathBuf::from("/nonexistent-othello-test-dir")),
        // The computer's moves are played as soon as the scripted engine answers.
        min_move_time: std::time::Duration::ZERO,
        language: None,
        system_language: othello::i18n::Language::En,
        clipboard: othello::tui::ClipboardReach::Unknown,
        seed: 7,
    }
}

/// The screen `session` draws at `width` × `height`, as text, each line's trailing spaces cut.
pub fn screen(session: &Session, width: u16, height: u16) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            othello::tui::draw(&session.app, frame, session.now);
        })
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            let line: String = (0..buffer.area.width).map(|x| buffer[(x, y)].symbol().to_string()).collect();
            line.trim_end().to_string() + "\n"
        })
        .collect()
}
