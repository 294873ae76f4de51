# 每种分析共有的几行：SG 值、胜负、双方最优时的步数，以及必胜着法。

verdict-first-player-wins = 先手必胜
verdict-first-player-loses = 先手必败
grundy-value = SG 值：{ $value }
grundy-value-zero = SG 值：0
grundy-value-star = SG 值：{ $g }（*{ $g }）
remoteness-wins = 双方都走最优策略时，先手在 { $moves } 步内获胜（remoteness { $moves }）
remoteness-loses = 双方都走最优策略时，先手在 { $moves } 步后落败（remoteness { $moves }）
remoteness-unknown = remoteness：{ $why }
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
