//! A principal variation made whole: where the table cut it short, searched again without the
//! table's values along it; where it reaches the exact solve, proved move by move to the end of
//! the game.

use crate::engine::position::{Position, hash};
use crate::engine::square::Square;

use super::context::Context;
use super::core::Core;
use super::eval::Evaluate;
use super::line::Line;
use super::tt::NO_MOVE;

/// Where `line` (legal from `position`, whose side to move it is worth `score` to) stops, and
/// what it is worth there to the side then to move; none if a move of it is not legal.
fn line_end(position: Position, score: i32, line: &Line) -> Option<(Position, i32)> {
    let (mut end, mut value) = (position, score);
    for &index in line.moves() {
        if !end.can_move() {
            end = end.pass();
            value = -value;
        }
        end = end.try_play(Square::from_index(index)?).ok()?.0;
        value = -value;
    }
    Some((end, value))
}

/// Completes a line of a search `depth` plies deep. A line stops short of that depth where a
/// node took its value from the table: that node is searched again, at the depth its value
/// came from and without taking values from the table along its line, for the rest of the
/// line, which is kept if the search finds the same value. A line that reaches the exact solve
/// is carried on to the end of the game.
pub(super) fn complete_line<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    position: Position,
    score: i32,
    depth: u32,
    line: &mut Line,
) {
    let Some((end, value)) = line_end(position, score, line) else { return };
    let left = depth.saturating_sub(line.moves().len() as u32);
    let empties = end.empties().count();
    if end.is_over() || left == 0 {
        return;
    }
    let (player, opponent) = (end.player().0, end.opponent().0);
    let table_depth = context
        .tt
        .probe(hash(player, opponent))
        .filter(|entry| entry.lower == entry.upper && i32::from(entry.lower) == value)
        .map_or(0, |entry| u32::from(entry.depth));
    let depth_there = left.max(table_depth);
    if depth_there < empties {
        let before = line.moves().len();
        context.table_values_on_pv = false;
        let found = kernel.pvs(context, player, opponent, value - 1, value + 1, depth_there);
        context.table_values_on_pv = true;
        if context.stopped || found != value {
            return;
        }
        for &square in context.lines.get(empties).moves() {
            line.push(square);
        }
        // The rest may stop where that search solved the end.
        let Some((end, value)) = line_end(position, score, line) else { return };
        let left = depth_there.saturating_sub((line.moves().len() - before) as u32);
        if end.is_over() || left < end.empties().count() {
            return;
        }
        if value % 100 == 0 {
            prove_line(kernel, context, end, value / 100, line);
        }
    } else if value % 100 == 0 {
        prove_line(kernel, context, end, value / 100, line);
    }
}

/// Carries `line` on from `position` (worth exactly `value` discs to its side to move) to the
/// end of the game, each move proved to keep that value by a null-window solve: the table's
/// best move first, then the others.
fn prove_line<K: Core, E: Evaluate>(
    kernel: K,
    context: &mut Context<E>,
    mut position: Position,
    mut value: i32,
    line: &mut Line,
) {
    while !position.is_over() {
        if !position.can_move() {
            position = position.pass();
            value = -value;
            continue;
        }
        let (player, opponent) = (position.player().0, position.opponent().0);
        let first = context.tt.probe(hash(player, opponent)).map_or(NO_MOVE, |entry| entry.best);
        let mut moves: Vec<_> = position.moves().collect();
        moves.sort_by_key(|mv| mv.square.index() as u8 != first);
        let mut kept = None;
        for mv in moves {
            let next = position.play_unchecked(mv);
            // Each move leaves the opponent at least -value; this one keeps the value if it
            // leaves no more.
            let reply = kernel.exact(context, next.player().0, next.opponent().0, -value, -value + 1, -value);
            if context.stopped {
                return;
            }
            if reply <= -value {
                kept = Some((mv.square, next));
                break;
            }
        }
        let Some((square, next)) = kept else { return };
        line.push(square.index() as u8);
        position = next;
        value = -value;
    }
}
