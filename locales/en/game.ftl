# English: the game's screen (the status lines, the side panel, the board's own words), and the
# engine's facts as the player reads them. Every message here exists in every language, with
# the same attributes and arguments (a test checks it).

## The language's own name for itself (the new-game screen's Language row).
language-name = English

## The sides and the players.
side-black = Black
side-white = White
# The computer's name when it has none of its own.
player-computer = Computer (level { $level })
# A side with its player's name: "Black (Ann)".
player-titled = { $side } ({ $name })
player-titled-computer = { $side } (computer, level { $level })

## Counted things ($count is a number: the plural follows it).
discs = { $count ->
        [one] { $count } disc
       *[other] { $count } discs
    }
legal-moves = { $count ->
        [one] { $count } legal move
       *[other] { $count } legal moves
    }
plies = { $count ->
        [one] { $count } ply
       *[other] { $count } plies
    }
plies-range = { $shallowest }-{ $deepest } plies
# $seconds is already written with the language's decimal mark.
seconds = { $seconds } s
# Between the clauses of a list, such as the rules in force.
list-separator = {", "}
# A pass where a move would be named.
move-pass = pass

## Results: $won and $lost are the final score, $won_discs and $lost_discs the discs on the board;
## a forfeit's $ending is time (a flag fell) or resigned.
outcome-discs = { $empties ->
        [0] { $winner } wins { $won }-{ $lost }
        [one] { $winner } wins { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } on the board; the empty square goes to the winner)
       *[other] { $winner } wins { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } on the board; the { $empties } empty squares go to the winner)
    }
outcome-forfeit = { $ending ->
        [time] { $loser } lost on time: { $winner } wins { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } on the board)
       *[resigned] { $loser } resigned: { $winner } wins { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } on the board)
    }
outcome-draw = { $empties ->
        [0] Draw 32-32
       *[other] Draw 32-32 ({ $black_discs }-{ $white_discs } on the board)
    }

## The rules in force, in a few words: each clause a message, the clauses listed.
in-force-untimed = untimed
in-force-time-each = { $time } each
in-force-time-by-side = { $black } for Black, { $white } for White
in-force-increment = { $time } + { $seconds } a move
in-force-delay = delay { $seconds }
in-force-handicap = { $corners ->
        [one] handicap: 1 corner to { $receiver }
       *[other] handicap: { $corners } corners to { $receiver }
    }

## The status lines. $verdict is win, draw or loss; $score a score such as +4.
to-move = { $name } to move
to-move-clocks-wait = { $name } to move: the clocks start with the first key
typed = typed: { $letter }_
thinking = { $name } is thinking...
thinking-book = { $name } is thinking: from its opening book, { $best } ({ $score })
thinking-exact = { $name } is thinking: solved to the end, best { $best } ({ $score } exactly)
thinking-sure = { $name } is thinking: sees the end, best { $best } ({ $score }, { $percent }% sure)
thinking-proven = { $name } is thinking: sees the end, { $best } { $verdict ->
        [win] wins
        [draw] draws
       *[loss] loses
    } (proven; { $score }, { $percent }% sure)
thinking-depth = { $name } is thinking: depth { $depth }, best { $best } ({ $score })
# The solve now: $step is one of the solving- messages below; $nodes and $seconds are written.
solving = Solving { $empties } empties: { $step }; { $nodes } nodes, { $seconds } s (Esc stops).
solving-first-steps = first steps
solving-exact = exact, best { $best } ({ $score })
solving-proven = { $side } { $verdict ->
        [win] wins
        [draw] draws
       *[loss] loses
    } (proven) with { $best }, { $score } { $percent }% sure
solving-sure = { $percent }% sure, best { $best } ({ $score })
solving-depth = depth { $depth }, best { $best } ({ $score })
# $outcome is win, draw or loss for $side, the side to move; $margin the discs it wins or loses by.
solved = Solved: { $best } is best, { $side } { $outcome ->
        [win] wins by { $margin }
        [draw] draws
       *[loss] loses by { $margin }
    } with perfect play ({ $score }; { $nodes } nodes, { $seconds } s).
not-saved = Not saved: { $problem }. It is tried again after every move.
opening-book-moves = Opening book ({ $depths }): { $moves }.
review-comment = Comment on { $number }. { $played }: { $comment }
review-autoplay = Autoplay, { $seconds } a move (Space stops).
editor-status = Board editor: black { $black ->
        [one] { $black } disc
       *[other] { $black } discs
    }, white { $white ->
        [one] { $white } disc
       *[other] { $white } discs
    }; { $side } to move ({ $moves }). The marks are the legal moves.
editor-passes-first = no legal move: { $side } passes first

