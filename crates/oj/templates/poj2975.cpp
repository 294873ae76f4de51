// [method] nim-sum
// [en] POJ 2975 (Nim): print how many first moves win (0 when the first player loses).
// [en] Blocks "n a1 .. an", n = 0 ends; a move is a pile and its new size.
// [zh] POJ 2975（Nim）：输出先手必胜的第一步有几种（先手必败时为 0）。每组 "n a1 .. an"，
// [zh] n = 0 结束；一步是一堆和它的新大小。
//
// [en] A move wins exactly when it leaves xor 0. With s the xor of all piles, pile a can
// [en] do that only by becoming a ^ s, a legal move exactly when a ^ s < a. So count the
// [en] piles with a ^ s < a; when s = 0 none qualify, so no special case is needed.
// [en] Pitfalls: equal piles are different moves, each counted; the piles reach 10^9, so
// [en] read them into 64-bit (or at least 32-bit unsigned) integers, and read fast.
// [zh] 一步必胜当且仅当走后异或和为 0。设 s 为所有堆的异或和，堆 a 只有取成 a ^ s 才行，
// [zh] 而这一步合法当且仅当 a ^ s < a。所以数满足 a ^ s < a 的堆；s = 0 时一个也没有，不必特判。
// [zh] 易错点：相同的堆是不同的着法，各算一次；石子数可达 10^9，要用 64 位整数，读入要快。
#include <cstdio>
#include <vector>

// [en] Reads one nonnegative number; false at the end of input.
// [zh] 读一个非负整数；输入结束时返回 false。
static bool read(long long &x) {
    int c = getchar();
    while (c != EOF && (c < '0' || c > '9')) c = getchar();
    if (c == EOF) return false;
    x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getchar();
    }
    return true;
}

int main() {
    long long n;
    std::vector<long long> a;
    while (read(n) && n != 0) {
        a.resize(n);
        long long s = 0;
        for (auto &x : a) {
            read(x);
            s ^= x;
        }
        int count = 0;
        for (auto x : a)
            if ((x ^ s) < x) count++;
        printf("%d\n", count);
    }
    return 0;
}
