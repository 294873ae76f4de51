# [method] nim-sum
# [en] Luogu P1247: Nim with the winning move. k piles; print "lose", or the move
# [en] "a b" (take a matches from pile b, 1-based, the smallest such b) and the piles after it.
# [zh] 洛谷 P1247：取火柴游戏。k 堆火柴；输出 lose，或者必胜的一步 "a b"（从第 b 堆取 a 根，
# [zh] b 从 1 起，取最小的 b），再输出这一步之后的各堆。
#
# [en] Bouton: the player to move loses exactly when s = a1 ^ a2 ^ ... ^ ak is 0.
# [en] Otherwise a move wins exactly when it leaves xor 0: pile i must become ai ^ s,
# [en] which is legal only when ai ^ s < ai, i.e. when ai has a 1 at the highest bit of s.
# [en] So each pile has at most one winning amount, ai - (ai ^ s); scan from the left.
# [zh] Bouton 定理：s = a1 ^ a2 ^ ... ^ ak 为 0 时轮到走的一方必败。
# [zh] 否则一步必胜当且仅当走后异或和为 0：第 i 堆要变成 ai ^ s，
# [zh] 只有 ai ^ s < ai（即 ai 在 s 的最高位上是 1）时才合法。
# [zh] 所以每堆至多有一种必胜取法，取 ai - (ai ^ s) 根；从左往右找第一堆。
#
# [en] Pitfalls: a pile may be 0 (never the one to take from: 0 ^ s > 0); k is up to
# [en] 500000, so read everything at once and print the row as one string.
# [zh] 易错点：某堆可能是 0（它永远不是要取的那堆：0 ^ s > 0）；k 可达 500000，
# [zh] 所以一次读入全部，并把整行拼成一个字符串输出。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    a = list(map(int, data[1:1 + k]))
    s = 0
    for x in a:
        s ^= x
    if s == 0:
        print("lose")
        return
    for i, x in enumerate(a):
        if x ^ s < x:
            a[i] = x ^ s
            print(x - (x ^ s), i + 1)
            print(" ".join(map(str, a)))
            return


main()
