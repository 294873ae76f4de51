// [method] wythoff-beatty
// [also] poj1067
// [en] HDU 1527 = POJ 1067: Wythoff's game. Lines "a b" until the end of input;
// [en] print 1 when the first player wins, else 0.
// [zh] HDU 1527 = POJ 1067：威佐夫博弈。每行 "a b"，直到输入结束；先手必胜输出 1，否则输出 0。
//
// [en] A move takes any number from one pile, or the same number from both. The losing
// [en] positions (a <= b) are (a_k, a_k + k) with a_k = floor(k * phi), phi = (1 + sqrt 5) / 2:
// [en] each difference k appears once, and {a_k} and {a_k + k} split the positive integers
// [en] (Beatty's theorem), so no losing position reaches another, and every other position
// [en] reaches one. So with a <= b and k = b - a, the player to move loses iff a == a_k.
// [en] Pitfall: the usual (int)(k * (1 + sqrt(5.0)) / 2) in double can be off by one for large
// [en] k: k * phi can lie within 1e-9 of an integer (k a Fibonacci number), closer than a
// [en] double resolves near 10^9: k = 102334155 gives 165580141 instead of 165580140.
// [en] Exactly: floor(k * phi) = (k + floor(sqrt(5 k^2))) / 2, with an integer square root.
// [zh] 一步从一堆取任意个，或从两堆取同样多个。必败局面（a <= b）是 (a_k, a_k + k)，
// [zh] 其中 a_k = floor(k * phi)，phi = (1 + sqrt 5) / 2：每个差 k 恰好出现一次，{a_k} 与
// [zh] {a_k + k} 恰好划分全体正整数（Beatty 定理），所以必败局面之间互相到达不了，而其他
// [zh] 局面都能一步走到某个必败局面。于是设 a <= b、k = b - a，轮到走的一方必败当且仅当 a == a_k。
// [zh] 易错点：常见的 double 写法 (int)(k * (1 + sqrt(5.0)) / 2) 在 k 很大时可能差 1：
// [zh] k * phi 可能离整数不到 1e-9（k 为斐波那契数时），比 10^9 附近 double 的精度还细；
// [zh] k = 102334155 时得到 165580141，而正确值是 165580140。
// [zh] 精确的写法：floor(k * phi) = (k + floor(sqrt(5 k^2))) / 2，其中开方取整数平方根。
#include <cmath>
#include <iostream>
#include <utility>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

// [en] floor(sqrt(n)), exact: a floating guess, then corrected in integers.
// [zh] floor(sqrt(n))，精确：先用浮点数估计，再用整数修正。
u64 isqrt(u128 n) {
    u64 r = (u64)std::sqrt((long double)n);
    while (r > 0 && (u128)r * r > n) r--;
    while ((u128)(r + 1) * (r + 1) <= n) r++;
    return r;
}

// [en] a_k = floor(k * phi).
// [zh] a_k = floor(k * phi)。
u64 wythoff_a(u64 k) { return (u64)(((u128)k + isqrt((u128)5 * k * k)) / 2); }

bool first_player_wins(u64 a, u64 b) {
    if (a > b) std::swap(a, b);
    return a != wythoff_a(b - a);
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    u64 a, b;
    while (std::cin >> a >> b) std::cout << (first_player_wins(a, b) ? 1 : 0) << '\n';
    return 0;
}
