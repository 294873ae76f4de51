# grundy oj: a judge problem's malformed input, and where it is. A
# message named "what" below is a noun phrase, composed into the sentences
# "expected WHAT, but the input ends here", "expected WHAT (a
# non-negative integer), found …", "WHAT is too large: …" and the refusals
# "WHAT is 0: …".

# The place of an error in the input: "line 2, column 3: expected …".
oj-line-column = line { $line }, column { $column }: { $message }
# The command's error line: the problem's name, then the error.
oj-problem-then = { $problem }: { $message }
oj-unknown-problem = unknown judge problem "{ $name }"; known: { $known }
oj-cannot-write = cannot write the answer: { $why }

## Reading tokens.

oj-ends-here = expected { $what }, but the input ends here
oj-count-too-large = { $what } is too large: "{ $text }"
# A token after the end of the input; "after" is one of the oj-after-
# phrases.
oj-unexpected = unexpected "{ $token }" after { $after }
# zeros: "0", "0 0" or "0 0 0", the line that ends the input.
oj-after-terminator = the terminating { $zeros }
oj-after-last-cases = the last of the { $count } cases
oj-after-last-pairs = the last of the { $count } pairs
oj-after-last-quarries = the last of the { $count } quarries
oj-after-piles = the { $count } piles
oj-after-pair-a-b = the pair a b

## A refusal about a number read, or about a case or block.

oj-what-then = { $what }: { $why }
oj-case-then = case { $case }: { $why }
oj-block-then = block { $block }: { $why }
# A case of the k-fold game past what its solution can do; why is the
# engine's reason.
oj-cannot-answer = { $what } cannot be answered: { $why }
oj-case = case { $case }
# first, last: the numbers of the graph's first and last vertices.
oj-no-such-vertex = { $what } is { $vertex }: there is no such vertex, they are { $first } to { $last }
oj-no-such-vertex-none = { $what } is { $vertex }: there is no such vertex, the graph has none

## Counts.

oj-number-of-cases = the number of cases T
oj-number-of-pairs = the number of pairs T
oj-number-of-piles-k = the number of piles k
oj-number-of-quarries = the number of quarries n
oj-piles-of-case = the number of piles of case { $case }
# var: the letter of the statement, N or n.
oj-piles-var-of-case = the number of piles { $var } of case { $case }
oj-piles-of-block = the number of piles m of block { $block } (0 ends the input)
oj-chips-of-case = the number of chips N of case { $case }
oj-lights-of-case = the number of lights n of case { $case }
oj-heads-of-block = the number of heads n of block { $block }
oj-rows-of-block = the number of rows n of block { $block }
oj-columns-of-block = the number of columns m of block { $block }
oj-vertices-of-case = the number of vertices N of case { $case }
oj-vertices-of-block = the number of vertices N of block { $block }
oj-successors = the number of successors of vertex { $vertex } in block { $block }
oj-tokens-of-query = the number of tokens M of query { $query } in block { $block }
oj-trees-of-block = the number of trees N of block { $block }
oj-games-of-block = the number of games N of block { $block }
oj-pile-p-of-game = the pile p of game { $game } in block { $block }
oj-pile-q-of-game = the pile q of game { $game } in block { $block }
oj-teams-of-line = n, the number of players of each team, of line { $line } (0 ends the input)
oj-stones-of-line = the stones S of line { $line }
oj-take-limit-of-player = the limit M{ $player } of line { $line }
oj-poj2068-too-large = { $what } is too large: a line is answered by a table of every heap and player, at most { $most } entries
oj-p2599-row = { $what } must be 1 to { $most }: a row is answered by a table of its segments, n² / 2 steps
oj-p2599-zero = { $what } is 0: every pile of the row has at least one stone
oj-hdu5724-rows = the number of rows of case { $case }
oj-hdu5724-pieces = the number of pieces of row { $row } of case { $case }
oj-hdu5724-column = the column of piece { $piece } of row { $row } of case { $case }
oj-hdu5724-bad = { $what } is outside the board: a row has 20 columns, numbered 1 to 20, each holding at most one piece
oj-poj2068-zero = { $what } is 0: a heap has at least one stone, and a player takes at least one
oj-vertices-of-tree = the number of vertices m of tree { $tree } in block { $block }
oj-edges-of-tree = the number of edges k of tree { $tree } in block { $block }
oj-set-size = k, the size of subtraction set { $set } (0 ends the input)
oj-positions-of-test = m, the number of positions of test { $test }
oj-heaps-of-position = l, the number of heaps of position { $position } of test { $test }
oj-piles-of-game = the number of piles n of game { $game } (0 ends the input)

