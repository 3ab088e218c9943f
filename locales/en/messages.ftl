# English: what the game says on its status line as things happen (each message a whole
# sentence). Every message here exists in every language, with the same attributes and
# arguments (a test checks it).

## Playing.
type-column-first = Type a column first: a-h, then { $row }.
game-over = The game is over.
over-clocks-stopped = The game is over: the clocks are stopped.
over-new-or-quit = The game is over: n starts a new one, q quits.
paused = Paused: press any key to resume.
paused-start-clocks = Paused: press any key to start the clocks.
# $state is on or off.
move-numbers = Move numbers on the discs: { $state ->
        [on] on
       *[off] off
    } (m).
review-nothing-yet = No moves to review yet.
review-clocks-stopped = Review: the clocks are stopped until you go back to the game.
# $theme is green, dark, light or contrast.
theme-chosen = Theme: { $theme ->
        [green] green
        [dark] dark
        [light] light
       *[contrast] contrast
    } (T: next).
# $marked is yes or no.
legal-marks = Legal moves { $marked ->
        [yes] marked
       *[no] not marked
    } (L: again).
preferences-not-kept = Preferences not kept: { $problem }.
hints-deeper = Hints now go { $depth } plies deep.
hints-deeper-off = Hints are off: i shows them, t the best move.
hints-deepest = Hints already go { $depth } plies deep.
# $shown is yes or no.
graph-shown = Score graph { $shown ->
        [yes] shown
       *[no] hidden
    } (Ctrl-G: again).
solve-stopped = Solve stopped (S starts it again).
solve-over = The game is over: nothing to solve.
solve-on-your-move = { $name } is to move: solve on your own move.
solve-already-solved = Solved already this session: the solution is below.
solve-already-solving = Solving already: Esc stops.
# What a key cannot do in a network game; $what is its key.
network-refused = Not in a game over the network: { $what ->
        [redo] the moves taken back are gone.
        [pause] the clocks stop only when the connection is lost.
        [new-game] q leaves it (it stays in the library), r offers a rematch after it.
        [hints] no engine hints against a person.
        [edit] the board is the game's.
       *[review] the review comes after the game.
    }
borrowed-disc = { $side }'s hand was empty: { $side } took a disc from { $other }'s hand.
passes = { $side } has no legal move and passes.
computer-thinking-wait = { $name } is thinking: its move comes by itself (u takes back your last move).
engine-chose-illegal = The engine chose { $square }, which cannot be played.
engine-no-move = The engine found no move.
engine-failed = The computer cannot play: { $problem }.
search-failed = The analysis failed: { $problem }.
illegal-occupied = { $square } is already taken.
illegal-flips-nothing = { $square } flips nothing.
taken-back = { $moves ->
        [1] Move taken back.
       *[other] { $moves } moves taken back (yours and the computer's reply).
    }
played-again = { $moves ->
        [1] Move played again.
       *[other] { $moves } moves played again.
    }
nothing-to-undo = Nothing to undo.
nothing-to-redo = Nothing to redo.
not-taken-back = Not taken back: { $why }.
take-back-nothing = there is no move to take
take-back-lost-on-time = a loss on time cannot be taken back
take-back-resigned = a resignation cannot be taken back
take-back-no-time = { $side } would have no time left without the time that move earned
# A handicap game's first words: $corners handicap corners for $name.
handicap-to = { $corners ->
        [one] { $name } has the { $corners } handicap corner.
       *[other] { $name } has the { $corners } handicap corners.
    }
# $other is black or white: the side the corners can be given to instead.
handicap-to-computer = { $corners ->
        [one] { $name } has the { $corners } handicap corner: the computer receives them (--handicap-to { $other } gives them to you).
       *[other] { $name } has the { $corners } handicap corners: the computer receives them (--handicap-to { $other } gives them to you).
    }

## New games.
# $kept is yes when the game left had moves; $from the move the new game starts from (0: the start).
new-game-from-move = { $from ->
        [0] New game
       *[other] New game from move { $from }
    }{ $kept ->
        [yes] : the last one is in the library (othello games lists it).
       *[no] .
    }
new-game-set-up = New game from the position set up: { $side } to move.
new-game-set-up-passes = New game from the position set up: { $side } has no legal move and passes, { $moving } to move.
rematch = Rematch, colours swapped.
back-to-the-game = Back to the game.

## Saving.
save-type-a-name = Type a file name, or Esc to cancel.
saved-to = Saved to { $path }.
save-failed = Not saved: { $problem }.
# What a file about to be written over holds.
holds-game = another game ({ $black } - { $white }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $state })
holds-unfinished = unfinished
holds-not-a-game = a file that is not an othello game
holds-unreadable = a save file that cannot be read
training-record-not-kept = The training record was not kept: { $problem }.

