# English: the command line's own words, for people (what the subcommands print as text, othello
# join's question, and the command line's errors). Every message here exists in every language, with
# the same attributes and arguments (a test checks it). What scripts read (JSON, GGF, transcripts,
# the NBoard protocol) is never translated.

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
# Why a GGF record is not a game this othello reads: $why is one of the ggf- reasons below, an
# error-rules- message of TI, or a resume-problem.
ggf-not-read = not a GGF game this othello reads: { $why }
ggf-no-game = no game in it, such as (;GM[Othello]…;)
# Game $number asked of a file of $count games.
ggf-no-such-game = { $count ->
        [one] it holds one game, not a game { $number }
       *[other] it holds { $count } games, not a game { $number }
    }
ggf-record-not-closed = a record `(;` is never closed by `;)`
# $text is what stands where a property NAME[value] should; $name a property's name.
ggf-not-a-property = `{ $text }` is not a property such as PB[name]
ggf-value-not-closed = { $name }[ is never closed by ]
ggf-not-othello = GM[{ $value }]: the game is not Othello
ggf-not-8x8 = TY[{ $value }]: only 8×8 Othello is read
# BO[…], the board before the first move: $problem is size (its $value does not start with 8),
# empty, to-move ($value stands for the side to move) or squares ($why is a position-problem).
ggf-board = { $problem ->
        [size] BO[{ $value }]: the board must start with its size, 8
        [empty] BO is empty
        [to-move] BO: `{ $value }` to move, instead of * or O
       *[squares] BO: { $why }
    }
# The clocks TI, TB and TW: $problem is not-a-clock ($text), uneven or one-side.
ggf-clock = { $problem ->
        [not-a-clock] `{ $text }` is not a time control such as 05:00/00:02/00:00
        [uneven] TB and TW give different increments, which othello's clocks cannot hold
       *[one-side] a time for one side only: TB and TW go together
    }
# Move $number (passes count), written $tag[$value] ($tag is B or W): $problem is time ($found is
# not a time), over, pass ($side had a legal move), turn ($side is to move), occupied or
# flips-nothing (the square $found), or other ($why: a square-not-a-square).
ggf-move = { $problem ->
        [time] move { $number } ({ $tag }[{ $value }]): `{ $found }` is not a time
        [over] move { $number } ({ $tag }[{ $value }]): the game is already over
        [pass] move { $number } ({ $tag }[{ $value }]): a pass, but { $side } has a legal move
        [turn] move { $number } ({ $tag }[{ $value }]): it is { $side }'s turn
        [occupied] move { $number } ({ $tag }[{ $value }]): { $found } is already taken
        [flips-nothing] move { $number } ({ $tag }[{ $value }]): { $found } flips nothing
       *[other] move { $number } ({ $tag }[{ $value }]): { $why }
    }
square-not-a-square = `{ $found }` is not a square: expected a column a-h and a row 1-8, like f5
# A recorded game whose moves, times and result do not make a game: $problem is game-over,
# occupied, flips-nothing or out-of-time (move $number on $square; $side's time), time-used or
# not-flagged ($side), or handicap.
resume-problem = { $problem ->
        [game-over] move { $number } ({ $square }): the game was already over
        [occupied] move { $number } ({ $square }) is illegal: { $square } is already taken
        [flips-nothing] move { $number } ({ $square }) is illegal: { $square } flips nothing
        [out-of-time] move { $number } ({ $square }) is illegal: { $side }'s time ran out
        [time-used] clocks: { $side }'s time used is less than { $side }'s moves took
        [not-flagged] result: { $side } lost on time, but { $side }'s clock has time left
       *[handicap] a game from a start position has no handicap: the position has its corners
    }
