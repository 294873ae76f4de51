# grundy seq --misere：每一堆的 genus，以及游戏在哪里是驯服的。

seq-misere-heading = { $game }，反常规则：0 到 { $last } 的堆
seq-misere-columns = { "    " }G   G⁻  genus       驯服
seq-misere-tame = 驯服
seq-misere-wild = 不驯服
seq-misere-all-tame = 到 { $last } 为止每一堆都是驯服的：这些堆的反常和玩起来就像它们的值 G 的反 Nim
seq-misere-why-nim-like = genus { $genus }，和 nim 堆的一样，但它能走到 genus 不是这样的局面
seq-misere-why = genus { $genus }
seq-misere-tame-to = 到第 { $last } 堆为止是驯服的，
seq-misere-wild-from = { $tame }从第 { $heap } 堆起不驯服（{ $why }）：含有 { $heap } 个或更多的堆的反常和，不一定像值 G 的反 Nim 那样玩
seq-misere-stopped = grundy：在第 { $last } 堆之后停止：反常规则的搜索已给 { $positions } 个局面求值，超过了上限 { $limit }；上面的各堆是完整的
