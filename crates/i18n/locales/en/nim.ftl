# Nim: its heading, its moves, and the explanation of the binary columns.

nim-heading = Nim: { $piles }
take-from-pile = take { $amount } from pile { $pile } ({ $from } -> { $to })
pile-label = pile { $pile }
xor-label = xor s
bit-label = bit
nim-explain-columns = Write every pile in binary, one column per power of two:
nim-explain-nim-sum = The nim-sum s is the xor of the piles: a column of s is 1 exactly when that column holds an odd number of ones.
nim-explain-zero =
    s = 0: every column has an even number of ones, so the first player loses.
    Any move changes one pile, which flips at least one of its bits and makes that column odd: the opponent always receives a non-zero nim-sum and can answer by making it 0 again, until no counters are left and you cannot move.
nim-explain-nonzero =
    s = { $s } is not 0, so the first player wins by making it 0.
    The highest set bit of s is bit { $top } (worth 2^{ $top }). Replacing a pile x by x xor s makes the nim-sum 0; that is a legal move exactly when x xor s < x, which holds exactly when x has bit { $top } set: xor s turns that bit from 1 to 0 and leaves every higher bit alone.
nim-explain-pile-set = { "  " }pile { $pile }: { $x } xor { $s } = { $y } < { $x }: bit { $top } is set, take { $amount }
nim-explain-pile-clear = { "  " }pile { $pile }: { $x } xor { $s } = { $y } >= { $x }: bit { $top } is clear, no winning move here
nim-explain-chosen =
    Chosen move (smallest pile index): { $move }.
    The new nim-sum is s xor { $from } xor { $to } = { $s } xor { $s } = 0, since { $to } = { $from } xor { $s }. Every column now has an even number of ones, so whatever the opponent takes, some column turns odd and you can restore a nim-sum of 0 on your next turn.
