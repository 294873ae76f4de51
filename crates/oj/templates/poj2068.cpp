// [method] win-table
// [en] POJ 2068 (Nim): 2n players sit round a table, players 1, 3, 5, ... in our team and
// [en] 2, 4, 6, ... in the other, and move in that order, round and round, on one heap of S
// [en] stones; player i takes 1 .. Mi stones; whoever takes the last stone LOSES.
// [en] Lines "n S M1 .. M2n", a lone 0 ends. Print 1 when our team (player 1 moves first)
// [en] wins, else 0.
// [zh] POJ 2068（Nim）：2n 个人围成一圈坐，1、3、5、... 号是一方，2、4、6、... 号是另一方，按这个
// [zh] 顺序一圈圈轮流从一堆 S 个石子中取；第 i 个人一次取 1 .. Mi 个；取走最后一个石子的一方输。
// [zh] 每行 "n S M1 .. M2n"，单独一个 0 结束。1 号（先手）这一方胜输出 1，否则输出 0。
//
// [en] Not a sum of games and no xor: the players differ, so the position is the pair
// [en] (stones left s, player to move i), and the table is filled by the definition of a
// [en] winning position. win[s][i] says whether the team of player i wins from there.
// [en]   win[0][i] = true: the player before i took the last stone, and lost;
// [en]   win[s][i] = some take t, 1 <= t <= min(Mi, s), with win[s - t][i + 1] false
// [en]               (players i and i + 1 are always of different teams).
// [en] Taking the last stone (t = s) reaches win[0][i + 1] = true, a loss, as the rule says.
// [en] The answer is win[S][0]. S <= 2^13, 2n <= 20 and Mi <= 16: 2.6 million steps a line.
// [en] Pitfalls: win[0][i] is true here, not false as in normal play; the player after
// [en] the last of the 2n is player 1 again; the two teams alternate round the table, so
// [en] "the next player" is always an opponent, even though the next takes differ.
// [zh] 这不是游戏之和，也不用异或：每个人能取的数不同，局面是二元组（剩下的石子数 s，轮到的人 i），
// [zh] 按必胜局面的定义算出整张表。win[s][i] 表示从这个局面出发 i 所在的一方是否胜。
// [zh]   win[0][i] = true：i 之前的那个人取走了最后一个石子，他输了；
// [zh]   win[s][i] = 存在一步取 t 个，1 <= t <= min(Mi, s)，使 win[s - t][i + 1] 为 false
// [zh]               （i 和 i + 1 总是不同的两方）。
// [zh] 取走最后一个石子（t = s）走到 win[0][i + 1] = true，是输的，正如规则所说。
// [zh] 答案是 win[S][0]。S <= 2^13，2n <= 20，Mi <= 16：每行约 2.6 * 10^6 步。
// [zh] 易错点：这里 win[0][i] 为 true，不是正常规则下的 false；2n 个人中最后一个之后又轮到 1 号；
// [zh] 两方围成一圈交替坐，所以下一个人总是对方，尽管每个人能取的数不同。
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    while (std::cin >> n && n != 0) {
        int stones, players = 2 * n;
        std::cin >> stones;
        std::vector<int> take(players);
        for (auto &m : take) std::cin >> m;
        std::vector<std::vector<char>> win(stones + 1, std::vector<char>(players, 0));
        for (int i = 0; i < players; i++) win[0][i] = 1;
        for (int s = 1; s <= stones; s++)
            for (int i = 0; i < players; i++) {
                int next = (i + 1) % players, most = std::min(take[i], s);
                for (int t = 1; t <= most && !win[s][i]; t++)
                    if (!win[s - t][next]) win[s][i] = 1;
            }
        std::cout << (win[stones][0] ? 1 : 0) << '\n';
    }
    return 0;
}
