# Northcott's game: the board, its slides, and Nim in disguise.

northcott-heading = Northcott's game: { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
    } of { $columns } columns; your pieces (the player to move) and the opponent's:
northcott-row = row { $row }: yours at { $mine }, theirs at { $theirs } (gap { $gap })
northcott-no-winning-move = no winning move: every slide leaves the opponent a winning position
northcott-slide = row { $row }: slide your piece from column { $from } to column { $to } (the gap of { $before } becomes { $after }{ $away ->
    [yes] , moving away
   *[no] {""}
    })
northcott-explain-idea = Nim in disguise: the empty squares between the two pieces of a row are a Nim heap, and sliding towards the other piece takes from it. Sliding away widens the gap, but the opponent closes it again at once, and the pieces drift to the edge of the board, so widening never saves a lost position.
northcott-explain-row = row { $row }: yours at { $mine }, theirs at { $theirs }, gap { $gap }
northcott-explain-xor = The xor of the gaps is { $xor }: { $lost ->
    [yes] the player to move loses; every slide changes one gap and makes the xor non-zero.
   *[no] the player to move wins by leaving gaps whose xor is 0.
    }
northcott-column-of = the column of { $whose ->
    [mine] your piece
   *[theirs] the opponent's piece
    } in row { $row }
northcott-off-board = row { $row }: { $whose ->
    [mine] your
   *[theirs] the opponent's
    } piece at column { $column } is off the board (columns 1 to { $columns })
northcott-same-square = row { $row }: both pieces stand at column { $column }; each row has one piece of each player on different squares
