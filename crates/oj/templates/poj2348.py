# [method] euclid-quotients
# [also] hdu1525
# [en] POJ 2348 = HDU 1525 (Euclid's Game): two positive numbers; a move subtracts a
# [en] positive multiple of the smaller from the larger, leaving it non-negative; whoever
# [en] reaches 0 wins. Lines "a b", "0 0" ends. Print "Stan wins" (Stan moves first) or
# [en] "Ollie wins".
# [zh] POJ 2348 = HDU 1525（Euclid's Game）：两个正整数；一步从大数中减去小数的正整数倍，
# [zh] 结果不能为负；先得到 0 的一方胜。每行 "a b"，"0 0" 结束。Stan 先走；
# [zh] 输出 "Stan wins" 或 "Ollie wins"。
#
# [en] Follow the Euclidean algorithm. With a >= b and q = a / b: if b divides a, the
# [en] player to move reaches 0 at once. If q >= 2, the player to move chooses between
# [en] (b, a mod b) and (a mod b + b, b), and the second forces the opponent into the
# [en] first: one of the two is lost for the opponent, so q >= 2 wins. If q == 1 the move
# [en] is forced. So the player who meets the first quotient >= 2 (or the last step) wins:
# [en] walk the steps, switching players at each forced one.
# [en] Pitfall: reading "q >= 2" as "q even".
# [zh] 跟着辗转相除走。设 a >= b，q = a / b：若 b 整除 a，轮到走的一方一步就得到 0。若
# [zh] q >= 2，轮到走的一方可以在 (b, a mod b) 与 (a mod b + b, b) 之间选择，而后者逼对手走到
# [zh] 前者：两者之一对对手是必败的，所以 q >= 2 时必胜。若 q == 1，着法是被迫的。所以先遇到
# [zh] 商 >= 2（或最后一步）的一方胜：沿着各步走，每个被迫的一步换一次人。
# [zh] 易错点：把 “q >= 2” 当成 “q 为偶数”。
import sys


def to_move_wins(a, b):
    # [en] Whether the player to move wins from (a, b), both positive.
    # [zh] 从 (a, b)（都为正）出发，轮到走的一方是否必胜。
    mover = True
    while True:
        if a < b:
            a, b = b, a
        if a % b == 0 or a // b >= 2:
            return mover
        a -= b
        mover = not mover


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        out.append("Stan wins" if to_move_wins(a, b) else "Ollie wins")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
