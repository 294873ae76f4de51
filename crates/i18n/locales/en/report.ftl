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

# A list cut short: how many it has in all.
list-in-all = … ({ $count } in all)

# A computation or an output that stopped short.
cannot-write-the = cannot write the { $what ->
    [report] report
   *[answer] answer
    }: { $why }
remoteness-too-long-bytes = the positions on the way are too long to search: a move counts once for each { $bytes } bytes it takes to write, and the search would count more than { $limit } moves
remoteness-too-many-moves-here = a position on the way has more than { $limit } moves to search
remoteness-too-many-moves = the search from the rules would examine more than { $limit } moves
remoteness-table-too-large = the { $positions } positions below have { $moves } moves between them, more than the { $limit } that an answer at once examines
not-computed = not computed: { $why }
not-solved = not solved: { $why }
too-many-legal-moves = more than { $limit } legal moves: too many to list
too-many-states = more than { $limit } states to search
search-too-many-positions = the game reaches more than { $limit } positions
search-too-many-moves = the positions the game reaches have more than { $limit } moves
search-position-too-many-moves = { $position } has more than { $limit } moves
explore-too-many-positions = a component reaches more than { $limit } positions: too large to explore
explore-too-many-moves = a component's positions have more than { $limit } moves together: too large to explore
explore-position-too-many-moves = { $position } has more than { $limit } moves: too large to explore
explore-loopy = { $position } can come back: the game need not end
sparse-value-too-large = G({ $heap }) exceeds { $most }, the largest value this engine stores; games whose values grow like this are arithmetic-periodic: use `grundy seq`
sparse-storage = cannot keep the values on disk: { $why }
sparse-storage-at = { $dir }: { $why }
sparse-storage-locked = { $dir }: another run keeps its values there (if none does, remove { $lock })
geography-no-such-vertex = vertex { $vertex } is not in the graph
# How a list inside a sentence is joined (grundy_i18n::join_list and the others).
list-separator = { ", " }
value-separator = { ", " }
clause-separator = { "; " }
