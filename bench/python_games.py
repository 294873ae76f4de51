"""A game defined in Python, solved through grundy, against a plain memoized
Python search and against pycgt, side by side in one run; and grundy.seq
against the same two for Kayles and Grundy's game.

Run by bench/python.sh (which makes the virtual environment); or by hand:
    python bench/python_games.py [--quick]
Every solver's values are checked against the others' before any time is
reported. Times are the median of REPS runs, each from an empty memo.
"""

from __future__ import annotations

import platform
import statistics
import sys
import time

import grundy
import pycgt

QUICK = "--quick" in sys.argv
REPS = 3 if QUICK else 5


def kayles_moves(rows):
    out = []
    for i, n in enumerate(rows):
        rest = rows[:i] + rows[i + 1 :]
        for take in (1, 2):
            for left in range(n - take + 1):
                parts = tuple(r for r in (left, n - take - left) if r > 0)
                out.append(tuple(sorted(rest + parts)))
    return out


def grundys_moves(rows):
    out = []
    for i, n in enumerate(rows):
        rest = rows[:i] + rows[i + 1 :]
        for a in range(1, (n + 1) // 2):
            out.append(tuple(sorted(rest + (a, n - a))))
    return out


class Rows:
    """The game as a grundy user writes it: moves, and rows falling apart."""

    def __init__(self, moves):
        self.moves = moves

    def components(self, rows):
        return [(r,) for r in rows] if len(rows) > 1 else None


def plain_python(moves, heaps):
    """A memoized Python search with the same split into rows."""
    memo = {(): 0}

    def value(rows):
        if len(rows) > 1:
            x = 0
            for r in rows:
                x ^= value((r,))
            return x
        if rows in memo:
            return memo[rows]
        seen = {value(m) for m in moves(rows)}
        g = 0
        while g in seen:
            g += 1
        memo[rows] = g
        return g

    sys.setrecursionlimit(100000)
    return [value((n,) if n else ()) for n in heaps], len(memo)


def through_grundy(moves, heaps):
    solver = grundy.Solver(Rows(moves))
    return [solver.grundy((n,) if n else ()) for n in heaps], solver.positions_evaluated


def through_pycgt(moves, heaps):
    """pycgt has no Kayles nor Grundy's game: the game is built from the same
    moves as canonical forms (impartial, so Left's options are Right's)."""
    memo = {}

    def form(rows):
        if len(rows) > 1:
            total = pycgt.ZERO
            for r in rows:
                total = pycgt.add(total, form((r,)))
            return total
        if rows in memo:
            return memo[rows]
        options = [form(m) for m in moves(rows)] if rows else []
        g = pycgt.game(options, options)
        memo[rows] = g
        return g

    sys.setrecursionlimit(100000)
    values = []
    for n in heaps:
        g = form((n,) if n else ())
        # A canonical impartial form is a nimber: read its value back.
        values.append(next(k for k in range(4 * len(heaps) + 8) if g == pycgt.nimber(k)))
    return values, len(memo)


def timed(f, *args):
    times = []
    result = None
    for _ in range(REPS):
        start = time.perf_counter()
        result = f(*args)
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def row(name, seconds, positions, heaps, base):
    # Heaps per second: the same count for every solver (each memoizes a
    # different set of positions, so their counts are shown, not divided).
    print(f"| {name} | {seconds:.4f} | {positions} | {heaps / seconds:,.0f} | {base / seconds:.2f}× |")


def main():
    print(f"python {platform.python_version()}, grundy {grundy.__version__}, pycgt {pycgt.__version__}")
    print(f"machine: {platform.machine()}, {platform.processor() or 'cpu'}; median of {REPS} runs")
    games = [("Kayles", kayles_moves, 60 if QUICK else 120, 30 if QUICK else 40),
             ("Grundy's game", grundys_moves, 60 if QUICK else 120, 30 if QUICK else 40)]
    for title, moves, n, pycgt_n in games:
        heaps = list(range(n + 1))
        print(f"\n### {title} defined in Python, every heap to {n}")
        print("| solver | median s | positions memoized | heaps/s | speed vs plain Python |")
        print("|---|---:|---:|---:|---:|")
        t_plain, (v_plain, p_plain) = timed(plain_python, moves, heaps)
        t_grundy, (v_grundy, p_grundy) = timed(through_grundy, moves, heaps)
        assert v_plain == v_grundy, title
        row("plain memoized Python", t_plain, p_plain, len(heaps), t_plain)
        row("grundy.Solver", t_grundy, p_grundy, len(heaps), t_plain)
        small = list(range(pycgt_n + 1))
        t_small, (v_small, p_small) = timed(plain_python, moves, small)
        t_pycgt, (v_pycgt, p_pycgt) = timed(through_pycgt, moves, small)
        t_gsmall, (v_gsmall, p_gsmall) = timed(through_grundy, moves, small)
        assert v_pycgt == v_small == v_gsmall, title
        print(f"\nevery heap to {pycgt_n}, with pycgt:\n")
        print("| solver | median s | positions memoized | heaps/s | speed vs pycgt |")
        print("|---|---:|---:|---:|---:|")
        row("pycgt (canonical forms)", t_pycgt, p_pycgt, len(small), t_pycgt)
        row("plain memoized Python", t_small, p_small, len(small), t_pycgt)
        row("grundy.Solver", t_gsmall, p_gsmall, len(small), t_pycgt)
    print("\n### grundy.seq, the built-in games")
    print("| game | up to | grundy.seq s | plain Python s | ratio |")
    print("|---|---:|---:|---:|---:|")
    for spec, moves, n in [("kayles", kayles_moves, 120 if QUICK else 120), ("grundys-game", grundys_moves, 120)]:
        heaps = list(range(n + 1))
        t_seq, s = timed(grundy.seq, spec, n)
        t_plain, (v_plain, _) = timed(plain_python, moves, heaps)
        assert s.values == v_plain, spec
        print(f"| {spec} | {n} | {t_seq:.5f} | {t_plain:.4f} | {t_plain / t_seq:,.0f}× |")
    for spec, n in [("kayles", 1_000_000), ("grundys-game", 100_000)]:
        t_seq, s = timed(grundy.seq, spec, n)
        print(f"| {spec} | {n} | {t_seq:.4f} | — | — |")


main()
