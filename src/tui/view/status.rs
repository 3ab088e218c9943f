//! The status lines (an autosave problem, messages, whose turn it is, the result, a typed
//! letter), wrapped to the screen's width, and the key hints below them.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::engine::color::Color;
use crate::text::count;

use crate::search::SearchResult;

use super::super::app::{App, Mode};
use super::super::keys;
use super::super::theme::Theme;
use super::wrap;

/// What the computer has found so far: ": depth 9, best d3 (+2)", or "..." before the first
/// depth is done; exact once the end is seen ("to the end, best d3 (+2 exactly)"), or how sure
/// the selective endgame is of it ("sees the end, best d3 (+2, 95% sure)"), and who wins once
/// that is proven ("sees the end, d3 wins (proven; +2, 95% sure)").
fn thought(found: Option<&SearchResult>) -> String {
    match found {
        None => "...".to_string(),
        Some(progress) => {
            let best = progress.best.map_or_else(|| "pass".to_string(), |square| square.to_string());
            if progress.book {
                format!(": from its opening book, {best} ({})", progress.score)
            } else if progress.exact {
                format!(": solved to the end, best {best} ({} exactly)", progress.score)
            } else if let Some(percent) = progress.probability {
                match progress.verdict() {
                    Some(verdict) => {
                        format!(
                            ": sees the end, {best} {verdict} (proven; {}, {percent}% sure)",
                            progress.score
                        )
                    }
                    None => format!(": sees the end, best {best} ({}, {percent}% sure)", progress.score),
                }
            } else {
                format!(": depth {}, best {best} ({})", progress.depth, progress.score)
            }
        }
    }
}

/// The words on the solve now: how far the one under way has got (the position's empties, the
/// step reached, its best move so far, the nodes and the time), or what a solve of the position
/// in play found this session.
fn solve_words(app: &App) -> Option<String> {
    let to_move = app.game().to_move()?;
    let best =
        |found: &SearchResult| found.best.map_or_else(|| "pass".to_string(), |square| square.to_string());
    if let Some(solving) = app.solving() {
        let empties = solving.position.empties().count();
        let step = match solving.found {
            None => "first steps".to_string(),
            Some(found) if found.exact => format!("exact, best {} ({})", best(found), found.score),
            Some(found) if let Some(percent) = found.probability => match found.verdict() {
                Some(verdict) => format!(
                    "{to_move} {verdict} (proven) with {}, {} {percent}% sure",
                    best(found),
                    found.score
                ),
                None => format!("{percent}% sure, best {} ({})", best(found), found.score),
            },
            Some(found) => format!("depth {}, best {} ({})", found.depth, best(found), found.score),
        };
        return Some(format!(
            "Solving {empties} empties: {step}; {} nodes, {:.1} s (Esc stops).",
            crate::text::thousands(solving.nodes),
            solving.elapsed.as_secs_f64()
        ));
    }
    let solved = app.solved()?;
    let score = solved.result.score.round();
    let outcome = match score {
        0 => format!("{to_move} draws"),
        s if s > 0 => format!("{to_move} wins by {s}"),
        s => format!("{to_move} loses by {}", -s),
    };
    Some(format!(
        "Solved: {} is best, {outcome} with perfect play ({}; {} nodes, {:.1} s).",
        best(&solved.result),
        solved.result.score,
        crate::text::thousands(solved.result.nodes),
        solved.took.as_secs_f64()
    ))
}

