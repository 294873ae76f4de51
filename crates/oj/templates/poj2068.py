# [method] win-table
# [en] POJ 2068 (Nim): 2n players sit round a table, players 1, 3, 5, ... in our team and
# [en] 2, 4, 6, ... in the other, and move in that order, round and round, on one heap of S
# [en] stones; player i takes 1 .. Mi stones; whoever takes the last stone LOSES.
# [en] Lines "n S M1 .. M2n", a lone 0 ends. Print 1 when our team (player 1 moves first)
# [en] wins, else 0.
# [zh] POJ 2068（Nim）：2n 个人围成一圈坐，1、3、5、... 号是一方，2、4、6、... 号是另一方，按这个
# [zh] 顺序一圈圈轮流从一堆 S 个石子中取；第 i 个人一次取 1 .. Mi 个；取走最后一个石子的一方输。
# [zh] 每行 "n S M1 .. M2n"，单独一个 0 结束。1 号（先手）这一方胜输出 1，否则输出 0。
#
# [en] Not a sum of games and no xor: the players differ, so the position is the pair
# [en] (stones left s, player to move i), filled by the definition of a winning position.
# [en] win(s, i) says whether the team of player i wins from there.
# [en]   win(0, i) = True: the player before i took the last stone, and lost;
# [en]   win(s, i) = some take t, 1 <= t <= min(Mi, s), with win(s - t, i + 1) False
# [en]               (players i and i + 1 are always of different teams).
# [en] Taking the last stone (t = s) reaches win(0, i + 1) = True, a loss, as the rule says.
# [en] Faster than trying every t: keep, per player, the largest heap below s where that
# [en] player loses; player i wins at s exactly when the next player's is at least s - Mi.
# [en] That is one step per stone and player, 163840 at most a line.
# [en] Pitfalls: win(0, i) is True here, not False as in normal play; the player after
# [en] the last of the 2n is player 1 again; all of a heap's values are found before any
# [en] "largest losing heap" is moved up to it.
# [en] POJ takes no Python: this one is for reading, and for grundy check.
# [zh] 这不是游戏之和，也不用异或：每个人能取的数不同，局面是二元组（剩下的石子数 s，轮到的人 i），
# [zh] 按必胜局面的定义计算。win(s, i) 表示从这个局面出发 i 所在的一方是否胜。
# [zh]   win(0, i) = True：i 之前的那个人取走了最后一个石子，他输了；
# [zh]   win(s, i) = 存在一步取 t 个，1 <= t <= min(Mi, s)，使 win(s - t, i + 1) 为 False
# [zh]               （i 和 i + 1 总是不同的两方）。
# [zh] 取走最后一个石子（t = s）走到 win(0, i + 1) = True，是输的，正如规则所说。
# [zh] 比逐个试 t 更快：对每个人记下比 s 小、轮到他时他输的最大的堆；i 在 s 时胜当且仅当
# [zh] 下一个人的这个堆不小于 s - Mi。每个石子数、每个人只要一步，每行至多 163840 步。
# [zh] 易错点：这里 win(0, i) 为 True，不是正常规则下的 False；2n 个人中最后一个之后又轮到 1 号；
# [zh] 先算出同一个堆的所有值，再更新“最大的必败堆”。
# [zh] POJ 不能提交 Python：这个程序用来理解方法，也给 grundy check 检查。
import sys


def first_team_wins(stones, take):
    players = len(take)
    # [en] lost[i]: the largest heap below s where player i, to move, loses (-big: none).
    # [zh] lost[i]：比 s 小、轮到 i 时 i 输的最大的堆（-big 表示还没有）。
    lost = [-(1 << 30)] * players
    win = [True] * players
    for s in range(1, stones + 1):
        win = [lost[(i + 1) % players] >= s - take[i] for i in range(players)]
        for i in range(players):
            if not win[i]:
                lost[i] = s
    return win[0]


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos])
        if n == 0:
            break
        stones = int(data[pos + 1])
        take = [int(x) for x in data[pos + 2:pos + 2 + 2 * n]]
        pos += 2 + 2 * n
        out.append("1" if first_team_wins(stones, take) else "0")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
