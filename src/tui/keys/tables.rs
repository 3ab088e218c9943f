//! The tables of key bindings, one for each mode and question: each key with the action it
//! produces, its words in the help and its word in the key bar.

use ratatui::crossterm::event::KeyCode;

use super::super::action::{Action, TrainKey, TrainWhat};
use super::super::clipboard::CopyWhat;
use super::super::line_edit::TextEdit;
use super::{Binding, Does, Key, bind, hinted};
use crate::engine::color::Color;
use crate::trainers::drill::OpeningLine;
use crate::trainers::puzzle::{Difficulty, FEWEST_EMPTIES};

use Does::Act;
use Key::{Char, Code, Ctrl};

const ARROWS: &[Key] = &[Code(KeyCode::Left), Code(KeyCode::Up), Code(KeyCode::Down), Code(KeyCode::Right)];

/// What the board's keys say they do in a table: the help's words for playing the cursor's
/// square, a typed square and a square clicked, and the hint line's word for typing one.
struct BoardWords {
    cursor: &'static str,
    typed: &'static str,
    typed_hint: &'static str,
    clicked: &'static str,
}

/// The board's keys where they play a move.
const PLAY: BoardWords = BoardWords {
    cursor: "play the square under the cursor",
    typed: "play that square, e.g. f5 (h alone moves left)",
    typed_hint: "play",
    clicked: "play the square clicked",
};

/// A table where the board is played: the bindings `before`, the board's five, then those
/// `after`; `words` says what playing does there. The five are written once, here: the cursor
/// (the arrows, and `k` `j` `l`, as `h` is a column), Enter or Space on the cursor's square, a
/// typed square, a click. (A macro, as a constant cannot join slices.)
macro_rules! with_board {
    ([$($before:expr),* $(,)?], $words:expr, [$($after:expr),* $(,)?]) => {
        &[
            $($before,)*
            bind(ARROWS, Does::Cursor, "move the cursor"),
            bind(&[Char('k'), Char('j'), Char('l')], Does::Cursor, "move the cursor"),
            bind(&[Code(KeyCode::Enter), Char(' ')], Act(Action::PlayCursor), $words.cursor),
            hinted(&[Key::Square], Does::TypeSquare, $words.typed, $words.typed_hint),
            bind(&[Key::Click], Does::PlayClicked, $words.clicked),
            $($after,)*
        ]
    };
}

/// Keys while playing.
pub const PLAYING: &[Binding] = with_board!(
    [],
    PLAY,
    [
        hinted(&[Char('u')], Act(Action::Undo), "take back the last move", "undo"),
        bind(&[Char('r')], Act(Action::Redo), "play an undone move again"),
        hinted(&[Char('p')], Act(Action::Pause), "pause both clocks (hides the board)", "pause"),
        hinted(&[Char('s')], Act(Action::Save), "save to a file", "save"),
        hinted(&[Char('n')], Act(Action::NewGame), "new game (this one stays in the library)", "new"),
        bind(&[Char('m')], Act(Action::MoveNumbers), "move numbers on the discs, on or off"),
        bind(
            &[Char('o')],
            Act(Action::Overlay),
            "strategy on the board: stable discs, frontier, X- and C-squares, parity, then none",
        ),
        hinted(
            &[Char('i')],
            Act(Action::Hints),
            "hints: every legal move's score, deepening to the new-game screen's hint depth (even depths); again to hide",
            "hints",
        ),
        bind(&[Char('t')], Act(Action::BestHint), "the best move alone, with its score; again to hide"),
        bind(
            &[Char('T')],
            Act(Action::NextTheme),
            "the board's colours: green, dark, light, high contrast (remembered)",
        ),
        bind(
            &[Char('L')],
            Act(Action::LegalMarks),
            "legal moves marked or not, to practise without them (remembered)",
        ),
        bind(
            &[Char('+')],
            Act(Action::DeeperHints),
            "hints 4 plies deeper (the depth is how many moves ahead the engine looks)",
        ),
        bind(
            &[Char('S')],
            Act(Action::SolveNow),
            "solve now: the exact score and best move of this position, however many empties (on your move; your clock runs; Esc stops)",
        ),
        bind(
            &[Ctrl('g')],
            Act(Action::ScoreGraph),
            "the score graph: the computer's and the hints' scores of the moves, on or off (remembered)",
        ),
        hinted(&[Char('v')], Act(Action::Review), "review the game move by move (the clocks stop)", "review"),
        bind(&[Char('x')], Act(Action::EditBoard), "set up a position in the board editor (the clocks stop)"),
        bind(&[Char('y')], Act(Action::Copy(None)), COPY_HELP),
        bind(&[Key::Paste], Does::Paste, PASTE_HELP),
        bind(
            &[Char('%')],
            Act(Action::Explorer),
            "the opening explorer: the moves of the games database (othello db import) from this position; again to hide",
        ),
        bind(&[Char('/')], Act(Action::ExplorerFilter), "the opening explorer's games: players and years"),
        bind(
            &[Char('*')],
            Act(Action::ExplorerGames),
            "the games behind the explorer's moves: players, year, tournament, result; one to review",
        ),
        bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollMoves(-1)), "scroll the move list"),
        bind(&[Key::Wheel], Does::WheelMoves, "scroll the move list"),
        bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollMoves(1)), "scroll the move list"),
        hinted(&[Char('?')], Act(Action::Help), "this help", "help"),
        bind(&[Code(KeyCode::Esc)], Act(Action::Cancel), "stop the solve; forget a typed letter"),
        hinted(&[Char('q'), Ctrl('c')], Act(Action::Quit), "quit (the game stays in the library)", "quit"),
    ]
);

