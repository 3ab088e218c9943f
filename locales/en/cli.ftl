# English: the command line's own words, for people (othello solve, show and analyze as text).
# Every message here exists in every language, with the same attributes and arguments (a test
# checks it). What scripts read (JSON, GGF, transcripts, the NBoard protocol) is never translated.

## A board diagram's key, under it.
diagram-legend = (X black, O white, * a legal move)

## othello solve: $side is the side the position is solved for.
# A warning before a long solve.
solve-long = { $empties } empty squares: solving them to the end may take hours (each one more takes about three times as long); Ctrl-C stops it
solve-to-move = { $empties ->
        [one] { $side } to move, { $empties } empty square.
       *[other] { $side } to move, { $empties } empty squares.
    }
solve-game-over = The game is over.
solve-passes = { $side } has no legal move and passes.
# $score is the final disc difference for $side, with its sign; $outcome is win or draw; $winner
# wins by $margin discs, $won-$lost the final score.
solve-score = { $outcome ->
        [draw] Score: { $score } for { $side }: a draw (32-32) with perfect play.
       *[win] Score: { $score } for { $side }: { $winner } wins by { $margin } ({ $won }-{ $lost }) with perfect play.
    }
solve-best = Best: { $moves }
# The moves that are not best, each with the most the solver proved it scores: "c7 <=+36".
solve-others = Others: { $moves }
solve-line = Line: { $moves }
# $nodes and $seconds come written with the language's separators; $rate is a solve-rate.
solve-nodes = Nodes: { $nodes } in { $seconds } s
solve-nodes-rate = Nodes: { $nodes } in { $seconds } s ({ $rate })
# Nodes a second: $unit is millions or thousands.
solve-rate = { $unit ->
        [millions] { $rate } M/s
       *[thousands] { $rate } k/s
    }

## othello show: $player is a side with its player's name; $count (a number) and $discs (the
## same, padded) the discs on the board, $hand those in hand; $clock is left or used.
show-player = { $player } { $count ->
        [one] { $discs } disc
       *[other] { $discs } discs
    }, { $hand } in hand, { $clock ->
        [left] { $time } left
       *[used] { $time } used
    }
show-rules = Rules: { $rules }
# Where and when a recorded game was played: "Championnat de France, 2016".
show-played-at = Played at: { $at }
show-opening = Opening: { $name }
show-no-moves = No moves yet.
show-moves = Moves:
show-to-move = { $player } to move.

## othello analyze.
analyze-no-moves = no moves to review: give a game, or --moves
# On the terminal while it works.
analyze-progress = analysing move { $done } of { $total } at level { $level }...
analyze-heading = Review at level { $level } ({ $depth ->
        [one] { $depth } ply
       *[other] { $depth } plies
    }, solved from { $exact_from } empty squares); scores in discs for the player who moved.
# The table's headings: English's widths are the least (number 3, player 6, move 6, score 5,
# best 12, lost 4 columns); a wider heading widens its column.
analyze-head = The review's columns
    .number = #
    .player = Player
    .move = Move
    .score = Score
    .best = Best
    .lost = Lost
# The player column: $side is black or white.
analyze-side = { $side ->
        [black] black
       *[white] white
    }
# After a move the engine solved to the end, or a move of the opening book with its value.
analyze-exact = exact
analyze-book = book { $value }
# Under a mistake: the best line from the position before it, and the line of the move played.
analyze-best-line = best line:   { $line }
analyze-played-line = played line: { $line }
# Each player's account at the end.
analyze-tally = { $player }: { $lost ->
        [one] { $lost } disc lost
       *[other] { $lost } discs lost
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.
