# [method] sg-table
# [en] HDU 3980 (Paint Chain): a ring of n beads; a move paints m consecutive unpainted
# [en] beads; whoever cannot paint loses. "T", then T lines "n m" (1 <= n, m <= 1000).
# [en] Per case print "Case #i: aekdycoin" when the first player wins, else
# [en] "Case #i: abcdxyzk".
# [zh] HDU 3980（Paint Chain）：一圈 n 颗；一步标记连续的 m 颗未标记的；不能标记的一方输。
# [zh] "T"，然后 T 行 "n m"（1 <= n, m <= 1000）。每组数据先手必胜输出 "Case #i: aekdycoin"，
# [zh] 否则输出 "Case #i: abcdxyzk"。
#
# [en] The ring is not a sum yet, but every first move is the same: wherever it is
# [en] made, it leaves one line of n - m unpainted beads (when n < m there is no move at
# [en] all, and the first player loses). From then on it is a game on lines: painting m
# [en] consecutive beads of a line of L leaves two lines, of i and L - m - i beads for
# [en] some 0 <= i <= L - m (the octal game 0.0...07), so by Sprague-Grundy
# [en]   SG(L) = 0 for L < m,   SG(L) = mex{ SG(i) xor SG(L - m - i) : 0 <= i <= L - m },
# [en] and i and L - m - i give the same option, so half of them suffice. The second
# [en] player moves first on that line: the first player wins exactly when
# [en] SG(n - m) = 0 (as when n - m < m: the opponent cannot paint at all).
# [en] Pitfalls: the ring itself is not worth SG(n) of a line (its first move leaves one
# [en] line, not two); n < m is a loss, and n = m a win (the first move paints the whole
# [en] ring); the output has "Case #i: " before the name. The table is O(L^2) per m, fine
# [en] for the judge's 1000; far larger n needs a period, proven only for m = 1 (0.7,
# [en] SG(L) = L mod 2) and m = 2 (Dawson's Kayles, 0.07, period 34 from L = 53 on).
# [zh] 一圈还不是游戏之和，但第一步都一样：不管标记在哪里，都留下未标记的一排 n - m 颗（n < m
# [zh] 时根本无法走，先手必败）。之后就是一排一排的游戏：在 L 颗的一排上标记连续的 m 颗，留下
# [zh] i 颗和 L - m - i 颗的两排，0 <= i <= L - m（八进制游戏 0.0...07），所以由 Sprague-Grundy 定理
# [zh]   L < m 时 SG(L) = 0，  SG(L) = mex{ SG(i) 异或 SG(L - m - i) : 0 <= i <= L - m }，
# [zh] i 和 L - m - i 给出同一个值，只要算一半。这一排由对手先走：先手必胜当且仅当
# [zh] SG(n - m) = 0（n - m < m 时也是：对手根本无法标记）。
# [zh] 易错点：一圈的值不是一排 n 颗的 SG(n)（它的第一步只留下一排，不是两排）；n < m 先手必败，
# [zh] n = m 先手必胜（第一步就标记了整圈）；输出要先写 "Case #i: "。表的时间是每个 m 为
# [zh] O(L^2)，对 1000 以内足够；大得多的 n 要靠周期，只对 m = 1（0.7，SG(L) = L mod 2）和
# [zh] m = 2（0.07，周期 34，从 L = 53 开始）有证明。
import sys


def line_values(m, length):
    # [en] SG of the lines of 0 .. length beads when a move paints m of them.
    # [zh] 一步标记 m 颗时，0 .. length 颗的一排的 SG 值。
    sg = [0] * (length + 1)
    for l in range(m, length + 1):
        options = {sg[i] ^ sg[l - m - i] for i in range((l - m) // 2 + 1)}
        mex = 0
        while mex in options:
            mex += 1
        sg[l] = mex
    return sg


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    cases = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(t)]
    # [en] One table per m, as long as its longest line: cases sharing m share it.
    # [zh] 每个 m 一张表，长度是它最长的一排：m 相同的数据共用一张表。
    longest = {}
    for n, m in cases:
        if n >= m:
            longest[m] = max(longest.get(m, 0), n - m)
    tables = {m: line_values(m, length) for m, length in longest.items()}
    out = []
    for c, (n, m) in enumerate(cases, 1):
        wins = n >= m and tables[m][n - m] == 0
        out.append("Case #%d: %s" % (c, "aekdycoin" if wins else "abcdxyzk"))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
