// [method] sg-table
// [en] HDU 1848 (Fibonacci again and again): three piles m, n, p; a move takes a Fibonacci
// [en] number (1, 2, 3, 5, 8, ...) of stones from one pile. Lines "m n p", "0 0 0" ends.
// [en] Print Fibo when the first player wins, else Nacci.
// [zh] HDU 1848（Fibonacci again and again）：三堆 m、n、p；一步从一堆取斐波那契数
// [zh] （1, 2, 3, 5, 8, ...）个石子。每行 "m n p"，"0 0 0" 结束。先手必胜输出 Fibo，否则输出 Nacci。
//
// [en] Sprague-Grundy: one pile of x is worth SG(x) = mex{ SG(x - f) : f Fibonacci, f <= x },
// [en] the least value no move reaches; a sum of games is worth the xor of the values, and
// [en] the player to move loses exactly when that xor is 0 (a pile of value g acts as a Nim
// [en] pile of g: it reaches every smaller value, and no move keeps the value).
// [en] Pitfalls: reset the "seen" marks for every x; the Fibonacci numbers start 1, 2
// [en] (1 twice adds nothing); the table is built once, up to the largest pile read.
// [zh] Sprague-Grundy 定理：一堆 x 的值为 SG(x) = mex{ SG(x - f) : f 为斐波那契数，f <= x }，
// [zh] 即一步到达不了的最小值；游戏之和的值是各部分的异或和，异或和为 0 时轮到走的一方必败
// [zh] （值为 g 的一堆就像 Nim 的 g 个石子：能走到每个更小的值，而走不到与自己相同的值）。
// [zh] 易错点：每个 x 都要清空“出现过”的标记；斐波那契数从 1, 2 开始（两个 1 没有区别）；
// [zh] 表只建一次，建到读到的最大一堆。
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::vector<long long> cases;
    long long m, n, p, top = 0;
    while (std::cin >> m >> n >> p && (m || n || p)) {
        cases.insert(cases.end(), {m, n, p});
        top = std::max(top, std::max(m, std::max(n, p)));
    }
    std::vector<long long> fib = {1, 2};
    while (fib.back() <= top) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    std::vector<int> sg(top + 1, 0);
    // [en] A value is at most the number of moves, and there are fewer than 64 of them.
    // [zh] 值不超过着法的个数，而着法少于 64 种。
    std::vector<int> seen(64, -1);
    for (long long x = 1; x <= top; x++) {
        for (long long f : fib) {
            if (f > x) break;
            seen[sg[x - f]] = (int)x;
        }
        int g = 0;
        while (seen[g] == x) g++;
        sg[x] = g;
    }
    for (size_t i = 0; i < cases.size(); i += 3) {
        int s = sg[cases[i]] ^ sg[cases[i + 1]] ^ sg[cases[i + 2]];
        std::cout << (s != 0 ? "Fibo" : "Nacci") << '\n';
    }
    return 0;
}
