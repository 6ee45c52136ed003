"""Build maps/classic-mu.yaml, the classic world with the water of the MU economy variant.

    python tools/build_mu_classic_map.py    # reads maps/classic.yaml, writes maps/classic-mu.yaml

The seed of the variant (004) says: "Water territories on a standard risk board include the
coast lines of each country. If a country has multiple coast lines that are not connected
to each other then those coast lines are considered separate water territories. The dotted
lines on the map represent connections between water territories, not connections between
countries." The script, needing nothing but maps/classic.yaml:

1. finds each country's coast (its outline minus its land borders);
2. shares a band of water 20 map units wide around all land between the countries,
   each point of it going to the nearest coast (a Voronoi diagram of points along the
   coasts), and splits a country's water where land separates it: Egypt's Mediterranean
   and Red Sea waters are two water territories, Japan's islands share one;
3. rebuilds land and water as one planar partition, as tools/build_classic_map.py does for
   the land, so neighbouring territories (land or water) share identical vertices (steps 1
   to 3 are engine/board/coastal_waters.py, which the map editor uses too);
4. connects land to its waters (coasts: where navies and navy bases go) and waters that
   share a border, turns each of the classic board's sea-lines into a sea-line between the
   two nearest waters of its countries, and keeps the land borders;
5. adds the seed's MU continent bonuses (already in maps/classic.yaml), the optional Middle
   East region worth 5 MU, and marks Egypt and Central America canal-eligible;
6. names the waters in English and Spanish ("Alaska Coast", "Costa de Alaska"; a country
   with several waters names each by its sea, "Egypt Red Sea Coast") and validates the map.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections import defaultdict
from pathlib import Path

import shapely
import shapely.affinity

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.board import (  # noqa: E402
    Board,
    Connection,
    ConnectionKind,
    Region,
    Territory,
    TerritoryKind,
    load_map,
    save_map,
)
from engine.board.coastal_waters import CoastalSettings, Water, coasts, partition, territory_parts  # noqa: E402
from engine.board.local_names import local_name  # noqa: E402
from engine.board.model import CANAL_FLAG  # noqa: E402
from engine.board.validation import validate  # noqa: E402

# The classic world's mark radius is 8: a band of coastal water 20 wide holds a troop badge.
SETTINGS = CoastalSettings()

CANALS = ("egypt", "central-america")  # "Canals can be purchased in Egypt or Central America."
MIDDLE_EAST = Region(
    "middle-east-region", "Middle East", "#d9a441", 5, (("es", "Oriente Medio"),),
)
MAP_NAME = "Classic World (MU)"
MAP_NAMES = (("es", "Mundo clásico (UM)"),)

# "de X" in Spanish, where X wants an article ("Costa del Congo", not "Costa de Congo").
OF_ES = {
    "northwest-territory": "del Territorio del Noroeste",
    "western-united-states": "de los Estados Unidos Occidentales",
    "eastern-united-states": "de los Estados Unidos Orientales",
    "congo": "del Congo",
    "india": "de la India",
}

# A country with several waters names each by its sea: the water of that country within
# SETTINGS.band (20) of the point (map units) gets the id suffix and the names. The build stops if a
# country's water has no entry or an entry finds no water, so the names follow the outlines.
SEA_NAMES: dict[tuple[str, tuple[float, float]], tuple[str, str, str]] = {
    ("central-america", (504, 746)): ("pacific", "Central America Pacific Coast", "Costa pacífica de América Central"),
    ("central-america", (729, 745)): ("caribbean", "Central America Caribbean Coast",
                                      "Costa caribeña de América Central"),
    ("venezuela", (713, 860)): ("pacific", "Venezuela Pacific Coast", "Costa pacífica de Venezuela"),
    ("venezuela", (864, 820)): ("caribbean", "Venezuela Caribbean Coast", "Costa caribeña de Venezuela"),
    ("scandinavia", (1375, 319)): ("mainland", "Scandinavia Coast", "Costa de Escandinavia"),
    ("scandinavia", (1500, 113)): ("svalbard", "Svalbard Coast", "Costa de Svalbard"),
    ("southern-europe", (1412, 574)): ("mediterranean", "Southern Europe Mediterranean Coast",
                                      "Costa mediterránea de Europa del Sur"),
    ("southern-europe", (1544, 537)): ("black-sea", "Southern Europe Black Sea Coast",
                                      "Costa del mar Negro de Europa del Sur"),
    ("ukraine", (1471, 398)): ("baltic", "Ukraine Baltic Coast", "Costa báltica de Ucrania"),
    ("ukraine", (1592, 530)): ("black-sea", "Ukraine Black Sea Coast", "Costa del mar Negro de Ucrania"),
    ("ukraine", (1693, 551)): ("caspian", "Ukraine Caspian Coast", "Costa del Caspio de Ucrania"),
    ("ukraine", (1755, 222)): ("arctic", "Ukraine Arctic Coast", "Costa ártica de Ucrania"),
    ("ukraine", (1657, 83)): ("franz-josef-land", "Franz Josef Land Coast", "Costa de la Tierra de Francisco José"),
    ("egypt", (1529, 635)): ("mediterranean", "Egypt Mediterranean Coast", "Costa mediterránea de Egipto"),
    ("egypt", (1583, 692)): ("red-sea", "Egypt Red Sea Coast", "Costa del mar Rojo de Egipto"),
    ("ural", (1696, 532)): ("caspian", "Ural Caspian Coast", "Costa del Caspio de Ural"),
    ("ural", (1798, 233)): ("arctic", "Ural Arctic Coast", "Costa ártica de Ural"),
    ("yakutsk", (2200, 178)): ("arctic", "Yakutsk Arctic Coast", "Costa ártica de Yakutsk"),
    ("yakutsk", (2409, 395)): ("okhotsk", "Yakutsk Okhotsk Coast", "Costa del mar de Ojotsk de Yakutsk"),
    ("kamchatka", (2708, 315)): ("pacific", "Kamchatka Pacific Coast", "Costa pacífica de Kamchatka"),
    ("kamchatka", (2429, 479)): ("sea-of-japan", "Kamchatka Sea of Japan Coast",
                                 "Costa del mar del Japón de Kamchatka"),
    ("middle-east", (1517, 595)): ("mediterranean", "Middle East Mediterranean Coast",
                                   "Costa mediterránea de Oriente Medio"),
    ("middle-east", (1779, 729)): ("arabian", "Middle East Arabian Coast", "Costa arábiga de Oriente Medio"),
    ("middle-east", (1703, 589)): ("caspian", "Middle East Caspian Coast", "Costa del Caspio de Oriente Medio"),
    ("eastern-australia", (2500, 1119)): ("mainland", "Eastern Australia Coast", "Costa de Australia Oriental"),
    ("eastern-australia", (2678, 1223)): ("new-zealand", "New Zealand Coast", "Costa de Nueva Zelanda"),
}


# -- names -------------------------------------------------------------------------------


def name_waters(board: Board, waters: list[Water]) -> None:
    """"Alaska Coast" for a country's only water; SEA_NAMES for a country with several."""
    by_country: dict[str, list[Water]] = defaultdict(list)
    for water in waters:
        by_country[water.country].append(water)
    named: dict[int, tuple[str, float, float]] = {}
    for (country, point), names in SEA_NAMES.items():
        own = by_country.get(country, [])
        distance, nearest = min(((w.shape.distance(shapely.Point(point)), id(w)) for w in own),
                                default=(SETTINGS.band, 0))
        if distance >= SETTINGS.band:
            raise SystemExit(f"SEA_NAMES: no water of {country} near {point}")
        if nearest in named:
            raise SystemExit(f"SEA_NAMES: two entries name the water of {country} near {point}")
        named[nearest] = names
    for country, own in by_country.items():
        territory = board.territory(country)
        if len(own) == 1:
            spanish = OF_ES.get(country, "de " + local_name(territory.name, territory.names, "es"))
            own[0].id, own[0].name, own[0].name_es = f"{country}-coast", f"{territory.name} Coast", f"Costa {spanish}"
            continue
        for water in own:
            if id(water) not in named:
                point = shapely.point_on_surface(water.shape)
                raise SystemExit(f"{country} has several waters: name the one at {point.x:.0f},{point.y:.0f} "
                                 f"in SEA_NAMES")
            suffix, water.name, water.name_es = named[id(water)]
            water.id = f"{country}-{suffix}-coast"


