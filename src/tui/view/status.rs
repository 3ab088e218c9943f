//! The status lines (an autosave problem, messages, whose turn it is, the result, a typed
//! letter), wrapped to the screen's width, and the key hints below them.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::engine::color::Color;
use crate::i18n::Language;
use crate::tr;
use crate::words::{self, name_or_side, seconds, side, titled, verdict_key};

use crate::search::SearchResult;

use super::super::app::{App, Mode};
use super::super::keys;
use super::super::theme::Theme;
use super::wrap;

/// The best move of a search as the player reads it: its square, or `pass`.
fn best_move(language: Language, found: &SearchResult) -> String {
    found.best.map_or_else(|| tr!(language, "move-pass"), |square| square.to_string())
}

/// What the computer `name` has found so far: "is thinking..." before the first depth is done,
/// then ": depth 9, best d3 (+2)"; exact once the end is seen ("solved to the end, best d3 (+2
/// exactly)"), or how sure the selective endgame is of it ("sees the end, best d3 (+2, 95%
/// sure)"), and who wins once that is proven ("sees the end, d3 wins (proven; +2, 95% sure)").
fn thought(language: Language, name: &str, found: Option<&SearchResult>) -> String {
    let Some(progress) = found else { return tr!(language, "thinking", name = name) };
    let best = best_move(language, progress);
    let score = progress.score.to_string();
    if progress.book {
        tr!(language, "thinking-book", name = name, best = best, score = score)
    } else if progress.exact {
        tr!(language, "thinking-exact", name = name, best = best, score = score)
    } else if let Some(percent) = progress.probability {
        match progress.verdict() {
            Some(verdict) => tr!(
                language,
                "thinking-proven",
                name = name,
                best = best,
                verdict = verdict_key(verdict),
                score = score,
                percent = percent
            ),
            None => {
                tr!(language, "thinking-sure", name = name, best = best, score = score, percent = percent)
            }
        }
    } else {
        tr!(language, "thinking-depth", name = name, depth = progress.depth, best = best, score = score)
    }
}

/// The words on the solve now: how far the one under way has got (the position's empties, the
/// step reached, its best move so far, the nodes and the time), or what a solve of the position
/// in play found this session.
fn solve_words(app: &App) -> Option<String> {
    let language = app.language();
    let to_move = side(language, app.game().to_move()?);
    if let Some(solving) = app.solving() {
        let empties = solving.position.empties().count();
        let nodes = language.thousands(solving.nodes);
        let seconds = language.decimal(solving.elapsed.as_secs_f64(), 1);
        let solve = |step: String| {
            tr!(
                language,
                "solving",
                empties = empties,
                step = step,
                nodes = nodes.clone(),
                seconds = seconds.clone()
            )
        };
        let step = match solving.found {
            None => tr!(language, "solving-first-steps"),
            Some(found) if found.exact => {
                tr!(
                    language,
                    "solving-exact",
                    best = best_move(language, found),
                    score = found.score.to_string()
                )
            }
            Some(found) if let Some(percent) = found.probability => match found.verdict() {
                Some(verdict) => tr!(
                    language,
                    "solving-proven",
                    side = to_move,
                    verdict = verdict_key(verdict),
                    best = best_move(language, found),
                    score = found.score.to_string(),
                    percent = percent
                ),
                None => tr!(
                    language,
                    "solving-sure",
                    percent = percent,
                    best = best_move(language, found),
                    score = found.score.to_string()
                ),
            },
            Some(found) => tr!(
                language,
                "solving-depth",
                depth = found.depth,
                best = best_move(language, found),
                score = found.score.to_string()
            ),
        };
        return Some(solve(step));
    }
    let solved = app.solved()?;
    let score = solved.result.score.round();
    Some(tr!(
        language,
        "solved",
        best = best_move(language, &solved.result),
        side = to_move,
        margin = score.abs(),
        outcome = match score {
            0 => "draw",
            s if s > 0 => "win",
            _ => "loss",
        },
        score = solved.result.score.to_string(),
        nodes = language.thousands(solved.result.nodes),
        seconds = language.decimal(solved.took.as_secs_f64(), 1)
    ))
}

