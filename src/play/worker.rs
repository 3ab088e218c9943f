//! The engine thread: it owns a `Searcher`, takes requests one at a time, stops the search in
//! progress when asked or when its time is up, and reports progress and results, each tagged
//! with the id of its request.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::position::Position;
use crate::search::{Book, Limits, Observer, SEARCH_STACK, SearchResult, Searcher};

use super::budget::Budget;

/// What to ask of the engine.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Task {
    /// Choose a move to play, within these limits (the level's noise included).
    Think(Limits),
    /// Score every legal move within these limits.
    Analyze(Limits),
    /// Score every legal move within these limits from an empty table, for a game's review: the
    /// same position always gets the same scores.
    Review(Limits),
    /// Solve to the end: the exact score and every move that reaches it.
    Solve,
}

/// A search to run on the engine thread.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Request {
    /// The caller's id for it, greater than that of every request before: replies carry it,
    /// and a new request stops those before it.
    pub id: u64,
    /// The position, the side to move to play.
    pub position: Position,
    /// What to find.
    pub task: Task,
    /// The time it may take, counted from when the engine thread starts it; none: the task's
    /// limits alone bound it.
    pub time: Option<Budget>,
}

/// What the engine thread says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Reply {
    /// A depth of the search was completed.
    Progress {
        /// The request.
        id: u64,
        /// What the search has found so far.
        progress: SearchResult,
        /// Time since the search started.
        elapsed: Duration,
    },
    /// The search is at work between its depths: how many nodes it has searched, said at most
    /// every [`WORKING_EVERY`], so that a long step shows it goes on.
    Working {
        /// The request.
        id: u64,
        /// Nodes searched so far.
        nodes: u64,
        /// Time since the search started.
        elapsed: Duration,
    },
    /// The search is over (finished, out of time or stopped): what it found. Every request
    /// gets exactly one.
    Done {
        /// The request.
        id: u64,
        /// The result.
        result: SearchResult,
        /// Time the search took.
        elapsed: Duration,
    },
}

impl Reply {
    /// The id of the request this answers.
    pub fn id(&self) -> u64 {
        match self {
            Reply::Progress { id, .. } | Reply::Working { id, .. } | Reply::Done { id, .. } => *id,
        }
    }
}

/// How often a search says how many nodes it has searched, between its depths.
pub const WORKING_EVERY: Duration = Duration::from_millis(200);

/// What the engine thread is sent, in order.
enum ToEngine {
    /// A search to run.
    Search(Request),
    /// The book to play from from now on.
    UseBook(Arc<Book>),
}

