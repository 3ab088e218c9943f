#!/usr/bin/env python3
"""Times NBoard engines move by move on the same positions: those 12, 20, 28 and 36 moves into
GAMES games of a transcript file (one game a line, `N f5d6...`, as `tune wthor` writes
target/tune/wthor.txt; `--plies 12,20,28,36,40,44` chooses other plies), the engines asked in turn
on each position so that a slow minute of the machine weighs on all of them alike. Prints each
engine's mean time a move by empties. `NAME:DEPTH=COMMAND` gives an engine a depth of its own.

  python3 tools/nboard-times.py --depth 16 --games 100 \
      ours:17="target/release/othello engine --threads 1" ntest="$NTEST"

Needs the referee of ../shared/tools (its rules and its NBoard client).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
import referee  # noqa: E402

PLIES = (12, 20, 28, 36)


def positions(path, games, plies_list):
    """The positions (empties, moves with passes) of `games` games spread over the file."""
    lines = [line.split() for line in open(path) if line.strip()]
    step = max(1, len(lines) // (games + 1))
    found = []
    for index in range(games):
        transcript = lines[(index * step * 7919) % len(lines)][-1]
        squares = [referee.parse_sq(transcript[i:i + 2]) for i in range(0, len(transcript), 2)]
        for plies in plies_list:
            board, moves, legal = referee.Board(), [], True
            for square in squares[:plies]:
                if not board.legal_moves():
                    moves.append(-1)
                    board.play(-1)
                if square not in board.legal_moves():
                    legal = False
                    break
                board.play(square)
                moves.append(square)
            if legal and board.legal_moves():
                found.append((60 - plies, moves))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, required=True, help="'set depth' for every engine")
    parser.add_argument("--games", type=int, default=100, help="games the positions come from")
    parser.add_argument("--games-file", default="target/tune/wthor.txt", help="transcripts, one game a line")
    parser.add_argument("--plies", default=",".join(map(str, PLIES)), help="plies into each game, comma-separated")
    parser.add_argument("engines", nargs="+", metavar="NAME[:DEPTH]=COMMAND")
    args = parser.parse_args()
    engines = []
    for spec in args.engines:
        name, _, command = spec.partition("=")
        if not command:
            parser.error("an engine is NAME[:DEPTH]=COMMAND, not %r" % spec)
        name, _, depth = name.partition(":")
        engine = referee.Engine(name, command, int(depth) if depth else args.depth, 30)
        engine.start()
        engines.append((name, engine, {}))
    plies_list = [int(p) for p in args.plies.split(",")]
    for empties, moves in positions(args.games_file, args.games, plies_list):
        for _, engine, times in engines:
            engine.send("set game " + referee.ggf(referee.moves_ggf(moves), "a", "b", "30:00"))
            engine.sync(30)
            _, seconds = engine.go(600)
            times.setdefault(empties, []).append(seconds)
    for name, engine, times in engines:
        engine.stop()
        every = [t for ts in times.values() for t in ts]
        by_empties = " ".join("%d:%.3f" % (e, sum(ts) / len(ts)) for e, ts in sorted(times.items(), reverse=True))
        print("%s  %s  mean %.3f s a move over %d positions" % (name, by_empties, sum(every) / len(every), len(every)))


if __name__ == "__main__":
    main()