/// Keys while playing over the network: the other player answers take-backs; no pause, no
/// engine, no new game on one side alone.
pub const NETWORK: &[Binding] = with_board!(
    [],
    PLAY,
    [
        hinted(&[Char('t')], Act(Action::Chat), "talk: a line of chat to the other player", "talk"),
        bind(&[Char('w')], Act(Action::ChatHistory), CHAT_HISTORY_HELP),
        hinted(
            &[Char('u')],
            Act(Action::Undo),
            "ask the other player to let you take back your last move",
            "take back",
        ),
        hinted(&[Char('R')], Act(Action::Resign), "resign (asks first)", "resign"),
        bind(&[Char('s')], Act(Action::Save), "save a copy to a file (the game is in your library anyway)"),
        bind(&[Char('y')], Act(Action::Copy(None)), COPY_HELP),
        bind(&[Char('m')], Act(Action::MoveNumbers), "move numbers on the discs, on or off"),
        bind(&[Char('o')], Act(Action::Overlay), "strategy on the board"),
        bind(&[Char('T')], Act(Action::NextTheme), "the board's colours (remembered)"),
        bind(&[Char('L')], Act(Action::LegalMarks), "legal moves marked or not (remembered)"),
        bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollMoves(-1)), "scroll the move list"),
        bind(&[Key::Wheel], Does::WheelMoves, "scroll the move list"),
        bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollMoves(1)), "scroll the move list"),
        hinted(&[Char('?')], Act(Action::Help), "this help", "help"),
        bind(&[Code(KeyCode::Esc)], Act(Action::Cancel), "forget a typed letter"),
        hinted(
            &[Char('q'), Ctrl('c')],
            Act(Action::Quit),
            "leave (the game stays in your library and goes on when you come back)",
            "quit",
        ),
    ]
);

/// Keys while the result banner is shown, over the network.
pub const NETWORK_RESULT: &[Binding] = &[
    hinted(&[Char('r')], Act(Action::Rematch), "offer a rematch, colours swapped", "rematch"),
    hinted(&[Char('v')], Act(Action::Review), "review the game", "review"),
    hinted(&[Char('t')], Act(Action::Chat), "talk: a line of chat to the other player", "talk"),
    bind(&[Char('w')], Act(Action::ChatHistory), CHAT_HISTORY_HELP),
    hinted(&[Key::Any], Act(Action::Dismiss), "close", "any other key closes"),
];

/// What `y` does, in the help.
const COPY_HELP: &str = "copy to the clipboard: the transcript, the position or the game as GGF (OSC 52; some terminals ignore it)";

