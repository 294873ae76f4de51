// [method] retrograde
// [en] Luogu P6560 ([SBCOI2020]): a directed graph of n vertices and m edges (cycles,
// [en] self-loops and repeated edges allowed). Each of q rounds gives x != y and puts a token
// [en] on x; players alternately move it along an edge. Whoever moves it onto y wins,
// [en] whoever cannot move loses. Input "n m q", m lines "u v", q lines "x y" (n <= 10^5,
// [en] m <= 5 * 10^5, q <= 500). Per round print 1 if the first player wins, -1 if the
// [en] second does, 0 if neither can force a win (a draw).
// [zh] 洛谷 P6560（SBCOI2020）：n 个顶点 m 条边的有向图（可以有环、自环和重边）。q 轮中每轮给出
// [zh] x != y，棋子放在 x 上，双方轮流沿一条边移动它。把它移到 y 的一方胜，无法移动的一方输。
// [zh] 输入 "n m q"，m 行 "u v"，q 行 "x y"（n <= 10^5，m <= 5 * 10^5，q <= 500）。每轮先手
// [zh] 必胜输出 1，后手必胜输出 -1，谁都不能必胜（和局）输出 0。
//
// [en] Moving onto y wins, so the player to move at y has already lost: y is a lost vertex
// [en] like a dead end, and play never leaves it (its edges out are ignored). Retrograde
// [en] analysis from the lost vertices, along reversed edges: a vertex with an edge to a lost
// [en] one is won; a vertex whose every edge leads to a won one is lost (a counter of its
// [en] edges not yet known to lead to a won vertex reaches 0); what is never decided is a
// [en] draw, as either player can keep away from a lost position for ever. O(n + m) a round.
// [en] Pitfalls: a DFS with memo is wrong on cycles; y must not propagate its own edges out;
// [en] counters count repeated edges too (each is a move), and are reset every round.
// [zh] 移到 y 的一方胜，所以在 y 该走的一方已经输了：y 和无棋可走的顶点一样是必败顶点，而且
// [zh] 棋局不会离开它（不看它的出边）。从必败顶点沿反向边做逆向分析：有一条边到必败顶点的
// [zh] 顶点必胜；每条边都到必胜顶点的顶点必败（它还没确定到必胜顶点的边数减到 0）；一直没有
// [zh] 确定的是和局，因为双方都能永远避开必败的局面。每轮 O(n + m)。
// [zh] 易错点：有环时记忆化 DFS 是错的；y 的出边不能用；重边也要计数（每条都是一步），每轮重置。
#include <cstdio>
#include <vector>

int main() {
    int n, m, q;
    if (std::scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    std::vector<int> from(m), to(m), outdeg(n + 1, 0), start(n + 2, 0);
    for (int i = 0; i < m; i++) {
        std::scanf("%d %d", &from[i], &to[i]);
        outdeg[from[i]]++;
        start[to[i] + 1]++;
    }
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    std::vector<int> back(m), fill(start.begin(), start.end() - 1);
    for (int i = 0; i < m; i++) back[fill[to[i]]++] = from[i];
    std::vector<int> open(n + 1), state(n + 1), queue(n + 1);
    while (q--) {
        int x, y;
        std::scanf("%d %d", &x, &y);
        int head = 0, tail = 0;
        for (int v = 1; v <= n; v++) {
            open[v] = outdeg[v];
            state[v] = 0;  // 0 undecided (draw), 1 won, -1 lost
            if (v == y || open[v] == 0) {
                state[v] = -1;
                queue[tail++] = v;
            }
        }
        while (head < tail) {
            int v = queue[head++];
            for (int k = start[v]; k < start[v + 1]; k++) {
                int p = back[k];
                if (state[p] != 0) continue;
                if (state[v] == -1) {
                    state[p] = 1;
                    queue[tail++] = p;
                } else if (--open[p] == 0) {
                    state[p] = -1;
                    queue[tail++] = p;
                }
            }
        }
        std::printf("%d\n", state[x]);
    }
    return 0;
}
