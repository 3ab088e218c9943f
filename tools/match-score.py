#!/usr/bin/env python3
"""Scores a match as the referee writes it (`../shared/tools/referee.py --out FILE`: one game a
line, its fifth column the margin in discs for the first engine named, its moves a transcript): the
result and score with one standard error (draws as half a point), the games decided by 4 discs or
fewer won and lost, and the same score over the games distinct up to the board's eight symmetries
(each counted the first time it was played: from the start, two engines that vary their openings
can play one game twice, or a game and its mirror image).

  python3 tools/match-score.py games.tsv [more.tsv ...]   # several files: one match of them all
"""

import math
import sys


def symmetric(square, k):
    """`square` (such as `f5`) under the k-th of the board's eight symmetries."""
    column, row = ord(square[0]) - 97, int(square[1]) - 1
    if k & 4:
        column, row = row, column
    if k & 1:
        column = 7 - column
    if k & 2:
        row = 7 - row
    return chr(97 + column) + str(row + 1)


def canonical(transcript):
    """The least of the transcript's eight images, the same for a game and its mirror images."""
    pairs = [transcript[i:i + 2] for i in range(0, len(transcript), 2)]
    return min("".join(p if p == "pa" else symmetric(p, k) for p in pairs) for k in range(8))


def score(margins):
    """Wins, draws, losses, the score and its standard error."""
    points = [1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in margins]
    mean = sum(points) / len(points)
    spread = sum((p - mean) ** 2 for p in points) / max(len(points) - 1, 1)
    wins = sum(1 for m in margins if m > 0)
    draws = sum(1 for m in margins if m == 0)
    return wins, draws, len(margins) - wins - draws, mean, math.sqrt(spread / len(points))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    games = []
    for path in sys.argv[1:]:
        for line in open(path, encoding="utf-8"):
            if not line.strip() or line.startswith("#"):
                continue
            row = line.rstrip("\n").split("\t")
            moves = [f for f in row if len(f) > 60 and f.isalnum()]
            games.append((int(row[4]), canonical((moves[0] if moves else row[-1]).lower())))
    if not games:
        sys.exit("no games in " + ", ".join(sys.argv[1:]))
    distinct = {}
    for margin, key in games:
        distinct.setdefault(key, margin)
    w, d, l, s, e = score([m for m, _ in games])
    print(f"{len(games)} games: {w}-{d}-{l}, {100 * s:.1f}% ± {100 * e:.1f}%")
    close = [m for m, _ in games if 0 < abs(m) <= 4]
    print(f"decided by 4 discs or fewer: won {sum(m > 0 for m in close)}, lost {sum(m < 0 for m in close)}")
    w, d, l, s, e = score(list(distinct.values()))
    print(f"{len(distinct)} distinct up to symmetry: {w}-{d}-{l}, {100 * s:.1f}% ± {100 * e:.1f}%")
    print(f"mean margin {sum(m for m, _ in games) / len(games):+.2f} discs")


if __name__ == "__main__":
    main()
