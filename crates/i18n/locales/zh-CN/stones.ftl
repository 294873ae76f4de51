# grundy new-stone：A New Stone Game（POJ 1740）。

stone-heading = A New Stone Game：各堆 { $piles }；一步从一堆取走至少一颗石子，并可把这堆剩下的任意分给其他堆
stone-move-from = 从第 { $pile } 堆（{ $size } 颗）：
stone-gift = 给第 { $pile } 堆 { $gift } 颗（{ $before } 变为 { $now }）
stone-not-listed = grundy：没有列出必胜着法：{ $why }；上面的胜负是精确的
stone-gifts = { $gifts }，
stone-remove = 取走 { $removed } 颗，留下 { $left } 颗
stone-list-separator = ，
stone-explain = 配对：轮到走的一方必败，当且仅当各堆可以配成大小相等的对。排好序，各堆是 { $piles }：{ $verdict }。
stone-explain-empty = 配对：轮到走的一方必败，当且仅当各堆可以配成大小相等的对。石子已经取完：没有要配对的堆，轮到走的一方无棋可走，必败。
stone-in-pairs = 它们配成了大小相等的对，所以轮到走的一方必败：一步把一堆从 x 减到某个 c，至多分给其他堆 x - c - 1 颗，不够把一堆抬过 c + 1 到 x 的每一种大小，所以总有某个大小的堆的个数变化 1 而成为奇数；对手随后又能把它们配成对
stone-odd = 它们没有配成对，所以轮到走的一方必胜：堆数为奇数时，最大的一堆足以把第一堆抬到第二堆那么大、第三堆抬到第四堆那么大，如此下去，最后自己被取空
stone-even = 它们没有配成对，所以轮到走的一方必胜：堆数为偶数时，把最大的一堆降到最小的一堆那么大，用取下的石子把第二堆抬到第三堆那么大、第四堆抬到第五堆那么大，如此下去

# Funny stones（UVa 1378）：局面为什么有这个值。
stones-odd-none = 没有一堆的石子数是奇数，所以局面的值是 0
stones-odd-one = 唯一一堆石子数为奇数的给出 { $value }，这就是局面的值
stones-odd-many = 石子数为奇数的各堆给出 { $values }，它们的异或和 { $xor } 就是局面的值
stones-explain = 每颗石子是一个独立的游戏（它的着法在更右边留下两颗石子），所以第 i 堆（从 0 起编号）上的一颗石子值为 g(i)，即对 i < j <= k <= { $last } 取 g(j) xor g(k) 的 mex，其中 g({ $last }) = 0：g = { $values }；同一堆上的两颗石子互相抵消，而{ $odd }；从第 i 堆移到第 j、k 堆的一步使值改变 g(i) xor g(j) xor g(k)
stone-too-many-moves = 必胜着法超过 { $limit } 种（或者找出它们要超过 { $work } 步）
