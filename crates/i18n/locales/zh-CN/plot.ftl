# --plot 画出的图：标题、坐标轴、图例。中文用程序自带的字体（grundy_i18n::font），
# 它包含这里的每一个字符；所以这里用 [kφ] 表示 kφ 的整数部分（字体里没有 ⌊⌋）。

plot-wythoff-p-title = 威佐夫博弈：两堆都小于 { $n } 的必败局面（P 局面）
plot-wythoff-grundy-title = 威佐夫博弈：两堆都小于 { $n } 时的 SG 值 G(a, b)
plot-two-pile-title = 两堆游戏 { $rules }：两堆都小于 { $n } 时的 SG 值 G(a, b)
plot-first-pile = 第一堆 a
plot-second-pile = 第二堆 b
plot-p-positions = 必败局面 ([kφ], [kφ] + k)，k = 0, 1, 2, …（[x] 为 x 的整数部分）
plot-p-mirror = 以及它们的对称点 ([kφ] + k, [kφ])
plot-line-steep = 直线 b = φa
plot-line-flat = 直线 b = a/φ
plot-red-zero = 红色：G = 0，
plot-red-p = 必败局面

plot-sequence-title = { $game } 的 SG 值序列（G(0) 到 G({ $last })）
plot-pattern-sequence-title = { $game } 的序列：G({ $first }) 到 G({ $last })
plot-pattern-pairs-title = { $game } 的必败局面：{ $rows } x { $columns } 的表
plot-heap-size = 堆的大小 n
plot-grundy-value = SG 值 G(n)
plot-no-period = 直到 n = { $last } 都没有看到周期
plot-period = 周期 { $period }
plot-arithmetic-period = 算术周期 { $period }（增量 { $saltus }）
plot-period-proven = 从 n = { $from } 起{ $kind }，已证明
plot-period-observed = 从 n = { $from } 起{ $kind }，直到 n = { $last } 都成立，尚未证明
plot-preperiod-one = 前周期：G({ $first })
plot-preperiod = 前周期：G({ $first }) … G({ $last })
plot-one-period = 一个周期：G({ $first }) … G({ $last })，共 { $len } 个值
plot-period-repeating = 周期重复：G(n + { $len }) = G(n)
plot-period-repeating-saltus = 周期重复：G(n + { $len }) = G(n) + { $saltus }

plot-row-a = 行 a（第一堆）
plot-column-b = 列 b（第二堆）
plot-pairs-line = 直线 b = (β/α)a，β = α + { $c }
plot-pairs = 数对 (a_k, b_k)，a_k <= b_k
plot-pairs-mirror = 以及它们的对称点 (b_k, a_k)

plot-coins-heads = 正面（深色），标出各自的 SG 值；局面的 SG 值是它们的异或
plot-coins-tails = 反面（浅色）
plot-graph-legend = 红色：SG 值 0（轮到走的一方必败）；其他颜色：更大的值；灰色：∞ 或和棋；圆圈：棋子

plot-wrote = 已写入 { $file }

# 图为什么没有画出来。
plot-error-extension = { $path }：不支持的图片格式：请用 .png 或 .svg
plot-error-write = 无法写入 { $path }：{ $why }
plot-error-table-size = 两堆都小于 { $n } 的 SG 值表有 { $values } 个值，但给出的是 { $len } 个
plot-error-coins = { $board ->
    [yes] { $columns } x { $rows } 枚硬币的棋盘太大，画不出来：每边至多 { $most } 枚
   *[no] 一排 { $columns } 枚硬币太长，画不出来：至多 { $most } 枚
    }
plot-error-graph = 有 { $vertices } 个顶点和 { $edges } 条边的图太大，画不出来：至多 { $most_vertices } 个顶点和 { $most_edges } 条边
plot-error-values = { $len } 个值的图太大：至多 { $limit } 个
plot-error-heat-map = { $n } x { $n } 格的热力图对 { $format } 来说太大：至多 { $limit }{ $format ->
    [SVG] （PNG 至多 1024）
   *[PNG] {""}
    }
plot-error-no-folder = 无法写入 { $path }：没有文件夹 { $folder }；请先创建它，或者换一个路径
plot-error-draw = 无法画出这张图：{ $why }
plot-family-x = 游戏，按族中的次序
plot-family-y = 周期，或最大值（对数刻度）
plot-family-period = 周期，已证明
plot-family-largest = 到 { $to } 的最大值，未证明周期
