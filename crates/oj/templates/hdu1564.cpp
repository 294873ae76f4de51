// [method] domino-tiling
// [en] HDU 1564 (Play a game): an n x n board, a stone in a corner; a move takes the stone
// [en] to an adjacent square never visited; whoever cannot move loses. Numbers n, one a
// [en] line, 0 ends. Print 8600 (who moves first) when the first player wins, else ailyanlu.
// [zh] HDU 1564（Play a game）：n x n 的棋盘，角上有一枚棋子；一步把它移到相邻的、没有到过的
// [zh] 格子；不能移动的一方输。每行一个 n，0 结束。先手（8600）胜输出 8600，否则输出 ailyanlu。
//
// [en] Cover the board with dominoes. For n even the whole board is covered: the first
// [en] player always moves to the other square of the stone's domino, so the second
// [en] player only ever enters a fresh domino, whose partner is still free: the second
// [en] player runs out first. For n odd the board minus the starting corner is covered,
// [en] and the second player wins the same way. So the first player wins exactly when n
// [en] is even. Pitfall: searching the paths is hopeless for n up to 10000.
// [zh] 用多米诺骨牌铺棋盘。n 为偶数时整个棋盘都能铺满：先手每次把棋子移到它所在骨牌的另一格，
// [zh] 于是后手每次只能进入一块新的骨牌，而它的另一半总是空的：后手先无路可走。n 为奇数时，
// [zh] 去掉起始角后的棋盘能铺满，后手用同样的策略取胜。所以 n 为偶数时先手胜。
// [zh] 易错点：n 可达 10000，搜索所有路径是不可能的。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n;
    while (std::cin >> n && n != 0) std::cout << (n % 2 == 0 ? "8600" : "ailyanlu") << '\n';
    return 0;
}
