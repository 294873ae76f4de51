# [method] every-sg
# [en] HDU 3595 (GG and MM): N games of two piles p, q; a move in a game takes a multiple
# [en] of one pile from the other, and a game with an empty pile is over. Each turn the
# [en] player must move in every game not yet over; whoever cannot move at all loses.
# [en] Blocks "N" then N lines "p q", until the end of input. Print MM when the first
# [en] player wins, else GG.
# [zh] HDU 3595（GG and MM）：N 个游戏，每个两堆 p、q；一步从一堆取另一堆的若干倍，有一堆为空的
# [zh] 游戏就结束了。每一回合都要在每个还没结束的游戏里各走一步；不能移动的一方输。每组 "N"，
# [zh] 然后 N 行 "p q"，直到输入结束。先手胜输出 MM，否则输出 GG。
#
# [en] Every-SG: the whole game ends with the last game to end, so whoever wins the game
# [en] that lasts longest wins. In each game the player who wins it keeps it going as
# [en] long as possible and the loser ends it as soon as possible; step(x) counts the
# [en] moves it then lasts (0 when over; for a won x, 1 + the largest step of a lost
# [en] position reachable; for a lost x, 1 + the smallest step reachable). It is odd
# [en] exactly for won games, and the first player wins when the largest step is odd.
# [en] Each game is Euclid's game: from (a, b), a >= b, with q = a // b, r = a % b:
# [en]   r = 0: take all of a at once, step 1;
# [en]   q = 1: the only move is to (b, r), step(b, r) + 1;
# [en]   q >= 2: a won game: move to (b, r) if it is lost (step + 1), else to (b + r, b),
# [en]   whose only move leads to (b, r) (step + 2).
# [en] Pitfalls: the answer is not the xor of the SG values nor decided by the shortest
# [en] game; a game with a pile of 0 has step 0.
# [zh] Every-SG：整个游戏在最后一个游戏结束时结束，所以谁赢得步数最多的那个游戏，谁就胜。
# [zh] 在每个游戏里，能赢的一方尽量让它多走几步，要输的一方尽量让它早结束；step(x) 是这样下
# [zh] 它还要走的步数（结束时为 0；必胜的 x 为 1 + 能走到的必败局面中最大的 step；必败的 x
# [zh] 为 1 + 能走到的局面中最小的 step）。它为奇数当且仅当这个游戏先手必胜，而最大的 step
# [zh] 为奇数时先手胜。
# [zh] 每个游戏都是欧几里得游戏：从 (a, b)、a >= b 出发，q = a // b，r = a % b：
# [zh]   r = 0：一次取完 a，step 为 1；
# [zh]   q = 1：只能走到 (b, r)，step(b, r) + 1；
# [zh]   q >= 2：先手必胜：(b, r) 必败时走到它（step + 1），否则走到 (b + r, b)，
# [zh]   它只能走到 (b, r)（step + 2）。
# [zh] 易错点：答案不是 SG 值的异或和，也不是由最短的游戏决定的；有一堆为 0 的游戏 step 为 0。
import sys


def step(a, b):
    # [en] The step of the game (a, b), down the remainders as in Euclid's algorithm.
    # [zh] 游戏 (a, b) 的 step，像欧几里得算法一样沿余数往下算。
    if a < b:
        a, b = b, a
    if b == 0:
        return 0
    if a % b == 0:
        return 1
    s = step(b, a % b)
    if a // b == 1:
        return s + 1
    return s + 1 if s % 2 == 0 else s + 2


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos])
        pos += 1
        longest = 0
        for i in range(n):
            longest = max(longest, step(int(data[pos + 2 * i]), int(data[pos + 2 * i + 1])))
        pos += 2 * n
        out.append("MM" if longest % 2 == 1 else "GG")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
