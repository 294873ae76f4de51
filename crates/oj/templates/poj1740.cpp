// [method] pairing
// [en] POJ 1740 (A New Stone Game): n piles; a move takes at least one stone from one pile
// [en] and may hand any of the rest of that pile to other non-empty piles. Blocks "n" and
// [en] n piles, 0 ends. Print 1 when the first player wins, else 0.
// [zh] POJ 1740（A New Stone Game）：n 堆石子；一步从一堆至少取走一个，并可把这堆剩下的任意
// [zh] 多个分给其他非空的堆。每组 "n" 和 n 堆，0 结束。先手必胜输出 1，否则输出 0。
//
// [en] The player to move loses exactly when the piles come in pairs of equal piles (n even,
// [en] and sorted, p0 == p1, p2 == p3, ...). From pairs, a move takes from one pile and
// [en] only adds to others, and it cannot leave pairs again; the opponent answers by
// [en] restoring pairs. From anything else, sort the piles: the largest pile has enough
// [en] stones to even out the others into pairs (the differences between neighbours sum
// [en] to less than it), so one move reaches pairs. Not Nim: the xor is irrelevant here.
// [zh] 轮到走的一方必败，当且仅当各堆能两两配成相等的对（n 为偶数，排序后 p0 == p1、
// [zh] p2 == p3……）。从成对的局面出发，一步只从一堆取、只往别的堆加，不可能再次成对；
// [zh] 对手总能恢复成对。从其他局面出发，把各堆排序：最大的一堆有足够的石子把其余各堆
// [zh] 补成相等的对（相邻两堆之差的和小于它），所以一步就能走到成对的局面。
// [zh] 这不是 Nim：异或和在这里不起作用。
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    while (std::cin >> n && n != 0) {
        std::vector<long long> p(n);
        for (auto &x : p) std::cin >> x;
        std::sort(p.begin(), p.end());
        bool paired = n % 2 == 0;
        for (int i = 0; paired && i < n; i += 2) paired = p[i] == p[i + 1];
        std::cout << (paired ? 0 : 1) << '\n';
    }
    return 0;
}
