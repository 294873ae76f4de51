// [method] sg-table
// [en] Luogu P3235 ([HNOI2014] Jiangnan Le): a number F, then T games of N piles each. A move
// [en] picks a pile of at least F stones and an integer M >= 2 and splits the pile into M
// [en] piles as evenly as possible (largest - smallest <= 1); whoever cannot move loses.
// [en] Input "T F", then T lines "N a1 ... aN" (T, N < 100; F, a_i < 100000). Print ONE line:
// [en] T values separated by spaces, 1 when the first player wins, else 0.
// [zh] 洛谷 P3235（HNOI2014）：先给一个数 F，然后 T 组游戏，每组 N 堆。一步选一堆不少于 F 个的
// [zh] 和一个整数 M >= 2，把这堆尽量平分成 M 堆（最多的比最少的至多多 1）；无法操作的一方输。
// [zh] 输入 "T F"，然后 T 行 "N a1 ... aN"（T, N < 100；F, a_i < 100000）。只输出一行：
// [zh] T 个用空格隔开的数，先手必胜为 1，否则为 0。
//
// [en] The piles are a sum of games: xor their SG values G(x). G(x) = 0 below F. Splitting x
// [en] into M piles leaves r = x % M piles of q + 1 and M - r of q (q = x / M), worth
// [en] (r odd ? G(q + 1) : 0) xor ((M - r) odd ? G(q) : 0): equal piles cancel in pairs.
// [en] Only M <= x: a pile is never empty (a pile of 1 never moves, even for F = 1).
// [en] All M with the same q form a block (M up to x / q), and inside it r drops by q when M
// [en] grows by 1, so the parities of r and M - r repeat with period 2: M and M + 1, the
// [en] first two of the block, reach every value of the block. About 2 sqrt(x) blocks, so
// [en] the table to 10^5 costs some 4 * 10^7 steps, once for all games.
// [en] Pitfalls: trying every M is 10^10 steps; the output is one line, not one per game;
// [en] the "seen" marks must be reset per pile (a stamp does it for free).
// [zh] 各堆构成游戏之和：把 SG 值 G(x) 异或。小于 F 时 G(x) = 0。把 x 分成 M 堆，留下
// [zh] r = x % M 堆 q + 1 个和 M - r 堆 q 个（q = x / M），值为 (r 为奇数 ? G(q + 1) : 0)
// [zh] 异或 ((M - r) 为奇数 ? G(q) : 0)：相同的堆两两抵消。只取 M <= x：不会有空堆（1 个的
// [zh] 一堆永远不能分，F = 1 时也是）。
// [zh] q 相同的所有 M 构成一块（M 到 x / q 为止），块里 M 加 1 时 r 减少 q，所以 r 和 M - r
// [zh] 的奇偶以 2 为周期重复：块里的前两个 M 和 M + 1 就到达了整块的所有值。大约 2 sqrt(x)
// [zh] 块，所以到 10^5 的表约 4 * 10^7 步，所有游戏共用一次。
// [zh] 易错点：逐个试 M 要 10^10 步；输出只有一行，不是每组一行；每一堆都要重置标记（用时间戳）。
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int t, f;
    if (std::scanf("%d %d", &t, &f) != 2) return 0;
    std::vector<std::vector<int>> games(t);
    int top = 1;
    for (auto& g : games) {
        int n;
        std::scanf("%d", &n);
        g.resize(n);
        for (int& a : g) {
            std::scanf("%d", &a);
            top = std::max(top, a);
        }
    }
    std::vector<int> sg(top + 2, 0), seen(top + 2, 0);
    for (int x = std::max(f, 2); x <= top; x++) {
        for (int m = 2, hi; m <= x; m = hi + 1) {
            int q = x / m;
            hi = x / q;
            for (int k = m; k <= std::min(m + 1, hi); k++) {
                int r = x % k;
                int v = ((r & 1) ? sg[q + 1] : 0) ^ (((k - r) & 1) ? sg[q] : 0);
                seen[v] = x;
            }
        }
        int v = 0;
        while (seen[v] == x) v++;
        sg[x] = v;
    }
    for (int i = 0; i < t; i++) {
        int x = 0;
        for (int a : games[i]) x ^= sg[a];
        std::printf(i + 1 < t ? "%d " : "%d", x != 0 ? 1 : 0);
    }
    std::printf("\n");
    return 0;
}
