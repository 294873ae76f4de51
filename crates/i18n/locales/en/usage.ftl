# The texts after the options of the commands whose help is made from the
# registry or a table (grundy sum, play, research, oj, coins).

after-sum =
    Each component is GAME=POSITION:
    { $kinds }
    Examples:
      grundy sum nim=7 kayles=10 wythoff=3,5 staircase=1,4,3 --explain
      grundy sum --misere nim=1 nim=1 nim=3 --explain
      grundy sum --every nim=3 kayles=4 --explain
      grundy sum --selective nim=1 kayles=3 wythoff=1,2
      grundy sum --selective --misere nim=1 nim=2
after-play =
    GAME and POSITION: { $games } | misere 3 5 1 | moore:2 3 5 6 | chips 1 5 6 | teams 97 8 7 6 5 4 3 | sum nim=3 kayles=10
    (a heap game is a name, a code such as 0.07, or a set such as sub:1,2,5)

    During the game, a move is typed in the game's own terms, as its first line says:
    { $moves }
    '#K' plays move K of the list; 'moves', 'hint' (every move labelled WINNING or losing with
    the value it leaves), 'undo', 'quit'. Moves are read from standard input when it is not a
    terminal, so games can be scripted.

    With --misere, whoever makes the last move loses: Nim by the misère rule (as normal Nim
    until only piles of 1 would be left, then leave an odd number of them), Nim_k by Moore's
    theorem, any other game or sum by the SJ theorem where its condition holds, by genus
    theory where every component is tame, heaps of one octal game too many to search by its
    misère quotient (a huge heap is played by typed moves; 'hint' and the computer take the
    quotient's winning move), else (and chips on a line) by a search of the whole game,
    refused past its bound.

    Examples:
      grundy play nim 3 5 7
      grundy play wythoff 4 6 --computer-first
      grundy play sum nim=3 kayles=6 --two-players
      printf '1 2\nhint\n' | grundy play nim 3 5
      grundy play kayles 7 --misere
after-research =
    GAME is an octal code (0.6, 0.007, 0.106, 4.07; digits 0-7) or the name of one of these:
    { "  " }{ $names }.

    At each power of two N it prints the largest value so far and where, the number of rare heaps
    and the last one, and the Fletcher-32 checksum of G(0..=N) as the ogsolve crate computes it;
    with --stats-dir, DIR/N.txt holds a line `value count` per value of G(1..=N). A period proven
    by the Guy-Smith theorem stops the computation; the statistics go on from the period.
    Progress (heaps/s, eta) goes to stderr.

    Examples:
      grundy research 0.16 --to 2^20
      grundy research 0.007 --to 2^24 --stats-dir stats --checkpoint t.ckpt
      grundy research 0.007 --to 2^26 --checkpoint t.ckpt --resume
      grundy research grundys-game --to 2^22 --values g.u16 --json
      grundy research 0.6 --to 2^33 --disk /big/disk --checkpoint 06.ckpt

    Exit status: 0 done, 1 failed, 2 bad input, 130 interrupted (checkpoint saved).
after-oj =
    Problems: { $names } (`grundy oj --list` says what each is).

    Example:
      echo '3 3 6 9' | grundy oj p1247
      printf '1\n8 8\n' | grundy oj nim_product_64
      grundy oj --list
after-coins =
    Coins are numbered from 1 (coin 1 is the leftmost; on a board, x:y from 1:1).
    A turning code is { $codes }.

    Named rules:
    { $names }

    Examples:
      grundy coins mock 1 4 6                every winning move of Mock Turtles
      grundy coins ruler THHTHH --explain     a row written as its faces
      grundy coins corners 2:3 4:1            Turning Corners: a head at x:y is worth x ⊗ y
      grundy coins 3E 2 9 --json              Turnips, as JSON
      grundy coins 1-2x1+C 3:4                a product of two rows' rules (Tartan)
      grundy coins corners 2:3 4:1 --plot corners.png   the board drawn, the winning move ringed
coins-codes = a count of coins (3), a range (1-3) or a least count (1+), then any of C (consecutive), E (equally spaced), S (symmetric), F (coin 1 among them), C(m) (within m adjacent coins); elements separated by commas
after-play-or = { " or " }
