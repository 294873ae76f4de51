// [method] misere-nim
// [en] Luogu P4279 (Xiao Yuehan's game): misere Nim. T cases, each N piles; whoever takes the last stone
// [en] LOSES. Print John when the first player wins, else Brother.
// [zh] 洛谷 P4279：小约翰的游戏，反 Nim（Anti-Nim）。T 组数据，每组 N 堆；取走最后一个石子的一方输。
// [zh] 先手必胜输出 John，否则输出 Brother。
//
// [en] Let s be the xor of the piles. The player to move wins exactly when
// [en]   - some pile has 2 or more stones and s != 0, or
// [en]   - every pile has at most 1 stone and s == 0 (an even number of 1s).
// [en] Why: while some pile is >= 2, play normal Nim (move to xor 0), except for the move
// [en] that would leave only piles of 0 and 1: then leave an ODD number of 1s instead, by
// [en] cutting the big pile to 0 or 1. The opponent then takes the last 1. With piles of
// [en] 0 and 1 only, the moves are forced and the parity of the 1s decides.
// [en] Pitfall: "s != 0 wins" alone is wrong: all ones with an even count win, odd lose.
// [zh] 设 s 为各堆的异或和。轮到走的一方必胜，当且仅当
// [zh]   - 有一堆至少 2 个且 s != 0，或者
// [zh]   - 每堆至多 1 个且 s == 0（1 的个数为偶数）。
// [zh] 理由：只要还有一堆 >= 2，就按普通 Nim 走（走到异或和 0），只有一种情况例外：
// [zh] 这一步会只剩 0 和 1 的堆时，改为把大堆取成 0 或 1，留下奇数个 1，
// [zh] 对手最后只能取走最后一个。只剩 0 和 1 时，着法是被迫的，由 1 的个数的奇偶决定。
// [zh] 易错点：只看 s != 0 是错的：全是 1 时偶数个必胜，奇数个必败。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int t;
    std::cin >> t;
    while (t--) {
        int n;
        std::cin >> n;
        unsigned long long s = 0;
        bool big = false;
        for (int i = 0; i < n; i++) {
            unsigned long long a;
            std::cin >> a;
            s ^= a;
            if (a > 1) big = true;
        }
        bool first_wins = big ? s != 0 : s == 0;
        std::cout << (first_wins ? "John" : "Brother") << '\n';
    }
    return 0;
}
