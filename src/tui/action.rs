//! What flows through the loop: the `Action`s that `update` takes (a key's meaning, a reply from
//! the files or the engine, time passing) and the `Effect`s it asks the loop to carry out.

use std::path::PathBuf;
use std::sync::Arc;

use crate::engine::color::Color;
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::play::network::{LinkId, NetEvent, Outgoing};

use crate::play::book_learning::Learned;
use crate::play::{Reply, Request, Snapshot};
use crate::search::Book;
use crate::store::{GameIdentity, PlayedAt, Seat};

use super::clipboard::{Clip, CopyWhat};
use super::explorer::{Explored, Unanswered};
use super::games_list::GamesFound;
use super::line_edit::TextEdit;
use super::preferences::Preferences;
use crate::store::db::Filter;
use crate::store::trainers::TrainingRecord;
use crate::trainers::drill::OpeningLine;
use crate::trainers::puzzle::Difficulty;

/// A cursor step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards row 1.
    Up,
    /// Towards row 8.
    Down,
    /// Towards column a.
    Left,
    /// Towards column h.
    Right,
}

/// Something the player asked for, or that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Move the cursor.
    Cursor(Direction),
    /// Play the square under the cursor.
    PlayCursor,
    /// Play a square that was clicked.
    PlayAt(Square),
    /// A column letter typed (0 = a); `h` also moves the cursor left.
    Column(u8),
    /// A row digit typed (0 = row 1).
    Row(u8),
    /// Take back the last move.
    Undo,
    /// Play an undone move again.
    Redo,
    /// Stop both clocks (or, paused, start them again).
    Pause,
    /// A key while paused: start the clocks, then do what the key does in play.
    Resume(Option<Box<Action>>),
    /// Save the game to a file.
    Save,
    /// Open the new-game screen.
    NewGame,
    /// Show or hide the move numbers on the discs.
    MoveNumbers,
    /// Show the next strategy overlay (after the last, none).
    Overlay,
    /// Show or hide the opening explorer: the moves the games database holds for the position.
    Explorer,
    /// Type the opening explorer's filter: players and years.
    ExplorerFilter,
    /// List the games behind the explorer's moves.
    ExplorerGames,
    /// The games database's games through `position`, as the explorer's filter lets through.
    GamesListed {
        /// The position asked about, and who is to move there.
        position: (Position, Color),
        /// The moves played from it with their games, and the games; or why there are none.
        found: Result<GamesFound, String>,
    },
    /// In the list of games: the game so many rows down (up for a negative number).
    ListStep(i32),
    /// In the list of games: the next move's games (or the one before).
    ListMove(i32),
    /// A game of the database, read to be reviewed: its number and moves, or why not.
    ListedGame {
        /// Its number, from 0.
        number: u32,
        /// Its moves from the standard start, or why they cannot be read.
        moves: Result<Vec<Square>, String>,
    },
    /// A random start found for the new game `form` chose: its position and the side to move
    /// there (none found: the standard start).
    RandomStartFound {
        /// The choices of the new game.
        form: Box<super::new_game::NewGameForm>,
        /// The start.
        start: Option<(Position, Color)>,
    },
    /// The games database's answer for `position`.
    Explored {
        /// The position asked about, and who is to move there.
        position: (Position, Color),
        /// What it holds, or why it cannot say.
        found: Result<Explored, Unanswered>,
    },
    /// Show or hide every legal move's score.
    Hints,
    /// Show or hide the best move alone.
    BestHint,
    /// Search the hints deeper.
    DeeperHints,
    /// Solve the position in play to the end, now.
    SolveNow,
    /// Show or hide the score graph in play.
    ScoreGraph,
    /// On the new-game screen, the row that many rows away.
    FormField(i32),
    /// On the new-game screen, the row's value that many steps away.
    FormChange(i32),
    /// After a game: the same rules, the colours swapped.
    Rematch,
    /// The preferences could not be written, and why.
    PreferencesNotKept(String),
    /// The board's next palette (remembered).
    NextTheme,
    /// Mark the legal moves, or not (remembered).
    LegalMarks,
    /// Enter review mode, or leave it.
    Review,
    /// In review, step through the moves by this many (very large: to the first or the end).
    Step(isize),
    /// In review, show the move with this index (from 0).
    StepTo(usize),
    /// In review, show the next move marked a mistake (negative: the one before).
    StepToMistake(isize),
    /// In review, review again that many levels deeper (negative: shallower).
    ReviewLevel(i8),
    /// In review, start a new game from the position shown.
    PlayFromHere,
    /// Open the board editor on the board in play.
    EditBoard,
    /// In the editor, the next state of a square (the cursor's if none).
    EditSquare(Option<Square>),
    /// In the editor, who moves first.
    EditSide(Color),
    /// In the editor, an empty board.
    EditClear,
    /// In the editor, the standard start.
    EditStandard,
    /// In the editor, a new game from the position set up.
    EditDone,
    /// Scroll the move list: negative towards the first move.
    ScrollMoves(i16),
    /// Show or hide the help.
    Help,
    /// Scroll the help by this many lines.
    ScrollHelp(i16),
    /// In the help: the rules of the game instead of the keys, or the keys again.
    HelpRules,
    /// Quit (asks first when the game is unfinished).
    Quit,
    /// Yes to a question.
    Yes,
    /// No to a question.
    No,
    /// Close a question, the save box or the help; forget a typed letter.
    Cancel,
    /// In the quit question: save to a file, then quit.
    SaveThenQuit,
    /// Confirm the save box.
    Submit,
    /// Edit the text of the save box.
    EditText(TextEdit),
    /// Close the result banner.
    Dismiss,
    /// Time passed: check the flag, end a flash.
    Tick,
    /// Game `game` of the session was written to the library (its id), or could not be (why).
    Autosaved {
        /// The game's number in the session (see [`Effect::Autosave`]).
        game: u64,
        /// Its id in the library, or why it could not be written.
        result: Result<String, String>,
    },
    /// Game `game` of the session was saved to a file.
    Saved {
        /// The game's number in the session.
        game: u64,
        /// The file.
        path: PathBuf,
        /// Whether to quit now.
        then_quit: bool,
    },
    /// Saving to a file failed; nothing was changed.
    SaveFailed(String),
    /// The file chosen holds another game; nothing was written.
    SaveConflict {
        /// The file.
        path: PathBuf,
        /// What it holds.
        holds: super::mode::Holds,
    },
    /// A signal, or the terminal went away: save and leave now, asking nothing.
    Stop,
    /// The engine's progress or its move.
    Engine(Reply),
    /// The engine thread could not be started (why).
    EngineFailed(String),
    /// The book learned from a game the computer lost (or could not: why).
    BookLearned(Result<Learned, String>),
    /// Over the network: a player joined, a message came, the connection ended.
    Net(NetEvent),
    /// Over the network: resign (asks first).
    Resign,
    /// Over the network: type a line of chat.
    Chat,
    /// Open a trainer.
    OpenTrainer(TrainWhat),
    /// In a trainer: what its keys ask.
    Train(TrainKey),
    /// The trainers' record could not be kept, and why.
    TrainingRecordNotKept(String),
    /// Copy to the terminal's clipboard: this, or `None` to choose what.
    Copy(Option<CopyWhat>),
    /// The copy could not be written to the terminal, and why.
    CopyFailed(String),
    /// The game of the database to copy could not be read, and why.
    CopyUnread(String),
    /// Text pasted into the terminal (bracketed paste): a game record to open.
    Paste(String),
    /// In review, write a comment on the move shown.
    Comment,
    /// In review, start or stop playing through the moves by themselves.
    Autoplay,
    /// In review, the autoplay's pace that many steps slower (negative: faster).
    AutoplayPace(i8),
    /// Over the network, show or hide what was said.
    ChatHistory,
    /// Scroll what was said by this many lines (negative: back in time).
    ScrollChat(i16),
}