# Why a file cannot be read.
file-not-a-file = not an ordinary file (a save file is a .json file)
file-too-large = too large for a save file (a game takes a few kilobytes; the limit is 1 MiB)
file-not-text = not a save file (it is not UTF-8 text)
file-no-folder = the folder { $folder } does not exist
file-not-a-save = not an othello save file (no "format": "{ $format }" field)
file-version = save format version { $version } is not known to this othello, which reads versions 1 to { $current }; a newer othello may read it
# A save that is well-formed JSON but no game: $problem is game-id, started ($found is not a
# date), version, untimed or timed (the clocks' "remaining_ms"), level ($side's computer at
# $level, not $least to $most), remaining ($side's "remaining_ms" is $written, the rest gives
# $counted), move (move $number: $why, a square-not-a-square) or start ($why, a
# position-problem). The save's field names (game_id, clocks…) stay as the file writes them.
file-invalid = { $problem ->
        [game-id] game_id: 1 to 64 letters, digits or dashes
        [started] started: `{ $found }` is not a date and time such as 2026-11-22T14:05:00Z
        [version] the "version" field is missing or not a whole number
        [untimed] clocks: an untimed game has no "remaining_ms"
        [timed] clocks: a timed game needs "remaining_ms" for both players
        [level] computer: { $side }'s level is { $level }, but levels go from { $least } to { $most }
        [remaining] clocks: { $side }'s "remaining_ms" is { $written }, but the rules, the moves and the time used give { $counted }
        [move] move { $number }: { $why }
       *[start] start: { $why }
    }
# The result a save writes and the one its moves give: $written and $counted are none (the game
# goes on), discs, time or resignation, the scores $written_black-$written_white and
# $counted_black-$counted_white.
file-invalid-result = result: the file says { $written ->
        [none] no result (the game goes on)
        [discs] { $written_black }-{ $written_white } by discs
        [time] { $written_black }-{ $written_white } by time
       *[resignation] { $written_black }-{ $written_white } by resignation
    }, but the moves give { $counted ->
        [none] no result (the game goes on)
        [discs] { $counted_black }-{ $counted_white } by discs
        [time] { $counted_black }-{ $counted_white } by time
       *[resignation] { $counted_black }-{ $counted_white } by resignation
    }

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

## othello join: the host's invitation, asked before the game begins. $named is no when the host
## gave no name, else $host is it; $address is where the host is.
join-invitation = { $named ->
        [no] The host invites you to a game of Othello at { $address }:
       *[yes] { $host } invites you to a game of Othello at { $address }:
    }
# $you and $them are the sides (Black, White).
join-sides = { $named ->
        [no] you play { $you }, the host plays { $them }
       *[yes] you play { $you }, { $host } plays { $them }
    }
# Where the game begins: $start is standard, moves ($moves of them played) or position (set up).
join-start = { $start ->
        [standard] from the standard start
        [moves] { $moves ->
            [one] after { $moves } move
           *[other] after { $moves } moves
        }
       *[position] from a position set up
    }
