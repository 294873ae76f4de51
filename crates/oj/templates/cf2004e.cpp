// [method] sg-sieve
// [en] Codeforces 2004E (Not a Nim Problem): piles of stones; a move takes y > 0 stones
// [en] from a pile of x where gcd(x, y) = 1; whoever cannot move loses; Alice moves first.
// [en] Input "t", then per case "n" and n piles (1 <= a <= 10^7, n <= 3 * 10^5 over all
// [en] cases). Per case print Alice when she wins, else Bob.
// [zh] Codeforces 2004E（Not a Nim Problem）：若干堆石子；一步从 x 个石子的堆中取 y > 0 个，
// [zh] 要求 gcd(x, y) = 1；不能移动的一方输；Alice 先手。输入 "t"，然后每组 "n" 和 n 堆
// [zh] （1 <= a <= 10^7，所有组的 n 之和 <= 3 * 10^5）。每组 Alice 胜输出 Alice，否则输出 Bob。
//
// [en] The piles are a sum of games: xor their SG values. Counting 2 as the 1st prime,
// [en] 3 the 2nd, 5 the 3rd, ...:
// [en]   SG(x) = 0 for an even x (0 too), SG(1) = 1, and for an odd x > 1 whose smallest
// [en]   prime factor is the k-th prime, SG(x) = k (a prime p is worth its own index).
// [en] Why, by induction on x:
// [en]   even x: y must be odd, so every move leaves an odd pile, worth more than 0: SG 0.
// [en]   odd x, p its smallest prime factor: taking 1 leaves an even pile (value 0), taking
// [en]   x - 1 leaves 1 (value 1), and for every odd prime q smaller than p, taking x - q
// [en]   is allowed (gcd(x, x - q) = gcd(x, q) = 1, as q does not divide x) and leaves q:
// [en]   all of 0 .. k-1 are reached. Value k is not: the piles worth k are the odd ones
// [en]   with smallest prime factor p, and if p divides x and x - y, it divides y.
// [en] One linear sieve to 10^7 gives, for every x, the index of its smallest prime
// [en] factor: each composite is marked once, by its smallest prime.
// [en] Pitfalls: 3 is worth 2, not 1 (2 counts among the primes though even piles are
// [en] worth 0); an odd composite takes the index of its SMALLEST prime factor (9 and
// [en] 15 are worth 2, like 3); sieve once for all t cases, not per case; read fast.
// [zh] 各堆构成游戏之和：把 SG 值异或。把 2 算作第 1 个素数，3 是第 2 个，5 是第 3 个，...：
// [zh]   偶数 x（包括 0）的 SG(x) = 0，SG(1) = 1，奇数 x > 1 的最小素因子是第 k 个素数时
// [zh]   SG(x) = k（素数 p 的值就是它自己的编号）。
// [zh] 理由（对 x 归纳）：
// [zh]   偶数 x：y 必须是奇数，所以每一步都留下奇数堆，它们的值都大于 0：SG 为 0。
// [zh]   奇数 x：设 p 是 x 的最小素因子。取 1 个留下偶数堆（值 0），取 x - 1 个留下 1（值 1），
// [zh]   对每个小于 p 的奇素数 q，取 x - q 个是允许的（gcd(x, x - q) = gcd(x, q) = 1，因为 q 不整除
// [zh]   x），留下 q：0 .. k-1 都能到达。k 到达不了：值为 k 的堆是最小素因子为 p 的奇数，而 p 整除
// [zh]   x 和 x - y 时也整除 y。
// [zh] 一次到 10^7 的线性时间的预处理（linear sieve）对每个 x 求出它最小素因子的编号：每个合数只被
// [zh] 它的最小素因子标记一次。
// [zh] 易错点：3 的值是 2，不是 1（尽管偶数堆的值是 0，2 仍算作一个素数）；奇合数取它最小素因子的
// [zh] 编号（9 和 15 的值都是 2，和 3 一样）；所有 t 组只预处理一次，不要每组都做；读入要快。
#include <cstdio>
#include <vector>

// [en] Reads one nonnegative number.
// [zh] 读一个非负整数。
static int read() {
    int c = getchar();
    while (c != EOF && (c < '0' || c > '9')) c = getchar();
    int x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = getchar();
    }
    return x;
}

int main() {
    const int MAX = 10000000;
    // [en] index[x]: the index of the smallest prime factor of x (2 is 1, 3 is 2, ...).
    // [zh] index[x]：x 的最小素因子的编号（2 是 1，3 是 2，...）。
    std::vector<int> index(MAX + 1, 0), primes;
    for (int i = 2; i <= MAX; i++) {
        if (index[i] == 0) {
            primes.push_back(i);
            index[i] = (int)primes.size();
        }
        // [en] i times every prime up to its smallest factor: that prime is the product's.
        // [zh] i 乘以不超过它最小素因子的每个素数：这个素数就是乘积的最小素因子。
        for (int j = 0; j < index[i] && (long long)primes[j] * i <= MAX; j++)
            index[primes[j] * i] = j + 1;
    }
    int t = read();
    while (t--) {
        int n = read(), x = 0;
        for (int i = 0; i < n; i++) {
            int a = read();
            x ^= a == 1 ? 1 : a % 2 == 0 ? 0 : index[a];
        }
        puts(x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
