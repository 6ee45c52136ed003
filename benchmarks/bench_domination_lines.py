"""Import speed of a Domination map whose borders are drawn as lines of "no country" pixels
(as Domination's own risk.map draws them), and how many of its neighbours come in as land.

    python benchmarks/bench_domination_lines.py

The map is made here: a 700 x 450 picture of 68 Voronoi cells, 8 of them sea, the other 60
countries; every border between two countries is a line of "no country" 1, 2 or 3 pixels
wide (chosen per pair), and ``[borders]`` lists every pair of countries whose cells touch.
Goal (one core): the whole import (read, close the lines, trace, build) in <= 2 s, every
listed pair a land border. Prints the figures; it writes no file of the repository.
"""

from __future__ import annotations

import io
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

from engine.board.model import ConnectionKind  # noqa: E402
from engine.board.validation import validate  # noqa: E402
from engine.files.text_file import read_binary_file  # noqa: E402
from engine.interchange import ImportOptions, import_file  # noqa: E402
from engine.interchange.domination import tracing  # noqa: E402

RUNS = 5
GOAL = 2.0  # seconds
WIDTH, HEIGHT, CELLS, SEA_CELLS = 700, 450, 68, 8
NONE = 255


def cells_picture(seed: int = 11) -> tuple[np.ndarray, np.ndarray]:
    """(cell of every pixel, Domination number of every cell: 255 for sea)."""
    rng = np.random.default_rng(seed)
    columns = round(np.sqrt(CELLS * WIDTH / HEIGHT))
    rows = -(-CELLS // columns)
    slots = rng.permutation(columns * rows)[:CELLS]
    x = (slots % columns + 0.2 + 0.6 * rng.random(CELLS)) * WIDTH / columns
    y = (slots // columns + 0.2 + 0.6 * rng.random(CELLS)) * HEIGHT / rows
    ys, xs = np.mgrid[0:HEIGHT, 0:WIDTH]
    cell = np.argmin((xs[..., None] - x) ** 2 + (ys[..., None] - y) ** 2, axis=2)
    number = np.full(CELLS, NONE, dtype=np.uint8)
    sea = set(rng.choice(CELLS, SEA_CELLS, replace=False).tolist())
    number[[c for c in range(CELLS) if c not in sea]] = np.arange(1, CELLS - SEA_CELLS + 1)
    return cell, number


def touching_pairs(numbers: np.ndarray) -> set[tuple[int, int]]:
    pairs = set()
    for a, b in ((numbers[:, :-1], numbers[:, 1:]), (numbers[:-1, :], numbers[1:, :])):
        for p, q in np.unique(np.stack([a.ravel(), b.ravel()], axis=1), axis=0).tolist():
            if p != q and NONE not in (p, q):
                pairs.add((min(p, q), max(p, q)))
    return pairs


def with_lines(numbers: np.ndarray) -> np.ndarray:
    """Every border between two countries drawn as a line of "no country", 1 to 3 pixels
    wide by pair, on the first country's side (as a paint program's brush lays it)."""
    lined = numbers.copy()
    for axis in (0, 1):
        here = numbers if axis == 1 else numbers.T
        target = lined if axis == 1 else lined.T  # a view: writing it writes ``lined``
        a, b = here[:, :-1].astype(int), here[:, 1:].astype(int)
        border = (a != b) & (a != NONE) & (b != NONE)
        width = 1 + (np.minimum(a, b) * 7 + np.maximum(a, b) * 13) % 3
        for step in range(3):
            rows, cols = np.nonzero(border & (width > step))
            target[rows, np.maximum(cols - step, 0)] = NONE
    return lined


def write_map(folder: Path) -> tuple[Path, set[tuple[int, int]]]:
    cell, number = cells_picture()
    numbers = number[cell]
    pairs = touching_pairs(numbers)
    image = Image.fromarray(with_lines(numbers), mode="L").convert("P")
    image.putpalette([v for grey in range(256) for v in (grey, grey, grey)])
    buffer = io.BytesIO()
    image.save(buffer, format="GIF")
    (folder / "lines_map.gif").write_bytes(buffer.getvalue())
    countries = CELLS - SEA_CELLS
    neighbours: dict[int, set[int]] = {n: set() for n in range(1, countries + 1)}
    for p, q in pairs:
        neighbours[p].add(q)
        neighbours[q].add(p)
    lines = ["; made by benchmarks/bench_domination_lines.py", "name Lines World", "",
             "[files]", "map lines_map.gif", "", "[continents]", "Everywhere 5 yellow", "", "[countries]"]
    for n in range(1, countries + 1):
        y, x = np.argwhere(numbers == n).mean(axis=0)
        lines.append(f"{n} Country_{n} 1 {int(x)} {int(y)}")
    lines += ["", "[borders]"] + [" ".join(map(str, [n, *sorted(neighbours[n])])) for n in sorted(neighbours)]
    path = folder / "lines.map"
    path.write_text("\r\n".join(lines) + "\r\n", encoding="utf-8")
    return path, pairs


def best_of(runs: int, action) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        path, pairs = write_map(folder)
        picture = tracing.read_numbers(read_binary_file(folder / "lines_map.gif"))
        whole = best_of(RUNS, lambda: import_file(path))
        closing = best_of(RUNS, lambda: tracing.close_lines(picture, 3))
        board = import_file(path).board
        before = import_file(path, ImportOptions(snap=0)).board
    land = sum(c.kind is ConnectionKind.BORDER for c in board.connections)
    land_before = sum(c.kind is ConnectionKind.BORDER for c in before.connections)
    warnings = Counter(p.code for p in validate(board).warnings)
    errors = len(validate(board).errors)
    verdict = "ok" if whole <= GOAL and land == len(pairs) else "NOT MET"
    print(f"Domination map with line borders: {WIDTH} x {HEIGHT} pixels, {len(board.territories)} territories, "
          f"{len(pairs)} neighbour pairs drawn 1-3 px apart")
    print(f"import: {whole:.2f} s (goal <= {GOAL:.1f} s, best of {RUNS}); closing the lines alone: "
          f"{closing * 1e3:.0f} ms")
    print(f"land borders: {land} of {len(pairs)} ({100 * land / len(pairs):.0f}%); "
          f"with --snap 0 (lines kept): {land_before} ({100 * land_before / len(pairs):.0f}%)")
    print(f"validation: {errors} errors; warnings: {dict(sorted(warnings.items())) or 'none'}")
    print(f"verdict: {verdict}")


if __name__ == "__main__":
    from benchmarks.report import write_printed

    write_printed("domination-lines", "Domination import with line borders (60 countries)", main)
