# grundy new-stone: A New Stone Game (POJ 1740).

stone-heading = A New Stone Game: piles { $piles }; a move takes at least one stone from a pile and may hand any of the rest of it to other piles
stone-move-from = from pile { $pile } ({ $size }):{ " " }
stone-gift = { $gift } to pile { $pile } ({ $before } to { $now })
stone-not-listed = grundy: the winning moves are not listed: { $why }; the verdict above is exact
stone-gifts = hand { $gifts },{ " " }
stone-remove = remove { $removed }, leaving { $left }
stone-list-separator = { ", " }
stone-explain = Pairs: the player to move loses exactly when the piles can be put in pairs of equal piles. Sorted, the piles are { $piles }: { $verdict }.
stone-explain-empty = Pairs: the player to move loses exactly when the piles can be put in pairs of equal piles. No stone is left: there is nothing to pair, and the player to move, who cannot move, loses.
stone-in-pairs = they are in pairs of equal piles, so the player to move loses: a move lowers one pile from x to some c and hands the others at most x - c - 1 stones, too few to lift a pile across every size from c + 1 to x, so for some size the count of piles that large changes by one and turns odd; the opponent then puts them in pairs again
stone-odd = they are not in pairs, so the player to move wins: with an odd count, the largest pile is enough to lift the first pile to the second, the third to the fourth, and so on, and is emptied
stone-even = they are not in pairs, so the player to move wins: with an even count, the largest pile is brought down to the smallest and lifts the second pile to the third, the fourth to the fifth, and so on

# Funny stones (UVa 1378): why a position has its value.
stones-odd-none = no pile has an odd number of stones, so the position is worth 0
stones-odd-one = the one pile with an odd number of stones gives { $value }, the value of the position
stones-odd-many = the piles with an odd number of stones give { $values }, whose xor, { $xor }, is the value of the position
stones-explain = each stone is a game of its own (its moves leave two stones further right), so a stone on pile i (numbered from 0) is worth g(i), the mex of g(j) xor g(k) over i < j <= k <= { $last }, with g({ $last }) = 0: g = { $values }; two stones on one pile cancel, and { $odd }; a move from pile i to piles j and k changes the value by g(i) xor g(j) xor g(k)
stone-too-many-moves = there are more than { $limit } winning moves (or more than { $work } steps to find them)
