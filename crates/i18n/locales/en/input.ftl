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
number-too-large = "{ $text }" is too large: the largest is { $most }
cannot-read-stdin = cannot read standard input: { $why }
cannot-read-file = cannot read { $name }: { $why }
not-utf8 = { $name } is not UTF-8 text (byte { $byte })
standard-input = standard input
stdin-empty = standard input is empty (or holds only blanks): there is nothing to read
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
hackenbush-stdin-only = "-" (read standard input) must be the only argument
geography-give-graph = give the graph, its edges A-B joined by commas (or a file of them, or - for standard input), or --grid RxC: grundy geography 1-2,2-3,3-1 --start 1
geography-no-file = { $message } (and there is no file "{ $arg }")
geography-no-start = --start { $start }: vertex { $start } is not in the graph ({ $vertices })
web-position-bad = position "{ $position }": { $why }
web-give-numbers = position: give the { $noun }s of { $game }, separated by spaces
web-name-a-game = game: name a game, such as nim, wythoff, kayles or sum
web-chips-alone = "{ $text }": chips on a line are played alone here, not in a sum; staircase=… is the same game as a part of one
web-misere-cannot = cannot play under misère play: { $why }
web-chips-refused = "{ $text }": { $why }
web-misere-nim-misere = misère Nim is under misère play already: send "misere": false, or its piles as nim=… components
web-remoteness-misere = not searched under misère play: each position is decided by its own analysis
web-no-move-number = no move { $index }: the position has too many legal moves to number them; type the move instead, as "typed" (for example "typed": "{ $example }")
web-no-move-over = no move { $index }: the game is over, no legal move is left
web-no-move-range = no move { $index }: the position has { $count } legal moves, numbered 0 to { $last }
web-type-a-move = typed: type a move, { $syntax }
web-typed-move = typed move "{ $typed }": { $why }; { $syntax }
web-give-components = components: give at least one, written { $syntax }
web-too-many-components = { $count } components, at most { $most }
web-heap-no-period = a heap of { $heap } in { $game } is too large to play: at most { $most } counters, as no period of { $game } is proven within the values computed here (a game whose period is proven is played at any size)
web-heap-too-much-work = a heap of { $heap } in { $game } is too large to play: its nim-sequence would take about { $cost } steps, at most { $most }
web-heaps-too-many = the heaps of heap games hold { $total } counters together, at most { $most }

# The playground's requests: their shape, size and time.
web-too-large = too large to play: { $why }
web-malformed-json = malformed JSON at line { $line }, column { $column }: { $why }
# Why a body is no JSON: English is serde_json's own words (each variant
# here is them, byte for byte); the last ones are its kinds of error, for a
# reason not listed.
web-json-reason = { $reason ->
        [eof-list] EOF while parsing a list
        [eof-object] EOF while parsing an object
        [eof-string] EOF while parsing a string
        [eof-value] EOF while parsing a value
        [expected-colon] expected `:`
        [expected-comma-or-bracket] expected `,` or `]`
        [expected-comma-or-brace] expected `,` or `{"}"}`
        [expected-ident] expected ident
        [expected-value] expected value
        [expected-quote] expected `"`
        [invalid-escape] invalid escape
        [invalid-number] invalid number
        [number-out-of-range] number out of range
        [invalid-code-point] invalid unicode code point
        [control-character] control character (\u0000-\u001F) found while parsing a string
        [key-not-a-string] key must be a string
        [lone-surrogate] lone leading surrogate in hex escape
        [trailing-comma] trailing comma
        [trailing-characters] trailing characters
        [end-of-hex-escape] unexpected end of hex escape
        [too-deep] recursion limit exceeded
        [eof] unexpected end of input
        [data] invalid data
        [io] cannot read the body
       *[syntax] syntax error
    }
web-body-too-large = the request body is larger than { $most } bytes
web-body-too-slow = the request body did not arrive within { $seconds } s
web-not-an-object = expected a JSON object such as {"{"}"components": ["nim=3", "nim=5"]{"}"}
web-unknown-field = unknown field "{ $field }": expected { $expected }
web-field-joiner = { " and " }
web-game-position-strings = game and position: expected strings such as "nim" and "3 5 7", found { $game } and { $position }
web-missing-position = missing field "position" (with "game")
web-missing-game = missing field "game" (with "position")
web-position-twice = give the position once: as "components", or as "game" and "position"
web-component-string = components: expected strings such as "nim=3", found { $found }
web-components-array = components: expected an array of strings such as ["nim=3", "kayles=10"], found { $found }
web-missing-components = missing field "components" (or "game" and "position")
web-move-twice = give the move once: as "move" (its index) or as "typed"
web-move-index = move: expected the index of a legal move (0, 1, …), found { $found }
web-typed-string = typed: expected a move typed as a string such as "1 5", found { $found }
web-missing-move = missing field "move" (or "typed", a move typed in the game's terms)
web-misere-bool = misere: expected true or false, found { $found }
web-took-too-long = the position took longer than { $seconds } s to analyse
web-analysis-failed = the analysis failed: { $why }
web-unknown-lang = lang={ $name }: not a language of the playground ({ $codes })
web-not-found = no such page or API route
web-typed-form = "{ $form }" ({ $meaning })
web-typed-as = typed as { $forms }
web-typed-or = { " or " }
