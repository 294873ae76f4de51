"""Surveys of families of games, as ``grundy survey`` makes them: every game
of a family, each to a bound or until its period is proven, on the cores of
this machine or on a Dask cluster.

Each task (a standard form and the codes read off it) is computed by the
Rust engine with the interpreter's lock released; its rows are written to
the ``resume`` file as they arrive, once each, so a survey stopped midway (or
a worker lost) costs only the games not yet written.

>>> import grundy
>>> s = grundy.survey("0.x", 1000)
>>> [(r["game"], r["period"], r["last_exception"]) for r in s.rows][:4]
[('0.1', 1, 1), ('0.2', 2, 0), ('0.3', 2, None), ('0.4', 34, 53)]
>>> s.rows[3]["standard"], s.rows[3]["shift"]
('0.137', 2)
"""

import concurrent.futures as _futures
import json as _json
import os as _os
from typing import Any as _Any
from typing import Dict as _Dict
from typing import List as _List
from typing import Optional as _Optional
from typing import Sequence as _Sequence
from typing import Tuple as _Tuple
from typing import Union as _Union

from . import _grundy

#: The fields of a row, in the order ``grundy survey --csv`` writes them.
FIELDS = tuple(_grundy.SURVEY_FIELDS)


class Survey:
    """A survey's rows (dicts with :data:`FIELDS`), in the family's order,
    with misère quotients if ``misere``; ``computed`` of its games are
    computed, the others first cousins of these, read off them."""

    def __init__(
        self,
        games: _Any,
        to: int,
        rows: _List[_Dict[str, _Any]],
        computed: _Optional[int] = None,
        misere: bool = False,
    ) -> None:
        self.games = games
        self.to = to
        self.rows = rows
        self.computed = len(rows) if computed is None else computed
        self.misere = misere

    def __repr__(self) -> str:
        proven = sum(1 for r in self.rows if r["period"] is not None)
        return f"Survey({len(self.rows)} games to {self.to}, {proven} proven)"

    def to_csv(self) -> str:
        """The rows as ``grundy survey --csv`` prints them (with ``misere``,
        the quotient's columns too)."""
        return _grundy.survey_csv(_json.dumps(self.rows), self.misere)

    def to_markdown(self) -> str:
        """The table ``grundy survey`` prints, in the language chosen
        (:func:`grundy.set_language`).

        >>> print(survey("0.x", 100).to_markdown().splitlines()[4])
        | 0.1 | - | 1 | 2 | guy-smith | 1 | 1 | 1 | - |
        """
        return _grundy.survey_markdown(
            self._pattern(), self.to, self.computed, _json.dumps(self.rows), self.misere
        )

    def plot(self, path: str) -> None:
        """Draws the family to ``path`` (PNG or SVG by its extension) as
        ``grundy survey --plot`` does: each game's proven period, or its
        largest value where none is proven, on a logarithmic scale."""
        _grundy.survey_plot(str(path), self._pattern(), self.to, _json.dumps(self.rows))

    def _pattern(self) -> str:
        """The games as a table's heading names them."""
        return self.games if isinstance(self.games, str) else ", ".join(self.games)


def survey_task(
    game: str, members: _Sequence[_Tuple[str, int]], to: int, misere: _Optional[int] = None
) -> _List[_Dict[str, _Any]]:
    """One task of a survey's plan computed: its members' rows (with
    ``misere`` seconds, their misère quotients too). Named at the top of the
    module, so that a Dask worker with grundy installed runs it."""
    return _grundy.survey_task(game, [(g, int(s)) for g, s in members], to, misere)


