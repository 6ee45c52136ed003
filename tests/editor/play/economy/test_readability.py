"""Issue 27, item 17: the economy board read at a glance.

At the opening zoom of maps/classic-mu.yaml in a 1920×1080 window, after a Europe start,
Europe's names, icon rows, unit chips and the short order arrows between its countries do not
sit on each other: the test measures the rectangles drawn there, on screen. Also: the side
column keeps its width from phase to phase (the map beside it keeps its zoom), the window
speaks of rounds, and a coast is named once ("on Ukraine Black Sea Coast")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from shapely.geometry import Point

from editor.play.economy import order_arrows
from editor.play.economy.action_words import action_text
from editor.play.economy.pages.shop_page import ShopPage
from engine.rules.economy.actions import ARMY, BuildNavyBase, Plan
from engine.rules.economy.phases import FRIENDLY_MOVEMENT, GET, PLANNING
from tests.editor.play.economy.helpers import done
from tests.editor.play.economy.shop_helpers import take_screen
from tests.editor.play.economy.test_board_layer import index

SHOTS = Path("/tmp/shots27")
SEATS = {3: ("human", "heuristic", "heuristic"), 6: ("human", *["heuristic"] * 5)}


def opened(make_economy, qtbot, seats: tuple[str, ...]):
    """A Europe start in a 1920×1080 window at its opening zoom, Ada (a person) in the get phase."""
    window = make_economy(*seats)
    window.resize(1920, 1080)
    window.show()
    window.controller.start()
    take_screen(qtbot, window, 0, GET)
    QTest.qWait(50)  # the layout settles (the side column takes the shop's width)
    return window


# -- what is drawn, in pixels on screen ---------------------------------------------------------------
def on_screen(window, item, rect: QRectF) -> QRectF:
    return item.deviceTransform(window.view.viewportTransform()).mapRect(rect)


def drawn(window) -> list[tuple[str, str, QRectF]]:
    """(what, whose, rectangle on screen) of every name (its letters), icon (its count's tag
    included) and unit stack (its chips) drawn now."""
    board, layer = window.board, window.board_layer
    names = window.controller.names.territories
    found = []
    if board.scene.labels_shown():
        index_of = window.controller.world.index
        for territory_id, label in board.scene.label_items.items():
            if label.isVisible():
                found.append(("name", names[index_of[territory_id]] if territory_id in index_of else territory_id,
                              on_screen(window, label, label.text_shape().boundingRect())))
    for icon in layer.icon_items():
        if icon.isVisible():
            found.append((f"icon {icon.kind}", names[icon.territory], on_screen(window, icon, icon.footprint())))
    for territory, stack in layer.stacks.items():
        if stack.isVisible():
            width, height = stack.size()
            chips = QRectF(-width / 2, stack.offset() - height / 2, width, height)
            found.append(("chips", names[territory], on_screen(window, stack, chips)))
    return found


def europe(window) -> QRectF:
    """Europe's countries on screen."""
    controller, board = window.controller, window.board
    continent = next(c for c in controller.world.continents if c.id == "europe")
    box = QRectF()
    for territory in continent.members:
        bounds = board.territory_item(territory).fill_bounds()
        box = box.united(window.view.mapFromScene(bounds).boundingRect().toRectF())
    return box


def overlaps(found) -> list[tuple[str, str, str, str, int]]:
    """Every two things drawn on each other (more than a pixel's worth)."""
    result = []
    for i, (what, whose, rect) in enumerate(found):
        for other, owner, box in found[i + 1:]:
            common = rect.intersected(box)
            area = common.width() * common.height()
            if area > 1.0:
                result.append((what, whose, other, owner, round(area)))
    return result


def in_europe(window) -> list[tuple[str, str, QRectF]]:
    area = europe(window)
    return [entry for entry in drawn(window) if entry[2].intersects(area)]


