# 着法，用各个游戏自己的说法：grundy play、游戏场里合法着法的标签，以及各分析中的必胜着法。

move-take-from-pile-of = 从有 { $from } 个的那堆取走 { $amount } 个
move-take-from-pile = 从第 { $pile } 堆取走 { $amount } 个
move-take-from-both = 从两堆各取走 { $amount } 个
move-list-separator = ，
move-slide-chip = 把第 { $from } 格上的棋子滑到第 { $to } 格

move-heap-take = 从有 { $heap } 个的那堆取走 { $removed } 个，留下 { $left }
move-heap-split = 把有 { $heap } 个的那堆分成 { $left }
move-heap-nothing = 空
move-heap-and = { " 和 " }
move-coins-turn = 翻转第 { $coins } 枚硬币{ $count ->
        [one] { "" }
       *[other] { "" }
    }
move-coins-turn-at = 翻转位于 { $coins } 的硬币{ $count ->
        [one] { "" }
       *[other] { "" }
    }
move-coins-separator = 、
move-coins-and = 、

move-kfold-last = 取走 { $amount } 个，即最后的石子
move-kfold-take = 取走 { $amount } 个，留下 { $left } 个（对手可以取{ $reach }）
move-kfold-reach-it = 走它
move-kfold-reach-both = 走两个
move-kfold-reach-all = 走全部
move-kfold-reach-up-to = 至多 { $most } 个

move-hackenbush-cut = 砍掉边 { $edge }
move-hackenbush-cut-falls = 砍掉边 { $edge }（另有 { $fall } 条边随之落下）{ $number ->
        [one] { "" }
       *[other] { "" }
    }

move-circle-take-1 = 取走第 1 枚硬币{ $rest }
move-circle-take-1-2 = 取走第 1、2 枚硬币{ $rest }
move-circle-take-two = 取走第 1、2 枚硬币（或任意相邻的两枚）{ $rest }
move-circle-all = （全部取完）
move-circle-row = ：留下一行 { $left } 枚，按 Kayles 来玩

move-cut-sheet = 把 { $w }x{ $h } 的纸切成 { $a }x{ $b } 和 { $c }x{ $d }
move-subtract = 从 { $x } 减去 { $y }，留下 { $first } 和 { $second }
move-subtract-times = 从 { $x } 减去 { $k } × { $y } = { $amount }，留下 { $first } 和 { $second }
move-subtract-won = （得到 0：获胜）
move-multiply = 把 p = { $p } 乘以 { $f }：p = { $to }
move-multiply-won = ，不小于 n = { $n }：获胜
move-replace = 把 { $n } 换成 { $d }
move-funny-two = 从第 { $from } 堆取一颗石子，在第 { $to } 堆放两颗
move-funny-split = 从第 { $from } 堆取一颗石子，在第 { $to } 堆和第 { $other } 堆各放一颗

# 着法的输入方式（move_syntax 每种写法的意思）。
syntax-wythoff-1 = 从第 1 堆取走 N 个
syntax-wythoff-2 = 从第 2 堆取走 N 个
syntax-wythoff-both = 从两堆各取走 N 个
syntax-staircase = 把 N 枚硬币从第 S 级往下移一级，第 1 级的移到地面
syntax-nim = 取走 N 个
syntax-multiply = 把 p 乘以 F，F 从 2 到 9
syntax-kfold = 取走 T 个，至多为上限
syntax-heap-take = 取走 N 个，留下一堆或不留
syntax-heap-split = 取走 N 个，留下 A 个的一堆和剩下的一堆；N = 0 表示只分堆
syntax-heap-split-taking = 取走 N 个，留下 A 个的一堆和剩下的一堆
syntax-heaps-take = 从第 H 堆取走 N 个，留下一堆或不留
syntax-heaps-split = 从第 H 堆取走 N 个，留下 A 个的一堆和剩下的一堆；N = 0 表示只分堆
syntax-heaps-split-taking = 从第 H 堆取走 N 个，留下 A 个的一堆和剩下的一堆
syntax-heap-three = 取走 N 个，留下 A 个、B 个的堆和剩下的一堆
syntax-heaps-three = 从第 H 堆取走 N 个，留下 A 个、B 个的堆和剩下的一堆
syntax-heap-more = 取走 N 个，留下 A 个、B 个、… 的堆和剩下的一堆（take-or-split:K 共 K 堆）
syntax-heaps-more = 从第 H 堆取走 N 个，留下 A 个、B 个、… 的堆和剩下的一堆（take-or-split:K 共 K 堆）
syntax-hackenbush = 砍掉边 A-B（A-B#2：连接 A 和 B 的第二条边）
syntax-funny = 从第 i 堆取一颗石子，在第 j 堆和第 k 堆各放一颗；堆从 0 编号，i < j <= k
syntax-euclid = 从较大的数减去较小的数的 K 倍（K 从 1 到商）
syntax-divisors = 把这个数换成 D，它的一个比它小的因数
syntax-cutting = 把 WxH 的纸切开，使一块是 AxB（另一块是剩下的）
syntax-coins-row = 翻转这些硬币 C，最后一枚须是正面
syntax-coins-board = 翻转这些硬币 X:Y，最远的一枚（每个坐标都最大）须是正面
syntax-circle-one = 取走第 C 枚硬币（硬币绕圆圈编号 1 到 n）
syntax-circle-two = 取走相邻的第 C 枚和第 D 枚硬币
syntax-bounded = 取走 N 个，至多为上限
syntax-misere = 从第 P 堆取走 N 个
syntax-moore = 从第 P 堆取走 N 个，一次至多动 { $k } 堆
syntax-chips = 把第 C 枚棋子向左滑到空格 T
syntax-in-pile = 在第 P 堆，{ $meaning }
syntax-in-component = 在 { $component } 中，{ $meaning }

