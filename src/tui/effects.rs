//! The game's I/O: carrying out `update`'s effects on files (the game's own file in the library,
//! and files saved by name) and answering each with an `Action`.

use std::path::{Path, PathBuf};

use crate::engine::color::Color;
use crate::store::library::{Library, Slot};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::net::link;
use crate::net::{Links, Sink};
use crate::play::network::protocol::{Message, VERSION};
use crate::play::network::{NetEvent, Outgoing};

use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::i18n::Language;
use crate::play::{Snapshot, Worker};
use crate::search::Book;
use crate::store::db::{self, Database, Filter};
use crate::store::{self, GameIdentity, PlayedAt, SaveErrorKind, SavedGame};
use crate::text::printable;
use crate::tr;

use super::action::{Action, Effect, SaveTarget};
use super::clipboard::{Clip, osc52};
use super::events::Event;
use super::explorer::{Explored, Unanswered};
use super::games_list::{GAMES_A_MOVE, GameRow, GamesFound};
use super::mode::Holds;
use std::io::Write;

/// Carries out effects. The game uses [`Storage`]; tests may use anything.
pub trait Perform {
    /// Does what `effect` asks, and says how it went.
    fn perform(&mut self, effect: Effect) -> Option<Action>;

    /// The players' language as it is now, told before each effect: its failures are said in it.
    fn speak(&mut self, _language: Language) {}
}

/// The files of the game in play: its identity (the one owner of it: a new game's is minted
/// here), its file in the library (reserved at the first autosave, or claimed when the game came
/// from there) and the data folder for names typed without a folder.
pub struct Storage {
    library: Library,
    identity: GameIdentity,
    slot: Option<Slot>,
    /// The games database, opened when the explorer first asks.
    database: Option<Database>,
    /// How many of its games the explorer's filter last asked with lets through: it changes
    /// with the filter, not with the position.
    counted: Option<(Filter, usize)>,
    /// For a game of someone else's record (a tournament game of the database), its moves as
    /// recorded: the game is the player's, and kept in the library, only once they play on
    /// from it (looking through it, or taking moves back, leaves no file behind).
    recorded: Option<(String, PlayedAt)>,
    /// The players' language, which the failures are said in (as [`Perform::speak`] tells it).
    language: Language,
}

impl Storage {
    /// The data folder.
    pub fn data_dir(&self) -> &std::path::Path {
        self.library.data_dir()
    }

    /// Storage for a game with `identity`; `slot` is its library file if it came from there.
    pub fn new(library: Library, identity: GameIdentity, slot: Option<Slot>) -> Storage {
        Storage {
            library,
            identity,
            slot,
            database: None,
            counted: None,
            recorded: None,
            language: Language::En,
        }
    }

    /// The same, for a game of someone else's record whose moves are `transcript`, played at
    /// `played_at`: nothing is kept until a move is played that the record does not have; then
    /// it is a new game of the player's, begun then. Until then a save by name keeps where and
    /// when it was played.
    pub fn of_a_record(self, transcript: String, played_at: PlayedAt) -> Storage {
        Storage { recorded: Some((transcript, played_at)), ..self }
    }

    fn saved(&self, snapshot: Snapshot) -> SavedGame {
        SavedGame {
            comments: snapshot.comments,
            played_at: self.recorded.as_ref().map(|(_, played_at)| played_at.clone()),
            ..SavedGame::identified(snapshot.game, snapshot.players, self.identity.clone(), snapshot.turn)
        }
    }

    fn autosave(&mut self, game: u64, snapshot: Snapshot) -> Option<Action> {
        let language = self.language;
        if let Some((recorded, _)) = &self.recorded {
            if recorded.starts_with(&snapshot.game.transcript()) {
                return None;
            }
            self.recorded = None;
            self.identity.started = jiff::Timestamp::now().round(jiff::Unit::Second).ok();
        }
        // A game nobody has moved in is not worth a file, unless it is over: a flag that fell
        // before the first move ends a game like any other.
        if self.slot.is_none() && snapshot.game.plies().len() == 0 && !snapshot.game.is_over() {
            return None;
        }
        if self.slot.is_none() {
            let started = self.identity.started.unwrap_or_else(jiff::Timestamp::now);
            match self.library.reserve(started, &snapshot.players.clone().map(|p| p.shown_name())) {
                Ok(slot) => self.slot = Some(slot),
                Err(error) => {
                    let folder = printable(&self.library.folder().display().to_string());
                    let why = crate::words::io_error(language, &error);
                    return Some(Action::Autosaved {
                        game,
                        result: Err(tr!(language, "error-file", path = folder, why = why)),
                    });
                }
            }
        }
        let slot = self.slot.as_ref().expect("reserved above");
        let saved = self.saved(snapshot);
        let result = match store::save(slot.path(), &saved) {
            Ok(()) => Ok(slot.id()),
            Err(error) => Err(crate::words::save_error(language, &error)),
        };
        Some(Action::Autosaved { game, result })
    }

