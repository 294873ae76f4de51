# grundy check: the report on a contestant's program.

check-passed = { $problem }: all { $passed } cases passed (seeds { $first }..{ $last }).
check-edge-cases = Edge cases covered: { $cases }.
check-failed = { $problem }: case { $case } of { $cases } failed: { $kind ->
        [wrong-answer] wrong answer
        [no-output] no output
        [crash] crash
        [timeout] timeout
       *[cannot-start] cannot start
    } (seed { $seed }).
check-again = Seed { $seed } gives this input again, before shrinking: grundy gen { $problem } --seed { $seed }; to run this case alone: grundy check { $problem } --seed { $seed } --cases 1 -- { $program }
check-shrunk-numbers = Shrunk to smaller numbers in { $runs } runs.
check-shrunk = Shrunk from { $from } numbers to { $to } in { $runs } runs.
check-shrink-stopped = Shrinking stopped at its budget of { $budget ->
    [one] { $budget } run
   *[other] { $budget } runs
    } (--shrink-budget): a smaller failing input may exist.
# The progress bars on a terminal: the cases run, then the shrinking's runs.
check-progress-cases = cases
check-progress-runs = runs
check-progress-shrinking = shrinking { $size ->
    [one] { $size } number
   *[other] { $size } numbers
    }
check-input = --- input
check-expected = --- expected (grundy)
check-printed = --- your program printed
check-printed-nothing = --- your program printed nothing
check-crashed = --- your program crashed ({ $status })
check-timeout = --- your program ran past { $ms } ms and was stopped
check-cannot-start = --- your program could not be started: { $why }
check-why = --- why (grundy's explanation)
check-not-found = the program "{ $program }" was not found: give a path to it, or a command on PATH

# How a program ended (as Rust writes it in English), and why it could not
# be started (the program, then the operating system's reason).
check-exit-code = exit status: { $code }
check-signal = signal: { $signal }
check-signal-named = signal: { $signal } ({ $name })
check-core-dumped = { $status } (core dumped)
check-cannot-start-program = { $program }: { $why }
# grundy gen --size.
check-unknown-size = unknown size "{ $size }"; accepted: tiny, small, wide, judge-max
# Between the items of a list: words or phrases (the edge cases covered),
# values (G(1) = 1, G(2) = 2), clauses of their own.

# grundy's reasoning on a case of each judge problem (the nim family's, the
# games' own explanations aside).
check-explain-case = Case { $case }:
check-explain-not-a-case = not a case of this format
check-explain-cycle = the graph has a cycle: not a case of this format
check-explain-hdu2509 = A row of n apples is worth n (taking a run reaches every shorter row, and a split into a and b with a + b < n is worth a xor b < n), and under misère play the rows decide as misère Nim's piles do. { $rest }
check-explain-cf15c = A quarry x = { $x }, m = { $m } holds piles { $x }..={ $last }; the game is Nim on all of them, so only the xor of every pile matters.
check-explain-heaps = { $game }: each heap is worth its Grundy value ({ $values }); the position is worth their xor, { $total }, so the first player { $wins ->
    [yes] wins
   *[no] loses
    }.
check-explain-pair-worth = ({ $a }, { $b }) is worth { $value }
check-explain-p2148 = Each pair is worth the index of the lowest bit clear in both a - 1 and b - 1: { $values }; the position is worth their xor.
check-explain-hdu3404 = Switch lights is Turning Corners: by the Tartan theorem a light (x, y) is worth the nim-product x ⊗ y: { $values }; the position is worth their xor, { $total }, so the first player { $wins ->
    [yes] wins
   *[no] loses
    }.
check-explain-head-worth = position { $position } is worth { $value }
check-explain-no-heads = There are no heads
check-explain-heads = The heads: { $heads }
check-explain-hdu3537 = Daizhenyang's Coin is Mock Turtles (turn one, two or three coins, the rightmost from heads to tails): a head at 0-based position p is worth the odious number 2p or 2p + 1, whichever has an odd count of 1 bits; a position listed twice is one head. { $heads }; the xor is { $total }, so the first player { $wins ->
    [yes] wins
   *[no] loses
    }.
check-explain-poj2311 = A cut that leaves a sheet one square wide loses at once (the opponent cuts off a 1 x 1 piece), so the game is cutting sheets into pieces of at least 2 x 2. The { $w }x{ $h } sheet is worth { $value }: the first player { $wins ->
    [yes] wins
   *[no] loses
    }.
check-explain-poj1740 = A New Stone Game is decided by pairs: the player to move loses exactly when the piles can be put in pairs of equal piles. These { $pairs ->
    [yes] can: the first player loses
   *[no] cannot: the first player wins
    }.
check-explain-poj2484 = { $n } coins in a circle: { $wins ->
    [yes] the first player takes them all at once and wins
   *[no] the first move leaves a row, and a row of one coin or more is won by the player to move (take the middle one or two coins, then copy every move on the other side), so the second player wins
    }
check-explain-p4136-one = the 1x1 board, the stone on its one square: the first player cannot move and loses
check-explain-p4136-even = the { $n }x{ $n } board, the stone on a corner: n is even, so dominoes tile the board (a perfect matching), the corner is in every maximum matching, and the first player wins by always moving to the other square of the stone's domino
check-explain-p4136-odd = the { $n }x{ $n } board, the stone on a corner: n is odd, so dominoes tile the board without the corner, a maximum matching that misses it, and the second player wins by always moving to the other square of the stone's domino
check-explain-hdu1846 = One pile of { $n }, a move takes 1 to { $m }: a pile is worth its remainder mod m + 1 = { $period } (every smaller remainder is one take away, and no take keeps it), here { $rest }, so the first player { $wins ->
    [yes] wins by taking { $rest }
   *[no] loses
    }.
