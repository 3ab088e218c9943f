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
    cursor: "keys-play-the-square-under-the-cursor",
    typed: "keys-play-that-square-e-g-f5",
    typed_hint: "keys-play",
    clicked: "keys-play-the-square-clicked",
};

/// A table where the board is played: the bindings `before`, the board's five, then those
/// `after`; `words` says what playing does there. The five are written once, here: the cursor
/// (the arrows, and `k` `j` `l`, as `h` is a column), Enter or Space on the cursor's square, a
/// typed square, a click. (A macro, as a constant cannot join slices.)
macro_rules! with_board {
    ([$($before:expr),* $(,)?], $words:expr, [$($after:expr),* $(,)?]) => {
        &[
            $($before,)*
            bind(ARROWS, Does::Cursor, "keys-move-the-cursor"),
            bind(&[Char('k'), Char('j'), Char('l')], Does::Cursor, "keys-move-the-cursor"),
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
        hinted(&[Char('u')], Act(Action::Undo), "keys-take-back-the-last-move", "keys-undo"),
        bind(&[Char('r')], Act(Action::Redo), "keys-play-an-undone-move-again"),
        hinted(&[Char('p')], Act(Action::Pause), "keys-pause-both-clocks-hides-the-board", "keys-pause"),
        hinted(&[Char('s')], Act(Action::Save), "keys-save-to-a-file", "keys-save"),
        hinted(&[Char('n')], Act(Action::NewGame), "keys-new-game-this-one-stays-in", "keys-new"),
        bind(&[Char('m')], Act(Action::MoveNumbers), "keys-move-numbers-on-the-discs-on"),
        bind(&[Char('o')], Act(Action::Overlay), "keys-strategy-on-the-board-stable-discs",),
        hinted(&[Char('i')], Act(Action::Hints), "keys-hints-every-legal-move-s-score", "keys-hints",),
        bind(&[Char('t')], Act(Action::BestHint), "keys-the-best-move-alone-with-its"),
        bind(&[Char('T')], Act(Action::NextTheme), "keys-the-board-s-colours-green-dark",),
        bind(&[Char('L')], Act(Action::LegalMarks), "keys-legal-moves-marked-or-not-to",),
        bind(&[Char('+')], Act(Action::DeeperHints), "keys-hints-4-plies-deeper-the-depth",),
        bind(&[Char('S')], Act(Action::SolveNow), "keys-solve-now-the-exact-score-and",),
        bind(&[Ctrl('g')], Act(Action::ScoreGraph), "keys-the-score-graph-the-computer-s",),
        hinted(&[Char('v')], Act(Action::Review), "keys-review-the-game-move-by-move", "keys-review"),
        bind(&[Char('x')], Act(Action::EditBoard), "keys-set-up-a-position-in-the"),
        bind(&[Char('y')], Act(Action::Copy(None)), COPY_HELP),
        bind(&[Key::Paste], Does::Paste, PASTE_HELP),
        bind(&[Char('%')], Act(Action::Explorer), "keys-the-opening-explorer-the-moves-of",),
        bind(&[Char('/')], Act(Action::ExplorerFilter), "keys-the-opening-explorer-s-games-players"),
        bind(&[Char('*')], Act(Action::ExplorerGames), "keys-the-games-behind-the-explorer-s",),
        bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollMoves(-1)), "keys-scroll-the-move-list"),
        bind(&[Key::Wheel], Does::WheelMoves, "keys-scroll-the-move-list"),
        bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollMoves(1)), "keys-scroll-the-move-list"),
        hinted(&[Char('?')], Act(Action::Help), "keys-this-help", "keys-help"),
        bind(&[Code(KeyCode::Esc)], Act(Action::Cancel), "keys-stop-the-solve-forget-a-typed"),
        hinted(&[Char('q'), Ctrl('c')], Act(Action::Quit), "keys-quit-the-game-stays-in-the", "keys-quit"),
    ]
);