# The question, the answer typed after it: y or yes accepts in every language, and so do the
# words of join-yes.
join-play = Play? [y/N]
# The language's own words that accept, separated by spaces, in lower case (besides y and yes).
join-yes = y yes
join-declined = Declined: the host is told.
# A word of the join code typed with a slip ($typed), taken for the code's word $word.
join-code-mended = (The code's word { $typed } is read as { $word }.)

## othello host and join: their errors. $game is a game of the library (its ID) or a file.
# $what is game (the game in the terminal), game-show (the same, from othello --load and the
# like) or trainer.
error-needs-terminal = { $what ->
        [game] the game needs a terminal, and standard input or output is not one
        [game-show] the game needs a terminal, and standard input or output is not one; to print a game from a script, use othello show
       *[trainer] the trainer needs a terminal, and standard input or output is not one
    }
error-no-relay = no relay named yet: name one once with --relay HOST:PORT (othello host --relay HOST:PORT, othello join --relay HOST:PORT CODE), and it is remembered
error-join-relay-code-alone = othello join --relay HOST:PORT takes the join code alone, not the host's address
error-join-needs = othello join needs the host's address and the join code
# An address as typed that is none: $problem is none (no address has that name) or
# not-an-address ($why in the resolver's words).
error-address = { $problem ->
        [none] { $address }: no such address
       *[not-an-address] { $address }: not an address ({ $why })
    }
# What was typed ($typed) is not a join code: $problem is shape, number or word ($typed is then
# the word).
error-join-code = { $problem ->
        [shape] { $typed } is not a join code: a code is a number and two words, as 7-guitar-hamster
        [number] { $typed } is not a join code: it begins with a number from 1 to 999
       *[word] { $typed } is not a word of join codes: check the code the host shows
    }
error-not-a-network-game = { $game } is not a game over the network
error-join-older-game = { $game } was saved by an older othello, without the game's key: join it with the code the host shows now (othello join { $address } CODE)
error-not-hosted = { $game } is not a game you hosted: othello --resume continues a game at one keyboard, othello join --resume one you joined
error-network-game-over = { $game } is over: othello show prints it
# $way is relay or direct: how its guest joined.
error-host-the-same-way = { $way ->
        [relay] { $game } is under way and its guest comes back the way it joined: host it again through its relay (--relay)
       *[direct] { $game } is under way and its guest comes back the way it joined: host it again directly (--listen)
    }
# $why is in the operating system's words.
error-relay-unreachable = cannot reach the relay { $address }: { $why } (--relay names another)
error-cannot-listen = cannot listen on { $address }: { $why } (--listen chooses another address or port)
# $problem is failed ($error in the operating system's words), relay (the relay at $address, and
# $error), not-at-relay (after $waited), closed or silent (for $waited).
error-host-unreachable = { $problem ->
        [relay] cannot reach the host: the relay { $address }: { $error }
        [not-at-relay] cannot reach the host: the host is not at the relay { $address } (waited { $waited }): is its game still waiting, and is the code's number right?
        [closed] cannot reach the host: { $address }: the host closed the connection
        [silent] cannot reach the host: { $address }: no answer from the host in { $waited }
       *[failed] cannot reach the host: { $address }: { $error }
    }
# Why the host refused: $reason is wrong-code, wrong-key, takes-no-code, full, other-version, or
# other (then $said is the host's own words).
error-host-refused = { $reason ->
        [wrong-code] the host refused: wrong join code: check it with the host
        [wrong-key] the host refused: this game's key is not the host's: join with the code the host shows
        [takes-no-code] the host refused: this game is under way and takes no join code: its guest comes back with othello join --resume
        [full] the host refused: the game already has two players
        [other-version] the host refused: it speaks another version of the protocol: play with the same othello on both sides
       *[other] the host refused: { $said }
    }
# $why is technical, in English.
error-host-protocol = the host does not speak this game's protocol: { $why }
error-host-version = the host speaks version { $host } of the protocol, this othello { $ours }: play with the same othello on both sides
# $why is why the game cannot be read.
error-host-game = the host's game cannot be read: { $why }
error-host-went-away = the host went away: { $why }
error-cannot-read-answer = cannot read the answer: { $why }

## othello and othello --resume: their errors.
error-nothing-to-resume = no unfinished game to resume in { $folder } (othello games lists the library)
error-level-without-computer = --level: the computer plays neither side; add --computer white, black or both

## othello db: the games database. The _text arguments are numbers written with the language's
## separators, the same numbers without _text choose the plurals.
# After an import: $added games added in $seconds, $duplicates_text already there, $partial not played
# from the standard start to the end (0: none), then what the database holds, and where ($path).
db-imported = { $added ->
        [one] Imported { $added_text } game
       *[other] Imported { $added_text } games
    } in { $seconds } s ({ $duplicates_text } already there{ $partial ->
        [0] {""}
       *[other] , { $partial_text } not played from the standard start to the end
    }); the database holds { $games ->
        [one] { $games_text } game
       *[other] { $games_text } games
    } and { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } ({ $path }).
# othello db games: $found of $total games match, found in $milliseconds; $shown is all, or
# newest when only the newest $count are shown (--limit).
db-games-found = { $found_text } of { $total_text } { $total ->
        [one] game
       *[other] games
    } { $found ->
        [one] matches
       *[other] match
    } (found in { $milliseconds } ms); { $shown ->
        [all] all:
       *[newest] the newest { $count } (--limit):
    }
db-games-open = Open one with othello --load db:N, or review it with othello analyze db:N.
# othello db explore: $matching of the $games games went through the position; $turn is none when
# the game is over there, else $side is to move.
db-explore-through = { $matching_text } of the database's { $games_text } { $games ->
        [one] game
       *[other] games
    } went through this position{ $turn ->
        [none] .
       *[yes] {" "}({ $side } to move).
    }
