// [method] sg-graph
// [also] poj2425
// [en] HDU 1524 = POJ 2425 (A Chess Game): tokens on an acyclic directed graph; a move
// [en] pushes one token along one edge (tokens may share a vertex); whoever cannot move
// [en] loses. Blocks until the end of input: N, then for each vertex i (0 .. N-1) a line
// [en] "k v1 .. vk" of its successors; then queries "M p1 .. pM" until the query 0.
// [en] Print WIN or LOSE per query.
// [zh] HDU 1524 = POJ 2425（A Chess Game）：无环有向图上的若干棋子；一步把一枚棋子沿一条边
// [zh] 推一步（多枚棋子可以在同一顶点）；无棋可走的一方输。每组直到输入结束：N，然后每个
// [zh] 顶点 i（0 .. N-1）一行 "k v1 .. vk" 给出它的后继；然后是询问 "M p1 .. pM"，询问 0 结束。
// [zh] 每个询问输出 WIN 或 LOSE。
//
// [en] Each token is a game of its own, so by Sprague-Grundy a query is won exactly when
// [en] the xor of the tokens' vertex values is not 0, where
// [en]   SG(v) = mex{ SG(w) : v -> w }   (a sink is worth 0).
// [en] Compute SG once per graph, successors first (a DFS post-order), not per query.
// [en] Pitfalls: two tokens on one vertex cancel (x ^ x = 0), which is right here: the
// [en] second player copies moves; a recursive DFS can be deep, so order iteratively.
// [zh] 每枚棋子都是一个独立的游戏，由 Sprague-Grundy 定理，一个询问必胜当且仅当各棋子所在顶点
// [zh] 的值的异或和不为 0，其中
// [zh]   SG(v) = mex{ SG(w) : v -> w }（没有出边的点值为 0）。
// [zh] 每张图只算一次 SG，先算后继（DFS 后序），不要每个询问重算。
// [zh] 易错点：同一顶点上的两枚棋子互相抵消（x ^ x = 0），这里正是如此：后手可以模仿；
// [zh] 递归 DFS 可能很深，所以用迭代的方式排序。
#include <iostream>
#include <utility>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    while (std::cin >> n) {
        std::vector<std::vector<int>> next(n);
        for (int v = 0; v < n; v++) {
            int k;
            std::cin >> k;
            next[v].resize(k);
            for (auto &w : next[v]) std::cin >> w;
        }
        // [en] Post-order by an explicit stack: a vertex is valued after its successors.
        // [zh] 用显式的栈求后序：顶点在它的后继之后求值。
        std::vector<int> sg(n, -1), seen(n + 2, -1);
        for (int root = 0; root < n; root++) {
            if (sg[root] >= 0) continue;
            std::vector<std::pair<int, size_t>> stack = {{root, 0}};
            while (!stack.empty()) {
                auto &[v, i] = stack.back();
                if (i < next[v].size()) {
                    int w = next[v][i++];
                    if (sg[w] < 0) stack.push_back({w, 0});
                    continue;
                }
                for (int w : next[v]) seen[sg[w]] = v;
                int g = 0;
                while (seen[g] == v) g++;
                sg[v] = g;
                stack.pop_back();
            }
        }
        int m;
        while (std::cin >> m && m != 0) {
            int s = 0;
            for (int i = 0; i < m; i++) {
                int p;
                std::cin >> p;
                s ^= sg[p];
            }
            std::cout << (s != 0 ? "WIN" : "LOSE") << '\n';
        }
    }
    return 0;
}
