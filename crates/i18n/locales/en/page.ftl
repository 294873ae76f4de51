# The playground's page (grundy serve): what its script writes. Each
# message is sent to the page as parts (GET /api/messages), so only text,
# { $variables } and choices on a variable are used here.

page-title = grundy playground
page-language = Language
page-projector = Projector mode
page-intro = Impartial games solved exactly. Pick a game and a position, and play against a perfect opponent, or practise with a friend and the computer as referee.
page-game = Game
page-game-nim = Nim piles
page-game-wythoff = Wythoff pair
page-game-heap = Heap game (Kayles, a subtraction set, …)
page-game-staircase = Staircase Nim
page-game-bounded = Bounded Nim (take at most k)
page-game-misere = Misère Nim (the last counter loses)
page-game-moore = Moore's Nim_k (take from up to k piles)
page-game-chips = Chips on a line
page-game-coins = Coin-turning game (Mock Turtles, Ruler, Turning Corners, …)
page-game-divisors = Divisors (replace a number by a proper divisor)
page-game-fibonacci-nim = Fibonacci Nim (take at most twice the last take)
page-game-cutting = Cutting paper (each piece at least 2 x 2)
page-game-circle = Coins in a circle (take one or two next to each other)
page-game-euclid = Euclid's game (subtract a multiple of the smaller number)
page-game-multiplication = Multiplication game (multiply p by 2 to 9)
page-game-funny-stones = Funny stones (one stone for two further right)
page-game-hackenbush = Green Hackenbush (cut edges of a rooted graph)
page-game-sum = Sum of games
page-rules = Rules
page-rule = Rule
page-position = Position
page-notation = Notation
page-players = Players
page-players-you = You first, against the computer
page-players-computer = The computer first
page-players-two = Two players (the computer referees)
page-mode = Mode
page-mode-study = Study: every move coloured
page-mode-practice = Practice: colours on a hint
page-misere = Misère play: whoever moves last loses
page-start = Start
page-gallery = Every game
page-gallery-intro = Every game the playground knows: its rules in a line, and a fresh position to start from.
page-drawing = The position drawn: click a counter, a cell or a heap
page-hint = Hint
page-hint-more = More of the hint
page-hint-where-win = { $count ->
        [one] The winning moves are in { $where }.
       *[other] Winning moves are in each of { $where }.
    }
page-hint-where-lose = No move wins here: every move leaves the opponent a winning position; hold out as long as you can.
page-move-win-in = , win in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
page-move-lose-in = , lose in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
page-undo = Undo
page-key-winning = winning
page-legend-winning = leaves value 0, the opponent lost with perfect play;
page-key-losing = losing
page-legend-losing = leaves a non-zero value.
page-type-a-move = Type a move
page-play = Play
page-history = History
page-explanation = Explanation
page-why = Why
page-footer = Served by grundy serve; the API is described in docs/api.md.

page-about-nim = Nim: pile sizes separated by spaces, e.g. 3 5 7. A move takes any number of counters from one pile; whoever takes the last counter wins.
page-about-wythoff = Wythoff: two piles, e.g. 4 6. A move takes any number from one pile, or the same number from both.
page-about-heap = Heap game: the rules (kayles, dawsons-kayles, grundys-game, sub:1,2,5, allbut:1,3, take-or-split:3, a code such as 0.07) and heap sizes, e.g. 3 4.
page-about-staircase = Staircase Nim: the coins on steps 1, 2, 3, …, e.g. 1 4 3. A move sends any number of coins from one step to the step below; step 1's go to the floor.
page-about-bounded = Bounded Nim: piles from which a move takes 1 to k counters, e.g. 10 12 with k = 3.
page-about-misere = Misère Nim: piles as in Nim, but whoever takes the last counter loses.
page-about-moore = Moore's Nim_k: a move takes counters from 1 to k piles at once (any number from each).
page-about-chips = Chips on a line: the cells of the chips (from 1), e.g. 1 5 6. A move slides one chip left to a free cell, never past another chip.
page-about-coins = Coin-turning game: the rule, a name (turtles, mock, ruler, turnips, grunt, corners, …) or a turning code (1-3, 1+C, 3E, 1-2x1+C for a board), and the coins showing heads, numbered from 1: 1 4 6, or a row's faces THHTHH; on a board x:y, e.g. 2:3 4:1 (x along, y down, 1:1 at the top left). A move turns coins as the rule allows, the last of them (the furthest) from heads to tails: click the coins, then Turn.
page-about-sum = Sum: components written as grundy sum reads them, e.g. nim=3 kayles=10 wythoff=3,5 staircase=1,4,3 bounded:3=10. A move is a move in one of them.

