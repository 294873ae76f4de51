#!/usr/bin/env python3
"""A random directed graph in grundy's graph format (docs/graph.md).

    python3 bench/graph_gen.py KIND VERTICES EDGES SEED > FILE

KIND is `acyclic` (each edge from a smaller index to a larger one, the file
declaring `acyclic`, which grundy checks) or `cyclic` (both ends uniform,
but every fifth vertex, 0, 5, 10, ..., is a dead end: no edge leaves it, so
that positions are won and lost as well as drawn).
Vertices are written by index; two tokens on vertices 0 and 1 close the file.
"""

import random
import sys


def main():
    kind, n, m, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    out = sys.stdout
    if kind == "acyclic":
        out.write("acyclic\n")
    out.write(f"vertices {n}\n")
    batch = []
    randrange = rng.randrange
    for _ in range(m):
        a = randrange(n)
        b = randrange(n)
        if kind == "cyclic" and a % 5 == 0 and n > 1:
            a = a + 1 if a + 1 < n else a - 1
        if kind == "acyclic":
            if a == b:
                b = (a + 1) % n
            if a > b:
                a, b = b, a
        batch.append(f"{a} -> {b}\n")
        if len(batch) == 1 << 16:
            out.write("".join(batch))
            batch.clear()
    out.write("".join(batch))
    out.write("token 0 1\n" if n > 1 else "token 0\n")


if __name__ == "__main__":
    main()
