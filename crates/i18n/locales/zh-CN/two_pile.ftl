# 用规则描述给出的两堆游戏：各种表，以及规则描述的错误。

two-pile-heading = 两堆游戏 { $rules }，两堆都小于 { $n }
two-pile-p-positions = P 局面（a <= b）及其差 b - a：
two-pile-map = 分布图（行 = 第一堆，列 = 第二堆，P = 轮到走的一方必败）：
two-pile-table = SG 值 G(a, b)，第 a 行第 b 列：
two-pile-too-much-work = 规则描述“{ $spec }”配合 --size { $size }：这张表大约要访问 { $cost } 步着法，超过了 { $limit }；请减小 --size，或者限制取的数量（例如 one[..10]）
two-pile-accepted = 可以写：one、both、both<D，每种都可以带数量 [LO..HI]、[..HI] 或 [LO..]，用逗号分隔（例如 one,both 或 one[..3],both<2）
two-pile-empty-kind = 着法种类是空的；{ $accepted }
two-pile-not-at-least-1 = “{ $head }”中的“{ $d }”不是至少为 1 的整数
two-pile-unknown-kind = 没有这种着法“{ $head }”；{ $accepted }
two-pile-amounts-form = 数量“{ $text }”应写成 [LO..HI]、[..HI] 或 [LO..]
two-pile-amount-not-number = “{ $text }”中{ $which ->
    [least] 最少
   *[largest] 最多
    }的数量“{ $amount }”不是整数
two-pile-amount-zero = “{ $text }”中的数量至少是 1：一步总要取点什么
two-pile-amounts-nothing = 数量“{ $text }”什么也不允许：最多的比最少的还小
