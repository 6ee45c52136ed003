"""Importing an SVG drawing: transforms, curves, layers, titles; borders drawn by hand made
exactly shared by --snap; what is not a territory counted; broken files refused clearly."""

from __future__ import annotations

import pytest
import shapely

from engine.board.model import ConnectionKind
from engine.board.validation import validate
from engine.interchange import ImportOptions, InterchangeError, ItemKind, import_file
from engine.interchange.svg import importer
from tests.support import svg_maps as sample
from tests.support.svg_maps import write_sample

LAYERS = {"continents": "layers"}
SNAP = 1.5  # pixels: East's edge was drawn half a pixel off West's curve


def load(path, snap=SNAP, **extra):
    return import_file(path, ImportOptions(snap=snap, extra=extra))


@pytest.fixture
def imported(tmp_path):
    return load(write_sample(tmp_path), **LAYERS)


def by_name(board):
    return {t.name: t.id for t in board.territories}


def test_the_drawing_imports_and_validates_with_no_errors(imported):
    assert validate(imported.board).errors == []
    assert imported.board.meta.name == "Sample Drawing"  # the drawing's own <title>


def test_names_come_from_the_inkscape_label_then_the_title_then_the_id(tmp_path):
    text = sample.sample_svg().replace('<rect id="rect201" inkscape:label="South"', '<rect id="rect201"')
    board = load(write_sample(tmp_path, text)).board
    # West: its label (its id is path101); East: its <title>; the circle: its title; the rect: its id.
    assert [t.name for t in board.territories] == ["West", "East", "rect201", "Isle"]


def test_the_page_is_the_canvas_and_a_transformed_group_lands_where_it_is_drawn(imported):
    board = imported.board
    assert (board.meta.width, board.meta.height) == (400, 300)
    # West is drawn at (0,0)-(60,60) in a group translated by (20,10) and scaled by 2.
    west = board.shape("west")
    assert west.bounds[0] == pytest.approx(20) and west.bounds[1] == pytest.approx(10)
    assert west.bounds[3] == pytest.approx(130)
    assert board.shape("south").bounds == pytest.approx((20, 130, 260, 190))
    assert board.shape("isle").area == pytest.approx(3.14159 * 20**2, rel=0.01)  # a circle, flattened


def test_a_cubic_bezier_edge_is_flattened_along_the_curve(imported):
    west = imported.board.shape("west")
    for t in (0.2, 0.5, 0.8):  # points of the curve lie on the border, within the snapping distance
        point = shapely.Point(sample.canvas_point(sample.curve_point(t)))
        assert west.boundary.distance(point) < SNAP
    # The curve bulges east of the straight line between its ends (x 140) by some 9 pixels.
    assert west.bounds[2] == pytest.approx(sample.canvas_point(sample.curve_point(0.25))[0], abs=SNAP)
    assert len(west.exterior.coords) > 20


