# grundy seq --misere：每一堆的 genus，以及游戏在哪里是驯服的。

seq-misere-heading = { $game }，反常规则：大小为 0 到 { $last } 的堆
seq-misere-columns = { "    " }G   G⁻  genus       驯服
seq-misere-tame = 驯服
seq-misere-wild = 不驯服
seq-misere-all-tame = 大小不超过 { $last } 的每一堆都是驯服的：这些堆的反常和玩起来就像以它们的值 G 为堆的反 Nim
seq-misere-why-nim-like = genus { $genus }，和 nim 堆的一样，但它能走到 genus 不是这样的局面
seq-misere-why = genus { $genus }
seq-misere-tame-to = 大小不超过 { $last } 的堆是驯服的，
seq-misere-wild-from = { $tame }从大小为 { $heap } 的堆起不驯服（{ $why }）：反常和中只要有一堆的大小不小于 { $heap }，就不一定像以值 G 为堆的反 Nim 那样玩
seq-misere-stopped = grundy：算到大小为 { $last } 的堆后停止：下一个堆会让反常规则的搜索超过{ $what ->
        [moves] 检查着法
       *[positions] 求值局面
    }的上限 { $limit } 个（已有 { $done } 个，大约还要 { $next } 个）；上面的各堆是完整的

# 各值之后关于周期的一行（grundy pattern 会读回它：每条消息先是文字，然后是一个数）。
seq-no-period = 在 G(0..={ $last }) 中没有看到周期
seq-period-kind = 周期 { $period }
seq-arithmetic-kind = 算术周期 { $period }，saltus 为 { $saltus }（G(n + { $period }) = G(n) + { $saltus }）
seq-period-proven = { $kind }，前周期 { $preperiod }：已证明（{ $proof }）
seq-period-observed = { $kind }，前周期 { $preperiod }：观察到 n = { $last } 为止，未证明

# 周期为什么已证明。
guy-smith-condition = 对 { $preperiod } <= n < 2·{ $preperiod } + { $period } + { $removal } 有 G(n + { $period }) = G(n)
guy-smith-proof = Guy–Smith：每步至多取走 { $removal } 个，而{ $condition }（上界为 { $end }），这就证明了它对所有 n >= { $start } 成立
subtraction-proof = 每个值只依赖于前 { $most } 个值，而从 n = { $preperiod } 起有连续 { $most } 个值重复
