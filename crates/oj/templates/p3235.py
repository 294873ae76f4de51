# [method] sg-table
# [en] Luogu P3235 ([HNOI2014] Jiangnan Le): a number F, then T games of N piles each. A move
# [en] picks a pile of at least F stones and an integer M >= 2 and splits the pile into M
# [en] piles as evenly as possible (largest - smallest <= 1); whoever cannot move loses.
# [en] Input "T F", then T lines "N a1 ... aN" (T, N < 100; F, a_i < 100000). Print ONE line:
# [en] T values separated by spaces, 1 when the first player wins, else 0.
# [zh] 洛谷 P3235（HNOI2014）：先给一个数 F，然后 T 组游戏，每组 N 堆。一步选一堆不少于 F 个的
# [zh] 和一个整数 M >= 2，把这堆尽量平分成 M 堆（最多的比最少的至多多 1）；无法操作的一方输。
# [zh] 输入 "T F"，然后 T 行 "N a1 ... aN"（T, N < 100；F, a_i < 100000）。只输出一行：
# [zh] T 个用空格隔开的数，先手必胜为 1，否则为 0。
#
# [en] The piles are a sum of games: xor their SG values G(x), 0 below F. Splitting x into M
# [en] piles leaves r = x % M piles of q + 1 and M - r of q (q = x // M): equal piles cancel
# [en] in pairs, so the split is worth G(q + 1) if r is odd, xor G(q) if M - r is odd. Only
# [en] M <= x (no empty pile). The M with one q form a block up to x // q, and inside it
# [en] the parities of r and M - r repeat with period 2: the block's first two M reach all
# [en] its values. About 2 sqrt(x) blocks per pile. G(x) needs only G(x // M) and
# [en] G(x // M + 1), so Python values lazily, memoized, just the piles reached from the given
# [en] ones (under a thousand per large pile), not a whole table to the largest.
# [en] Pitfalls: one line of output; trying every M is far too slow. Worst case: many
# [en] distinct large piles reach most numbers below 10^5 and cost like the whole table
# [en] (4 * 10^7 steps in C++, tens of seconds in CPython): slow on the judge's worst input.
# [zh] 各堆构成游戏之和：把 SG 值 G(x) 异或，小于 F 时为 0。把 x 分成 M 堆，留下 r = x % M
# [zh] 堆 q + 1 个和 M - r 堆 q 个（q = x // M）：相同的堆两两抵消，所以这种分法的值是 r 为
# [zh] 奇数时的 G(q + 1) 异或 M - r 为奇数时的 G(q)。只取 M <= x（不会有空堆）。q 相同的 M
# [zh] 构成一块（到 x // q 为止），块里 r 和 M - r 的奇偶以 2 为周期重复：块里前两个 M 就到达
# [zh] 整块的所有值。每一堆大约 2 sqrt(x) 块。G(x) 只用到 G(x // M) 和 G(x // M + 1)，
# [zh] 所以 Python 用记忆化按需计算，只算给出的各堆能到达的数（一个大堆不到一千个），不建到最大
# [zh] 一堆的整张表。易错点：输出只有一行；逐个试 M 太慢。最坏情况：很多不同的大堆会到达
# [zh] 10^5 以下的大部分数，和整张表一样慢（C++ 4 * 10^7 步，CPython 要几十秒）。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t, f = int(data[0]), int(data[1])
    memo = {}

    def g(x):
        if x < f or x < 2:
            return 0
        v = memo.get(x)
        if v is not None:
            return v
        seen = set()
        m = 2
        while m <= x:
            q = x // m
            hi = x // q
            for k in range(m, min(m + 1, hi) + 1):
                r = x % k  # G(q + 1) only when used: x = 2, M = 2 has q + 1 = x
                seen.add((g(q + 1) if r & 1 else 0) ^ (g(q) if (k - r) & 1 else 0))
            m = hi + 1
        v = 0
        while v in seen:
            v += 1
        memo[x] = v
        return v

    out, pos = [], 2
    for _ in range(t):
        n = int(data[pos])
        x = 0
        for a in data[pos + 1:pos + 1 + n]:
            x ^= g(int(a))
        pos += 1 + n
        out.append("1" if x else "0")
    print(" ".join(out))


main()
