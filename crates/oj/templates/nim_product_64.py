# [method] nim-product
# [en] Library Checker nim_product_64: T (up to 10^6) lines "A B" with 0 <= A, B < 2^64;
# [en] print the nim-product A (*) B, one a line (time limit 10 s).
# [zh] Library Checker nim_product_64：T（至多 10^6）行 "A B"，0 <= A, B < 2^64；
# [zh] 每行输出 nim 积 A (*) B（时限 10 秒）。
#
# [en] The nim-product is the multiplication of the field of nimbers: it distributes over
# [en] xor, and for a Fermat 2-power X = 2^(2^k), a < X gives a (*) X = a * X and
# [en] X (*) X = X ^ (X / 2). Cut A and B into bytes:
# [en]   A (*) B = xor over i, j of (A_i (*) B_j) (*) (2^(8i) (*) 2^(8j)),
# [en] since A_i (*) 2^(8i) is the ordinary A_i * 2^(8i). With the byte products and, for
# [en] each (i, j), the 256 products c (*) (2^(8i) (*) 2^(8j)) in tables, a pair costs 64
# [en] lookups of each. Python does some 5 * 10^4 pairs a second this way: enough to read,
# [en] test and adapt, but the C++ template is the one for T = 10^6 within the limit.
# [zh] nim 积是 nimber 域中的乘法：它对异或满足分配律；对费马 2 次幂 X = 2^(2^k)，a < X 时
# [zh] a (*) X = a * X，且 X (*) X = X ^ (X / 2)。把 A、B 按字节拆开：
# [zh]   A (*) B = 对所有 i, j 取 (A_i (*) B_j) (*) (2^(8i) (*) 2^(8j)) 的异或和，
# [zh] 因为 A_i (*) 2^(8i) 就是普通乘积 A_i * 2^(8i)。把字节乘积和每个 (i, j) 的 256 个乘积
# [zh] c (*) (2^(8i) (*) 2^(8j)) 存成表，每对各查 64 次表。Python 这样每秒约算 5 * 10^4 对：
# [zh] 足以阅读、测试和改写，但 T = 10^6 要在时限内完成需用 C++ 模板。
import sys


def nim_mul(x, y, bits=64):
    # [en] The nim-product of x and y, both below 2^bits (bits a power of 2).
    # [zh] x 与 y 的 nim 积，二者都小于 2^bits（bits 为 2 的幂）。
    if x <= 1 or y <= 1:
        return x * y
    h = bits // 2
    mask = (1 << h) - 1
    a, b, c, d = x >> h, x & mask, y >> h, y & mask
    ac, bd = nim_mul(a, c, h), nim_mul(b, d, h)
    high = nim_mul(a ^ b, c ^ d, h) ^ bd
    low = nim_mul(ac, 1 << (h - 1), h) ^ bd
    return (high << h) ^ low


def main():
    byte_product = [[nim_mul(a, b, 8) for b in range(256)] for a in range(256)]
    scaled = []
    for i in range(8):
        row = []
        for j in range(8):
            base = nim_mul(1 << (8 * i), 1 << (8 * j))
            bit = [nim_mul(1 << k, base) for k in range(8)]
            table = [0] * 256
            for c in range(1, 256):
                # [en] Linear in c: the lowest bit's product xor the rest's.
                # [zh] 对 c 是线性的：最低位的积异或其余部分的积。
                low = c & -c
                table[c] = table[c ^ low] ^ bit[low.bit_length() - 1]
            row.append(table)
        scaled.append(row)
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for q in range(t):
        a, b = int(data[1 + 2 * q]), int(data[2 + 2 * q])
        b_bytes = [(b >> (8 * j)) & 255 for j in range(8)]
        r = 0
        for i in range(8):
            ai = (a >> (8 * i)) & 255
            if ai:
                products = byte_product[ai]
                tables = scaled[i]
                for j in range(8):
                    r ^= tables[j][products[b_bytes[j]]]
        out.append(r)
    sys.stdout.write("".join("%d\n" % r for r in out))


main()
