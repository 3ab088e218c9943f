# English: the trainers (endgame puzzles and the opening drill): their panel and what they say
# on the status line. Every message here exists in every language, with the same attributes and
# arguments (a test checks it).

## Words shared by both trainers.
training-streak = Streak { $current } (best { $best }), right { $right } of { $tried }
training-record-unreadable = (the record file could not be read: not kept)
not-a-move-here = { $square } is not a move here.
# A set of puzzles: $same is yes when $fewest and $most are one number; $margin is -1 when any.
difficulty = { $same ->
        [yes] { $fewest } empties
       *[no] { $fewest } to { $most } empties
    }{ $margin ->
        [-1] {""}
       *[other] , margin at most { $margin }
    }
# A line to drill, in a sentence: $name is an opening's own name (Tiger, Rose...).
line-named = the { $name }
line-book = the book's main line

## Endgame puzzles: $way is play-out (every move to the end) or first-move (the first alone).
puzzle-title = Endgame puzzle
puzzle-to-move = { $side } to move, { $empties } empties
puzzle-from = From { $source }
puzzle-set = Set: { $set }
puzzle-way = Way: { $way ->
        [play-out] play it out (p: first move)
       *[first-move] first move (p: play it out)
    }
puzzle-played = Played: { $moves }
puzzle-judging = The solver judges…
puzzle-answering = The solver answers…
puzzle-solved = Solved.
puzzle-missed = Missed.
puzzle-solution = Solution.
puzzle-best-line = Best line: { $moves }
puzzle-best-line-here = Best line from here: { $moves }
puzzle-line-from-start = Line from the puzzle's position: { $moves }
puzzle-line = Line: { $moves }
puzzle-first-moves = The first moves:
puzzle-moves-here = The moves here:
puzzle-its-first-moves = The puzzle's first moves:
# Beside the best moves in the list of scores.
puzzle-best-mark = best
puzzle-none-with = No puzzle with { $set }.
puzzle-intro = { $side } to move: { $way ->
        [play-out] play it out, every move the best.
       *[first-move] find the best move.
    }
puzzle-set-now = Puzzles with { $set }.
puzzle-way-now = { $way ->
        [play-out] Play the position out.
       *[first-move] The first move alone.
    }
puzzle-over = This puzzle is over: n the next, r again.
puzzle-judging-move = { $square }: the solver judges it...
# While a puzzle is played out: your move was best, and $side (the solver) answered.
puzzle-progress = { $yours }: best. { $side } answers { $answer }; your move.
puzzle-solved-out = Solved: played out to { $score }, perfect play (n next).
puzzle-right = Right: { $best } ({ $score } with perfect play) (n next).
puzzle-right-second = Right: { $best } ({ $score } with perfect play); next best { $second } ({ $second_score }) (n next).
# $at is 0 for the puzzle's first move, else the number of your move that lost.
puzzle-missed-move = { $played }{ $at ->
        [0] {""}
       *[other] {" "}at your move { $at }
    } loses { $lost ->
        [one] { $lost } disc
       *[other] { $lost } discs
    }: best { $best } { $score }, the line { $line } (r again, n next).
# Given up: the best move of the position on the board ($from is here), of the puzzle's position
# once play has moved on (start), or of the puzzle as it was set (puzzle).
puzzle-best = { $from ->
        [here] Best here { $best } { $score }: { $line } (n next).
        [start] From the puzzle's position, best { $best } { $score }: { $line } (n next).
       *[puzzle] Best { $best } { $score }: { $line } (n next).
    }

## The opening drill.
drill-title = Opening drill
drill-line = Line: { $line }
drill-you-play = You play { $side }
drill-opening = Opening: { $name }
drill-moves = Moves: { $moves }
drill-missed = Missed: { $misses }
drill-over = The line is over (n: again)
drill-intro = Play { $side }'s moves of { $line }.
drill-line-over = This line is over: r again, p the other side.
drill-right = { $square }: right.
# A wrong move: $played is none when the app's move was shown (s) rather than a move played;
# $line_start is $line with a capital; $value (the right move's value in the book) and $name
# (the opening the right move makes) are none when unknown.
drill-wrong = { $played ->
        [none] { $line_start }
       *[other] Not { $played }: { $line }
    } goes on with { $right }{ $value ->
        [none] {""}
       *[other] {" "}({ $value } in the book)
    }{ $name ->
        [none] .
       *[other] ; this is the { $name }.
    }
drill-all-found = The whole of { $line }: every move found.
drill-end = End of { $line }: { $misses ->
        [one] { $misses } move
       *[other] { $misses } moves
    } missed (n again).

## The drill's list of openings.
chooser-title = Choose the opening to drill
chooser-name = Name: { $typed }_
chooser-none = No opening has that in its name.
chooser-count = { $count } of them
chooser-book-line = The book's main line
chooser-intro = Choose the opening to drill: type a part of its name, Enter drills it.
chooser-none-type-less = No opening has that in its name: type less of it.