def survey(
    games: _Union[str, _Sequence[str]],
    to: int,
    *,
    client: _Any = None,
    resume: _Optional[str] = None,
    misere: bool = False,
    misere_timeout: int = 2,
) -> Survey:
    """Every game of ``games`` (a family such as ``"0.xyz"`` or
    ``"sub:1..6"``, or a list of games) to ``G(to)``, or until its period is
    proven, as ``grundy survey --json`` gives it. Without ``client`` the
    tasks run on every core of this machine; ``client`` is a Dask
    ``distributed.Client`` or a scheduler's address (``"tcp://head:8786"``)
    to run them on that cluster. With ``resume``, each row is appended to
    that file as it arrives and the games already there are taken from it
    (the file ``grundy survey --resume`` reads and writes). With
    ``misere=True`` each take-and-break code's row has its misère quotient
    (``row["misere"]``: size, p_size, period, preperiod, complete, heaps,
    tame), built within ``misere_timeout`` seconds a game, as ``grundy
    survey --misere`` does.
    """
    if not isinstance(to, int) or isinstance(to, bool) or to < 0:
        raise ValueError(_say("survey-python-to", value=repr(to)))
    seconds = int(misere_timeout) if misere else None
    order, tasks = _grundy.survey_plan(games)
    done = _read_rows(resume, order, to) if resume else {}
    if misere:
        # A take-and-break row written without misere has no quotient: the
        # game is computed again, its new row written after the old one.
        lacks = _grundy.survey_row_lacks_quotient
        done = {g: r for g, r in done.items() if not lacks(g, r.get("misere") is not None)}
    todo = [(g, ms) for g, ms in tasks if any(m not in done for m, _ in ms)]
    out = open(resume, "a", encoding="utf-8") if resume else None
    try:

        def record(rows: _List[_Dict[str, _Any]]) -> None:
            for row in rows:
                if row["game"] in done:
                    continue
                done[row["game"]] = row
                if out is not None:
                    out.write(_json.dumps(row, separators=(",", ":"), ensure_ascii=False) + "\n")
                    out.flush()

        if client is None:
            workers = _os.cpu_count() or 1
            with _futures.ThreadPoolExecutor(max_workers=workers) as pool:
                running = [pool.submit(survey_task, g, ms, to, seconds) for g, ms in todo]
                for f in _futures.as_completed(running):
                    record(f.result())
        else:
            connected = _connect(client)
            from distributed import as_completed

            try:
                running = connected.map(
                    survey_task,
                    [g for g, _ in todo],
                    [ms for _, ms in todo],
                    [to] * len(todo),
                    [seconds] * len(todo),
                    pure=False,
                )
                for f in as_completed(running):
                    record(f.result())
            finally:
                # A client made here from an address is this survey's own.
                if connected is not client:
                    connected.close()
    finally:
        if out is not None:
            out.close()
    return Survey(games, to, [done[g] for g in order], len(tasks), misere)


def _say(id: str, **args: _Any) -> str:
    """The survey's message ``id`` in the language chosen
    (:func:`grundy.set_language`), each value written as ``str`` writes it."""
    return _grundy.survey_message(id, **{k: str(v) for k, v in args.items()})


def _connect(client: _Any) -> _Any:
    """A Dask client: the one given, or one connected to an address."""
    try:
        import distributed
    except ImportError as e:  # pragma: no cover - the tests install it
        raise ImportError(_say("survey-python-needs-dask")) from e
    if isinstance(client, str):
        try:
            return distributed.Client(client, timeout="5s")
        except (OSError, TimeoutError) as e:
            raise ConnectionError(_say("survey-python-unreachable", address=client, why=e)) from e
    return client


def _read_rows(path: str, order: _List[str], to: int) -> _Dict[str, _Dict[str, _Any]]:
    """The rows a survey wrote to ``path``, by game; a line that is no row,
    a row of another bound or of a game outside the survey is refused,
    naming its line."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return {}
    games = set(order)
    rows: _Dict[str, _Dict[str, _Any]] = {}
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = _json.loads(line)
            game, row_to = row["game"], row["to"]
        except (ValueError, KeyError, TypeError):
            raise ValueError(_say("survey-python-bad-line", file=path, line=i)) from None
        if row_to != to:
            raise ValueError(
                _say("survey-python-other-bound", file=path, line=i, game=game, other=row_to, to=to)
            )
        if game not in games:
            raise ValueError(_say("survey-resume-other-game", file=path, line=i, game=game))
        rows[game] = row
    return rows