/// The network game's line: waiting for a player (with what they type to join), the connection
/// alive with its round trip, or lost.
fn network(app: &App, theme: Theme) -> Option<(String, Style)> {
    let remote = app.remote()?;
    let other = !remote.you();
    let name = app.play().players()[other].name_or_side(other);
    let line = match (remote.link, remote.accepted, remote.is_host()) {
        (None, false, _) => (
            match &remote.code {
                Some(code) => format!(
                    "Waiting for a player: othello join {}{} {}",
                    if remote.seat.relay.is_some() { "--relay " } else { "" },
                    crate::text::printable(&remote.seat.address),
                    crate::text::printable(code)
                ),
                None => "Waiting for a player.".to_string(),
            },
            theme.strong(),
        ),
        (Some(_), false, _) => (format!("{name} is reading the rules..."), theme.strong()),
        (Some(_), true, _) => {
            let trip = remote
                .transit
                .round_trip()
                .map_or_else(String::new, |rtt| format!(", {} ms", rtt.as_millis()));
            let sent = remote.sent_move.map_or_else(String::new, |square| format!("; {square} sent"));
            (format!("{name} connected{trip}{sent}."), theme.dim())
        }
        (None, true, _) if app.game().is_over() => {
            (format!("Connection to {name} lost: the game is over and kept on this side."), theme.dim())
        }
        (None, true, host) => {
            let how = if host { "waiting for them to come back" } else { "trying to reach the host" };
            let guest_to_move = app.game().to_move() == Some(remote.guest()) && app.play().clock_running();
            let clocks = if guest_to_move && host {
                "their clock runs on, as it is their move"
            } else if guest_to_move {
                "your clock runs on, as it is your move"
            } else if host {
                "the clocks are stopped; your move is sent when they are back"
            } else {
                "the clocks are stopped"
            };
            (format!("Connection to {name} lost: {how}; {clocks}."), theme.error())
        }
    };
    Some(line)
}

/// What the status lines say, as pieces of text in their styles.
#[derive(Clone, Debug)]
pub struct StatusView {
    pieces: Vec<(String, Style)>,
    problem: Option<String>,
    hints: String,
    theme: Theme,
}

impl StatusView {
    /// The status of `app`.
    pub fn of(app: &App) -> StatusView {
        let theme = app.settings().theme;
        let game = app.game();
        let mut pieces: Vec<(String, Style)> = network(app, theme).into_iter().collect();
        let message = app.message().map(|m| {
            let style = if m.warning { theme.error() } else { theme.strong() };
            // A player's words are shown as typed; anything else is a sentence.
            let text = if m.quoting { m.text.clone() } else { format!("{}.", m.text.trim_end_matches('.')) };
            (text, style)
        });
        if app.training().is_some() {
            pieces.extend(message);
            if let Some(column) = app.pending_column() {
                pieces.push((format!("typed: {}_", (b'a' + column) as char), theme.strong()));
            }
        } else if let Some(editor) = app.editor() {
            pieces.extend(message);
            let moves = match editor.position() {
                // The game begins with the other side's move: say so before it surprises.
                Ok(position) if position.legal_moves().is_empty() => {
                    format!("no legal move: {} passes first", editor.to_move)
                }
                Ok(position) => count(position.legal_moves().count(), "legal move", "legal moves"),
                Err(why) => why.to_string(),
            };
            pieces.push((
                format!(
                    "Board editor: black {}, white {}; {} to move ({moves}). The marks are the legal moves",
                    count(editor.board.black.count(), "disc", "discs"),
                    count(editor.board.white.count(), "disc", "discs"),
                    editor.to_move
                ),
                theme.strong(),
            ));
        } else if let Some(outcome) = game.outcome() {
            pieces.extend(message);
            pieces.push((outcome.to_string(), theme.result()));
        } else {
            pieces.extend(message);
            let first_screen = matches!(app.mode(), Mode::NewGame(form) if !form.game_behind);
            if let Some(color) = game.to_move()
                && !matches!(app.mode(), Mode::Paused | Mode::Review(_))
                && !first_screen
            {
                let name = app.play().players()[color].titled(color);
                pieces.push(if app.thinking() {
                    (format!("{name} is thinking{}", thought(app.thought())), theme.strong())
                } else if app.play().clock_running() || app.remote().is_some() {
                    (format!("{name} to move"), Style::new())
                } else {
                    (format!("{name} to move: the clocks start with the first key"), Style::new())
                });
            }
            if let Some(column) = app.pending_column() {
                pieces.push((format!("typed: {}_", (b'a' + column) as char), theme.strong()));
            }
            if *app.mode() != Mode::Paused {
                pieces.extend(solve_words(app).map(|words| (words, theme.strong())));
            }
        }
        if matches!(app.mode(), Mode::Playing | Mode::Help { .. } | Mode::Confirm(_) | Mode::SaveAs { .. })
            && !game.is_over()
            && let Some(hints) = app.hint_mode().status(app.hint_search(), app.hint_depth())
        {
            pieces.push((format!("{hints}."), theme.strong()));
            let moves = app.book_moves();
            let book: Vec<String> = moves.iter().map(|m| format!("{} {}", m.square, m.score)).collect();
            if let Some(depths) = searched_plies(&moves) {
                pieces.push((format!("Opening book ({depths}): {}.", book.join(", ")), theme.dim()));
            }
        }
        if let Some(review) = app.review() {
            if let Some(turning) = review.turning()
                && let Some(comment) = app.play().comments().get(&review.step)
            {
                let comment = crate::text::printable(comment);
                pieces.push((
                    format!("Comment on {}. {}: {comment}", turning.number, turning.played),
                    theme.strong(),
                ));
            }
            if review.autoplay.is_some() {
                let pace = review.pace.as_secs_f64();
                pieces.push((format!("Autoplay, {pace} s a move (Space stops)."), theme.dim()));
            }
        }
        if *app.mode() != Mode::Paused
            && let Some(explanation) = app.overlay().explanation(app.shown_board())
        {
            pieces.push((format!("{explanation} (o: next)"), theme.dim()));
        }
        let problem = app.save_problem().map(|problem| {
            format!("Not saved: {}. It is tried again after every move.", crate::text::printable(problem))
        });
        // When the computer plays both sides, nobody types a move: the hint would mislead.
        let someone_moves = Color::ALL.iter().any(|&color| app.play().players()[color].computer.is_none());
        let table: Vec<keys::Binding> = keys::bindings(app.mode(), app.remote().is_some())
            .iter()
            .filter(|binding| someone_moves || !matches!(binding.does, keys::Does::TypeSquare))
            .cloned()
            .collect();
        StatusView { pieces, problem, hints: keys::hint_line(&table, theme.ascii), theme }
    }

