# grundy oj 和 grundy check：AtCoder ABC 368 F、Codeforces 2004E 和 603C、
# HDU 1079、AtCoder AGC 017 D 和 HDU 3980 读入的数、拒绝的理由和解释。名为
# what 的消息是名词短语，同 oj.ftl。

## AtCoder ABC 368 F（Dividing Game）。

oj-abc368f-count = 数的个数（N）
oj-abc368f-number = 第 { $index } 个数（A_{ $index }，共 { $count } 个）
oj-after-numbers = 全部 { $count } 个数
oj-abc368f-zero = { $what }是 0：每个正整数都是 0 的约数，着法永远不会结束
oj-abc368f-too-large = { $what }太大了：只解答不超过 { $limit } 的数（一个数的值是它的素因数个数，用试除法求出）
check-explain-abc368f-number = { $number } = { $factors }：{ $value }
check-explain-abc368f = 每一步把一个数换成它的一个不等于自身的约数，所以一个数的值是 Ω，即计重数的素因数个数（它的真约数恰好取遍所有更小的个数）：{ $values }。异或和为 { $total }，所以 { $wins ->
    [yes] Anna（先手）胜
   *[no] Bruno（后手）胜
    }。

## Codeforces 2004E（Not a Nim Problem）。

oj-cf2004e-too-large = { $what }太大了：只解答不超过 { $limit } 的奇数堆（奇数堆的值是它最小的素因数在素数中的序号，对不超过最大一堆的奇数一次算出）；任意大的偶数堆的值都是 0
check-explain-cf2004e = 每一步从 x 个石子的一堆中取走 y 个，要求 gcd(x, y) = 1。偶数堆的值是 0，1 个石子的堆的值是 1，最小素因数是第 k 个素数的奇数堆的值是 k（3 的值是 2，5 的值是 3，9 的值是 2）：{ $values }。异或和为 { $total }，所以 { $wins ->
    [yes] Alice（先手）胜
   *[no] Bob（后手）胜
    }。

## Codeforces 603C（Lieges of Legendre）。

oj-cf603c-count = 堆数（n）
oj-cf603c-k = 一次分堆分成的堆数（k）
check-explain-cf603c = 每一步拿走一个，或把 2x 个的一堆换成 k 堆 x 个，其值是 k 个 G(x) 的异或。k = { $k } 是{ $odd ->
    [yes] 奇数，所以分堆后的值是 G(x)：超过 4 个时，奇数堆的值是 0，偶数堆在其一半的值是 1 时值为 2，否则为 1
   *[no] 偶数，所以分堆后的值是 0：超过 2 个时，偶数堆的值是 1，奇数堆的值是 0
    }。{ $values }；异或和为 { $total }，所以 { $wins ->
    [yes] Kevin（先手）胜
   *[no] Nicky（后手）胜
    }。

## AtCoder AGC 017 D（Game on Tree）。

oj-agc017d-vertices = 顶点数（N）
oj-after-edges = 全部 { $count } 条边

## HDU 3980（Paint Chain）。

oj-hdu3980-n = 第 { $case } 组数据的第一个数（n）
oj-hdu3980-m = 第 { $case } 组数据的第二个数（m）
oj-hdu3980-m-zero = { $what }是 0：一步什么也标记不了，游戏永远不会结束
oj-hdu3980-too-long = { $what }太大了：第一步之后留下一排 n − m 颗，超过 { $limit } 颗的一排只能靠已证明的周期解答，而这个 m 的游戏（0.0…07）在已算出的值中没有显出周期
check-explain-hdu3980-no-move = 一圈 { $n } 颗，m = { $m }：放不下连续的 { $m } 颗，所以先手无法走，必败（abcdxyzk）。
check-explain-hdu3980 = 一圈 { $n } 颗，m = { $m }：无论第一步标记在哪里，都留下未标记的一排 { $line } 颗（从每一颗看这一圈都一样），在一排上标记连续的 m 颗就是八进制游戏 0.0…07（一步去掉 m 颗，留下零排、一排或两排）。这一排的值是 { $value }，所以先手{ $wins ->
    [yes] 必胜（aekdycoin）：后手面对值为 0 的一排
   *[no] 必败（abcdxyzk）：后手面对值大于 0 的一排
    }。

## 洛谷 P3235（HNOI2014）。

oj-p3235-f = F，可以分的最小的堆
oj-p3235-after = 全部 { $count } 组游戏
oj-p3235-pile-too-large = { $what } 太大：只回答不超过 { $limit } 的堆（值来自到最大一堆为止的表）
check-explain-p3235 = 不少于 F = { $f } 个的一堆可以尽量平分成 M ≥ 2 堆（M 不超过它的个数）；一堆的值 G 是各种分法的值的 mex，分法的值是分出的各堆的值的异或。{ $values }；异或和为 { $total }，所以先手{ $wins ->
    [yes] 必胜（1）
   *[no] 必败（0）
    }。

## 洛谷 P6560（SBCOI2020）。

oj-p6560-n = 顶点数 n
oj-p6560-m = 边数 m
oj-p6560-q = 轮数 q
oj-p6560-too-large = 太大：题目至多允许 100000 个顶点和 500000 条边
oj-p6560-edge-from = 第 { $edge } 条边的起点 u
oj-p6560-edge-to = 第 { $edge } 条边的终点 v
oj-p6560-start = 第 { $round } 轮的起点 x
oj-p6560-end = 第 { $round } 轮的终点 y
oj-p6560-same = { $what } 是 { $x }，和起点相同：一轮的起点和终点不同
oj-p6560-after = 全部 { $count } 轮
check-explain-p6560-round = 从 { $x } 到 { $y } 的一轮：把棋子移到 { $y } 的一方胜，所以在那里该走的一方已经输了，和无棋可走一样；由逆向分析，{ $why }，所以答案是 { $answer }
check-explain-p6560 = 棋子沿边移动；无法移动的一方输。{ $rounds }。
