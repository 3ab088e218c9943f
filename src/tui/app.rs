//! `App`: the terminal game's state: the game in play, the cursor, the mode, messages, where
//! saves went. Only `update` changes it; the view reads it.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::bitboard::Bitboard;
use crate::engine::color::{ByColor, Color};
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::play::Play;
use crate::play::network::NetworkGame;
use crate::search::book::BookMove;
use crate::search::{Book, Bound, Level, SearchResult};
use crate::store::trainers::TrainingRecord;

use super::action::{Direction, Effect, TrainWhat};
use super::chat_log::ChatLog;
use super::editor::Editor;
use super::engine::Purpose;
use super::explorer::Explorer;
use super::graph::{Point, ScoreGraph};
use super::hints::{Hint, HintMode, Hints};
use super::new_game::{Choices, NewGameForm};
use super::overlay::Overlay;
use super::preferences::Preferences;
use super::review::{REVIEW_LEVEL, Review};
use super::solve::{Solved, Solves};
use super::theme::Theme;
use super::trainer::Training;
use crate::play::{EngineLink, InFlight};

use super::game_file::GameFile;
pub use super::geometry::{MoveListGeometry, ScreenGeometry};
pub use super::mode::{Mode, Modes, Question};
use super::typing::Typing;
use crate::search::random::SplitMix64;

/// A line for the status bar.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Notice {
    /// The text.
    pub text: String,
    /// Whether it reports a problem (drawn as a warning).
    pub warning: bool,
    /// Whether it ends with a player's words, shown as typed (no full stop added).
    pub quoting: bool,
}

/// The discs a move flipped, shown as flipped until `until`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Flash {
    /// The flipped discs.
    pub discs: Bitboard,
    /// When they stop being shown as flipped.
    pub until: Instant,
}

/// A solve now under way, as the screen shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Solving<'a> {
    /// The position solved.
    pub position: Position,
    /// The last step it completed.
    pub found: Option<&'a SearchResult>,
    /// The nodes searched so far.
    pub nodes: u64,
    /// The time it has taken so far.
    pub elapsed: Duration,
}

/// How long flipped discs are shown as flipped.
pub const FLASH: Duration = Duration::from_millis(800);

/// Settings that do not change during a session.
#[derive(Clone, Debug)]
pub struct Settings {
    /// How to draw.
    pub theme: Theme,
    /// Where a save name given without a folder goes.
    pub data_dir: PathBuf,
    /// The least time a computer's move takes on screen, so that a person sees it come (and a
    /// game of the computer against itself can be watched); a move found sooner waits.
    pub min_move_time: Duration,
    /// The language `--lang` chose for the session, over the new-game screen's.
    pub language: Option<crate::i18n::Language>,
    /// The environment's language (`LC_ALL`, `LC_MESSAGES`, `LANG`), when neither chose one.
    pub system_language: crate::i18n::Language,
    /// Whether the terminal takes a copy, as its environment tells.
    pub clipboard: super::clipboard::ClipboardReach,
    /// The seed of the game's random choices (a random start): the system's randomness, read
    /// before the loop, which reads none.
    pub seed: u64,
}

/// The computer's move, found before its minimum time on screen: played when that time is up,
/// if the game is still where it was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct HeldMove {
    /// The position it was found for.
    pub position: Position,
    /// The move.
    pub best: Option<Square>,
    /// When it is played.
    pub due: Instant,
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    pub(super) play: Play,
    pub(super) cursor: Square,
    pub(super) mode: Modes,
    /// The game's random choices, drawn from the settings' seed.
    pub(super) random: SplitMix64,
    pub(super) message: Option<Notice>,
    /// A square being typed, or just played by typing it.
    pub(super) typing: Typing,
    pub(super) flash: Option<Flash>,
    pub(super) geometry: Option<ScreenGeometry>,
    /// The game's files, as their replies told them.
    pub(super) file: GameFile,
    pub(super) settings: Settings,
    pub(super) move_numbers: bool,
    /// The strategy overlay on the board.
    pub(super) overlay: Overlay,
    /// The hints: which are shown, how deep, and what their search found.
    pub(super) hints: Hints,
    /// The scores the searches found of the game's moves, and whether their graph is shown.
    pub(super) graph: ScoreGraph,
    /// The solve asked for, and those done this session.
    pub(super) solves: Solves,
    /// The level of the next review: the last one asked for.
    pub(super) review_level: Level,
    /// The computer's move waiting out its minimum time on screen.
    pub(super) held_move: Option<HeldMove>,
    /// What the new-game screen chose last (it opens with them).
    pub(super) new_game_choices: Choices,
    /// How many moves back from the newest the move list is scrolled.
    pub(super) moves_back: usize,
    /// The link to the engine: the request it works on, and what for.
    pub(super) engine: EngineLink<Purpose>,
    /// The opening book the computer plays from, whose moves the hints and the review show.
    pub(super) book: Arc<Book>,
    /// The network side of the game, for a game over the network.
    pub(super) remote: Option<NetworkGame>,
    /// The opening explorer.
    pub(super) explorer: Explorer,
    /// The trainers' record, as read from the data folder and counted since.
    pub(super) training_record: TrainingRecord,
    /// Why the record could not be read: it is then counted but not kept, so that the file
    /// is not written over.
    pub(super) training_record_problem: Option<String>,
    /// The trainer to open once the session starts (the book loaded): `othello train`.
    pub(super) start_trainer: Option<TrainWhat>,
    /// What was said over the network, both ways.
    pub(super) chat: ChatLog,
    /// The pace of the review's autoplay: the last one chosen.
    pub(super) review_pace: Duration,
    pub(super) quit: bool,
}