/// What a paste does, in the help.
const PASTE_HELP: &str = "a transcript, a position or a GGF game pasted: opens it as a new game (asks first; this one stays in the library)";

/// What `w` does over the network, in the help.
const CHAT_HISTORY_HELP: &str = "what was said: the chat's history";

/// Keys of the chat's history.
pub const CHAT_HISTORY: &[Binding] = &[
    bind(&[Code(KeyCode::Up)], Act(Action::ScrollChat(-1)), "scroll back"),
    bind(&[Code(KeyCode::Down)], Act(Action::ScrollChat(1)), "scroll on"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollChat(-10)), "scroll back"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollChat(10)), "scroll on"),
    hinted(&[Char('t')], Act(Action::Chat), "talk: a line of chat to the other player", "talk"),
    hinted(&[Ctrl('c')], Act(Action::Quit), "quit", "quit"),
    hinted(&[Key::Any], Act(Action::ChatHistory), "back to the board", "any other key closes"),
];

/// Keys of the choice of what to copy.
pub const COPY: &[Binding] = &[
    hinted(
        &[Char('t')],
        Act(Action::Copy(Some(CopyWhat::Transcript))),
        "the transcript: f5d6c3…",
        "transcript",
    ),
    hinted(
        &[Char('p')],
        Act(Action::Copy(Some(CopyWhat::Position))),
        "the position shown, as a position string (64 squares, then X or O to move)",
        "position",
    ),
    hinted(&[Char('g')], Act(Action::Copy(Some(CopyWhat::Ggf))), "the game as a GGF record", "GGF"),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "copy nothing", "cancel"),
    bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
];

/// Keys of the question before a pasted game is opened.
pub const OPEN_PASTED: &[Binding] = &[
    hinted(&[Char('y')], Act(Action::Yes), "open it (the game in play stays in the library)", "open it"),
    hinted(&[Char('n'), Code(KeyCode::Esc)], Act(Action::No), "keep playing", "keep playing"),
    bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
];

/// Keys of the other player's request over the network. The board's keys still play: a request
/// cannot hold up the game, and playing on answers it no.
pub const ASKED: &[Binding] = with_board!(
    [
        hinted(&[Char('y')], Act(Action::Yes), "yes", "yes"),
        hinted(&[Char('n'), Code(KeyCode::Esc)], Act(Action::No), "no", "no"),
    ],
    PLAY_ON,
    [bind(&[Ctrl('c')], Act(Action::Quit), "quit")]
);

/// The board's keys where playing a move also answers a request no: one line in the help.
const PLAY_ON: BoardWords = BoardWords {
    cursor: "play on: no to the request",
    typed: "play on: no to the request",
    typed_hint: "play on",
    clicked: "play on: no to the request",
};

/// Keys of the question before resigning.
pub const RESIGN: &[Binding] = &[
    hinted(&[Char('y')], Act(Action::Yes), "resign", "resign"),
    hinted(&[Char('n'), Code(KeyCode::Esc)], Act(Action::No), "keep playing", "keep playing"),
    bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
];

/// The keys of a box where a line is typed: Enter and Esc with their meaning in this box, then
/// the editing keys every box shares, `what` naming what is typed ("the name").
macro_rules! text_box {
    ($submit:expr, $submit_hint:expr, $cancel:expr, $cancel_hint:expr, $move_in:expr, $type:expr) => {
        &[
            hinted(&[Code(KeyCode::Enter)], Act(Action::Submit), $submit, $submit_hint),
            hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), $cancel, $cancel_hint),
            bind(&[Code(KeyCode::Left)], Act(Action::EditText(TextEdit::Left)), $move_in),
            bind(&[Code(KeyCode::Right)], Act(Action::EditText(TextEdit::Right)), $move_in),
            bind(&[Code(KeyCode::Home), Ctrl('a')], Act(Action::EditText(TextEdit::Home)), "to the start"),
            bind(&[Code(KeyCode::End), Ctrl('e')], Act(Action::EditText(TextEdit::End)), "to the end"),
            bind(
                &[Code(KeyCode::Backspace)],
                Act(Action::EditText(TextEdit::Backspace)),
                "delete before the cursor",
            ),
            bind(
                &[Code(KeyCode::Delete)],
                Act(Action::EditText(TextEdit::Delete)),
                "delete under the cursor",
            ),
            bind(&[Ctrl('u')], Act(Action::EditText(TextEdit::ClearToStart)), "delete to the start"),
            bind(
                &[Ctrl('w')],
                Act(Action::EditText(TextEdit::DeleteWord)),
                "delete the word before the cursor",
            ),
            bind(&[Key::Paste], Does::Paste, "the text pasted, typed in (its first line)"),
            bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
            bind(&[Key::Printable], Does::TypeChar, $type),
        ]
    };
}

