# 和的某个部分为什么不成立：每种原因的框架，以及各个游戏给出的原因
# （takes-、must-、why- 和 what- 消息）。

component-not-a-component = “{ $text }”不是和的一个部分：请写成 { $syntax }
component-count = “{ $text }”：{ $game } 需要{ $takes }，这里给了 { $found } 个数
component-too-large = “{ $text }”：{ $value } 太大了：{ $why }（至多 { $limit }）
component-invalid = “{ $text }”：{ $what }必须是{ $must_be }
component-game = “{ $text }”：{ $error }
component-unknown-game = “{ $text }”：没有游戏“{ $game }”；和的部分可以是 { $kinds }，或者一个取石子游戏（{ $heaps }）
component-not-in-a-sum = “{ $text }”：{ $game } 不能作为和的一部分：{ $why }
component-no-period-beyond = “{ $text }”：对这个游戏来说，{ $value } 个的一堆太大了：至多 { $limit } 个的堆由 SG 值序列求值，再大的只有已证明的周期才能回答，而在这些值中这个游戏没有显出周期
component-no-period-searched = “{ $text }”：对这个游戏来说，{ $value } 个的一堆太大了：只有已证明的周期能给它求值，而 G(0..={ $last })（和的工作量上限所能算出的 SG 值序列）没有显出周期
component-too-much = “{ $text }”：{ $too_much }
component-too-much-work = “{ $text }”：对这个游戏来说，{ $largest } 个的一堆太大了：算出它的 SG 值序列要超过 { $limit } 步，并且没有已证明的周期
too-many-moves = { $what }会超过 { $limit } 步着法
too-much-turning = { $what }在所有着法中会翻转超过 { $limit } 枚硬币
takes-coin-row = 每枚硬币一个数
takes-coin-board = 每枚硬币两个数 x:y
takes-coin-cube = 每枚硬币三个数 x:y:z
takes-one-number = 一个数
takes-two-piles = 两堆
takes-two-numbers = 两个数
takes-target = 目标 n，或者 n 和 p
takes-pile-allowance = 一堆，或者一堆和它的可取上限
takes-sheets = 写成 WxH 的纸
must-divisors-at-least-1 = 至少为 1：0 没有可以走到的因数
must-coin-from-1 = 从 1 开始编号（最左边的硬币是第 1 枚）
must-coin-coordinates = 规则的每一维都有一个从 1 开始的坐标
must-coin-once = 只写一次（每个正面是一枚硬币）
must-product-at-least-1 = 至少为 1：从 1 开始乘以 2 到 9 的因子得到的积
must-whole-at-least-1 = 至少为 1 的整数
must-hackenbush-edges = 用逗号连接的边 A-B，以顶点 1 为根
must-at-least-1 = 至少为 1
must-funny-at-most = 在和中至多为 300：每一步着法都连同它之后的整个局面一起写出，而和要列出全部必胜着法（评测格式 uva1378 可以回答至多 10000 堆，给出最小的必胜着法）
must-sheet-2x2 = 至少 2 x 2：只有一格宽的纸让轮到走的一方切下一块 1 x 1 就立即获胜
why-factoring = 它的着法来自对它做因数分解
why-coin-words = 硬币用机器字编号
why-k-fold-sum = 和需要它的 SG 值，而这只有搜索才能求出（单独玩时不限大小：grundy fib N）
why-split-heaps = 和要列出全部必胜着法，而把一堆分成 K 堆的分法随它的 K-1 次幂增长（单独看 take-or-split:3 的值不限大小都知道：G(n) = n，只是 8k+7 和 8k+8 互换）
why-sheet-table = 这些值来自一张覆盖所有纸张大小的表
why-misere-sum = 反常规则（走最后一步的人输）是整个游戏的规则，不属于某一部分，正常规则下的和的值在它之下不能相加；`grundy misere 3 5 1` 玩的是反 Nim
why-moore-sum = Moore 的 Nim_k 一步可以从至多 k 堆中取，所以它的各堆不是独立的部分；`grundy moore -k 2 3 5 6` 玩的是它
what-sheet-width = 第 { $n } 张纸的宽
what-sheet-height = 第 { $n } 张纸的高
what-the-number = 这个数
what-head = 第 { $n } 枚正面硬币
what-coin = 第 { $coin } 枚硬币
what-p = p 的值
what-k-in = { $game } 中的 k 值
what-the-graph = 这个图（{ $error }）
what-number-of-piles = 堆数
what-number-of-piles-is = 堆数（{ $count }）
what-sheet = { $w }x{ $h } 的纸
what-bound-in = { $game } 中的上限
what-bound-of = { $what }的上限
what-valuing-coin = 按规则 { $code } 从规则本身给硬币 { $coin } 求值（这里它没有公式）
what-listing-moves = 列出这些正面的全部着法
what-listing-cuts = 列出一个有 { $edges } 条边的图的全部剪法
why-wythoff-table = 威佐夫博弈一堆的值来自一张表
# 取石子游戏：可以写哪些名字和编码。
heap-accepted = 一个名字（{ $names }）、一个八进制编码（例如 0.77 或 4.07）、sub:1,2,5、allbut:1,3 或 take-or-split:3
heap-unknown = 没有游戏“{ $spec }”；可以写：{ $accepted }
heap-subtraction-set = 减法集合“{ $set }”：{ $error }
heap-all-but-set = 排除集合“{ $set }”：{ $error }
heap-code = 八进制编码“{ $spec }”：{ $error }
heap-parts-not-number = take-or-split:{ $text }：K 是一次分裂留下的堆数，必须是 2 到 { $most } 的整数
heap-parts-too-few = take-or-split:{ $k }：一次分裂至少留下 2 堆（一堆就是原来的那堆），所以 K 是 2 到 { $most }
heap-parts-too-many = take-or-split:{ $k }：K 至多为 { $most }
heap-repeating = “{ $spelling }”：最后一位无限重复的编码中，grundy 认识 0.333…（nim）、4.333…（laskers-nim）和 8.333…（take-or-split:3），分成 K 堆则是 take-or-split:K
set-amount = 第 { $index } 个数量：{ $message }
set-not-whole = “{ $part }”不是整数；请写成 1,2,5 这样的数量
set-zero = 0 不是数量：一步至少取走 1 个
set-twice = { $amount } 写了两次
code-character = 第 { $column } 个字符：{ $message }
code-no-point = “{ $code }”没有小数点：八进制编码形如 0.77 或 4.07（十六进制数字 0-9 和 A-F）
code-not-digit = '{ $char }' 不是数字：编码使用 0-9 和 A-F
code-before-point = 小数点前的“{ $before }”：至多一位数字，如 4.07
code-first-digit = 小数点前的数字不取走任何东西，所以只能允许分裂（4：分成两堆，8：分成三堆）；{ $digit } 还含有第 { $bit } 位
code-no-move = “{ $code }”不允许任何着法
component-syntax = 游戏=局面，例如 { $examples }
what-k-of = { $game } 的 k 值

