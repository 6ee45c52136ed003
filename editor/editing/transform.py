"""Rotate/Scale the selected territories: the editor's side of engine/board/transform.py.

:class:`SelectionTransform` is one rotate/scale of the selection. Typed values apply it once;
a handle drag applies it on every mouse move, always from the territories as they were when
the drag began (so rounding never accumulates), pushing commands that merge into one undo step.
"""

from __future__ import annotations

from collections.abc import Iterable

import shapely
from PySide6.QtCore import QCoreApplication

from editor.commands.transform_commands import TransformTerritories
from editor.document.map_document import MapDocument
from engine.board.transform import Affine, bounds, centre_of, shared_corners, transform_territories

MIN_SCALE_PERCENT = 1.0
MAX_SCALE_PERCENT = 10000.0


class SelectionTransform:
    """Rotate/scale of the territories ``ids`` about their bounding box's centre."""

    def __init__(self, document: MapDocument, ids: Iterable[str], text: str | None = None) -> None:
        board = document.board
        self.document = document
        self.ids = [i for i in dict.fromkeys(ids) if board.has_territory(i)]
        self.indexes = document.territory_indexes(self.ids)
        self.originals = tuple(board.territories)  # the map as it was: every step starts here
        self.centre = centre_of(self.originals[i] for i in self.indexes)
        # Which neighbours' corners follow is fixed for the whole drag: found once.
        self.shared = shared_corners(self.originals, self.indexes, touching(board, self.indexes))
        self.text = text or default_text(len(self.ids))
        self.drag = object()
        self.applied = False

    @property
    def empty(self) -> bool:
        return not self.indexes

    def apply(self, angle: float = 0.0, scale_x: float = 1.0, scale_y: float = 1.0) -> bool:
        """Show the selection rotated by ``angle`` degrees (clockwise) and scaled by ``scale_x``,
        ``scale_y`` (1.0 is unchanged) compared with how it was at the start; True if pushed."""
        if self.empty:
            return False
        affine = Affine(self.centre, angle, scale_x, scale_y)
        if affine.is_identity() and not self.applied:
            return False
        changes = transform_territories(self.originals, self.indexes, affine, self.document.board.meta.precision,
                                        self.shared)
        self.document.undo_stack.push(TransformTerritories(self.document, changes, self.text, drag=self.drag))
        self.applied = True
        return True


def touching(board, indexes: list[int]) -> list[int]:
    """Territories (indexes) whose outlines meet the box round ``indexes``': the only ones that
    can share a corner with them."""
    box = bounds(board.territories[i] for i in indexes)
    if box is None:
        return []
    hits = board.spatial_index().query(shapely.box(*box), predicate="intersects")
    return sorted(int(i) for i in hits)


def default_text(count: int) -> str:
    return (QCoreApplication.translate("Transform", "Rotate/Scale Territories") if count > 1
            else QCoreApplication.translate("Transform", "Rotate/Scale Territory"))


def rotate_scale(document: MapDocument, ids: Iterable[str], angle: float, scale_percent: float) -> bool:
    """Typed values: rotate by ``angle`` degrees and scale by ``scale_percent`` % about the
    selection's centre, as one undo step; False if nothing is selected or nothing would change."""
    transform = SelectionTransform(document, ids)
    factor = scale_percent / 100.0
    return transform.apply(angle, factor, factor)
