# Nim's variants: Staircase Nim, bounded Nim and misère Nim, their
# headings, their moves and their explanations.

staircase-heading = Staircase Nim (coins on steps 1, 2, …): { $stairs }
chips-heading = Chips on a line (cells from 1): { $cells }
stair-move = move { $coins } { $number ->
        [one] coin
       *[other] coins
    } from step { $step } to { $to ->
        [floor] the floor
       *[step] step { $below }
    }
staircase-explain-odd = Only the odd steps count: coins moved from an odd step to the even step below are a Nim move on that odd step, and coins moved down onto an odd step can be moved on by the other player, which undoes the change. So the game is Nim on the odd steps.
staircase-explain-step = { "  " }step { $step }: { $coins }
staircase-explain-xor = xor of the odd steps: { $s }, so the { $wins ->
        [yes] first player wins
       *[no] first player loses
    }.
staircase-explain-move = Winning move: { $move }, the Nim move on step { $step }: { $from } -> { $to } = { $from } xor { $s }, which leaves the odd steps with xor 0.
staircase-explain-raising = { $count } other winning { $count ->
        [one] move sends
       *[other] moves send
    } coins down onto an odd step to raise it to its value xor { $s }, which also leaves xor 0 (see --all).
chips-explain-gaps = Count the empty cells in front of each chip (its gap). Sliding a chip left by d shrinks its gap by d and grows the gap of the chip behind it by d: coins moving down a staircase whose step 1 is the rightmost chip's gap.
chips-explain-step = { "  " }step { $step }: chip on cell { $cell }, gap { $gap }{ $odd ->
        [yes] { " " }(odd step, counts)
       *[no] { "" }
    }
chips-explain-move = Winning move: { $move }, which leaves the odd steps with xor 0.
bounded-heading = Bounded Nim (pile/most that one move may take): { $piles }
bounded-explain-rule = A pile of x from which a move takes 1 to k counters has Grundy value x mod (k + 1): from a multiple of k + 1 every move leaves a non-multiple, and from any other pile you can take the remainder. The position's value is the xor of the piles' values.
bounded-explain-pile = { "  " }pile { $pile }: { $x } mod { $m } = { $g }
bounded-explain-pile-small = { "  " }pile { $pile }: { $x } (smaller than k + 1) = { $g }
bounded-explain-xor = xor of the values: { $s }, so the { $wins ->
        [yes] first player wins
       *[no] first player loses
    }.
bounded-explain-move = Winning move: { $move }: pile { $pile } goes from value { $g } to { $g } xor { $s } = { $to }, leaving xor 0.
misere-heading = Misère Nim (who takes the last counter loses): { $piles }
misere-explain-empty = No counter is left: the player to move cannot move, and under misère play the player who cannot move wins (the opponent took the last counter).
misere-explain-countdown = Every pile has at most 1 counter: the game is a countdown of { $n } single counters, taken one per move, and whoever takes the last one loses.
misere-explain-odd = { $n } is an odd number, so the first player takes the last counter: the first player loses.
misere-explain-even = { $n } is even, so the second player takes the last counter: the first player wins.
misere-explain-as-nim =
    Some pile has 2 or more counters, so the verdict is the same as in normal Nim: the nim-sum is { $s }, so the first player { $wins ->
        [yes] wins
       *[no] loses
    }.
    The winner plays normal Nim until the move that would leave only piles of 0 and 1; then they leave an odd number of 1-piles instead, so the opponent takes the last counter.
misere-explain-leaves-ones = it leaves an odd number of single counters ({ $n })
misere-explain-leaves-zero = it leaves nim-sum 0 with a pile of 2 or more
misere-explain-move = Winning move: { $move }: { $why }.
misere-explain-already-won = No counter is left: the opponent took the last one, so the player to move has already won without moving.
misere-explain-no-move = There is no winning move.

moore-heading = Moore's Nim_{ $k } (a move takes from 1 to { $k } piles): { $piles }
moore-move-separator = { ", " }
moore-misere-rule = Moore's Nim_{ $k } under misère play: while some pile has 2 or more counters the verdict is that of normal play (every binary column's sum a multiple of { $modulus } loses); once no pile has, the player to move loses exactly when the number of piles of 1 is 1 more than a multiple of { $modulus }.
moore-explain-rule = Moore's Nim_{ $k }: a move takes from 1 to { $k } piles. Write the piles in binary and add each column (not xor: count the ones). The player to move loses exactly when every column sum is divisible by { $modulus }.
moore-sum-label = sum
moore-mod-label = mod { $modulus }
moore-explain-lost = Every column sum is divisible by { $modulus }: the first player loses. A move lowers at most { $k } piles; in the highest column it changes, it only turns ones into zeros, at most { $k } of them, so that column sum stops being divisible.
moore-explain-won =
    Some column sum is not divisible by { $modulus }: the first player wins.
    Going from the highest column down, reduce a pile when it has a 1 in a column that must lose ones; once reduced, a pile's lower bits are free to fix later columns. At most { $k } piles are needed.
    Winning move: { $move }.

# Chips that are no position.
chips-on-cell-0 = chip { $chip } is on cell 0, but cells are numbered from 1
chips-same-cell = chips { $first } and { $second } are both on cell { $cell }; chips must be on distinct cells
