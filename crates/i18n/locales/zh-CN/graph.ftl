# 有向图上的棋子：值、胜负、和，以及理由。

graph-heading = { graph-picture-title }，{ $kind ->
    [acyclic] 无环
   *[cycles] 有环
    }；一步沿一条边推动一枚棋子，无棋可走的一方输
graph-values = { $what ->
    [grundy] SG 值
    [outcomes] 一枚棋子时的胜负
   *[generalised] 广义 SG 值
    }：{ $list }
graph-values-summary = { $what ->
    [grundy] SG 值
    [outcomes] 一枚棋子时的胜负
   *[generalised] 广义 SG 值
    }：{ $summary }（--all 会列出每个顶点）
graph-no-token = 没有棋子：用一行 `token A` 放上棋子
graph-no-draw-move = 没有保持和局的着法：根本无棋可走
graph-verdict = { $verdict ->
    [win] 轮到走的一方必胜
    [lose] 轮到走的一方必败
   *[draw] 和局：双方都无法强迫取胜
    }
graph-word = { $verdict ->
    [win] 胜
    [lose] 负
   *[draw] 和
    }
graph-tokens-on = { $count ->
    [one] { $count } 枚棋子
   *[other] { $count } 枚棋子
    }在 { $each }
graph-sum = { $heading }：{ $terms } = { $xor }
graph-sum-one-infinite = { $heading }：一枚棋子的值为 ∞(K)，其余的异或为 { $xor }，{ $win ->
    [yes] 它在 K 中：必胜
   *[no] 它不在 K 中：和局
    }
graph-sum-infinite = { $heading }：{ $count } 枚棋子的值为 ∞：和局
graph-the-token = 把棋子从 { $from } 推到 { $to }
graph-token-n = 把第 { $token } 枚棋子从 { $from } 推到 { $to }
graph-worth-count = { $count } 个值为 { $value }
graph-up-to = …直到 { $last }
graph-outcome-counts = { $win } 个胜，{ $lose } 个负，{ $draw } 个和
graph-rule-grundy = 每个顶点的值是它各后继的值的 mex（无环：从死胡同往回求值）；几枚棋子是游戏的和，各值异或为 0 时恰好必败
graph-rule-outcomes = 从死胡同开始的逆向分析：能走到必败顶点的顶点必胜，每一步都走到必胜顶点的顶点必败，其余的是和局
graph-rule-generalised = Smith 定理：有限的值像 Nim 一样异或；若一枚棋子的值为 ∞(K)，其余的异或为 a，则当 a 在 K 中时，轮到走的一方把它推到值为 a 的后继就能获胜，否则是和局；有两枚或更多棋子的值为 ∞ 时，是和局
graph-left-one = 一枚值为 { $xor } 的棋子
graph-left-xor = 值为 { $terms } = { $xor } 的棋子
graph-left-list = 值为 { $terms } 的棋子
graph-left-token = 在 { $vertex } 上的棋子（{ $word }）
graph-leaves = { $move }：留下{ $left }，{ $win ->
    [yes] 对手必败的局面
   *[no] 和局的局面
    }
graph-picture-title = 一个有 { $vertices ->
    [one] { $vertices } 个顶点
   *[other] { $vertices } 个顶点
    }和 { $edges ->
    [one] { $edges } 条边
   *[other] { $edges } 条边
    }的图
graph-picture-verdict = { $count ->
    [one] { $count } 枚棋子
   *[other] { $count } 枚棋子
    }：{ $verdict }
graph-picture-no-token = 没有棋子
graph-plot-too-large = --plot：有 { $vertices } 个顶点和 { $edges } 条边的图太大，画不出来：至多 { $most_vertices } 个顶点和 { $most_edges } 条边
graph-too-large = 有 { $vertices } 个顶点和 { $edges } 条边的图太大了：至多 { $most_vertices } 个顶点和 { $most_edges } 条边，并且不能超过空闲内存
graph-more = …还有 { $count } 个
graph-no-successor = 没有后继
graph-successors = 后继 { $list }
graph-mex = { $vertex }：{ $list }；{ $set } 的 mex 是 { $value }
graph-infinite = { $vertex }：值为 ∞(K)，K = { $set }，即{ $list } 中的有限值：这里的棋子可以永远走下去
graph-finite = { $vertex }：值为 { $value }：{ $list }；没有一个的值是 { $value }{ $below ->
    [yes] ，小于 { $value } 的每个值都有
   *[no] {""}
    }，而每个更大的值都能走到一个值为 { $value } 的顶点
graph-wins-moving = { $vertex }：必胜，走到 { $to }，它必败
graph-loses-no-move = { $vertex }：必败：无棋可走
graph-loses-every = { $vertex }：必败：每一步都走到必胜的顶点（{ $list }）
graph-draw-keeps = { $vertex }：和局：没有一步能走到必败的顶点，走到 { $to } 保持和局
graph-parse-unknown = “{ $token }”不是任何语句的开头：请写 `vertices N`、`vertex NAME`、`A -> B`、`token A` 或 `acyclic`
graph-parse-arrow = 边的第一个顶点后面应是 ->，这里是“{ $token }”
graph-parse-missing = 缺少{ $what ->
    [edge-end] 边的终点
    [vertex-count] 顶点的个数
    [vertex-name] 顶点的名字
   *[token-vertex] 棋子所在的顶点
    }
graph-parse-extra = 语句末尾多出了“{ $token }”
graph-parse-undeclared = 没有名为“{ $token }”的顶点：请先声明，vertex { $token }
graph-parse-no-vertex-yet = 没有顶点 { $token }：还没有声明任何顶点
graph-parse-no-index = 没有顶点 { $token }：声明的顶点是 0 到 { $last }
graph-parse-duplicate = 已经有名为“{ $token }”的顶点了
graph-parse-bad-name = “{ $token }”不能作为顶点的名字：名字不能全是数字（那是编号），也不能是 ->
graph-parse-not-count = 应是顶点的个数（一个自然数），这里是“{ $token }”
graph-parse-cycle = 图被声明为无环，但这条边构成了环 { $cycle }
graph-parse-not-utf8 = 文本不是 UTF-8
