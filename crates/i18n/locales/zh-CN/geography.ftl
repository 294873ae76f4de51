# 无向图上的顶点 geography：图、最大匹配和着法。

geography-heading = 无向图上的顶点 geography：{ $vertices ->
    [one] { $vertices } 个顶点
   *[other] { $vertices } 个顶点
    }，{ $edges ->
    [one] { $edges } 条边
   *[other] { $edges } 条边
    }，棋子在顶点 { $start }；一步沿一条边移动棋子，离开的顶点被删去
geography-edges = 边：{ $edges }
geography-edges-in-all = { $first },…（共 { $count } 条）
geography-matching-win = 最大匹配有 { $k ->
    [one] { $k } 条边
   *[other] { $k } 条边
    }，去掉顶点 { $start } 后只有 { $k0 ->
    [one] { $k0 } 条边
   *[other] { $k0 } 条边
    }：顶点 { $start } 在每个最大匹配中
geography-matching-lose = 最大匹配有 { $k ->
    [one] { $k } 条边
   *[other] { $k } 条边
    }，去掉顶点 { $start } 后也一样：有最大匹配不含顶点 { $start }
geography-no-move = 无棋可走：顶点 { $start } 没有相邻的顶点
geography-to-vertex = 走到顶点 { $vertex }
geography-explain-theorem = 匹配定理：轮到走的一方必胜，当且仅当棋子所在的顶点在图的每个最大匹配中，也就是删去它会让最大匹配变小
geography-explain-matching = 图的最大匹配有 { $k ->
    [one] { $k } 条边
   *[other] { $k } 条边
    }：{ $list }
geography-explain-without = 去掉顶点 { $start } 后，最大匹配有 { $k0 ->
    [one] { $k0 } 条边
   *[other] { $k0 } 条边
    }：所以顶点 { $start } 在每个最大匹配中
geography-explain-strategy = 先手的必胜策略是始终沿自己的匹配边走：先走到 { $start } 的配对顶点 { $mate }；对手每走到一个顶点 w，就接着走到 w 的配对顶点。配对顶点总是存在并且还没有走过：到目前为止走过的路交替地由匹配边和对手的边组成，如果 w 没有配对，或者它的配对顶点已经走过，把这条路上的边对调就会得到一个不含顶点 { $start } 的最大匹配，而这样的匹配并不存在
geography-explain-winning = 走到 u 必胜，当且仅当去掉顶点 { $start } 后的图有某个最大匹配不含 u（删去 u 后那里仍有 { $k0 ->
    [one] { $k0 } 条边
   *[other] { $k0 } 条边
    }）：{ $moves }
geography-explain-still = 去掉顶点 { $start } 后，最大匹配仍有 { $k0 ->
    [one] { $k0 } 条边
   *[other] { $k0 } 条边
    }：{ $list }
geography-explain-second = 这个匹配在整个图中也是最大的，并且不含顶点 { $start }：后手的必胜策略是，对手每走到一个顶点 u，就走到 u 在这个匹配中的配对顶点。{ $start } 的每个邻居都有配对（否则通向它的边会让匹配变大），由同样的对调论证，对手走到的每个顶点都有还没有走过的配对顶点
geography-explain-stuck = 顶点 { $start } 没有相邻的顶点：先手无棋可走
geography-board-squares = { $rows }x{ $columns } 棋盘的格子是 1 到 { $last }
geography-vertices-1-to = 它的顶点是 1 到 { $n }
geography-no-vertex = 它没有顶点
geography-only-vertex = 它唯一的顶点是 { $vertex }
geography-vertices-are = 它的顶点是 { $list }
geography-vertices-range = 它的 { $count } 个顶点是各条边写到的那些，从 { $first } 到 { $last }
geography-not-an-edge = “{ $token }”不是一条边：请写成 A-B（两个顶点，都是自然数，用 - 连接）
geography-not-a-vertex = “{ $token }”不是一个顶点：顶点是小于 2^64 的自然数
geography-missing-vertex = “{ $token }”不是图的顶点：它的顶点是 1 到 { $vertices }
geography-loop = “{ $token }”是一个自环：一步离开所在的顶点，这个顶点随即被删去，所以一条边连接两个不同的顶点
geography-empty = 没有边：请写出用逗号分隔的边 A-B，没有边的图写作 none
geography-too-large = { $count } { $what ->
    [edges] 条边
   *[vertices] 个顶点
    }太多了：一个图至多 { $limit }
geography-cannot-read-file = 无法读取图的文件 { $file }：{ $why }
place-line-column-in = { $place }，第 { $line } 行第 { $column } 列：{ $message }
geography-none = 没有
