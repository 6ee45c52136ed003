"""Import speed: a Domination map of 700 x 450 pixels and 60 territories, made here, imported
(traced, simplified, connected, labels and slots placed) and exported again.

    python benchmarks/bench_import.py

Goal (one core): the import in <= 2 s. The map is a Voronoi world: 68 cells of which 8
are sea, continents by position, borders as the picture shows them plus sea-lines across
the sea. Each figure is the best of 5 runs; the results go to the "import" section of
docs/benchmarks.md.
"""

from __future__ import annotations

import io
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

from benchmarks.report import best_of, machine, write_section  # noqa: E402
from engine.board.validation import validate  # noqa: E402
from engine.files.text_file import read_binary_file  # noqa: E402
from engine.interchange import ExportOptions, ImportOptions, export_file, import_file, write_import  # noqa: E402
from engine.interchange.domination.tracing import read_numbers, trace  # noqa: E402

RUNS = 5
GOAL = 2.0  # seconds
WIDTH, HEIGHT, CELLS, SEA_CELLS = 700, 450, 68, 8
COLOURS = ("yellow", "green", "red", "blue", "orange", "magenta")


def make_map(folder: Path, seed: int = 7, cells: int = CELLS, sea_cells: int = SEA_CELLS,
             names: list[str] | None = None, title: str = "Benchmark World") -> Path:
    """A Domination map in ``folder``; the path of its .map file. ``cells`` Voronoi cells of
    which ``sea_cells`` are sea; territories named ``names`` (else Territory 1, 2...)."""
    rng = np.random.default_rng(seed)
    sites = _spread(rng, cells)
    ys, xs = np.mgrid[0:HEIGHT, 0:WIDTH]
    cell = np.argmin((xs[..., None] - sites[:, 0]) ** 2 + (ys[..., None] - sites[:, 1]) ** 2, axis=2)
    sea = set(rng.choice(cells, sea_cells, replace=False).tolist())
    number = np.full(cells, 255, dtype=np.uint8)
    land = [c for c in range(cells) if c not in sea]
    for n, c in enumerate(land, start=1):
        number[c] = n
    numbers = number[cell]
    (folder / "bench_map.gif").write_bytes(_gif(numbers))
    colours = np.array([[(40 + 3 * n) % 256, 120, (200 + 2 * n) % 256] for n in range(256)], dtype=np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(colours[numbers]).save(buffer, format="PNG")
    (folder / "bench_pic.png").write_bytes(buffer.getvalue())

    touching: dict[int, set[int]] = {n: set() for n in range(1, len(land) + 1)}
    for a, b in ((numbers[:, :-1], numbers[:, 1:]), (numbers[:-1, :], numbers[1:, :])):
        pairs = np.unique(np.stack([a.ravel(), b.ravel()], axis=1), axis=0)
        for p, q in pairs.tolist():
            if p != q and p != 255 and q != 255:
                touching[p].add(q)
                touching[q].add(p)
    # Sea-lines: the land cells around each sea cell, in turn around it, where they do not touch.
    for s in sorted(sea):
        shore = [int(c) for c in np.unique(cell[_dilated(cell == s)]) if c not in sea]
        shore.sort(key=lambda c: np.arctan2(*(sites[c] - sites[s])[::-1]))
        for p, q in zip(shore, shore[1:], strict=False):
            p, q = int(number[p]), int(number[q])
            if q not in touching[p]:
                touching[p].add(q)
                touching[q].add(p)
    lines = ["; a map made by benchmarks/bench_import.py", f"name {title}", "",
             "[files]", "pic bench_pic.png", "map bench_map.gif", "", "[continents]"]
    lines += [f"Continent_{k + 1} {2 + k} {COLOURS[k]}" for k in range(6)]
    lines += ["", "[countries]"]
    for n, c in enumerate(land, start=1):
        y, x = np.argwhere(cell == c).mean(axis=0)  # the middle of its pixels: the army circle
        continent = 1 + min(5, int(x / WIDTH * 3)) + 3 * int(y > HEIGHT / 2)
        name = names[n - 1] if names else f"Territory {n}"
        lines.append(f"{n} {name.replace(' ', '_')} {min(continent, 6)} {int(x)} {int(y)}")
    lines += ["", "[borders]"]
    lines += [" ".join(str(v) for v in [n, *sorted(touching[n])]) for n in sorted(touching)]
    path = folder / "bench.map"
    path.write_text("\r\n".join(lines) + "\r\n", encoding="utf-8")
    return path


def _spread(rng, count: int) -> np.ndarray:
    """Sites on a jittered grid, so no territory is a sliver."""
    columns = max(1, round(np.sqrt(count * WIDTH / HEIGHT)))
    rows = -(-count // columns)
    slots = rng.permutation(columns * rows)[:count]
    x = (slots % columns + 0.2 + 0.6 * rng.random(count)) * WIDTH / columns
    y = (slots // columns + 0.2 + 0.6 * rng.random(count)) * HEIGHT / rows
    return np.column_stack([x, y])


def _dilated(mask: np.ndarray) -> np.ndarray:
    grown = mask.copy()
    grown[1:, :] |= mask[:-1, :]
    grown[:-1, :] |= mask[1:, :]
    grown[:, 1:] |= mask[:, :-1]
    grown[:, :-1] |= mask[:, 1:]
    return grown


def _gif(numbers: np.ndarray) -> bytes:
    image = Image.fromarray(numbers, mode="L").convert("P")
    image.putpalette([v for grey in range(256) for v in (grey, grey, grey)])
    buffer = io.BytesIO()
    image.save(buffer, format="GIF")
    return buffer.getvalue()


def seconds(value: float) -> str:
    return f"{value:.2f} s" if value >= 1 else f"{value * 1e3:.0f} ms"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        path = make_map(folder)
        numbers = read_numbers(read_binary_file(folder / "bench_map.gif"))
        result = import_file(path)
        board = result.board
        problems = validate(board)
        tracing = best_of(RUNS, lambda: trace(numbers, range(1, 61), smooth=True))
        whole = best_of(RUNS, lambda: write_import(import_file(path), folder / "world.yaml"))
        exact = best_of(RUNS, lambda: import_file(path, ImportOptions(detail=0)))
        out = folder / "out"
        out.mkdir()
        export = best_of(RUNS, lambda: export_file(board, out / "again.map", ExportOptions()))
    vertices = sum(t.vertex_count() for t in board.territories)
    verdict = "✅" if whole <= GOAL else "❌"
    report = result.report
    print(f"import: {seconds(whole)} {verdict} (goal <= {seconds(GOAL)}); tracing alone {seconds(tracing)}")
    print(f"  {report.territories} territories, {report.borders} borders, {report.sea_lines} sea-lines, "
          f"{vertices} vertices; {len(problems.errors)} errors, {len(problems.warnings)} warnings")
    print(f"import keeping every pixel corner (--detail 0): {seconds(exact)}; export: {seconds(export)}")
    whole_text = f"{seconds(whole)} {verdict} (goal ≤ {seconds(GOAL)})"
    kinds = Counter(problem.code for problem in problems.warnings)
    warning_kinds = ", ".join(f"{count} `{code}`" for code, count in sorted(kinds.items())) or "none"
    write_section(
        "import",
        f"""
## Import and export (`benchmarks/bench_import.py`)

{machine()}; best of {RUNS} runs. A Domination map made by the benchmark: a
{WIDTH} × {HEIGHT} picture, {report.territories} territories ({report.borders} borders,
{report.sea_lines} sea-lines), continents by position. The import traces every territory from
the picture, simplifies the coverage (1 pixel), connects them, and places labels and sticker
slots; the result has {vertices:,} vertices and {len(problems.errors)} validation errors
({len(problems.warnings)} warnings: {warning_kinds}).

| step | time |
|---|---:|
| import and save: read, trace, build, write (`import_file`, `write_import`) | {whole_text} |
| tracing the picture alone, staircases cut (`tracing.trace`) | {seconds(tracing)} |
| import keeping every pixel corner (`--detail 0`) | {seconds(exact)} |
| export back to Domination (`.map`, `_map.gif`, plain `_pic.png`, `.cards`) | {seconds(export)} |
""",
    )


if __name__ == "__main__":
    main()
