# [method] sg-closed-form
# [en] HDU 5795 (A Simple Nim): a move takes any positive number of candies from one pile,
# [en] or splits one pile into three non-empty piles. T cases of n and n piles; print
# [en] "First player wins." or "Second player wins.".
# [zh] HDU 5795（A Simple Nim）：一步从一堆取任意正数个糖果，或把一堆分成三堆非空的。
# [zh] T 组数据，每组 n 和 n 堆；输出 "First player wins." 或 "Second player wins."。
#
# [en] Sprague-Grundy: the xor of the piles' values decides. A brute-force SG table for
# [en] small piles (mex over removals and over all splits a + b + c, worth a ^ b ^ c)
# [en] shows G(n) = n, except that 8k+7 and 8k+8 swap: G(8k+7) = 8k+8, G(8k+8) = 8k+7.
# [en] It holds for every n by induction: removals reach every smaller value, the split
# [en] 1 + 2 + (8k+4) of 8k+7 reaches 8k+7 itself, and the residues mod 8 show that no
# [en] split reaches G(n). Piles go to 10^9, so the table itself is no option.
# [en] Pitfall: swapping 8k and 8k+1 or 8k+6 and 8k+7 (an off-by-one in the pattern).
# [zh] Sprague-Grundy 定理：各堆值的异或和决定胜负。对小的堆暴力打 SG 表（对所有取法和所有
# [zh] 分法 a + b + c 求 mex，分法的值为 a ^ b ^ c）可以看出 G(n) = n，只是 8k+7 与 8k+8
# [zh] 互换：G(8k+7) = 8k+8，G(8k+8) = 8k+7。归纳可证它对每个 n 成立：取石子能到达每个更小
# [zh] 的值，8k+7 的分法 1 + 2 + (8k+4) 到达 8k+7 本身，按模 8 的余数讨论可知没有分法能
# [zh] 到达 G(n)。堆可达 10^9，不能直接打表。易错点：把 8k 与 8k+1、或 8k+6 与 8k+7 互换（规律错一位）。
import sys


def grundy(n):
    if n % 8 == 7:
        return n + 1
    if n % 8 == 0 and n > 0:
        return n - 1
    return n


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        s = 0
        for a in data[pos + 1:pos + 1 + n]:
            s ^= grundy(int(a))
        pos += 1 + n
        out.append("First player wins." if s else "Second player wins.")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
