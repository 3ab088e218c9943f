//! The engine thread: it owns a `Searcher`, takes requests one at a time, stops the search in
//! progress when asked or when its time is up, and reports progress and results, each tagged
//! with the id of its request; a search that fails (panics) is said as such, and the thread goes
//! on with a new searcher.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::position::Position;
use crate::search::{Book, HELPER_THREAD, Limits, Observer, SEARCH_STACK, SearchResult, Searcher};

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
    /// The search failed (a fault of the program, not of the request): the request's end, in
    /// place of its `Done`. The engine thread goes on with the next request.
    Failed {
        /// The request.
        id: u64,
        /// What went wrong, as the program said it.
        problem: String,
    },
}

impl Reply {
    /// The id of the request this answers.
    pub fn id(&self) -> u64 {
        match self {
            Reply::Progress { id, .. }
            | Reply::Working { id, .. }
            | Reply::Done { id, .. }
            | Reply::Failed { id, .. } => *id,
        }
    }
}

/// How often a search says how many nodes it has searched, between its depths.
pub const WORKING_EVERY: Duration = Duration::from_millis(200);

/// The engine thread's name.
const ENGINE_THREAD: &str = "engine";

/// Whether this thread searches for the engine thread (the engine thread or a helper of its
/// search): its faults are the engine's, caught and said as [`Reply::Failed`], and a front end's
/// panic hook leaves the screen alone for them.
pub fn searching_thread() -> bool {
    matches!(std::thread::current().name(), Some(ENGINE_THREAD | HELPER_THREAD))
}

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
        Worker::spawn_searching(threads, book, send, run_task)
    }

    /// [`spawn_with_book`](Worker::spawn_with_book), each request searched by `search`.
    fn spawn_searching(
        threads: usize,
        book: Option<Arc<Book>>,
        send: impl FnMut(Reply) -> bool + Send + 'static,
        search: impl FnMut(&mut Searcher, Request, &mut dyn Observer) -> SearchResult + Send + 'static,
    ) -> std::io::Result<Worker> {
        let (requests, inbox) = mpsc::channel::<ToEngine>();
        let stop_below = Arc::new(AtomicU64::new(0));
        let stop = Arc::clone(&stop_below);
        let thread = std::thread::Builder::new().name(ENGINE_THREAD.into()).stack_size(SEARCH_STACK).spawn(
            move || {
                let new_searcher = |book: &Option<Arc<Book>>| {
                    let searcher = Searcher::new().with_threads(threads);
                    match book {
                        Some(book) => searcher.with_book(Arc::clone(book)),
                        None => searcher,
                    }
                };
                let mut book = book;
                let mut searcher = new_searcher(&book);
                let (mut send, mut search) = (send, search);
                for message in inbox {
                    match message {
                        ToEngine::Search(request) => {
                            match serve(&mut searcher, request, &stop, &mut send, &mut search) {
                                Served::Listening => {}
                                // Its tables may have been left half written: the next search starts afresh.
                                Served::Failed => searcher = new_searcher(&book),
                                Served::Alone => return,
                            }
                        }
                        ToEngine::UseBook(new) => {
                            searcher = searcher.with_book(Arc::clone(&new));
                            book = Some(new);
                        }
                    }
                }
            },
        )?;
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

/// How a request went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Served {
    /// Answered; someone still listens.
    Listening,
    /// The search failed, and that was said; someone still listens.
    Failed,
    /// Nobody listens any more.
    Alone,
}

/// Searches `request` as its task says.
fn run_task(searcher: &mut Searcher, request: Request, observer: &mut dyn Observer) -> SearchResult {
    match request.task {
        Task::Think(limits) => searcher.think(request.position, &limits, observer),
        Task::Analyze(limits) => searcher.analyze(request.position, &limits, observer),
        Task::Review(limits) => searcher.review(request.position, &limits, observer),
        Task::Solve => searcher.solve(request.position, observer),
    }
}

/// Runs one request with `search`, its failure caught and said.
fn serve(
    searcher: &mut Searcher,
    request: Request,
    stop_below: &AtomicU64,
    send: &mut impl FnMut(Reply) -> bool,
    search: &mut impl FnMut(&mut Searcher, Request, &mut dyn Observer) -> SearchResult,
) -> Served {
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
    // A fault in the search must not leave its asker waiting for ever for a reply.
    let searched = catch_unwind(AssertUnwindSafe(|| search(searcher, request, &mut watch)));
    let elapsed = watch.started.elapsed();
    let (reply, served) = match searched {
        Ok(result) => (Reply::Done { id: request.id, result, elapsed }, Served::Listening),
        Err(panic) => (Reply::Failed { id: request.id, problem: panic_message(&*panic) }, Served::Failed),
    };
    if watch.listening && (watch.send)(reply) { served } else { Served::Alone }
}

/// What a panic said.
fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    match (panic.downcast_ref::<&str>(), panic.downcast_ref::<String>()) {
        (Some(text), _) => (*text).to_string(),
        (_, Some(text)) => text.clone(),
        _ => "the search stopped on a fault".to_string(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::position::Position;
    use std::sync::mpsc::Receiver;

    fn request(id: u64) -> Request {
        Request { id, position: Position::START, task: Task::Think(Limits::depth(2, 2)), time: None }
    }

    /// An engine thread whose searches fail on request 2, leaving its searcher on 9 threads,
    /// and otherwise say in their nodes the threads their searcher has.
    fn failing_on_two() -> (Worker, Receiver<Reply>) {
        let (sender, replies) = mpsc::channel();
        let worker = Worker::spawn_searching(
            1,
            None,
            move |reply| sender.send(reply).is_ok(),
            |searcher: &mut Searcher, request: Request, observer: &mut dyn Observer| {
                if request.id == 2 {
                    *searcher = std::mem::take(searcher).with_threads(9);
                    panic!("a fault in the search at request {}", request.id);
                }
                let result = run_task(searcher, request, observer);
                SearchResult { nodes: searcher.threads() as u64, ..result }
            },
        )
        .unwrap();
        (worker, replies)
    }

    /// The last reply to `id`, every reply before it to the same request.
    fn end_of(replies: &Receiver<Reply>, id: u64) -> Reply {
        loop {
            let reply = replies.recv_timeout(Duration::from_secs(60)).expect("a reply");
            assert_eq!(reply.id(), id, "replies in the order of the requests");
            if matches!(reply, Reply::Done { .. } | Reply::Failed { .. }) {
                return reply;
            }
        }
    }

    #[test]
    fn a_failed_search_is_said_and_the_thread_goes_on_with_a_new_searcher() {
        let (worker, replies) = failing_on_two();
        worker.start(request(1));
        assert!(matches!(end_of(&replies, 1), Reply::Done { result, .. } if result.nodes == 1));
        worker.start(request(2));
        match end_of(&replies, 2) {
            Reply::Failed { problem, .. } => assert_eq!(problem, "a fault in the search at request 2"),
            other => panic!("a failed search is said as failed, not {other:?}"),
        }
        worker.start(request(3));
        match end_of(&replies, 3) {
            Reply::Done { result, .. } => {
                assert!(result.best.is_some(), "the next request is searched");
                assert_eq!(result.nodes, 1, "by a new searcher, not the one the fault left");
            }
            other => panic!("{other:?}"),
        }
        worker.shut_down();
    }

    #[test]
    fn what_a_panic_said_is_kept_whatever_its_kind() {
        assert_eq!(panic_message(&"words"), "words");
        assert_eq!(panic_message(&String::from("formatted 7")), "formatted 7");
        assert_eq!(panic_message(&7_u32), "the search stopped on a fault");
    }
}
