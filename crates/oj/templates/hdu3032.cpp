// [method] sg-closed-form
// [en] HDU 3032 (Nim or not Nim?): Lasker's Nim. A move takes any number of stones from one
// [en] heap, or splits one heap into two nonempty heaps; whoever moves last wins. T cases,
// [en] each N then N heaps. Print Alice when the first player wins, else Bob.
// [zh] HDU 3032（Nim or not Nim?）：Lasker 的 Nim。一步从一堆取任意多个石子，或把一堆分成两堆
// [zh] 非空的；最后走的一方胜。T 组数据，每组 N，然后 N 堆。先手胜输出 Alice，否则输出 Bob。
//
// [en] Heaps are independent games, so by Sprague-Grundy the xor of their values decides.
// [en] A small SG table (a split of x is worth SG(a) ^ SG(b)) shows the pattern, proved by
// [en] induction: SG(x) = x, except that 4k + 3 and 4k + 4 swap:
// [en]   x mod 4 = 1, 2: x;   x mod 4 = 3: x + 1;   x mod 4 = 0: x - 1 (and SG(0) = 0).
// [en] E.g. 3 = 1 + 2 splits to value 1 ^ 2 = 3, so SG(3) is 4, and then SG(4) is 3.
// [en] Pitfalls: heaps reach 2^31 - 1, and x + 1 overflows 32-bit int, so use 64 bits;
// [en] N reaches 10^6, so read fast; an SG table up to the heaps is far too big.
// [zh] 各堆是互相独立的游戏，由 Sprague-Grundy 定理，各堆值的异或和决定胜负。打一个小的 SG 表
// [zh] （把 x 分成 a + b 的值为 SG(a) ^ SG(b)）可以看出规律，归纳可证：SG(x) = x，只是 4k + 3
// [zh] 和 4k + 4 交换：
// [zh]   x mod 4 = 1, 2：x；  x mod 4 = 3：x + 1；  x mod 4 = 0：x - 1（SG(0) = 0）。
// [zh] 例如 3 = 1 + 2 分开后值为 1 ^ 2 = 3，所以 SG(3) 是 4，于是 SG(4) 是 3。
// [zh] 易错点：石子数可达 2^31 - 1，x + 1 超出 32 位 int，要用 64 位整数；N 可达 10^6，读入要快；
// [zh] 对石子数打 SG 表远远超出限制。
#include <cstdio>

// [en] Reads one nonnegative number.
// [zh] 读一个非负整数。
static long long read() {
    int c = getchar();
    while (c != EOF && (c < '0' || c > '9')) c = getchar();
    long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getchar();
    }
    return x;
}

static long long sg(long long x) {
    if (x == 0) return 0;
    if (x % 4 == 3) return x + 1;
    if (x % 4 == 0) return x - 1;
    return x;
}

int main() {
    long long t = read();
    while (t-- > 0) {
        long long n = read(), s = 0;
        for (long long i = 0; i < n; i++) s ^= sg(read());
        puts(s != 0 ? "Alice" : "Bob");
    }
    return 0;
}
