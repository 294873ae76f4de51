# [method] parity-rule
# [en] HDU 1079 (Calendar Game): a date between 1900-01-01 and 2001-11-04; a move goes to
# [en] the next day, or to the same day of the next month when that date exists (not
# [en] 31 January -> 31 February). Whoever reaches 2001-11-04 wins; a move past it loses.
# [en] "T", then T lines "YYYY MM DD". Per date print YES (the first player wins) or NO.
# [zh] HDU 1079（Calendar Game）：1900-01-01 到 2001-11-04 之间的一个 YYYY-MM-DD；一步走到
# [zh] 下一个 YYYY-MM-DD（DD 加 1，到了 MM 的最后就进到下个 MM 的 01），或者 MM 加 1 而 DD
# [zh] 不变（要存在：01-31 不能走到 02-31）。先到 2001-11-04 的一方胜，走过它的一方输。
# [zh] "T"，然后 T 行 "YYYY MM DD"。每行输出 YES（先手必胜）或 NO。
#
# [en] Look at the parity of month + day. "Same day, next month" always changes it (the
# [en] month goes up by 1, or from 12 to 1). "Next day" changes it too (the day goes up
# [en] by 1), except at the end of a month of even length, where the day falls from 30
# [en] (or 28) to 1: 30 April, 30 June, 28 February of a common year (all even), and
# [en] 30 September, 30 November (both odd: 9 + 30 -> 10 + 1, 11 + 30 -> 12 + 1).
# [en] The target's 11 + 4 = 15 is odd. Claim: the player to move wins exactly when
# [en] month + day is even, or on 30 September and 30 November. By induction backwards
# [en] from the target:
# [en]   an odd date other than those two: every move makes the sum even, a won date
# [en]   for the opponent (or goes past the target and loses);
# [en]   an even date: some move reaches an odd date other than those two, lost for
# [en]   the opponent. The next day does, except where it keeps the sum (30 April, 30
# [en]   June, 28 February) or lands on 30 September or 30 November (from the 29th);
# [en]   there the next month does (30 May, 30 July, 28 March, 29 October, 29 December);
# [en]   30 September and 30 November: move to 1 October or 1 December, odd and lost.
# [en] The year plays no part. A DP backwards over all 37198 dates gives the same answers.
# [en] Pitfalls: "month + day even" alone is wrong on 30 September and 30 November;
# [en] 30 April and 30 June are not exceptions (even, and won by the next month); the
# [en] target itself is already lost for the player to move (NO; 15 is odd).
# [zh] 看 MM + DD 的奇偶性。“MM 加 1”总会改变它（MM 加 1，或者从 12 变成 1）。“下一个”
# [zh] 也会改变它（DD 加 1），只有在 MM 的最后一个 DD 是偶数时例外，DD 从 30（或 28）变成 1：
# [zh] 04-30、06-30、平年的 02-28（和都是偶数），以及 09-30、11-30（和都是奇数：
# [zh] 9 + 30 -> 10 + 1，11 + 30 -> 12 + 1）。目标的 11 + 4 = 15 是奇数。
# [zh] 结论：MM + DD 为偶数，或者是 09-30、11-30 时，轮到走的一方必胜。从目标往回归纳：
# [zh]   除这两个外的奇数：每一步都使和变成偶数，是对手的必胜局面（或者走过目标直接输）；
# [zh]   偶数：有一步走到不是这两个的奇数，对手必败。走“下一个”就可以，除非它不改变
# [zh]   奇偶性（04-30、06-30、02-28），或者落在 09-30、11-30 上（从 29）；这时走
# [zh]   “MM 加 1”（05-30、07-30、03-28、10-29、12-29）；
# [zh]   09-30 和 11-30：走到 10-01 或 12-01，奇数，对手必败。
# [zh] YYYY 不起作用。对全部 37198 个局面从后往前 DP，答案也一样。
# [zh] 易错点：只看“MM + DD 为偶数”在 09-30 和 11-30 会错；04-30 和 06-30 不是例外
# [zh] （偶数，走“MM 加 1”就胜）；目标本身轮到走的一方已经输了（NO；15 是奇数）。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        month, day = int(data[2 + 3 * i]), int(data[3 + 3 * i])
        wins = (month + day) % 2 == 0 or (day == 30 and month in (9, 11))
        out.append("YES" if wins else "NO")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