/// Keys of the comment box.
pub const COMMENT_BOX: &[Binding] = text_box!(
    "keep the comment (empty removes it)",
    "keep",
    "leave the comment as it was",
    "cancel",
    "move in the comment",
    "type the comment"
);

/// Keys of the chat line.
pub const CHAT_BOX: &[Binding] =
    text_box!("send", "send", "cancel", "cancel", "move in the line", "type the line");

/// Keys in review mode.
pub const REVIEW: &[Binding] = &[
    hinted(&[Code(KeyCode::Left)], Act(Action::Step(-1)), "the move before", "prev"),
    hinted(&[Code(KeyCode::Right)], Act(Action::Step(1)), "the move after", "next"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::Step(-10)), "ten moves back"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::Step(10)), "ten moves on"),
    bind(&[Code(KeyCode::Home)], Act(Action::Step(-60)), "the first move"),
    bind(&[Code(KeyCode::End)], Act(Action::Step(60)), "the final position"),
    bind(&[Key::Click], Does::StepToClicked, "the move clicked in the move list"),
    hinted(&[Char('n')], Act(Action::StepToMistake(1)), "the next mistake (? or ??)", "mistake"),
    bind(&[Char('N')], Act(Action::StepToMistake(-1)), "the mistake before"),
    hinted(&[Char('+')], Act(Action::ReviewLevel(1)), "review again a level deeper (up to 20)", "deeper"),
    bind(&[Char('-')], Act(Action::ReviewLevel(-1)), "review again a level shallower"),
    bind(&[Char(' ')], Act(Action::Autoplay), "play the moves by themselves, or stop"),
    bind(&[Char('[')], Act(Action::AutoplayPace(-1)), "autoplay faster: 4, 2, 1, 0.5 s a move"),
    bind(&[Char(']')], Act(Action::AutoplayPace(1)), "autoplay slower"),
    bind(&[Char('c')], Act(Action::Comment), "a comment on the move shown (kept with the game, and in GGF)"),
    bind(&[Char('y')], Act(Action::Copy(None)), COPY_HELP),
    bind(&[Key::Paste], Does::Paste, PASTE_HELP),
    hinted(
        &[Code(KeyCode::Enter)],
        Act(Action::PlayFromHere),
        "play from here: a new game from this position (this one stays in the library)",
        "play from here",
    ),
    bind(&[Char('o')], Act(Action::Overlay), "strategy on the board"),
    bind(&[Char('%')], Act(Action::Explorer), "the opening explorer (the games database's moves), on or off"),
    bind(&[Char('/')], Act(Action::ExplorerFilter), "the opening explorer's games: players and years"),
    hinted(&[Char('v'), Code(KeyCode::Esc)], Act(Action::Review), "back to the game", "back"),
    hinted(&[Char('?')], Act(Action::Help), "this help", "help"),
    bind(&[Char('q'), Ctrl('c')], Act(Action::Quit), "quit (the game stays in the library)"),
];

/// Keys of the list of the database's games through the position.
pub const GAMES: &[Binding] = &[
    hinted(&[Code(KeyCode::Up)], Act(Action::ListStep(-1)), "the game above", "choose"),
    bind(&[Code(KeyCode::Down)], Act(Action::ListStep(1)), "the game below"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::ListStep(-10)), "ten games up"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::ListStep(10)), "ten games down"),
    hinted(
        &[Code(KeyCode::Right)],
        Act(Action::ListMove(1)),
        "the next move's games (then every move's)",
        "move",
    ),
    bind(&[Code(KeyCode::Left)], Act(Action::ListMove(-1)), "the move before's games"),
    hinted(&[Code(KeyCode::Enter)], Act(Action::Submit), "review the game chosen (read-only)", "review"),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "back to the game", "back"),
    hinted(&[Char('?')], Act(Action::Help), "this help", "help"),
    bind(&[Char('q'), Ctrl('c')], Act(Action::Quit), "quit (the game stays in the library)"),
];

