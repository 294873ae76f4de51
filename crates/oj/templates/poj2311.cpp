// [method] sg-table
// [en] POJ 2311 (Cutting Game): a sheet of W x H squares; a move cuts one sheet along a
// [en] grid line into two; whoever first cuts off a 1 x 1 piece wins. Lines "W H"
// [en] (2 <= W, H <= 200) until the end of input; print WIN or LOSE for the first player.
// [zh] POJ 2311（Cutting Game）：一张 W x H 的方格纸；一步沿格线把一张纸剪成两张；先剪出
// [zh] 1 x 1 小块的一方胜。每行 "W H"（2 <= W, H <= 200），直到输入结束；先手胜输出 WIN，否则 LOSE。
//
// [en] Nobody ever cuts off a strip of width 1: from a 1 x k strip the opponent cuts off a
// [en] 1 x 1 at once. So restrict the moves to cuts leaving both sides at least 2 wide; a
// [en] sheet with no such cut (2 x 2, 2 x 3, 3 x 2) is lost for the player to move, which
// [en] is exactly the normal-play rule "no move, you lose". The sheets are then a sum:
// [en]   SG(w, h) = mex of SG(i, h) ^ SG(w - i, h), 2 <= i <= w - 2,
// [en]             and of SG(w, j) ^ SG(w, h - j), 2 <= j <= h - 2.
// [en] Pitfall: allowing cuts at 1 makes every sheet a win and the table meaningless.
// [zh] 没有人会剪下宽为 1 的一条：对手可以立刻从 1 x k 的纸条上剪下一个 1 x 1。所以只考虑
// [zh] 两边宽度都至少为 2 的剪法；没有这种剪法的纸（2 x 2、2 x 3、3 x 2）轮到走的一方必败，
// [zh] 这正是正常规则“无棋可走者负”。于是各张纸构成游戏之和：
// [zh]   SG(w, h) = 对 2 <= i <= w - 2 取 SG(i, h) ^ SG(w - i, h)，
// [zh]             对 2 <= j <= h - 2 取 SG(w, j) ^ SG(w, h - j)，这些值的 mex。
// [zh] 易错点：允许剪出宽为 1 的一条，会让每张纸都是先手胜，表就失去了意义。
#include <iostream>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    const int N = 200;
    std::vector<std::vector<int>> sg(N + 1, std::vector<int>(N + 1, 0));
    // [en] A value is at most the number of moves (< 400), so a xor of two is below 512.
    // [zh] 值不超过着法数（< 400），所以两个值的异或小于 512。
    std::vector<int> seen(1024, -1);
    for (int w = 2; w <= N; w++)
        for (int h = 2; h <= N; h++) {
            int mark = w * (N + 1) + h;
            for (int i = 2; i <= w - 2; i++) seen[sg[i][h] ^ sg[w - i][h]] = mark;
            for (int j = 2; j <= h - 2; j++) seen[sg[w][j] ^ sg[w][h - j]] = mark;
            int g = 0;
            while (seen[g] == mark) g++;
            sg[w][h] = g;
        }
    int w, h;
    while (std::cin >> w >> h) std::cout << (sg[w][h] != 0 ? "WIN" : "LOSE") << '\n';
    return 0;
}
