# [method] k-fold-losing-sizes
# [also] poj3922
# [en] HDU 2486 = POJ 3922 (A simple stone game): one pile of n; the first move takes 1 to
# [en] n - 1 stones, each later move at least 1 and at most k times what the opponent just
# [en] took; whoever takes the last stone wins. T lines "n k"; print "Case i: lose", or
# [en] "Case i: m" with m the SMALLEST winning first take.
# [zh] HDU 2486 = POJ 3922（A simple stone game）：一堆 n 个；第一步取 1 到 n - 1 个，之后每步
# [zh] 至少取 1 个，至多取对手上一步的 k 倍；取走最后一个的一方胜。T 行 "n k"；输出
# [zh] "Case i: lose"，或 "Case i: m"，m 是先手最小的必胜取法。
#
# [en] This generalises Fibonacci Nim (k = 2). Build the losing sizes a[0] = 1 < a[1] < ...
# [en] and b[i], the largest pile written as a sum of a's up to a[i] in which each term is
# [en] more than k times the next smaller one (so the opponent can never take a term
# [en] whole). Then a[i+1] = b[i] + 1, the first size with no such sum, and
# [en] b[i+1] = a[i+1] + b[j] with j the largest index where k * a[j] < a[i+1]
# [en] (or just a[i+1] if there is none). The player to move loses exactly when n is some
# [en] a[i]; otherwise write n greedily as a sum of a's (largest first): taking its
# [en] smallest term leaves the opponent a position of that form, and it is the smallest
# [en] winning take. For k = 1 the a's are the powers of 2; for k = 2 the Fibonacci numbers.
# [en] The table of one k serves every case with that k: build it once, up to their largest n.
# [zh] 这是斐波那契博弈（k = 2）的推广。构造必败的大小 a[0] = 1 < a[1] < ...，以及 b[i]：
# [zh] 用不超过 a[i] 的若干 a 写成的和中最大的一个，和中每一项都大于下一项的 k 倍（于是对手
# [zh] 永远不能一次取完一项）。于是 a[i+1] = b[i] + 1，即第一个写不成这种和的数，而
# [zh] b[i+1] = a[i+1] + b[j]，j 是满足 k * a[j] < a[i+1] 的最大下标（没有则 b[i+1] = a[i+1]）。
# [zh] 轮到走的一方必败当且仅当 n 是某个 a[i]；否则把 n 贪心地（从大到小）写成若干 a 之和：
# [zh] 取走其中最小的一项，留给对手的正是这种形式的局面，而且这是最小的必胜取法。k = 1 时
# [zh] a 是 2 的幂；k = 2 时是斐波那契数。同一个 k 的表可供所有这个 k 的数据使用：只建一次，
# [zh] 建到其中最大的 n。
import sys
from bisect import bisect_right


def losing_sizes(k, top):
    a, b = [1], [1]
    j = 0
    while a[-1] < top:
        nxt = b[-1] + 1
        while j + 1 < len(a) and a[j + 1] * k < nxt:
            j += 1
        a.append(nxt)
        b.append(b[j] + nxt if a[j] * k < nxt else nxt)
    return a


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    cases = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(t)]
    top = {}
    for n, k in cases:
        top[k] = max(top.get(k, 0), n)
    tables = {k: losing_sizes(k, n) for k, n in top.items()}
    out = []
    for c, (n, k) in enumerate(cases, 1):
        a = tables[k]
        i = bisect_right(a, n) - 1
        if a[i] == n:
            out.append("Case %d: lose" % c)
            continue
        take = 0
        while n > 0:
            if n >= a[i]:
                n -= a[i]
                take = a[i]
            i -= 1
        out.append("Case %d: %d" % (c, take))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