def arrows_drawn(window) -> list[dict]:
    """Each order arrow as painted: its length on screen, its head's tip and its count's disc."""
    result = []
    transform = window.view.viewportTransform()
    names = window.controller.names.territories
    for arrow in window.board_layer.arrow_items():
        path = transform.map(arrow.curve())
        length = path.length()
        tip = path.pointAtPercent(path.percentAtLength(max(length - order_arrows.END_GAP_PIXELS, 0.0)))
        head = path.pointAtPercent(path.percentAtLength(
            max(length - order_arrows.END_GAP_PIXELS - order_arrows.HEAD_PIXELS / 2, 0.0)))
        middle = path.pointAtPercent(arrow.count_at())
        radius = order_arrows.COUNT_PIXELS / 2
        result.append(dict(name=f"{names[arrow.source]} → {names[arrow.target]}", length=length, tip=tip, head=head,
                           disc=QRectF(middle.x() - radius, middle.y() - radius, 2 * radius, 2 * radius),
                           shown=length > 2 * order_arrows.END_GAP_PIXELS + order_arrows.HEAD_PIXELS))
    return result


def save(window, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot = window.grab()
    shot.save(str(SHOTS / f"{name}.png"))
    area = europe(window).adjusted(-60, -60, 60, 60).toRect()
    shot.copy(area).scaled(area.width() * 3, area.height() * 3, Qt.AspectRatioMode.KeepAspectRatio,
                           Qt.TransformationMode.SmoothTransformation).save(str(SHOTS / f"{name}-europe.png"))


# -- the tests ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 6])
def test_europe_names_icons_and_chips_do_not_overlap_at_the_opening_zoom(make_economy, qtbot, players):
    window = opened(make_economy, qtbot, SEATS[players])
    layer = window.board_layer
    assert window.board.marks_readable()  # the marks are shown at the opening zoom...
    assert layer.icon_pixels() < 17  # ...small, the territories being small on screen
    found = in_europe(window)
    kinds = {what.split()[0] for what, _whose, _rect in found}
    assert {"name", "icon", "chips"} <= kinds
    save(window, f"europe-{players}-get")
    assert overlaps(found) == []
    # Every European country's chips and icons are there (none hidden to make room).
    controller = window.controller
    continent = next(c for c in controller.world.continents if c.id == "europe")
    for territory in continent.members:
        stack = layer.stack(territory)
        assert stack is not None and stack.isVisible()
        for icon in layer.icon_items(territory):
            assert icon.isVisible()


@pytest.mark.parametrize("players", [3, 6])
def test_short_order_arrows_in_europe_are_drawn_clear_of_the_marks(make_economy, qtbot, players):
    window = opened(make_economy, qtbot, SEATS[players])
    controller = window.controller
    assert done(controller)
    take_screen(qtbot, window, 0, PLANNING)
    capital = controller.state.players[0].capital
    assert capital == index(controller, "Ukraine")
    world = controller.world
    targets = [t for t in world.neighbours[capital] if world.land[t] and controller.state.owner[t] != 0]
    assert len(targets) >= 4  # Scandinavia, Northern and Southern Europe, Ural, the Middle East
    for target in targets:
        assert controller.perform(Plan(capital, target, 1, ARMY))
    QTest.qWait(20)
    save(window, f"europe-{players}-planning")
    found = in_europe(window)
    assert overlaps(found) == []  # the arrows' counts moved nothing onto anything
    chips = [rect for what, _whose, rect in drawn(window) if what == "chips"]
    names = [rect for what, _whose, rect in drawn(window) if what == "name"]
    icons = [rect for what, _whose, rect in drawn(window) if what.startswith("icon")]
    arrows = arrows_drawn(window)
    assert len(arrows) == len(targets)
    for arrow in arrows:
        assert arrow["shown"], arrow["name"]  # long enough to be painted
        # Its head stops outside the chips (not hidden under the target's stack).
        assert not any(rect.contains(arrow["tip"]) for rect in chips), arrow["name"]
        disc = arrow["disc"]
        # Its count is not taken for a chip; it grazes a name's or an icon's box at most (where
        # a short arrow has no free place): the count and the name or icon stay readable.
        assert not any(disc.intersects(rect) for rect in chips), arrow["name"]
        grazed = sum(disc.intersected(rect).width() * disc.intersected(rect).height() for rect in names + icons)
        assert grazed <= disc.width() * disc.height() / 8, arrow["name"]
    for i, arrow in enumerate(arrows):
        for other in arrows[i + 1:]:
            # The counts are discs: at most touching (within a pixel).
            apart = arrow["disc"].center() - other["disc"].center()
            distance = (apart.x() ** 2 + apart.y() ** 2) ** 0.5
            assert distance >= order_arrows.COUNT_PIXELS - 1, (arrow["name"], other["name"])
        # No count hides a head (its own either: a short arrow keeps room for both).
        assert not any(other["disc"].contains(arrow["head"]) for other in arrows), arrow["name"]


def test_the_side_column_keeps_its_width_from_phase_to_phase(make_economy, qtbot):
    window = opened(make_economy, qtbot, ("human", "heuristic", "heuristic"))
    controller = window.controller
    widths, zooms = {}, {}

    def measure(phase: str) -> None:
        QTest.qWait(20)
        widths[phase] = (window.side.width(), window.phase_panel.width())
        zooms[phase] = window.view.zoom_factor()

    measure(GET)
    assert done(controller)
    take_screen(qtbot, window, 0, PLANNING)
    measure(PLANNING)
    assert done(controller)
    take_screen(qtbot, window, 0, FRIENDLY_MOVEMENT)
    measure(FRIENDLY_MOVEMENT)
    assert len(set(widths.values())) == 1, widths
    assert len(set(zooms.values())) == 1, zooms  # the map does not jump either


def test_the_economy_window_counts_rounds_not_turns(make_economy, qtbot):
    window = opened(make_economy, qtbot, ("human", "heuristic", "heuristic"))
    panel = window.phase_panel
    assert panel.turn_label.text() == "Round 1"
    assert panel.accessibleName() == "Round and phase"
    assert panel.skip_turn.text() == "Finish this round"
    assert "round" in panel.skip_turn.toolTip()
    assert window.turn_label.text() == "Round 1" and window.turn_label.accessibleName() == "Round"
    assert window.action_skip.text() == "&Skip to End of Round"
    # While a computer player decides, the header still counts rounds.
    assert done(window.controller)
    qtbot.waitUntil(lambda: window.controller.decider() != 0 or window.controller.state.phase != GET)
    panel.refresh()
    assert panel.turn_label.text().startswith("Round ")
    texts = [label.text() for label in window.findChildren(type(panel.turn_label)) if label.isVisible()]
    assert not [text for text in texts if "Turn " in text], texts


def test_a_coast_is_named_once(make_economy, qtbot):
    """Not "on the coast of Ukraine Black Sea Coast": the water's name says it is a coast."""
    window = opened(make_economy, qtbot, ("human", "heuristic", "heuristic"))
    controller = window.controller
    ukraine, sea = index(controller, "Ukraine"), index(controller, "Ukraine Black Sea Coast")
    assert action_text(controller, BuildNavyBase(ukraine, sea)) == (
        "Build a navy base in Ukraine on Ukraine Black Sea Coast")
    page = window.phase_panel.page
    assert isinstance(page, ShopPage)
    QTest.mouseClick(page.pay_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(page.build_buttons["navy-base"], Qt.MouseButton.LeftButton)
    coasts = [action.text() for action in page.coast_menu.actions()]
    assert "On Ukraine Black Sea Coast" in coasts
    assert not [text for text in coasts if "coast of" in text.lower()]
    page.coast_menu.close()


def test_marks_placed_aside_still_stand_over_their_own_country(make_economy, qtbot):
    """Moved to make room, a country's chips stay over the country (within a few pixels)."""
    window = opened(make_economy, qtbot, SEATS[6])
    controller, layer = window.controller, window.board_layer
    shapes = controller.world.board.shapes()
    zoom = window.view.zoom_factor()
    for territory, stack in layer.stacks.items():
        if not stack.isVisible():
            continue
        centre = stack.pos() + QPointF(0.0, stack.offset() / zoom)
        assert shapes[territory].distance(Point(centre.x(), centre.y())) * zoom <= 3.0, \
            controller.names.territories[territory]
