"""A small Inkscape-like SVG map, written by the tests themselves.

Two layers (Inkscape's ``inkscape:groupmode="layer"``) are the continents:

* North, drawn in a group moved and doubled (``translate(20,10) scale(2)``): West, whose
  east edge is a cubic Bézier, and East, named only by its ``<title>``, whose west edge
  follows the same curve with straight lines drawn a little off it (by hand);
* South: a rectangle under both, and a round island (a circle) off to the east;

plus a Sea-lines layer joining South to the island, a text and an open path (not
territories). In canvas units (CSS pixels) West spans x 20-140, East x 140-260, both y
10-130; South spans x 20-260, y 130-190.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

CURVE = ((60, 0), (75, 20), (45, 40), (60, 60))  # West's east edge, in the North layer's units
HAND_OFFSET = 0.25  # how far off the curve East's edge was drawn (layer units: 0.5 pixels)
TOUCHING = (("West", "East"), ("West", "South"), ("East", "South"))
SEA_LINES = (("South", "Isle"),)


def curve_point(t: float) -> tuple[float, float]:
    p0, p1, p2, p3 = (np.array(p, dtype=float) for p in CURVE)
    point = (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t**2 * p2 + t**3 * p3
    return float(point[0]), float(point[1])


def canvas_point(xy: tuple[float, float]) -> tuple[float, float]:
    """A point of the North layer on the canvas."""
    return xy[0] * 2 + 20, xy[1] * 2 + 10


def east_edge() -> str:
    """The curve from bottom to top as straight lines, each vertex a little off it, alternately
    to one side and the other, as a hand traces a curve."""
    points = []
    for step, t in enumerate(np.linspace(1, 0, 13)):
        x, y = curve_point(float(t))
        offset = 0 if step in (0, 12) else (HAND_OFFSET if step % 2 else -HAND_OFFSET)
        points.append(f"{x + offset:.3f},{y:.3f}")
    return " L ".join(points)


def sample_svg() -> str:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = CURVE
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
     xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
     width="400" height="300" viewBox="0 0 400 300" version="1.1" sodipodi:docname="sample.svg">
  <title>Sample Drawing</title>
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="1"/>
  <defs id="defs1"><rect id="unused" x="0" y="0" width="5" height="5"/></defs>
  <g inkscape:groupmode="layer" id="layer1" inkscape:label="North" data-bonus="3"
     transform="translate(20,10) scale(2)" style="display:inline">
    <path id="path101" inkscape:label="West" style="fill:#cc3333;stroke:#000000;stroke-width:0.5"
          d="M 0,0 L {x0},{y0} C {x1},{y1} {x2},{y2} {x3},{y3} L 0,60 Z"/>
    <path id="path102" style="fill:#cc3333;stroke:#000000" d="M 60,0 L 120,0 L 120,60 L {east_edge()} Z">
      <title>East</title>
    </path>
  </g>
  <g inkscape:groupmode="layer" id="layer2" inkscape:label="South">
    <rect id="rect201" inkscape:label="South" x="20" y="130" width="240" height="60" fill="#3366cc"/>
    <circle id="isle" cx="340" cy="160" r="20" fill="#3366cc"><title>Isle</title></circle>
    <text id="text1" x="40" y="160">South<tspan>ern</tspan></text>
    <path id="path301" d="M 300,250 L 380,260" style="fill:none;stroke:#000"/>
  </g>
  <g inkscape:groupmode="layer" id="layer3" inkscape:label="Sea-lines">
    <line x1="250" y1="160" x2="340" y2="160" stroke="#000" stroke-dasharray="4 2"/>
  </g>
</svg>
"""


def write_sample(folder: Path, text: str | None = None, name: str = "sample.svg") -> Path:
    path = folder / name
    path.write_text(sample_svg() if text is None else text, encoding="utf-8")
    return path
