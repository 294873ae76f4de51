# grundy pattern：另一个程序打印的表说明了什么，以及表为什么读不了。

# 报告。
pattern-none-found = 在这张表中没有找到规律
pattern-read-sequence = 一个有 { $count } 个值的序列，G({ $first }) 到 G({ $last })，读取方式：{ $source }
pattern-read-table = 一张 { $rows } 行 { $columns } 列的表（第 a 行第 b 列，从 0 起），读取方式：{ $source }；P 局面：值为 { $entries } 的格
pattern-finding = { $holds ->
    [yes] 成立
   *[no] 不成立
    }：{ $statement }
pattern-evidence = 依据：{ $evidence }
pattern-counterexample = 反例：{ $counterexample }
pattern-not-a-proof = 这是表内的规律，不是证明
pattern-some = { $shown }，{ list-in-all }

# 序列：周期。
pattern-period-rule = 前周期为 e 个值之后的周期 p 算作看到，当且仅当表中的 N 个值把它重复了至少 3 遍（N − e >= 3p），并且至少和前周期一样长（N − e − p >= e）；取最小的这样的 p，以及它最小的 e
pattern-no-period = 在 G({ $first }) 到 G({ $last }) 中没有看到周期
pattern-none-passes = { $rule }；没有 p <= { $most } 通过
pattern-no-arithmetic-period = 在 G({ $first }) 到 G({ $last }) 中没有看到算术周期（G(n + p) = G(n) + s，s >= 1）
pattern-none-passes-again = 同样的规则；没有 p <= { $most } 通过
pattern-period = 周期 { $period }
pattern-arithmetic-period = 算术周期 { $period }，saltus 为 { $saltus }
pattern-period-statement = 从 n = { $from } 起{ $name }：{ $law }，对 { $from } <= n <= { $to }
pattern-period-repeats = 从 n = { $from } 到 n = { $to } 的 { $values } 个值把 { $period } 个值的周期重复了 { $times } 遍{ $more ->
    [0] {""}
   *[other] ，还多出 { $more } 个值
    }，之前是 { $preperiod } 个值的前周期
pattern-the-rule = 规则：{ $rule }
pattern-not-a-proof-past = 这是表内的规律，不是证明：n = { $last } 之后的情况一无所知
pattern-period-starts = G({ $before }) = { $value }，但 G({ $later }) = { $later_value }：周期不早于 n = { $from } 开始
pattern-arithmetic-period-starts = G({ $before }) + { $saltus } = { $value }，但 G({ $later }) = { $later_value }：周期不早于 n = { $from } 开始

# 序列：零点。
pattern-no-zeros = 表中没有零
pattern-few-zeros = 只有 { $count } 个零（n = { $zeros }）：太少，看不出规律
pattern-zeros-listed = 零点 z_0、z_1、…（使 G(n) = 0 的 n）：{ $zeros }
pattern-zeros-progression = 零点构成等差数列：z_k = { $formula }，对 k <= { $last }
pattern-zeros-not-progression = 零点不构成等差数列
pattern-zeros-counterexample = z_{ $k } = { $z }，但 z_0 + { $k }·(z_1 − z_0) = { $expected }
pattern-no-periodic-zero = 从 n = { $start } 起没有零：周期中没有 0
pattern-periodic-zeros = 从 n = { $start } 起，零点是 n ≡ { $residues }（mod { $period }）：每 { $period } 个中有 { $count } 个
pattern-periodic-zeros-evidence = 它们由周期得出，限于表内

# Beatty 序列：零点的，或数对第一堆的。
pattern-what-zeros = 零点
pattern-what-first-piles = 第一堆
pattern-beatty-holds = { $what } { $name }_k 满足 { $name }_k = ⌊k·{ $simplest }⌋，对 { $from } <= k <= { $last }；与 α 在 [{ $lo }, { $hi }) 中的 Beatty 序列相符
pattern-beatty-evidence = { $name }_k = ⌊kα⌋ 当且仅当 { $name }_k/k <= α < ({ $name }_k + 1)/k：这 { $count } 项{ $numbered ->
    [yes] （从 { $name }_1 起编号，因为第一项不是 0）
   *[no] {""}
    }允许的 α 从 { $lo }（含）到 { $hi }（不含），其中 { $simplest } 最简单；其中任何无理数 α 的 Beatty 序列也同样相符
