// [method] nim-sum
// [en] Luogu P1247: Nim with the winning move. k piles; print "lose", or the move
// [en] "a b" (take a matches from pile b, 1-based, the smallest such b) and the piles after it.
// [zh] 洛谷 P1247：取火柴游戏。k 堆火柴；输出 lose，或者必胜的一步 "a b"（从第 b 堆取 a 根，
// [zh] b 从 1 起，取最小的 b），再输出这一步之后的各堆。
//
// [en] Bouton: the player to move loses exactly when s = a1 ^ a2 ^ ... ^ ak is 0.
// [en] Otherwise a move wins exactly when it leaves xor 0: pile i must become ai ^ s,
// [en] which is legal only when ai ^ s < ai, i.e. when ai has a 1 at the highest bit of s.
// [en] So each pile has at most one winning amount, ai - (ai ^ s); scan from the left.
// [zh] Bouton 定理：s = a1 ^ a2 ^ ... ^ ak 为 0 时轮到走的一方必败。
// [zh] 否则一步必胜当且仅当走后异或和为 0：第 i 堆要变成 ai ^ s，
// [zh] 只有 ai ^ s < ai（即 ai 在 s 的最高位上是 1）时才合法。
// [zh] 所以每堆至多有一种必胜取法，取 ai - (ai ^ s) 根；从左往右找第一堆。
//
// [en] Pitfalls: a pile may be 0 (never the one to take from: 0 ^ s > 0); k is up to
// [en] 500000, so read and write fast, and print the whole row after the move.
// [zh] 易错点：某堆可能是 0（它永远不是要取的那堆：0 ^ s > 0）；k 可达 500000，
// [zh] 要快速读写，并且输出走完之后的整行。
#include <iostream>
#include <string>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int k;
    std::cin >> k;
    std::vector<unsigned long long> a(k);
    unsigned long long s = 0;
    for (auto &x : a) {
        std::cin >> x;
        s ^= x;
    }
    if (s == 0) {
        std::cout << "lose\n";
        return 0;
    }
    for (int i = 0; i < k; i++) {
        if ((a[i] ^ s) < a[i]) {
            unsigned long long take = a[i] - (a[i] ^ s);
            a[i] ^= s;
            std::string out = std::to_string(take) + " " + std::to_string(i + 1) + "\n";
            for (int j = 0; j < k; j++) {
                out += std::to_string(a[j]);
                out += j + 1 < k ? ' ' : '\n';
            }
            std::cout << out;
            return 0;
        }
    }
    return 0;
}
