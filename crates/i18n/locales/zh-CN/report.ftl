# 每种分析共有的几行：SG 值、胜负、双方最优时的步数，以及必胜着法。

verdict-first-player-wins = 先手必胜
verdict-first-player-loses = 先手必败
grundy-value = SG 值：{ $value }
grundy-value-zero = SG 值：0
grundy-value-star = SG 值：{ $g } (*{ $g })
remoteness-wins = 双方都走最优策略时，先手在 { $moves } 步内获胜（remoteness { $moves }）
remoteness-loses = 双方都走最优策略时，先手在 { $moves } 步后落败（remoteness { $moves }）
remoteness-unknown = 步数（remoteness）：{ $why }
no-winning-move = 没有必胜着法：每一步都会把必胜局面留给对手
misere-no-move = 无棋可走：反常规则（misère）下无法行动的一方获胜
winning-moves-heading = 必胜着法（共 { $count } 种）：
winning-move = 必胜着法：{ $move }
move-leaving = { $move }，局面变为 { $position }
moves-not-listed = 全部必胜着法：未列出：{ $why }
# 和局中保持和局的着法（必胜着法是 winning-moves-heading 和 winning-move），
# 以及两者的总数。
draw-moves-heading = 保持和局的着法（共 { $count } 种）：
draw-move = 保持和局的着法：{ $move }
moves-in-all = （{ $kind ->
    [draw] 保持和局的
   *[win] 必胜
    }着法共 { $count } 种；--all 会全部列出）

# 截短的列表：一共有多少。
list-in-all = …（共 { $count } 个）

# 中途停下的计算或输出。
cannot-write-the = 无法写出{ $what ->
    [report] 报告
   *[answer] 结果
    }：{ $why }
remoteness-too-long-bytes = 途中的局面太长，搜索不了：一个着法写出来每 { $bytes } 字节算一次，搜索要算的着法会超过 { $limit } 个
remoteness-too-many-moves-here = 途中有一个局面要搜索的着法超过 { $limit } 个
remoteness-too-many-moves = 从规则出发的搜索要检查的着法会超过 { $limit } 个
remoteness-table-too-large = 其下的 { $positions } 个局面之间共有 { $moves } 个着法，超过即时回答所检查的 { $limit } 个
not-computed = 没有算出：{ $why }
not-solved = 没有解出：{ $why }
too-many-legal-moves = 合法着法超过 { $limit } 种：太多，无法列出
too-many-states = 要搜索的状态超过 { $limit } 个
search-too-many-positions = 游戏能到达的局面超过 { $limit } 个
search-too-many-moves = 游戏能到达的各局面的着法合计超过 { $limit } 种
search-position-too-many-moves = { $position } 的着法超过 { $limit } 种
explore-too-many-positions = 有一个部分能到达的局面超过 { $limit } 个：太大，无法探索
explore-too-many-moves = 有一个部分的各局面的着法合计超过 { $limit } 种：太大，无法探索
explore-position-too-many-moves = { $position } 的着法超过 { $limit } 种：太大，无法探索
explore-loopy = { $position } 可以回到原来的局面：游戏不一定会结束
sparse-value-too-large = G({ $heap }) 超过了 { $most }，这是这个引擎能存的最大值；值这样增长的游戏是算术周期的：请用 `grundy seq`
sparse-storage = 无法把值保存在磁盘上：{ $why }
sparse-storage-at = { $dir }: { $why }
sparse-storage-locked = { $dir }：另一个运行正在那里保存它的值（如果没有，请删除 { $lock }）
geography-no-such-vertex = 顶点 { $vertex } 不在图中
# How a list inside a sentence is joined (grundy_i18n::join_list and the others).
list-separator = 、
value-separator = ，
clause-separator = ；