    /// The file a typed name stands for: `~/` is the home folder; a bare name goes into the data
    /// folder, with `.json` added if it has no extension.
    pub fn typed_path(&self, typed: &str, language: Language) -> Result<PathBuf, String> {
        let expanded = match (typed.strip_prefix("~/"), std::env::var_os("HOME")) {
            (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
            _ => PathBuf::from(typed),
        };
        let bare = !typed.starts_with('~')
            && !typed.starts_with('.')
            && expanded.components().count() == 1
            && expanded.is_relative();
        if !bare {
            return Ok(expanded);
        }
        let data_dir = self.library.data_dir();
        std::fs::create_dir_all(data_dir).map_err(|e| {
            let folder = printable(&data_dir.display().to_string());
            tr!(language, "error-file", path = folder, why = crate::words::io_error(language, &e))
        })?;
        let mut path = data_dir.join(expanded);
        if path.extension().is_none() {
            path.set_extension("json");
        }
        Ok(path)
    }

    /// What `path` holds if it is not this game, for the question before it is written over;
    /// `None` if it does not exist or holds this game.
    fn other_content(&self, path: &Path) -> Option<Holds> {
        if !path.exists() {
            return None;
        }
        match store::load(path) {
            Ok(saved) if saved.id == self.identity.id => None,
            Ok(saved) => Some(Holds::Game {
                players: saved.players,
                moves: saved.game.moves().count(),
                outcome: saved.game.outcome(),
            }),
            Err(error) => Some(match error.kind {
                SaveErrorKind::Json(_)
                | SaveErrorKind::NotASave
                | SaveErrorKind::NotText
                | SaveErrorKind::TooLarge => Holds::NotAGame,
                _ => Holds::Unreadable,
            }),
        }
    }
}

impl Storage {
    /// What the data folder's games database holds of `position` (opened at the first
    /// question; a database imported meanwhile is read at the next).
    fn explore(
        &mut self,
        position: Position,
        to_move: Color,
        filter: &Filter,
    ) -> Result<Explored, Unanswered> {
        // A damaged database says which file, as every corrupt file is reported.
        let language = self.language;
        let moves = self
            .database()?
            .explore(position, to_move, filter)
            .map_err(|e| Unanswered::Failed(crate::words::db_error(language, &e)))?;
        let total = match &self.counted {
            Some((counted, total)) if counted == filter => *total,
            _ => {
                let total = self.database()?.count(filter);
                self.counted = Some((filter.clone(), total));
                total
            }
        };
        Ok(Explored { games: moves.iter().map(|m| m.games).sum(), total, moves })
    }

    /// The games through `position` that `filter` lets through: the moves played with their
    /// games, most played first, and the newest games of each move (at most
    /// [`GAMES_A_MOVE`]), newest first.
    fn list_games(
        &mut self,
        position: Position,
        to_move: Color,
        filter: &Filter,
    ) -> Result<GamesFound, String> {
        let language = self.language;
        let database = self.database().map_err(|unanswered| unanswered.said(language))?;
        let matcher = filter.on(database);
        let mut found: Vec<_> = database
            .occurrences(position, to_move)
            .map_err(|e| crate::words::db_error(language, &e))?
            .into_iter()
            .filter(|occurrence| matcher.passes(occurrence.game))
            .collect();
        let mut moves: Vec<(Square, u32)> = Vec::new();
        for occurrence in &found {
            match moves.iter_mut().find(|(square, _)| *square == occurrence.next) {
                Some((_, games)) => *games += 1,
                None => moves.push((occurrence.next, 1)),
            }
        }
        moves.sort_by_key(|(square, games)| (std::cmp::Reverse(*games), square.index()));
        let meta = database.games();
        found.sort_by_key(|o| (std::cmp::Reverse(meta[o.game as usize].year), std::cmp::Reverse(o.game)));
        let mut rows = Vec::new();
        for (square, _) in &moves {
            for occurrence in found.iter().filter(|o| o.next == *square).take(GAMES_A_MOVE) {
                let game = meta[occurrence.game as usize];
                rows.push(GameRow {
                    number: occurrence.game,
                    year: game.year,
                    black: database.player(game.black).to_string(),
                    white: database.player(game.white).to_string(),
                    tournament: database.tournament(game.tournament).to_string(),
                    black_discs: game.black_discs,
                    next: occurrence.next,
                });
            }
        }
        rows.sort_by_key(|row| (std::cmp::Reverse(row.year), std::cmp::Reverse(row.number)));
        Ok(GamesFound { moves, rows })
    }

