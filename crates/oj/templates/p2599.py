# [method] interval-dp
# [en] Luogu P2599 ([ZJOI2009] Taking Stones): n piles in a row; a move takes any positive number
# [en] of stones from the leftmost or the rightmost pile (an emptied pile leaves the row); whoever
# [en] cannot move loses. T cases of n and the piles; print 1 when the first player wins, else 0.
# [zh] 洛谷 P2599（[ZJOI2009] 取石子游戏）：一排 n 堆石子，一步从最左或最右一堆取任意正数个
# [zh] （取空的一堆离开这一排），不能走的一方输。T 组数据，每组 n 和各堆；先手必胜输出 1，否则输出 0。
#
# [en] For a segment a[i..j], left[i][j] is the pile x that, put on its left, makes x, a[i..j]
# [en] lost, and right[i][j] the same on its right. At most one x does: from a larger one the
# [en] player to move would reach a smaller one, a lost position to a lost one. One does exist,
# [en] and the recurrence below finds it from the segment one shorter. For left[i][j], with
# [en] L = left[i][j-1], R = right[i][j-1] and x = a[j]:
# [en]   x == R            -> 0 (a[i..j] itself is already lost);
# [en]   x < L and x < R, or x > L and x > R -> x (the second player copies moves between the ends);
# [en]   L <= x < R        -> x + 1;
# [en]   R < x <= L        -> x - 1.
# [en] right[i][j] mirrors it (L, R of a[i+1..j], x = a[i], the roles of L and R swapped).
# [en] The first player loses exactly when a[1] == left[2][n]. O(n^2) steps: 5 * 10^5 per case
# [en] of 1000 piles, a few seconds at most in CPython for 10 cases.
# [en] Pitfall: the ties L == x and R == x.
# [zh] 对一段 a[i..j]，left[i][j] 是放在它左边使 x, a[i..j] 必败的那堆大小 x，right[i][j] 是放在
# [zh] 右边的。至多一个 x 可以：从更大的一堆可以一步变成更小的一堆，必败局面到不了必败局面。
# [zh] 这样的 x 确实存在，下面的递推由短一的段求出它。求 left[i][j]，设 L = left[i][j-1]、
# [zh] R = right[i][j-1]、x = a[j]：
# [zh]   x == R            -> 0（a[i..j] 本身已经必败）；
# [zh]   x < L 且 x < R，或 x > L 且 x > R -> x（后手在两端模仿对方）；
# [zh]   L <= x < R        -> x + 1；
# [zh]   R < x <= L        -> x - 1。
# [zh] right[i][j] 与之对称（用 a[i+1..j] 的 L、R，x = a[i]，L 与 R 的角色对调）。
# [zh] 先手必败当且仅当 a[1] == left[2][n]。
# [zh] 易错点：L == x 和 R == x 的情形。
import sys


def step(far, near, x):
    # [en] far: the value on the side asked for; near: the one on the side x joins.
    # [zh] far：所求一侧的值；near：x 加入的一侧的值。
    if x == near:
        return 0
    if (x < far and x < near) or (x > far and x > near):
        return x
    if far <= x < near:
        return x + 1
    return x - 1


def first_player_wins(a):
    if len(a) == 1:
        return True
    row = a[1:]
    m = len(row)
    left = row[:]
    right = row[:]
    for length in range(2, m + 1):
        left, right = (
            [step(left[i], right[i], row[i + length - 1]) for i in range(m - length + 1)],
            [step(right[i + 1], left[i + 1], row[i]) for i in range(m - length + 1)],
        )
    return left[0] != a[0]


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        a = [int(x) for x in data[pos + 1 : pos + 1 + n]]
        pos += 1 + n
        out.append("1" if first_player_wins(a) else "0")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