/// A trainer to open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TrainWhat {
    /// Endgame puzzles.
    Endgame {
        /// Which puzzles.
        difficulty: Difficulty,
        /// Whether each position is played out (else its first move alone is asked).
        play_out: bool,
        /// The session's order of puzzles.
        seed: u64,
    },
    /// The opening drill.
    Opening {
        /// The line drilled.
        line: OpeningLine,
        /// The side the learner plays.
        learner: Color,
        /// Whether the list of openings is open at once, to choose the line.
        choose: bool,
    },
}

/// A trainer's keys.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TrainKey {
    /// The next puzzle; the line again.
    Next,
    /// The same puzzle or line again.
    Again,
    /// Show the solution (counted as missed).
    Solution,
    /// Puzzles: play out or the first move alone; drill: the other side.
    Way,
    /// Puzzles with more empties.
    Harder,
    /// Puzzles with fewer empties.
    Easier,
    /// Puzzles: the next margin.
    Margin,
    /// Drill: open the list of every opening it knows, to choose one.
    ChooseLine,
    /// Drill: the line so many places down the list (up for a negative number).
    PickLine(i32),
}

impl Action {
    /// Whether the action comes from the player (a key or the mouse).
    pub(super) fn is_input(&self) -> bool {
        !matches!(
            self,
            Action::Tick
                | Action::Autosaved { .. }
                | Action::Saved { .. }
                | Action::SaveFailed(_)
                | Action::SaveConflict { .. }
                | Action::Stop
                | Action::Engine(_)
                | Action::EngineFailed(_)
                | Action::BookLearned(_)
                | Action::Net(_)
                | Action::Explored { .. }
                | Action::RandomStartFound { .. }
                | Action::GamesListed { .. }
                | Action::ListedGame { .. }
                | Action::TrainingRecordNotKept(_)
                | Action::CopyFailed(_)
                | Action::CopyUnread(_)
        )
    }

