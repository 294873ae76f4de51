# [method] colon-principle
# [en] HDU 3094 (A tree game): Green Hackenbush on a tree rooted at vertex 1; a move cuts
# [en] an edge, and whatever is no longer joined to the root goes. T cases of N and N - 1
# [en] edges "x y". Print Alice (the first player wins) or Bob.
# [zh] HDU 3094（A tree game）：以 1 号点为根的树上的绿色 Hackenbush；一步剪掉一条边，
# [zh] 不再与根相连的部分随之消失。T 组数据，每组 N 和 N - 1 条边 "x y"。
# [zh] 先手胜输出 Alice，否则输出 Bob。
#
# [en] The colon principle: a vertex's subtrees hanging from it are a sum of games, and
# [en] a stalk (an edge with a subtree on top) is worth 1 + the value of that subtree
# [en] (it behaves as a Nim pile of that size: cutting the edge reaches 0, cutting above
# [en] reaches every smaller value of the subtree, shifted by 1). So
# [en]   g(v) = xor over children c of (g(c) + 1),
# [en] and the first player wins exactly when g(root) != 0.
# [en] Pitfalls: the edges are undirected (orient them from the root); a recursive DFS
# [en] exceeds Python's recursion limit on a long path: use an explicit order.
# [zh] 克朗原理：挂在一个顶点上的各棵子树是游戏之和；一根“竹子”（一条边，上面再接一棵子树）的
# [zh] 值是 1 + 那棵子树的值（它就像那么多个石子的 Nim 堆：剪这条边得 0，剪上面的边得到
# [zh] 子树每个更小的值加 1）。所以
# [zh]   g(v) = 对 v 的每个孩子 c 取 (g(c) + 1) 的异或和，
# [zh] 先手胜当且仅当 g(根) != 0。易错点：边是无向的（要从根出发定方向）；一条长链会让
# [zh] 递归 DFS 超过 Python 的递归深度限制：用显式的顺序代替递归。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        adj = [[] for _ in range(n + 1)]
        for _ in range(n - 1):
            x, y = int(data[pos]), int(data[pos + 1])
            pos += 2
            adj[x].append(y)
            adj[y].append(x)
        # [en] Vertices in BFS order from the root: every child comes after its parent.
        # [zh] 从根出发的 BFS 顺序：每个孩子都排在它的父亲之后。
        parent = [0] * (n + 1)
        parent[1] = -1
        order = [1]
        for v in order:
            for w in adj[v]:
                if w != parent[v] and parent[w] == 0:
                    parent[w] = v
                    order.append(w)
        g = [0] * (n + 1)
        for v in reversed(order[1:]):
            g[parent[v]] ^= g[v] + 1
        out.append("Alice" if g[1] else "Bob")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
