# Two-pile games given by a rule spec: the tables, and a spec's errors.

two-pile-heading = Two-pile game { $rules }, piles below { $n }
two-pile-p-positions = P-positions (a <= b) and their differences b - a:
two-pile-map = Map (row = first pile, column = second pile, P = lost for the player to move):
two-pile-table = Grundy values G(a, b), row a, column b:
two-pile-too-much-work = rule spec "{ $spec }" with --size { $size }: the table would visit about { $cost } moves, more than { $limit }; lower --size or bound the amounts (e.g. one[..10])
two-pile-accepted = accepted: one, both, both<D, each optionally with amounts [LO..HI], [..HI] or [LO..], separated by commas (for example one,both or one[..3],both<2)
two-pile-empty-kind = an empty move kind; { $accepted }
two-pile-not-at-least-1 = "{ $d }" in "{ $head }" is not a whole number of at least 1
two-pile-unknown-kind = unknown move kind "{ $head }"; { $accepted }
two-pile-amounts-form = amounts "{ $text }" must look like [LO..HI], [..HI] or [LO..]
two-pile-amount-not-number = the { $which ->
    [least] least
   *[largest] largest
    } amount "{ $amount }" in "{ $text }" is not a whole number
two-pile-amount-zero = amounts in "{ $text }" must be at least 1: a move takes something
two-pile-amounts-nothing = the amounts "{ $text }" allow nothing: the largest is below the least
