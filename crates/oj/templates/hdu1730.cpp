// [method] nim-sum
// [en] HDU 1730 (Northcott Game): n rows, in each a piece of each player; a move slides
// [en] one's own piece along its row, never onto or over the other piece. Blocks "n m"
// [en] then n lines "Ti Ji" (the columns of the first and the second player's pieces),
// [en] until the end of input. Print "I WIN!" when the first player wins, else "BAD LUCK!".
// [zh] HDU 1730（Northcott Game）：n 行，每行双方各一枚棋子；一步沿行移动自己的棋子，不能
// [zh] 踩上或越过对方的棋子。每组 "n m"，接着 n 行 "Ti Ji"（先手和后手棋子所在的列），
// [zh] 直到输入结束。先手必胜输出 "I WIN!"，否则输出 "BAD LUCK!"。
//
// [en] The empty squares between the two pieces of a row, |Ti - Ji| - 1, are a Nim pile:
// [en] moving toward the other piece shrinks it by any amount, as in Nim. Moving away
// [en] grows it, but the opponent simply follows by the same distance, restoring the gap,
// [en] and pieces cannot retreat forever (the board ends), so growing never helps. The
// [en] game is Nim on the gaps: the xor decides. The game is not impartial (each player
// [en] has own pieces), yet the gaps make it Nim.
// [zh] 每行两枚棋子之间的空格数 |Ti - Ji| - 1 就是一堆 Nim：向对方移动可以让它减少任意多，
// [zh] 和 Nim 一样。向后移动会让它变大，但对手只要跟上同样的距离就恢复原样，而棋子不能
// [zh] 无限后退（棋盘有边），所以变大没有用。于是这就是空格数上的 Nim：看异或和。虽然双方
// [zh] 各有自己的棋子（并非公平游戏），空格数却把它变成了 Nim。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n, m;
    while (std::cin >> n >> m) {
        long long s = 0;
        for (long long i = 0; i < n; i++) {
            long long t, j;
            std::cin >> t >> j;
            s ^= (t > j ? t - j : j - t) - 1;
        }
        std::cout << (s != 0 ? "I WIN!" : "BAD LUCK!") << '\n';
    }
    return 0;
}
