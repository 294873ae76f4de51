# [method] zeckendorf
# [en] HDU 2516 (Fibonacci Nim): one pile of n; the first move takes 1 to n - 1 stones, each
# [en] later move at least 1 and at most twice what the opponent just took; whoever takes
# [en] the last stone wins. Numbers n, one a line, 0 ends. Print "Second win" when the
# [en] first player loses, else "First win".
# [zh] HDU 2516（取石子游戏，斐波那契博弈）：一堆 n 个；第一步取 1 到 n - 1 个，之后每步至少
# [zh] 取 1 个，至多取对手上一步的两倍；取走最后一个的一方胜。每行一个 n，0 结束。
# [zh] 先手必败输出 "Second win"，否则输出 "First win"。
#
# [en] The first player loses exactly when n is a Fibonacci number (2, 3, 5, 8, ...).
# [en] Write n as a sum of non-adjacent Fibonacci numbers (Zeckendorf, greedily from the
# [en] largest). If n is not a Fibonacci number, take the smallest term f: the next term
# [en] is more than 2f (terms are non-adjacent), so the opponent cannot take it whole, and
# [en] the game goes on term by term; repeating this wins. If n = F(k) = F(k-1) + F(k-2):
# [en] a first take of F(k-2) or more leaves at most twice itself, and the opponent takes
# [en] the rest; a smaller take starts a game on the F(k-2) part, which the opponent wins
# [en] by induction, ending it with a take too small (at most 2F(k-2)/3 < F(k-1)/2) to
# [en] empty F(k-1) in one move: the first player faces the same situation on F(k-1).
# [zh] 先手必败当且仅当 n 是斐波那契数（2, 3, 5, 8, ...）。把 n 写成不相邻的斐波那契数之和
# [zh] （Zeckendorf 表示，从最大的开始贪心）。n 不是斐波那契数时，取最小的一项 f：下一项
# [zh] 大于 2f（各项不相邻），对手不能一次把它取完，游戏一项一项地进行，照此重复就能获胜。
# [zh] n = F(k) = F(k-1) + F(k-2) 时：先手第一步若取 F(k-2) 个或更多，剩下的不超过所取的
# [zh] 两倍，对手一次取完；若取得更少，就开始了 F(k-2) 那部分上的游戏，归纳可知对手赢下
# [zh] 这部分，而且最后一步取得很少（至多 2F(k-2)/3 < F(k-1)/2），先手无法一次取完 F(k-1)：
# [zh] 先手在 F(k-1) 上又面对同样的局面。
import sys


def main():
    out = []
    for token in sys.stdin.buffer.read().split():
        n = int(token)
        if n == 0:
            break
        # [en] Fibonacci numbers up to n: a few dozen for n < 2^31, any n works.
        # [zh] 不超过 n 的斐波那契数：n < 2^31 时只有几十个，任意 n 都可以。
        a, b = 1, 2
        while b < n:
            a, b = b, a + b
        out.append("Second win" if b == n else "First win")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
