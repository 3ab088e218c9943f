//! What the host's door lets in: the game's key, and the join code with its allowance of wrong
//! tries, after which the code is renewed (a guesser has that many tries at a code, not more).

use std::sync::Mutex;

use super::code::JoinCode;
use super::secure::{Secret, SecretKind};

/// How many wrong codes a code takes before the door renews it. A guesser's chance at one code
/// is this many in 1295 × 1295 (the words; the number is public at a relay): 1 in 168,000.
pub const WRONG_CODES_ALLOWED: u32 = 10;

/// The secrets the host's door takes, shared by its connections.
pub struct DoorKeys {
    game: String,
    code: Mutex<Option<CodeTries>>,
}

/// The code the door takes, and how many wrong ones were tried at it.
struct CodeTries {
    code: JoinCode,
    wrong: u32,
}

/// What the host is told of a wrong code: how many were tried at the code, and the new code if
/// that was the last the code took.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WrongCode {
    /// How many wrong codes were tried at the code.
    pub tries: u32,
    /// The code that replaces it, if this was the last it took.
    pub renewed: Option<JoinCode>,
}

impl DoorKeys {
    /// A door taking the game's key `game`, and `code` for a first join if there is one (a game
    /// under way, hosted again, has none: its guest comes back with the key).
    pub fn new(game: String, code: Option<JoinCode>) -> DoorKeys {
        DoorKeys { game, code: Mutex::new(code.map(|code| CodeTries { code, wrong: 0 })) }
    }

    /// The secret that answers a greeting asking for `kind`, or `None` if the door takes none of
    /// that kind.
    pub fn secret(&self, kind: SecretKind) -> Option<Secret> {
        match kind {
            SecretKind::Game => Some(Secret::Game(self.game.clone())),
            SecretKind::Code => self.tries().as_ref().map(|tries| Secret::Code(tries.code)),
        }
    }

    /// A guest's hello did not open under `secret`: counted against the code if it was the code
    /// still taken (a game's key is too long to guess, and a code already renewed counts no
    /// more). Returns what the host is told, if anything.
    pub fn wrong(&self, secret: &Secret) -> Option<WrongCode> {
        let Secret::Code(tried) = secret else { return None };
        let mut held = self.tries();
        let tries = held.as_mut().filter(|tries| tries.code == *tried)?;
        tries.wrong += 1;
        let count = tries.wrong;
        if count < WRONG_CODES_ALLOWED {
            return Some(WrongCode { tries: count, renewed: None });
        }
        // No randomness to renew it: the door stops taking codes rather than keep a spent one.
        let renewed = tries.code.renewed().ok();
        *held = renewed.map(|code| CodeTries { code, wrong: 0 });
        Some(WrongCode { tries: count, renewed })
    }

    fn tries(&self) -> std::sync::MutexGuard<'_, Option<CodeTries>> {
        self.code.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> JoinCode {
        JoinCode::read(text).unwrap().0
    }

    #[test]
    fn the_door_answers_each_secret_asked_with_its_own_and_a_game_under_way_takes_no_code() {
        let keys = DoorKeys::new("k".repeat(32), Some(code("7-guitar-zebra")));
        assert_eq!(keys.secret(SecretKind::Game), Some(Secret::Game("k".repeat(32))));
        assert_eq!(keys.secret(SecretKind::Code), Some(Secret::Code(code("7-guitar-zebra"))));
        let resumed = DoorKeys::new("k".repeat(32), None);
        assert_eq!(resumed.secret(SecretKind::Code), None);
        assert_eq!(resumed.wrong(&Secret::Code(code("7-guitar-zebra"))), None);
    }

    #[test]
    fn a_code_takes_its_allowance_of_wrong_tries_then_is_renewed_with_its_number() {
        let first = code("7-guitar-zebra");
        let keys = DoorKeys::new("k".repeat(32), Some(first));
        for tries in 1..WRONG_CODES_ALLOWED {
            assert_eq!(keys.wrong(&Secret::Code(first)), Some(WrongCode { tries, renewed: None }));
            assert_eq!(keys.secret(SecretKind::Code), Some(Secret::Code(first)));
        }
        // Wrong game keys are not counted against the code.
        assert_eq!(keys.wrong(&Secret::Game("x".repeat(32))), None);
        let last = keys.wrong(&Secret::Code(first)).unwrap();
        assert_eq!(last.tries, WRONG_CODES_ALLOWED);
        let renewed = last.renewed.unwrap();
        assert_eq!(renewed.number(), 7);
        assert_eq!(keys.secret(SecretKind::Code), Some(Secret::Code(renewed)));
        // A try that was under way at the old code counts no more; the new code's count starts
        // afresh, and the game's key is as it was.
        assert_eq!(keys.wrong(&Secret::Code(first)), None);
        assert_eq!(keys.wrong(&Secret::Code(renewed)), Some(WrongCode { tries: 1, renewed: None }));
        assert_eq!(keys.secret(SecretKind::Game), Some(Secret::Game("k".repeat(32))));
    }
}
