"""SVG import speed: a drawing of 3,000 paths made here as maps from the wild are drawn, and
imported (read with svgelements, groups merged, coverage cleaned and checked, connected,
islands joined, labels placed).

The drawing: 2,960 Voronoi cells over a 2,000 x 1,200 page, each a path in a pygal-like
``<g class="c123 cell">`` with no name of its own, every border drawn twice with each copy's
corners up to 0.3 px off (so the cleaner has overlaps and slivers to settle), one edge in
eight a cubic curve, one path in ten without its closing Z; and 40 round islands out at sea.

    python benchmarks/bench_svg_import.py

Goal (one core): <= 10 s. The figure is the best of 3 runs; it is printed and written to
docs/benchmarks.md.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import numpy as np
import shapely

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.report import best_of, load_note, write_printed  # noqa: E402
from engine.board.validation import validate  # noqa: E402
from engine.interchange import import_file  # noqa: E402

RUNS = 3
GOAL = 10.0  # seconds
CELLS, ISLANDS = 2960, 40
WIDTH, HEIGHT, LAND = 2000, 1200, (100, 100, 1700, 1100)  # the land's box; the islands lie east of it
JITTER = 0.3  # px: how far each copy of a border strays


def make_drawing(folder: Path) -> Path:
    rng = np.random.default_rng(29)
    x0, y0, x1, y1 = LAND
    seeds = shapely.points(rng.uniform((x0, y0), (x1, y1), (CELLS, 2)))
    cells = shapely.get_parts(shapely.voronoi_polygons(shapely.MultiPoint(seeds), extend_to=shapely.box(*LAND)))
    cells = shapely.intersection(cells, shapely.box(*LAND))
    paths = [_group(f"c{index}", _path(cell, rng, closed=index % 10 != 0))
             for index, cell in enumerate(cells)]
    for index in range(ISLANDS):
        cx, cy = 1780 + 80 * (index % 2), 60 + index * 27
        paths.append(_group(f"i{index}", f'<circle cx="{cx}" cy="{cy}" r="9"/>'))
    text = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}"><g id="cells">'
            + "".join(paths) + "</g></svg>")
    path = folder / "cells.svg"
    path.write_text(text, encoding="utf-8")
    return path


def _group(name: str, inner: str) -> str:
    return f'<g class="{name} cell map-element">{inner}</g>'


def _path(cell, rng: np.random.Generator, closed: bool) -> str:
    corners = np.asarray(cell.exterior.coords)[:-1]
    corners = corners + rng.uniform(-JITTER, JITTER, corners.shape)
    steps = [f"M {corners[0, 0]:.3f} {corners[0, 1]:.3f}"]
    for k, (x, y) in enumerate(corners[1:], start=1):
        if k % 8 == 0:  # a gentle curve along the edge, as drawn with a Bézier tool
            px, py = corners[k - 1]
            steps.append(f"C {px + (x - px) / 3:.3f} {py + (y - py) / 3:.3f} "
                         f"{px + 2 * (x - px) / 3:.3f} {py + 2 * (y - py) / 3:.3f} {x:.3f} {y:.3f}")
        else:
            steps.append(f"L {x:.3f} {y:.3f}")
    return f'<path d="{" ".join(steps)}{" Z" if closed else ""}"/>'


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = make_drawing(Path(folder))
        result = import_file(path)
        taken = best_of(RUNS, lambda: import_file(path))
    problems = validate(result.board)
    verdict = "ok" if taken <= GOAL else "TOO SLOW"
    print(f"SVG import of {CELLS + ISLANDS} paths: {taken:.2f} s, {verdict} (goal <= {GOAL:.0f} s{load_note()})")
    print(f"  {result.report.territories} territories, {result.report.borders} borders, "
          f"{result.report.sea_lines} sea-lines; {len(problems.errors)} errors, {len(problems.warnings)} warnings")


if __name__ == "__main__":
    write_printed("svg-import", "SVG import (3,000 paths)", main)
