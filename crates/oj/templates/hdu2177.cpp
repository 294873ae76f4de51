// [method] wythoff-beatty
// [en] HDU 2177: Wythoff's game, listing the winning first moves. Lines "a b" (a <= b),
// [en] "0 0" ends. Print 0 when the first player loses; else 1, then the piles "x y"
// [en] (x <= y) left by each winning move: first the move taking the same amount from
// [en] both piles (if it wins), then those taking from one pile, ascending, no repeats.
// [zh] HDU 2177：取(2堆)石子游戏（威佐夫博弈），列出先手的必胜着法。每行 "a b"（a <= b），
// [zh] "0 0" 结束。先手必败输出 0；否则输出 1，再输出每个必胜着法留下的两堆 "x y"（x <= y）：
// [zh] 先是从两堆取同样多的那一步（如果它必胜），然后是从一堆取的各步，升序、不重复。
//
// [en] The losing positions are (a_k, b_k) = (floor(k * phi), floor(k * phi) + k), k >= 0;
// [en] every integer n >= 1 is exactly one a_k or one b_k (Beatty), so from (a, b) with
// [en] k = b - a the winning moves are:
// [en]   both piles: to (a_k, b_k) when a_k < a (the difference stays k);
// [en]   one pile:   if a = a_j, to (a_j, b_j) when b_j < b (shrink b);
// [en]               if a = b_j, to (a_j, b_j) (shrink b to a_j, below a);
// [en]               if b = b_j, to (a_j, b_j) when a_j < a (shrink a).
// [en] Pitfall: the order. The both-piles move comes first even when it is larger than a
// [en] one-pile move, and a position reached both ways is printed in both groups; a
// [en] solution that collects all moves and sorts them once prints the wrong order.
// [en] As in HDU 1527, a_k is computed exactly: floor(k * phi) = (k + isqrt(5 k^2)) / 2.
// [zh] 必败局面是 (a_k, b_k) = (floor(k * phi), floor(k * phi) + k)，k >= 0；每个整数 n >= 1
// [zh] 恰好是某个 a_k 或某个 b_k（Beatty 定理），所以从 (a, b)、k = b - a 出发，必胜着法是：
// [zh]   两堆同取：a_k < a 时走到 (a_k, b_k)（差仍是 k）；
// [zh]   只取一堆：若 a = a_j，b_j < b 时走到 (a_j, b_j)（减少 b）；
// [zh]             若 a = b_j，走到 (a_j, b_j)（把 b 减到 a_j，比 a 小）；
// [zh]             若 b = b_j，a_j < a 时走到 (a_j, b_j)（减少 a）。
// [zh] 易错点：顺序。两堆同取的一步总在最前，即使它比只取一堆的某步大；两种方式都能到达的
// [zh] 局面在两组里各输出一次；把所有着法收集起来统一排序的写法顺序是错的。
// [zh] 与 HDU 1527 一样，a_k 要精确计算：floor(k * phi) = (k + isqrt(5 k^2)) / 2。
#include <algorithm>
#include <cmath>
#include <iostream>
#include <utility>
#include <vector>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

u64 isqrt(u128 n) {
    u64 r = (u64)std::sqrt((long double)n);
    while (r > 0 && (u128)r * r > n) r--;
    while ((u128)(r + 1) * (r + 1) <= n) r++;
    return r;
}

u64 wythoff_a(u64 k) { return (u64)(((u128)k + isqrt((u128)5 * k * k)) / 2); }

// [en] The k with a_k == n (or b_k == n when second), or -1. If n = a_k then
// [en] k phi - 1 < n < k phi, so k is floor(n / phi) + 1; likewise floor(n / phi^2) + 1
// [en] for b_k = floor(k phi^2). Both floors come from isqrt(5 n^2), without floats:
// [en] n / phi = n (sqrt 5 - 1) / 2 and n / phi^2 = n (3 - sqrt 5) / 2.
// [zh] 满足 a_k == n（second 时为 b_k == n）的 k，没有则为 -1。若 n = a_k，则
// [zh] k phi - 1 < n < k phi，所以 k = floor(n / phi) + 1；b_k = floor(k phi^2) 同理为
// [zh] floor(n / phi^2) + 1。两个 floor 都由 isqrt(5 n^2) 求得，不用浮点数：
// [zh] n / phi = n (sqrt 5 - 1) / 2，n / phi^2 = n (3 - sqrt 5) / 2。
long long index_of(u64 n, bool second) {
    if (n == 0) return 0;
    u64 r = isqrt((u128)5 * n * n);
    if (second) {
        u64 k = (3 * n - r - 1) / 2 + 1;
        return wythoff_a(k) + k == n ? (long long)k : -1;
    }
    u64 k = (r - n) / 2 + 1;
    return wythoff_a(k) == n ? (long long)k : -1;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    u64 a, b;
    while (std::cin >> a >> b && (a != 0 || b != 0)) {
        if (a > b) std::swap(a, b);
        u64 k = b - a, ak = wythoff_a(k);
        if (ak == a) {
            std::cout << "0\n";
            continue;
        }
        std::cout << "1\n";
        if (ak < a) std::cout << ak << ' ' << ak + k << '\n';
        std::vector<std::pair<u64, u64>> one;
        long long j = index_of(a, false);
        if (j >= 0 && a + j < b) one.push_back({a, a + j});
        j = index_of(a, true);
        if (j > 0) one.push_back({wythoff_a(j), a});
        j = index_of(b, true);
        if (j > 0 && wythoff_a(j) < a) one.push_back({wythoff_a(j), b});
        std::sort(one.begin(), one.end());
        one.erase(std::unique(one.begin(), one.end()), one.end());
        for (auto &p : one) std::cout << p.first << ' ' << p.second << '\n';
    }
    return 0;
}
