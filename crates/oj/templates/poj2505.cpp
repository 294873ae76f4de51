// [method] scale-of-18
// [en] POJ 2505 = UVa 847 = HDU 1517 (A Multiplication Game): p starts at 1; Stan and
// [en] Ollie in turn multiply p by 2 to 9; whoever first makes p >= n wins (Stan moves
// [en] first). Numbers n until the end of input; print "Stan wins." or "Ollie wins.".
// [zh] POJ 2505 = UVa 847 = HDU 1517（A Multiplication Game）：p 从 1 开始；Stan 和 Ollie 轮流
// [zh] 把 p 乘以 2 到 9；先使 p >= n 的一方胜（Stan 先走）。每个 n 一组，直到输入结束；
// [zh] 输出 "Stan wins." 或 "Ollie wins."。
//
// [en] Only the factor still needed counts: r = ceil(n / p), and a move by f leaves
// [en] ceil(r / f). The player to move wins for r in (1, 9]; loses in (9, 18] (every move
// [en] leaves 2..9 to the opponent); wins in (18, 162] (some f in 2..9 lands in (9, 18]), and so
// [en] on: Stan wins exactly when n lies in (18^k, 9 * 18^k] for some k. Strip the factors
// [en] of 18 with a CEILING division, then compare with 9.
// [en] Pitfall: floor division, e.g. n = 163: floor(163 / 18) = 9 says Stan, but 163 is in
// [en] (162, 324], a loss; ceil(163 / 18) = 10 says Ollie.
// [zh] 只有还差的倍数有关：r = ceil(n / p)，乘以 f 后变成 ceil(r / f)。r 在 (1, 9] 时轮到走的
// [zh] 一方胜；在 (9, 18] 时负（每一步都给对手留下 2..9）；在 (18, 162] 时胜（2..9 中总有某个 f 能进入
// [zh] (9, 18]），依此类推：Stan 胜当且仅当 n 落在某个 (18^k, 9 * 18^k] 中。用向上取整的除法
// [zh] 去掉 18 的因子，再与 9 比较。易错点：用向下取整，例如 n = 163：floor(163 / 18) = 9
// [zh] 判为 Stan 胜，但 163 在 (162, 324] 中，是负；ceil(163 / 18) = 10 判为 Ollie 胜。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    unsigned long long n;
    while (std::cin >> n) {
        while (n > 18) n = (n + 17) / 18;
        std::cout << (n <= 9 ? "Stan wins." : "Ollie wins.") << '\n';
    }
    return 0;
}
