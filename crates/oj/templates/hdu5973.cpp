// [method] wythoff-beatty
// [en] HDU 5973 (Game of Taking Stones): Wythoff's game with piles up to 10^100. Lines "a b"
// [en] until the end of input; print 1 when the first player wins, else 0.
// [zh] HDU 5973（Game of Taking Stones）：威佐夫博弈，每堆至多 10^100。每行 "a b"，直到输入结束；
// [zh] 先手必胜输出 1，否则输出 0。
//
// [en] A move takes any number from one pile, or the same number from both. The losing
// [en] positions (a <= b) are (a_k, a_k + k) with a_k = floor(k * phi), phi = (1 + sqrt 5) / 2:
// [en] each difference k appears once, and {a_k} and {a_k + k} split the positive integers
// [en] (Beatty's theorem), so no losing position reaches another, and every other position
// [en] reaches one. So with a <= b and k = b - a, the player to move loses iff a == a_k.
// [en] For k > 0, k * phi is irrational, so a == floor(k * phi) iff a < k * phi < a + 1, that is
// [en] 2a - k < k * sqrt 5 < 2a + 2 - k, and squaring (both sides compared as non-negative):
// [en] (2a - k)^2 < 5 k^2 (or 2a < k) and 5 k^2 < (2a + 2 - k)^2 (with 2a + 2 > k).
// [en] For k = 0 the pair loses iff a == 0. Only additions, subtractions, products and
// [en] comparisons of integers of about 200 digits: a few lines of big integers.
// [en] Pitfall: long double or a hard-coded phi of 20 digits is wrong here: the test needs about
// [en] 100 correct digits of k * phi; a double phi is already off by one for k near 10^9.
// [zh] 一步从一堆取任意个，或从两堆取同样多个。必败局面（a <= b）是 (a_k, a_k + k)，
// [zh] 其中 a_k = floor(k * phi)，phi = (1 + sqrt 5) / 2：每个差 k 恰好出现一次，{a_k} 与
// [zh] {a_k + k} 恰好划分全体正整数（Beatty 定理），所以必败局面之间互相到达不了，而其他
// [zh] 局面都能一步走到某个必败局面。于是设 a <= b、k = b - a，轮到走的一方必败当且仅当 a == a_k。
// [zh] k > 0 时 k * phi 是无理数，所以 a == floor(k * phi) 当且仅当 a < k * phi < a + 1，即
// [zh] 2a - k < k * sqrt 5 < 2a + 2 - k，两边平方（都是非负数时比较）：
// [zh] (2a - k)^2 < 5 k^2（或 2a < k），并且 5 k^2 < (2a + 2 - k)^2（且 2a + 2 > k）。
// [zh] k = 0 时当且仅当 a == 0 必败。只需要约 200 位整数的加、减、乘和比较：几行大整数代码。
// [zh] 易错点：long double 或写死 20 位的 phi 在这里是错的：需要 k * phi 约 100 位正确数字；
// [zh] double 的 phi 在 k 接近 10^9 时就会差 1。
#include <iostream>
#include <string>
#include <vector>

typedef long long ll;
// [en] 9 decimal digits a limb, least significant first.
// [zh] 每一节 9 位十进制数字，低位在前。
const ll BASE = 1000000000;

typedef std::vector<ll> Big;

Big parse(const std::string &s) {
    Big r;
    for (int end = (int)s.size(); end > 0; end -= 9) {
        int begin = end >= 9 ? end - 9 : 0;
        r.push_back(std::stoll(s.substr(begin, end - begin)));
    }
    while (r.size() > 1 && r.back() == 0) r.pop_back();
    return r;
}

void trim(Big &a) {
    while (a.size() > 1 && a.back() == 0) a.pop_back();
}

int cmp(const Big &a, const Big &b) {
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    for (int i = (int)a.size() - 1; i >= 0; i--)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

Big add(const Big &a, const Big &b) {
    Big r(std::max(a.size(), b.size()) + 1, 0);
    ll carry = 0;
    for (size_t i = 0; i < r.size(); i++) {
        ll v = carry + (i < a.size() ? a[i] : 0) + (i < b.size() ? b[i] : 0);
        r[i] = v % BASE;
        carry = v / BASE;
    }
    trim(r);
    return r;
}

// [en] a - b, with a >= b.
// [zh] a - b，要求 a >= b。
Big sub(const Big &a, const Big &b) {
    Big r(a);
    ll borrow = 0;
    for (size_t i = 0; i < r.size(); i++) {
        r[i] -= borrow + (i < b.size() ? b[i] : 0);
        borrow = r[i] < 0;
        if (borrow) r[i] += BASE;
    }
    trim(r);
    return r;
}

Big mul(const Big &a, const Big &b) {
    std::vector<unsigned long long> t(a.size() + b.size() + 1, 0);
    for (size_t i = 0; i < a.size(); i++) {
        unsigned long long carry = 0;
        for (size_t j = 0; j < b.size() || carry; j++) {
            unsigned long long v = t[i + j] + carry + (j < b.size() ? (unsigned long long)a[i] * b[j] : 0);
            t[i + j] = v % BASE;
            carry = v / BASE;
        }
    }
    Big r(t.begin(), t.end());
    trim(r);
    return r;
}

bool is_zero(const Big &a) { return a.size() == 1 && a[0] == 0; }

bool first_player_wins(Big a, Big b) {
    if (cmp(a, b) > 0) std::swap(a, b);
    Big k = sub(b, a);
    if (is_zero(k)) return !is_zero(a);
    Big five_k2 = mul(Big(1, 5), mul(k, k));
    Big two_a = add(a, a);
    // [en] Lower bound: 2a - k < k * sqrt 5.
    // [zh] 下界：2a - k < k * sqrt 5。
    if (cmp(two_a, k) >= 0) {
        Big d = sub(two_a, k);
        if (cmp(mul(d, d), five_k2) >= 0) return true;
    }
    // [en] Upper bound: k * sqrt 5 < 2a + 2 - k.
    // [zh] 上界：k * sqrt 5 < 2a + 2 - k。
    Big top = add(two_a, Big(1, 2));
    if (cmp(top, k) <= 0) return true;
    Big e = sub(top, k);
    return cmp(five_k2, mul(e, e)) >= 0;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::string a, b;
    while (std::cin >> a >> b) std::cout << (first_player_wins(parse(a), parse(b)) ? 1 : 0) << '\n';
    return 0;
}
