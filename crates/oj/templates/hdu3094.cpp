// [method] colon-principle
// [en] HDU 3094 (A tree game): Green Hackenbush on a tree rooted at vertex 1; a move cuts
// [en] an edge, and whatever is no longer joined to the root goes. T cases of N and N - 1
// [en] edges "x y". Print Alice (the first player wins) or Bob.
// [zh] HDU 3094（A tree game）：以 1 号点为根的树上的绿色 Hackenbush；一步剪掉一条边，
// [zh] 不再与根相连的部分随之消失。T 组数据，每组 N 和 N - 1 条边 "x y"。
// [zh] 先手胜输出 Alice，否则输出 Bob。
//
// [en] The colon principle: a vertex's subtrees hanging from it are a sum of games, and
// [en] a stalk (an edge with a subtree on top) is worth 1 + the value of that subtree
// [en] (it behaves as a Nim pile of that size: cutting the edge reaches 0, cutting above
// [en] reaches every smaller value of the subtree, shifted by 1). So
// [en]   g(v) = xor over children c of (g(c) + 1),
// [en] and the first player wins exactly when g(root) != 0.
// [en] Pitfalls: the edges are undirected (orient them from the root); N reaches 10^5,
// [en] so a recursive DFS may overflow the stack on a path: use an explicit order.
// [zh] 克朗原理：挂在一个顶点上的各棵子树是游戏之和；一根“竹子”（一条边，上面再接一棵子树）的
// [zh] 值是 1 + 那棵子树的值（它就像那么多个石子的 Nim 堆：剪这条边得 0，剪上面的边得到
// [zh] 子树每个更小的值加 1）。所以
// [zh]   g(v) = 对 v 的每个孩子 c 取 (g(c) + 1) 的异或和，
// [zh] 先手胜当且仅当 g(根) != 0。易错点：边是无向的（要从根出发定方向）；N 可达 10^5，
// [zh] 一条长链会让递归 DFS 爆栈：用显式的顺序代替递归。
#include <iostream>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int t;
    std::cin >> t;
    while (t--) {
        int n;
        std::cin >> n;
        std::vector<std::vector<int>> adj(n + 1);
        for (int i = 0; i + 1 < n; i++) {
            int x, y;
            std::cin >> x >> y;
            adj[x].push_back(y);
            adj[y].push_back(x);
        }
        // [en] Vertices in BFS order from the root: every child comes after its parent.
        // [zh] 从根出发的 BFS 顺序：每个孩子都排在它的父亲之后。
        std::vector<int> order = {1}, parent(n + 1, 0);
        parent[1] = -1;
        for (size_t i = 0; i < order.size(); i++)
            for (int w : adj[order[i]])
                if (w != parent[order[i]] && parent[w] == 0) {
                    parent[w] = order[i];
                    order.push_back(w);
                }
        std::vector<long long> g(n + 1, 0);
        for (size_t i = order.size(); i-- > 1;) g[parent[order[i]]] ^= g[order[i]] + 1;
        std::cout << (g[1] != 0 ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
