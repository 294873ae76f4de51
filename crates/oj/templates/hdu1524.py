# [method] sg-graph
# [also] poj2425
# [en] HDU 1524 = POJ 2425 (A Chess Game): tokens on an acyclic directed graph; a move
# [en] pushes one token along one edge (tokens may share a vertex); whoever cannot move
# [en] loses. Blocks until the end of input: N, then for each vertex i (0 .. N-1) a line
# [en] "k v1 .. vk" of its successors; then queries "M p1 .. pM" until the query 0.
# [en] Print WIN or LOSE per query.
# [zh] HDU 1524 = POJ 2425（A Chess Game）：无环有向图上的若干棋子；一步把一枚棋子沿一条边
# [zh] 推一步（多枚棋子可以在同一顶点）；无棋可走的一方输。每组直到输入结束：N，然后每个
# [zh] 顶点 i（0 .. N-1）一行 "k v1 .. vk" 给出它的后继；然后是询问 "M p1 .. pM"，询问 0 结束。
# [zh] 每个询问输出 WIN 或 LOSE。
#
# [en] Each token is a game of its own, so by Sprague-Grundy a query is won exactly when
# [en] the xor of the tokens' vertex values is not 0, where
# [en]   SG(v) = mex{ SG(w) : v -> w }   (a sink is worth 0).
# [en] Compute SG once per graph, successors first (a DFS post-order), not per query.
# [en] Pitfalls: two tokens on one vertex cancel (x ^ x = 0), which is right here: the
# [en] second player copies moves; a recursive DFS can exceed Python's recursion limit.
# [zh] 每枚棋子都是一个独立的游戏，由 Sprague-Grundy 定理，一个询问必胜当且仅当各棋子所在顶点
# [zh] 的值的异或和不为 0，其中
# [zh]   SG(v) = mex{ SG(w) : v -> w }（没有出边的点值为 0）。
# [zh] 每张图只算一次 SG，先算后继（DFS 后序），不要每个询问重算。
# [zh] 易错点：同一顶点上的两枚棋子互相抵消（x ^ x = 0），这里正是如此：后手可以模仿；
# [zh] 递归 DFS 可能超过 Python 的递归深度限制。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos])
        pos += 1
        nxt = []
        for _ in range(n):
            k = int(data[pos])
            nxt.append([int(w) for w in data[pos + 1:pos + 1 + k]])
            pos += 1 + k
        # [en] Post-order by an explicit stack: a vertex is valued after its successors.
        # [zh] 用显式的栈求后序：顶点在它的后继之后求值。
        sg = [-1] * n
        for root in range(n):
            if sg[root] >= 0:
                continue
            stack = [(root, 0)]
            while stack:
                v, i = stack[-1]
                if i < len(nxt[v]):
                    stack[-1] = (v, i + 1)
                    w = nxt[v][i]
                    if sg[w] < 0:
                        stack.append((w, 0))
                    continue
                reached = {sg[w] for w in nxt[v]}
                g = 0
                while g in reached:
                    g += 1
                sg[v] = g
                stack.pop()
        while pos < len(data):
            m = int(data[pos])
            pos += 1
            if m == 0:
                break
            s = 0
            for p in data[pos:pos + m]:
                s ^= sg[int(p)]
            pos += m
            out.append("WIN" if s else "LOSE")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