# 输入的着法为什么不合法，以及指称所输入内容的词。
move-error-not-a-number = { $what }“{ $word }”不是整数
move-error-no-such = 没有第 { $word } { $what }：编号是 1 到 { $count }
move-error-typed = 这里的着法写作 { $pattern }
move-pattern-or-several = { $one }，一次动几堆时写 { $several }
move-error-by-number = 这个游戏的着法要用列表中的编号来选（'moves'）
move-error-at-least-1 = 一步至少取 1 个
move-error-only = 这堆只有 { $size } 个
move-error-at-most = 一步至多取 { $most } 个
move-error-no-pile-named = “{ $which }”不是哪一堆：请输入 1、2 或 both
move-error-at-most-from = { $from }：至多能取 { $most } 个
move-error-step-at-least-1 = 一步至少移动 1 枚硬币
move-error-step-only = 第 { $step } 级只有 { $coins } 枚
move-error-type-first = 请先输入{ $noun }
move-error-named-twice = 第 { $pile } 堆写了两次
move-error-each-pile = 一步从写出的每一堆至少取 1 个
move-error-pile-only = 第 { $pile } 堆只有 { $size } 个
move-error-most-piles = 一步至多改变 { $most } 堆
noun-amount = 数量
noun-coins = 硬币数
noun-step = 级台阶
noun-pile = 堆
noun-heap = 堆
noun-component = 部分
noun-chip = 枚棋子
noun-cell = 格子
noun-heap-left = 留下的堆
noun-take = 取的个数
noun-divisor = 因数
noun-factor = 乘数
noun-multiple = 倍数
noun-coin = 硬币
move-error-not-a-sheet = “{ $word }”不是一张纸：请写成 WxH
move-error-no-cut = 把 { $w }x{ $h } 的纸怎么切都得不到 { $a }x{ $b } 的一块，同时另一块至少 2x2
move-error-not-a-divisor = { $d } 不是 { $n } 的比它小的因数
move-error-product-over = p = { $p } 已不小于 n = { $n }：游戏已经结束
move-error-factor = 一步把 p 乘以 2 到 9
move-error-chip-slide = 第 { $chip } 枚棋子在第 { $from } 格，只能向左滑到第 { $stop } 格之后的空格，不能越过棋子
move-error-euclid-over = 有一个数是 0：游戏已经结束，没有着法
move-error-multiple = 倍数是 1 到 { $most }：较大的数减去较小的数的这么多倍，不能为负
noun-pile-named = 堆 { $name }
move-error-no-pile-from-0 = 没有第 { $word } 堆：编号是 0 到 { $last }
move-error-funny-order = 一步从第 i 堆取一颗石子，在更右边的第 j、k 堆各放一颗，i < j <= k；{ $i } { $j } { $k } 不满足
move-error-no-stone = 第 { $pile } 堆没有石子
move-error-take = 这里一次取 1 到 { $most } 个
move-error-no-edge = 没有边 { $edge }：着法写作 A-B，图中的一条边
move-error-fallen = 边 { $edge } 已不与根相连：它已经落下
move-error-not-a-coin = “{ $word }”不是一枚硬币
move-error-not-a-coin-here = “{ $word }”不是这里的硬币：{ $pattern }
move-error-coin-twice = 硬币 { $coin } 写了两次
move-error-name-coins = 请写出要翻转的硬币
move-error-tails = 硬币 { $coin } 是反面：最后翻转的一枚须从正面翻到反面
move-error-rule = 规则 { $rule } 不能把这些硬币一起翻转
move-error-no-coin = 没有第 { $coin } 枚硬币：编号是 1 到 { $last }
move-error-not-next = 第 { $c } 枚和第 { $d } 枚硬币不相邻
syntax-heap-named = { $h }N，或 { $h }N A B …，至多写出 { $most } 个留下的堆
move-error-heap-only = 这堆只有 { $size } 个
move-error-heap-left = 从 { $heap } 个中取走 { $n } 个留下 { $rest } 个：写出的留下的堆须在 1 到 { $most } 之间
move-error-heaps-named = 从 { $heap } 个中取走 { $n } 个留下 { $rest } 个：写出的每一堆至少 1 个，并给最后一堆至少留 1 个，所以它们的和至多为 { $most }
move-heap-one = 一堆
move-heap-count = { $count } 堆
move-error-not-allowed = { $game } 不允许从 { $heap } 个的一堆取走 { $n } 个并留下{ $left }
syntax-or-two = { $a } 或 { $b }
syntax-or-three = { $a }、{ $b } 或 { $c }
move-to-position = 走到 { $position }
heap-family-every = 留下 a 和 { $total } − a，a = { $first }, { $second }, …, { $last }（a ≡ { $residue } mod { $step }）