# How long the database took to answer, when no move was found.
db-explore-found-in = (found in { $milliseconds } ms)
# The table's headings: English's widths are the least (move 4, games 7, black won 9, drawn 5,
# black lost 10, black's mean 12 columns); a wider heading widens its column.
db-explore-head = The explorer's columns
    .move = Move
    .games = Games
    .won = Black won
    .drawn = Drawn
    .lost = Black lost
    .mean = Black's mean
    .value = Value
# A share of the games, $percent written with the language's decimal mark.
db-explore-percent = { $percent }%
# A move's value for the side to move ($value, in discs with its sign): $from is book (from a
# search $depth plies deep) or engine.
db-explore-value = { $from ->
        [book] { $value } ({ $depth ->
            [one] book, { $depth } ply
           *[other] book, { $depth } plies
        })
       *[engine] { $value } (engine)
    }
db-explore-footer = Values in discs for the side to move; black's mean is its final margin. Found in { $milliseconds } ms.

## othello book: the opening book. The _text arguments are numbers written with the language's
## separators, the same numbers without _text choose the plurals; $seconds is whole seconds, $each
## seconds with two decimals; $path is where the book is kept.
# The book: $positions positions, up to $plies moves from the start; $source is its file, or
# book-shipped.
book-summary = Opening book: { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    }, up to { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    } from the start ({ $source }).
book-shipped = the shipped book
book-not-in = This position is not in the book.
book-moves = Book moves, scores in discs for the side to move:
# The best move where the book ends, with its score in discs.
book-best-out = Best move out of the book: { $square } { $score }
# othello book show: the book's tree, a move a line with its score and the depth of its search.
book-tree-none = This position has no move into the book.
book-tree-heading = Book moves, scores in discs for the side that plays them:
book-tree-move = { $square } { $score } (depth { $depth })
# othello book grow: on the terminal while it works, then what it did.
book-grow-progress = { $searched ->
        [one] { $searched_text } position searched, { $positions_text } in the book, { $seconds } s
       *[other] { $searched_text } positions searched, { $positions_text } in the book, { $seconds } s
    }
book-grown = { $searched ->
        [one] { $searched_text } position searched
       *[other] { $searched_text } positions searched
    } in { $seconds } s; the book holds { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } ({ $new_text } new), up to { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    } from the start: { $path }
# othello book grow --wthor and --leaves: the positions to score, said first.
book-wthor-positions = { $positions ->
        [one] { $positions_text } position reached by { $games } games or more in their first { $plies } moves
       *[other] { $positions_text } positions reached by { $games } games or more in their first { $plies } moves
    }
book-leaves-positions = { $positions ->
        [one] { $positions_text } position out of the book, its best move out of it within { $margin } discs in its first { $plies } moves
       *[other] { $positions_text } positions out of the book, each its best move out of it within { $margin } discs in its first { $plies } moves
    }
book-scored-progress = { $scored ->
        [one] { $scored_text } position scored, { $each } s each
       *[other] { $scored_text } positions scored, { $each } s each
    }
