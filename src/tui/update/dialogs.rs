//! The questions and the save box: yes and no, the name typed, and what the files answer about
//! a save (done, failed, or a file that holds another game: replace it?).

use crate::tr;
use std::time::Instant;

use super::super::action::{Action, Effect, SaveTarget};
use super::super::app::{App, Mode, Question};
use super::super::explorer::{describe_filter, parse_filter};
use super::super::line_edit::LineEdit;
use super::session;

/// A key of a question or of the save box.
pub(super) fn update(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    match action {
        Action::Yes => match (*app.mode).clone() {
            Mode::Confirm(Question::Quit) => session::leave(app, now, effects),
            Mode::Confirm(Question::Overwrite { path, then_quit, .. }) => effects.push(Effect::Save {
                game: app.file.number(),
                target: SaveTarget::Known(path),
                snapshot: app.play.snapshot(now),
                overwrite: true,
                then_quit,
            }),
            Mode::Confirm(Question::Asked { .. }) => super::network::answer(app, true, now, effects),
            Mode::Confirm(Question::Resign) => super::network::resign(app, now, effects),
            Mode::Confirm(Question::OpenPasted { text, .. }) => {
                super::clipboard::open(app, &text, now, effects)
            }
            _ => {}
        },
        Action::No | Action::Cancel => match (*app.mode).clone() {
            Mode::Confirm(Question::Overwrite { input, then_quit, .. }) => {
                app.mode.set(Mode::SaveAs { input, then_quit });
            }
            Mode::Confirm(Question::Asked { .. }) => super::network::answer(app, false, now, effects),
            _ => {
                app.mode.set(if app.game().is_over() && app.remote.is_some() {
                    Mode::Result
                } else {
                    Mode::Playing
                });
            }
        },
        Action::SaveThenQuit => {
            let input = LineEdit::new(&session::default_save_name(app));
            app.mode.set(Mode::SaveAs { input, then_quit: true });
        }
        Action::EditText(edit) => {
            if let Mode::SaveAs { input, .. } | Mode::Chat { input } = app.mode.edit() {
                input.apply(edit);
            }
        }
        Action::Submit if matches!(*app.mode, Mode::Chat { .. }) => {
            if let Mode::Chat { input } = app.mode.take() {
                if app.game().is_over() {
                    app.mode.set(Mode::Result);
                }
                super::network::chat(app, &input.text(), now, effects);
            }
        }
        Action::Submit => {
            if let Mode::SaveAs { input, then_quit } = &*app.mode {
                let name = input.text().trim().to_string();
                if name.is_empty() {
                    app.warn(tr!(app.language(), "save-type-a-name"));
                } else {
                    effects.push(Effect::Save {
                        game: app.file.number(),
                        target: SaveTarget::Typed(name),
                        snapshot: app.play.snapshot(now),
                        overwrite: false,
                        then_quit: *then_quit,
                    });
                }
            }
        }
        _ => {}
    }
}

/// What the files answer about a save.
pub(super) fn saved(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    match action {
        Action::Saved { game, path, then_quit } => {
            let said =
                tr!(app.language(), "saved-to", path = crate::text::printable(&path.display().to_string()));
            // A save of a game left for a new one says nothing about the new one.
            if !app.file.saved(game, path) {
                return;
            }
            app.inform(said);
            if matches!(*app.mode, Mode::SaveAs { .. } | Mode::Confirm(_)) {
                app.mode.set(Mode::Playing);
            }
            if then_quit {
                session::leave(app, now, effects);
            }
        }
        Action::SaveFailed(problem) => {
            app.warn(tr!(app.language(), "save-failed", problem = problem));
            if let Mode::Confirm(Question::Overwrite { input, then_quit, .. }) = (*app.mode).clone() {
                app.mode.set(Mode::SaveAs { input, then_quit });
            }
        }
        Action::SaveConflict { path, holds } => {
            if let Mode::SaveAs { input, then_quit } = (*app.mode).clone() {
                app.mode.set(Mode::Confirm(Question::Overwrite { path, holds, input, then_quit }));
            }
        }
        _ => {}
    }
}

/// The explorer's filter box: typed text, then Enter sets the filter (the explorer shown, asking
/// again), Esc leaves it as it was.
pub(super) fn filter_box(app: &mut App, action: Action) {
    let Mode::ExplorerFilter { input, .. } = app.mode.edit() else { return };
    match action {
        Action::EditText(edit) => input.apply(edit),
        Action::Submit => match parse_filter(&input.text()) {
            Ok(filter) => {
                app.mode.close();
                let shown = describe_filter(&filter);
                app.explorer.filter = filter;
                app.explorer.on = true;
                app.explorer.asked = None;
                app.explorer.found = None;
                app.inform(if shown.is_empty() {
                    tr!(app.language(), "filter-every-game")
                } else {
                    tr!(app.language(), "filter-set", games = shown)
                });
            }
            Err(why) => app.warn(tr!(app.language(), "filter-refused", why = why.said(app.language()))),
        },
        Action::Cancel => app.mode.close(),
        _ => {}
    }
}
