"""The editor's main window on the big map, driven as a person drives it.

Used by bench_editor.py. Runs on whatever Qt platform is set: offscreen by default, or a
real X screen (``xvfb-run -a env QT_QPA_PLATFORM=xcb python benchmarks/bench_editor.py``).
Every figure is the time from the input event being delivered to the map view having
painted the result (the viewport repainted at once, as the next frame would be).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from editor.app import startup_timing
from editor.main_window import MainWindow

WINDOW_SIZE = (1600, 1000)
ZOOM_STEPS_EACH_WAY = 12  # 1.25 ** 12 ≈ 15 times: from the fitted view to close up
ZOOM_ROUNDS = 2           # in and out twice, at two places: 48 steps
DRAG_MOVES = 60
NOTCH_GAP = 0.06          # seconds between two wheel notches or mouse moves: the event loop runs


def idle(seconds: float) -> float:
    """Let the event loop run for ``seconds`` (timers, deferred work), as it does between
    two inputs; the longest single stretch of work it did, which a new input would have had
    to wait for."""
    longest = 0.0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        QApplication.processEvents()
        longest = max(longest, time.perf_counter() - start)
        time.sleep(0.001)
    return longest


def open_window(board, path: Path, home: Path) -> tuple[MainWindow, float]:
    """The main window showing ``board`` (already parsed) and seconds to its first paint."""
    painted: list[float] = []
    original = startup_timing.first_paint
    startup_timing.first_paint = lambda: painted.append(time.perf_counter())
    try:
        start = time.perf_counter()
        settings = QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(board, path, settings=settings, recovery_folder=home / "recovery")
        window.resize(*WINDOW_SIZE)
        window.show()
        view = window.map_view()
        view._report_first_paint = True  # noqa: SLF001 (the hook bench_window.py uses)
        deadline = start + 30
        while not painted and time.perf_counter() < deadline:
            QApplication.processEvents()
    finally:
        startup_timing.first_paint = original
    return window, (painted[0] - start) if painted else float("nan")


def _painted(view) -> None:
    view.viewport().repaint()


def zoom_steps(window: MainWindow) -> tuple[list[float], float]:
    """Seconds from each wheel notch to the painted result; and the longest stretch of
    deferred work the event loop did between two notches."""
    view = window.map_view()
    view.fit_to_window()
    _painted(view)
    viewport = view.viewport()
    times = []
    scene = view.scene()
    deadline = time.perf_counter() + 30
    while scene.marks_pending() and time.perf_counter() < deadline:
        idle(0.1)  # what opening left to do (labels and slots made on idle) is done first
    idle(0.5)
    blocked = 0.0
    for round_ in range(ZOOM_ROUNDS):
        where = QPointF(viewport.width() * (0.4 + 0.2 * round_), viewport.height() * (0.45 + 0.1 * round_))
        for delta in [120] * ZOOM_STEPS_EACH_WAY + [-120] * ZOOM_STEPS_EACH_WAY:
            event = QWheelEvent(where, QPointF(viewport.mapToGlobal(where.toPoint())), QPoint(0, 0),
                                QPoint(0, delta), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                                Qt.ScrollPhase.NoScrollPhase, False)
            start = time.perf_counter()
            QApplication.sendEvent(viewport, event)
            _painted(view)
            times.append(time.perf_counter() - start)
            blocked = max(blocked, idle(NOTCH_GAP))
    return times, blocked


def zoom_steps_bare(window: MainWindow) -> list[float]:
    """The same zoom steps with labels and slots hidden: what drawing the territories alone
    costs (the ceiling for label work done better)."""
    scene = window.map_view().scene()
    layers = (scene._label_layer, scene._slot_layer)  # noqa: SLF001 (a measurement, not a feature)
    apply_detail = scene._apply_detail  # noqa: SLF001
    scene._apply_detail = lambda: None  # noqa: SLF001
    for layer in layers:
        layer.setOpacity(0.0)
    try:
        return zoom_steps(window)[0]
    finally:
        scene._apply_detail = apply_detail  # noqa: SLF001
        apply_detail()


def shared_corner(board) -> tuple[float, float]:
    """A corner of the middle territory that a neighbour shares."""
    middle = board.territories[len(board.territories) // 2]
    own = {tuple(p) for ring in middle.rings() for p in ring.xy.tolist()}
    for other in board.territories:
        if other is middle:
            continue
        for ring in other.rings():
            for point in ring.xy.tolist():
                if tuple(point) in own:
                    return tuple(point)
    raise SystemExit("no shared corner on the benchmark map")


def vertex_drag(window: MainWindow) -> tuple[list[float], float]:
    """Seconds per mouse move of a shared corner in Edit Vertices (to painted), and the
    seconds the release takes (the edit committed, the map repainted)."""
    window.tool_actions["vertices"].trigger()
    board = window.board()
    x, y = shared_corner(board)
    view = window.map_view()
    view.set_zoom(2.0)
    view.centerOn(QPointF(x, y))
    _painted(view)
    viewport = view.viewport()

    def send(kind, pixel: QPoint, button, buttons) -> None:
        event = QMouseEvent(kind, QPointF(pixel), QPointF(viewport.mapToGlobal(pixel)), button, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    corner = view.mapFromScene(QPointF(x, y))
    send(QEvent.Type.MouseMove, corner, none, none)  # hover: the handles show
    _painted(view)
    send(QEvent.Type.MouseButtonPress, corner, left, left)
    _painted(view)
    times = []
    for step in range(1, DRAG_MOVES + 1):
        pixel = corner + QPoint(step % 7, step % 5)  # small moves, as a hand makes them
        start = time.perf_counter()
        send(QEvent.Type.MouseMove, pixel, none, left)
        _painted(view)
        times.append(time.perf_counter() - start)
        idle(0.016)  # a mouse reports about 60 moves a second
    start = time.perf_counter()
    send(QEvent.Type.MouseButtonRelease, pixel, left, none)
    _painted(view)
    release = time.perf_counter() - start
    idle(0.5)
    repaints = []
    for _ in range(20):  # the ceiling: the same view repainted with nothing changed
        start = time.perf_counter()
        _painted(view)
        repaints.append(time.perf_counter() - start)
    return times, release, statistics.median(repaints)


def auto_place_all(window: MainWindow) -> float:
    """Seconds for the Sticker Slots tool's Auto-place All (one undo step)."""
    window.tool_actions["slots"].trigger()
    tool = window.map_view().tool()
    start = time.perf_counter()
    tool.auto_place_all()
    _painted(window.map_view())
    return time.perf_counter() - start


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def measure_window(board, path: Path) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="worldsmith-bench-") as folder:
        window, first = open_window(board, path, Path(folder))
        figures = {"window first paint": first}
        zooms, blocked = zoom_steps(window)
        figures |= {"zoom p50": statistics.median(zooms), "zoom p99": percentile(zooms, 0.99),
                    "zoom max": max(zooms), "zoom steps": len(zooms), "zoom idle block": blocked}
        bare = zoom_steps_bare(window)
        figures |= {"zoom bare p50": statistics.median(bare), "zoom bare p99": percentile(bare, 0.99)}
        moves, release, repaint = vertex_drag(window)
        figures |= {"drag p50": statistics.median(moves), "drag p90": percentile(moves, 0.9),
                    "drag max": max(moves), "drag moves": len(moves), "drag release": release,
                    "drag repaint": repaint}
        window.document().undo_stack.undo()
        figures["window auto-place all"] = auto_place_all(window)
        window.document().undo_stack.setClean()
        window.autosaver.stop()
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    return figures
