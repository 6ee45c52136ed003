"""SVG import fixes found by importing real maps (issue 29, independent test): a finely drawn
country must survive a small --snap, an enclave keeps its area, water groups are not
territories, a zoom inset's repeated names are reported, broken path data is named, and a
drawing full of thin gaps gets a --snap suggestion."""

from __future__ import annotations

import pytest
import shapely

from engine.board.validation import validate
from engine.interchange import ImportOptions, ItemKind, import_file

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">'

# A jagged outline about 17 by 4 (area 50), its vertices about half a unit apart, as a
# country drawn in a world map (pygal's Gambia is 23 by 6): GEOS's snapping at 0.5 folds
# this very ring to almost nothing.
JAGGED = [
    (108.6, 100.14), (107.37, 100.18), (107.92, 100.33), (107.7, 100.52), (107.53, 100.66), (107.31, 100.73),
    (106.13, 101.2), (105.56, 101.5), (103.96, 101.64), (100.66, 101.97), (100.38, 102.09), (100.09, 101.84),
    (99.52, 102.04), (97.3, 102.08), (97.48, 101.7), (96.59, 102.01), (96.56, 101.81), (96.35, 101.68),
    (95.97, 101.85), (95.92, 101.51), (94.78, 101.43), (94.7, 101.45), (94.46, 101.19), (93.3, 101.37),
    (94.25, 101.09), (92.11, 100.77), (92.66, 100.54), (92.27, 100.55), (91.57, 100.02), (92.73, 99.57),
    (92.08, 99.48), (92.38, 99.42), (91.82, 99.31), (92.22, 99.07), (93.9, 98.66), (93.87, 98.46),
    (95.03, 98.64), (94.41, 98.41), (94.42, 98.36), (95.22, 98.29), (95.61, 98.19), (96.14, 98.2),
    (96.01, 98.05), (97.03, 97.95), (98.02, 98.1), (98.39, 97.93), (99.28, 98.15), (99.64, 97.91),
    (99.85, 98.12), (100.06, 98.07), (100.24, 97.97), (102.67, 98.06), (103.41, 98.22), (103.32, 98.37),
    (105.72, 98.54), (106.29, 99.06), (106.52, 99.05), (106.88, 99.42), (108.33, 99.59), (107.95, 99.68),
    (107.72, 99.78), (108.14, 99.77), (108.37, 99.91),
]


def write(folder, body: str, name: str = "real.svg"):
    path = folder / name
    path.write_text(HEAD + body + "</svg>", encoding="utf-8")
    return path


def load(path, snap=None, **extra):
    return import_file(path, ImportOptions(snap=snap, extra=extra))


def lines(result, kind: ItemKind) -> list[str]:
    return [str(item) for item in result.report.of_kind(kind)]


def everything(result) -> list[str]:
    return [str(item) for kind in ItemKind for item in result.report.of_kind(kind)]


def area_of(board, name: str) -> float:
    return next(board.shape(t.id) for t in board.territories if t.name == name).area


def path_of(points) -> str:
    return "M " + " L ".join(f"{x} {y}" for x, y in points) + " Z"


def test_a_finely_drawn_country_survives_a_small_snap(tmp_path):
    body = (f'<path id="Gambia" d="{path_of(JAGGED)}"/>'
            '<path id="Senegal" d="M 80 80 L 120 80 L 120 97.9 L 80 97.9 Z"/>')
    result = load(write(tmp_path, body), snap=0.5)
    assert sorted(t.name for t in result.board.territories) == ["Gambia", "Senegal"]
    assert area_of(result.board, "Gambia") == pytest.approx(shapely.Polygon(JAGGED).area, rel=0.05)
    assert not lines(result, ItemKind.DROPPED)


def test_a_territory_narrower_than_the_snap_goes_to_its_neighbour_and_the_report_names_snap(tmp_path):
    body = ('<path id="France" d="M 10 10 L 110 10 L 110 110 L 10 110 Z"/>'
            '<path id="Monaco" d="M 110 50 L 110.4 50 L 110.4 50.4 L 110 50.4 Z"/>')
    result = load(write(tmp_path, body), snap=0.5)
    assert [t.name for t in result.board.territories] == ["France"]
    france = next(t.id for t in result.board.territories if t.name == "France")
    assert result.board.shape(france).contains(shapely.Point(110.2, 50.2))  # Monaco's ground is France's
    assert ("Monaco is narrower than the snap (0.5) everywhere: its area went to France (a smaller --snap keeps it)"
            in lines(result, ItemKind.DROPPED))
    assert not any("at this detail" in line for line in everything(result))