/// The network game's line: waiting for a player (with what they type to join), the connection
/// alive with its round trip, or lost.
fn network(app: &App, theme: Theme) -> Option<(String, Style)> {
    let remote = app.remote()?;
    let language = app.language();
    let other = !remote.you();
    let name = name_or_side(language, &app.play().players()[other], other);
    let line = match (remote.link, remote.accepted, remote.is_host()) {
        (None, false, _) => (
            match &remote.code {
                Some(code) => tr!(
                    language,
                    "network-waiting-code",
                    command = format!(
                        "othello join {}{} {}",
                        if remote.seat.relay.is_some() { "--relay " } else { "" },
                        crate::text::printable(&remote.seat.address),
                        crate::text::printable(code)
                    )
                ),
                None => tr!(language, "network-waiting"),
            },
            theme.strong(),
        ),
        (Some(_), false, _) => (tr!(language, "network-reading-rules", name = name), theme.strong()),
        (Some(_), true, _) => {
            let trip = remote.transit.round_trip().map_or(-1, |rtt| rtt.as_millis() as i64);
            let sent = remote.sent_move.map_or_else(|| "none".to_string(), |square| square.to_string());
            (tr!(language, "network-connected", name = name, milliseconds = trip, sent = sent), theme.dim())
        }
        (None, true, _) if app.game().is_over() => {
            (tr!(language, "network-lost-over", name = name), theme.dim())
        }
        (None, true, host) => {
            let guest_to_move = app.game().to_move() == Some(remote.guest()) && app.play().clock_running();
            let id = match (guest_to_move, host) {
                (true, true) => tr!(language, "network-lost-host-their-clock", name = name),
                (true, false) => tr!(language, "network-lost-guest-your-clock", name = name),
                (false, true) => tr!(language, "network-lost-host-stopped", name = name),
                (false, false) => tr!(language, "network-lost-guest-stopped", name = name),
            };
            (id, theme.error())
        }
    };
    Some(line)
}

/// What the status lines say, as pieces of text in their styles.
#[derive(Clone, Debug)]
pub struct StatusView {
    pieces: Vec<(String, Style)>,
    problem: Option<String>,
    hints: Vec<String>,
    theme: Theme,
}