/// The engine thread, seen from the thread that asks.
pub struct Worker {
    requests: Option<Sender<ToEngine>>,
    /// Requests with a smaller id than this are stopped.
    stop_below: Arc<AtomicU64>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the engine thread, whose searches run on `threads` threads (reviews on one, so
    /// that they are the same every time); `send` delivers its replies and returns `false` once
    /// nobody listens any more (the thread then ends).
    pub fn spawn(
        threads: usize,
        send: impl FnMut(Reply) -> bool + Send + 'static,
    ) -> std::io::Result<Worker> {
        Worker::spawn_with_book(threads, None, send)
    }

    /// [`spawn`](Worker::spawn), the computer playing the opening from `book` (its moves in a
    /// game; never an analysis).
    pub fn spawn_with_book(
        threads: usize,
        book: Option<Arc<Book>>,
        send: impl FnMut(Reply) -> bool + Send + 'static,
    ) -> std::io::Result<Worker> {
        let (requests, inbox) = mpsc::channel::<ToEngine>();
        let stop_below = Arc::new(AtomicU64::new(0));
        let stop = Arc::clone(&stop_below);
        let thread =
            std::thread::Builder::new().name("engine".into()).stack_size(SEARCH_STACK).spawn(move || {
                let searcher = Searcher::new().with_threads(threads);
                let mut searcher = match book {
                    Some(book) => searcher.with_book(book),
                    None => searcher,
                };
                let mut send = send;
                for message in inbox {
                    match message {
                        ToEngine::Search(request) => {
                            if !serve(&mut searcher, request, &stop, &mut send) {
                                return;
                            }
                        }
                        ToEngine::UseBook(book) => searcher = searcher.with_book(book),
                    }
                }
            })?;
        Ok(Worker { requests: Some(requests), stop_below, thread: Some(thread) })
    }

    /// Starts `request`, stopping every request before it.
    pub fn start(&self, request: Request) {
        self.stop_below.store(request.id, Ordering::SeqCst);
        if let Some(requests) = &self.requests {
            // If the thread has ended, nobody listens for the reply either.
            let _ = requests.send(ToEngine::Search(request));
        }
    }

    /// The computer plays the opening from `book` from the next request on (the search in
    /// progress keeps the one it began with).
    pub fn use_book(&self, book: Arc<Book>) {
        if let Some(requests) = &self.requests {
            let _ = requests.send(ToEngine::UseBook(book));
        }
    }

    /// Stops every request made so far; each still gets its `Done`.
    pub fn stop(&self) {
        self.stop_below.store(u64::MAX, Ordering::SeqCst);
    }

    /// Stops the search and waits for the thread to end (a search stops within a millisecond
    /// or so of being told).
    pub fn shut_down(mut self) {
        self.stop();
        self.requests = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Worker {
    /// Stops the search; the thread ends by itself without being waited for.
    fn drop(&mut self) {
        self.stop();
    }
}

/// Runs one request; returns whether anyone still listens.
fn serve(
    searcher: &mut Searcher,
    request: Request,
    stop_below: &AtomicU64,
    send: &mut impl FnMut(Reply) -> bool,
) -> bool {
    let mut watch = Watch {
        id: request.id,
        started: Instant::now(),
        time: request.time,
        stop_below,
        send,
        listening: true,
        last_depth_done: false,
        last_said: Duration::ZERO,
    };
    let result = match request.task {
        Task::Think(limits) => searcher.think(request.position, &limits, &mut watch),
        Task::Analyze(limits) => searcher.analyze(request.position, &limits, &mut watch),
        Task::Review(limits) => searcher.review(request.position, &limits, &mut watch),
        Task::Solve => searcher.solve(request.position, &mut watch),
    };
    let elapsed = watch.started.elapsed();
    watch.listening && (watch.send)(Reply::Done { id: request.id, result, elapsed })
}

/// The observer of a search on the engine thread: it passes progress on, and stops the search
/// when its request is stopped, its time is up, or the next depth could not end in time.
struct Watch<'a, S> {
    id: u64,
    started: Instant,
    time: Option<Budget>,
    stop_below: &'a AtomicU64,
    send: &'a mut S,
    listening: bool,
    /// Set when a depth ended past half the soft limit: the next would not end before it.
    last_depth_done: bool,
    /// When the nodes searched were last said.
    last_said: Duration,
}

impl<S: FnMut(Reply) -> bool> Observer for Watch<'_, S> {
    fn progress(&mut self, progress: &SearchResult) {
        let elapsed = self.started.elapsed();
        if self.time.is_some_and(|time| elapsed * 2 >= time.soft) {
            self.last_depth_done = true;
        }
        if self.listening {
            let reply = Reply::Progress { id: self.id, progress: progress.clone(), elapsed };
            self.listening = (self.send)(reply);
        }
    }

    fn keep_going(&mut self, nodes: u64) -> bool {
        let stopped = self.id < self.stop_below.load(Ordering::Relaxed) || !self.listening;
        let elapsed = self.started.elapsed();
        if self.listening && !stopped && elapsed >= self.last_said + WORKING_EVERY {
            self.last_said = elapsed;
            self.listening = (self.send)(Reply::Working { id: self.id, nodes, elapsed });
        }
        let out_of_time = self.time.is_some_and(|time| elapsed >= time.hard);
        !(stopped || out_of_time || self.last_depth_done)
    }
}