    /// The data folder's games database, opened at the first question (a database imported
    /// meanwhile is read at the next).
    fn database(&mut self) -> Result<&Database, Unanswered> {
        if self.database.is_none() {
            let path = db::path(self.library.data_dir());
            let language = self.language;
            let opened = Database::open(&path)
                .map_err(|e| Unanswered::Failed(crate::words::db_error(language, &e)))?;
            self.database = Some(opened.ok_or_else(|| Unanswered::NoDatabase {
                folder: printable(&self.library.data_dir().display().to_string()),
            })?);
            self.counted = None;
        }
        Ok(self.database.as_ref().expect("opened above"))
    }
}

/// Why game `number` (from 0) was not found, in `language`: the database has fewer games.
fn no_such_game(number: u32, language: Language) -> String {
    tr!(language, "explorer-no-such-game", number = (number + 1).to_string())
}

impl Perform for Storage {
    fn speak(&mut self, language: Language) {
        self.language = language;
    }

    fn perform(&mut self, effect: Effect) -> Option<Action> {
        match effect {
            Effect::Autosave { game, snapshot } => self.autosave(game, snapshot),
            Effect::Save { game, target, snapshot, overwrite, then_quit } => {
                let language = self.language;
                let path = match target {
                    SaveTarget::Known(path) => path,
                    SaveTarget::Typed(typed) => match self.typed_path(&typed, language) {
                        // A name that is a link means the file it leads to: the question before
                        // writing over it names that file, not the link.
                        Ok(path) => store::resolve_links(&path).unwrap_or(path),
                        Err(problem) => return Some(Action::SaveFailed(problem)),
                    },
                };
                if !overwrite && let Some(holds) = self.other_content(&path) {
                    return Some(Action::SaveConflict { path, holds });
                }
                match store::save(&path, &self.saved(snapshot)) {
                    Ok(()) => Some(Action::Saved { game, path, then_quit }),
                    Err(error) => Some(Action::SaveFailed(crate::words::save_error(language, &error))),
                }
            }
            // The engine is not the files' business: `Io` carries those out.
            Effect::Think(_) | Effect::StopThinking => None,
            // A preference that cannot be kept costs nothing now: it is said, and play goes on.
            Effect::SavePreferences(mut preferences) => {
                // The relay is the command line's to choose: the screen keeps the one kept.
                preferences.relay = super::Preferences::load(self.library.data_dir()).relay;
                match preferences.save(self.library.data_dir()) {
                    Ok(()) => None,
                    Err(error) => {
                        Some(Action::PreferencesNotKept(crate::words::save_error(self.language, &error)))
                    }
                }
            }
            Effect::SaveTrainingRecord(record) => match record.save(self.library.data_dir()) {
                Ok(()) => None,
                Err(error) => {
                    Some(Action::TrainingRecordNotKept(crate::words::save_error(self.language, &error)))
                }
            },
            Effect::Adopt(identity) => {
                if identity.id != self.identity.id {
                    // The game may be in the library already: this side played it before.
                    self.slot =
                        self.library.file_of(&identity.id).and_then(|path| self.library.claim(&path).ok());
                }
                self.identity = identity;
                None
            }
            Effect::Send { .. } | Effect::Close(_) | Effect::Reconnect | Effect::RetireCode => None,
            Effect::ListGames(position, to_move, filter) => Some(Action::GamesListed {
                position: (position, to_move),
                found: self.list_games(position, to_move, &filter),
            }),
            Effect::ReadDbGame(number) => {
                let language = self.language;
                let moves =
                    self.database().map_err(|unanswered| unanswered.said(language)).and_then(|database| {
                        match database.game(number) {
                            Ok(Some(record)) => Ok(record.moves),
                            Ok(None) => Err(no_such_game(number, language)),
                            Err(error) => Err(crate::words::db_error(language, &error)),
                        }
                    });
                Some(Action::ListedGame { number, moves })
            }
            // A few milliseconds of search, beside the files' work rather than in `update`.
            Effect::RandomStart { form, seed } => {
                Some(Action::RandomStartFound { form, start: super::new_game::random_start(seed) })
            }
            Effect::Explore(position, to_move, filter) => Some(Action::Explored {
                position: (position, to_move),
                found: self.explore(position, to_move, &filter),
            }),
            Effect::FromRecord { transcript, played_at } => {
                self.recorded = Some((transcript, played_at));
                None
            }
            Effect::NewGame { seat } => {
                self.slot = None;
                self.recorded = None;
                self.identity = GameIdentity::new(seat);
                None
            }
            // The terminal and the engine are not the files' business: `Io` deals with them.
            Effect::Copy(_) | Effect::LearnFromLoss { .. } | Effect::UseBook(_) => None,
        }
    }
}

impl Storage {
    /// The text of a copy: a game's GGF is written with this game's identity, a game of the
    /// database's as it is recorded there.
    ///
    /// # Errors
    /// The game of the database could not be read, and why.
    pub fn clip_text(&mut self, clip: Clip) -> Result<String, String> {
        match clip {
            Clip::Text(text) => Ok(text),
            Clip::Ggf(snapshot) => Ok(store::ggf::write(&self.saved(*snapshot))),
            Clip::DatabaseGame(number) => {
                let language = self.language;
                match self.database().map_err(|unanswered| unanswered.said(language))?.saved_game(number) {
                    Ok(Some(saved)) => Ok(store::ggf::write(&saved)),
                    Ok(None) => Err(no_such_game(number, language)),
                    Err(error) => Err(crate::words::db_error(language, &error)),
                }
            }
        }
    }

