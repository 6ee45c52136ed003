"""What the status bar says about the point a tool snapped to.

Draw, Edit Vertices, Measure and Split show their snap with a SnapIndicator (overlays.py),
which hands it to the view's active tool (:func:`report_to_tool`, ``Tool.report_snap``).
The main window, told the pointer moved just after the tool handled that move, takes the
report and writes "x 400.0, y 250.0 — on Ukraine's corner": the exact point the tool will
use, and what it is exactly on (a border the point is on stays shared).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF

from editor.language.app_language import app_language
from editor.language.map_numbers import names_list, number_text, ui_locale
from engine.board.board import Board
from engine.board.editing import Snap, rounded, territories_near
from engine.board.local_names import local_name
from engine.board.model import Point

# How near the spatial index is asked to look for a corner's or an edge's territories:
# they touch the point exactly, this only absorbs the index's rounding.
_TOUCHING = 1e-6


def report_to_tool(item, snap: Snap | None) -> None:
    """Tell the active tool of every view showing ``item`` (a SnapIndicator) where it snapped."""
    scene = item.scene()
    for view in scene.views() if scene is not None else ():
        tool = view.tool() if hasattr(view, "tool") else None
        if tool is not None and hasattr(tool, "report_snap"):
            tool.report_snap(snap)


def corner_owners(board: Board, point: Point) -> list[int]:
    """Indexes of the territories with a corner exactly at ``point``."""
    x, y = point
    found = []
    for t in territories_near(board, point, _TOUCHING):
        if any(((ring.xy[:, 0] == x) & (ring.xy[:, 1] == y)).any() for ring in board.territories[t].rings()):
            found.append(t)
    return found


def edge_owners(board: Board, edge: tuple[Point, Point]) -> list[int]:
    """Indexes of the territories with ``edge`` (either way round) as a side of an outline."""
    a, b = (tuple(map(float, p)) for p in edge)
    middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    found = []
    for t in territories_near(board, middle, _TOUCHING):
        for ring in board.territories[t].rings():
            corners = [(float(x), float(y)) for x, y in ring.xy]
            sides = set(zip(corners, corners[1:] + corners[:1], strict=True))
            if (a, b) in sides or (b, a) in sides:
                found.append(t)
                break
    return found


def on_grid(point: Point, grid: float) -> bool:
    return grid > 0 and rounded(point, grid) == (float(point[0]), float(point[1]))


def point_text(point: Point) -> str:
    """"x 400.0, y 250.0" with the reader's decimal mark."""
    locale = ui_locale()
    return QCoreApplication.translate(
        "SnapReport", "x {x}, y {y}",
        "the pointer's position in the status bar; with a decimal comma, separate the two numbers "
        "with something else (x 400,5; y 250,0)").format(
        x=number_text(point[0], 1, locale), y=number_text(point[1], 1, locale))


def snap_text(board: Board, snap: Snap, snap_to_grid: bool = False) -> str:
    """The status bar's words for ``snap``: its point, and what it is on (if anything)."""
    point = point_text(snap.point)
    language = app_language()

    def names(indexes: list[int]) -> list[str]:
        territories = board.territories
        return [local_name(territories[i].name, territories[i].names, language) for i in indexes]

    if snap.kind == "vertex":
        owners = names(corner_owners(board, snap.point))
        if len(owners) == 1:
            return QCoreApplication.translate("SnapReport", "{point} — on {name}'s corner").format(
                point=point, name=owners[0])
        if owners:
            return QCoreApplication.translate("SnapReport", "{point} — on the corner of {names}").format(
                point=point, names=names_list(owners))
        return QCoreApplication.translate("SnapReport", "{point} — on a corner").format(point=point)
    if snap.kind == "edge" and snap.edge is not None:
        owners = names(edge_owners(board, snap.edge))
        if len(owners) == 1:
            return QCoreApplication.translate("SnapReport", "{point} — on {name}'s edge").format(
                point=point, name=owners[0])
        if owners:
            return QCoreApplication.translate("SnapReport", "{point} — on the border of {names}").format(
                point=point, names=names_list(owners))
        return QCoreApplication.translate("SnapReport", "{point} — on an edge").format(point=point)
    if snap_to_grid and on_grid(snap.point, board.meta.grid):
        return QCoreApplication.translate("SnapReport", "{point} — on the grid").format(point=point)
    return point


def cursor_text(board: Board, position: QPointF, snap: Snap | None, snap_to_grid: bool = False) -> str:
    """The status bar's cursor position: the tool's snapped point if it reported one for this
    move, else where the pointer is."""
    if snap is None:
        return point_text((position.x(), position.y()))
    return snap_text(board, snap, snap_to_grid)
