"""The Python package against the command line and against searches.

Every analysis must give the fields ``grundy … --json`` prints for the same
position; the command line is found by ``GRUNDY_BIN``, else in the
workspace's ``target/``. Under CI a missing binary fails the test rather
than skipping it.
"""

from __future__ import annotations

import doctest
import json
import os
import pathlib
import subprocess
import sys

import pytest

import grundy

# The messages these tests read are the English ones, whatever the locale of
# the machine they run on; the Chinese ones are tested by name.
grundy.set_language("en")

ROOT = pathlib.Path(__file__).resolve().parents[3]


def cli() -> str:
    named = os.environ.get("GRUNDY_BIN")
    if named:
        return named
    for profile in ("debug", "release"):
        path = ROOT / "target" / profile / "grundy"
        if path.exists():
            return str(path)
    if os.environ.get("CI"):
        pytest.fail("the grundy binary is needed: set GRUNDY_BIN or build it")
    pytest.skip("the grundy binary is not built (cargo build), nor named by GRUNDY_BIN")


def cli_json(*args: str) -> dict:
    out = subprocess.run([cli(), *args, "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


BIG = 2**100 + 12345

# (name, the Python call, the command line's arguments)
AGAINST_CLI = [
    ("nim won", lambda: grundy.nim([3, 5, 7]), ["nim", "3", "5", "7"]),
    ("nim lost", lambda: grundy.nim([1, 2, 3]), ["nim", "1", "2", "3"]),
    ("nim empty pile", lambda: grundy.nim([0]), ["nim", "0"]),
    ("nim huge", lambda: grundy.nim([BIG, 7, 2**64]), ["nim", str(BIG), "7", str(2**64)]),
    ("nim explained", lambda: grundy.nim([3, 5, 7], explain=True), ["nim", "3", "5", "7", "--explain"]),
    ("misere all ones", lambda: grundy.misere_nim([1, 1, 1]), ["misere", "1", "1", "1"]),
    ("misere", lambda: grundy.misere_nim([3, 5, 1]), ["misere", "3", "5", "1"]),
    ("misere explained", lambda: grundy.misere_nim([4, 1], explain=True), ["misere", "4", "1", "--explain"]),
    ("moore", lambda: grundy.moore([3, 5, 6], 2), ["moore", "-k", "2", "3", "5", "6"]),
    ("teams", lambda: grundy.teams(97, [8, 7, 6, 5, 4, 3]), ["teams", "97", "8", "7", "6", "5", "4", "3"]),
    ("teams lost", lambda: grundy.teams(101, [4, 4], explain=True), ["teams", "101", "4", "4", "--explain"]),
    ("quotient", lambda: grundy.quotient("kayles"), ["quotient", "kayles"]),
    ("quotient partial", lambda: grundy.quotient("0.07", heaps=12), ["quotient", "0.07", "--heaps", "12"]),
    ("quotient tame", lambda: grundy.quotient("0.31"), ["quotient", "0.31"]),
    ("moore lost", lambda: grundy.moore([3, 3, 3], 2), ["moore", "-k", "2", "3", "3", "3"]),
    ("moore big k", lambda: grundy.moore([4, 4, 9], BIG, explain=True), ["moore", "-k", str(BIG), "4", "4", "9", "--explain"]),
    ("bounded", lambda: grundy.bounded([10, 12, 7], 3), ["bounded", "-k", "3", "10", "12", "7"]),
    ("bounded per pile", lambda: grundy.bounded([10, 12, 7], [3, 2, 5]), ["bounded", "10/3", "12/2", "7/5"]),
    ("bounded huge", lambda: grundy.bounded([BIG, 5], 4), ["bounded", "-k", "4", str(BIG), "5"]),
    ("staircase", lambda: grundy.staircase([3, 0, 5]), ["staircase", "3", "0", "5"]),
    ("staircase explained", lambda: grundy.staircase([1, 4, 3, 2], explain=True), ["staircase", "1", "4", "3", "2", "--explain"]),
    ("staircase huge", lambda: grundy.staircase([BIG, 1, BIG]), ["staircase", str(BIG), "1", str(BIG)]),
    ("chips", lambda: grundy.chips([1, 5, 6, 7, 9]), ["chips", "1", "5", "6", "7", "9"]),
    ("chips explained", lambda: grundy.chips([2, 3, 10], explain=True), ["chips", "2", "3", "10", "--explain"]),
    ("wythoff", lambda: grundy.wythoff(4, 6), ["wythoff", "4", "6"]),
    ("wythoff lost", lambda: grundy.wythoff(3, 5), ["wythoff", "3", "5"]),
    ("wythoff huge", lambda: grundy.wythoff(BIG, 3), ["wythoff", str(BIG), "3"]),
    ("wythoff explained", lambda: grundy.wythoff(10, 12, explain=True), ["wythoff", "10", "12", "--explain"]),
    ("wythoff table", lambda: {"game": "wythoff", "table": {"size": 30, "grundy": grundy.wythoff_table(30)}}, ["wythoff", "--table", "30"]),
    (
        "wythoff p-positions",
        lambda: {"game": "wythoff", "p_positions": [p.to_dict() for p in grundy.wythoff_p_positions(0, 50)]},
        ["wythoff", "--p-position", "0..50"],
    ),
    (
        "wythoff p-positions huge",
        lambda: {"game": "wythoff", "p_positions": [p.to_dict() for p in grundy.wythoff_p_positions(BIG, BIG + 3)]},
        ["wythoff", "--p-position", f"{BIG}..{BIG + 3}"],
    ),
    ("two-pile wythoff", lambda: grundy.two_pile("one,both", size=40), ["two-pile", "one,both", "--size", "40"]),
    (
        "two-pile table",
        lambda: grundy.two_pile("one[..3],both<2", size=25, table=True),
        ["two-pile", "one[..3],both<2", "--size", "25", "--table"],
    ),
    ("fib", lambda: grundy.fib(100), ["fib", "100"]),
    ("fib lost", lambda: grundy.fib(89), ["fib", "89"]),
    ("k-fold", lambda: grundy.fib(1000, k=3), ["fib", "1000", "-k", "3"]),
    ("k-fold allowance", lambda: grundy.fib(50, k=4, allowance=7), ["fib", "50", "-k", "4", "--allowance", "7"]),
    ("fib huge", lambda: grundy.fib(BIG), ["fib", str(BIG)]),
    ("northcott", lambda: grundy.northcott(6, [(4, 5), (1, 3), (1, 2)]), ["northcott", "-m", "6", "4:5", "1:3", "1:2"]),
    ("northcott lost", lambda: grundy.northcott(8, [(2, 5), (7, 4)]), ["northcott", "-m", "8", "2:5", "7:4"]),
    (
        "northcott huge",
        lambda: grundy.northcott(BIG, [(1, BIG), (5, 1)]),
        ["northcott", "-m", str(BIG), f"1:{BIG}", "5:1"],
    ),
    ("new stone", lambda: grundy.new_stone([2, 1, 3]), ["new-stone", "2", "1", "3"]),
    ("new stone pairs", lambda: grundy.new_stone([5, 5, 3, 3]), ["new-stone", "5", "5", "3", "3"]),
    ("new stone seven", lambda: grundy.new_stone([1, 2, 3, 4, 5, 6, 7]), ["new-stone", *"1234567"]),
    ("seq kayles", lambda: grundy.seq("kayles", up_to=200), ["seq", "kayles", "--up-to", "200"]),
    ("seq dawson", lambda: grundy.seq("0.07", up_to=300), ["seq", "0.07", "--up-to", "300"]),
    ("seq grundy", lambda: grundy.seq("grundys-game", up_to=500), ["seq", "grundys-game", "--up-to", "500"]),
    ("seq subtraction", lambda: grundy.seq("sub:1,3,4", up_to=50), ["seq", "sub:1,3,4", "--up-to", "50"]),
    ("seq take-or-split", lambda: grundy.seq("8.333…", up_to=40), ["seq", "8.333…", "--up-to", "40"]),
    ("sum", lambda: grundy.sum("nim=3", "kayles=4"), ["sum", "nim=3", "kayles=4"]),
    (
        "sum of families",
        lambda: grundy.sum("wythoff=3,6", "circle=7", "euclid=34,12", "staircase=1,4,3"),
        ["sum", "wythoff=3,6", "circle=7", "euclid=34,12", "staircase=1,4,3"],
    ),
    ("sum huge", lambda: grundy.sum(f"nim={BIG}", "nim=5"), ["sum", f"nim={BIG}", "nim=5"]),
    ("sum lost", lambda: grundy.sum("nim=3", "nim=3"), ["sum", "nim=3", "nim=3"]),
    (
        "misere sum by genus",
        lambda: grundy.sum("kayles=4", "nim=2", misere=True),
        ["sum", "--misere", "kayles=4", "nim=2"],
    ),
    (
        "misere sum by the quotient",
        lambda: grundy.sum("kayles=1000000000", "kayles=7", misere=True),
        ["sum", "--misere", "kayles=1000000000", "kayles=7"],
    ),
    (
        "misere sum by the quotient, grouped",
        lambda: grundy.sum("0.75=1000000", "0.75=2,3", misere=True),
        ["sum", "--misere", "0.75=1000000", "0.75=2,3"],
    ),
    (
        "sum of the newest families",
        lambda: grundy.sum("hackenbush=1-2,2-3,3-1,3-4,4-5", "take-or-split:3=7", "funny-stones=1,0,1"),
        ["sum", "hackenbush=1-2,2-3,3-1,3-4,4-5", "take-or-split:3=7", "funny-stones=1,0,1"],
    ),
    (
        "hackenbush",
        lambda: grundy.hackenbush("1-2,2-3,3-1", "1-2,2-3"),
        ["hackenbush", "1-2,2-3,3-1", "1-2,2-3"],
    ),
    ("hackenbush lost", lambda: grundy.hackenbush("1-2,2-3,3-1", "1-2"), ["hackenbush", "1-2,2-3,3-1", "1-2"]),
    ("hackenbush fallen", lambda: grundy.hackenbush("1-2,3-4,2-5,5-2"), ["hackenbush", "1-2,3-4,2-5,5-2"]),
    (
        "hackenbush root",
        lambda: grundy.hackenbush("0-1,1-2,2-0,2-3,3-4", "0-1", root=0),
        ["hackenbush", "0-1,1-2,2-0,2-3,3-4", "0-1", "--root", "0"],
    ),
    ("coins mock", lambda: grundy.coins("mock", [1, 4, 6]), ["coins", "mock", "1", "4", "6"]),
    ("coins faces", lambda: grundy.coins("mock", "THHTTH"), ["coins", "mock", "THHTTH"]),
    ("coins text", lambda: grundy.coins("ruler", "3,10,12"), ["coins", "ruler", "3", "10", "12"]),
    ("coins board", lambda: grundy.coins("corners", [(2, 3), (4, 1)]), ["coins", "corners", "2:3", "4:1"]),
    ("coins code", lambda: grundy.coins("1-3", [2, 5, 9]), ["coins", "1-3", "2", "5", "9"]),
    ("coins no heads", lambda: grundy.coins("turtles"), ["coins", "turtles"]),
]


def cli_json_of(text: str, *args: str) -> dict:
    """``grundy … --json`` with ``text`` on standard input."""
    out = subprocess.run(
        [cli(), *args, "--json"], input=text, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)


def run_cli(*args: str) -> str:
    return subprocess.run([cli(), *args], capture_output=True, text=True, check=True).stdout


# (name, the table as Python gives it, the text the command line reads)
PATTERNS = [
    ("kayles", lambda: run_cli("seq", "kayles", "--up-to", "200"), lambda: run_cli("seq", "kayles", "--up-to", "200")),
    ("dawson list", lambda: grundy.seq("0.07", up_to=300).values, lambda: " ".join(map(str, grundy.seq("0.07", up_to=300).values))),
    ("seq text", lambda: run_cli("seq", "0.07", "--up-to", "300", "--csv"), lambda: run_cli("seq", "0.07", "--up-to", "300", "--csv")),
    ("wythoff rows", lambda: grundy.wythoff_table(30), lambda: run_cli("wythoff", "--table", "30")),
    ("two-pile text", lambda: run_cli("two-pile", "one,both<3", "--size", "60"), lambda: run_cli("two-pile", "one,both<3", "--size", "60")),
    ("marks", lambda: [["P", "N", "N"], ["N", "N", "P"], ["N", "P", "N"]], lambda: "P N N\nN N P\nN P N\n"),
    ("no period", lambda: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], lambda: "3 1 4 1 5 9 2 6 5 3 5"),
]


@pytest.mark.parametrize("name,table,text", PATTERNS, ids=[p[0] for p in PATTERNS])
def test_patterns_are_the_command_lines(name, table, text):
    assert grundy.pattern(table()).to_dict() == cli_json_of(text(), "pattern", "-")


GRAPHS = [
    ("acyclic", "vertex a b c d\na -> b c\nb -> c d\nc -> d\ntoken a b b\n", []),
    ("lost", "vertex a b c\na -> b\nb -> c\ntoken a\n", []),
    ("no tokens", "vertices 4\n0 -> 1 2\n1 -> 3\n", []),
    ("one token draw", "vertex a b c\na -> b\nb -> a c\ntoken a\n", []),
    ("generalised draw", "vertex a b c\na -> a b\nb -> c\ntoken a c\n", []),
    ("generalised win", "# a loop with an exit\nvertex a b c\na -> a b\nb -> c\ntoken a b\n", []),
    ("generalised asked", "vertex a b\na -> a b\ntoken a\n", ["--generalised"]),
]


@pytest.mark.parametrize("name,text,flags", GRAPHS, ids=[g[0] for g in GRAPHS])
def test_graphs_are_the_command_lines(name, text, flags):
    got = grundy.graph(text, generalised="--generalised" in flags).to_dict()
    assert got == cli_json_of(text, "graph", "-", *flags)


RESEARCH = [("0.6", 2**18), ("0.07", 10**6), ("grundys-game", 5000), ("0.16", 3000)]


@pytest.mark.parametrize("game,to", RESEARCH, ids=[g for g, _ in RESEARCH])
def test_research_runs_are_the_command_lines(game, to):
    # Everything but the time it took.
    got = grundy.research(game, to).to_dict()
    expected = cli_json("research", game, "--to", str(to))
    assert isinstance(got.pop("seconds"), float) and expected.pop("seconds") >= 0
    assert got == expected


@pytest.mark.parametrize("name,call,args", AGAINST_CLI, ids=[c[0] for c in AGAINST_CLI])
def test_every_analysis_is_the_command_lines_json(name, call, args):
    got = call()
    assert (got.to_dict() if isinstance(got, grundy.Record) else got) == cli_json(*args)


NIMBER = [
    ("add", lambda: grundy.nim_add(3, 5, 7), ["add", "3", "5", "7"], "result"),
    ("mul", lambda: grundy.nim_mul(3, 5, 7), ["mul", "3", "5", "7"], "result"),
    ("mul huge", lambda: grundy.nim_mul(BIG, 2**64 + 3), ["mul", str(BIG), str(2**64 + 3)], "result"),
    ("inv", lambda: grundy.nim_inv(12345), ["inv", "12345"], "result"),
    ("sqrt", lambda: grundy.nim_sqrt(BIG), ["sqrt", str(BIG)], "result"),
    ("pow", lambda: grundy.nim_pow(7, 1000), ["pow", "7", "1000"], "result"),
    ("solve", lambda: list(grundy.nim_solve(3, 5)), ["solve", "3", "5"], "roots"),
    ("log", lambda: grundy.nim_log(2, 3), ["log", "2", "3"], "result"),
]


@pytest.mark.parametrize("name,call,args,field", NIMBER, ids=[n[0] for n in NIMBER])
def test_nimber_arithmetic_is_the_command_lines(name, call, args, field):
    assert call() == cli_json("nimber", *args)[field]


def test_nimbers_form_a_field():
    for a in range(1, 64):
        assert grundy.nim_mul(a, grundy.nim_inv(a)) == 1
        assert grundy.nim_mul(grundy.nim_sqrt(a), grundy.nim_sqrt(a)) == a
    with pytest.raises(ZeroDivisionError, match="0 has no inverse"):
        grundy.nim_inv(0)


def test_judge_answers_are_the_command_lines():
    text = "3\n3 6 9\n"
    out = subprocess.run([cli(), "oj", "p1247"], input=text, capture_output=True, text=True, check=True)
    assert grundy.oj("p1247", text) == out.stdout


class Kayles:
    """Kayles from its rules: knock down one pin or two adjacent ones of a
    row; a position is a sorted tuple of rows, which fall apart."""

    def moves(self, rows):
        if not rows:
            return []
        (n,) = rows
        out = []
        for take in (1, 2):
            for left in range(n - take + 1):
                right = n - take - left
                out.append(tuple(sorted(r for r in (left, right) if r > 0)))
        return out

    def components(self, rows):
        return [(r,) for r in rows] if len(rows) > 1 else None


def test_kayles_defined_in_python_is_the_built_in_one_to_heap_200():
    built_in = grundy.seq("kayles", up_to=200).values
    solver = grundy.Solver(Kayles())
    assert [solver.grundy((n,) if n else ()) for n in range(201)] == built_in
    # Sums of rows are split by `components` and valued as the xor.
    assert solver.grundy((3, 4, 10)) == built_in[3] ^ built_in[4] ^ built_in[10]


def test_winning_moves_are_exactly_those_to_lost_positions():
    solver = grundy.Solver(Kayles())
    for n in range(1, 40):
        expected = []
        for m in Kayles().moves((n,)):
            if solver.grundy(m) == 0 and m not in expected:
                expected.append(m)
        assert solver.winning_moves((n,)) == expected, n


def test_big_integers_round_trip():
    a = grundy.nim([BIG, BIG + 1, 2**200])
    assert a.position == [BIG, BIG + 1, 2**200]
    assert a.grundy == BIG ^ (BIG + 1) ^ 2**200
    for m in a.moves:
        after = list(a.position)
        after[m.pile - 1] = m.to
        assert m.position == after
        assert after[0] ^ after[1] ^ after[2] == 0

    class Halving:
        def moves(self, n):
            return [n // 2] if n else []

    solver = grundy.Solver(Halving())
    assert solver.grundy(2**300) == 1  # 301 moves to 0: an odd number
    assert solver.winning_moves(2**300) == [2**299]


class Boom(Exception):
    pass


def test_an_exception_in_moves_comes_back_as_itself_and_the_solver_goes_on():
    class Fragile:
        def moves(self, n):
            if n == 3:
                raise Boom("no moves from 3")
            return list(range(n))

    solver = grundy.Solver(Fragile())
    with pytest.raises(Boom, match="no moves from 3") as caught:
        solver.grundy(10)
    # The traceback reaches into the user's code.
    assert any(entry.name == "moves" for entry in caught.traceback)
    # Nothing computed on the way is kept: positions below 3 still work,
    # and the solver keeps no value resting on the failed search.
    assert solver.grundy(2) == 2
    with pytest.raises(Boom):
        solver.grundy(5)


@pytest.mark.parametrize(
    "moves,error",
    [
        (lambda self, n: 5, TypeError),
        (lambda self, n: [[1, 2]] if n else [], TypeError),  # a list is unhashable
        (lambda self, n: [n], ValueError),  # a cycle
    ],
    ids=["not iterable", "unhashable position", "cycle"],
)
def test_bad_games_are_refused_with_the_reason(moves, error):
    game = type("Game", (), {"moves": moves})()
    with pytest.raises(error):
        grundy.Solver(game).grundy(1)


def test_a_game_without_moves_is_refused():
    with pytest.raises(TypeError, match="moves"):
        grundy.Solver(object())


def test_a_search_past_its_limit_says_so():
    class Line:
        def moves(self, n):
            return [n - 1] if n else []

    with pytest.raises(grundy.SearchLimitExceeded, match="more than 100 positions"):
        grundy.Solver(Line(), limit=100).grundy(1000)
    assert grundy.Solver(Line(), limit=2000).grundy(1000) == 0


def test_misere_play_matches_misere_nim():
    class Nim:
        def moves(self, piles):
            return [
                tuple(sorted(piles[:i] + (k,) + piles[i + 1 :]))
                for i, p in enumerate(piles)
                for k in range(p)
            ]

    solver = grundy.Solver(Nim(), misere=True)
    for piles in [(1,), (1, 1), (1, 1, 1), (2, 2), (3, 1), (2, 3, 4), (1, 1, 2), (0, 0)]:
        assert solver.wins(piles) == grundy.misere_nim(piles).first_player_wins, piles
    with pytest.raises(ValueError, match="normal play"):
        solver.grundy((1,))


@pytest.mark.parametrize(
    "call,error,message",
    [
        (lambda: grundy.nim([3, -1]), ValueError, "pile 2 cannot be negative, found -1"),
        (lambda: grundy.nim([3, True]), TypeError, "pile 2 must be an int \\(0 or more, of any size\\), found bool True"),
        (lambda: grundy.nim([3, "4"]), TypeError, "pile 2 must be an int \\(0 or more, of any size\\), found str '4'"),
        (lambda: grundy.nim(7), TypeError, "as a list"),
        (lambda: grundy.seq("chess", up_to=10), ValueError, 'unknown game "chess"'),
        (lambda: grundy.sum("nim=3", "chess=3"), ValueError, 'component 2 \\("chess=3"\\)'),
        (lambda: grundy.oj("p9999", ""), ValueError, 'unknown judge problem "p9999"'),
        (lambda: grundy.two_pile("one,wythoff"), ValueError, 'unknown move kind "wythoff"'),
        (lambda: grundy.research("sub:1,2", 100), ValueError, "sub:1,2"),
        (lambda: grundy.northcott(6, [(4, 7)]), ValueError, "off the board"),
        (lambda: grundy.northcott(6, [(4,)]), TypeError, "row 1 must be a pair"),
        (lambda: grundy.new_stone([]), ValueError, "at least one pile"),
        (lambda: grundy.bounded([3, 4], [1]), ValueError, "2 piles but 1 bounds"),
        (lambda: grundy.bounded([3, 4], 0), ValueError, "must be at least 1"),
        (lambda: grundy.moore([3, 4], 0), ValueError, "k must be at least 1"),
        (lambda: grundy.chips([3, 3]), ValueError, "both on cell 3"),
        (lambda: grundy.research("0.6", 2**40), ValueError, "--disk"),
        (lambda: grundy.two_pile("one", size=5000), ValueError, "at most 1024"),
        (lambda: grundy.wythoff_table(10000), ValueError, "at most 8192"),
        (lambda: grundy.oj("p1247", "2\n1 x\n"), ValueError, "line 2, column 3"),
        (lambda: grundy.hackenbush(), ValueError, "give the graphs"),
        (lambda: grundy.hackenbush("1-2", "1-x"), ValueError, 'graph 2, column 3: "x" is not a vertex'),
        (lambda: grundy.coins("nope", [1]), ValueError, 'turning code "nope"'),
        (lambda: grundy.coins("mock", 3), TypeError, "give the heads as a text"),
        (lambda: grundy.coins("corners", [1]), ValueError, "coins:corners=1"),
        (lambda: grundy.pattern([]), ValueError, "the table is empty"),
        (lambda: grundy.graph("vertex a\nb -> a\n"), ValueError, "line 2"),
        (lambda: grundy.pattern(7), TypeError, "give the table as a text"),
        (lambda: grundy.pattern([[1, 2], [3]]), ValueError, "row 2 has 1 entries, but row 1 has 2"),
        (lambda: grundy.pattern([1, -2]), TypeError, "table\\[1\\] must be an int"),
        (lambda: grundy.pattern([[1, "x"]]), TypeError, "table\\[0\\]\\[1\\] must be an int"),
    ],
)
def test_bad_input_is_refused_with_the_engines_message(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.fixture
def chinese():
    """The package in Chinese for one test, English again after it."""
    before = grundy.language()
    grundy.set_language("zh")
    yield
    grundy.set_language(before)


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: grundy.nim([3, -1]), ValueError, "第 2 堆不能是负数，这里是 -1"),
        (lambda: grundy.nim([3, True]), TypeError, "第 2 堆应是 int（任意大小的非负整数），这里是 bool True"),
        (lambda: grundy.nim(7), TypeError, "各堆要写成由 int 组成的列表"),
        (lambda: grundy.nim("3 5"), TypeError, "各堆要写成由 int（任意大小的非负整数）组成的列表，例如 \\[3, 5, 7\\]，而不是 str '3 5'"),
        (lambda: grundy.seq("kayles", "10"), TypeError, "up_to 应是 int（任意大小的非负整数），这里是 str '10'"),
        (lambda: grundy.staircase([1, "x"]), TypeError, "第 2 级台阶应是 int"),
        (lambda: grundy.moore([3, 4], 0), ValueError, "k 至少是 1"),
        (lambda: grundy.bounded([3, 4], [1]), ValueError, "2 堆却有 1 个上限"),
        (lambda: grundy.chips([3, 3]), ValueError, "第 3 格"),
        (lambda: grundy.northcott(6, [(4,)]), TypeError, "第 1 行应是一对数"),
        (lambda: grundy.sum("nim=3", "chess=3"), ValueError, "第 2 个部分"),
        (lambda: grundy.wythoff_table(10000), ValueError, "最大是 8192"),
        (lambda: grundy.nim_inv(0), ZeroDivisionError, "0 没有逆元"),
        (lambda: grundy.Solver(object()), TypeError, "没有这个方法"),
        (lambda: grundy.set_language("fr"), ValueError, "没有“fr”这种语言"),
    ],
)
def test_refusals_are_written_in_the_language_chosen(chinese, call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.mark.parametrize(
    "call",
    [
        lambda: grundy.nim([3, 6, 9], explain=True),
        lambda: grundy.misere_nim([1, 1, 3], explain=True),
        lambda: grundy.moore([3, 5, 6], k=2, explain=True),
        lambda: grundy.bounded([10, 7], k=3, explain=True),
        lambda: grundy.staircase([3, 1, 2], explain=True),
        lambda: grundy.chips([1, 5, 6, 7, 9], explain=True),
        lambda: grundy.wythoff(5, 9, explain=True),
        lambda: grundy.sum("nim=3", "kayles=4", "wythoff=1,2"),
        lambda: grundy.seq("kayles", up_to=100),
        lambda: grundy.fib(100),
        lambda: grundy.two_pile("one,both<2", size=10),
        lambda: grundy.research("0.07", 2**10),
    ],
)
def test_only_explanations_change_with_the_language(call):
    """The fields are what --json prints, English in every language; the
    explanation is in the language chosen."""
    english = call().to_dict()
    grundy.set_language("zh")
    try:
        chinese = call().to_dict()
    finally:
        grundy.set_language("en")
    explained = english.pop("explanation", None), chinese.pop("explanation", None)
    english.pop("seconds", None), chinese.pop("seconds", None)
    assert chinese == english
    if explained[0] is not None:
        assert explained[1] != explained[0]
        assert "异或" in explained[1] or "必胜" in explained[1], explained[1]


def test_the_language_is_read_from_the_environment_when_imported():
    code = "import grundy; print(grundy.language())"
    for env, expected in [
        ({"GRUNDY_LANG": "zh"}, "zh"),
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"GRUNDY_LANG": "en", "LANG": "zh_CN.UTF-8"}, "en"),
        ({}, "en"),
    ]:
        clean = {k: v for k, v in os.environ.items() if k not in ("GRUNDY_LANG", "LANG", "LC_ALL", "LC_MESSAGES")}
        out = subprocess.run(
            [sys.executable, "-c", code], env={**clean, **env}, capture_output=True, text=True, check=True
        )
        assert out.stdout.strip() == expected, env


