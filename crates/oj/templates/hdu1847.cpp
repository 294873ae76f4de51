// [method] sg-closed-form
// [en] HDU 1847 (Good Luck in CET-4 Everybody!): n cards; a move takes a power of two
// [en] (1, 2, 4, 8, ...) of them; whoever takes the last card wins; Kiki moves first.
// [en] Numbers n, one a line, until the end of input. Print Kiki when she wins, else Cici.
// [zh] HDU 1847（Good Luck in CET-4 Everybody!）：n 张牌；一步取 2 的幂（1, 2, 4, 8, ...）张；
// [zh] 取走最后一张的一方胜；Kiki 先手。每行一个 n，直到输入结束。Kiki 胜输出 Kiki，否则输出 Cici。
//
// [en] The losing piles are the multiples of 3. No power of two is a multiple of 3, so
// [en] from a multiple of 3 every move leaves a pile that is not; from any other pile,
// [en] taking 1 or 2 (both powers of two) leaves a multiple of 3. A small SG table
// [en] (0, 1, 2, 0, 1, 2, ...) shows the period too; the rule needs no table.
// [en] Pitfall: read until the end of input, there is no count and no end marker.
// [zh] 必败的堆是 3 的倍数。2 的幂都不是 3 的倍数，所以从 3 的倍数出发，每一步留下的都不是；
// [zh] 从其他的堆出发，取 1 或 2 个（都是 2 的幂）就留下 3 的倍数。打一个小的 SG 表
// [zh] （0, 1, 2, 0, 1, 2, ...）也能看出周期；这个规律不需要表。
// [zh] 易错点：读到输入结束，没有组数也没有结束标记。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n;
    while (std::cin >> n) std::cout << (n % 3 != 0 ? "Kiki" : "Cici") << '\n';
    return 0;
}