/// Keys while playing over the network: the other player answers take-backs; no pause, no
/// engine, no new game on one side alone.
pub const NETWORK: &[Binding] = with_board!(
    [],
    PLAY,
    [
        hinted(&[Char('t')], Act(Action::Chat), "keys-talk-a-line-of-chat-to", "keys-talk"),
        bind(&[Char('w')], Act(Action::ChatHistory), CHAT_HISTORY_HELP),
        hinted(&[Char('u')], Act(Action::Undo), "keys-ask-the-other-player-to-let", "keys-take-back",),
        hinted(&[Char('R')], Act(Action::Resign), "keys-resign-asks-first", "keys-resign"),
        bind(&[Char('s')], Act(Action::Save), "keys-save-a-copy-to-a-file"),
        bind(&[Char('y')], Act(Action::Copy(None)), COPY_HELP),
        bind(&[Char('m')], Act(Action::MoveNumbers), "keys-move-numbers-on-the-discs-on"),
        bind(&[Char('o')], Act(Action::Overlay), "keys-strategy-on-the-board"),
        bind(&[Char('T')], Act(Action::NextTheme), "keys-the-board-s-colours-remembered"),
        bind(&[Char('L')], Act(Action::LegalMarks), "keys-legal-moves-marked-or-not-remembered"),
        bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollMoves(-1)), "keys-scroll-the-move-list"),
        bind(&[Key::Wheel], Does::WheelMoves, "keys-scroll-the-move-list"),
        bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollMoves(1)), "keys-scroll-the-move-list"),
        hinted(&[Char('?')], Act(Action::Help), "keys-this-help", "keys-help"),
        bind(&[Code(KeyCode::Esc)], Act(Action::Cancel), "keys-forget-a-typed-letter"),
        hinted(&[Char('q'), Ctrl('c')], Act(Action::Quit), "keys-leave-the-game-stays-in-your", "keys-quit",),
    ]
);

/// Keys while the result banner is shown, over the network.
pub const NETWORK_RESULT: &[Binding] = &[
    hinted(&[Char('r')], Act(Action::Rematch), "keys-offer-a-rematch-colours-swapped", "keys-rematch"),
    hinted(&[Char('v')], Act(Action::Review), "keys-review-the-game", "keys-review"),
    hinted(&[Char('t')], Act(Action::Chat), "keys-talk-a-line-of-chat-to", "keys-talk"),
    bind(&[Char('w')], Act(Action::ChatHistory), CHAT_HISTORY_HELP),
    hinted(&[Key::Any], Act(Action::Dismiss), "keys-close", "keys-any-other-key-closes"),
];

/// What `y` does, in the help.
const COPY_HELP: &str = "keys-copy-to-the-clipboard-the-transcript";

/// What a paste does, in the help.
const PASTE_HELP: &str = "keys-a-transcript-a-position-or-a";

/// What `w` does over the network, in the help.
const CHAT_HISTORY_HELP: &str = "keys-what-was-said-the-chat-s";

/// Keys of the chat's history.
pub const CHAT_HISTORY: &[Binding] = &[
    bind(&[Code(KeyCode::Up)], Act(Action::ScrollChat(-1)), "keys-scroll-back"),
    bind(&[Code(KeyCode::Down)], Act(Action::ScrollChat(1)), "keys-scroll-on"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollChat(-10)), "keys-scroll-back"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollChat(10)), "keys-scroll-on"),
    hinted(&[Char('t')], Act(Action::Chat), "keys-talk-a-line-of-chat-to", "keys-talk"),
    hinted(&[Ctrl('c')], Act(Action::Quit), "keys-quit", "keys-quit"),
    hinted(&[Key::Any], Act(Action::ChatHistory), "keys-back-to-the-board", "keys-any-other-key-closes"),
];

/// Keys of the choice of what to copy.
pub const COPY: &[Binding] = &[
    hinted(
        &[Char('t')],
        Act(Action::Copy(Some(CopyWhat::Transcript))),
        "keys-the-transcript-f5d6c3",
        "keys-transcript",
    ),
    hinted(
        &[Char('p')],
        Act(Action::Copy(Some(CopyWhat::Position))),
        "keys-the-position-shown-as-a-position",
        "keys-position",
    ),
    hinted(&[Char('g')], Act(Action::Copy(Some(CopyWhat::Ggf))), "keys-the-game-as-a-ggf-record", "keys-ggf"),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "keys-copy-nothing", "keys-cancel"),
    bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
];

