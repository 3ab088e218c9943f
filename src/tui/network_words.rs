//! The network game's news in words, as the player reads them: the other player named, a
//! refused move's reason, a request as it is asked.

use crate::i18n::Language;
use crate::play::network::{Ask, HostGameProblem, News, Refusal};
use crate::text::printable;
use crate::tr;

use super::app::App;

/// The other player's name or colour, printable.
pub(super) fn opponent(app: &App) -> String {
    let Some(network) = &app.remote else { return String::new() };
    let color = !network.you();
    crate::words::name_or_side(app.language(), &app.play.players()[color], color)
}

/// The other player's request in words, as they ask it.
pub(super) fn asked_of_you(language: Language, ask: Ask, by: &str) -> String {
    match ask {
        Ask::TakeBack => tr!(language, "asked-take-back", name = by),
        Ask::Rematch => tr!(language, "asked-rematch", name = by),
    }
}

/// `news` in words.
pub(super) fn words(app: &App, news: &News) -> String {
    let other = opponent(app);
    let language = app.language();
    let other = other.as_str();
    match news {
        News::Joined => tr!(language, "net-joined", name = other),
        News::Back => tr!(language, "net-back", name = other),
        News::ConnectedAgain => tr!(language, "net-connected-again", name = other),
        News::LeftBeforeStart => tr!(language, "net-left-before-start"),
        News::Accepted => tr!(language, "net-accepted", name = other),
        News::WrongCode { tries, renewed: false } => {
            tr!(language, "net-wrong-code", tries = *tries, allowed = crate::net::door::WRONG_CODES_ALLOWED)
        }
        News::WrongCode { tries, renewed: true } => tr!(language, "net-wrong-codes-renewed", tries = *tries),
        News::Declined => tr!(language, "net-declined", name = other),
        News::Left { over: true } => tr!(language, "net-left-over", name = other),
        News::Left { over: false } => tr!(language, "net-left", name = other),
        News::NotUnderstood(problem) => {
            tr!(language, "net-not-understood", name = other, problem = printable(problem))
        }
        News::OutOfPlace => tr!(language, "net-out-of-place", name = other),
        News::MoveRefused { square, why } => {
            let square = printable(square);
            let why = match why {
                Refusal::NotASquare => tr!(language, "net-not-a-square", square = square.as_str()),
                why => refusal(language, why, other),
            };
            tr!(language, "net-move-refused", name = other, square = square, why = why)
        }
        News::NotPlayed(Refusal::NotTheirTurn) => tr!(language, "net-their-move", name = other),
        News::NotPlayed(Refusal::OnItsWay) => tr!(language, "net-on-its-way"),
        News::NotPlayed(Refusal::Illegal(illegal)) => crate::words::illegal_move(language, illegal),
        News::NotPlayed(why) => tr!(language, "net-not-played", why = refusal(language, why, other)),
        News::PlayedWhileAway(square) => {
            tr!(language, "net-played-while-away", square = square.to_string(), name = other)
        }
        News::Misfit => tr!(language, "net-misfit"),
        News::Unreadable(problem) => {
            let problem = match problem {
                HostGameProblem::Invalid(invalid) => crate::words::invalid_save(language, invalid),
                HostGameProblem::Other(words) => printable(words),
            };
            tr!(language, "net-unreadable", problem = problem)
        }
        News::HostRefused(reason) => tr!(language, "net-host-refused", reason = printable(reason)),
        News::Chat(text) => tr!(language, "net-chat", name = other, text = printable(text)),
        News::YouSaid(text) => tr!(language, "net-you-said", text = text.as_str()),
        News::Answered(true) => tr!(language, "net-said-yes", name = other),
        News::Answered(false) => tr!(language, "net-said-no", name = other),
        News::TookBack(color) => tr!(
            language,
            "net-took-back",
            name = crate::words::name_or_side(language, &app.play.players()[*color], *color)
        ),
        News::Rematch => tr!(language, "rematch"),
        News::AskedLater(ask) => {
            tr!(language, "net-asked-later", asked = asked_of_you(language, *ask, other))
        }
        News::Asking(Ask::TakeBack) => tr!(language, "net-asking-take-back", name = other),
        News::Asking(Ask::Rematch) => tr!(language, "net-asking-rematch", name = other),
        News::DeclinedByPlayingOn(Ask::TakeBack) => tr!(language, "net-take-back-declined"),
        News::DeclinedByPlayingOn(Ask::Rematch) => tr!(language, "net-rematch-declined"),
        News::CannotAnswerNow => tr!(language, "net-cannot-answer-now", name = other),
        News::NotConnected => tr!(language, "net-not-connected", name = other),
        News::NoAnswerSent => tr!(language, "net-no-answer-sent"),
        News::ResignWhenBack => tr!(language, "net-resign-when-back"),
        News::NothingSent => tr!(language, "net-nothing-sent"),
        News::GameOver => tr!(language, "game-over"),
        News::NothingToTakeBack => tr!(language, "net-nothing-to-take-back"),
        News::RematchAfterTheGame => tr!(language, "net-rematch-after"),
        News::TakeBackFailed => tr!(language, "net-take-back-failed"),
    }
}

/// Why a move was not played, in a few words.
fn refusal(language: Language, why: &Refusal, other: &str) -> String {
    match why {
        Refusal::NotBegun => tr!(language, "refusal-not-begun"),
        Refusal::Over => tr!(language, "refusal-over"),
        Refusal::NotTheirTurn => tr!(language, "refusal-not-their-turn"),
        Refusal::NotASquare => tr!(language, "refusal-not-a-square"),
        Refusal::Illegal(illegal) => crate::words::illegal_move(language, illegal),
        Refusal::ConnectionLost => tr!(language, "refusal-connection-lost", name = other),
        Refusal::OnItsWay => tr!(language, "refusal-on-its-way"),
    }
}