    /// Whether the action starts clocks that wait for the first key.
    pub(super) fn starts_clock(&self) -> bool {
        self.is_on_the_board() || matches!(self, Action::Undo | Action::Redo)
    }

    /// Whether the action moves the cursor or plays a move: over the network these reach the
    /// board even while the other player's question is open (playing on answers it no).
    pub(super) fn is_on_the_board(&self) -> bool {
        matches!(
            self,
            Action::Cursor(_) | Action::PlayCursor | Action::PlayAt(_) | Action::Column(_) | Action::Row(_)
        )
    }
}

/// Something for the loop to do: the only I/O of the game.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Write game `game` of the session to its file in the library. Each game of a session has
    /// its number, so that the answer about a game left for a new one is not taken for the new
    /// one's.
    Autosave {
        /// The game's number in the session.
        game: u64,
        /// The game.
        snapshot: Snapshot,
    },
    /// Write the game to a file.
    Save {
        /// The game's number in the session.
        game: u64,
        /// Where.
        target: SaveTarget,
        /// What.
        snapshot: Snapshot,
        /// Whether to write over a file that holds another game.
        overwrite: bool,
        /// Whether to quit once saved.
        then_quit: bool,
    },
    /// The game in play is a new one, in `seat` over the network: the files mint its identity,
    /// and its autosaves go to a new file.
    NewGame {
        /// This side's seat in it, over the network.
        seat: Option<Seat>,
    },
    /// The new game in play begins as someone else's record, these moves played where it was
    /// played: it is kept in the library only once a move the record does not have is played.
    FromRecord {
        /// The record's moves.
        transcript: String,
        /// Where and when it was played.
        played_at: PlayedAt,
    },
    /// Keep the player's preferences for the next games.
    SavePreferences(Preferences),
    /// Keep the trainers' record.
    SaveTrainingRecord(TrainingRecord),
    /// Start a search on the engine thread (stopping the one before).
    Think(Request),
    /// Stop the engine's search.
    StopThinking,
    /// Send the other player something over connection `link`.
    Send {
        /// The connection.
        link: LinkId,
        /// What.
        outgoing: Outgoing,
    },
    /// Close connection `link`.
    Close(LinkId),
    /// Find a random start for the new game `form` chose, drawn with `seed`: a few moves from
    /// the standard start that a shallow search finds even (a search, so not in `update`).
    RandomStart {
        /// The choices of the new game.
        form: Box<super::new_game::NewGameForm>,
        /// The draw's seed.
        seed: u64,
    },
    /// Ask the games database what was played from a position, with the colour to move, in
    /// the games the filter lets through.
    Explore(Position, Color, Filter),
    /// Ask the games database for the games through a position that the filter lets through.
    ListGames(Position, Color, Filter),
    /// Read the moves of the database's game of that number.
    ReadDbGame(u32),
    /// Guest: connect to the host again (until it works, or the game is left).
    Reconnect,
    /// Host: a guest is in and the game is on: the door takes the join code no more.
    RetireCode,
    /// The game in play is this one (over the network, the host's): its autosaves go to its file.
    Adopt(GameIdentity),
    /// Put this on the terminal's clipboard (OSC 52), written between two frames.
    Copy(Clip),
    /// Learn the line of a game the computer lost into the data folder's book, away from the
    /// screen's loop.
    LearnFromLoss {
        /// The positions of its opening.
        line: Vec<Position>,
        /// How many plies deep each new one is searched.
        depth: u32,
    },
    /// The computer plays from this book from now on.
    UseBook(Arc<Book>),
}

/// Where a save goes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveTarget {
    /// The file the game came from or was last saved to.
    Known(PathBuf),
    /// A name as typed: a bare name goes into the data folder with `.json` added.
    Typed(String),
}
