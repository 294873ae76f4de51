# grundy sum：各部分、每部分里的必胜着法，以及 --explain。

sum-heading = { $count } 个部分组成的和：{ $number ->
        [one] { "" }
       *[other] { "" }
    }
sum-component = { "  " }{ $index }. { $component }  SG 值 { $value }
sum-move = { "  " }在第 { $index } 部分（{ $component }）：{ $move } -> { $after }
sum-like-moves = { "      " }另有 { $count } 个同类着法：{ $every }
sum-explain-theorem = 由 Sprague-Grundy 定理，游戏的和的 SG 值是各部分 SG 值的异或：S = { $s }。
sum-explain-lost = S = 0，所以每一步都改变某一部分的 SG 值，使异或不为 0：先手必败。
sum-explain-won = 必胜着法把某一部分的 SG 值从 g 变为 g xor S，使异或为 0。走到更大的值也算：对手可以把它变回来，但那时异或又是 0。
sum-explain-component = { "  " }{ $component }：g = { $g }，g xor S = { $target }：有 { $count } 个着法走到
