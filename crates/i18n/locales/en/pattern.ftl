# grundy pattern: what a table another program printed says, and why it could not be read.

# The report.
pattern-none-found = no pattern found within the table
pattern-read-sequence = a sequence of { $count } values, G({ $first }) to G({ $last }), read as { $source }
pattern-read-table = a table of { $rows } rows and { $columns } columns (row a, column b, from 0), read as { $source }; P-positions: the entries { $entries }
pattern-finding = { $holds ->
    [yes] holds
   *[no] fails
    }: { $statement }
pattern-evidence = evidence: { $evidence }
pattern-counterexample = counterexample: { $counterexample }
pattern-not-a-proof = a pattern within the table, not a proof
pattern-some = { $shown }, { list-in-all }

# A sequence: its period.
pattern-period-rule = a period p after a preperiod of e values is taken as seen when the N values of the table hold it at least 3 times over (N − e >= 3p) and for at least as long as the preperiod (N − e − p >= e); the least such p is taken, with its least e
pattern-no-period = no period seen in G({ $first }) to G({ $last })
pattern-none-passes = { $rule }; no p <= { $most } passes
pattern-no-arithmetic-period = no arithmetic period (G(n + p) = G(n) + s, s >= 1) seen in G({ $first }) to G({ $last })
pattern-none-passes-again = the same rule; no p <= { $most } passes
pattern-period = period { $period }
pattern-arithmetic-period = arithmetic period { $period } with saltus { $saltus }
pattern-period-statement = { $name } from n = { $from }: { $law } for { $from } <= n <= { $to }
pattern-period-repeats = the { $values } values from n = { $from } to n = { $to } repeat the period of { $period } values { $times } times{ $more ->
    [0] {""}
    [one] , and { $more } value more
   *[other] , and { $more } values more
    }, after a preperiod of { $preperiod } { $preperiod ->
    [one] value
   *[other] values
    }
pattern-the-rule = the rule: { $rule }
pattern-not-a-proof-past = a pattern within the table, not a proof: nothing is known past n = { $last }
pattern-period-starts = G({ $before }) = { $value }, but G({ $later }) = { $later_value }: the period does not start before n = { $from }
pattern-arithmetic-period-starts = G({ $before }) + { $saltus } = { $value }, but G({ $later }) = { $later_value }: the period does not start before n = { $from }

# A sequence: its zeros.
pattern-no-zeros = no zeros in the table
pattern-few-zeros = only { $count } { $count ->
    [one] zero
   *[other] zeros
    } (n = { $zeros }): too few to see a pattern in
pattern-zeros-listed = the zeros z_0, z_1, … (the n with G(n) = 0): { $zeros }
pattern-zeros-progression = the zeros form an arithmetic progression: z_k = { $formula } for k <= { $last }
pattern-zeros-not-progression = the zeros are not an arithmetic progression
pattern-zeros-counterexample = z_{ $k } = { $z }, but z_0 + { $k }·(z_1 − z_0) = { $expected }
pattern-no-periodic-zero = no zero from n = { $start } on: the period holds no 0
pattern-periodic-zeros = from n = { $start } on, the zeros are the n ≡ { $residues } (mod { $period }): { $count } in every { $period }
pattern-periodic-zeros-evidence = they follow from the period, within the table

# Beatty sequences, of the zeros or of the first piles.
pattern-what-zeros = zeros
pattern-what-first-piles = first piles
pattern-beatty-holds = the { $what } { $name }_k satisfy { $name }_k = ⌊k·{ $simplest }⌋ for { $from } <= k <= { $last }; consistent with Beatty for α in [{ $lo }, { $hi })
pattern-beatty-evidence = { $name }_k = ⌊kα⌋ exactly when { $name }_k/k <= α < ({ $name }_k + 1)/k: the { $count } terms{ $numbered ->
    [yes] { " " }(numbered from { $name }_1, as the first is not 0)
   *[no] {""}
    } allow the α from { $lo } (included) to { $hi } (excluded), and { $simplest } is the simplest of them; a Beatty sequence of an irrational α among them fits as well
