// [method] sg-closed-form
// [en] Codeforces 603C (Lieges of Legendre): n piles of cows and a number k; a move either
// [en] removes one cow from a pile, or replaces a pile of 2x cows (x > 0) by k piles of x;
// [en] whoever removes the last cow wins; Kevin moves first. Input "n k", then the n piles
// [en] (1 <= n <= 10^5, 1 <= k, a_i <= 10^9). Print Kevin when he wins, else Nicky.
// [zh] Codeforces 603C（Lieges of Legendre）：n 堆 cow 和一个数 k；一步要么从一堆中去掉一个，
// [zh] 要么把一堆 2x 个（x > 0）换成 k 堆 x 个；去掉最后一个的一方胜；Kevin 先手。输入 "n k"，
// [zh] 然后 n 堆（1 <= n <= 10^5，1 <= k, a_i <= 10^9）。Kevin 胜输出 Kevin，否则输出 Nicky。
//
// [en] The piles are a sum of games: xor their SG values G(a). The split leaves k equal
// [en] piles worth G(x) each, and their xor is G(x) for an odd k and 0 for an even k: only
// [en] k's parity counts. The moves of a are a - 1 and, for an even a, that split.
// [en] k even: G(0), G(1), G(2) = 0, 1, 2; from 3 on an odd pile is worth 0 (its one move
// [en] reaches an even pile, worth more than 0) and an even one 1 (mex of 0 from a - 1 and
// [en] 0 from the split).
// [en] k odd: G(0) .. G(4) = 0, 1, 0, 1, 2; from 5 on an odd pile is worth 0 (as above) and
// [en] an even one mex(0, G(a / 2)): 2 when G(a / 2) is 1, else 1. So an even pile is
// [en] halved until it is odd or below 5; log2(10^9) < 30 steps.
// [en] Pitfalls: never build the k piles nor a table to 10^9; k = 10^9 is just "even";
// [en] the small exceptions (G(2) = 2 for an even k, G(4) = 2 for an odd k) decide many
// [en] tests; Kevin moves first.
// [zh] 各堆构成游戏之和：把 SG 值 G(a) 异或。分裂后留下 k 个相同的堆，每个值 G(x)，它们的
// [zh] 异或和在 k 为奇数时是 G(x)，k 为偶数时是 0：只有 k 的奇偶有用。a 的着法是 a - 1，
// [zh] a 为偶数时还有这个分裂。
// [zh] k 为偶数：G(0)、G(1)、G(2) = 0、1、2；从 3 起奇数堆的值为 0（它唯一的一步到达偶数堆，
// [zh] 值大于 0），偶数堆的值为 1（a - 1 的值 0 和分裂的值 0 的 mex）。
// [zh] k 为奇数：G(0) .. G(4) = 0、1、0、1、2；从 5 起奇数堆的值为 0（同上），偶数堆的值为
// [zh] mex(0, G(a / 2))：G(a / 2) 为 1 时是 2，否则是 1。所以偶数堆一直减半到奇数或小于 5 为止；
// [zh] log2(10^9) < 30 步。
// [zh] 易错点：不要真的分成 k 堆，也不要打到 10^9 的表；k = 10^9 只是“偶数”；小的例外
// [zh] （k 为偶数时 G(2) = 2，k 为奇数时 G(4) = 2）决定很多测试；Kevin 先手。
#include <iostream>

static int grundy(long long a, bool k_odd) {
    if (!k_odd) {
        if (a <= 2) return (int)a;
        return a % 2 == 0 ? 1 : 0;
    }
    if (a < 5) return a == 4 ? 2 : (int)(a % 2);
    if (a % 2 == 1) return 0;
    return grundy(a / 2, true) == 1 ? 2 : 1;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    long long k;
    std::cin >> n >> k;
    int x = 0;
    for (int i = 0; i < n; i++) {
        long long a;
        std::cin >> a;
        x ^= grundy(a, k % 2 == 1);
    }
    std::cout << (x != 0 ? "Kevin" : "Nicky") << '\n';
    return 0;
}
