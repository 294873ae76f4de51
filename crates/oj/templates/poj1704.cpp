// [method] staircase-nim
// [en] POJ 1704 (Georgia and Bob): chips on a line; a move slides one chip left, never
// [en] onto or past another chip or cell 0. T cases of N chip cells (distinct, NOT sorted).
// [en] Print "Georgia will win" when the first player (Georgia) wins, else "Bob will win".
// [zh] POJ 1704（Georgia and Bob）：一行格子上的棋子；一步把一枚棋子向左移，不能越过或
// [zh] 落在别的棋子上，也不能移出第 1 格。T 组数据，每组 N 个互不相同、未排序的位置。
// [zh] 先手（Georgia）必胜输出 "Georgia will win"，否则输出 "Bob will win"。
//
// [en] Sort the cells and pair the chips from the right: (p[n-2], p[n-1]), (p[n-4], p[n-3]),
// [en] ...; with n odd, the leftmost chip pairs with a wall at cell 0. The empty cells
// [en] inside a pair are a Nim pile: moving the right chip of a pair shrinks it like Nim;
// [en] moving the left chip grows it, but the opponent just moves the right chip by as
// [en] much and restores it (this game always ends, so growing cannot go on forever).
// [en] The gaps between pairs do not matter. So the xor of the gaps inside pairs decides.
// [en] Pitfalls: the input is not sorted; pairing from the left is wrong when n is odd.
// [zh] 把位置排序，从右往左两两配对：(p[n-2], p[n-1])、(p[n-4], p[n-3])……；n 为奇数时，
// [zh] 最左边的棋子与第 0 格的“墙”配对。每对之间的空格数是一堆 Nim：移动一对中右边的
// [zh] 棋子就像 Nim 一样减少这一堆；移动左边的棋子会增加它，但对手只要把右边的棋子移动
// [zh] 同样多就恢复原状（游戏总会结束，增加不能无限进行下去）。对与对之间的空格无关紧要。
// [zh] 所以由各对内空格数的异或和决定。易错点：输入未排序；n 为奇数时从左配对是错的。
#include <algorithm>
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
        std::vector<long long> p(n);
        for (auto &x : p) std::cin >> x;
        std::sort(p.begin(), p.end());
        long long s = 0;
        for (int i = n - 1; i >= 0; i -= 2) {
            // [en] With n odd the last pair's left end is the wall at cell 0.
            // [zh] n 为奇数时，最后一对的左端是第 0 格的墙。
            long long left = i > 0 ? p[i - 1] : 0;
            s ^= p[i] - left - 1;
        }
        std::cout << (s != 0 ? "Georgia will win" : "Bob will win") << '\n';
    }
    return 0;
}