/// Keys of the board editor.
pub const EDIT: &[Binding] = &[
    bind(ARROWS, Does::Cursor, "move the cursor"),
    hinted(&[Char(' ')], Act(Action::EditSquare(None)), "the square: empty, black, white, empty…", "square"),
    bind(&[Key::Click], Does::EditClicked, "the square: empty, black, white, empty…"),
    hinted(&[Char('b')], Act(Action::EditSide(Color::Black)), "black to move first", "who moves"),
    hinted(&[Char('w')], Act(Action::EditSide(Color::White)), "white to move first", "who moves"),
    hinted(&[Char('c')], Act(Action::EditClear), "clear the board", "clear"),
    hinted(&[Char('s')], Act(Action::EditStandard), "the standard start", "start"),
    bind(
        &[Char('y')],
        Act(Action::Copy(Some(CopyWhat::Position))),
        "copy the position to the clipboard (OSC 52)",
    ),
    bind(&[Key::Paste], Does::Paste, "a position, a transcript or a GGF game pasted: its board, set up here"),
    bind(&[Char('%')], Act(Action::Explorer), "the opening explorer (the games database's moves), on or off"),
    bind(&[Char('/')], Act(Action::ExplorerFilter), "the opening explorer's games: players and years"),
    hinted(
        &[Code(KeyCode::Enter)],
        Act(Action::EditDone),
        "play this position: a new game (this one stays in the library)",
        "play it",
    ),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "leave the board as it was", "cancel"),
    bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
];

/// Keys with the endgame puzzles (no letter of a column: those type squares).
pub const PUZZLES: &[Binding] = with_board!(
    [],
    PLAY,
    [
        hinted(&[Char('n')], Act(Action::Train(TrainKey::Next)), "the next puzzle", "next"),
        hinted(&[Char('r')], Act(Action::Train(TrainKey::Again)), "the same puzzle again", "again"),
        hinted(
            &[Char('s')],
            Act(Action::Train(TrainKey::Solution)),
            "the solution: every first move's score and the best line (counted as missed)",
            "solution",
        ),
        hinted(
            &[Char('p')],
            Act(Action::Train(TrainKey::Way)),
            "play the position out against the solver, or find the first move alone",
            "play out",
        ),
        hinted(
            &[Char('+')],
            Act(Action::Train(TrainKey::Harder)),
            "puzzles with two empty squares more",
            "harder",
        ),
        bind(&[Char('-')], Act(Action::Train(TrainKey::Easier)), "puzzles with two empty squares fewer"),
        bind(
            &[Char('m')],
            Act(Action::Train(TrainKey::Margin)),
            "puzzles whose best move stands out less: any margin, then at most 8, 4, 2 discs",
        ),
        bind(&[Char('T')], Act(Action::NextTheme), "the board's colours (remembered)"),
        bind(&[Char('L')], Act(Action::LegalMarks), "legal moves marked or not (remembered)"),
        hinted(&[Char('?')], Act(Action::Help), "this help", "help"),
        hinted(&[Code(KeyCode::Esc), Char('q')], Act(Action::Cancel), "leave the puzzles", "leave"),
        bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
    ]
);