def test_an_enclave_keeps_its_area_and_the_outer_territory_gets_a_hole(tmp_path):
    # Drawn as pygal draws Lesotho: South Africa whole, Lesotho painted over it.
    body = ('<path id="South Africa" d="M 10 10 L 210 10 L 210 160 L 10 160 Z"/>'
            '<path id="Lesotho" d="M 100 60 L 140 60 L 140 100 L 100 100 Z"/>')
    result = load(write(tmp_path, body))
    board = result.board
    assert area_of(board, "Lesotho") == pytest.approx(40 * 40)
    assert area_of(board, "South Africa") == pytest.approx(200 * 150 - 40 * 40)
    south_africa = next(t for t in board.territories if t.name == "South Africa")
    assert len(south_africa.parts[0].holes) == 1
    assert ("Lesotho lies inside South Africa: South Africa got a hole for it, so Lesotho keeps its area"
            in lines(result, ItemKind.FIXED))
    assert not any("overlapped" in line for line in everything(result))
    assert "overlap" not in validate(board).codes()
    assert board.connection_between(south_africa.id, next(t.id for t in board.territories
                                                          if t.name == "Lesotho")) is not None


def water_map() -> str:
    """Two cantons and, as pygal's Swiss map draws them, a group of a blue lake and rivers."""
    return ('<g class="zh canton"><path d="M 10 10 L 100 10 L 100 100 L 10 100 Z"/></g>'
            '<g class="be canton"><path d="M 100 10 L 190 10 L 190 100 L 100 100 Z"/></g>'
            '<g id="rivers"><path d="M 30 30 L 60 30 L 60 50 L 30 50 Z" fill="#66aaff"/>'
            '<path d="M 20 80 L 180 90" fill="none" stroke="#66aaff"/></g>')


def test_a_water_group_is_left_out_and_said_so(tmp_path):
    result = load(write(tmp_path, water_map()))
    assert sorted(t.name for t in result.board.territories) == ["be", "zh"]
    assert ("the group 'rivers' looks like water: left out (--option water=keep to keep it)"
            in lines(result, ItemKind.DROPPED))
    kept = load(write(tmp_path, water_map()), water="keep")
    assert "rivers" in [t.name for t in kept.board.territories]


def test_land_named_like_water_is_still_land(tmp_path):
    body = ('<g id="Rio Grande do Sul"><path d="M 10 10 L 100 10 L 100 100 L 10 100 Z"/></g>'
            '<g id="Seeland"><path d="M 100 10 L 190 10 L 190 100 L 100 100 Z"/></g>')
    result = load(write(tmp_path, body))
    assert sorted(t.name for t in result.board.territories) == ["Rio Grande do Sul", "Seeland"]


def test_names_drawn_twice_in_an_inset_are_reported(tmp_path):
    # pygal's France draws Paris and its neighbours again, larger, in a box.
    def departements(x: float, size: float) -> str:
        return (f'<g class="z75 departement"><path d="M {x} 10 L {x + size} 10 L {x + size} {10 + size} '
                f'L {x} {10 + size} Z"/></g>'
                f'<g class="z92 departement"><path d="M {x + size} 10 L {x + 2 * size} 10 L {x + 2 * size} '
                f'{10 + size} L {x + size} {10 + size} Z"/></g>')
    body = ('<g id="france">' + departements(10, 20) + '<g class="z33 departement">'
            '<path d="M 10 30 L 50 30 L 50 60 L 10 60 Z"/></g></g>'
            '<g id="paris-petite-couronne">' + departements(200, 60) + '</g>')
    result = load(write(tmp_path, body))
    assert ("names that repeat (2): z75, z92 — a second drawing of the same places (an inset?)"
            in lines(result, ItemKind.NOTE))


def test_broken_path_data_is_named_with_where_reading_stopped(tmp_path):
    body = ('<path id="North" d="M 10 10 L 100 10 L 100 100 L 10 100 Z"/>'
            '<path id="Ghost" d="M x10 10 L 200 10 L 200 100 Z"/>'
            '<g id="Middle"><path d="M 100 10 L 190 10 L 190 50 L 14O 100 L 100 100 Z"/></g>')
    result = load(write(tmp_path, body))
    dropped = lines(result, ItemKind.DROPPED)
    assert "Ghost: its path data is broken from the start (character 1, 'M x10 10 L 2'): nothing of it was read" \
        in dropped
    assert ("Middle: its path data is broken at character 32 ('O 100 L 100 '): only what came before was read"
            in dropped)


def sliver_row(count: int) -> str:
    """``count`` territories side by side, each border drawn twice by hand: the middle of each
    left side bowed 0.3 away from its neighbour's straight edge, a thin lens of nothing between."""
    paths = []
    for i in range(count):
        left, right = 10 + 12 * i, 22 + 12 * i
        bow = f"L {left} 70 L {left + 0.3} 55 L {left} 40 " if i else ""
        paths.append(f'<path id="T{i + 1}" d="M {left} 10 L {right} 10 L {right} 100 L {left} 100 {bow}Z"/>')
    return "".join(paths)


def test_many_thin_gaps_bring_a_snap_suggestion_and_the_snap_closes_them(tmp_path):
    path = write(tmp_path, sliver_row(26))
    result = load(path)
    suggestion = [line for line in lines(result, ItemKind.NOTE) if "try --snap" in line]
    assert suggestion == ["25 thin gaps between territories: try --snap 0.5"]
    snapped = load(path, snap=0.5)
    assert not any("try --snap" in line for line in lines(snapped, ItemKind.NOTE))
    assert not {"sliver", "gap"} & validate(snapped.board).codes()
