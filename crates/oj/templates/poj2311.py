# [method] sg-table
# [en] POJ 2311 (Cutting Game): a sheet of W x H squares; a move cuts one sheet along a
# [en] grid line into two; whoever first cuts off a 1 x 1 piece wins. Lines "W H"
# [en] (2 <= W, H <= 200) until the end of input; print WIN or LOSE for the first player.
# [zh] POJ 2311（Cutting Game）：一张 W x H 的方格纸；一步沿格线把一张纸剪成两张；先剪出
# [zh] 1 x 1 小块的一方胜。每行 "W H"（2 <= W, H <= 200），直到输入结束；先手胜输出 WIN，否则 LOSE。
#
# [en] Nobody ever cuts off a strip of width 1: from a 1 x k strip the opponent cuts off a
# [en] 1 x 1 at once. So restrict the moves to cuts leaving both sides at least 2 wide; a
# [en] sheet with no such cut (2 x 2, 2 x 3, 3 x 2) is lost for the player to move, which
# [en] is exactly the normal-play rule "no move, you lose". The sheets are then a sum:
# [en]   SG(w, h) = mex of SG(i, h) ^ SG(w - i, h), 2 <= i <= w - 2,
# [en]             and of SG(w, j) ^ SG(w, h - j), 2 <= j <= h - 2.
# [en] Pitfall: allowing cuts at 1 makes every sheet a win and the table meaningless.
# [zh] 没有人会剪下宽为 1 的一条：对手可以立刻从 1 x k 的纸条上剪下一个 1 x 1。所以只考虑
# [zh] 两边宽度都至少为 2 的剪法；没有这种剪法的纸（2 x 2、2 x 3、3 x 2）轮到走的一方必败，
# [zh] 这正是正常规则“无棋可走者负”。于是各张纸构成游戏之和：
# [zh]   SG(w, h) = 对 2 <= i <= w - 2 取 SG(i, h) ^ SG(w - i, h)，
# [zh]             对 2 <= j <= h - 2 取 SG(w, j) ^ SG(w, h - j)，这些值的 mex。
# [zh] 易错点：允许剪出宽为 1 的一条，会让每张纸都是先手胜，表就失去了意义。
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    sheets = [(data[i], data[i + 1]) for i in range(0, len(data) - 1, 2)]
    n = max((max(s) for s in sheets), default=2)
    # [en] sg[w][h] == sg[h][w]: fill both, and cut each way only up to the middle.
    # [zh] sg[w][h] == sg[h][w]：两处一起填，每个方向只剪到中间为止。
    sg = [[0] * (n + 1) for _ in range(n + 1)]
    for w in range(2, n + 1):
        rw = sg[w]
        for h in range(2, w + 1):
            rh = sg[h]
            reached = {rh[i] ^ rh[w - i] for i in range(2, w // 2 + 1)}
            reached.update(rw[j] ^ rw[h - j] for j in range(2, h // 2 + 1))
            g = 0
            while g in reached:
                g += 1
            rw[h] = rh[w] = g
    out = ["WIN" if sg[w][h] else "LOSE" for w, h in sheets]
    sys.stdout.write("".join(line + "\n" for line in out))


main()
