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
from collections import defaultdict
from collections.abc import Iterable

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
    wanted = set(wanted)
    lookup = np.full(256, NONE, dtype=np.uint8)
    for number in wanted:
        lookup[number] = number
    cleaned = lookup[numbers]
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
