# [method] sg-closed-form
# [en] AtCoder ABC 368 F (Dividing Game): N numbers A_1 .. A_N (2 <= A_i <= 10^5); a move
# [en] replaces one A_i by a positive divisor of it other than itself; whoever cannot move
# [en] loses; Anna moves first. Input "N" then the N numbers. Print Anna when she wins,
# [en] else Bruno.
# [zh] AtCoder ABC 368 F（Dividing Game）：N 个数 A_1 .. A_N（2 <= A_i <= 10^5）；一步把某个 A_i
# [zh] 换成它的一个不等于它自身的正约数；不能移动的一方输；Anna 先手。输入 "N"，然后 N 个数。
# [zh] Anna 胜输出 Anna，否则输出 Bruno。
#
# [en] The numbers are a sum of games: xor their SG values. Write A = p1 * p2 * ... * pk,
# [en] its prime factors with multiplicity, k = Omega(A). A move keeps a proper sub-multiset
# [en] of these primes: any number 0 .. k-1 of them, and never k. So one number is a Nim
# [en] pile of k stones, SG(A) = Omega(A) (1 is worth 0: it has no move), and Anna wins
# [en] when the xor of the Omega(A_i) is not 0.
# [en] Omega for every number up to the largest A_i comes from the smallest prime factor,
# [en] found by a sieve: Omega(x) = Omega(x / spf(x)) + 1.
# [en] Pitfalls: count the prime factors with multiplicity (8 is worth 3, not 1), not the
# [en] number of divisors; the xor decides, not the sum of the counts.
# [zh] 这些数构成游戏之和：把 SG 值异或。把 A 写成 p1 * p2 * ... * pk，即带重数的素因子，
# [zh] k = Omega(A)。一步留下这些素因子的一个真子集：可以留下 0 .. k-1 个中的任意个数，不能是 k 个。
# [zh] 所以一个数就是 k 个石子的 Nim 堆，SG(A) = Omega(A)（1 的值为 0：它不能走），
# [zh] 各 Omega(A_i) 的异或和不为 0 时 Anna 胜。
# [zh] 最大的 A_i 以内每个数的 Omega 由最小素因子得到，最小素因子预处理一次求出：
# [zh] Omega(x) = Omega(x / spf(x)) + 1。
# [zh] 易错点：素因子要带重数计数（8 的值是 3，不是 1），也不是约数的个数；由异或和决定，不是个数之和。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    top = max(a)
    # [en] spf[x]: the smallest prime factor of x (0 until found); omega as above.
    # [zh] spf[x]：x 的最小素因子（找到之前为 0）；omega 同上。
    spf = [0] * (top + 1)
    omega = [0] * (top + 1)
    for i in range(2, top + 1):
        if spf[i] == 0:
            for j in range(i, top + 1, i):
                if spf[j] == 0:
                    spf[j] = i
        omega[i] = omega[i // spf[i]] + 1
    x = 0
    for v in a:
        x ^= omega[v]
    sys.stdout.write("Anna\n" if x else "Bruno\n")


main()
