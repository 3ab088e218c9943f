//! The one request in flight to the engine worker, for any front end (the terminal game and the
//! NBoard session): each request gets a new id, and a reply with another id, that of a request
//! stopped or replaced since, is dropped; the last request whose search failed is remembered, so
//! that it is not asked again and again.

use std::time::Instant;

/// A request to the engine, and what it is for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InFlight<P> {
    /// Its id: replies with another are not its.
    pub id: u64,
    /// When it was asked.
    pub asked: Instant,
    /// What it is for.
    pub purpose: P,
}

/// The link to the engine: the ids given so far and the request in flight.
#[derive(Clone, Debug)]
pub struct EngineLink<P> {
    last: u64,
    in_flight: Option<InFlight<P>>,
    failed: Option<P>,
}

impl<P> Default for EngineLink<P> {
    fn default() -> Self {
        EngineLink { last: 0, in_flight: None, failed: None }
    }
}

impl<P> EngineLink<P> {
    /// A new request for `purpose`, asked at `now`, in place of the one in flight: its id.
    pub fn ask(&mut self, purpose: P, now: Instant) -> u64 {
        self.last += 1;
        self.in_flight = Some(InFlight { id: self.last, asked: now, purpose });
        self.last
    }

    /// The request in flight.
    pub fn in_flight(&self) -> Option<&InFlight<P>> {
        self.in_flight.as_ref()
    }

    /// The request in flight, to change what it is for (a search's progress kept with it).
    pub fn in_flight_mut(&mut self) -> Option<&mut InFlight<P>> {
        self.in_flight.as_mut()
    }

    /// Nothing in flight any more; whether something was.
    pub fn clear(&mut self) -> bool {
        self.in_flight.take().is_some()
    }

    /// The request in flight, if a reply with `id` is its.
    pub fn answered_by(&self, id: u64) -> Option<&InFlight<P>> {
        self.in_flight.as_ref().filter(|request| request.id == id)
    }

    /// The request in flight, taken, if a reply with `id` ends it.
    pub fn finished_by(&mut self, id: u64) -> Option<InFlight<P>> {
        self.answered_by(id)?;
        self.in_flight.take()
    }

    /// What the request in flight was for, taken, if its search failed and `id` is its: it is
    /// remembered as [`failed`](EngineLink::failed).
    pub fn failed_by(&mut self, id: u64) -> Option<P>
    where
        P: Clone,
    {
        let purpose = self.finished_by(id)?.purpose;
        self.failed = Some(purpose.clone());
        Some(purpose)
    }

    /// What the last request whose search failed was for, until forgotten.
    pub fn failed(&self) -> Option<&P> {
        self.failed.as_ref()
    }

    /// The failed request may be asked again.
    pub fn forget_failure(&mut self) {
        self.failed = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_request_in_flight_is_answered_and_a_new_one_replaces_it() {
        let now = Instant::now();
        let mut link = EngineLink::default();
        let first = link.ask("hints", now);
        let second = link.ask("move", now);
        assert_ne!(first, second, "every request its own id");
        assert!(link.answered_by(first).is_none(), "the replaced request's replies are dropped");
        assert_eq!(link.answered_by(second).map(|r| r.purpose), Some("move"));
        assert!(link.finished_by(first).is_none());
        assert_eq!(link.finished_by(second).map(|r| r.purpose), Some("move"));
        assert!(link.in_flight().is_none());
        assert!(!link.clear(), "nothing left to stop");
        let third = link.ask("review", now);
        assert!(third > second);
        assert!(link.clear());
    }

    #[test]
    fn a_failed_request_is_remembered_until_forgotten() {
        let now = Instant::now();
        let mut link = EngineLink::default();
        let first = link.ask("hints", now);
        let second = link.ask("move", now);
        assert_eq!(link.failed_by(first), None, "a replaced request's failure is not its");
        assert_eq!(link.failed(), None);
        assert_eq!(link.failed_by(second), Some("move"));
        assert!(link.in_flight().is_none(), "a failure ends the request");
        assert_eq!(link.failed(), Some(&"move"));
        link.ask("review", now);
        assert_eq!(link.failed(), Some(&"move"), "kept while other requests go on");
        link.forget_failure();
        assert_eq!(link.failed(), None);
    }
}
