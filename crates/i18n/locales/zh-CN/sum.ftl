# grundy sum：各部分、每部分里的必胜着法，以及 --explain。

sum-heading = 由 { $count } 个部分组成的和：{ $number ->
        [one] { "" }
       *[other] { "" }
    }
sum-component = { "  " }{ $index }. { $component }  SG 值 { $value }
sum-move = { "  " }在第 { $index } 部分（{ $component }）：{ $move } -> { $after }
sum-like-moves = { "      " }另有 { $count } 个同类着法：{ $every }
sum-explain-theorem = 由 Sprague-Grundy 定理，游戏的和的 SG 值是各部分 SG 值的异或：S = { $s }。
sum-explain-lost = S = 0，所以每一步都改变某一部分的 SG 值，使异或不为 0：先手必败。
sum-explain-won = 必胜着法把某一部分的 SG 值从 g 变为 g xor S，使异或为 0。走到更大的值也算：对手可以把它变回来，但那时异或又是 0。
sum-explain-component = { "  " }{ $component }：g = { $g }，g xor S = { $target }：走到这个值的着法有 { $count } 个

# 反常规则下的和：SJ 定理、genus 理论，或者搜索。
misere-sum-anti-sg = 在反常规则下，各部分的值不再能相加；但这里每个部分中值为 0 的局面都已结束，所以和恰好在每个值都为 0 时结束：这正是 SJ 定理的条件。定理说：轮到的一方必胜，当且仅当异或和不为 0 且有某个值大于 1，或者异或和为 0 且没有值大于 1。各值为 { $values }，异或和为 { $xor }，并且{ $big ->
    [yes] 有值大于 1
   *[no] 没有值大于 1
    }：轮到的一方{ $wins ->
    [yes] 必胜
   *[no] 必败
    }。必胜的着法不会留下这两种情形之一，所以只由值 0 和 1 组成的和是特殊的：轮到的一方必须留下奇数个 1。
misere-sum-parts = 在反常规则下，各部分的值不再能相加；但按规则，每个部分都是若干块的和，每一块只有在结束时值才为 0：Nim 堆的值就是它的大小，删边游戏的树是它在根上各分支的和（从根出发的一条边连同它上面的子树），由克朗原理每个分支的值为 1 加上子树的值，而整棵树的值为 0 时仍可能还有边。所以所有块的和恰好在每块的值都为 0 时结束：这正是 SJ 定理的条件。定理说：轮到的一方必胜，当且仅当各块的值的异或和不为 0 且有某块的值大于 1，或者异或和为 0 且没有块的值大于 1。各块的值为 { $parts }，异或和为 { $xor }，并且{ $big ->
    [yes] 有块的值大于 1
   *[no] 没有块的值大于 1
    }：轮到的一方{ $wins ->
    [yes] 必胜
   *[no] 必败
    }。
misere-sum-component-genus = 第 { $component } 部分：{ $genus }
misere-sum-genus = 在反常规则下，各部分的值不再能相加，SJ 定理也不适用：在第 { $component } 部分中，局面 { $position } 的值为 0 却还有着法。genus 理论适用：每个部分能到达的每个局面都有某个 nim 堆的 genus，g^γ₀γ₁…，其中 γₖ 是旁边有 k 个大小为 2 的 nim 堆时的反常值（{ $genera }），所以每个部分都是驯服的（tame），而驯服游戏的反常和就像以它们的值为堆的反 Nim。反 Nim 的规则：轮到的一方必胜，当且仅当异或和不为 0 且有某个值大于 1，或者异或和为 0 且没有值大于 1。各值为 { $values }，异或和为 { $xor }，并且{ $big ->
    [yes] 有值大于 1
   *[no] 没有值大于 1
    }：轮到的一方{ $wins ->
    [yes] 必胜
   *[no] 必败
    }。
misere-sum-search = 在反常规则下，各部分的值（正常规则下：{ $values }）不再能决定胜负：SJ 定理不适用，因为在第 { $component } 部分中局面 { $position } 的值为 0 却还有着法；genus 理论也不适用，因为第 { $wild_component } 部分能到达 { $wild }，其 genus 为 { $genus }，不是 nim 堆的。胜负来自按规则对整个和的搜索（求值了 { $positions } 个局面）：轮到的一方{ $wins ->
    [yes] 必胜
   *[no] 必败
    }。
