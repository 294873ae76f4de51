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
oj-word-too-large = { $what } is 2^64 or more, found "{ $text }": the format takes numbers below 2^64
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
oj-too-many-vertices = block { $block } has too many vertices
oj-too-many-trees = block { $block } has too many trees
oj-cycle = the graph of block { $block } has the cycle { $cycle }: HDU 1524's graphs are acyclic (a token could be moved for ever)
oj-tree-cycle = edge { $edge } of tree { $tree } in block { $block } closes a cycle: HDU 3590's trees have none, and misère play is searched on trees only
