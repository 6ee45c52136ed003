"""The draft's setup at one desk (issue 27, item 10): every player places a capital, 2 army bases
and their units "at once and in secret", so the next person, handed the screen, is shown
nothing of what the earlier one placed — not on the board (stacks, icons, their tooltips), in
the players' table (cells and tooltips), the treasury, the log, nor any other text of the
window — until everyone has placed; then all of it shows at once."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from editor.play.economy.pages.setup_page import PlacementPage
from engine.rules.economy.actions import DraftPick
from engine.rules.economy.phases import DRAFT, DRAFT_PLACEMENT, GET
from tests.editor.play.economy.shop_helpers import click_territory, take_screen
from tests.editor.play.economy.test_planning_page import everything_shown

SHOTS = "/tmp/shots27"
CTRL = Qt.KeyboardModifier.ControlModifier


def drafted(make_economy, qtbot, *controllers: str):
    """A draft game whose countries are all picked (the picks are public: the quickest way)."""
    window = make_economy(*controllers, start="draft")
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    controller.start()
    while controller.state.phase == DRAFT:
        qtbot.waitUntil(lambda: controller.waiting_for_handoff() is not None
                        or controller.is_human(controller.decider()) or controller.state.phase != DRAFT,
                        timeout=15_000)
        if controller.state.phase != DRAFT:
            break
        if controller.waiting_for_handoff() is not None:
            window.acknowledge_handoff()  # (the draft's picks pass without one: QUICK turns)
        assert controller.perform(next(a for a in controller.legal_actions() if isinstance(a, DraftPick)))
    return window


def place_everything(qtbot, window, player: int) -> tuple[int, list[int], list[int]]:
    """``player`` places by clicking the board: the capital, two bases, then all their units
    in two countries (Ctrl+click with the page's count). (capital, bases, unit countries)."""
    controller = window.controller
    take_screen(qtbot, window, player, DRAFT_PLACEMENT)
    page = window.phase_panel.page
    assert isinstance(page, PlacementPage) and page.player == player
    mine = controller.state.territories_of(player)
    capital, bases, units = mine[2], [mine[3], mine[4]], [mine[2], mine[5]]
    click_territory(window, capital)
    assert controller.state.players[player].capital == capital
    for base in bases:
        click_territory(window, base)
    assert controller.state.players[player].bases_to_place == 0
    page.count.setValue(13)
    click_territory(window, units[0], CTRL)
    assert controller.state.army[player][units[0]] == 13
    window.grab().save(f"{SHOTS}/draft-placing-{player}.png")
    page.count.setValue(page.count.maximum())
    click_territory(window, units[1], CTRL)  # the last: the screen goes to the next person
    return capital, bases, units


def placement_leaks(window, player: int, capital: int, bases: list[int], units: list[int]) -> list[str]:
    """Every text on the window (shown or hidden: labels, buttons, lists, tables, tooltips,
    accessible names, the board's items and their tooltips) that gives away ``player``'s
    placement: their capital, a base they placed, a unit of theirs, their table figures."""
    controller = window.controller
    name = controller.state.players[player].name
    names = controller.names.territories
    patterns = [rf"Capital of {name}\b", rf"Capital: {re.escape(names[capital])}",
                rf"{name}:? \d+ arm(y|ies)\b", r"\b[1-9]\d* army units, \d+ navy units"]
    patterns += [rf"army bases? in {re.escape(names[base])}" for base in bases]
    patterns += [rf"{re.escape(names[t])}.*\n.*{name}" for t in units]  # a stack's tooltip
    found = [text for text in everything_shown(window)
             if any(re.search(pattern, text, re.IGNORECASE) for pattern in patterns)]
    table = window.stats_panel
    for row in range(table.rowCount()):
        cells = [table.item(row, c).text() for c in range(table.columnCount()) if table.item(row, c)]
        if cells and cells[0] == name and (cells[2] != "0" or cells[5] != "no"):
            found.append(f"the table's row: {cells}")
    return found


def test_the_next_person_sees_nothing_of_the_earlier_persons_placement(make_economy, qtbot):
    window = drafted(make_economy, qtbot, "human", "human")
    controller = window.controller
    first = controller.decider()
    second = 1 - first
    placed = place_everything(qtbot, window, first)
    # The hand-off cover: nothing of it anywhere, even in what the cover hides.
    qtbot.waitUntil(lambda: controller.waiting_for_handoff() == second)
    assert controller.state.phase == DRAFT_PLACEMENT and not window.handoff_screen.is_notice()
    assert not placement_leaks(window, first, *placed)

    take_screen(qtbot, window, second, DRAFT_PLACEMENT)
    window.grab().save(f"{SHOTS}/draft-second-person.png")
    assert not placement_leaks(window, first, *placed)
    layer = window.board_layer
    capital, bases, units = placed
    assert layer.stack(units[0]) is None and layer.stack(units[1]) is None
    assert not [i for t in (capital, *bases) for i in layer.icon_items(t) if i.kind in ("capital", "army-base")]
    assert window.phase_panel.page.left_label.text() == "Still to place: your capital, 2 army bases, 20 army units."

    # The second person places too: the game's first round begins, and now everyone sees all.
    theirs = place_everything(qtbot, window, second)
    qtbot.waitUntil(lambda: controller.state.phase == GET, timeout=15_000)
    take_screen(qtbot, window, controller.decider(), GET)
    window.grab().save(f"{SHOTS}/draft-all-placed.png")
    assert placement_leaks(window, first, *placed)  # the check sees them once they are public
    assert placement_leaks(window, second, *theirs)
    assert layer.stack(units[0]) is not None
    assert [i for i in layer.icon_items(capital) if i.kind == "capital"]


def test_the_first_person_sees_their_own_placement_as_they_make_it(make_economy, qtbot):
    """The check above can see a placement: on the placer's own screen it is all there."""
    window = drafted(make_economy, qtbot, "human", "human")
    controller = window.controller
    first = controller.decider()
    take_screen(qtbot, window, first, DRAFT_PLACEMENT)
    mine = controller.state.territories_of(first)
    click_territory(window, mine[0])
    click_territory(window, mine[1])
    window.phase_panel.page.count.setValue(4)
    click_territory(window, mine[2])  # (a base: bases come before units)
    click_territory(window, mine[3], CTRL)
    assert controller.decider() == first and controller.waiting_for_handoff() is None
    assert placement_leaks(window, first, mine[0], [mine[1], mine[2]], [mine[3]])
    assert window.board_layer.stack(mine[3]) is not None


def test_the_rules_withhold_a_placement_from_everyone_elses_view(make_economy, qtbot):
    """What the screen draws is the rules' view for the person at it, which a computer player
    decides on too: the others' placements are withheld until everyone has placed
    (engine/rules/economy/rules.py, ``player_view``)."""
    window = drafted(make_economy, qtbot, "human", "human")
    controller = window.controller
    first = controller.decider()
    capital, bases, units = place_everything(qtbot, window, first)
    view = controller.view_for(1 - first)
    seat = view.players[first]
    assert seat.capital_to_place and seat.bases_to_place == 2 and seat.units_to_place == 20
    assert sum(view.army[first]) == 0 and view.armies[units[0]] == 0
    assert all(view.army_bases[b] == 0 for b in bases)
    # The state itself is untouched, and the placer's own view keeps it all.
    assert controller.state.players[first].capital == capital
    assert sum(controller.view_for(first).army[first]) == 20
