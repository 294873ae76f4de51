# grundy check：对选手程序的对拍报告。

check-passed = { $problem }：全部 { $passed } 组数据通过（种子 { $first }..{ $last }）。
check-edge-cases = 覆盖的边界情况：{ $cases }。
check-failed = { $problem }：第 { $case } 组（共 { $cases } 组）未通过：{ $kind ->
        [wrong-answer] 答案错误（WA）
        [no-output] 没有输出
        [crash] 运行错误（RE）
        [timeout] 超时（TLE）
       *[cannot-start] 无法启动
    }（种子 { $seed }）。
check-again = 种子 { $seed } 可以重新生成缩小之前的这组输入：grundy gen { $problem } --seed { $seed }；单独运行这组数据：grundy check { $problem } --seed { $seed } --cases 1 -- { $program }
check-shrunk-numbers = 已缩小为更小的数字，共运行 { $runs } 次。
check-shrunk = 已从 { $from } 个数缩小到 { $to } 个，共运行 { $runs } 次。
check-shrink-stopped = 缩小用完了 { $budget } 次运行的上限（--shrink-budget）就停止了：可能还有更小的出错输入。
# 终端上的进度条：运行的数据组数，然后是缩小时的运行次数。
check-progress-cases = 组
check-progress-runs = 次
check-progress-shrinking = 正在缩小 { $size } 个数
check-input = --- 输入
check-expected = --- 期望输出（grundy）
check-printed = --- 你的程序输出
check-printed-nothing = --- 你的程序没有输出
check-crashed = --- 你的程序崩溃了（{ $status }）
check-timeout = --- 你的程序运行超过 { $ms } 毫秒，已被终止
check-cannot-start = --- 无法启动你的程序：{ $why }
check-why = --- 原因（grundy 的讲解）
check-not-found = 找不到程序“{ $program }”：请给出它的路径，或 PATH 中的命令

# 程序怎样结束（英文是 Rust 自己的写法），以及为什么无法启动（程序，然后是操作系统给出的原因）。
check-exit-code = 退出码 { $code }
check-signal = 信号 { $signal }
check-signal-named = 信号 { $signal }（{ $name }）
check-core-dumped = { $status }，核心已转储
check-cannot-start-program = { $program }：{ $why }
# grundy gen --size。
check-unknown-size = 未知的大小“{ $size }”；可以写：tiny、small、wide、judge-max
# 列表各项之间：词语或短语（覆盖的边界情况）之间用“、”，值（G(1) = 1，G(2) = 2）之间用“，”，自成一句的分句之间用“；”。

# grundy 对每个评测题目一组数据的推理（Nim 一族和各游戏自己的讲解除外）。
check-explain-case = 第 { $case } 组：
check-explain-not-a-case = 不是这个格式的数据
check-explain-cycle = 图中有环：不是这个格式的数据
check-explain-hdu2509 = 一排 n 个苹果的值是 n（取走一段能到达每一排更短的，分成 a 和 b 两排且 a + b < n 时值为 a xor b < n），而在反常规则下，各排的胜负与反 Nim 的各堆一样。{ $rest }
check-explain-cf15c = 采石场 x = { $x }，m = { $m } 有石堆 { $x }..={ $last }；这就是所有这些堆上的 Nim，所以只有全部石堆的异或和要紧。
check-explain-heaps = { $game }：每一堆的值是它的 SG 值（{ $values }）；局面的值是它们的异或和 { $total }，所以{ $wins ->
    [yes] 先手必胜
   *[no] 先手必败
    }。
check-explain-pair-worth = ({ $a }, { $b }) 的值是 { $value }
check-explain-p2148 = 每一对的值是 a - 1 和 b - 1 中同为 0 的最低位的位置：{ $values }；局面的值是它们的异或和。
check-explain-hdu3404 = Switch lights 就是 Turning Corners：由 Tartan 定理，一盏灯 (x, y) 的值是 nim 积 x ⊗ y：{ $values }；局面的值是它们的异或和 { $total }，所以{ $wins ->
    [yes] 先手必胜
   *[no] 先手必败
    }。
