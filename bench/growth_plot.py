#!/usr/bin/env python3
"""The cost of a value as N doubles, drawn as an SVG (issue 48's plot).

    python3 bench/growth_plot.py ROWS.csv OUT.svg [TITLE]

ROWS.csv has the lines `game,threads,k,values,seconds` that
bench/research_growth.sh writes with PLOT=...: one line per run of `grundy
research GAME --to 2^k`. The picture has log2 N across and nanoseconds a
value up (a logarithmic scale, so that 0.106's 80 ns and 0.007's 20 µs share
it), one line per game and thread count. Plain SVG written here: no plotting
library is needed on the benchmark machine.
"""
import csv
import math
import sys

WIDTH, HEIGHT = 760, 460
LEFT, RIGHT, TOP, BOTTOM = 80, 210, 50, 60
COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]


def main():
    rows_path, out_path = sys.argv[1], sys.argv[2]
    title = sys.argv[3] if len(sys.argv) > 3 else "grundy research: the cost of a value as N doubles"
    lines = {}
    with open(rows_path, newline="") as f:
        for game, threads, k, values, seconds in csv.reader(f):
            ns = float(seconds) * 1e9 / int(values)
            lines.setdefault((game, int(threads)), []).append((int(k), ns))
    if not lines:
        sys.exit("no rows to draw")
    ks = [k for points in lines.values() for k, _ in points]
    costs = [ns for points in lines.values() for _, ns in points]
    k_lo, k_hi = min(ks), max(ks)
    if k_lo == k_hi:
        k_lo, k_hi = k_lo - 1, k_hi + 1
    decade_lo = math.floor(math.log10(min(costs)))
    decade_hi = math.ceil(math.log10(max(costs)))
    if decade_lo == decade_hi:
        decade_hi += 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(k):
        return LEFT + (k - k_lo) / (k_hi - k_lo) * plot_w

    def y(ns):
        return TOP + plot_h - (math.log10(ns) - decade_lo) / (decade_hi - decade_lo) * plot_h

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        f'<text x="{WIDTH / 2}" y="24" text-anchor="middle" font-size="15">{escape(title)}</text>',
    ]
    for k in range(k_lo, k_hi + 1):
        out.append(f'<line x1="{x(k):.1f}" y1="{TOP}" x2="{x(k):.1f}" y2="{TOP + plot_h}" stroke="#eee"/>')
        out.append(f'<text x="{x(k):.1f}" y="{TOP + plot_h + 18}" text-anchor="middle">2^{k}</text>')
    for d in range(decade_lo, decade_hi + 1):
        for m in (1, 2, 5):
            ns = m * 10**d
            if d == decade_hi and m > 1:
                continue
            yy = y(ns)
            out.append(f'<line x1="{LEFT}" y1="{yy:.1f}" x2="{LEFT + plot_w}" y2="{yy:.1f}" stroke="{"#ccc" if m == 1 else "#f0f0f0"}"/>')
            out.append(f'<text x="{LEFT - 6}" y="{yy + 4:.1f}" text-anchor="end">{label(ns)}</text>')
    out.append(f'<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" fill="none" stroke="#333"/>')
    out.append(f'<text x="{LEFT + plot_w / 2}" y="{HEIGHT - 16}" text-anchor="middle">N (values computed: G(0) … G(N))</text>')
    out.append(
        f'<text x="18" y="{TOP + plot_h / 2}" text-anchor="middle" '
        f'transform="rotate(-90 18 {TOP + plot_h / 2})">time a value (log scale)</text>'
    )
    for i, ((game, threads), points) in enumerate(sorted(lines.items())):
        colour = COLOURS[i % len(COLOURS)]
        points.sort()
        path = " ".join(f"{x(k):.1f},{y(ns):.1f}" for k, ns in points)
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for k, ns in points:
            out.append(f'<circle cx="{x(k):.1f}" cy="{y(ns):.1f}" r="3" fill="{colour}"/>')
        ly = TOP + 14 + 20 * i
        lx = LEFT + plot_w + 16
        out.append(f'<line x1="{lx}" y1="{ly - 4}" x2="{lx + 22}" y2="{ly - 4}" stroke="{colour}" stroke-width="2"/>')
        name = f"{game}, {threads} thread{'s' if threads != 1 else ''}"
        out.append(f'<text x="{lx + 28}" y="{ly}">{escape(name)}</text>')
    out.append("</svg>")
    with open(out_path, "w") as f:
        f.write("\n".join(out) + "\n")


def label(ns):
    if ns >= 1000:
        return f"{ns / 1000:g} µs"
    return f"{ns:g} ns"


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


if __name__ == "__main__":
    main()
