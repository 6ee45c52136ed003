"""The Legacy world on the play board: the designer's stickers for the mid-campaign world, HQs
in the colour of whoever holds them, and what the game changes (a scar played, a
fortification used, an HQ captured) shown as it happens, without hiding a troop badge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QTranslator
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from editor.play.board import PlayBoard
from editor.play.colours import player_colour
from editor.play.legacy.world_layer import LegacyWorldLayer
from editor.scenario import stickers
from editor.view.map_view import MapView
from engine.campaign.pieces import FORTIFICATION_BOXES
from engine.core.state import NOBODY
from tests.editor.play.legacy.world_games import SEATS, controller_for, mid_campaign_game, perform_until


@pytest.fixture
def shown(qtbot):
    """A fresh mid-campaign game's board with its world layer: (controller, board, layer)."""
    def make(seed: int = 5):
        controller = controller_for(mid_campaign_game(seed))
        view = MapView()
        view.resize(1200, 800)
        qtbot.addWidget(view)
        board = PlayBoard(controller, view)
        layer = LegacyWorldLayer(controller, board)
        controller.start()
        return controller, board, layer
    return make


def test_the_mid_campaign_worlds_stickers_are_on_the_board(shown):
    controller, board, layer = shown()
    egypt = layer.city_item("egypt")
    assert egypt.sticker_names() == (stickers.MAJOR_CITY, stickers.FORTIFICATION)
    assert egypt.name_tag.text() == "New Alexandria"
    # "Fortification … 10 boxes": the world ticked 3 before this game.
    assert "7 of 10 uses left" in egypt.toolTip()
    assert [layer.city_item(t).city.name for t in ("peru", "ontario", "siberia")] == ["Cuzco", "Lakeside", "Novy Gorod"]
    assert layer.scar_item("ukraine").sticker_names() == (stickers.SCAR_BUNKER,)
    brazil = layer.scar_item("brazil")
    assert brazil.sticker_names() == (stickers.SCAR_AMMO_SHORTAGE, stickers.SCAR_CANCEL) and brazil.cancelled
    assert layer.coins_item("china").coins == 4
    assert layer.coins_item("kamchatka").card.destroyed
    assert layer.coins_item("north-africa") is None  # a card with its printed coin only
    australia = layer.continent_item("australia")
    assert australia.sticker_names() == (stickers.CONTINENT_NAME,) and "The Southern Reach" in australia.toolTip()
    assert layer.continent_item("europe").sticker_names() == (stickers.PLUS_ONE,)
    # Hovering the territory tells what stands on it, under its name.
    tip = board.scene.territory_items["egypt"].toolTip()
    assert tip.startswith("Egypt\n") and "New Alexandria" in tip
    assert board.scene.territory_items["alberta"].toolTip() == ""


def test_the_stickers_are_drawn_above_the_map_and_under_the_troop_badges(shown):
    controller, board, layer = shown()
    perform_until(controller, lambda s: s.turn >= 2)
    badge_z = max(b.zValue() for b in board.badges.values())
    assert layer.layer_item().zValue() < badge_z
    assert all(item.parentItem() is layer.layer_item() for item in layer.all_items())


@pytest.mark.parametrize("zoom", [0.5, 1.0, 2.0])
def test_no_sticker_lies_under_its_territorys_troop_badge(shown, zoom):
    """The maps' scar slot is where the badge hangs (below the name): in play, stickers stand
    in a row above the name instead."""
    controller, board, layer = shown()
    perform_until(controller, lambda s: s.turn >= 6)
    board.view.zoom_by(zoom / board.view.zoom_factor())
    assert board.view.zoom_factor() == pytest.approx(zoom, rel=0.01)
    checked = 0
    for territory, badge in board.badges.items():
        items = layer.items_for(board.territory_id(territory))
        if not badge.isVisible() or not items:
            continue
        width, height = badge.size()
        centre = badge.pos() + badge.centre_offset() / zoom
        badge_rect = QRectF(centre.x() - width / 2 / zoom, centre.y() - height / 2 / zoom, width / zoom, height / zoom)
        for item in items:
            reach = item.reach()
            sticker = QRectF(item.pos() - QPointF(reach, reach), item.pos() + QPointF(reach, reach))
            assert not sticker.intersects(badge_rect), (board.territory_id(territory), item.sticker_names())
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("zoom", [0.5, 0.7, 1.0])
def test_no_city_name_lies_under_a_troop_badge(shown, zoom):
    controller, board, layer = shown()
    perform_until(controller, lambda s: s.turn >= 10)
    board.view.zoom_by(zoom / board.view.zoom_factor())
    badges = []
    for badge in board.badges.values():
        if badge.isVisible():
            width, height = badge.size()
            centre = (badge.pos() * zoom) + badge.centre_offset()
            badges.append(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height))
    shown_tags = 0
    for territory_id in ("egypt", "peru", "ontario", "siberia"):
        tag = layer.city_item(territory_id).name_tag
        if not tag.isVisible():
            continue
        shown_tags += 1
        box = tag.boundingRect().adjusted(1, 1, -1, -1).translated(tag.scenePos() * zoom)
        assert not any(box.intersects(b) for b in badges), territory_id
    assert shown_tags >= 2


