#!/usr/bin/env python3
"""The odd/even swing of NBoard engines, as a player sees it in their hints: each position of a
sample file (`player opponent empties` in hex, bit 0 = a1, as tests/data/probcut-sample.tsv; those
with more than 10 empties) is searched at NBoard depths 1 to DEPTH (`set depth`, `go`), and the mean
of |score(d) - score(d + 1)| is printed over all, by step and by the position's empties, with the
mean of the even depth's score minus the odd one's (the part that goes one way). A position on
which an engine gives no score at some depth (NTest does so from its book) is left out for it.

  python3 tools/nboard-swing.py --depth 10 tests/data/probcut-sample.tsv \
      ours="target/release/othello engine --threads 1" ntest="$NTEST"

Needs the referee of ../shared/tools (its NBoard client).
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
import referee  # noqa: E402


def boards(path):
    """The GGF boards (side to move as black) and empties of the sample's positions."""
    found = []
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        player, opponent, empties = line.split()[:3]
        if int(empties) <= 10:
            continue
        player, opponent = int(player, 16), int(opponent, 16)
        board = "".join("*" if player >> i & 1 else "O" if opponent >> i & 1 else "-" for i in range(64))
        found.append((board, int(empties)))
    return found


def scores(engine, board, depth):
    """The engine's score of the board at depths 1 to `depth`, None where it gave none."""
    found = []
    for d in range(1, depth + 1):
        engine.send("set depth %d" % d)
        engine.send("set game (;GM[Othello]PC[swing]PB[a]PW[b]RE[?]TI[30:00]TY[8]BO[8 %s *];)" % board)
        engine.send("go")
        deadline = time.time() + 300
        while True:
            line = engine._readline(deadline)
            if line.startswith("==="):
                break
        fields = line[3:].strip().split()[0].split("/")
        try:
            found.append(float(fields[1]))
        except (IndexError, ValueError):
            found.append(None)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--depth", type=int, default=10)
    parser.add_argument("sample")
    parser.add_argument("engines", nargs="+", help="NAME=COMMAND")
    args = parser.parse_args()
    positions = boards(args.sample)
    for spec in args.engines:
        name, command = spec.split("=", 1)
        engine = referee.Engine(name, command, 1, 30)
        engine.start()
        steps = [0.0] * (args.depth - 1)
        bands = {}
        counted = skipped = 0
        started = time.time()
        for board, empties in positions:
            values = scores(engine, board, args.depth)
            if None in values:
                skipped += 1
                continue
            gaps = [values[d + 1] - values[d] for d in range(args.depth - 1)]
            for d, gap in enumerate(gaps):
                steps[d] += abs(gap)
            band = bands.setdefault(empties // 8, [0.0, 0.0, 0])
            band[0] += sum(abs(g) for g in gaps) / len(gaps)
            # gaps[d] runs from depth d + 1 to d + 2: the even depth minus the odd one.
            band[1] += sum(g if d % 2 == 0 else -g for d, g in enumerate(gaps)) / len(gaps)
            band[2] += 1
            counted += 1
        engine.stop()
        per_step = [s / max(counted, 1) for s in steps]
        print("%s: %d positions (%d left out), depths 1 to %d: swing %.2f discs, %.0f s" % (
            name, counted, skipped, args.depth, sum(per_step) / len(per_step), time.time() - started))
        print("  by step: " + ", ".join("%d-%d: %.2f" % (d + 1, d + 2, s) for d, s in enumerate(per_step)))
        for key in sorted(bands):
            swing, even, count = bands[key]
            print("  %d-%d empties: %d positions, swing %.2f, even depths %+.2f above odd ones" % (
                8 * key, 8 * key + 7, count, swing / count, even / count))


main()
