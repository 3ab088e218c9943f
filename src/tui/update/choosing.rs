//! The keys of the new-game screen: the arrows choose, Enter starts the game chosen (the one
//! left stays in the library), Esc goes back to the game in play (at the program's first
//! screen, where there is none, it quits).

use std::time::Instant;

use super::super::action::{Action, Effect};
use super::super::app::{App, Mode};
use super::session;

/// A key of the new-game screen.
pub(super) fn update(app: &mut App, action: Action, now: Instant, effects: &mut Vec<Effect>) {
    let Mode::NewGame(form) = app.mode.edit() else { return };
    match action {
        Action::FormField(delta) => form.move_field(delta),
        Action::FormChange(delta) => form.change(delta),
        Action::Submit => {
            let form = form.clone();
            app.new_game_choices = form.choices;
            effects.push(Effect::SavePreferences(app.preferences()));
            session::start_new_game(app, now, effects, &form);
        }
        // At the program's first screen there is no game to go back to: the form stays.
        Action::Cancel if form.game_behind => app.mode.set(Mode::Playing),
        _ => {}
    }
}
