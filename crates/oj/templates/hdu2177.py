# [method] wythoff-beatty
# [en] HDU 2177: Wythoff's game, listing the winning first moves. Lines "a b" (a <= b),
# [en] "0 0" ends. Print 0 when the first player loses; else 1, then the piles "x y"
# [en] (x <= y) left by each winning move: first the move taking the same amount from
# [en] both piles (if it wins), then those taking from one pile, ascending, no repeats.
# [zh] HDU 2177：取(2堆)石子游戏（威佐夫博弈），列出先手的必胜着法。每行 "a b"（a <= b），
# [zh] "0 0" 结束。先手必败输出 0；否则输出 1，再输出每个必胜着法留下的两堆 "x y"（x <= y）：
# [zh] 先是从两堆取同样多的那一步（如果它必胜），然后是从一堆取的各步，升序、不重复。
#
# [en] The losing positions are (a_k, b_k) = (floor(k * phi), floor(k * phi) + k), k >= 0;
# [en] every integer n >= 1 is exactly one a_k or one b_k (Beatty), so from (a, b) with
# [en] k = b - a the winning moves are:
# [en]   both piles: to (a_k, b_k) when a_k < a (the difference stays k);
# [en]   one pile:   if a = a_j, to (a_j, b_j) when b_j < b (shrink b);
# [en]               if a = b_j, to (a_j, b_j) (shrink b to a_j, below a);
# [en]               if b = b_j, to (a_j, b_j) when a_j < a (shrink a).
# [en] Pitfall: the order. The both-piles move comes first even when it is larger than a
# [en] one-pile move, and a position reached both ways is printed in both groups; a
# [en] solution that collects all moves and sorts them once prints the wrong order.
# [en] As in HDU 1527, a_k is computed exactly: floor(k * phi) = (k + isqrt(5 k^2)) / 2.
# [zh] 必败局面是 (a_k, b_k) = (floor(k * phi), floor(k * phi) + k)，k >= 0；每个整数 n >= 1
# [zh] 恰好是某个 a_k 或某个 b_k（Beatty 定理），所以从 (a, b)、k = b - a 出发，必胜着法是：
# [zh]   两堆同取：a_k < a 时走到 (a_k, b_k)（差仍是 k）；
# [zh]   只取一堆：若 a = a_j，b_j < b 时走到 (a_j, b_j)（减少 b）；
# [zh]             若 a = b_j，走到 (a_j, b_j)（把 b 减到 a_j，比 a 小）；
# [zh]             若 b = b_j，a_j < a 时走到 (a_j, b_j)（减少 a）。
# [zh] 易错点：顺序。两堆同取的一步总在最前，即使它比只取一堆的某步大；两种方式都能到达的
# [zh] 局面在两组里各输出一次；把所有着法收集起来统一排序的写法顺序是错的。
# [zh] 与 HDU 1527 一样，a_k 要精确计算：floor(k * phi) = (k + isqrt(5 k^2)) / 2。
import math
import sys


def wythoff_a(k):
    return (k + math.isqrt(5 * k * k)) // 2


def index_of(n, second):
    # [en] The k with a_k == n (or b_k == n when second), or -1. If n = a_k then
    # [en] k phi - 1 < n < k phi, so k is floor(n / phi) + 1; likewise floor(n / phi^2) + 1
    # [en] for b_k = floor(k phi^2). Both floors come from isqrt(5 n^2), without floats:
    # [en] n / phi = n (sqrt 5 - 1) / 2 and n / phi^2 = n (3 - sqrt 5) / 2.
    # [zh] 满足 a_k == n（second 时为 b_k == n）的 k，没有则为 -1。若 n = a_k，则
    # [zh] k phi - 1 < n < k phi，所以 k = floor(n / phi) + 1；b_k = floor(k phi^2) 同理为
    # [zh] floor(n / phi^2) + 1。两个 floor 都由 isqrt(5 n^2) 求得，不用浮点数：
    # [zh] n / phi = n (sqrt 5 - 1) / 2，n / phi^2 = n (3 - sqrt 5) / 2。
    if n == 0:
        return 0
    r = math.isqrt(5 * n * n)
    if second:
        k = (3 * n - r - 1) // 2 + 1
        return k if wythoff_a(k) + k == n else -1
    k = (r - n) // 2 + 1
    return k if wythoff_a(k) == n else -1


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        if a > b:
            a, b = b, a
        k = b - a
        ak = wythoff_a(k)
        if ak == a:
            out.append("0")
            continue
        out.append("1")
        if ak < a:
            out.append("%d %d" % (ak, ak + k))
        one = set()
        j = index_of(a, False)
        if j >= 0 and a + j < b:
            one.add((a, a + j))
        j = index_of(a, True)
        if j > 0:
            one.add((wythoff_a(j), a))
        j = index_of(b, True)
        if j > 0 and wythoff_a(j) < a:
            one.add((wythoff_a(j), b))
        for x, y in sorted(one):
            out.append("%d %d" % (x, y))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
