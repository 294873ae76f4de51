# Coin-turning games: the named rules, a position, its moves and why.

coins-title-turtles = Turning Turtles: turn one or two coins
coins-title-mock = Mock Turtles: turn one, two or three coins
coins-title-moebius = Moebius: up to five coins
coins-title-mogul = Mogul: up to seven coins
coins-title-moidores = Moidores: up to nine coins
coins-title-motley = Motley: any number of coins
coins-title-twins = Twins: exactly two coins
coins-title-triplets = Triplets: exactly three coins
coins-title-ruler = Ruler: any number of consecutive coins
coins-title-mock-fives = Mock Turtle Fives: up to three coins within five adjacent ones
coins-title-triplet-fives = Triplet Fives: three coins within five adjacent ones
coins-title-ruler-fives = Ruler Fives: up to five consecutive coins
coins-title-turnips = Turnips: three equally spaced coins
coins-title-grunt = Grunt: four symmetric coins, coin 1 among them
coins-title-sym = Sym: any number of symmetric coins
coins-title-sympler = Sympler: any number of symmetric coins, coin 1 among them
coins-title-corners = Turning Corners: the corners of a rectangle (or of a line, or one coin) on a board
coins-title-corners3 = Turning Corners in three dimensions: the corners of a box
coins-heading-named = { $title } (rule { $rule }); coins numbered from 1
coins-heading = Coins turned by rule { $rule }, on { $shape ->
    [row] a row
    [board] a board
   *[box] a box
    }; coins numbered from 1
coins-heads = Heads: { $heads }
coins-heads-none = none
coins-grundy = Grundy value: { $value }
coins-move-no-heads = { $move } -> no heads
coins-move-heads = { $move } -> heads { $heads }
coins-explain-win = A winning move turns coins whose values xor to { $g }: the head turned to tails and the others together change the xor by exactly { $g }, leaving 0.
coins-explain-lose = The xor is 0: every move changes it, and the opponent can make it 0 again.
coins-explain-title = { $title }.
coins-explain-under = under { $code }, { $rule }
coins-explain-table = under { $code }, a head's value is the mex, over the moves turning it, of the xor of the other coins' values
coins-explain-tartan = On a product of rules a head is worth the nim-product of its coordinates' values (the Tartan theorem).
coins-explain-heads = Heads: { $terms }; their xor is { $xor }.
coins-form-turtles = a head at coin n is worth n (Turning Turtles is Nim)
coins-form-mock = a head at coin n is worth the n-th odious number, 2(n − 1) or 2(n − 1) + 1, whichever has an odd count of 1 bits (Mock Turtles)
coins-form-ruler = a head at coin n is worth the largest power of 2 dividing n
coins-form-twins = a head at coin n is worth n − 1
coins-not-listed = grundy: the winning moves are not listed: { $why }; the value and verdict above are exact
coins-plot-box = --plot: rule { $rule } is played in a box ({ $dimensions } dimensions); --plot draws a row or a board
coins-plot-ringed = ringed: the first winning move{ $count ->
    [1] {""}
   *[other] { " " }(of { $count })
    }, { $move }
coins-plot-no-heads = no coin shows heads: no move is left
coins-plot-too-many = the winning moves are too many to list: none is ringed
coins-plot-title-named = { $name } (rule { $rule })
coins-plot-title = Coins turned by rule { $rule }, on { $board ->
    [yes] a board
   *[no] a row
    }
coins-plot-verdict = value { $shown }: { $verdict }; { $board ->
    [yes] coins numbered from 1, x along and y down
   *[no] coins numbered from 1
    }
coins-explain-forms = { $forms }.
coins-form-joiner = { "; " }

# A turning code or a rule that could not be read.
coins-code-error = turning code "{ $code }": in "{ $element }", { $why }
coins-code-no-count = a count of coins is missing; a code is { $help }
coins-code-bad-count = "{ $count }" is no count of coins from 1 to { $most }
coins-code-empty-range = the range { $least }-{ $most } is empty
coins-code-spacings = C, E and S exclude one another
coins-code-unclosed = C( has no closing )
coins-code-span = C({ $span }) needs a span of at least 1 coin
coins-code-modifier = '{ $modifier }' is not a modifier; a code is { $help }
coins-rule-too-many = "{ $rule }": a product of at most { $most } rules (a row, a board, a box)
coins-rule-product-factor = "{ $rule }": { $name } is already a product; a product's factors are rows' rules
coins-rule-or-name = { $error }; or a name: { $names }
coins-rule-empty-factor = rule "{ $rule }": a factor of the product is empty: write the codes joined by x, such as 1-2x1+C
