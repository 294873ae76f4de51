# [method] fusion-principle
# [en] POJ 3710 (Christmas Game): Green Hackenbush on trees with cycles hanging from
# [en] them (and parallel edges: a cycle of length 2); a move cuts an edge, and whatever
# [en] no longer reaches the root (vertex 1) goes. Blocks until the end of input: N
# [en] trees, each "m k" and k edges "a b". Print Sally (the first player wins) or Harry.
# [zh] POJ 3710（Christmas Game）：树上挂着环（平行边算长为 2 的环）的绿色 Hackenbush；一步剪掉
# [zh] 一条边，不再与根（1 号点）相连的部分随之消失。每组直到输入结束：N 棵树，每棵 "m k" 和
# [zh] k 条边 "a b"。先手胜输出 Sally，否则输出 Harry。
#
# [en] The fusion principle: the vertices of a cycle can be fused into one vertex, the
# [en] cycle's edges becoming loops, without changing the value. Fusing every cycle
# [en] contracts each 2-edge-connected component (the parts joined by no bridge) into one
# [en] vertex carrying its edges as loops; a loop is worth 1, so a component is worth
# [en] (its edge count mod 2) on its own. What is left is a tree of bridges, valued by the
# [en] colon principle: g(c) = (edges in c mod 2) ^ xor over child components (g + 1).
# [en] So an odd cycle counts as one extra leaf edge and an even one as nothing.
# [en] Pitfalls: parallel edges are a cycle (find bridges by edge id, not by parent
# [en] vertex); a loop is an edge of its component; edges not joined to the root have
# [en] already fallen and count for nothing.
# [zh] 融合原理：一个环上的顶点可以融合成一个顶点，环上的边变成自环，值不变。把所有环都融合，
# [zh] 就是把每个边双连通分量（不经过桥相连的部分）缩成一个顶点，它的边都变成这个点上的自环；
# [zh] 一个自环值为 1，所以一个分量本身的值是（它的边数 mod 2）。剩下的是由桥组成的树，用冒号
# [zh] 原理求值：g(c) = (c 中的边数 mod 2) ^ 各子分量 (g + 1) 的异或和。所以奇环相当于多一条
# [zh] 叶子边，偶环相当于没有。易错点：平行边就是一个环（按边的编号而不是父顶点找桥）；自环
# [zh] 属于它所在的分量；不与根相连的边早已掉落，不计。
import sys


def grundy(m, edges):
    adj = [[] for _ in range(m + 1)]
    for i, (a, b) in enumerate(edges):
        adj[a].append((b, i))
        if a != b:
            adj[b].append((a, i))
    disc = [0] * (m + 1)
    low = [0] * (m + 1)
    bridge = [False] * len(edges)
    timer = 0

    def find_bridges(v, via):
        nonlocal timer
        timer += 1
        disc[v] = low[v] = timer
        for w, i in adj[v]:
            if i == via:
                continue
            if disc[w]:
                low[v] = min(low[v], disc[w])
            else:
                find_bridges(w, i)
                low[v] = min(low[v], low[w])
                if low[w] > disc[v]:
                    bridge[i] = True

    find_bridges(1, -1)
    comp = [-1] * (m + 1)
    count = 0
    for v in range(1, m + 1):
        if disc[v] and comp[v] < 0:
            comp[v] = count
            stack = [v]
            while stack:
                u = stack.pop()
                for w, i in adj[u]:
                    if not bridge[i] and comp[w] < 0:
                        comp[w] = count
                        stack.append(w)
            count += 1
    loops = [0] * count
    tree = [[] for _ in range(count)]
    for i, (a, b) in enumerate(edges):
        if not disc[a]:
            continue
        if bridge[i]:
            tree[comp[a]].append(comp[b])
            tree[comp[b]].append(comp[a])
        else:
            loops[comp[a]] += 1

    def value(c, came_from):
        g = loops[c] % 2
        for d in tree[c]:
            if d != came_from:
                g ^= value(d, c) + 1
        return g

    return value(comp[1], -1)


def main():
    sys.setrecursionlimit(10000)
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos])
        pos += 1
        s = 0
        for _ in range(n):
            m, k = int(data[pos]), int(data[pos + 1])
            pos += 2
            edges = [(int(data[pos + 2 * i]), int(data[pos + 2 * i + 1])) for i in range(k)]
            pos += 2 * k
            s ^= grundy(m, edges)
        out.append("Sally" if s else "Harry")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
