"""The play board: territories in their owners' colours, troop badges, highlights."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from editor.play.board import NAME_PIXELS, PlayBoard
from editor.play.colours import UNOWNED, player_colour, text_colour_on
from editor.play.controller import GameController, Speed
from editor.view.map_view import MapView
from engine.core.actions import PlaceArmies
from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY
from engine.rules.base import PlayerSetup
from tests.support.games import board as shipped_board

OPTIONS = {"setup": "random", "random-deal-armies": "spread", "turn-limit": 300}


@pytest.fixture
def play(qtbot):
    """make(*controllers, **options) -> (controller, board, view), on the tutorial map."""
    made = []

    def make(*controllers: str, seed: int = 3, map_name: str = "tutorial", **options):
        seats = tuple(PlayerSetup(f"P{i}", controller=c) for i, c in enumerate(controllers))
        game = Game(shipped_board(map_name), GameSetup("classic", seats, seed, {**OPTIONS, **options}))
        controller = GameController(game, speed=Speed.INSTANT)
        made.append(controller)
        view = MapView()
        view.resize(1000, 700)
        qtbot.addWidget(view)
        play_board = PlayBoard(controller, view)
        view.show()
        return controller, play_board, view

    yield make
    for controller in made:
        controller.shutdown()


def test_territories_are_drawn_in_their_owners_colours_with_their_armies(play):
    controller, board, view = play("human", "random", "random")
    state = controller.state
    assert view.scene() is board.scene and not board.scene.slots_visible()
    for territory, owner in enumerate(state.owner):
        assert board.territory_colour(territory) == player_colour(controller, owner)
        badge = board.badge(territory)
        assert badge.text() == str(state.armies[territory])
        assert badge.colour() == player_colour(controller, owner)
        assert badge.text_colour() == text_colour_on(badge.colour())
    assert len({player_colour(controller, p).name() for p in range(3)}) == 3


def test_a_placement_updates_only_that_badge(qtbot, play):
    controller, board, _view = play("human", "random")
    with qtbot.waitSignal(controller.humanTurn, timeout=5000):
        controller.start()
    state = controller.state
    mine = state.territories_of(0)[0]
    others = {t: (board.badge(t), board.badge(t).count()) for t in range(len(state.owner)) if t != mine}
    before = state.armies[mine]
    with qtbot.waitSignal(board.territoriesUpdated) as updated:
        controller.perform(PlaceArmies(mine, 2))
    assert updated.args[0] == [mine]
    assert board.badge(mine).text() == str(before + 2)
    for territory, (badge, count) in others.items():
        assert board.badge(territory) is badge and badge.count() == count


def test_unclaimed_land_is_light_grey_without_a_badge(play):
    controller, board, _view = play("human", "human", setup="claim")
    state = controller.state
    assert all(owner == NOBODY for owner in state.owner)
    assert board.territory_colour(0) == QColor(UNOWNED)
    assert board.badges == {}


def test_badges_keep_their_size_on_screen_and_sit_below_the_name(play):
    controller, board, view = play("human", "random")
    badge = board.badge(0)
    assert badge.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations
    size = badge.size()
    label = board.scene.label_items[controller.world.ids[0]]
    name_bottom = view.mapFromScene(label.pos() + QPointF(0, label.rect().bottom()))
    centre = view.mapFromScene(badge.pos()) + badge.centre_offset().toPoint()
    assert centre.y() > view.mapFromScene(label.pos()).y()  # below the name's middle...
    assert centre.y() - size[1] / 2 >= name_bottom.y() - 6  # ...and clear of its letters
    view.set_zoom(view.zoom_factor() * 3)
    assert badge.size() == size  # the same pixels at any zoom
    assert badge.offset() > 0
    badge.set_count(123)
    assert badge.size()[0] > size[0]  # three digits widen it


def _letters(label):
    """The label's letters (not its halo), as a box in scene units."""
    return label.mapRectToScene(label.text_shape().boundingRect())