/// Keys in the opening drill.
pub const DRILL: &[Binding] = with_board!(
    [],
    PLAY,
    [
        hinted(&[Char('n'), Char('r')], Act(Action::Train(TrainKey::Again)), "the line again", "again"),
        hinted(
            &[Char('s')],
            Act(Action::Train(TrainKey::Solution)),
            "the right move, played for you (counted as missed)",
            "show",
        ),
        hinted(&[Char('p')], Act(Action::Train(TrainKey::Way)), "play the other side", "other side"),
        hinted(
            &[Char('o')],
            Act(Action::Train(TrainKey::ChooseLine)),
            "choose the opening: every one the program can name, narrowed as you type",
            "openings",
        ),
        bind(&[Char('T')], Act(Action::NextTheme), "the board's colours (remembered)"),
        bind(&[Char('L')], Act(Action::LegalMarks), "legal moves marked or not (remembered)"),
        hinted(&[Char('?')], Act(Action::Help), "this help", "help"),
        hinted(&[Code(KeyCode::Esc), Char('q')], Act(Action::Cancel), "leave the drill", "leave"),
        bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
    ]
);

/// Keys of the drill's list of openings: a part of a name typed narrows it.
pub const CHOOSE_OPENING: &[Binding] = &[
    hinted(&[Code(KeyCode::Up)], Act(Action::Train(TrainKey::PickLine(-1))), "the opening above", "choose"),
    bind(&[Code(KeyCode::Down)], Act(Action::Train(TrainKey::PickLine(1))), "the opening below"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::Train(TrainKey::PickLine(-10))), "ten openings up"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::Train(TrainKey::PickLine(10))), "ten openings down"),
    hinted(&[Code(KeyCode::Enter)], Act(Action::Submit), "drill the opening chosen", "drill it"),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "back to the line drilled", "back"),
    bind(&[Code(KeyCode::Left)], Act(Action::EditText(TextEdit::Left)), "move in the name"),
    bind(&[Code(KeyCode::Right)], Act(Action::EditText(TextEdit::Right)), "move in the name"),
    bind(&[Code(KeyCode::Backspace)], Act(Action::EditText(TextEdit::Backspace)), "delete before the cursor"),
    bind(&[Ctrl('u')], Act(Action::EditText(TextEdit::ClearToStart)), "delete to the start"),
    bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
    hinted(&[Key::Printable], Does::TypeChar, "type a part of its name", "type to narrow"),
];

/// Keys while paused: any key resumes and then acts as it does in play.
pub const PAUSED: &[Binding] = &[
    hinted(&[Char('q'), Ctrl('c')], Act(Action::Quit), "quit", "quit"),
    hinted(&[Char('p'), Key::Click], Act(Action::Pause), "resume", "resume"),
    hinted(&[Key::Any], Does::Resume, "resume", "any key resumes"),
];

/// Keys while the help is shown.
pub const HELP: &[Binding] = &[
    bind(&[Code(KeyCode::Up)], Act(Action::ScrollHelp(-1)), "scroll"),
    bind(&[Code(KeyCode::Down)], Act(Action::ScrollHelp(1)), "scroll"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollHelp(-10)), "scroll"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollHelp(10)), "scroll"),
    bind(&[Key::Wheel], Does::WheelHelp, "scroll"),
    hinted(&[Ctrl('c')], Act(Action::Quit), "quit", "quit"),
    hinted(&[Char('r')], Act(Action::HelpRules), "the rules of the game, or the keys again", "rules or keys"),
    hinted(&[Key::Any], Act(Action::Help), "close the help", "any key closes the help"),
];

/// Keys of the quit question.
pub const QUIT: &[Binding] = &[
    hinted(&[Char('q'), Char('y'), Ctrl('c')], Act(Action::Yes), "quit", "quit"),
    hinted(&[Char('s')], Act(Action::SaveThenQuit), "save to a file first", "save to a file first"),
    hinted(&[Code(KeyCode::Esc), Char('n')], Act(Action::No), "keep playing", "keep playing"),
];

/// Keys in the explorer's filter box.
pub const FILTER_BOX: &[Binding] = text_box!(
    "count these games",
    "set",
    "leave the filter as it was",
    "cancel",
    "move in the line",
    "type the filter"
);

