# [method] colon-principle
# [en] AtCoder AGC 017 D (Game on Tree): a tree of N vertices rooted at vertex 1; a move
# [en] deletes an edge and everything no longer joined to vertex 1; whoever cannot move
# [en] loses, and Alice moves first. One input: "N", then N - 1 edges "x y". Print Alice
# [en] (the first player wins) or Bob.
# [zh] AtCoder AGC 017 D（Game on Tree）：以顶点 1 为根、有 N 个顶点的树；一步删掉一条边，
# [zh] 不再与顶点 1 相连的部分随之落下；不能移动的一方输，Alice 先手。只有一组数据："N"，
# [zh] 然后 N - 1 条边 "x y"。先手必胜输出 Alice，否则输出 Bob。
#
# [en] This is Green Hackenbush on a tree. The branches at a vertex (each an edge down
# [en] with the subtree below it) are played independently, a sum of games, so a vertex
# [en] is worth the xor of its branches. A branch, an edge on top of a subtree of value
# [en] g, is worth g + 1 (the colon principle): deleting the edge reaches 0, and by
# [en] induction a move inside, to a subtree of value h, reaches h + 1. The subtree
# [en] reaches every h in 0 .. g - 1 and never g, so the branch reaches 0 .. g and
# [en] never g + 1: its mex is g + 1. So
# [en]   SG(v) = xor over children c of (SG(c) + 1),
# [en] and Alice wins exactly when SG(1) != 0.
# [en] Pitfalls: the edges are given in no direction (orient them from vertex 1, not by
# [en] x < y); N is up to 10^5 and the tree may be a path, so a recursive DFS exceeds
# [en] Python's recursion limit (and raising the limit can overflow the C stack): here
# [en] an explicit stack lists the vertices parents first, and the values are summed up
# [en] in the reverse order.
# [zh] 这是树上的删边游戏。一个顶点上的各个分支（一条向下的边连同下面的子树）分开进行，是
# [zh] 游戏之和，所以顶点的值是各分支的值的异或和。一个分支，即值为 g 的子树上面接一条边，
# [zh] 值为 g + 1（克朗原理）：删掉这条边得到 0，而由归纳，在子树里走到值为 h 的子树，
# [zh] 分支的值就是 h + 1。子树能走到 0 .. g - 1 的每个值，但走不到 g，所以分支能走到
# [zh] 0 .. g，但走不到 g + 1：mex 是 g + 1。所以
# [zh]   SG(v) = 对 v 下面的每个顶点 c 取 (SG(c) + 1) 的异或和，
# [zh] Alice 先手必胜当且仅当 SG(1) != 0。
# [zh] 易错点：边没有方向（要从顶点 1 出发定方向，而不是按 x < y）；N 可达 10^5，树可能是
# [zh] 一条路径，递归的 DFS 会超出 Python 的递归深度上限（把上限改大又可能让程序出错）：这里
# [zh] 用显式的数组代替递归，先列出上面的顶点，再按相反的顺序把值加上去。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adj = [[] for _ in range(n + 1)]
    for i in range(n - 1):
        x, y = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        adj[x].append(y)
        adj[y].append(x)
    # [en] Iterative DFS from vertex 1: each vertex is listed after its parent.
    # [zh] 从顶点 1 出发的非递归 DFS：每个顶点都排在它上面的顶点之后。
    parent = [0] * (n + 1)
    parent[1] = -1
    order = []
    stack = [1]
    while stack:
        v = stack.pop()
        order.append(v)
        for w in adj[v]:
            if w != parent[v]:
                parent[w] = v
                stack.append(w)
    sg = [0] * (n + 1)
    for v in reversed(order[1:]):
        sg[parent[v]] ^= sg[v] + 1
    sys.stdout.write("Alice\n" if sg[1] else "Bob\n")


main()
