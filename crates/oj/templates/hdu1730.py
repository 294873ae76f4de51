# [method] nim-sum
# [en] HDU 1730 (Northcott Game): n rows, in each a piece of each player; a move slides
# [en] one's own piece along its row, never onto or over the other piece. Blocks "n m"
# [en] then n lines "Ti Ji" (the columns of the first and the second player's pieces),
# [en] until the end of input. Print "I WIN!" when the first player wins, else "BAD LUCK!".
# [zh] HDU 1730（Northcott Game）：n 行，每行双方各一枚棋子；一步沿行移动自己的棋子，不能
# [zh] 踩上或越过对方的棋子。每组 "n m"，接着 n 行 "Ti Ji"（先手和后手棋子所在的列），
# [zh] 直到输入结束。先手必胜输出 "I WIN!"，否则输出 "BAD LUCK!"。
#
# [en] The empty squares between the two pieces of a row, |Ti - Ji| - 1, are a Nim pile:
# [en] moving toward the other piece shrinks it by any amount, as in Nim. Moving away
# [en] grows it, but the opponent simply follows by the same distance, restoring the gap,
# [en] and pieces cannot retreat forever (the board ends), so growing never helps. The
# [en] game is Nim on the gaps: the xor decides.
# [zh] 每行两枚棋子之间的空格数 |Ti - Ji| - 1 就是一堆 Nim：向对方移动可以让它减少任意多，
# [zh] 和 Nim 一样。向后移动会让它变大，但对手只要跟上同样的距离就恢复原样，而棋子不能
# [zh] 无限后退（棋盘有边），所以变大没有用。于是这就是空格数上的 Nim：看异或和。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos + 1 < len(data):
        n = int(data[pos])
        pos += 2
        s = 0
        for _ in range(n):
            s ^= abs(int(data[pos]) - int(data[pos + 1])) - 1
            pos += 2
        out.append("I WIN!" if s else "BAD LUCK!")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