/// Keys of the question before a pasted game is opened.
pub const OPEN_PASTED: &[Binding] = &[
    hinted(&[Char('y')], Act(Action::Yes), "keys-open-it-the-game-in-play", "keys-open-it"),
    hinted(&[Char('n'), Code(KeyCode::Esc)], Act(Action::No), "keys-keep-playing", "keys-keep-playing"),
    bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
];

/// Keys of the other player's request over the network. The board's keys still play: a request
/// cannot hold up the game, and playing on answers it no.
pub const ASKED: &[Binding] = with_board!(
    [
        hinted(&[Char('y')], Act(Action::Yes), "keys-yes", "keys-yes"),
        hinted(&[Char('n'), Code(KeyCode::Esc)], Act(Action::No), "keys-no", "keys-no"),
    ],
    PLAY_ON,
    [bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit")]
);

/// The board's keys where playing a move also answers a request no: one line in the help.
const PLAY_ON: BoardWords = BoardWords {
    cursor: "keys-play-on-no-to-the-request",
    typed: "keys-play-on-no-to-the-request",
    typed_hint: "keys-play-on",
    clicked: "keys-play-on-no-to-the-request",
};

/// Keys of the question before resigning.
pub const RESIGN: &[Binding] = &[
    hinted(&[Char('y')], Act(Action::Yes), "keys-resign", "keys-resign"),
    hinted(&[Char('n'), Code(KeyCode::Esc)], Act(Action::No), "keys-keep-playing", "keys-keep-playing"),
    bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
];

/// The keys of a box where a line is typed: Enter and Esc with their meaning in this box, then
/// the editing keys every box shares, `what` naming what is typed ("keys-the-name").
macro_rules! text_box {
    ($submit:expr, $submit_hint:expr, $cancel:expr, $cancel_hint:expr, $move_in:expr, $type:expr) => {
        &[
            hinted(&[Code(KeyCode::Enter)], Act(Action::Submit), $submit, $submit_hint),
            hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), $cancel, $cancel_hint),
            bind(&[Code(KeyCode::Left)], Act(Action::EditText(TextEdit::Left)), $move_in),
            bind(&[Code(KeyCode::Right)], Act(Action::EditText(TextEdit::Right)), $move_in),
            bind(
                &[Code(KeyCode::Home), Ctrl('a')],
                Act(Action::EditText(TextEdit::Home)),
                "keys-to-the-start",
            ),
            bind(&[Code(KeyCode::End), Ctrl('e')], Act(Action::EditText(TextEdit::End)), "keys-to-the-end"),
            bind(
                &[Code(KeyCode::Backspace)],
                Act(Action::EditText(TextEdit::Backspace)),
                "keys-delete-before-the-cursor",
            ),
            bind(
                &[Code(KeyCode::Delete)],
                Act(Action::EditText(TextEdit::Delete)),
                "keys-delete-under-the-cursor",
            ),
            bind(&[Ctrl('u')], Act(Action::EditText(TextEdit::ClearToStart)), "keys-delete-to-the-start"),
            bind(
                &[Ctrl('w')],
                Act(Action::EditText(TextEdit::DeleteWord)),
                "keys-delete-the-word-before-the-cursor",
            ),
            bind(&[Key::Paste], Does::Paste, "keys-the-text-pasted-typed-in-its"),
            bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
            bind(&[Key::Printable], Does::TypeChar, $type),
        ]
    };
}

/// Keys of the comment box.
pub const COMMENT_BOX: &[Binding] = text_box!(
    "keys-keep-the-comment-empty-removes-it",
    "keys-keep",
    "keys-leave-the-comment-as-it-was",
    "keys-cancel",
    "keys-move-in-the-comment",
    "keys-type-the-comment"
);