# What a shard scored ($each is none when it scored nothing): $merged is no for one shard of
# several (its part at $path), yes when merged into the book at $path.
book-scored = { $scored ->
        [one] { $scored_text } position scored
       *[other] { $scored_text } positions scored
    } in { $seconds } s{ $each ->
        [none] {""}
       *[other] , { $each } s each
    }; shard { $shard }/{ $shards } holds { $held_text } of its positions ({ $before_text } before){ $merged ->
        [no] : { $path }
       *[yes] ; the book holds { $positions ->
            [one] { $positions_text } position
           *[other] { $positions_text } positions
        }: { $path }
    }
book-merged = { $parts ->
        [one] { $parts } part merged
       *[other] { $parts } parts merged
    }; the book holds { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } ({ $before_text } before): { $path }
book-imported = { $read ->
        [one] { $read_text } position read from { $file }
       *[other] { $read_text } positions read from { $file }
    }; the book holds { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    }: { $path }
# othello book learn: $games games taken into the book.
book-learned = { $games ->
        [one] { $games_text } game learned
       *[other] { $games_text } games learned
    }: { $searched ->
        [one] { $searched_text } new position searched
       *[other] { $searched_text } new positions searched
    } in { $seconds } s; the book holds { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } ({ $before_text } before): { $path }
# The book's errors. $why is in the operating system's words, or technical.
error-cannot-save-book = cannot save the book: { $why }
error-cannot-write = cannot write { $path }: { $why }
error-cannot-save-part = cannot save the part: { $why }
error-games-file = { $path }: not an ordinary file of at most 256 MB
error-no-wthor = { $path }: no WTHOR games file (WTH_YYYY.wtb) in it
error-not-wthor = { $path }: not a WTHOR file: { $why }
error-another-part = { $path }: a part of another shard, set of positions or depth: remove it, or write to another --out
error-not-a-part = { $path }: not a part: { $why }
error-cannot-merge = cannot merge: { $why }
# Parts that do not merge, the part at fault by its $path: $problem is foreign (of another set of
# positions, cut or depth than the first part given), incomplete or twice.
error-merge-part = { $problem ->
        [foreign] { $path }: a part of another set of positions, another cut or another depth than the first
        [incomplete] { $path }: a part not done: run its shard again to finish it
       *[twice] { $path }: a shard given twice
    }
# The shards no part was given for ($shards, listed; $count of them): the $why of error-cannot-merge.
merge-missing = { $count ->
        [one] shard missing: { $shards }
       *[other] shards missing: { $shards }
    }

## othello train: the trainers from the command line.
# othello train list: the named openings (each name its own), then the puzzles for each number of
# empty squares.
train-list-openings = Named openings (othello train opening NAME):
train-list-puzzles = Endgame puzzles (othello train endgame --empties N):
# The puzzles' columns: English's widths are the least (7 each); a wider heading widens its column.
train-list-head = The puzzles' columns
    .empties = empties
    .puzzles = puzzles
# $difficulty is a set of puzzles in words (difficulty).
error-no-puzzle = no puzzle with { $difficulty } (othello train list counts them)
error-no-opening = no opening named `{ $name }` (othello train list names them)
# $problem is why the record of the trainers' results could not be written.
error-training-record = the training record was not kept: { $problem }
training-not-a-record = not a training record
training-not-a-record-why = not a training record ({ $why })

## Why the games database could not answer or be written: $path is its file.
db-missing = no games database yet ({ $path }): import games first, such as othello db import WTH_2019.wtb
db-import-running = another othello db import is running on { $path }: wait for it
db-not-a-database = { $path }: not a games database of this program ({ $why })
db-older-format = { $path }: a games database of an older othello (format { $old }; this one reads format { $current }): run othello db import again (with your files, or --library) to bring it up to date; the games it holds are kept
db-unknown-format = { $path }: a games database of format { $format }, which this othello (format { $current }) does not read: a newer othello's, or a damaged file
db-damaged = { $path }: damaged: { $what } (remove the file and import your games again with othello db import)
db-disk-full = { $path }: the disk is full: free some space and import again; the database is left as it was
db-quota = { $path }: the disk quota is used up: free some space and import again; the database is left as it was
db-too-many = { $path }: more than { $most } games
# A file given to an import that is not GGF ($game is 0), or whose game $game cannot be read:
# $why is a ggf-not-read.
db-source-ggf = { $game ->
        [0] { $path }: not GGF: { $why }
       *[other] { $path }: game { $game }: { $why }
    }
