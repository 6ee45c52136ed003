"""A plain ``<g>`` of shapes as one territory: a country drawn as its mainland and islands.

Maps made for the web (pygal's world, many Wikimedia maps) draw each country as a group
of paths with no names, the group named by its id, ``<title>`` or class. Taken shape by
shape, Indonesia would be hundreds of "Territory N". With ``groups=auto`` (the default)
a group is one territory when it is plainly one country: at most one of its shapes has a
name of its own (an id an editor made up, such as Inkscape's "path12", is no name), and its
shapes do not tile a region (three or more, most of them bordering another: a continent's
territories side by side, where a country's islands lie apart and its mainland may be drawn
in a few pieces). ``groups=yes`` makes every named group one territory, ``groups=no`` none.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import shapely

from engine.interchange import coverage
from engine.interchange.svg.drawing import DrawnGroup, DrawnShape

GROUP_MODES = ("auto", "yes", "no")
# A country's pieces may touch (a mainland drawn in two parts); a region's territories
# nearly all do. Of pygal's world map, the countries with most touching pieces: Kuwait
# (2 of 3), Germany (3 of 5).
TILING_SHARE = 2 / 3


def merge_groups(shapes: list[DrawnShape], mode: str) -> tuple[list[DrawnShape], list[str]]:
    """The shapes with each group that is one territory merged into one shape, in the order
    of each group's first shape; and the names of the groups merged."""
    if mode == "no":
        return shapes, []
    members: dict[DrawnGroup, list[int]] = {}
    for index, drawn in enumerate(shapes):
        if drawn.group is not None:
            members.setdefault(drawn.group, []).append(index)
    if mode == "auto":
        side_by_side = _tilings(shapes)
        members = {group: indexes for group, indexes in members.items()
                   if sum(shapes[i].own_name for i in indexes) <= 1 and group not in side_by_side}
    first_of = {indexes[0]: group for group, indexes in members.items()}
    merged_away = {i for indexes in members.values() for i in indexes[1:]}
    out, names = [], []
    for index, drawn in enumerate(shapes):
        if index in merged_away:
            continue
        group = first_of.get(index)
        if group is None:
            out.append(drawn)
        else:
            out.append(_merged(group, [shapes[i] for i in members[group]]))
            names.append(out[-1].name)
    return out, names


def _tilings(shapes: list[DrawnShape]) -> set[DrawnGroup]:
    """Groups of three shapes or more, more than TILING_SHARE of them bordering another of
    the group."""
    grouped = [i for i, s in enumerate(shapes) if s.group is not None]
    if len(grouped) < 3:
        return set()
    array = np.asarray([shapes[i].shape for i in grouped], dtype=object)
    left, right = shapely.STRtree(array).query(array, predicate="intersects")
    keep = left < right
    bordering: set[int] = set()
    for i, j in zip(left[keep].tolist(), right[keep].tolist(), strict=True):
        if shapes[grouped[i]].group is shapes[grouped[j]].group and _share_border(array[i], array[j]):
            bordering.update((i, j))
    size = Counter(shapes[i].group for i in grouped)
    touching = Counter(shapes[grouped[i]].group for i in bordering)
    return {group for group, count in touching.items() if size[group] >= 3 and count > TILING_SHARE * size[group]}


def _share_border(a, b) -> bool:
    common = shapely.intersection(a, b)
    if common.area > 0:
        return True
    return shapely.intersection(a.boundary, b.boundary).length > 0


def _merged(group: DrawnGroup, parts: list[DrawnShape]) -> DrawnShape:
    """One shape of a group's shapes, named by the group's label, title or id, else by the
    one shape in it that has a name, else by the group's class."""
    named = [p.name for p in parts if p.own_name]
    name = group.name or (named[0] if named else "") or group.class_name
    fills = Counter(p.fill for p in parts if p.fill)
    attributes = {**parts[0].attributes, **group.attributes}
    return DrawnShape(
        name=name, shape=_together([p.shape for p in parts]),
        fill=fills.most_common(1)[0][0] if fills else None, layer=parts[0].layer,
        element_id=group.attributes.get("id"), attributes=attributes, group=None, own_name=bool(name),
    )


def _together(pieces: list) -> coverage.Shape:
    """One shape of a group's pieces: islands apart stay as they are (a union of hundreds of
    coasts is slow), pieces that meet are united."""
    polygons = np.asarray([p for piece in pieces for p in shapely.get_parts(piece) if not p.is_empty], dtype=object)
    if len(polygons) == 0:
        return shapely.MultiPolygon()
    left, right = shapely.STRtree(polygons).query(polygons, predicate="intersects")
    if not np.any(left != right):
        return polygons[0] if len(polygons) == 1 else shapely.MultiPolygon(polygons.tolist())
    return coverage.polygonal(shapely.union_all(polygons))
