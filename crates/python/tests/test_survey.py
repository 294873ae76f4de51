"""``grundy.survey`` against ``grundy survey --json``: on the cores of this
machine, on a local Dask cluster of two worker processes, with a worker
killed midway, resumed from its file; bad input refused by name."""

from __future__ import annotations

import doctest
import importlib.util
import json
import os
import subprocess
import threading
import time

import pytest

import grundy
import grundy._survey as survey_module

from test_grundy import cli

grundy.set_language("en")


def cli_rows(*args: str, input: str | None = None) -> list:
    out = subprocess.run(
        [cli(), "survey", *args, "--json"], capture_output=True, text=True, check=True, input=input
    )
    return [without_time(r) for r in json.loads(out.stdout)["rows"]]


def without_time(row: dict) -> dict:
    return {k: v for k, v in row.items() if k != "ms"}


def rows(s: grundy.Survey) -> list:
    return [without_time(r) for r in s.rows]


def test_the_module_examples_run():
    failed, attempted = doctest.testmod(survey_module)
    assert attempted > 0 and failed == 0


@pytest.mark.parametrize(
    "games, to, args",
    [
        ("0.xy", 2**12, ["0.xy", "--to", "4096"]),
        ("sub:1..4", 200, ["sub:1..4", "--to", "200"]),
    ],
    ids=["octal family", "subtraction sets"],
)
def test_on_this_machine_as_the_command_line(games, to, args):
    assert rows(grundy.survey(games, to)) == cli_rows(*args)


def test_a_list_of_games_and_its_csv(tmp_path):
    s = grundy.survey(["0.07", "kayles", "0.137"], 1000)
    assert [r["game"] for r in s.rows] == ["0.07", "0.77", "0.137"]
    listed = tmp_path / "codes.txt"
    listed.write_text("0.07\nkayles\n0.137\n")
    assert rows(s) == cli_rows(f"@{listed}", "--to", "1000")
    assert s.to_csv().splitlines()[0] == ",".join(survey_module.FIELDS)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_its_tables_are_the_command_lines(lang):
    grundy.set_language(lang)
    try:
        s = grundy.survey("0.7x", 2**10, misere=True)
        table = s.to_markdown()
        csv = s.to_csv()
    finally:
        grundy.set_language("en")
    args = ["survey", "0.7x", "--to", "1024", "--misere", "--lang", lang]
    out = subprocess.run([cli(), *args], capture_output=True, text=True, check=True).stdout
    assert table == out
    out = subprocess.run([cli(), *args, "--csv"], capture_output=True, text=True, check=True)
    # The last field of the survey's own columns is its milliseconds.
    ms = survey_module.FIELDS.index("ms")

    def timeless(text: str) -> list:
        return [line.split(",")[:ms] + line.split(",")[ms + 1 :] for line in text.splitlines()]

    assert timeless(csv) == timeless(out.stdout)
    assert "misere_size" in csv.splitlines()[0]


def test_its_plot_is_the_command_lines(tmp_path):
    s = grundy.survey("0.7x", 2**10)
    s.plot(tmp_path / "family.svg")
    subprocess.run(
        [cli(), "survey", "0.7x", "--to", "1024", "--plot", str(tmp_path / "cli.svg")],
        capture_output=True,
        check=True,
    )
    assert (tmp_path / "family.svg").read_text() == (tmp_path / "cli.svg").read_text()
    with pytest.raises(ValueError, match="family.txt"):
        s.plot(tmp_path / "family.txt")


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as local, distributed.Client(local) as client:
        yield local, client


def test_on_a_local_cluster_of_two_workers(cluster):
    _, client = cluster
    assert rows(grundy.survey("0.xy", 2**12, client=client)) == cli_rows("0.xy", "--to", "4096")


def test_on_a_cluster_named_by_its_address(cluster):
    # As a cluster of many machines is reached: its scheduler's address.
    local, _ = cluster
    got = grundy.survey("0.xy", 2**12, client=local.scheduler_address)
    assert rows(got) == cli_rows("0.xy", "--to", "4096")


