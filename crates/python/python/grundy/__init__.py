"""Impartial games solved exactly: verdicts, Grundy values, every winning move.

The engine of the ``grundy`` command, in Python. Each analysis returns the
fields that ``grundy … --json`` prints for the same position, as a small
object (fields as attributes or keys, ``to_dict()`` for plain data); numbers
are Python ints of any size.

>>> import grundy
>>> a = grundy.nim([3, 5, 7])
>>> a.verdict, a.grundy
('first player wins', 1)
>>> a.moves[0]
Move(pile=1, from_=3, to=2, amount=1, position=[2, 5, 7])
>>> grundy.seq("kayles", up_to=100).values[:12]
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]

Your own game is a class with ``moves(position)``:

>>> class TakeOneOrTwo:
...     def moves(self, n):
...         return [n - t for t in (1, 2) if t <= n]
>>> grundy.solve(TakeOneOrTwo(), 7)
Solution(position=7, grundy=1, first_player_wins=True, verdict='first player wins', moves=[6])
"""

# The typing names are imported under private names, and annotations are
# evaluated (no `from __future__ import annotations`, which binds the name
# `annotations`): `dir(grundy)` shows the API and nothing it uses.
from typing import Any as _Any
from typing import Iterable as _Iterable
from typing import Optional as _Optional

from . import _grundy
from ._grundy import (
    SearchLimitExceeded,
    Solver,
    nim_add,
    nim_inv,
    nim_log,
    nim_mul,
    nim_pow,
    nim_solve,
    nim_sqrt,
)

from ._survey import Survey, survey

__version__: str = _grundy.__version__

__all__ = [
    "Analysis",
    "Component",
    "Family",
    "Fib",
    "Game",
    "Move",
    "PPosition",
    "Pattern",
    "Record",
    "Research",
    "SearchLimitExceeded",
    "Sequence",
    "Solution",
    "Solver",
    "TwoPile",
    "SumAnalysis",
    "SumMove",
    "families",
    "hackenbush",
    "fib",
    "graph",
    "bounded",
    "chips",
    "coins",
    "misere_nim",
    "moore",
    "new_stone",
    "nim",
    "nim_add",
    "nim_inv",
    "nim_log",
    "nim_mul",
    "nim_pow",
    "nim_solve",
    "nim_sqrt",
    "northcott",
    "oj",
    "pattern",
    "quotient",
    "research",
    "seq",
    "solve",
    "staircase",
    "set_language",
    "language",
    "sum",
    "survey",
    "Survey",
    "teams",
    "two_pile",
    "wythoff",
    "wythoff_p_positions",
    "wythoff_table",
]

# Fields whose names are Python keywords are also read with a trailing
# underscore (``move.from_``), and shown that way.
_KEYWORDS = {"from"}