def test_neighbours_drawn_by_hand_share_their_borders_exactly_with_snap(imported):
    board = imported.board
    names = by_name(board)
    for first, second in sample.TOUCHING:
        a, b = board.shape(names[first]), board.shape(names[second])
        common = shapely.intersection(a.boundary, b.boundary)
        assert common.length > 50
        assert shapely.intersection(a.boundary, b.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(b.boundary, a.buffer(1e-6)).length == pytest.approx(common.length)
        assert shapely.intersection(a, b).area == 0
    # No sliver is left between West and East: together they are one piece without holes.
    assert not shapely.union(board.shape("west"), board.shape("east")).interiors
    assert "border-mismatch" not in validate(board).codes()


def test_without_snap_the_hand_drawn_border_leaves_slivers(tmp_path):
    board = load(write_sample(tmp_path), snap=None).board
    together = shapely.union(board.shape("west"), board.shape("east"))
    assert len(together.interiors) > 0  # the gaps between the curve and the lines drawn off it


def test_snap_reports_what_it_fixed(imported):
    fixed = [str(i) for i in imported.report.of_kind(ItemKind.FIXED)]
    assert any("thin gap along its border was closed" in line for line in fixed)


def test_layers_are_continents_with_bonus_and_their_territories_colour(imported):
    board = imported.board
    assert [(c.id, c.name, c.bonus, c.colour) for c in board.continents] == [
        ("north", "North", 3, "#cc3333"), ("south", "South", 0, "#3366cc")]
    assert [t.continent for t in board.territories] == ["north", "north", "south", "south"]


def test_fill_colours_as_continents_and_none_by_default(tmp_path):
    path = write_sample(tmp_path)
    by_fill = load(path, continents="fill").board
    # Each named after the nearest colour name, which a designer will likely rename.
    assert [(c.id, c.name, c.colour) for c in by_fill.continents] == [
        ("crimson", "Crimson", "#cc3333"), ("teal", "Teal", "#3366cc")]
    assert [t.continent for t in by_fill.territories] == ["crimson", "crimson", "teal", "teal"]
    plain = load(path).board
    assert plain.continents == () and all(t.continent is None for t in plain.territories)


def test_touching_territories_are_connected_and_sea_lines_come_from_their_layer(imported):
    board = imported.board
    name = {t.id: t.name for t in board.territories}
    kinds = {frozenset((name[c.a], name[c.b])): c.kind for c in board.connections}
    assert kinds == {
        **{frozenset(pair): ConnectionKind.BORDER for pair in sample.TOUCHING},
        **{frozenset(pair): ConnectionKind.SEA_LINE for pair in sample.SEA_LINES},
    }
    assert (imported.report.borders, imported.report.sea_lines) == (3, 1)


def test_text_and_open_paths_are_reported_as_dropped_by_kind(imported):
    dropped = [str(i) for i in imported.report.of_kind(ItemKind.DROPPED)]
    assert dropped == ["open paths (1): not closed, so not territories; left out",
                       "texts (1): not territories, left out"]


def test_the_viewbox_maps_drawing_units_to_the_page(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="100mm" viewBox="0 0 200 100">'
            '<rect id="a" x="0" y="0" width="100" height="100"/><rect id="b" x="100" y="0" width="100" height="100"/>'
            '</svg>')
    board = load(write_sample(tmp_path, text), snap=None).board
    px_per_mm = 96 / 25.4
    assert board.meta.width == pytest.approx(200 * px_per_mm)
    assert board.shape("b").bounds == pytest.approx((100 * px_per_mm, 0, 200 * px_per_mm, 100 * px_per_mm))
    assert [(c.a, c.b) for c in board.connections] == [("a", "b")]


def test_a_drawing_without_a_page_or_off_its_page_is_fitted_onto_one(tmp_path):
    no_page = ('<svg xmlns="http://www.w3.org/2000/svg"><polygon id="a" points="-50,-50 50,-50 50,50 -50,50"/>'
               '<polygon id="b" points="50,-50 150,-50 150,50 50,50"/></svg>')
    board = load(write_sample(tmp_path, no_page), snap=None).board
    assert board.meta.width == pytest.approx(1000)
    minx, miny, maxx, maxy = shapely.total_bounds(board.shapes())
    assert minx >= 0 and miny >= 0 and maxx <= board.meta.width and maxy <= board.meta.height
    off_page = no_page.replace("<svg ", '<svg width="100" height="100" ')
    result = load(write_sample(tmp_path, off_page, "off.svg"), snap=None)
    assert (result.board.meta.width, result.board.meta.height) == (100, 100)
    assert shapely.total_bounds(result.board.shapes())[2] <= 100
    assert "the shapes reached beyond the page: they were scaled and moved onto it" in [
        str(i) for i in result.report.of_kind(ItemKind.FIXED)]
    assert validate(result.board).errors == []


def test_a_path_with_a_hole_and_an_island_is_one_territory(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
            '<path id="ring" d="M 10 10 H 60 V 60 H 10 Z M 20 20 V 50 H 50 V 20 Z M 70 70 h 20 v 20 h -20 z"/>'
            '</svg>')
    territory = load(write_sample(tmp_path, text), snap=None).board.territory("ring")
    assert len(territory.parts) == 2 and len(territory.parts[0].holes) == 1


def test_arcs_and_quadratic_curves_are_flattened(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
            '<path id="half" d="M 10 50 A 40 40 0 0 1 90 50 Z"/>'
            '<path id="bump" d="M 10 50 Q 50 90 90 50 Z"/><ellipse id="egg" cx="50" cy="90" rx="8" ry="4"/></svg>')
    board = load(write_sample(tmp_path, text), snap=None).board
    assert board.shape("half").area == pytest.approx(3.14159 * 40**2 / 2, rel=0.005)
    assert board.shape("bump").area == pytest.approx(2 / 3 * 80 * 20, rel=0.005)  # a parabola's segment
    assert board.shape("egg").area == pytest.approx(3.14159 * 8 * 4, rel=0.01)


def test_a_bad_continents_option_is_refused(tmp_path):
    with pytest.raises(InterchangeError, match="continents=colours is not a choice: .*none, layers, fill"):
        load(write_sample(tmp_path), continents="colours")
    with pytest.raises(InterchangeError, match="SVG import has no option 'name-property'"):
        import_file(write_sample(tmp_path), ImportOptions(extra={"name-property": "NAME"}))


def test_a_file_that_is_not_xml_is_refused_with_the_line(tmp_path):
    path = write_sample(tmp_path, '<svg xmlns="http://www.w3.org/2000/svg">\n<path d="M 0 0 Z">\n</svg>')
    with pytest.raises(InterchangeError, match="this is not an SVG drawing: its XML is broken") as error:
        import_file(path)
    assert error.value.line == 3


def test_xml_that_is_not_svg_is_refused(tmp_path):
    path = write_sample(tmp_path, '<?xml version="1.0"?><svgish><svg/></svgish>')
    with pytest.raises(InterchangeError, match="not an SVG drawing"):
        import_file(path, format_name="svg")


def test_a_drawing_without_closed_shapes_is_refused(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text>Map</text>'
            '<path d="M 0 0 L 50 50"/><polyline points="0,0 10,0 10,10 0,0"/></svg>')
    with pytest.raises(InterchangeError, match="the drawing has no closed shapes"):
        import_file(write_sample(tmp_path, text))


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = write_sample(tmp_path)
    monkeypatch.setattr(importer, "MAX_FILE_BYTES", 1024 * 1024)
    with path.open("a", encoding="utf-8") as handle:
        handle.write("<!--" + "x" * (1024 * 1024) + "-->")
    with pytest.raises(InterchangeError, match=r"the file is 1 MB; an SVG map may be at most 1 MB"):
        import_file(path)


def test_too_many_elements_are_refused(tmp_path, monkeypatch):
    from engine.interchange.svg import drawing

    monkeypatch.setattr(drawing, "MAX_ELEMENTS", 10)
    with pytest.raises(InterchangeError, match="elements; the most that can be imported is 10"):
        import_file(write_sample(tmp_path))


def test_an_unreadable_value_is_refused_not_a_crash(tmp_path):
    text = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="1e999999" height="x"/></svg>'
    with pytest.raises(InterchangeError):
        import_file(write_sample(tmp_path, text))


def test_pictures_lines_and_polylines_are_counted_by_kind(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" '
            'height="100"><rect id="land" width="50" height="50"/><image x="0" y="0" width="10" height="10" '
            'xlink:href="data:image/png;base64,AAAA"/><line x1="0" y1="0" x2="9" y2="9" stroke="black"/>'
            '<line x1="1" y1="0" x2="9" y2="9" stroke="black"/><polyline points="0,0 5,5 9,0" fill="red"/>'
            '<foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'
            '</svg>')
    result = load(write_sample(tmp_path, text), snap=None)
    assert [str(i) for i in result.report.of_kind(ItemKind.DROPPED)] == [
        "lines (2): not territories, left out", "polylines (1): open, so not territories; left out",
        "pictures (1): not territories, left out", "embedded objects (1): not territories, left out"]
    assert [t.id for t in result.board.territories] == ["land"]


def test_clones_are_named_by_their_use_skews_are_followed_and_hidden_layers_left_out(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="200" height="100">'
            '<defs><rect id="tile" width="40" height="40"/></defs>'
            '<use xlink:href="#tile" x="10" y="10" id="clone1"/>'
            '<use href="#tile" x="50" y="10" inkscape:label="Second" transform="skewX(10)"/>'
            '<g inkscape:groupmode="layer" style="display:none"><rect id="hidden" x="100" y="50" width="9" height="9"/>'
            '</g></svg>')
    board = load(write_sample(tmp_path, text), snap=None).board
    assert [t.name for t in board.territories] == ["clone1", "Second"]
    assert board.shape("clone1").bounds == pytest.approx((10, 10, 50, 50))
    skewed = board.shape("second")
    assert skewed.area == pytest.approx(1600)  # a skew keeps the area and slants the sides
    assert skewed.bounds[2] - skewed.bounds[0] == pytest.approx(40 + 40 * 0.17633, abs=1e-3)


def test_groups_nested_too_deep_are_refused_not_a_crash(tmp_path):
    text = '<svg xmlns="http://www.w3.org/2000/svg">' + "<g>" * 5000 + '<rect width="5" height="5"/>' + \
        "</g>" * 5000 + "</svg>"
    with pytest.raises(InterchangeError, match="the drawing.s groups nest deeper than 200 levels"):
        import_file(write_sample(tmp_path, text))


def test_entities_that_multiply_are_refused(tmp_path):
    entities = '<!ENTITY a "aaaaaaaaaa">' + "".join(
        f'<!ENTITY {n} "{("&" + p + ";") * 10}">' for p, n in zip("abcdefg", "bcdefgh", strict=True))
    text = f'<?xml version="1.0"?><!DOCTYPE svg [{entities}]><svg xmlns="http://www.w3.org/2000/svg">' \
           '<title>&h;</title><rect width="5" height="5"/></svg>'
    with pytest.raises(InterchangeError, match="its XML is broken"):
        import_file(write_sample(tmp_path, text))


def test_a_sea_line_ending_in_no_territory_is_dropped_and_unnamed_shapes_are_numbered(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">'
            '<rect width="40" height="40"/><rect x="100" width="40" height="40"/>'
            '<g id="sea-lines"><line x1="20" y1="20" x2="120" y2="20"/><path d="M 20 20 L 180 90"/></g></svg>')
    result = load(write_sample(tmp_path, text), snap=None)
    board = result.board
    assert [t.name for t in board.territories] == ["Territory 1", "Territory 2"]
    assert [(c.a, c.b, c.kind) for c in board.connections] == [
        ("territory-1", "territory-2", ConnectionKind.SEA_LINE)]
    assert [str(i) for i in result.report.of_kind(ItemKind.DROPPED)] == [
        "the sea-line starting at (20, 20) does not join two territories"]
    assert "shapes with no label, title or id (2) were named Territory 1, Territory 2, …" in [
        str(i) for i in result.report.of_kind(ItemKind.NOTE)]


def test_shapes_with_coordinates_out_of_range_are_left_out_and_an_unknown_encoding_refused(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect id="land" width="50" '
            'height="50"/><path d="M 0 0 L 1e308 0 L 1e308 1e308 Z"/>'
            '<rect width="1e308" height="5" transform="scale(10)"/></svg>')
    result = load(write_sample(tmp_path, text), snap=None)
    assert [t.id for t in result.board.territories] == ["land"]
    assert [str(i) for i in result.report.of_kind(ItemKind.DROPPED)] == [
        "shapes with coordinates that are not numbers or beyond a billion (2): left out"]
    odd = write_sample(tmp_path, '<?xml version="1.0" encoding="UTF0"?><svg/>', "odd.svg")
    with pytest.raises(InterchangeError, match="its XML is broken .*unknown encoding"):
        import_file(odd)


def test_outlines_geos_cannot_handle_are_refused_not_a_crash(tmp_path, monkeypatch):
    import shapely.errors

    def fails(*args, **kwargs):
        raise shapely.errors.GEOSException("AssertionFailedException: Should never reach here")

    monkeypatch.setattr(importer, "build_board", fails)
    with pytest.raises(InterchangeError, match="too degenerate to make into territories .*Should never reach here"):
        import_file(write_sample(tmp_path))


def test_svg_is_found_by_its_suffix_and_by_its_contents(tmp_path):
    from engine.interchange import registry

    path = write_sample(tmp_path)
    assert registry.format_for_import(path).name == "svg"
    assert registry.format_for_import(path.rename(tmp_path / "drawing.xml")).name == "svg"
    assert registry.format_for_export(tmp_path / "out.SVG").name == "svg"


def test_rotate_and_matrix_transforms_nest(tmp_path):
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">'
            '<g transform="matrix(1 0 0 1 100 100)"><g transform="rotate(90)">'
            '<rect id="turned" x="10" y="0" width="40" height="20"/></g></g></svg>')
    board = load(write_sample(tmp_path, text), snap=None).board
    # (10..50, 0..20) turned a quarter clockwise is (-20..0, 10..50), then moved by (100, 100).
    assert board.shape("turned").bounds == pytest.approx((80, 110, 100, 150))
