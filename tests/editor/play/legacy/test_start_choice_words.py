"""Choosing a start in a Legacy game, for a person: a refused start says on the set-up page which
condition it fails, hovering a territory says whether it is a legal start (and why not), and
the legal starts stand out on the board while the rest of the land is shaded (issue 28, item 15).

The rulebook (Risk Legacy, "Setup before every game"): "A legal starting territory is either:
• An unoccupied territory that has no marks (no scars or cities) OR • An unoccupied territory
that contains a Major City that you founded in an earlier game, (even if it has a scar on it).
Note: At the start of the game, you cannot place your HQ adjacent to another faction's HQ."
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from editor.play.legacy.pages.setup_pages import ChooseStartPage
from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark
from engine.core.errors import IllegalAction
from engine.core.state import NOBODY
from engine.rules.legacy.actions import ChooseFaction, ChooseStart
from engine.rules.legacy.state import PICK_FACTION, PICK_START
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window
from tests.editor.play.legacy.turn_support import (
    LEFT,
    city,
    click,
    hover,
    person_decides,
    scar,
    show,
    take_screen,
    world_with,
)

# Peru has a scar, Brazil a minor city of Ann's, Congo a major city Bob founded, Argentina a
# major city Ann founded (with a scar on it: still hers to start in).
MARKS = [scar("peru"), city("brazil"),
         Mark(MarkKind.MAJOR_CITY, "congo", name="Kinshasa", founder="Bob"),
         Mark(MarkKind.MAJOR_CITY, "argentina", name="Ann's Rest", founder="Ann"), scar("argentina")]


@pytest.fixture
def choosing(qtbot, settings):
    """Ann (a person) chooses her start, after Cy (a computer player) placed his HQ."""
    controller = legacy_controller("human", "heuristic", "heuristic", seed=3, world=world_with(MARKS))
    window = legacy_window(qtbot, settings, controller)
    show(qtbot, window)
    controller.start()
    qtbot.waitUntil(lambda: person_decides(controller), timeout=10_000)
    take_screen(window)
    assert controller.state.phase == PICK_FACTION and controller.decider() == 0
    page = window.decision_panel.page
    qtbot.mouseClick(page.buttons[sorted(page.buttons)[0]], LEFT)
    assert controller.state.phase == PICK_START and controller.decider() == 0
    assert isinstance(window.decision_panel.page, ChooseStartPage)
    return controller, window


def t(controller, territory_id: str) -> int:
    return controller.world.index[territory_id]


def refusal_on_page(window) -> QLabel:
    label = window.decision_panel.page.findChild(QLabel, "startRefusal")
    assert label is not None
    return label


def cy_hq(controller) -> int:
    return controller.state.hq.index(2)


def free_beside_cy(controller) -> int:
    """Unoccupied and unmarked, but next to Cy's HQ."""
    state, world, facts = controller.state, controller.world, controller.rules.facts
    return next(n for n in world.neighbours[cy_hq(controller)]
                if world.land[n] and state.owner[n] == NOBODY and not facts.marked[n])


def refused_words(controller, window, territory: int) -> str:
    """Click ``territory``: nothing changes, and the page says why (the engine's reason)."""
    before = (list(controller.state.owner), controller.state.phase)
    click(window, territory)
    assert (list(controller.state.owner), controller.state.phase) == before
    words = refusal_on_page(window).text()
    assert words == controller.explain(ChooseStart(territory))
    assert refusal_on_page(window).isVisible()
    return words


def test_a_start_held_by_another_player_says_who_holds_it(choosing):
    """ "An unoccupied territory": Cy's HQ territory is held by Cy."""
    controller, window = choosing
    held = cy_hq(controller)
    words = refused_words(controller, window, held)
    name = controller.names.territory(held)
    assert words == f"{name} is held by Cy: a start must be unoccupied"


def test_a_start_next_to_another_hq_says_whose(choosing):
    """ "At the start of the game, you cannot place your HQ adjacent to another faction's HQ." """
    controller, window = choosing
    beside = free_beside_cy(controller)
    words = refused_words(controller, window, beside)
    name = controller.names.territory(beside)
    assert words == f"{name} is next to Cy's HQ: no HQ may start next to another faction's HQ"
    assert window.statusBar().currentMessage() == words


