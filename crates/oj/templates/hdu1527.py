# [method] wythoff-beatty
# [also] poj1067
# [en] HDU 1527 = POJ 1067: Wythoff's game. Lines "a b" until the end of input;
# [en] print 1 when the first player wins, else 0.
# [zh] HDU 1527 = POJ 1067：威佐夫博弈。每行 "a b"，直到输入结束；先手必胜输出 1，否则输出 0。
#
# [en] A move takes any number from one pile, or the same number from both. The losing
# [en] positions (a <= b) are (a_k, a_k + k) with a_k = floor(k * phi), phi = (1 + sqrt 5) / 2:
# [en] each difference k appears once, and {a_k} and {a_k + k} split the positive integers
# [en] (Beatty's theorem), so no losing position reaches another, and every other position
# [en] reaches one. So with a <= b and k = b - a, the player to move loses iff a == a_k.
# [en] Pitfall: the usual int(k * (1 + math.sqrt(5)) / 2) in floats can be off by one for large
# [en] k: k * phi can lie within 1e-9 of an integer (k a Fibonacci number), closer than a
# [en] double resolves near 10^9: k = 102334155 gives 165580141 instead of 165580140.
# [en] Exactly: floor(k * phi) = (k + floor(sqrt(5 k^2))) / 2, with an integer square root.
# [zh] 一步从一堆取任意个，或从两堆取同样多个。必败局面（a <= b）是 (a_k, a_k + k)，
# [zh] 其中 a_k = floor(k * phi)，phi = (1 + sqrt 5) / 2：每个差 k 恰好出现一次，{a_k} 与
# [zh] {a_k + k} 恰好划分全体正整数（Beatty 定理），所以必败局面之间互相到达不了，而其他
# [zh] 局面都能一步走到某个必败局面。于是设 a <= b、k = b - a，轮到走的一方必败当且仅当 a == a_k。
# [zh] 易错点：常见的浮点写法 int(k * (1 + math.sqrt(5)) / 2) 在 k 很大时可能差 1：
# [zh] k * phi 可能离整数不到 1e-9（k 为斐波那契数时），比 10^9 附近 double 的精度还细；
# [zh] k = 102334155 时得到 165580141，而正确值是 165580140。
# [zh] 精确的写法：floor(k * phi) = (k + floor(sqrt(5 k^2))) / 2，其中开方取整数平方根。
import math
import sys


def wythoff_a(k):
    # [en] a_k = floor(k * phi), exact at any size (math.isqrt is an integer square root).
    # [zh] a_k = floor(k * phi)，任意大小都精确（math.isqrt 是整数平方根）。
    return (k + math.isqrt(5 * k * k)) // 2


def first_player_wins(a, b):
    if a > b:
        a, b = b, a
    return a != wythoff_a(b - a)


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        out.append("1" if first_player_wins(int(data[i]), int(data[i + 1])) else "0")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
