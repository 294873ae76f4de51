# grundy oj and grundy check: the numbers read, the refusals and the
# explanations of AtCoder ABC 368 F, Codeforces 2004E and 603C, HDU 1079,
# AtCoder AGC 017 D and HDU 3980. A message named "what" is a noun phrase,
# as in oj.ftl.

## AtCoder ABC 368 F (Dividing Game).

oj-abc368f-count = the count N of the numbers
oj-abc368f-number = A_{ $index } of { $count }
oj-after-numbers = the { $count } numbers
oj-abc368f-zero = { $what } is 0: every positive number divides 0, so its moves would never end
oj-abc368f-too-large = { $what } is too large: numbers up to { $limit } are answered (a number is worth its count of prime factors, found by trial division)
# number = factors: value, as 12 = 2 · 2 · 3: 3.
check-explain-abc368f-number = { $number } = { $factors }: { $value }
check-explain-abc368f = A move replaces a number by a divisor other than itself, so a number is worth Ω, its count of prime factors with multiplicity (its proper divisors have every smaller count, and only those): { $values }. The xor is { $total }, so { $wins ->
    [yes] Anna (the first player) wins
   *[no] Bruno (the second player) wins
    }.

## Codeforces 2004E (Not a Nim Problem).

oj-cf2004e-too-large = { $what } is too large: odd piles up to { $limit } are answered (an odd pile is worth the index of its smallest prime factor among the primes, from a sieve up to the largest pile); even piles of any size are worth 0
check-explain-cf2004e = A move takes y stones from a pile of x with gcd(x, y) = 1. An even pile is worth 0, a pile of 1 is worth 1, and an odd pile whose smallest prime factor is the k-th prime is worth k (3 is worth 2, 5 worth 3, 9 worth 2): { $values }. The xor is { $total }, so { $wins ->
    [yes] Alice (the first player) wins
   *[no] Bob (the second player) wins
    }.

## Codeforces 603C (Lieges of Legendre).

oj-cf603c-count = the number of piles n
oj-cf603c-k = k, the number of piles a split makes
check-explain-cf603c = A move removes a cow, or replaces a pile of 2x by k piles of x, worth the xor of k copies of G(x). k = { $k } is { $odd ->
    [yes] odd, so a split is worth G(x): beyond 4 cows an odd pile is worth 0, and an even one 2 if half of it is worth 1, else 1
   *[no] even, so a split is worth 0: beyond 2 cows an even pile is worth 1 and an odd one 0
    }. { $values }; the xor is { $total }, so { $wins ->
    [yes] Kevin (the first player) wins
   *[no] Nicky (the second player) wins
    }.

## AtCoder AGC 017 D (Game on Tree).

oj-agc017d-vertices = the number of vertices N
oj-after-edges = the { $count } edges

## HDU 3980 (Paint Chain).

oj-hdu3980-n = n of case { $case }
oj-hdu3980-m = m of case { $case }
oj-hdu3980-m-zero = { $what } is 0: a move would paint nothing, and play would never end
oj-hdu3980-too-long = { $what } is too large: the first move leaves a line of n − m beads, and lines longer than { $limit } are answered only through a proven period, which this m's game (0.0…07) does not show within the values computed
check-explain-hdu3980-no-move = A ring of { $n } { $n ->
    [one] bead
   *[other] beads
    } with m = { $m }: { $m } consecutive beads do not fit, so the first player cannot move and loses (abcdxyzk).
check-explain-hdu3980 = A ring of { $n } { $n ->
    [one] bead
   *[other] beads
    } with m = { $m }: every first move leaves a line of { $line } { $line ->
    [one] bead
   *[other] beads
    } (the ring looks the same from every bead), on which painting m consecutive beads is the octal game 0.0…07 (a move removes m beads and leaves nothing, one line or two). That line is worth { $value }, so the first player { $wins ->
    [yes] wins (aekdycoin): the second player faces a line worth 0
   *[no] loses (abcdxyzk): the second player faces a line worth more than 0
    }.

## Luogu P3235 ([HNOI2014] Jiangnan Le).

oj-p3235-f = F, the smallest pile that may be split
oj-p3235-after = the { $count } games
oj-p3235-pile-too-large = { $what } is too large: piles up to { $limit } are answered (the values come from a table over every pile up to the largest)
check-explain-p3235 = A pile of at least F = { $f } stones splits into M ≥ 2 piles (at most its size) as evenly as possible; a pile's value G is the mex of the splits' values, the xor of the values of the piles each leaves. { $values }; the xor is { $total }, so the first player { $wins ->
    [yes] wins (1)
   *[no] loses (0)
    }.

## Luogu P6560 ([SBCOI2020]).

oj-p6560-n = the number of vertices n
oj-p6560-m = the number of edges m
oj-p6560-q = the number of rounds q
oj-p6560-too-large = too large: the statement allows at most 100000 vertices and 500000 edges
oj-p6560-edge-from = the start u of edge { $edge }
oj-p6560-edge-to = the end v of edge { $edge }
oj-p6560-start = the start x of round { $round }
oj-p6560-end = the end y of round { $round }
oj-p6560-same = { $what } is { $x }, the start: a round's start and end differ
oj-p6560-after = the { $count } rounds
check-explain-p6560-round = round { $x } to { $y }: whoever moves onto { $y } wins, so the player to move there has lost, as at a dead end; by retrograde analysis { $why }, so the answer is { $answer }
check-explain-p6560 = The token moves along the edges; whoever cannot move loses. { $rounds }.
