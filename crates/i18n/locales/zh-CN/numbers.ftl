# 数的游戏：由辗转相除法看欧几里得游戏的一对数为什么必胜或必败，以及乘法游戏的闭式。

euclid-explain-over = { $a } 和 { $b }：有一个数是 0，游戏已经结束：先得到 0 的一方已经获胜，轮到的一方无棋可走（值为 0）
euclid-explain-quotients = { $a } 和 { $b }：辗转相除法的商依次是 { $quotients }（大数除以小数，再用小数除以余数，直到余数为 0）。一步从大数中减去小数的若干倍：商为 1 时这一步是被迫的（减去一次小数，即辗转相除的下一步）；商为 2 或更大时，轮到的一方可以在两种后续中选择留下哪一种，下一步本身，或者下一步再加上一次小数（对手随后被迫走到下一步），其中必有一种是对手的必败局面。
euclid-player = { $first ->
    [yes] 先手
   *[no] 后手
    }
euclid-explain-first-decisive = 第一个商 { $quotient } 至少是 2：{ euclid-player }选择并获胜。
euclid-explain-decisive = 第一个至少为 2 的商是第 { $place } 个（{ $quotient }），在 { $forced } 步被迫的着法之后：{ euclid-player }遇到它并获胜。
euclid-explain-equal = 两个数相等：{ euclid-player }用一个减去另一个，得到 0 并获胜。
euclid-explain-values = 各步的值，从最后一步往前算（商为 q 的一步值为 q，若它之后的一步的值至少为 q 则为 q − 1；最后一步的值就是它的商），按辗转相除的顺序：{ $values }

multiplication-over = p 已至少为 n：游戏已经结束，使之如此的一方获胜，轮到的一方无棋可走（值为 0）
multiplication-scale = 值以 18 为尺度重复：当 18^k / 2 < r ≤ 9·18^k 时，r 在 18^k 以内值为 0，2·18^k 以内为 1，4·18^k 以内为 2，8·18^k 以内为 3，9·18^k 以内为 4；这里 18^k = { $power }，r = { $r } 在 ({ $bottom }, { $top }] 中：值为 { $value }
multiplication-explain = p = { $p }，n = { $n }：要紧的是 r = ⌈n / p⌉ = { $r }，即 p 还差的因子（乘以 f 之后剩下 ⌈r / f⌉，r ≤ 1 表示 p ≥ n）；{ $state }
