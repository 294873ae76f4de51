# [method] nim-sum
# [en] HDU 1850 (Being a Good Boy in Spring Festival): Nim; print how many first moves
# [en] win (0 when the first player loses). Blocks "M a1 .. aM", M = 0 ends.
# [zh] HDU 1850：Nim，输出先手必胜的第一步有几种（先手必败时为 0）。每组 "M a1 .. aM"，M = 0 结束。
#
# [en] A move wins exactly when it leaves xor 0. With s the xor of all piles, pile a has
# [en] a winning move exactly when a ^ s < a (shrink it to a ^ s), and then only one.
# [en] So the answer is the number of piles with a ^ s < a; when s = 0 that is none,
# [en] since a ^ 0 = a, so no special case is needed.
# [zh] 一步必胜当且仅当走后异或和为 0。设 s 为所有堆的异或和，堆 a 有必胜着法当且仅当
# [zh] a ^ s < a（把它取成 a ^ s），而且只有一种。所以答案是满足 a ^ s < a 的堆数；
# [zh] s = 0 时 a ^ 0 = a，一个也没有，不必特判。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        m = int(data[pos])
        pos += 1
        if m == 0:
            break
        a = list(map(int, data[pos:pos + m]))
        pos += m
        s = 0
        for x in a:
            s ^= x
        out.append(str(sum(1 for x in a if x ^ s < x)))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
