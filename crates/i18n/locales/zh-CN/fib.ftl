# grundy fib：斐波那契博弈与 k 倍博弈。

fib-name = 斐波那契博弈
fib-name-k = { $k } 倍博弈
fib-heading = { $name }：一堆 { $pile } 个；轮到走的一方可以取 1 到 { $most } 个
fib-heading-none = { $name }：一堆 { $pile } 个；轮到走的一方什么也不能取
fib-no-winning-move = 没有必胜着法：每一种取法都把必胜局面留给对手
fib-zeckendorf = Zeckendorf 表示：互不相同、没有两个相邻的斐波那契数
fib-losing-sizes = { $k } 倍博弈的必败大小，每一项都大于后一项的 { $k } 倍
fib-terms = { $pile } = { $sum }（{ $how }）。
fib-empty = 这堆已经取完：轮到走的一方已经输了。
fib-within = 最小的一项 { $smallest } 不超过上限 { $most }：取走它，留下的和的最小项大于它的 { $k } 倍，对手够不着；如此直到最后。
fib-beyond = 最小的一项 { $smallest } 大于上限 { $most }：无论取多少，对手都可以取走剩下部分的最小项，并一直这样做下去。

# k 倍博弈超出限制：要列出的必败大小太多。
k-fold-too-many-terms = 求解它需要这个游戏超过 { $limit } 个必败大小（k 很大，石子堆又远大于 k）
