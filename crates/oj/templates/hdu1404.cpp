// [method] sg-table
// [en] HDU 1404 (Digital Deletions): a string of 1 to 6 digits, leading zeros allowed. A move
// [en] lowers one digit to any smaller digit, or erases a 0 together with every digit to its
// [en] right; whoever removes the last digit wins. Strings one a line until the end of input;
// [en] print Yes when the first player wins, else No.
// [zh] HDU 1404（Digital Deletions）：一个 1 到 6 位的数字串，可以有前导零。一步把一位数字改成
// [zh] 更小的数字，或者擦去一个 0 和它右边的全部数字；擦去最后一位数字的一方胜。每行一个串，
// [zh] 直到输入结束；先手胜输出 Yes，否则输出 No。
//
// [en] No formula is known, but the game is small: 10 + 100 + ... + 10^6 = 1,111,110 strings.
// [en] Tabulate them all once. Number a string of length L by its value as a number (leading
// [en] zeros kept by L). Every move makes the string smaller in the order (length, number):
// [en] lowering a digit keeps the length and lowers the number, erasing shortens the string.
// [en] So fill the table in that order; a string wins iff one of its moves reaches a losing
// [en] string. The empty string (all digits removed) is lost for the player to move: the
// [en] opponent removed the last digit. Hence every string starting with 0 wins at once.
// [en] Pitfalls: "0" and "00" win (erase from the first 0); "1" loses (its one move leaves
// [en] "0"); read strings as text, never as numbers, or "0020" becomes "20".
// [zh] 没有已知的公式，但游戏很小：10 + 100 + ... + 10^6 = 1,111,110 个串。一次把它们全部打表。
// [zh] 长度为 L 的串用它作为数的值编号（前导零由 L 记住）。每一步都让串在 (长度, 数值) 的顺序
// [zh] 下变小：改小一位数字长度不变、数值变小；擦去则串变短。所以按这个顺序填表；一个串是
// [zh] 必胜的，当且仅当它有一步能到达必败的串。空串（数字全部擦去）对要走的一方是必败：对方
// [zh] 擦去了最后一位。所以以 0 开头的串都能一步获胜。
// [zh] 易错点："0" 和 "00" 必胜（从第一个 0 擦起）；"1" 必败（它唯一的一步留下 "0"）；要按字符串
// [zh] 读入，不能按数读，否则 "0020" 会变成 "20"。
#include <iostream>
#include <string>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int pow10[8] = {1};
    for (int i = 1; i < 8; i++) pow10[i] = pow10[i - 1] * 10;
    // win[L][n]: the string of length L whose digits spell n (with leading zeros).
    std::vector<std::vector<char>> win(7);
    win[0].assign(1, 0);  // the empty string: the player to move has lost
    for (int len = 1; len <= 6; len++) {
        win[len].assign(pow10[len], 0);
        for (int n = 0; n < pow10[len]; n++) {
            bool wins = false;
            for (int i = 0; i < len && !wins; i++) {
                int place = pow10[len - 1 - i];  // weight of the i-th digit from the left
                int digit = n / place % 10;
                // Lower the digit to each smaller one.
                for (int d = 1; d <= digit && !wins; d++) wins = !win[len][n - d * place];
                // Erase this 0 and everything right of it: the prefix of length i remains.
                if (digit == 0 && !win[i][n / (place * 10)]) wins = true;
            }
            win[len][n] = wins;
        }
    }
    std::string s;
    while (std::cin >> s) {
        int n = 0;
        for (char c : s) n = n * 10 + (c - '0');
        std::cout << (win[s.size()][n] ? "Yes" : "No") << '\n';
    }
    return 0;
}