/// Where the cursor starts in a game: the legal move nearest the centre (the first in reading
/// order among those as near), or a1. Never the first in reading order as such, which is often
/// an X-square: the cursor should not look like advice.
pub(super) fn first_legal_square(game: &Game) -> Square {
    nearest_centre(game.legal_moves())
}

/// The square of `squares` nearest the centre (the first in reading order among those as
/// near), or a1 if there is none.
pub(super) fn nearest_centre(squares: Bitboard) -> Square {
    let from_centre = |square: &Square| {
        let off = |n: u8| (2 * i32::from(n) - 7).abs();
        (off(square.column()) + off(square.row()), square.index())
    };
    squares.squares().min_by_key(from_centre).unwrap_or(Square::A1)
}

impl App {
    /// A session on `play`; `save_path` is where `s` saves without asking. The clocks start
    /// with the first key.
    pub fn new(play: Play, save_path: Option<PathBuf>, settings: Settings) -> App {
        let mut app = App {
            cursor: first_legal_square(play.game()),
            message: None,
            play,
            mode: Modes::default(),
            random: SplitMix64(settings.seed),
            typing: Typing::default(),
            flash: None,
            geometry: None,
            file: GameFile::new(save_path),
            settings,
            move_numbers: false,
            overlay: Overlay::Off,
            hints: Hints::default(),
            graph: ScoreGraph::default(),
            solves: Solves::default(),
            review_level: REVIEW_LEVEL,
            held_move: None,
            new_game_choices: Choices::default(),
            moves_back: 0,
            engine: EngineLink::default(),
            book: Arc::new(Book::new()),
            remote: None,
            explorer: Explorer::default(),
            training_record: TrainingRecord::default(),
            training_record_problem: None,
            start_trainer: None,
            chat: ChatLog::default(),
            review_pace: super::review::PACES[1],
            quit: false,
        };
        app.message = app.pass_announcement().or_else(|| app.handicap_announcement());
        app
    }

    /// The same session, a game over the network on this side of it.
    pub fn over_the_network(mut self, remote: NetworkGame) -> App {
        self.remote = Some(remote);
        self
    }

    /// Over the network: connected on `link` at `now`.
    pub fn connected(&mut self, link: crate::play::network::LinkId, now: Instant) {
        if let Some(remote) = &mut self.remote {
            remote.connected(link, now);
        }
    }

    /// The same session with the trainers' record read from the data folder (or why it could
    /// not be read, said in the session's language).
    pub fn with_training_record(
        mut self,
        record: Result<TrainingRecord, crate::store::trainers::RecordFileError>,
    ) -> App {
        match record {
            Ok(record) => self.training_record = record,
            Err(problem) => {
                self.training_record_problem =
                    Some(crate::words::training_record_error(self.language(), &problem))
            }
        }
        self
    }

    /// The same session, opening on the trainer `what` (leaving it quits).
    pub fn training_first(mut self, what: TrainWhat) -> App {
        self.start_trainer = Some(what);
        self
    }

    /// The trainers' record.
    pub fn training_record(&self) -> &TrainingRecord {
        &self.training_record
    }

    /// Why the trainers' record is not kept, if it is not.
    pub fn training_record_problem(&self) -> Option<&str> {
        self.training_record_problem.as_deref()
    }

    /// The trainer, in a trainer's mode (the help over it included).
    pub fn training(&self) -> Option<&Training> {
        match self.mode.beneath_help() {
            Mode::Train(training) => Some(training),
            _ => None,
        }
    }

    /// What was said over the network, both ways.
    pub fn chat_log(&self) -> &ChatLog {
        &self.chat
    }

