// [method] symmetry
// [en] POJ 2484 (A Funny Game): n coins in a circle; a move takes one coin or two adjacent
// [en] coins; whoever takes the last coin wins. Numbers n, one a line, 0 ends. Print Alice
// [en] (the first player) or Bob.
// [zh] POJ 2484（A Funny Game）：n 枚硬币围成一圈；一步取走一枚，或相邻的两枚；取走最后一枚的
// [zh] 一方胜。每行一个 n，0 结束。先手胜输出 Alice，否则输出 Bob。
//
// [en] With n = 1 or 2 Alice takes everything. With n >= 3 her move opens the circle into
// [en] a line of n - 1 or n - 2 coins; Bob then takes one or two coins from the middle
// [en] (whichever matches the parity) to leave two equal lines, and copies each of
// [en] Alice's moves in the other line: he always has a move, so he takes the last coin.
// [en] No Grundy values needed; the pitfall is to treat the circle as a line.
// [zh] n = 1 或 2 时 Alice 一次取完。n >= 3 时她的第一步把圆圈断成一行 n - 1 或 n - 2 枚；
// [zh] Bob 从正中间取一枚或两枚（看奇偶），留下两行相等的硬币，之后在另一行模仿 Alice
// [zh] 的每一步：他总有棋可走，所以最后一枚是他取的。不需要 SG 值；易错点是把圆圈当成一行。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n;
    while (std::cin >> n && n != 0) std::cout << (n <= 2 ? "Alice" : "Bob") << '\n';
    return 0;
}
