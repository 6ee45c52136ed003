"""The label size an imported map starts with, so its names read when the whole map is fitted
in the window.

An importer sets the mark radius from a typical territory (coverage.mark_radius_for), and a
name's font is about :data:`FONT_RADII` mark radii tall. On a world map, where most countries
are small, that makes names a few thousandths of the map's width: fitted in a window they are
2 or 3 pixels tall, and the editor does not draw them at all. So the map's ``label_size``
(MapMetadata: a factor on every name) is raised until a name is a fair fraction of the
map's extent, but never past what the territories have room for (3,000 counties fitted in a
window cannot all be named legibly; letters bigger than the counties would only hide them).
"""

from __future__ import annotations

import math

from engine.board.model import DEFAULT_LABEL_SIZE, MAX_LABEL_SIZE

# A name's font size in mark radii: the editor's style.LABEL_SIZE (editor/scene/style.py);
# tests/editor/interchange/test_import_samples_and_labels.py checks the two agree.
FONT_RADII = 1.4
# Names at least 1/90 of the map's longer side: 11 pixels when the map is 1000 pixels across
# (the editor's "readable names" minimum, editor/scene/readable_labels.py READABLE_PIXELS).
READABLE_FRACTION = 90.0
# Nor taller than a quarter of an average territory's width (a name of a few letters then
# stays about inside its territory).
ROOM_FRACTION = 4.0
STEP = 0.25  # label sizes in quarters (the editor shows 125 %, 150 %, …)


def readable_label_size(mark_radius: float, width: float, height: float, territories: int) -> float:
    """The label size (a factor, DEFAULT_LABEL_SIZE to MAX_LABEL_SIZE) for a map of this
    canvas, mark radius and number of territories."""
    if mark_radius <= 0 or territories <= 0 or width <= 0 or height <= 0:
        return DEFAULT_LABEL_SIZE
    text = FONT_RADII * mark_radius  # a name's height in map units at label size 1
    wanted = max(width, height) / READABLE_FRACTION
    room = math.sqrt(width * height / territories) / ROOM_FRACTION
    factor = min(wanted, room) / text
    stepped = round(factor / STEP) * STEP
    return min(MAX_LABEL_SIZE, max(DEFAULT_LABEL_SIZE, stepped))
