// [method] sg-closed-form
// [en] HDU 1846 (Brave Game): one pile of n; a move takes 1 to m stones; whoever takes the
// [en] last stone wins. C cases, each "n m". Print first when the first player wins, else second.
// [zh] HDU 1846（Brave Game）：一堆 n 个石子；一步取 1 到 m 个；取走最后一个的一方胜。
// [zh] C 组数据，每组 "n m"。先手必胜输出 first，否则输出 second。
//
// [en] Bash's game. The losing piles are the multiples of m + 1: from one, any take of 1 to
// [en] m leaves a pile that is not; from any other pile, take n mod (m + 1) and leave one.
// [en] (In Sprague-Grundy terms the pile is worth n mod (m + 1).)
// [en] Pitfall: the period is m + 1, not m; no table or search is needed.
// [zh] 巴什博弈。必败的堆是 m + 1 的倍数：从这样的堆取 1 到 m 个，留下的都不是；从其他的堆
// [zh] 取 n mod (m + 1) 个，就留下一个。（用 Sprague-Grundy 定理说，这一堆的值是 n mod (m + 1)。）
// [zh] 易错点：周期是 m + 1 而不是 m；不需要打表或搜索。
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int c;
    std::cin >> c;
    for (int i = 0; i < c; i++) {
        long long n, m;
        std::cin >> n >> m;
        std::cout << (n % (m + 1) != 0 ? "first" : "second") << '\n';
    }
    return 0;
}
