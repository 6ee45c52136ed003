"""Pictures whose pixel values are region numbers, traced into polygons and drawn back.

Tracing follows the pixel edges: every edge between two pixels of different numbers (or
a pixel and the picture's edge) is a piece of border. Runs of such edges along a row or a
column with the same two numbers on either side become one segment, so segments meet only
at their ends, exactly where three or more regions (or a corner) meet. Cutting the plane
along all of them (``shapely.polygonize``) gives each region's faces, with holes and
islands, and two neighbours' borders come from the very same segments: identical vertex
for vertex, as the map model wants. Everything runs in numpy and GEOS; a 700 x 450 picture
takes a fraction of a second.
"""

from __future__ import annotations

import io
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable

import numpy as np
import shapely

from engine.interchange.coverage import Shape

NONE = 255
# The biggest picture read: Domination maps are screen-sized (a few megapixels at most);
# tracing costs some 20 bytes a pixel, so this keeps a hostile picture from eating memory.
MAX_PIXELS = 40_000_000


def read_numbers(data: bytes) -> np.ndarray:
    """The picture as a (height, width) array of numbers: the grey value of each pixel (for a
    coloured picture, the blue channel's, as Domination reads it). Raises ValueError if
    Pillow cannot read it."""
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(io.BytesIO(data)) as image:
            _check_size(image.size)
            image.load()
            if image.mode in ("L", "P", "1"):
                grey = image.convert("L") if image.mode != "P" else _palette_grey(image)
            else:
                grey = image.convert("RGB").getchannel("B")
            return np.asarray(grey, dtype=np.uint8)
    except (UnidentifiedImageError, OSError, SyntaxError, Image.DecompressionBombError) as error:
        raise ValueError(str(error)) from None


def _check_size(size: tuple[int, int]) -> None:
    width, height = size
    if width * height > MAX_PIXELS:
        raise ValueError(f"{width} x {height} pixels is more than the {MAX_PIXELS:,} pixels a map picture may have")


def _palette_grey(image):
    """A palette picture's pixels as the grey (blue) value of their palette colour, which is
    what the number is; map makers' palettes are greys in order, but need not be."""
    from PIL import Image

    palette = np.asarray(image.getpalette() or [], dtype=np.uint8)
    indexes = np.asarray(image, dtype=np.uint8)
    if palette.size < 3:
        return Image.fromarray(indexes, mode="L")
    rgb = palette.reshape(-1, 3)
    blue = np.zeros(256, dtype=np.uint8)
    blue[: len(rgb)] = rgb[:, 2]
    return Image.fromarray(blue[indexes], mode="L")


def picture_size(data: bytes) -> tuple[int, int]:
    """(width, height) of a picture, without decoding its pixels. ValueError if unreadable."""
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(io.BytesIO(data)) as image:
            return image.size
    except (UnidentifiedImageError, OSError, SyntaxError, Image.DecompressionBombError) as error:
        raise ValueError(str(error)) from None