# -- assembly ----------------------------------------------------------------------------


def build_board(classic: Board) -> Board:
    new_land, waters = partition(classic, coasts(classic, SETTINGS), SETTINGS)
    name_waters(classic, waters)
    waters.sort(key=lambda w: (order_of(classic, w.country), w.id))

    board = Board(
        dataclasses.replace(classic.meta, name=MAP_NAME, names=MAP_NAMES, description=(
            "The classic world with the water of the MU economy variant: one water territory per "
            "separate coastline of each country, the sea crossings between waters, canals in "
            "Egypt and Central America, and the optional Middle East region."
        )),
        classic.continents,
        regions=[MIDDLE_EAST],
    )
    for territory in classic.territories:
        flags = territory.flags | ({CANAL_FLAG} if territory.id in CANALS else set())
        regions = (MIDDLE_EAST.id,) if territory.id == "middle-east" else ()
        board.add_territory(dataclasses.replace(
            territory, parts=territory_parts(new_land[territory.id], SETTINGS.decimals), flags=frozenset(flags),
            regions=regions,
        ))
    for water in waters:
        board.add_territory(Territory(
            id=water.id, name=water.name, parts=territory_parts(water.shape, SETTINGS.decimals), kind=TerritoryKind.SEA,
            names=(("es", water.name_es),),
        ))
    for territory in list(board.territories):
        if territory.is_water:
            label = board.best_label_point(territory.id)
            board.replace_territory(territory.id, dataclasses.replace(
                territory, label=None if label is None else (round(label[0], 2), round(label[1], 2))))
    connect(board, classic, waters)
    return board


