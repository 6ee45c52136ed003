"""Which territories may lie under a point: a uniform grid over their bounding boxes.

Hovering asks "which territory is under the mouse?" at every mouse move. The scene's own
index answers in some 25-40 µs on a 5,000-territory map, because it holds every label, slot
and line too and tests each candidate's stroked shape. Territories are about the same size,
so a grid with cells of about one territory finds the two or three candidates whose box
holds the point with one dictionary look-up; the caller then tests their outlines.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF


class TerritoryGrid:
    """Territory ids by grid cell; each id is in every cell its bounding box touches."""

    def __init__(self, cell_size: float) -> None:
        if not cell_size > 0 or not math.isfinite(cell_size):
            raise ValueError(f"the grid's cells need a positive size, not {cell_size}")
        self._cell = float(cell_size)
        self._cells: dict[tuple[int, int], list[str]] = {}
        self._spans: dict[str, tuple[int, int, int, int]] = {}

    @classmethod
    def for_boxes(cls, boxes: dict[str, QRectF]) -> TerritoryGrid:
        """A grid with cells about as big as a typical territory, holding these boxes."""
        sides = sorted(max(box.width(), box.height()) for box in boxes.values())
        typical = sides[len(sides) // 2] if sides else 0.0
        grid = cls(typical if typical > 0 else 1.0)
        for territory_id, box in boxes.items():
            grid.insert(territory_id, box)
        return grid

    @property
    def cell_size(self) -> float:
        return self._cell

    def __len__(self) -> int:
        return len(self._spans)

    def __contains__(self, territory_id: str) -> bool:
        return territory_id in self._spans

    def _span(self, box: QRectF) -> tuple[int, int, int, int]:
        cell = self._cell
        return (math.floor(box.left() / cell), math.floor(box.top() / cell),
                math.floor(box.right() / cell), math.floor(box.bottom() / cell))

    def insert(self, territory_id: str, box: QRectF) -> None:
        """Add (or move) a territory with this bounding box."""
        self.remove(territory_id)
        if box.isNull() or not all(math.isfinite(v) for v in box.getCoords()):
            return
        x0, y0, x1, y1 = span = self._span(box)
        self._spans[territory_id] = span
        cells = self._cells
        for x in range(x0, x1 + 1):
            for y in range(y0, y1 + 1):
                bucket = cells.get((x, y))
                if bucket is None:
                    cells[(x, y)] = [territory_id]
                else:
                    bucket.append(territory_id)

    def remove(self, territory_id: str) -> None:
        span = self._spans.pop(territory_id, None)
        if span is None:
            return
        x0, y0, x1, y1 = span
        cells = self._cells
        for x in range(x0, x1 + 1):
            for y in range(y0, y1 + 1):
                bucket = cells.get((x, y))
                if bucket is not None:
                    bucket.remove(territory_id)
                    if not bucket:
                        del cells[(x, y)]

    def at(self, x: float, y: float) -> list[str]:
        """Ids whose box may hold the point (x, y); check their outlines. Do not change the list."""
        cell = self._cell
        return self._cells.get((math.floor(x / cell), math.floor(y / cell)), _EMPTY)

    def within(self, rect: QRectF) -> set[str]:
        """Ids whose box may meet the rectangle."""
        x0, y0, x1, y1 = self._span(rect)
        found: set[str] = set()
        cells = self._cells
        if (x1 - x0 + 1) * (y1 - y0 + 1) > len(cells):
            for (x, y), bucket in cells.items():
                if x0 <= x <= x1 and y0 <= y <= y1:
                    found.update(bucket)
            return found
        for x in range(x0, x1 + 1):
            for y in range(y0, y1 + 1):
                bucket = cells.get((x, y))
                if bucket:
                    found.update(bucket)
        return found


_EMPTY: list[str] = []