misere-sum-quotient = 在反常规则下，Grundy 值不再能决定胜负。每个部分都是 { $code } 的堆，这个游戏的反常商能决定：每一堆等同于一个 { $elements } 元交换幺半群里的元素（{ $relations }），一个和的堆的元素的乘积落在 P 部分 { $p } 里，当且仅当轮到的一方输。{ $how }这个和是 { $product }：轮到的一方{ $wins ->
    [yes] 赢。
   *[no] 输。
    }
misere-quotient-periodic = Φ 从第 { $preperiod } 堆起以 { $period } 为周期，反常周期性定理证明了这一点：这是任意大小的堆的商。
misere-quotient-partial = 这是 { $heaps } 以内各堆之和的商，足以覆盖这些堆。
misere-searched = 在反常规则下，SG 值不再能决定胜负（对直线上的棋子来说，就是它们间隔构成的阶梯中奇数级的异或和）；游戏能到达的每个局面都按规则搜索过了（{ $positions } 个局面）：轮到的一方{ $wins ->
    [yes] 必胜
   *[no] 必败
    }。
misere-too-many-parts = { $count } 个部分，而途中有一个局面要搜索的着法超过 { $most } 种

# 其他约定下的和：合取和、选择和、反常和。
compound-cannot-decide = 无法判定这个和：{ $why }
compound-winning-too-many = 必胜着法（{ $count } 种，太多，无法全部列出；以下是按步数的策略给出的）：
compound-winning-groups = 必胜着法（{ $count } 种，按同类着法分组）：
compound-move-part = 在第 { $component } 部分（{ $text }）：{ $description } -> { $after }
compound-move-joiner = { "；" }
compound-play = { $play ->
    [misere] 反常规则（走最后一步的一方输）
   *[normal] 正常规则（无棋可走的一方输）
    }
compound-conjunctive-heading = { $count } 个部分的合取和（每一回合每个部分都要走一步；有一个部分走不了时游戏结束），{ compound-play }：
compound-remoteness = 步数 { $remoteness }
compound-sum-remoteness = 和的步数：{ $remoteness }（最小的那个）
compound-conjunctive-remoteness = 步数（remoteness）是赢家尽快取胜、输家尽量拖延时剩下的步数：游戏结束时为 0，{ $misere ->
    [yes] 恰好在轮到的一方必败时为奇数（反常规则的步数：已结束的游戏算轮到的一方赢）。
   *[no] 恰好在轮到的一方必败时为偶数。
    }
compound-conjunctive-least = 每一回合每个部分都要走一步，所以和随最先结束的部分一起结束，双方都按步数下每个部分（Smith）：和的步数是各部分步数中最小的，这里是 { $remoteness }（第 { $components } 部分）。
compound-conjunctive-verdict = { $remoteness } 是{ $wins ->
    [yes] { $misere ->
        [yes] 偶数
       *[no] 奇数
        }：轮到的一方必胜，方法是让每个部分的最小步数都变成{ $misere ->
        [yes] 奇数
       *[no] 偶数
        }：在每个部分中，必胜的部分走到比它的步数少一的局面，必败的部分尽量拖延。
   *[no] { $misere ->
        [yes] 奇数
       *[no] 偶数
        }：无论每个部分怎么走，轮到的一方都必败。
    }
compound-continued-heading = { $count } 个部分的 Every-SG 和（连续合取和：每一回合每个还没结束的部分都要走一步；全部结束时游戏结束），{ compound-play }：
compound-suspense = 拖延数 { $suspense }
compound-sum-suspense = 和的拖延数：{ $suspense }（最大的那个）
compound-continued-suspense = 一个部分的拖延数是赢的一方尽量拖延、输的一方尽快结束时剩下的步数：结束时为 0，恰好在轮到的一方赢这个部分时为奇数。（不是步数 remoteness，那里赢家尽快取胜：这里最长的部分决定胜负，它的赢家要让它拖得长。）
compound-continued-most = 每一回合每个还没结束的部分都要走一步，所以和持续到最长的那个部分结束（Smith）：和的拖延数是各部分中最大的，这里是 { $suspense }（第 { $components } 部分），{ $wins ->
    [yes] 是奇数：轮到的一方赢，方法是让每个部分都少 1，使剩下最大的为偶数。
   *[no] 是偶数：轮到的一方输。
    }
