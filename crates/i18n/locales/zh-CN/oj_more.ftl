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