pattern-beatty-fails = { $what }不是 Beatty 序列 { $name }_k = ⌊kα⌋
pattern-beatty-first = { $name }_0 = { $z }，但 ⌊0·α⌋ = 0
pattern-beatty-counterexample = { $name }_{ $k } = { $z }{ $numbered ->
    [yes] （从 1 起编号，因为第一项不是 0）
   *[no] {" "}
    }要求 α 在 [{ $needs_lo }, { $needs_hi }) 中，但 { $one ->
    [yes] { $name }_{ $previous }
   *[no] { $name }_{ $earliest } 到 { $name }_{ $previous }
    } 要求 α 在 [{ $lo }, { $hi }) 中

# 二维表：P 局面。
pattern-table-size = 这张 { $rows } × { $columns } 的表
pattern-no-p-positions = { $table }中没有 P 局面（0 或 P）
pattern-symmetric = P 局面是对称的：(a, b) 是 P 局面当且仅当 (b, a) 是，对 a, b < { $side }
pattern-not-symmetric = P 局面不对称
pattern-p-positions-in = { $table }中有 { $count } 个 P 局面
pattern-asymmetric = ({ $a }, { $b }) 是 P 局面，但 ({ $b }, { $a }) 不是
pattern-differences-listed = b_k − a_k：{ $differences }
pattern-pairs-listed = { $count } 个数对：{ $pairs }
pattern-cut = { $cut } 不在表内的任何数对中（它的数对若有，也在表外）：取 a_k < { $cut } 的数对{ $beyond ->
    [0] {""}
   *[other] ，另有 { $beyond } 个略去
    }
pattern-few-pairs = 只有 { $count } 个数对：太少，看不出规律
pattern-pairs = P 局面是数对 (a_k, b_k)，a_k <= b_k，每个数至多在一个数对中
pattern-not-pairs = 有的数在两个 P 局面 (a_k, b_k) 中
pattern-in-two-pairs = { $x } 既在 { $first } 中，又在 { $second } 中
pattern-mex = a_k = mex{ "{" }a_i, b_i : i < k{ "}" }，即不在之前任何数对中的最小数，对 k <= { $last }
pattern-not-mex = a_k 并不总是之前各数对的 mex
pattern-mex-counterexample = a_{ $k } = { $a }，但不在之前任何数对中的最小数是 { $mex }
pattern-linear = 差线性增长：b_k − a_k = { $formula }，对 k <= { $last }
pattern-not-linear = 差 b_k − a_k 不是线性增长
pattern-linear-counterexample = b_{ $k } − a_{ $k } = { $x }，但在 k = { $k } 时 { $formula } = { $expected }

# 二维表：威佐夫博弈解的形状。
pattern-not-wythoff-shape = 不是威佐夫博弈解的形状（a_k = mex，b_k = a_k + ck）
pattern-shape-two-pairs = 有的数在两个数对中
pattern-shape-not-linear = b_k − a_k 不是 k 的线性函数
pattern-shape-constant = b_k − a_k = ck + d，且 d ≠ 0
pattern-shape-decreases = b_k − a_k 递减
pattern-shape-nim = 两堆 Nim 的形状：P 局面是数对 (k, k)，对 k <= { $last }
pattern-shape-wythoff = 威佐夫博弈解的形状：a_k = 之前各数对的 mex，b_k = a_k + k，对 k <= { $last }，正如威佐夫博弈的 P 局面 (⌊kφ⌋, ⌊kφ²⌋)，φ = (1 + √5)/2
pattern-shape-fraenkel = 威佐夫博弈解的形状，b_k = a_k + { $c }k，对 k <= { $last }，正如 Fraenkel 的 { $c }-威佐夫博弈（grundy two-pile 'one,both<{ $c }'）的 P 局面 (⌊kα⌋, ⌊kα⌋ + { $c }k)，α = (2 − { $c } + √({ $c }² + 4))/2
pattern-shape-evidence = 对称，每个数至多在一个数对中，a_k 是之前各数对的 mex，b_k − a_k 是没有常数项的线性函数
pattern-shape-alpha = a_k = ⌊kα⌋ 对 [{ $lo }, { $hi }) 中的 α 成立，而 { $alpha } { $inside ->
    [yes] 在其中
   *[no] 不在其中
    }（精确比较）

# 文本是怎样读的。
pattern-source-seq = grundy seq 的输出
pattern-source-seq-csv = n,value 行（grundy seq --csv）
pattern-source-pairs = “n 值”的行
pattern-source-list = 一列值
pattern-source-grid-csv = 表头为 a\b,0,1,… 的表（grundy wythoff --table --csv）
pattern-source-wythoff-map = grundy wythoff --map 的输出
pattern-source-numbers = 数字的行
pattern-source-marks = P/N 标记的行
pattern-source-seq-json = grundy seq --json 的 JSON
pattern-source-table-json = grundy wythoff --table --json 的 JSON
pattern-source-map-json = grundy wythoff --map --json 的 JSON
pattern-source-two-pile = grundy two-pile 的 P 局面