/// Keys of the chat line.
pub const CHAT_BOX: &[Binding] = text_box!(
    "keys-send",
    "keys-send",
    "keys-cancel",
    "keys-cancel",
    "keys-move-in-the-line",
    "keys-type-the-line"
);

/// Keys in review mode.
pub const REVIEW: &[Binding] = &[
    hinted(&[Code(KeyCode::Left)], Act(Action::Step(-1)), "keys-the-move-before", "keys-prev"),
    hinted(&[Code(KeyCode::Right)], Act(Action::Step(1)), "keys-the-move-after", "keys-next"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::Step(-10)), "keys-ten-moves-back"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::Step(10)), "keys-ten-moves-on"),
    bind(&[Code(KeyCode::Home)], Act(Action::Step(-60)), "keys-the-first-move"),
    bind(&[Code(KeyCode::End)], Act(Action::Step(60)), "keys-the-final-position"),
    bind(&[Key::Click], Does::StepToClicked, "keys-the-move-clicked-in-the-move"),
    hinted(&[Char('n')], Act(Action::StepToMistake(1)), "keys-the-next-mistake-or", "keys-mistake"),
    bind(&[Char('N')], Act(Action::StepToMistake(-1)), "keys-the-mistake-before"),
    hinted(&[Char('+')], Act(Action::ReviewLevel(1)), "keys-review-again-a-level-deeper-up", "keys-deeper"),
    bind(&[Char('-')], Act(Action::ReviewLevel(-1)), "keys-review-again-a-level-shallower"),
    bind(&[Char(' ')], Act(Action::Autoplay), "keys-play-the-moves-by-themselves-or"),
    bind(&[Char('[')], Act(Action::AutoplayPace(-1)), "keys-autoplay-faster-4-2-1-0"),
    bind(&[Char(']')], Act(Action::AutoplayPace(1)), "keys-autoplay-slower"),
    bind(&[Char('c')], Act(Action::Comment), "keys-a-comment-on-the-move-shown"),
    bind(&[Char('y')], Act(Action::Copy(None)), COPY_HELP),
    bind(&[Key::Paste], Does::Paste, PASTE_HELP),
    hinted(
        &[Code(KeyCode::Enter)],
        Act(Action::PlayFromHere),
        "keys-play-from-here-a-new-game",
        "keys-play-from-here",
    ),
    bind(&[Char('o')], Act(Action::Overlay), "keys-strategy-on-the-board"),
    bind(&[Char('%')], Act(Action::Explorer), "keys-the-opening-explorer-the-games-database"),
    bind(&[Char('/')], Act(Action::ExplorerFilter), "keys-the-opening-explorer-s-games-players"),
    hinted(&[Char('v'), Code(KeyCode::Esc)], Act(Action::Review), "keys-back-to-the-game", "keys-back"),
    hinted(&[Char('?')], Act(Action::Help), "keys-this-help", "keys-help"),
    bind(&[Char('q'), Ctrl('c')], Act(Action::Quit), "keys-quit-the-game-stays-in-the"),
];

/// Keys of the list of the database's games through the position.
pub const GAMES: &[Binding] = &[
    hinted(&[Code(KeyCode::Up)], Act(Action::ListStep(-1)), "keys-the-game-above", "keys-choose"),
    bind(&[Code(KeyCode::Down)], Act(Action::ListStep(1)), "keys-the-game-below"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::ListStep(-10)), "keys-ten-games-up"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::ListStep(10)), "keys-ten-games-down"),
    hinted(&[Code(KeyCode::Right)], Act(Action::ListMove(1)), "keys-the-next-move-s-games-then", "keys-move"),
    bind(&[Code(KeyCode::Left)], Act(Action::ListMove(-1)), "keys-the-move-before-s-games"),
    hinted(
        &[Code(KeyCode::Enter)],
        Act(Action::Submit),
        "keys-review-the-game-chosen-read-only",
        "keys-review",
    ),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "keys-back-to-the-game", "keys-back"),
    hinted(&[Char('?')], Act(Action::Help), "keys-this-help", "keys-help"),
    bind(&[Char('q'), Ctrl('c')], Act(Action::Quit), "keys-quit-the-game-stays-in-the"),
];