# A file or folder given to an import that is not games: $problem is no-files (a folder),
# not-wthor or not-names ($why is a wthor-problem), no-names ($name: WTHOR.JOU or WTHOR.TRN),
# not-a-file or neither.
db-source = { $problem ->
        [no-files] { $path }: no WTHOR (.wtb) or GGF (.ggf) file in this folder
        [not-wthor] { $path }: not a WTHOR file: { $why }
        [no-names] { $path }: no { $name } beside the games, for their names
        [not-names] { $path }: not a WTHOR names file: { $why }
        [not-a-file] { $path }: not an ordinary file of at most 512 MB
       *[neither] { $path }: neither a WTHOR file (.wtb) nor GGF text
    }
# Why the WTHOR reader refuses a file: $problem is too-short ($bytes, a header's length), not-8x8
# ($size), games-length or names-length ($records announced by the header, the $expected bytes
# they take, the $bytes of the file) or illegal (game $game, move $number).
wthor-problem = { $problem ->
        [too-short] shorter than a WTHOR header ({ $bytes } bytes)
        [not-8x8] its games are not on an 8×8 board (size { $size })
        [games-length] { $records ->
            [one] the header announces { $records } game ({ $expected } bytes) but the file has { $bytes } bytes
           *[other] the header announces { $records } games ({ $expected } bytes) but the file has { $bytes } bytes
        }
        [names-length] { $records ->
            [one] the header announces { $records } name ({ $expected } bytes) but the file has { $bytes } bytes
           *[other] the header announces { $records } names ({ $expected } bytes) but the file has { $bytes } bytes
        }
       *[illegal] game { $game }: move { $number } is not a legal move
    }

## othello manual: $count pages written into $folder; $page is the main one's path.
manual-wrote = { $count ->
        [one] Wrote { $count } manual page into { $folder }:
       *[other] Wrote { $count } manual pages into { $folder }:
    }
manual-read = Read one with man { $page }.

## Rarer errors: an opening book that cannot be read, a game that could not be saved or opened,
## the terminal, and what the operating system said.
# An opening book file that is not one: $kind is book (book.bin, at most 256 MB) or text (othello
# book export's, at most 1 GB).
book-not-a-file = { $kind ->
        [text] not an ordinary file of at most 1 GB
       *[book] not an ordinary file of at most 256 MB
    }
book-foreign = not an othello opening book
book-version = an opening book of version { $version }, which this othello cannot read (it reads version { $current })
# A damaged book: $what is header, length, checksum, square-twice, not-canonical, header-checksum,
# shard, or other ($why, technical).
book-damaged = a damaged opening book: { $what ->
        [header] its header is cut short
        [length] its length does not match its count of positions
        [checksum] its contents do not match its checksum
        [square-twice] a position with a square taken twice
        [not-canonical] a position not stored as its canonical image
        [header-checksum] its header does not match its checksum
        [shard] its shard is not one of its shards
        [packed] its packed form does not unpack
       *[other] { $why }
    }
# A line of a book in text that is not a book position: $why is a book-text-problem.
book-text-line = line { $line }: { $why }
# Why a line of a book in text is not a book position (else a position-problem): $problem is
# fields, no-move, depth, value, move-out, move-out-illegal, move-out-value, not-canonical or twice.
book-text-problem = { $problem ->
        [fields] six fields wanted: position, side to move, depth, value, move out, its value
        [no-move] a position where no move can be played
        [depth] a depth from 0 to 60
        [value] a value in discs such as +1.25, within 64
        [move-out] a move out such as f5, or --
        [move-out-illegal] a move out that is not legal in the position
        [move-out-value] its value in discs such as -0.50
        [not-canonical] a position not written as its canonical image (as the book writes it)
       *[twice] a position given twice
    }
