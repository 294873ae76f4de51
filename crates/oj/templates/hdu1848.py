# [method] sg-table
# [en] HDU 1848 (Fibonacci again and again): three piles m, n, p; a move takes a Fibonacci
# [en] number (1, 2, 3, 5, 8, ...) of stones from one pile. Lines "m n p", "0 0 0" ends.
# [en] Print Fibo when the first player wins, else Nacci.
# [zh] HDU 1848（Fibonacci again and again）：三堆 m、n、p；一步从一堆取斐波那契数
# [zh] （1, 2, 3, 5, 8, ...）个石子。每行 "m n p"，"0 0 0" 结束。先手必胜输出 Fibo，否则输出 Nacci。
#
# [en] Sprague-Grundy: one pile of x is worth SG(x) = mex{ SG(x - f) : f Fibonacci, f <= x },
# [en] the least value no move reaches; a sum of games is worth the xor of the values, and
# [en] the player to move loses exactly when that xor is 0 (a pile of value g acts as a Nim
# [en] pile of g: it reaches every smaller value, and no move keeps the value).
# [en] Pitfalls: the Fibonacci numbers start 1, 2 (1 twice adds nothing); the table is
# [en] built once, up to the largest pile read, not once per line.
# [zh] Sprague-Grundy 定理：一堆 x 的值为 SG(x) = mex{ SG(x - f) : f 为斐波那契数，f <= x }，
# [zh] 即一步到达不了的最小值；游戏之和的值是各部分的异或和，异或和为 0 时轮到走的一方必败
# [zh] （值为 g 的一堆就像 Nim 的 g 个石子：能走到每个更小的值，而走不到与自己相同的值）。
# [zh] 易错点：斐波那契数从 1, 2 开始（两个 1 没有区别）；表只建一次，建到读到的最大一堆，
# [zh] 而不是每行重建。
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    cases = []
    for i in range(0, len(data) - 2, 3):
        if data[i] == data[i + 1] == data[i + 2] == 0:
            break
        cases.append(data[i:i + 3])
    top = max((max(c) for c in cases), default=0)
    fib = [1, 2]
    while fib[-1] <= top:
        fib.append(fib[-1] + fib[-2])
    sg = [0] * (top + 1)
    for x in range(1, top + 1):
        reached = {sg[x - f] for f in fib if f <= x}
        g = 0
        while g in reached:
            g += 1
        sg[x] = g
    out = ["Fibo" if sg[m] ^ sg[n] ^ sg[p] else "Nacci" for m, n, p in cases]
    sys.stdout.write("".join(line + "\n" for line in out))


main()