@pytest.mark.parametrize(("territory_id", "expected"), [
    ("peru", "Peru has a scar: only your own major city may be chosen among marked territories"),
    ("brazil", "Brazil has a city: only your own major city may be chosen among marked territories"),
    ("congo", "Congo is Bob's major city: only your own major city may be chosen among marked territories"),
])
def test_a_marked_start_says_which_mark(choosing, territory_id, expected):
    """ "An unoccupied territory that has no marks (no scars or cities) OR ... a Major City that
    you founded in an earlier game" — a scar, a minor city (even Ann's own), Bob's major city."""
    controller, window = choosing
    territory = t(controller, territory_id)
    assert controller.state.owner[territory] == NOBODY
    assert refused_words(controller, window, territory) == expected


def test_her_own_major_city_with_a_scar_is_a_legal_start(choosing):
    """ "... a Major City that you founded in an earlier game, (even if it has a scar on it)." """
    controller, window = choosing
    argentina = t(controller, "argentina")
    assert argentina not in controller.world.neighbours[cy_hq(controller)]  # (seed 3: Cy starts far away)
    assert argentina in window.tool.legal_starts()
    hover(window, argentina)
    assert window.statusBar().currentMessage().endswith("— a legal start: click to start here")
    click(window, argentina)
    assert controller.state.hq[argentina] == 0


def test_the_page_forgets_a_refusal_once_another_player_chooses(choosing, qtbot):
    controller, window = choosing
    refused_words(controller, window, t(controller, "peru"))
    start = sorted(window.tool.legal_starts())[0]
    click(window, start)
    qtbot.waitUntil(lambda: controller.state.owner[start] == 0)
    page = window.decision_panel.page
    if isinstance(page, ChooseStartPage):
        assert refusal_on_page(window).text() == ""


def test_hovering_says_whether_a_territory_is_a_legal_start_and_why_not(choosing):
    controller, window = choosing
    legal = sorted(window.tool.legal_starts())[0]
    hover(window, legal)
    name = controller.names.territory(legal)
    assert window.statusBar().currentMessage() == f"{name}: unclaimed — a legal start: click to start here"
    peru = t(controller, "peru")
    hover(window, peru)
    reason = controller.explain(ChooseStart(peru))
    assert window.statusBar().currentMessage() == f"Peru: unclaimed — not a legal start: {reason}"
    beside = free_beside_cy(controller)
    hover(window, beside)
    assert "not a legal start: " in window.statusBar().currentMessage()
    assert "next to Cy's HQ" in window.statusBar().currentMessage()


def test_every_legal_start_stands_out_and_the_rest_of_the_land_is_shaded(choosing):
    controller, window = choosing
    board = window.board
    legal = {a.territory for a in controller.legal_actions() if isinstance(a, ChooseStart)}
    assert len(legal) > 5
    assert board.highlighted()[0] == legal
    assert [t for t in legal if board.highlight_look(t) != "choice"] == []
    land = {t for t in range(len(controller.world.ids)) if controller.world.land[t]}
    assert board.dimmed() and board.shaded() == land - legal
    # The chosen start ends the choice: nothing stays shaded for the next player's turn.
    click(window, min(legal))
    assert controller.state.hq[min(legal)] == 0
    assert board.highlighted()[0] != legal


def test_a_start_refused_by_the_engine_directly_names_the_condition():
    """The engine's own refusal (a computer player's or a loaded game's action) is as precise."""
    controller = legacy_controller("human", "human", "human", seed=3, world=world_with(MARKS))
    game = controller.game
    first = game.state.decider()
    game.apply(ChooseFaction(next(a.faction for a in game.rules.legal_actions(game.state)
                                  if isinstance(a, ChooseFaction))), first)
    with pytest.raises(IllegalAction, match="Peru has a scar"):
        game.apply(ChooseStart(t(controller, "peru")), first)
