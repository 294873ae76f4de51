# [method] sg-table
# [also] poj2960
# [en] HDU 1536 = POJ 2960 (S-Nim): Nim where a move takes s stones, s from a set S.
# [en] Each test: "k s1 .. sk" (S, in any order), "m", then m positions "l h1 .. hl";
# [en] a lone 0 ends. Per test one line of m letters: W (first player wins) or L.
# [zh] HDU 1536 = POJ 2960（S-Nim）：一步只能取集合 S 中的某个数 s 个石子的 Nim。
# [zh] 每组："k s1 .. sk"（即 S，顺序任意），"m"，然后 m 个局面 "l h1 .. hl"；单独一个 0 结束。
# [zh] 每组输出一行 m 个字母：W（先手必胜）或 L。
#
# [en] Sprague-Grundy: SG(x) = mex{ SG(x - s) : s in S, s <= x }; a position is the sum of
# [en] its heaps, worth the xor of their values, lost for the player to move iff it is 0.
# [en] Pitfalls: S is not sorted and may repeat a value; the table belongs to one test (a
# [en] new S needs a new table); the letters of one test go on one line.
# [zh] Sprague-Grundy 定理：SG(x) = mex{ SG(x - s) : s 属于 S，s <= x }；一个局面是各堆之和，
# [zh] 值为各堆值的异或和，为 0 时轮到走的一方必败。
# [zh] 易错点：S 未排序，也可能有重复的数；表只属于一组数据（新的 S 要重新建表）；
# [zh] 一组数据的字母写在同一行。
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        k = int(data[pos])
        pos += 1
        if k == 0:
            break
        s = sorted(set(map(int, data[pos:pos + k])))
        pos += k
        m = int(data[pos])
        pos += 1
        positions = []
        for _ in range(m):
            l = int(data[pos])
            positions.append(list(map(int, data[pos + 1:pos + 1 + l])))
            pos += 1 + l
        top = max((max(h) for h in positions if h), default=0)
        sg = [0] * (top + 1)
        for x in range(1, top + 1):
            reached = set()
            for step in s:
                if step > x:
                    break
                reached.add(sg[x - step])
            g = 0
            while g in reached:
                g += 1
            sg[x] = g
        line = []
        for heaps in positions:
            v = 0
            for h in heaps:
                v ^= sg[h]
            line.append("W" if v else "L")
        out.append("".join(line))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
