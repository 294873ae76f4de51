// [method] sg-recursion
// [en] HDU 1729 (Stone Game): boxes; a box of capacity s holding c stones takes 1 .. c^2
// [en] more stones in a move, never beyond s; whoever cannot add loses. Blocks "N" and N
// [en] lines "s c", N = 0 ends. Per block print "Case k:" and then Yes (the first player
// [en] wins) or No.
// [zh] HDU 1729（Stone Game）：若干箱子；容量为 s、装有 c 个石子的箱子一步可以再放 1 .. c^2 个，
// [zh] 不能超过 s；不能再放的一方输。每组 "N" 和 N 行 "s c"，N = 0 结束。每组输出 "Case k:"，
// [zh] 然后是 Yes（先手胜）或 No。
//
// [en] The boxes are a sum: xor their values. For one box (s, c), let q be the largest
// [en] number with q + q^2 < s.
// [en]   c > q: one move can fill the box, and every count c+1 .. s is reachable, so the
// [en]          box is a Nim pile of s - c: SG = s - c.
// [en]   c = q: every move lands in (q, s), all worth s - c' > 0, and s is out of reach:
// [en]          SG = 0.
// [en]   c < q: the moves that stay <= q are those of a box of capacity q, and the others
// [en]          are worth more than 2q, above any value reached below q: SG(s, c) = SG(q, c).
// [en] Pitfalls: c = 0 cannot move at all (c^2 = 0), worth 0; compute q with integers
// [en] (q + q^2 < s), not a rounded sqrt.
// [zh] 各箱子构成游戏之和：把它们的值异或。对一个箱子 (s, c)，设 q 是满足 q + q^2 < s 的最大数。
// [zh]   c > q：一步可以装满，c+1 .. s 的每个数量都能到达，所以这就是 s - c 个石子的 Nim 堆：
// [zh]          SG = s - c。
// [zh]   c = q：每一步都落在 (q, s) 中，值都是 s - c' > 0，而 s 到达不了：SG = 0。
// [zh]   c < q：不超过 q 的着法与容量为 q 的箱子相同，其余着法的值大于 2q，比 q 以下能到达的
// [zh]          值都大：SG(s, c) = SG(q, c)。
// [zh] 易错点：c = 0 根本不能走（c^2 = 0），值为 0；q 要用整数计算（q + q^2 < s），不要用取整的 sqrt。
#include <cmath>
#include <iostream>

typedef long long ll;

ll grundy(ll s, ll c) {
    while (c > 0) {
        ll q = (ll)std::sqrt((double)s);
        while (q > 0 && q + q * q >= s) q--;
        while (q + 1 + (q + 1) * (q + 1) < s) q++;
        if (c > q) return s - c;
        if (c == q) return 0;
        s = q;
    }
    return 0;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, block = 0;
    while (std::cin >> n && n != 0) {
        ll x = 0;
        for (int i = 0; i < n; i++) {
            ll s, c;
            std::cin >> s >> c;
            x ^= grundy(s, c);
        }
        std::cout << "Case " << ++block << ":\n" << (x != 0 ? "Yes" : "No") << '\n';
    }
    return 0;
}
