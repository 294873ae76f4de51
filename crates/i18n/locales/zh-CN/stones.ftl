# grundy new-stone：A New Stone Game（POJ 1740）。

stone-heading = A New Stone Game：各堆 { $piles }；一步从一堆取走至少一颗石子，并可把这堆剩下的任意分给其他堆
stone-move-from = 从第 { $pile } 堆（{ $size } 颗）：
stone-gift = 给第 { $pile } 堆 { $gift } 颗（{ $before } 变为 { $now }）
stone-gifts = { $gifts }，
stone-remove = 取走 { $removed } 颗，留下 { $left } 颗
stone-list-separator = ，
stone-explain = 配对：轮到走的一方必败，当且仅当各堆可以配成大小相等的对。排好序，各堆是 { $piles }：{ $verdict }。
stone-in-pairs = 它们配成了大小相等的对，所以轮到走的一方必败：一步把一堆从 x 减到某个 c，至多分给其他堆 x - c - 1 颗，不够把一堆抬过 c + 1 到 x 的每一种大小，所以总有某个大小的堆的个数变化 1 而成为奇数；对手随后又能把它们配成对
stone-odd = 它们没有配成对，所以轮到走的一方必胜：堆数为奇数时，最大的一堆足以把第一堆抬到第二堆那么大、第三堆抬到第四堆那么大，如此下去，最后自己被取空
stone-even = 它们没有配成对，所以轮到走的一方必胜：堆数为偶数时，把最大的一堆降到最小的一堆那么大，用取下的石子把第二堆抬到第三堆那么大、第四堆抬到第五堆那么大，如此下去
