// [method] nim-product
// [en] Library Checker nim_product_64: T (up to 10^6) lines "A B" with 0 <= A, B < 2^64;
// [en] print the nim-product A (*) B, one a line (time limit 10 s).
// [zh] Library Checker nim_product_64：T（至多 10^6）行 "A B"，0 <= A, B < 2^64；
// [zh] 每行输出 nim 积 A (*) B（时限 10 秒）。
//
// [en] The nim-product is the multiplication of the field of nimbers: it distributes over
// [en] xor, and for a Fermat 2-power X = 2^(2^k), a < X gives a (*) X = a * X and
// [en] X (*) X = X ^ (X / 2). The recursive product below (split around X = 2^h) costs
// [en] about 4^6 steps per pair, too slow for 10^6 pairs. So cut A and B into bytes:
// [en]   A (*) B = xor over i, j of (A_i (*) B_j) (*) (2^(8i) (*) 2^(8j)),
// [en] since A_i (*) 2^(8i) is the ordinary A_i * 2^(8i) (2^(8i) is a product of distinct
// [en] Fermat 2-powers, all above A_i). Precompute the 256 x 256 byte products, and for
// [en] each (i, j) the 256 products c (*) (2^(8i) (*) 2^(8j)): then a pair costs 64 + 64
// [en] table lookups. Read and write with large buffers: 10^6 lines of 20-digit numbers.
// [en] Pitfall: numbers up to 2^64 - 1 overflow long long: read them as unsigned.
// [zh] nim 积是 nimber 域中的乘法：它对异或满足分配律；对费马 2 次幂 X = 2^(2^k)，a < X 时
// [zh] a (*) X = a * X，且 X (*) X = X ^ (X / 2)。下面递归的乘法（按 X = 2^h 拆分）每对约需
// [zh] 4^6 步，10^6 对太慢。所以把 A、B 按字节拆开：
// [zh]   A (*) B = 对所有 i, j 取 (A_i (*) B_j) (*) (2^(8i) (*) 2^(8j)) 的异或和，
// [zh] 因为 A_i (*) 2^(8i) 就是普通乘积 A_i * 2^(8i)（2^(8i) 是几个互不相同、都大于 A_i 的
// [zh] 费马 2 次幂之积）。预先算出 256 x 256 的字节乘积表，以及对每个 (i, j) 的 256 个乘积
// [zh] c (*) (2^(8i) (*) 2^(8j))：于是每对只需 64 + 64 次查表。用大缓冲区读写：10^6 行 20 位的数。
// [zh] 易错点：数可达 2^64 - 1，long long 会溢出：要按无符号数读入。
#include <cstdio>
#include <vector>

typedef unsigned long long u64;

// [en] The nim-product of x and y, both below 2^bits (bits a power of 2, at most 64).
// [zh] x 与 y 的 nim 积，二者都小于 2^bits（bits 为 2 的幂，至多 64）。
u64 nim_mul(u64 x, u64 y, int bits = 64) {
    if (x <= 1 || y <= 1) return x * y;
    int h = bits / 2;
    u64 mask = (1ULL << h) - 1;
    u64 a = x >> h, b = x & mask, c = y >> h, d = y & mask;
    u64 ac = nim_mul(a, c, h), bd = nim_mul(b, d, h);
    u64 high = nim_mul(a ^ b, c ^ d, h) ^ bd;
    u64 low = nim_mul(ac, 1ULL << (h - 1), h) ^ bd;
    return (high << h) ^ low;
}

static unsigned char byte_product[256][256];
static u64 scaled[8][8][256];

static char in_buf[1 << 16];
static size_t in_len = 0, in_pos = 0;

int read_char() {
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return -1;
    }
    return in_buf[in_pos++];
}

u64 read_u64() {
    int c = read_char();
    while (c != -1 && (c < '0' || c > '9')) c = read_char();
    u64 x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = read_char();
    }
    return x;
}

int main() {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) byte_product[a][b] = (unsigned char)nim_mul(a, b, 8);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            u64 base = nim_mul(1ULL << (8 * i), 1ULL << (8 * j));
            // [en] c (*) base is linear in c over xor: build it from the 8 bits of c.
            // [zh] c (*) base 对异或是线性的：由 c 的 8 个二进制位拼出。
            u64 bit[8];
            for (int k = 0; k < 8; k++) bit[k] = nim_mul(1ULL << k, base);
            for (int c = 0; c < 256; c++) {
                u64 v = 0;
                for (int k = 0; k < 8; k++)
                    if (c >> k & 1) v ^= bit[k];
                scaled[i][j][c] = v;
            }
        }
    u64 t = read_u64();
    std::vector<char> out;
    out.reserve(t * 21 + 1);
    char digits[24];
    while (t--) {
        u64 a = read_u64(), b = read_u64(), r = 0;
        for (int i = 0; i < 8; i++) {
            unsigned ai = a >> (8 * i) & 255;
            if (ai == 0) continue;
            for (int j = 0; j < 8; j++) r ^= scaled[i][j][byte_product[ai][b >> (8 * j) & 255]];
        }
        int n = 0;
        do {
            digits[n++] = (char)('0' + r % 10);
            r /= 10;
        } while (r != 0);
        while (n > 0) out.push_back(digits[--n]);
        out.push_back('\n');
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
