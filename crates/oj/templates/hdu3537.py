# [method] mock-turtles
# [en] HDU 3537 (Daizhenyang's Coin): a row of coins; a move turns one, two or three
# [en] coins, the rightmost of them from heads to tails. Blocks "n" and the n positions
# [en] (0-based) of the heads, until the end of input. Print Yes when the first player
# [en] LOSES, No when the first player wins (the statement asks for the second player).
# [zh] HDU 3537（Daizhenyang's Coin）：一排硬币；一步翻一枚、两枚或三枚，其中最右边的一枚必须
# [zh] 从正面翻到反面。每组 "n" 和 n 个正面朝上的位置（从 0 开始），直到输入结束。先手必败
# [zh] 输出 Yes，先手必胜输出 No（题目问的是后手能否赢）。
#
# [en] This is Mock Turtles. In coin-turning games each head is a game of its own (turning
# [en] a coin twice undoes it, so the position is the xor of its heads' values). The
# [en] values of a head at position p are the odious numbers (an odd count of 1 bits):
# [en] 1, 2, 4, 7, 8, 11, 13, 14, ..., the p-th being 2p or 2p + 1, whichever is odious
# [en] (Winning Ways; a brute force over rows of 10 coins confirms it).
# [en] Pitfall: a position listed twice is the same head, not two heads that cancel:
# [en] remove repeats before the xor. Also the answers are reversed: Yes means lose.
# [zh] 这就是 Mock Turtles。在翻硬币游戏中每个正面朝上的硬币都是一个独立的游戏（同一枚硬币
# [zh] 翻两次等于没翻，所以局面的值是各个正面的值的异或和）。位置 p 上的正面的值是第 p 个
# [zh] “奇异数”（二进制中 1 的个数为奇数）：1, 2, 4, 7, 8, 11, 13, 14, ...，即 2p 与 2p + 1
# [zh] 中 1 的个数为奇数的那一个（见 Winning Ways；对 10 枚硬币以内的暴力搜索可以验证）。
# [zh] 易错点：同一个位置出现两次是同一枚硬币，不是互相抵消的两枚：异或之前要去重。
# [zh] 另外答案是反的：Yes 表示先手必败。
import sys


def odious(p):
    return 2 * p + (1 if bin(p).count("1") % 2 == 0 else 0)


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        n = int(data[pos])
        heads = set(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        s = 0
        for p in heads:
            s ^= odious(p)
        out.append("Yes" if s == 0 else "No")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