def _runs(codes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Maximal runs of equal, non-negative codes along each row of ``codes``: (row, start,
    end) with end exclusive."""
    rows, width = codes.shape
    flat = codes.ravel()
    position = np.arange(flat.size)
    column = position % width
    starts = (flat >= 0) & ((column == 0) | (flat != np.concatenate(([-1], flat[:-1]))))
    ends = (flat >= 0) & ((column == width - 1) | (flat != np.concatenate((flat[1:], [-1]))))
    start_at, end_at = position[starts], position[ends]
    return start_at // width, start_at % width, end_at % width + 1


def border_segments(numbers: np.ndarray) -> np.ndarray:
    """Every border as (n, 2, 2) segments in pixel-edge coordinates (pixel (x, y) covers
    [x, x+1] x [y, y+1])."""
    height, width = numbers.shape
    padded = np.full((height + 2, width + 2), NONE, dtype=np.int32)
    padded[1:-1, 1:-1] = numbers
    # Horizontal edges on grid line y, between the pixels above and below it.
    above, below = padded[:-1, 1:-1], padded[1:, 1:-1]
    codes = np.where(above != below, above * 256 + below, -1)
    y, x0, x1 = _runs(codes)
    horizontal = np.stack([np.column_stack([x0, y]), np.column_stack([x1, y])], axis=1)
    # Vertical edges on grid line x, between the pixels left and right of it (runs along y).
    left, right = padded[1:-1, :-1], padded[1:-1, 1:]
    codes = np.where(left != right, left * 256 + right, -1).T
    x, y0, y1 = _runs(np.ascontiguousarray(codes))
    vertical = np.stack([np.column_stack([x, y0]), np.column_stack([x, y1])], axis=1)
    return np.concatenate([horizontal, vertical]).astype(np.float64)


def trace(numbers: np.ndarray, wanted: Iterable[int], smooth: bool = False) -> dict[int, Shape]:
    """The outline of every wanted number that appears in the picture: a Polygon or, for a
    region in several pieces, a MultiPolygon; holes kept. Pixels of other numbers count as
    no region. Neighbours' outlines share their borders exactly.

    ``smooth`` cuts the corners of pixel staircases (see :func:`_smoothed`), so that a
    border drawn as a slanted line becomes a straight one; borders still meet exactly.
    """
    cleaned = only(numbers, wanted)
    segments = border_segments(cleaned)
    if len(segments) == 0:
        return {}
    lines = shapely.linestrings(segments.reshape(-1, 2), indices=np.repeat(np.arange(len(segments)), 2))
    faces = shapely.get_parts(shapely.polygonize(lines))
    inside = shapely.get_coordinates(shapely.point_on_surface(faces))
    columns = np.clip(np.floor(inside[:, 0]).astype(int), 0, cleaned.shape[1] - 1)
    rows = np.clip(np.floor(inside[:, 1]).astype(int), 0, cleaned.shape[0] - 1)
    owner = cleaned[rows, columns]
    if smooth:
        smoothed = _smoothed(lines, faces, owner)
        if smoothed is not None:
            faces, owner = smoothed
    pieces: dict[int, list] = defaultdict(list)
    for face, number in zip(faces, owner.tolist(), strict=True):
        if number != NONE:
            pieces[number].append(face)
    return {
        number: parts[0] if len(parts) == 1 else shapely.MultiPolygon(parts)
        for number, parts in pieces.items()
    }


def only(numbers: np.ndarray, wanted: Iterable[int]) -> np.ndarray:
    """``numbers`` with every number not wanted made NONE."""
    lookup = np.full(256, NONE, dtype=np.uint8)
    for number in set(wanted):
        lookup[number] = number
    return lookup[numbers]


def _smoothed(lines: np.ndarray, faces: np.ndarray, owner: np.ndarray):
    """The faces again, with every border's staircase corners cut; None if that went wrong.

    Each border between two junctions is smoothed once, so both sides get the same line:
    a corner next to a one-pixel step is dropped and the step replaced by its midpoint.
    A line drawn in a paint program steps by one pixel one way at a time, so the midpoints
    of its steps lie on a straight line; corners between longer runs (a square's) stay.
    Junctions where three regions meet are kept as they are.
    """
    chains = shapely.get_parts(shapely.line_merge(shapely.multilinestrings(lines)))
    cut = [_cut_corners(shapely.get_coordinates(chain)) for chain in chains]
    owners = np.repeat(np.arange(len(cut)), [len(c) for c in cut])
    smooth_lines = shapely.linestrings(np.concatenate(cut), indices=owners)
    new_faces = shapely.get_parts(shapely.polygonize(smooth_lines))
    if len(new_faces) != len(faces) or not shapely.is_valid(new_faces).all():
        return None
    # Which old face each new one is (they differ by half a pixel at most): the one holding
    # a point inside it, or where that point is on a border, the one it overlaps most.
    tree = shapely.STRtree(faces)
    best = np.full(len(new_faces), -1)
    point_index, old_index = tree.query(shapely.point_on_surface(new_faces), predicate="within")
    hits = np.bincount(point_index, minlength=len(new_faces))
    single = hits[point_index] == 1
    best[point_index[single]] = old_index[single]
    unsure = np.flatnonzero(best < 0)
    if len(unsure):
        new_index, old_index = tree.query(new_faces[unsure], predicate="intersects")
        overlap = shapely.area(shapely.intersection(new_faces[unsure][new_index], faces[old_index]))
        best_overlap = np.zeros(len(unsure))
        for n, o, a in zip(new_index.tolist(), old_index.tolist(), overlap.tolist(), strict=True):
            if a > best_overlap[n]:
                best[unsure[n]], best_overlap[n] = o, a
    if (best < 0).any() or len(set(best.tolist())) != len(faces):
        return None
    return new_faces, owner[best]


def _cut_corners(xy: np.ndarray) -> np.ndarray:
    """A chain of pixel edges with the corners beside one-pixel steps replaced by the steps'
    midpoints; its two ends (junctions) stay, and a closed chain stays closed."""
    closed = len(xy) > 3 and (xy[0] == xy[-1]).all()
    edges = np.diff(xy, axis=0)
    short = np.hypot(edges[:, 0], edges[:, 1]) <= 1.0 + 1e-9
    count = len(edges)
    before = np.roll(short, 1)  # the edge ending at each vertex
    keep = ~(before | short)
    if not closed:
        keep[0] = True  # a junction
    middles = (xy[:-1] + xy[1:]) / 2
    # Each vertex (if kept) followed by its edge's midpoint (if the edge is a step).
    points = np.empty((2 * count, 2))
    points[0::2], points[1::2] = xy[:-1], middles
    mask = np.empty(2 * count, dtype=bool)
    mask[0::2], mask[1::2] = keep, short
    out = points[mask]
    end = out[:1] if closed else xy[-1:]
    out = np.concatenate([out, end])
    return out if len(out) >= (4 if closed else 2) else xy


def counts(numbers: np.ndarray) -> np.ndarray:
    """How many pixels each number 0..255 has."""
    return np.bincount(numbers.ravel(), minlength=256)


# -- lines of "no country" between countries ----------------------------------------------
#
# Many Domination maps draw every border as a line of "no country" pixels (the classic
# risk.map does), so neighbours never touch on the picture. Such a line is told from real
# water by its width: water is wherever a square of ``width + 1`` pixels fits in "no
# country" (the picture's surroundings count as water, so a margin along its edge stays),
# and a line is the "no country" that no such square reaches and that has two different
# countries within ``width`` pixels. A lake inside one country is not a line (one country
# around it); a strait wider than ``width`` is water (the square fits). Where a line meets
# the sea, the sea's corners the square cannot reach go with the line, a pixel or two.
# Where several lines meet, a blot may hold the square: a piece of "no country" left over,
# clear of the picture's edge, no bigger than (2 width + 2)² pixels and with two or more
# countries around, is such a blot and is closed too.
# The line is then split between its sides: each pixel goes to the nearest country,
# growing one pixel at a time from both sides (ties to the lower number), so the two
# halves meet in the middle and the tracing gives both countries the same border.


def close_lines(numbers: np.ndarray, width: int,
                neighbours: Collection[tuple[int, int]] | None = None) -> tuple[np.ndarray, int]:
    """``numbers`` with lines of "no country" up to ``width`` pixels wide given to the
    countries on either side, and how many pixels that took. ``width`` 0: as they are.

    ``neighbours`` (pairs of numbers, either order), if given, are the countries that may
    come to touch: where lines meet, a pixel that would make two others touch goes to a
    country that may touch all around it, if there is one (see :func:`_untangled`).
    """
    empty = numbers == NONE
    if width < 1 or not empty.any() or empty.all():
        return numbers, 0
    line = empty & ~_water(empty, width + 1) & _near_two_countries(numbers, width)
    if not line.any():
        return numbers, 0
    closed = _grow_into(numbers, line, steps=2 * width)
    ponds = _ponds_between_countries(closed, max_area=(2 * width + 2) ** 2)
    if ponds.any():  # where three or more lines meet, the square fits in the middle
        closed = _grow_into(closed, ponds, steps=4 * width + 4)
    if neighbours is not None:
        _untangle(closed, closed != numbers, {frozenset(pair) for pair in neighbours})
    return closed, int(np.count_nonzero(closed != numbers))


def _ponds_between_countries(numbers: np.ndarray, max_area: int) -> np.ndarray:
    """Pieces of "no country" left where lines meet: no larger than ``max_area`` pixels,
    clear of the picture's edge, with two or more countries around. A lake inside one
    country is not one."""
    empty = numbers == NONE
    if not empty.any():
        return empty
    mask = np.where(empty, np.uint8(1), np.uint8(NONE))
    water = trace(mask, {1}).get(1)
    if water is None:
        return np.zeros(numbers.shape, dtype=bool)
    height, width = numbers.shape
    ponds = np.zeros(numbers.shape, dtype=bool)
    for part in shapely.get_parts(water):
        x0, y0, x1, y1 = (int(v) for v in part.bounds)
        if part.area > max_area or x0 == 0 or y0 == 0 or x1 == width or y1 == height:
            continue
        ys, xs = np.mgrid[y0:y1, x0:x1]
        inside = shapely.contains_xy(part, xs + 0.5, ys + 0.5)
        around = numbers[max(0, y0 - 1):y1 + 1, max(0, x0 - 1):x1 + 1]
        if len(np.unique(around[around != NONE])) >= 2:
            ponds[ys[inside], xs[inside]] = True
    return ponds


def _box_sums(values: np.ndarray, size: int) -> np.ndarray:
    """The sum of every ``size`` x ``size`` window of ``values`` (top-left anchored), by an
    integral image: (h - size + 1, w - size + 1)."""
    integral = np.zeros((values.shape[0] + 1, values.shape[1] + 1), dtype=np.int32)
    np.cumsum(np.cumsum(values, axis=0, dtype=np.int32), axis=1, out=integral[1:, 1:])
    return (integral[size:, size:] - integral[:-size, size:] - integral[size:, :-size]
            + integral[:-size, :-size])


def _water(empty: np.ndarray, size: int) -> np.ndarray:
    """The "no country" pixels some all-empty ``size`` x ``size`` square covers (a
    morphological opening), with the outside of the picture counted as empty."""
    height, width = empty.shape
    padded = np.pad(~empty, size, constant_values=False)
    fits = _box_sums(padded, size) == 0  # squares with no country pixel, by top-left corner
    # A pixel is covered if some fitting square's corner lies within size - 1 above/left of it.
    corners = np.pad(fits, ((size - 1, size - 1), (size - 1, size - 1)), constant_values=False)
    covered = _box_sums(corners, size) > 0
    return covered[size:size + height, size:size + width] & empty


def _window_extreme(values: np.ndarray, radius: int, reduce, fill: int) -> np.ndarray:
    """``reduce`` (np.min or np.max) over the (2 radius + 1)-square around each pixel."""
    window = 2 * radius + 1
    padded = np.pad(values, radius, constant_values=fill)
    rows = reduce(np.lib.stride_tricks.sliding_window_view(padded, window, axis=0), axis=-1)
    return reduce(np.lib.stride_tricks.sliding_window_view(rows, window, axis=1), axis=-1)


def _near_two_countries(numbers: np.ndarray, radius: int) -> np.ndarray:
    """Pixels with at least two different countries within ``radius`` pixels (chessboard)."""
    country = numbers != NONE
    values = numbers.astype(np.int16)
    lowest = _window_extreme(np.where(country, values, 256), radius, np.min, 256)
    highest = _window_extreme(np.where(country, values, -1), radius, np.max, -1)
    return (highest >= 0) & (lowest < highest)


_SIDES = ((-1, 0), (1, 0), (0, -1), (0, 1))
_CORNERS = ((-1, -1), (-1, 1), (1, -1), (1, 1))


def _lowest_neighbour(numbers: np.ndarray, offsets) -> np.ndarray:
    """For each pixel, the lowest number among its neighbours at ``offsets`` (NONE if all
    are none): NONE is above every country number, so a minimum skips it."""
    height, width = numbers.shape
    padded = np.pad(numbers, 1, constant_values=NONE)
    lowest = np.full(numbers.shape, NONE, dtype=numbers.dtype)
    for dy, dx in offsets:
        np.minimum(lowest, padded[1 + dy:1 + dy + height, 1 + dx:1 + dx + width], out=lowest)
    return lowest


def _grow_into(numbers: np.ndarray, allowed: np.ndarray, steps: int) -> np.ndarray:
    """Countries grown into the ``allowed`` pixels one pixel a step, all sides at once: a
    pixel takes a side neighbour's number, or a corner neighbour's if it has no side one
    (where lines cross, the square in the middle goes to the countries at its corners)."""
    grown = numbers.copy()
    for _ in range(steps):
        free = allowed & (grown == NONE)
        if not free.any():
            break
        by_side = _lowest_neighbour(grown, _SIDES)
        by_corner = _lowest_neighbour(grown, _CORNERS)
        taken = np.where(by_side != NONE, by_side, by_corner)
        reached = free & (taken != NONE)
        if not reached.any():
            break
        grown[reached] = taken[reached]
    return grown


def _untangle(numbers: np.ndarray, filled: np.ndarray, neighbours: set[frozenset]) -> None:
    """Where lines meet, growing from every side can make two countries touch that the map
    does not list as neighbours (the middle of a crossing, the tip of a country that ends
    at the junction). Each filled pixel beside a country it may not touch goes, in place,
    to a country around it that may touch all four of its side neighbours; repeated, this
    carries a thin tip through to where it ended on the picture. Unresolvable: left."""
    height, width = numbers.shape

    def allowed(a: int, b: int) -> bool:
        return a == b or NONE in (a, b) or frozenset((a, b)) in neighbours

    def sides(y: int, x: int) -> list[int]:
        return [int(numbers[y + dy, x + dx]) for dy, dx in _SIDES if 0 <= y + dy < height and 0 <= x + dx < width]

    for _ in range(8):  # each pass fixes the pixels next to the last pass's
        changed = False
        for y, x in _tangled(numbers, filled, allowed):
            around = sides(y, x)
            if all(allowed(int(numbers[y, x]), other) for other in around):
                continue  # a neighbour's change already settled it
            near = [int(numbers[y + dy, x + dx]) for dy, dx in _SIDES + _CORNERS
                    if 0 <= y + dy < height and 0 <= x + dx < width]
            for candidate, _count in Counter(n for n in near if n != NONE).most_common():
                if all(allowed(candidate, other) for other in around):
                    numbers[y, x] = candidate
                    changed = True
                    break
        if not changed:
            return


def _tangled(numbers: np.ndarray, filled: np.ndarray, allowed) -> list[tuple[int, int]]:
    """Filled pixels beside a pixel of a country their own may not touch."""
    pairs = set()
    for a, b in ((numbers[:, :-1], numbers[:, 1:]), (numbers[:-1, :], numbers[1:, :])):
        differ = (a != b) & (a != NONE) & (b != NONE)
        pairs.update(map(tuple, np.unique(np.stack([a[differ], b[differ]], axis=1), axis=0).tolist()))
    bad = [(p, q) for p, q in pairs if not allowed(p, q)]
    if not bad:
        return []
    padded = np.pad(numbers, 1, constant_values=NONE)
    height, width = numbers.shape
    tangled = np.zeros(numbers.shape, dtype=bool)
    for p, q in bad:
        for dy, dx in _SIDES:
            beside = padded[1 + dy:1 + dy + height, 1 + dx:1 + dx + width]
            tangled |= (numbers == p) & (beside == q)
    return [tuple(point) for point in np.argwhere(tangled & filled).tolist()]
