#!/usr/bin/env python3
"""Benchmark: every judge problem on the largest input `grundy gen` draws at
the judge's limits, answered by `grundy oj` and by the problem's C++
template (g++ -O2 -std=c++17), side by side in one run.

    python3 bench/judges.py                 # every problem, 3 runs each
    PROBLEMS=hdu1404,cf2004e python3 bench/judges.py
    SEEDS=40 REPS=5 python3 bench/judges.py

For each problem, `grundy gen NAME --size judge-max --seed S` is drawn for
S = 1..SEEDS (default 20) and the largest input (in bytes) is kept: the
generator draws the count of cases and of numbers at random up to the
judge's limits, so the largest of many draws stands for the judge's worst
file. Both programs read it from a file and write to a file; the two
answers must be byte-identical (else the row says so). Each program runs
REPS times (default 3); the median wall time is reported. The judge's time
limit is compared with 1 s, the strictest limit these judges use, unless
the statement's own is known (LIMITS below). Prints a Markdown table.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRUNDY = os.environ.get("GRUNDY", os.path.join(ROOT, "target", "release", "grundy"))
SEEDS = int(os.environ.get("SEEDS", "20"))
REPS = int(os.environ.get("REPS", "3"))

# Time limits stated by the judges where the statement was seen (ms);
# every other problem is held to 1000 ms.
LIMITS = {
    "nim_product_64": 10000,
    "hdu5724": 1000,
    "p6560": 1500,
}


def run(cmd, stdin_path, out_path):
    with open(stdin_path, "rb") as i, open(out_path, "wb") as o:
        start = time.perf_counter()
        done = subprocess.run(cmd, stdin=i, stdout=o, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed: {done.stderr.decode(errors='replace')[:300]}")
    return elapsed


def largest_input(problem, tmp):
    best, best_size = None, -1
    for seed in range(1, SEEDS + 1):
        out = subprocess.run(
            [GRUNDY, "gen", problem, "--size", "judge-max", "--seed", str(seed)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        if out.returncode != 0:
            continue
        if len(out.stdout) > best_size:
            best, best_size = out.stdout, len(out.stdout)
    if best is None:
        raise RuntimeError(f"grundy gen {problem} --size judge-max failed")
    path = os.path.join(tmp, f"{problem}.in")
    with open(path, "wb") as f:
        f.write(best)
    return path, best_size


def main():
    if not os.path.exists(GRUNDY):
        subprocess.run(["cargo", "build", "--release"], cwd=ROOT, check=True)
    listed = subprocess.run([GRUNDY, "oj", "--list"], stdout=subprocess.PIPE, check=True)
    # The list's lines up to the blank line are "NAME  title".
    lines = listed.stdout.decode().split("\n\n")[0].splitlines()
    problems = [line.split()[0] for line in lines if line.strip()]
    wanted = os.environ.get("PROBLEMS")
    if wanted:
        problems = [p for p in problems if p in wanted.split(",")]
    tmp = tempfile.mkdtemp(prefix="judges-bench.")
    try:
        print("| problem | input (bytes) | `grundy oj` (ms) | C++ template (ms) | limit (ms) | answers |")
        print("|---|---:|---:|---:|---:|---|")
        for problem in problems:
            source = os.path.join(tmp, f"{problem}.cpp")
            binary = os.path.join(tmp, problem)
            with open(source, "wb") as f:
                f.write(subprocess.run([GRUNDY, "template", problem, "cpp"],
                                       stdout=subprocess.PIPE, check=True).stdout)
            subprocess.run(["g++", "-O2", "-std=c++17", "-o", binary, source], check=True)
            path, size = largest_input(problem, tmp)
            ours, theirs = [], []
            a, b = os.path.join(tmp, "a.out"), os.path.join(tmp, "b.out")
            for _ in range(REPS):
                ours.append(run([GRUNDY, "oj", problem], path, a))
                theirs.append(run([binary], path, b))
            same = open(a, "rb").read() == open(b, "rb").read()
            limit = LIMITS.get(problem, 1000)
            print(f"| `{problem}` | {size} | {statistics.median(ours) * 1000:.1f} | "
                  f"{statistics.median(theirs) * 1000:.1f} | {limit} | "
                  f"{'identical' if same else 'DIFFER'} |", flush=True)
    finally:
        if os.environ.get("KEEP") == "1":
            print(f"kept {tmp}", file=sys.stderr)
        else:
            shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