check-explain-head-worth = 位置 { $position } 的值是 { $value }
check-explain-no-heads = 没有正面朝上的硬币
check-explain-heads = 正面朝上的硬币：{ $heads }
check-explain-hdu3537 = Daizhenyang's Coin 就是 Mock Turtles（翻一枚、两枚或三枚硬币，最右边的一枚从正面翻到反面）：从 0 起编号的位置 p 上的正面值为 2p 或 2p + 1 中二进制 1 的个数为奇数的那个（odious 数）；列出两次的位置只算一枚。{ $heads }；异或和是 { $total }，所以{ $wins ->
    [yes] 先手必胜
   *[no] 先手必败
    }。
check-explain-poj2311 = 一刀切出一条宽为一格的纸，立刻就输（对手切下一个 1 x 1 的小块），所以这个游戏就是把纸切成至少 2 x 2 的块。{ $w }x{ $h } 的纸值为 { $value }：{ $wins ->
    [yes] 先手必胜
   *[no] 先手必败
    }。
check-explain-poj1740 = New Stone Game 由配对决定：轮到的一方必败，当且仅当各堆能两两配成相等的对。这些堆{ $pairs ->
    [yes] 能配对：先手必败
   *[no] 不能配对：先手必胜
    }。
check-explain-poj2484 = 围成一圈的 { $n } 枚硬币：{ $wins ->
    [yes] 先手一次全部拿走，获胜
   *[no] 第一步之后剩下一排，而一排至少有一枚硬币时，轮到的一方必胜（拿走中间的一枚或两枚，然后在另一边模仿对手的每一步），所以后手必胜
    }
check-explain-p4136-one = 1x1 的棋盘，石头在唯一的格子上：先手无法移动，必败
check-explain-p4136-even = { $n }x{ $n } 的棋盘，石头在角上：n 是偶数，所以多米诺骨牌能铺满棋盘（完美匹配），角在每个最大匹配中，先手总是走到石头所在骨牌的另一格而获胜
check-explain-p4136-odd = { $n }x{ $n } 的棋盘，石头在角上：n 是奇数，所以多米诺骨牌能铺满去掉这个角的棋盘，这是一个不含角的最大匹配，后手总是走到石头所在骨牌的另一格而获胜
check-explain-hdu1846 = 一堆 { $n } 个，一次取 1 到 { $m } 个：一堆的值是它除以 m + 1 = { $period } 的余数（每个更小的余数都能一步取到，而任何一步都不会留下同样的余数），这里是 { $rest }，所以{ $wins ->
    [yes] 先手取走 { $rest } 个，必胜
   *[no] 先手必败
    }。
check-explain-hdu1847 = 一堆 { $n } 张牌，一次取 2 的幂张：2 的幂都不是 3 的倍数，所以从 3 的倍数出发，每一步都留下不是 3 的倍数的堆；从其他的堆出发，取 1 张或 2 张就留下 3 的倍数。这里 n 除以 3 余 { $rest }，所以先手的 Kiki { $wins ->
    [yes] 必胜
   *[no] 必败
    }。
check-explain-hdu2147 = 在 { $n }x{ $m } 的棋盘上，棋子离底边 { $down } 行，离左边 { $left } 列。两个距离都是偶数的格子是必败的：从这样的格子出发，每一步都让某个距离变成奇数；从其他格子出发，沿每个奇数的距离走一步，就让两个距离都变成偶数。所以{ $wins ->
    [yes] 先手必胜（Wonderful!）
   *[no] 先手必败（What a pity!）
    }。
check-explain-hdu3032 = Lasker 的 Nim：一步从一堆中取走任意多个，或者把一堆分成两堆。n 个的一堆值为 n，但 4k+3 和 4k+4 的值互换（用归纳法证明：分成 1 + (4k+2) 得到 4k+3，而任何分法都得不到这个值的低两位）。各堆：{ $values }；局面的值是它们的异或和 { $total }，所以{ $wins ->
    [yes] 先手必胜（Alice）
   *[no] 先手必败（Bob）
    }。
check-explain-hdu3595 = 每一步都要在每一局还没结束的游戏里走，所以最长的那一局决定胜负：各局的步数（赢的一方尽快、输的一方尽量拖延时的步数；先手必胜时为奇数）：{ $steps }。最长的是 { $longest }，所以{ $wins ->
        [yes] 先手必胜（MM）。
       *[no] 先手必败（GG）。
    }
