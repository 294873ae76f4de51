# grundy --help in English, paired with locales/zh-CN/help.ftl (the same messages). The
# messages are named by where they stand: help-about and help-after are the program's line and
# the text after its options; help-CMD and help-CMD-after a command's; help-CMD-ARG one
# argument of a command (its id, as clap names it); help-arg-ARG an argument several commands
# share with the same text, unless a help-CMD-ARG says otherwise; help-value-ARG-VALUE what a
# value an argument takes means. clap's own words (the help command, --help, --version, the
# defaults) are clap's in English.

help-about = Impartial games solved exactly: verdicts, Grundy values and every winning move.
help-after =
    Examples:
      grundy nim 3 5 7                 verdict and the canonical winning move
      grundy nim 3 5 7 --all           every winning move
      grundy nim 3 5 7 --explain       the binary columns and why the move works
      grundy nim 3 5 7 --json          machine-readable: one JSON object on one line
      grundy misere 1 1 1              whoever takes the last counter loses
      grundy moore -k 2 3 5 6          Moore's Nim_k: take from up to k piles
      grundy bounded -k 3 10 12 7      take at most 3 per move
      grundy bounded 10/3 12/2 7/5     a bound per pile
      grundy staircase 3 0 5           coins on steps 1, 2, 3
      grundy chips 1 5 6 7 9           chips on cells of a line (POJ 1704)
      grundy teams 97 8 7 6 5 4 3      team Nim: a limit per seat, the last stone loses
      grundy wythoff 4 6 --all         Wythoff's game: one pile, or both equally
      grundy wythoff --map 20          where the P-positions lie
      grundy two-pile 'one,both<2'     explore a two-pile rule family
      echo 3 5 7 | grundy nim -        the position from standard input
      grundy seq kayles --up-to 200    a nim-sequence and its proven period
      grundy research 0.007 --to 2^20  far out: statistics, checkpoints, proofs
      grundy quotient kayles           misère play in sums: the misère quotient, proved
      grundy coins mock 1 4 6          coin-turning games: the coins to turn
      grundy fib 100 --explain         Fibonacci Nim, by Zeckendorf's theorem
      grundy northcott -m 6 4:5 1:3    Northcott's game: Nim on the gaps between pieces
      grundy new-stone 2 1 3           POJ 1740's stone game: pairs of equal piles lose
      grundy hackenbush 1-2,2-3,3-1    Green Hackenbush on rooted graphs: every winning cut
      grundy geography --grid 4x4      geography on a graph: move the token, delete what it leaves
      grundy seq kayles | grundy pattern -   the period, zeros or P-position pairs of a table
      grundy graph game.txt            tokens on a directed graph: values, draws, winning moves
      grundy nimber mul 8 8            nimber arithmetic, at any size
      grundy sum nim=7 kayles=10       every winning move of a sum of games
      grundy play nim 3 5 7            play against the perfect opponent
      grundy serve                     the web playground on http://127.0.0.1:8080
      grundy check p1247 -- ./a.out    test your own solution against grundy
      grundy oj p1247 < input.txt      answer a judge problem byte for byte
      grundy template p2197 python     a commented solution of a judge problem
      grundy completions bash          shell completions (bash, zsh, fish, powershell, elvish)
      grundy man --out DIR             the manual pages, grundy.1 and grundy-COMMAND.1

    Exit status: 0 done, 1 failed or incomplete (said on stderr), 2 bad input.

    Environment:
      GRUNDY_LANG=en|zh                the language of the output, as --lang (default: the
                                       locale, LANG=zh_CN.UTF-8 for Chinese, else English)
      GRUNDY_ISA=portable|avx2|avx512  the instruction set of the engine's hot loops
                                       (default: the best this machine has)