page-error-no-json = the server answered { $status } without JSON
page-error-status = the server answered { $status }
page-error-no-rules = type the rules of the heap game, e.g. kayles
page-error-no-rule = type the rule of the coin game, e.g. mock, ruler, corners or 1-3
page-error-k = k: expected a whole number of at least 1, found "{ $k }"
page-error-no-position = type a position first
page-error-no-move = type a move first, as shown below the box

# Who moved, in the history; who is to move, within a sentence.
page-who-you = You
page-who-computer = Computer
page-who-player1 = Player 1
page-who-player2 = Player 2
page-mover-you = you
page-mover-computer = the computer
page-mover-player1 = Player 1
page-mover-player2 = Player 2

page-history-move = { $who }: { $move } → { $after }
page-note = { " " }({ $note })
page-note-was-losing = was losing whatever the move
page-note-kept-the-win = kept the win
page-note-slipped = SLIPPED: had a winning move and gave the win away
page-note-after-a-hint = , after a hint
page-nobody-slipped = Nobody slipped: the verdict of the first position held.
page-who-slipped = Who slipped when: { $slips }.
page-slip-at = { $who } at move { $move }
page-list-separator = { ", " }

page-value = { $value ->
        [0] Value 0:{ " " }
       *[other] Value { $value } (*{ $value }):{ " " }
    }
page-misere-play = Misère play:{ " " }
page-winning-moves = { $count } winning { $count ->
        [one] move
       *[other] moves
    }
page-verdict-you-win = you are winning: the player to move (you) wins with perfect play; { $moves }.
page-verdict-you-lose = you are losing: the player to move (you) loses against perfect play; make the game last and wait for a slip.
page-verdict-computer-win = the computer is winning: the player to move (the computer) wins with perfect play.
page-verdict-computer-lose = the computer is losing: the player to move (the computer) loses against perfect play.
page-verdict-player-win = { $mover } (to move) is winning with perfect play; { $moves }.
page-verdict-player-lose = { $mover } (to move) is losing against perfect play.
page-remoteness = { " " }With perfect play the game ends in { $moves } { $moves ->
        [one] move
       *[other] moves
    } (remoteness { $moves }).
page-remoteness-unknown = { " " }Remoteness { $note }.
page-practice-hidden = Practice: the verdict and the colours stay hidden until you ask for a hint.

page-thinking = The computer is thinking…
page-how-type = type it below
page-how-pick = pick one below, or click the position
page-your-move = Your move: { $how }.
page-to-move = { $mover } to move: { $how }.
page-over-players = { $winner } wins: { $mover } has no move left{ $misere ->
        [yes] , which wins under misère play
       *[no] { "" }
    }.
page-over-you-win = You win: the computer has no move left.
page-over-computer-wins = The computer wins: you have no move left.
page-over-you-win-misere = You win: you have no move left, which wins under misère play.
page-over-computer-wins-misere = The computer wins: it has no move left, which wins under misère play.

