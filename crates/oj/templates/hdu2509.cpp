// [method] misere-nim
// [en] HDU 2509 (Be the Winner): rows of apples; a move takes any run of consecutive
// [en] apples from one row (which may split it in two); whoever takes the last apple
// [en] LOSES. Blocks "n" and n rows, until the end of input. Print Yes when the first
// [en] player wins, else No.
// [zh] HDU 2509（Be the Winner）：几行苹果；一步从一行取走连续的若干个（可能把这行分成两行）；
// [zh] 取走最后一个苹果的一方输。每组 "n" 和 n 行，直到输入结束。先手必胜输出 Yes，否则输出 No。
//
// [en] A row of k apples is worth k: taking a run leaves two rows a + b < k, worth a ^ b,
// [en] which is never k (a ^ b <= a + b), while taking from an end reaches every value
// [en] below k. And under misere play the rows behave as misere Nim's piles: the player to
// [en] move wins exactly when some row has 2 or more apples and the xor is not 0, or every
// [en] row has at most 1 and the xor is 0 (an even number of single apples). A strategy:
// [en] play Nim until the move that would leave only rows of 1, then leave an odd number.
// [en] Pitfall: answering by "xor != 0" alone, as in normal play.
// [zh] 一行 k 个苹果值为 k：取走中间一段剩下两行 a + b < k，值为 a ^ b，永远不等于 k
// [zh] （a ^ b <= a + b），而从一端取可以到达小于 k 的每个值。在反常规则下，各行就像反 Nim
// [zh] 的堆：轮到走的一方必胜，当且仅当有一行至少 2 个且异或和不为 0，或者每行至多 1 个且
// [zh] 异或和为 0（单个苹果的行数为偶数）。策略：按 Nim 走，直到某一步会只剩 1 个的行时，
// [zh] 改为留下奇数行。易错点：像正常规则那样只看异或和是否为 0。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    while (std::cin >> n) {
        unsigned long long s = 0;
        bool big = false;
        for (int i = 0; i < n; i++) {
            unsigned long long a;
            std::cin >> a;
            s ^= a;
            if (a > 1) big = true;
        }
        bool first_wins = big ? s != 0 : s == 0;
        std::cout << (first_wins ? "Yes" : "No") << '\n';
    }
    return 0;
}