def test_an_hq_takes_the_colour_of_whoever_captures_it(shown):
    controller, board, layer = shown()
    state = controller.state
    perform_until(controller, lambda s: NOBODY not in [h for h in s.hq if h != NOBODY] and sum(
        h != NOBODY for h in s.hq) == len(SEATS))
    hqs = {board.territory_id(t): seat for t, seat in enumerate(state.hq) if seat != NOBODY}
    for territory_id, seat in hqs.items():
        item = layer.hq_item(territory_id)
        assert item.seat == seat and item.colour() == player_colour(controller, seat)
        assert item.ring_colour() == QColor("#ffffff")  # held by its own player
        assert SEATS[seat] in item.toolTip()

    def captured(s):
        return any(h != NOBODY and s.owner[t] != h and s.armies[t] > 0 for t, h in enumerate(s.hq))

    perform_until(controller, captured)
    territory = next(t for t, h in enumerate(state.hq) if h != NOBODY and state.owner[t] != h)
    holder = state.owner[territory]
    item = layer.hq_item(board.territory_id(territory))
    assert item.holder == holder
    assert item.colour() == player_colour(controller, holder) != player_colour(controller, state.hq[territory])
    assert item.ring_colour() == player_colour(controller, state.hq[territory])  # whose HQ it is
    assert f"Held by {SEATS[holder]}: a red star for {SEATS[holder]}" in item.toolTip()


def test_a_scar_played_in_the_game_appears_on_its_territory(shown):
    controller, board, layer = shown()
    state = controller.state
    perform_until(controller, lambda s: bool(s.scars_placed))
    territory_id, scar = state.scars_placed[-1]
    assert not controller.rules.legacy.scar(territory_id)  # the world had none there
    assert layer.scar_item(territory_id).sticker_names() == (stickers.scar_sticker(scar),)


def test_a_fortifications_uses_drop_as_the_game_uses_them(shown):
    """"Each attack with 3 troops marks one of its 10 boxes" (on a fortified city)."""
    controller, board, layer = shown()
    state = controller.state
    perform_until(controller, lambda s: bool(s.fort_used), limit=20_000)
    territory_id, uses = next(iter(state.fort_used.items()))
    item = layer.city_item(territory_id)
    world_used = controller.rules.legacy.fortification(territory_id).used
    assert item.fortification.used == world_used + uses
    assert f"{FORTIFICATION_BOXES - world_used - uses} of 10 uses left" in item.toolTip()


class MarkingTranslator(QTranslator):
    """Marks every text of the world's stickers as translated, to see that each is asked for."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 (Qt's signature)
        return f"«{source}»" if context in ("LegacyWorldLayer", "MarkItems") else None


def test_the_tooltips_are_translated(shown):
    translator = MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        controller, board, layer = shown()
        perform_until(controller, lambda s: sum(h != NOBODY for h in s.hq) == len(SEATS))
        hq = layer.hq_items()[0]
        assert hq.toolTip().startswith("«HQ of ") and "«Held by " in hq.toolTip()
        assert layer.city_item("egypt").toolTip().startswith("««Major city»: New Alexandria»")
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_legacy_window_draws_the_world_and_shows_the_sideboard(qtbot, settings):
    from tests.editor.play.legacy.helpers import legacy_window

    controller = controller_for(mid_campaign_game())
    window = legacy_window(qtbot, settings, controller)
    assert isinstance(window.world_layer, LegacyWorldLayer)
    assert window.world_layer.city_item("egypt") is not None
    assert window.world_layer.scene is window.board.scene
    dock = window.findChild(object, "sideboardDock")
    assert dock.widget() is window.sideboard_panel and window.sideboard_panel.slot_texts()
    assert "Stars" in window.stats_panel.headings()


def test_hovering_a_sticker_or_its_territory_shows_what_it_is(shown, qtbot):
    controller, board, layer = shown()
    view = board.view
    view.show()
    view.zoom_by(1.5 / view.zoom_factor())
    city = layer.city_item("egypt")
    view.centerOn(city.pos())

    def tip_at(scene_point) -> str:
        pixel = view.mapFromScene(scene_point)
        QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, pixel,
                                                           view.viewport().mapToGlobal(pixel)))
        return QToolTip.text()

    assert tip_at(city.pos()) == city.toolTip()
    assert tip_at(city.pos()).startswith("Major city: New Alexandria")
    # Below the row, away from the stickers and the badge: the territory tells all of it.
    name = board.anchor(controller.world.index["egypt"])
    territory_tip = tip_at(name + (name - city.pos()) * 0.5)
    assert territory_tip.startswith("Egypt\n") and "Territory card: 3 coins" in territory_tip
    QToolTip.hideText()
