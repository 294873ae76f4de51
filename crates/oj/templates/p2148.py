# [method] sg-closed-form
# [en] Luogu P2148 (E&D, SDOI 2011): 2n piles in pairs (1,2), (3,4), ...; a move empties
# [en] one pile of a pair and splits the other pile of that pair into two positive piles
# [en] that refill the pair. T cases of N (even) and N piles; print YES when the first
# [en] player wins, else NO.
# [zh] 洛谷 P2148（E&D，SDOI 2011）：2n 堆石子按 (1,2)、(3,4)……配成对；一步把某对中的一堆
# [zh] 扔掉，再把同一对的另一堆分成两堆非空的，重新组成这一对。T 组数据，每组 N（偶数）和
# [zh] N 堆；先手必胜输出 YES，否则输出 NO。
#
# [en] The pairs are independent games, so by Sprague-Grundy the xor of their values decides.
# [en] A pair (a, b) is worth the index of the lowest 0 bit of (a - 1) | (b - 1). Why: by
# [en] induction, splitting a pile of s into x + y = s reaches, over all x, exactly the
# [en] values i with bit i of s - 1 set (check s = 2..16 by hand or by a brute force). A
# [en] pair may split either pile, so it reaches the set bits of (a - 1) | (b - 1), and
# [en] its value, the mex of those, is the lowest bit that is 0 there.
# [en] Pitfalls: a pair (1, 1) has no move (value 0); a plain SG table of pairs is far
# [en] too big for the limits.
# [zh] 各对是互相独立的游戏，由 Sprague-Grundy 定理，各对值的异或和决定胜负。
# [zh] 一对 (a, b) 的值是 (a - 1) | (b - 1) 最低的 0 位的位置。理由：归纳可证，把 s 分成
# [zh] x + y = s，所有分法到达的值恰好是 s - 1 中为 1 的那些位的位置 i（对 s = 2..16 手算或
# [zh] 暴力验证即可）。一对可以分其中任意一堆，所以到达的值是 (a - 1) | (b - 1) 中为 1 的位，
# [zh] 它的值（这些值的 mex）就是那里最低的 0 位。
# [zh] 易错点：(1, 1) 没有着法（值为 0）；直接对数对打 SG 表远远超出限制。
import sys


def lowest_zero_bit(x):
    # [en] x ^ (x + 1) is a run of ones ending at the lowest 0 bit of x.
    # [zh] x ^ (x + 1) 是一串 1，最高的一位正是 x 最低的 0 位。
    return (x ^ (x + 1)).bit_length() - 1


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        s = 0
        for i in range(pos, pos + n, 2):
            s ^= lowest_zero_bit((int(data[i]) - 1) | (int(data[i + 1]) - 1))
        pos += n
        out.append("YES" if s else "NO")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
