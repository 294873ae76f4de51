# 删边游戏（Green Hackenbush）：各个图、砍边、融合与克朗原理。

place-and = { $place }，{ $rest }
column-then = 第 { $column } 列：{ $message }
hackenbush-heading = 删边游戏：{ $graphs ->
    [one] { $graphs } 个图
   *[other] { $graphs } 个图
    }，以顶点 { $root } 为根；一步砍掉一条边，不再与根相连的部分随之落下
hackenbush-graph = 图 { $graph }：{ $edges_written }（{ $edges ->
    [one] { $edges } 条边
   *[other] { $edges } 条边
    }{ $fallen ->
    [0] {""}
   *[other] ，另有 { $fallen } 条边不与根相连，立即落下
    }）：值为 { $value }
hackenbush-graph-number = 图 { $graph }
hackenbush-sum = 和的值为 { $terms } = { $total }
hackenbush-no-winning-move = 没有必胜着法：每砍一条边都会把必胜局面留给对手
hackenbush-cut = { $part }砍掉边 { $edge }{ $fall ->
    [0] {""}
    [one] （随之落下 { $fall } 条边）
   *[other] （随之落下 { $fall } 条边）
    }，{ $after ->
    [none] 不留下边
   *[other] 留下 { $after }
    }，值为 { $value }
hackenbush-cut-part = 图 { $graph }：
hackenbush-explain-graph = 图 { $graph }：
hackenbush-explain-glued = 在根处粘在一起的图是它们的和：各值的异或是 { $total }
hackenbush-explain-lost = 这个局面的值是 0：轮到走的一方必败
hackenbush-explain-winning-cut = 必胜的一刀留下的图的值是它原来的值异或 { $total }，使整体的值为 0；每一刀都在这个图本身上重新求值（砍在环里的一刀会改变融合的方式），每个图至多 { $limit } 条边
hackenbush-fallen = { $fallen ->
    [one] 有 { $fallen } 条边不与根相连，已经落下：不属于游戏
   *[other] 有 { $fallen } 条边不与根相连，已经落下：不属于游戏
    }
hackenbush-tree = 融合：没有环也没有自环，这个图是一棵树
hackenbush-fusion = 融合：每个 2-边连通的部分融合成一个顶点，其中的边变成自环（一个自环相当于一条边的竹子，两个自环互相抵消）
hackenbush-keeps = 顶点 { $vertex } 保留 { hackenbush-loops }
hackenbush-fuses = 顶点 { $vertices } 融合成顶点 { $vertex }，带 { hackenbush-loops }
hackenbush-loops = { $loops ->
    [one] { $loops } 个自环
   *[other] { $loops } 个自环
    }（{ $odd ->
    [yes] 奇数：相当于一个值为 1 的自环
   *[no] 偶数：值为 0
    }）
hackenbush-more-pieces = …还有 { $count } 个部分
hackenbush-colon = 克朗原理，从叶子往上：一个顶点的值是（它的自环数 mod 2）异或上，对它向下的每条边，下面的值加一
hackenbush-further-down = …更下面还有 { $count } 个顶点
hackenbush-term-loop = 1（一个自环）
hackenbush-term-edge = { $plus }（边 { $edge } 通向值为 { $value } 的顶点）
hackenbush-term-more = …还有 { $count } 项
hackenbush-term-nothing = 0（什么也没有）
hackenbush-vertex = 顶点 { $vertex }：{ $terms } = { $value }
hackenbush-worth = 这个图的值是 { $value }
hackenbush-too-many-cuts = 这个图有 { $edges } 条边：至多为 { $limit } 条边的图列出砍法（每一刀都要重新给图求值）
hackenbush-not-an-edge = “{ $token }”不是一条边：请写成 A-B（两个顶点，都是自然数，用 - 连接）
hackenbush-not-a-vertex = “{ $token }”不是一个顶点：顶点是小于 2^64 的自然数
edges-empty-entry = 空的一项：边 A-B 之间用一个逗号隔开，第一条之前和最后一条之后都没有逗号
hackenbush-empty = 没有边：请写出用逗号分隔的边 A-B，空图写作 none
hackenbush-too-large = { $edges } 条边太多了：一个图至多 { $limit } 条边

# 反常规则的删边游戏，在树上搜索：有环的图，或者搜索太大。
hackenbush-misere-not-a-tree = 图 { $graph } 不是树：它的边 { $edge } 在一个与根相连的环上（反常规则只在树上判定）
hackenbush-misere-too-large = 反常规则的搜索在 { $positions } 个局面之后停止了（至多搜索 { $trees } 棵树和 { $cuts } 刀）；对根上各分支用 SJ 定理可以在任意大小下回答
hackenbush-line = 第 { $line } 行
