# 威佐夫博弈：标题、着法，以及用黄金分割比的讲解。

wythoff-heading = 威佐夫博弈：{ $a } { $b }
wythoff-take-one = 从第 { $pile } 堆取走 { $amount } 个
wythoff-take-both = 从两堆各取走 { $amount } 个
wythoff-explain-p-positions = 必败局面（P 局面：轮到走的一方必败）是 (⌊kφ⌋, ⌊kφ⌋ + k)，k = 0, 1, 2, …，其中 φ = (1 + √5)/2 是黄金分割比；⌊kφ⌋ 用 (k + ⌊√(5k²)⌋) div 2 精确计算，不用浮点数。每个差 k 恰好对应一个 P 局面，每个堆的大小也恰好出现在一个 P 局面中。
wythoff-explain-empty = (0, 0) 是 k = 0 的 P 局面：两堆都空了，无棋可走，轮到走的一方已经输了。
wythoff-explain-difference = 两堆之差 k = { $y } - { $x } = { $k }。差为 { $k } 的 P 局面是 ({ $ak }, { $bk })。
wythoff-explain-not-it = ({ $x }, { $y }) 不是这个 P 局面，所以先手必胜，必胜策略是走到一个 P 局面：
wythoff-explain-is-it = ({ $x }, { $y }) 正是这个 P 局面，所以先手必败：从两堆取走同样多会保持差 { $k }，却让较小的一堆低于 ⌊{ $k }φ⌋；只从一堆取，另一堆不变，而另一堆在 P 局面中唯一的搭档正是被取的这一堆原来的大小。
wythoff-explain-both = 保持差 { $k }，并把较小的一堆降到 ⌊{ $k }φ⌋ = { $ak }
wythoff-explain-one = { $kept } 属于第 { $number } 个 P 局面，它的另一堆是 { $partner }
wythoff-explain-move = { "  " }{ $move }，留下 ({ $p }, { $q })：{ $why }

# --map 的标题（grundy pattern 凭它认出这张图）。
wythoff-map-heading = 威佐夫博弈中两堆都在 0..{ $n } 内的 P 局面：行 = 第一堆，列 = 第二堆，P = 轮到的一方必败
wythoff-p-position-line = 第 { $k } 个 P 局面：({ $a }, { $b })
