// [method] zeckendorf
// [en] HDU 2516 (Fibonacci Nim): one pile of n; the first move takes 1 to n - 1 stones, each
// [en] later move at least 1 and at most twice what the opponent just took; whoever takes
// [en] the last stone wins. Numbers n, one a line, 0 ends. Print "Second win" when the
// [en] first player loses, else "First win".
// [zh] HDU 2516（取石子游戏，斐波那契博弈）：一堆 n 个；第一步取 1 到 n - 1 个，之后每步至少
// [zh] 取 1 个，至多取对手上一步的两倍；取走最后一个的一方胜。每行一个 n，0 结束。
// [zh] 先手必败输出 "Second win"，否则输出 "First win"。
//
// [en] The first player loses exactly when n is a Fibonacci number (2, 3, 5, 8, ...).
// [en] Write n as a sum of non-adjacent Fibonacci numbers (Zeckendorf, greedily from the
// [en] largest). If n is not a Fibonacci number, take the smallest term f: the next term
// [en] is more than 2f (terms are non-adjacent), so the opponent cannot take it whole, and
// [en] the game goes on term by term; repeating this wins. If n = F(k) = F(k-1) + F(k-2):
// [en] a first take of F(k-2) or more leaves at most twice itself, and the opponent takes
// [en] the rest; a smaller take starts a game on the F(k-2) part, which the opponent wins
// [en] by induction, ending it with a take too small (at most 2F(k-2)/3 < F(k-1)/2) to
// [en] empty F(k-1) in one move: the first player faces the same situation on F(k-1).
// [en] Pitfall: n < 2^31, but F(k-1) + F(k-2) near 2^31 overflows int: use 64 bits.
// [zh] 先手必败当且仅当 n 是斐波那契数（2, 3, 5, 8, ...）。把 n 写成不相邻的斐波那契数之和
// [zh] （Zeckendorf 表示，从最大的开始贪心）。n 不是斐波那契数时，取最小的一项 f：下一项
// [zh] 大于 2f（各项不相邻），对手不能一次把它取完，游戏一项一项地进行，照此重复就能获胜。
// [zh] n = F(k) = F(k-1) + F(k-2) 时：先手第一步若取 F(k-2) 个或更多，剩下的不超过所取的
// [zh] 两倍，对手一次取完；若取得更少，就开始了 F(k-2) 那部分上的游戏，归纳可知对手赢下
// [zh] 这部分，而且最后一步取得很少（至多 2F(k-2)/3 < F(k-1)/2），先手无法一次取完 F(k-1)：
// [zh] 先手在 F(k-1) 上又面对同样的局面。易错点：n < 2^31，但 2^31 附近的 F(k-1) + F(k-2) 会让 int
// [zh] 溢出：要用 64 位。
#include <iostream>
#include <set>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    // [en] Every Fibonacci number below 2^63.
    // [zh] 2^63 以下的所有斐波那契数。
    std::set<unsigned long long> fib;
    unsigned long long a = 1, b = 2;
    while (b < (1ULL << 63)) {
        fib.insert(b);
        unsigned long long c = a + b;
        a = b;
        b = c;
    }
    unsigned long long n;
    while (std::cin >> n && n != 0) std::cout << (fib.count(n) ? "Second win" : "First win") << '\n';
    return 0;
}
