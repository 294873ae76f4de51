# [method] nim-sum
# [en] HDU 2176: Nim, listing every winning first move. Blocks "m a1 .. am", m = 0 ends.
# [en] Print No when the first player loses; else Yes and, for every pile in input order
# [en] that has a winning move, the line "before after".
# [zh] HDU 2176：取(m堆)石子游戏，列出先手所有必胜的第一步。每组 "m a1 .. am"，m = 0 结束。
# [zh] 先手必败输出 No；否则输出 Yes，再按输入顺序，对每个有必胜着法的堆输出 "取前 取后"。
#
# [en] With s the xor of all piles, a move wins exactly when it leaves xor 0, so pile a
# [en] must become a ^ s, which is a move only when a ^ s < a. Each pile has at most one
# [en] winning move, and equal piles each get their own line.
# [en] Pitfall: the pair is (pile before, pile after), not (amount taken, index) as in
# [en] Luogu P1247.
# [zh] 设 s 为所有堆的异或和。一步必胜当且仅当走后异或和为 0，所以堆 a 必须变成 a ^ s，
# [zh] 而这只在 a ^ s < a 时是合法的一步。每堆至多一种必胜着法，相等的堆各占一行。
# [zh] 易错点：输出的是（取前的堆，取后的堆），不是洛谷 P1247 那样的（取的个数，堆号）。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    # [en] The input may also simply end after a complete block.
    # [zh] 输入也可能在一组完整数据之后直接结束。
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
        if s == 0:
            out.append("No")
            continue
        out.append("Yes")
        for x in a:
            if x ^ s < x:
                out.append("%d %d" % (x, x ^ s))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
