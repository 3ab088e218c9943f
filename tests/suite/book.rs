//! The opening book: grown by searches that a fresh search of the same depth agrees with, grown
//! on where it stopped, the shipped book sound, the computer playing from it (never an analysis),
//! and `othello book` showing and growing it, refusing a damaged one.

use std::path::Path;
use std::process::{Command, Output};

use crate::common::sq;
use othello::engine::position::Position;
use othello::search::book::{Growth, grow};
use othello::search::{Book, Level, Limits, Searcher};

/// A small growth: 3 plies, moves within a disc and a half, 6-ply searches.
const SMALL: Growth = Growth { plies: 3, margin: 150, depth: 6 };

#[test]
fn every_book_value_is_what_a_fresh_search_of_its_depth_finds_and_negamax_holds() {
    let mut book = Book::new();
    let searched = grow(&mut book, &mut Searcher::new(), &SMALL, |_, _| true);
    assert!(searched >= 4 && book.len() >= searched, "{searched} searched, {} in the book", book.len());
    // Every position two plies or more from the start, searched afresh: its best move's value
    // and its leaf are what the search of that depth finds.
    let limits = Limits { selective: true, ..Limits::depth(SMALL.depth, 0) };
    let mut positions = vec![Position::START];
    for _ in 0..SMALL.plies {
        let mut next = Vec::new();
        for &position in &positions {
            let entry = *book.get(position).expect("a position along book moves is in the book");
            let fresh = Searcher::new().analyze(position, &limits, &mut ());
            let moves = book.moves(position);
            if entry.depth > 0 {
                // Negamax: the value is the best of the book moves and the leaf.
                let best =
                    moves.iter().map(|m| m.score.0).chain(book.leaf(position).map(|l| l.score.0)).max();
                assert_eq!(Some(i32::from(entry.value)), best, "{position:?}");
                if let Some(leaf) = book.leaf(position) {
                    let scored = fresh.moves.iter().find(|m| m.square == leaf.square).unwrap();
                    assert_eq!(scored.score, leaf.score, "the leaf's value is the search's");
                }
                // Every move within the margin of the search's best leads into the book.
                for m in fresh.moves.iter().filter(|m| m.score.0 >= fresh.score.0 - SMALL.margin) {
                    assert!(moves.iter().any(|b| b.square == m.square), "{} of {position:?}", m.square);
                }
            }
            next.extend(moves.iter().map(|m| position.play(m.square)));
        }
        positions = next;
    }
    // A leaf position (searched, nothing past it) is worth its search's best.
    let leaf_position = Position::START.play(sq("f5")).play(sq("d6")).play(sq("c3"));
    if let Some(entry) = book.get(leaf_position).filter(|e| e.depth > 0) {
        let fresh = Searcher::new().analyze(leaf_position, &limits, &mut ());
        assert_eq!(i32::from(entry.value), fresh.score.0);
    }
}

#[test]
fn a_book_grows_on_where_it_stopped() {
    let mut stopped = Book::new();
    let first = grow(&mut stopped, &mut Searcher::new(), &SMALL, |_, searched| searched < 3);
    assert_eq!(first, 3, "stopped when told");
    let rest = grow(&mut stopped, &mut Searcher::new(), &SMALL, |_, _| true);
    let mut whole = Book::new();
    let all = grow(&mut whole, &mut Searcher::new(), &SMALL, |_, _| true);
    assert_eq!(first + rest, all, "nothing searched twice");
    assert_eq!(stopped, whole);
    assert_eq!(grow(&mut whole, &mut Searcher::new(), &SMALL, |_, _| true), 0, "a grown book is left alone");
    // One ply further: only the new positions are searched.
    let further = grow(&mut whole, &mut Searcher::new(), &Growth { plies: 4, ..SMALL }, |_, _| true);
    assert!(further > 0 && further < all + 40, "{further}");
    assert_eq!(whole.plies(), 4);
}

#[test]
fn the_shipped_book_is_sound_and_deep() {
    let book = Book::shipped();
    assert!(book.len() >= 1000, "{} positions", book.len());
    assert!(book.plies() >= 10, "{} plies", book.plies());
    let moves = book.moves(Position::START);
    assert_eq!(moves.len(), 4, "the four first moves, one position under the symmetries");
    // The main lines are in it: the perpendicular and diagonal replies to f5.
    let f5 = Position::START.play(sq("f5"));
    let replies: Vec<String> = book.moves(f5).iter().map(|m| m.square.to_string()).collect();
    assert!(replies.contains(&"d6".to_string()) && replies.contains(&"f6".to_string()), "{replies:?}");
    // Near even from the start, as every strong program finds.
    assert!(moves[0].score.0.abs() <= 400, "{:?}", moves[0]);
}

