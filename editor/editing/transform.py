"""Rotate/Scale the selected territories: the editor's side of engine/board/transform.py.

:class:`SelectionTransform` is one rotate/scale of the selection. Typed values apply it once;
a handle drag applies it on every mouse move, always from the territories as they were when
the drag began (so rounding never accumulates), pushing commands that merge into one undo step.

Each step is joined to the neighbours and checked first (engine/board/transform.py
``checked_transform``): a step that would make a territory cross itself or overlap a
neighbour is not pushed, and :attr:`SelectionTransform.refusals` says why; during a drag the
last good step stays on the map. :func:`refusal_text` words the reasons.
"""

from __future__ import annotations

from collections.abc import Iterable

import shapely
from PySide6.QtCore import QCoreApplication

from editor.commands.transform_commands import TransformTerritories
from editor.document.map_document import MapDocument
from editor.language.app_language import app_language
from engine.board.local_names import local_name
from engine.board.transform import (
    CROSSES_ITSELF,
    OVERLAPS,
    Affine,
    Refusal,
    bounds,
    centre_of,
    checked_transform,
    shared_corners,
)

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
        self.before = board.copy()  # the same, as a board: what each step is joined to and checked against
        self.tree = board.spatial_index()  # its R-tree, built before any step reshapes the map
        self.centre = centre_of(self.originals[i] for i in self.indexes)
        # Which neighbours' corners follow is fixed for the whole drag: found once.
        self.shared = shared_corners(self.originals, self.indexes, touching(board, self.indexes))
        self.text = text or default_text(len(self.ids))
        self.drag = object()
        self.applied = False
        self.touched: set[int] = set()  # every territory a pushed step changed
        self.refusals: tuple[Refusal, ...] = ()  # why the last step asked for was not pushed

    @property
    def empty(self) -> bool:
        return not self.indexes

    def apply(self, angle: float = 0.0, scale_x: float = 1.0, scale_y: float = 1.0) -> bool:
        """Show the selection rotated by ``angle`` degrees (clockwise) and scaled by ``scale_x``,
        ``scale_y`` (1.0 is unchanged) compared with how it was at the start; True if pushed.

        False with :attr:`refusals` set when the result would break a territory: then nothing
        changes (during a drag the last good step stays)."""
        self.refusals = ()
        if self.empty:
            return False
        affine = Affine(self.centre, angle, scale_x, scale_y)
        if affine.is_identity() and not self.applied:
            return False
        if affine.is_identity():  # back where the drag began: exactly as it was, nothing to check
            changes = {}
        else:
            checked = checked_transform(self.before, self.indexes, affine, self.shared, self.tree, self.originals)
            if not checked.allowed:
                self.refusals = checked.refusals
                return False
            changes = dict(checked.changes)
        # The steps of a drag merge by index: a neighbour an earlier step joined (gained a
        # corner) but this one leaves alone must go back as it was, not keep that corner.
        for index in self.touched - changes.keys():
            changes[index] = self.originals[index]
        self.touched.update(changes)
        self.document.undo_stack.push(TransformTerritories(self.document, changes, self.text, drag=self.drag))
        self.applied = True
        return True

    def refusal_text(self, angle: float, scale_x: float, scale_y: float) -> str:
        """The first of :attr:`refusals` in words ("" if there are none)."""
        if not self.refusals:
            return ""
        return refusal_text(self.document.board, self.refusals[0], operation(angle, scale_x, scale_y))


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


ROTATE, SCALE, ROTATE_AND_SCALE = "rotate", "scale", "rotate-and-scale"


def operation(angle: float, scale_x: float, scale_y: float) -> str:
    """What an edit does, for its wording: a turn, a resize or both."""
    turns = angle % 360.0 != 0.0
    resizes = scale_x != 1.0 or scale_y != 1.0
    return ROTATE_AND_SCALE if turns and resizes else (SCALE if resizes else ROTATE)


def refusal_text(board, refusal: Refusal, kind: str) -> str:
    """Why a rotate/scale was refused, naming the territories in the app's language."""
    territory = _name(board, refusal.territory)
    if refusal.code == OVERLAPS:
        text = {
            ROTATE: QCoreApplication.translate("Transform", "Rotating would make {territory} overlap a neighbour."),
            SCALE: QCoreApplication.translate("Transform", "Scaling would make {territory} overlap a neighbour."),
            ROTATE_AND_SCALE: QCoreApplication.translate(
                "Transform", "Rotating and scaling would make {territory} overlap a neighbour."),
        }[kind]
        return text.format(territory=territory)
    if refusal.code == CROSSES_ITSELF and refusal.cause is not None:
        text = {
            ROTATE: QCoreApplication.translate(
                "Transform", "Rotating would make {territory}'s border with {other} cross itself."),
            SCALE: QCoreApplication.translate(
                "Transform", "Scaling would make {territory}'s border with {other} cross itself."),
            ROTATE_AND_SCALE: QCoreApplication.translate(
                "Transform", "Rotating and scaling would make {territory}'s border with {other} cross itself."),
        }[kind]
        return text.format(territory=territory, other=_name(board, refusal.cause))
    text = {
        ROTATE: QCoreApplication.translate("Transform", "Rotating would make {territory}'s outline cross itself."),
        SCALE: QCoreApplication.translate("Transform", "Scaling would make {territory}'s outline cross itself."),
        ROTATE_AND_SCALE: QCoreApplication.translate(
            "Transform", "Rotating and scaling would make {territory}'s outline cross itself."),
    }[kind]
    return text.format(territory=territory)


def _name(board, territory_id: str) -> str:
    """The territory's name as the reader of the app's language sees it (its id if it is gone)."""
    if not board.has_territory(territory_id):
        return territory_id
    territory = board.territory(territory_id)
    return local_name(territory.name, territory.names, app_language()) or territory_id


def rotate_scale(document: MapDocument, ids: Iterable[str], angle: float, scale_percent: float) -> SelectionTransform:
    """Typed values: rotate by ``angle`` degrees and scale by ``scale_percent`` % about the
    selection's centre, as one undo step. The transform returned says whether it landed
    (``applied``) and, if it was refused, why (``refusals``)."""
    transform = SelectionTransform(document, ids)
    factor = scale_percent / 100.0
    transform.apply(angle, factor, factor)
    return transform
