# The lines every analysis shares: the value, the verdict, how long perfect
# play lasts, and the winning moves.

verdict-first-player-wins = first player wins
verdict-first-player-loses = first player loses
grundy-value = Grundy value: { $value }
grundy-value-zero = Grundy value: 0
grundy-value-star = Grundy value: { $g } (*{ $g })
remoteness-wins = with perfect play the first player wins in { $moves } { $moves ->
        [one] move
       *[other] moves
    } (remoteness { $moves })
remoteness-loses = with perfect play the first player loses in { $moves } { $moves ->
        [one] move
       *[other] moves
    } (remoteness { $moves })
remoteness-unknown = remoteness: { $why }
no-winning-move = no winning move: every move leaves the opponent a winning position
misere-no-move = no move to make: under misère play the player who cannot move wins
winning-moves-heading = winning moves ({ $count }):
winning-move = winning move: { $move }
move-leaving = { $move }, leaving { $position }
moves-not-listed = all winning moves: not listed: { $why }
# The moves of a drawn position that keep the draw (the winning ones are
# winning-moves-heading and winning-move), and how many of either.
draw-moves-heading = draw-keeping moves ({ $count }):
draw-move = draw-keeping move: { $move }
moves-in-all = ({ $count } { $kind ->
    [draw] draw-keeping
   *[win] winning
    } moves in all; --all lists them)