pattern-beatty-fails = the { $what } are not a Beatty sequence { $name }_k = ⌊kα⌋
pattern-beatty-first = { $name }_0 = { $z }, but ⌊0·α⌋ = 0
pattern-beatty-counterexample = { $name }_{ $k } = { $z }{ $numbered ->
    [yes] { " " }(numbered from 1, as the first is not 0)
   *[no] {""}
    } needs α in [{ $needs_lo }, { $needs_hi }), but { $one ->
    [yes] { $name }_{ $previous } needs
   *[no] { $name }_{ $earliest } to { $name }_{ $previous } need
    } α in [{ $lo }, { $hi })

# A table: its P-positions.
pattern-table-size = the { $rows } × { $columns } table
pattern-no-p-positions = no P-positions (0 or P) in { $table }
pattern-symmetric = the P-positions are symmetric: (a, b) is one exactly when (b, a) is, for a, b < { $side }
pattern-not-symmetric = the P-positions are not symmetric
pattern-p-positions-in = { $count } P-positions in { $table }
pattern-asymmetric = ({ $a }, { $b }) is a P-position, but ({ $b }, { $a }) is not
pattern-differences-listed = b_k − a_k: { $differences }
pattern-pairs-listed = { $count } { $count ->
    [one] pair
   *[other] pairs
    }: { $pairs }
pattern-cut = { $cut } lies in no pair within the table (its pair, if any, lies beyond it): the pairs with a_k < { $cut } are taken{ $beyond ->
    [0] {""}
   *[other] , { $beyond } more left out
    }
pattern-few-pairs = only { $count } { $count ->
    [one] pair
   *[other] pairs
    }: too few to see a pattern in
pattern-pairs = the P-positions are pairs (a_k, b_k), a_k <= b_k, each number in at most one
pattern-not-pairs = some number lies in two P-positions (a_k, b_k)
pattern-in-two-pairs = { $x } lies in both { $first } and { $second }
pattern-mex = a_k = mex{ "{" }a_i, b_i : i < k{ "}" }, the least number in no earlier pair, for k <= { $last }
pattern-not-mex = a_k is not always the mex of the earlier pairs
pattern-mex-counterexample = a_{ $k } = { $a }, but the least number in no earlier pair is { $mex }
pattern-linear = the differences grow linearly: b_k − a_k = { $formula } for k <= { $last }
pattern-not-linear = the differences b_k − a_k do not grow linearly
pattern-linear-counterexample = b_{ $k } − a_{ $k } = { $x }, but { $formula } = { $expected } at k = { $k }

# A table: the shape of Wythoff's solution.
pattern-not-wythoff-shape = not the shape of Wythoff's solution (a_k = mex, b_k = a_k + ck)
pattern-shape-two-pairs = some number lies in two pairs
pattern-shape-not-linear = b_k − a_k is not linear in k
pattern-shape-constant = b_k − a_k = ck + d with d ≠ 0
pattern-shape-decreases = b_k − a_k decreases
pattern-shape-nim = the shape of two-pile Nim: the P-positions are the pairs (k, k), for k <= { $last }
pattern-shape-wythoff = the shape of Wythoff's solution: a_k = mex of the earlier pairs and b_k = a_k + k, for k <= { $last }, as Wythoff's P-positions (⌊kφ⌋, ⌊kφ²⌋), φ = (1 + √5)/2, do
pattern-shape-fraenkel = the shape of Wythoff's solution with b_k = a_k + { $c }k, for k <= { $last }, as the P-positions of Fraenkel's { $c }-Wythoff game (grundy two-pile 'one,both<{ $c }'), (⌊kα⌋, ⌊kα⌋ + { $c }k) with α = (2 − { $c } + √({ $c }² + 4))/2, do
pattern-shape-evidence = symmetric, each number in at most one pair, a_k the mex of the earlier pairs, and b_k − a_k linear with no constant term
pattern-shape-alpha = a_k = ⌊kα⌋ holds for the α in [{ $lo }, { $hi }), and { $alpha } { $inside ->
    [yes] lies in it
   *[no] does not lie in it
    } (compared exactly)