    /// A message for the other player: the game written with its identity, or as it is.
    fn outgoing(&self, outgoing: Outgoing) -> Message {
        match outgoing {
            Outgoing::Message(message) => message,
            Outgoing::Game { snapshot, you, running, welcome } => {
                // The other side keeps its own seat: the game travels without this one's.
                let mut saved = self.saved(*snapshot);
                // The guest joins again with the host's key, and keeps it in place of the code.
                let key = saved.seat.take().map(|seat| seat.key).unwrap_or_default();
                let game = serde_json::from_str(&store::to_json(&saved)).expect("a save is JSON");
                match welcome {
                    Some((host, started)) => {
                        Message::Welcome { version: VERSION, host, you, game, started, key }
                    }
                    None => Message::State { game, you, running },
                }
            }
        }
    }
}

/// The network side of the loop: the connections, where their events go, and, for a guest, how
/// to reach the host again.
pub struct Network {
    links: Arc<Links>,
    sink: Sink,
    rejoin: Option<Rejoin>,
    reconnecting: Arc<AtomicBool>,
    /// Host: what its door takes, to stop taking the code once a guest is in.
    door: Option<Arc<crate::net::door::DoorKeys>>,
}

/// What a guest needs to join again.
#[derive(Clone)]
pub struct Rejoin {
    /// How the host is reached.
    pub route: crate::net::link::Route,
    /// What joins again: the game's key the host gave in its welcome.
    pub secret: crate::net::secure::Secret,
    /// The guest's name.
    pub name: Option<String>,
}

/// How often a guest tries to reach a host that went away.
const REJOIN_EVERY: Duration = Duration::from_secs(2);

impl Network {
    /// The connections of a game whose events go to `events`; `rejoin` for a guest.
    pub fn new(events: Sender<Event>, rejoin: Option<Rejoin>) -> Network {
        let events = Mutex::new(events);
        let sink: Sink = Arc::new(move |event| {
            events.lock().unwrap_or_else(|e| e.into_inner()).send(Event::Net(event)).is_ok()
        });
        Network {
            links: Arc::new(Links::default()),
            sink,
            rejoin,
            reconnecting: Arc::new(AtomicBool::new(false)),
            door: None,
        }
    }

    /// Host: the network of a game whose door takes `keys`.
    pub fn with_door(self, keys: Arc<crate::net::door::DoorKeys>) -> Network {
        Network { door: Some(keys), ..self }
    }

    /// The connections.
    pub fn links(&self) -> &Arc<Links> {
        &self.links
    }

    /// Where the connections' events go.
    pub fn sink(&self) -> Sink {
        self.sink.clone()
    }