    /// The network game, if this is one.
    pub fn remote(&self) -> Option<&NetworkGame> {
        self.remote.as_ref()
    }

    /// A game resumed from a file: the board hidden and the clocks stopped until a key.
    pub fn paused_until_key(mut self) -> App {
        if !self.play.game().is_over() {
            self.mode.set(Mode::Paused);
            self.message = Some(Notice {
                text: crate::tr!(self.language(), "paused-start-clocks"),
                ..Notice::default()
            });
        }
        self
    }

    /// The same session, with the hints on every move shown or not.
    pub fn with_hints(mut self, on: bool) -> App {
        self.hints.show(if on { HintMode::Every } else { HintMode::Off });
        self
    }

    /// The same session, with the score graph shown or not.
    pub fn with_graph(mut self, shown: bool) -> App {
        self.graph.shown = shown;
        self
    }

    /// The same session, with move numbers on the discs or not.
    pub fn with_move_numbers(mut self, on: bool) -> App {
        self.move_numbers = on;
        self
    }

    /// Records that the game is already in the library under `id`.
    pub fn in_library(mut self, id: Option<String>) -> App {
        self.file.in_library(id);
        self
    }

    /// Records where and when the game was played, for a game recorded elsewhere (the panel
    /// shows it): `Championnat de France, 2016`.
    pub fn recorded_at(mut self, played_at: Option<String>) -> App {
        self.file.recorded_at(played_at);
        self
    }

