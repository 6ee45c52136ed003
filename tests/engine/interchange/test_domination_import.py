"""Importing a Domination map: shapes traced from the picture with exact shared borders,
names, continents, adjacency, labels, background and cards; broken files refused clearly."""

from __future__ import annotations

import numpy as np
import pytest
import shapely

from engine.board.model import CardSymbol, ConnectionKind
from engine.board.validation import validate
from engine.interchange import ImportOptions, InterchangeError, ItemKind, import_file
from engine.rules.missions import load_missions
from tests.support import domination_maps as sample
from tests.support.domination_maps import write_sample


@pytest.fixture
def imported(tmp_path):
    return import_file(write_sample(tmp_path), ImportOptions(output=tmp_path / "world.yaml"))


def test_the_map_validates_with_no_errors(imported):
    report = validate(imported.board)
    assert report.errors == []


def test_names_continents_bonuses_and_colours_come_across(imported):
    board = imported.board
    assert board.meta.name == "Sample World"
    assert [t.name for t in board.territories] == ["West", "East", "South", "Enclave", "Isles"]
    assert [(c.id, c.name, c.bonus, c.colour) for c in board.continents] == [
        ("northland", "Northland", 3, "#ffff00"), ("southland", "Southland", 2, "#00ff00")]
    assert [t.continent for t in board.territories] == ["northland", "northland", "southland", "northland",
                                                        "southland"]


def test_the_picture_s_pixels_are_the_canvas_and_the_circle_sets_the_marks(imported):
    meta = imported.board.meta
    assert (meta.width, meta.height) == (sample.WIDTH, sample.HEIGHT)
    assert meta.mark_radius == 4  # "circle 8": army circles 8 pixels across


def test_a_territory_inside_another_leaves_a_hole_and_an_island_territory_has_two_parts(imported):
    board = imported.board
    west, isles, south = board.territory("west"), board.territory("isles"), board.territory("south")
    assert len(west.parts) == 1 and len(west.parts[0].holes) == 1
    assert len(isles.parts) == 2
    assert len(south.parts[0].holes) == 1  # the lake
    enclave = board.shape("enclave")
    assert board.shape("west").area == pytest.approx(40 * 30 - enclave.area)
    assert shapely.Polygon(west.parts[0].holes[0].xy).equals(enclave)


