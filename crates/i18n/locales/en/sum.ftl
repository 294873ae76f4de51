# grundy sum: the components, the winning moves in each, and --explain.

sum-heading = Sum of { $count } { $number ->
        [one] component
       *[other] components
    }:
sum-component = { "  " }{ $index }. { $component }  value { $value }
sum-move = { "  " }in { $index } ({ $component }): { $move } -> { $after }
sum-like-moves = { "      " }and { $count } more like it: { $every }
sum-explain-theorem = By the Sprague-Grundy theorem the sum is worth the xor of its components' values: S = { $s }.
sum-explain-lost = S = 0, so every move changes one value and leaves a non-zero xor: the first player loses.
sum-explain-won = A winning move changes one component from its value g to g xor S, which makes the xor 0. Moves to a larger value count too: the opponent can reverse them, but then the xor is 0 again.
sum-explain-component = { "  " }{ $component }: g = { $g }, g xor S = { $target }: { $count } move(s) reach it