## Piles, heaps and other numbers.

oj-pile-of = pile { $pile } of { $count }
oj-pile-in-case = pile { $pile } of { $count } in case { $case }
oj-pile-in-block = pile { $pile } of { $count } in block { $block }
# index: counted from 0, as the statement's S_0, S_1, ….
oj-pile-in-game = pile S_{ $index } of { $count } in game { $game }
oj-chip-cell = the cell of chip { $chip } of { $count } in case { $case }
oj-quarry-first = x, the first dumper of quarry { $quarry } of { $count }
oj-quarry-dumpers = m, the number of dumpers of quarry { $quarry } of { $count }
oj-first-pile-of-pair = the first pile of pair { $pair }
oj-second-pile-of-pair = the second pile of pair { $pair }
oj-first-pile-a = the first pile a
oj-second-pile-b = the second pile b
oj-first-number-of-pair = the first number of pair { $pair }
oj-second-number-of-pair = the second number of pair { $pair }
# name: m, n or p, as HDU 1848 names its three heaps.
oj-heap-name-of-line = heap { $name } of line { $line }
oj-heap-of-line-then = heap { $heap } of line { $line }: { $why }
oj-set-element = s{ $index } of subtraction set { $set }
oj-heap-of-position = heap { $heap } of { $count } of position { $position } of test { $test }
oj-word-a = A of pair { $pair } of { $count }
oj-word-b = B of pair { $pair } of { $count }
oj-light-x = x of light { $light } of { $count } in case { $case }
oj-light-y = y of light { $light } of { $count } in case { $case }
oj-head-position = position { $head } of { $count } in block { $block }
oj-pile-of-line-n = the pile n of line { $line }
oj-pile-of-line = the pile of line { $line }
oj-n-of-case = n of case { $case }
oj-k-of-case = k of case { $case }
oj-n-of-game = n of game { $game }
oj-coins-of-line = the number of coins n of line { $line }
oj-board-side-of-line = the side n of the board of line { $line }
oj-take-limit-of-case = m, the most a move takes, of case { $case }
oj-cards-of-line = the number of cards n of line { $line }
oj-tokens-of-block = the number of tokens m of block { $block } (0 ends the input)
oj-board-rows-of-line = the number of rows n of line { $line }
oj-board-columns-of-line = the number of columns m of line { $line }
oj-sheet-width = the width W of sheet { $sheet }
oj-sheet-height = the height H of sheet { $sheet }
oj-column-ti = the column Ti of row { $row } in block { $block }
oj-column-ji = the column Ji of row { $row } in block { $block }
oj-successor = successor { $index } of vertex { $vertex } in block { $block }
oj-token-of-query = token { $index } of query { $query } in block { $block }
# graph: oj-case or oj-tree-in-block.
oj-edge-first-end = the first end of edge { $edge } of { $graph }
oj-edge-second-end = the second end of edge { $edge } of { $graph }
oj-tree-in-block = tree { $tree } in block { $block }

## Refusals: numbers the format does not allow, and cases too large.