def test_names_stay_readable_on_the_whole_classic_world_without_overlapping(play):
    controller, board, view = play("human", "random", "random", map_name="classic")
    view.fit_to_window()
    labels = list(board.scene.label_items.values())
    natural = view.zoom_factor() * labels[0].text_size()
    assert natural < NAME_PIXELS  # the map in map units would be specks: names are scaled up
    shown = [label for label in labels if label.isVisible()]
    assert len(shown) >= len(labels) // 2
    for label in shown:
        assert view.zoom_factor() * label.text_size() * label.scale() >= NAME_PIXELS - 1e-6
    # Halos may touch; the letters may not.
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert not _letters(a).intersects(_letters(b)), (a.text(), b.text())
    # A hidden name's badge sits on the territory's label point instead of under a name.
    hidden = next(label for label in labels if not label.isVisible())
    territory = controller.world.ids.index(hidden.territory_id)
    assert board.badge(territory).offset() == 0.0
    # Zoomed in far enough, every name is back at its own size.
    view.set_zoom(NAME_PIXELS * 3 / labels[0].text_size())
    assert all(label.isVisible() and label.scale() == 1.0 for label in labels)


def test_the_editor_keeps_names_in_map_units(qtbot):
    from editor.scene.map_scene import MapScene

    scene = MapScene(shipped_board("classic"))
    view = MapView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(800, 500)
    view.show()
    view.fit_to_window()
    assert scene.minimum_label_pixels() == 0
    assert all(label.scale() == 1.0 and label.isVisible() for label in scene.label_items.values())


def test_a_click_on_a_badge_counts_for_its_territory(play):
    controller, board, view = play("human", "random")
    for territory, badge in board.badges.items():
        centre = view.mapToScene(view.mapFromScene(badge.pos()) + badge.centre_offset().toPoint())
        assert board.territory_at(centre) == territory
    assert board.territory_at(QPointF(-5, -5)) is None


def test_highlights_show_sources_targets_and_the_selection(play):
    controller, board, _view = play("human", "random")
    board.highlight({0, 1}, {2, 3}, 0)
    assert [board.highlight_look(t) for t in range(5)] == ["selected", "source", "target", "target", None]
    assert board.dimmed()
    board.highlight({0, 1}, set(), None)
    assert board.highlight_look(0) == "source" and board.highlight_look(2) is None and not board.dimmed()
    board.clear_highlight()
    assert board.highlighted() == (frozenset(), frozenset(), None)
    assert all(board.highlight_look(t) is None for t in range(4))


def test_a_capture_flashes_the_territory(qtbot, play):
    controller, board, _view = play("human", "random")
    board.flash(4)
    assert board.flashing() == [4]
    qtbot.waitUntil(lambda: board.flashing() == [], timeout=3000)


def test_the_classic_map_shows_continent_bands(play):
    controller, board, _view = play("random", "random", "random", map_name="classic")
    assert len(board.continent_items) == len(controller.world.continents)
    assert len(board.badges) == len(controller.world.ids)


def test_the_play_board_draws_alaska_kamchatka_around_the_world_and_the_rest_straight(play):
    """Issue 10: only a connection marked ``wraps`` leaves the map by its side edges."""
    controller, board, _view = play("random", "random", map_name="classic")
    items = {(i.connection.a, i.connection.b): i for i in board.scene.connection_items}
    width = board.scene.canvas_rect().width()
    wrapped = items["alaska", "kamchatka"].line_path().boundingRect()
    assert wrapped.left() == pytest.approx(0, abs=1e-6) and wrapped.right() == pytest.approx(width, abs=1e-6)
    for pair, item in items.items():
        if pair != ("alaska", "kamchatka"):
            rect = item.line_path().boundingRect()
            assert rect.left() > 1 and rect.right() < width - 1, pair

