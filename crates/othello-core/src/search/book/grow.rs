//! Growing the book: from the start, ply by ply, every position along moves within a margin of
//! the best is searched (every move scored), its good moves lead into the book, its best other
//! move is its leaf, and the values are negamaxed up. What is in the book already is not searched
//! again, so a grown book grows on where it stopped. `learn` takes in the lines of games.

use std::collections::HashSet;

use crate::engine::bitboard::Bitboard;
use crate::engine::color::Color;
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::engine::symmetry;

use super::{Book, Entry, NO_LEAF, key};
use crate::search::{Bound, Limits, Searcher};

/// How a book grows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Growth {
    /// Positions up to this many moves from the start are searched; those before it lead on.
    pub plies: u32,
    /// A move within this many hundredths of a disc of the best leads into the book.
    pub margin: i32,
    /// Each position's moves are scored by a selective search this many plies deep.
    pub depth: u32,
}

/// Grows `book` with `searcher` as `growth` says; after each position searched, `searched` is
/// told the book and how many positions it has searched, and says whether to go on (a caller
/// saves the book there, and stops when asked). The values are negamaxed at the end, and when it
/// stops. Returns the positions searched.
pub fn grow(
    book: &mut Book,
    searcher: &mut Searcher,
    growth: &Growth,
    mut searched: impl FnMut(&Book, usize) -> bool,
) -> usize {
    let limits = Limits { selective: true, ..Limits::depth(growth.depth, 0) };
    let mut count = 0;
    let mut layer = vec![Position::START];
    for ply in 0..=growth.plies {
        let leads_on = ply < growth.plies;
        let mut next = Vec::new();
        let mut seen = HashSet::new();
        for position in layer {
            if !position.can_move() {
                // A pass or the end of the game: out of the book.
                continue;
            }
            let searched_enough = book.get(position).is_some_and(|e| u32::from(e.depth) >= growth.depth);
            let leading = position.moves().any(|mv| book.get(position.play_unchecked(mv)).is_some());
            if !searched_enough || (leads_on && !leading) {
                let margin = leads_on.then_some(growth.margin);
                search_position(book, searcher, &limits, position, margin, &|book, child| {
                    book.get(child).is_some()
                });
                count += 1;
                if !searched(book, count) {
                    book.negamax();
                    return count;
                }
            }
            if leads_on {
                for mv in position.moves() {
                    let child = position.play_unchecked(mv);
                    if book.get(child).is_some() && seen.insert(key(child).0) {
                        next.push(child);
                    }
                }
            }
        }
        layer = next;
    }
    book.negamax();
    count
}

/// Scores every move of `position` and records it: with a `margin`, the moves within it of the
/// best lead into the book (each valued by this search until it is searched itself), and the
/// best of the others not `known` (in the book, or to be) is the leaf; without, the best move not
/// known is the leaf.
pub(super) fn search_position(
    book: &mut Book,
    searcher: &mut Searcher,
    limits: &Limits,
    position: Position,
    margin: Option<i32>,
    known: &dyn Fn(&Book, Position) -> bool,
) {
    // From an empty table, so that a position's values do not depend on what was searched
    // before it: on one thread, a fresh search of the same depth finds the same.
    searcher.clear();
    let analysis = searcher.analyze(position, limits, &mut ());
    let best = analysis.score.0;
    let ((_, _), to_canonical) = key(position);
    let mut leaf = None;
    for scored in &analysis.moves {
        let child = position.play(scored.square);
        let good = scored.bound == Bound::Exact && margin.is_some_and(|m| scored.score.0 >= best - m);
        if good {
            if book.get(child).is_none() {
                let placeholder =
                    Entry { value: -scored.score.0 as i16, leaf: NO_LEAF, leaf_value: 0, depth: 0 };
                book.insert(child, placeholder);
            }
        } else if !known(book, child) && leaf.is_none() {
            leaf = Some((symmetry::square(to_canonical, scored.square.index() as u8), scored.score.0));
        }
    }
    let (leaf, leaf_value) = leaf.map_or((NO_LEAF, 0), |(square, value)| (square, value as i16));
    let depth = analysis.depth.min(u32::from(u8::MAX)) as u8;
    book.insert(position, Entry { value: best as i16, leaf, leaf_value, depth });
}

/// The positions of `game`'s first `plies` moves where a move is chosen, the line [`learn`]
/// takes; none if the game did not begin at the standard start (a set-up position, or handicap
/// corners: the book knows only the positions of the standard start). A pass ends the line.
pub fn line_of(game: &Game, plies: u32) -> Vec<Position> {
    if game.start() != (Position::START, Color::Black) {
        return Vec::new();
    }
    let mut line = vec![Position::START];
    let mut last = Position::START;
    for square in game.moves().take(plies as usize) {
        match last.try_play(square) {
            Ok((next, _)) => last = next,
            Err(_) => break,
        }
        line.push(last);
    }
    line.retain(|position| position.can_move());
    line
}

/// The positions the book's best moves out of it lead to: of every position of the book fewer
/// than `plies` moves from the start, its leaf, if that move is within `margin` hundredths of a
/// disc of the position's value and leads out of the book (the best deviations from its lines,
/// which a growth on them takes in; `othello book grow --leaves`).
pub fn leaves(book: &Book, plies: u32, margin: i32) -> Vec<Position> {
    book.positions()
        .filter(|((player, opponent), _)| (player | opponent).count_ones() < 4 + plies)
        .filter_map(|((player, opponent), entry)| {
            let position = Position::new(Bitboard(player), Bitboard(opponent))?;
            let leaf = book.leaf(position)?;
            let near = i32::from(entry.value) - leaf.score.0 <= margin;
            near.then(|| position.try_play(leaf.square).ok()).flatten().map(|(child, _)| child)
        })
        .collect()
}

