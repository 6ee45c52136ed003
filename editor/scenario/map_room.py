"""Room on the designer's map: what each layer has drawn, so that the next keeps clear of it.

The designer's map is drawn by several layers that know nothing of each other: the Legacy
stickers with the cities' names (marks_layer), the fixed setup's troop badges and HQ marks
(setup_layer), and later the MU economy's marks. Stickers stay on their slots; what can
move (a badge) finds a free spot around them. A layer that draws fixed things adds a
*source* (``zoom -> scene rectangles it covers``) to its scene's ``MapRoom`` and says
``changed`` when they moved; a layer that moves things asks ``taken`` and listens to
``changed``.

``find_spot`` is the search a moving thing uses: the nearest offset where its rectangles
cover nothing, standing where it reads as its own.
"""

from __future__ import annotations

import functools
import math
import weakref
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal
from shiboken6 import isValid

from editor.scene import style

Source = Callable[[float], Iterable[QRectF]]


class MapRoom(QObject):
    """The rectangles the layers on one scene have taken (see the module's notes)."""

    changed = Signal()  # a source's rectangles moved, appeared or went
    wishesChanged = Signal()  # noqa: N815 (Qt naming): a wish's rectangles moved, appeared or went

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.setObjectName("mapRoom")
        self._sources: list[Callable[[], Source | None]] = []
        self._wishes: list[Callable[[], Source | None]] = []
        self._placed: list[Callable[[], Source | None]] = []
        self._settling: tuple | None = None  # (board, zoom) of the sea names' last pass, pending

    def add_placed(self, source: Source) -> None:
        """Where a layer's movable things stand now (``source(zoom)``: scene rectangles): the
        seas' names give way to them once every layer has placed its things (settle_names)."""
        self._placed.append(_reference(source))

    def placed(self, zoom: float) -> list[QRectF]:
        return _collect(self._placed, zoom)

    def settle_names(self, board, zoom: float) -> None:
        """Once the layers are done (after this turn of the event loop), hide the seas' names
        that run into a name or anything drawn (clear_sea_names)."""
        pending = self._settling is not None
        self._settling = (board, zoom)
        if not pending:
            QTimer.singleShot(0, self._settle)

    def _settle(self) -> None:
        if self._settling is None or not isValid(self):
            return
        board, zoom = self._settling
        self._settling = None
        scene = self.parent()
        if scene is not None:
            clear_sea_names(scene, board, self.taken(zoom) + self.placed(zoom), keep_hidden=True)

    def add_source(self, source: Source) -> None:
        """Keep clear of what ``source(zoom)`` lists (scene rectangles). A bound method is held
        weakly: a layer that goes takes its rectangles with it."""
        self._sources.append(_reference(source))

    def add_wish(self, source: Source) -> None:
        """Where a layer's movable things would like to stand (``source(zoom)``: scene
        rectangles): fixed things that have a choice (a city's name tag) leave it free."""
        self._wishes.append(_reference(source))

    def taken(self, zoom: float) -> list[QRectF]:
        return _collect(self._sources, zoom)

    def wanted(self, zoom: float) -> list[QRectF]:
        return _collect(self._wishes, zoom)


def _reference(source: Source) -> Callable[[], Source | None]:
    if hasattr(source, "__self__"):
        return weakref.WeakMethod(source)
    return lambda: source


def _collect(references: list, zoom: float) -> list[QRectF]:
    """What the living sources list (dead ones are dropped)."""
    rects: list[QRectF] = []
    for reference in list(references):
        source = reference()
        owner = getattr(source, "__self__", None)
        if source is None or (isinstance(owner, QObject) and not isValid(owner)):
            references.remove(reference)
            continue
        rects.extend(source(zoom))
    return rects


def room_for(scene) -> MapRoom:
    """The scene's MapRoom (made on first use; it goes with the scene)."""
    room = scene.findChild(MapRoom, "mapRoom")
    return room if room is not None else MapRoom(scene)