# 取走或分裂：K = 3 时的闭式，以及讲解。
heap-past-the-period = 超过 { $last } 的堆按周期 { $period }（从 n = { $preperiod } 起，已证明：{ $proof }）求值：G({ $heap }) = G({ $representative }) = { $value }
take-or-split-closed-form = G(n) = n，但 G(8k+7) = 8k+8，G(8k+8) = 8k+7
take-or-split-proof = 对 n 归纳：每个更小的值都能达到，靠取走，或者分成 1 + 2 + (8k+4)；而按 mod 8 的余数可知，没有一种分成三堆的分法能达到 G(n)
take-or-split-by-closed-form = 按闭式 { $closed_form }（已证明：{ $proof }）
take-or-split-by-table = 按从规则算出的值表 G(0..={ $last })，每个值是更小的值（取走）与每种分成 { $k } 堆的异或值的 mex（K = { $k } 时 grundy 不知道闭式）
take-or-split-explain = 一步取走任意多个，或把一堆分成 { $k } 堆；各堆的值{ $how }：{ $values }

# 超出直接求值范围的堆，而游戏没有已证明的周期。
heap-too-large-no-period = 大于 { $limit } 的堆太大了：在算出的值中没有已证明的周期
solve-cycle = 这个游戏有环：局面可能重复出现，对局不一定会结束
solve-limit = 搜索需要超过 { $limit } 个局面，已停止
heap-too-much-work = 这个 SG 值序列要算超过 { $budget } 步（算出 { $values } 个值后停止，没有证明周期）
cutting-explain = 切出一条宽 1 格的纸的一刀立即输掉（对手会切下一块 1 x 1 的），所以这个游戏就是把纸切成至少 2 x 2 的块；每张纸的 SG 值是它各种切法所得两块的 SG 值的异或的 mex
circle-explain = 后手的对称策略：第一步把圆圈拆成一行，这就是 Kayles；而一行一枚或更多硬币时，轮到走的一方从不会输（取走正中间的一枚或两枚，之后在另一侧模仿对手的每一步）；所以 3 枚或更多硬币围成的圆圈，轮到走的一方必败，1 或 2 枚则一步取完

# Two messages side by side (grundy_text::Message::then).
text-plain = { $text }
text-then = { $first }{ $second }
# A list as a message of its own (grundy_text::Message::items).
text-items = { $items }
# A semicolon between items that do not change with the language.
text-semicolon = { "; " }