    /// The game in play.
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.play.game()
    }

    /// The mode.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The status message, if any.
    pub fn message(&self) -> Option<&Notice> {
        self.message.as_ref()
    }

    /// Why the game could not be autosaved, while that lasts.
    pub fn save_problem(&self) -> Option<&str> {
        self.file.problem()
    }

    /// The cursor's square.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The column letter typed, waiting for its row.
    pub fn pending_column(&self) -> Option<u8> {
        self.typing.column()
    }

    /// Whether the session has ended.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Remembers where the board was drawn (`None`: the screen is too small to show it).
    pub fn set_geometry(&mut self, geometry: Option<ScreenGeometry>) {
        self.geometry = geometry;
    }

    /// Where the board was last drawn, or `None` if it could not be.
    pub fn geometry(&self) -> Option<ScreenGeometry> {
        self.geometry
    }

    /// The player's language: `--lang`'s, else the new-game screen's, else the environment's.
    pub fn language(&self) -> crate::i18n::Language {
        let settings = self.settings();
        settings.language.or(self.new_game_choices.language).unwrap_or(settings.system_language)
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether the move numbers are shown on the discs.
    pub fn move_numbers(&self) -> bool {
        self.move_numbers
    }

    /// The strategy overlay on the board.
    pub fn overlay(&self) -> Overlay {
        self.overlay
    }

    /// Sets the opening book whose moves the hints and the review show.
    pub fn set_book(&mut self, book: Arc<Book>) {
        self.book = book;
    }

    /// The opening book's moves in the position in play, best first (none out of the book).
    pub fn book_moves(&self) -> Vec<BookMove> {
        let game = self.game();
        let Some(to_move) = game.to_move() else { return Vec::new() };
        Position::from_board(game.board(), to_move)
            .map_or_else(Vec::new, |position| self.book.moves(position))
    }

    /// Which hints are shown.
    pub fn hint_mode(&self) -> HintMode {
        self.hints.mode()
    }

    /// The hints' search of the position in play, while there is one: what it found so far,
    /// and whether it goes on.
    pub fn hint_search(&self) -> Option<(Option<&SearchResult>, bool)> {
        let found = self.hints.of(self.game().position())?;
        let running =
            matches!(self.engine.in_flight(), Some(InFlight { purpose: Purpose::Hints { .. }, .. }));
        Some((found, running))
    }

    /// The preferences as they stand, to be kept.
    pub fn preferences(&self) -> Preferences {
        Preferences {
            theme: self.settings.theme.palette,
            legal_marks: self.settings.theme.legal_marks,
            graph: self.graph.shown,
            new_game: self.new_game_choices,
            // The command line's, kept as it is when these are saved.
            relay: None,
        }
    }

    /// Opens with the new-game screen, on the choices made last (kept in `preferences`): how
    /// plain `othello` starts.
    pub fn choosing_a_new_game(mut self) -> App {
        self.mode.set(Mode::NewGame(NewGameForm::first(self.new_game_choices)));
        self
    }

    /// The new-game screen's choices: those made last, from `preferences` (the hints' depth
    /// and exact solve among them, in force at once).
    pub fn with_new_game_choices(mut self, preferences: &Preferences) -> App {
        self.new_game_choices = preferences.new_game;
        self.hints.set(preferences.new_game.hint_depth, preferences.new_game.hint_exact_from);
        self
    }

    /// How deep the hints' search goes.
    pub fn hint_depth(&self) -> u32 {
        self.hints.depth()
    }

    /// From how many empties the hints solve the game exactly.
    pub fn hint_exact_from(&self) -> u32 {
        self.hints.exact_from()
    }

    /// Whether the score graph is shown in play.
    pub fn graph_shown(&self) -> bool {
        self.graph.shown
    }

    /// The score graph's points for the game in play: the computer's and the hints' scores of
    /// the moves they searched.
    pub fn graph_points(&self) -> Vec<Point> {
        self.graph.points(self.game())
    }

    /// The solve now under way, if any: the position, the last step it completed, the nodes
    /// searched so far and the time it has taken, as the engine thread last said them.
    pub fn solving(&self) -> Option<Solving<'_>> {
        match self.engine.in_flight() {
            Some(InFlight { purpose: Purpose::Solve { position, found, nodes, elapsed }, .. }) => {
                Some(Solving { position: *position, found: found.as_ref(), nodes: *nodes, elapsed: *elapsed })
            }
            _ => None,
        }
    }

    /// The solve of the position in play done this session, if there is one.
    pub fn solved(&self) -> Option<&Solved> {
        if self.game().is_over() {
            return None;
        }
        self.solves.of(self.game().position())
    }

    /// The board editor, while a position is set up.
    pub fn editor(&self) -> Option<&Editor> {
        match self.mode.beneath_help() {
            Mode::Edit(editor) => Some(editor),
            _ => None,
        }
    }

    /// The board on screen: the editor's, the review's step, or the game's.
    pub fn shown_board(&self) -> ByColor<Bitboard> {
        match self.mode.beneath_help() {
            Mode::Edit(editor) => editor.board,
            Mode::Train(training) => training.board(),
            Mode::Review(review) => match review.turning() {
                Some(turning) => turning.position.board(turning.color),
                None => self.game().board(),
            },
            _ => self.game().board(),
        }
    }

    /// The position on the board with the colour to move: the game's, the review's step or the
    /// editor's; `None` at the end of a game.
    pub fn shown_position(&self) -> Option<(Position, Color)> {
        let to_move = match self.mode.beneath_help() {
            Mode::Edit(editor) => {
                return Position::from_board(editor.board, editor.to_move).map(|p| (p, editor.to_move));
            }
            Mode::Review(review) if review.turning().is_some() => {
                return review.turning().map(|t| (t.position, t.color));
            }
            Mode::Train(training) => return Some(training.position()),
            _ => self.game().to_move()?,
        };
        Position::from_board(self.game().board(), to_move).map(|position| (position, to_move))
    }

    /// The value of each move of the position on the board that the explorer shows beside the
    /// games: the book's where it has the move, else the hints' where their search is of this
    /// position (the game in play, hints on) and has the move's exact score; as written on them,
    /// tagged with where they come from (`+2 b` the book, `-3 h` the hints), since the two
    /// differ for the same move and the board beside shows the hints'.
    pub fn shown_move_values(&self) -> Vec<(Square, String)> {
        let Some((position, _)) = self.shown_position() else { return Vec::new() };
        let mut values: Vec<(Square, String)> =
            self.shown_book_moves().iter().map(|m| (m.square, format!("{} b", m.score))).collect();
        if let Some((Some(found), _)) = self.hint_search().filter(|_| position == self.game().position()) {
            for scored in found.moves.iter().filter(|m| m.bound == Bound::Exact) {
                if !values.iter().any(|(square, _)| *square == scored.square) {
                    values.push((scored.square, format!("{} h", scored.score)));
                }
            }
        }
        values
    }

    /// The book moves of the position shown (in play, or the review's).
    pub fn shown_book_moves(&self) -> Vec<BookMove> {
        self.shown_position().map_or_else(Vec::new, |(position, _)| self.book.moves(position))
    }

    /// The opening explorer.
    pub fn explorer(&self) -> &Explorer {
        &self.explorer
    }

    /// The review, in review mode (the help over it included).
    pub fn review(&self) -> Option<&Review> {
        match self.mode.beneath_help() {
            Mode::Review(review) => Some(review),
            _ => None,
        }
    }

    /// The review to change, in review mode (the help over it included).
    pub(super) fn review_mut(&mut self) -> Option<&mut Review> {
        match self.mode.edit().beneath_help_mut() {
            Mode::Review(review) => Some(review),
            _ => None,
        }
    }

    /// The hints to draw: those of the search of the position on the board.
    pub fn hints(&self) -> Vec<Hint> {
        match self.hint_search() {
            Some((Some(found), _)) => self.hints.mode().hints(found),
            _ => Vec::new(),
        }
    }

    /// How many moves back the move list is scrolled.
    pub fn moves_back(&self) -> usize {
        self.moves_back
    }

    /// The file the game was last saved to by name, if any.
    pub fn save_path(&self) -> Option<&Path> {
        self.file.save_path()
    }

    /// The game's id in the library, if it is there.
    pub fn library_id(&self) -> Option<&str> {
        self.file.library_id()
    }

    /// For a game recorded elsewhere, where and when it was played.
    pub fn played_at(&self) -> Option<&str> {
        self.file.played_at()
    }

    /// Whether the computer is thinking of its move.
    pub fn thinking(&self) -> bool {
        matches!(self.engine.in_flight(), Some(InFlight { purpose: Purpose::Move { .. }, .. }))
    }

    /// What the computer's search has found so far, while it thinks.
    pub fn thought(&self) -> Option<&SearchResult> {
        match self.engine.in_flight() {
            Some(InFlight { purpose: Purpose::Move { found, .. }, .. }) => found.as_ref(),
            _ => None,
        }
    }

    /// The discs to draw as just flipped at `now`.
    pub fn flashing(&self, now: Instant) -> Bitboard {
        self.flash.filter(|flash| now < flash.until).map_or(Bitboard::EMPTY, |flash| flash.discs)
    }

    /// The time until something on screen changes by itself (a clock's digits, a flash ending),
    /// or `None` if nothing will until a key is pressed.
    pub fn next_change(&self, now: Instant) -> Option<Duration> {
        let flash = self.flash.filter(|f| now < f.until).map(|f| f.until - now);
        let held = self.held_move.map(|held| held.due.saturating_duration_since(now));
        let network = self.remote.as_ref().and_then(|remote| remote.next_change(now));
        let autoplay =
            self.review().and_then(|review| review.autoplay).map(|at| at.saturating_duration_since(now));
        [flash, held, self.play.next_clock_change(now), network, autoplay].into_iter().flatten().min()
    }

    /// Both clocks stopped and the board hidden until a key (resuming starts the clock of the
    /// side to move again).
    pub(super) fn pause(&mut self, now: Instant) {
        self.play.stop_clock(now);
        self.mode.set(Mode::Paused);
    }

    /// Says `text` on the status line.
    pub(super) fn inform(&mut self, text: String) {
        self.message = Some(Notice { text, ..Notice::default() });
    }

    /// Says `text` on the status line, as a warning.
    pub(super) fn warn(&mut self, text: String) {
        self.message = Some(Notice { text, warning: true, quoting: false });
    }

    /// Says `text` on the status line, ending with a player's words, shown as typed.
    pub(super) fn quote(&mut self, text: String) {
        self.message = Some(Notice { text, warning: false, quoting: true });
    }

    /// The autosave of the game in play as it stands at `now`.
    pub(super) fn autosave(&self, now: Instant) -> Effect {
        self.file.autosave(self.play.snapshot(now))
    }

    /// A column letter typed: kept for the row digit to come. `h` is also vi's "left": it moves
    /// the cursor, and a digit next plays on column h instead.
    pub(super) fn type_column(&mut self, column: u8) {
        self.typing.column_typed(column);
        if column == 7 {
            self.move_cursor(Direction::Left);
        }
    }

    /// A row digit typed: the square it makes with the column typed before, the cursor put on
    /// it; `None` without a column.
    pub(super) fn type_row(&mut self, row: u8) -> Option<Square> {
        self.cursor = self.typing.row_typed(row)?;
        Some(self.cursor)
    }

    /// Moves the cursor a square, within the board.
    pub(super) fn move_cursor(&mut self, direction: Direction) {
        let (column, row) = (self.cursor.column(), self.cursor.row());
        let (column, row) = match direction {
            Direction::Up => (column, row.saturating_sub(1)),
            Direction::Down => (column, (row + 1).min(7)),
            Direction::Left => (column.saturating_sub(1), row),
            Direction::Right => ((column + 1).min(7), row),
        };
        self.cursor = Square::from_coords(column, row).expect("clamped to the board");
    }

    /// What to tell the players once the screen is gone: where the game is kept, when its saves
    /// worked (else [`App::save_problem`] says why the last did not, and the files hold what
    /// the saves before it wrote).
    pub fn farewell(&self) -> Vec<String> {
        self.file.farewell(self.language(), self.game().is_over())
    }
}
