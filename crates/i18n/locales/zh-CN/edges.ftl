# grundy check 混入的边界情形，用它们的英文名字（check 这个 crate 给出的）
# 写成 edge-名字：小写，其他字符换成 -。英文就是名字本身。

edge-p-position-with-a-fibonacci-difference = 差为斐波那契数的 P 局面
edge-a-fermat-2-power = 费马 2-幂
edge-a-fibonacci-number-a-lost-position = 斐波那契数（必败局面）
edge-a-board-of-one-square = 只有一格的棋盘
edge-a-cycle-of-two-parallel-edges = 由两条平行边构成的环
edge-a-factor-0 = 因子 0
edge-a-factor-1 = 因子 1
edge-a-losing-size = 必败的大小
edge-a-pile-of-0 = 一堆为 0
edge-a-pile-of-at-most-k-1 = 一堆至多 k + 1
edge-a-pile-of-at-most-m = 一堆至多 m
edge-a-position-listed-twice = 一个局面写了两次
edge-a-power-of-2 = 2 的幂
edge-a-single-light = 只有一盏灯
edge-a-single-pile = 只有一堆
edge-a-single-row = 只有一行
edge-a-single-vertex-no-edge = 只有一个顶点，没有边
edge-a-single-vertex-no-move = 只有一个顶点，无棋可走
edge-all-piles-1 = 每堆都是 1
edge-all-piles-equal = 各堆都相等
edge-an-even-cycle = 偶环
edge-an-odd-cycle = 奇环
edge-at-an-edge-of-an-interval-18-k-or-9-18-k = 在区间的端点上（18^k 或 9·18^k）
edge-chips-packed-from-cell-1 = 棋子从第 1 格起挤在一起
edge-consecutive-fibonacci-numbers-forced-moves = 相邻的斐波那契数（只有一种走法）
edge-duplicates = 有重复
edge-equal-factors = 因子相等
edge-equal-numbers = 两数相等
edge-equal-piles = 两堆相等
edge-even-piles-only-worth-0 = 只有偶数位置的堆（值为 0）
edge-heaps-of-4k-3-and-4k-4-their-values-swap = 4k+3 和 4k+4 的堆（它们的值互换）
edge-k-1 = k = 1
edge-lights-anywhere = 灯在任意位置
edge-lights-on-one-row = 灯都在一行
edge-lights-on-row-or-column-0-worth-0 = 灯在第 0 行或第 0 列（值为 0）
edge-lost-position = 必败局面
edge-mirrored-lights-a-lost-position = 对称的灯（必败局面）
edge-n-2 = n = 2
edge-next-to-a-fermat-2-power = 费马 2-幂的邻近
edge-next-to-a-fibonacci-number = 斐波那契数的邻近
edge-next-to-a-p-position = P 局面的邻近
edge-next-to-a-losing-size = 必败大小的邻近
edge-next-to-an-edge-of-an-interval = 区间端点的邻近
edge-no-heads = 没有正面
edge-one-a-multiple-of-the-other = 一个是另一个的倍数
edge-piles-0-and-1-only = 只有 0 和 1 的堆
edge-piles-in-pairs = 堆成对出现
edge-piles-of-0 = 有为 0 的堆
edge-piles-of-8k-7-and-8k-8-their-values-swap = 8k+7 和 8k+8 的堆（它们的值互换）
edge-position-0 = 局面 0
edge-rows-in-equal-pairs = 行成对相等
edge-single-pile = 只有一堆
edge-stones-on-the-last-pile-only-no-move = 石子只在最后一堆（无棋可走）
edge-the-largest-board = 最大的棋盘
edge-the-smaller-number-first = 较小的数在前
edge-the-smallest-pile-2 = 最小的一堆，2
edge-two-tokens-on-one-vertex = 同一顶点上两枚棋子
edge-unsorted-subtraction-set = 未排序的减法集合
edge-values-at-the-judge-s-limit = 数值达到评测的上限
edge-one-pile-a-multiple-of-the-other = 一堆是另一堆的倍数
edge-consecutive-fibonacci-numbers = 相邻的斐波那契数
edge-a-prime-worth-1 = 素数（值为 1）
edge-a-power-of-two-the-most-prime-factors = 2 的幂（素因数最多）
edge-a-pile-of-1 = 一堆为 1
edge-an-even-pile-worth-0 = 偶数堆（值为 0）
edge-an-odd-prime-its-index-among-the-primes = 奇素数（值为它在素数中的序号）
edge-an-odd-multiple-of-3-worth-2 = 3 的奇数倍（值为 2）
edge-piles-in-equal-pairs = 各堆两两相等
edge-k-2 = k = 2
edge-piles-of-1-to-6-the-exceptions = 1 到 6 的堆（例外）
edge-a-power-of-two-the-most-halvings = 2 的幂（减半次数最多）
edge-three-times-a-power-of-two = 2 的幂的 3 倍
edge-a-single-edge = 只有一条边
edge-m-1 = m = 1
edge-m-2-dawson-s-kayles = m = 2（Dawson's Kayles）
edge-m-larger-than-n-no-move = m 大于 n（无棋可走）
edge-m-n-the-first-move-paints-the-ring = m = n（第一步标记整圈）
edge-a-first-move-leaving-a-line-shorter-than-m = 第一步留下的一排短于 m
edge-a-line-worth-more-than-0-after-the-first-move = 第一步之后的一排值大于 0
edge-a-heap-of-1 = 一堆只有 1 个
edge-a-heap-the-first-player-can-empty = 先手能取空的一堆
edge-a-lost-row = 必败的一排石子
edge-next-to-a-lost-row = 必败的一排石子的邻近
edge-a-row-of-equal-piles = 每堆都相等的一排石子
edge-pieces-packed-at-the-right-end = 棋子挤在右端
edge-a-row-of-few-pieces = 只有几个棋子的一行
edge-two-equal-rows = 两行相同
edge-f-1 = F = 1
edge-f-2 = F = 2
edge-a-pile-below-f-no-move = 一堆少于 F（无法分）
edge-a-pile-of-exactly-f = 一堆正好 F 个
edge-piles-at-the-judge-s-limit = 各堆达到评测的上限
edge-few-edges-dead-ends = 边很少（无棋可走的顶点）
edge-a-cycle-through-every-vertex-draws = 经过每个顶点的环（和局）
edge-a-self-loop = 自环
edge-an-edge-listed-twice = 一条边写了两次