check-explain-hdu1847 = A pile of { $n } cards, a move takes a power of two: no power of two is a multiple of 3, so from a multiple of 3 every move leaves one that is not, and from any other pile taking 1 or 2 leaves a multiple of 3. Here n mod 3 = { $rest }, so Kiki, who moves first, { $wins ->
    [yes] wins
   *[no] loses
    }.
check-explain-hdu2147 = The coin starts { $down } rows above the bottom and { $left } columns right of the left edge of the { $n }x{ $m } board. The lost squares are those with both distances even: every move from one makes a distance odd, and from any other square one step along each odd distance makes both even. So the first player { $wins ->
    [yes] wins (Wonderful!)
   *[no] loses (What a pity!)
    }.
check-explain-hdu3032 = Lasker's Nim: a move takes any number from one heap or splits one into two. A heap of n is worth n, except that 4k+3 and 4k+4 swap (by induction: the split 1 + (4k+2) reaches 4k+3, and no split reaches the low two bits of the value). The heaps: { $values }; the position is worth their xor, { $total }, so the first player { $wins ->
    [yes] wins (Alice)
   *[no] loses (Bob)
    }.
check-explain-hdu3595 = Every game not over is moved in at every turn, so the longest one decides: each game's step (how long it lasts when its winner hurries and its loser delays; odd when the player to move wins it): { $steps }. The longest is { $longest }, so the first player { $wins ->
        [yes] wins (MM).
       *[no] loses (GG).
    }
check-explain-poj2068 = { $players } players round the table, the odd ones ours, take 1 to their limits ({ $limits }) from one heap of { $stones } in turn, and whoever takes the last stone loses. A table of every heap and player: with s stones, the player to move wins for their team by taking t (1 ≤ t ≤ the limit, t < s) to a heap the next player (of the other team) loses; with 0 stones left the player to move has won, the last stone taken by the other team. So our team, moving first, { $wins ->
    [yes] wins (1).
   *[no] loses (0).
    }
check-explain-euclid = Euclid's game on { $explain }.
check-the-first-player = the first player
check-the-second-player = the second player
check-stan = Stan (the first player)
check-ollie = Ollie (the second player)
check-explain-poj2505 = { $explain }. Stan, who starts from p = 1, wins exactly when n lies in (18^k, 9·18^k]: (1, 9], (18, 162], (324, 2916] and so on. So { $stan ->
    [yes] Stan
   *[no] Ollie
    } wins.
check-explain-hdu5795 = A Simple Nim is take-or-split:3 (8.333…): a move takes any number from one pile or splits one into three. A pile is worth { $closed_form } (proven { $proof }). The piles: { $values }; the position is worth their xor, { $total }, so the first player { $wins ->
    [yes] wins
   *[no] loses
    }.
check-explain-uva1378-move = The smallest winning move (i, j, k) = ({ $i }, { $j }, { $k }): { $description }.
check-explain-uva1378-lost = The position is worth 0: the first player loses (-1 -1 -1).
check-explain-uva1378 = { $why }. { $answer }
check-explain-k-fold-move = { " " }The smallest winning first move: { $description }.
check-explain-k-fold-error = A pile of { $n } with k = { $k }: { $error }.
check-explain-hdu3590-answer = { $wins ->
    [yes] the first player (PP) wins
   *[no] the second player (QQ) wins
    }
check-explain-hdu3590 = Misère Green Hackenbush: whoever cuts the last edge loses. The trees are worth { $values } by the colon principle, but a tree worth 0 can still be played, so the SJ theorem does not apply to the trees (it fails on two stalks of two edges). It applies to their root branches, each an edge from the root with the subtree above it, worth 1 + that subtree's value and never 0 while it stands: the branches are worth { $branches }, and the player to move wins exactly when their xor is not 0 and some branch exceeds 1, or the xor is 0 and none does: { $answer }.
check-explain-next-graph = . Next graph:{ " " }
check-explain-hackenbush = Green Hackenbush: { $steps }. The position is worth the xor of the graphs' values, { $values } = { $xor }, so the first player { $wins ->
    [yes] wins
   *[no] loses
    }.
check-explain-chess = Each vertex is worth the mex of its successors' values: { $steps }. The tokens are a sum of games worth { $terms } = { $xor }, so the first player { $wins ->
    [yes] wins (WIN)
   *[no] loses (LOSE)
    }.
check-explain-p2599-one = A single pile of { $pile }: the first player takes it all and wins (1).
check-explain-p2599 = A move takes from the leftmost or the rightmost pile. For every segment of the row, the one pile that, put on its left (or right), makes it lost, segment by segment from the shorter ones (it is unique: a larger such pile could move to a smaller one). The piles after the first need { $lost } on their left to be lost; the first pile is { $first }, so the first player { $wins ->
    [yes] wins (1).
   *[no] loses (0).
    }
check-explain-hdu5724 = Each row is a game of its own: its value over all 2^20 rows, from the fullest down (a move clears a column and fills a later one). The rows are worth { $values }, their xor is { $sum }, so Alice { $wins ->
    [yes] wins (YES).
   *[no] loses (NO).
    }