# The commands' lines.
help-nim = Nim: take any number from one pile; whoever takes the last counter wins
help-misere = Misère Nim: as Nim, but whoever takes the last counter loses
help-moore = Moore's Nim_k: a move takes from 1 to k piles at once
help-bounded = Bounded Nim: a move takes from 1 to k counters from one pile
help-staircase = Staircase Nim: coins on steps 1, 2, …; a move sends coins one step down
help-chips = Chips on a line (POJ 1704): slide one chip left, never past another
help-teams = Team Nim (POJ 2068): 2n seats of two teams take from one heap, each at most its own limit; the last stone loses
help-wythoff = Wythoff's game: take any number from one pile, or the same number from both
help-two-pile = Tabulate a two-pile game given by a rule spec: P-positions, differences, Grundy tables
help-seq = The nim-sequence G(0), G(1), … of a heap game, with its period
help-research = A nim-sequence far out, for research: the rare/common engine, statistics at every power of two, the period proven as soon as it can be, checkpoints
help-quotient = The misère quotient of a take-and-break code: presentation, P-portion, Φ of every heap, the period proved; certificates written and checked
help-survey = Every game of a family (every 0.xyz code, every subtraction set within 1..N, a list), each to N or until its period is proven, on every core: a table of periods, preperiods, largest values
help-sum = A sum of games side by side: its value and every winning move
help-gen = Print one random valid input of a judge problem, mixing the edge cases that break solutions
help-check = Run your solution on random inputs, compare with grundy, and shrink the first wrong answer
help-play = Play a game against the perfect opponent (or between two people) in the terminal
help-serve = Start the local web playground
help-oj = Answer an online-judge problem: its input on stdin, exactly its output on stdout
help-template = Print a complete, commented solution of a judge problem, in C++ or Python
help-nimber = Nimber arithmetic: nim-sum, nim-product, inverse, square root, powers, quadratics, at any size
help-fib = Fibonacci Nim and the k-fold game: take at most k times what the opponent just took
help-northcott = Northcott's game: a piece of each player in every row; slide your own along its row, never onto or over the other
help-new-stone = A New Stone Game (POJ 1740): take stones from a pile and hand any of the rest of it to other piles
help-hackenbush = Green Hackenbush: graphs rooted at a vertex; cut an edge, and whatever no longer reaches the root falls
help-geography = Undirected vertex geography: move the token along an edge, and the vertex it leaves is deleted
help-pattern = Patterns in a table another program printed: periods, zeros, P-position pairs
help-graph = Tokens on a directed graph read from a file: push one token along one edge; whoever cannot move loses
help-coins = Coin-turning games: a row (or board) of coins; a move turns coins as the rule allows, the last from heads to tails
help-completions = Print a completion script for a shell, to install where the shell reads them
help-man = Print the manual page grundy(1) as roff, or write every page with --out DIR

# Arguments several commands share.
help-arg-all = List every winning move, not only the canonical one
help-arg-explain = Explain the verdict and the winning move step by step
help-arg-json = Print JSON: one object on one line, with every winning move
help-arg-lang = The language of the output: en or zh (简体中文). Without it, GRUNDY_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG), else English. A run with --json is in English throughout (its document and its messages); the judge formats are the same in every language
help-arg-position = The position: numbers of any size, or `-` to read them from standard input

