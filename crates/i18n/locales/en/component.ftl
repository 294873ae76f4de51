# Why a component of a sum is none: the frame of each reason, then the
# reasons the families give (takes-, must-, why- and what- messages).

component-not-a-component = "{ $text }" is not a component: write { $syntax }
component-count = "{ $text }": { $game } takes { $takes }, found { $found }
component-too-large = "{ $text }": { $value } is too large: { $why } (at most { $limit })
component-invalid = "{ $text }": { $what } must be { $must_be }
component-game = "{ $text }": { $error }
component-unknown-game = "{ $text }": unknown game "{ $game }"; a component is { $kinds }, or a heap game ({ $heaps })
component-not-in-a-sum = "{ $text }": { $game } cannot be part of a sum: { $why }
component-no-period-beyond = "{ $text }": a heap of { $value } is too large for this game: heaps up to { $limit } are valued from the nim-sequence, and beyond that only a proven period answers, which this game has not shown within them
component-no-period-searched = "{ $text }": a heap of { $value } is too large for this game: only a proven period values it, and none is shown by G(0..={ $last }), as much of the nim-sequence as a sum's work limit computes
component-too-much = "{ $text }": { $too_much }
component-too-much-work = "{ $text }": a heap of { $largest } is too large for this game: its nim-sequence would take more than { $limit } steps to compute, and no period is proven
too-many-moves = { $what } would take more than { $limit } moves
too-much-turning = { $what } would turn more than { $limit } coins over its moves
takes-coin-row = one number a coin
takes-coin-board = two numbers a coin, x:y
takes-coin-cube = three numbers a coin, x:y:z
takes-one-number = one number
takes-two-piles = two piles
takes-two-numbers = two numbers
takes-target = the target n, or n and p
takes-pile-allowance = a pile, or a pile and its allowance
takes-sheets = sheets written WxH
must-divisors-at-least-1 = at least 1: 0 has no divisors to move to
must-coin-from-1 = numbered from 1 (the leftmost coin is coin 1)
must-coin-coordinates = a coordinate from 1 for each dimension of the rule
must-coin-once = listed once (each head is one coin)
must-product-at-least-1 = at least 1: a product of the factors 2 to 9 from 1
must-whole-at-least-1 = a whole number of at least 1
must-hackenbush-edges = edges A-B joined by commas, rooted at vertex 1
must-at-least-1 = at least 1
must-funny-at-most = at most 300 in a sum: each move is told with the whole position after it, and a sum lists every winning move (the judge format uva1378 answers up to 10000 piles with its smallest winning move)
must-sheet-2x2 = at least 2 x 2: a sheet one square wide lets the player to move cut off a 1 x 1 piece and win at once
why-factoring = its moves come from factoring it
why-coin-words = coins are numbered by machine words
why-k-fold-sum = a sum needs its Grundy value, which only a search finds (alone, at any size: grundy fib N)
why-split-heaps = a sum lists every winning move, and the splits of a heap into K heaps grow as its (K-1)th power (take-or-split:3's value alone is known at any size: G(n) = n, except that 8k+7 and 8k+8 swap)
why-sheet-table = the values come from a table over every sheet size
why-misere-sum = misère play (the last move loses) is a rule of the whole game, not of one part, and the values of a normal-play sum do not add up under it; `grundy misere 3 5 1` plays misère Nim
why-moore-sum = a move of Moore's Nim_k takes from up to k piles at once, so its piles are not independent parts; `grundy moore -k 2 3 5 6` plays it
what-sheet-width = the width of sheet { $n }
what-sheet-height = the height of sheet { $n }
what-the-number = the number
what-head = head { $n }
what-coin = coin { $coin }
what-p = p
what-k-in = the k in { $game }
what-the-graph = the graph ({ $error })
what-number-of-piles = the number of piles
what-number-of-piles-is = the number of piles, { $count },
what-sheet = the sheet { $w }x{ $h }
what-bound-in = the bound in { $game }
what-bound-of = the bound of { $what }
what-valuing-coin = valuing coin { $coin } of rule { $code } from the rules (it has no closed form here)
what-listing-moves = listing every move of these heads
what-listing-cuts = listing the cuts of a graph of { $edges } edges
why-wythoff-table = a Wythoff pile's value comes from a table
# The heap games: what names and codes they take.
heap-accepted = a name ({ $names }), a take-and-break code such as 0.77 or 4.07, sub:1,2,5, allbut:1,3 or take-or-split:3
heap-unknown = unknown game "{ $spec }"; accepted: { $accepted }
heap-subtraction-set = subtraction set "{ $set }": { $error }
heap-all-but-set = all-but set "{ $set }": { $error }
heap-code = take-and-break code "{ $spec }": { $error }
heap-parts-not-number = take-or-split:{ $text }: K, the number of heaps a split leaves, must be a whole number from 2 to { $most }
heap-parts-too-few = take-or-split:{ $k }: a split must leave at least 2 heaps (one heap would be the heap as it was), so K is from 2 to { $most }
heap-parts-too-many = take-or-split:{ $k }: K is at most { $most }
heap-repeating = "{ $spelling }": of the codes whose last digit repeats for ever, grundy reads 0.333… (nim), 4.333… (laskers-nim) and 8.333… (take-or-split:3), and a split into K heaps is take-or-split:K
set-amount = amount { $index }: { $message }
set-not-whole = "{ $part }" is not a whole number; give amounts like 1,2,5
set-zero = 0 is not an amount: a move removes at least 1
set-twice = { $amount } is listed twice
code-character = character { $column }: { $message }
code-no-point = "{ $code }" has no point: a take-and-break code looks like 0.77 or 4.07 (hexadecimal digits 0-9 and A-F)
code-not-digit = '{ $char }' is not a digit: codes use 0-9 and A-F
code-before-point = "{ $before }" before the point: one digit at most, as in 4.07
code-first-digit = the digit before the point removes nothing, so it can only allow splits (4: into two heaps, 8: into three); { $digit } also has bit { $bit }
code-no-move = "{ $code }" allows no move at all
component-syntax = GAME=POSITION, for example { $examples }
what-k-of = the k of { $game }

# Take-or-split: its closed form for K = 3, and its explanation.
heap-past-the-period = heaps past { $last } are valued by the period { $period } from n = { $preperiod }, proven ({ $proof }): G({ $heap }) = G({ $representative }) = { $value }
take-or-split-closed-form = G(n) = n, except G(8k+7) = 8k+8 and G(8k+8) = 8k+7
take-or-split-proof = by induction on n: every smaller value is reached, by a removal or by the split 1 + 2 + (8k+4), and the residues mod 8 show that no split into three reaches G(n)
take-or-split-by-closed-form = by the closed form { $closed_form } (proven { $proof })
take-or-split-by-table = by the table of values G(0..={ $last }) computed from the rules, each the mex of the smaller values (a removal) and of the xors of every split into { $k } (grundy knows no closed form for K = { $k })
take-or-split-explain = a move removes any number or splits a heap into { $k }; its heaps are valued { $how }: { $values }

# A heap past those valued directly, in a game without a proven period.
heap-too-large-no-period = heaps above { $limit } are too large: no period is proven within the values computed
solve-cycle = the game has a cycle: a position can recur, so play need not end
solve-limit = the search needed more than { $limit } positions and was stopped
heap-too-much-work = the nim-sequence would take more than { $budget } steps to compute (stopped after { $values } values, no period proven)
cutting-explain = a cut that leaves a sheet one square wide loses at once (the opponent cuts off a 1 x 1 piece), so the game is cutting sheets into pieces of at least 2 x 2; each sheet's value is the mex, over its cuts, of the xor of the two pieces' values
circle-explain = the second player's symmetry: the first move opens the circle into a row, which is Kayles, and a row of one coin or more is never lost for the player to move (take the middle one or two coins, then copy every move on the other side); so a circle of 3 coins or more is lost for the player to move, and 1 or 2 coins are taken at once

# Two messages side by side (grundy_text::Message::then).
text-plain = { $text }
text-then = { $first }{ $second }
# A list as a message of its own (grundy_text::Message::items).
text-items = { $items }
# A semicolon between items that do not change with the language.
text-semicolon = { "; " }