## The board editor.
editor-cannot-play = This position cannot be played: neither side would have a move.
editor-neither-moves = neither side would have a move
editor-cancelled = The board is as it was.

## The book learning from lost games.
learned-nothing = The book knew the lost game's opening already: nothing new to learn.
learned = The book learned from the lost game: { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } searched into book.bin.
learning-failed = The book did not learn from the lost game: { $problem }.

## The clipboard: copies say where they went, and that it may go nowhere.
copy-no-moves = No moves to copy yet.
copy-not-a-position = Nothing copied: this board is not a position (neither side would have a move).
copy-failed = Nothing copied: the terminal could not be written to ({ $problem }).
copy-unread = Nothing copied: the game could not be read from the games database ({ $problem }).
copied-transcript = Copied the transcript ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }) to the terminal's clipboard (OSC 52).
copied-position = Copied the position, { $side } to move, to the terminal's clipboard (OSC 52).
copied-ggf = Copied the game as GGF to the terminal's clipboard (OSC 52).
two-sentences = { $first } { $second }
clipboard-unknown = Some terminals ignore it.
clipboard-tmux = Inside tmux it reaches the terminal only with set -g set-clipboard on.
clipboard-iterm = iTerm2 takes it once "Applications in terminal may access clipboard" is ticked.
clipboard-screen = GNU screen drops it: the clipboard has not changed.
clipboard-vte = This terminal (VTE, as GNOME Terminal) ignores it: the clipboard has not changed.
clipboard-apple = The macOS Terminal ignores it: the clipboard has not changed.
paste-network = Nothing opened: a pasted game opens at one keyboard, not in a network game.
paste-too-long = Nothing opened: the paste is longer than { $kib } KiB, more than a game record.
paste-not-a-record = Nothing opened: the paste is not a transcript, a position or a GGF game ({ $why }).
paste-failed = Nothing opened: { $why }.
# $kind is save, ggf, position, transcript or database.
paste-set-up = The board of the pasted { $kind ->
        [save] othello save
        [ggf] GGF game
        [position] position
        [database] game of the games database
       *[transcript] transcript
    } is set up: Enter plays it.
pasted-opened = Opened the pasted { $kind ->
        [save] othello save
        [ggf] GGF game
        [position] position
        [database] game of the games database
       *[transcript] transcript
    } as a new game, { $side } to move.
pasted-opened-over = Opened the pasted { $kind ->
        [save] othello save
        [ggf] GGF game
        [position] position
        [database] game of the games database
       *[transcript] transcript
    } as a new game: the game is over.

## The explorer's filter and the games database.
filter-every-game = The explorer counts every game.
filter-set = The explorer counts the games of { $games }.
filter-refused = { $why }: type a part of a name and years such as 1990-2000.
filter-not-a-year = `{ $text }` is not a year
filter-backwards = { $from }-{ $to } ends before it starts
games-explorer-first = Show the opening explorer first (%): the list is of its games.
games-computer-to-move = The computer is to move: list the games once it has played.
games-over = The game is over: no move to list the games of.
games-none = None of the games went through this position.
games-nothing-chosen = No game to review.
games-not-legal = The moves of db:{ $number } are not a legal game.
# $year is 0 when the database does not know it.
games-reviewing = db:{ $number } { $black } - { $white }, { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    }: read-only (Enter plays on from here as a new game; Esc back to the list).
review-record-players = db:{ $number } { $black } - { $white }
review-record-event = { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    }
games-back-to-list = Back to the list of games.
games-play-on = New game from move { $from } of db:{ $number }: yours, kept in the library once you play.

## The review.
review-no-mistake-yet = No mistake marked that way yet: the analysis goes on.
review-no-mistake = No mistake that way.
review-level = Reviewing again at level { $level }.
# $pace is written as seconds (words: seconds).
autoplay-on = The moves play by themselves, { $pace } a move (Space stops, [ ] change the pace).
autoplay-off = Autoplay stopped.
autoplay-pace = Autoplay: { $pace } a move.
comment-removed = No comment on move { $number }.
comment-kept = Comment kept on move { $number }, with the game.
comment-database-game = A database game is read-only: Enter plays on from here as a game of yours, to comment on.
comment-final-position = The final position is no move to comment on: <- shows the last move.

## The chat: how your own lines are marked in it.
chat-you = You

## Once the screen is gone: where the game is kept ($id its name in the library).
farewell-over = The game is in your library as { $id }: othello show { $id }
farewell-resume = The game is in your library as { $id }: othello --resume { $id } continues it.