/// Keys of the board editor.
pub const EDIT: &[Binding] = &[
    bind(ARROWS, Does::Cursor, "keys-move-the-cursor"),
    hinted(
        &[Char(' ')],
        Act(Action::EditSquare(None)),
        "keys-the-square-empty-black-white-empty",
        "keys-square",
    ),
    bind(&[Key::Click], Does::EditClicked, "keys-the-square-empty-black-white-empty"),
    hinted(&[Char('b')], Act(Action::EditSide(Color::Black)), "keys-black-to-move-first", "keys-who-moves"),
    hinted(&[Char('w')], Act(Action::EditSide(Color::White)), "keys-white-to-move-first", "keys-who-moves"),
    hinted(&[Char('c')], Act(Action::EditClear), "keys-clear-the-board", "keys-clear"),
    hinted(&[Char('s')], Act(Action::EditStandard), "keys-the-standard-start", "keys-start"),
    bind(
        &[Char('y')],
        Act(Action::Copy(Some(CopyWhat::Position))),
        "keys-copy-the-position-to-the-clipboard",
    ),
    bind(&[Key::Paste], Does::Paste, "keys-a-position-a-transcript-or-a"),
    bind(&[Char('%')], Act(Action::Explorer), "keys-the-opening-explorer-the-games-database"),
    bind(&[Char('/')], Act(Action::ExplorerFilter), "keys-the-opening-explorer-s-games-players"),
    hinted(
        &[Code(KeyCode::Enter)],
        Act(Action::EditDone),
        "keys-play-this-position-a-new-game",
        "keys-play-it",
    ),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "keys-leave-the-board-as-it-was", "keys-cancel"),
    bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
];

/// Keys with the endgame puzzles (no letter of a column: those type squares).
pub const PUZZLES: &[Binding] = with_board!(
    [],
    PLAY,
    [
        hinted(&[Char('n')], Act(Action::Train(TrainKey::Next)), "keys-the-next-puzzle", "keys-next"),
        hinted(&[Char('r')], Act(Action::Train(TrainKey::Again)), "keys-the-same-puzzle-again", "keys-again"),
        hinted(
            &[Char('s')],
            Act(Action::Train(TrainKey::Solution)),
            "keys-the-solution-every-first-move-s",
            "keys-solution",
        ),
        hinted(
            &[Char('p')],
            Act(Action::Train(TrainKey::Way)),
            "keys-play-the-position-out-against-the",
            "keys-play-out",
        ),
        hinted(
            &[Char('+')],
            Act(Action::Train(TrainKey::Harder)),
            "keys-puzzles-with-two-empty-squares-more",
            "keys-harder",
        ),
        bind(&[Char('-')], Act(Action::Train(TrainKey::Easier)), "keys-puzzles-with-two-empty-squares-fewer"),
        bind(&[Char('m')], Act(Action::Train(TrainKey::Margin)), "keys-puzzles-whose-best-move-stands-out",),
        bind(&[Char('T')], Act(Action::NextTheme), "keys-the-board-s-colours-remembered"),
        bind(&[Char('L')], Act(Action::LegalMarks), "keys-legal-moves-marked-or-not-remembered"),
        hinted(&[Char('?')], Act(Action::Help), "keys-this-help", "keys-help"),
        hinted(&[Code(KeyCode::Esc), Char('q')], Act(Action::Cancel), "keys-leave-the-puzzles", "keys-leave"),
        bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
    ]
);

