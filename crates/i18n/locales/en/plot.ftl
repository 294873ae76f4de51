# The pictures of --plot: titles, axes, legends. The Chinese ones are set in
# the embedded font (grundy_i18n::font), which has every character of them.

plot-wythoff-p-title = Wythoff's game: the P-positions with both piles below { $n }
plot-wythoff-grundy-title = Wythoff's game: the Grundy values G(a, b) with both piles below { $n }
plot-two-pile-title = Two-pile game { $rules }: the Grundy values G(a, b) with both piles below { $n }
plot-first-pile = first pile a
plot-second-pile = second pile b
plot-p-positions = P-positions (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …
plot-p-mirror = and their mirror images (⌊kφ⌋ + k, ⌊kφ⌋)
plot-line-steep = the line b = φa
plot-line-flat = the line b = a/φ
plot-red-zero = red: G = 0,
plot-red-p = P-positions

plot-sequence-title = Nim-sequence of { $game } (G(0) to G({ $last }))
plot-pattern-sequence-title = The sequence of { $game }: G({ $first }) to G({ $last })
plot-pattern-pairs-title = The P-positions of { $game }: { $rows } x { $columns } table
plot-heap-size = heap size n
plot-grundy-value = Grundy value G(n)
plot-no-period = no period seen up to n = { $last }
plot-period = period { $period }
plot-arithmetic-period = arithmetic period { $period } (saltus { $saltus })
plot-period-proven = { $kind } from n = { $from }, proven
plot-period-observed = { $kind } from n = { $from }, observed up to n = { $last }, not proven
plot-preperiod-one = the preperiod: G({ $first })
plot-preperiod = the preperiod: G({ $first }) … G({ $last })
plot-one-period = one period: G({ $first }) … G({ $last }), { $len } values
plot-period-repeating = the period repeating: G(n + { $len }) = G(n)
plot-period-repeating-saltus = the period repeating: G(n + { $len }) = G(n) + { $saltus }

plot-row-a = row a (first pile)
plot-column-b = column b (second pile)
plot-pairs-line = the line b = (β/α)a, β = α + { $c }
plot-pairs = the pairs (a_k, b_k), a_k <= b_k
plot-pairs-mirror = and their mirror images (b_k, a_k)

plot-coins-heads = heads (dark), each labelled with its value; the position is worth their xor
plot-coins-tails = tails (light)
plot-graph-legend = red: worth 0 (lost for the player to move); colours: larger values; grey: ∞ or a draw; ringed: a token

plot-wrote = wrote { $file }

# Why a picture was not drawn.
plot-error-extension = { $path }: unsupported picture format: use .png or .svg
plot-error-write = cannot write { $path }: { $why }
plot-error-table-size = a Grundy table for piles below { $n } has { $values } values, but { $len } were given
plot-error-coins = { $board ->
    [yes] a board of { $columns } x { $rows } coins is too large to draw: at most { $most } coins on a side
   *[no] a row of { $columns } coins is too large to draw: at most { $most }
    }
plot-error-graph = a graph of { $vertices } vertices and { $edges } edges is too large to draw: at most { $most_vertices } vertices and { $most_edges } edges
plot-error-values = a plot of { $len } values is too large: the largest is { $limit }
plot-error-heat-map = a heat map of { $n } x { $n } cells is too large for { $format }: the largest is { $limit }{ $format ->
    [SVG] { " " }(a PNG takes up to 1024)
   *[PNG] {""}
    }
plot-error-no-folder = cannot write { $path }: there is no folder { $folder }; create it first, or give another path
plot-error-draw = cannot draw the picture: { $why }
plot-family-x = game, in the family's order
plot-family-y = period, or largest value (log scale)
plot-family-period = period, proven
plot-family-largest = largest value to { $to }, no period proven
