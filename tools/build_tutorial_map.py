"""Build maps/tutorial.yaml, a small hand-drawn world for quick games and tests.

    python tools/build_tutorial_map.py

Ten territories on two landmasses joined by one sea-line. The outline is drawn here by
hand as named corner points and the edges between them; every edge is subdivided once
(with a gentle wiggle, so coasts do not look ruled) and used by both territories that share
it, so neighbours share identical vertices. The map, continents and territories have
Spanish names too (``names: {es: ...}``).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.board import (  # noqa: E402
    Board,
    CardSymbol,
    Connection,
    ConnectionKind,
    Continent,
    MapMetadata,
    PolygonPart,
    Ring,
    Territory,
    save_map,
)
from engine.board.geometry import shape_of  # noqa: E402
from engine.board.mark_layout import auto_place  # noqa: E402
from engine.board.validation import validate  # noqa: E402

MARK_RADIUS = 9.0

CORNERS = {
    # the northern island
    "n1": (140, 120), "n2": (200, 60), "n3": (300, 45), "n4": (400, 55), "n5": (480, 80),
    "n6": (520, 150), "n7": (490, 220), "n8": (400, 250), "n9": (300, 245), "n10": (200, 230),
    "n11": (150, 190), "nc": (320, 150), "nd": (430, 140),
    # the southern mainland
    "s1": (160, 420), "s2": (220, 340), "s3": (330, 320), "s4": (450, 330), "s5": (560, 320),
    "s6": (680, 300), "s7": (800, 330), "s8": (880, 400), "s9": (860, 500), "s10": (760, 580),
    "s11": (620, 600), "s12": (480, 590), "s13": (350, 600), "s14": (230, 560),
    "s15": (170, 490), "sp": (330, 450), "sq": (470, 460), "sr": (600, 450), "st": (720, 440),
}

CONTINENTS = [
    Continent("northreach", "Northreach", "#7fb3d5", 3, names=(("es", "Confín del Norte"),)),
    Continent("southmoor", "Southmoor", "#e6b85c", 2, names=(("es", "Páramo del Sur"),)),
    Continent("eastwild", "Eastwild", "#8fbf7f", 2, names=(("es", "Espesura del Este"),)),
]

# id, name, continent, card, corners in order around the territory
TERRITORIES = [
    ("frostmere", "Frostmere", "northreach", CardSymbol.INFANTRY, "n1 n2 n3 nc n10 n11"),
    ("highcrag", "Highcrag", "northreach", CardSymbol.CAVALRY, "n3 n4 n5 nd nc"),
    ("stormcape", "Stormcape", "northreach", CardSymbol.ARTILLERY, "n5 n6 n7 nd"),
    ("lowfen", "Lowfen", "northreach", CardSymbol.INFANTRY, "nc nd n7 n8 n9 n10"),
    ("ashvale", "Ashvale", "southmoor", CardSymbol.CAVALRY, "s1 s2 s3 sp s15"),
    ("dunmarch", "Dunmarch", "southmoor", CardSymbol.ARTILLERY, "s3 s4 sq sp"),
    ("saltmarsh", "Saltmarsh", "southmoor", CardSymbol.INFANTRY, "sp sq s12 s13 s14 s15"),
    ("emberwood", "Emberwood", "eastwild", CardSymbol.CAVALRY, "s4 s5 s6 st sr sq"),
    ("redcliff", "Redcliff", "eastwild", CardSymbol.ARTILLERY, "s6 s7 s8 s9 st"),
    ("thornfield", "Thornfield", "eastwild", CardSymbol.INFANTRY, "sq sr st s9 s10 s11 s12"),
]

# The territories' names in Spanish: what each English name says, as a place name.
TERRITORY_NAMES_ES = {
    "frostmere": "Lago Helado",
    "highcrag": "Risco Alto",
    "stormcape": "Cabo Tormenta",
    "lowfen": "Ciénaga Baja",
    "ashvale": "Valle Ceniza",
    "dunmarch": "Marca Parda",
    "saltmarsh": "Marisma Salada",
    "emberwood": "Bosque de Brasas",
    "redcliff": "Acantilado Rojo",
    "thornfield": "Campo de Espinos",
}

SEA_LINES = [("lowfen", "dunmarch")]


def edge_points(start: str, end: str) -> np.ndarray:
    """The points of one edge from ``start`` to ``end``, computed the same for both sides."""
    forward = start < end
    a, b = (start, end) if forward else (end, start)
    p, q = np.array(CORNERS[a], float), np.array(CORNERS[b], float)
    length = float(np.hypot(*(q - p)))
    steps = max(1, round(length / 18))
    t = np.linspace(0, 1, steps + 1)
    normal = np.array([-(q - p)[1], (q - p)[0]]) / length
    # A wiggle that vanishes at both corners; its shape depends only on the edge's names.
    phase = (sum(map(ord, a + b)) % 17) / 17 * 2 * math.pi
    wiggle = np.sin(math.pi * t) * np.sin(2.5 * math.pi * t + phase) * min(9.0, 0.06 * length)
    points = p + (q - p) * t[:, None] + wiggle[:, None] * normal
    points = np.round(points, 1)
    return points if forward else points[::-1]


def ring_of(corners: str) -> Ring:
    names = corners.split()
    pieces = [edge_points(names[i], names[(i + 1) % len(names)])[:-1] for i in range(len(names))]
    return Ring(np.concatenate(pieces))


def build_board() -> Board:
    meta = MapMetadata(
        name="Tutorial Isles",
        width=1000.0,
        height=660.0,
        author="Worldsmith",
        description="A small world of ten territories for learning the game and quick matches.",
        version="1.0",
        mark_radius=MARK_RADIUS,
        names=(("es", "Islas del Tutorial"),),
    )
    territories = []
    for tid, name, continent, card, corners in TERRITORIES:
        territory = Territory(tid, name, (PolygonPart(ring_of(corners)),), continent=continent, card=card)
        layout = auto_place(shape_of(territory), MARK_RADIUS)
        territories.append(Territory(
            tid, name, territory.parts, continent=continent, card=card,
            label=layout.label, city_slot=layout.city, scar_slot=layout.scar,
            names=(("es", TERRITORY_NAMES_ES[tid]),),
        ))
    board = Board(meta, CONTINENTS, territories)
    for a, b in board.suggest_connections():
        board.add_connection(Connection(a, b))
    for a, b in SEA_LINES:
        board.add_connection(Connection(a, b, ConnectionKind.SEA_LINE))
    return board


def main() -> int:
    board = build_board()
    report = validate(board)
    for problem in report.problems:
        print(f"{problem.severity.value}: [{problem.code}] {problem.message}")
    if report.problems:
        print("not written: fix the problems above")
        return 1
    output = ROOT / "maps" / "tutorial.yaml"
    save_map(board, output)
    print(f"wrote {output}: {len(board.territories)} territories, {len(board.connections)} connections")
    return 0


if __name__ == "__main__":
    sys.exit(main())