def test_neighbours_share_their_borders_exactly(imported):
    board = imported.board
    names = {t.name: t.id for t in board.territories}
    for first, second in sample.TOUCHING:
        a, b = board.shape(names[first]), board.shape(names[second])
        common = shapely.intersection(a.boundary, b.boundary)
        assert common.length > 0
        # Identical from both sides: what each has along the other is all of the common line.
        assert shapely.intersection(a.boundary, b.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(b.boundary, a.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(a, b).area == 0
    assert "border-mismatch" not in validate(board).codes()


def test_adjacency_from_the_borders_section_touching_ones_are_borders_the_rest_sea_lines(imported):
    board = imported.board
    name = {t.id: t.name for t in board.territories}
    kinds = {frozenset((name[c.a], name[c.b])): c.kind for c in board.connections}
    assert kinds == {
        **{frozenset(pair): ConnectionKind.BORDER for pair in sample.TOUCHING},
        **{frozenset(pair): ConnectionKind.SEA_LINE for pair in sample.SEA_LINES},
    }
    assert not any(c.one_way for c in board.connections)
    assert (imported.report.borders, imported.report.sea_lines) == (4, 2)


def test_labels_come_from_the_countries_and_slots_are_placed(imported):
    west = imported.board.territory("west")
    assert west.label == (30, 6)
    assert west.city_slot is not None and west.scar_slot is not None
    assert west.city_slot[1] < west.scar_slot[1]


def test_the_picture_is_kept_beside_the_map_as_its_background(imported, tmp_path):
    background = imported.board.meta.background
    assert background.image == "world-background.png" and background.locked
    assert imported.companions["world-background.png"] == (tmp_path / "sample_pic.png").read_bytes()


def test_cards_give_symbols_and_missions_become_mission_data(imported, tmp_path):
    board = imported.board
    assert [t.card for t in board.territories] == [CardSymbol.INFANTRY, CardSymbol.CAVALRY, CardSymbol.ARTILLERY,
                                                   CardSymbol.INFANTRY, CardSymbol.CAVALRY]
    path = tmp_path / "world-missions.yaml"
    path.write_bytes(imported.companions["world-missions.yaml"])
    missions = load_missions(path).missions
    assert [(m.continents, m.destroy, m.territories, m.armies_each) for m in missions] == [
        (("northland", "southland"), None, 0, 1), ((), 1, 0, 1), ((), None, 4, 2)]
    assert missions[1].text == "Destroy {seat}"
    notes = [str(i) for i in imported.report.of_kind(ItemKind.NOTE)]
    assert "wild cards (2): the rules add wild cards themselves, so they are not part of the map" in notes
    assert "secret missions (3) written to world-missions.yaml" in notes


def test_a_mission_naming_a_continent_that_does_not_exist_is_dropped(tmp_path):
    path = write_sample(tmp_path)
    cards = tmp_path / "sample.cards"
    cards.write_text(sample.CARDS + "0 0 0 9 0 0 Conquer the ninth continent\n", encoding="utf-8")
    result = import_file(path)
    assert "cards file, line 14: the mission names a continent that does not exist" in [
        str(i) for i in result.report.of_kind(ItemKind.DROPPED)]
    assert "secret missions (3) written to sample-missions.yaml" in [str(i) for i in result.report.items]


def slanted_sample(tmp_path):
    """West and East split by a line drawn in pixels, four across for every three down."""
    numbers = sample.sample_numbers()
    for y in range(30):
        numbers[y, 30 + 4 * y // 3:80] = 2
        numbers[y, 22:30 + 4 * y // 3] = 1
    numbers[8:22, 8:22] = 4
    return write_sample(tmp_path, numbers=numbers)


def test_a_slanted_border_drawn_in_pixels_becomes_straight_and_stays_shared(tmp_path):
    board = import_file(slanted_sample(tmp_path)).board
    west, east = board.shape("west"), board.shape("east")
    common = shapely.intersection(west.boundary, east.boundary)
    assert common.length > 30
    # A straight line, but for the last half pixel at each end, where three territories meet.
    assert len(np.unique(shapely.get_coordinates(common), axis=0)) <= 4
    for side in (west, east):
        assert shapely.intersection(side.boundary, common.buffer(1e-6)).length == pytest.approx(common.length)
    assert validate(board).errors == []


def test_detail_zero_keeps_every_pixel_corner(tmp_path):
    exact = import_file(slanted_sample(tmp_path), ImportOptions(detail=0)).board
    common = shapely.intersection(exact.shape("west").boundary, exact.shape("east").boundary)
    assert len(shapely.get_coordinates(common)) > 40
    assert exact.shape("enclave").area == 14 * 14
    assert validate(exact).errors == []


def test_one_sided_borders_stay_one_way_and_are_reported(tmp_path):
    borders = {**sample.BORDERS, 4: []}  # West lists Enclave, Enclave lists nobody
    path = write_sample(tmp_path, text=sample.map_text(borders=borders))
    result = import_file(path)
    link = result.board.connection_between("west", "enclave")
    assert link.one_way and (link.a, link.b) == ("west", "enclave")
    assert ("West lists Enclave as a neighbour but not the other way round: kept as a one-way connection"
            in [str(i) for i in result.report.of_kind(ItemKind.FIXED)])


def test_tolerant_reading_comments_blank_lines_crlf_latin1_and_spacing(tmp_path):
    countries = {**sample.COUNTRIES, 1: ("Área Norte", 1, 30, 6)}
    text = sample.map_text(countries=countries).replace("[borders]", ";  borders follow\r\n\r\n[Borders]   ")
    text = text.replace("1 2 3 4", "1   2\t3 4 ")
    path = write_sample(tmp_path)
    path.write_bytes(text.encode("cp1252"))
    result = import_file(path)
    assert result.board.territories[0].name == "Área Norte"
    assert result.board.territories[0].id == "area-norte"
    assert validate(result.board).errors == []
    assert any("is not UTF-8" in str(i) for i in result.report.items)


def test_pixels_of_no_country_and_countries_not_drawn_are_reported(tmp_path):
    numbers = sample.sample_numbers()
    numbers[0:2, 0:2] = 77  # no country has this number
    countries = {**sample.COUNTRIES, 6: ("Atlantis", 2, 5, 5)}  # not on the picture
    path = write_sample(tmp_path, numbers=numbers, text=sample.map_text(countries=countries))
    result = import_file(path)
    dropped = [str(i) for i in result.report.of_kind(ItemKind.DROPPED)]
    assert "pixels of the map picture with the number 77, which is no country (4): left empty" in dropped
    assert "Atlantis (country 6) has no pixels on the map picture" in dropped
    assert validate(result.board).errors == []


def test_a_missing_picture_is_refused_naming_it(tmp_path):
    path = write_sample(tmp_path)
    (tmp_path / "sample_map.gif").unlink()
    with pytest.raises(InterchangeError, match="the map picture 'sample_map.gif' named in \\[files\\] is not in"):
        import_file(path)


def test_a_picture_found_whatever_the_case_of_its_name(tmp_path):
    path = write_sample(tmp_path)
    (tmp_path / "sample_map.gif").rename(tmp_path / "Sample_Map.GIF")
    assert validate(import_file(path).board).errors == []


def test_garbage_is_not_a_domination_map(tmp_path):
    path = tmp_path / "junk.map"
    path.write_bytes(b"[countries]\n\x00\x01 binary junk \xff\xfe")
    with pytest.raises(InterchangeError, match="expected 'number Name continent x y'"):
        import_file(path)
    path.write_text("hello world\n", encoding="utf-8")
    with pytest.raises(InterchangeError, match="not a Domination map"):
        import_file(path, format_name="domination")


def test_a_broken_picture_is_refused(tmp_path):
    path = write_sample(tmp_path)
    (tmp_path / "sample_map.gif").write_bytes(b"GIF89a but not really")
    with pytest.raises(InterchangeError, match="sample_map.gif: not a picture Worldsmith can read"):
        import_file(path)


def test_pictures_of_different_sizes_are_refused(tmp_path):
    path = write_sample(tmp_path, picture_size=(100, 60))
    with pytest.raises(InterchangeError) as caught:
        import_file(path)
    assert str(caught.value) == (
        f"{path}: the picture 'sample_pic.png' is 100 x 60 pixels but the map picture 'sample_map.gif' is 80 x 60: "
        "Domination needs both the same size")


def test_an_unknown_continent_number_is_refused_with_its_line(tmp_path):
    countries = {**sample.COUNTRIES, 3: ("South", 7, 30, 45)}
    path = write_sample(tmp_path, text=sample.map_text(countries=countries))
    with pytest.raises(InterchangeError) as caught:
        import_file(path)
    assert caught.value.line == 17
    assert str(caught.value) == f"{path}:17: continent 7 does not exist: the [continents] section lists 2"


def test_a_number_of_thousands_of_digits_is_refused_in_a_short_line(tmp_path):
    borders = {**sample.BORDERS, 1: [2, 3, int("1" * 30)]}  # written out below with 5,000 digits
    text = sample.map_text(borders=borders).replace("1" * 30, "1" * 5000)
    path = write_sample(tmp_path, text=text)
    with pytest.raises(InterchangeError) as caught:
        import_file(path)
    assert str(caught.value) == (f"{path}:22: expected a whole number for the country number, "
                                 f"found '{'1' * 37}...'")


def test_a_coloured_map_picture_is_read_by_its_blue_channel(tmp_path):
    from PIL import Image

    numbers = sample.sample_numbers()
    rgb = np.stack([np.full_like(numbers, 9), numbers, numbers], axis=2)  # red is noise
    path = write_sample(tmp_path)
    Image.fromarray(rgb, mode="RGB").save(tmp_path / "sample_map.gif")
    assert len(import_file(path).board.territories) == 5


def test_a_picture_too_big_to_trace_is_refused_before_it_is_decoded(tmp_path, monkeypatch):
    from engine.interchange.domination import tracing

    monkeypatch.setattr(tracing, "MAX_PIXELS", 80 * 60 - 1)
    with pytest.raises(InterchangeError, match="80 x 60 pixels is more than the 4,799 pixels a map picture may have"):
        import_file(write_sample(tmp_path))


def test_sections_may_come_in_any_order(tmp_path):
    text = sample.map_text()
    head, rest = text.split("[continents]")
    continents, rest = rest.split("[countries]")
    countries, borders = rest.split("[borders]")
    reordered = head + "[borders]" + borders + "[countries]" + countries + "[continents]" + continents
    result = import_file(write_sample(tmp_path, text=reordered))
    assert [t.continent for t in result.board.territories] == ["northland", "northland", "southland", "northland",
                                                               "southland"]
    assert (result.report.borders, result.report.sea_lines) == (4, 2)
