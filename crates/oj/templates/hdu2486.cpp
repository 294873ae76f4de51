// [method] k-fold-losing-sizes
// [also] poj3922
// [en] HDU 2486 = POJ 3922 (A simple stone game): one pile of n; the first move takes 1 to
// [en] n - 1 stones, each later move at least 1 and at most k times what the opponent just
// [en] took; whoever takes the last stone wins. T lines "n k"; print "Case i: lose", or
// [en] "Case i: m" with m the SMALLEST winning first take.
// [zh] HDU 2486 = POJ 3922（A simple stone game）：一堆 n 个；第一步取 1 到 n - 1 个，之后每步
// [zh] 至少取 1 个，至多取对手上一步的 k 倍；取走最后一个的一方胜。T 行 "n k"；输出
// [zh] "Case i: lose"，或 "Case i: m"，m 是先手最小的必胜取法。
//
// [en] This generalises Fibonacci Nim (k = 2). Build the losing sizes a[0] = 1 < a[1] < ...
// [en] and b[i], the largest pile written as a sum of a's up to a[i] in which each term is
// [en] more than k times the next smaller one (so the opponent can never take a term
// [en] whole). Then a[i+1] = b[i] + 1, the first size with no such sum, and
// [en] b[i+1] = a[i+1] + b[j] with j the largest index where k * a[j] < a[i+1]
// [en] (or just a[i+1] if there is none). The player to move loses exactly when n is some
// [en] a[i]; otherwise write n greedily as a sum of a's (largest first): taking its
// [en] smallest term leaves the opponent a position of that form, and it is the smallest
// [en] winning take. For k = 1 the a's are the powers of 2; for k = 2 the Fibonacci numbers.
// [en] Pitfalls: k * a[j] reaches 10^13: use 64 bits; build the table up to n, not a fixed
// [en] bound; the answer is the smallest term, not the largest.
// [zh] 这是斐波那契博弈（k = 2）的推广。构造必败的大小 a[0] = 1 < a[1] < ...，以及 b[i]：
// [zh] 用不超过 a[i] 的若干 a 写成的和中最大的一个，和中每一项都大于下一项的 k 倍（于是对手
// [zh] 永远不能一次取完一项）。于是 a[i+1] = b[i] + 1，即第一个写不成这种和的数，而
// [zh] b[i+1] = a[i+1] + b[j]，j 是满足 k * a[j] < a[i+1] 的最大下标（没有则 b[i+1] = a[i+1]）。
// [zh] 轮到走的一方必败当且仅当 n 是某个 a[i]；否则把 n 贪心地（从大到小）写成若干 a 之和：
// [zh] 取走其中最小的一项，留给对手的正是这种形式的局面，而且这是最小的必胜取法。k = 1 时
// [zh] a 是 2 的幂；k = 2 时是斐波那契数。易错点：k * a[j] 可达 10^13：要用 64 位；
// [zh] 表要建到 n 为止，不能用固定的上界；答案是最小的一项，不是最大的。
#include <iostream>
#include <vector>

typedef long long ll;

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int t;
    std::cin >> t;
    for (int c = 1; c <= t; c++) {
        ll n, k;
        std::cin >> n >> k;
        std::vector<ll> a = {1}, b = {1};
        size_t j = 0;
        while (a.back() < n) {
            ll next = b.back() + 1;
            while (j + 1 < a.size() && a[j + 1] * k < next) j++;
            a.push_back(next);
            b.push_back(a[j] * k < next ? b[j] + next : next);
        }
        std::cout << "Case " << c << ": ";
        if (a.back() == n) {
            std::cout << "lose\n";
            continue;
        }
        ll take = 0;
        for (size_t i = a.size(); i-- > 0 && n > 0;)
            if (n >= a[i]) {
                n -= a[i];
                take = a[i];
            }
        std::cout << take << '\n';
    }
    return 0;
}