compound-continued-searched = 在反常规则下，没有按各部分拖延数判定这种和的规则，所以搜索了整个和：{ $positions } 个局面。
compound-selective-heading = { $count } 个部分的选择和（一步是在其中任意一个非空的部分集合里各走一步），{ compound-play }：
compound-alone = { $won ->
    [yes] 单独看轮到的一方必胜
   *[no] 单独看轮到的一方必败
    }
compound-selective-normal = 在正常规则下，轮到的一方在选择和中必败，当且仅当每个部分对轮到的一方都是必败的：在其中一些部分走一步，会让这些部分都变成必胜的，对手就恰好在这些部分中应对。否则，必胜着法就是恰好在必胜的那些部分中各走一步，每一步都走到必败局面{ $wins ->
    [yes] 。
   *[no] ；这里没有必胜的部分。
    }
compound-selective-searched = 在反常规则下，没有按各部分胜负判定选择和的规则（一个 1 的堆旁边是空堆时必败，旁边是另一个 1 的堆时必胜），所以搜索了整个和：{ $positions } 个局面。
compound-misere-heading = { $count } 个部分的反常和（走最后一步的一方输）：
compound-value = 值 { $value }
compound-genus = genus { $genus }
compound-misere-anti-sg = 每个部分中每个值为 0 的局面都已结束（在它们能到达的每个局面上检查过），所以和恰好在每个值都为 0 时结束：SJ 定理（anti-SG）适用。
compound-misere-not-sj = SJ 定理不适用：在第 { $component } 部分（{ $text }）中，{ $position } 的值为 0 但还没有结束。
compound-misere-genus = genus 理论适用：每个部分能到达的每个局面都有某个 nim 堆的 genus（0^120、1^031 或 g^{ "{" }g, g⊕2{ "}" }；每一个都检查过），所以各部分都是驯服的，和就像以它们的值为堆的反 Nim。
compound-misere-search = SJ 定理不适用：在第 { $component } 部分（{ $text }）中，{ $position } 的值为 0 但还没有结束。genus 理论也不适用：第 { $wild_component } 部分（{ $wild_text }）能到达 { $wild }，其 genus 为 { $genus }，不是 nim 堆的。所以在反常规则下搜索了整个和：{ $positions } 个局面。
compound-misere-quotient = 这个和太大，无法搜索，而每个部分都是 { $code } 的堆：它的反常商能决定胜负。每一堆等同于一个 { $elements } 元交换幺半群 Q 里的元素（{ $relations }）；一个部分是它的堆的元素的乘积，整个和是所有元素的乘积，轮到的一方输，当且仅当乘积在 P 部分 { $p } 里。{ $how }
compound-element = 元素 { $element }
compound-misere-quotient-product = 这个和的元素是 { $product }，{ $wins ->
    [yes] 不在 P 里：轮到的一方赢，走法是使乘积落进 P 的一步。
   *[no] 在 P 里：轮到的一方输。
    }
compound-misere-parts = 按规则，每个部分都是若干块的和，每一块只有在结束时值才为 0：Nim 堆是一块，删边游戏的树是它在根上各分支的和（从根出发的一条边连同它上面的子树，值为 1 加上子树的值），而整棵树的值为 0 时仍可能还有边。所以 SJ 定理用在各块上，而不是各部分上：
compound-parts = { $count ->
    [0] 没有块（无棋可走）
   *[other] 各块的值 { $parts }
    }
compound-parts-lead = 对各块的值，它说：
compound-sj-lead = 它说：
compound-misere-nim-lead = 反 Nim 的规则：
compound-sj-rule = { $lead }轮到的一方必胜，当且仅当异或和不为 0 且有某个值大于 1，或者异或和为 0 且没有值大于 1。这里异或和为 { $xor }，有 { $big } 个值大于 1：{ $case ->
    [first] 第一种情形，必胜
    [second] 第二种情形（值为 1 的有偶数个），必胜
    [neither] 两种情形都不是，必败
   *[neither-odd] 两种情形都不是（值为 1 的有奇数个），必败
    }。
sum-explain-rules = { $component }：{ $line }。