class RectGrid:
    """Rectangles bucketed on a grid, so that a question asks only those nearby."""

    def __init__(self, cell: float) -> None:
        self._cell = max(cell, 1e-6)
        self._buckets: dict[tuple[int, int], list[QRectF]] = {}

    def _cells(self, rect: QRectF):
        c = self._cell
        for gx in range(math.floor(rect.left() / c), math.floor(rect.right() / c) + 1):
            for gy in range(math.floor(rect.top() / c), math.floor(rect.bottom() / c) + 1):
                yield gx, gy

    def add(self, rect: QRectF) -> None:
        for cell in self._cells(rect):
            self._buckets.setdefault(cell, []).append(rect)

    def hits(self, rect: QRectF) -> bool:
        """Whether ``rect`` overlaps any rectangle added (touching is not overlapping)."""
        return next(self._overlapping(rect), None) is not None

    def count(self, rect: QRectF) -> int:
        """How many rectangles added ``rect`` overlaps (itself too, if it was added)."""
        return sum(1 for _ in self._overlapping(rect))

    def _overlapping(self, rect: QRectF):
        seen: set[int] = set()
        for cell in self._cells(rect):
            for other in self._buckets.get(cell, ()):
                if id(other) not in seen and overlap(rect, other):
                    seen.add(id(other))
                    yield other


def overlap(a: QRectF, b: QRectF) -> bool:
    """Whether two rectangles share some area (touching is not overlapping)."""
    if not a.intersects(b):
        return False
    common = a.intersected(b)
    return common.width() > 0 and common.height() > 0


@functools.cache
def offsets(step: int, reach: int) -> tuple[tuple[int, int], ...]:
    """Moves on a grid of ``step`` pixels up to ``reach`` pixels, nearest first (sideways
    before up and down at the same distance: names and slots stand in a column)."""
    span = range(-(reach // step), reach // step + 1)
    moves = [(dx * step, dy * step) for dx in span for dy in span if math.hypot(dx, dy) * step <= reach]
    return tuple(sorted(moves, key=lambda d: (math.hypot(d[0], d[1]), abs(d[1]), d)))


def find_spot(rects: Sequence[QRectF], centre: QPointF, grid: RectGrid, zoom: float,
              tiers: Sequence[Callable[[QPointF], bool]], step_pixels: int = 3,
              reach_pixels: int = 54) -> QPointF | None:
    """The nearest move (in scene units) that puts ``rects`` (scene rectangles, moved as
    one) on no rectangle of ``grid``, with ``centre`` where the first of ``tiers`` that
    has such a spot allows (a tier says whether a point reads as the mover's); None if no
    tier has one within ``reach_pixels`` on screen."""
    clear: list[QPointF] = []
    first = tiers[0] if tiers else (lambda _point: True)
    for dx, dy in offsets(step_pixels, reach_pixels):
        move = QPointF(dx / zoom, dy / zoom)
        if any(grid.hits(rect.translated(move)) for rect in rects):
            continue
        if first(centre + move):
            return move
        clear.append(move)
    for allowed in tiers[1:]:
        for move in clear:
            if allowed(centre + move):
                return move
    return None


def label_anchor(scene, tid: str) -> QPointF:
    """Where a territory's marks are laid out from: its name's point, or the middle of its
    fill when the map draws no name for it."""
    label = scene.label_items.get(tid)
    if label is not None:
        return label.pos()
    item = scene.territory_items.get(tid)
    return item.fill_bounds().center() if item is not None else QPointF()


SEA_NAME_HIDDEN = 0x5EA  # a label's data key (QGraphicsItem.setData): hidden by the pass below


def clear_sea_names(scene, board, obstacles: Iterable[QRectF] = (), keep_hidden: bool = False) -> None:
    """Hide the name of a water that runs into another name, or into ``obstacles`` (scene
    rectangles of what is drawn), at the view's zoom: the land's names first (they say whose
    the troops and marks are), then the seas', bigger first. Zoomed in, where there is room,
    they come back (unless ``keep_hidden``: a second pass only hides more); a hidden sea
    still names itself on the hover line. The designer's map only (the editor draws every
    name, as the map is)."""
    labels = scene.label_items
    if not keep_hidden:
        for label in labels.values():
            if label.data(SEA_NAME_HIDDEN):
                label.setData(SEA_NAME_HIDDEN, False)
                label.setVisible(True)
    if not scene.labels_shown():
        return
    grid = RectGrid(board.meta.mark_radius * 8)
    for rect in obstacles:
        grid.add(rect)
    seas = []
    for tid, label in labels.items():
        if not board.has_territory(tid) or not label.isVisible():
            continue
        halo = style.LABEL_HALO * label.text_size() / 2  # as the names are measured (overlap_check)
        rect = label.mapRectToScene(label.text_shape().boundingRect().adjusted(-halo, -halo, halo, halo))
        if board.territory(tid).is_land:
            grid.add(rect)
        else:
            seas.append((board.shape(tid).area, tid, label, rect))
    for _area, _tid, label, rect in sorted(seas, key=lambda sea: -sea[0]):
        if grid.hits(rect):
            label.setData(SEA_NAME_HIDDEN, True)
            label.setVisible(False)
        else:
            grid.add(rect)
