# The registry's kinds of component: what a position is (grundy sum's
# help) and the rules in one line (the playground's list of games).

kind-bounded-position = a pile from which a move takes at most 3
kind-bounded-rules = a pile from which a move takes at most K
kind-circle-position = coins in a circle (any number); the first move leaves a Kayles row
kind-circle-rules = take one coin or two next to each other from a circle (POJ 2484); the first move leaves a row, Kayles
kind-coins-position = the heads of a coin-turning game: coins:mock=1,4,6, coins:corners=2:3
kind-coins-rules = turn coins as the rule allows, the last of them from heads to tails; a rule is a name (turtles, mock, ruler, turnips, grunt, corners, …), a turning code (1-3, 1+C, 3E, 4FS) or a product of codes for a board (1-2x1-2)
kind-cutting-position = sheets WxH to cut, each at least 2x2: cutting=4x5,3x3
kind-cutting-rules = cut one sheet into two, each at least 2 x 2 (POJ 2311: a thinner piece would let the opponent cut off a 1 x 1 square and win)
kind-divisors-position = a number; a move replaces it by a proper divisor
kind-divisors-rules = replace the number by one of its proper divisors (12 by 1, 2, 3, 4 or 6)
kind-euclid-position = two numbers of Euclid's game (any size)
kind-euclid-rules = subtract a positive multiple of the smaller number from the larger, leaving it non-negative; whoever reaches 0 wins (POJ 2348)
kind-funny-stones-position = stones on piles S0,S1,… (numbered from 0): funny-stones=1,0,1,100
kind-funny-stones-rules = take a stone from a pile and put one on each of two piles further right (the same pile twice allowed; UVa 1378)
kind-hackenbush-position = a graph of edges A-B rooted at vertex 1 (Green Hackenbush)
kind-hackenbush-rules = cut an edge of a graph rooted at vertex 1; whatever no longer reaches the root falls (Green Hackenbush: colon and fusion principles)
kind-heap-position = heaps of a heap game: a name, a code or a set (0.07=12, sub:1,2,5=9)
kind-heap-rules = a name, a take-and-break code (0.07) or a subtraction set (sub:1,2,5), with one or more heaps (kayles=3,4)
kind-kfold-position = a pile and its allowance: fibonacci-nim=10 (fresh), kfold:3=20,4
kind-kfold-rules = take at least 1 and at most the allowance; the opponent may then take up to k times that (Fibonacci Nim: k = 2); a fresh pile allows 1 to n − 1
kind-multiplication-position = the target n, and p if not 1: multiplication=162,4
kind-multiplication-rules = multiply p (from 1) by 2 to 9; whoever first makes p at least n wins (POJ 2505)
kind-nim-position = a Nim pile (any size)
kind-nim-rules = a Nim pile: take any number of counters
kind-staircase-position = coins on steps 1, 2, 3
kind-staircase-rules = coins on steps 1, 2, …: move any number of coins one step down
kind-wythoff-position = a Wythoff pair
kind-wythoff-rules = two piles: take from one, or the same from both

# The named heap games and the forms of the others, in one line each.
heap-rules-nim = remove any positive number from a heap
heap-rules-kayles = 0.77: knock down one or two adjacent pins
heap-rules-dawsons-kayles = 0.07: remove two adjacent pins
heap-rules-dawsons-chess = 0.137
heap-rules-treblecross = 0.007
heap-rules-guiles = 0.15
heap-rules-grundys-game = split a heap into two non-empty heaps of different sizes
heap-rules-laskers-nim = remove any positive number, or split a heap into two non-empty heaps
heap-rules-fibonacci = remove a Fibonacci number (1, 2, 3, 5, 8, …) of counters
heap-form-octal = a take-and-break code: digit k says what removing k counters may leave (1: no heap, 2: one heap, 4: two heaps; hexadecimal 8: three heaps)
heap-form-sub = remove an amount from a finite set
heap-form-allbut = remove any amount but these
heap-form-take-or-split = remove any positive number, or split a heap into K non-empty heaps (K from 2 to 64; take-or-split:2 is laskers-nim = 4.333…, take-or-split:3 is 8.333…, HDU 5795: G(n) = n, except G(8k+7) = 8k+8 and G(8k+8) = 8k+7)

# The games played alone, not as parts of a sum (the playground's list).
whole-rules-misere = Nim piles; whoever takes the last counter loses
whole-rules-moore = Nim piles; a move takes from 1 to K piles at once
whole-rules-chips = chips on cells 1, 2, …: slide one chip left to a free cell, never past another
