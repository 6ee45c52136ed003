"""Build maps/classic.yaml, the classic 42-territory world, from Natural Earth outlines.

    pip install -e '.[tools]'            # pyshp, to read the shapefile
    python tools/build_classic_map.py    # downloads the data once, writes maps/classic.yaml

The country outlines are Natural Earth's public-domain 1:110m "admin 0" data, as shipped
in the geopandas 0.14.4 wheel (``naturalearth_lowres``); pass ``--shapefile`` to use a
copy you already have. The script:

1. groups countries into the classic territories and cuts the big ones (Canada, the
   United States, Russia, China, Australia) along meridians and parallels;
2. projects everything with the Miller cylindrical projection (meridians and parallels
   stay straight, so the cuts stay straight; the north is generous, like the board);
3. rebuilds the whole world as one planar partition (every border is computed once and
   used by both sides), so neighbouring territories share identical vertices;
4. enlarges a few small islands a little so their stickers fit, places labels and sticker
   slots, checks the land borders against the classic adjacency list (every classic
   neighbour without a land border becomes a sea-line) and validates the result.

The map, continents and territories also get their Spanish names (``names: {es: ...}``).
``--names-only`` puts the names below into an existing map file without rebuilding its
outlines (no download needed).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry.base import BaseGeometry

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
    load_map,
    save_map,
)
from engine.board.local_names import with_local_name  # noqa: E402
from engine.board.mark_layout import auto_place  # noqa: E402
from engine.board.validation import gap_tolerance, validate  # noqa: E402

GEOPANDAS_WHEEL = "geopandas==0.14.4"
SHAPEFILE_IN_WHEEL = "geopandas/datasets/naturalearth_lowres/naturalearth_lowres.shp"

CANVAS_WIDTH = 2800.0
MARK_RADIUS = 8.0
WEST, EAST = -169.0, 191.0  # longitudes shown: Alaska's tip to Chukotka's (wrapped)
MARGIN = 24.0
DECIMALS = 1  # coordinates are written to 0.1 map units
GRID = 10.0**-DECIMALS

# -- the classic board -------------------------------------------------------------------

CONTINENTS = [
    # id, name, colour, bonus, economy bonus (MU variant, seed 004)
    ("north-america", "North America", "#e8c547", 5, 15),
    ("south-america", "South America", "#e07b54", 2, 10),
    ("europe", "Europe", "#6f9fd8", 5, 20),
    ("africa", "Africa", "#c9a06b", 3, 15),
    ("asia", "Asia", "#7cb872", 7, 20),
    ("australia", "Australia", "#b08acb", 2, 10),
]

# The names in Spanish, as the Spanish editions of the board game print them.
MAP_NAMES = {"es": "Mundo clásico"}
CONTINENT_NAMES_ES = {
    "north-america": "América del Norte",
    "south-america": "América del Sur",
    "europe": "Europa",
    "africa": "África",
    "asia": "Asia",
    "australia": "Oceanía",
}
TERRITORY_NAMES_ES = {
    "alaska": "Alaska",
    "northwest-territory": "Territorio del Noroeste",
    "greenland": "Groenlandia",
    "alberta": "Alberta",
    "ontario": "Ontario",
    "quebec": "Quebec",
    "western-united-states": "Estados Unidos Occidentales",
    "eastern-united-states": "Estados Unidos Orientales",
    "central-america": "América Central",
    "venezuela": "Venezuela",
    "peru": "Perú",
    "brazil": "Brasil",
    "argentina": "Argentina",
    "iceland": "Islandia",
    "great-britain": "Gran Bretaña",
    "scandinavia": "Escandinavia",
    "northern-europe": "Europa del Norte",
    "western-europe": "Europa Occidental",
    "southern-europe": "Europa del Sur",
    "ukraine": "Ucrania",
    "north-africa": "África del Norte",
    "egypt": "Egipto",
    "east-africa": "África Oriental",
    "congo": "Congo",
    "south-africa": "África del Sur",
    "madagascar": "Madagascar",
    "ural": "Ural",
    "siberia": "Siberia",
    "yakutsk": "Yakutsk",
    "kamchatka": "Kamchatka",
    "irkutsk": "Irkutsk",
    "mongolia": "Mongolia",
    "japan": "Japón",
    "afghanistan": "Afganistán",
    "china": "China",
    "middle-east": "Oriente Medio",
    "india": "India",
    "siam": "Siam",
    "indonesia": "Indonesia",
    "new-guinea": "Nueva Guinea",
    "western-australia": "Australia Occidental",
    "eastern-australia": "Australia Oriental",
}

INF, CAV, ART = CardSymbol.INFANTRY, CardSymbol.CAVALRY, CardSymbol.ARTILLERY

# id, name, continent, card symbol
TERRITORIES = [
    ("alaska", "Alaska", "north-america", INF),
    ("northwest-territory", "Northwest Territory", "north-america", ART),
    ("greenland", "Greenland", "north-america", CAV),
    ("alberta", "Alberta", "north-america", CAV),
    ("ontario", "Ontario", "north-america", CAV),
    ("quebec", "Quebec", "north-america", CAV),
    ("western-united-states", "Western United States", "north-america", ART),
    ("eastern-united-states", "Eastern United States", "north-america", ART),
    ("central-america", "Central America", "north-america", ART),
    ("venezuela", "Venezuela", "south-america", INF),
    ("peru", "Peru", "south-america", INF),
    ("brazil", "Brazil", "south-america", ART),
    ("argentina", "Argentina", "south-america", INF),
    ("iceland", "Iceland", "europe", INF),
    ("great-britain", "Great Britain", "europe", ART),
    ("scandinavia", "Scandinavia", "europe", CAV),
    ("northern-europe", "Northern Europe", "europe", ART),
    ("western-europe", "Western Europe", "europe", ART),
    ("southern-europe", "Southern Europe", "europe", ART),
    ("ukraine", "Ukraine", "europe", CAV),
    ("north-africa", "North Africa", "africa", CAV),
    ("egypt", "Egypt", "africa", INF),
    ("east-africa", "East Africa", "africa", INF),
    ("congo", "Congo", "africa", INF),
    ("south-africa", "South Africa", "africa", ART),
    ("madagascar", "Madagascar", "africa", CAV),
    ("ural", "Ural", "asia", CAV),
    ("siberia", "Siberia", "asia", CAV),
    ("yakutsk", "Yakutsk", "asia", CAV),
    ("kamchatka", "Kamchatka", "asia", INF),
    ("irkutsk", "Irkutsk", "asia", CAV),
    ("mongolia", "Mongolia", "asia", INF),
    ("japan", "Japan", "asia", ART),
    ("afghanistan", "Afghanistan", "asia", CAV),
    ("china", "China", "asia", INF),
    ("middle-east", "Middle East", "asia", INF),
    ("india", "India", "asia", CAV),
    ("siam", "Siam", "asia", INF),
    ("indonesia", "Indonesia", "australia", ART),
    ("new-guinea", "New Guinea", "australia", INF),
    ("western-australia", "Western Australia", "australia", ART),
    ("eastern-australia", "Eastern Australia", "australia", ART),
]

# The rulebook's board: 83 pairs of neighbours, land borders and sea crossings alike.
CLASSIC_NEIGHBOURS = """
alaska: northwest-territory alberta kamchatka
northwest-territory: alberta ontario greenland
greenland: ontario quebec iceland
alberta: ontario western-united-states
ontario: quebec western-united-states eastern-united-states
quebec: eastern-united-states
western-united-states: eastern-united-states central-america
eastern-united-states: central-america
central-america: venezuela
venezuela: peru brazil
peru: brazil argentina
brazil: argentina north-africa
iceland: great-britain scandinavia
great-britain: scandinavia northern-europe western-europe
scandinavia: northern-europe ukraine
northern-europe: western-europe southern-europe ukraine
western-europe: southern-europe north-africa
southern-europe: ukraine middle-east egypt north-africa
ukraine: middle-east afghanistan ural
north-africa: egypt east-africa congo
egypt: east-africa middle-east
east-africa: congo south-africa madagascar middle-east
congo: south-africa
south-africa: madagascar
ural: siberia china afghanistan
siberia: yakutsk irkutsk mongolia china
yakutsk: irkutsk kamchatka
kamchatka: irkutsk mongolia japan
irkutsk: mongolia
mongolia: china japan
afghanistan: china india middle-east
china: india siam
middle-east: india
india: siam
siam: indonesia
indonesia: new-guinea western-australia
new-guinea: western-australia eastern-australia
western-australia: eastern-australia
"""


# Connections drawn around the world rather than straight across it: the map's left and
# right edges cut the Pacific, so Alaska's sea-line leaves on one side and reaches
# Kamchatka from the other, as on the printed board.
WRAPPING = {("alaska", "kamchatka")}


def classic_neighbours() -> set[tuple[str, str]]:
    pairs = set()
    for line in CLASSIC_NEIGHBOURS.strip().splitlines():
        source, targets = line.split(":")
        for target in targets.split():
            pairs.add(tuple(sorted((source.strip(), target))))
    return pairs


# -- which land goes where ---------------------------------------------------------------


def box(west: float, south: float, east: float, north: float) -> BaseGeometry:
    return shapely.box(west, south, east, north)


EVERYWHERE = box(-400, -90, 400, 90)
SHOWN = box(WEST, -90, EAST, 90)


@dataclass(frozen=True)
class Rule:
    """Land of ``country`` inside ``region`` (lon/lat) goes to ``territory``.

    ``whole_parts``: islands and exclaves go whole to the rule whose region holds their
    centre, instead of being cut (Novaya Zemlya should not be split by the 60°E cut).
    ``mainland``: whether the rule applies to the country's largest part at all.
    """

    country: str
    territory: str | None  # None: left off the map
    region: BaseGeometry = EVERYWHERE
    whole_parts: bool = True
    mainland: bool = True


WHOLE_COUNTRIES = {
    "greenland": ["Greenland"],
    "central-america": [
        "Mexico", "Guatemala", "Belize", "Honduras", "El Salvador", "Nicaragua", "Costa Rica",
        "Panama", "Cuba", "Jamaica", "Haiti", "Dominican Rep.", "Bahamas", "Puerto Rico",
    ],
    "venezuela": ["Venezuela", "Colombia", "Guyana", "Suriname", "Trinidad and Tobago"],
    "peru": ["Peru", "Ecuador", "Bolivia"],
    "brazil": ["Brazil"],
    "argentina": ["Argentina", "Chile", "Uruguay", "Paraguay", "Falkland Is."],
    "iceland": ["Iceland"],
    "great-britain": ["United Kingdom", "Ireland"],
    "scandinavia": ["Norway", "Sweden", "Finland"],
    "northern-europe": [
        "Germany", "Poland", "Denmark", "Netherlands", "Belgium", "Luxembourg", "Czechia",
        "Slovakia",
    ],
    "western-europe": ["Spain", "Portugal"],
    "southern-europe": [
        "Italy", "Switzerland", "Austria", "Slovenia", "Croatia", "Bosnia and Herz.", "Serbia",
        "Montenegro", "Kosovo", "Albania", "North Macedonia", "Greece", "Bulgaria", "Romania",
        "Hungary",
    ],
    "ukraine": [
        "Ukraine", "Belarus", "Moldova", "Lithuania", "Latvia", "Estonia", "Georgia", "Armenia",
        "Azerbaijan",
    ],
    "north-africa": [
        "Morocco", "W. Sahara", "Algeria", "Tunisia", "Mauritania", "Mali", "Niger", "Chad",
        "Senegal", "Gambia", "Guinea-Bissau", "Guinea", "Sierra Leone", "Liberia",
        "Côte d'Ivoire", "Burkina Faso", "Ghana", "Togo", "Benin", "Nigeria", "Cameroon",
    ],
    "egypt": ["Egypt", "Libya"],
    "east-africa": [
        "Sudan", "S. Sudan", "Eritrea", "Ethiopia", "Djibouti", "Somalia", "Somaliland", "Kenya",
        "Uganda", "Rwanda", "Burundi", "Tanzania",
    ],
    "congo": ["Dem. Rep. Congo", "Congo", "Gabon", "Eq. Guinea", "Central African Rep."],
    "south-africa": [
        "South Africa", "Lesotho", "eSwatini", "Namibia", "Botswana", "Zimbabwe", "Zambia",
        "Malawi", "Mozambique", "Angola",
    ],
    "madagascar": ["Madagascar"],
    "ural": ["Kazakhstan"],
    "japan": ["Japan"],
    "afghanistan": ["Afghanistan", "Turkmenistan", "Uzbekistan", "Tajikistan", "Kyrgyzstan"],
    "china": ["Taiwan"],
    "mongolia": ["Mongolia", "North Korea", "South Korea"],
    "middle-east": [
        "Turkey", "Syria", "Iraq", "Iran", "Saudi Arabia", "Jordan", "Israel", "Palestine",
        "Lebanon", "Kuwait", "Qatar", "United Arab Emirates", "Oman", "Yemen", "Cyprus",
        "N. Cyprus",
    ],
    "india": ["India", "Pakistan", "Nepal", "Bhutan", "Bangladesh", "Sri Lanka"],
    "siam": ["Myanmar", "Thailand", "Laos", "Cambodia", "Vietnam"],
    "indonesia": ["Timor-Leste", "Brunei", "Philippines"],
    "new-guinea": ["Papua New Guinea", "Solomon Is."],
    "eastern-australia": ["New Zealand"],
}

SPLIT_COUNTRIES = [
    # The United States: Alaska; Hawaii is left off; the 100th meridian splits the rest.
    Rule("United States of America", None, box(-180, 15, -150, 30)),
    Rule("United States of America", None, box(0, 0, 400, 90)),  # Aleutians west of 180°
    Rule("United States of America", "alaska", box(-400, 50, -129.5, 90)),
    Rule("United States of America", "western-united-states", box(-400, 0, -100, 90), False),
    Rule("United States of America", "eastern-united-states", EVERYWHERE, False),
    # Canada: the Arctic islands and the far north, the prairies, Ontario, Quebec.
    Rule("Canada", "northwest-territory", box(-400, 60, -80, 90)),
    Rule("Canada", "northwest-territory", box(-95, 61, -60, 90), mainland=False),  # Baffin
    Rule("Canada", "alberta", box(-400, 0, -102, 60), False),
    Rule("Canada", "quebec", shapely.Polygon(
        [(-79.5, 90), (-79.5, 46.5), (-74.4, 45.0), (-74.4, 40), (0, 40), (0, 90)]), False),
    Rule("Canada", "ontario", EVERYWHERE, False),
    # France's overseas land joins its neighbours; Corsica stays.
    Rule("France", "venezuela", box(-60, 0, -50, 10)),
    Rule("France", "western-europe"),
    # Russia, west to east; islands go whole to where their centre lies.
    Rule("Russia", "ukraine", box(-400, 0, 60, 90)),
    Rule("Russia", "ural", box(60, 0, 85, 90)),
    Rule("Russia", "siberia", box(85, 0, 105, 90)),
    Rule("Russia", "yakutsk", box(105, 58, 145, 90)),
    Rule("Russia", "irkutsk", box(105, 0, 125, 58)),
    Rule("Russia", "kamchatka", EVERYWHERE),
    # Manchuria and Inner Mongolia's east belong with Mongolia, as on the board.
    Rule("China", "mongolia", box(111, 41, 180, 90), False),
    Rule("China", "china"),
    Rule("Malaysia", "indonesia", box(108, -10, 130, 10)),  # Borneo
    Rule("Malaysia", "siam"),
    Rule("Indonesia", "new-guinea", box(130.8, -11, 150, 0)),
    Rule("Indonesia", "indonesia"),
    Rule("Australia", "western-australia", box(0, -90, 135, 0), False),
    Rule("Australia", "eastern-australia", EVERYWHERE, False),
]

LEFT_OFF = {"Antarctica", "Fr. S. Antarctic Lands", "Fiji", "Vanuatu", "New Caledonia"}

# Small islands are drawn larger (about their centre, then moved by dx, dy map units) so
# their label and stickers fit; the moves keep them clear of the coasts nearby.
ENLARGE = {
    "iceland": (1.45, 0.0, 0.0),
    "japan": (1.4, 14.0, 10.0),
    "great-britain": (1.2, -9.0, -6.0),
}
# Islands smaller than this (square map units) are left out: they would be specks.
MIN_ISLAND_AREA = 12.0


# -- data --------------------------------------------------------------------------------


def fetch_shapefile(cache: Path) -> Path:
    """Natural Earth lowres, extracted from the geopandas wheel (downloaded once)."""
    target = cache / SHAPEFILE_IN_WHEEL
    if target.exists():
        return target
    cache.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", str(cache), GEOPANDAS_WHEEL],
        check=True,
    )
    wheel = next(cache.glob("geopandas-0.14.4-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            if member.startswith(SHAPEFILE_IN_WHEEL.rsplit("/", 1)[0]):
                archive.extract(member, cache)
    return target


def read_countries(shapefile_path: Path) -> dict[str, BaseGeometry]:
    import shapefile  # pyshp; only this tool needs it

    reader = shapefile.Reader(str(shapefile_path))
    countries = {}
    for record, shape in zip(reader.records(), reader.shapes(), strict=True):
        geometry = shapely.make_valid(shapely.geometry.shape(shape.__geo_interface__))
        countries[record["name"]] = _unwrap_antimeridian(geometry)
    return countries


def _unwrap_antimeridian(geometry: BaseGeometry) -> BaseGeometry:
    """Move land just west of 180°W (Chukotka's tip) to the east side, next to Russia."""
    parts = []
    for part in shapely.get_parts(geometry):
        if part.bounds[2] <= -168.5 and part.bounds[1] > 50:
            part = affinity.translate(part, xoff=360)
        parts.append(part)
    return shapely.union_all(parts)


def assign_land(countries: dict[str, BaseGeometry]) -> list[tuple[str, BaseGeometry]]:
    """Pieces of land (lon/lat) with the territory each belongs to."""
    rules: list[Rule] = [
        Rule(country, territory) for territory, names in WHOLE_COUNTRIES.items() for country in names
    ] + SPLIT_COUNTRIES
    by_country: dict[str, list[Rule]] = {}
    for rule in rules:
        by_country.setdefault(rule.country, []).append(rule)
    missing = set(by_country) - set(countries)
    if missing:
        raise SystemExit(f"countries not in the data: {sorted(missing)}")
    unassigned = set(countries) - set(by_country) - LEFT_OFF
    if unassigned:
        raise SystemExit(f"countries with no territory: {sorted(unassigned)}")

    pieces = []
    for country, country_rules in by_country.items():
        geometry = shapely.intersection(countries[country], SHOWN)
        parts = list(shapely.get_parts(geometry))
        mainland = max(parts, key=lambda g: g.area)
        for part in parts:
            remaining = part
            for rule in country_rules:
                if remaining.is_empty:
                    break
                if part is mainland and not rule.mainland:
                    continue
                if rule.whole_parts and part is not mainland:
                    centre = part.representative_point()
                    if rule.region.contains(centre):
                        if rule.territory:
                            pieces.append((rule.territory, part))
                        remaining = shapely.Polygon()
                    continue
                inside = shapely.intersection(remaining, rule.region)
                if not inside.is_empty and rule.territory:
                    pieces.append((rule.territory, inside))
                remaining = shapely.difference(remaining, rule.region)
    return pieces


# -- projection and topology -------------------------------------------------------------


def miller_y(lat_degrees: np.ndarray) -> np.ndarray:
    phi = np.radians(lat_degrees)
    return 1.25 * np.log(np.tan(np.pi / 4 + 0.4 * phi))


@dataclass(frozen=True)
class Projection:
    scale: float  # map units per radian
    top: float  # Miller y of the top edge

    def __call__(self, lonlat: np.ndarray) -> np.ndarray:
        x = (np.radians(lonlat[:, 0] - WEST)) * self.scale + MARGIN
        y = (self.top - miller_y(lonlat[:, 1])) * self.scale + MARGIN
        return np.column_stack([x, y])


def make_projection(pieces) -> tuple[Projection, float]:
    south = min(g.bounds[1] for _, g in pieces)
    north = max(g.bounds[3] for _, g in pieces)
    scale = (CANVAS_WIDTH - 2 * MARGIN) / math.radians(EAST - WEST)
    top = float(miller_y(np.array([north]))[0])
    bottom = float(miller_y(np.array([south]))[0])
    height = (top - bottom) * scale + 2 * MARGIN
    return Projection(scale, top), math.ceil(height)


def planar_partition(pieces: list[tuple[str, BaseGeometry]]) -> dict[str, BaseGeometry]:
    """Rebuild all land as faces of one noded line network, then group faces by territory.

    Each border between two faces is a single line of the network, so the two
    territories on either side end up with exactly the same vertices along it.
    """
    shapes = [g for _, g in pieces]
    owners = [t for t, _ in pieces]
    # Snap-rounding to the output grid while noding keeps every vertex on the grid and
    # the faces valid; rounding afterwards could make edges cross.
    lines = shapely.union_all([shapely.boundary(g) for g in shapes], grid_size=GRID)
    faces = list(shapely.get_parts(shapely.polygonize(shapely.get_parts(lines))))
    tree = shapely.STRtree(shapes)
    grouped: dict[str, list[BaseGeometry]] = {}
    for face in faces:
        inner = face.representative_point()
        hits = [i for i in tree.query(inner, predicate="within")]
        if not hits:
            continue  # water: a lake or a sea enclosed by land
        grouped.setdefault(owners[hits[0]], []).append(face)
    return {tid: shapely.coverage_union_all(group) for tid, group in grouped.items()}


def finish_shapes(territories: dict[str, BaseGeometry], gap: float) -> dict[str, BaseGeometry]:
    """Enlarge the small islands, drop specks of land, clear narrow straits, tidy numbers.

    An island closer than ``2 * gap`` to another territory's coast would read as a drawing
    mistake (validation flags slivers narrower than ``gap``), so it is shrunk a little.
    """
    shapes = {}
    for tid, geometry in territories.items():
        if tid in ENLARGE:
            factor, dx, dy = ENLARGE[tid]
            geometry = affinity.scale(geometry, factor, factor, origin=geometry.centroid)
            geometry = shapely.set_precision(affinity.translate(geometry, dx, dy), GRID)
        shapes[tid] = geometry
    result = {}
    for tid, geometry in shapes.items():
        others = shapely.union_all([g for other, g in shapes.items() if other != tid])
        parts = []
        for part in shapely.get_parts(geometry):
            if part.intersects(others):
                parts.append(part)  # shares a border: must stay exactly as it is
                continue
            if part.area < MIN_ISLAND_AREA:
                continue
            distance = part.distance(others)
            if distance < 2 * gap:
                part = shapely.set_precision(part.buffer(distance - 2 * gap, join_style="mitre"), GRID)
            parts.append(part)
        geometry = shapely.MultiPolygon(parts) if len(parts) > 1 else parts[0]
        # Snap-rounded values such as 1774.6000000000001 are written as 1774.6.
        result[tid] = shapely.transform(geometry, lambda xy: np.round(xy, DECIMALS))
    return result


def territory_parts(geometry: BaseGeometry) -> tuple[PolygonPart, ...]:
    parts = sorted(shapely.get_parts(geometry), key=lambda g: -g.area)
    return tuple(
        PolygonPart(
            Ring(np.asarray(p.exterior.coords)[:-1]),
            tuple(Ring(np.asarray(h.coords)[:-1]) for h in p.interiors),
        )
        for p in parts
    )


# -- assembly ----------------------------------------------------------------------------


def build_board(countries: dict[str, BaseGeometry]) -> Board:
    pieces = assign_land(countries)
    projection, height = make_projection(pieces)
    projected = [(tid, shapely.transform(g, projection)) for tid, g in pieces]
    shapes = finish_shapes(planar_partition(projected), gap_tolerance(MARK_RADIUS))
    expected = {tid for tid, *_ in TERRITORIES}
    if set(shapes) != expected:
        raise SystemExit(f"territories without land: {sorted(expected - set(shapes))}")

    meta = MapMetadata(
        name="Classic World",
        width=CANVAS_WIDTH,
        height=float(height),
        author="Worldsmith (outlines: Natural Earth, public domain)",
        description=(
            "The classic 42-territory world of Risk: six continents, the rulebook's "
            "neighbours and sea crossings, drawn from real geography."
        ),
        version="1.0",
        mark_radius=MARK_RADIUS,
    )
    territories = []
    for tid, name, continent, card in TERRITORIES:
        shape = shapes[tid]
        layout = auto_place(shape, MARK_RADIUS)
        territories.append(Territory(
            id=tid,
            name=name,
            parts=territory_parts(shape),
            continent=continent,
            card=card,
            label=layout.label if layout else None,
            city_slot=layout.city if layout else None,
            scar_slot=layout.scar if layout else None,
        ))
    continents = [
        Continent(cid, name, colour, bonus, economy) for cid, name, colour, bonus, economy in CONTINENTS
    ]
    board = Board(meta, continents, territories)
    land_borders = set(board.suggest_connections())
    classic = classic_neighbours()
    unexpected = land_borders - classic
    if unexpected:
        raise SystemExit(f"land borders the classic board does not have: {sorted(unexpected)}")
    order = {tid: i for i, (tid, *_) in enumerate(TERRITORIES)}
    for a, b in sorted(classic, key=lambda pair: (order[pair[0]], order[pair[1]])):
        first, second = (a, b) if order[a] < order[b] else (b, a)
        kind = ConnectionKind.BORDER if (a, b) in land_borders else ConnectionKind.SEA_LINE
        board.add_connection(Connection(first, second, kind, wraps=(first, second) in WRAPPING))
    return board


def with_local_names(board: Board) -> Board:
    """``board`` with the names of this tool in other languages (ids it does not know keep theirs)."""
    named = board.copy()
    named.set_meta(dataclasses.replace(board.meta, names=tuple(sorted(MAP_NAMES.items()))))
    for index, continent in enumerate(board.continents):
        if continent.id in CONTINENT_NAMES_ES:
            named.set_continent(index, dataclasses.replace(
                continent, names=with_local_name(continent.names, "es", CONTINENT_NAMES_ES[continent.id])))
    for index, territory in enumerate(board.territories):
        if territory.id in TERRITORY_NAMES_ES:
            named.set_territory(index, dataclasses.replace(
                territory, names=with_local_name(territory.names, "es", TERRITORY_NAMES_ES[territory.id])))
    return named


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapefile", type=Path, help="naturalearth_lowres.shp (default: download)")
    default_cache = Path(tempfile.gettempdir()) / "worldsmith-natural-earth"
    parser.add_argument("--cache", type=Path, default=default_cache, help="where to keep the download")
    parser.add_argument("--output", type=Path, default=ROOT / "maps" / "classic.yaml")
    parser.add_argument("--names-only", action="store_true",
                        help="only put the names in other languages into the existing --output map")
    args = parser.parse_args(argv)
    if args.names_only:
        save_map(with_local_names(load_map(args.output).board), args.output)
        print(f"wrote the names in other languages into {args.output}")
        return 0
    shapefile_path = args.shapefile or fetch_shapefile(args.cache)
    board = with_local_names(build_board(read_countries(shapefile_path)))
    report = validate(board)
    for problem in report.problems:
        print(f"{problem.severity.value}: [{problem.code}] {problem.message}")
    sea_lines = [c for c in board.connections if c.kind is ConnectionKind.SEA_LINE]
    print(f"{len(board.territories)} territories, {len(board.connections)} connections "
          f"({len(sea_lines)} sea-lines): " + ", ".join(f"{c.a}~{c.b}" for c in sea_lines))
    if not report.ok:
        print("not written: the map has errors")
        return 1
    save_map(board, args.output)
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
