# Wythoff's game: its heading, its moves, and the explanation by the
# golden ratio.

wythoff-heading = Wythoff: { $a } { $b }
wythoff-take-one = take { $amount } from pile { $pile }
wythoff-take-both = take { $amount } from both piles
wythoff-explain-p-positions = The P-positions (lost for the player to move) are (⌊kφ⌋, ⌊kφ⌋ + k) for k = 0, 1, 2, …, with φ = (1 + √5)/2; ⌊kφ⌋ is computed exactly as (k + ⌊√(5k²)⌋) div 2. Each k is the difference of exactly one P-position, and each pile size belongs to exactly one.
wythoff-explain-empty = (0, 0) is the P-position with k = 0: both piles are empty, so there are no moves and the player to move has lost.
wythoff-explain-difference = The piles differ by k = { $y } - { $x } = { $k }. The P-position with difference { $k } is ({ $ak }, { $bk }).
wythoff-explain-not-it = ({ $x }, { $y }) is not it, so the first player wins by moving to a P-position:
wythoff-explain-is-it = ({ $x }, { $y }) is that P-position, so the first player loses: taking the same amount from both keeps the difference { $k } but leaves a smaller pile below ⌊{ $k }φ⌋, and taking from one pile keeps the other, whose only P-position partner is the pile just left.
wythoff-explain-both = keeps the difference { $k } and lowers the smaller pile to ⌊{ $k }φ⌋ = { $ak }
wythoff-explain-one = { $kept } belongs to P-position number { $number }, whose other pile is { $partner }
wythoff-explain-move = { "  " }{ $move }, leaving ({ $p }, { $q }): { $why }

# The heading of --map (grundy pattern knows the map by it).
wythoff-map-heading = Wythoff P-positions for piles 0..{ $n }: row = first pile, column = second pile, P = lost for the player to move
wythoff-p-position-line = P-position { $k }: ({ $a }, { $b })