    /// Guest: tries to join the host again every [`REJOIN_EVERY`] on a thread of its own, until
    /// it does (then `Rejoined` comes) or nobody listens any more.
    fn reconnect(&self) {
        let Some(rejoin) = self.rejoin.clone() else { return };
        if self.reconnecting.swap(true, Ordering::SeqCst) {
            return;
        }
        let (links, sink, reconnecting) = (self.links.clone(), self.sink.clone(), self.reconnecting.clone());
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(REJOIN_EVERY);
                if let Ok((channel, welcome)) =
                    link::join(rejoin.route.clone(), &rejoin.secret, rejoin.name.as_deref())
                    && let Ok(link) = link::start_reading(channel, &links, sink.clone())
                {
                    reconnecting.store(false, Ordering::SeqCst);
                    let _ = sink(NetEvent::Rejoined { link, welcome });
                    return;
                }
                // Nobody listens any more: the game was left.
                if !sink(NetEvent::Closed { link: 0 }) {
                    return;
                }
            }
        });
    }
}

/// Everything the loop carries out: the game's files, and the engine thread, started at the
/// computer's first move, whose replies come to the loop as events; over the network, the
/// connections.
pub struct Io {
    storage: Storage,
    engine: Option<Worker>,
    events: Sender<Event>,
    threads: usize,
    book: Option<Arc<Book>>,
    network: Option<Network>,
}

impl Io {
    /// The files of `storage`, and an engine that searches on `threads` threads and replies on
    /// `events`.
    pub fn new(storage: Storage, events: Sender<Event>, threads: usize) -> Io {
        Io { storage, engine: None, events, threads, book: None, network: None }
    }

    /// The same, playing over the network.
    pub fn with_network(self, network: Network) -> Io {
        Io { network: Some(network), ..self }
    }

    /// The same, the computer playing the opening from `book`.
    pub fn with_book(self, book: Arc<Book>) -> Io {
        Io { book: Some(book), ..self }
    }

    fn engine(&mut self) -> std::io::Result<&Worker> {
        if self.engine.is_none() {
            let events = self.events.clone();
            self.engine = Some(Worker::spawn_with_book(self.threads, self.book.clone(), move |reply| {
                events.send(Event::Engine(reply)).is_ok()
            })?);
        }
        Ok(self.engine.as_ref().expect("started above"))
    }
}

impl Perform for Io {
    fn speak(&mut self, language: Language) {
        self.storage.speak(language);
    }

    fn perform(&mut self, effect: Effect) -> Option<Action> {
        match effect {
            Effect::Think(request) => match self.engine() {
                Ok(engine) => {
                    engine.start(request);
                    None
                }
                Err(error) => {
                    Some(Action::EngineFailed(crate::words::io_error(self.storage.language, &error)))
                }
            },
            Effect::StopThinking => {
                if let Some(engine) = &self.engine {
                    engine.stop();
                }
                None
            }
            Effect::Send { link, outgoing } => {
                let message = self.storage.outgoing(outgoing);
                // A connection that cannot take it is closed, and its reader says so.
                if let Some(network) = &self.network {
                    network.links.send(link, &message);
                }
                None
            }
            Effect::Close(link) => {
                if let Some(network) = &self.network {
                    network.links.close(link);
                }
                None
            }
            Effect::Reconnect => {
                if let Some(network) = &self.network {
                    network.reconnect();
                }
                None
            }
            Effect::RetireCode => {
                if let Some(keys) = self.network.as_ref().and_then(|network| network.door.as_ref()) {
                    keys.retire_code();
                }
                None
            }
            Effect::Copy(clip) => {
                // Between two frames, on the output the screen is drawn on: the terminal takes
                // the sequence off the stream and puts its text on the clipboard.
                let sequence = match self.storage.clip_text(clip) {
                    Ok(text) => osc52(&text),
                    Err(why) => return Some(Action::CopyUnread(why)),
                };
                let mut out = std::io::stdout().lock();
                match out.write_all(sequence.as_bytes()).and_then(|()| out.flush()) {
                    Ok(()) => None,
                    Err(error) => {
                        Some(Action::CopyFailed(crate::words::io_error(self.storage.language, &error)))
                    }
                }
            }
            Effect::LearnFromLoss { line, depth } => {
                let events = self.events.clone();
                let data_dir = self.storage.data_dir().to_path_buf();
                let language = self.storage.language;
                let tell = move |learned: Result<_, crate::store::book::BookFileError>| {
                    let learned = learned.map_err(|error| crate::words::book_file_error(language, &error));
                    let _ = events.send(Event::BookLearned(learned));
                };
                let learning = crate::play::book_learning::learn_in_background(data_dir, line, depth, tell);
                learning.err().map(|error| Action::BookLearned(Err(crate::words::io_error(language, &error))))
            }
            Effect::UseBook(book) => {
                if let Some(engine) = &self.engine {
                    engine.use_book(book.clone());
                }
                self.book = Some(book);
                None
            }
            effect => self.storage.perform(effect),
        }
    }
}
