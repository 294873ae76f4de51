// [method] sg-table
// [en] HDU 5724 (Chess): an n x 20 board. A move picks a piece: if the square to its right is
// [en] empty it moves there, else it jumps over the run of pieces to its right to the first empty
// [en] square; never off the board. Whoever cannot move loses; Alice moves first. T cases of n and
// [en] n rows "m p1 ... pm"; print YES when Alice wins, else NO.
// [zh] HDU 5724（Chess）：n x 20 的棋盘。一步选一个棋子：右边一格空就走过去，否则跳过右边相连的
// [zh] 棋子到第一个空格；不能出棋盘。不能走的一方输，Alice 先走。T 组数据，每组 n 和 n 行
// [zh] "m p1 ... pm"；Alice 必胜输出 YES，否则输出 NO。
//
// [en] Rows never interact, so the board is the sum of its rows: the xor of their SG values.
// [en] A row is a 20-bit mask (bit p - 1 for column p). A move clears bit p and sets the lowest
// [en] zero bit above it, so the mask grows: one pass over all 2^20 masks from the largest down
// [en] sees every option before the mask itself. Each mask has at most 20 options, so the mex
// [en] fits in a 32-bit set of seen values.
// [en] Pitfall: recomputing the table per case (100 cases) is too slow; build it once.
// [zh] 各行互不影响，整个棋盘是各行之和：各行 SG 值的异或。一行是 20 位的掩码（第 p 列是第
// [zh] p - 1 位）。一步清掉第 p 位，并置上它上面最低的 0 位，所以掩码变大：对全部 2^20 个
// [zh] 掩码从大到小求一遍，每个掩码的后继都已求出。每个掩码至多 20 个后继，mex 用 32 位集合即可。
// [zh] 易错点：每组数据重算一遍表（100 组）太慢；只建一次。
#include <cstdio>
#include <vector>

int main() {
    const int W = 20;
    std::vector<unsigned char> sg(1 << W, 0);
    for (int mask = (1 << W) - 1; mask >= 0; mask--) {
        unsigned seen = 0;
        for (int p = 0; p < W; p++) {
            if (!(mask >> p & 1)) continue;
            int q = p + 1;
            while (q < W && (mask >> q & 1)) q++;
            if (q < W) seen |= 1u << sg[(mask & ~(1 << p)) | (1 << q)];
        }
        int v = 0;
        while (seen >> v & 1) v++;
        sg[mask] = (unsigned char)v;
    }
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 0;
        int x = 0;
        for (int i = 0; i < n; i++) {
            int m, mask = 0;
            if (scanf("%d", &m) != 1) return 0;
            for (int j = 0; j < m; j++) {
                int p;
                if (scanf("%d", &p) != 1) return 0;
                mask |= 1 << (p - 1);
            }
            x ^= sg[mask];
        }
        puts(x ? "YES" : "NO");
    }
    return 0;
}