/// Learns `lines` (each the positions of a game from the start, in order): every position not in
/// the book yet, where a move is chosen, is searched `depth` plies deep and enters it, its best
/// move leaving the book and the lines its leaf; then the values are negamaxed. After each,
/// `searched` is told how many were searched, and says whether to go on. Returns how many were.
pub fn learn(
    book: &mut Book,
    searcher: &mut Searcher,
    lines: &[Vec<Position>],
    depth: u32,
    mut searched: impl FnMut(&Book, usize) -> bool,
) -> usize {
    let limits = Limits { selective: true, ..Limits::depth(depth, 0) };
    let mut new: Vec<Position> = Vec::new();
    let mut seen = HashSet::new();
    for &position in lines.iter().flatten() {
        if position.can_move()
            && book.get(position).is_none_or(|e| e.depth == 0)
            && seen.insert(key(position).0)
        {
            new.push(position);
        }
    }
    let mut count = 0;
    for &position in &new {
        let known = |book: &Book, child: Position| book.get(child).is_some() || seen.contains(&key(child).0);
        search_position(book, searcher, &limits, position, None, &known);
        count += 1;
        if !searched(book, count) {
            break;
        }
    }
    book.negamax();
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_leaves_are_the_best_moves_out_of_the_book_within_the_margin_and_the_plies() {
        // After f5: its leaf d6, a disc below its value, and the start, whose moves lead in.
        let f5 = Position::START.play("f5".parse().unwrap());
        let (canonical, symmetry) = f5.canonical();
        let d6 =
            symmetry::square(symmetry, "d6".parse::<crate::engine::square::Square>().unwrap().index() as u8);
        let mut book = Book::new();
        book.insert(Position::START, Entry { value: 0, leaf: NO_LEAF, leaf_value: 0, depth: 10 });
        book.insert(canonical, Entry { value: 100, leaf: d6, leaf_value: 0, depth: 10 });
        let f5d6 = f5.play("d6".parse().unwrap());
        assert_eq!(leaves(&book, 2, 100), [f5d6], "within a disc, from one move in");
        assert_eq!(leaves(&book, 2, 99), [], "a disc and a hundredth out of the margin");
        assert_eq!(leaves(&book, 1, 6400), [], "f5 is not fewer than one move from the start");
        book.insert(f5d6, Entry { value: 0, leaf: NO_LEAF, leaf_value: 0, depth: 10 });
        assert_eq!(leaves(&book, 2, 6400), [], "a leaf that has entered the book is none");
    }

    #[test]
    fn learning_a_game_adds_exactly_its_new_positions_each_searched_and_backs_the_values_up() {
        let shipped = Book::shipped();
        let mut book = shipped.clone();
        // A game that leaves the shipped book: the positions before each of its moves.
        let mut line = vec![Position::START];
        for square in ["f5", "d6", "c3", "d3", "c4", "f4", "c5", "b3", "c2", "e6", "c6", "b4", "a3", "e3"] {
            let next = line.last().unwrap().play(square.parse().unwrap());
            line.push(next);
        }
        let new: HashSet<(u64, u64)> = line
            .iter()
            .filter(|p| shipped.get(**p).is_none_or(|e| e.depth == 0))
            .map(|p| key(*p).0)
            .collect();
        assert!(!new.is_empty() && new.len() < line.len(), "the game leaves the book part of the way");
        let searched =
            learn(&mut book, &mut Searcher::new().with_table_bits(12), &[line.clone()], 4, |_, _| true);
        assert_eq!(searched, new.len());
        assert_eq!(
            book.len(),
            shipped.len() + new.iter().filter(|k| !shipped.entries.contains_key(k)).count()
        );
        for position in &line {
            let entry = book.get(*position).unwrap();
            if new.contains(&key(*position).0) {
                assert_eq!(entry.depth, 4, "searched at the depth asked");
            } else {
                assert_eq!(entry.depth, shipped.get(*position).unwrap().depth, "kept as it was");
            }
        }
        // Negamax: a learned position's value is the best of its book moves and its leaf.
        let last = line[line.len() - 2];
        let best = book.moves(last).iter().map(|m| m.score.0).chain(book.leaf(last).map(|l| l.score.0)).max();
        assert_eq!(Some(i32::from(book.get(last).unwrap().value)), best);
        // Learned again: nothing new.
        assert_eq!(learn(&mut book, &mut Searcher::new().with_table_bits(12), &[line], 4, |_, _| true), 0);
    }

    #[test]
    fn a_games_line_is_its_positions_from_the_standard_start_until_a_pass_or_the_plies_asked() {
        use crate::engine::rules::{Handicap, Rules};
        let mut game = Game::new(Rules::default());
        for square in ["f5", "d6", "c3", "d3", "c4"] {
            game.play_untimed(square.parse().unwrap()).unwrap();
        }
        let line = line_of(&game, 3);
        assert_eq!(line.len(), 4, "the start and three moves");
        assert_eq!(line[0], Position::START);
        assert_eq!(line[3], game.history().nth(3).unwrap().0);
        assert_eq!(line_of(&game, 30).len(), 6, "all five moves and the start");
        let handicap = Rules::new(Handicap::new(1, Color::White).unwrap(), None).unwrap();
        let mut cornered = Game::new(handicap);
        cornered.play_untimed(cornered.legal_moves().squares().next().unwrap()).unwrap();
        assert!(line_of(&cornered, 20).is_empty(), "handicap corners: not the book's start");
        let set_up = Game::from_position(line[2], Color::Black, Rules::default());
        assert!(line_of(&set_up, 20).is_empty(), "a set-up position");
    }
}
