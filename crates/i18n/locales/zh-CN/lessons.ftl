# 游戏场的课程（crates/web/assets/lessons.js）：打表、找规律、读证明、构造必胜着法。
page-lessons = 课程
page-lessons-intro = 一步一步学方法：先打表算小局面，再找规律，读证明，最后构造必胜着法。每一步都由页面检查。
page-lesson-step = 第 { $step } 步，共 { $steps } 步
page-lesson-check = 检查
page-lesson-next = 下一步
page-lesson-right = 对了。进入下一步。
page-lesson-finished = 对了：这一课学完了，这个游戏里每个能赢的局面你都能赢。
page-lesson-read = 我读完了
page-lesson-pick = 先选一个答案。
page-lesson-table-wrong = 还有 { $count } 格不对：在纸上把这些局面走一遍，再检查。
page-lesson-nim-title = Nim 游戏：异或规则
page-lesson-again = 再下一局
page-lesson-nim-play = 先下一局。两堆石子，分别有 1 个和 2 个；每步从一堆中取走任意多个，取走最后一个的一方获胜。你先走，要赢走最优策略的电脑。
page-lesson-nim-play-lost = 电脑取走了最后一个。从 1 2 出发，哪一步让电脑无论怎么走都不行？再下一局。
page-lesson-nim-table = 两堆石子，分别有 a 个和 b 个；每步从一堆中取走任意多个，取走最后一个的一方获胜。把所有必败局面（轮到走的一方在最优策略下必败）标成 P（0 0 时谁都不能走：P）。先在纸上走一走，再检查。
page-lesson-nim-pattern = 看你标出的 P 局面。它们符合哪条规律？
page-lesson-nim-pattern-sum = a + b 是偶数
page-lesson-nim-pattern-zero = a 或 b 是 0
page-lesson-nim-pattern-equal = a = b
page-lesson-nim-pattern-not-sum = 不是这条：1 + 3 是偶数，但从 1 3 可以走到 1 1，对手必败。
page-lesson-nim-pattern-not-zero = 不是这条：从 0 3 可以把 3 个全部取走而获胜。
page-lesson-nim-xor = 两堆时，P 局面就是 a = b：后手在另一堆照着走每一步。堆数更多时，规律是异或（nim 和）：把每堆写成二进制，各列相加但不进位。3、5、7 的异或是多少？
page-lesson-nim-xor-wrong = { $given } 不对：3、5、7 的二进制是 011、101、111；数每一列里 1 的个数，个数是奇数的列写 1。
page-lesson-nim-proof = 为什么异或决定胜负：读一读局面 3 5 7 的讲解。一个局面是 P 局面，当且仅当它的异或为 0。
page-lesson-nim-move = 构造必胜着法：改变一堆，使异或变成 0，然后走这一步。
page-lesson-nim-move-wrong = 这一步留下 { $after }，它的异或不是 0：对手从那里必胜。换一步试试。
page-lesson-type-number = 先输入一个整数。
page-lesson-wythoff-title = 威佐夫博弈：黄金分割比
page-lesson-wythoff-table = 两堆石子；每步从一堆中取任意多个，或者从两堆中取同样多个（像国际象棋的后朝角上走），取走最后一个的一方获胜。在两堆都不超过 7 的局面里，把所有必败局面标成 P，再检查。
page-lesson-wythoff-differences = P 局面成对出现 (a, b)，a ≤ b：(0, 0)、(1, 2)、(3, 5)、(4, 7)、…… 看差 b − a。它们有什么规律？
page-lesson-wythoff-differences-one = 差总是 1
page-lesson-wythoff-differences-fibonacci = 差是斐波那契数
page-lesson-wythoff-differences-each = 差是 0、1、2、3、……，每个恰好一次
page-lesson-wythoff-differences-not-one = 不是这条：(0, 0) 的差是 0，(3, 5) 的差是 2。
page-lesson-wythoff-differences-not-fibonacci = 不是这条：(4, 7) 的差是 3，(6, 10) 的差是 4，4 不是斐波那契数。
page-lesson-wythoff-pair = 每个差 k 恰好属于一个 P 局面，它的较小一堆是前面各对没有用过的最小的数。a 是多少时 (a, a + 10) 是 P 局面？
page-lesson-wythoff-pair-wrong = ({ $a }, { $b }) 不是 P 局面：从 (6, 10)、(8, 13)、(9, 15)、…… 接着往下写，写到差为 10 的那一对。
page-lesson-wythoff-golden = 差为 k 的那一对是 (⌊kφ⌋, ⌊kφ⌋ + k)，其中 φ = (1 + √5)/2 是黄金分割比（10 · 1.618… = 16.18…，所以是 16）。计算机用浮点数表示的 φ 只有大约 16 位有效数字：超过约 2^53 ≈ 9 · 10^15 时连整数都不能全部表示，而在那之前，只要 kφ 很接近整数，⌊kφ⌋ 就会算错。引擎用整数精确计算它（见下面的讲解），堆多大都可以。
page-lesson-wythoff-every = 找出局面 5 7 的全部必胜着法：所有走到 P 局面的着法。一个一个地走出来。
page-lesson-wythoff-every-more = 对：已找到 { $found } 个，还有 { $left } 个。
page-lesson-wythoff-every-wrong = 这一步留下 { $after }，不是 P 局面：对手从那里必胜。
page-lesson-values-wrong = 还有 { $count } 个值不对：G(n) 是从 n 走一步到不了的最小的数，从 G(0) = 0 算起。
page-lesson-subtraction-title = 减法游戏：周期
page-lesson-subtraction-values = 一堆石子；每步取走 1、3 或 4 个，取走最后一个的一方获胜。填出 SG 值 G(0) 到 G(13)：G(n) 是 G(n − 1)、G(n − 3)、G(n − 4)（存在的那些）的 mex（不在其中的最小的非负整数）。再检查。
page-lesson-subtraction-period = 看你算出的值。它们有什么规律？
page-lesson-subtraction-period-four = 每 4 个重复一次
page-lesson-subtraction-period-none = 从不重复
page-lesson-subtraction-period-seven = 从 G(0) 起每 7 个重复一次
page-lesson-subtraction-period-not-four = 不是这条：G(4) = 2，而 G(0) = 0。
page-lesson-subtraction-period-not-none = 再看看：G(7) 到 G(13) 又是一遍 G(0) 到 G(6)。
page-lesson-subtraction-far = 为什么会一直重复：G(n) 只由它前面的 4 个值决定，所以一旦连续 4 个值重复，后面每个值都重复（G(7) 到 G(10) 就是 G(0) 到 G(3)）。G(1000) 是多少？
page-lesson-subtraction-far-wrong = { $given } 不对：1000 = 7 · 142 + 6，所以 G(1000) = G(6)。
page-lesson-subtraction-move = 从一堆 20 个走出必胜着法：走到 SG 值为 0 的一堆。
page-lesson-subtraction-move-wrong = 这一步留下 { $after }，SG 值不是 0：对手从那里必胜。换一步试试。
page-lesson-sum-title = 游戏的和：SG 值的异或
page-lesson-sum-kayles = 游戏的和：每步在其中一个游戏里走。每个游戏都有 SG 值，它就像一堆那么多个石子的 Nim 游戏。一行 5 个 Kayles 木瓶（每步打倒一个，或相邻的两个）的 SG 值是多少？
page-lesson-sum-kayles-wrong = { $given } 不对：Kayles 从 0 起的 SG 值是 0、1、2、3、1；每步留下两行，它们合起来的 SG 值是两行 SG 值的异或。从 5 个可以走到 0 和 4、1 和 3、2 和 2、0 和 3、1 和 2，SG 值分别是 1、2、0、3、3：5 个的 SG 值是它们的 mex。
page-lesson-sum-xor = 由 Sprague-Grundy 定理，游戏的和的 SG 值是各部分 SG 值的异或，就像各部分都是 Nim 游戏的一堆。nim=2 + kayles=5 的 SG 值是多少？
page-lesson-sum-xor-wrong = { $given } 不对：把 2 和 kayles=5 的 SG 值当作 Nim 游戏的两堆，求异或。
page-lesson-sum-why = 为什么异或决定胜负：读一读讲解。
page-lesson-sum-move = 走出必胜着法：在一个部分里走，使各部分 SG 值的异或变成 0。
page-lesson-sum-move-wrong = 这一步留下 { $after }，异或不是 0：对手从那里必胜。换一步试试。
