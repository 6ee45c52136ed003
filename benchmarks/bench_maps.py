"""Map model speed: load, validate, suggest_connections and save on generated worlds.

    python benchmarks/bench_maps.py [--quick]

Voronoi maps of 42, 1,000 and 5,000 territories at 30 and 400 vertices each, plus the
shipped classic world. Goals (one core): 5,000 x 30 load + full validation <= 1 s;
5,000 x 400 <= 4 s; save 5,000 x 30 <= 0.5 s; the classic map <= 20 ms.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# One core, as the goals say: keep numeric libraries from spreading over more.
for variable in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(variable, "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.report import best_of, machine, write_section  # noqa: E402
from engine.board import load_map, save_map  # noqa: E402
from engine.board.generate import voronoi_board  # noqa: E402
from engine.board.validation import validate  # noqa: E402
from engine.files.yaml_reader import HAS_LIBYAML  # noqa: E402
from engine.resources import maps_dir  # noqa: E402

GENERATED = Path(__file__).resolve().parent / "generated"
SIZES = [(42, 30), (42, 400), (1000, 30), (1000, 400), (5000, 30), (5000, 400)]
GOALS = {
    ("load+validate", 5000, 30): 1.0,
    ("load+validate", 5000, 400): 4.0,
    ("save", 5000, 30): 0.5,
    ("load+validate", "classic", None): 0.020,
}


def generated_map(territories: int, vertices: int) -> Path:
    path = GENERATED / f"voronoi-{territories}x{vertices}.yaml"
    if not path.exists():
        GENERATED.mkdir(exist_ok=True)
        save_map(voronoi_board(territories, vertices, seed=1), path)
    return path


def measure(path: Path, runs: int) -> dict[str, float]:
    board = load_map(path).board
    out = path.with_suffix(".out.yaml")
    figures = {
        "load": best_of(runs, lambda: load_map(path)),
        "validate": best_of(runs, lambda: validate(load_map(path).board)) - 0.0,
        "suggest": best_of(runs, lambda: load_map(path).board.suggest_connections()),
        "load+validate": best_of(runs, lambda: validate(load_map(path).board)),
        "save": best_of(runs, lambda: save_map(board, out)),
    }
    # validate and suggest above include a fresh load (cold caches, as when a file opens);
    # report them net of the load.
    figures["validate"] -= figures["load"]
    figures["suggest"] -= figures["load"]
    out.unlink(missing_ok=True)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one run each, small maps only")
    args = parser.parse_args()
    runs = 1 if args.quick else 5
    rows = []
    sizes = SIZES[:2] if args.quick else SIZES
    cases = [("classic", None, maps_dir() / "classic.yaml")] + [
        (t, v, generated_map(t, v)) for t, v in sizes
    ]
    for territories, vertices, path in cases:
        figures = measure(path, runs if territories != 5000 or vertices != 400 else max(1, runs - 2))
        rows.append((territories, vertices, path.stat().st_size, figures))
        print(territories, vertices, {k: round(v, 4) for k, v in figures.items()}, file=sys.stderr)

    def cell(kind, territories, vertices, seconds):
        goal = GOALS.get((kind, territories, vertices))
        text = f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"
        if goal is not None:
            text += f" {'✅' if seconds <= goal else '❌'} (goal ≤ {goal * 1000:.0f} ms)" if goal < 1 else \
                f" {'✅' if seconds <= goal else '❌'} (goal ≤ {goal:g} s)"
        return text

    lines = [
        "## Map model (`benchmarks/bench_maps.py`)",
        "",
        f"{machine()}; libyaml {'used' if HAS_LIBYAML else 'NOT available (pure Python)'}. "
        "`validate` and `suggest` are net of loading, measured on a freshly loaded map (cold "
        "geometry caches), as when a file is opened.",
        "",
        "| map | file | load | validate | suggest_connections | load + validate | save |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for territories, vertices, size, f in rows:
        name = "classic (42)" if territories == "classic" else f"Voronoi {territories:,} × {vertices}"
        lines.append(
            f"| {name} | {size / 1e6:.2f} MB | {cell('load', territories, vertices, f['load'])} | "
            f"{cell('validate', territories, vertices, f['validate'])} | "
            f"{cell('suggest', territories, vertices, f['suggest'])} | "
            f"{cell('load+validate', territories, vertices, f['load+validate'])} | "
            f"{cell('save', territories, vertices, f['save'])} |"
        )
    if not args.quick:
        write_section("maps", "\n".join(lines))
    else:
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
