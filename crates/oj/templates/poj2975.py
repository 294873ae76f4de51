# [method] nim-sum
# [en] POJ 2975 (Nim): print how many first moves win (0 when the first player loses).
# [en] Blocks "n a1 .. an", n = 0 ends; a move is a pile and its new size.
# [zh] POJ 2975（Nim）：输出先手必胜的第一步有几种（先手必败时为 0）。每组 "n a1 .. an"，
# [zh] n = 0 结束；一步是一堆和它的新大小。
#
# [en] A move wins exactly when it leaves xor 0. With s the xor of all piles, pile a can
# [en] do that only by becoming a ^ s, a legal move exactly when a ^ s < a. So count the
# [en] piles with a ^ s < a; when s = 0 none qualify, so no special case is needed.
# [en] Pitfall: equal piles are different moves, each counted.
# [zh] 一步必胜当且仅当走后异或和为 0。设 s 为所有堆的异或和，堆 a 只有取成 a ^ s 才行，
# [zh] 而这一步合法当且仅当 a ^ s < a。所以数满足 a ^ s < a 的堆；s = 0 时一个也没有，不必特判。
# [zh] 易错点：相同的堆是不同的着法，各算一次。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos])
        pos += 1
        if n == 0:
            break
        a = list(map(int, data[pos:pos + n]))
        pos += n
        s = 0
        for x in a:
            s ^= x
        out.append(str(sum(1 for x in a if x ^ s < x)))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
