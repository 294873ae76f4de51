# [method] nim-sum
# [en] Luogu P2197: Nim. T cases, each n piles; print Yes when the first player wins.
# [zh] 洛谷 P2197：Nim 游戏。T 组数据，每组 n 堆石子；先手必胜输出 Yes。
#
# [en] Bouton's theorem: the player to move loses exactly when the xor of the piles is 0.
# [en] - From xor 0, any move changes one pile, so it changes the xor: it is no longer 0.
# [en] - From xor s != 0, take the pile a with the highest bit of s set: a ^ s < a, so
# [en]   shrinking a to a ^ s is a legal move, and it leaves xor 0.
# [en] The empty position (xor 0) is lost for the player to move, so by induction the
# [en] positions of xor 0 are exactly the lost ones.
# [zh] Bouton 定理：所有堆的异或和为 0 时，轮到走的一方必败。
# [zh] - 异或和为 0 时，任何一步只改变一堆，异或和随之改变，不再是 0。
# [zh] - 异或和 s 不为 0 时，取一堆 a，它在 s 的最高位上是 1：a ^ s < a，
# [zh]   把 a 取到 a ^ s 是合法的一步，之后异或和为 0。
# [zh] 空局面（异或和 0）轮到走的一方必败，归纳可知异或和为 0 的局面恰好是必败局面。
import sys


def main():
    # [en] Read every token at once: far faster than input() line by line.
    # [zh] 一次读入全部记号：比逐行 input() 快得多。
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        s = 0
        for a in data[pos:pos + n]:
            s ^= int(a)
        pos += n
        out.append("Yes" if s else "No")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
