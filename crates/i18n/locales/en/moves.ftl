# Moves, told in each game's own terms: the labels of the legal moves in
# grundy play, the playground and the winning moves of every analysis.

move-take-from-pile-of = take { $amount } from the pile of { $from }
move-take-from-pile = take { $amount } from pile { $pile }
move-take-from-both = take { $amount } from both piles
move-list-separator = { ", " }
move-slide-chip = slide the chip on cell { $from } to cell { $to }

move-heap-take = take { $removed } from the heap of { $heap }, leaving { $left }
move-heap-split = split the heap of { $heap } into { $left }
move-heap-nothing = nothing
move-heap-and = { " and " }

move-coins-turn = turn { $count ->
        [one] coin
       *[other] coins
    } { $coins }
move-coins-turn-at = turn { $count ->
        [one] coin
       *[other] coins
    } { $coins }
move-coins-separator = { ", " }
move-coins-and = { " and " }

move-kfold-last = take { $amount }, the last counter
move-kfold-take = take { $amount }, leaving { $left } (the opponent may take { $reach })
move-kfold-reach-it = it
move-kfold-reach-both = both
move-kfold-reach-all = them all
move-kfold-reach-up-to = up to { $most }

move-hackenbush-cut = cut edge { $edge }
move-hackenbush-cut-falls = cut edge { $edge } ({ $fall } { $number ->
        [one] edge falls
       *[other] edges fall
    } with it)

move-circle-take-1 = take coin 1{ $rest }
move-circle-take-1-2 = take coins 1 and 2{ $rest }
move-circle-take-two = take coins 1 and 2 (or any two next to each other){ $rest }
move-circle-all = { " " }(all of them)
move-circle-row = : a row of { $left } is left, played as Kayles

move-cut-sheet = cut the { $w }x{ $h } sheet into { $a }x{ $b } and { $c }x{ $d }
move-subtract = subtract { $y } from { $x }, leaving { $first } and { $second }
move-subtract-times = subtract { $k } × { $y } = { $amount } from { $x }, leaving { $first } and { $second }
move-subtract-won = { " " }(0 is reached: the game is won)
move-multiply = multiply p = { $p } by { $f }: p = { $to }
move-multiply-won = , at least n = { $n }: the game is won
move-replace = replace { $n } by { $d }
move-funny-two = take a stone from pile { $from }, put two on pile { $to }
move-funny-split = take a stone from pile { $from }, put one on pile { $to } and one on pile { $other }