/// Keys in the opening drill.
pub const DRILL: &[Binding] = with_board!(
    [],
    PLAY,
    [
        hinted(
            &[Char('n'), Char('r')],
            Act(Action::Train(TrainKey::Again)),
            "keys-the-line-again",
            "keys-again"
        ),
        hinted(
            &[Char('s')],
            Act(Action::Train(TrainKey::Solution)),
            "keys-the-right-move-played-for-you",
            "keys-show",
        ),
        hinted(
            &[Char('p')],
            Act(Action::Train(TrainKey::Way)),
            "keys-play-the-other-side",
            "keys-other-side"
        ),
        hinted(
            &[Char('o')],
            Act(Action::Train(TrainKey::ChooseLine)),
            "keys-choose-the-opening-every-one-the",
            "keys-openings",
        ),
        bind(&[Char('T')], Act(Action::NextTheme), "keys-the-board-s-colours-remembered"),
        bind(&[Char('L')], Act(Action::LegalMarks), "keys-legal-moves-marked-or-not-remembered"),
        hinted(&[Char('?')], Act(Action::Help), "keys-this-help", "keys-help"),
        hinted(&[Code(KeyCode::Esc), Char('q')], Act(Action::Cancel), "keys-leave-the-drill", "keys-leave"),
        bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
    ]
);

/// Keys of the drill's list of openings: a part of a name typed narrows it.
pub const CHOOSE_OPENING: &[Binding] = &[
    hinted(
        &[Code(KeyCode::Up)],
        Act(Action::Train(TrainKey::PickLine(-1))),
        "keys-the-opening-above",
        "keys-choose",
    ),
    bind(&[Code(KeyCode::Down)], Act(Action::Train(TrainKey::PickLine(1))), "keys-the-opening-below"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::Train(TrainKey::PickLine(-10))), "keys-ten-openings-up"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::Train(TrainKey::PickLine(10))), "keys-ten-openings-down"),
    hinted(&[Code(KeyCode::Enter)], Act(Action::Submit), "keys-drill-the-opening-chosen", "keys-drill-it"),
    hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "keys-back-to-the-line-drilled", "keys-back"),
    bind(&[Code(KeyCode::Left)], Act(Action::EditText(TextEdit::Left)), "keys-move-in-the-name"),
    bind(&[Code(KeyCode::Right)], Act(Action::EditText(TextEdit::Right)), "keys-move-in-the-name"),
    bind(
        &[Code(KeyCode::Backspace)],
        Act(Action::EditText(TextEdit::Backspace)),
        "keys-delete-before-the-cursor",
    ),
    bind(&[Ctrl('u')], Act(Action::EditText(TextEdit::ClearToStart)), "keys-delete-to-the-start"),
    bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
    hinted(&[Key::Printable], Does::TypeChar, "keys-type-a-part-of-its-name", "keys-type-to-narrow"),
];

/// Keys while paused: any key resumes and then acts as it does in play.
pub const PAUSED: &[Binding] = &[
    hinted(&[Char('q'), Ctrl('c')], Act(Action::Quit), "keys-quit", "keys-quit"),
    hinted(&[Char('p'), Key::Click], Act(Action::Pause), "keys-resume", "keys-resume"),
    hinted(&[Key::Any], Does::Resume, "keys-resume", "keys-any-key-resumes"),
];

/// Keys while the help is shown.
pub const HELP: &[Binding] = &[
    bind(&[Code(KeyCode::Up)], Act(Action::ScrollHelp(-1)), "keys-scroll"),
    bind(&[Code(KeyCode::Down)], Act(Action::ScrollHelp(1)), "keys-scroll"),
    bind(&[Code(KeyCode::PageUp)], Act(Action::ScrollHelp(-10)), "keys-scroll"),
    bind(&[Code(KeyCode::PageDown)], Act(Action::ScrollHelp(10)), "keys-scroll"),
    bind(&[Key::Wheel], Does::WheelHelp, "keys-scroll"),
    hinted(&[Ctrl('c')], Act(Action::Quit), "keys-quit", "keys-quit"),
    hinted(&[Char('r')], Act(Action::HelpRules), "keys-the-rules-of-the-game-or", "keys-rules-or-keys"),
    hinted(&[Key::Any], Act(Action::Help), "keys-close-the-help", "keys-any-key-closes-the-help"),
];