/// Keys of the new-game screen.
pub const NEW_GAME: &[Binding] = &[
    hinted(&[Code(KeyCode::Up)], Act(Action::FormField(-1)), "the choice to change", "choose"),
    bind(&[Code(KeyCode::Down)], Act(Action::FormField(1)), "the choice to change"),
    hinted(&[Code(KeyCode::Left)], Act(Action::FormChange(-1)), "change it", "change"),
    bind(&[Code(KeyCode::Right)], Act(Action::FormChange(1)), "change it"),
    hinted(
        &[Code(KeyCode::Enter)],
        Act(Action::Submit),
        "start the game (the one left stays in the library)",
        "start",
    ),
    hinted(&[Char('e')], Act(Action::OpenTrainer(ENDGAME_PUZZLES)), "train: endgame puzzles", "puzzles"),
    hinted(
        &[Char('o')],
        Act(Action::OpenTrainer(OPENING_DRILL)),
        "train: an opening, chosen by name",
        "drill",
    ),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "back to the game in play", "back"),
    hinted(&[Char('q'), Ctrl('c')], Act(Action::Quit), "quit", "quit"),
];

/// Keys of the program's first screen, where no game waits behind it: Esc quits.
pub const NEW_GAME_FIRST: &[Binding] = &[
    hinted(&[Code(KeyCode::Up)], Act(Action::FormField(-1)), "the choice to change", "choose"),
    bind(&[Code(KeyCode::Down)], Act(Action::FormField(1)), "the choice to change"),
    hinted(&[Code(KeyCode::Left)], Act(Action::FormChange(-1)), "change it", "change"),
    bind(&[Code(KeyCode::Right)], Act(Action::FormChange(1)), "change it"),
    hinted(&[Code(KeyCode::Enter)], Act(Action::Submit), "start the game", "start"),
    hinted(&[Char('e')], Act(Action::OpenTrainer(ENDGAME_PUZZLES)), "train: endgame puzzles", "puzzles"),
    hinted(
        &[Char('o')],
        Act(Action::OpenTrainer(OPENING_DRILL)),
        "train: an opening, chosen by name",
        "drill",
    ),
    hinted(
        &[Char('q'), Code(KeyCode::Esc), Ctrl('c')],
        Act(Action::Quit),
        "quit (no game has begun)",
        "quit",
    ),
];

/// The new-game screen's puzzles: 8 to 14 empties, the first move alone.
const ENDGAME_PUZZLES: TrainWhat = TrainWhat::Endgame {
    difficulty: Difficulty { fewest: FEWEST_EMPTIES, most: 14, margin_at_most: 64 },
    play_out: false,
    seed: 0,
};

/// The new-game screen's drill: black's moves, the opening chosen from the list (the book's main
/// line until then).
const OPENING_DRILL: TrainWhat =
    TrainWhat::Opening { line: OpeningLine::Book, learner: Color::Black, choose: true };

/// Keys of the question before a file is written over.
pub const OVERWRITE: &[Binding] = &[
    hinted(&[Char('y')], Act(Action::Yes), "replace it", "replace it"),
    hinted(&[Char('n'), Code(KeyCode::Esc)], Act(Action::No), "choose another name", "choose another name"),
    bind(&[Ctrl('c')], Act(Action::Quit), "quit"),
];

/// Keys of the save box.
pub const SAVE_BOX: &[Binding] =
    text_box!("save", "save", "cancel", "cancel", "move in the name", "type the name");

/// Keys while the result banner is shown.
pub const RESULT: &[Binding] = &[
    hinted(&[Char('r')], Act(Action::Rematch), "a rematch, colours swapped", "rematch"),
    hinted(&[Char('v')], Act(Action::Review), "review the game", "review"),
    hinted(&[Char('n')], Act(Action::NewGame), "a new game", "new game"),
    hinted(&[Key::Any], Act(Action::Dismiss), "close", "any other key closes"),
];

/// Every table of bindings, for the checks that span them.
pub const TABLES: &[&[Binding]] = &[
    PLAYING,
    NETWORK,
    NETWORK_RESULT,
    ASKED,
    RESIGN,
    CHAT_BOX,
    CHAT_HISTORY,
    COPY,
    OPEN_PASTED,
    COMMENT_BOX,
    REVIEW,
    EDIT,
    PUZZLES,
    DRILL,
    CHOOSE_OPENING,
    PAUSED,
    HELP,
    QUIT,
    FILTER_BOX,
    GAMES,
    NEW_GAME,
    NEW_GAME_FIRST,
    OVERWRITE,
    SAVE_BOX,
    RESULT,
];