# How a move is typed (the meaning of each pattern of move_syntax).
syntax-wythoff-1 = take N from pile 1
syntax-wythoff-2 = take N from pile 2
syntax-wythoff-both = take N from both piles
syntax-staircase = move N coins from step S one step down, from step 1 to the floor
syntax-nim = take N counters
syntax-multiply = multiply p by F, from 2 to 9
syntax-kfold = take T counters, at most the allowance
syntax-heap-take = take N, leaving one heap or none
syntax-heap-split = take N, leaving heaps of A and the rest; N = 0 splits
syntax-heap-split-taking = take N, leaving heaps of A and the rest
syntax-heaps-take = take N from heap H, leaving one heap or none
syntax-heaps-split = take N from heap H, leaving A and the rest; N = 0 splits
syntax-heaps-split-taking = take N from heap H, leaving A and the rest
syntax-heap-three = take N, leaving heaps of A, B and the rest
syntax-heaps-three = take N from heap H, leaving A, B and the rest
syntax-heap-more = take N, leaving heaps of A, B, … and the rest (K heaps in all for take-or-split:K)
syntax-heaps-more = take N from heap H, leaving A, B, … and the rest (K heaps in all for take-or-split:K)
syntax-hackenbush = cut the edge A-B (A-B#2: the second of the edges joining A and B)
syntax-funny = take a stone from pile i, put one on pile j and one on pile k; piles numbered from 0, i < j <= k
syntax-euclid = subtract K times the smaller number from the larger (K from 1 to the quotient)
syntax-divisors = replace the number by D, a divisor smaller than it
syntax-cutting = cut the sheet WxH so that one piece is AxB (the other is what is left)
syntax-coins-row = turn the coins C, the last of them a head
syntax-coins-board = turn the coins X:Y, the furthest one (largest in every coordinate) a head
syntax-circle-one = take coin C (coins are numbered 1 to n around the circle)
syntax-circle-two = take the coins C and D, next to each other
syntax-bounded = take N counters, at most the bound
syntax-misere = take N from pile P
syntax-moore = take N from pile P, from up to { $k } piles at once
syntax-chips = slide chip C left to the free cell T
syntax-in-pile = in pile P, { $meaning }
syntax-in-component = in { $component }, { $meaning }

# Why a typed move is none, and the words naming what was typed.
move-error-not-a-number = { $what } "{ $word }" is not a whole number
move-error-no-such = there is no { $what } { $word }: they are 1 to { $count }
move-error-typed = a move here is typed { $pattern }
move-pattern-or-several = { $one }, or several: { $several }
move-error-by-number = this game's moves are chosen by their number in the list ('moves')
move-error-at-least-1 = a move takes at least 1
move-error-only = the pile has only { $size }
move-error-at-most = a move takes at most { $most }
move-error-no-pile-named = "{ $which }" names no pile: type 1, 2 or both
move-error-at-most-from = { $from }: at most { $most } can be taken
move-error-step-at-least-1 = a move moves at least 1 coin
move-error-step-only = step { $step } has only { $coins }
move-error-type-first = type the { $noun } first
move-error-named-twice = pile { $pile } is named twice
move-error-each-pile = a move takes at least 1 from each pile it names
move-error-pile-only = pile { $pile } has only { $size }
move-error-most-piles = a move changes at most { $most } piles
noun-amount = the amount
noun-coins = the number of coins
noun-step = step
noun-pile = pile
noun-heap = heap
noun-component = component
noun-chip = chip
noun-cell = the cell
noun-heap-left = the heap left
noun-take = the take
noun-divisor = the divisor
noun-factor = the factor
noun-multiple = the multiple
noun-coin = the coin
move-error-not-a-sheet = "{ $word }" is not a sheet: write WxH
move-error-no-cut = no cut of a { $w }x{ $h } sheet leaves a { $a }x{ $b } piece and another of at least 2x2
move-error-not-a-divisor = { $d } is not a divisor of { $n } smaller than it
move-error-product-over = p = { $p } is at least n = { $n }: the game is over
move-error-factor = a move multiplies p by 2 to 9
move-error-chip-slide = chip { $chip } on cell { $from } slides left to a free cell after { $stop }, without passing a chip
move-error-euclid-over = a number is 0: the game is over and has no move
move-error-multiple = the multiple is 1 to { $most }: the larger number less it times the smaller must not be negative
noun-pile-named = the pile { $name }
move-error-no-pile-from-0 = there is no pile { $word }: they are numbered 0 to { $last }
move-error-funny-order = a move takes a stone from a pile i and puts two on piles j and k further right, i < j <= k; { $i } { $j } { $k } is not
move-error-no-stone = pile { $pile } has no stone
move-error-take = a take here is 1 to { $most }
move-error-no-edge = there is no edge { $edge }: a move is typed A-B, an edge of the graph
move-error-fallen = the edge { $edge } is not joined to the root: it has fallen
move-error-not-a-coin = "{ $word }" is not a coin
move-error-not-a-coin-here = "{ $word }" is not a coin here: { $pattern }
move-error-coin-twice = coin { $coin } is named twice
move-error-name-coins = name the coins to turn
move-error-tails = coin { $coin } shows tails: the last coin turned goes from heads to tails
move-error-rule = rule { $rule } does not turn those coins together
move-error-no-coin = there is no coin { $coin }: the coins are numbered 1 to { $last }
move-error-not-next = the coins { $c } and { $d } are not next to each other
syntax-heap-named = { $h }N, or { $h }N A B … with up to { $most } heaps left named
move-error-heap-only = the heap has only { $size }
move-error-heap-left = taking { $n } from { $heap } leaves { $rest }: the heap left must be from 1 to { $most }
move-error-heaps-named = taking { $n } from { $heap } leaves { $rest }: the heaps named must be at least 1 each and leave at least 1 for the last, so add up to at most { $most }
move-heap-one = one heap
move-heap-count = { $count } heaps
move-error-not-allowed = { $game } does not allow taking { $n } from a heap of { $heap } and leaving { $left }
syntax-or-two = { $a } or { $b }
syntax-or-three = { $a }, { $b } or { $c }
move-to-position = move to { $position }
heap-family-every = leaving a and { $total } − a for every a = { $first }, { $second }, …, { $last } (a ≡ { $residue } mod { $step })