# How the text was read.
pattern-source-seq = the output of grundy seq
pattern-source-seq-csv = n,value lines (grundy seq --csv)
pattern-source-pairs = lines n value
pattern-source-list = a list of values
pattern-source-grid-csv = a table under a header a\b,0,1,… (grundy wythoff --table --csv)
pattern-source-wythoff-map = the output of grundy wythoff --map
pattern-source-numbers = rows of numbers
pattern-source-marks = rows of P/N marks
pattern-source-seq-json = the JSON of grundy seq --json
pattern-source-table-json = the JSON of grundy wythoff --table --json
pattern-source-map-json = the JSON of grundy wythoff --map --json
pattern-source-two-pile = the P-positions of grundy two-pile

# Why a table could not be read.
pattern-at = line { $line }, column { $column }: { $message }
pattern-empty = the table is empty: give a sequence (lines `n value`, or values), or rows of numbers or of P/N marks
pattern-what-value = a value
pattern-what-n = n
pattern-what-column-label = a column label
pattern-what-row-label = a row label
pattern-what-pile = a pile
pattern-what-difference = a difference
pattern-too-large = { $text } is too large: numbers are read up to { $largest }
pattern-not-natural = expected { $what } (a natural number), found "{ $text }"
pattern-nothing-under = nothing under the header: expected { $source }
pattern-not-a-table = expected a number or a mark P or N, found "{ $text }": a table is a sequence (lines `n value`, or values) or rows of numbers or of P/N marks
pattern-row-entries = this row has { $count } entries, but the first has { $columns }: every row of a table has as many
pattern-not-a-mark = '{ $mark }' is not a mark: a table of marks holds P (lost for the player to move) and N or . (won)
pattern-row-marks = this row has { $count } marks, but the first has { $columns }: every row of a table has as many
pattern-seq-header = expected a header TITLE: G(0..=N), as grundy seq prints it
pattern-after-period = nothing follows the line on the period (line { $line }), found "{ $text }"
pattern-seq-row-label = expected a row label `n:` (the heap size of the row's first value), found "{ $text }"
pattern-seq-row-number = expected the row label { $expected }:, found "{ $text }"
pattern-seq-count = the header says G(0..={ $last }), but the rows hold { $count } values
pattern-csv-line = expected n,value, found "{ $text }"
pattern-csv-count-up = expected n = { $expected } (the lines count up from 0), found { $text }
pattern-column-label = expected the column label { $expected }, found { $text }
pattern-row-label = expected the row label { $expected }, found { $text }
pattern-row-values = this row has { $count } values, but the header has { $columns } columns
pattern-map-row-marks = this row has { $count } marks, but the first has { $columns }
pattern-two-pile-header = expected a header `{ $header }` (N from 1 to 16384), as grundy two-pile prints it
pattern-two-pile-line = expected "{ $want }", as grundy two-pile prints it
pattern-two-pile-position = expected a P-position `a b b-a`, found "{ $text }"
pattern-two-pile-piles = expected piles a <= b below { $most }, found { $a } { $b }
pattern-two-pile-difference = b - a is { $difference }, not { $written }

# The command: its input, its JSON tables and its pictures.
pattern-standard-input = standard input
pattern-cannot-read-stdin = cannot read standard input: { $why }
pattern-cannot-read = cannot read { $file }: { $why }
pattern-not-utf8 = { $file } is not UTF-8 text (byte { $byte })
pattern-in-file = { $file }, { $error }
pattern-malformed-json = malformed JSON: { $why }
pattern-json-not-natural = { $what } is { $value }, not a natural number below 2^64
pattern-json-no-values = the list of values is empty
pattern-json-row = table.grundy[{ $row }] is not a row of { $columns } values
pattern-json-empty-table = the table is empty
pattern-json-map-size = map.size is { $size }: from 1 to 16384
pattern-json-map-pair = map.p_positions[{ $index }] is { $pair }, not a pair [a, b] below { $size }
pattern-json-shape = a JSON table is what grundy seq --json ({ "{" }"values": [...]{ "}" }), grundy wythoff --table N --json ({ "{" }"table": { "{" }"grundy": [[...], ...]{ "}" }{ "}" }) or grundy wythoff --map N --json ({ "{" }"map": { "{" }"size": N, "p_positions": [[a, b], ...]{ "}" }{ "}" }) prints
pattern-plot-refused = --plot: { $why }
pattern-plot-values = values above { $most } are not drawn
pattern-plot-first = the first index { $first } is too large to draw
pattern-plot-table = a table of { $rows } x { $columns } is too large to draw: at most { $most } on a side