def test_records_read_as_attributes_and_keys():
    a = grundy.nim([3, 5, 7])
    assert a.move.from_ == a.move["from"] == 3
    assert "from_" in dir(a.move)
    with pytest.raises(AttributeError, match="no field 'colour'"):
        a.colour
    with pytest.raises(AttributeError, match="read-only"):
        a.grundy = 3
    assert a == grundy.nim([3, 5, 7]) and a != grundy.nim([3, 5, 6])


def test_sequences_and_tables_as_numpy_arrays():
    numpy = pytest.importorskip("numpy")
    values = grundy.seq("kayles", up_to=100).array()
    assert values.dtype == numpy.uint32 and values.tolist() == grundy.seq("kayles", up_to=100).values
    table = grundy.wythoff_table(20, numpy=True)
    assert table.shape == (20, 20) and table.tolist() == grundy.wythoff_table(20)
    assert grundy.wythoff_table(0) == [] and grundy.wythoff_table(0, numpy=True).shape == (0, 0)


# Regression (issue 42): grundy.nim("3 5") read the str as its characters and
# said "pile 1 must be an int, found str '3'", which neither said that the
# whole argument was wrong nor what is accepted; the arguments PyO3 read as a
# usize or u64 (wythoff_table's n, seq's up_to, two_pile's size, research's
# to and threads, nim_log's) were refused in PyO3's English ("'str' object
# cannot be interpreted as an integer"), a negative one with OverflowError.
# Every number argument now says what it takes: ints of any size, not
# negative, and for a list, a list of them.
@pytest.mark.parametrize(
    "call, error, message",
    [
        pytest.param(lambda: grundy.nim("3 5"), TypeError,
                     "give the piles as a list of ints \\(0 or more, of any size\\), such as \\[3, 5, 7\\], not str '3 5'",
                     id="a str for the piles"),
        pytest.param(lambda: grundy.nim(b"35"), TypeError, "list of ints .* not bytes b'35'", id="bytes for the piles"),
        pytest.param(lambda: grundy.nim(3.5), TypeError, "list of ints .* not float 3.5", id="a float for the piles"),
        pytest.param(lambda: grundy.nim(None), TypeError, "list of ints .* not NoneType None", id="None for the piles"),
        pytest.param(lambda: grundy.misere_nim("1 1"), TypeError, "give the piles as a list of ints", id="misere_nim"),
        pytest.param(lambda: grundy.moore("3 5", 2), TypeError, "give the piles as a list of ints", id="moore's piles"),
        pytest.param(lambda: grundy.moore([3, 5], "2"), TypeError, "k must be an int \\(0 or more, of any size\\), found str '2'", id="moore's k"),
        pytest.param(lambda: grundy.bounded([3, 5], "2"), TypeError,
                     "k must be an int \\(the bound of every pile\\) or a list of ints \\(one bound per pile\\), not str '2'",
                     id="bounded's k"),
        pytest.param(lambda: grundy.bounded([3, 5], [2, "2"]), TypeError, "the bound of pile 2 must be an int", id="bounded's bounds"),
        pytest.param(lambda: grundy.staircase("3 0 5"), TypeError, "give the steps as a list of ints", id="staircase"),
        pytest.param(lambda: grundy.chips("1 5"), TypeError, "give the chips as a list of ints", id="chips"),
        pytest.param(lambda: grundy.new_stone("2 1 3"), TypeError, "give the piles as a list of ints", id="new_stone"),
        pytest.param(lambda: grundy.wythoff("4", 6), TypeError, "pile 1 must be an int \\(0 or more", id="wythoff"),
        pytest.param(lambda: grundy.wythoff_table("4"), TypeError, "n must be an int \\(0 or more, of any size\\), found str '4'", id="wythoff_table"),
        pytest.param(lambda: grundy.wythoff_table(-1), ValueError, "n cannot be negative, found -1", id="wythoff_table negative"),
        pytest.param(lambda: grundy.wythoff_table(10**30), ValueError, "n is 10{30}: at most 8192", id="wythoff_table past usize"),
        pytest.param(lambda: grundy.wythoff_p_positions("0", 4), TypeError, "start must be an int", id="wythoff_p_positions"),
        pytest.param(lambda: grundy.two_pile("one", size="5"), TypeError, "size must be an int \\(0 or more", id="two_pile"),
        pytest.param(lambda: grundy.research("0.6", "100"), TypeError, "to must be an int \\(0 or more", id="research's to"),
        pytest.param(lambda: grundy.research("0.6", 100, threads="2"), TypeError, "threads must be an int", id="research's threads"),
        pytest.param(lambda: grundy.fib("100"), TypeError, "the pile must be an int \\(0 or more", id="fib"),
        pytest.param(lambda: grundy.fib(100, k="2"), TypeError, "k must be an int", id="fib's k"),
        pytest.param(lambda: grundy.fib(100, allowance="2"), TypeError, "the allowance must be an int", id="fib's allowance"),
        pytest.param(lambda: grundy.northcott("6", [(4, 5)]), TypeError, "columns must be an int", id="northcott's columns"),
        pytest.param(lambda: grundy.northcott(6, "4 5"), TypeError,
                     "give the rows as a list of pairs of ints .*, not str '4 5'", id="northcott's rows"),
        pytest.param(lambda: grundy.northcott(6, [(4, "5")]), TypeError, "the opponent's column in row 1 must be an int", id="northcott's row"),
        pytest.param(lambda: grundy.seq("kayles", up_to="10"), TypeError, "up_to must be an int \\(0 or more", id="seq"),
        pytest.param(lambda: grundy.nim_add(1, "2"), TypeError, "operand 2 must be an int \\(0 or more", id="nim_add"),
        pytest.param(lambda: grundy.nim_inv("2"), TypeError, "the nimber must be an int", id="nim_inv"),
        pytest.param(lambda: grundy.nim_pow(2, "3"), TypeError, "the exponent must be an int", id="nim_pow"),
        pytest.param(lambda: grundy.nim_log("2", 3), TypeError, "the base must be an int \\(0 or more", id="nim_log"),
        pytest.param(lambda: grundy.nim_log(2, 2**64), ValueError, "the number is 18446744073709551616: nim_log works in the field of the nimbers below 2\\^64", id="nim_log past 2^64"),
    ],
)
def test_a_number_argument_says_what_it_accepts(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.fixture(scope="module")
def playground():
    """The web playground, served by the command line on a free port: its
    address, then it is stopped."""
    import socket
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    address = f"http://127.0.0.1:{port}"
    env = dict(os.environ, GRUNDY_LANG="en")
    server = subprocess.Popen(
        [cli(), "serve", "--addr", f"127.0.0.1:{port}"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(address + "/api/games", timeout=5).close()
                break
            except OSError:
                time.sleep(0.05)
        yield address
    finally:
        server.kill()
        server.wait()


def test_the_families_are_the_web_menus_and_the_apis(playground):
    import re
    import urllib.request

    def get(path: str) -> str:
        with urllib.request.urlopen(playground + path, timeout=10) as r:
            return r.read().decode()

    families = grundy.families()
    menu = set(re.findall(r'data-family="([^"]*)"', get("/"))) - {"sum"}
    assert menu == {f.family for f in families}
    assert len(menu) == len(families)
    games = json.loads(get("/api/games"))
    listed = lambda whole: [(f.family, f.examples[0], f.rules) for f in families if f.whole == whole]
    assert [(c["game"], c["example"], c["rules"]) for c in games["components"]] == listed(False)
    assert [(w["game"], w["example"], w["rules"]) for w in games["whole_games"]] == listed(True)
    # `grundy sum --help` lists every kind of component by its first example.
    sum_help = subprocess.run([cli(), "sum", "--help"], capture_output=True, text=True, check=True).stdout
    for f in families:
        if not f.whole:
            assert f"  {f.examples[0]} " in sum_help, f.family
    # Every example reads back as a component of a sum.
    for f in families:
        if not f.whole:
            for example in f.examples:
                grundy.sum(example)


def test_dir_shows_the_api_and_nothing_it_uses():
    # Regression (issue 42): dir(grundy) listed Any, Iterable and
    # annotations, the names the module's own annotations used.
    public = {name for name in dir(grundy) if not name.startswith("_")}
    assert public == set(grundy.__all__), public ^ set(grundy.__all__)
    namespace = {}
    exec("from grundy import *", namespace)
    assert set(namespace) - {"__builtins__"} == set(grundy.__all__)


def test_the_docstrings_examples_run():
    failed, attempted = doctest.testmod(grundy, optionflags=doctest.ELLIPSIS)
    assert attempted > 20 and failed == 0


def test_the_stubs_name_every_function_of_the_module():
    stub = (pathlib.Path(grundy.__file__).parent / "_grundy.pyi").read_text()
    for name in dir(grundy._grundy):
        if not name.startswith("_"):
            assert name in stub, name


@pytest.mark.parametrize(
    "name",
    [
        "README.md",
        "README.zh-CN.md",
        "docs/guide/python.md",
        "docs/guide/python.zh-CN.md",
    ],
)
def test_the_docs_python_examples_run(name):
    readme = (ROOT / name).read_text()
    blocks = []
    inside = None
    for line in readme.splitlines():
        if line.strip() == "```pycon":
            inside = []
        elif line.strip() == "```" and inside is not None:
            blocks.append("\n".join(inside) + "\n")
            inside = None
        elif inside is not None:
            inside.append(line)
    assert len(blocks) >= 1
    # One namespace for the whole page, as one session would run it.
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, name, name, 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.failures == 0 and runner.tries >= 2


def _shown(cell):
    """What a code cell shows: its text, and the kinds of its pictures."""
    shown = []
    for o in cell.outputs:
        if o.output_type == "stream":
            shown.append(("stream", o.text))
        elif o.output_type in ("execute_result", "display_data"):
            data = o.get("data", {})
            shown.append((o.output_type, data.get("text/plain", ""), "image/png" in data))
        else:
            shown.append((o.output_type,))
    return shown


def test_the_notebook_runs():
    """docs/python.ipynb, executed cell by cell in a fresh kernel, shows what
    it is stored with (its text, and a picture where it has one)."""
    if not os.environ.get("CI"):
        pytest.importorskip("nbclient")
    import nbclient
    import nbformat

    stored = nbformat.read(ROOT / "docs" / "python.ipynb", as_version=4)
    notebook = nbformat.read(ROOT / "docs" / "python.ipynb", as_version=4)
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3").execute(
        cwd=str(ROOT / "docs")
    )
    outputs = [o for c in notebook.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert any("34" in o.get("data", {}).get("text/plain", "") for o in outputs)
    code = [(a, b) for a, b in zip(stored.cells, notebook.cells) if a.cell_type == "code"]
    # Stored with its outputs: every cell shows something, two pictures.
    assert all(a.outputs for a, _ in code), "a cell stored without its output"
    assert sum(any(len(s) == 3 and s[2] for s in _shown(a)) for a, _ in code) >= 2
    for a, b in code:
        assert _shown(a) == _shown(b), "".join(a.source)


def test_quotient_refuses_what_is_no_take_and_break_code():
    for code, says in [("sub:1,2", "take-and-break"), ("0.7x", "0.7x"), ("chess", "chess")]:
        with pytest.raises(ValueError, match=says):
            grundy.quotient(code)
    with pytest.raises(ValueError):
        grundy.quotient("0.77", heaps=0)
