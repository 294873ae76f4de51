// [method] sg-table
// [also] poj2960
// [en] HDU 1536 = POJ 2960 (S-Nim): Nim where a move takes s stones, s from a set S.
// [en] Each test: "k s1 .. sk" (S, in any order), "m", then m positions "l h1 .. hl";
// [en] a lone 0 ends. Per test one line of m letters: W (first player wins) or L.
// [zh] HDU 1536 = POJ 2960（S-Nim）：一步只能取集合 S 中的某个数 s 个石子的 Nim。
// [zh] 每组："k s1 .. sk"（即 S，顺序任意），"m"，然后 m 个局面 "l h1 .. hl"；单独一个 0 结束。
// [zh] 每组输出一行 m 个字母：W（先手必胜）或 L。
//
// [en] Sprague-Grundy: SG(x) = mex{ SG(x - s) : s in S, s <= x }; a position is the sum of
// [en] its heaps, worth the xor of their values, lost for the player to move iff it is 0.
// [en] Pitfalls: S is not sorted (sort it, or never break out of the loop early); S may
// [en] repeat a value; the table belongs to one test (a new S needs a new table); the
// [en] letters of one test go on one line, not one per position.
// [zh] Sprague-Grundy 定理：SG(x) = mex{ SG(x - s) : s 属于 S，s <= x }；一个局面是各堆之和，
// [zh] 值为各堆值的异或和，为 0 时轮到走的一方必败。
// [zh] 易错点：S 未排序（要排序，否则循环不能提前跳出）；S 中可能有重复的数；表只属于
// [zh] 一组数据（新的 S 要重新建表）；一组数据的字母写在同一行，不是每个局面一行。
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int k;
    while (std::cin >> k && k != 0) {
        std::vector<long long> s(k);
        for (auto &x : s) std::cin >> x;
        std::sort(s.begin(), s.end());
        int m;
        std::cin >> m;
        std::vector<std::vector<long long>> positions(m);
        long long top = 0;
        for (auto &heaps : positions) {
            int l;
            std::cin >> l;
            heaps.resize(l);
            for (auto &h : heaps) {
                std::cin >> h;
                top = std::max(top, h);
            }
        }
        // [en] A value is at most |S|: mex of at most k values.
        // [zh] 值至多为 |S|：至多 k 个值的 mex。
        std::vector<int> sg(top + 1, 0), seen(k + 2, -1);
        for (long long x = 1; x <= top; x++) {
            for (long long step : s) {
                if (step > x) break;
                seen[sg[x - step]] = (int)x;
            }
            int g = 0;
            while (seen[g] == x) g++;
            sg[x] = g;
        }
        std::string line;
        for (auto &heaps : positions) {
            int v = 0;
            for (long long h : heaps) v ^= sg[h];
            line += v != 0 ? 'W' : 'L';
        }
        std::cout << line << '\n';
    }
    return 0;
}