#[test]
fn the_computer_plays_a_book_move_in_a_game_and_analysis_never_does() {
    let mut book = Book::new();
    grow(&mut book, &mut Searcher::new(), &SMALL, |_, _| true);
    let book = std::sync::Arc::new(book);
    let after_f5 = Position::START.play(sq("f5"));
    let limits = Level::new(20).unwrap().limits(7);
    let book_moves = book.moves(after_f5);
    let mut chosen = std::collections::HashSet::new();
    for seed in 0..30 {
        let mut searcher = Searcher::new().with_book(book.clone());
        let found = searcher.think(after_f5, &Limits { seed, ..limits }, &mut ());
        assert!(found.book && found.nodes == 0, "{found:?}");
        let played = book_moves.iter().find(|m| Some(m.square) == found.best).expect("a book move");
        assert!(played.score.0 >= book_moves[0].score.0 - limits.variety, "within the variety of the best");
        chosen.insert(played.square);
    }
    let near = book_moves.iter().filter(|m| m.score.0 >= book_moves[0].score.0 - limits.variety).count();
    assert_eq!(chosen.len(), near, "every near-best book move is played some time");
    let mut searcher = Searcher::new().with_book(book.clone());
    assert!(!searcher.analyze(after_f5, &limits, &mut ()).book, "analysis searches");
    let best = searcher.think(after_f5, &Limits { variety: 0, ..limits }, &mut ());
    assert!(best.book && best.best == Some(book_moves[0].square), "no variety: the book's best move");
    let searched = Limits { book: false, ..limits };
    assert!(!searcher.think(after_f5, &searched, &mut ()).book, "limits without the book: searched");
    let weak = Level::new(3).unwrap().limits(1);
    assert!(!searcher.think(after_f5, &weak, &mut ()).book, "the weak levels err their own way");
}