# 表为什么读不了。
pattern-at = 第 { $line } 行第 { $column } 列：{ $message }
pattern-empty = 表是空的：请给出一个序列（“n 值”的行，或一列值），或者数字的行、P/N 标记的行
pattern-what-value = 一个值
pattern-what-n = n
pattern-what-column-label = 列标
pattern-what-row-label = 行标
pattern-what-pile = 一堆
pattern-what-difference = 一个差
pattern-too-large = { $text } 太大：能读的数至多是 { $largest }
pattern-not-natural = 这里应为{ $what }（一个自然数），实际是“{ $text }”
pattern-nothing-under = 表头下面什么也没有：应为{ $source }
pattern-not-a-table = 这里应为一个数，或标记 P 或 N，实际是“{ $text }”：表是一个序列（“n 值”的行，或一列值），或者数字的行、P/N 标记的行
pattern-row-entries = 这一行有 { $count } 项，但第一行有 { $columns } 项：表的每一行一样多
pattern-not-a-mark = “{ $mark }”不是标记：标记的表中只有 P（轮到的一方必败）和 N 或 .（必胜）
pattern-row-marks = 这一行有 { $count } 个标记，但第一行有 { $columns } 个：表的每一行一样多
pattern-seq-header = 这里应为表头 TITLE: G(0..=N)，即 grundy seq 打印的样子
pattern-after-period = 关于周期的那一行（第 { $line } 行）之后不应再有内容，实际有“{ $text }”
pattern-seq-row-label = 这里应为行标 `n:`（这一行第一个值的堆大小），实际是“{ $text }”
pattern-seq-row-number = 这里应为行标 { $expected }:，实际是“{ $text }”
pattern-seq-count = 表头写的是 G(0..={ $last })，但各行共有 { $count } 个值
pattern-csv-line = 这里应为 n,value，实际是“{ $text }”
pattern-csv-count-up = 这里应为 n = { $expected }（各行从 0 起递增），实际是 { $text }
pattern-column-label = 这里应为列标 { $expected }，实际是 { $text }
pattern-row-label = 这里应为行标 { $expected }，实际是 { $text }
pattern-row-values = 这一行有 { $count } 个值，但表头有 { $columns } 列
pattern-map-row-marks = 这一行有 { $count } 个标记，但第一行有 { $columns } 个
pattern-two-pile-header = 这里应为表头 `{ $header }`（N 从 1 到 16384），即 grundy two-pile 打印的样子
pattern-two-pile-line = 这里应为“{ $want }”，即 grundy two-pile 打印的样子
pattern-two-pile-position = 这里应为一个 P 局面 `a b b-a`，实际是“{ $text }”
pattern-two-pile-piles = 这里应为小于 { $most } 的两堆 a <= b，实际是 { $a } { $b }
pattern-two-pile-difference = b - a 是 { $difference }，不是 { $written }

# 命令：输入、JSON 表和图。
pattern-standard-input = 标准输入
pattern-cannot-read-stdin = 无法读取标准输入：{ $why }
pattern-cannot-read = 无法读取 { $file }：{ $why }
pattern-not-utf8 = { $file } 不是 UTF-8 文本（第 { $byte } 字节）
pattern-in-file = { $file }，{ $error }
pattern-malformed-json = JSON 格式有误：{ $why }
pattern-json-not-natural = { $what } 是 { $value }，不是小于 2^64 的自然数
pattern-json-no-values = 值的列表是空的
pattern-json-row = table.grundy[{ $row }] 不是有 { $columns } 个值的一行
pattern-json-empty-table = 表是空的
pattern-json-map-size = map.size 是 { $size }：应从 1 到 16384
pattern-json-map-pair = map.p_positions[{ $index }] 是 { $pair }，不是小于 { $size } 的数对 [a, b]
pattern-json-shape = JSON 表是 grundy seq --json（{ "{" }"values": [...]{ "}" }）、grundy wythoff --table N --json（{ "{" }"table": { "{" }"grundy": [[...], ...]{ "}" }{ "}" }）或 grundy wythoff --map N --json（{ "{" }"map": { "{" }"size": N, "p_positions": [[a, b], ...]{ "}" }{ "}" }）打印的样子
pattern-plot-refused = --plot：{ $why }
pattern-plot-values = 大于 { $most } 的值画不出来
pattern-plot-first = 第一个下标 { $first } 太大，画不出来
pattern-plot-table = { $rows } x { $columns } 的表太大，画不出来：每边至多 { $most }
