# grundy play: the banner, the prompts, the turns and the history.

play-you = You
play-computer = Computer
play-player = Player { $n }
play-number-hash = '#K'
play-number-either = 'K' or '#K'
play-typed-pattern = '{ $pattern }' ({ $meaning })
play-typed-separator = { ", " }
play-typed = { $patterns };{ " " }
play-banner = Type a move: { $typed }{ $number } for move K of the list; or 'moves', 'hint', 'undo', 'quit'.
play-help = { $banner } 'hint' labels every move WINNING or losing with the value it leaves; 'undo' takes your last move back.
play-misere-rule = Misère play: whoever makes the last move loses.
play-under-misere = { " " }under misère play
play-position-value = Position: { $position }   (value { $value })
play-position-won = Position: { $position }   (won for the player to move{ $under })
play-position-lost = Position: { $position }   (lost for the player to move{ $under })
play-in-component = in { $component }:{ " " }
play-label-winning = WINNING
play-label-losing = losing
play-leaves = (leaves { $value ->
        [yes] { $what }
       *[no] { $what }
    })
play-lost-position = a lost position
play-won-position = a won position
play-over = { $mover } cannot move: { $you ->
        [yes] { $winner } win
       *[no] { $winner } wins
    }.
play-over-misere = { $mover } cannot move, which wins under misère play: { $you ->
        [yes] { $winner } win
       *[no] { $winner } wins
    }.
play-should-win-value = { $name } should win: leave a position whose value is 0.
play-should-win-lost = { $name } should win: leave a position lost for the opponent.
play-losing = { $you ->
        [yes] { $name } are
       *[no] { $name } is
    } losing with perfect play: every move leaves { $values ->
        [yes] a non-zero value
       *[no] a won position
    }{ $computer ->
        [yes] ; the computer will win
       *[no] { "" }
    }.
play-computer-will-win = The computer will win.
play-computer-losing = The computer is losing: it will make the game last, waiting for a slip.
play-remoteness-win = With perfect play { $who ->
        [you] you win
        [computer] the computer wins
       *[player] { $name } wins
    } in { $moves } { $moves ->
        [one] move
       *[other] moves
    } (remoteness { $moves }).
play-remoteness-lose = With perfect play { $who ->
        [you] you lose
        [computer] the computer loses
       *[player] { $name } loses
    } in { $moves } { $moves ->
        [one] move
       *[other] moves
    } (remoteness { $moves }).
play-many-moves = { $count } legal moves: type 'moves' to list them, or type a move as above.
play-too-many = More than { $limit } legal moves: too many to list; type a move as above, or 'hint' for a winning one.
play-too-many-short = More than { $limit } legal moves: too many to list.
play-input-ended = Input ended: the game is left unfinished.
play-abandoned = Game abandoned.
play-hint-winning = WINNING: { $move } -> { $after }
play-hint-lasting = Every move loses; this one makes the game last: { $move } -> { $after }
play-undone = Undone.
play-nothing-to-undo = Nothing to undo.
play-not-a-move = "{ $line }" is not a move here: { $why }. Type 'moves' to list them.
play-too-many-to-number = the moves are too many to number: type the move itself
play-no-such-move = there is no move { $k }: they are 1 to { $count }
play-moved = { $name }: { $move } -> { $after }
play-history = History (who slipped when):
play-history-misere = History under misère play (who slipped when):
play-kept-win = kept the win
play-slipped = SLIPPED: had a winning move and gave the win away
play-was-losing = was losing whatever the move
play-history-line = { $name }: { $move } -> { $after }   ({ $note })
play-no-slip = Nobody slipped: the verdict of the first position held.
play-remoteness-too-long = Remoteness not computed: { $why ->
        [table] the { $positions } positions below have { $moves } moves between them, more than the { $limit } that an answer at once examines
        [position] a position on the way has more than { $limit } moves to search
        [size] the positions on the way are too long to search: a move counts once for each { $bytes } bytes it takes to write, and the search would count more than { $limit } moves
       *[moves] the search from the rules would examine more than { $limit } moves
    }.
play-cannot = cannot play: { $why }
play-misere-chips-too-large = cannot play under misère play: { $why }; chips on a line under misère play are decided by searching every position they can reach, and this one is past that bound
play-misere-sum-too-large = cannot play under misère play: { $why }; the misère verdict explores every position the game can reach (to check the SJ theorem's condition, or to search the sum where it fails), and this game is past that bound
play-misere-already = { $game } is misère Nim, played under misère play already: drop --misere, or play `grundy play nim … --misere`
play-describe-misere = misère Nim { $piles }
play-describe-moore = Nim_{ $k } { $piles }
play-describe-moore-misere = misère Nim_{ $k } { $piles }
play-describe-chips = chips { $cells }
