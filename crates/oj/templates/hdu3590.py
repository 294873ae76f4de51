# [method] sj-rule
# [en] HDU 3590 (PP and QQ): Green Hackenbush on rooted trees under MISERE play: a move
# [en] cuts an edge (what no longer reaches the root goes), and whoever cuts the last edge
# [en] loses. Blocks until the end of input: N trees, each "m" and m - 1 edges, root 1.
# [en] Print PP when the first player wins, else QQ.
# [zh] HDU 3590（PP and QQ）：反常规则下有根树上的绿色 Hackenbush：一步剪掉一条边（不再与根
# [zh] 相连的部分随之消失），剪最后一条边的一方输。每组直到输入结束：N 棵树，每棵 "m" 和
# [zh] m - 1 条边，根为 1。先手胜输出 PP，否则输出 QQ。
#
# [en] The anti-SG (SJ) rule: in a misere sum whose parts are worth 0 only when they are
# [en] over, the player to move wins exactly when (xor != 0 and some part is worth >= 2)
# [en] or (xor == 0 and every part is worth <= 1). The parts must be the ROOT BRANCHES
# [en] (an edge from a root with everything above it), worth 1 + g(subtree) by the colon
# [en] principle, so never 0 while standing. Whole trees do not qualify: a tree worth 0
# [en] can still be played.
# [en] Pitfall: the usual Accepted program applies the rule to the trees' values; it is
# [en] wrong on one tree of two stalks of two edges (1-2, 2-3, 1-4, 4-5): worth 2 ^ 2 = 0,
# [en] which the tree rule calls a win, but it is misere Nim on 2 and 2, a loss (QQ).
# [zh] 反 SG（SJ）定理：在反常规则的和中，若每个部分只有结束时值才为 0，则轮到走的一方必胜
# [zh] 当且仅当（异或和 != 0 且有某部分的值 >= 2）或（异或和 == 0 且每部分的值都 <= 1）。
# [zh] 部分必须取“根枝”（从根出发的一条边连同它上面的全部），由克朗原理其值为 1 + g(子树)，
# [zh] 只要还在就不为 0。整棵树不满足条件：值为 0 的树仍可能有棋可走。
# [zh] 易错点：常见的 AC 程序把规则用在各棵树的值上；它在“一棵树上两根长为 2 的竹子”
# [zh] （1-2、2-3、1-4、4-5）上出错：值为 2 ^ 2 = 0，按树的规则判为胜，但它就是堆为 2 和 2
# [zh] 的反 Nim，是负（QQ）。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        trees = int(data[pos])
        pos += 1
        s = 0
        big = False
        for _ in range(trees):
            m = int(data[pos])
            pos += 1
            adj = [[] for _ in range(m + 1)]
            for _ in range(m - 1):
                a, b = int(data[pos]), int(data[pos + 1])
                pos += 2
                adj[a].append(b)
                adj[b].append(a)
            # [en] g by the colon principle, children after parents in BFS order.
            # [zh] 按克朗原理求 g，BFS 顺序中孩子排在父亲之后。
            parent = [0] * (m + 1)
            parent[1] = -1
            order = [1]
            for v in order:
                for w in adj[v]:
                    if w != parent[v] and parent[w] == 0:
                        parent[w] = v
                        order.append(w)
            g = [0] * (m + 1)
            for v in reversed(order[1:]):
                if parent[v] == 1:
                    # [en] A root branch: a part of its own, worth 1 + g(v).
                    # [zh] 一根根枝：单独的一个部分，值为 1 + g(v)。
                    s ^= g[v] + 1
                    big = big or g[v] + 1 >= 2
                else:
                    g[parent[v]] ^= g[v] + 1
        first_wins = s != 0 if big else s == 0
        out.append("PP" if first_wins else "QQ")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
