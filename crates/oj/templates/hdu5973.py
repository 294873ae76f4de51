# [method] wythoff-beatty
# [en] HDU 5973 (Game of Taking Stones): Wythoff's game with piles up to 10^100. Lines "a b"
# [en] until the end of input; print 1 when the first player wins, else 0.
# [zh] HDU 5973（Game of Taking Stones）：威佐夫博弈，每堆至多 10^100。每行 "a b"，直到输入结束；
# [zh] 先手必胜输出 1，否则输出 0。
#
# [en] A move takes any number from one pile, or the same number from both. The losing
# [en] positions (a <= b) are (a_k, a_k + k) with a_k = floor(k * phi), phi = (1 + sqrt 5) / 2:
# [en] each difference k appears once, and {a_k} and {a_k + k} split the positive integers
# [en] (Beatty's theorem), so no losing position reaches another, and every other position
# [en] reaches one. So with a <= b and k = b - a, the player to move loses iff a == a_k.
# [en] Exactly at any size: floor(k * phi) = (k + floor(sqrt(5 k^2))) // 2, and math.isqrt
# [en] is an integer square root of Python's unbounded integers.
# [en] Pitfall: floats (or Decimal with its default 28 digits) are wrong here: the test needs
# [en] about 100 correct digits of k * phi.
# [zh] 一步从一堆取任意个，或从两堆取同样多个。必败局面（a <= b）是 (a_k, a_k + k)，
# [zh] 其中 a_k = floor(k * phi)，phi = (1 + sqrt 5) / 2：每个差 k 恰好出现一次，{a_k} 与
# [zh] {a_k + k} 恰好划分全体正整数（Beatty 定理），所以必败局面之间互相到达不了，而其他
# [zh] 局面都能一步走到某个必败局面。于是设 a <= b、k = b - a，轮到走的一方必败当且仅当 a == a_k。
# [zh] 任意大小都精确：floor(k * phi) = (k + floor(sqrt(5 k^2))) // 2，math.isqrt 是
# [zh] Python 任意大整数的整数平方根。
# [zh] 易错点：浮点数（或默认 28 位的 Decimal）在这里是错的：需要 k * phi 约 100 位正确数字。
import math
import sys


def first_player_wins(a, b):
    if a > b:
        a, b = b, a
    k = b - a
    return a != (k + math.isqrt(5 * k * k)) // 2


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        out.append("1" if first_player_wins(int(data[i]), int(data[i + 1])) else "0")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