page-legal-moves-heading = Legal moves
page-winning-moves-heading = Winning moves
page-explanation-on-hint = The explanation comes with a hint.
page-leaves-value = , value { $value }
page-leaves-lost = , lost for the opponent
page-leaves-won = , won for the opponent
page-move-title-hidden = ask for a hint to see which moves win
page-move-title-winning = winning: leaves the opponent lost
page-move-title-losing = losing: leaves the opponent a winning position
page-move-after = → { $after }{ $leaves }
page-no-move-left = No legal move is left.
page-too-many-moves-shown = The legal moves are too many to list: above are the winning moves only ({ $count } in all, like moves grouped). Type any move here.
page-too-many-moves = The legal moves are too many to list: type your move here.
page-winning-moves-on-hint = The winning moves show with a hint.
page-family = { " " }(one of { $count } like moves: { $every })
page-no-winning-move = No winning move: every move leaves the opponent winning. Type one below and make the game last.

page-use-typed = type a move
page-use-moves = use the moves
page-too-large-counters = { $n } counters (too many to draw: { $use })
page-too-large-coins = { $n } coins (too many to draw: { $use })
page-too-large-cells = { $n } cells (too many to draw: { $use })
page-too-large-edges = { $n } edges (too many to draw: { $use })
page-too-large-side = { $n } on a side (too many to draw: { $use })
page-too-large-coins-side = { $n } coins on a side (too many to draw: { $use })
page-pile = pile { $pile }
page-take-from-pile = take { $n } from pile { $pile }
page-heap = heap { $heap }
page-heap-mark = heap { $heap } ({ $n }): mark its moves
page-step = step { $step }
page-move-coins-down = move { $n } { $n ->
        [one] coin
       *[other] coins
    } from step { $step } to step { $to }
page-move-coins-to-floor = move { $n } { $n ->
        [one] coin
       *[other] coins
    } from step 1 to the floor
page-floor = floor
page-chip-on-cell = chip on cell { $cell }
page-slide-chip = slide the chip on cell { $from } to cell { $to }
page-wythoff-grid = Wythoff grid up to ({ $x }, { $y })
page-move-to = move to ({ $i }, { $j })
page-cell = ({ $i }, { $j })
page-cell-here = ({ $i }, { $j }): here
page-no-drawing = { $text }: no drawing, use the moves
page-hackenbush-drawing = { $text }: click an edge to cut it
page-component = component { $component }: { $text }

page-value-only = The value is { $value }: a move to value 0 wins, and a position of value 0 has none.
page-nim-panel = Nim: the binary columns
page-sum-panel = A sum: the xor of the values
page-column-component = component
page-column-value = value
page-column-binary = binary
page-column-head = head
page-row-xor = xor
page-wythoff-map = Wythoff P-positions for piles below { $n }
page-wythoff-panel = Wythoff: the P-positions (piles { $a }, { $b })
page-wythoff-key = Row: first pile, column: second pile. Red: P-positions, lost for the player to move. Blue: this position. Green frames: the winning moves' targets.
page-sequence-plot = nim-sequence of { $game } for heaps 0 to { $last }
page-sequence-panel = Nim-sequence of { $game }: G(0) to G({ $last })
page-sequence-key = Blue: the heaps of this position.
page-sequence-key-period = Blue: the heaps of this position, or past the values plotted, the heap of equal value within the period.

page-coin = coin { $coin }: { $face ->
        [heads] heads
       *[tails] tails
    }{ $worth }{ $picked ->
        [yes] , picked
       *[no] { "" }
    }
page-coin-worth = , worth { $value }
page-coins-in-a-box = coins in a box (three dimensions): no drawing, use the moves
page-coin-row = a row of { $w } coins, coin 1 on the left
page-coin-board = a board of { $w } by { $h } coins, 1:1 at the top left
page-turn-coins = Turn { $count ->
        [one] coin
       *[other] coins
    } { $coins }
page-turn-picked = Turn the coins picked
page-clear = Clear
page-coin-note = Click the coins to turn, the last of them (the furthest) a head, then Turn: the moves that turn them are marked in the list.
