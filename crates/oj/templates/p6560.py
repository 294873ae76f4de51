# [method] retrograde
# [en] Luogu P6560 ([SBCOI2020]): a directed graph of n vertices and m edges (cycles,
# [en] self-loops and repeated edges allowed). Each of q rounds gives x != y and puts a token
# [en] on x; players alternately move it along an edge. Whoever moves it onto y wins,
# [en] whoever cannot move loses. Input "n m q", m lines "u v", q lines "x y" (n <= 10^5,
# [en] m <= 5 * 10^5, q <= 500). Per round print 1 if the first player wins, -1 if the
# [en] second does, 0 if neither can force a win (a draw).
# [zh] 洛谷 P6560（SBCOI2020）：n 个顶点 m 条边的有向图（可以有环、自环和重边）。q 轮中每轮给出
# [zh] x != y，棋子放在 x 上，双方轮流沿一条边移动它。把它移到 y 的一方胜，无法移动的一方输。
# [zh] 输入 "n m q"，m 行 "u v"，q 行 "x y"（n <= 10^5，m <= 5 * 10^5，q <= 500）。每轮先手
# [zh] 必胜输出 1，后手必胜输出 -1，谁都不能必胜（和局）输出 0。
#
# [en] Moving onto y wins, so the player to move at y has already lost: y is a lost vertex
# [en] like a dead end, and its edges out are never used. Retrograde analysis from the lost
# [en] vertices along reversed edges: an edge to a lost vertex makes a won one; a vertex
# [en] whose every edge leads to a won one is lost (its counter of open edges reaches 0);
# [en] the rest are draws. O(n + m) a round; Python is far too slow for the judge's
# [en] 500 rounds of 6 * 10^5 (use the C++ there), fine for small graphs.
# [en] Pitfalls: memoised DFS is wrong on cycles; repeated edges count once each.
# [zh] 移到 y 的一方胜，所以在 y 该走的一方已经输了：y 和无棋可走的顶点一样必败，它的出边
# [zh] 不用。从必败顶点沿反向边做逆向分析：有边到必败顶点的顶点必胜；每条边都到必胜顶点的顶点
# [zh] 必败（计数减到 0）；其余是和局。每轮 O(n + m)；评测的最大数据对 Python 太慢（用 C++）。
# [zh] 易错点：有环时记忆化 DFS 是错的；重边每条都要计数。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    back = [[] for _ in range(n + 1)]
    outdeg = [0] * (n + 1)
    pos = 3
    for _ in range(m):
        u, v = int(data[pos]), int(data[pos + 1])
        pos += 2
        outdeg[u] += 1
        back[v].append(u)
    out = []
    for _ in range(q):
        x, y = int(data[pos]), int(data[pos + 1])
        pos += 2
        opened = outdeg[:]
        state = [0] * (n + 1)
        queue = [v for v in range(1, n + 1) if v == y or outdeg[v] == 0]
        for v in queue:
            state[v] = -1
        for v in queue:
            lost = state[v] == -1
            for p in back[v]:
                if state[p] != 0:
                    continue
                if lost:
                    state[p] = 1
                    queue.append(p)
                else:
                    opened[p] -= 1
                    if opened[p] == 0:
                        state[p] = -1
                        queue.append(p)
        out.append(str(state[x]))
    print("\n".join(out))


main()
