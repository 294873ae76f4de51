// [method] nim-sum
// [en] Codeforces 15C (Industrial Nim): n quarries; quarry i has dumpers of x, x+1, ...,
// [en] x+m-1 stones, each dumper a Nim pile. Print tolik if the first player wins, else bolik.
// [zh] Codeforces 15C（Industrial Nim）：n 个采石场，第 i 个有装着 x, x+1, ..., x+m-1 块石头
// [zh] 的翻斗车，每辆是一堆 Nim。先手必胜输出 tolik，否则输出 bolik。
//
// [en] It is plain Nim over all the dumpers, so the xor of all of them decides; but there
// [en] can be 10^16 per quarry, so xor a range in O(1): with f(n) = 0 ^ 1 ^ ... ^ n,
// [en] x ^ ... ^ (x+m-1) = f(x+m-1) ^ f(x-1), and f repeats with period 4:
// [en] f(n) = n, 1, n+1, 0 for n mod 4 = 0, 1, 2, 3 (pairs 2j, 2j+1 xor to 1).
// [en] Pitfall: x + m - 1 reaches 2 * 10^16: use 64-bit integers, never int.
// [zh] 这就是所有翻斗车上的普通 Nim，由全部石头数的异或和决定；但每个采石场可有 10^16 辆，
// [zh] 所以要 O(1) 求区间异或：记 f(n) = 0 ^ 1 ^ ... ^ n，则 x ^ ... ^ (x+m-1) = f(x+m-1) ^ f(x-1)，
// [zh] f 以 4 为周期：n mod 4 = 0, 1, 2, 3 时 f(n) = n, 1, n+1, 0（2j 与 2j+1 的异或为 1）。
// [zh] 易错点：x + m - 1 可达 2 * 10^16：要用 64 位整数，不能用 int。
#include <iostream>

// [en] 0 ^ 1 ^ ... ^ n.
// [zh] 0 ^ 1 ^ ... ^ n。
unsigned long long prefix_xor(unsigned long long n) {
    switch (n % 4) {
        case 0: return n;
        case 1: return 1;
        case 2: return n + 1;
        default: return 0;
    }
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    unsigned long long s = 0;
    for (int i = 0; i < n; i++) {
        unsigned long long x, m;
        std::cin >> x >> m;
        // [en] x >= 1, so x - 1 does not wrap around.
        // [zh] x >= 1，所以 x - 1 不会下溢。
        s ^= prefix_xor(x + m - 1) ^ prefix_xor(x - 1);
    }
    std::cout << (s != 0 ? "tolik" : "bolik") << '\n';
    return 0;
}
