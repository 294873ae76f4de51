# grundy new-stone: A New Stone Game (POJ 1740).

stone-heading = A New Stone Game: piles { $piles }; a move takes at least one stone from a pile and may hand any of the rest of it to other piles
stone-move-from = from pile { $pile } ({ $size }):{ " " }
stone-gift = { $gift } to pile { $pile } ({ $before } to { $now })
stone-gifts = hand { $gifts },{ " " }
stone-remove = remove { $removed }, leaving { $left }
stone-list-separator = { ", " }
stone-explain = Pairs: the player to move loses exactly when the piles can be put in pairs of equal piles. Sorted, the piles are { $piles }: { $verdict }.
stone-in-pairs = they are in pairs of equal piles, so the player to move loses: a move lowers one pile from x to some c and hands the others at most x - c - 1 stones, too few to lift a pile across every size from c + 1 to x, so for some size the count of piles that large changes by one and turns odd; the opponent then puts them in pairs again
stone-odd = they are not in pairs, so the player to move wins: with an odd count, the largest pile is enough to lift the first pile to the second, the third to the fourth, and so on, and is emptied
stone-even = they are not in pairs, so the player to move wins: with an even count, the largest pile is brought down to the smallest and lifts the second pile to the third, the fourth to the fifth, and so on
