# [method] nim-product
# [en] HDU 3404 (Switch lights): Turning Corners. A move picks a light (x, y) that is on
# [en] and x' < x, y' < y, and switches the four corners (x, y), (x', y), (x, y'), (x', y')
# [en] of that rectangle. T cases of n lights "x y" that are on; print "Have a try,
# [en] lxhgww." when the first player wins, else "Don't waste your time.".
# [zh] HDU 3404（Switch lights）：即 Turning Corners。一步选一盏亮着的灯 (x, y) 和 x' < x、
# [zh] y' < y，切换矩形四个角 (x, y)、(x', y)、(x, y')、(x', y') 的状态。T 组数据，每组 n 盏
# [zh] 亮着的灯 "x y"；先手必胜输出 "Have a try, lxhgww."，否则输出 "Don't waste your time."。
#
# [en] A coin-turning game in two dimensions is the product of two one-dimensional ones
# [en] (the Tartan theorem): here both are "turn two coins", worth x and y, so a light is
# [en] worth the nim-product x (*) y, and the position the xor of its lights' products.
# [en] The nim-product below splits each number into halves of h bits around X = 2^h, a
# [en] Fermat 2-power, where X (*) X = X ^ (X / 2):
# [en]   (aX + b)(cX + d) = ((a^b)(c^d) ^ bd) X  ^  (ac (*) X/2) ^ bd.
# [en] Pitfalls: the ordinary product x * y is wrong (8 (*) 8 = 13, not 64); a light on
# [en] row or column 0 is worth 0; the input lists the lights that are on, so a light
# [en] listed twice is one light, not two that cancel (the judge's data has none).
# [zh] 二维的翻硬币游戏是两个一维游戏的乘积（Tartan 定理）：这里两个都是“翻两枚硬币”，值为
# [zh] x 和 y，所以一盏灯的值是 nim 积 x (*) y，局面的值是各盏灯的积的异或和。下面的 nim 积
# [zh] 把每个数按 X = 2^h（费马 2 次幂）分成高低两半，其中 X (*) X = X ^ (X / 2)：
# [zh]   (aX + b)(cX + d) = ((a^b)(c^d) ^ bd) X  ^  (ac (*) X/2) ^ bd。
# [zh] 易错点：普通乘积 x * y 是错的（8 (*) 8 = 13，不是 64）；第 0 行或第 0 列上的灯值为 0；
# [zh] 输入列出的是亮着的灯，同一盏灯列出两次仍是一盏，不会互相抵消（评测数据中没有这种情况）。
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def nim_mul(x, y, bits=64):
    # [en] The nim-product of x and y, both below 2^bits (bits a power of 2); any size
    # [en] works by starting from a large enough power of 2.
    # [zh] x 与 y 的 nim 积，二者都小于 2^bits（bits 为 2 的幂）；从足够大的 2 的幂开始，
    # [zh] 任意大小都可以。
    if x <= 1 or y <= 1:
        return x * y
    while (x | y) >> (bits // 2) == 0:
        bits //= 2
    h = bits // 2
    mask = (1 << h) - 1
    a, b, c, d = x >> h, x & mask, y >> h, y & mask
    ac, bd = nim_mul(a, c, h), nim_mul(b, d, h)
    high = nim_mul(a ^ b, c ^ d, h) ^ bd
    low = nim_mul(ac, 1 << (h - 1), h) ^ bd
    return (high << h) ^ low


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        lights = {(int(data[pos + 2 * i]), int(data[pos + 2 * i + 1])) for i in range(n)}
        pos += 2 * n
        s = 0
        for x, y in lights:
            bits = 64
            while (x | y) >> bits:
                bits *= 2
            s ^= nim_mul(x, y, bits)
        out.append("Have a try, lxhgww." if s else "Don't waste your time.")
    sys.stdout.write("".join(line + "\n" for line in out))


main()