# Each command's arguments.
help-moore-k = The most piles one move may touch (at least 1)
help-bounded-k = The most one move may take from a pile (at least 1), unless given per pile
help-wythoff-piles = The two piles (either order), or `-` to read them from standard input
help-wythoff-p_position = Print the k-th P-position, or those of a range K1..K2: `k a b` per line
help-wythoff-map = Print a map of the P-positions among the piles below N
help-wythoff-table = Print the Grundy values G(a, b) for the piles below N
help-wythoff-csv = With --table: comma-separated values with a header row
help-wythoff-plot = With --map N: also draw the P-positions as a scatter plot; with --table N: also draw the Grundy values as a heat map. FILE ends in .png or .svg
help-wythoff-no_text = With --plot: draw the picture only; print no map or table (`wrote FILE` still goes to stderr)
help-two-pile-spec = The rules, for example `one,both`
help-two-pile-size = Tabulate the piles below N
help-two-pile-table = Also print the Grundy table
help-two-pile-csv = With --table: only the table, as comma-separated values
help-two-pile-map = Also print a map of the P-positions
help-two-pile-json = Print JSON: the rules, the P-positions with differences, and the table with --table
help-two-pile-plot = Also draw the Grundy values as a heat map, the P-positions (G = 0) in red; FILE ends in .png or .svg
help-two-pile-no_text = With --plot: draw the picture only; print no text (`wrote FILE` still goes to stderr)
help-seq-game = The game
help-seq-up_to = Compute G(0) to G(N) [default: 100; with --misere, 30]
help-seq-row = Values per line of the text output
help-seq-misere = Misère play: the misère nim-value and Conway's genus of every heap, and whether the game is tame there (a table, one line per heap; with --json or --csv as those)
help-seq-json = Print JSON: game, values, period, preperiod, saltus, proven, proof
help-seq-csv = Print comma-separated values: a header `n,value`, then one line per heap size
help-seq-plot = Also draw the values as a scatter plot, PNG or SVG by the extension: the preperiod and the period marked, and whether the period is proven or only observed
help-seq-no_text = With --plot: draw the picture only; print no values (`wrote FILE` still goes to stderr)
help-research-game = The game
help-research-to = Compute G(0) to G(N): a number or a power of two such as 2^24
help-research-stats_dir = Write DIR/N.txt at every power of two N: lines `value count` over G(1..=N)
help-research-checkpoint = Save the run to FILE every so often, on Ctrl-C and at the end
help-research-checkpoint_every = Seconds between checkpoints
help-research-resume = Go on from the --checkpoint FILE (the same game; a larger --to extends it)
help-research-values = Stream the values to FILE as 16-bit little-endian numbers, G(0) first
help-research-threads = Threads to use (default: every core)
help-research-disk = Keep the values in files in DIR, memory-mapped: a run bounded by the disk, not by memory
help-research-direct = Use the direct method only (every split of every heap): the baseline
help-research-json = Print JSON at the end: milestones, proof, checksum
help-quotient-code = The game: an octal or hexadecimal code (0.77, 4.7, 0.F) or a name of one (kayles, dawsons-kayles)
help-quotient-heaps = Place heaps up to N unless Φ is proved periodic sooner
help-quotient-timeout = Stop after SECONDS with the quotient so far (said to be partial; exit status 1)
help-quotient-certificate = Also write the quotient to FILE as a certificate that --verify checks
help-quotient-verify = Check the certificate FILE (- for standard input) against the game's rules alone, without the search
help-quotient-explain = Say in words what the quotient is and how the outcome of a sum follows from it
help-quotient-json = Print JSON: game, complete, stopped, heaps, size, p_size, generators, relations, p, phi, period, tame, last_rogue, changes
help-quotient-sweep = Sweep every code of FAMILY (a code with a letter for each free octal digit: 0.xy, 0.7x, 4.x) and print a table; --heaps and --timeout (default 10) apply to each code
help-quotient-resume = With --sweep: append each code's row to FILE as it ends, and take the codes already in FILE from it
help-quotient-compare = Compare with a quotient written in FILE (- for standard input) as MisereSolver prints it, by the isomorphism Φ forces, not by names; exit status 1 if they differ
help-survey-pattern = The games: a family of codes with a letter for each free digit (0.xy, 0.xyz, 4.xyz; G to Z for hexadecimal digits: 0.7X), sub:1..N (every subtraction set within 1, …, N), @FILE (a game a line) or - (the list from standard input)
help-survey-to = Compute each game to G(N), unless its period is proven sooner: a number or a power of two such as 2^16
help-survey-threads = Games computed at once (default: every core)
help-survey-resume = Append each game's row to FILE as it is made, and take the games already in FILE from it
help-survey-shard = Compute only the I-th of K shards (every K-th game of the plan, first cousins together), for a batch scheduler's array of jobs; with --resume each writes its own file
help-survey-merge = Print the table of the rows in these files (the shards' --resume files), computing nothing; a game in none of them is listed as missing
help-survey-misere = Also build each take-and-break code's misère quotient (see grundy quotient), within --misere-timeout: |Q|, |P|, and Φ's period and preperiod where proved
help-survey-misere_timeout = Seconds each game's misère quotient may take (default 2); a quotient cut short is partial, said so
help-survey-plot = Also draw the family to FILE (PNG or SVG by the extension): each game's proven period, or its largest value where none is proven, on a logarithmic scale
help-survey-checkpoints = Save each long octal game's run to DIR/GAME.ckpt every so often, and go on from it when the survey is run again (the file is removed once the game's row is written)
help-survey-checkpoint_every = Seconds between a game's checkpoints (default 300)
help-survey-json = Print JSON: pattern, to, rows (game, standard, shift, period, preperiod, saltus, proof, last_exception, largest, largest_at, rare, classes, missing, ms)
help-survey-csv = Print CSV: a header of the JSON row's fields, then a line a game
help-sum-components = The components (`-`: read them from standard input)
help-sum-all = Accepted for symmetry with the other analyses: every winning move is always listed
help-sum-explain = Explain the xor of the values and where the winning moves come from
help-sum-json = Print JSON: components with values, grundy, verdict, moves
help-sum-misere = Misère play: whoever moves last loses (Nim piles and Hackenbush trees by the SJ theorem on their parts, a pile or a root branch, at any size; other games by the SJ theorem where every position of value 0 is over, by genus theory where every component is tame, else by a search of the whole sum)
help-sum-every = Every-SG, the continued conjunctive sum: every component not yet over moves at each turn, and the game ends when all are over
help-sum-conjunctive = The conjunctive sum: every component moves at each turn, and the game ends when one cannot
help-sum-selective = The selective sum: a move is a move in any non-empty set of components
help-gen-problem = The problem (see `grundy oj --list`)
help-gen-seed = The seed: the same seed gives the same input
help-gen-size = tiny, small, wide (few numbers, values at the judge's limits) or judge-max; by default the size `grundy check` gives this seed, so that the seed a failed check reports gives its input here
help-check-problem = The problem (see `grundy oj --list`)
help-check-cases = How many random inputs
help-check-seed = The seed of the first input (default: from the clock, and printed)
help-check-timeout_ms = The time limit of one run, in milliseconds
help-check-threads = How many runs at once (default: one per core)
help-check-shrink_budget = The most runs spent shrinking the first failing input (as one thread counts them); the report says when shrinking stopped at it
help-check-command = The program to check, after `--`
help-play-game = The game: one of the kinds `grundy sum` reads, misere, moore:K, chips, teams, or sum
help-play-position = The position (for sum: its components)
help-play-computer_first = Let the computer move first
help-play-two_players = Two people play each other; the computer only predicts and hints
help-play-misere = Misère play: whoever makes the last move loses (misere is misère Nim already, and in teams the last stone loses already)
help-serve-addr = The address to listen on, HOST:PORT
help-oj-problem = The problem (see --list)
help-oj-file = Read the input from this file instead of standard input (`-` is stdin)
help-oj-list = List the problems and their formats
help-template-problem = The problem (see --list)
help-template-language = The programming language: cpp (the default) or python
help-template-list = List the problems and the languages of their templates
help-template-json = Print JSON: the problem, the language, the method and the source
help-nimber-op = What to compute
help-nimber-numbers = The numbers (any size; - reads them from standard input)
help-nimber-explain = Say why: the Fermat-power rule and the split it makes
help-nimber-json = Print JSON: op, operands, result
help-fib-pile = The pile (any size; `-` reads it from standard input)
help-fib-k = The factor k: a move takes at most k times the last take
help-fib-allowance = The most the player to move may take (default: a fresh pile, 1 to n − 1)
help-fib-all = Accepted for symmetry with the other analyses: every winning move is always listed
help-fib-explain = Write the pile as its sum of losing sizes and say why the take wins
help-fib-json = Print JSON: pile, k, allowance, terms, verdict, takes
help-northcott-columns = The columns of the board, numbered 1 to M (any size)
help-northcott-rows = The rows, each T:J: the columns of your piece and of the opponent's (`-`: read them from standard input, as T:J or as two numbers a row)
help-northcott-explain = Show the gaps, their xor, and why the game is Nim
help-northcott-json = Print JSON: columns, rows with gaps, value, verdict, moves
help-new-stone-piles = The piles (any size; `-` reads them from standard input)
help-new-stone-explain = Put the piles in order and say why the pairs decide
help-new-stone-json = Print JSON: piles, verdict, moves
help-hackenbush-graphs = The graphs, each its edges A-B joined by commas (`none`: no edge; `-`: read one graph a line from standard input)
help-hackenbush-root = The root of every graph
help-geography-graph = The graph: its edges A-B joined by commas (`none`: no edge), a file of them (one edge a line, A-B or `A B`), or `-` to read them from standard input
help-geography-grid = The board of R rows and C columns instead of a graph (square (r, c) is vertex (r-1)*C + c)
help-geography-start = The vertex the token starts on
help-geography-vertices = The vertices are 1 to N: an edge to another is an error, a vertex on no edge is isolated
help-pattern-file = The table: a file, or `-` to read standard input
help-pattern-json = Print JSON: what was read, the period or the pairs, and every finding
help-pattern-plot = Also draw the table, PNG or SVG by the extension: a sequence's values with the period marked, a 2-D table's P-positions scattered, the pairs and their mirror images
help-pattern-no_text = With --plot: draw the picture only; print no report (`wrote FILE` still goes to stderr)
help-graph-file = The graph's file (`-`: standard input)
help-graph-generalised = Value a graph with cycles by its generalised Sprague-Grundy values even for one token
help-graph-plot = Also draw the graph, its vertices coloured by value and the tokens ringed (at most 60 vertices and 400 edges); FILE ends in .png or .svg
help-coins-rule = The rule: a name (turtles, mock, ruler, turnips, grunt, corners, …), a turning code (1-3, 1+C, 3E, 4FS, 1-3C(5)) or a product of codes for a board (1-2x1+C)
help-coins-heads = The coins showing heads, numbered from 1: `4` in a row, `2:3` on a board, or a row's faces `THHTH` (`-`: read them from standard input; none: every coin tails)
help-coins-all = Accepted for symmetry with the other analyses: every winning move is always listed
help-coins-explain = Show each head's value, the rule behind it, and their xor
help-coins-json = Print JSON: rule, heads with values, grundy, verdict, moves
help-coins-plot = Also draw the row or board, PNG or SVG by the extension: heads dark with their values, tails light, the coins of the first winning move ringed (at most 64 coins on a side; a box is not drawn)
help-coins-no_text = With --plot: draw the picture only; print no analysis (`wrote FILE` still goes to stderr)
help-completions-shell = The shell
help-man-command = The command whose page to print (default: grundy's own page)
help-man-out = Write every page, grundy.1 and grundy-COMMAND.1, into DIR

# The text after the options (examples).
help-nim-after =
    Example:
      grundy nim 3 5 7 --all --explain
help-misere-after =
    Example:
      grundy misere 3 5 1 --all
help-moore-after =
    Example:
      grundy moore -k 2 3 5 6 1 --all
help-bounded-after =
    Give one bound for every pile with -k, or a bound per pile as PILE/K:
      grundy bounded -k 3 10 12 7
      grundy bounded 10/3 12/2 7/5 --all
help-staircase-after =
    The numbers are the coins on steps 1, 2, 3, …; step 0 is the floor.
    Example:
      grundy staircase 3 0 5 --all
help-chips-after =
    The numbers are the cells of the chips (from 1, distinct, any order).
    Example:
      grundy chips 1 5 6 7 9 12 14 17 --all
help-teams-after =
    The heap S, then the most each seat may take, in turn from the player to move (an even
    number of seats, the odd ones one team). Not impartial: no Grundy value, not part of a sum.
    Examples:
      grundy teams 97 8 7 6 5 4 3 --all
      grundy teams 100 4 4 --explain
help-wythoff-after =
    Examples:
      grundy wythoff 4 6 --all --explain
      grundy wythoff --p-position 102334155
      grundy wythoff --p-position 0..10
      grundy wythoff --map 20
      grundy wythoff --table 8 --csv
      grundy wythoff --map 100 --plot p-positions.png
      grundy wythoff --table 64 --plot grundy.svg
      grundy wythoff --table 256 --plot grundy.png --no-text
help-two-pile-after =
    A spec is a comma-separated list of move kinds:
      one        any positive amount from one pile
      both       the same positive amount from both piles
      both<D     x >= 1 and y >= 1 from both, with |x - y| < D
    each optionally with amounts [LO..HI], [..HI] or [LO..].

    Examples:
      grundy two-pile one,both --size 30          Wythoff's game
      grundy two-pile both --size 10 --map        equal amounts only: a different game
      grundy two-pile 'one,both<2' --table        Fraenkel's 2-Wythoff
      grundy two-pile 'one[..3],both[..2]' --json
      grundy two-pile 'one,both<2' --size 64 --plot 2-wythoff.png --no-text
help-quotient-after =
    In misère play (whoever moves last loses) the sums of heaps fall into classes that multiply
    like a finite commutative monoid Q; a sum is lost for the player to move exactly when the
    product of its heaps' elements Φ(n) is in the P-portion P. The quotient is built heap by
    heap, every step checked; once Φ is periodic for long enough, the misère periodicity
    theorem proves the quotient of every heap (Plambeck and Siegel, JCTA 115 (2008)).
    Examples:
      grundy quotient 0.75
      grundy quotient kayles --explain
      grundy quotient 0.07 --heaps 20 --json
      grundy quotient 0.123 --certificate q.txt
      grundy quotient --verify q.txt
      grundy quotient --sweep 0.x --heaps 12
      grundy quotient --sweep 0.xy --timeout 2 --resume 0xy.jsonl
help-survey-after =
    Codes that are first cousins (Winning Ways, ch. 4: a code whose d1 is even plays as a
    shorter code with a counter fewer in each heap) are brought to their standard form, computed
    once, and each row says so ("0.137 shifted by 1"). Octal codes run on the rare/common engine
    with the Guy-Smith theorem; subtraction sets by their window of values. A game that cannot be
    computed within the bounds is listed as missing, with why (exit status 1).
    Examples:
      grundy survey 0.xy --to 2^12
      grundy survey 0.xy --to 2^16 --resume 0xy.jsonl
      grundy survey sub:1..5 --to 1000 --csv > sub5.csv
      grundy survey 0.7x --to 2^12 --misere
      grundy survey 0.xy --to 2^12 --plot 0xy.png
      grundy survey 0.6x --to 2^16 --resume 06x.jsonl --checkpoints ckpt
      grundy survey @codes.txt --to 2^16 --json
      grundy survey 0.xy --to 2^12 --shard 1/2 --resume part1.jsonl
      grundy survey 0.xy --to 2^12 --shard 2/2 --resume part2.jsonl
      grundy survey 0.xy --to 2^12 --merge part1.jsonl part2.jsonl
help-seq-after =
    GAME is a name (nim, kayles, dawsons-kayles, dawsons-chess, treblecross, guiles,
    grundys-game, laskers-nim, fibonacci), a take-and-break code (0.77, 4.07, 0.F),
    sub:1,2,5 (a finite subtraction set), allbut:1,3 (every amount but these) or
    take-or-split:K (remove any number, or split a heap into K; take-or-split:3,
    also written 8.333…, is HDU 5795, valued by its closed form).

    Examples:
      grundy seq kayles --up-to 200
      grundy seq 0.07 --up-to 1000 --json
      grundy seq take-or-split:3 --up-to 40
      grundy seq sub:1,2 --up-to 20
      grundy seq grundys-game --up-to 100000 > g.txt
      grundy seq 0.07 --up-to 500 --csv > dawson.csv
      grundy seq kayles --misere --up-to 12
      grundy seq kayles --up-to 300 --plot kayles.png --no-text
help-gen-after =
    Examples:
      grundy gen p1247 --seed 7
      grundy gen hdu1527 --size wide
      grundy gen p4279 --size judge-max > big.txt
help-check-after =
    The command after -- is run once per input (stdin in, stdout out).
    Exit status: 0 all passed, 1 a case failed, 2 bad arguments.
    Shrinking stops after --shrink-budget runs, and the report then says so;
    on a terminal a progress bar shows the cases, then the shrinking.

    Examples:
      grundy check p1247 -- ./my_solution
      grundy check p4279 --cases 500 --seed 3 -- python3 sol.py
      grundy check hdu1527 --timeout-ms 500 -- ./a.out
      grundy check hdu2177 --shrink-budget 50 -- ./a.out
help-serve-after =
    Serves a page to play Nim, Wythoff, heap games and sums against a perfect
    opponent, and the JSON API the page uses (GET /api/games; POST /api/analyze,
    /api/move, /api/computer). Only this machine can reach the default address.

    Example:
      grundy serve --addr 127.0.0.1:8080
help-nimber-after =
    The nimbers are the Grundy values; with the nim-sum (xor) and the
    nim-product they form a field, whose product the coin-turning games in two
    dimensions need (Turning Corners: G(x, y) = x ⊗ y).

    Examples:
      grundy nimber mul 8 8
      grundy nimber mul 5 3 --explain
      grundy nimber inv 7
      grundy nimber sqrt 13
      grundy nimber pow 2 3
      grundy nimber solve 13
      grundy nimber solve 5 9 --explain
      grundy nimber log 1234567890123 17049475157994517647
      grundy nimber add 3 5 6 --json
      grundy nimber mul 18446744073709551616 18446744073709551616
help-fib-after =
    The first move takes 1 to n − 1; each later move at most k times the last (k = 2:
    Fibonacci Nim). Solved at any size from the pile's sum of losing sizes
    (Zeckendorf's for k = 2).

    Examples:
      grundy fib 100                   every winning first take
      grundy fib 100 --explain         100 = 89 + 8 + 3, and why
      grundy fib 20 --allowance 3      a pile of 20 when at most 3 may be taken
      grundy fib -k 3 100 --json       the 3-fold game, as JSON
      grundy play fibonacci-nim 20     play it
help-northcott-after =
    Each row is T:J, the columns (from 1) of your piece (the player to move) and of the
    opponent's. Nim in disguise: the empty squares between the two pieces of a row
    are a Nim heap; every winning slide is listed, moving away included. Any size.

    Examples:
      grundy northcott -m 6 4:5 1:3 1:2            every winning slide
      grundy northcott -m 6 4:5 1:3 1:2 --explain  the gaps and their xor
      grundy northcott -m 10 2:9 --json
      printf '4 5\n1 3\n' | grundy northcott -m 6 -   rows from standard input
help-new-stone-after =
    A move takes at least one stone from one pile and may hand any of the rest of that
    pile's stones to other non-empty piles. The player to move loses exactly when
    the piles are in pairs of equal piles; every winning move is listed, each
    leaving a different position, up to 100000. Any size.

    Examples:
      grundy new-stone 2 1 3               every winning move
      grundy new-stone 2 1 3 --explain     the pairs, and why
      grundy new-stone 5 5 3 3 --json
      echo 4 1 2 | grundy new-stone -
help-hackenbush-after =
    Each GRAPH is a rooted graph, its edges A-B (vertices are natural numbers) joined by
    commas, rooted at vertex 1 (--root R for another); several graphs are their sum.
    Any graph: trees by the colon principle, cycles, parallel edges and loops by the
    fusion principle. The value and the verdict at any size; the winning cuts, found on
    the graph itself, for graphs of up to 5000 edges. `-` reads one graph a line from
    standard input.

    Examples:
      grundy hackenbush 1-2,2-3,3-1 1-2,2-3        a triangle and a stalk of two
      grundy hackenbush 1-2,2-3,2-4,1-5,1-6 --all   every winning cut
      grundy hackenbush 1-2,2-3,3-1,3-4 --explain   the fusion and colon steps
      grundy hackenbush 0-1,1-1 --root 0 --json
      printf '1-2,2-3\n1-2\n' | grundy hackenbush -
      grundy play hackenbush 1-2 2-3 3-1            play it
      grundy sum hackenbush=1-2,2-3,3-1 nim=3       beside other games
help-geography-after =
    GRAPH is an undirected graph, its edges A-B (vertices are natural numbers) joined by
    commas or spaces; or the name of a file of them (one edge a line, A-B or two numbers
    A B; # starts a comment); or - for standard input. --grid RxC is the board of R rows
    and C columns instead, square (r, c) the vertex (r-1)*C + c, vertex 1 a corner. The
    token starts on vertex 1 (--start V for another); whoever cannot move loses.
    The player to move wins exactly when the start is in every maximum matching (Gabow's
    matching for general graphs); a move to u wins exactly when some maximum matching of
    the graph without the start misses u. Every winning move is listed.

    Examples:
      grundy geography 1-2,2-3,3-4,4-1,1-5 --all        every winning move
      grundy geography 1-2,2-3,3-1 --start 2 --explain   the matchings, and the strategy
      grundy geography --grid 4x4 --json                 Luogu P4136's board of side 4
      grundy geography edges.txt --vertices 100 --start 7
      printf '1 2\n2 3\n' | grundy geography - --start 2
help-pattern-after =
    The table is a sequence (lines `n value`, or a list of values) or a 2-D table (rows of numbers,
    P-positions where the value is 0, or of marks P and N or .), or exactly what grundy seq, grundy
    seq --csv, grundy wythoff --table (--csv), grundy wythoff --map and grundy two-pile print,
    headers included, or their --json. Blank lines and lines starting with # are skipped; lines of
    two numbers whose first counts up by one are a sequence `n value`, one line of numbers a list.

    For a sequence: the least period and preperiod (seen at least 3 times over, and for at least
    as long as the preperiod), or an arithmetic period with its saltus; the zeros as an arithmetic
    progression, or as a Beatty sequence floor(k a) with the exact interval of slopes a. For a 2-D
    table: the P-positions as pairs a_k <= b_k, their symmetry, whether a_k is the mex of the
    earlier pairs, whether b_k - a_k grows linearly: the shape of Wythoff's solution. Each finding
    comes with its evidence, and the first counterexample where a guess fails; a pattern within the
    table is not a proof.

    Examples:
      grundy seq kayles --up-to 200 | grundy pattern -
      grundy wythoff --table 30 | grundy pattern -
      grundy two-pile 'one,both<3' --size 60 | grundy pattern -
      grundy seq 0.07 --up-to 300 --csv > dawson.csv && grundy pattern dawson.csv --json
      grundy wythoff --table 60 | grundy pattern - --plot pairs.svg --no-text
      printf 'P N N\nN N P\nN P N\n' | grundy pattern -
help-graph-after =
    FILE holds the graph, one statement a line: `vertices N` (N vertices known by
    their indices, from 0), `vertex NAME ...`, `A -> B ...` (edges from A), `token A ...` (tokens,
    several on one vertex if named twice), `acyclic` (checked: a cycle is an error), # comments.
    An acyclic graph gets every vertex's Grundy value and the tokens' sum its xor; on a graph with
    cycles one token is won, lost or drawn by retrograde analysis, and several tokens are decided by
    the generalised Sprague-Grundy values (a number, or ∞ with the finite values it reaches). From a
    drawn position the moves listed are those that keep the draw.

    Examples:
      grundy graph game.txt                   values, verdict, a winning move
      grundy graph game.txt --all             every vertex and every winning move
      grundy graph game.txt --explain         the mex at each vertex of the winning line
      grundy graph game.txt --json
      grundy graph game.txt --plot game.svg   the picture, vertices coloured by value
      printf 'vertex a b\na -> b\ntoken a\n' | grundy graph -
help-completions-after =
    Examples:
      grundy completions bash > ~/.local/share/bash-completion/completions/grundy
      grundy completions zsh > ~/.zfunc/_grundy      (with fpath+=~/.zfunc before compinit)
      grundy completions fish > ~/.config/fish/completions/grundy.fish
      grundy completions powershell >> $PROFILE
help-man-after =
    Without --out, the page of grundy itself, or of COMMAND, goes to standard output; with --out
    DIR, the page grundy.1 and one grundy-COMMAND.1 per command are written to DIR (created if
    missing).

    Examples:
      grundy man | man -l -
      grundy man seq | man -l -
      grundy man --out ~/.local/share/man/man1      then: man grundy, man grundy-seq

help-template-after =
    The template is a whole program: it reads the judge's input and prints its output,
    commented with why the method decides the game, how the winning move is found, and
    where common solutions go wrong; --lang zh gives the comments in Chinese. Every
    template passes `grundy check`; to check one yourself, save it, compile it with
    `g++ -O2 -std=c++17 nim.cpp` and run `grundy check p2197 -- ./a.out`.

    Examples:
      grundy template p2197                  Nim in C++
      grundy template hdu2177 python         Wythoff's game in Python
      grundy template p1247 --lang zh        with Chinese comments
      grundy template p2197 > nim.cpp        save it, to compile and check
      grundy template --list                 the problems and their templates
      grundy template p2197 --json           the source, language and method as JSON
