// [method] nim-sum
// [en] POJ 2234 (Matches Game): Nim. One case a line until the end of input: M, then M
// [en] piles. Print Yes when the first player wins, else No.
// [zh] POJ 2234（Matches Game）：Nim。每行一组，直到输入结束：M，然后 M 堆。先手必胜输出 Yes，
// [zh] 否则输出 No。
//
// [en] Bouton: the player to move loses exactly when the xor of the piles is 0. From xor 0
// [en] every move changes one pile and so makes the xor nonzero; from xor s != 0 the pile
// [en] with the highest bit of s set can be shrunk to pile ^ s, which makes the xor 0.
// [en] Pitfall: no count of cases, so loop while a number M can be read.
// [zh] Bouton 定理：异或和为 0 时轮到走的一方必败。异或和为 0 时，每一步只改变一堆，异或和
// [zh] 就不为 0 了；异或和 s 不为 0 时，s 的最高位为 1 的那一堆可以取成 pile ^ s，异或和变为 0。
// [zh] 易错点：没有组数，能读到 M 就继续。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int m;
    while (std::cin >> m) {
        long long s = 0;
        for (int i = 0; i < m; i++) {
            long long x;
            std::cin >> x;
            s ^= x;
        }
        std::cout << (s != 0 ? "Yes" : "No") << '\n';
    }
    return 0;
}
