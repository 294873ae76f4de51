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
