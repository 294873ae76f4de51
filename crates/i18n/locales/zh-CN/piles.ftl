# Nim 的变体：阶梯博弈、巴什博弈（有上限的 Nim）与反 Nim，它们的标题、着法和讲解。

staircase-heading = 阶梯博弈（硬币放在第 1、2、… 级台阶上）：{ $stairs }
chips-heading = 直线上的棋子（格子从 1 起编号）：{ $cells }
stair-move = 把 { $coins } 枚硬币从第 { $step } 级移到{ $to ->
        [floor] 地面
       *[step] 第 { $below } 级
    }{ $number ->
        [one] { "" }
       *[other] { "" }
    }
staircase-explain-odd = 只有奇数级台阶有用：把硬币从奇数级移到下面的偶数级，相当于在这一奇数级上走一步 Nim；把硬币移到奇数级上，对手可以把它们再往下移，抵消这一步的变化。所以这个游戏就是奇数级台阶上的 Nim。
staircase-explain-step = { "  " }第 { $step } 级：{ $coins }
staircase-explain-xor = 奇数级台阶的异或和：{ $s }，所以{ $wins ->
        [yes] 先手必胜
       *[no] 先手必败
    }。
staircase-explain-move = 必胜着法：{ $move }，即第 { $step } 级上的 Nim 着法：{ $from } -> { $to } = { $from } xor { $s }，使奇数级台阶的异或和变为 0。
staircase-explain-raising = 另有 { $count } 个必胜着法把硬币移到某个奇数级上，使它变为原值 xor { $s }，同样使异或和为 0（见 --all）。
chips-explain-gaps = 数出每枚棋子前面的空格数（它的间隔）。把一枚棋子向左滑 d 格，它的间隔减少 d，它后面那枚棋子的间隔增加 d：这就是硬币沿台阶往下移，第 1 级是最右边那枚棋子的间隔。
chips-explain-step = { "  " }第 { $step } 级：第 { $cell } 格上的棋子，间隔 { $gap }{ $odd ->
        [yes] （奇数级，计入）
       *[no] { "" }
    }
chips-explain-move = 必胜着法：{ $move }，使奇数级台阶的异或和变为 0。
bounded-heading = 巴什博弈（有上限的 Nim，堆/每次最多取的个数）：{ $piles }
bounded-explain-rule = 一堆 x 个、每次可取 1 到 k 个时，它的 SG 值是 x mod (k + 1)：从 k + 1 的倍数出发，每一步都留下非倍数；从其他数出发，总能取走余数。整个局面的 SG 值是各堆 SG 值的异或。
bounded-explain-pile = { "  " }第 { $pile } 堆：{ $x } mod { $m } = { $g }
bounded-explain-pile-small = { "  " }第 { $pile } 堆：{ $x }（小于 k + 1）= { $g }
bounded-explain-xor = 各堆 SG 值的异或：{ $s }，所以{ $wins ->
        [yes] 先手必胜
       *[no] 先手必败
    }。
bounded-explain-move = 必胜着法：{ $move }：第 { $pile } 堆的 SG 值从 { $g } 变为 { $g } xor { $s } = { $to }，使异或和为 0。
misere-heading = 反 Nim（取走最后一个的一方输）：{ $piles }
misere-explain-empty = 石子已经取完：轮到走的一方无棋可走，而反常规则下无棋可走的一方获胜（对手取走了最后一个）。
misere-explain-countdown = 每堆最多 1 个：游戏就是 { $n } 个单独的石子轮流一次取一个，取走最后一个的一方输。
misere-explain-odd = { $n } 是奇数，所以先手会取到最后一个：先手必败。
misere-explain-even = { $n } 是偶数，所以后手会取到最后一个：先手必胜。
misere-explain-as-nim =
    有一堆至少 2 个，所以胜负与普通 Nim 相同：异或和是 { $s }，所以先手{ $wins ->
        [yes] 必胜
       *[no] 必败
    }。
    必胜的一方按普通 Nim 走，直到某一步会只留下 0 个和 1 个的堆；这时改为留下奇数个只有 1 个的堆，让对手取走最后一个。
misere-explain-leaves-ones = 它留下奇数个单独的石子（{ $n } 个）
misere-explain-leaves-zero = 它留下异或和 0，且有一堆至少 2 个
misere-explain-move = 必胜着法：{ $move }：{ $why }。
misere-explain-already-won = 石子已经取完：对手取走了最后一个，轮到走的一方不用走就已经赢了。
misere-explain-no-move = 没有必胜着法。

moore-heading = Moore 的 Nim_{ $k }（一步从 1 到 { $k } 堆中取）：{ $piles }
moore-move-separator = ，
moore-misere-rule = 反常规则下的 Moore 的 Nim_{ $k }：只要还有一堆不少于 2 个，胜负就与正常规则相同（二进制每一列的和都是 { $modulus } 的倍数时必败）；没有这样的堆以后，轮到走的一方必败，当且仅当大小为 1 的堆的个数比 { $modulus } 的倍数多 1。
moore-explain-rule = Moore 的 Nim_{ $k }：一步从 1 到 { $k } 堆中取。把各堆写成二进制，把每一列加起来（不是异或：数 1 的个数）。轮到走的一方必败，当且仅当每一列的和都能被 { $modulus } 整除。
moore-sum-label = 和
moore-mod-label = 模 { $modulus }
moore-explain-lost = 每一列的和都能被 { $modulus } 整除：先手必败。一步至多减少 { $k } 堆；在它改变的最高一列，它只把 1 变成 0，至多 { $k } 个，所以这一列的和就不再能被整除。
moore-explain-won =
    有一列的和不能被 { $modulus } 整除：先手必胜。
    从最高一列往下，一堆在某一列有 1、而这一列需要减少 1 时，就减少这一堆；一堆减少以后，它更低的位可以随意调整，用来修正后面的列。至多需要 { $k } 堆。
    必胜着法：{ $move }。

# 不成局面的棋子。
chips-on-cell-0 = 第 { $chip } 枚棋子在第 0 格上，但格子从 1 开始编号
chips-same-cell = 第 { $first } 枚和第 { $second } 枚棋子都在第 { $cell } 格上；棋子必须在不同的格子上
