// [method] domino-tiling
// [en] Luogu P4136 (Who can win): an n x n board, a stone in a corner; a move takes the
// [en] stone to an adjacent square never visited; whoever cannot move loses. Numbers n,
// [en] one a line, 0 ends. Print Alice (the first player wins) or Bob.
// [zh] 洛谷 P4136（谁能赢呢）：n x n 的棋盘，角上有一枚棋子；一步把它移到相邻的、没有到过的
// [zh] 格子；不能移动的一方输。每行一个 n，0 结束。先手胜输出 Alice，否则输出 Bob。
//
// [en] Tile the board with dominoes. For n even the whole board is tiled: Alice always
// [en] moves to the other square of the domino the stone is on, so Bob only ever enters a
// [en] fresh domino and Alice always has its partner free: Bob runs out first. For n odd
// [en] the board minus the starting corner is tiled, and Bob plays the same strategy.
// [en] So Alice wins exactly when n is even.
// [zh] 用多米诺骨牌铺棋盘。n 为偶数时整个棋盘都能铺满：Alice 每次把棋子移到它所在骨牌的
// [zh] 另一格，于是 Bob 每次只能进入一块新的骨牌，而 Alice 总能走到它的另一半：Bob 先无路
// [zh] 可走。n 为奇数时，去掉起始角后的棋盘能铺满，Bob 用同样的策略。所以 n 为偶数时 Alice 胜。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n;
    while (std::cin >> n && n != 0) std::cout << (n % 2 == 0 ? "Alice" : "Bob") << '\n';
    return 0;
}
