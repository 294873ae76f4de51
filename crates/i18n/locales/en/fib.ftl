# grundy fib: Fibonacci Nim and the k-fold game.

fib-name = Fibonacci Nim
fib-name-k = The { $k }-fold game
fib-heading = { $name }: a pile of { $pile }; the player to move may take 1 to { $most }
fib-heading-none = { $name }: a pile of { $pile }; the player to move may take nothing
fib-no-winning-move = no winning move: every take leaves the opponent a winning position
fib-zeckendorf = Zeckendorf: distinct Fibonacci numbers, no two consecutive
fib-losing-sizes = losing sizes of the { $k }-fold game, each more than { $k } times the next
fib-terms = { $pile } = { $sum } ({ $how }).
fib-empty = { " " }The pile is empty: the player to move has lost.
fib-within = { " " }The smallest term, { $smallest }, is within the allowance { $most }: taking it leaves a sum whose smallest term is more than { $k } times it, out of the opponent's reach, and so on to the end.
fib-beyond = { " " }The smallest term, { $smallest }, is more than the allowance { $most }: whatever is taken, the opponent can take the smallest term of what is left, and keep doing so.

# The k-fold game past its limit: too many losing sizes to list.
k-fold-too-many-terms = solving it needs more than { $limit } losing sizes of the game (a pile far larger than k with a large k)
