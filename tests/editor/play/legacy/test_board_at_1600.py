"""The Legacy board at 1600×1000 on the classic world, mid-campaign (issue 28, item 18): every
territory's name is drawn or read by hovering the territory, no mark (city, scar, coins,
fortification, HQ, continent banner, city name, troop badge) is drawn over another territory's
name, the HQ is big enough to see and drawn in the colour of whoever holds it, and the
players' table fits the side column without scrolling sideways."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor

from editor.play.colours import player_colour
from editor.play.stats_panel import DETAILS_ROLE
from editor.scenario import name_layout
from editor.scenario.mark_items import CityItem
from engine.core.state import NOBODY
from tests.editor.play.legacy.helpers import legacy_window
from tests.editor.play.legacy.turn_support import hover
from tests.editor.play.legacy.world_games import SEATS, controller_for, mid_campaign_game, perform_until

WIDTH, HEIGHT = 1600, 1000
# A mark "on" a name covers its letters by at least this much each way, on screen: touching
# the edge of a letter's box is not covering it.
COVER_PIXELS = 1.0
# The HQ's least width on screen at the default zoom (a troop badge is 24 pixels).
HQ_PIXELS = 20.0


@pytest.fixture
def window_at(qtbot, settings):
    """The mid-campaign game played by the bots up to ``turn``, in a Legacy window of
    1600×1000 at its default zoom (the whole world)."""
    def make(turn: int):
        controller = controller_for(mid_campaign_game())
        window = legacy_window(qtbot, settings, controller)
        window.resize(WIDTH, HEIGHT)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit_to_window()
        controller.start()
        perform_until(controller, lambda s: s.turn >= turn)
        if controller.waiting_for_handoff() is not None:
            window.acknowledge_handoff()
        qtbot.wait(10)
        return controller, window
    return make


def zoom_of(window) -> float:
    return window.view.zoom_factor()


def name_boxes(window) -> dict[str, QRectF]:
    """The territories' names drawn now: where their letters are, in scene units."""
    scene = window.board.scene
    assert scene.labels_shown()
    return {tid: label.mapToScene(label.text_shape().boundingRect()).boundingRect()
            for tid, label in scene.label_items.items() if label.isVisible()}


def mark_boxes(window) -> list[tuple[str, str | None, QRectF]]:
    """(what, whose territory or None, where) for every mark drawn on the board."""
    zoom = zoom_of(window)
    layer, board = window.world_layer, window.board
    marks = []
    for item in layer.all_items():
        owner = item.territory_id or None  # a continent's banner belongs to no territory
        marks.append((type(item).__name__, owner, item.sceneBoundingRect()))
        if isinstance(item, CityItem) and item.name_tag is not None and item.name_tag.isVisible():
            left, top, right, bottom = name_layout.candidate(item, item.name_tag.side(), zoom)
            marks.append(("city name", item.territory_id, QRectF(left / zoom, top / zoom, (right - left) / zoom,
                                                                 (bottom - top) / zoom)))
    for territory, badge in board.badges.items():
        if badge.isVisible():
            width, height = badge.size()
            centre = badge.pos() + badge.centre_offset() / zoom
            marks.append(("troop badge", board.territory_id(territory),
                          QRectF(centre.x() - width / 2 / zoom, centre.y() - height / 2 / zoom, width / zoom,
                                 height / zoom)))
    return marks


def covered_names(window) -> list[str]:
    zoom = zoom_of(window)
    found = []
    for territory_id, letters in name_boxes(window).items():
        for what, owner, box in mark_boxes(window):
            if owner == territory_id or not box.intersects(letters):
                continue
            part = box.intersected(letters)
            if part.width() * zoom >= COVER_PIXELS and part.height() * zoom >= COVER_PIXELS:
                found.append(f"{what} of {owner} on the name of {territory_id}")
    return found


@pytest.mark.parametrize("turn", [1, 6, 12])
def test_no_mark_is_drawn_over_another_territorys_name(window_at, turn):
    controller, window = window_at(turn)
    assert window.size().width() == WIDTH
    # The world's marks are all there: its cities, scars, coins and banners, and the HQs.
    assert len(window.world_layer.all_items()) > 15 and len(window.world_layer.hq_items()) == len(SEATS)
    assert covered_names(window) == []


