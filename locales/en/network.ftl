# English: what the game says of a network game and the other player (each message a whole
# sentence; the chat's lines as typed). Every message here exists in every language, with the
# same attributes and arguments (a test checks it).

## The other player's requests, as the question asks them.
asked-take-back = { $name } asks to take back their last move.
asked-rematch = { $name } offers a rematch, colours swapped.

## News of the game over the network: $name is the other player.
net-joined = { $name } joined and is reading the rules.
net-back = { $name } is back: the game goes on.
net-connected-again = Connected to { $name } again: the game goes on.
net-left-before-start = The player left before the game began: waiting for another.
net-accepted = { $name } accepted: the game begins, the clocks run.
net-wrong-code = Wrong join code tried ({ $tries } of { $allowed }): a typo, or someone guessing.
net-wrong-codes-renewed = { $tries } wrong codes tried: a new code is shown, give it to your friend.
net-declined = { $name } declined the game: waiting for another player.
net-left-over = { $name } left: the game is kept on both sides.
net-left = { $name } left: the game is kept on both sides, and goes on when they come back.
net-not-understood = { $name }'s side sent what this game does not understand ({ $problem }): disconnected.
net-out-of-place = { $name }'s side sent a message out of place: ignored.
# $why is one of the refusal- messages, or net-not-a-square.
net-move-refused = { $name }'s move { $square } refused: { $why }.
net-not-a-square = { $square } is not a square
net-their-move = It is { $name }'s move.
net-on-its-way = Your move is on its way to the host.
net-not-played = Not played: { $why }.
net-played-while-away = { $square } played: { $name } sees it when they are back.
net-misfit = A move from the host did not fit this board: waiting for the host's board.
net-unreadable = The host sent a game this side cannot read: { $problem }.
net-host-refused = The host refused: { $reason }.
# A line of chat, as typed: no full stop is added.
net-chat = { $name }: { $text }
net-you-said = You: { $text }
net-said-yes = { $name } said yes.
net-said-no = { $name } said no.
net-took-back = { $name } took back a move.
# $asked is asked-take-back or asked-rematch.
net-asked-later = { $asked } Answer it back at the board.
net-asking-take-back = Asked { $name } to take back your last move: waiting for the answer.
net-asking-rematch = Asked { $name } for a rematch, colours swapped: waiting for the answer.
net-take-back-declined = You played on: the take-back is declined.
net-rematch-declined = The rematch is declined.
net-cannot-answer-now = { $name } cannot answer your request now: the connection is lost.
net-not-connected = { $name } is not connected.
net-no-answer-sent = The connection is lost: no answer sent.
net-resign-when-back = Not connected: resign when the other player is back.
net-nothing-sent = Not connected: nothing sent.
net-nothing-to-take-back = You have no move to take back.
net-rematch-after = A rematch comes after the game.
net-take-back-failed = The move could not be taken back.

## Why a move was not played, in a few words (inside the sentences above).
refusal-not-begun = the game has not begun
refusal-over = the game is over
refusal-not-their-turn = not their turn
refusal-not-a-square = not a square
refusal-connection-lost = the connection to { $name } is lost
refusal-on-its-way = the move before is on its way