/// Keys of the quit question.
pub const QUIT: &[Binding] = &[
    hinted(&[Char('q'), Char('y'), Ctrl('c')], Act(Action::Yes), "keys-quit", "keys-quit"),
    hinted(&[Char('s')], Act(Action::SaveThenQuit), "keys-save-to-a-file-first", "keys-save-to-a-file-first"),
    hinted(&[Code(KeyCode::Esc), Char('n')], Act(Action::No), "keys-keep-playing", "keys-keep-playing"),
];

/// Keys in the explorer's filter box.
pub const FILTER_BOX: &[Binding] = text_box!(
    "keys-count-these-games",
    "keys-set",
    "keys-leave-the-filter-as-it-was",
    "keys-cancel",
    "keys-move-in-the-line",
    "keys-type-the-filter"
);

/// The new-game screen's keys: the form's, Enter starting with the words `start`, the trainers,
/// then `leaving` (how the screen is left, which depends on whether a game waits behind it).
macro_rules! new_game_screen {
    ($start:literal, [$($leaving:expr),* $(,)?]) => {
        &[
            hinted(&[Code(KeyCode::Up)], Act(Action::FormField(-1)), "keys-the-choice-to-change", "keys-choose"),
            bind(&[Code(KeyCode::Down)], Act(Action::FormField(1)), "keys-the-choice-to-change"),
            hinted(&[Code(KeyCode::Left)], Act(Action::FormChange(-1)), "keys-change-it", "keys-change"),
            bind(&[Code(KeyCode::Right)], Act(Action::FormChange(1)), "keys-change-it"),
            hinted(&[Code(KeyCode::Enter)], Act(Action::Submit), $start, "keys-start"),
            hinted(
                &[Char('e')],
                Act(Action::OpenTrainer(ENDGAME_PUZZLES)),
                "keys-train-endgame-puzzles",
                "keys-puzzles",
            ),
            hinted(
                &[Char('o')],
                Act(Action::OpenTrainer(OPENING_DRILL)),
                "keys-train-an-opening-chosen-by-name",
                "keys-drill",
            ),
            $($leaving,)*
        ]
    };
}

/// Keys of the new-game screen over a game in play: Esc goes back to it.
pub const NEW_GAME: &[Binding] = new_game_screen!(
    "keys-start-the-game-the-one-left",
    [
        hinted(&[Code(KeyCode::Esc)], Act(Action::Cancel), "keys-back-to-the-game-in-play", "keys-back"),
        hinted(&[Char('q'), Ctrl('c')], Act(Action::Quit), "keys-quit", "keys-quit"),
    ]
);

/// Keys of the program's first screen, where no game waits behind it: Esc quits.
pub const NEW_GAME_FIRST: &[Binding] = new_game_screen!(
    "keys-start-the-game",
    [hinted(
        &[Char('q'), Code(KeyCode::Esc), Ctrl('c')],
        Act(Action::Quit),
        "keys-quit-no-game-has-begun",
        "keys-quit",
    )]
);

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
    hinted(&[Char('y')], Act(Action::Yes), "keys-replace-it", "keys-replace-it"),
    hinted(
        &[Char('n'), Code(KeyCode::Esc)],
        Act(Action::No),
        "keys-choose-another-name",
        "keys-choose-another-name",
    ),
    bind(&[Ctrl('c')], Act(Action::Quit), "keys-quit"),
];

/// Keys of the save box.
pub const SAVE_BOX: &[Binding] = text_box!(
    "keys-save",
    "keys-save",
    "keys-cancel",
    "keys-cancel",
    "keys-move-in-the-name",
    "keys-type-the-name"
);

/// Keys while the result banner is shown.
pub const RESULT: &[Binding] = &[
    hinted(&[Char('r')], Act(Action::Rematch), "keys-a-rematch-colours-swapped", "keys-rematch"),
    hinted(&[Char('v')], Act(Action::Review), "keys-review-the-game", "keys-review"),
    hinted(&[Char('n')], Act(Action::NewGame), "keys-a-new-game", "keys-new-game"),
    hinted(&[Key::Any], Act(Action::Dismiss), "keys-close", "keys-any-other-key-closes"),
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
