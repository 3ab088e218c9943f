# English: the command line's own words, for people (othello solve, show and analyze as text, and
# its errors). Every message here exists in every language, with the same attributes and arguments
# (a test checks it). What scripts read (JSON, GGF, transcripts, the NBoard protocol) is never
# translated.

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

## The command line's errors, after "othello: ". $reference and $text come as they were typed.
error-not-found = `{ $reference }` is neither a file nor a game in the library ({ $folder }): othello games lists the library
# $ids is the games' ids, listed.
error-ambiguous = `{ $reference }` could be any of these games: { $ids }
error-not-a-database-game = `{ $reference }` is not a game of the database: db:N, N from 1 (othello db games lists them)
# $total is the count, $total_text the same written with the language's separators.
error-no-database-game = { $total ->
        [one] the database has { $total_text } game: no game { $number }
       *[other] the database has { $total_text } games: no game { $number }
    }
# $why is a position-problem, a transcript-… or a file-… message.
error-position = --position `{ $text }`: { $why }
error-moves = --moves `{ $text }`: { $why }
error-file = { $path }: { $why }
# Why a position string is not one: $problem is fields, squares ($count of them), square ($found
# on $square) or to-move ($found).
position-problem = { $problem ->
        [fields] not a position string (it needs the squares and the side to move, separated by a space): expected 64 of X, O, - from a1 to h8, a space, and X or O to move
        [squares] not a position string ({ $count } squares instead of 64): expected 64 of X, O, - from a1 to h8, a space, and X or O to move
        [square] not a position string (`{ $found }` on { $square }): expected 64 of X, O, - from a1 to h8, a space, and X or O to move
       *[to-move] not a position string (`{ $found }` to move): expected 64 of X, O, - from a1 to h8, a space, and X or O to move
    }
# Why a transcript cannot be played: at $column (from 1) stands $found, which is not a move.
transcript-not-a-move = at character { $column }: `{ $found }` is not a move (expected a square a1-h8 such as f5, or `pass`)
# Move $number (passes count), $square, by $side: $problem is game-over, occupied, flips-nothing
# or out-of-time.
transcript-illegal = { $problem ->
        [game-over] move { $number }: { $square } is illegal: the game is over
        [occupied] move { $number } ({ $side }): { $square } is illegal: { $square } is already taken
        [flips-nothing] move { $number } ({ $side }): { $square } is illegal: { $square } flips nothing
       *[out-of-time] move { $number } ({ $side }): { $square } is illegal: { $side }'s time ran out
    }
# A written pass: $over is yes when the game was over, else $side had a legal move.
transcript-unforced-pass = { $over ->
        [yes] move { $number }: a pass, but the game is over
       *[no] move { $number }: a pass, but { $side } has a legal move
    }
# What a file was read as ($kind is position, ggf or transcript), and why it is not one.
record-read-as = { $kind ->
        [position] read as a position: { $why }
        [ggf] read as a GGF game: { $why }
       *[transcript] read as a transcript: { $why }
    }
record-empty = the file is empty: no game in it
record-one-game = it holds one game, not a game { $number }
# Why a file cannot be read.
file-not-found = no such file
file-permission-denied = permission denied
file-not-a-file = not an ordinary file (a save file is a .json file)
file-too-large = too large for a save file (a game takes a few kilobytes; the limit is 1 MiB)
file-not-text = not a save file (it is not UTF-8 text)

## othello games: the library listed.
games-list-none = No games in { $folder } yet: every game played is kept there.
games-list-none-asked = No game in { $folder } is one of those asked for.
# In place of the date and time a game started, when it is not known.
games-list-started-unknown = (started ?)
# A game: $started its date and time, the players' names, the rules in force, $moves (a number)
# the moves played, $state its result or games-list-unfinished.
games-list-game = { $started }  { $black } vs { $white }  { $rules }  { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }  { $state }
games-list-unfinished = unfinished
games-list-unreadable = cannot be read: { $why }
games-list-resume-note = * is the game othello --resume continues; othello --resume ID opens any of them.
games-list-against-computer = Against the computer (finished games):
# $level comes padded to two columns.
games-list-level-record = level { $level }: { $won } won, { $drawn } drawn, { $lost } lost
