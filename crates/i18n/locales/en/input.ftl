# Reading a position: where a token stands, and why it is no position.

place-argument = argument { $n }
place-line-column = line { $line }, column { $column }
place-then = { $place }: { $message }
# The n-th item of a position: "pile 2", "chip 3".
item-nth = { $what } { $n }
noun-number = number
noun-head = head
not-a-natural = expected { $what } (a non-negative integer), found "{ $text }"
natural-negative = { $what } cannot be negative, found "{ $text }"
cannot-read-stdin = cannot read standard input: { $why }
cannot-read-file = cannot read { $name }: { $why }
not-utf8 = { $name } is not UTF-8 text (byte { $byte })
standard-input = standard input
stdin-only-argument = "-" (read standard input) must be the only argument of the position
position-empty = the position is empty: give at least one number
bound-twice = "{ $token }" gives a bound per pile, but -k already gives one for all piles
bound-missing = "{ $token }" has no bound: give -k K, or write the pile as PILE/K
bound-at-least-1 = the bound of pile { $pile } must be at least 1, found "{ $bound }"
fib-give-pile = give the pile: grundy fib 100
fib-second-number = the game has one pile, but "{ $token }" is a second number (--allowance M sets what may be taken)
new-stone-give-piles = give the piles: grundy new-stone 2 1 3
wythoff-third-number = Wythoff's game has two piles, but "{ $token }" is a third number
wythoff-two-piles = Wythoff's game has two piles; give both (found { $found }), or use --p-position, --map or --table
wythoff-plot-needs = --plot needs --map N (a scatter plot of the P-positions) or --table N (a heat map of the Grundy values)
northcott-give-rows = give the rows, each T:J (your piece's column, then the opponent's): grundy northcott -m 6 4:5 1:3
northcott-one-piece = row { $row } has one piece, "{ $token }": write each row T:J, your piece's column and the opponent's
hackenbush-give-graphs = give the graphs, each its edges A-B joined by commas, rooted at vertex 1: grundy hackenbush 1-2,2-3,3-1 1-2
hackenbush-no-graph = standard input holds no graph: write one a line, its edges A-B
hackenbush-stdin-only = "-" (read standard input) must be the only argument
geography-give-graph = give the graph, its edges A-B joined by commas (or a file of them, or - for standard input), or --grid RxC: grundy geography 1-2,2-3,3-1 --start 1
geography-no-file = { $message } (and there is no file "{ $arg }")
geography-no-start = --start { $start }: vertex { $start } is not in the graph ({ $vertices })