impl StatusView {
    /// The status of `app`.
    pub fn of(app: &App) -> StatusView {
        let theme = app.settings().theme;
        let language = app.language();
        let game = app.game();
        let mut pieces: Vec<(String, Style)> = network(app, theme).into_iter().collect();
        let message = app.message().map(|m| {
            let style = if m.warning { theme.error() } else { theme.strong() };
            // A player's words are shown as typed; anything else is a sentence.
            let text = if m.quoting || m.text.ends_with(['.', '!', '?', '。', '！', '？']) {
                m.text.clone()
            } else {
                format!("{}.", m.text)
            };
            (text, style)
        });
        if app.training().is_some() {
            pieces.extend(message);
            if let Some(column) = app.pending_column() {
                pieces.push((
                    tr!(language, "typed", letter = ((b'a' + column) as char).to_string()),
                    theme.strong(),
                ));
            }
        } else if let Some(editor) = app.editor() {
            pieces.extend(message);
            let to_move = side(language, editor.to_move);
            let moves = match editor.position() {
                // The game begins with the other side's move: say so before it surprises.
                Ok(position) if position.legal_moves().is_empty() => {
                    tr!(language, "editor-passes-first", side = to_move.clone())
                }
                Ok(position) => tr!(language, "legal-moves", count = position.legal_moves().count()),
                Err(super::super::editor::NeitherMoves) => tr!(language, "editor-neither-moves"),
            };
            pieces.push((
                tr!(
                    language,
                    "editor-status",
                    black = editor.board.black.count(),
                    white = editor.board.white.count(),
                    side = to_move,
                    moves = moves
                ),
                theme.strong(),
            ));
        } else if let Some(outcome) = game.outcome() {
            pieces.extend(message);
            pieces.push((words::outcome(language, &outcome), theme.result()));
        } else {
            pieces.extend(message);
            let first_screen = matches!(app.mode(), Mode::NewGame(form) if !form.game_behind);
            if let Some(color) = game.to_move()
                && !matches!(app.mode(), Mode::Paused | Mode::Review(_))
                && !first_screen
            {
                let name = titled(language, &app.play().players()[color], color);
                pieces.push(if app.thinking() {
                    (thought(language, &name, app.thought()), theme.strong())
                } else if app.play().clock_running() || app.remote().is_some() {
                    (tr!(language, "to-move", name = name), Style::new())
                } else {
                    (tr!(language, "to-move-clocks-wait", name = name), Style::new())
                });
            }
            if let Some(column) = app.pending_column() {
                pieces.push((
                    tr!(language, "typed", letter = ((b'a' + column) as char).to_string()),
                    theme.strong(),
                ));
            }
            if *app.mode() != Mode::Paused {
                pieces.extend(solve_words(app).map(|words| (words, theme.strong())));
            }
        }
        if matches!(app.mode(), Mode::Playing | Mode::Help { .. } | Mode::Confirm(_) | Mode::SaveAs { .. })
            && !game.is_over()
            && let Some(hints) = app.hint_mode().status(language, app.hint_search(), app.hint_depth())
        {
            pieces.push((hints, theme.strong()));
            let moves = app.book_moves();
            let book: Vec<String> = moves.iter().map(|m| format!("{} {}", m.square, m.score)).collect();
            if let Some(depths) = searched_plies(language, &moves) {
                pieces.push((
                    tr!(
                        language,
                        "opening-book-moves",
                        depths = depths,
                        moves = book.join(&tr!(language, "list-separator"))
                    ),
                    theme.dim(),
                ));
            }
        }
        if let Some(review) = app.review() {
            if let Some(turning) = review.turning()
                && let Some(comment) = app.play().comments().get(&review.step)
            {
                let comment = crate::text::printable(comment);
                pieces.push((
                    tr!(
                        language,
                        "review-comment",
                        number = turning.number,
                        played = turning.played.to_string(),
                        comment = comment
                    ),
                    theme.strong(),
                ));
            }
            if review.autoplay.is_some() {
                pieces.push((
                    tr!(language, "review-autoplay", seconds = seconds(language, review.pace)),
                    theme.dim(),
                ));
            }
        }
        if *app.mode() != Mode::Paused
            && let Some(explanation) = app.overlay().explanation(language, app.shown_board())
        {
            pieces.push((explanation, theme.dim()));
        }
        let problem = app
            .save_problem()
            .map(|problem| tr!(language, "not-saved", problem = crate::text::printable(problem)));
        // When the computer plays both sides, nobody types a move: the hint would mislead.
        let someone_moves = Color::ALL.iter().any(|&color| app.play().players()[color].computer.is_none());
        let table: Vec<keys::Binding> = keys::bindings(app.mode(), app.remote().is_some())
            .iter()
            .filter(|binding| someone_moves || !matches!(binding.does, keys::Does::TypeSquare))
            .cloned()
            .collect();
        StatusView { pieces, problem, hints: keys::hint_line(language, &table, theme.ascii), theme }
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
        // A line breaks at spaces, and between Chinese characters (which have none).
        let mut current: Vec<Span<'static>> = vec![Span::raw(" ")];
        let mut used = 1usize;
        for (text, style) in &self.pieces {
            let mut spaced = true;
            for (word, space_after) in crate::text::breakable_words(text) {
                let word_width = Span::raw(word).width();
                let gap = usize::from(spaced);
                if used > 1 && used + gap + word_width > usize::from(width) {
                    lines.push(Line::from(std::mem::replace(&mut current, vec![Span::raw(" ")])));
                    used = 1;
                }
                if used > 1 && spaced {
                    current.push(Span::raw(" "));
                    used += 1;
                }
                current.push(Span::styled(word.to_string(), *style));
                used += word_width;
                spaced = space_after;
            }
            current.push(Span::raw(" "));
            used += 1;
        }
        if used > 1 || lines.is_empty() {
            lines.push(Line::from(current));
        }
        lines
    }

    /// The key hints, fitted to `width` columns.
    pub fn hints(&self, width: u16) -> Line<'static> {
        let line = keys::fitted_hint_line(&self.hints, usize::from(width.saturating_sub(1)));
        Line::styled(format!(" {line}"), self.theme.dim())
    }
}

/// How deep the searches behind book moves went, `16 plies` or `14-18 plies`; none without moves.
pub(super) fn searched_plies(language: Language, moves: &[crate::search::book::BookMove]) -> Option<String> {
    let shallowest = moves.iter().map(|m| m.depth).min()?;
    let deepest = moves.iter().map(|m| m.depth).max()?;
    Some(if shallowest == deepest {
        tr!(language, "plies", count = deepest)
    } else {
        tr!(language, "plies-range", shallowest = shallowest, deepest = deepest)
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
        let thought = |found: &SearchResult| thought(Language::En, "White", Some(found));
        assert_eq!(thought(&found), "White is thinking: sees the end, best d3 (+4, 95% sure)");
        found.moves[0].verdict = Some(Verdict::Win);
        assert_eq!(thought(&found), "White is thinking: sees the end, d3 wins (proven; +4, 95% sure)");
        found.exact = true;
        assert_eq!(thought(&found), "White is thinking: solved to the end, best d3 (+4 exactly)");
        found.exact = false;
        found.moves[0].verdict = Some(Verdict::Loss);
        let german = super::thought(Language::De, "Weiß", Some(&found));
        assert!(german.starts_with("Weiß denkt nach") && german.contains("d3 verliert"), "{german}");
    }
}