def order_of(board: Board, territory_id: str) -> int:
    return board.territory_index(territory_id)


def connect(board: Board, classic: Board, waters: list[Water]) -> None:
    """Land borders as on the classic board; every shared border otherwise (coasts and
    waters side by side); each classic sea-line between the nearest waters of its two
    countries, unless those already share a border."""
    classic_borders = {tuple(sorted((c.a, c.b))) for c in classic.connections if c.kind is ConnectionKind.BORDER}
    shared = board.suggest_connections()
    land_pairs = {p for p in shared if board.territory(p[0]).is_land and board.territory(p[1]).is_land}
    if land_pairs != classic_borders:
        raise SystemExit(f"land borders changed: {sorted(land_pairs ^ classic_borders)}")
    for connection in classic.connections:
        if connection.kind is ConnectionKind.BORDER:
            board.add_connection(connection)
    order = {t.id: i for i, t in enumerate(board.territories)}
    for a, b in sorted(set(shared) - land_pairs, key=lambda p: (order[p[0]], order[p[1]])):
        first, second = (a, b) if order[a] < order[b] else (b, a)
        board.add_connection(Connection(first, second))
    waters_of: dict[str, list[str]] = defaultdict(list)
    for water in waters:
        waters_of[water.country].append(water.id)
    joined = {tuple(sorted(p)) for p in shared}
    for connection in classic.connections:
        if connection.kind is not ConnectionKind.SEA_LINE:
            continue
        first, second = min(
            ((x, y) for x in waters_of[connection.a] for y in waters_of[connection.b]),
            key=lambda pair: _distance(board, *pair, wraps=connection.wraps),
        )
        if tuple(sorted((first, second))) in joined:
            continue
        joined.add(tuple(sorted((first, second))))
        board.add_connection(Connection(first, second, ConnectionKind.SEA_LINE, wraps=connection.wraps))


def _distance(board: Board, first: str, second: str, wraps: bool) -> float:
    """How far apart two territories are; around the world (off one side edge of the canvas
    and in from the other) for a connection that wraps."""
    a, b = board.shape(first), board.shape(second)
    if not wraps:
        return a.distance(b)
    width = board.meta.width
    return min(a.distance(shapely.affinity.translate(b, xoff=shift)) for shift in (-width, width))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--classic", type=Path, default=ROOT / "maps" / "classic.yaml")
    parser.add_argument("--output", type=Path, default=ROOT / "maps" / "classic-mu.yaml")
    args = parser.parse_args(argv)
    board = build_board(load_map(args.classic).board)
    report = validate(board)
    for problem in report.problems:
        print(f"{problem.severity.value}: [{problem.code}] {problem.message}")
    waters = [t for t in board.territories if t.is_water]
    sea_lines = [c for c in board.connections if c.kind is ConnectionKind.SEA_LINE]
    print(f"{len(board.territories)} territories ({len(waters)} waters), {len(board.connections)} connections "
          f"({len(sea_lines)} sea-lines between waters)")
    if not report.ok:
        print("not written: the map has errors")
        return 1
    save_map(board, args.output)
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
