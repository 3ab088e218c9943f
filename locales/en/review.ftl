# English: the review's panel and the opening explorer's box. Every message here exists in
# every language, with the same attributes and arguments (a test checks it).

## The review's panel.
review-title = Review
review-move-of = move { $number } of { $total }
review-final-position = the final position, after { $total } moves
review-at-level = level { $level }
# Each side's account: $lost and $mistakes come padded to their columns.
review-tally = lost { $lost } mistakes { $mistakes }
review-blunders = blunders { $blunders }
review-analysing = analysing: { $done } of { $total } moves done
review-played = { $side } played
# The move's score, with the opening book's value of it.
review-score-book = { $score }, book { $book }
review-best = best { $moves } ({ $score })
review-lost = { $discs ->
        [0] a best move
        [1] lost 1 disc
       *[other] lost { $discs } discs
    }
# A line's label, at most 6 columns: $label is line (the best line) or played.
review-line-label = { $label ->
        [line] line
       *[played] played
    }
review-waiting = played { $square }: waiting for the engine
review-graph-for-black = for black

## The opening explorer (%): the games database's moves from the position.
explorer-title = Games database (%)
explorer-title-filtered = Games database (%): { $filter }
explorer-over = The game is over.
explorer-looking = Looking…
explorer-no-such-game = the database has no game db:{ $number }
explorer-no-database = no games database in { $folder }: import games with othello db import
# $total is the count, $total_text the same written with the language's separators.
explorer-none = { $total ->
        [one] None of the { $total_text } game went through this position.
       *[other] None of the { $total_text } games went through this position.
    }
explorer-games = { $total ->
        [one] { $games } of { $total_text } game
       *[other] { $games } of { $total_text } games
    }
# The table's heading, each at most as wide as its column: move 4, games 8, results 11, mean 5,
# value 5 columns.
explorer-head = The explorer's columns
    .move = Move
    .games = Games
    .results = Black W/D/L
    .mean = Mean
    .value = Value
explorer-legend = Value: b the opening book, h the hints
explorer-legend-plies = Value: b the opening book ({ $plies }), h the hints
