# English: the words of the game. Every message here exists in every language, with the same
# attributes and arguments (a test checks it); a new language is a copy of this file, translated.

## The rules (othello rules): each message is a heading, its .body the paragraph under it.

rules-title = The rules of Othello
rules-board = The board
    .body = Two players, black and white, play on a board of 8 by 8 squares with discs that are black on one side and white on the other. The columns are a to h from left to right, the rows 1 to 8 from top to bottom: a1 is the top-left corner.
rules-start = The start
    .body = Four discs stand in the centre: black on d5 and e4, white on d4 and e5. Black moves first.
rules-move = A move
    .body = You place a disc of your colour on an empty square so that one or more of your opponent's discs lie in a straight line between it and another disc of yours, with no empty square between them. The line may run in any of the eight directions: along the row, along the column or along either diagonal. A move that encloses no disc is not allowed.
rules-flip = Flipping
    .body = Every enclosed line is turned over to your colour at once, in all the directions the new disc encloses. Only those discs turn: a disc just turned does not enclose others in its turn, so there are no chains.
rules-pass = Passing
    .body = A player with no legal move must pass, and the opponent moves again. A player who can move may not pass.
rules-end = The end
    .body = The game ends when neither player can move: when the board is full, or earlier when no disc can be placed by either side.
rules-score = The score
    .body = The player with more discs on the board wins. Empty squares left at the end go to the winner, so a game won 34 to 29 with one square empty counts 35 to 29; a draw is 32 to 32.
rules-pool = The disc pool
    .body = Each player owns 32 discs, 30 in hand once the centre four are placed. A player who can move but has no disc left in hand takes one from the opponent.
rules-handicap = Handicaps
    .body = A stronger player may give a handicap of one to four corners: before the first move, the weaker player's discs are placed on them, in the order a1, h8, h1, a8. Black still moves first.
rules-clock = Clocks
    .body = With a clock, each player has a time of their own that runs only while it is their move; an increment adds some seconds after each move. A player whose time runs out loses, whatever the board says.
