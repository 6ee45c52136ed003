"""The Board: one map's metadata, continents, territories and connections, plus derived data.

Territories, continents and connections are kept as lists in file order. Duplicated ids,
self-connections and connections to unknown territories are representable on purpose: a
hand-edited file may contain them, and the validator must be able to point them out rather
than the loader silently dropping data.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from engine.board.geometry import (
    InscribedCircle,
    SharedBorder,
    build_shapes,
    inscribed_circle,
    pairs_sharing_edges,
    shared_border,
)
from engine.board.model import Connection, Continent, MapMetadata, Point, Region, Territory

# Beyond this many reshaped territories the R-tree is built afresh (checking them one by one
# would cost more).
_MAX_RESHAPED = 64

class Board:
    """A map. Mutate it only through its methods so that indexes and caches stay right."""

    def __init__(
        self,
        meta: MapMetadata,
        continents: Iterable[Continent] = (),
        territories: Iterable[Territory] = (),
        connections: Iterable[Connection] = (),
        regions: Iterable[Region] = (),
    ) -> None:
        self.meta = meta
        self._continents = list(continents)
        self._territories = list(territories)
        self._connections = list(connections)
        self._regions = list(regions)
        self._revision = 0
        self._indexed_revision = -1
        self._territory_index: dict[str, int] = {}
        self._continent_index: dict[str, int] = {}
        self._neighbours: dict[str, list[str]] = {}
        # Derived geometry, keyed by territory id and checked against the value's identity.
        self._shapes: dict[str, tuple[Territory, BaseGeometry]] = {}
        self._circles: dict[str, tuple[Territory, InscribedCircle | None]] = {}
        self._borders: dict[tuple[str, str], tuple[Territory, Territory, SharedBorder | None]] = {}
        self._index: tuple[int, shapely.STRtree] | None = None
        # Territories reshaped (same id, same place in the list) since the R-tree was built:
        # a vertex drag reshapes one or two a move, and rebuilding the tree of 5,000 shapes
        # for each move costs more than the move (see ``territories_near``).
        self._reshaped: set[int] = set()

    # -- reading ---------------------------------------------------------------------------
    @property
    def territories(self) -> tuple[Territory, ...]:
        return tuple(self._territories)

    @property
    def continents(self) -> tuple[Continent, ...]:
        return tuple(self._continents)

    @property
    def connections(self) -> tuple[Connection, ...]:
        return tuple(self._connections)

    @property
    def regions(self) -> tuple[Region, ...]:
        """Groups of territories besides the continents (see model.Region)."""
        return tuple(self._regions)

    @property
    def revision(self) -> int:
        """Grows by one with every change; lets views and caches notice edits cheaply."""
        return self._revision

    def territory(self, territory_id: str) -> Territory:
        """The territory with this id (the first, if the id is duplicated)."""
        return self._territories[self.territory_index(territory_id)]

    def territory_index(self, territory_id: str) -> int:
        self._reindex()
        try:
            return self._territory_index[territory_id]
        except KeyError:
            raise KeyError(f"no territory with id '{territory_id}'") from None

    def has_territory(self, territory_id: str) -> bool:
        self._reindex()
        return territory_id in self._territory_index

    def continent(self, continent_id: str) -> Continent:
        self._reindex()
        try:
            return self._continents[self._continent_index[continent_id]]
        except KeyError:
            raise KeyError(f"no continent with id '{continent_id}'") from None

    def continent_index(self, continent_id: str) -> int:
        self._reindex()
        try:
            return self._continent_index[continent_id]
        except KeyError:
            raise KeyError(f"no continent with id '{continent_id}'") from None

    def has_continent(self, continent_id: str) -> bool:
        self._reindex()
        return continent_id in self._continent_index

    def territories_in(self, continent_id: str) -> list[Territory]:
        return [t for t in self._territories if t.continent == continent_id]

    def region(self, region_id: str) -> Region:
        for region in self._regions:
            if region.id == region_id:
                return region
        raise KeyError(f"no region with id '{region_id}'")

    def has_region(self, region_id: str) -> bool:
        return any(region.id == region_id for region in self._regions)

    def territories_in_region(self, region_id: str) -> list[Territory]:
        return [t for t in self._territories if region_id in t.regions]

    def neighbours(self, territory_id: str) -> list[str]:
        """Territories armies can move to from this one, respecting one-way connections."""
        self._reindex()
        return list(self._neighbours.get(territory_id, ()))

    def connection_between(self, first: str, second: str) -> Connection | None:
        """The connection that lets armies go from ``first`` to ``second``, if any."""
        for connection in self._connections:
            if connection.joins(first, second):
                return connection
        return None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (
            self.meta == other.meta
            and self._continents == other._continents
            and self._territories == other._territories
            and self._connections == other._connections
            and self._regions == other._regions
        )

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return (
            f"Board({self.meta.name!r}: {len(self._territories)} territories, "
            f"{len(self._continents)} continents, {len(self._connections)} connections)"
        )

    def copy(self) -> Board:
        """A new board with the same (immutable) values; edits to one leave the other alone."""
        return Board(self.meta, self._continents, self._territories, self._connections, self._regions)

    # -- editing ---------------------------------------------------------------------------
    def set_meta(self, meta: MapMetadata) -> None:
        self.meta = meta
        self._changed()

    def insert_territory(self, index: int, territory: Territory) -> None:
        self._territories.insert(index, territory)
        self._changed()

    def add_territory(self, territory: Territory) -> None:
        self.insert_territory(len(self._territories), territory)

    def set_territory(self, index: int, territory: Territory) -> Territory:
        """Replace the territory at ``index``; returns the old value."""
        old = self._territories[index]
        self._territories[index] = territory
        if old.id == territory.id and self._index is not None and self._index[0] == self._revision:
            self._reshaped.add(index)
            self._index = (self._revision + 1, self._index[1])  # still right, with _reshaped
        # Dragging a vertex replaces a territory many times a second; when its id stays the
        # same the id and neighbour indexes stay right, and rebuilding them costs ~10 ms on
        # a 5,000-territory map.
        self._changed(keeps_index=old.id == territory.id)
        return old

    def replace_territory(self, territory_id: str, territory: Territory) -> Territory:
        return self.set_territory(self.territory_index(territory_id), territory)

    def remove_territory_at(self, index: int) -> Territory:
        territory = self._territories.pop(index)
        self._changed()
        return territory

    def insert_continent(self, index: int, continent: Continent) -> None:
        self._continents.insert(index, continent)
        self._changed()

    def add_continent(self, continent: Continent) -> None:
        self.insert_continent(len(self._continents), continent)

    def set_continent(self, index: int, continent: Continent) -> Continent:
        old = self._continents[index]
        self._continents[index] = continent
        self._changed()
        return old

    def remove_continent_at(self, index: int) -> Continent:
        continent = self._continents.pop(index)
        self._changed()
        return continent

    def insert_region(self, index: int, region: Region) -> None:
        self._regions.insert(index, region)
        self._changed()

    def add_region(self, region: Region) -> None:
        self.insert_region(len(self._regions), region)

    def set_region(self, index: int, region: Region) -> Region:
        old = self._regions[index]
        self._regions[index] = region
        self._changed()
        return old

    def remove_region_at(self, index: int) -> Region:
        region = self._regions.pop(index)
        self._changed()
        return region

    def insert_connection(self, index: int, connection: Connection) -> None:
        self._connections.insert(index, connection)
        self._changed()

    def add_connection(self, connection: Connection) -> None:
        self.insert_connection(len(self._connections), connection)

    def set_connection(self, index: int, connection: Connection) -> Connection:
        old = self._connections[index]
        self._connections[index] = connection
        self._changed()
        return old

    def replace_connections(self, connections: Iterable[Connection]) -> list[Connection]:
        """Swap in a whole new list of connections; returns the old one."""
        old = self._connections
        self._connections = list(connections)
        self._changed()
        return old

    def remove_connection_at(self, index: int) -> Connection:
        connection = self._connections.pop(index)
        self._changed()
        return connection

    def _changed(self, keeps_index: bool = False) -> None:
        index_was_current = self._indexed_revision == self._revision
        self._revision += 1
        if keeps_index and index_was_current:
            self._indexed_revision = self._revision

    def _reindex(self) -> None:
        if self._indexed_revision == self._revision:
            return
        territory_index: dict[str, int] = {}
        for index, territory in enumerate(self._territories):
            territory_index.setdefault(territory.id, index)
        continent_index: dict[str, int] = {}
        for index, continent in enumerate(self._continents):
            continent_index.setdefault(continent.id, index)
        neighbours: dict[str, list[str]] = {}
        for connection in self._connections:
            if connection.a == connection.b:
                continue
            targets = neighbours.setdefault(connection.a, [])
            if connection.b not in targets:
                targets.append(connection.b)
            if not connection.one_way:
                sources = neighbours.setdefault(connection.b, [])
                if connection.a not in sources:
                    sources.append(connection.a)
        self._territory_index = territory_index
        self._continent_index = continent_index
        self._neighbours = neighbours
        self._indexed_revision = self._revision

    # -- derived geometry -----------------------------------------------------------------
    def shape(self, territory_id: str) -> BaseGeometry:
        """The territory as a shapely (Multi)Polygon."""
        territory = self.territory(territory_id)
        cached = self._shapes.get(territory_id)
        if cached is None or cached[0] is not territory:
            shape = build_shapes([territory])[0]
            self._shapes[territory_id] = (territory, shape)
            return shape
        return cached[1]

    def shapes(self) -> np.ndarray:
        """Shapes of all territories, in board order (an object array for shapely's ufuncs)."""
        territories = self._territories
        result = np.empty(len(territories), dtype=object)
        missing = []
        for index, territory in enumerate(territories):
            cached = self._shapes.get(territory.id)
            if cached is not None and cached[0] is territory:
                result[index] = cached[1]
            else:
                missing.append(index)
        if missing:
            built = build_shapes([territories[i] for i in missing])
            for index, shape in zip(missing, built, strict=True):
                result[index] = shape
                self._shapes.setdefault(territories[index].id, (territories[index], shape))
        return result

    def spatial_index(self) -> shapely.STRtree:
        """An R-tree over the territories' shapes (indexes as in ``territories``)."""
        if self._index is None or self._index[0] != self._revision or self._reshaped:
            self._index = (self._revision, shapely.STRtree(self.shapes()))
            self._reshaped = set()
        return self._index[1]

    def territories_near(self, point: Point, distance: float) -> list[int]:
        """Indexes of territories whose shape comes within ``distance`` of ``point``."""
        return self.territories_within(shapely.Point(point), distance)

    def territories_within(self, geometry: BaseGeometry, distance: float) -> list[int]:
        """Indexes of territories whose shape comes within ``distance`` of ``geometry``.

        Uses the R-tree as it was before the latest reshapes (``set_territory`` keeping the
        id) for every other territory, and checks the reshaped few directly: what a drag asks
        for every mouse move, without rebuilding the tree each time.
        """
        if not self._territories:
            return []
        if (self._index is None or self._index[0] != self._revision
                or len(self._reshaped) > _MAX_RESHAPED):
            self.spatial_index()
        tree = self._index[1]
        reshaped = self._reshaped
        hits = {int(i) for i in tree.query(geometry, predicate="dwithin", distance=distance)} - reshaped
        if reshaped:
            indexes = sorted(reshaped)
            shapes = np.array([self.shape(self._territories[i].id) for i in indexes], dtype=object)
            hits.update(i for i, near in zip(indexes, shapely.dwithin(shapes, geometry, distance), strict=True) if near)
        return sorted(hits)

    def area(self, territory_id: str) -> float:
        return float(self.shape(territory_id).area)

    def inscribed_circle(self, territory_id: str) -> InscribedCircle | None:
        """The largest circle inside the territory's biggest part (best label, badge room)."""
        territory = self.territory(territory_id)
        cached = self._circles.get(territory_id)
        if cached is None or cached[0] is not territory:
            circle = inscribed_circle(self.shape(territory_id))
            self._circles[territory_id] = (territory, circle)
            return circle
        return cached[1]

    def best_label_point(self, territory_id: str) -> Point | None:
        """Where a label reads best: the centre of the largest inscribed circle."""
        circle = self.inscribed_circle(territory_id)
        return circle.centre if circle else None

    def label_point(self, territory_id: str) -> Point | None:
        """The designer's label point, or the best one if none was placed."""
        territory = self.territory(territory_id)
        return territory.label if territory.label is not None else self.best_label_point(territory_id)

    def shared_border(self, first: str, second: str) -> SharedBorder | None:
        """The boundary two territories share, with its length; None if at most a point."""
        a, b = self.territory(first), self.territory(second)
        key = (first, second) if first <= second else (second, first)
        ta, tb = (a, b) if first <= second else (b, a)
        cached = self._borders.get(key)
        if cached is not None and cached[0] is ta and cached[1] is tb:
            return cached[2]
        border = shared_border(self.shape(key[0]), self.shape(key[1]))
        self._borders[key] = (ta, tb, border)
        return border

    def suggest_connections(self) -> list[tuple[str, str]]:
        """Every pair of territories sharing a border of positive length, sorted.

        A single touching point does not count. Exact shared edges are found by hashing all
        edges; pairs that touch without an identical edge (a vertex on one side only) are
        then checked geometrically, so sloppy maps get the right answer too.
        """
        territories = self._territories
        found, unmatched = pairs_sharing_edges(territories)
        # Only territories with an edge nobody shares exactly can hide another border.
        loose = np.flatnonzero(unmatched)
        if len(loose) > 1:
            shapes = self.shapes()
            loose = loose[shapely.is_valid(shapes[loose])]
            tree = shapely.STRtree(shapes[loose])
            left, right = tree.query(shapes[loose], predicate="intersects")
            for i, j in zip(loose[left].tolist(), loose[right].tolist(), strict=True):
                if i < j and (i, j) not in found and shared_border(shapes[i], shapes[j]) is not None:
                    found.add((i, j))
        pairs = set()
        for i, j in found:
            a, b = territories[i].id, territories[j].id
            if a != b:
                pairs.add((a, b) if a < b else (b, a))
        return sorted(pairs)
