# Nim 游戏：标题、着法，以及二进制逐列的讲解。

nim-heading = Nim 游戏：{ $piles }
take-from-pile = 从第 { $pile } 堆取走 { $amount } 个（{ $from } -> { $to }）
pile-label = 第 { $pile } 堆
xor-label = 异或和 s
bit-label = 位
nim-explain-columns = 把每一堆写成二进制，每个 2 的幂占一列：
nim-explain-nim-sum = 异或和 s 是各堆数目的异或（xor）：s 的某一列为 1，当且仅当这一列有奇数个 1。
nim-explain-zero =
    s = 0：每一列都有偶数个 1，所以先手必败。
    任何一步只改变一堆，至少翻转它的一个二进制位，使那一列变成奇数个 1：对手拿到的异或和总不为 0，他总能再把它变回 0，直到石子取完，轮到你时无棋可走。
nim-explain-nonzero =
    s = { $s } 不为 0，所以先手必胜：必胜策略是把异或和变成 0。
    s 的最高位是第 { $top } 位（值为 2^{ $top }）。把某堆 x 换成 x xor s 会使异或和为 0；这一步合法当且仅当 x xor s < x，而这恰好在 x 的第 { $top } 位为 1 时成立：异或 s 把这一位从 1 变成 0，更高的位都不变。
nim-explain-pile-set = { "  " }第 { $pile } 堆：{ $x } xor { $s } = { $y } < { $x }：第 { $top } 位为 1，取走 { $amount } 个
nim-explain-pile-clear = { "  " }第 { $pile } 堆：{ $x } xor { $s } = { $y } >= { $x }：第 { $top } 位为 0，这一堆没有必胜着法
nim-explain-chosen =
    选定的着法（编号最小的堆）：{ $move }。
    新的异或和是 s xor { $from } xor { $to } = { $s } xor { $s } = 0，因为 { $to } = { $from } xor { $s }。现在每一列都有偶数个 1，无论对手怎样取，总有一列变成奇数个 1，下一步你又能把异或和恢复为 0。
