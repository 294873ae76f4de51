// [method] sg-closed-form
// [en] HDU 2147 (kiki's game): an n x m board, a coin in the top-right corner (1, m); a move
// [en] takes it one square left, down or left-down; whoever cannot move loses. Lines "n m",
// [en] "0 0" ends. Print Wonderful! when the first player wins, else What a pity!.
// [zh] HDU 2147（kiki's game）：n x m 的棋盘，硬币在右上角 (1, m)；一步把它向左、向下或向左下
// [zh] 移一格；不能移动的一方输。每行 "n m"，"0 0" 结束。先手胜输出 Wonderful!，否则输出 What a pity!。
//
// [en] Measure the coin by its distances to the bottom-left corner: n - 1 and m - 1. The
// [en] losing squares are those with both distances even: from one, every move makes one
// [en] of them odd; from any other square, one step along each odd distance makes both
// [en] even. So the first player loses exactly when n and m are both odd.
// [en] Pitfall: a 2000 x 2000 table of P/N positions also works, but is slow to fill for
// [en] every line; the parity rule answers each line at once.
// [zh] 用硬币到左下角的距离 n - 1 和 m - 1 来看。必败的格子是两个距离都为偶数的格子：
// [zh] 从这样的格子出发，每一步都使其中一个变成奇数；从其他格子出发，沿每个奇数的距离各走
// [zh] 一步就使两个都变成偶数。所以 n 和 m 都是奇数时先手必败。
// [zh] 易错点：打一个 2000 x 2000 的必胜必败表也可以，但每行都重新算会很慢；用奇偶性就能直接回答。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n, m;
    while (std::cin >> n >> m && (n || m)) {
        bool lost = n % 2 == 1 && m % 2 == 1;
        std::cout << (lost ? "What a pity!" : "Wonderful!") << '\n';
    }
    return 0;
}
