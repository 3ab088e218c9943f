//! The engine thread: replies tagged with their request, exactly one result per request, a
//! search stopped on request, by a newer request or by its time, and a clean shut-down.

use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use othello::engine::position::Position;
use othello::play::{Budget, Reply, Request, Task, Worker};
use othello::search::{Level, Limits};

fn worker() -> (Worker, Receiver<Reply>) {
    let (sender, replies) = mpsc::channel();
    let worker = Worker::spawn(1, move |reply| sender.send(reply).is_ok()).unwrap();
    (worker, replies)
}

/// A search that would take minutes: 40 plies deep, no time limit.
fn endless(id: u64) -> Request {
    Request { id, position: Position::START, task: Task::Think(Limits::depth(40, 0)), time: None }
}

/// Replies until the `Done` of `id`, which is returned with the progress before it.
fn until_done(replies: &Receiver<Reply>, id: u64) -> (Vec<Reply>, Reply) {
    let mut before = Vec::new();
    loop {
        let reply = replies.recv_timeout(Duration::from_secs(30)).expect("the engine answers");
        match reply {
            Reply::Done { id: done, .. } if done == id => return (before, reply),
            other => before.push(other),
        }
    }
}

fn best(reply: &Reply) -> othello::engine::square::Square {
    match reply {
        Reply::Done { result, .. } => result.best.expect("a move"),
        other => panic!("not a result: {other:?}"),
    }
}

#[test]
fn a_request_gets_its_progress_and_one_result_with_a_legal_move() {
    let (worker, replies) = worker();
    let position = Position::START.play("f5".parse().unwrap());
    worker.start(Request {
        id: 7,
        position,
        task: Task::Think(Level::new(4).unwrap().limits(1)),
        time: None,
    });
    let (progress, done) = until_done(&replies, 7);
    assert!(!progress.is_empty(), "each depth is reported");
    assert!(progress.iter().all(|reply| reply.id() == 7));
    assert!(position.legal_moves().contains(best(&done)));
    assert!(replies.recv_timeout(Duration::from_millis(200)).is_err(), "and nothing after the result");
    worker.shut_down();
}

#[test]
fn stop_ends_a_long_search_with_the_best_move_it_has() {
    let (worker, replies) = worker();
    worker.start(endless(1));
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    worker.stop();
    let (before, done) = until_done(&replies, 1);
    assert!(asked.elapsed() < Duration::from_secs(2), "stopped in {:?}", asked.elapsed());
    // Between its depths the search says how far it got, at most every 200 ms.
    let working: Vec<(u64, Duration)> = before
        .iter()
        .filter_map(|reply| match reply {
            Reply::Working { nodes, elapsed, .. } => Some((*nodes, *elapsed)),
            _ => None,
        })
        .collect();
    assert!(!working.is_empty() && working.iter().all(|&(nodes, _)| nodes > 0), "{working:?}");
    assert!(working.windows(2).all(|w| w[1].1 >= w[0].1 + othello::play::WORKING_EVERY), "{working:?}");
    assert!(Position::START.legal_moves().contains(best(&done)));
    worker.shut_down();
}

#[test]
fn a_new_request_stops_the_one_before_and_both_are_answered_in_order() {
    let (worker, replies) = worker();
    worker.start(endless(1));
    let quick =
        Request { id: 2, position: Position::START, task: Task::Think(Limits::depth(2, 0)), time: None };
    worker.start(quick);
    let (_, first) = until_done(&replies, 1);
    let (_, second) = until_done(&replies, 2);
    assert_eq!((first.id(), second.id()), (1, 2));
    worker.shut_down();
}

#[test]
fn a_search_stops_at_its_hard_limit_with_a_legal_move() {
    let (worker, replies) = worker();
    let time = Budget { soft: Duration::from_millis(100), hard: Duration::from_millis(200) };
    worker.start(Request { time: Some(time), ..endless(1) });
    let (_, done) = until_done(&replies, 1);
    let Reply::Done { elapsed, result, .. } = &done else { unreachable!() };
    assert!(*elapsed >= Duration::from_millis(50), "it used its time: {elapsed:?}");
    assert!(*elapsed < Duration::from_secs(2), "and stopped near its limit: {elapsed:?}");
    assert!(result.depth < 40);
    assert!(Position::START.legal_moves().contains(best(&done)));
    worker.shut_down();
}

#[test]
fn a_search_after_a_stop_runs() {
    let (worker, replies) = worker();
    worker.stop();
    let position = Position::START;
    worker.start(Request { id: 3, position, task: Task::Think(Limits::depth(6, 0)), time: None });
    let (_, done) = until_done(&replies, 3);
    let Reply::Done { result, .. } = done else { unreachable!() };
    assert_eq!(result.depth, 6, "a stop before a request does not stop it");
    worker.shut_down();
}

#[test]
fn the_thread_ends_when_nobody_listens() {
    let (worker, replies) = worker();
    drop(replies);
    worker.start(endless(1));
    let asked = Instant::now();
    worker.shut_down();
    assert!(asked.elapsed() < Duration::from_secs(2));
}

#[test]
fn a_book_given_between_requests_is_played_from_the_next_one_on() {
    let (worker, replies) = worker();
    let think = |id| Request {
        id,
        position: Position::START,
        task: Task::Think(Level::new(10).unwrap().limits(1)),
        time: None,
    };
    let from_book = |reply: &Reply| match reply {
        Reply::Done { result, .. } => result.book,
        other => panic!("not a result: {other:?}"),
    };
    worker.start(think(1));
    assert!(!from_book(&until_done(&replies, 1).1), "no book yet");
    worker.use_book(std::sync::Arc::new(othello::search::Book::shipped()));
    worker.start(think(2));
    assert!(from_book(&until_done(&replies, 2).1), "the start is in the book");
    worker.shut_down();
}
