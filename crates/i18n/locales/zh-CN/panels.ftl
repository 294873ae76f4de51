# 游戏场的讲解面板（grundy serve）：标题，以及服务器在引擎的讲解之外写的文字。

panel-misere-nim = 反 Nim：取走最后一个的一方输
panel-misere-sum = 反常规则：SJ 定理、genus 理论或搜索
panel-misere-whole = { $game } 的反常规则
panel-chips = 直线上的棋子：换了样子的阶梯博弈
panel-moore = Moore 的 Nim_{ $k }：二进制逐列模 { $modulus }
panel-staircase = 阶梯博弈：只有奇数级台阶有用
panel-bounded = 巴什博弈：每堆模（上限 + 1）
panel-coins-named = { $name }（规则 { $rule }）：每个正面硬币的 SG 值及其异或
panel-coins = 按规则 { $rule } 翻硬币：每个正面硬币的 SG 值及其异或
panel-remoteness-huge = 未搜索：有一堆超过 { $limit } 个，游戏太长，无法搜索

panel-move-in-pile = 第 { $pile } 堆：{ $description }
panel-move-in-component = 第 { $component } 部分（{ $text }）：{ $description }

panel-sum = 由 Sprague–Grundy 定理，游戏的和的 SG 值是各部分 SG 值的异或：{ $values } = { $total }。{ $verdict }
panel-sum-lost = 异或为 0：轮到走的一方无论怎么走，都会改变某一部分的 SG 值，使异或不为 0，所以轮到走的一方必败。
panel-sum-won = 异或为 { $total }，不为 0：轮到走的一方必胜，方法是在某一部分里走到 SG 值为（它原来的 SG 值 xor { $total }）的局面，使异或为 0（绿色的着法）。

panel-sequence = { $game }（{ $rules }）。G(n) 是 n 个的一堆的 SG 值：从 n 出发的着法留不下的最小值（mex）；一步留下几堆时，留下的是它们 SG 值的异或。几堆组成的局面，SG 值是各堆 SG 值的异或{ $heaps }。{ $periodic }
panel-sequence-heaps = ：{ $values }，合计 { $total }
panel-sequence-list-separator = 、
panel-sequence-period = 从 { $preperiod } 起 SG 值以周期 { $period } 重复，这已经证明{ $proof }：任意大小的一堆，SG 值等于与它同余的那一堆的 SG 值。
panel-sequence-proof = （{ $proof }）
