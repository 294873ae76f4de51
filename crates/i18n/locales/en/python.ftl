# The Python package's own messages: the names of the numbers it reads and
# why it refuses an argument. Explanations and the engine's messages come
# from the other catalogues.

py-pile = pile { $n }
py-pile-s = piles
py-bound = the bound of pile { $n }
py-bound-s = bounds
py-step = step { $n }
py-step-s = steps
py-chip = chip { $n }
py-chip-s = chips
py-operand = operand { $n }
py-k = k
py-start = start
py-stop = stop
py-the-pile = the pile
py-allowance = the allowance
py-columns = columns
py-row-mine = your column in row { $n }
py-row-theirs = the opponent's column in row { $n }
py-nimber = the nimber
py-base = the base
py-exponent = the exponent
py-log-number = the number

py-not-an-int = { $what } must be an int (0 or more, of any size), found { $kind } { $repr }
py-negative = { $what } cannot be negative, found { $text }
py-not-whole = { $what } is not a whole number: { $text }
py-not-a-list = give the { $what } as a list of ints, such as [3, 5, 7], not a single int
py-list-found = give the { $what } as a list of ints (0 or more, of any size), such as [3, 5, 7], not { $kind } { $repr }
py-k-or-bounds = k must be an int (the bound of every pile) or a list of ints (one bound per pile), not { $kind } { $repr }
py-rows-not-a-list = give the rows as a list of pairs of ints (your column, the opponent's), such as [(4, 5), (1, 3)], not { $kind } { $repr }
py-heads = give the heads as a text such as "2:3,4:1" or "THHT", or a list of coins, each an int (a row's) or a tuple of ints (a board's), such as [1, 4, 6] or [(2, 3), (4, 1)], not { $kind } { $repr }
py-k-zero = k must be at least 1
py-bounds-count = { $piles } piles but { $bounds } bounds: give one bound per pile, or one int for all
py-bound-zero = the bound of pile { $pile } must be at least 1, found 0
py-table-too-large = n is { $n }: at most { $limit } (a table of { $limit } x { $limit } values)
py-start-after-stop = start ({ $start }) is after stop ({ $stop })
py-too-many-p-positions = { $count } P-positions asked for: at most 1000000 in one call
py-rule-spec = rule spec "{ $spec }": { $why }
py-size-too-large = size is { $size }: at most { $limit } (a table of { $limit } x { $limit } values)
py-table-cost = rule spec "{ $spec }" with size { $size }: the table would visit about { $cost } moves, more than { $limit }; lower the size or bound the amounts (e.g. one[..10])
py-research-too-far = to is { $to }: at most { $limit } in Python (six bytes of memory a heap); `grundy research --disk DIR` goes further
py-threads-zero = threads must be at least 1
py-not-solved = not solved: { $why }
py-columns-too-few = columns is { $columns }: a row holds two pieces, so at least 2
py-row-not-a-pair = row { $row } must be a pair (your column, the opponent's), found { $repr }
py-no-piles = give at least one pile
py-seq-too-far = up_to is { $up_to }: at most { $limit } values are computed in one call
py-component = component { $index } ({ $text }): { $why }
py-no-inverse = 0 has no inverse: the nimbers without 0 form the multiplicative group
py-log-zero = the logarithm is taken in the multiplicative group: neither the base nor the number may be 0
py-moves-not-iterable = { $method }() must return an iterable of positions, not { $kind }
py-not-a-game = a game is an object with a method moves(position); { $kind } has none
py-grundy-misere = Grundy values are for normal play; under misère play ask wins(position)
py-language-unknown = unknown language "{ $lang }": grundy speaks en and zh
py-log-too-large = { $what } is { $n }: nim_log works in the field of the nimbers below 2^64
