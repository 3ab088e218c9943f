//! What the host's door lets in: the game's key, and the join code until a guest is in, with its
//! allowance of wrong tries, after which the code is renewed (a guesser has that many tries at a
//! code, not more, however many connections it opens at once).

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

/// Whether a guest comes in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// Its hello opened under a secret the door still takes.
    In,
    /// Refused, and what the host is told of it if anything.
    Wrong(Option<WrongCode>),
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

    /// Whether a guest whose hello `opened` (or not) under `secret` comes in, and what the host is
    /// told: judged at once, under one lock, so that a code renewed or retired while the hello was
    /// on its way lets nobody in and counts no more (a guesser cannot have more tries at a code by
    /// greeting many connections before saying hello on any). A wrong hello under the code still
    /// taken is counted against it; a game's key is too long to guess and is not counted.
    pub fn judge(&self, secret: &Secret, opened: bool) -> Verdict {
        let Secret::Code(tried) = secret else {
            return if opened { Verdict::In } else { Verdict::Wrong(None) };
        };
        let mut held = self.tries();
        let Some(tries) = held.as_mut().filter(|tries| tries.code == *tried) else {
            return Verdict::Wrong(None);
        };
        if opened {
            return Verdict::In;
        }
        tries.wrong += 1;
        let count = tries.wrong;
        if count < WRONG_CODES_ALLOWED {
            return Verdict::Wrong(Some(WrongCode { tries: count, renewed: None }));
        }
        // No randomness to renew it: the door stops taking codes rather than keep a spent one.
        let renewed = tries.code.renewed().ok();
        *held = renewed.map(|code| CodeTries { code, wrong: 0 });
        Verdict::Wrong(Some(WrongCode { tries: count, renewed }))
    }

    /// A guest is in and the game is on: the code is taken no more (the guest comes back with the
    /// game's key).
    pub fn retire_code(&self) {
        *self.tries() = None;
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

    fn wrong(keys: &DoorKeys, secret: &Secret) -> Option<WrongCode> {
        match keys.judge(secret, false) {
            Verdict::Wrong(told) => told,
            Verdict::In => panic!("a hello that did not open came in"),
        }
    }

    #[test]
    fn the_door_answers_each_secret_asked_with_its_own_and_a_game_under_way_takes_no_code() {
        let keys = DoorKeys::new("k".repeat(32), Some(code("7-guitar-zebra")));
        assert_eq!(keys.secret(SecretKind::Game), Some(Secret::Game("k".repeat(32))));
        assert_eq!(keys.secret(SecretKind::Code), Some(Secret::Code(code("7-guitar-zebra"))));
        assert_eq!(keys.judge(&Secret::Code(code("7-guitar-zebra")), true), Verdict::In);
        assert_eq!(keys.judge(&Secret::Game("k".repeat(32)), true), Verdict::In);
        let resumed = DoorKeys::new("k".repeat(32), None);
        assert_eq!(resumed.secret(SecretKind::Code), None);
        assert_eq!(wrong(&resumed, &Secret::Code(code("7-guitar-zebra"))), None);
    }

    #[test]
    fn a_code_takes_its_allowance_of_wrong_tries_then_is_renewed_with_its_number() {
        let first = code("7-guitar-zebra");
        let keys = DoorKeys::new("k".repeat(32), Some(first));
        for tries in 1..WRONG_CODES_ALLOWED {
            assert_eq!(wrong(&keys, &Secret::Code(first)), Some(WrongCode { tries, renewed: None }));
            assert_eq!(keys.secret(SecretKind::Code), Some(Secret::Code(first)));
        }
        // Wrong game keys are not counted against the code.
        assert_eq!(wrong(&keys, &Secret::Game("x".repeat(32))), None);
        let last = wrong(&keys, &Secret::Code(first)).unwrap();
        assert_eq!(last.tries, WRONG_CODES_ALLOWED);
        let renewed = last.renewed.unwrap();
        assert_eq!(renewed.number(), 7);
        assert_eq!(keys.secret(SecretKind::Code), Some(Secret::Code(renewed)));
        // A try under way at the old code counts no more, and lets nobody in even if it opened:
        // its exchange was made with the old code before it was renewed.
        assert_eq!(wrong(&keys, &Secret::Code(first)), None);
        assert_eq!(keys.judge(&Secret::Code(first), true), Verdict::Wrong(None));
        // The new code's count starts afresh, and the game's key is as it was.
        assert_eq!(wrong(&keys, &Secret::Code(renewed)), Some(WrongCode { tries: 1, renewed: None }));
        assert_eq!(keys.secret(SecretKind::Game), Some(Secret::Game("k".repeat(32))));
    }

    #[test]
    fn once_a_guest_is_in_the_code_is_taken_no_more_and_the_key_still_is() {
        let first = code("7-guitar-zebra");
        let keys = DoorKeys::new("k".repeat(32), Some(first));
        keys.retire_code();
        assert_eq!(keys.secret(SecretKind::Code), None);
        assert_eq!(keys.judge(&Secret::Code(first), true), Verdict::Wrong(None));
        assert_eq!(keys.judge(&Secret::Game("k".repeat(32)), true), Verdict::In);
    }
}