check-explain-poj2068 = { $players } 个人围坐，奇数号的人是先走的一组，偶数号的人是另一组，轮流从一堆 { $stones } 个石子中取 1 到各自上限（{ $limits }）个，取走最后一个的一组输。列出每个石子数和每个人的表：还剩 s 个时，轮到的人取 t 个（1 ≤ t ≤ 上限，t < s），如果下一个人（另一组）面对剩下的局面必败，这一组就赢；剩 0 个时轮到的人这一组已经赢了，最后一个是另一组取的。所以先走的一组{ $wins ->
    [yes] 必胜（1）。
   *[no] 必败（0）。
    }
check-explain-euclid = 欧几里得游戏：{ $explain }。
check-the-first-player = 先手
check-the-second-player = 后手
check-stan = Stan（先手）
check-ollie = Ollie（后手）
check-explain-poj2505 = { $explain }。从 p = 1 开始的 Stan 获胜，当且仅当 n 在 (18^k, 9·18^k] 中：(1, 9]、(18, 162]、(324, 2916] 等等。所以 { $stan ->
    [yes] Stan
   *[no] Ollie
    } 获胜。
check-explain-hdu5795 = A Simple Nim 就是 take-or-split:3（8.333…）：一步从一堆中取走任意多个，或者把一堆分成三堆。一堆的值是 { $closed_form }（已证明：{ $proof }）。各堆：{ $values }；局面的值是它们的异或和 { $total }，所以{ $wins ->
    [yes] 先手必胜
   *[no] 先手必败
    }。
check-explain-uva1378-move = 最小的必胜着法 (i, j, k) = ({ $i }, { $j }, { $k })：{ $description }。
check-explain-uva1378-lost = 局面的值是 0：先手必败（-1 -1 -1）。
check-explain-uva1378 = { $why }。{ $answer }
check-explain-k-fold-move = 最小的必胜第一步：{ $description }。
check-explain-k-fold-error = 一堆 { $n } 个，k = { $k }：{ $error }。
check-explain-hdu3590-answer = { $wins ->
    [yes] 先手（PP）必胜
   *[no] 后手（QQ）必胜
    }
check-explain-hdu3590 = 反常规则的删边游戏：剪掉最后一条边的一方输。由克朗原理，这些树的值是 { $values }，但值为 0 的树仍可能还有边，所以 SJ 定理不能用在整棵树上（它在两根各有两条边的竹子上不成立）。它能用在树根的分支上：每个分支是从根出发的一条边连同它上面的子树，值为 1 加上子树的值，只要还有边就不为 0。各分支的值为 { $branches }，轮到的一方必胜，当且仅当异或和不为 0 且有某个分支的值大于 1，或者异或和为 0 且没有分支的值大于 1：{ $answer }。
check-explain-next-graph = 。下一个图：
check-explain-hackenbush = 删边游戏：{ $steps }。局面的值是各图的值的异或和，{ $values } = { $xor }，所以{ $wins ->
    [yes] 先手必胜
   *[no] 先手必败
    }。
check-explain-chess = 每个顶点的值是它各后继的值的 mex：{ $steps }。这些棋子是值为 { $terms } = { $xor } 的游戏的和，所以{ $wins ->
    [yes] 先手必胜（WIN）
   *[no] 先手必败（LOSE）
    }。
check-explain-p2599-one = 只有一堆 { $pile } 个：先手全部取走，必胜（1）。
check-explain-p2599 = 一步从最左或最右一堆取石子。对这一排的每一段，求出放在它左边（或右边）使它必败的那一堆的大小，按段的长度从短到长求出（它是唯一的：更大的一堆可以一步变成更小的一堆）。第一堆之后的各堆，左边放 { $lost } 个才必败；第一堆是 { $first } 个，所以先手{ $wins ->
    [yes] 必胜（1）。
   *[no] 必败（0）。
    }
check-explain-hdu5724 = 每行是一个独立的游戏：对全部 2^20 种行求值，从大到小（一步清空一列，放到后面的一列）。各行的值是 { $values }，异或为 { $sum }，所以先手 { $wins ->
    [yes] 必胜（YES）。
   *[no] 必败（NO）。
    }
