"""Adding an imported map to the open one as ONE undoable step.

The imported continents, regions, territories and connections are appended; an id that
the open map already uses gets a suffix (``north`` → ``north-2``) and every reference to it
(a territory's continent and regions, a connection's ends) follows. Where the imported
territories would lie on the open map's, they are moved to the right of them (a map added
on top of another would be nothing but overlaps); the canvas grows to hold them, in the
same step. The imported background picture is not added: the open map keeps its own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

import numpy as np
import shapely
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.document.map_document import MapDocument
from engine.board import Board, PolygonPart, Ring, Territory

GAP = 0.05  # between the open map's territories and the added ones, as a share of the added width


def _moved(territory: Territory, dx: float) -> Territory:
    if dx == 0:
        return territory

    def ring(r: Ring) -> Ring:
        return Ring.from_array(r.xy + np.array([dx, 0.0]))

    def point(p):
        return None if p is None else (p[0] + dx, p[1])

    parts = tuple(PolygonPart(ring(part.outer), tuple(ring(h) for h in part.holes)) for part in territory.parts)
    return dataclasses.replace(territory, parts=parts, label=point(territory.label),
                               city_slot=point(territory.city_slot), scar_slot=point(territory.scar_slot))


def placement_offset(board: Board, imported: Board) -> float:
    """How far right the imported territories go: 0 if they lie clear of the open map's."""
    if not board.territories or not imported.territories:
        return 0.0
    here = shapely.union_all(board.shapes())
    there = shapely.union_all(imported.shapes())
    if not here.intersects(there) or here.touches(there):
        return 0.0
    right = here.bounds[2]
    left, _bottom, far_right, _top = there.bounds
    return right - left + GAP * (far_right - left)


def unique_ids(wanted: Iterable[str], taken: set[str]) -> dict[str, str]:
    """Each wanted id, or (if taken, or wanted twice) the id with the first free ``-N``."""
    renamed = {}
    for identifier in wanted:
        new = identifier
        number = 2
        while new in taken:
            new = f"{identifier}-{number}"
            number += 1
        taken.add(new)
        renamed[identifier] = new
    return renamed


class AddImportedMap(QUndoCommand):
    def __init__(self, document: MapDocument, imported: Board, text: str | None = None) -> None:
        super().__init__(text or QCoreApplication.translate("Commands", "Import Map"))
        self.document = document
        board = document.board
        continent_ids = unique_ids((c.id for c in imported.continents), {c.id for c in board.continents})
        region_ids = unique_ids((r.id for r in imported.regions), {r.id for r in board.regions})
        territory_ids = unique_ids((t.id for t in imported.territories), {t.id for t in board.territories})
        self.renamed = {i: n for i, n in {**continent_ids, **region_ids, **territory_ids}.items() if i != n}
        self.continents = [dataclasses.replace(c, id=continent_ids[c.id]) for c in imported.continents]
        self.regions = [dataclasses.replace(r, id=region_ids[r.id]) for r in imported.regions]
        self.offset = placement_offset(board, imported)
        self.territories = [
            dataclasses.replace(
                _moved(t, self.offset), id=territory_ids[t.id],
                continent=continent_ids.get(t.continent, t.continent) if t.continent else None,
                regions=tuple(sorted(region_ids.get(r, r) for r in t.regions)),
            )
            for t in imported.territories
        ]
        self.connections = [
            dataclasses.replace(c, a=territory_ids[c.a], b=territory_ids[c.b]) for c in imported.connections
        ]
        self.old_meta = board.meta
        self.new_meta = dataclasses.replace(
            board.meta,
            width=max(board.meta.width, imported.meta.width + self.offset),
            height=max(board.meta.height, imported.meta.height),
        )

    def added_territory_ids(self) -> list[str]:
        return [t.id for t in self.territories]

    def redo(self) -> None:
        if self.new_meta != self.old_meta:
            self.document.set_metadata(self.new_meta)
        self.document.append_many(self.continents, self.regions, self.territories, self.connections)

    def undo(self) -> None:
        # Connections first, so nothing ever points at what is already gone.
        self.document.remove_last(len(self.continents), len(self.regions), len(self.territories),
                                  len(self.connections))
        if self.new_meta != self.old_meta:
            self.document.set_metadata(self.old_meta)
