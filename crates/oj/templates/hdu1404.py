# [method] sg-table
# [en] HDU 1404 (Digital Deletions): a string of 1 to 6 digits, leading zeros allowed. A move
# [en] lowers one digit to any smaller digit, or erases a 0 together with every digit to its
# [en] right; whoever removes the last digit wins. Strings one a line until the end of input;
# [en] print Yes when the first player wins, else No.
# [zh] HDU 1404（Digital Deletions）：一个 1 到 6 位的数字串，可以有前导零。一步把一位数字改成
# [zh] 更小的数字，或者擦去一个 0 和它右边的全部数字；擦去最后一位数字的一方胜。每行一个串，
# [zh] 直到输入结束；先手胜输出 Yes，否则输出 No。
#
# [en] Tabulate all 1,111,110 strings, numbering a string of length L by its value (leading
# [en] zeros kept by L). Every move makes a string smaller in the order (length, number), so
# [en] in that order a string is lost iff no earlier lost string is one move away. Checking
# [en] each string's moves is some 3 * 10^7 steps, too slow in Python; so go forwards
# [en] instead: when a string p is found lost, mark won every string with a move to p.
# [en]   - raising one digit of p gives the strings that lower it back to p (at most 54);
# [en]   - p, then a 0, then any digits: erasing that 0 leaves p. For each longer length these
# [en]     strings are one range of numbers, marked with one slice assignment.
# [en] The empty string is lost for the player to move (the opponent removed the last
# [en] digit), so every string starting with 0 wins.
# [en] Pitfall: read strings as text, never as numbers, or "0020" becomes "20".
# [zh] 给全部 1,111,110 个串打表，长度为 L 的串按它作为数的值编号（前导零由 L 记住）。每一步都让
# [zh] 串在 (长度, 数值) 的顺序下变小，所以按这个顺序，一个串是必败的，当且仅当没有更早的必败串
# [zh] 能一步到达。逐个检查每个串的着法大约要 3 * 10^7 步，Python 太慢；所以反过来做：发现一个
# [zh] 必败串 p 时，把所有能一步走到 p 的串标成必胜。
# [zh]   - 把 p 的一位数字改大，得到的串能改小回 p（至多 54 个）；
# [zh]   - p 后面接一个 0 再接任意数字：擦去那个 0 就留下 p。对每个更长的长度，这些串的编号是
# [zh]     一个区间，用一次切片赋值标出。
# [zh] 空串对要走的一方是必败（对方擦去了最后一位），所以以 0 开头的串都必胜。
# [zh] 易错点：要按字符串读入，不能按数读，否则 "0020" 会变成 "20"。
import sys


def main():
    pow10 = [10 ** i for i in range(8)]
    # win[L][n] for the string of length L spelling n; all start unmarked (lost).
    win = [bytearray(pow10[length]) for length in range(7)]

    def lost(length, n):
        # p = (length, n) is lost: mark won every string one move away from it.
        for i in range(length):
            place = pow10[length - 1 - i]
            digit = n // place % 10
            for d in range(1, 10 - digit):
                win[length][n + d * place] = 1
        for longer in range(length + 1, 7):
            # p, a 0, then longer - length - 1 digits of anything.
            low = n * pow10[longer - length]
            high = low + pow10[longer - length - 1]
            win[longer][low:high] = b"\x01" * (high - low)

    lost(0, 0)
    for length in range(1, 7):
        row = win[length]
        n = row.find(0)
        while n != -1:
            lost(length, n)
            n = row.find(0, n + 1)
    out = []
    for token in sys.stdin.buffer.read().split():
        out.append("Yes" if win[len(token)][int(token)] else "No")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
