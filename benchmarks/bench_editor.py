"""Map editor canvas speed on a big map: opening, hovering, repainting.

    python benchmarks/bench_editor.py [--quick]
    xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb python benchmarks/bench_editor.py

Qt runs offscreen unless QT_QPA_PLATFORM says otherwise (the second line: a real X screen,
as bench_window.py uses). The last table drives the main window as a person does
(benchmarks/window_interaction.py): wheel zoom steps, a shared-corner drag in Edit
Vertices and Auto-place All, each timed from the input to the painted result.

The map is the generated Voronoi world of 5,000 territories with about 30 vertices each
(benchmarks/generated/voronoi-5000x30.yaml, made if missing). Goals (one core): first
frame (scene built and the fitted view painted, after the file is parsed) <= 0.3 s; hover
hit test <= 30 us; repaint zoomed in (1:1, viewport 1400 x 900) <= 16 ms; repaint fully
zoomed out <= 33 ms; in the window (issue 17): every zoom step <= 50 ms at p99, vertex drag
p90 <= 16 ms, auto-place all <= 2 s.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import time
from pathlib import Path

# One core, as the goals say: keep numeric libraries from spreading over more.
for variable in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(variable, "1")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainterPath, QPolygonF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.report import best_of, load_note, machine, write_section  # noqa: E402
from benchmarks.window_interaction import measure_window  # noqa: E402
from editor.editing.map_edits import placed_marks  # noqa: E402
from editor.scene.map_scene import MapScene  # noqa: E402
from editor.scene.qt_geometry import territory_path  # noqa: E402
from editor.view.map_view import MapView  # noqa: E402
from engine.board import load_map, save_map  # noqa: E402
from engine.board.generate import voronoi_board  # noqa: E402

GENERATED = Path(__file__).resolve().parent / "generated"
VIEWPORT = QSize(1400, 900)
GOALS = {  # seconds
    "zoom p99": 0.050,
    "drag p90": 0.016,
    "window auto-place all": 2.0,
    "auto-place all": 2.0,
    "first frame": 0.300,
    "hit test": 30e-6,
    "repaint zoomed in": 0.016,
    "repaint zoomed out": 0.033,
}


def map_file(territories: int, vertices: int) -> Path:
    path = GENERATED / f"voronoi-{territories}x{vertices}.yaml"
    if not path.exists():
        GENERATED.mkdir(exist_ok=True)
        save_map(voronoi_board(territories, vertices, seed=1), path)
    return path


def open_view(board) -> MapView:
    """A fitted view of a new scene, painted once: what opening a map costs after parsing."""
    view = MapView(MapScene(board))
    view.resize(VIEWPORT)
    view.grab()  # delivers the pending resize (which fits the map) and paints one frame
    return view


def paint(view: MapView, image: QImage) -> None:
    view.viewport().render(image)


def first_frame(board, runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        gc.collect()
        start = time.perf_counter()
        view = open_view(board)
        best = min(best, time.perf_counter() - start)
        view.scene().deleteLater()
        view.deleteLater()
        del view
        QApplication.processEvents()
    return best


def per_call(function, points, runs: int) -> float:
    """Seconds per call of ``function(point)``, best of ``runs`` passes over ``points``."""
    return best_of(runs, lambda: [function(p) for p in points]) / len(points)


def path_figures(board, runs: int) -> tuple[float, float, int]:
    """Building every territory's path: through QPolygonF's buffer (``territory_path``), and
    point by point; and how many vertices that is."""

    def one_by_one():
        paths = []
        for territory in board.territories:
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.OddEvenFill)
            for ring in territory.rings():
                polygon = QPolygonF()
                for x, y in ring.xy.tolist():
                    polygon.append(QPointF(x, y))
                path.addPolygon(polygon)
                path.closeSubpath()
            paths.append(path)
        return paths

    vertices = sum(len(ring) for territory in board.territories for ring in territory.rings())
    buffer = best_of(runs, lambda: [territory_path(territory) for territory in board.territories])
    return buffer, best_of(max(1, runs // 3), one_by_one), vertices


def measure(path: Path, runs: int) -> dict[str, float]:
    figures: dict[str, float] = {}
    figures["parse"] = best_of(max(1, runs // 2), lambda: load_map(path))
    board = load_map(path).board
    figures["first frame"] = first_frame(board, max(1, runs // 2))

    view = open_view(board)
    scene = view.scene()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    scene.ensure_marks()  # the steady state: every label and slot made (and indexed by Qt)
    paint(view, image)
    figures["repaint zoomed out"] = best_of(runs, lambda: paint(view, image))
    figures["overview active"] = float(scene.overview_active())

    rng = random.Random(1)
    width, height = board.meta.width, board.meta.height
    points = [QPointF(rng.uniform(0, width), rng.uniform(0, height)) for _ in range(2000)]
    scene.territory_at(points[0])  # the grid is made on first use
    figures["hit test"] = per_call(scene.territory_at, points, runs)
    figures["scene.items"] = per_call(scene.items, points[:500], runs)
    figures["hover update"] = per_call(lambda p: scene.set_hovered(scene.territory_at(p)), points, runs)
    scene.set_hovered(None)

    view.set_zoom(1.0)
    view.centerOn(QPointF(width / 2, height / 2))
    start = time.perf_counter()
    paint(view, image)
    figures["first paint zoomed in"] = time.perf_counter() - start
    figures["repaint zoomed in"] = best_of(runs, lambda: paint(view, image))

    def zoom_step():  # a new zoom: no label pictures cached yet
        view.zoom_by(1.25)
        paint(view, image)
        view.zoom_by(1 / 1.25)
        paint(view, image)

    figures["zoom step"] = best_of(runs, zoom_step) / 2
    view.fit_to_window()
    paint(view, image)
    figures["buffer"], figures["point by point"], figures["vertices"] = path_figures(board, runs)
    start = time.perf_counter()  # once: it takes seconds, and the work is the same every time
    placed_marks(board)
    figures["auto-place all"] = time.perf_counter() - start
    view.scene().deleteLater()
    view.deleteLater()
    QApplication.processEvents()
    # The window's figures: each the best of a few whole runs (one run's percentiles are
    # easily widened by other work on the machine).
    runs_of_window = [measure_window(load_map(path).board, path) for _ in range(max(1, runs // 3))]
    figures |= {key: min(run[key] for run in runs_of_window) for key in runs_of_window[0]}
    figures["window runs"] = len(runs_of_window)
    return figures


def cell(name: str, seconds: float) -> str:
    text = (f"{seconds * 1e6:.1f} µs" if seconds < 1e-3 else f"{seconds * 1000:.1f} ms" if seconds < 1
            else f"{seconds:.2f} s")
    goal = GOALS.get(name)
    if goal is not None:
        goal_text = f"{goal * 1e6:.0f} µs" if goal < 1e-3 else f"{goal * 1000:.0f} ms"
        text += f" {'✅' if seconds <= goal else '❌'} (goal ≤ {goal_text})"
    return text


def report(figures: dict[str, float], path: Path, runs: int) -> str:
    rows = [
        ("Parse the file (`load_map`, reported apart)", "parse"),
        ("First frame: scene built + fitted view painted, after parsing", "first frame"),
        ("Hover hit test (`scene.territory_at`)", "hit test"),
        ("Hover update (hit test + restyle the old and new territory and neighbours)", "hover update"),
        ("`scene.items(point)` (Qt's BSP index, for comparison)", "scene.items"),
        ("Repaint zoomed in (1:1, viewport 1400 × 900; labels kept as pictures at this zoom)",
         "repaint zoomed in"),
        ("Paint after a zoom step near 1:1 (names stretched from their pictures until it settles)",
         "zoom step"),
        ("First paint after zooming in to 1:1 from the fitted view (fonts, sprites, label layouts)",
         "first paint zoomed in"),
        ("Repaint fully zoomed out (whole map in the viewport)", "repaint zoomed out"),
        (f"All 5,000 territory paths ({figures['vertices']:,} vertices), through QPolygonF's buffer "
         "(`territory_path`)", "buffer"),
        ("The same paths built point by point", "point by point"),
        ("Auto-place the label and both sticker slots of every territory (`placed_marks`, the work "
         "behind Auto-place All; one run)", "auto-place all"),
    ]
    window_rows = [
        ("Opening: `MainWindow` made with the parsed map → its view's first paint", "window first paint"),
        (f"Wheel zoom step → painted, median ({figures['zoom steps']:.0f} steps: 12 in and 12 out, twice)",
         "zoom p50"),
        ("Wheel zoom step → painted, p99", "zoom p99"),
        ("Wheel zoom step → painted, slowest", "zoom max"),
        ("Longest stretch of deferred work between two notches (labels made, picture sharpened)",
         "zoom idle block"),
        ("Ceiling: the same zoom steps with labels and slots hidden, median", "zoom bare p50"),
        ("Ceiling: the same zoom steps with labels and slots hidden, p99", "zoom bare p99"),
        (f"Edit Vertices, dragging a shared corner: mouse move → painted, median ({figures['drag moves']:.0f} "
         "moves at 2 px per map unit)", "drag p50"),
        ("Edit Vertices drag: mouse move → painted, p90", "drag p90"),
        ("Edit Vertices drag: mouse move → painted, slowest", "drag max"),
        ("Ceiling: the same view repainted with nothing changed", "drag repaint"),
        ("Releasing the drag (the edit committed) → painted", "drag release"),
        ("Sticker Slots tool, Auto-place All → painted (one undo step)", "window auto-place all"),
    ]
    lines = [
        "## Map editor canvas (`benchmarks/bench_editor.py`)",
        "",
        f"{machine()}{load_note()}; Qt {QApplication.platformName()}, one core; "
        f"`{path.relative_to(ROOT)}` (5,000 territories × ~30 "
        f"vertices); best of {runs} runs. The zoomed-out view draws the territories from a cached "
        f"picture ({'used' if figures['overview active'] else 'NOT used'}); labels and slots are made "
        "after the first frame and skipped while too small to read.",
        "",
        "| measurement | time |",
        "|---|---:|",
    ]
    lines += [f"| {label} | {cell(key, figures[key])} |" for label, key in rows]
    lines += [
        "",
        f"**In the main window** (Qt platform `{QApplication.platformName()}`, window 1600 × 1000, each "
        f"figure the best of {figures['window runs']:.0f} runs; "
        "each time from the input event to the map view having painted the result, the event loop "
        "running 60 ms between two notches and 16 ms between two mouse moves, as it does for a person):",
        "",
        "| measurement | time |",
        "|---|---:|",
    ]
    lines += [f"| {label} | {cell(key, figures[key])} |" for label, key in window_rows]
    lines += ["", *notes(figures)]
    return "\n".join(lines)


def notes(figures: dict[str, float]) -> list[str]:
    """What the window figures mean against issue 17's goals, said plainly."""
    ms = lambda key: f"{figures[key] * 1000:.0f} ms"  # noqa: E731
    return [
        "Before issue 17's work (as the issue measured it): zoom steps mostly 10–65 ms with stalls "
        "of 128–228 ms; vertex drag median 24 ms, p90 50 ms; auto-place all 21.7 s (9.75 s for "
        "`placed_marks` offscreen). What changed: Auto-place All is whole-array GEOS and numpy "
        "work (`mark_layout.auto_place_many`, falling back to the per-territory search only for "
        "territories where the simple column does not fit); a drag looks up its corner through "
        "the spatial index instead of all 5,000 territories twice a move, and that index is no "
        "longer rebuilt each move (the reshaped territories are checked apart); zooming back out shows "
        "the kept overview picture at once and sharpens it in slices between events; a name is "
        "drawn from a picture of itself, stretched while the zoom changes (a dozen text draws a "
        "name at every notch before), at most 8 ms of new pictures a frame, and drawn sharp in "
        "slices between events once the zoom has settled (`editor/scene/label_sprites.py`).",
        "",
        "Issue 30 (zoom p99 68 ms, goal 50): the sticker slots in view are drawn by one item from "
        "numpy arrays of their centres (`editor/scene/slot_sheet.py`; each slot item cost Qt's "
        "per-item work, ~20 ms a frame at the transition zoom), the arrays made between events "
        "before slots first show; names one notch ahead are drawn between events; the hit grid, "
        "the names and slots and the Territories panel of a big map are made after its first "
        "frame instead of before it (opening 405 → ~320 ms).",
        "",
        f"**The slowest steps, and the ceiling.** The slowest zoom steps are the ones "
        f"where the overview picture gives way to the territory items (about 0.3 screen pixels "
        f"per map unit): some 300–500 territories, 600 sticker slots and 300 names drawn item by "
        f"item at once. The ceiling run (names and slots hidden) takes {ms('zoom bare p50')} "
        f"median, {ms('zoom bare p99')} p99, against {ms('zoom p50')} and {ms('zoom p99')} with "
        f"them; it is a lower bound, not the territories' own cost: with the level-of-detail "
        f"switch held off it never leaves the overview picture for the territory items. A "
        f"drag's move costs a repaint of the "
        f"view ({ms('drag repaint')} with nothing changed at that zoom) plus the edit itself "
        f"(snapping, the changed territories' shapes and items, the undo step); its p90 of "
        f"{ms('drag p90')} is the sum. Other work on the machine (the load average above) widens "
        "every p90, p99 and slowest figure here.",
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs; print instead of writing the report")
    args = parser.parse_args()
    runs = 3 if args.quick else 10
    app = QApplication.instance() or QApplication([sys.argv[0]])  # noqa: F841 (kept alive)
    path = map_file(5000, 30)
    figures = measure(path, runs)
    for key, value in figures.items():
        if key not in ("vertices", "overview active", "zoom steps", "drag moves", "window runs"):
            print(f"{key:24s} {value * 1000:10.3f} ms", file=sys.stderr)
    text = report(figures, path, runs)
    if args.quick:
        print(text)
    else:
        write_section("editor", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
