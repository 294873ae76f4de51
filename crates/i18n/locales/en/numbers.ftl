# Games on numbers: why a pair of Euclid's game is won or lost, from the
# Euclidean algorithm, and the multiplication game's closed form.

euclid-explain-over = { $a } and { $b }: a number is 0, so the game is over: whoever reached 0 has won, and the player to move has no move (worth 0)
euclid-explain-quotients = { $a } and { $b }: the Euclidean algorithm's quotients are { $quotients } (the larger number divided by the smaller, then the smaller by the remainder, down to a remainder of 0). A move subtracts a multiple of the smaller number from the larger: at a quotient of 1 it is forced (subtract the smaller once, the algorithm's next step), and at a quotient of 2 or more the player to move chooses which of two continuations to leave, the next step or the next step with the smaller number added once (from which the opponent is forced into it), and one of them is lost for the opponent.{ " " }
euclid-player = { $first ->
    [yes] the first player
   *[no] the second player
    }
euclid-explain-first-decisive = The first quotient, { $quotient }, is 2 or more: { euclid-player } chooses and wins.
euclid-explain-decisive = The first quotient of 2 or more is the { NUMBER($place, type: "ordinal") ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
    } ({ $quotient }), after { $forced } forced { $forced ->
    [one] move
   *[other] moves
    }: { euclid-player } meets it and wins.
euclid-explain-equal = The numbers are equal: { euclid-player } subtracts one from the other, reaches 0 and wins.
euclid-explain-values = { " " }The steps' values, worked out from the last (a step of quotient q is worth q, or q − 1 when the step after it is worth q or more; the last step is worth its quotient), in the algorithm's order: { $values }

multiplication-over = p is at least n: the game is over, won by whoever made it so, and the player to move has no move (worth 0)
multiplication-scale = the values repeat on a scale of 18: with 18^k / 2 < r ≤ 9·18^k, r is worth 0 up to 18^k, 1 up to 2·18^k, 2 up to 4·18^k, 3 up to 8·18^k and 4 up to 9·18^k; here 18^k = { $power }, and r = { $r } lies in ({ $bottom }, { $top }]: worth { $value }
multiplication-explain = p = { $p }, n = { $n }: what matters is r = ⌈n / p⌉ = { $r }, the factor p still needs (a move by f leaves ⌈r / f⌉, and r ≤ 1 means p ≥ n); { $state }