def test_a_worker_killed_midway_costs_only_its_games(cluster, tmp_path):
    local, client = cluster
    resume = tmp_path / "rows.jsonl"
    result = {}

    def run():
        result["survey"] = grundy.survey("0.xyz", 2**12, client=client, resume=str(resume))

    runner = threading.Thread(target=run)
    runner.start()
    # Once some rows are in, one worker process dies (its nanny starts
    # another); the scheduler gives its tasks to the workers left.
    deadline = time.time() + 120
    while time.time() < deadline and (not resume.exists() or not resume.read_text().strip()):
        time.sleep(0.01)
    victim = sorted(client.scheduler_info()["workers"])[0]
    try:
        client.run(os._exit, 1, workers=[victim])
    except Exception:
        pass  # the worker died before it could answer
    runner.join(timeout=300)
    assert not runner.is_alive()
    expected = cli_rows("0.xyz", "--to", "4096")
    assert rows(result["survey"]) == expected
    written = [json.loads(line) for line in resume.read_text().splitlines()]
    assert len(written) == len(expected), "each row written once"


def test_a_survey_resumes_from_its_file(tmp_path):
    resume = tmp_path / "rows.jsonl"
    first = grundy.survey("0.x", 1000, resume=str(resume))
    lines = resume.read_text().splitlines()
    assert len(lines) == 7
    kept = [line.replace('"largest_at":1,', '"largest_at":999,') for line in lines if '"game":"0.1"' in line]
    resume.write_text("\n".join(kept) + "\n")
    second = grundy.survey("0.x", 1000, resume=str(resume))
    assert second.rows[0]["largest_at"] == 999, "the rows in the file are taken as they are"
    assert rows(second)[1:] == rows(first)[1:]
    assert len(resume.read_text().splitlines()) == 7
    # The command line reads the same file.
    out = subprocess.run(
        [cli(), "survey", "0.x", "--to", "1000", "--resume", str(resume), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "7 of 7 games taken from" in out.stderr


def test_a_survey_resumed_with_misere_computes_the_quotients_its_rows_lack(tmp_path):
    # Regression: rows written without misere were taken as they were.
    resume = tmp_path / "rows.jsonl"
    grundy.survey(["0.77", "sub:1,2"], 1000, resume=str(resume))
    again = grundy.survey(["0.77", "sub:1,2"], 1000, resume=str(resume), misere=True)
    assert again.rows[0]["misere"]["size"] == 40
    assert again.rows[1]["misere"] is None
    third = grundy.survey(["0.77", "sub:1,2"], 1000, resume=str(resume), misere=True)
    assert rows(third) == rows(again)


def test_bad_input_is_refused_by_name(tmp_path):
    with pytest.raises(ValueError, match='"07" is no family of codes'):
        grundy.survey("07", 10)
    with pytest.raises(ValueError, match="no family of subtraction games"):
        grundy.survey("sub:1..99", 10)
    with pytest.raises(ValueError, match="0.7x"):
        grundy.survey(["0.77", "0.7x"], 10)
    with pytest.raises(ValueError, match="whole number"):
        grundy.survey("0.x", -1)
    resume = tmp_path / "rows.jsonl"
    for text, words in [
        ('{"game":"0.1","to":100}\nnot json\n', "line 2: not a row of a survey"),
        ('{"game":"0.1","to":50}\n', "line 1: 0.1 was surveyed to 50, not to 100"),
        ('{"game":"0.77","to":100}\n', "line 1: 0.77 is not a game of this survey"),
    ]:
        resume.write_text(text)
        with pytest.raises(ValueError, match=words):
            grundy.survey("0.x", 100, resume=str(resume))
    pytest.importorskip("distributed")
    with pytest.raises(ConnectionError, match="cannot reach the Dask cluster at tcp://127.0.0.1:9"):
        grundy.survey("0.x", 100, client="tcp://127.0.0.1:9")


def test_its_own_messages_in_chinese(tmp_path):
    resume = tmp_path / "rows.jsonl"
    resume.write_text('{"game":"0.1","to":50}\n')
    grundy.set_language("zh")
    try:
        with pytest.raises(ValueError, match="第 1 行：0.1 算到的是 50，不是 100"):
            grundy.survey("0.x", 100, resume=str(resume))
        with pytest.raises(ValueError, match="to 必须是非负整数"):
            grundy.survey("0.x", -1)
        if importlib.util.find_spec("distributed") is not None:
            with pytest.raises(ConnectionError, match="连不上 tcp://127.0.0.1:9 的 Dask 集群"):
                grundy.survey("0.x", 100, client="tcp://127.0.0.1:9")
    finally:
        grundy.set_language("en")


def test_misere_columns_as_the_command_line():
    got = grundy.survey(["0.31", "0.77", "0.44", "sub:1,2"], 1000, misere=True)
    assert rows(got) == cli_rows("-", "--to", "1000", "--misere", input="0.31\n0.77\n0.44\nsub:1,2\n")
    assert got.rows[2]["misere"]["size"] == 40