oj-set-element-zero = { $what } is 0: a move removes at least 1
oj-set-element-too-large = { $what } is too large: amounts up to { $limit } are supported
oj-ed-pile-zero = { $what } is 0: the piles of E&D are positive
oj-ed-odd-piles = case { $case } has { $count } piles, an odd number: E&D piles come in pairs
oj-k-zero = { $what } is 0: a move after the first may take up to k times the last, at least 1
oj-sheet-side-too-large = { $what } is { $side }: sides up to { $limit } are answered (the values come from a table over every sheet size)
oj-euclid-zero = pair { $pair } is { $a } { $b }: a position with a 0 is already over (whoever reaches 0 has won), so it has no first move to answer; the numbers are positive, and only 0 0 ends the input
oj-multiplication-n = { $what } is { $n }: p = 1 is at least n before the first move, so nobody reaches it by a move (the game takes 1 < n)
oj-too-many-piles = game { $game } has { $count } piles: at most { $limit } are answered (the stone values come from a table over the piles, which costs the square of their number)
oj-off-the-board = { $what } is { $column }: off the board of columns 1 to { $columns }
oj-same-square = { $what } is { $column }, where the first player's piece stands: the two pieces of a row are on different squares
oj-board-side-zero = { $what } is 0: a board has at least one row and one column (only 0 0 ends the input)
oj-too-many-vertices = block { $block } has too many vertices
oj-too-many-trees = block { $block } has too many trees
oj-cycle = the graph of block { $block } has the cycle { $cycle }: HDU 1524's graphs are acyclic (a token could be moved for ever)
oj-tree-cycle = edge { $edge } of tree { $tree } in block { $block } closes a cycle: HDU 3590's trees have none, and misère play is decided on trees only

## grundy oj --list: each problem, the judge and its game, then a closing
## line. A title is oj-title- and the name on the command line; it keeps
## the judge's output tokens (Yes/No, 1/0, WIN/LOSE …) as the judge prints
## them.