class Record:
    """Fields of one result, in the order ``--json`` prints them.

    A field is an attribute (``r.grundy``) or a key (``r["grundy"]``); a
    field named by a Python keyword takes a trailing underscore as an
    attribute (``move.from_``). Records compare equal when their fields do.

    >>> r = Record({"pile": 1, "from": 3})
    >>> r.from_, r["from"], r.to_dict()
    (3, 3, {'pile': 1, 'from': 3})
    """

    __slots__ = ("_fields",)

    def __init__(self, fields: dict[str, _Any]) -> None:
        object.__setattr__(self, "_fields", fields)

    def __getattr__(self, name: str) -> _Any:
        fields = object.__getattribute__(self, "_fields")
        key = name[:-1] if name.endswith("_") and name[:-1] in _KEYWORDS else name
        try:
            return fields[key]
        except KeyError:
            raise AttributeError(
                f"{type(self).__name__} has no field {name!r}; its fields: {', '.join(fields)}"
            ) from None

    def __setattr__(self, name: str, value: _Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __getitem__(self, key: str) -> _Any:
        return self._fields[key]

    def __contains__(self, key: object) -> bool:
        return key in self._fields

    def __iter__(self):
        return iter(self._fields)

    def __dir__(self) -> list[str]:
        return [k + "_" if k in _KEYWORDS else k for k in self._fields]

    def keys(self):
        """The field names, as ``--json`` spells them."""
        return self._fields.keys()

    def to_dict(self) -> dict[str, _Any]:
        """The fields as plain dicts and lists: the ``--json`` object itself."""
        return {k: _plain(v) for k, v in self._fields.items()}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return type(self) is type(other) and self._fields == other._fields

    def __hash__(self) -> int:
        raise TypeError(f"{type(self).__name__} is not hashable")

    def __repr__(self) -> str:
        shown = ", ".join(
            f"{k + '_' if k in _KEYWORDS else k}={v!r}" for k, v in self._fields.items()
        )
        return f"{type(self).__name__}({shown})"


def _plain(value: _Any) -> _Any:
    if isinstance(value, Record):
        return value.to_dict()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


class Move(Record):
    """A winning move of a pile game: which pile, from what to what, and the
    position it leaves (Nim's fields: ``pile``, ``from``, ``to``,
    ``amount``; Wythoff's: ``kind``, ``pile``, ``amount``)."""

    __slots__ = ()


class Analysis(Record):
    """The analysis of a position: ``verdict``, ``first_player_wins``,
    ``grundy`` (None where the game has no value that adds up, as misère
    Nim), ``remoteness`` (moves left under perfect play, or None with
    ``remoteness_note`` saying why), ``move`` (the first winning move, or
    None) and ``moves`` (every winning move)."""

    __slots__ = ()

    def __init__(self, fields: dict[str, _Any]) -> None:
        fields = dict(fields)
        if fields.get("move") is not None:
            fields["move"] = Move(fields["move"])
        fields["moves"] = [Move(m) for m in fields["moves"]]
        super().__init__(fields)


class Sequence(Record):
    """A nim-sequence: ``values`` G(0), G(1), …, and its ``period``,
    ``preperiod`` and ``saltus`` (None when no period is seen), with
    ``proven`` and the ``proof`` when it is proven to go on for ever."""

    __slots__ = ()

    def array(self):
        """The values as a NumPy array (NumPy must be installed).

        >>> import grundy
        >>> grundy.seq("nim", up_to=3).array().tolist()
        [0, 1, 2, 3]
        """
        import numpy

        return numpy.asarray(self.values, dtype=numpy.uint32)


class Component(Record):
    """One component of a sum: how it is written and its Grundy value."""

    __slots__ = ()


class SumMove(Record):
    """A winning move of a sum: in which component (from 1), the move in
    that game's own terms, the component after it, and the value it is
    given."""

    __slots__ = ()


class SumAnalysis(Record):
    """The analysis of a sum of components: their values, the verdict and
    every winning move."""

    __slots__ = ()

    def __init__(self, fields: dict[str, _Any]) -> None:
        fields = dict(fields)
        fields["components"] = [Component(c) for c in fields["components"]]
        fields["moves"] = [SumMove(m) for m in fields["moves"]]
        super().__init__(fields)


class Solution(Record):
    """A position of a game defined in Python, solved: its Grundy value
    (None under misère play), the verdict and every winning move (the
    positions they lead to)."""

    __slots__ = ()


def nim(piles: _Iterable[int], *, explain: bool = False) -> Analysis:
    """Nim: the nim-sum and every winning move (``grundy nim --json``).

    >>> import grundy
    >>> grundy.nim([3, 5, 6]).moves
    []
    >>> big = grundy.nim([2**70, 1]).move
    >>> big.to, big.amount == 2**70 - 1
    (1, True)
    """
    return Analysis(_grundy.nim(piles, explain=explain))


def misere_nim(piles: _Iterable[int], *, explain: bool = False) -> Analysis:
    """Misère Nim, whoever takes the last counter loses (``grundy misere``).

    >>> import grundy
    >>> grundy.misere_nim([1, 1, 1]).verdict
    'first player loses'
    >>> grundy.misere_nim([3, 1]).move.position
    [0, 1]
    """
    return Analysis(_grundy.misere_nim(piles, explain=explain))


def moore(piles: _Iterable[int], k: int, *, explain: bool = False) -> Analysis:
    """Moore's Nim_k: a move takes from 1 to k piles (``grundy moore``); each
    winning move lists its ``changes``.

    >>> import grundy
    >>> grundy.moore([3, 5, 6], 2).move.position
    [3, 3, 3]
    >>> grundy.moore([3, 3, 3], 2).verdict
    'first player loses'
    """
    return Analysis(_grundy.moore(piles, k, explain=explain))


def bounded(piles: _Iterable[int], k, *, explain: bool = False) -> Analysis:
    """Bounded Nim: a move takes 1 to k counters from one pile; ``k`` an int
    for every pile or a list, one bound per pile (``grundy bounded``).

    >>> import grundy
    >>> grundy.bounded([10, 12], 3).move
    Move(pile=1, from_=10, to=8, amount=2, position=[8, 12])
    """
    return Analysis(_grundy.bounded(piles, k, explain=explain))


def staircase(steps: _Iterable[int], *, explain: bool = False) -> Analysis:
    """Staircase Nim: coins on steps 1, 2, …, a move sends coins one step
    down (``grundy staircase``); the odd steps are a Nim position.

    >>> import grundy
    >>> grundy.staircase([3, 0, 5]).move
    Move(step=3, to_step=2, coins=2, position=[3, 2, 3])
    """
    return Analysis(_grundy.staircase(steps, explain=explain))


def chips(cells: _Iterable[int], *, explain: bool = False) -> Analysis:
    """Chips on a line (POJ 1704): a move slides a chip left, never onto or
    past another (``grundy chips``).

    >>> import grundy
    >>> grundy.chips([1, 5, 6, 7, 9]).grundy
    1
    """
    return Analysis(_grundy.chips(cells, explain=explain))


def teams(stones: int, limits: _Iterable[int], *, explain: bool = False) -> Analysis:
    """Team Nim (POJ 2068): ``stones`` in one heap, then the most each seat
    may take, in turn from the player to move (an even number of seats, the
    teams alternating); whoever takes the last stone loses (``grundy
    teams``). Not impartial: ``grundy`` is None.

    >>> import grundy
    >>> grundy.teams(100, [4, 4]).move.position
    [96]
    >>> grundy.teams(101, [4, 4]).verdict
    'first player loses'
    """
    return Analysis(_grundy.teams(stones, limits, explain=explain))


def wythoff(a: int, b: int, *, explain: bool = False) -> Analysis:
    """Wythoff's game: take from one pile, or the same from both.

    >>> import grundy
    >>> grundy.wythoff(4, 6).moves
    [Move(kind='both', amount=1, position=[3, 5])]
    """
    return Analysis(_grundy.wythoff(a, b, explain=explain))


def wythoff_table(n: int, *, numpy: bool = False):
    """The Grundy values G(a, b) of Wythoff's game for the piles below
    ``n``: a list of rows (``table[a][b]``), or a NumPy array with
    ``numpy=True``.

    >>> import grundy
    >>> grundy.wythoff_table(4)
    [[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]
    """
    rows = _grundy.wythoff_table(n)["table"]["grundy"]
    if numpy:
        import numpy as np

        return np.asarray(rows, dtype=np.uint32).reshape(n, n)
    return rows


class PPosition(Record):
    """A P-position (a, b) of Wythoff's game: the k-th, a = ⌊kφ⌋, b = a + k."""

    __slots__ = ()


def wythoff_p_positions(start: int, stop: int) -> list[PPosition]:
    """Wythoff's P-positions number ``start`` to ``stop``, both included, at
    any size.

    >>> import grundy
    >>> [(p.a, p.b) for p in grundy.wythoff_p_positions(0, 4)]
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    >>> grundy.wythoff_p_positions(10**30, 10**30)[0].b - 10**30 == grundy.wythoff_p_positions(10**30, 10**30)[0].a
    True
    """
    return [PPosition(p) for p in _grundy.wythoff_p_positions(start, stop)["p_positions"]]


class TwoPile(Record):
    """A two-pile game tabulated: its ``rules``, the ``size``, the
    ``p_positions`` (each ``a <= b`` with its ``difference``), and the Grundy
    values ``grundy[a][b]`` when asked for."""

    __slots__ = ()

    def __init__(self, fields: dict[str, _Any]) -> None:
        fields = dict(fields)
        fields["p_positions"] = [PPosition(p) for p in fields["p_positions"]]
        super().__init__(fields)


def two_pile(spec: str, *, size: int = 30, table: bool = False) -> TwoPile:
    """A two-pile game given by a rule spec, tabulated for the piles below
    ``size`` (``grundy two-pile``): ``one`` takes any amount from one pile,
    ``both`` the same from both, ``both<D`` amounts differing by less than
    D, each optionally bounded (``one[..3]``).

    >>> import grundy
    >>> [(p.a, p.b) for p in grundy.two_pile("one,both", size=11).p_positions]
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    >>> grundy.two_pile("one,both<2", size=8).p_positions[1]
    PPosition(a=1, b=3, difference=2)
    """
    return TwoPile(_grundy.two_pile(spec, size=size, table=table))


class Research(Record):
    """A long run of the rare/common engine: ``value`` (G(to)), the
    ``checksum`` of G(0..=to), the ``largest`` value and where it first
    appears, the ``proof`` when a period is proven (its ``statement``), the
    ``milestones`` at every power of two, the ``seconds`` it took and the
    instruction set used (``isa``)."""

    __slots__ = ()

    def __init__(self, fields: dict[str, _Any]) -> None:
        fields = dict(fields)
        if fields.get("proof") is not None:
            fields["proof"] = Record(fields["proof"])
        fields["milestones"] = [Record(m) for m in fields["milestones"]]
        super().__init__(fields)


def research(game: str, to: int, *, threads: _Optional[int] = None) -> Research:
    """A long run of the rare/common engine on an octal game or Grundy's game
    (``grundy research``), with its statistics and the Guy–Smith proof when a
    period is proven. Ctrl-C stops it (KeyboardInterrupt).

    >>> import grundy
    >>> r = grundy.research("0.6", to=2**16)
    >>> r.value, r.checksum, r.proof
    (99, 'EAC31E5C', None)
    >>> grundy.research("0.07", to=10**6).proof.period
    34
    """
    return Research(_grundy.research(game, to, threads=threads))


class Fib(Record):
    """Fibonacci Nim or the k-fold game on one pile: ``k``, the ``pile``,
    the ``allowance`` (the most the player to move may take), the losing
    sizes ``terms`` the pile is the sum of, the verdict and every winning
    take (``take``, ``after``, ``allowance_after``)."""

    __slots__ = ()

    def __init__(self, fields: dict[str, _Any]) -> None:
        fields = dict(fields)
        fields["moves"] = [Record(m) for m in fields["moves"]]
        super().__init__(fields)


def fib(pile: int, *, k: int = 2, allowance: _Optional[int] = None) -> Fib:
    """Fibonacci Nim (``k=2``) or the k-fold game on one pile, at any size
    (``grundy fib``): the first take is 1 to n − 1 unless ``allowance`` says
    otherwise, each later one at most k times the last.

    >>> import grundy
    >>> f = grundy.fib(100)
    >>> f.terms, [m.take for m in f.moves]
    ([89, 8, 3], [3, 11])
    >>> grundy.fib(89).first_player_wins
    False
    >>> grundy.nim_mul(2, 3), grundy.nim_inv(2), grundy.nim_sqrt(2**64)
    (1, 3, 35200275427163635712)
    """
    return Fib(_grundy.fib(pile, k=k, allowance=allowance))


class Game(Record):
    """The analysis of a game with its own kind of position (Northcott's
    game, A New Stone Game, Green Hackenbush, a coin-turning game, tokens on
    a graph): the
    fields of its ``--json``, the verdict, and every winning move as a
    record."""

    __slots__ = ()

    def __init__(self, fields: dict[str, _Any]) -> None:
        fields = dict(fields)
        for parts in ("rows", "graphs", "heads", "vertices", "tokens"):
            if parts in fields:
                fields[parts] = [Record(r) for r in fields[parts]]
        if "moves" in fields:
            fields["moves"] = [Record(m) for m in fields["moves"]]
        super().__init__(fields)


def northcott(columns: int, rows: _Iterable[tuple[int, int]]) -> Game:
    """Northcott's game (HDU 1730): a board of ``columns`` columns, each row
    a pair (your piece's column, the opponent's), from 1. The gaps between
    the pieces are Nim heaps; every winning slide is listed.

    >>> import grundy
    >>> [(m.row, m.from_, m.to) for m in grundy.northcott(6, [(4, 5), (1, 3), (1, 2)]).moves]
    [(1, 4, 3), (2, 1, 2)]
    """
    return Game(_grundy.northcott(columns, rows))


def new_stone(piles: _Iterable[int]) -> Game:
    """A New Stone Game (POJ 1740): take at least one stone from a pile and
    hand any of the rest of it to other non-empty piles. The player to move
    loses exactly when the piles pair up.

    >>> import grundy
    >>> [m.after for m in grundy.new_stone([2, 1, 3]).moves]
    [[2, 2, 0]]
    """
    return Game(_grundy.new_stone(piles))


def hackenbush(*graphs: str, root: int = 1) -> Game:
    """Green Hackenbush (``grundy hackenbush``): each graph written as its
    edges ``A-B`` (``1-2,2-3,3-1``), rooted at vertex ``root``; a move cuts
    an edge, and whatever no longer reaches the root falls. Gives each
    graph's value, the sum's, and every winning cut; ``moves_complete`` is
    False (with ``moves_note``) when a graph is too large to list its cuts.

    >>> import grundy
    >>> h = grundy.hackenbush("1-2,2-3,3-1", "1-2,2-3")
    >>> [g.value for g in h.graphs], h.value
    ([1, 2], 3)
    >>> [(m.graph, m.edge, m.after) for m in h.moves]
    [(1, '1-2', '2-3,3-1'), (1, '3-1', '1-2,2-3'), (2, '2-3', '1-2')]
    """
    return Game(_grundy.hackenbush(*graphs, root=root))


def coins(rule: str, heads: _Any = None) -> Game:
    """A coin-turning game (``grundy coins``): the rule a name or a code
    (``mock``, ``ruler``, ``corners``, ``0.7``), the heads a text as the
    command line reads them (``"1,4,6"``, ``"THHT"``, ``"2:3,4:1"``) or a
    list of coins, each an int (a row's) or a tuple (a board's). Gives each
    head's value, the position's, and every winning move (the coins it
    ``turn``s and the heads it leaves).

    >>> import grundy
    >>> c = grundy.coins("mock", [1, 4, 6])
    >>> [h.value for h in c.heads], c.grundy
    ([1, 7, 11], 13)
    >>> c.moves[0].turn, c.moves[0].after
    (['1', '4', '6'], 'coins:mock=')
    >>> grundy.coins("corners", [(2, 3), (4, 1)]).first_player_wins
    True
    """
    return Game(_grundy.coins(rule, heads))


class Pattern(Record):
    """The patterns of a table (``grundy pattern --json``): for a sequence
    its ``period``, ``preperiod``, ``saltus`` and ``zeros``; for a 2-D table
    its P-positions as ``pairs`` and their shape; ``findings``, each with
    its ``statement``, ``evidence`` and the first ``counterexample`` where
    it fails; ``found``, whether any holds. A pattern within the table is
    not a proof."""

    __slots__ = ()

    def __init__(self, fields: dict[str, _Any]) -> None:
        fields = dict(fields)
        fields["findings"] = [Record(f) for f in fields["findings"]]
        super().__init__(fields)


def pattern(table: _Any) -> Pattern:
    """The patterns of a table (``grundy pattern``): ``table`` a text, as the
    command reads a file (what ``grundy seq``, ``grundy wythoff --table`` or
    ``grundy two-pile`` print, rows of numbers or of marks P and N), a list
    of ints (a sequence G(0), G(1), …) or a list of rows (a 2-D table of
    ints or of marks ``"P"``, ``"N"``).

    >>> import grundy
    >>> p = grundy.pattern(grundy.seq("kayles", up_to=200).values)
    >>> p.period, p.preperiod
    (12, 71)
    >>> [(a, b) for a, b in grundy.pattern(grundy.wythoff_table(30)).pairs[:4]]
    [(0, 0), (1, 2), (3, 5), (4, 7)]
    """
    return Pattern(_grundy.pattern(table))


def graph(text: str, *, generalised: bool = False) -> Game:
    """Tokens on a directed graph (``grundy graph``), written as the command
    reads its file: ``vertices N`` or ``vertex NAME ...``, edges ``A -> B
    ...``, ``token A ...``, ``acyclic``, ``#`` comments. An acyclic graph
    gets every vertex's Grundy value; with cycles, one token is won, lost
    or drawn (``outcome``), and several tokens (or ``generalised=True``)
    get generalised values (a number, or ``"infinite"`` with the values it
    ``reaches``). The ``moves`` win, or keep a draw (``moves_kind``).

    >>> import grundy
    >>> g = grundy.graph("vertex a b c\\na -> b c\\nb -> c\\ntoken a\\n")
    >>> [v.value for v in g.vertices], g.verdict, g.moves[0].to
    ([2, 1, 0], 'win', 'c')
    >>> grundy.graph("vertex a b\\na -> a b\\ntoken a\\n").tokens[0].outcome
    'win'
    """
    return Game(_grundy.graph(text, generalised=generalised))


def seq(game: str, up_to: int) -> Sequence:
    """The nim-sequence G(0..=up_to) of a heap game, with its minimal period
    and whether it is proven (``grundy seq --json``). ``game`` is a name
    (``kayles``, ``dawsons-kayles``, ``grundys-game``, …), a take-and-break
    code (``0.77``, ``4.07``), ``sub:1,2,5``, ``allbut:1,3`` or
    ``take-or-split:3``.

    >>> import grundy
    >>> s = grundy.seq("0.07", up_to=300)
    >>> s.period, s.preperiod, s.proven
    (34, 53, True)
    """
    return Sequence(_grundy.seq(game, up_to))


def quotient(code: str, *, heaps: int | None = None, timeout: int | None = None) -> Record:
    """The misère quotient of a take-and-break code or a name of one
    (``grundy quotient --json``): ``size`` and ``p_size``, the
    ``generators`` (name and heap), the ``relations``, ``p`` and ``phi`` (Φ
    of every heap) as words, the ``period`` (None unless proved, then the
    quotient is ``complete``), ``tame`` (``"T2"``, …), ``last_rogue`` and
    the ``changes`` of presentation. Built to ``heaps`` (default 1000)
    unless proved periodic sooner, within ``timeout`` seconds if given;
    ``stopped`` says why it ended.

    >>> import grundy
    >>> q = grundy.quotient("0.75")
    >>> q.size, q.p, q.period["period"], q.period["preperiod"]
    (8, ['a', 'b2'], 2, 8)
    >>> grundy.quotient("0.31").tame
    'T2'
    """
    return Record(_grundy.quotient(code, heaps=heaps, timeout=timeout))


def sum(*components: str, misere: bool = False) -> Record:  # noqa: A001 (named as the command)
    """A sum of components of different games, written as ``grundy sum``
    reads them (``nim=3``, ``kayles=4,5``, ``wythoff=3,5``, ``circle=7``):
    the value and every winning move (a :class:`SumAnalysis`). With
    ``misere=True``, under misère play (whoever moves last loses), the
    record ``grundy sum --misere --json`` prints: the verdict, how it was
    found (``method``) and every winning move; heaps of one octal game too
    large to search are decided by the game's misère quotient.

    >>> import grundy
    >>> s = grundy.sum("nim=3", "kayles=4")
    >>> s.grundy, [m.after for m in s.moves]
    (2, ['nim=1', 'kayles=3', 'kayles=1,2'])
    >>> m = grundy.sum("kayles=1000000000", "kayles=7", misere=True)
    >>> m.method, m.quotient["size"], m.first_player_wins
    ('quotient', 40, True)
    """
    if misere:
        # A misère sum's moves are compound moves (lists of parts), as
        # `grundy sum --misere --json` writes them.
        return Record(_grundy.sum(*components, misere=True))
    return SumAnalysis(_grundy.sum(*components))


def oj(problem: str, input: str) -> str:  # noqa: A002 (the judge's input)
    """A judge problem's answer to its input, byte for byte (``grundy oj``).

    >>> import grundy
    >>> print(grundy.oj("p1247", "3\\n3 6 9\\n"), end="")
    4 3
    3 6 5
    """
    return _grundy.oj(problem, input)


class Family(Record):
    """A family of games as the engine's registry declares it: its name as
    lists show it (``family``: ``nim``, ``bounded:K``, ``a heap game``,
    ``moore:K``), whether it is played alone rather than in a sum
    (``whole``), ``examples`` of its positions as :func:`sum` reads them,
    its ``rules`` in one line, and for a kind of component what a
    ``position`` is and ``grundy play``'s example (``play``), for a whole
    game the ``names`` it answers to."""

    __slots__ = ()


def families() -> list[Family]:
    """Every family of games grundy knows, from the registry the command
    line's help and the web playground's menu are written from: the kinds
    of component a sum can hold, then the games played alone.

    >>> import grundy
    >>> [f.family for f in grundy.families()][:3]
    ['nim', 'a heap game', 'wythoff']
    >>> moore = [f for f in grundy.families() if f.whole][1]
    >>> moore.family, moore.examples, moore.names
    ('moore:K', ['moore:2=3,5,6'], ['moore:', 'nim-k:'])
    """
    return [Family(f) for f in _grundy.families()]


def set_language(lang: str) -> None:
    """Chooses the language of the texts meant for people: ``"en"`` or
    ``"zh"`` (简体中文; a locale such as ``"zh_CN.UTF-8"`` is read as its
    language). Explanations and the messages of exceptions follow it; the
    fields of an analysis are data, as ``grundy … --json`` prints them, and
    stay the same. Without a call, the language is read when the package is
    imported, as the command line reads it: ``GRUNDY_LANG``, else the
    locale, else English.

    >>> import grundy
    >>> grundy.set_language("zh")
    >>> a = grundy.nim([1, 2], explain=True)
    >>> a.verdict, a.explanation.splitlines()[0]
    ('first player wins', '把每一堆写成二进制，每个 2 的幂占一列：')
    >>> grundy.moore([3], k=0)
    Traceback (most recent call last):
    ...
    ValueError: k 至少是 1
    >>> grundy.set_language("en")
    >>> grundy.language()
    'en'
    """
    _grundy.set_language(lang)


def language() -> str:
    """The language of explanations and exception messages: ``"en"`` or
    ``"zh"`` (see :func:`set_language`)."""
    return _grundy.language()


def solve(game: _Any, position: _Any, *, misere: bool = False) -> Solution:
    """Solves one position of a game defined in Python: an object with a
    method ``moves(position)`` returning the positions one move leads to
    (and optionally ``components(position)``, the independent parts of a
    position, or None). Use a :class:`Solver` to solve many positions of one
    game with one memo.

    >>> import grundy
    >>> class Nim:
    ...     def moves(self, piles):
    ...         return [piles[:i] + (k,) + piles[i + 1:]
    ...                 for i, p in enumerate(piles) for k in range(p)]
    >>> grundy.solve(Nim(), (1, 2)).moves
    [(1, 1)]
    >>> grundy.solve(Nim(), (1, 1, 1), misere=True).first_player_wins
    False
    """
    solver = Solver(game, misere=misere)
    wins = solver.wins(position)
    return Solution(
        {
            "position": position,
            "grundy": None if misere else solver.grundy(position),
            "first_player_wins": wins,
            "verdict": "first player wins" if wins else "first player loses",
            "moves": solver.winning_moves(position),
        }
    )