fn othello_in(dir: &Path, args: &[&str]) -> Output {
    let mut all = vec!["--threads", "1", "--data-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    Command::new(env!("CARGO_BIN_EXE_othello")).args(&all).output().expect("othello runs")
}

#[test]
fn othello_book_shows_grows_and_refuses_a_damaged_book() {
    let dir = tempfile::tempdir().unwrap();
    let shown = othello_in(dir.path(), &["book", "--moves", "f5"]);
    assert!(shown.status.success(), "{shown:?}");
    let text = String::from_utf8(shown.stdout).unwrap();
    assert!(text.contains("the shipped book") && text.contains("d6"), "{text}");

    let grown = othello_in(dir.path(), &["book", "grow", "--plies", "2", "--depth", "4"]);
    assert!(grown.status.success(), "{grown:?}");
    let file = dir.path().join("book.bin");
    let book = Book::from_bytes(&std::fs::read(&file).unwrap()).unwrap();
    assert_eq!(book.len(), Book::shipped().len(), "the shipped book holds those plies already");

    let json = othello_in(dir.path(), &["book", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["moves"].as_array().unwrap().len(), 4, "{value}");
    assert!(value["book"].as_str().unwrap().ends_with("book.bin"));

    std::fs::write(&file, b"OTHBOOK\0garbage").unwrap();
    let refused = othello_in(dir.path(), &["book"]);
    assert_eq!(refused.status.code(), Some(2));
    let message = String::from_utf8(refused.stderr).unwrap();
    assert!(message.contains("book.bin") && message.contains("damaged"), "{message}");
    let bad = othello_in(dir.path(), &["book", "grow", "--plies", "0"]);
    assert_eq!(bad.status.code(), Some(2));
}

mod garbage {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Random bytes, and the shipped book cut, flipped or stretched anywhere, read as a book
        /// or are refused with a reason: never a panic.
        #[test]
        fn any_bytes_are_a_book_or_refused(bytes in proptest::collection::vec(any::<u8>(), 0..200),
                                           at in any::<usize>(), flip in 1u8..=255, cut in any::<usize>()) {
            let _ = Book::from_bytes(&bytes);
            let mut with_magic = b"OTHBOOK\0".to_vec();
            with_magic.extend_from_slice(&bytes);
            let _ = Book::from_bytes(&with_magic);
            let shipped = Book::shipped().to_bytes();
            let mut flipped = shipped.clone();
            let i = at % flipped.len();
            flipped[i] ^= flip;
            prop_assert!(Book::from_bytes(&flipped).is_err(), "a changed byte {i} is seen");
            let cut_at = cut % shipped.len();
            prop_assert!(Book::from_bytes(&shipped[..cut_at]).is_err());
        }
    }
}

/// `othello book grow --wthor` on the tests' WTHOR files, small (positions of `min_games` games
/// or more): its output.
fn grow_on_wthor(dir: &Path, min_games: &str, extra: &[&str]) -> Output {
    let wthor = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/wthor");
    let mut args =
        vec!["book", "grow", "--wthor", wthor.to_str().unwrap(), "--plies", "6", "--min-games", min_games];
    args.extend_from_slice(&["--depth", "4", "--threads", "1"]);
    args.extend_from_slice(extra);
    othello_in(dir, &args)
}

#[test]
fn shards_merged_in_any_order_make_the_book_one_process_makes_and_text_round_trips_it() {
    let (one, sharded) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let grown = grow_on_wthor(one.path(), "2", &[]);
    assert!(grown.status.success(), "{}", String::from_utf8_lossy(&grown.stderr));
    let said = String::from_utf8_lossy(&grown.stderr);
    assert!(said.contains("positions reached by 2 games or more in their first 6 moves"), "{said}");
    let parts: Vec<String> =
        (0..3).map(|k| sharded.path().join(format!("part-{k}.part")).display().to_string()).collect();
    for k in [2, 0, 1] {
        let shard = format!("{k}/3");
        let out = grow_on_wthor(sharded.path(), "2", &["--shard", &shard, "--out", &parts[k]]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let merged = othello_in(sharded.path(), &["book", "merge", &parts[1], &parts[2], &parts[0]]);
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    let book = |dir: &Path| std::fs::read(dir.join("book.bin")).unwrap();
    assert_eq!(book(one.path()), book(sharded.path()), "the same book, byte for byte");
    assert!(Book::from_bytes(&book(one.path())).unwrap().len() > Book::shipped().len());
    // A part is refused by its path when one is missing, given twice, damaged or of another set.
    for (parts, told) in [
        (vec![parts[0].clone(), parts[1].clone()], "shard missing: 2".to_string()),
        (
            vec![parts[0].clone(), parts[0].clone(), parts[2].clone()],
            format!("{}: a shard given twice", parts[0]),
        ),
    ] {
        let mut args = vec!["book", "merge"];
        args.extend(parts.iter().map(String::as_str));
        let out = othello_in(sharded.path(), &args);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(&told),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let damaged = sharded.path().join("damaged.part");
    let mut bytes = std::fs::read(&parts[1]).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&damaged, bytes).unwrap();
    let out = othello_in(sharded.path(), &["book", "merge", &parts[0], damaged.to_str().unwrap(), &parts[2]]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("damaged.part: not a part"));
    let other = grow_on_wthor(sharded.path(), "3", &["--shard", "1/3", "--out", &parts[1]]);
    assert_eq!(other.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&other.stderr).contains("a part of another shard, set of positions or depth")
    );
    // Out as text and in again in place of the book: the same book, the same text.
    let text = othello_in(one.path(), &["book", "export"]);
    assert!(text.status.success());
    let file = one.path().join("book.txt");
    std::fs::write(&file, &text.stdout).unwrap();
    let again = tempfile::tempdir().unwrap();
    let imported = othello_in(again.path(), &["book", "import", file.to_str().unwrap(), "--replace"]);
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    assert_eq!(book(again.path()), book(one.path()));
    assert_eq!(othello_in(again.path(), &["book", "export"]).stdout, text.stdout);
    // A line that is not a book position: named, and the book left as it was.
    std::fs::write(&file, String::from_utf8_lossy(&text.stdout).replace(" X ", " Y ")).unwrap();
    let refused = othello_in(again.path(), &["book", "import", file.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("book.txt: line 2:"));
    assert_eq!(book(again.path()), book(one.path()));
}

#[test]
fn othello_book_learn_takes_a_games_new_positions_in_and_show_prints_them_in_the_tree() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.txt");
    // Leaves the shipped book after a few moves.
    std::fs::write(&game, "f5d6c3d3c4f4c5b3c2e6c6b4a3e3\n").unwrap();
    let learned =
        othello_in(dir.path(), &["book", "learn", game.to_str().unwrap(), "--depth", "4", "--plies", "14"]);
    assert!(learned.status.success(), "{}", String::from_utf8_lossy(&learned.stderr));
    let said = String::from_utf8_lossy(&learned.stdout).to_string();
    let book = Book::from_bytes(&std::fs::read(dir.path().join("book.bin")).unwrap()).unwrap();
    let new = book.len() - Book::shipped().len();
    assert!(new > 0 && said.contains(&format!("{new} new positions searched")), "{said}");
    let again =
        othello_in(dir.path(), &["book", "learn", game.to_str().unwrap(), "--depth", "4", "--plies", "14"]);
    assert!(String::from_utf8_lossy(&again.stdout).contains("0 new positions searched"));
    // The game's last move learned is a book move of the tree, valued at the depth asked.
    let shown =
        othello_in(dir.path(), &["book", "show", "--moves", "f5d6c3d3c4f4c5b3c2e6c6b4a3", "--plies", "1"]);
    let text = String::from_utf8_lossy(&shown.stdout).to_string();
    assert!(text.lines().any(|line| line.starts_with("e3 ") && line.ends_with("(depth 4)")), "{text}");
    let json = othello_in(dir.path(), &["book", "show", "--plies", "2", "--format", "json"]);
    let tree: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(tree.as_array().map(Vec::len), Some(4), "the four first moves");
    assert!(tree[0]["below"].as_array().is_some_and(|below| !below.is_empty()));
    let refused = othello_in(dir.path(), &["book", "learn", "no-such-game"]);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn the_computer_plays_each_near_best_book_move_as_often_as_its_closeness_to_the_best_says() {
    let after_f5 = Position::START.play(sq("f5"));
    let limits = Level::new(20).unwrap().limits(7);
    assert!(limits.variety >= 60, "a level with variety: {}", limits.variety);
    let mut book = Book::new();
    let entry = |value: i16| othello::search::book::Entry { value, leaf: 64, leaf_value: 0, depth: 10 };
    book.insert(after_f5, entry(0));
    // For the side to move after f5: d6 the best, f6 half the margin behind, f4 beyond it.
    let behind = limits.variety as i16 / 2;
    book.insert(after_f5.play(sq("d6")), entry(0));
    book.insert(after_f5.play(sq("f6")), entry(behind));
    book.insert(after_f5.play(sq("f4")), entry(limits.variety as i16 + 1));
    let book = std::sync::Arc::new(book);
    let games = 400;
    let mut times = std::collections::HashMap::new();
    for seed in 0..games {
        let found =
            Searcher::new().with_book(book.clone()).think(after_f5, &Limits { seed, ..limits }, &mut ());
        *times.entry(found.best.unwrap().to_string()).or_insert(0) += 1;
    }
    // Weights: the best variety + 1, f6 half of that (rounded), f4 none.
    let (best, half) = (f64::from(limits.variety + 1), f64::from(limits.variety - i32::from(behind) + 1));
    let share = |square: &str| f64::from(*times.get(square).unwrap_or(&0)) / games as f64;
    assert!((share("d6") - best / (best + half)).abs() < 0.07, "{times:?}");
    assert!((share("f6") - half / (best + half)).abs() < 0.07, "{times:?}");
    assert_eq!(times.get("f4"), None, "beyond the margin: never");
}

#[test]
fn learned_values_near_the_end_are_within_the_searchs_error_of_the_exact_ones_and_say_who_wins() {
    use crate::common::{Rng, random_endgames};
    use othello::search::book::learn;
    // Positions of random games at 14 empty squares, learned 8 plies deep as the book learns,
    // each compared with its exact solve by the solver (a reference of its own).
    let lines: Vec<Vec<Position>> =
        random_endgames(&mut Rng::new(54), 14, 40).into_iter().map(|p| vec![p]).collect();
    let mut book = Book::new();
    let searched = learn(&mut book, &mut Searcher::new().with_threads(1), &lines, 8, |_, _| true);
    assert_eq!(searched, 40);
    let (mut errors, mut values) = (Vec::new(), Vec::new());
    for &position in lines.iter().flatten() {
        let value = i32::from(book.get(position).unwrap().value);
        let exact = Searcher::new().with_threads(1).solve(position, &mut ()).score.0;
        errors.push((value - exact).abs());
        values.push((value, exact));
    }
    let mean = errors.iter().sum::<i32>() as f64 / errors.len() as f64 / 100.0;
    let worst = *errors.iter().max().unwrap() as f64 / 100.0;
    assert!(mean <= 4.0 && worst <= 12.0, "mean {mean:.2}, worst {worst:.2} over {} positions", errors.len());
    // Where the game is decided by 10 discs or more, the learned value says who wins.
    assert!(
        values.iter().filter(|(_, exact)| exact.abs() >= 1000).count() >= 10,
        "decided positions to check"
    );
    assert!(
        values
            .iter()
            .filter(|(_, exact)| exact.abs() >= 1000)
            .all(|(value, exact)| value.signum() == exact.signum())
    );
}

#[test]
fn the_computer_leaves_the_book_where_its_best_move_out_of_it_is_better_than_every_move_into_it() {
    use othello::engine::symmetry;
    use othello::search::book::Entry;
    let f5 = Position::START.play(sq("f5"));
    // f5, then d6 in the book (worth +3 to black: -3 to white), and f4 out of it.
    let book_with_leaf = |leaf_value: i16| {
        let no_leaf = othello::search::book::NO_LEAF;
        let mut book = Book::new();
        book.insert(f5.play(sq("d6")), Entry { value: 300, leaf: no_leaf, leaf_value: 0, depth: 10 });
        // f4 as the book keeps it, on f5's canonical image: the one of the eight images that
        // reads back as f4.
        for to_canonical in 0..8 {
            let leaf = symmetry::square(to_canonical, sq("f4").index() as u8);
            book.insert(f5, Entry { value: 0, leaf, leaf_value, depth: 10 });
            if book.leaf(f5).map(|leaf| leaf.square) == Some(sq("f4")) {
                break;
            }
        }
        assert_eq!(book.leaf(f5).map(|leaf| leaf.square), Some(sq("f4")));
        std::sync::Arc::new(book)
    };
    let limits = Level::new(10).unwrap().limits(1);
    let worse = Searcher::new().with_book(book_with_leaf(-500)).think(f5, &limits, &mut ());
    assert!(worse.book && worse.best == Some(sq("d6")), "the book move, the leaf worse: {worse:?}");
    let better = Searcher::new().with_book(book_with_leaf(-100)).think(f5, &limits, &mut ());
    assert!(!better.book, "the leaf better than d6: the search plays");
}

#[test]
fn growing_on_the_leaves_takes_in_the_best_moves_out_of_the_book_and_shards_agree() {
    // A small book of its own in two data folders: one grows in one process, one in shards.
    let mut small = Book::new();
    grow(&mut small, &mut Searcher::new(), &Growth { plies: 2, margin: 0, depth: 4 }, |_, _| true);
    let (one, sharded) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    for dir in [one.path(), sharded.path()] {
        othello::store::book::save(dir, &small).unwrap();
    }
    let expected = othello::search::book::leaves(&small, 3, 6400);
    assert!(
        !expected.is_empty() && expected.iter().all(|p| small.get(*p).is_none()),
        "leaves out of the book"
    );
    let leaves_args = ["book", "grow", "--leaves", "--plies", "3", "--margin", "64", "--depth", "4"];
    let grown = othello_in(one.path(), &leaves_args);
    assert!(grown.status.success(), "{}", String::from_utf8_lossy(&grown.stderr));
    let said = String::from_utf8_lossy(&grown.stderr);
    assert!(said.contains("each its best move out of it within 64 discs in its first 3 moves"), "{said}");
    let book = |dir: &Path| Book::from_bytes(&std::fs::read(dir.join("book.bin")).unwrap()).unwrap();
    let after = book(one.path());
    for position in &expected {
        assert!(after.get(*position).is_some_and(|e| e.depth == 4), "each leaf searched into the book");
    }
    assert!(small.positions().all(|(discs, _)| after.positions().any(|(kept, _)| kept == discs)));
    let parts: Vec<String> =
        (0..2).map(|k| sharded.path().join(format!("leaves-{k}.part")).display().to_string()).collect();
    for (k, part) in parts.iter().enumerate() {
        let mut args = leaves_args.to_vec();
        let shard = format!("{k}/2");
        args.extend_from_slice(&["--shard", &shard, "--out", part]);
        let out = othello_in(sharded.path(), &args);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let merged = othello_in(sharded.path(), &["book", "merge", &parts[1], &parts[0]]);
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    assert_eq!(book(sharded.path()).to_bytes(), after.to_bytes(), "the same book, byte for byte");
    // A shard needs a set of positions to cut: --wthor or --leaves.
    let alone =
        othello_in(one.path(), &["book", "grow", "--plies", "3", "--shard", "0/2", "--out", "x.part"]);
    assert!(!alone.status.success());
}
