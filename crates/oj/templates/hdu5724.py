# [method] staircase-nim
# [en] HDU 5724 (Chess): an n x 20 board. A move picks a piece: if the square to its right is
# [en] empty it moves there, else it jumps over the run of pieces to its right to the first empty
# [en] square; never off the board. Whoever cannot move loses; Alice moves first. T cases of n and
# [en] n rows "m p1 ... pm"; print YES when Alice wins, else NO.
# [zh] HDU 5724（Chess）：n x 20 的棋盘。一步选一个棋子：右边一格空就走过去，否则跳过右边相连的
# [zh] 棋子到第一个空格；不能出棋盘。不能走的一方输，Alice 先走。T 组数据，每组 n 和 n 行
# [zh] "m p1 ... pm"；Alice 必胜输出 YES，否则输出 NO。
#
# [en] Rows never interact, so the board is the sum of its rows: the xor of their SG values.
# [en] Python cannot tabulate all 2^20 masks quickly (the C++ template does), but a row is a
# [en] Staircase Nim: give each piece the number of empty squares to its right as its step.
# [en] Moving the piece at p of a run to the empty square q moves the pieces p..q-1 of that
# [en] run (any number of them, 1 up to the whole run) one step down; step 0 never moves.
# [en] The value is the xor of the counts on the odd steps: moves from an odd step shrink it
# [en] to anything smaller, like Nim; every move changes exactly one odd count, so no option
# [en] keeps the value. It is the SG value itself, so rows may be xored.
# [en] Pitfall: counting steps from the left, or by runs instead of empty squares.
# [zh] 各行互不影响，整个棋盘是各行之和：各行 SG 值的异或。Python 难以很快求出全部 2^20 个
# [zh] 掩码（C++ 模板就是这样做的），但一行就是阶梯 Nim：每个棋子右边的空格数是它所在的台阶。
# [zh] 把一段相连棋子中第 p 格的棋子走到空格 q，等于把这一段的 p..q-1 这些棋子（1 个到整段
# [zh] 任意多个）下移一级台阶；第 0 级不能动。值是奇数台阶上棋子数的异或：从奇数台阶走就像
# [zh] Nim 一样把它减到任意更小的数；每一步恰好改变一个奇数台阶的数，所以不会保持原值。
# [zh] 这就是 SG 值本身，所以各行可以异或。易错点：台阶要从右边数，按空格数而不是按段数。
import sys

W = 20


def row_sg(cols):
    full = [False] * (W + 1)
    for p in cols:
        full[p] = True
    x = 0
    step = 0  # empty squares to the right
    run = 0
    for p in range(W, 0, -1):
        if full[p]:
            run += 1
        else:
            if step & 1:
                x ^= run
            step += 1
            run = 0
    if step & 1:
        x ^= run
    return x


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    t = int(data[pos])
    pos += 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        x = 0
        for _ in range(n):
            m = int(data[pos])
            x ^= row_sg([int(v) for v in data[pos + 1:pos + 1 + m]])
            pos += 1 + m
        out.append("YES" if x else "NO")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
