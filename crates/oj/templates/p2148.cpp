// [method] sg-closed-form
// [en] Luogu P2148 (E&D, SDOI 2011): 2n piles in pairs (1,2), (3,4), ...; a move empties
// [en] one pile of a pair and splits the other pile of that pair into two positive piles
// [en] that refill the pair. T cases of N (even) and N piles; print YES when the first
// [en] player wins, else NO.
// [zh] 洛谷 P2148（E&D，SDOI 2011）：2n 堆石子按 (1,2)、(3,4)……配成对；一步把某对中的一堆
// [zh] 扔掉，再把同一对的另一堆分成两堆非空的，重新组成这一对。T 组数据，每组 N（偶数）和
// [zh] N 堆；先手必胜输出 YES，否则输出 NO。
//
// [en] The pairs are independent games, so by Sprague-Grundy the xor of their values decides.
// [en] A pair (a, b) is worth the index of the lowest 0 bit of (a - 1) | (b - 1). Why: by
// [en] induction, splitting a pile of s into x + y = s reaches, over all x, exactly the
// [en] values i with bit i of s - 1 set (check s = 2..16 by hand or by a brute force). A
// [en] pair may split either pile, so it reaches the set bits of (a - 1) | (b - 1), and
// [en] its value, the mex of those, is the lowest bit that is 0 there.
// [en] Pitfalls: a pair (1, 1) has no move (value 0); the piles reach 2 * 10^9, so use
// [en] 64-bit integers; a plain SG table of pairs is far too big for the limits.
// [zh] 各对是互相独立的游戏，由 Sprague-Grundy 定理，各对值的异或和决定胜负。
// [zh] 一对 (a, b) 的值是 (a - 1) | (b - 1) 最低的 0 位的位置。理由：归纳可证，把 s 分成
// [zh] x + y = s，所有分法到达的值恰好是 s - 1 中为 1 的那些位的位置 i（对 s = 2..16 手算或
// [zh] 暴力验证即可）。一对可以分其中任意一堆，所以到达的值是 (a - 1) | (b - 1) 中为 1 的位，
// [zh] 它的值（这些值的 mex）就是那里最低的 0 位。
// [zh] 易错点：(1, 1) 没有着法（值为 0）；石子数可达 2 * 10^9，要用 64 位整数；
// [zh] 直接对数对打 SG 表远远超出限制。
#include <iostream>

typedef unsigned long long u64;

// [en] The index of the lowest 0 bit of x.
// [zh] x 最低的 0 位的位置。
int lowest_zero_bit(u64 x) {
    int i = 0;
    while (x & 1) {
        x >>= 1;
        i++;
    }
    return i;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int t;
    std::cin >> t;
    while (t--) {
        int n;
        std::cin >> n;
        int s = 0;
        for (int i = 0; i < n / 2; i++) {
            u64 a, b;
            std::cin >> a >> b;
            s ^= lowest_zero_bit((a - 1) | (b - 1));
        }
        std::cout << (s != 0 ? "YES" : "NO") << '\n';
    }
    return 0;
}