@pytest.mark.parametrize("turn", [1, 6, 12])
def test_every_mark_reads_as_its_own_territorys(window_at, turn):
    """A mark stands on its own territory, or on water whose nearest land is its own (an
    island's marks beside it): never in a neighbour's country or lakes (the play-test found
    Eastern United States' HQ drawn in Ontario)."""
    from shapely import STRtree
    from shapely.geometry import Point

    from engine.board.geometry import shape_of

    controller, window = window_at(turn)
    board = controller.world.board
    land = [t for t in board.territories if t.is_land]
    tree = STRtree([shape_of(t) for t in land])
    misplaced = []
    for item in window.world_layer.all_items():
        if not item.territory_id:
            continue  # a continent's banner
        point = item.pos()
        under = window.board.scene.territory_at(point)
        nearest = land[int(tree.query_nearest(Point(point.x(), point.y()))[0])].id
        if (under or nearest) != item.territory_id:
            misplaced.append(f"{type(item).__name__} of {item.territory_id} in {under or 'water by ' + nearest}")
    assert misplaced == []


@pytest.mark.parametrize("turn", [1, 12])
def test_every_territorys_name_is_drawn_or_read_by_hovering(window_at, turn):
    controller, window = window_at(turn)
    board = window.board
    hidden = []
    for territory, territory_id in enumerate(controller.world.ids):
        if not controller.world.land[territory] or board.name_shown(territory):
            continue
        name = controller.names.territory(territory)
        hidden.append(territory_id)
        # Its tooltip starts with its name, and the hover line says it too.
        assert board.scene.territory_items[territory_id].toolTip().split("\n")[0] == name
        hover(window, territory)
        assert window.statusBar().currentMessage().startswith(f"{name}:")
    # At this size most names are drawn: only a few crowded ones wait for hovering (or zooming in).
    assert len(hidden) <= 10


def test_an_hq_is_big_enough_to_see_and_in_its_holders_colour(window_at, qtbot):
    """ "A player's current Red Star total is equal to the number of Red Stars he controls on
    the board": an HQ reads in the colour of whoever holds its territory."""
    controller, window = window_at(6)
    state, zoom = controller.state, zoom_of(window)
    hqs = window.world_layer.hq_items()
    assert len(hqs) == len(SEATS)
    picture = window.view.viewport().grab().toImage()
    for hq in hqs:
        territory = controller.world.index[hq.territory_id]
        holder = state.owner[territory] if state.armies[territory] > 0 else NOBODY
        colour = player_colour(controller, holder)
        assert hq.colour() == colour
        across = 2 * hq.reach() * zoom
        assert across >= HQ_PIXELS, f"the HQ of {hq.territory_id} is {across:.1f} pixels across"
        # Drawn, the holder's colour is what most of the disc shows (the star is small).
        centre = window.view.mapFromScene(hq.scenePos())
        assert share_of_colour(picture, centre, across / 2 * 0.8, colour) >= 0.4


def share_of_colour(picture, centre: QPoint, radius: float, colour: QColor) -> float:
    """How much of the disc of ``radius`` pixels about ``centre`` is close to ``colour``."""
    inside = close = 0
    reach = int(radius)
    for dx in range(-reach, reach + 1):
        for dy in range(-reach, reach + 1):
            if dx * dx + dy * dy > radius * radius:
                continue
            pixel = picture.pixelColor(centre.x() + dx, centre.y() + dy)
            inside += 1
            distance = abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green()) + \
                abs(pixel.blue() - colour.blue())
            close += distance < 60
    return close / inside


def test_the_players_table_fits_without_scrolling_sideways(window_at):
    controller, window = window_at(6)
    panel = window.stats_panel
    assert not panel.horizontalScrollBar().isVisible()
    shown = [c for c in range(panel.columnCount()) if not panel.isColumnHidden(c)]
    assert sum(panel.columnWidth(c) for c in shown) <= panel.viewport().width()
    # Every number is in a column of its own; the faction and the continents held are on the
    # lines under the player's name (and in its tooltip), each line within the column.
    headings = panel.headings()
    for heading in ("Terr.", "Troops", "Cards", "Stars", "Missiles"):
        assert headings.index(heading) in shown
    factions = {f.id: f.name for f in controller.rules.legacy.factions}
    for row, player in enumerate(controller.state.players):
        name = panel.item(row, 0)
        assert name.text() == player.name
        assert name.data(DETAILS_ROLE)[0] == factions[player.faction]
        assert factions[player.faction] in name.toolTip()
        assert panel.rowHeight(row) >= 2 * panel.fontMetrics().height()


def test_hovering_a_hidden_name_still_tells_what_stands_there(window_at):
    """A crowded territory with stickers: the tooltip names it first, then its marks."""
    controller, window = window_at(1)
    board = window.board
    egypt = controller.world.index["egypt"]
    tip = board.scene.territory_items["egypt"].toolTip()
    assert tip.startswith("Egypt\n\n") and "New Alexandria" in tip
    assert board.territory_tip(egypt) == tip
    unmarked = next(t for t in range(len(controller.world.ids))
                    if controller.world.land[t] and board.name_shown(t)
                    and not window.world_layer.items_for(controller.world.ids[t]))
    assert board.territory_tip(unmarked) == ""  # its name is drawn and nothing stands there
