//! `Context`: what every node of a search shares: the transposition table, the evaluation, the
//! node count, the lines below the nodes of the path, and the cooperative stop (a node limit, and the caller's poll).

use super::busy::Busy;
use super::eval::Evaluate;
use super::line::Lines;
use super::near::NearTable;
use super::tt::{PROVEN, Table};

/// How often, in nodes, the search asks whether to go on.
const POLL_EVERY: u64 = 1 << 14;

/// The state shared by the nodes of one search.
pub struct Context<'a, E> {
    /// The transposition table.
    pub tt: &'a Table,
    /// In a parallel search, the positions the threads are on (none on one thread).
    pub busy: Option<&'a Busy>,
    /// The evaluation.
    pub eval: &'a E,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Set once the search must stop; every node then returns at once.
    pub stopped: bool,
    /// Whether the midgame search cuts nodes a shallow search finds far outside the window.
    pub selective: bool,
    /// How sure the solver must be: [`PROVEN`] for the exact solve, or a step of the selective
    /// endgame (`probcut::END_STEPS`), which cuts what a shallow search finds far outside the
    /// window and trusts only what was found at least as surely.
    pub certainty: u8,
    /// The best line below each node of the path being searched.
    pub lines: Box<Lines>,
    /// The solver's results a few empties from the end, this thread's own.
    pub near: NearTable,
    /// Whether a node of the principal variation takes an exact value from the table (which
    /// is faster, but leaves it without a line), or searches on to find its line.
    pub table_values_on_pv: bool,
    node_limit: u64,
    poll: &'a mut dyn FnMut(u64) -> bool,
    next_poll: u64,
}

impl<'a, E: Evaluate> Context<'a, E> {
    /// A context, selective or full-width; the search stops after `node_limit` nodes, or when
    /// `poll` (asked every few thousand nodes with the count so far) says no.
    pub fn new(
        tt: &'a Table,
        eval: &'a E,
        selective: bool,
        node_limit: u64,
        poll: &'a mut dyn FnMut(u64) -> bool,
    ) -> Context<'a, E> {
        Context {
            tt,
            busy: None,
            eval,
            nodes: 0,
            stopped: false,
            selective,
            certainty: PROVEN,
            lines: Lines::new(),
            near: NearTable::new(),
            table_values_on_pv: true,
            node_limit,
            poll,
            next_poll: POLL_EVERY,
        }
    }

    /// Counts a node; returns whether the search goes on.
    #[inline(always)]
    pub fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.next_poll {
            self.check();
        }
        !self.stopped
    }

    #[cold]
    fn check(&mut self) {
        self.next_poll = self.nodes + POLL_EVERY;
        if self.nodes >= self.node_limit || !(self.poll)(self.nodes) {
            self.stopped = true;
        }
    }
}
