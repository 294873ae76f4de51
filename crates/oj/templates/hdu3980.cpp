// [method] sg-table
// [en] HDU 3980 (Paint Chain): a ring of n beads; a move paints m consecutive unpainted
// [en] beads; whoever cannot paint loses. "T", then T lines "n m" (1 <= n, m <= 1000).
// [en] Per case print "Case #i: aekdycoin" when the first player wins, else
// [en] "Case #i: abcdxyzk".
// [zh] HDU 3980（Paint Chain）：一圈 n 颗；一步标记连续的 m 颗未标记的；不能标记的一方输。
// [zh] "T"，然后 T 行 "n m"（1 <= n, m <= 1000）。每组数据先手必胜输出 "Case #i: aekdycoin"，
// [zh] 否则输出 "Case #i: abcdxyzk"。
//
// [en] The ring is not a sum yet, but every first move is the same: wherever it is
// [en] made, it leaves one line of n - m unpainted beads (when n < m there is no move at
// [en] all, and the first player loses). From then on it is a game on lines: painting m
// [en] consecutive beads of a line of L leaves two lines, of i and L - m - i beads for
// [en] some 0 <= i <= L - m (the octal game 0.0...07), so by Sprague-Grundy
// [en]   SG(L) = 0 for L < m,   SG(L) = mex{ SG(i) xor SG(L - m - i) : 0 <= i <= L - m },
// [en] and i and L - m - i give the same option, so half of them suffice. The second
// [en] player moves first on that line: the first player wins exactly when
// [en] SG(n - m) = 0 (as when n - m < m: the opponent cannot paint at all).
// [en] Pitfalls: the ring itself is not worth SG(n) of a line (its first move leaves one
// [en] line, not two); n < m is a loss, and n = m a win (the first move paints the whole
// [en] ring); the output has "Case #i: " before the name. The table is O(L^2) per m, fine
// [en] for the judge's 1000; far larger n needs a period, proven only for m = 1 (0.7,
// [en] SG(L) = L mod 2) and m = 2 (Dawson's Kayles, 0.07, period 34 from L = 53 on).
// [zh] 一圈还不是游戏之和，但第一步都一样：不管标记在哪里，都留下未标记的一排 n - m 颗（n < m
// [zh] 时根本无法走，先手必败）。之后就是一排一排的游戏：在 L 颗的一排上标记连续的 m 颗，留下
// [zh] i 颗和 L - m - i 颗的两排，0 <= i <= L - m（八进制游戏 0.0...07），所以由 Sprague-Grundy 定理
// [zh]   L < m 时 SG(L) = 0，  SG(L) = mex{ SG(i) 异或 SG(L - m - i) : 0 <= i <= L - m }，
// [zh] i 和 L - m - i 给出同一个值，只要算一半。这一排由对手先走：先手必胜当且仅当
// [zh] SG(n - m) = 0（n - m < m 时也是：对手根本无法标记）。
// [zh] 易错点：一圈的值不是一排 n 颗的 SG(n)（它的第一步只留下一排，不是两排）；n < m 先手必败，
// [zh] n = m 先手必胜（第一步就标记了整圈）；输出要先写 "Case #i: "。表的时间是每个 m 为
// [zh] O(L^2)，对 1000 以内足够；大得多的 n 要靠周期，只对 m = 1（0.7，SG(L) = L mod 2）和
// [zh] m = 2（0.07，周期 34，从 L = 53 开始）有证明。
#include <iostream>
#include <vector>

// [en] SG of the lines of 0 .. len beads when a move paints m of them.
// [zh] 一步标记 m 颗时，0 .. len 颗的一排的 SG 值。
static std::vector<int> line_values(int m, int len) {
    std::vector<int> sg(len + 1, 0);
    std::vector<char> seen;
    for (int l = m; l <= len; l++) {
        // [en] At most k options, so the mex is at most k: larger values can be ignored.
        // [zh] 至多 k 个后继，所以 mex 至多是 k：更大的值可以不管。
        int k = (l - m) / 2 + 1;
        seen.assign(k + 1, 0);
        for (int i = 0; 2 * i <= l - m; i++) {
            int v = sg[i] ^ sg[l - m - i];
            if (v <= k) seen[v] = 1;
        }
        int mex = 0;
        while (seen[mex]) mex++;
        sg[l] = mex;
    }
    return sg;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int t;
    std::cin >> t;
    for (int c = 1; c <= t; c++) {
        int n, m;
        std::cin >> n >> m;
        bool wins = n >= m && line_values(m, n - m)[n - m] == 0;
        std::cout << "Case #" << c << ": " << (wins ? "aekdycoin" : "abcdxyzk") << '\n';
    }
    return 0;
}
