// [method] fusion-principle
// [en] POJ 3710 (Christmas Game): Green Hackenbush on trees with cycles hanging from
// [en] them (and parallel edges: a cycle of length 2); a move cuts an edge, and whatever
// [en] no longer reaches the root (vertex 1) goes. Blocks until the end of input: N
// [en] trees, each "m k" and k edges "a b". Print Sally (the first player wins) or Harry.
// [zh] POJ 3710（Christmas Game）：树上挂着环（平行边算长为 2 的环）的绿色 Hackenbush；一步剪掉
// [zh] 一条边，不再与根（1 号点）相连的部分随之消失。每组直到输入结束：N 棵树，每棵 "m k" 和
// [zh] k 条边 "a b"。先手胜输出 Sally，否则输出 Harry。
//
// [en] The fusion principle: the vertices of a cycle can be fused into one vertex, the
// [en] cycle's edges becoming loops, without changing the value. Fusing every cycle
// [en] contracts each 2-edge-connected component (the parts joined by no bridge) into one
// [en] vertex carrying its edges as loops; a loop is worth 1, so a component is worth
// [en] (its edge count mod 2) on its own. What is left is a tree of bridges, valued by the
// [en] colon principle: g(c) = (edges in c mod 2) ^ xor over child components (g + 1).
// [en] So an odd cycle counts as one extra leaf edge and an even one as nothing.
// [en] Pitfalls: parallel edges are a cycle (find bridges by edge id, not by parent
// [en] vertex); a loop is an edge of its component; edges not joined to the root have
// [en] already fallen and count for nothing.
// [zh] 融合原理：一个环上的顶点可以融合成一个顶点，环上的边变成自环，值不变。把所有环都融合，
// [zh] 就是把每个边双连通分量（不经过桥相连的部分）缩成一个顶点，它的边都变成这个点上的自环；
// [zh] 一个自环值为 1，所以一个分量本身的值是（它的边数 mod 2）。剩下的是由桥组成的树，用冒号
// [zh] 原理求值：g(c) = (c 中的边数 mod 2) ^ 各子分量 (g + 1) 的异或和。所以奇环相当于多一条
// [zh] 叶子边，偶环相当于没有。易错点：平行边就是一个环（按边的编号而不是父顶点找桥）；自环
// [zh] 属于它所在的分量；不与根相连的边早已掉落，不计。
#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>

struct Tree {
    int m;
    std::vector<std::pair<int, int>> edges;
    // [en] adj[v]: (neighbour, edge id) pairs.
    // [zh] adj[v]：（邻点，边的编号）对。
    std::vector<std::vector<std::pair<int, int>>> adj;
    std::vector<int> disc, low, comp;
    std::vector<bool> bridge;
    int timer = 0;

    void find_bridges(int v, int via) {
        disc[v] = low[v] = ++timer;
        for (auto [w, id] : adj[v]) {
            if (id == via) continue;
            if (disc[w]) {
                low[v] = std::min(low[v], disc[w]);
            } else {
                find_bridges(w, id);
                low[v] = std::min(low[v], low[w]);
                if (low[w] > disc[v]) bridge[id] = true;
            }
        }
    }

    void label(int v, int c) {
        comp[v] = c;
        for (auto [w, id] : adj[v])
            if (!bridge[id] && comp[w] < 0) label(w, c);
    }

    // [en] The value of component c, entered from component `from`.
    // [zh] 分量 c 的值，从分量 from 进入。
    int value(int c, int from, const std::vector<std::vector<int>> &tree,
              const std::vector<int> &loops) {
        int g = loops[c] % 2;
        for (int d : tree[c])
            if (d != from) g ^= value(d, c, tree, loops) + 1;
        return g;
    }

    int grundy() {
        adj.assign(m + 1, {});
        for (int id = 0; id < (int)edges.size(); id++) {
            auto [a, b] = edges[id];
            adj[a].push_back({b, id});
            if (a != b) adj[b].push_back({a, id});
        }
        disc.assign(m + 1, 0);
        low.assign(m + 1, 0);
        bridge.assign(edges.size(), false);
        find_bridges(1, -1);
        comp.assign(m + 1, -1);
        int count = 0;
        for (int v = 1; v <= m; v++)
            if (disc[v] && comp[v] < 0) label(v, count++);
        std::vector<int> loops(count, 0);
        std::vector<std::vector<int>> tree(count);
        for (int id = 0; id < (int)edges.size(); id++) {
            auto [a, b] = edges[id];
            if (!disc[a]) continue;
            if (bridge[id]) {
                tree[comp[a]].push_back(comp[b]);
                tree[comp[b]].push_back(comp[a]);
            } else {
                loops[comp[a]]++;
            }
        }
        return value(comp[1], -1, tree, loops);
    }
};

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    while (std::cin >> n) {
        int s = 0;
        for (int t = 0; t < n; t++) {
            Tree tree;
            int k;
            std::cin >> tree.m >> k;
            tree.edges.resize(k);
            for (auto &e : tree.edges) std::cin >> e.first >> e.second;
            s ^= tree.grundy();
        }
        std::cout << (s != 0 ? "Sally" : "Harry") << '\n';
    }
    return 0;
}
