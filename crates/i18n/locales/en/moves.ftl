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
