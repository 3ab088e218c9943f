//! The network game's news in words, as the player reads them: the other player named, a
//! refused move's reason, a request as it is asked.

use crate::play::network::{Ask, News, Refusal};
use crate::text::printable;

use super::app::App;

/// The other player's name or colour, printable.
pub(super) fn opponent(app: &App) -> String {
    let Some(network) = &app.remote else { return String::new() };
    let color = !network.you();
    app.play.players()[color].name_or_side(color)
}

/// The other player's request in words, as they ask it.
pub(super) fn asked_of_you(ask: Ask, by: &str) -> String {
    match ask {
        Ask::TakeBack => format!("{by} asks to take back their last move."),
        Ask::Rematch => format!("{by} offers a rematch, colours swapped."),
    }
}

/// `news` in words.
pub(super) fn words(app: &App, news: &News) -> String {
    let other = opponent(app);
    match news {
        News::Joined => format!("{other} joined and is reading the rules"),
        News::Back => format!("{other} is back: the game goes on"),
        News::ConnectedAgain => format!("Connected to {other} again: the game goes on"),
        News::LeftBeforeStart => "The player left before the game began: waiting for another".into(),
        News::Accepted => format!("{other} accepted: the game begins, the clocks run"),
        News::WrongCode { tries, renewed: false } => format!(
            "Wrong join code tried ({tries} of {}): a typo, or someone guessing",
            crate::net::door::WRONG_CODES_ALLOWED
        ),
        News::WrongCode { tries, renewed: true } => {
            format!("{tries} wrong codes tried: a new code is shown, give it to your friend")
        }
        News::Declined => format!("{other} declined the game: waiting for another player"),
        News::Left { over: true } => format!("{other} left: the game is kept on both sides"),
        News::Left { over: false } => {
            format!("{other} left: the game is kept on both sides, and goes on when they come back")
        }
        News::NotUnderstood(problem) => format!(
            "{other}'s side sent what this game does not understand ({}): disconnected",
            printable(problem)
        ),
        News::OutOfPlace => format!("{other}'s side sent a message out of place: ignored"),
        News::MoveRefused { square, why } => {
            let square = printable(square);
            let why = match why {
                Refusal::NotASquare => format!("{square} is not a square"),
                why => refusal(why, &other),
            };
            format!("{other}'s move {square} refused: {why}")
        }
        News::NotPlayed(Refusal::NotTheirTurn) => format!("It is {other}'s move"),
        News::NotPlayed(Refusal::OnItsWay) => "Your move is on its way to the host".into(),
        News::NotPlayed(Refusal::Illegal(illegal)) => illegal.to_string(),
        News::NotPlayed(why) => format!("Not played: {}", refusal(why, &other)),
        News::PlayedWhileAway(square) => format!("{square} played: {other} sees it when they are back"),
        News::Misfit => "A move from the host did not fit this board: waiting for the host's board".into(),
        News::Unreadable(problem) => format!("The host sent a game this side cannot read: {problem}"),
        News::HostRefused(reason) => format!("The host refused: {}", printable(reason)),
        News::Chat(text) => format!("{other}: {}", printable(text)),
        News::YouSaid(text) => format!("You: {text}"),
        News::Answered(true) => format!("{other} said yes"),
        News::Answered(false) => format!("{other} said no"),
        News::TookBack(color) => {
            format!("{} took back a move", app.play.players()[*color].name_or_side(*color))
        }
        News::Rematch => "Rematch, colours swapped".into(),
        News::AskedLater(ask) => format!("{} Answer it back at the board.", asked_of_you(*ask, &other)),
        News::Asking(Ask::TakeBack) => {
            format!("Asked {other} to take back your last move: waiting for the answer")
        }
        News::Asking(Ask::Rematch) => {
            format!("Asked {other} for a rematch, colours swapped: waiting for the answer")
        }
        News::DeclinedByPlayingOn(Ask::TakeBack) => "You played on: the take-back is declined".into(),
        News::DeclinedByPlayingOn(Ask::Rematch) => "The rematch is declined".into(),
        News::CannotAnswerNow => format!("{other} cannot answer your request now: the connection is lost"),
        News::NotConnected => format!("{other} is not connected"),
        News::NoAnswerSent => "The connection is lost: no answer sent".into(),
        News::ResignWhenBack => "Not connected: resign when the other player is back".into(),
        News::NothingSent => "Not connected: nothing sent".into(),
        News::GameOver => "The game is over".into(),
        News::NothingToTakeBack => "You have no move to take back".into(),
        News::RematchAfterTheGame => "A rematch comes after the game".into(),
        News::TakeBackFailed => "The move could not be taken back".into(),
    }
}

/// Why a move was not played, in a few words.
fn refusal(why: &Refusal, other: &str) -> String {
    match why {
        Refusal::NotBegun => "the game has not begun".into(),
        Refusal::Over => "the game is over".into(),
        Refusal::NotTheirTurn => "not their turn".into(),
        Refusal::NotASquare => "not a square".into(),
        Refusal::Illegal(illegal) => illegal.to_string(),
        Refusal::ConnectionLost => format!("the connection to {other} is lost"),
        Refusal::OnItsWay => "the move before is on its way".into(),
    }
}
