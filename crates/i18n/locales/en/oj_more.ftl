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