## The hints on the status line: $what is hints-every or hints-best.
hints-every = Hints (i)
hints-best = Best move (t)
hints-on = { $what }: on.
hints-thinking = { $what }: thinking...
hints-exact = { $what }: solved to the end, exact final scores in discs.
# $more is yes while the search goes on.
hints-sure = { $what }: final scores in discs, { $percent }% sure{ $more ->
        [yes] , surer next.
       *[no] .
    }
hints-proven = { $what }: { $best } { $verdict ->
        [win] wins
        [draw] draws
       *[loss] loses
    } (proven); final scores in discs, { $percent }% sure{ $more ->
        [yes] , surer next.
       *[no] .
    }
hints-deepening = { $what }: depth { $depth } of { $target }, deepening; scores in discs.
hints-depth = { $what }: depth { $depth }; scores in discs; + deeper.

## The strategy overlay (o), one line on what its marks mean.
overlay-stable = Stable discs (*): they can never be flipped again; black has { $black }, white { $white }. Corners first, then edges from them. (o: next)
overlay-frontier = Frontier discs (+): next to an empty square, walls that give the other side moves; black has { $black }, white { $white }. Fewer is better. (o: next)
overlay-corners = X- and C-squares (X, C) next to an empty corner: taking one can give the corner away. (o: next)
overlay-parity = Parity: { $regions } empty regions, { $odd } odd (the digit is the region's size, # for 10 or more; bold: odd). Moving last in a region gains: play first in the odd ones. (o: next)
overlay-parity-later = Parity: the empty regions are marked from { $from } empty squares on ({ $empties } now). (o: next)

## A network game's line.
network-waiting-code = Waiting for a player: { $command }
network-waiting = Waiting for a player.
network-reading-rules = { $name } is reading the rules...
# $milliseconds is -1 before the first round trip is measured; $sent is none or a square.
network-connected = { $milliseconds ->
        [-1] { $name } connected
       *[other] { $name } connected, { $milliseconds } ms
    }{ $sent ->
        [none] .
       *[other] ; { $sent } sent.
    }
network-lost-over = Connection to { $name } lost: the game is over and kept on this side.
network-lost-host-their-clock = Connection to { $name } lost: waiting for them to come back; their clock runs on, as it is their move.
network-lost-guest-your-clock = Connection to { $name } lost: trying to reach the host; your clock runs on, as it is your move.
network-lost-host-stopped = Connection to { $name } lost: waiting for them to come back; the clocks are stopped; your move is sent when they are back.
network-lost-guest-stopped = Connection to { $name } lost: trying to reach the host; the clocks are stopped.

## The side panel.
panel-wins = wins
# The clock's label: time left, or time used in an untimed game.
panel-clock-left = left
panel-clock-used = used
panel-in-hand = { $count } in hand
panel-opening = Opening:
panel-moves = Moves
panel-moves-none = none yet
panel-moves-hidden = hidden while paused
panel-moves-more = Moves ({ $rows } more: PgUp PgDn)
# Which search the numbers come from.
source-book = book
source-exact = exact
source-sure = { $percent }% sure
source-depth = depth { $depth }
source-depth-selective = depth { $depth } selective
lines-heading = Lines ({ $source })
lines-heading-exact = Lines (exact, played out to the end)
# A line's label, at most 6 columns: $label is best or cursor.
lines-label = { $label ->
        [best] best
       *[cursor] cursor
    }
# A proven result of a move, beside its score.
verdict = { $verdict ->
        [win] wins
        [draw] draws
       *[loss] loses
    }

## The board and the graph.
# Over the hidden board, at most 31 columns (the board is 33 wide at 80×24).
board-paused = Paused: any key resumes
graph-title = Scores for black:
graph-computer = computer
graph-hints = hints
graph-move = move
too-small = The terminal is { $size }; othello needs at least { $least }. Make the window larger (q quits).

## The help (?): its headings, what the board's marks mean (.large: on a large board), its foot.
help-title = Help
help-keys = Keys
help-keys-review = Keys of the review
help-on-the-board = On the board
help-in-the-save-box = In the save box
help-mark-discs = black and white discs
    .large = black and white discs (large and round on a large board)
help-mark-legal = a legal move of the player to move
    .large = a legal move of the player to move (• on a large board)
help-mark-cursor = the cursor
    .large = the cursor
help-mark-last-move = the last move, also underlined
    .large = the last move, also underlined (a dot on a large disc)
help-mark-flipped = discs the last move flipped, for a moment
    .large = discs the last move flipped, for a moment (grey or dim on a large board)
help-mark-number = with m: the move that placed the disc
    .large = with m: the move that placed the disc
help-mark-stable = with o: stable discs; frontier discs
    .large = with o: stable discs; frontier discs
help-mark-x-c = with o: X- and C-squares next to an empty corner
    .large = with o: X- and C-squares next to an empty corner
help-mark-region = with o: an empty region's size (bold when odd)
    .large = with o: an empty region's size (bold when odd)
help-mark-running = the clock that is running
    .large = the clock that is running
help-mark-low = a clock that is low on time
    .large = a clock that is low on time
help-mark-winner = the winner
    .large = the winner
help-to-rules = r the rules
help-to-keys = r the keys
rules-box-title = Rules
# $arrows are the arrow keys as the terminal shows them; $other is help-to-rules or help-to-keys.
help-foot-scroll = { $arrows } PgUp PgDn scroll; { $other }; any other key closes
help-foot = { $other }; any other key closes

## The new-game screen's box.
new-game-title = New game
new-game-stays = The game in play stays in the library.

## Questions and boxes.
quit-title = Quit
quit-question = Quit? The game stays in your library: othello --resume continues it.
overwrite-title = Replace?
# $holds says what the file holds, such as "a finished game".
overwrite-question = { $path } holds { $holds }. Replace it with this game?
asked-title = Asked
resign-title = Resign
resign-question = Resign this game? It ends now, and the other player wins.
open-pasted-title = Open?
# $kind is save, ggf, position, transcript or database.
open-pasted-question = Open the pasted { $kind ->
        [save] othello save
        [ggf] GGF game
        [position] position
        [database] game of the games database
       *[transcript] transcript
    } as a new game? The game in play stays in your library.
chat-title = Chat
chat-say-to = Say to { $name }:
chat-keys = Enter: send   Esc: cancel
chat-nothing-yet = Nothing said yet: t talks.
chat-history-keys = Up Down PgUp PgDn: scroll   t: talk   any other key: back
copy-title = Copy
copy-what = Copy to the clipboard through the terminal (OSC 52; some terminals, and tmux without set-clipboard on, ignore it):
comment-title = Comment
comment-on = Comment on { $about }:
comment-keys = Enter: keep (empty removes it)   Esc: cancel
filter-title = Explorer filter
filter-what = The explorer's games: a part of a player's name and years (2005, 1990-2000, 2000-); empty for every game.
filter-keys = Enter: count these games   Esc: cancel
save-title = Save
save-as = Save the game as (a name alone goes into { $folder }):
save-keys = Enter: save   Esc: cancel
save-keys-then-quit = Enter: save and quit   Esc: cancel
save-editing = Editing: { $arrows } Home End Ctrl-U Ctrl-W

## The result banner.
result-title = Game over
result-wins = { $name } wins { $won }-{ $lost }
result-draw = Draw 32-32
result-out-of-time = { $name } ran out of time
result-resigned = { $name } resigned
result-on-the-board = { $first }-{ $second } on the board
result-any-key = any key closes

## The games database's games through the position.
# $games is the count, $games_text the same written with the language's separators.
games-title = Games database: the games of this position
games-of-move = { $square }: { $games ->
        [one] { $games_text } game
       *[other] { $games_text } games
    }, { $share }% of them   (← → another move)
games-every-move = Every move: { $games ->
        [one] { $games_text } game listed
       *[other] { $games_text } games listed
    }   (← → one move's)
games-keys = ↑ ↓ choose   Enter review it (read-only)   Esc back

## The new-game screen's rows: the labels (attributes of one message), then the values.
new-game-labels = The new game's choices
    .opponent = Opponent
    .level = Level
    .time = Time
    .increment = Increment
    .handicap = Handicap
    .start = Start
    .hint-depth = Hint depth
    .hint-solve = Hint solve
    .learning = Learning
    .language = Language
new-game-opponent-person = a person at this keyboard
# $side is black or white.
new-game-opponent-computer = the computer, playing { $side ->
        [black] black
       *[white] white
    }
new-game-needs-computer = (against the computer)
new-game-needs-time = (with a time)
new-game-needs-standard-start = (with the standard start)
new-game-untimed = untimed
new-game-minutes = { $minutes } min each
new-game-none = none
new-game-off = off
new-game-increment = { $seconds } s a move
new-game-handicap = { $corners ->
        [one] { $corners } corner to { $side ->
            [black] black
           *[white] white
        }
       *[other] { $corners } corners to { $side ->
            [black] black
           *[white] white
        }
    }
new-game-learning-standard-only = on, from a standard start without handicap only
new-game-learning-on = the book learns from the computer's losses
new-game-start-standard = standard
new-game-start-random = random, balanced, 8 moves in
new-game-start-editor = set up in the board editor
new-game-exact-from = exact from { $empties } empties
new-game-system-language = the system's (LANG)
