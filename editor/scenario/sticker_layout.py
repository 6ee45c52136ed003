"""Where the Legacy stickers go on the map: their points, a continent banner's spot and their size at a zoom."""

from __future__ import annotations

import weakref

import numpy as np
import shapely
from PySide6.QtCore import QPointF

from editor.scenario import stickers
from engine.board.board import Board
from engine.board.mark_layout import auto_place

COIN_SIZE = 0.62  # a card's coin, in mark radii
COIN_GAP = 0.75  # between the fortification's reach and the coin, in mark radii
BANNER_HEIGHT = 1.7  # a continent's banner, in mark radii
# Zoomed far out a sticker would shrink to a dot: it is drawn at least this big (its
# radius, in screen pixels), up to MAX_BOOST times its size on the map.
MIN_STICKER_PIXELS = 7.0
MAX_BOOST = 4.0


# Sticker points by board: id(board) -> (a weak reference to it, its revision, points).
# (Boards compare by value, so they cannot be keys; the reference tells a reused id apart.)
_POINTS: dict[int, tuple[weakref.ref, int, dict]] = {}


def _points(board: Board) -> dict:
    """Per-board cache of the sticker points (the scenario's board is read-only; a board
    that did change is noticed by its revision)."""
    cached = _POINTS.get(id(board))
    if cached is None or cached[0]() is not board or cached[1] != board.revision:
        key = id(board)
        cached = (weakref.ref(board, lambda _ref: _POINTS.pop(key, None)), board.revision, {})
        _POINTS[key] = cached
    return cached[2]


def _layout(board: Board, territory_id: str) -> tuple[QPointF, QPointF | None, QPointF | None]:
    """Label, city and scar points of a territory: its own slots, or chosen like the map
    editor's automatic placement when the map has none."""
    points = _points(board)
    key = ("layout", territory_id)
    if key not in points:
        territory = board.territory(territory_id)
        label = board.label_point(territory_id)
        city, scar = territory.city_slot, territory.scar_slot
        if (city is None or scar is None) and label is not None:
            try:
                layout = auto_place(board.shape(territory_id), board.meta.mark_radius, label)
            except Exception:  # an invalid outline: fall back to the label's column
                layout = None
            radius = board.meta.mark_radius
            city = city or (layout.city if layout and layout.city else (label[0], label[1] - 2.8 * radius))
            scar = scar or (layout.scar if layout and layout.scar else (label[0], label[1] + 2.8 * radius))
        points[key] = tuple(QPointF(*p) if p is not None else None for p in (label, city, scar))
    label, city, scar = points[key]
    return QPointF(label) if label else None, QPointF(city) if city else None, QPointF(scar) if scar else None


def city_point(board: Board, territory_id: str) -> QPointF | None:
    """Where a city sticker (and its fortification) goes on a territory."""
    return _layout(board, territory_id)[1]


def scar_point(board: Board, territory_id: str) -> QPointF | None:
    """Where a scar sticker (and a scar-cancel over it) goes on a territory."""
    return _layout(board, territory_id)[2]


def coin_point(board: Board, territory_id: str) -> QPointF | None:
    """Where the card's coins are shown: left of the city, clear of its fortification."""
    city = city_point(board, territory_id)
    if city is None:
        return None
    radius = board.meta.mark_radius
    return QPointF(city.x() - radius * (stickers.FORTIFICATION_REACH + COIN_GAP + COIN_SIZE), city.y())


def continent_point(board: Board, continent_id: str) -> QPointF | None:
    """Where a continent's banner goes: inside the continent, as far as it can from every
    territory's name and sticker slots (so it covers none of them)."""
    points = _points(board)
    key = ("continent", continent_id)
    if key not in points:
        points[key] = _continent_point(board, continent_id)
    point = points[key]
    return QPointF(point) if point is not None else None


def _continent_point(board: Board, continent_id: str) -> QPointF | None:
    members = [t.id for t in board.territories if t.continent == continent_id and t.is_land]
    if not members:
        return None
    try:
        region = shapely.union_all([board.shape(tid) for tid in members]).buffer(0)
    except Exception:
        return None
    if region.is_empty:
        return None
    radius = board.meta.mark_radius
    half_height = BANNER_HEIGHT * radius / 2
    half_width = half_height * stickers.BANNER_ASPECT
    inner = region.buffer(-half_height * 1.1)
    minx, miny, maxx, maxy = region.bounds
    step = max(radius / 2, max(maxx - minx, maxy - miny) / 120)
    xs, ys = np.meshgrid(np.arange(minx, maxx, step), np.arange(miny, maxy, step))
    xs, ys = xs.ravel(), ys.ravel()
    fits = np.zeros(len(xs), dtype=bool)
    if not inner.is_empty:
        fits = (shapely.contains_xy(inner, xs, ys) & shapely.contains_xy(inner, xs - half_width, ys)
                & shapely.contains_xy(inner, xs + half_width, ys))
    if not fits.any():
        centre = region.representative_point()
        return QPointF(centre.x, centre.y)
    xs, ys = xs[fits], ys[fits]
    obstacles = []
    for territory in board.territories:
        label, city, scar = _layout(board, territory.id)
        obstacles += [(p.x(), p.y()) for p in (label, city, scar) if p is not None]
    centroid = region.centroid
    attraction = np.hypot(xs - centroid.x, ys - centroid.y) / max(maxx - minx, maxy - miny, 1e-9)
    if obstacles:
        ox, oy = np.array(obstacles).T
        dx = np.maximum(0.0, np.abs(xs[:, None] - ox[None, :]) - half_width)
        dy = np.maximum(0.0, np.abs(ys[:, None] - oy[None, :]) - half_height)
        clearance = np.minimum(np.hypot(dx, dy).min(axis=1), 3 * radius)
    else:
        clearance = np.zeros(len(xs))
    best = int(np.argmax(clearance - radius * attraction))
    return QPointF(float(xs[best]), float(ys[best]))


def boost_for(zoom: float | None, radius: float) -> float:
    """How much bigger than on the map stickers are drawn at ``zoom`` (screen pixels per
    map unit; None: no view, as on the map)."""
    if not zoom or zoom <= 0 or radius <= 0:
        return 1.0
    return min(MAX_BOOST, max(1.0, MIN_STICKER_PIXELS / (radius * zoom)))