    /// The status lines at `width` columns.
    pub fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let width = width.saturating_sub(1);
        let mut lines = Vec::new();
        if let Some(problem) = &self.problem {
            lines.extend(
                wrap(problem, width)
                    .into_iter()
                    .map(|line| Line::styled(format!(" {line}"), self.theme.error())),
            );
        }
        // The pieces flow on, word by word, each in its own style.
        let mut current: Vec<Span<'static>> = vec![Span::raw(" ")];
        let mut used = 1usize;
        for (text, style) in &self.pieces {
            for word in text.split(' ').filter(|w| !w.is_empty()) {
                let word_width = Span::raw(word).width();
                if used > 1 && used + 1 + word_width > usize::from(width) {
                    lines.push(Line::from(std::mem::replace(&mut current, vec![Span::raw(" ")])));
                    used = 1;
                }
                if used > 1 {
                    current.push(Span::raw(" "));
                    used += 1;
                }
                current.push(Span::styled(word.to_string(), *style));
                used += word_width;
            }
            current.push(Span::raw(" "));
            used += 1;
        }
        if used > 1 || lines.is_empty() {
            lines.push(Line::from(current));
        }
        lines
    }

    /// The key hints.
    pub fn hints(&self) -> Line<'static> {
        Line::styled(format!(" {}", self.hints), self.theme.dim())
    }
}

/// How deep the searches behind book moves went, `16 plies` or `14-18 plies`; none without moves.
pub(super) fn searched_plies(moves: &[crate::search::book::BookMove]) -> Option<String> {
    let shallowest = moves.iter().map(|m| m.depth).min()?;
    let deepest = moves.iter().map(|m| m.depth).max()?;
    Some(if shallowest == deepest {
        format!("{deepest} plies")
    } else {
        format!("{shallowest}-{deepest} plies")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Bound, MoveScore, Score, Verdict};

    #[test]
    fn the_computer_says_who_wins_once_it_is_proven() {
        let d3 = "d3".parse().unwrap();
        let mut found = SearchResult {
            best: Some(d3),
            score: Score(400),
            depth: 22,
            exact: false,
            probability: Some(95),
            pv: vec![d3],
            moves: vec![MoveScore {
                square: d3,
                score: Score(400),
                bound: Bound::Exact,
                pv: vec![d3],
                verdict: None,
            }],
            nodes: 1,
            book: false,
        };
        assert_eq!(thought(Some(&found)), ": sees the end, best d3 (+4, 95% sure)");
        found.moves[0].verdict = Some(Verdict::Win);
        assert_eq!(thought(Some(&found)), ": sees the end, d3 wins (proven; +4, 95% sure)");
        found.exact = true;
        assert_eq!(thought(Some(&found)), ": solved to the end, best d3 (+4 exactly)");
    }
}
