"""Issue 27, item 15: "The countries that can have canals should be indicated on the map" —
every country marked ``canal-eligible`` on maps/classic-mu.yaml shows a pale canal mark until
a canal is built there (then the canal's own icon)."""

from __future__ import annotations

from pathlib import Path

from shapely.geometry import Point

from editor.play.economy.board_icons import IconItem
from engine.rules.economy.actions import Build, Demolish
from tests.editor.play.economy.helpers import pay_upkeep
from tests.editor.play.economy.test_board_layer import index, started

SHOTS = Path("/tmp/shots27")


def sites(layer) -> dict[int, IconItem]:
    return {icon.territory: icon for icon in layer.icon_items() if icon.kind == "canal-site"}


def test_each_canal_eligible_country_has_a_canal_mark_with_its_tooltip(make_economy, qtbot):
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "heuristic")
    eligible = [t for t, territory in enumerate(controller.world.board.territories) if territory.canal_eligible]
    egypt, central_america = index(controller, "Egypt"), index(controller, "Central America")
    assert sorted(eligible) == sorted([egypt, central_america])  # the map's two canal countries
    marks = sites(layer)
    assert sorted(marks) == sorted(eligible)  # and no other country
    assert marks[egypt].toolTip() == "Egypt may have a canal"
    assert marks[central_america].toolTip() == "Central America may have a canal"
    shapes = controller.world.board.shapes()
    zoom = window.board.view.zoom_factor()
    for territory, mark in marks.items():
        assert mark.isVisible() and mark.scene() is window.board.scene
        # It stands in its country's row of marks, over the country (within a few pixels).
        centre = mark.pos() + mark.offset() / zoom
        assert shapes[territory].distance(Point(centre.x(), centre.y())) * zoom < 30
        assert "canal" not in {i.kind for i in layer.icon_items(territory)}  # no canal built yet
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "canal_marks.png"))


def test_a_built_canal_replaces_the_mark_and_a_destroyed_one_brings_it_back(make_economy, qtbot):
    window, controller, layer = started(make_economy, qtbot, "human", "heuristic", "heuristic")
    state = controller.state
    egypt = index(controller, "Egypt")
    assert pay_upkeep(controller)
    # Egypt given to Ada for the test (a canal needs its owner's road first).
    state.owner[egypt], state.neutral[egypt], state.army[0][egypt] = 0, 0, 1
    controller.rules._recount(state, [egypt])
    state.players[0].money = 100
    assert controller.perform(Build(egypt, "road"))
    assert egypt in sites(layer)
    assert controller.perform(Build(egypt, "canal"))
    kinds = {icon.kind: icon for icon in layer.icon_items(egypt)}
    assert "canal-site" not in kinds and kinds["canal"].toolTip() == "Canal in Egypt"
    assert egypt not in sites(layer)
    assert index(controller, "Central America") in sites(layer)  # still to be built there
    assert controller.perform(Demolish(egypt, "canal"))
    assert sites(layer)[egypt].toolTip() == "Egypt may have a canal"
    assert "canal" not in {icon.kind for icon in layer.icon_items(egypt)}