# Said once the screen is gone when the game's last save failed: why, then what each copy of it
# holds ($place: farewell-library, or a file's path; $command goes on with it), then its moves.
farewell-not-saved = the game could not be saved: { $why }
farewell-library = Your library ({ $id })
farewell-gone = it is no longer there
farewell-holds-all = { $place } holds it with its { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $command } goes on with it.
# A copy of an earlier point of the game: written at $date $time if known ($dated is yes), after
# $played of its $moves.
farewell-holds-part = { $dated ->
        [yes] { $place } holds it as it was at { $date } { $time }, after { $played } of its { $moves ->
            [one] { $moves } move
           *[other] { $moves } moves
        }: { $command } goes on from there.
       *[no] { $place } holds it as it was, after { $played } of its { $moves ->
            [one] { $moves } move
           *[other] { $moves } moves
        }: { $command } goes on from there.
    }
farewell-unreadable = { $place } cannot be read: { $why }
# The moves no copy holds, for the record: $kept is none when no copy could be read;
# $transcript is the moves ($moves of them).
farewell-lost = { $kept ->
        [none] Nothing of it is kept. { $moves ->
            [0] Its 0 moves, as played: none
            [one] Its { $moves } move, as played: { $transcript }
           *[other] Its { $moves } moves, as played: { $transcript }
        }
       *[some] { $moves ->
            [0] Its 0 moves, as played: none
            [one] Its { $moves } move, as played: { $transcript }
           *[other] Its { $moves } moves, as played: { $transcript }
        }
    }
# A game of the library that cannot be opened: $problem is in-use (by the othello of process
# $pid, 0 if unknown) or lock (it cannot be locked: $why).
error-cannot-open-game = { $problem ->
        [in-use] { $pid ->
            [0] cannot open the game { $game }: it is open in another othello.
           *[other] cannot open the game { $game }: it is open in another othello (process { $pid }).
        }
       *[lock] cannot open the game { $game }: cannot lock it: { $why }.
    }
# What would let it open: the disk is full, or $folder cannot be written.
error-open-disk-full = The disk is full: free some space on it and try again (the game is safe in { $folder }).
error-open-read-only = { $folder } cannot be written, and a game in play is saved after every move: make it writable, or copy the game elsewhere and open the copy with --load (othello show { $game } prints it meanwhile).
error-terminal = terminal error: { $why }
error-cannot-start = cannot start: { $why }
error-cannot-make-folder = cannot make the folder { $folder }: { $why }
error-cannot-write-output = cannot write the output: { $why }
error-no-balanced-start = --random-start { $moves }: no balanced start found that deep
# What the operating system said, in words of the game's own for the common kinds: $kind is
# not-found, permission-denied, already-exists, invalid-data, storage-full, quota-exceeded,
# read-only, is-a-folder, not-a-folder, or other ($os, the system's own words, left as they are).
io-error = { $kind ->
        [not-found] no such file or folder
        [permission-denied] permission denied
        [already-exists] it already exists
        [invalid-data] its contents are not what was expected
        [storage-full] the disk is full
        [quota-exceeded] the disk quota is used up
        [read-only] the disk is read-only
        [is-a-folder] it is a folder
        [not-a-folder] a part of its path is not a folder
       *[other] { $os }
    }
# The rules flags: $flag is --handicap or --time; $side a side in words (side-black, side-white).
error-rules-handicap = { $flag }: a handicap is 0 to 4 corners, not { $corners }
error-rules-no-time = { $flag }: { $side } has no time: a time limit must be above zero
error-rules-too-long = { $flag }: { $hours } hours is too long: a time is at most { $most } hours
# A side given a time of its own while the other has none: $side is black or white (as its flag).
error-rules-side-without-time = { $side ->
        [black] black has no time: add --time, or --black-time
       *[white] white has no time: add --time, or --white-time
    }
