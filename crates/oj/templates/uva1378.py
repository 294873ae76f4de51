# [method] sg-table
# [en] UVa 1378 = LA 3668 (A Funny Stone Game): piles 0 .. n-1; a move picks i < j <= k
# [en] with pile i non-empty, takes one stone from pile i and puts one on pile j and one
# [en] on pile k; whoever cannot move loses. Blocks "n" and S_0 .. S_{n-1}, 0 ends. Print
# [en] "Game t: i j k", the lexicographically smallest winning first move, or
# [en] "Game t: -1 -1 -1" when the first player loses.
# [zh] UVa 1378 = LA 3668（A Funny Stone Game）：第 0 .. n-1 堆；一步选 i < j <= k，第 i 堆
# [zh] 非空，从第 i 堆取走一个石子，并在第 j 堆和第 k 堆各放一个；无棋可走的一方输。每组 "n"
# [zh] 和 S_0 .. S_{n-1}，0 结束。输出 "Game t: i j k"（字典序最小的必胜第一步），先手必败时
# [zh] 输出 "Game t: -1 -1 -1"。
#
# [en] Every stone is a game of its own: a stone on pile i becomes two stones further
# [en] right, so it is worth g(i) = mex{ g(j) ^ g(k) : i < j <= k <= n-1 } (g(n-1) = 0).
# [en] Two stones on one pile cancel, so the position is worth the xor of g(i) over the
# [en] piles with an ODD number of stones. A move (i, j, k) turns g(i) into g(j) ^ g(k),
# [en] so it wins exactly when g(i) ^ g(j) ^ g(k) equals that xor; scan i, j, k upward.
# [en] Pitfalls: only parity matters for the value, but pile i must be non-empty (not
# [en] odd) to move from it; j may equal k.
# [zh] 每个石子都是一个独立的游戏：第 i 堆的一个石子变成更靠右的两个石子，所以值为
# [zh] g(i) = mex{ g(j) ^ g(k) : i < j <= k <= n-1 }（g(n-1) = 0）。同一堆的两个石子互相抵消，
# [zh] 所以局面的值是石子数为奇数的各堆 g(i) 的异或和。一步 (i, j, k) 把 g(i) 换成 g(j) ^ g(k)，
# [zh] 所以它必胜当且仅当 g(i) ^ g(j) ^ g(k) 等于这个异或和；按 i、j、k 从小到大找第一个。
# [zh] 易错点：值只与奇偶有关，但能从第 i 堆取石子的条件是它非空（而不是为奇数）；j 可以等于 k。
import sys


def first_move(stones, g, s):
    n = len(stones)
    for i in range(n):
        if stones[i] == 0:
            continue
        for j in range(i + 1, n):
            for k in range(j, n):
                if g[i] ^ g[j] ^ g[k] == s:
                    return "%d %d %d" % (i, j, k)
    return "-1 -1 -1"


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    game = 0
    while pos < len(data):
        n = int(data[pos])
        pos += 1
        if n == 0:
            break
        stones = list(map(int, data[pos:pos + n]))
        pos += n
        g = [0] * n
        for i in range(n - 2, -1, -1):
            reached = {g[j] ^ g[k] for j in range(i + 1, n) for k in range(j, n)}
            while g[i] in reached:
                g[i] += 1
        s = 0
        for i in range(n):
            if stones[i] % 2 == 1:
                s ^= g[i]
        game += 1
        out.append("Game %d: %s" % (game, first_move(stones, g, s) if s else "-1 -1 -1"))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