oj-title-p1247 = Luogu P1247: Nim, the first winning move (amount, pile) and the piles after it
oj-title-p2197 = Luogu P2197: Nim template, Yes/No per case
oj-title-p4279 = Luogu P4279: misère Nim, John/Brother per case
oj-title-hdu2176 = HDU 2176: Nim, every winning move as 'pile before, pile after'
oj-title-hdu1850 = HDU 1850: the number of winning first moves in Nim
oj-title-poj1704 = POJ 1704 (Georgia and Bob): chips on a line, staircase Nim
oj-title-cf15c = CF 15C (Industrial Nim): quarries of consecutive piles, tolik/bolik
oj-title-hdu1527 = HDU 1527: Wythoff's game, 1/0 per pair until the end of input
oj-title-poj1067 = POJ 1067: the same as HDU 1527
oj-title-p2252 = Luogu P2252: Wythoff's game, one pair, 1/0
oj-title-hdu2177 = HDU 2177: Wythoff's game, the piles left by every winning move
oj-title-hdu1848 = HDU 1848: three heaps, take a Fibonacci number, Fibo/Nacci
oj-title-hdu1536 = HDU 1536: S-Nim, a subtraction set and positions, a line of W/L
oj-title-poj2960 = POJ 2960: the same as HDU 1536
oj-title-p2148 = Luogu P2148: E&D, piles in pairs, YES/NO per case
oj-title-hdu3404 = HDU 3404 (Switch lights): Turning Corners, the xor of x ⊗ y
oj-title-nim_product_64 = Library Checker nim_product_64: the nim-product of each pair below 2^64
oj-title-hdu3537 = HDU 3537 (Daizhenyang's Coin): Mock Turtles, Yes when the first player loses
oj-title-hdu2516 = HDU 2516: Fibonacci Nim, First win/Second win per pile
oj-title-hdu2486 = HDU 2486: the k-fold game, the smallest winning first take per case
oj-title-poj3922 = POJ 3922: the same as HDU 2486
oj-title-poj2311 = POJ 2311 (Cutting Game): WIN/LOSE per sheet W H
oj-title-poj2484 = POJ 2484 (A Funny Game): coins in a circle, Alice/Bob per n
oj-title-hdu1730 = HDU 1730 (Northcott Game): Nim on the gaps, I WIN!/BAD LUCK!
oj-title-poj1740 = POJ 1740 (A New Stone Game): pairs of equal piles lose, 1/0
oj-title-hdu1907 = HDU 1907 (John): the same as Luogu P4279
oj-title-hdu2509 = HDU 2509 (Be the Winner): misère play of taking runs, Yes/No
oj-title-poj2348 = POJ 2348 (Euclid's Game): Stan wins/Ollie wins per pair a b
oj-title-hdu1525 = HDU 1525: the same as POJ 2348
oj-title-poj2505 = POJ 2505 (A Multiplication Game): Stan wins./Ollie wins. per n
oj-title-hdu5795 = HDU 5795 (A Simple Nim): take, or split a pile into three
oj-title-uva1378 = UVa 1378 (A Funny Stone Game): the smallest winning move i j k
oj-title-hdu3094 = HDU 3094 (A tree game): Green Hackenbush on a rooted tree
oj-title-poj3710 = POJ 3710 (Christmas Game): Green Hackenbush, trees with cycles
oj-title-hdu3590 = HDU 3590 (PP and QQ): misère Green Hackenbush on rooted trees
oj-title-p4136 = Luogu P4136: geography on an n x n board from a corner, Alice/Bob
oj-title-hdu1524 = HDU 1524 (A Chess Game): tokens on an acyclic graph, WIN/LOSE
oj-title-poj2425 = POJ 2425: the same as HDU 1524
oj-title-hdu1846 = HDU 1846 (Brave Game): Bash's game, take 1 to m, first/second per line
oj-title-hdu1847 = HDU 1847 (Good Luck in CET-4 Everybody!): take a power of two, Kiki/Cici per n
oj-title-poj2234 = POJ 2234 (Matches Game): Nim, Yes/No per line until the end of input
oj-title-poj2975 = POJ 2975 (Nim): the number of winning first moves, as HDU 1850
oj-title-hdu1849 = HDU 1849 (Rabbit and Grass): tokens moved left on a strip, which is Nim, Rabbit Win!/Grass Win!
oj-title-hdu2147 = HDU 2147 (kiki's game): a coin moved left, down or left-down, Wonderful!/What a pity!
oj-title-hdu1564 = HDU 1564 (Play a game): geography on an n x n board from a corner, 8600/ailyanlu
oj-title-hdu3032 = HDU 3032 (Nim or not Nim?): Lasker's Nim, take or split a heap in two, Alice/Bob
oj-title-hdu3595 = HDU 3595 (GG and MM): Euclid's game in every game at once (Every-SG), MM/GG per block
oj-title-poj2068 = POJ 2068 (Nim, team game): 2n players round a table, whoever takes the last stone loses, 1/0 per line
oj-title-abc368f = AtCoder ABC 368 F (Dividing Game): replace a number by a proper divisor, Anna/Bruno
oj-title-cf2004e = Codeforces 2004E (Not a Nim Problem): take y from a pile of x with gcd(x, y) = 1, Alice/Bob
oj-title-cf603c = Codeforces 603C (Lieges of Legendre): remove a cow, or split a pile of 2x into k piles of x, Kevin/Nicky
oj-title-agc017d = AtCoder AGC 017 D (Game on Tree): Green Hackenbush on a tree rooted at 1, Alice/Bob
oj-title-hdu5973 = HDU 5973 (Game of Taking Stones): Wythoff's game with piles up to 10^100, 1/0 per pair
oj-title-p2599 = Luogu P2599 ([ZJOI2009] 取石子游戏): take from the leftmost or the rightmost pile of a row, 1/0 per case
oj-title-hdu5724 = HDU 5724 (Chess): pieces move right over a run of pieces on rows of 20 columns, YES/NO per case
oj-title-hdu3980 = HDU 3980 (Paint Chain): paint m consecutive beads of a ring, Case #i: aekdycoin/abcdxyzk
oj-title-p3235 = Luogu P3235 (HNOI2014): split a pile of at least F into M piles as evenly as possible, one line of 0/1
oj-title-p6560 = Luogu P6560 (SBCOI2020): a token on a directed graph, whoever moves it onto y wins, 1/-1/0 (draw) per round
oj-list-end = Each reads its judge's input on standard input; `grundy gen NAME` prints a random one.
