// [method] nim-sum
// [en] HDU 1849 (Rabbit and Grass): tokens on a strip of squares 0, 1, 2, ...; a move takes
// [en] one token any distance to the left (tokens may share a square); whoever moves last
// [en] wins. Blocks "m K1 .. Km", m = 0 ends. Print Rabbit Win! when the first player
// [en] wins, else Grass Win!.
// [zh] HDU 1849（Rabbit and Grass）：一条格子 0, 1, 2, ... 上有若干棋子；一步把一枚棋子向左
// [zh] 移任意格（棋子可以在同一格）；最后走的一方胜。每组 "m K1 .. Km"，m = 0 结束。
// [zh] 先手胜输出 Rabbit Win!，否则输出 Grass Win!。
//
// [en] A token on square K is a Nim pile of K: moving it left is lowering the pile, and
// [en] since tokens never block each other the game is Nim on the squares. The first
// [en] player wins exactly when their xor is not 0.
// [en] Pitfalls: a token on square 0 is a pile of 0 and changes nothing; two tokens on the
// [en] same square cancel out in the xor, which is right.
// [zh] 在格子 K 上的棋子就是 Nim 中 K 个石子的一堆：向左移就是减少这一堆，而每枚棋子的着法
// [zh] 与其他棋子无关，所以这就是以格子为堆的 Nim。异或和不为 0 时先手胜。
// [zh] 易错点：格子 0 上的棋子是 0 个石子的一堆，什么也不改变；同一格的两枚棋子在异或中抵消，这是对的。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int m;
    while (std::cin >> m && m != 0) {
        long long s = 0;
        for (int i = 0; i < m; i++) {
            long long k;
            std::cin >> k;
            s ^= k;
        }
        std::cout << (s != 0 ? "Rabbit Win!" : "Grass Win!") << '\n';
    }
    return 0;
}
